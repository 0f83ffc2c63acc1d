<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bo" sourcelanguage="en">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Accept</source>
            <translation>ངོས་ལེན།</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>བྱ་བ།</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>གནོན།</translation>
        </message>
        <message>
            <source>Charity: one tile face down, naming a suit that may beat it</source>
            <translation>སྦྱིན་པ། སྦག་གཅིག་ཁ་སྦུབ་ཏུ་བཞག་ནས་དེ་གནོན་ཆོག་པའི་རིགས་ཀྱི་མིང་འབོད།</translation>
        </message>
        <message>
            <source>Demand a re-deal</source>
            <translation>བསྐྱར་བགོ་རེ་ཞུ།</translation>
        </message>
        <message>
            <source>Exchange hands with %1</source>
            <translation>%1 དང་ལག་སྦག་བརྗེ།</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Lead face down…</source>
            <translation>ཁ་སྦུབ་ཏུ་མགོ་འཛུགས…</translation>
        </message>
        <message>
            <source>Offer to swap a mother for a son</source>
            <translation>མ་དང་བུ་བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>མི་དགོས།</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག</translation>
        </message>
        <message>
            <source>Show mother: looking for son</source>
            <translation>མ་སྟོན། བུ་འཚོལ།</translation>
        </message>
        <message>
            <source>Show son: looking for mother</source>
            <translation>བུ་སྟོན། མ་འཚོལ།</translation>
        </message>
        <message>
            <source>Tower %1</source>
            <translation>མཁར་ %1</translation>
        </message>
        <message>
            <source>naming earth</source>
            <translation>ས་རིགས་ཟེར།</translation>
        </message>
        <message>
            <source>naming no suit</source>
            <translation>རིགས་མི་ཟེར།</translation>
        </message>
        <message>
            <source>naming sky</source>
            <translation>གནམ་རིགས་ཟེར།</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>A deal begun on %1 with %2 was not finished.</source>
            <translation>%1 ལ་ %2 དང་མཉམ་དུ་འགོ་བཙུགས་པའི་བགོ་སྐོར་ཞིག་མཇུག་མ་སྒྲིལ།</translation>
        </message>
        <message>
            <source>An unfinished deal</source>
            <translation>མཇུག་མ་སྒྲིལ་བའི་བགོ་སྐོར།</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>སྦག་ཆེན།</translation>
        </message>
        <message>
            <source>Go on with it, or keep it in the records as unfinished?</source>
            <translation>མུ་མཐུད་རྩེའམ། ཡང་ན་མཇུག་མ་སྒྲིལ་བར་ཐོ་ཡིག་ནང་ཉར་རམ།</translation>
        </message>
        <message>
            <source>Go on with the deal</source>
            <translation>བགོ་སྐོར་མུ་མཐུད།</translation>
        </message>
        <message>
            <source>Keep it unfinished</source>
            <translation>མཇུག་མ་སྒྲིལ་བར་ཉར།</translation>
        </message>
        <message>
            <source>Learn to play: %1</source>
            <translation>རྩེད་སྟངས་སློབ་པ། %1</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangCards</name>
        <message>
            <source>%1 of %2</source>
            <translation>%2་ %1</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>ཨེ་སི</translation>
        </message>
        <message>
            <source>black joker</source>
            <translation>ཇོ་ཀར་ནག་པོ</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>ཁམ་བུའི་མེ་ཏོག</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>གྲུ་བཞི</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>སྙིང་རྟགས</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>གཞོན་ནུ</translation>
        </message>
        <message>
            <source>king</source>
            <translation>རྒྱལ་པོ</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>རྒྱལ་མོ</translation>
        </message>
        <message>
            <source>red joker</source>
            <translation>ཇོ་ཀར་དམར་པོ</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>ལོ་མ་ནག་པོ</translation>
        </message>
        <message>
            <source>the emperor's card</source>
            <translation>གོང་མའི་ཤོག་བྱང</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>སྐུ་སྲུང་གི་ཤོག་བྱང</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangHand</name>
        <message>
            <source>%1 with %2</source>
            <translation>%1 དང་ %2</translation>
        </message>
        <message numerus="yes">
            <source>%Ln 10(s)</source>
            <translation>
                <numerusform>10 ཡི་ཤོག་བྱང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 2(s)</source>
            <translation>
                <numerusform>2 ཀྱི་ཤོག་བྱང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 6(s)</source>
            <translation>
                <numerusform>6 གི་ཤོག་བྱང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 7(s)</source>
            <translation>
                <numerusform>7 གྱི་ཤོག་བྱང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 8(s)</source>
            <translation>
                <numerusform>8 ཀྱི་ཤོག་བྱང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 9(s)</source>
            <translation>
                <numerusform>9 ཡི་ཤོག་བྱང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln ace(s)</source>
            <translation>
                <numerusform>ཨེ་སི་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln black joker(s)</source>
            <translation>
                <numerusform>ཇོ་ཀར་ནག་པོ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln card(s)</source>
            <translation>
                <numerusform>ཤོག་བྱང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln jack(s)</source>
            <translation>
                <numerusform>གཞོན་ནུ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln king(s)</source>
            <translation>
                <numerusform>རྒྱལ་པོ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln queen(s)</source>
            <translation>
                <numerusform>རྒྱལ་མོ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red joker(s)</source>
            <translation>
                <numerusform>ཇོ་ཀར་དམར་པོ་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>a pair of 10s</source>
            <translation>10 ཡི་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of 2s</source>
            <translation>2 ཀྱི་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of 6s</source>
            <translation>6 གི་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of 7s</source>
            <translation>7 གྱི་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of 8s</source>
            <translation>8 ཀྱི་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of 9s</source>
            <translation>9 ཡི་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of aces</source>
            <translation>ཨེ་སི་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of jacks</source>
            <translation>གཞོན་ནུ་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of kings</source>
            <translation>རྒྱལ་པོ་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>a pair of queens</source>
            <translation>རྒྱལ་མོ་ཆ་གཅིག</translation>
        </message>
        <message>
            <source>nothing selected</source>
            <translation>གང་ཡང་བདམས་མེད</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>སྐུ་སྲུང་གི་ཤོག་བྱང</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangRules</name>
        <message>
            <source>7 7 7 is beaten by 10 10 10, which A A A beats, which 2 2 2 beats; only three jokers beat 2 2 2.</source>
            <translation>10 10 10 ཡིས་ 7 7 7 གནོན། A A A ཡིས་ 10 10 10 གནོན། 2 2 2 ཀྱིས་ A A A གནོན། 2 2 2 གནོན་ཐུབ་པ་ཇོ་ཀར་གསུམ་ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>7 7 with two black jokers falls to a king with a black and two red jokers, but not to a queen with two black jokers and a red one: one black joker would meet a black joker.</source>
            <translation>7 7 དང་ཇོ་ཀར་ནག་པོ་གཉིས་ནི་རྒྱལ་པོ་དང་ཇོ་ཀར་ནག་པོ་གཅིག ཇོ་ཀར་དམར་པོ་གཉིས་ཀྱིས་གནོན་ཐུབ། འོན་ཀྱང་རྒྱལ་མོ་དང་ཇོ་ཀར་ནག་པོ་གཉིས། ཇོ་ཀར་དམར་པོ་གཅིག་གིས་གནོན་མི་ཐུབ། དེར་ཇོ་ཀར་ནག་པོ་ཞིག་ཇོ་ཀར་ནག་པོ་དང་ཕྲད་དགོས་པས།</translation>
        </message>
        <message>
            <source>8 8 8 with a black joker does not beat 8 8 8 8: its three 8s meet 8s, which are not higher.</source>
            <translation>8 8 8 དང་ཇོ་ཀར་ནག་པོ་གཅིག་གིས་ 8 8 8 8 གནོན་མི་ཐུབ། དེའི་ 8 གསུམ་པོ་ 8 དང་ཕྲད་ཅིང་། 8 དེ་དག་མཐོ་བ་མ་ཡིན།</translation>
        </message>
        <message>
            <source>A joker added to a play is said to hang on it: one card hanging, a pair hanging, and so on.</source>
            <translation>བཞག་ཐེངས་ལ་ཁ་སྣོན་བྱས་པའི་ཇོ་ཀར་ནི་བཞག་ཐེངས་དེར་འཕྱང་བ་ཡིན་ཟེར། ཤོག་བྱང་གཅིག་འཕྱང་བ། ཆ་གཅིག་འཕྱང་བ་ལ་སོགས་པ།</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of the same rank, with as many jokers of either colour as you like added to them; or jokers alone. For example: a single 8; 8 8; Q Q Q Q; 7 7 with a black joker; a 6 with a red joker; K K K with a black and a red joker; two black jokers and a red one.</source>
            <translation>བཞག་ཐེངས་ནི་ཤོག་བྱང་གཅིག་གམ། གོ་རིམ་གཅིག་པའི་ཤོག་བྱང་མང་པོ་ཡིན་ཞིང་། དེ་ལ་ཁ་དོག་གང་རུང་གི་ཇོ་ཀར་ཇི་ཙམ་འདོད་པ་སྣོན་ཆོག ཡང་ན་ཇོ་ཀར་ཁོ་ན་ཡང་ཆོག དཔེར་ན། 8 གཅིག 8 8། Q Q Q Q། 7 7 དང་ཇོ་ཀར་ནག་པོ་གཅིག 6 དང་ཇོ་ཀར་དམར་པོ་གཅིག K K K དང་ཇོ་ཀར་ནག་པོ་གཅིག་དང་དམར་པོ་གཅིག ཇོ་ཀར་ནག་པོ་གཉིས་དང་དམར་པོ་གཅིག</translation>
        </message>
        <message>
            <source>A play with a red joker in it can never be beaten: nothing is higher than a red joker.</source>
            <translation>ཇོ་ཀར་དམར་པོ་ཚུད་པའི་བཞག་ཐེངས་ནམ་ཡང་གནོན་མི་ཐུབ། ཇོ་ཀར་དམར་པོ་ལས་མཐོ་བ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>Alone</source>
            <translation>གཅིག་པུ</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>གཞན་ཡང་</translation>
        </message>
        <message>
            <source>Announcements</source>
            <translation>སྒྲོག་པ</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>གོང་མ་སྲུང་བ</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>གནོན་སྟངས</translation>
        </message>
        <message>
            <source>Beating, card for card</source>
            <translation>གནོན་སྟངས། ཤོག་བྱང་རེ་རེ་བཞིན།</translation>
        </message>
        <message>
            <source>Before a play you may ask the others not to beat it (zhàn pái). Nobody has to listen; it is a hint, or a bluff, about which side you are on.</source>
            <translation>བཞག་ཐེངས་ཤིག་མ་བཞག་གོང་། དེ་མ་གནོན་པར་གཞན་རྣམས་ལ་རེ་ཞུ་ཆོག (zhàn pái) སུས་ཀྱང་ཉན་མི་དགོས། དེ་ནི་ཁྱེད་ཕྱོགས་གང་ལ་ཡོད་པའི་རྟགས་སམ་གཡོ་ཐབས་ཤིག་ཡིན།</translation>
        </message>
        <message>
            <source>Declining</source>
            <translation>ངོས་མི་ལེན་པ</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>སྐོར་ཕྱོགས</translation>
        </message>
        <message>
            <source>Do not beat</source>
            <translation>མ་གནོན</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, the emperor's score counting double so that the deal comes out even: the emperor ±2, the protector ±1, each of the people ∓1. Alone, the emperor wins or loses 4, one from each of the four. A tie scores nothing.</source>
            <translation>རྒྱལ་མཁན་རེ་རེར་སྐར་མ་ 1 ཐོབ་ཅིང་ཕམ་མཁན་རེ་རེར་ 1 ཤོར། བགོ་སྐོར་གྱི་ཁེ་གྱོང་སྙོམས་པའི་ཆེད་དུ་གོང་མའི་སྐར་མ་ལྡབ་གཉིས་སུ་རྩི། གོང་མ་ ±2། སྐུ་སྲུང་ ±1། མི་སེར་རེ་རེ་ ∓1། གོང་མ་གཅིག་པུ་ཡིན་ན་གཞན་བཞི་པོ་རེ་རེ་ནས་ 1 རེ་སྟེ་ 4 ཐོབ་པའམ་ཤོར། ཕམ་རྒྱལ་མེད་ན་སྐར་མ་མེད།</translation>
        </message>
        <message>
            <source>Four packs of cards without their 3s, 4s and 5s, and four red and four black jokers: 168 cards. Suits never matter; only the rank does. From high to low:</source>
            <translation>3 ནས་ 5 བར་གྱི་ཤོག་བྱང་ཕྱིར་བཏོན་པའི་ཤོག་བྱང་ཚོམ་བཞི་དང་། ཇོ་ཀར་དམར་པོ་བཞི། ཇོ་ཀར་ནག་པོ་བཞི་སྟེ་ཤོག་བྱང་ 168། རིགས་ལ་ནམ་ཡང་ཁྱད་པར་མེད། གོ་རིམ་ཁོ་ན་གལ་ཆེ། མཐོ་ཤོས་ནས་དམའ་ཤོས་བར།</translation>
        </message>
        <message>
            <source>From the second deal on, once the cards are taken, the side that lost the deal before pays the winners. Each loser gives his highest card that is not a joker (a 2 if he has one); a losing emperor gives his two highest, or four if he played alone. Each winner takes one card, a winning emperor two, or four if he was alone. After a tie nobody gives anything.</source>
            <translation>བགོ་སྐོར་གཉིས་པ་ནས་བཟུང་། ཤོག་བྱང་བླངས་ཚར་རྗེས་བགོ་སྐོར་སྔ་མར་ཕམ་པའི་ཕྱོགས་ཀྱིས་རྒྱལ་མཁན་ལ་དཔྱ་ཁྲལ་འབུལ། ཕམ་མཁན་རེ་རེས་ཇོ་ཀར་མ་ཡིན་པའི་ཤོག་བྱང་མཐོ་ཤོས་གཅིག་འབུལ། (2 ཡོད་ན་ 2 འབུལ།) ཕམ་པའི་གོང་མས་མཐོ་ཤོས་གཉིས་འབུལ། གཅིག་པུར་རྩེས་ཡོད་ན་བཞི་འབུལ། རྒྱལ་མཁན་རེ་རེས་ཤོག་བྱང་གཅིག་ལེན། རྒྱལ་བའི་གོང་མས་གཉིས་ལེན། གཅིག་པུ་ཡིན་ན་བཞི་ལེན། ཕམ་རྒྱལ་མེད་ན་སུས་ཀྱང་གང་ཡང་མི་འབུལ།</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>རྩེད་མོ</translation>
        </message>
        <message>
            <source>Get rid of your cards, and help your partners get rid of theirs. Cards are played one or several at a time, and each play must beat the one before it, until nobody will: then whoever played last starts again with anything he likes.</source>
            <translation>ཁྱེད་ཀྱི་ལག་ཤོག་ཟད་པར་བྱེད་པ་དང་། ཟླ་བོ་རྣམས་ཀྱི་ཤོག་བྱང་ཡང་ཟད་པར་རོགས་རམ་བྱེད། ཤོག་བྱང་ཐེངས་རེར་གཅིག་གམ་མང་པོ་བཞག་ཅིང་། བཞག་ཐེངས་རེ་རེས་དེའི་སྔ་མ་གནོན་དགོས། སུས་ཀྱང་མི་གནོན་པའི་བར་དུ་དེ་ལྟར་འགྲོ། དེ་ནས་མཐའ་མར་བཞག་མཁན་གྱིས་རང་འདོད་ལྟར་གང་རུང་གིས་ཡང་བསྐྱར་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Joker order</source>
            <translation>ཇོ་ཀར་གོ་རིམ</translation>
        </message>
        <message>
            <source>Nobody deals. The cards are shuffled and cut, and the players take them from the pile one at a time in turn until none is left: three players hold 34 cards and two hold 33. In the next deal the first taker moves on by one seat.</source>
            <translation>སུས་ཀྱང་མི་བགོ། ཤོག་བྱང་བསྲེས་ནས་བཅད་དེ། རྩེད་མཁན་རྣམས་ཀྱིས་རེས་མོས་ཤོག་སྤུངས་ནས་ཐེངས་རེར་གཅིག་རེ་མ་ལུས་བར་དུ་ལེན། རྩེད་མཁན་གསུམ་ལ་ཤོག་བྱང་ 34 རེ་དང་གཉིས་ལ་ 33 རེ་ཡོད། བགོ་སྐོར་རྗེས་མར་ཐོག་མར་ལེན་མཁན་སྡོད་ས་གཅིག་མདུན་དུ་སྤོ།</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>འདེམས་ཚན།</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>རང་འདེམས་ཀྱི་འདེམས་ཚན</translation>
        </message>
        <message>
            <source>Players who run out of cards drop out: first, second, and so on. The deal ends as soon as every member of one side is out (with the emperor alone: as soon as anybody is). Look at the first player out and at the players still holding cards: if they are on different sides, the first player's side wins; if on the same side, it is a tie. The emperor alone wins only by going out first.</source>
            <translation>ཤོག་བྱང་ཟད་པའི་རྩེད་མཁན་རྣམས་རིམ་བཞིན་ཕྱིར་ཐོན། དང་པོ། གཉིས་པ་ལ་སོགས་པ། ཕྱོགས་གཅིག་གི་མི་ཚང་མ་ཕྱིར་ཐོན་མ་ཐག་བགོ་སྐོར་མཇུག་རྫོགས། (གོང་མ་གཅིག་པུ་ཡིན་ན་སུ་ཞིག་ཕྱིར་ཐོན་མ་ཐག་མཇུག་རྫོགས།) ཐོག་མར་ཐོན་མཁན་དང་ད་དུང་ཤོག་བྱང་ཡོད་མཁན་རྣམས་ལ་བལྟ། ཁོང་ཚོ་ཕྱོགས་མི་གཅིག་པ་ཡིན་ན་ཐོག་མར་ཐོན་མཁན་གྱི་ཕྱོགས་རྒྱལ། ཕྱོགས་གཅིག་པ་ཡིན་ན་ཕམ་རྒྱལ་མེད། གོང་མ་གཅིག་པུ་ཡིན་ན་ཐོག་མར་ཕྱིར་ཐོན་ན་ཁོ་ན་རྒྱལ།</translation>
        </message>
        <message>
            <source>Playing and passing</source>
            <translation>འཇོག་པ་དང་མི་དགོས་ཟེར་བ།</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>སྐར་མ</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>འབྲས་བུ</translation>
        </message>
        <message>
            <source>Rizhao</source>
            <translation>ཞི་ཀྲའོ</translation>
        </message>
        <message>
            <source>Rizhao, sixes last</source>
            <translation>ཞི་ཀྲའོ། 6 མཐའ་མར</translation>
        </message>
        <message>
            <source>Rizhao, with announcements</source>
            <translation>ཞི་ཀྲའོ། སྒྲོག་པ་དང་བཅས</translation>
        </message>
        <message>
            <source>Shanghai</source>
            <translation>ཞང་ཧེ</translation>
        </message>
        <message>
            <source>Shanghai, twos as trumps</source>
            <translation>ཞང་ཧེ། 2 གཙོ་ཤོག</translation>
        </message>
        <message>
            <source>Sixes last</source>
            <translation>6 མཐའ་མར</translation>
        </message>
        <message>
            <source>The Rizhao game in which the protector, or an emperor alone, may announce himself.</source>
            <translation>སྐུ་སྲུང་ངམ་གཅིག་པུའི་གོང་མས་རང་ཉིད་སྒྲོག་ཆོག་པའི་ཞི་ཀྲའོ་ལུགས།</translation>
        </message>
        <message>
            <source>The Rizhao game scored by points for the places, played until one player is left.</source>
            <translation>ཐོན་རིམ་ལྟར་སྐར་མ་རྩི་བའི་ཞི་ཀྲའོ་ལུགས། རྩེད་མཁན་གཅིག་ལས་མ་ལུས་བར་དུ་རྩེ།</translation>
        </message>
        <message>
            <source>The Rizhao game with sixes played last.</source>
            <translation>6 མཐའ་མར་འཇོག་པའི་ཞི་ཀྲའོ་ལུགས།</translation>
        </message>
        <message>
            <source>The Shanghai game with twos as trumps.</source>
            <translation>2 གཙོ་ཤོག་ཏུ་བྱེད་པའི་ཞང་ཧེ་ལུགས།</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>དམིགས་ཡུལ།</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>ཤོག་བྱང་།</translation>
        </message>
        <message>
            <source>The cards are put down face down and the winners take them at random, in the order of their places in the deal before; with the tribute face up, each winner chooses in turn.</source>
            <translation>ཤོག་བྱང་རྣམས་ཁ་སྦུབ་ཏུ་བཞག་ནས་རྒྱལ་མཁན་རྣམས་ཀྱིས་བགོ་སྐོར་སྔ་མའི་ཐོན་རིམ་ལྟར་སྐབས་བསྟུན་དུ་ལེན། དཔྱ་ཁྲལ་ཁ་གྱེན་དུ་བཞག་ན་རྒྱལ་མཁན་རེ་རེས་རིམ་བཞིན་འདེམས།</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>བགོ་བ།</translation>
        </message>
        <message>
            <source>The emperor leads first. Whoever has the lead must play something. Then each player in turn either beats the last play or passes; a player who passed may still play when his turn comes again. When everybody else still holding cards has passed in a row, the last player to play leads again, anything he likes. If he has gone out, the lead passes to the next player still holding cards.</source>
            <translation>གོང་མས་ཐོག་མར་མགོ་འཛུགས། མགོ་འཛུགས་ཀྱི་རེས་བབ་མཁན་གྱིས་ངེས་པར་ཅི་ཞིག་བཞག་དགོས། དེ་ནས་རྩེད་མཁན་རེ་རེས་རེས་མོས་བཞག་ཐེངས་མཐའ་མ་གནོན་པའམ་མི་དགོས་ཟེར། མི་དགོས་ཟེར་ཟིན་པའི་རྩེད་མཁན་ལ་ཡང་བསྐྱར་རེས་བབ་དུས་བཞག་ཆོག ད་དུང་ཤོག་བྱང་ཡོད་པའི་གཞན་ཚང་མས་རྒྱུན་མཐུད་དུ་མི་དགོས་ཟེར་ན། མཐའ་མར་བཞག་མཁན་གྱིས་རང་འདོད་ལྟར་ཡང་བསྐྱར་མགོ་འཛུགས། ཁོང་ཕྱིར་ཐོན་ཟིན་ན་མགོ་འཛུགས་ཀྱི་རེས་ད་དུང་ཤོག་བྱང་ཡོད་པའི་རྩེད་མཁན་རྗེས་མ་ལ་འགྲོ།</translation>
        </message>
        <message>
            <source>The emperor, his protector and the people</source>
            <translation>གོང་མ་དང་ཁོང་གི་སྐུ་སྲུང་། མི་སེར།</translation>
        </message>
        <message>
            <source>The end and the score</source>
            <translation>མཇུག་དང་སྐར་མ།</translation>
        </message>
        <message>
            <source>The game as played in Rizhao, Shandong: every option as usual.</source>
            <translation>ཧྲན་ཏུང་གི་ཞི་ཀྲའོར་རྩེ་སྟངས། འདེམས་ཚན་ཚང་མ་རྒྱུན་ལྡན་ལྟར།</translation>
        </message>
        <message>
            <source>The holder of the protector's card is the emperor's secret partner. Nobody else knows who it is until that card is played, so the three others, the people, must guess from the play. If the emperor holds both marked cards he plays alone against four, and the others learn it only when the protector's card appears.</source>
            <translation>སྐུ་སྲུང་གི་ཤོག་བྱང་འཛིན་མཁན་ནི་གོང་མའི་གསང་བའི་ཟླ་བོ་ཡིན། ཤོག་བྱང་དེ་མ་བཞག་བར་དུ་དེ་སུ་ཡིན་པ་གཞན་སུས་ཀྱང་མི་ཤེས། དེས་ན་གཞན་གསུམ་པོ་སྟེ་མི་སེར་རྣམས་ཀྱིས་རྩེད་སྟངས་ལ་བརྟེན་ནས་ཚོད་དཔག་བྱེད་དགོས། གལ་ཏེ་གོང་མ་ལ་རྟགས་ཅན་གྱི་ཤོག་བྱང་གཉིས་ཀ་ཡོད་ན་ཁོང་གཅིག་པུས་གཞན་བཞི་དང་འགྲན། སྐུ་སྲུང་གི་ཤོག་བྱང་ཐོན་དུས་ཁོ་ན་གཞན་གྱིས་དེ་ཤེས།</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>དཔྱ་ཁྲལ།</translation>
        </message>
        <message>
            <source>The usual rule sets</source>
            <translation>རྒྱུན་ལྡན་གྱི་སྒྲིག་གཞི་ཚོགས།</translation>
        </message>
        <message>
            <source>The variations reported from Shanghai together: points, the tribute face up, announcements and the joker order.</source>
            <translation>ཞང་ཧེ་ནས་གྲགས་པའི་འགྱུར་བ་ཚང་མ་མཉམ་དུ་བསྡོམས་པ། སྐར་མ། ཁ་གྱེན་གྱི་དཔྱ་ཁྲལ། སྒྲོག་པ། ཇོ་ཀར་གོ་རིམ་བཅས།</translation>
        </message>
        <message>
            <source>There are sixteen cards of each rank from 6 to 2, and four jokers of each colour. One red joker is marked with a crown: the &lt;b&gt;emperor's card&lt;/b&gt;. One black joker is marked with a shield: the &lt;b&gt;protector's card&lt;/b&gt; (the eunuch's, in the Chinese name). In play they are jokers of their colour like the others.</source>
            <translation>6 ནས་ 2 བར་གྱི་གོ་རིམ་རེ་རེར་ཤོག་བྱང་བཅུ་དྲུག་རེ་དང་། ཁ་དོག་རེ་རེར་ཇོ་ཀར་བཞི་རེ་ཡོད། ཇོ་ཀར་དམར་པོ་གཅིག་ལ་དབུ་རྒྱན་གྱི་རྟགས་ཡོད་དེ་&lt;b&gt;གོང་མའི་ཤོག་བྱང་&lt;/b&gt;ཡིན། ཇོ་ཀར་ནག་པོ་གཅིག་ལ་ཕུབ་ཀྱི་རྟགས་ཡོད་དེ་&lt;b&gt;སྐུ་སྲུང་གི་ཤོག་བྱང་&lt;/b&gt;ཡིན། (རྒྱ་སྐད་ཀྱི་མིང་ལྟར་ན་མ་ནིང་གི་ཤོག་བྱང་།) རྩེད་སྐབས་དེ་གཉིས་ནི་ཁ་དོག་མཚུངས་པའི་ཇོ་ཀར་གཞན་དང་འདྲ།</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>ཅོག་ཙེ་འདིའི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>To beat a play you must play as many cards, and each of your cards must beat one of its cards: sort both plays from high to low and compare them place by place; every card of yours must be strictly higher than the card in the same place.</source>
            <translation>བཞག་ཐེངས་ཤིག་གནོན་པར་ཤོག་བྱང་གྲངས་མཉམ་པ་བཞག་དགོས་ལ། ཁྱེད་ཀྱི་ཤོག་བྱང་རེ་རེས་དེའི་ཤོག་བྱང་རེ་རེ་གནོན་དགོས། བཞག་ཐེངས་གཉིས་ཀ་མཐོ་ནས་དམའ་བའི་རིམ་པར་བཀོད་ནས་གོ་ས་རེ་རེ་བཞིན་བསྡུར། ཁྱེད་ཀྱི་ཤོག་བྱང་རེ་རེ་གོ་ས་གཅིག་པའི་ཤོག་བྱང་ལས་ངེས་པར་མཐོ་དགོས།</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>དཔྱ་ཁྲལ</translation>
        </message>
        <message>
            <source>Twos as trumps</source>
            <translation>2 གཙོ་ཤོག</translation>
        </message>
        <message>
            <source>What may be played</source>
            <translation>གང་བཞག་ཆོག</translation>
        </message>
        <message>
            <source>Whoever holds the emperor's card is offered the throne. He may accept and be the emperor, whom everybody knows from then on, or decline and pass that one card to the next player, who gets nothing else and now decides in turn. If the card goes all the way round, its first holder must accept.</source>
            <translation>གོང་མའི་ཤོག་བྱང་འཛིན་མཁན་ལ་རྒྱལ་ཁྲི་འབུལ། ཁོང་གིས་ངོས་ལེན་བྱས་ནས་གོང་མ་བྱེད་ཆོག དེ་ནས་བཟུང་གོང་མ་སུ་ཡིན་ཚང་མས་ཤེས། ཡང་ན་ངོས་མི་ལེན་པར་ཤོག་བྱང་དེ་ཁོ་ན་རྩེད་མཁན་རྗེས་མ་ལ་སྤྲོད་ཆོག ཁོང་ལ་དེ་མིན་གང་ཡང་མི་ཐོབ་ཅིང་། ད་ཁོང་གིས་རེས་མོས་ཐག་གཅོད་བྱེད། ཤོག་བྱང་དེ་ཅོག་ཙེར་སྐོར་བ་ཧྲིལ་པོ་འཁོར་ན་ཐོག་མའི་འཛིན་མཁན་གྱིས་ངེས་པར་ངོས་ལེན་བྱེད་དགོས།</translation>
        </message>
        <message>
            <source>With the joker order (an option) a card may equal the card it meets, as long as every joker of the play beaten meets a higher card and at least one card is higher: then 9 9 9 with a black joker beats 9 9 9 9.</source>
            <translation>ཇོ་ཀར་གོ་རིམ་ (འདེམས་ཚན་ཞིག) ལྟར་ན། གནོན་བྱའི་བཞག་ཐེངས་ཀྱི་ཇོ་ཀར་རེ་རེ་ཤོག་བྱང་མཐོ་བ་དང་ཕྲད་པ་དང་། མ་མཐར་ཡང་ཤོག་བྱང་གཅིག་མཐོ་བ་ཡིན་ན། ཤོག་བྱང་ཞིག་ཁ་གཏད་ཀྱི་ཤོག་བྱང་དང་མཉམ་ཡང་ཆོག དེས་ན་ 9 9 9 དང་ཇོ་ཀར་ནག་པོ་གཅིག་གིས་ 9 9 9 9 གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>With the points scoring (an option) the deal goes on until one player is left, and the places score +4, +2, 0, −2 and −4. Each side adds up its members' points and every member scores the side's total; the emperor's score is doubled (twice when alone) so that the deal comes out even.</source>
            <translation>སྐར་མའི་རྩིས་སྟངས་ (འདེམས་ཚན་ཞིག) ལྟར་ན། རྩེད་མཁན་གཅིག་ལས་མ་ལུས་བར་དུ་བགོ་སྐོར་མུ་མཐུད། ཐོན་རིམ་ལྟར་སྐར་མ་ +4 དང་ +2། 0། −2། −4 ཐོབ། ཕྱོགས་རེ་རེས་རང་ཕྱོགས་མི་རྣམས་ཀྱི་སྐར་མ་བསྡོམས་ནས་མི་རེ་རེར་ཕྱོགས་དེའི་བསྡོམས་འབོར་ཐོབ། བགོ་སྐོར་གྱི་ཁེ་གྱོང་སྙོམས་པའི་ཆེད་དུ་གོང་མའི་སྐར་མ་ལྡབ་གཉིས་བྱེད། (གཅིག་པུ་ཡིན་ན་ཐེངས་གཉིས་ལྡབ་གཉིས་བྱེད།)</translation>
        </message>
        <message>
            <source>Your hand is shown in columns, as players in China hold it: one column per rank, equal cards stacked, the jokers apart on the left. Click a column to take one card more of it, Ctrl+click to take the whole column, Alt+click to pick one joker; the arrow keys move and take too, J takes a joker and Enter plays.</source>
            <translation>ཁྱེད་ཀྱི་ལག་ཤོག་རྒྱ་ནག་གི་རྩེད་མཁན་གྱིས་འཛིན་སྟངས་ལྟར་གྱེན་ཕྲེང་དུ་སྟོན། གོ་རིམ་རེ་རེར་གྱེན་ཕྲེང་རེ་ཡོད་ཅིང་ཤོག་བྱང་མཚུངས་པ་རྣམས་བརྩེགས་ཡོད། ཇོ་ཀར་རྣམས་གཡོན་ཕྱོགས་སུ་ལོགས་སུ་བཞག་ཡོད། གྱེན་ཕྲེང་ཞིག་མནན་ན་དེའི་ཤོག་བྱང་གཅིག་ཁ་སྣོན་དུ་འདེམས། Ctrl+མནན་ན་གྱེན་ཕྲེང་ཧྲིལ་པོ་འདེམས། Alt+མནན་ན་ཇོ་ཀར་གཅིག་འདེམས། མདའ་རྟགས་མཐེབ་ཀྱིས་ཀྱང་སྤོ་བ་དང་འདེམས་ཐུབ། J མནན་ན་ཇོ་ཀར་གཅིག་འདེམས་ཤིང་ Enter མནན་ན་བཞག</translation>
        </message>
        <message>
            <source>a 6 may be played only by a player holding nothing but sixes</source>
            <translation>ལག་ཏུ་ 6 ལས་གཞན་མེད་པའི་རྩེད་མཁན་ཁོ་ནས་ 6 བཞག་ཆོག</translation>
        </message>
        <message>
            <source>announcements</source>
            <translation>སྒྲོག་པ</translation>
        </message>
        <message>
            <source>asking the others not to beat</source>
            <translation>གཞན་ལ་མ་གནོན་པར་རེ་ཞུ་བ</translation>
        </message>
        <message>
            <source>before the first lead the protector may announce himself (scores doubled), or an emperor holding both marked cards may say he is alone (scores tripled)</source>
            <translation>ཐོག་མའི་མགོ་འཛུགས་མ་བྱས་གོང་སྐུ་སྲུང་གིས་རང་ཉིད་སྒྲོག་ཆོག (སྐར་མ་ལྡབ་གཉིས) ཡང་ན་རྟགས་ཅན་གྱི་ཤོག་བྱང་གཉིས་ཀ་ཡོད་པའི་གོང་མས་རང་གཅིག་པུ་ཡིན་པ་སྒྲོག་ཆོག (སྐར་མ་ལྡབ་གསུམ)</translation>
        </message>
        <message>
            <source>cards may equal the cards they meet, jokers must be beaten (see above)</source>
            <translation>ཤོག་བྱང་ཁ་གཏད་དང་མཉམ་ཡང་ཆོག ཇོ་ཀར་ནི་ངེས་པར་གནོན་དགོས། (གོང་དུ་གཟིགས)</translation>
        </message>
        <message>
            <source>every card higher</source>
            <translation>ཤོག་བྱང་རེ་རེ་མཐོ་བ</translation>
        </message>
        <message>
            <source>face down and taken at random, or face up and chosen</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག་ནས་སྐབས་བསྟུན་དུ་ལེན་པའམ། ཁ་གྱེན་དུ་བཞག་ནས་འདེམས་པ</translation>
        </message>
        <message>
            <source>face down, at random</source>
            <translation>ཁ་སྦུབ། སྐབས་བསྟུན</translation>
        </message>
        <message>
            <source>face up, chosen</source>
            <translation>ཁ་གྱེན། འདེམས་ནས་ལེན</translation>
        </message>
        <message>
            <source>no</source>
            <translation>མེད</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>གཞན་མེད</translation>
        </message>
        <message>
            <source>play goes anticlockwise, or clockwise</source>
            <translation>རྩེད་མོ་གཡོན་སྐོར་རམ་གཡས་སྐོར་དུ་འགྲོ</translation>
        </message>
        <message>
            <source>points are scored for the places.</source>
            <translation>ཐོན་རིམ་ལྟར་སྐར་མ་རྩི།</translation>
        </message>
        <message>
            <source>points for the places</source>
            <translation>ཐོན་རིམ་ལྟར་སྐར་མ</translation>
        </message>
        <message>
            <source>red joker, black joker, 2, A, K, Q, J, 10, 9, 8, 7, 6</source>
            <translation>ཇོ་ཀར་དམར་པོ། ཇོ་ཀར་ནག་པོ། 2, A, K, Q, J, 10, 9, 8, 7, 6</translation>
        </message>
        <message>
            <source>sixes last</source>
            <translation>6 མཐའ་མར</translation>
        </message>
        <message>
            <source>the emperor may play alone</source>
            <translation>གོང་མས་གཅིག་པུར་རྩེ་ཆོག</translation>
        </message>
        <message>
            <source>the emperor's card may be declined</source>
            <translation>གོང་མའི་ཤོག་བྱང་ངོས་ལེན་མི་བྱེད་ཆོག</translation>
        </message>
        <message>
            <source>the emperor's card may be passed on, or its holder must accept</source>
            <translation>གོང་མའི་ཤོག་བྱང་གཞན་ལ་སྤྲོད་ཆོག་པའམ། འཛིན་མཁན་གྱིས་ངེས་པར་ངོས་ལེན་དགོས་པ</translation>
        </message>
        <message>
            <source>the first and the last out</source>
            <translation>ཐོག་མར་དང་མཐའ་མར་ཐོན་མཁན</translation>
        </message>
        <message>
            <source>the first and the last out, or points for the places</source>
            <translation>ཐོག་མར་དང་མཐའ་མར་ཐོན་མཁན་ནམ། ཐོན་རིམ་ལྟར་སྐར་མ</translation>
        </message>
        <message>
            <source>the holder of both marked cards may play alone, or must pass the emperor's card on</source>
            <translation>རྟགས་ཅན་གྱི་ཤོག་བྱང་གཉིས་ཀ་འཛིན་མཁན་གྱིས་གཅིག་པུར་རྩེ་ཆོག་པའམ། གོང་མའི་ཤོག་བྱང་གཞན་ལ་སྤྲོད་དགོས་པ</translation>
        </message>
        <message>
            <source>the joker order</source>
            <translation>ཇོ་ཀར་གོ་རིམ</translation>
        </message>
        <message>
            <source>the joker order is played.</source>
            <translation>ཇོ་ཀར་གོ་རིམ་ལག་ལེན་བྱེད།</translation>
        </message>
        <message>
            <source>the main result is played.</source>
            <translation>རྒྱལ་ཕམ་གཙོ་བོའི་རྩིས་སྟངས་ལག་ལེན་བྱེད།</translation>
        </message>
        <message>
            <source>the tribute is face down.</source>
            <translation>དཔྱ་ཁྲལ་ཁ་སྦུབ་ཏུ་འབུལ།</translation>
        </message>
        <message>
            <source>the tribute lies face up and is chosen.</source>
            <translation>དཔྱ་ཁྲལ་ཁ་གྱེན་དུ་བཞག་ནས་བདམས་ཏེ་ལེན།</translation>
        </message>
        <message>
            <source>twos are trumps: they join another rank as jokers do, as in 7 7 7 2.</source>
            <translation>2 ནི་གཙོ་ཤོག་ཡིན། ཇོ་ཀར་བཞིན་དུ་གོ་རིམ་གཞན་དང་མཉམ་དུ་འཇོག་ཆོག དཔེར་ན་ 7 7 7 2།</translation>
        </message>
        <message>
            <source>twos as trumps</source>
            <translation>2 གཙོ་ཤོག</translation>
        </message>
        <message>
            <source>twos may join another rank as jokers do: 7 7 7 2</source>
            <translation>2 ཇོ་ཀར་བཞིན་དུ་གོ་རིམ་གཞན་དང་མཉམ་དུ་འཇོག་ཆོག དཔེར་ན། 7 7 7 2</translation>
        </message>
        <message>
            <source>whether a player may ask the others not to beat his play</source>
            <translation>རྩེད་མཁན་གྱིས་རང་གི་བཞག་ཐེངས་མ་གནོན་པར་གཞན་ལ་རེ་ཞུ་ཆོག་མིན</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ཡོད</translation>
        </message>
        <message>
            <source>保皇, “protect the emperor”: a climbing card game for five from Shandong. Each deal sets the emperor and his hidden protector against the three others; the side that sheds its cards well wins.</source>
            <translation>保皇 «གོང་མ་སྲུང་བ»། ཧྲན་ཏུང་གི་རྩེད་མཁན་ལྔའི་ཤོག་རྩེད་ཅིག་ཡིན་ཞིང་། བཞག་ཐེངས་རེ་རེས་སྔ་མ་ལས་མཐོ་རུ་འཛེག་དགོས། བགོ་སྐོར་རེ་རེར་གོང་མ་དང་ཁོང་གི་སྦས་པའི་སྐུ་སྲུང་གཉིས་ཀྱིས་གཞན་གསུམ་དང་འགྲན། ཤོག་བྱང་ལེགས་པོར་ཟད་པར་བྱེད་པའི་ཕྱོགས་དེ་རྒྱལ།</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangTable</name>
        <message>
            <source>%1 gives %2</source>
            <translation>%1 ནས་ཤོག་བྱང་ %2 འབུལ</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1 ནས་མི་དགོས་ཟེར།</translation>
        </message>
        <message>
            <source>%1 pays %2</source>
            <translation>%1 ནས་ %2 འབུལ</translation>
        </message>
        <message>
            <source>%1 pays %2 to %3</source>
            <translation>%1 ནས་ %3 ལ་ %2 འབུལ</translation>
        </message>
        <message>
            <source>%1 pays %2 to you</source>
            <translation>%1 ནས་ཁྱེད་ལ་ %2 འབུལ</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 ནས་ %2 བཞག</translation>
        </message>
        <message>
            <source>(alone, holding his protector's card)</source>
            <translation>(གཅིག་པུ། སྐུ་སྲུང་གི་ཤོག་བྱང་ཡང་ཁོང་ལ་ཡོད)</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>དང་པོ</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>གཉིས་པ</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>གསུམ་པ</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>བཞི་པ</translation>
        </message>
        <message>
            <source>5th</source>
            <translation>ལྔ་པ</translation>
        </message>
        <message>
            <source>A draw: neither side wins.</source>
            <translation>ཕམ་རྒྱལ་མེད། ཕྱོགས་གང་ཡང་མ་རྒྱལ།</translation>
        </message>
        <message>
            <source>A new lead</source>
            <translation>མགོ་འཛུགས་གསར་པ།</translation>
        </message>
        <message>
            <source>Announce</source>
            <translation>རང་ཉིད་སྒྲོག</translation>
        </message>
        <message>
            <source>Announced: scores × %1</source>
            <translation>སྒྲོག་ཟིན། སྐར་མ་ × %1</translation>
        </message>
        <message>
            <source>Ask: do not beat me</source>
            <translation>རེ་ཞུ། ང་མ་གནོན།</translation>
        </message>
        <message>
            <source>Be emperor</source>
            <translation>གོང་མ་བྱེད</translation>
        </message>
        <message>
            <source>Before the first lead: the protector may announce himself.</source>
            <translation>ཐོག་མའི་མགོ་འཛུགས་མ་བྱས་གོང་། སྐུ་སྲུང་གིས་རང་ཉིད་སྒྲོག་ཆོག</translation>
        </message>
        <message>
            <source>Emperor</source>
            <translation>གོང་མ</translation>
        </message>
        <message>
            <source>Emperor alone</source>
            <translation>གོང་མ་གཅིག་པུ</translation>
        </message>
        <message>
            <source>Emperor: %1</source>
            <translation>གོང་མ། %1</translation>
        </message>
        <message>
            <source>Finishing order: %1</source>
            <translation>ཐོན་རིམ། %1</translation>
        </message>
        <message>
            <source>Give %1</source>
            <translation>%1 འབུལ</translation>
        </message>
        <message>
            <source>Holds the emperor card</source>
            <translation>གོང་མའི་ཤོག་བྱང་འཛིན་མཁན</translation>
        </message>
        <message>
            <source>Next deal's tribute: %1</source>
            <translation>བགོ་སྐོར་རྗེས་མའི་དཔྱ་ཁྲལ། %1</translation>
        </message>
        <message>
            <source>No tribute next deal.</source>
            <translation>བགོ་སྐོར་རྗེས་མར་དཔྱ་ཁྲལ་མེད།</translation>
        </message>
        <message>
            <source>Out: %1</source>
            <translation>ཕྱིར་ཐོན། %1</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>མི་དགོས།</translation>
        </message>
        <message>
            <source>Pass the emperor card on</source>
            <translation>གོང་མའི་ཤོག་བྱང་གཞན་ལ་སྤྲོད</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>བཞག</translation>
        </message>
        <message>
            <source>Protector</source>
            <translation>སྐུ་སྲུང</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>ཅི་ཡང་མི་ཟེར</translation>
        </message>
        <message>
            <source>Selected: %1.</source>
            <translation>བདམས་ཟིན། %1།</translation>
        </message>
        <message>
            <source>Take %1</source>
            <translation>%1 ལེན</translation>
        </message>
        <message>
            <source>The cards are dealt. A player holds the emperor card and decides.</source>
            <translation>ཤོག་བྱང་བགོས་ཚར། རྩེད་མཁན་ཞིག་ལ་གོང་མའི་ཤོག་བྱང་ཡོད་པས་ཁོང་གིས་ཐག་གཅོད་བྱེད།</translation>
        </message>
        <message>
            <source>The cards are dealt. You hold the emperor card: be emperor, or pass it on?</source>
            <translation>ཤོག་བྱང་བགོས་ཚར། ཁྱེད་ལ་གོང་མའི་ཤོག་བྱང་ཡོད། གོང་མ་བྱེད་དམ། ཡང་ན་གཞན་ལ་སྤྲོད་དམ།</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>The emperor's side wins.</source>
            <translation>གོང་མའི་ཕྱོགས་རྒྱལ།</translation>
        </message>
        <message>
            <source>The farmers win.</source>
            <translation>མི་སེར་རྣམས་རྒྱལ།</translation>
        </message>
        <message>
            <source>To beat: %1</source>
            <translation>གནོན་བྱ། %1</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>དཔྱ་ཁྲལ</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>ཁྱེད་ཀྱིས་མི་དགོས་ཟེར།</translation>
        </message>
        <message>
            <source>You play %1</source>
            <translation>ཁྱེད་ཀྱིས་ %1 བཞག</translation>
        </message>
        <message>
            <source>Your side lost.</source>
            <translation>ཁྱེད་ཀྱི་ཕྱོགས་ཕམ།</translation>
        </message>
        <message>
            <source>Your side won.</source>
            <translation>ཁྱེད་ཀྱི་ཕྱོགས་རྒྱལ།</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>ཤོག་བྱང་གཅིག</translation>
        </message>
        <message>
            <source>farmers: %1</source>
            <translation>མི་སེར། %1</translation>
        </message>
        <message>
            <source>protector: %1</source>
            <translation>སྐུ་སྲུང་། %1</translation>
        </message>
        <message>
            <source>you give %1</source>
            <translation>ཁྱེད་ནས་ཤོག་བྱང་ %1 འབུལ</translation>
        </message>
        <message>
            <source>you pay %1</source>
            <translation>ཁྱེད་ཀྱིས་ %1 འབུལ</translation>
        </message>
        <message>
            <source>you pay %1 to %2</source>
            <translation>ཁྱེད་ཀྱིས་ %2 ལ་ %1 འབུལ</translation>
        </message>
        <message>
            <source>“Do not beat!” 站</source>
            <translation>«མ་གནོན།» 站</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangWords</name>
        <message>
            <source>each card must beat the card it answers</source>
            <translation>ཤོག་བྱང་རེ་རེས་ཁ་གཏད་ཀྱི་ཤོག་བྱང་གནོན་དགོས</translation>
        </message>
        <message>
            <source>one card at least must be higher than the card it answers</source>
            <translation>མ་མཐར་ཡང་ཤོག་བྱང་གཅིག་ཁ་གཏད་ཀྱི་ཤོག་བྱང་ལས་མཐོ་དགོས</translation>
        </message>
        <message>
            <source>the card has gone once round the table</source>
            <translation>ཤོག་བྱང་དེ་ཅོག་ཙེར་སྐོར་བ་གཅིག་འཁོར་ཟིན</translation>
        </message>
        <message>
            <source>these rules do not let the card be passed on</source>
            <translation>སྒྲིག་གཞི་འདིར་ཤོག་བྱང་དེ་གཞན་ལ་སྤྲོད་མི་ཆོག</translation>
        </message>
    </context>
    <context>
        <name>BeginnerPage</name>
        <message>
            <source>Opponents:</source>
            <translation>ཁ་གཏད།</translation>
        </message>
        <message>
            <source>They play plain moves and often leave you chances: good for a first game.</source>
            <translation>ཁོ་ཚོས་རྩེད་ཐབས་སྟབས་བདེ་བ་རྩེ་ཞིང་ཁྱེད་ལ་གོ་སྐབས་སྤྲོད། རྩེད་མོ་དང་པོར་འགྲིག</translation>
        </message>
        <message>
            <source>They play soundly: a fair game once you know the rules.</source>
            <translation>ཁོ་ཚོས་ཡག་པོ་རྩེ། སྒྲིག་གཞི་ཤེས་ཚེ་རྩེད་མོ་དྲང་པོ་ཡིན།</translation>
        </message>
        <message>
            <source>They think ahead and punish mistakes.</source>
            <translation>ཁོ་ཚོས་སྔོན་ནས་བསམ་ཞིང་ནོར་འཁྲུལ་ལ་ཉེས་པ་གཏོང་།</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>ཁྱེད་ཀྱི་མིང་།</translation>
        </message>
    </context>
    <context>
        <name>BrowserPage</name>
        <message>
            <source>Annotated</source>
            <translation>མཆན་ཡོད།</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>རྩེད་མོ་གང་རུང་།</translation>
        </message>
        <message>
            <source>Any status</source>
            <translation>གནས་སྟངས་གང་རུང་།</translation>
        </message>
        <message>
            <source>Any time</source>
            <translation>དུས་གང་རུང་།</translation>
        </message>
        <message>
            <source>Bookmarked</source>
            <translation>དེབ་རྟགས་ཡོད།</translation>
        </message>
        <message>
            <source>Demo deals</source>
            <translation>དཔེ་སྟོན་བགོ་སྐོར།</translation>
        </message>
        <message>
            <source>Every session</source>
            <translation>རྩེད་ཐེངས་ཚང་མ།</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>ཚང་མ།</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>མཇུག་སྒྲིལ་ཟིན།</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>ཉིན་ 30 སྔོན་ནས།</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>ཉིན་ 7 སྔོན་ནས།</translation>
        </message>
        <message>
            <source>Last year</source>
            <translation>ལོ་གཅིག་སྔོན་ནས།</translation>
        </message>
        <message>
            <source>Only session {s}</source>
            <translation>རྩེད་ཐེངས་ {s} ཁོ་ན།</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>བསྐྱར་ལྟ།</translation>
        </message>
        <message>
            <source>Replay deal #{id}</source>
            <translation>བགོ་སྐོར་ #{id} བསྐྱར་ལྟ།</translation>
        </message>
        <message>
            <source>Reviewed</source>
            <translation>བསྐྱར་ཞིབ་ཟིན།</translation>
        </message>
        <message>
            <source>Search the notes…</source>
            <translation>མཆན་ནང་འཚོལ…</translation>
        </message>
        <message>
            <source>Show the deals the demo played too</source>
            <translation>དཔེ་སྟོན་གྱིས་རྩེས་པའི་བགོ་སྐོར་ཡང་སྟོན།</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>མཇུག་མ་སྒྲིལ།</translation>
        </message>
        <message>
            <source>session {s} only (right-click: every session)</source>
            <translation>རྩེད་ཐེངས་ {s} ཁོ་ན། (གཡས་མནན། རྩེད་ཐེངས་ཚང་མ།)</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>གློག་ཀླད་ {level}</translation>
        </message>
        <message>
            <source>{n} deals</source>
            <translation>བགོ་སྐོར་ {n}</translation>
        </message>
        <message>
            <source>{n} of {all} deals</source>
            <translation>བགོ་སྐོར་ {all} ནང་ནས་ {n}</translation>
        </message>
    </context>
    <context>
        <name>CardTable</name>
        <message>
            <source>%1 in hand</source>
            <translation>ལག་ཏུ་ %1</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 ནས་ %2 རྩེས།</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>རེས་ %1 ལ་བབ།</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>རེས་ %1 ལ་བབ།</translation>
        </message>
        <message>
            <source>%1 won the most.</source>
            <translation>%1 ལ་རྒྱལ་ཁ་ཆེ་ཤོས་ཐོབ།</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>བརྙན་ཡོལ་ཧྲིལ་པོ།</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>རྩེད་མོ།</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>རོགས་རམ།</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>རྩེད་ཐེངས་གསར་པ…</translation>
        </message>
        <message>
            <source>&amp;Pass</source>
            <translation>མི་དགོས (&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>ཕྱིར་ཐོན།</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>རྩེད་ཐེངས་ངོས་ལེབ།</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>མཐོང་སྣང་།</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>འགུལ་སྣང་གི་མྱུར་ཚད།</translation>
        </message>
        <message>
            <source>As %1 saw it</source>
            <translation>%1 ཡི་མཐོང་ཚུལ།</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>རྒྱབ་ཏུ།</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Deals played: %1</source>
            <translation>རྩེས་ཟིན་པའི་བགོ་སྐོར། %1</translation>
        </message>
        <message>
            <source>Every hand</source>
            <translation>ལག་སྦག་ཚང་མ།</translation>
        </message>
        <message>
            <source>First</source>
            <translation>འགོ།</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>མདུན་དུ།</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>གསལ་འདེབས། %1།</translation>
        </message>
        <message>
            <source>Hint: play the pieces selected.</source>
            <translation>གསལ་འདེབས། བདམས་པ་དེ་རྩེ།</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>མཇུག</translation>
        </message>
        <message>
            <source>Last deal</source>
            <translation>བགོ་སྐོར་མཐའ་མ།</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>རེས་འགྲོས།</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>བགོ་སྐོར་རྗེས་མ།</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>བགོ་སྐོར་རྗེས་མ།</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>བགོ་སྐོར་རྗེས་མ (N)</translation>
        </message>
        <message>
            <source>No play uses exactly these pieces.</source>
            <translation>བདམས་པ་འདི་ཁོ་ན་ལས་གྲུབ་པའི་རེས་མེད།</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>མི་དགོས།</translation>
        </message>
        <message>
            <source>Pass for me when &amp;nothing beats</source>
            <translation>གནོན་རྒྱུ་མེད་ན་ངའི་ཚབ་ཏུ་མི་དགོས་ཟེར (&amp;N)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>རྩེ།</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>འདི་ནས་རྩེ…</translation>
        </message>
        <message>
            <source>Play on from this step at the table, in the seat viewed</source>
            <translation>གོམ་པ་འདི་ནས་ཅོག་ཙེའི་སྟེང་དུ་མུ་མཐུད་རྩེ། ལྟ་བཞིན་པའི་སྡོད་ས་ནས།</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>རྩེད་མཁན།</translation>
        </message>
        <message>
            <source>Replay: %1</source>
            <translation>བསྐྱར་ལྟ། %1</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>རྩེད་ཐེངས།</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>གོ་རིམ་ %2 ནང་གི་ %1</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས། རྩེ་འགོ་འཛུགས་ཆེད་གོམ་པ་སྔ་མ་ཞིག་འདེམས།</translation>
        </message>
        <message>
            <source>The play to beat</source>
            <translation>གནོན་བྱའི་བཞག་ཐེངས</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>བགོ་སྐོར་གྱི་འགོ།</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>ཅོག་ཙེ།</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>བགོ་སྐོར་འདི</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>བསྡོམས།</translation>
        </message>
        <message>
            <source>Total after each deal</source>
            <translation>བགོ་སྐོར་རེ་རེའི་རྗེས་ཀྱི་བསྡོམས།</translation>
        </message>
        <message>
            <source>Whose view</source>
            <translation>སུའི་མཐོང་ཚུལ།</translation>
        </message>
        <message>
            <source>You play %2</source>
            <translation>ཁྱེད་ཀྱིས་ %2 རྩེས།</translation>
        </message>
        <message>
            <source>You won the most.</source>
            <translation>ཁྱེད་ལ་རྒྱལ་ཁ་ཆེ་ཤོས་ཐོབ།</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>ཁྱེད་ཀྱི་རེས།</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>ཁྱེད་ཀྱི་རེས།</translation>
        </message>
        <message>
            <source>Your turn: select what to play.</source>
            <translation>ཁྱེད་ཀྱི་རེས། རྩེ་རྒྱུ་འདེམས།</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>བསམ་བཞིན…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>རེས་བབ།</translation>
        </message>
    </context>
    <context>
        <name>Closing</name>
        <message>
            <source>Close</source>
            <translation>ཁ་རྒྱག</translation>
        </message>
    </context>
    <context>
        <name>DealListModel</name>
        <message>
            <source> (branch of #{id})</source>
            <translation> (#{id} ནས་གྱེས་པའི་ཡན་ལག)</translation>
        </message>
        <message>
            <source>#</source>
            <translation>ཨང་།</translation>
        </message>
        <message>
            <source>A jump with {n} points: payments ×{m}</source>
            <translation>ཤོ་མིག་ {n} ཡོད་པའི་མཆོང་། འཇལ་བ་ ×{m}</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>ཚེས་གྲངས།</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>རྩེད་མོ</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>མཆོང་།</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>སྐོར་མཐའ་མ།</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>མཆན།</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>ཤོ་མིག</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>བསྐྱར་ཞིབ།</translation>
        </message>
        <message>
            <source>Seats and levels</source>
            <translation>སྡོད་ས་དང་རིམ་པ།</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>རྩེད་ཐེངས།</translation>
        </message>
        <message>
            <source>Session {s}, deal {n} ({source})</source>
            <translation>རྩེད་ཐེངས་ {s}  བགོ་སྐོར་ {n} ({source})</translation>
        </message>
        <message>
            <source>Starter</source>
            <translation>སྔོན་འགྲོ།</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>གནས་སྟངས།</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>ཡོངས་རྒྱལ།</translation>
        </message>
        <message>
            <source>You</source>
            <translation>ཁྱེད་རང་།</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>མཇུག་སྒྲིལ་ཟིན།</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>རྩེ་བཞིན་པ།</translation>
        </message>
        <message>
            <source>sweep</source>
            <translation>ཡོངས་རྒྱལ།</translation>
        </message>
        <message>
            <source>unfinished</source>
            <translation>མཇུག་མ་སྒྲིལ།</translation>
        </message>
        <message>
            <source>{n} notes, {b} bookmarks</source>
            <translation>མཆན་ {n}  དེབ་རྟགས་ {b}</translation>
        </message>
        <message>
            <source>{player}, in every seat</source>
            <translation>{player}  སྡོད་ས་ཚང་མར།</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>Dice: %1 and %2</source>
            <translation>ཤོ་ %1 དང་ %2</translation>
        </message>
    </context>
    <context>
        <name>Examples</name>
        <message>
            <source>A charity lead: a player without a passport may lead one tile face down and name sky, earth or no suit. Any single tile of the named suit that is not a point beats it.</source>
            <translation>སྦྱིན་པའི་མགོ་འཛུགས། ལམ་ཡིག་མེད་པའི་རྩེད་མཁན་གྱིས་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ནས་གནམ་རིགས་དང་ས་རིགས། ཡང་ན་རིགས་མེད་ཟེར་ཆོག བརྗོད་པའི་རིགས་ཀྱི་ཤོ་མིག་མ་ཡིན་པའི་སྦག་རྐྱང་པ་གང་རུང་གིས་དེ་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>A jump: the last trick is won by a points lead, so the final settlement is multiplied. The dice named 6-4. N ends the deal by leading mother and son (4-2 with 2-1), which nothing can beat.</source>
            <translation>མཆོང་། ཤོ་མིག་མགོ་བཙུགས་ནས་སྐོར་མཐའ་མ་རྒྱལ་བས་མཇུག་རྩིས་ལྡབ་ཏུ་འགྱུར། ཤོས་ 6-4 བསྟན། N ནས་མ་བུ་ (4-2 དང་ 2-1) མགོ་བཙུགས་ནས་བགོ་སྐོར་མཇུག་སྒྲིལ། དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>A passport holder forced into a rule-4 dice throw. With six or more stacks a player holds a passport: they pay nothing for points leads, but may only lead what the passport rules allow. When rules 1 to 3 allow nothing and the hand has both suits, the hand is shown and the dice choose the suit of the single tile to lead.</source>
            <translation>ལམ་ཡིག་འཛིན་མཁན་ཞིག་སྒྲིག་གཞི་ 4 ལྟར་ཤོ་རྒྱག་དགོས་པར་གྱུར། ཕུང་དྲུག་གམ་དེ་ལས་མང་བ་ཡོད་པའི་རྩེད་མཁན་ལ་ལམ་ཡིག་ཡོད། ཁོང་གིས་ཤོ་མིག་མགོ་འཛུགས་ཀྱི་འཇལ་བ་གང་ཡང་མི་སྤྲོད། འོན་ཀྱང་ལམ་ཡིག་གི་སྒྲིག་གཞིས་ཆོག་པ་ཁོ་ན་མགོ་འཛུགས་ཆོག སྒྲིག་གཞི་ 1 ནས་ 3 བར་གྱིས་གང་ཡང་མི་ཆོག་ལ་ལག་སྦག་ལ་རིགས་གཉིས་ཀ་ཡོད་ན། ལག་སྦག་བསྟན་ནས་ཤོ་རྒྱག་སྟེ་མགོ་འཛུགས་དགོས་པའི་སྦག་རྐྱང་པའི་རིགས་གཏན་འཁེལ།</translation>
        </message>
        <message>
            <source>A re-deal. The two highest ranks of each suit that are not points (always sixteen tiles) are the high tiles; a player dealt none of them may show the hand and demand a re-deal. Everything is shuffled and dealt again, with the same starter and a new throw of the dice.</source>
            <translation>བསྐྱར་བགོ། རིགས་རེ་རེའི་ཤོ་མིག་མ་ཡིན་པའི་གོ་རིམ་མཐོ་ཤོས་གཉིས་ (རྟག་ཏུ་སྦག་བཅུ་དྲུག) ནི་སྦག་མཐོ་པོ་ཡིན། དེ་དག་ལས་གཅིག་ཀྱང་མ་ཐོབ་པའི་རྩེད་མཁན་གྱིས་ལག་སྦག་བསྟན་ནས་བསྐྱར་བགོ་རེ་ཞུ་ཆོག སྦག་ཚང་མ་བསྐྱར་དུ་བསྲེས་ནས་བགོ། སྔོན་འགྲོ་གཅིག་པ་ཡིན་ཞིང་ཤོ་གསར་དུ་རྒྱག</translation>
        </message>
        <message>
            <source>E wins the trick that began with the charity lead.</source>
            <translation>སྦྱིན་པའི་མགོ་འཛུགས་ཀྱིས་འགོ་བཙུགས་པའི་སྐོར་དེ་ E ནས་རྒྱལ།</translation>
        </message>
        <message>
            <source>Example: a charity lead, beaten</source>
            <translation>དཔེ་མཚོན། སྦྱིན་པའི་མགོ་འཛུགས་གནོན་པ།</translation>
        </message>
        <message>
            <source>Example: a jump won with mother and son</source>
            <translation>དཔེ་མཚོན། མ་བུས་རྒྱལ་བའི་མཆོང་།</translation>
        </message>
        <message>
            <source>Example: a passport holder throws the dice (rule 4)</source>
            <translation>དཔེ་མཚོན། ལམ་ཡིག་འཛིན་མཁན་གྱིས་ཤོ་རྒྱག (སྒྲིག་གཞི་ 4)</translation>
        </message>
        <message>
            <source>Example: a re-deal</source>
            <translation>དཔེ་མཚོན། བསྐྱར་བགོ།</translation>
        </message>
        <message>
            <source>Example: mother and son united by dice</source>
            <translation>དཔེ་མཚོན། ཤོས་མ་བུ་འཛོམས་པ།</translation>
        </message>
        <message>
            <source>Mother and son united by dice. Before the play, a player holding a mother (4-2) but no son (2-1) may show it, and a player holding a son may answer (or the other way round). Each throws one die; the higher takes both tiles, then gives back the tile the dice name.</source>
            <translation>ཤོས་མ་བུ་འཛོམས་པ། རྩེད་མོ་འགོ་མ་ཚུགས་གོང་། མ་ (4-2) ཡོད་ལ་བུ་ (2-1) མེད་པའི་རྩེད་མཁན་གྱིས་མ་སྟོན་ཆོག བུ་ཡོད་པའི་རྩེད་མཁན་གྱིས་ལན་འདེབས་ཆོག (ལྡོག་ཕྱོགས་ནས་ཀྱང་དེ་བཞིན།) གཉིས་ཀས་ཤོ་གཅིག་རེ་རྒྱག ཤོ་གྲངས་མཐོ་བས་སྦག་གཉིས་ཀ་ལེན་ཞིང་། དེ་ནས་ཤོས་བསྟན་པའི་སྦག་ཕྱིར་སྤྲོད།</translation>
        </message>
        <message>
            <source>N accepts the offer.</source>
            <translation>N ནས་གྲོས་འཆར་ངོས་ལེན་བྱས།</translation>
        </message>
        <message>
            <source>N holds 1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2: not one high tile for this point, so N shows the hand and demands a re-deal.</source>
            <translation>N ལ་ 1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2 ཡོད། ཤོ་མིག་འདིའི་སྐབས་སྦག་མཐོ་པོ་གཅིག་ཀྱང་མེད་པས། N ནས་ལག་སྦག་བསྟན་ནས་བསྐྱར་བགོ་རེ་ཞུ་བྱས།</translation>
        </message>
        <message>
            <source>N leads 3-3, as the dice demanded.</source>
            <translation>ཤོས་བསྟན་པ་ལྟར་ N ནས་ 3-3 མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>N leads 4-2 2-1. Mother and son are not points this deal, but led together they count as a points lead worth 1, and nothing beats them, so N takes the last trick.</source>
            <translation>N ནས་ 4-2 2-1 མགོ་བཙུགས། བགོ་སྐོར་འདིར་མ་དང་བུ་ཤོ་མིག་མིན། འོན་ཀྱང་མཉམ་དུ་མགོ་བཙུགས་ན་རིན་ཐང་ 1 ཡོད་པའི་ཤོ་མིག་མགོ་འཛུགས་སུ་རྩི་ཞིང་། དེ་དག་གནོན་ཐུབ་པ་གང་ཡང་མེད་པས། N ནས་སྐོར་མཐའ་མ་ལེན།</translation>
        </message>
        <message>
            <source>N wins this trick and must lead next, holding a passport with 7 stacks. No lead is allowed by passport rules 1 to 3, so N's hand is shown to everyone.</source>
            <translation>N ནས་སྐོར་འདི་རྒྱལ་ཞིང་མུ་མཐུད་མགོ་འཛུགས་དགོས། ཁོང་ལ་ཕུང་ 7 ཡོད་པས་ལམ་ཡིག་ཡོད། ལམ་ཡིག་སྒྲིག་གཞི་ 1 ནས་ 3 བར་གྱིས་མགོ་འཛུགས་གང་ཡང་མི་ཆོག་པས། N ཡི་ལག་སྦག་ཚང་མར་བསྟན།</translation>
        </message>
        <message>
            <source>One die each: 1 for the offer, 3 for the answer. N throws higher and takes both mother and son; N now holds 17 tiles, S 15.</source>
            <translation>རེ་རེས་ཤོ་གཅིག་རེ་རྒྱག གྲོས་འདོན་མཁན་ལ་ 1 དང་ལན་འདེབས་མཁན་ལ་ 3 བྱུང་། N ཡི་ཤོ་གྲངས་མཐོ་བས་མ་དང་བུ་གཉིས་ཀ་ལེན། ད་ N ལ་སྦག་ 17 དང་ S ལ་སྦག་ 15 ཡོད།</translation>
        </message>
        <message>
            <source>S leads a tile face down and names earth. The other players never see this tile; only the all-hands view of the replay shows it (6-4).</source>
            <translation>S ནས་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ཏེ་ས་རིགས་ཟེར། རྩེད་མཁན་གཞན་གྱིས་སྦག་དེ་ནམ་ཡང་མི་མཐོང་། བསྐྱར་ལྟའི་ནང་ལག་སྦག་ཚང་མ་སྟོན་པའི་ལྟ་སྟངས་ཁོ་ནས་དེ་སྟོན། (6-4)</translation>
        </message>
        <message>
            <source>S shows 4-2: mother looking for son.</source>
            <translation>S ནས་ 4-2 བསྟན། མས་བུ་འཚོལ།</translation>
        </message>
        <message>
            <source>S throws 6 and 5, and N gives back 6-5. Both hands have 16 tiles again.</source>
            <translation>S ནས་ཤོ་རྒྱབ་པས་ 6 དང་ 5 བྱུང་། N ནས་ 6-5 ཕྱིར་སྤྲད། ལག་སྦག་གཉིས་ཀར་ཡང་བསྐྱར་སྦག་ 16 རེ་ཡོད།</translation>
        </message>
        <message>
            <source>The dice show 6 and 4: that throw names a sky tile, so N must lead a single sky tile.</source>
            <translation>ཤོས་ 6 དང་ 4 བསྟན། ཤོ་གྲངས་དེས་གནམ་སྦག་ཅིག་སྟོན་པས། N ནས་གནམ་སྦག་རྐྱང་པ་གཅིག་མགོ་འཛུགས་དགོས།</translation>
        </message>
        <message>
            <source>The run of points leads that ends the deal is worth 1, so the multiplier is jump factor 2 x 1 = 2. The chips paid at once for that run are given back first ('refund'), then everyone settles with N at 2 times the usual rate.</source>
            <translation>བགོ་སྐོར་མཇུག་སྒྲིལ་བའི་ཤོ་མིག་མགོ་འཛུགས་རིམ་པའི་རིན་ཐང་ 1 ཡིན་པས། ལྡབ་གྲངས་ནི་མཆོང་གི་ལྡབ་གྲངས་ 2 × 1 = 2 ཡིན། རིམ་པ་དེའི་ཆེད་དུ་འཕྲལ་དུ་སྤྲད་པའི་འཇལ་རྟགས་སྔོན་ལ་ཕྱིར་སྤྲོད། (ཕྱིར་སྤྲོད།) དེ་ནས་ཚང་མས་ N དང་རྒྱུན་ལྡན་གྱི་ལྡབ་ 2 ལྟར་རྩིས་སྒྲིལ་བྱེད།</translation>
        </message>
        <message>
            <source>The tiles are shuffled again; the same player chooses a tower and throws the dice anew.</source>
            <translation>སྦག་རྣམས་བསྐྱར་དུ་བསྲེས། རྩེད་མཁན་གཅིག་པ་དེས་མཁར་ཞིག་བདམས་ནས་ཤོ་གསར་དུ་རྒྱག</translation>
        </message>
        <message>
            <source>W beats the charity lead with 4-2, an earth tile that is not a point. From here on the ordinary single-tile rules apply: a later player must beat 4-2.</source>
            <translation>W ནས་ཤོ་མིག་མ་ཡིན་པའི་ས་སྦག་ 4-2 ཡིས་སྦྱིན་པའི་མགོ་འཛུགས་གནོན། འདི་ནས་བཟུང་སྦག་རྐྱང་པའི་སྒྲིག་གཞི་རྒྱུན་ལྡན་ལྟར་ཡིན། རྗེས་སུ་འཇོག་མཁན་གྱིས་ 4-2 གནོན་དགོས།</translation>
        </message>
    </context>
    <context>
        <name>FaceDownStrip</name>
        <message>
            <source>Face down so far:</source>
            <translation>ད་བར་ཁ་སྦུབ་ཏུ་བཞག་པ།</translation>
        </message>
        <message>
            <source>Nothing played face down yet.</source>
            <translation>ད་དུང་ཁ་སྦུབ་ཏུ་བཞག་པ་མེད།</translation>
        </message>
    </context>
    <context>
        <name>FamilyController</name>
        <message>
            <source>An AI failed (%1); it plays a simple move.</source>
            <translation>རིག་ནུས་རྩེད་མཁན་ལ་ནོར་འཁྲུལ་བྱུང་། (%1) སྟབས་བདེའི་འགྲོས་ཤིག་རྩེ།</translation>
        </message>
        <message>
            <source>Deals are not recorded: %1</source>
            <translation>བགོ་སྐོར་ཉར་མི་ཐུབ། %1</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>ཐོ་འགོད་མཚམས་ཆད། %1། རྩེད་མོ་མུ་མཐུད་ཀྱང་བགོ་སྐོར་ཉར་མི་ཐུབ།</translation>
        </message>
    </context>
    <context>
        <name>FamilyReplayWindow</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>ཐག་གཅོད་ %m ནང་ནས་ %v</translation>
        </message>
        <message>
            <source>&lt;b&gt;AI review&lt;/b&gt;</source>
            <translation>&lt;b&gt;རིག་ནུས་མིའི་བསྐྱར་ཞིབ།&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step %1&lt;/b&gt; · %2</source>
            <translation>&lt;b&gt;གོམ་པ་ %1&lt;/b&gt; · %2</translation>
        </message>
        <message>
            <source>A good decision: the AI agrees.</source>
            <translation>ཐག་གཅོད་ལེགས་པོ། རིག་ནུས་མི་མོས་མཐུན་ཡོད།</translation>
        </message>
        <message>
            <source>A note on this move</source>
            <translation>འགུལ་སྟབས་འདིའི་མཆན།</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>ལག་སྦག་ཚང་མ།</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>རྒྱབ་ཏུ།</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>དེབ་རྟགས།</translation>
        </message>
        <message>
            <source>Decisions to review: %1</source>
            <translation>བསྐྱར་ཞིབ་བྱ་རྒྱུའི་ཐག་གཅོད། %1</translation>
        </message>
        <message>
            <source>End</source>
            <translation>མཇུག</translation>
        </message>
        <message>
            <source>Hard judges</source>
            <translation>«དཀའ་བ»ས་ཞིབ་དཔྱོད།</translation>
        </message>
        <message>
            <source>It compared %1 moves over %2 sampled deals; its move is worth %3 chips.</source>
            <translation>འགུལ་སྟབས་ %1 བགོ་སྐོར་དཔེ་མཚོན་ %2 སྟེང་བསྡུར་ཞིབ་བྱས། དེའི་འགུལ་སྟབས་ལ་འཇལ་རྟགས་ %3 ཡི་རིན་ཐང་ཡོད།</translation>
        </message>
        <message>
            <source>Mark:</source>
            <translation>རྟགས།</translation>
        </message>
        <message>
            <source>Medium judges (quicker)</source>
            <translation>«འབྲིང་»གིས་ཞིབ་དཔྱོད། (མྱུར་བ།)</translation>
        </message>
        <message>
            <source>Mistakes found: %1</source>
            <translation>རྙེད་པའི་ནོར་འཁྲུལ། %1</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>རྗེས་མ།</translation>
        </message>
        <message>
            <source>No mark</source>
            <translation>རྟགས་མེད།</translation>
        </message>
        <message>
            <source>Not reviewed yet.</source>
            <translation>ད་དུང་བསྐྱར་ཞིབ་མ་བྱས།</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>མཆན།</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>འདི་ནས་རྩེ…</translation>
        </message>
        <message>
            <source>Play from step %1</source>
            <translation>གོམ་པ་ %1 ནས་རྩེ།</translation>
        </message>
        <message>
            <source>Replay of deal %1</source>
            <translation>བགོ་སྐོར་ %1 ཡི་བསྐྱར་སྟོན</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>སྡོད་ས་འདི་བསྐྱར་ཞིབ།</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>སྡོད་ས་ %1</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>འགོ།</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose</source>
            <translation>གོམ་པ་འདི་ནས་ཁྱེད་ཀྱིས་འདེམས་པའི་རྩེད་མཁན་དང་མཉམ་དུ་རྩེད་མོ་གསར་པ་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>གོ་རིམ་ %2 ནང་གི་ %1</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>མཚམས་འཇོག</translation>
        </message>
        <message>
            <source>The AI level whose search judges each decision</source>
            <translation>ཐག་གཅོད་རེ་རེར་ཞིབ་དཔྱོད་བྱེད་པའི་རིག་ནུས་མིའི་རིམ་པ།</translation>
        </message>
        <message>
            <source>The AI prefers: %1 (about %2 chips better).</source>
            <translation>རིག་ནུས་མིས་འདི་ལེགས་པར་མཐོང་། %1 (འཇལ་རྟགས་ %2 ཙམ་གྱིས་ལེགས།)</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས། རྩེ་འགོ་འཛུགས་ཆེད་གོམ་པ་སྔ་མ་ཞིག་འདེམས།</translation>
        </message>
        <message>
            <source>The note was not saved: %1</source>
            <translation>མཆན་ཉར་མ་ཐུབ། %1</translation>
        </message>
        <message>
            <source>The review stopped: %1</source>
            <translation>བསྐྱར་ཞིབ་མཚམས་ཆད། %1</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>བགོ་སྐོར་གྱི་འགོ།</translation>
        </message>
        <message>
            <source>The start of the deal. Notes on a move: go to it first.</source>
            <translation>བགོ་སྐོར་གྱི་འགོ། འགུལ་སྟབས་ཤིག་ལ་མཆན་འགོད་ན་སྔོན་ལ་དེར་སོང་།</translation>
        </message>
        <message>
            <source>This game has no AI to review its deals.</source>
            <translation>རྩེད་མོ་འདིའི་བགོ་སྐོར་བསྐྱར་ཞིབ་བྱེད་པའི་རིག་ནུས་མི་མེད།</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>སྡོད་ས་འདི་བསྐྱར་ཞིབ་ཟིན། འབྲས་བུ་ཐོ་ཡིག་ནང་ཉར་ཡོད།</translation>
        </message>
        <message>
            <source>Who plays on from step %1? The deal played on is recorded as a branch of this one.</source>
            <translation>གོམ་པ་ %1 ནས་སུས་མུ་མཐུད་དུ་རྩེ་བ། མུ་མཐུད་རྩེས་པའི་བགོ་སྐོར་དེ་འདིའི་ཡན་ལག་ཏུ་ཐོ་འགོད་བྱེད།</translation>
        </message>
        <message>
            <source>about %1 chips lost</source>
            <translation>འཇལ་རྟགས་ %1 ཙམ་ཤོར།</translation>
        </message>
        <message>
            <source>beat with %1</source>
            <translation>%1 གིས་གནོན།</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>ཚང་།</translation>
        </message>
        <message>
            <source>lead %1</source>
            <translation>%1 གིས་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>play %1 face down</source>
            <translation>%1 ཁ་སྦུབ་ཏུ་བཞག</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ཁྱེད་རང་།</translation>
        </message>
        <message>
            <source>−%1 chips</source>
            <translation>འཇལ་རྟགས་ −%1</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>No hint this time (%1).</source>
            <translation>ཐེངས་འདིར་གསལ་འདེབས་མེད། (%1)</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>ཐོ་འགོད་མཚམས་ཆད། %1། རྩེད་མོ་མུ་མཐུད་ཀྱང་བགོ་སྐོར་ཉར་མི་ཐུབ།</translation>
        </message>
        <message>
            <source>The AI for %1 failed (%2); it plays a simple move.</source>
            <translation>%1 ལ་རྩེ་མཁན་གློག་ཀླད་ལ་སྐྱོན་ཤོར། (%2) དེས་བཞག་ཐེངས་སླ་པོ་ཞིག་རྩེ།</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden from everyone. It cannot win the trick.</source>
            <translation>མི་གནོན་པའི་བཞག་ཐེངས། མགོ་བཙུགས་པའི་སྦག་གྲངས་དང་མཉམ་པ་སུས་ཀྱང་མི་མཐོང་བར་བཞག དེས་སྐོར་རྒྱལ་མི་ཐུབ།</translation>
        </message>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden. It cannot win the trick.</source>
            <translation>མི་གནོན་པའི་བཞག་ཐེངས། མགོ་བཙུགས་པའི་སྦག་གྲངས་དང་མཉམ་པ་སྦས་ནས་བཞག དེས་སྐོར་རྒྱལ་མི་ཐུབ།</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for the tiles to be shuffled and dealt again.</source>
            <translation>སྦག་མཐོ་པོ་གཅིག་ཀྱང་མེད་པའི་རྩེད་མཁན་གྱིས་སྦག་བསྐྱར་དུ་བསྲེས་ནས་བགོ་བར་རེ་ཞུ་ཆོག</translation>
        </message>
        <message>
            <source>A player may ask the others not to beat the play he makes. Nobody has to do as he asks.</source>
            <translation>རྩེད་མཁན་གྱིས་རང་གི་བཞག་ཐེངས་མ་གནོན་ཞེས་གཞན་ལ་ཞུ་ཆོག སུས་ཀྱང་དེ་ལྟར་བྱེད་དགོས་ངེས་མེད།</translation>
        </message>
        <message>
            <source>A player with no cards left. The order in which the players go out decides who wins the deal.</source>
            <translation>ཤོག་བྱང་མ་ལུས་པའི་རྩེད་མཁན། རྩེད་མཁན་རྣམས་ཕྱིར་ཐོན་པའི་གོ་རིམ་གྱིས་བགོ་སྐོར་སུས་རྒྱལ་གཏན་འཁེལ་བྱེད།</translation>
        </message>
        <message>
            <source>A player's call that the session ends after five more deals (or after one more, Tashi Gobah).</source>
            <translation>རྩེད་མཁན་ཞིག་གིས་བགོ་སྐོར་ལྔ་ལྷག་རྩེས་རྗེས་རྩེད་ཐེངས་མཇུག་སྒྲིལ་བར་སྒྲོག་པ། (ཡང་ན་བགོ་སྐོར་གཅིག་ལྷག་རྩེས་རྗེས་ཏེ། བཀྲ་ཤིས་གོ་བཱ།)</translation>
        </message>
        <message>
            <source>A tile of the point. It beats nothing and nothing beats a lead of point tiles; leading it earns a chip from each player.</source>
            <translation>ཤོ་མིག་གི་སྦག དེས་གང་ཡང་མི་གནོན། ཤོ་མིག་སྦག་གི་མགོ་འཛུགས་ཀྱང་སུས་ཀྱང་གནོན་མི་ཐུབ། དེ་མགོ་བཙུགས་ན་རྩེད་མཁན་རེ་རེ་ནས་འཇལ་རྟགས་རེ་ཐོབ།</translation>
        </message>
        <message>
            <source>A tile or set that no tile still to be played can beat. A passport holder may always lead it.</source>
            <translation>ད་དུང་བཞག་རྒྱུ་ལུས་པའི་སྦག་གང་གིས་ཀྱང་གནོན་མི་ཐུབ་པའི་སྦག་གམ་ཚན། ལམ་ཡིག་འཛིན་མཁན་གྱིས་དེ་རྟག་ཏུ་མགོ་འཛུགས་ཆོག</translation>
        </message>
        <message>
            <source>An emperor who holds the eunuch card too plays alone against the four others, for a double score.</source>
            <translation>མ་ནིང་གི་ཤོག་བྱང་ཡང་ཡོད་པའི་གོང་མ་ནི་གཞན་བཞི་ལ་གཅིག་པུས་རྩེ་ཞིང་། སྐར་མ་ལྡབ་གཉིས་ཐོབ།</translation>
        </message>
        <message>
            <source>At the end of a deal the winner of the last trick collects from those with fewer than six stacks and pays those with more.</source>
            <translation>བགོ་སྐོར་གྱི་མཇུག་ཏུ་སྐོར་མཐའ་མའི་རྒྱལ་མཁན་གྱིས་ཕུང་དྲུག་ལས་ཉུང་བ་ཡོད་མཁན་ནས་འཇལ་བ་ལེན་ཞིང་། དྲུག་ལས་མང་བ་ཡོད་མཁན་ལ་སྤྲོད།</translation>
        </message>
        <message>
            <source>Before the first lead the protector may say who he is, which doubles the deal's scores.</source>
            <translation>ཐོག་མའི་མགོ་འཛུགས་མ་བྱས་གོང་སྐུ་སྲུང་གིས་རང་སུ་ཡིན་སྒྲོག་ཆོག དེས་བགོ་སྐོར་གྱི་སྐར་མ་ལྡབ་གཉིས་བྱེད།</translation>
        </message>
        <message>
            <source>From the second deal on, each loser of the deal before gives the winners his highest card that is not a joker.</source>
            <translation>བགོ་སྐོར་གཉིས་པ་ནས་བཟུང་། བགོ་སྐོར་སྔ་མའི་ཕམ་མཁན་རེ་རེས་ཇོ་ཀར་མ་ཡིན་པའི་ཤོག་བྱང་མཐོ་ཤོས་རྒྱལ་མཁན་ལ་འབུལ།</translation>
        </message>
        <message>
            <source>Held by a player with six stacks or more. Its holder pays nothing more, but may lead only what the passport rules allow.</source>
            <translation>ཕུང་དྲུག་གམ་དེ་ལས་མང་བ་ཡོད་པའི་རྩེད་མཁན་གྱིས་འཛིན། འཛིན་མཁན་གྱིས་ད་ནས་གང་ཡང་མི་འཇལ། འོན་ཀྱང་ལམ་ཡིག་གི་སྒྲིག་གཞིས་ཆོག་པ་ཁོ་ན་མགོ་འཛུགས་ཆོག</translation>
        </message>
        <message>
            <source>How high a tile stands within its suit. A tile beats only a lower tile of the same suit.</source>
            <translation>རིགས་ནང་དུ་སྦག་ཅིག་གི་མཐོ་དམའི་གནས། སྦག་གིས་རིགས་གཅིག་པའི་སྦག་དམའ་བ་ཁོ་ན་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>In some tables, each player says after the deal whether they play it at all.</source>
            <translation>ཅོག་ཙེ་ཁ་ཤས་སུ་སྦག་བགོས་རྗེས་རྩེད་མཁན་རེ་རེས་བགོ་སྐོར་དེ་རྩེ་མི་རྩེ་བརྗོད།</translation>
        </message>
        <message>
            <source>Leading one tile face down and naming a suit: any tile of that suit beats it. Not for a passport holder.</source>
            <translation>སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ནས་རིགས་ཤིག་གི་མིང་འབོད་པ། རིགས་དེའི་སྦག་གང་རུང་གིས་དེ་གནོན་ཐུབ། ལམ་ཡིག་འཛིན་མཁན་གྱིས་མི་ཆོག</translation>
        </message>
        <message>
            <source>One lead and the plays that follow it; a trick of two tiles counts as two tricks.</source>
            <translation>མགོ་འཛུགས་གཅིག་དང་དེའི་རྗེས་ཀྱི་བཞག་ཐེངས་རྣམས། སྦག་གཉིས་ཀྱི་སྐོར་ནི་སྐོར་གཉིས་སུ་བགྲང་།</translation>
        </message>
        <message>
            <source>One lead and the three plays that follow it. Whoever is on top takes it and leads next.</source>
            <translation>མགོ་འཛུགས་གཅིག་དང་དེའི་རྗེས་ཀྱི་བཞག་ཐེངས་གསུམ། སྟེང་དུ་ཡོད་མཁན་གྱིས་དེ་ལེན་ཞིང་རྗེས་མ་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>One of the eight piles of eight tiles built after the shuffle. The hands are dealt from the towers.</source>
            <translation>སྦག་བསྲེས་རྗེས་བརྩིགས་པའི་སྦག་བརྒྱད་རེའི་སྤུངས་བརྒྱད་ཀྱི་གཅིག ལག་སྦག་རྣམས་མཁར་ནས་བགོ།</translation>
        </message>
        <message>
            <source>Saying the deal is lost (the banker before the first lead) or won (a leader far enough ahead).</source>
            <translation>བགོ་སྐོར་ཕམ་པར་ཁས་ལེན་པ་ (མགོ་འཛུགས་དང་པོའི་སྔོན་ལ་དངུལ་བདག་གིས) ཡང་ན་རྒྱལ་བར་སྒྲོག་པ། (ཐོབ་སྦག་འདང་ངེས་ཡོད་པའི་མགོ་འཛུགས་མཁན་གྱིས)</translation>
        </message>
        <message>
            <source>Showing a mother or a son to find its partner, or offering to swap a mother for a son. Dice decide who keeps both.</source>
            <translation>ཟླ་བོ་འཚོལ་ཆེད་མའམ་བུ་སྟོན་པ། ཡང་ན་མ་དང་བུ་བརྗེ་རྒྱུའི་གྲོས་འདོན་པ། གཉིས་ཀ་སུས་ཉར་བ་ཤོས་ཐག་གཅོད།</translation>
        </message>
        <message>
            <source>Taking the last trick with a lead of point tiles. The whole settlement is then multiplied.</source>
            <translation>ཤོ་མིག་སྦག་མགོ་བཙུགས་ནས་སྐོར་མཐའ་མ་ལེན་པ། དེ་ནས་མཇུག་རྩིས་ཧྲིལ་པོ་ལྡབ་ཏུ་འགྱུར།</translation>
        </message>
        <message>
            <source>The answer to a kan: to play on against it, or not.</source>
            <translation>ཁན་ལ་ལན་འདེབས་པ། དེ་ལ་རྒོལ་ནས་མུ་མཐུད་རྩེ་བའམ་མི་རྩེ་བ།</translation>
        </message>
        <message>
            <source>The black joker marked with a green shield. Whoever holds it is the emperor's protector.</source>
            <translation>ཕུབ་ལྗང་ཁུའི་རྟགས་ཅན་གྱི་ཇོ་ཀར་ནག་པོ། དེ་སུའི་ལག་ཏུ་ཡོད་ན་དེ་གོང་མའི་སྐུ་སྲུང་ཡིན།</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank: four tiles led together.</source>
            <translation>གོ་རིམ་མཐུན་པ་གཅིག་གི་ཞི་ཆ་དང་དམག་ཆ། སྦག་བཞི་མཉམ་དུ་མགོ་བཙུགས་པ།</translation>
        </message>
        <message>
            <source>The civil tile 6-6, the highest single tile; two of them make the highest civil pair.</source>
            <translation>ཞི་སྦག་ 6-6 སྟེ་སྦག་རྐྱང་པ་མཐོ་ཤོས། དེ་གཉིས་ཀྱིས་ཞི་ཆ་མཐོ་ཤོས་འགྲུབ།</translation>
        </message>
        <message>
            <source>The earth tile 2-1, the lowest tile. With the mother it makes the mother-and-son set.</source>
            <translation>ས་སྦག་ 2-1 སྟེ་སྦག་དམའ་ཤོས། མ་དང་མཉམ་དུ་མ་བུའི་ཚན་འགྲུབ།</translation>
        </message>
        <message>
            <source>The earth tile 4-2. With the son it makes the mother-and-son set.</source>
            <translation>ས་སྦག་ 4-2། བུ་དང་མཉམ་དུ་མ་བུའི་ཚན་འགྲུབ།</translation>
        </message>
        <message>
            <source>The earth tiles 4-1 and 2-1 led together. Only a stallion beats it.</source>
            <translation>ས་སྦག་ 4-1 དང་ 2-1 མཉམ་དུ་མགོ་བཙུགས་པ། དེ་གནོན་ཐུབ་པ་རྟ་ཕོ་ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>The earth tiles 4-3 and 4-2 led together. It beats a mare and nothing beats it.</source>
            <translation>ས་སྦག་ 4-3 དང་ 4-2 མཉམ་དུ་མགོ་བཙུགས་པ། དེས་རྒོད་མ་གནོན་ཐུབ་ལ་དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>The earth tiles 4-3, 4-2, 4-1 and 2-1 together; the mare is 4-1 with 2-1, the stallion 4-3 with 4-2. A stallion beats a mare.</source>
            <translation>ས་སྦག་ 4-3  4-2  4-1 དང་ 2-1 མཉམ་དུ་ཡོད་པ། རྒོད་མ་ནི་ 4-1 དང་ 2-1 ཡིན། རྟ་ཕོ་ནི་ 4-3 དང་ 4-2 ཡིན། རྟ་ཕོས་རྒོད་མ་གནོན།</translation>
        </message>
        <message>
            <source>The emperor's partner: whoever holds the eunuch card. Nobody knows who it is until that card is played.</source>
            <translation>གོང་མའི་ཟླ་བོ། མ་ནིང་གི་ཤོག་བྱང་འཛིན་མཁན་དེ་ཡིན། ཤོག་བྱང་དེ་མ་བཞག་བར་དུ་སུ་ཡིན་སུས་ཀྱང་མི་ཤེས།</translation>
        </message>
        <message>
            <source>The first play of a round: one card, or several of one rank, with or without jokers.</source>
            <translation>སྐོར་གཅིག་གི་བཞག་ཐེངས་དང་པོ། ཤོག་བྱང་གཅིག་གམ་གོ་རིམ་གཅིག་པའི་ཤོག་བྱང་མང་པོ། ཇོ་ཀར་ཡོད་ཀྱང་མེད་ཀྱང་ཆོག</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a combination, always face up.</source>
            <translation>སྐོར་གྱི་བཞག་ཐེངས་དང་པོ། སྦག་རྐྱང་པའམ་སྡེབ་གཅིག་རྟག་ཏུ་ཁ་ཕྱེ་སྟེ་འཇོག</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a set, face up (or one tile face down, see charity).</source>
            <translation>སྐོར་གྱི་བཞག་ཐེངས་དང་པོ། སྦག་རྐྱང་པའམ་ཚན་གཅིག་ཁ་གྱེན་དུ་འཇོག (ཡང་ན་སྦག་གཅིག་ཁ་སྦུབ་ཏུ། སྦྱིན་པ་ལྟོས།)</translation>
        </message>
        <message>
            <source>The highest cards, the black below the red. Jokers are wild: they join any rank in a play.</source>
            <translation>ཤོག་བྱང་མཐོ་ཤོས། ནག་པོ་དམར་པོ་ལས་དམའ། ཇོ་ཀར་ནི་གང་འདོད་ཡིན། བཞག་ཐེངས་ནང་གོ་རིམ་གང་རུང་དང་མཉམ་དུ་འཇོག་ཆོག</translation>
        </message>
        <message>
            <source>The highest tiles: 6-6 in the sky suit, the nines 6-3 and 5-4 in the earth suit.</source>
            <translation>སྦག་མཐོ་ཤོས། གནམ་རིགས་སུ་ 6-6 དང་། ས་རིགས་སུ་སྦག་དགུ་ 6-3 དང་ 5-4།</translation>
        </message>
        <message>
            <source>The military tiles 4-2 and 2-1 together. Nothing beats it, though it beats nothing either.</source>
            <translation>དམག་སྦག་ 4-2 དང་ 2-1 མཉམ་དུ་ཡོད་པ། དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད། འོན་ཀྱང་དེས་ཀྱང་གང་ཡང་མི་གནོན།</translation>
        </message>
        <message>
            <source>The mother 4-2 and the son 2-1 led together. Nothing beats it, and each player pays its leader a chip.</source>
            <translation>མ་ 4-2 དང་བུ་ 2-1 མཉམ་དུ་མགོ་བཙུགས་པ། དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད་ལ། རྩེད་མཁན་རེ་རེས་མགོ་འཛུགས་མཁན་ལ་འཇལ་རྟགས་རེ་སྤྲོད།</translation>
        </message>
        <message>
            <source>The player who leads the first trick of a deal. The player opposite chooses the tower and throws the dice.</source>
            <translation>བགོ་སྐོར་གྱི་སྐོར་དང་པོ་མགོ་འཛུགས་པའི་རྩེད་མཁན། དེའི་ཁ་གཏད་ཀྱི་རྩེད་མཁན་གྱིས་མཁར་འདེམས་ཤིང་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>The player who leads the first trick. Payments between the banker and the winner are doubled.</source>
            <translation>སྐོར་དང་པོ་མགོ་འཛུགས་པའི་རྩེད་མཁན། དངུལ་བདག་དང་རྒྱལ་མཁན་བར་གྱི་འཇལ་བ་ལྡབ་གཉིས་ཡིན།</translation>
        </message>
        <message>
            <source>The player who took the emperor card. He leads first, and plays with his hidden protector against the other three.</source>
            <translation>གོང་མའི་ཤོག་བྱང་བླངས་པའི་རྩེད་མཁན། ཁོང་གིས་ཐོག་མར་མགོ་འཛུགས་ཤིང་། སྦས་པའི་སྐུ་སྲུང་དང་མཉམ་དུ་གཞན་གསུམ་ལ་རྩེ།</translation>
        </message>
        <message>
            <source>The red joker marked with a crown. Its holder may become the emperor, or pass it to the next player.</source>
            <translation>དབུ་རྒྱན་གྱི་རྟགས་ཅན་གྱི་ཇོ་ཀར་དམར་པོ། འཛིན་མཁན་གྱིས་གོང་མ་བྱེད་ཆོག ཡང་ན་རྗེས་མ་ལ་སྤྲོད་ཆོག</translation>
        </message>
        <message>
            <source>The second-highest tiles: 1-1 in the sky suit, the eights 6-2 and 5-3 in the earth suit.</source>
            <translation>གཉིས་པར་མཐོ་བའི་སྦག གནམ་རིགས་སུ་ 1-1 དང་། ས་རིགས་སུ་སྦག་བརྒྱད་ 6-2 དང་ 5-3།</translation>
        </message>
        <message>
            <source>The shuffled tiles laid face down in stacks, from which the hands are taken.</source>
            <translation>བསྲེས་ཟིན་པའི་སྦག་རྣམས་ཁ་སྦུབ་ཏུ་ཕུང་དུ་བརྩེགས་པ། ལག་སྦག་རྣམས་དེ་ནས་ལེན།</translation>
        </message>
        <message>
            <source>The sky tile 3-1, fourth in the sky suit.</source>
            <translation>གནམ་སྦག་ 3-1 སྟེ་གནམ་རིགས་ཀྱི་བཞི་པ།</translation>
        </message>
        <message>
            <source>The sky tile 4-4, third in the sky suit after 6-6 and 1-1.</source>
            <translation>གནམ་སྦག་ 4-4 སྟེ་གནམ་རིགས་སུ་ 6-6 དང་ 1-1 གི་རྗེས་ཀྱི་གསུམ་པ།</translation>
        </message>
        <message>
            <source>The sky tiles 5-5, 3-3 and 2-2. They rank equal, so one sister never beats another.</source>
            <translation>གནམ་སྦག་ 5-5  3-3 དང་ 2-2། དེ་དག་གོ་རིམ་མཉམ་པས་སྲིང་མོ་གཅིག་གིས་གཅིག་ནམ་ཡང་མི་གནོན།</translation>
        </message>
        <message>
            <source>The sky tiles 6-5, 6-4, 6-1 and 5-1, the lowest sky tiles. They rank equal.</source>
            <translation>གནམ་སྦག་ 6-5  6-4  6-1 དང་ 5-1 སྟེ་གནམ་སྦག་དམའ་ཤོས། དེ་དག་གོ་རིམ་མཉམ།</translation>
        </message>
        <message>
            <source>The suit of 22 tiles, two of each of eleven kinds, each kind with its own rank: Heaven 6-6 is the highest.</source>
            <translation>སྦག་ 22 ཡོད་པའི་རིགས། དབྱེ་བ་བཅུ་གཅིག་ལ་གཉིས་རེ་ཡོད་ཅིང་དབྱེ་བ་རེ་རེར་གོ་རིམ་སོ་སོ་ཡོད། གནམ་ 6-6 མཐོ་ཤོས་ཡིན།</translation>
        </message>
        <message>
            <source>The suit of eleven kinds, four tiles of each: 6-6, 1-1, 4-4, 3-1, the sisters and the people.</source>
            <translation>དབྱེ་བ་བཅུ་གཅིག་ཡོད་ཅིང་རེ་རེར་སྦག་བཞི་རེ་ཡོད་པའི་རིགས། 6-6  1-1  4-4  3-1 སྲིང་མོ་དང་མི་སེར།</translation>
        </message>
        <message>
            <source>The suit of ten kinds, two tiles of each. Earth tiles of the same total rank equal.</source>
            <translation>དབྱེ་བ་བཅུ་ཡོད་ཅིང་རེ་རེར་སྦག་གཉིས་རེ་ཡོད་པའི་རིགས། མིག་གྲངས་བསྡོམས་གཅིག་པའི་ས་སྦག་རྣམས་གོ་རིམ་མཉམ།</translation>
        </message>
        <message>
            <source>The suit of ten single tiles, ranked by their pips: tiles with the same total are equal.</source>
            <translation>སྦག་རྐྱང་པ་བཅུ་ཡོད་པའི་རིགས། གོ་རིམ་མིག་གྲངས་ལྟར་ཡིན། གྲངས་བསྡོམས་གཅིག་པའི་སྦག་རྣམས་མཉམ།</translation>
        </message>
        <message>
            <source>The tile kind the dice name at the start of a deal. Its tiles (and the tiles equal to it) are point tiles.</source>
            <translation>བགོ་སྐོར་གྱི་འགོར་ཤོས་བསྟན་པའི་སྦག་གི་དབྱེ་བ། དེའི་སྦག་རྣམས་ (དང་དེ་དང་གོ་རིམ་མཉམ་པའི་སྦག) ཤོ་མིག་སྦག་ཡིན།</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and is paid by the others.</source>
            <translation>བགོ་སྐོར་མཇུག་སྒྲིལ་བའི་སྐོར། དེ་ལེན་མཁན་གྱིས་བགོ་སྐོར་རྒྱལ་ཞིང་གཞན་རྣམས་ཀྱིས་ཁོང་ལ་འཇལ་བ་སྤྲོད།</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and settles with every other player.</source>
            <translation>བགོ་སྐོར་མཇུག་སྒྲིལ་བའི་སྐོར། དེ་ལེན་མཁན་གྱིས་བགོ་སྐོར་རྒྱལ་ཞིང་རྩེད་མཁན་གཞན་རེ་རེ་དང་རྩིས་སྒྲིལ་བྱེད།</translation>
        </message>
        <message>
            <source>The very last deal of a session, after Gobah was called or when time is short.</source>
            <translation>གོ་བཱ་བསྒྲགས་རྗེས་སམ་དུས་ཚོད་མི་འདང་བའི་སྐབས་ཀྱི་རྩེད་ཐེངས་ཀྱི་བགོ་སྐོར་མཐའ་མ།</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank, such as a civil pair with one of its military tiles.</source>
            <translation>གོ་རིམ་མཐུན་པ་གཅིག་གི་སྦག་གསུམ། དཔེར་ན་ཞི་ཆ་དང་དེའི་དམག་སྦག་གཅིག</translation>
        </message>
        <message>
            <source>Thrown after the towers are built: they name who takes the first tower, and the point of the deal.</source>
            <translation>མཁར་བརྩིགས་རྗེས་རྒྱག་པ། དེས་མཁར་དང་པོ་ལེན་མཁན་དང་བགོ་སྐོར་གྱི་ཤོ་མིག་གཏན་འཁེལ།</translation>
        </message>
        <message>
            <source>Tiles led together as one lead, such as two to four identical sky tiles. Only a higher set of the same sort and size beats it.</source>
            <translation>མགོ་འཛུགས་གཅིག་ཏུ་མཉམ་དུ་མགོ་བཙུགས་པའི་སྦག་རྣམས། དཔེར་ན་གནམ་སྦག་འདྲ་མཚུངས་གཉིས་ནས་བཞི་བར། དེ་གནོན་ཐུབ་པ་རིགས་དང་ཆེ་ཆུང་མཉམ་པའི་ཚན་མཐོ་བ་ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>To play as many cards as the play on top, each higher than the card in its place once both are sorted.</source>
            <translation>སྟེང་གི་བཞག་ཐེངས་དང་གྲངས་མཉམ་པའི་ཤོག་བྱང་འཇོག་པ། གཉིས་ཀ་གོ་རིམ་ལྟར་བསྒྲིགས་རྗེས་རེ་རེ་ས་ཚིགས་མཚུངས་པའི་ཤོག་བྱང་ལས་མཐོ་དགོས།</translation>
        </message>
        <message>
            <source>To play nothing this time (不要, “I don't want it”). You may still play when your turn comes again.</source>
            <translation>ཐེངས་འདིར་ཅི་ཡང་མི་འཇོག་པ། (不要། «མི་དགོས») ཡང་བསྐྱར་ཁྱེད་ཀྱི་རེས་བྱུང་དུས་འཇོག་ཆོག</translation>
        </message>
        <message>
            <source>To play, face up, a higher tile or combination of the same sort as the top of the trick.</source>
            <translation>སྐོར་གྱི་སྟེང་གི་སྦག་དང་རིགས་མཐུན་ལ་དེ་ལས་མཐོ་བའི་སྦག་གམ་སྡེབ་ཁ་ཕྱེ་སྟེ་འཇོག་པ།</translation>
        </message>
        <message>
            <source>To play, face up, tiles that are higher than the top of the trick: the same number of tiles, of the same sort.</source>
            <translation>སྐོར་གྱི་སྟེང་གི་སྦག་ལས་མཐོ་བའི་སྦག་ཁ་གྱེན་དུ་འཇོག་པ། སྦག་གྲངས་མཉམ་ཞིང་རིགས་མཐུན་དགོས།</translation>
        </message>
        <message>
            <source>Two or more of 1-1, 6-2 and 5-3 led together. Chiefs with as many sky and earth tiles beat them.</source>
            <translation>1-1  6-2 དང་ 5-3 ལས་གཉིས་སམ་དེ་ལས་མང་བ་མཉམ་དུ་མགོ་བཙུགས་པ། གནམ་སྦག་དང་ས་སྦག་གི་གྲངས་མཉམ་པའི་དཔོན་གྱིས་དེ་དག་གནོན།</translation>
        </message>
        <message>
            <source>Two or more of 6-6, 6-3 and 5-4 led together. Nothing beats them.</source>
            <translation>6-6  6-3 དང་ 5-4 ལས་གཉིས་སམ་དེ་ལས་མང་བ་མཉམ་དུ་མགོ་བཙུགས་པ། དེ་དག་གནོན་ཐུབ་པ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>Two tiles led together: two identical civil tiles, two military tiles of the same total, or a matched civil and military tile.</source>
            <translation>མཉམ་དུ་མགོ་བཙུགས་པའི་སྦག་གཉིས། ཞི་སྦག་གཅིག་པ་གཉིས་དང་། གྲངས་བསྡོམས་གཅིག་པའི་དམག་སྦག་གཉིས། ཡང་ན་ཕན་ཚུན་མཐུན་པའི་ཞི་སྦག་དང་དམག་སྦག</translation>
        </message>
        <message>
            <source>What a trick is worth to its winner: one stack for each tile led. Sixteen stacks are won in a deal.</source>
            <translation>སྐོར་གྱིས་རྒྱལ་མཁན་ལ་སྤྲོད་པའི་རིན་ཐང་། མགོ་བཙུགས་པའི་སྦག་རེ་རེར་ཕུང་རེ། བགོ་སྐོར་རེར་ཕུང་བཅུ་དྲུག་ཐོབ།</translation>
        </message>
        <message>
            <source>With more players than the deal takes, one sits the deal out in turn.</source>
            <translation>བགོ་སྐོར་ལ་དགོས་པ་ལས་རྩེད་མཁན་མང་ན། རེས་མོས་གཅིག་གིས་བགོ་སྐོར་དེ་མི་རྩེ།</translation>
        </message>
        <message>
            <source>announce</source>
            <translation>སྒྲོག</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>དངུལ་བདག</translation>
        </message>
        <message>
            <source>beat</source>
            <translation>གནོན</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>བྱ</translation>
        </message>
        <message>
            <source>charity</source>
            <translation>སྦྱིན་པ</translation>
        </message>
        <message>
            <source>chief</source>
            <translation>དཔོན</translation>
        </message>
        <message>
            <source>chiefs</source>
            <translation>དཔོན་རྣམས</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>ཞི་རིགས</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>ཤོ</translation>
        </message>
        <message>
            <source>do not beat</source>
            <translation>མ་གནོན</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>ས་རིགས</translation>
        </message>
        <message>
            <source>emperor</source>
            <translation>གོང་མ</translation>
        </message>
        <message>
            <source>emperor alone</source>
            <translation>གོང་མ་གཅིག་པུ</translation>
        </message>
        <message>
            <source>emperor card</source>
            <translation>གོང་མའི་ཤོག་བྱང</translation>
        </message>
        <message>
            <source>eunuch card</source>
            <translation>མ་ནིང་གི་ཤོག་བྱང</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>ཁ་སྦུབ</translation>
        </message>
        <message>
            <source>gobah</source>
            <translation>གོ་བཱ</translation>
        </message>
        <message>
            <source>heaven</source>
            <translation>གནམ</translation>
        </message>
        <message>
            <source>horse</source>
            <translation>རྟ</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>ཇོ་ཀར</translation>
        </message>
        <message>
            <source>jump</source>
            <translation>མཆོང</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>ཁན</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>བླ་མ</translation>
        </message>
        <message>
            <source>last trick</source>
            <translation>སྐོར་མཐའ་མ</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>མགོ་འཛུགས</translation>
        </message>
        <message>
            <source>lift</source>
            <translation>ཁ་ཕྱེ</translation>
        </message>
        <message>
            <source>mare</source>
            <translation>རྒོད་མ</translation>
        </message>
        <message>
            <source>military</source>
            <translation>དམག་རིགས</translation>
        </message>
        <message>
            <source>minister</source>
            <translation>བློན</translation>
        </message>
        <message>
            <source>ministers</source>
            <translation>བློན་རྣམས</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>མ</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>མ་བུ</translation>
        </message>
        <message>
            <source>offer</source>
            <translation>གྲོས་འདོན</translation>
        </message>
        <message>
            <source>out</source>
            <translation>ཕྱིར་ཐོན</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>ཆ</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>མི་དགོས</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>ལམ་ཡིག</translation>
        </message>
        <message>
            <source>people</source>
            <translation>མི་སེར</translation>
        </message>
        <message>
            <source>point</source>
            <translation>ཤོ་མིག</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>ཤོ་མིག་སྦག</translation>
        </message>
        <message>
            <source>protector</source>
            <translation>སྐུ་སྲུང</translation>
        </message>
        <message>
            <source>quartet</source>
            <translation>བཞི་ཚན</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>གོ་རིམ</translation>
        </message>
        <message>
            <source>re-deal</source>
            <translation>བསྐྱར་བགོ</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>ངལ་གསོ</translation>
        </message>
        <message>
            <source>set</source>
            <translation>ཚན</translation>
        </message>
        <message>
            <source>settlement</source>
            <translation>མཇུག་རྩིས</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>སྲིང་མོ</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>གནམ་རིགས</translation>
        </message>
        <message>
            <source>son</source>
            <translation>བུ</translation>
        </message>
        <message>
            <source>stack</source>
            <translation>ཕུང</translation>
        </message>
        <message>
            <source>stallion</source>
            <translation>རྟ་ཕོ</translation>
        </message>
        <message>
            <source>starter</source>
            <translation>སྔོན་འགྲོ</translation>
        </message>
        <message>
            <source>supreme pair</source>
            <translation>ཆ་མཆོག</translation>
        </message>
        <message>
            <source>tashi gobah</source>
            <translation>བཀྲ་ཤིས་གོ་བཱ</translation>
        </message>
        <message>
            <source>tower</source>
            <translation>མཁར</translation>
        </message>
        <message>
            <source>trade</source>
            <translation>ཚོང</translation>
        </message>
        <message>
            <source>tribute</source>
            <translation>དཔྱ་ཁྲལ</translation>
        </message>
        <message>
            <source>trick</source>
            <translation>སྐོར</translation>
        </message>
        <message>
            <source>triplet</source>
            <translation>གསུམ་ཚན</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>གནོན་མི་ཐུབ་པ</translation>
        </message>
        <message>
            <source>woodpile</source>
            <translation>ཤིང་སྤུངས</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>སྐད་ཡིག</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <source>%1 (left half-way: resume)</source>
            <translation>%1 (བར་མཚམས་བཞག་པ། མུ་མཐུད།)</translation>
        </message>
        <message>
            <source>Each lesson is a prepared deal played at the table: the coach points at what matters and answers your moves.</source>
            <translation>སློབ་ཚན་རེ་རེ་ནི་ཅོག་ཙེའི་ཐོག་རྩེ་རྒྱུའི་སྒྲིག་ཟིན་པའི་རྩེད་ཐེངས་ཤིག་ཡིན། སློབ་དཔོན་གྱིས་གལ་ཆེ་བ་མཚོན་ཞིང་ཁྱེད་ཀྱི་རྩེད་ཐབས་ལ་ལན་འདེབས།</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>རྩེད་སྟངས་སློབ་པ།</translation>
        </message>
        <message>
            <source>Start the lesson</source>
            <translation>སློབ་ཚན་འགོ་འཛུགས།</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>4-2 and 2-1 together are the supreme pair. Nothing beats it, though as single tiles they are weak. You hold both: lead them together.</source>
            <translation>4-2 དང་ 2-1 མཉམ་དུ་ཆ་མཆོག་ཡིན། སྦག་རྐྱང་པར་ཞན་ཡང་དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད། ཁྱེད་ལ་གཉིས་ཀ་ཡོད། མཉམ་དུ་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>A losing emperor gives two cards, or four if he played alone, and a winning one takes as many. Played face down, the winners take the cards given at random.</source>
            <translation>ཕམ་པའི་གོང་མས་ཤོག་བྱང་གཉིས་འབུལ། གཅིག་པུས་རྩེས་ན་བཞི་འབུལ། རྒྱལ་བའི་གོང་མས་གྲངས་དེ་ཙམ་ལེན། ཁ་སྒྱེལ་ནས་འབུལ་ན་རྒྱལ་མཁན་གྱིས་ཤོག་བྱང་རང་བཞིན་གྱིས་ལེན།</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of one rank: a pair, three of a kind, four, five and more. Jokers are wild: they join any rank, so 7 7 and a joker are three cards that count as sevens.</source>
            <translation>བཞག་ཐེངས་ནི་ཤོག་བྱང་གཅིག་གམ། གོ་རིམ་གཅིག་པའི་ཤོག་བྱང་མང་པོ་སྟེ། ཆ་གཉིས། གསུམ། བཞི། ལྔ། དེ་ལས་མང་བ། ཇོ་ཀར་ནི་གང་འདོད་ཡིན་ཏེ་གོ་རིམ་གང་རུང་དང་མཉམ་དུ་འཇོག་ཆོག་པས། 7 7 དང་ཇོ་ཀར་གཅིག་ནི་བདུན་དུ་བརྩི་བའི་ཤོག་བྱང་གསུམ་ཡིན།</translation>
        </message>
        <message>
            <source>A player who has taken no trick yet may not take a last trick of one tile: win a trick earlier in the deal.</source>
            <translation>ད་དུང་སྐོར་གཅིག་ཀྱང་མ་ལེན་པའི་རྩེད་མཁན་གྱིས་སྦག་གཅིག་གི་སྐོར་མཐའ་མ་ལེན་མི་ཆོག བགོ་སྐོར་གྱི་སྔ་མར་སྐོར་གཅིག་རྒྱལ་དགོས།</translation>
        </message>
        <message>
            <source>A player with both mothers and no son may also offer to swap one with a player who has both sons, with no dice. Four sky chiefs in one hand are shown to everyone.</source>
            <translation>མ་གཉིས་ཀ་ཡོད་ལ་བུ་མེད་པའི་རྩེད་མཁན་གྱིས་བུ་གཉིས་ཀ་ཡོད་པའི་རྩེད་མཁན་དང་ཤོ་མི་རྒྱག་པར་གཅིག་བརྗེ་རྒྱུའི་གྲོས་ཀྱང་འདོན་ཆོག ལག་སྦག་གཅིག་ལ་གནམ་དཔོན་བཞི་ཡོད་ན་ཚང་མར་སྟོན།</translation>
        </message>
        <message>
            <source>A player with the partner accepted. Each threw one die and the higher took both tiles; then the dice named a tile that the one with seventeen tiles gave back.</source>
            <translation>ཟླ་བོ་ཡོད་པའི་རྩེད་མཁན་ཞིག་གིས་ངོས་ལེན་བྱས། གཉིས་ཀས་ཤོ་གཅིག་རེ་བརྒྱབ་སྟེ་ཤོ་གྲངས་མཐོ་བས་སྦག་གཉིས་ཀ་བླངས། དེ་ནས་ཤོས་སྦག་ཅིག་བསྟན་པ་དེ་སྦག་བཅུ་བདུན་ཡོད་མཁན་གྱིས་ཕྱིར་སྤྲད།</translation>
        </message>
        <message>
            <source>A set is beaten only by a higher set of the same sort and size. The rules page lists every set, the horses and the ministers among them.</source>
            <translation>ཚན་ཞིག་གནོན་ཐུབ་པ་རིགས་དང་ཆེ་ཆུང་མཉམ་པའི་ཚན་མཐོ་བ་ཁོ་ན་ཡིན། སྒྲིག་གཞིའི་ཤོག་ངོས་སུ་ཚན་ཚང་མ་བཀོད་ཡོད། རྟ་དང་བློན་ཡང་དེའི་ནང་ཚུད།</translation>
        </message>
        <message>
            <source>A single card was played: it is ringed in gold. Any higher single card beats it: click a higher column once and press Play.</source>
            <translation>ཤོག་བྱང་གཅིག་བཞག་ཟིན། དེར་གསེར་མདོག་གི་སྒོར་ཐིག་ཡོད། དེ་ལས་མཐོ་བའི་ཤོག་བྱང་གཅིག་གང་རུང་གིས་གནོན་ཐུབ། གྱེན་ཕྲེང་མཐོ་བ་ཞིག་ཐེངས་གཅིག་མནན་ནས་«བཞག»མནོན།</translation>
        </message>
        <message>
            <source>A tile of the other suit never beats, however high it is, and equal tiles do not beat each other either. Everyone plays as many tiles as were led; a play that does not beat goes face down, and nobody has to beat. Whoever wins the trick leads the next one.</source>
            <translation>རིགས་གཞན་གྱི་སྦག་ཇི་ཙམ་མཐོ་ཡང་ནམ་ཡང་མི་གནོན། གོ་རིམ་མཉམ་པའི་སྦག་རྣམས་ཀྱང་ཕན་ཚུན་མི་གནོན། མགོ་འཛུགས་པའི་སྦག་གྲངས་ཇི་ཙམ་ཡོད་པ་དེ་ཙམ་རེ་རེས་འདོན། མི་གནོན་པའི་སྦག་ཁ་སྦུབ་ཏུ་འགྲོ་ཞིང་། སུས་ཀྱང་གནོན་དགོས་པ་མེད། སྐོར་ལེན་མཁན་གྱིས་སྐོར་རྗེས་མ་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>A tile played face down cannot win the trick. Play your higher tile of the same suit face up.</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག་པའི་སྦག་གིས་སྐོར་རྒྱལ་མི་ཐུབ། ཁྱེད་ཀྱི་རིགས་གཅིག་པའི་སྦག་མཐོ་བ་དེ་ཁ་ཕྱེ་སྟེ་ཞོག</translation>
        </message>
        <message>
            <source>Another player took the emperor card: the crown on his plate shows who. The three others play against him and his protector.</source>
            <translation>རྩེད་མཁན་གཞན་ཞིག་གིས་གོང་མའི་ཤོག་བྱང་བླངས། ཁོང་གི་མིང་བྱང་སྟེང་གི་དབུ་རྒྱན་གྱིས་སུ་ཡིན་སྟོན། གཞན་གསུམ་གྱིས་ཁོང་དང་ཁོང་གི་སྐུ་སྲུང་ལ་རྩེ།</translation>
        </message>
        <message>
            <source>Bagchen is played with 64 tiles, the 21 throws of two dice: eleven kinds are sky tiles (four of each), the other ten earth tiles (two of each). Within its suit every tile has a rank: higher beats lower. Your hand is laid out by it, sky tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>སྦག་ཆེན་ནི་སྦག་ 64 ཡིས་རྩེ། དེ་དག་ནི་ཤོ་གཉིས་ཀྱི་ཤོ་གྲངས་ 21 ཡིན། དབྱེ་བ་བཅུ་གཅིག་ནི་གནམ་སྦག་ཡིན། (རེ་རེར་བཞི་རེ།) དབྱེ་བ་བཅུ་ལྷག་མ་ནི་ས་སྦག་ཡིན། (རེ་རེར་གཉིས་རེ།) རིགས་ནང་དུ་སྦག་རེ་རེར་གོ་རིམ་ཡོད། མཐོ་བས་དམའ་བ་གནོན། ཁྱེད་ཀྱི་ལག་སྦག་གོ་རིམ་དེ་ལྟར་བསྒྲིགས་ཡོད། གནམ་སྦག་སྔོན་ལ་བཞག་ཅིང་རིགས་རེ་རེ་གོ་རིམ་མཐོ་ཤོས་ནས་དམའ་རུ་བཀོད་ཡོད། སྦག་ཞིག་གི་སྟེང་དུ་བྱི་བའི་མདའ་རྟགས་བཞག་ན་དེའི་མིང་མཐོང་ཐུབ།</translation>
        </message>
        <message>
            <source>Bao Huang is played by five with 168 cards: four packs without their 3s, 4s and 5s, and eight jokers. From low to high the ranks are 6 7 8 9 10 J Q K A 2, then the black joker and the red joker; suits never matter.</source>
            <translation>པའོ་ཧོང་ནི་མི་ལྔས་ཤོག་བྱང་ 168 ཡིས་རྩེ། 3 དང་ 4 5 ཕྱིར་བཏོན་པའི་ཤོག་བྱང་ཚོམ་བཞི་དང་ཇོ་ཀར་བརྒྱད། གོ་རིམ་དམའ་ནས་མཐོ་རུ་ 6 7 8 9 10 J Q K A 2 དེ་རྗེས་ཇོ་ཀར་ནག་པོ་དང་ཇོ་ཀར་དམར་པོ་ཡིན། རིགས་ལ་ནམ་ཡང་ཁྱད་པར་མེད།</translation>
        </message>
        <message>
            <source>Beat the play ringed in gold: take as many cards from a higher column and press Play.</source>
            <translation>གསེར་མདོག་གི་སྒོར་ཐིག་ཅན་གྱི་བཞག་ཐེངས་དེ་གནོན། གྱེན་ཕྲེང་མཐོ་བ་ཞིག་ནས་གྲངས་མཉམ་པའི་ཤོག་བྱང་བླངས་ནས་«བཞག»མནོན།</translation>
        </message>
        <message>
            <source>Beating, and saying pass</source>
            <translation>གནོན་པ་དང་མི་དགོས་ཟེར་བ།</translation>
        </message>
        <message>
            <source>Civil and military tiles</source>
            <translation>ཞི་སྦག་དང་དམག་སྦག</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, and the emperor's score counts double, so that the deal sums to zero. A tie scores nothing.</source>
            <translation>རྒྱལ་མཁན་རེ་རེར་སྐར་མ་ 1 ཐོབ། ཕམ་མཁན་རེ་རེར་ 1 ཤོར། བགོ་སྐོར་གྱི་བསྡོམས་ཀླད་ཀོར་ཡིན་ཆེད་གོང་མའི་སྐར་མ་ལྡབ་གཉིས་སུ་རྩི། མཉམ་ན་སྐར་མ་མེད།</translation>
        </message>
        <message>
            <source>Face down you give the deal away. Beat the last trick face up.</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག་ན་བགོ་སྐོར་གཞན་ལ་སྤྲོད། སྐོར་མཐའ་མ་ཁ་ཕྱེ་སྟེ་གནོན།</translation>
        </message>
        <message>
            <source>Face down you give the whole deal away. Beat the trick face up.</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག་ན་བགོ་སྐོར་ཧྲིལ་པོ་གཞན་ལ་སྤྲོད། སྐོར་འདི་ཁ་གྱེན་དུ་གནོན།</translation>
        </message>
        <message>
            <source>Face down, your tile cannot win the trick. Play a higher tile of the same suit face up.</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག་ན་ཁྱེད་ཀྱི་སྦག་གིས་སྐོར་རྒྱལ་མི་ཐུབ། རིགས་གཅིག་པའི་སྦག་མཐོ་བ་ཞིག་ཁ་གྱེན་དུ་ཞོག</translation>
        </message>
        <message>
            <source>From the second deal on, the side that lost the deal before pays tribute: each loser gives his highest card that is not a joker. You were the emperor and won, so you take two of them, your protector one.</source>
            <translation>བགོ་སྐོར་གཉིས་པ་ནས་བཟུང་། བགོ་སྐོར་སྔ་མར་ཕམ་པའི་ཕྱོགས་ཀྱིས་དཔྱ་ཁྲལ་འབུལ། ཕམ་མཁན་རེ་རེས་ཇོ་ཀར་མ་ཡིན་པའི་ཤོག་བྱང་མཐོ་ཤོས་འབུལ། ཁྱེད་གོང་མ་ཡིན་ཞིང་རྒྱལ་བས་དེ་ལས་གཉིས་ཁྱེད་ཀྱིས་ལེན། ཁྱེད་ཀྱི་སྐུ་སྲུང་གིས་གཅིག་ལེན།</translation>
        </message>
        <message>
            <source>Going out, and the score</source>
            <translation>ཕྱིར་ཐོན་པ་དང་སྐར་མ།</translation>
        </message>
        <message>
            <source>Help the emperor without giving yourself away: play without the shielded joker, or pass.</source>
            <translation>རང་ཉིད་མི་མངོན་པར་གོང་མར་རོགས་རམ་བྱོས། ཕུབ་རྟགས་ཅན་གྱི་ཇོ་ཀར་མེད་པར་འཇོག་གམ། ཡང་ན་མི་དགོས་ཟེར།</translation>
        </message>
        <message>
            <source>If the emperor takes the emperor card while holding the eunuch card too, he plays alone against four, and his score counts double.</source>
            <translation>གོང་མས་མ་ནིང་གི་ཤོག་བྱང་ཡང་ཡོད་བཞིན་དུ་གོང་མའི་ཤོག་བྱང་བླངས་ན། ཁོང་གཅིག་པུས་མི་བཞི་ལ་རྩེ་ཞིང་ཁོང་གི་སྐར་མ་ལྡབ་གཉིས་སུ་རྩི།</translation>
        </message>
        <message>
            <source>In this game the tribute lies face up and the winners choose. Take the highest card.</source>
            <translation>རྩེད་མོ་འདིར་དཔྱ་ཁྲལ་ཁ་གྱེན་དུ་བཞག་ཡོད་ཅིང་རྒྱལ་མཁན་གྱིས་འདེམས། ཤོག་བྱང་མཐོ་ཤོས་ལོངས།</translation>
        </message>
        <message>
            <source>Jokers may also be played alone, and a play that holds a red joker can never be beaten. Keep your jokers for when they win a round.</source>
            <translation>ཇོ་ཀར་ཁོ་ན་ཡང་འཇོག་ཆོག ཇོ་ཀར་དམར་པོ་ཡོད་པའི་བཞག་ཐེངས་ནམ་ཡང་གནོན་མི་ཐུབ། ཁྱེད་ཀྱི་ཇོ་ཀར་རྣམས་སྐོར་ཞིག་རྒྱལ་ཐུབ་དུས་ཀྱི་ཆེད་དུ་ཉར།</translation>
        </message>
        <message>
            <source>Jumps and the settlement</source>
            <translation>མཆོང་དང་མཇུག་རྩིས།</translation>
        </message>
        <message>
            <source>Keep a strong tile or set for the end: it is worth more than many tricks before it.</source>
            <translation>སྦག་གམ་ཚན་ཤུགས་ཆེན་ཞིག་མཇུག་གི་ཆེད་དུ་ཉར། དེ་ནི་དེའི་སྔོན་གྱི་སྐོར་མང་པོ་ལས་རིན་ཐང་ཆེ།</translation>
        </message>
        <message>
            <source>Keep the supreme pair for when a trick matters most, such as near the end of the deal.</source>
            <translation>ཆ་མཆོག་ནི་སྐོར་གལ་ཆེ་ཤོས་ཀྱི་ཆེད་དུ་ཉར། དཔེར་ན་བགོ་སྐོར་མཇུག་ཏུ་ཉེ་བའི་སྐབས།</translation>
        </message>
        <message>
            <source>Lead a tile or a set that nobody can beat any more, such as the one the arrow shows. A lead the passport forbids is refused.</source>
            <translation>ད་ནས་སུས་ཀྱང་གནོན་མི་ཐུབ་པའི་སྦག་གམ་ཚན་ཞིག་མགོ་འཛུགས། དཔེར་ན་མདའ་རྟགས་ཀྱིས་སྟོན་པ་དེ། ལམ་ཡིག་གིས་བཀག་པའི་མགོ་འཛུགས་ཁས་མི་ལེན།</translation>
        </message>
        <message>
            <source>Leading and beating</source>
            <translation>མགོ་འཛུགས་དང་གནོན་པ།</translation>
        </message>
        <message>
            <source>Look at the dice at the start of every deal: they tell you which tiles are points.</source>
            <translation>བགོ་སྐོར་རེ་རེའི་འགོར་ཤོ་ལ་ལྟོས། དེས་སྦག་གང་ཤོ་མིག་ཡིན་པ་སྟོན།</translation>
        </message>
        <message>
            <source>Mother and son, and the other offers</source>
            <translation>མ་བུ་དང་གྲོས་འདོན་གཞན།</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>མུ་མཐུད།</translation>
        </message>
        <message>
            <source>Now take your second card: again the highest.</source>
            <translation>ད་ཤོག་བྱང་གཉིས་པ་ལོངས། ཡང་མཐོ་ཤོས་དེ།</translation>
        </message>
        <message>
            <source>One card is allowed, but this time lead two or more cards of one rank.</source>
            <translation>ཤོག་བྱང་གཅིག་ཀྱང་ཆོག འོན་ཀྱང་ཐེངས་འདིར་གོ་རིམ་གཅིག་པའི་ཤོག་བྱང་གཉིས་སམ་དེ་ལས་མང་བས་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>One tile has been led, so you follow with one tile too. To beat it you need a tile of the same suit, sky on sky or earth on earth, of a higher rank. You have one: play it face up.</source>
            <translation>སྦག་གཅིག་མགོ་བཙུགས་ཡོད་པས་ཁྱེད་ཀྱིས་ཀྱང་སྦག་གཅིག་འཇོག་དགོས། དེ་གནོན་པར་རིགས་གཅིག་པ་སྟེ། གནམ་ལ་གནམ་དང་ས་ལ་ས་ཡིན་པའི་གོ་རིམ་མཐོ་བའི་སྦག་ཅིག་དགོས། ཁྱེད་ལ་དེ་ཡོད། ཁ་གྱེན་དུ་ཞོག</translation>
        </message>
        <message>
            <source>One tile is allowed, but this time lead a pair: two tiles that go together.</source>
            <translation>སྦག་གཅིག་ཀྱང་ཆོག འོན་ཀྱང་ཐེངས་འདིར་ཆ་ཞིག་མགོ་འཛུགས། ཕན་ཚུན་འགྲིག་པའི་སྦག་གཉིས།</translation>
        </message>
        <message>
            <source>One tile was led. Only a higher tile of the same suit beats it: civil on civil, military on military. You hold one: play it face up.</source>
            <translation>སྦག་གཅིག་མགོ་བཙུགས་ཡོད། དེ་གནོན་ཐུབ་པ་རིགས་གཅིག་པའི་སྦག་མཐོ་བ་ཁོ་ན་ཡིན། ཞི་ལ་ཞི་དང་དམག་ལ་དམག ཁྱེད་ལ་དེ་ཡོད། ཁ་ཕྱེ་སྟེ་ཞོག</translation>
        </message>
        <message>
            <source>Only your 2s or jokers beat this play. Keep them for later and pass: say 不要, “I don't want it”, with the Pass button or P.</source>
            <translation>བཞག་ཐེངས་འདི་ཁྱེད་ཀྱི་ 2 འམ་ཇོ་ཀར་ཁོ་ནས་གནོན་ཐུབ། དེ་དག་རྗེས་སུ་ཉར་ནས་«མི་དགོས»མཐེབ་གནོན་ནམ་ P ཡིས་ 不要། «མི་དགོས» ཟེར།</translation>
        </message>
        <message>
            <source>Pairs and the supreme pair</source>
            <translation>ཆ་དང་ཆ་མཆོག</translation>
        </message>
        <message>
            <source>Passing is allowed, but here beat the single card with one higher card.</source>
            <translation>མི་དགོས་ཟེར་ཆོག འོན་ཀྱང་འདིར་ཤོག་བྱང་གཅིག་དེ་ཤོག་བྱང་མཐོ་བ་གཅིག་གིས་གནོན།</translation>
        </message>
        <message>
            <source>Passing is allowed, but here you can beat it: select as many higher cards.</source>
            <translation>མི་དགོས་ཟེར་ཆོག འོན་ཀྱང་འདིར་ཁྱེད་ཀྱིས་གནོན་ཐུབ། གྲངས་མཉམ་པའི་ཤོག་བྱང་མཐོ་བ་འདེམས།</translation>
        </message>
        <message>
            <source>Passports and their leads</source>
            <translation>ལམ་ཡིག་དང་དེའི་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Play a real deal now</source>
            <translation>ད་བགོ་སྐོར་དངོས་ཤིག་རྩེ།</translation>
        </message>
        <message>
            <source>Players go out one after another. The deal ends once one side has nobody left holding cards: the side of the first player out wins, or ties if one of its own still holds cards.</source>
            <translation>རྩེད་མཁན་རྣམས་རིམ་བཞིན་ཕྱིར་ཐོན། ཕྱོགས་གཅིག་གི་མི་སུ་ལའང་ཤོག་བྱང་མ་ལུས་མ་ཐག་བགོ་སྐོར་མཇུག་རྫོགས། ཐོག་མར་ཕྱིར་ཐོན་མཁན་གྱི་ཕྱོགས་རྒྱལ། ཡིན་ནའང་རང་ཕྱོགས་ཀྱི་མི་ཞིག་ལ་ཤོག་བྱང་ད་དུང་ཡོད་ན་མཉམ།</translation>
        </message>
        <message>
            <source>Playing face down</source>
            <translation>ཁ་སྦུབ་ཏུ་འཇོག་པ།</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>ཡག་པོ་བྱུང་།</translation>
        </message>
        <message>
            <source>Right. Now the dice are thrown.</source>
            <translation>ཡག་པོ་བྱུང་། ད་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>Right: a pair is a strong start.</source>
            <translation>ཡག་པོ་བྱུང་། ཆ་ནི་འགོ་འཛུགས་ཤུགས་ཆེན་ཞིག་ཡིན།</translation>
        </message>
        <message>
            <source>Right: a pass does not stop you from playing when your turn comes again.</source>
            <translation>ཡག་པོ་བྱུང་། མི་དགོས་ཟེར་ཡང་ཡང་བསྐྱར་རེས་བྱུང་དུས་འཇོག་ཆོག</translation>
        </message>
        <message>
            <source>Right: a set is led face up, all its tiles at once.</source>
            <translation>ཡག་པོ་བྱུང་། ཚན་ནི་དེའི་སྦག་ཚང་མ་དུས་གཅིག་ཏུ་ཁ་གྱེན་དུ་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Right: an unbeatable lead wins the trick for sure.</source>
            <translation>ཡག་པོ་བྱུང་། གནོན་མི་ཐུབ་པའི་མགོ་འཛུགས་ཀྱིས་སྐོར་ངེས་པར་རྒྱལ།</translation>
        </message>
        <message>
            <source>Right: nobody can beat it, and a trick of two tiles counts as two tricks.</source>
            <translation>ཡག་པོ་བྱུང་། དེ་སུས་ཀྱང་གནོན་མི་ཐུབ། སྦག་གཉིས་ཀྱི་སྐོར་ནི་སྐོར་གཉིས་སུ་བགྲང་།</translation>
        </message>
        <message>
            <source>Right: nobody can beat point tiles.</source>
            <translation>ཡག་པོ་བྱུང་། ཤོ་མིག་སྦག་སུས་ཀྱང་གནོན་མི་ཐུབ།</translation>
        </message>
        <message>
            <source>Right: now the others must beat your play.</source>
            <translation>ཡག་པོ་བྱུང་། ད་གཞན་རྣམས་ཀྱིས་ཁྱེད་ཀྱི་བཞག་ཐེངས་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>Right: the crown on your plate tells everyone you are the emperor.</source>
            <translation>ཡག་པོ་བྱུང་། ཁྱེད་ཀྱི་མིང་བྱང་སྟེང་གི་དབུ་རྒྱན་གྱིས་ཁྱེད་གོང་མ་ཡིན་པ་ཚང་མར་སྟོན།</translation>
        </message>
        <message>
            <source>Right: the others now say whether they hold the partner.</source>
            <translation>ཡག་པོ་བྱུང་། ད་གཞན་རྣམས་ཀྱིས་ཟླ་བོ་ཡོད་མེད་བརྗོད།</translation>
        </message>
        <message>
            <source>Right: the others still do not know whose side you are on.</source>
            <translation>ཡག་པོ་བྱུང་། ཁྱེད་སུའི་ཕྱོགས་ཡིན་གཞན་གྱིས་ད་དུང་མི་ཤེས།</translation>
        </message>
        <message>
            <source>Right: the trick is lost anyway, and your good tiles stay in your hand.</source>
            <translation>ཡག་པོ་བྱུང་། སྐོར་འདི་གང་ལྟར་ཡང་ཤོར་རྒྱུ་ཡིན། ཁྱེད་ཀྱི་སྦག་ལེགས་པ་རྣམས་ཀྱང་ལག་ཏུ་ལུས།</translation>
        </message>
        <message>
            <source>Right: whoever beats it must play as many cards.</source>
            <translation>ཡག་པོ་བྱུང་། དེ་གནོན་མཁན་གྱིས་གྲངས་མཉམ་པའི་ཤོག་བྱང་འཇོག་དགོས།</translation>
        </message>
        <message>
            <source>Right: you are on top of the last trick.</source>
            <translation>ཡག་པོ་བྱུང་། སྐོར་མཐའ་མའི་སྟེང་དུ་ཁྱེད་ཡོད།</translation>
        </message>
        <message>
            <source>Right: you are out, and your plate shows your place.</source>
            <translation>ཡག་པོ་བྱུང་། ཁྱེད་ཕྱིར་ཐོན་ཟིན། ཁྱེད་ཀྱི་མིང་བྱང་གིས་ཁྱེད་ཀྱི་ཐོན་རིམ་སྟོན།</translation>
        </message>
        <message>
            <source>Right: your card is the one to beat now.</source>
            <translation>ཡག་པོ་བྱུང་། ད་ཁྱེད་ཀྱི་ཤོག་བྱང་དེ་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>Right: your tile is on top now.</source>
            <translation>ཡག་པོ་བྱུང་། ད་ཁྱེད་ཀྱི་སྦག་སྟེང་དུ་ཡོད།</translation>
        </message>
        <message>
            <source>Saving point tiles for the end can pay much more than leading them early.</source>
            <translation>ཤོ་མིག་སྦག་མཇུག་གི་ཆེད་དུ་ཉར་ན། སྔ་མོར་མགོ་འཛུགས་པ་ལས་ཁེ་ཕན་ཆེས་ཆེ་ཐུབ།</translation>
        </message>
        <message>
            <source>Singles, pairs and more</source>
            <translation>གཅིག་དང་ཆ་གཉིས། དེ་ལས་མང་བ།</translation>
        </message>
        <message>
            <source>Start with a pair if you have one: a trick of two tiles counts as two. Lead the pair the arrow shows.</source>
            <translation>ཁྱེད་ལ་ཆ་ཡོད་ན་དེས་འགོ་འཛུགས། སྦག་གཉིས་ཀྱི་སྐོར་ནི་གཉིས་སུ་བགྲང་། མདའ་རྟགས་ཀྱིས་སྟོན་པའི་ཆ་དེ་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Take it: press “Be emperor”.</source>
            <translation>དེ་ལོངས། «གོང་མ་བྱེད»མནོན།</translation>
        </message>
        <message>
            <source>That card is yours to take, but the highest one makes your hand stronger. Take it.</source>
            <translation>ཤོག་བྱང་དེ་ལེན་ཆོག འོན་ཀྱང་མཐོ་ཤོས་དེས་ཁྱེད་ཀྱི་ལག་ཤོག་ཤུགས་ཆེ་རུ་གཏོང་། དེ་ལོངས།</translation>
        </message>
        <message>
            <source>That gives away a tile you may want later. Play your lowest tiles face down, the ones the arrow shows.</source>
            <translation>དེས་ཕྱིས་སུ་དགོས་སྲིད་པའི་སྦག་ཅིག་ཤོར། ཁྱེད་ཀྱི་སྦག་དམའ་ཤོས་རྣམས་ཁ་སྦུབ་ཏུ་ཞོག མདའ་རྟགས་ཀྱིས་སྟོན་པ་དེ་དག་ཡིན།</translation>
        </message>
        <message>
            <source>That is allowed, but it spends your highest cards on a small round. Pass this time.</source>
            <translation>དེ་ཆོག འོན་ཀྱང་དེས་ཁྱེད་ཀྱི་ཤོག་བྱང་མཐོ་ཤོས་རྣམས་སྐོར་ཆུང་ངུ་ཞིག་ལ་འཕྲོ་བརླག་གཏོང་། ཐེངས་འདིར་མི་དགོས་ཟེར།</translation>
        </message>
        <message>
            <source>That is allowed, but lead your point tiles face up, all at once: then nobody can beat them, and the last trick is yours.</source>
            <translation>དེ་ཆོག འོན་ཀྱང་ཁྱེད་ཀྱི་ཤོ་མིག་སྦག་ཚང་མ་དུས་གཅིག་ཏུ་ཁ་གྱེན་དུ་མགོ་འཛུགས། དེ་ལྟར་ན་སུས་ཀྱང་གནོན་མི་ཐུབ་ལ་སྐོར་མཐའ་མ་ཁྱེད་ལ་ཐོབ།</translation>
        </message>
        <message>
            <source>That is allowed, but this time lead a set: two or more tiles that go together, like the ones the arrow shows.</source>
            <translation>དེ་ཆོག འོན་ཀྱང་ཐེངས་འདིར་ཚན་ཞིག་མགོ་འཛུགས། ཕན་ཚུན་འགྲིག་པའི་སྦག་གཉིས་སམ་དེ་ལས་མང་བ། དཔེར་ན་མདའ་རྟགས་ཀྱིས་སྟོན་པ་དེ་དག</translation>
        </message>
        <message>
            <source>That is allowed, but you can go out now: play all your cards together.</source>
            <translation>དེ་ཆོག འོན་ཀྱང་ད་ལྟ་ཕྱིར་ཐོན་ཐུབ། ཁྱེད་ཀྱི་ཤོག་བྱང་ཚང་མ་མཉམ་དུ་ཞོག</translation>
        </message>
        <message>
            <source>That lead is allowed, but the supreme pair wins this trick for sure. Lead 4-2 and 2-1 together.</source>
            <translation>མགོ་འཛུགས་དེ་ཆོག འོན་ཀྱང་ཆ་མཆོག་གིས་སྐོར་འདི་ངེས་པར་རྒྱལ། 4-2 དང་ 2-1 མཉམ་དུ་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>That play shows the eunuch card, and everyone learns you are the protector. Keep it hidden for now.</source>
            <translation>བཞག་ཐེངས་དེས་མ་ནིང་གི་ཤོག་བྱང་སྟོན་པས་ཁྱེད་སྐུ་སྲུང་ཡིན་པ་ཚང་མས་ཤེས། ད་ལྟ་དེ་སྦས་ནས་ཞོག</translation>
        </message>
        <message>
            <source>That tower stands in front of another player. Choose one of your own two this time.</source>
            <translation>མཁར་དེ་རྩེད་མཁན་གཞན་ཞིག་གི་མདུན་དུ་ཡོད། ཐེངས་འདིར་ཁྱེད་རང་གི་མཁར་གཉིས་ལས་གཅིག་འདེམས།</translation>
        </message>
        <message>
            <source>The banker</source>
            <translation>དངུལ་བདག</translation>
        </message>
        <message>
            <source>The cards and their order</source>
            <translation>ཤོག་བྱང་དང་དེའི་གོ་རིམ།</translation>
        </message>
        <message>
            <source>The dice made you the banker. The banker leads the first trick, and every payment between the banker and the winner of the deal is doubled.</source>
            <translation>ཤོས་ཁྱེད་དངུལ་བདག་ཏུ་བདམས། དངུལ་བདག་གིས་སྐོར་དང་པོ་མགོ་འཛུགས་ཤིང་། དངུལ་བདག་དང་བགོ་སྐོར་གྱི་རྒྱལ་མཁན་བར་གྱི་འཇལ་བ་ཚང་མ་ལྡབ་གཉིས་ཡིན།</translation>
        </message>
        <message>
            <source>The dice were counted round the table from you to find who takes the chosen tower first; the others take the next towers in turn. The two numbers on the dice also name a tile: the point of this deal.</source>
            <translation>བདམས་པའི་མཁར་དེ་སུས་ཐོག་མར་ལེན་པ་ཤེས་ཆེད་ཁྱེད་ནས་བཟུང་སྟེ་ཅོག་ཙེ་སྐོར་དུ་ཤོ་གྲངས་བགྲང་། གཞན་རྣམས་ཀྱིས་རེས་མོས་སུ་མཁར་རྗེས་མ་རྣམས་ལེན། ཤོ་གཉིས་ཀྱི་གྲངས་གཉིས་ཀྱིས་སྦག་ཅིག་ཀྱང་སྟོན། དེ་ནི་བགོ་སྐོར་འདིའི་ཤོ་མིག་ཡིན།</translation>
        </message>
        <message>
            <source>The emperor</source>
            <translation>གོང་མ།</translation>
        </message>
        <message>
            <source>The emperor leads first. Your side wins if one of you goes out first while the other side still holds cards.</source>
            <translation>གོང་མས་ཐོག་མར་མགོ་འཛུགས། ཕྱོགས་གཞན་ལ་ཤོག་བྱང་ད་དུང་ཡོད་སྐབས་ཁྱེད་གཉིས་ལས་གཅིག་ཐོག་མར་ཕྱིར་ཐོན་ན་ཁྱེད་ཕྱོགས་རྒྱལ།</translation>
        </message>
        <message>
            <source>The first tricks were played for you. Now a set was led that you cannot beat: play as many tiles as were led face down, where nobody sees them and they cannot win. Give away your weakest tiles and keep the strong ones for later.</source>
            <translation>སྐོར་དང་པོ་རྣམས་ཁྱེད་ཀྱི་ཚབ་ཏུ་རྩེས་ཟིན། ད་ཁྱེད་ཀྱིས་གནོན་མི་ཐུབ་པའི་ཚན་ཞིག་མགོ་བཙུགས་འདུག མགོ་བཙུགས་པའི་སྦག་གྲངས་དང་མཉམ་པ་ཁ་སྦུབ་ཏུ་ཞོག དེ་དག་སུས་ཀྱང་མི་མཐོང་ལ་རྒྱལ་ཡང་མི་ཐུབ། ཁྱེད་ཀྱི་སྦག་ཞན་ཤོས་རྣམས་སྤོང་ལ་ཤུགས་ཆེ་བ་རྣམས་ཕྱིས་ཀྱི་ཆེད་དུ་ཉར།</translation>
        </message>
        <message>
            <source>The hidden protector</source>
            <translation>སྦས་པའི་སྐུ་སྲུང་།</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>སྐོར་མཐའ་མ།</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>སྐོར་མཐའ་མས་རྒྱལ།</translation>
        </message>
        <message>
            <source>The mother is 4-2 and the son is 2-1; led together they make a set worth a chip from each player. You hold one without the other: show it and ask who has its partner.</source>
            <translation>མ་ནི་ 4-2 དང་བུ་ནི་ 2-1 ཡིན། མཉམ་དུ་མགོ་བཙུགས་ན་རྩེད་མཁན་རེ་རེ་ནས་འཇལ་རྟགས་རེ་ཐོབ་པའི་ཚན་ཞིག་འགྲུབ། ཁྱེད་ལ་གཅིག་ཡོད་ཀྱང་གཅིག་མེད། དེ་སྟོན་ལ་དེའི་ཟླ་བོ་སུ་ལ་ཡོད་འདྲི།</translation>
        </message>
        <message>
            <source>The passport allows that lead, but it can be beaten. Lead what nobody can beat: it keeps the lead with you.</source>
            <translation>ལམ་ཡིག་གིས་མགོ་འཛུགས་དེ་ཆོག་ཀྱང་དེ་གནོན་ཐུབ། སུས་ཀྱང་གནོན་མི་ཐུབ་པ་ཞིག་མགོ་འཛུགས། དེས་མགོ་འཛུགས་ཁྱེད་ལ་ཉར།</translation>
        </message>
        <message>
            <source>The tiles and their sets</source>
            <translation>སྦག་དང་དེའི་ཚན།</translation>
        </message>
        <message>
            <source>The tiles are shuffled and built into eight towers of eight, two in front of each player. You sit opposite the starter, so you choose the first tower and throw the dice. Choose one of the two towers in front of you.</source>
            <translation>སྦག་རྣམས་བསྲེས་ནས་བརྒྱད་རེའི་མཁར་བརྒྱད་བརྩིགས། རྩེད་མཁན་རེ་རེའི་མདུན་དུ་མཁར་གཉིས་རེ་ཡོད། ཁྱེད་སྔོན་འགྲོའི་ཁ་གཏད་དུ་སྡོད་པས་མཁར་དང་པོ་ཁྱེད་ཀྱིས་འདེམས་ཤིང་ཤོ་ཡང་ཁྱེད་ཀྱིས་རྒྱག ཁྱེད་ཀྱི་མདུན་གྱི་མཁར་གཉིས་ལས་གཅིག་འདེམས།</translation>
        </message>
        <message>
            <source>The tiles of the point's kind are point tiles. They beat nothing and nothing beats them; led alone, each one makes every player without a passport pay you a chip at once.</source>
            <translation>ཤོ་མིག་གི་དབྱེ་བའི་སྦག་རྣམས་ནི་ཤོ་མིག་སྦག་ཡིན། དེ་དག་གིས་གང་ཡང་མི་གནོན་ལ་དེ་དག་གནོན་ཐུབ་པ་ཡང་མེད། དེ་དག་ཁོ་ན་མགོ་བཙུགས་ན། ཤོ་མིག་སྦག་རེ་རེར་ལམ་ཡིག་མེད་པའི་རྩེད་མཁན་ཚང་མས་ཁྱེད་ལ་འཕྲལ་དུ་འཇལ་རྟགས་རེ་སྤྲོད།</translation>
        </message>
        <message>
            <source>The towers, the dice and the point</source>
            <translation>མཁར་དང་ཤོ། ཤོ་མིག</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>དཔྱ་ཁྲལ།</translation>
        </message>
        <message>
            <source>The tricks so far were played for you, and you have won six stacks or more: you hold a passport. From now on you never pay for the others' point leads, but you may not lead just anything: mostly only what nobody can beat.</source>
            <translation>ད་བར་གྱི་སྐོར་རྣམས་ཁྱེད་ཀྱི་ཚབ་ཏུ་རྩེས་ཟིན། ཁྱེད་ཀྱིས་ཕུང་དྲུག་གམ་དེ་ལས་མང་བ་རྒྱལ་ཡོད་པས་ཁྱེད་ལ་ལམ་ཡིག་ཡོད། ད་ནས་བཟུང་གཞན་གྱི་ཤོ་མིག་མགོ་འཛུགས་ཀྱི་འཇལ་བ་ནམ་ཡང་མི་སྤྲོད། འོན་ཀྱང་གང་བྱུང་མགོ་འཛུགས་མི་ཆོག ཕལ་ཆེར་སུས་ཀྱང་གནོན་མི་ཐུབ་པ་ཁོ་ན་མགོ་འཛུགས་ཆོག</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal and is paid by the others. You can beat it: do so.</source>
            <translation>ད་བར་གྱི་སྐོར་རྣམས་ཁྱེད་ཀྱི་ཚབ་ཏུ་རྩེས་ཟིན། འདི་ནི་མཐའ་མ་ཡིན། སྐོར་མཐའ་མ་ལེན་མཁན་གྱིས་བགོ་སྐོར་རྒྱལ་ཞིང་གཞན་རྣམས་ཀྱིས་ཁོང་ལ་འཇལ་བ་སྤྲོད། ཁྱེད་ཀྱིས་དེ་གནོན་ཐུབ་པས་གནོན།</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal, however few stacks they had before. You can beat it: do so.</source>
            <translation>ད་བར་གྱི་སྐོར་རྣམས་ཁྱེད་ཀྱི་ཚབ་ཏུ་རྩེས་ཟིན། འདི་ནི་མཐའ་མ་ཡིན། སྐོར་མཐའ་མ་ལེན་མཁན་གྱིས། སྔོན་ཆད་ཕུང་ཇི་ཙམ་ཉུང་ཡང་བགོ་སྐོར་རྒྱལ། ཁྱེད་ཀྱིས་དེ་གནོན་ཐུབ་པས་གནོན།</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; you lead, and only point tiles are left in your hand. Lead them face up, all at once: nobody can beat points, so you take the last trick with a points lead. That is a jump, and it multiplies the settlement.</source>
            <translation>ད་བར་གྱི་སྐོར་རྣམས་ཁྱེད་ཀྱི་ཚབ་ཏུ་རྩེས་ཟིན། མགོ་འཛུགས་ཀྱི་རེས་ཁྱེད་ལ་བབ་ཅིང་ཁྱེད་ཀྱི་ལག་ཏུ་ཤོ་མིག་སྦག་ཁོ་ན་ལུས་ཡོད། དེ་དག་ཚང་མ་དུས་གཅིག་ཏུ་ཁ་གྱེན་དུ་མགོ་འཛུགས། ཤོ་མིག་སུས་ཀྱང་གནོན་མི་ཐུབ་པས་ཁྱེད་ཀྱིས་ཤོ་མིག་མགོ་འཛུགས་ཀྱིས་སྐོར་མཐའ་མ་ལེན། དེ་ནི་མཆོང་ཡིན་ཞིང་དེས་མཇུག་རྩིས་ལྡབ་ཏུ་སྒྱུར།</translation>
        </message>
        <message>
            <source>Tien Gow has 32 tiles in two suits. The 22 civil tiles come in pairs of identical tiles, each kind with its own rank; the 10 military tiles rank by their pips, so 6-3 and 5-4 (both nine) are equal. Your hand is laid out by rank, civil tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>གནམ་དགུ་ལ་རིགས་གཉིས་ཀྱི་སྦག་ 32 ཡོད། ཞི་སྦག་ 22 ནི་འདྲ་མཚུངས་གཉིས་རེར་ཡོད་ཅིང་དབྱེ་བ་རེ་རེར་གོ་རིམ་སོ་སོ་ཡོད། དམག་སྦག་ 10 གི་གོ་རིམ་མིག་གྲངས་ལྟར་ཡིན་པས་ 6-3 དང་ 5-4 (གཉིས་ཀ་སྦག་དགུ) མཉམ། ཁྱེད་ཀྱི་ལག་སྦག་གོ་རིམ་ལྟར་བསྒྲིགས་ཡོད། ཞི་སྦག་སྔོན་ལ་བཞག་ཅིང་རིགས་རེ་རེ་གོ་རིམ་མཐོ་ཤོས་ནས་དམའ་རུ་བཀོད་ཡོད། སྦག་ཞིག་གི་སྟེང་དུ་བྱི་བའི་མདའ་རྟགས་བཞག་ན་དེའི་མིང་མཐོང་ཐུབ།</translation>
        </message>
        <message>
            <source>To beat a play of several cards, play as many cards, each higher. Sort both plays from high to low: each of your cards must be higher than the card in its place.</source>
            <translation>ཤོག་བྱང་མང་པོའི་བཞག་ཐེངས་གནོན་པར་གྲངས་མཉམ་པའི་ཤོག་བྱང་རེ་རེ་མཐོ་བ་ཞོག བཞག་ཐེངས་གཉིས་ཀ་མཐོ་ནས་དམའ་རུ་བསྒྲིགས། ཁྱེད་ཀྱི་ཤོག་བྱང་རེ་རེ་ས་ཚིགས་མཚུངས་པའི་ཤོག་བྱང་ལས་མཐོ་དགོས།</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>ཡང་བསྐྱར་ཚོད་ལྟ།</translation>
        </message>
        <message>
            <source>Two jokers are marked: the red one with a crown is the emperor card, the black one with a green shield is the eunuch card. The next lessons show what they do.</source>
            <translation>ཇོ་ཀར་གཉིས་ལ་རྟགས་ཡོད། དབུ་རྒྱན་ཅན་གྱི་དམར་པོ་ནི་གོང་མའི་ཤོག་བྱང་དང་། ཕུབ་ལྗང་ཁུ་ཅན་གྱི་ནག་པོ་ནི་མ་ནིང་གི་ཤོག་བྱང་ཡིན། སློབ་ཚན་རྗེས་མས་དེ་དག་གི་བྱ་བ་སྟོན།</translation>
        </message>
        <message>
            <source>Two tiles can be led together as a pair: two identical civil tiles, two military tiles of the same pips, or a few matched civil and military tiles. A pair is beaten only by a higher pair of the same sort.</source>
            <translation>སྦག་གཉིས་ཆ་ཞིག་ཏུ་མཉམ་དུ་མགོ་འཛུགས་ཆོག ཞི་སྦག་གཅིག་པ་གཉིས་དང་། མིག་གྲངས་གཅིག་པའི་དམག་སྦག་གཉིས། ཡང་ན་ཕན་ཚུན་མཐུན་པའི་ཞི་སྦག་དང་དམག་སྦག་འགའ། ཆ་ཞིག་གནོན་ཐུབ་པ་རིགས་གཅིག་པའི་ཆ་མཐོ་བ་ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>When everyone else has passed, one after the other, the last to play leads again: any play he likes. The button “Ask: do not beat me” only asks the others; nobody has to obey.</source>
            <translation>གཞན་ཚང་མས་རིམ་བཞིན་མི་དགོས་ཟེར་རྗེས། མཐའ་མར་བཞག་མཁན་གྱིས་ཡང་བསྐྱར་མགོ་འཛུགས། བཞག་ཐེངས་གང་འདོད་ཆོག «རེ་ཞུ། ང་མ་གནོན།»མཐེབ་གནོན་གྱིས་གཞན་ལ་ཞུ་བ་ཙམ་ཡིན། སུས་ཀྱང་ཉན་དགོས་ངེས་མེད།</translation>
        </message>
        <message>
            <source>When you have no passport you may also lead one tile face down and name a suit: any tile of that suit beats it. Use it to give the lead away.</source>
            <translation>ཁྱེད་ལ་ལམ་ཡིག་མེད་ན་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ནས་རིགས་ཤིག་གི་མིང་འབོད་པ་ཡང་ཆོག རིགས་དེའི་སྦག་གང་རུང་གིས་དེ་གནོན་ཐུབ། མགོ་འཛུགས་གཞན་ལ་སྤྲོད་པར་དེ་བེད་སྤྱོད་གཏོང་།</translation>
        </message>
        <message>
            <source>Whoever is on top when everyone has played takes the trick, one stack for each tile led, and leads next. Nobody has to beat: a player may always play face down instead.</source>
            <translation>ཚང་མས་བཞག་ཚར་དུས་སྟེང་དུ་ཡོད་མཁན་གྱིས་སྐོར་ལེན། མགོ་བཙུགས་པའི་སྦག་རེ་རེར་ཕུང་རེ་ཐོབ་ཅིང་རྗེས་མ་མགོ་འཛུགས། སུས་ཀྱང་གནོན་མི་དགོས། དེའི་ཚབ་ཏུ་རྟག་ཏུ་ཁ་སྦུབ་ཏུ་འཇོག་ཆོག</translation>
        </message>
        <message>
            <source>Whoever takes the last trick is the banker of the next deal.</source>
            <translation>སྐོར་མཐའ་མ་ལེན་མཁན་དེ་བགོ་སྐོར་རྗེས་མའི་དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>Without an unbeatable lead a passport holder may lead sets only under stricter rules, and at worst must show the hand. The rules page has them all.</source>
            <translation>གནོན་མི་ཐུབ་པའི་མགོ་འཛུགས་མེད་ན། ལམ་ཡིག་འཛིན་མཁན་གྱིས་དམ་དྲག་ཆེ་བའི་སྒྲིག་གཞི་ལྟར་ཁོ་ན་ཚན་མགོ་འཛུགས་ཆོག ཆེས་ངན་ན་ལག་སྦག་སྟོན་དགོས། སྒྲིག་གཞིའི་ཤོག་ངོས་སུ་དེ་དག་ཚང་མ་ཡོད།</translation>
        </message>
        <message>
            <source>You have the lead: you may play anything. Lead two or more cards of one rank: click their column twice, or Ctrl and click for all of it, then press Play.</source>
            <translation>མགོ་འཛུགས་ཁྱེད་ཀྱི་རེས་ཡིན། གང་འདོད་འཇོག་ཆོག གོ་རིམ་གཅིག་པའི་ཤོག་བྱང་གཉིས་སམ་དེ་ལས་མང་བས་མགོ་འཛུགས། དེའི་གྱེན་ཕྲེང་ཐེངས་གཉིས་མནན་ནམ། ཚང་མ་ལེན་པར་ Ctrl དང་མཉམ་དུ་མནན་ནས་«བཞག»མནོན།</translation>
        </message>
        <message>
            <source>You hold the emperor card: the red joker with the crown. Its holder may be the emperor, who plays with a hidden protector against the other three, or pass the card on.</source>
            <translation>ཁྱེད་ལ་གོང་མའི་ཤོག་བྱང་ཡོད། དབུ་རྒྱན་ཅན་གྱི་ཇོ་ཀར་དམར་པོ་དེ་ཡིན། འཛིན་མཁན་གྱིས་གོང་མ་བྱས་ཏེ་སྦས་པའི་སྐུ་སྲུང་དང་མཉམ་དུ་གཞན་གསུམ་ལ་རྩེ་ཆོག ཡང་ན་ཤོག་བྱང་གཞན་ལ་སྤྲོད་ཆོག</translation>
        </message>
        <message>
            <source>You hold the eunuch card, the black joker with the green shield: you are the emperor's protector. Nobody else knows it until you play that card.</source>
            <translation>ཁྱེད་ལ་མ་ནིང་གི་ཤོག་བྱང་། ཕུབ་ལྗང་ཁུ་ཅན་གྱི་ཇོ་ཀར་ནག་པོ་ཡོད། ཁྱེད་གོང་མའི་སྐུ་སྲུང་ཡིན། ཤོག་བྱང་དེ་མ་བཞག་བར་དུ་གཞན་སུས་ཀྱང་མི་ཤེས།</translation>
        </message>
        <message>
            <source>You lead first. Tiles can be led together as a set: two to four identical sky tiles, or earth tiles of equal rank, among others. Lead a set of two or more tiles, such as the one the arrow shows.</source>
            <translation>ཁྱེད་ཀྱིས་ཐོག་མར་མགོ་འཛུགས། སྦག་རྣམས་ཚན་དུ་མཉམ་དུ་མགོ་འཛུགས་ཆོག དཔེར་ན་གནམ་སྦག་འདྲ་མཚུངས་གཉིས་ནས་བཞི་བར་རམ། གོ་རིམ་མཉམ་པའི་ས་སྦག་ལ་སོགས་པ། སྦག་གཉིས་སམ་དེ་ལས་མང་བའི་ཚན་ཞིག་མགོ་འཛུགས། དཔེར་ན་མདའ་རྟགས་ཀྱིས་སྟོན་པ་དེ།</translation>
        </message>
        <message>
            <source>You may pass it on, but this time be the emperor.</source>
            <translation>གཞན་ལ་སྤྲོད་ཆོག འོན་ཀྱང་ཐེངས་འདིར་གོང་མ་བྱོས།</translation>
        </message>
        <message>
            <source>You may pass, but this lesson is about the offer: show the tile the arrow points at.</source>
            <translation>མི་དགོས་ཟེར་ཆོག འོན་ཀྱང་སློབ་ཚན་འདི་གྲོས་འདོན་སྐོར་ཡིན། མདའ་རྟགས་ཀྱིས་མཚོན་པའི་སྦག་དེ་སྟོན།</translation>
        </message>
        <message>
            <source>You took the last trick and won the deal. Each player with fewer than six stacks pays you one chip for each stack short of six; you pay those with more than six.</source>
            <translation>ཁྱེད་ཀྱིས་སྐོར་མཐའ་མ་བླངས་ནས་བགོ་སྐོར་རྒྱལ། ཕུང་དྲུག་ལས་ཉུང་བའི་རྩེད་མཁན་རེ་རེས་དྲུག་ལ་མ་ལོང་བའི་ཕུང་རེ་རེར་ཁྱེད་ལ་འཇལ་རྟགས་རེ་སྤྲོད། དྲུག་ལས་མང་བ་ཡོད་མཁན་ལ་ཁྱེད་ཀྱིས་སྤྲོད།</translation>
        </message>
        <message>
            <source>You won the deal. Each other player pays you four chips less one for each trick they took (five if they took none); a player with more than four tricks is paid instead.</source>
            <translation>ཁྱེད་ཀྱིས་བགོ་སྐོར་རྒྱལ། རྩེད་མཁན་གཞན་རེ་རེས་ཁྱེད་ལ་འཇལ་རྟགས་བཞི་ལས་རང་གིས་བླངས་པའི་སྐོར་རེ་རེར་གཅིག་ཕབ་པ་སྤྲོད། (སྐོར་གཅིག་ཀྱང་མ་བླངས་ན་ལྔ།) སྐོར་བཞི་ལས་མང་བ་ཡོད་མཁན་ལ་དེའི་ཚབ་ཏུ་ཁྱེད་ཀྱིས་སྤྲོད།</translation>
        </message>
        <message>
            <source>You won the last trick with points: every player short of six stacks pays you the shortfall times the jump's multiplier. The chips show the settlement.</source>
            <translation>ཁྱེད་ཀྱིས་ཤོ་མིག་གིས་སྐོར་མཐའ་མ་རྒྱལ། ཕུང་དྲུག་ལ་མ་ལོང་བའི་རྩེད་མཁན་རེ་རེས་མ་ལོང་བའི་གྲངས་དེ་མཆོང་གི་ལྡབ་གྲངས་ཀྱིས་སྒྱུར་ནས་ཁྱེད་ལ་སྤྲོད། འཇལ་རྟགས་ཀྱིས་མཇུག་རྩིས་སྟོན།</translation>
        </message>
        <message>
            <source>Your hand stands in columns, one for each rank: the jokers on the left, then the 2s, down to the 6s on the right. A click on a column takes one card of it, each further click one more; Ctrl and a click take the whole column.</source>
            <translation>ཁྱེད་ཀྱི་ལག་ཤོག་གོ་རིམ་རེར་གྱེན་ཕྲེང་རེ་ལྟར་བསྒྲིགས་ཡོད། ཇོ་ཀར་གཡོན་དུ། དེ་རྗེས་ 2 ནས་གཡས་སུ་ 6 བར། གྱེན་ཕྲེང་ཐེངས་གཅིག་མནན་ན་ཤོག་བྱང་གཅིག་ལེན། ཡང་མནན་རེར་གཅིག་རེ་སྣོན། Ctrl དང་མཉམ་དུ་མནན་ན་གྱེན་ཕྲེང་ཧྲིལ་པོ་ལེན།</translation>
        </message>
        <message>
            <source>Your last cards make one play. Play them all together and you are out.</source>
            <translation>ཁྱེད་ཀྱི་ཤོག་བྱང་མཐའ་མ་རྣམས་བཞག་ཐེངས་གཅིག་ཡིན། ཚང་མ་མཉམ་དུ་བཞག་ན་ཁྱེད་ཕྱིར་ཐོན།</translation>
        </message>
        <message>
            <source>Your protector is whoever holds the eunuch card, the black joker with the green shield. Nobody knows who it is until that card is played, not even you.</source>
            <translation>ཁྱེད་ཀྱི་སྐུ་སྲུང་ནི་མ་ནིང་གི་ཤོག་བྱང་། ཕུབ་ལྗང་ཁུ་ཅན་གྱི་ཇོ་ཀར་ནག་པོ་འཛིན་མཁན་དེ་ཡིན། ཤོག་བྱང་དེ་མ་བཞག་བར་དུ་སུ་ཡིན་སུས་ཀྱང་མི་ཤེས། ཁྱེད་ཀྱིས་ཀྱང་མི་ཤེས།</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>%1 (N)</source>
            <translation>%1 (N)</translation>
        </message>
        <message>
            <source>%1 offers to exchange hands with you.</source>
            <translation>%1 ནས་ཁྱེད་དང་ལག་སྦག་བརྗེ་རྒྱུའི་གྲོས་འདོན་བྱུང་།</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son, without dice.</source>
            <translation>%1 ནས་ཤོ་མེད་པར་མ་དང་བུ་བརྗེ་རྒྱུའི་གྲོས་འདོན་བྱུང་།</translation>
        </message>
        <message>
            <source>%1 shows %2. Accept, and the dice decide who takes both?</source>
            <translation>%1 ནས་ %2 བསྟན། ངོས་ལེན་བྱས་ན་གཉིས་ཀ་སུས་ལེན་མིན་ཤོས་ཐག་གཅོད། ངོས་ལེན་ནམ།</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>རེས་ %1 ལ་བབ།</translation>
        </message>
        <message>
            <source>&amp;Examples…</source>
            <translation>དཔེ་མཚོན…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>བརྙན་ཡོལ་ཧྲིལ་པོ།</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>རྩེད་མོ།</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>རོགས་རམ།</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>གསལ་འདེབས།</translation>
        </message>
        <message>
            <source>&amp;Larger</source>
            <translation>ཆེ་རུ་གཏོང་།</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>&amp;རྩེད་སྟངས་སློབ་པ…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>རྩེད་མོ་གསར་པ…</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>རྩེད་ཐེངས་གསར་པ…</translation>
        </message>
        <message>
            <source>&amp;Past deals…</source>
            <translation>སྔོན་གྱི་བགོ་སྐོར…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>ཕྱིར་ཐོན།</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>འགུལ་སྣང་ཉུང་དུ་གཏོང་།</translation>
        </message>
        <message>
            <source>&amp;Rules of Bagchen</source>
            <translation>སྦག་ཆེན་གྱི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>རྩེད་ཐེངས་ངོས་ལེབ།</translation>
        </message>
        <message>
            <source>&amp;Smaller</source>
            <translation>ཆུང་རུ་གཏོང་།</translation>
        </message>
        <message>
            <source>&amp;Tile size</source>
            <translation>སྦག་གི་ཆེ་ཆུང་།</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>ཕྱིར་ལྡོག</translation>
        </message>
        <message>
            <source>&amp;Usual size</source>
            <translation>རྒྱུན་ལྡན་ཆེ་ཆུང་།</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>མཐོང་སྣང་།</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>འགུལ་སྣང་གི་མྱུར་ཚད།</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>སྦག་ཆེན།</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>%1 གནོན་པའམ་སྦག་ %2 ཁ་སྦུབ་ཏུ་བཞག</translation>
        </message>
        <message>
            <source>Before looking at the tiles, you may offer to exchange hands.</source>
            <translation>སྦག་ལ་མ་བལྟས་གོང་ལག་སྦག་བརྗེ་རྒྱུའི་གྲོས་འདོན་ཆོག</translation>
        </message>
        <message>
            <source>Before the shuffle: a run of bad luck? You may demand an exchange of seats.</source>
            <translation>སྦག་མ་བསྲེས་གོང་། བསོད་ནམས་ངན་པ་རྒྱུན་ཆགས་སམ། སྡོད་ས་བརྗེ་རྒྱུ་རེ་ཞུ་ཆོག</translation>
        </message>
        <message>
            <source>Declare &amp;Gobah (five more deals)</source>
            <translation>གོ་བཱ་སྒྲོག (བགོ་སྐོར་ལྔ་ལྷག)</translation>
        </message>
        <message>
            <source>Exchange seats</source>
            <translation>སྡོད་ས་བརྗེ།</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>མྱུར་བ།</translation>
        </message>
        <message>
            <source>Gobah: the five last deals begin after this one.</source>
            <translation>གོ་བཱ། བགོ་སྐོར་འདིའི་རྗེས་སུ་བགོ་སྐོར་མཐའ་མ་ལྔ་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>སྐད་ཅིག་མ།</translation>
        </message>
        <message>
            <source>It is kept: the next time Bagchen starts, it offers to go on with it.</source>
            <translation>དེ་ཉར་ཡོད། ཐེངས་རྗེས་མར་སྦག་ཆེན་ཁ་ཕྱེ་དུས་མུ་མཐུད་རྩེ་རྒྱུའི་གྲོས་འདོན་ཡོང་།</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>མུ་མཐུད་རྩེ།</translation>
        </message>
        <message>
            <source>Keep the seats and deal</source>
            <translation>སྡོད་ས་མི་བརྗེ་བར་བགོ</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>རྩེད་སྟངས་སློབ་པ།</translation>
        </message>
        <message>
            <source>Leave the deal in progress?</source>
            <translation>རྩེ་བཞིན་པའི་བགོ་སྐོར་བཞག་ནས་འགྲོའམ།</translation>
        </message>
        <message>
            <source>Leave this session and start a new one?</source>
            <translation>རྩེད་ཐེངས་འདི་བཞག་ནས་གསར་པ་ཞིག་འགོ་འཛུགས་སམ།</translation>
        </message>
        <message>
            <source>Look at the &amp;previous trick</source>
            <translation>སྐོར་སྔ་མར་བལྟ།</translation>
        </message>
        <message>
            <source>Mother and son: you may show your tile and look for its partner.</source>
            <translation>མ་བུ། ཁྱེད་ཀྱི་སྦག་བསྟན་ནས་དེའི་ཟླ་བོ་འཚོལ་ཆོག</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>བགོ་སྐོར་རྗེས་མ།</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>རྩེད་མོ་གསར་པ།</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>རྩེད་ཐེངས་གསར་པ།</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>བགོ་སྐོར་རྗེས་མ།</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>རྒྱུན་ལྡན།</translation>
        </message>
        <message>
            <source>On your turn: hold %1, or click the last stack won, to see the previous trick again</source>
            <translation>ཁྱེད་ཀྱི་རེས་ལ། སྐོར་སྔ་མར་ཡང་བསྐྱར་བལྟ་བར་ %1 མནན་ནས་འཛིན་པའམ། ཡང་ན་ཐོབ་པའི་ཕུང་མཐའ་མ་མནན།</translation>
        </message>
        <message>
            <source>One &amp;last deal (Tashi Gobah)</source>
            <translation>བགོ་སྐོར་མཐའ་མ་གཅིག (བཀྲ་ཤིས་གོ་བཱ)</translation>
        </message>
        <message>
            <source>Passport, rule 4: lead %1.</source>
            <translation>ལམ་ཡིག སྒྲིག་གཞི་ 4 པ། %1 མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>རྩེ།</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>ཕྱིར་ཐོན།</translation>
        </message>
        <message>
            <source>Quit Bagchen</source>
            <translation>སྦག་ཆེན་ནས་ཕྱིར་ཐོན།</translation>
        </message>
        <message>
            <source>Seats are drawn with the dice.</source>
            <translation>སྡོད་ས་ཤོ་རྒྱག་ནས་འདེམས།</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>རྩེད་ཐེངས་ལ་བལྟ།</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>རྩེད་ཐེངས།</translation>
        </message>
        <message>
            <source>Show or hide the session panel (F9)</source>
            <translation>རྩེད་ཐེངས་ངོས་ལེབ་སྟོན་པའམ་སྦས། (F9)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>དལ་བ།</translation>
        </message>
        <message>
            <source>Tashi Gobah will be the next deal.</source>
            <translation>བགོ་སྐོར་རྗེས་མ་དེ་བཀྲ་ཤིས་གོ་བཱ་ཡིན།</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>The dice show %1 and %2: %3, %4. Read it as you like; the dice go back to the point.</source>
            <translation>ཤོ་ལ་ %1 དང་ %2 བྱུང་། %3  %4། རང་འདོད་ལྟར་གོ་དོན་ཐོན། ཤོ་སླར་ཡང་ཤོ་མིག་སྟོན་སར་ལོག</translation>
        </message>
        <message>
            <source>Throw the dice for a hint</source>
            <translation>གསལ་འདེབས་ཆེད་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>You sit opposite the starter: choose the tower to be taken first.</source>
            <translation>ཁྱེད་སྔོན་འགྲོའི་ཁ་གཏད་དུ་བསྡད་ཡོད། ཐོག་མར་ལེན་རྒྱུའི་མཁར་འདེམས།</translation>
        </message>
        <message>
            <source>Your hand has none of the high tiles: you may show it and demand a re-deal.</source>
            <translation>ཁྱེད་ཀྱི་ལག་སྦག་ནང་སྦག་མཐོ་པོ་གཅིག་ཀྱང་མེད། དེ་བསྟན་ནས་བསྐྱར་བགོ་རེ་ཞུ་ཆོག</translation>
        </message>
        <message>
            <source>Your lead (you hold a passport: only some leads are allowed).</source>
            <translation>ཁྱེད་ཀྱིས་མགོ་འཛུགས། (ཁྱེད་ལ་ལམ་ཡིག་ཡོད་པས་མགོ་འཛུགས་ཁ་ཤས་ཁོ་ན་ཆོག)</translation>
        </message>
        <message>
            <source>Your lead.</source>
            <translation>ཁྱེད་ཀྱིས་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>ཁྱེད་ཀྱི་རེས།</translation>
        </message>
        <message>
            <source>the face-down lead</source>
            <translation>ཁ་སྦུབ་མགོ་འཛུགས།</translation>
        </message>
    </context>
    <context>
        <name>NewSessionDialog</name>
        <message>
            <source> chips</source>
            <translation> འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source> s</source>
            <translation> སྐར་ཆ།</translation>
        </message>
        <message>
            <source> tiles</source>
            <translation> སྦག</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal</source>
            <translation>མཆོང་ན་མཇུག་གི་འཇལ་བ་རྣམས་ལྡབ་གྲངས་འདི་དང་བགོ་སྐོར་མཇུག་སྒྲིལ་བའི་ཤོ་མིག་གི་གྲངས་ཀྱིས་སྒྱུར།</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal.</source>
            <translation>མཆོང་ན་མཇུག་གི་འཇལ་བ་རྣམས་ལྡབ་གྲངས་འདི་དང་བགོ་སྐོར་མཇུག་སྒྲིལ་བའི་ཤོ་མིག་གི་གྲངས་ཀྱིས་སྒྱུར།</translation>
        </message>
        <message>
            <source>A new session of Bagchen</source>
            <translation>སྦག་ཆེན་གྱི་རྩེད་ཐེངས་གསར་པ།</translation>
        </message>
        <message>
            <source>A new session of Bao Huang</source>
            <translation>གོང་མ་སྲུང་བའི་རྩེད་ཐེངས་གསར་པ།</translation>
        </message>
        <message>
            <source>A new session of Tien Gow</source>
            <translation>གནམ་དགུའི་རྩེད་མོ་གསར་པ</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for a new deal.</source>
            <translation>སྦག་མཐོ་བ་གཅིག་ཀྱང་མེད་པའི་རྩེད་མཁན་གྱིས་བགོ་སྐོར་གསར་པ་ཞུ་ཆོག</translation>
        </message>
        <message>
            <source>A player may lead one tile face down and name a suit; any tile of that suit beats it.</source>
            <translation>རྩེད་མཁན་གྱིས་སྦག་གཅིག་ཁ་སྒྱེལ་ནས་མགོ་འཛུགས་ཏེ་རིགས་ཤིག་གི་མིང་འདོན་ཆོག རིགས་དེའི་སྦག་གང་རུང་གིས་དེ་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so</source>
            <translation>སྐོར་གནོན་ཐུབ་མཁན་གྱིས་ངེས་པར་དུ་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so.</source>
            <translation>སྐོར་གནོན་ཐུབ་མཁན་གྱིས་ངེས་པར་དུ་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the shuffle.</source>
            <translation>རྒྱུན་དུ་སྐལ་ངན་བྱུང་བའི་རྩེད་མཁན་གྱིས་སྦག་མ་བསྲེས་གོང་སྡོད་ས་གསར་པ་ཞུ་ཆོག</translation>
        </message>
        <message>
            <source>A well-known set of rules; change any option below to make your own</source>
            <translation>གྲགས་ཅན་གྱི་སྒྲིག་གཞི་ཚོགས་ཤིག གཤམ་གྱི་འདེམས་ཀ་གང་རུང་བསྒྱུར་ནས་རང་གི་ལུགས་བཟོ་ཆོག</translation>
        </message>
        <message>
            <source>AI level</source>
            <translation>གློག་ཀླད་ཀྱི་རིམ་པ།</translation>
        </message>
        <message>
            <source>AI level: how well the computer plays, from Random (any legal move) to Hard.</source>
            <translation>གློག་ཀླད་ཀྱི་རིམ་པ། གློག་ཀླད་ཀྱིས་ཇི་ཙམ་ལེགས་པར་རྩེ་བ། སྐབས་བསྟུན་ (ཆོག་པའི་བཞག་ཐེངས་གང་རུང་) ནས་དཀའ་བ་བར།</translation>
        </message>
        <message>
            <source>Against {below}: not measured yet with these rules.</source>
            <translation>{below} དང་བསྡུར་ན། སྒྲིག་གཞི་འདི་དག་ཐོག་ད་དུང་ཚད་བཅལ་མེད།</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal (95%: {low} to {high}; deals: {deals}).</source>
            <translation>{below} དང་བསྡུར་ན། བགོ་སྐོར་རེ་རེར་འཇལ་རྟགས་ {gain} (95%: {low} ནས་ {high} བར། བགོ་སྐོར་ {deals})།</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal, not shown stronger (95%: {low} to {high}; deals: {deals}).</source>
            <translation>{below} དང་བསྡུར་ན། བགོ་སྐོར་རེ་རེར་འཇལ་རྟགས་ {gain}། ཤུགས་ཆེ་བ་ད་དུང་ར་སྤྲོད་མེད། (95%: {low} ནས་ {high} བར། བགོ་སྐོར་ {deals})།</translation>
        </message>
        <message>
            <source>An easier passport rule: lead from the strongest group of leads you hold.</source>
            <translation>ཤུགས་ཆེ་ཤོས་ནས་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>འགུལ་སྣང་།</translation>
        </message>
        <message>
            <source>Bagchen, or Tien Gow: the Chinese game Bagchen comes from</source>
            <translation>སྦག་ཆེན་ནམ་གནམ་དགུ། སྦག་ཆེན་གྱི་འབྱུང་ཁུངས་རྒྱ་ནག་གི་རྩེད་མོ</translation>
        </message>
        <message>
            <source>Bao Huang rules:</source>
            <translation>གོང་མ་སྲུང་བའི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Bao Huang: five players, the emperor and his hidden protector against three farmers</source>
            <translation>གོང་མ་སྲུང་བ། རྩེད་མཁན་ལྔ། གོང་མ་དང་ཁོང་གི་སྦས་པའི་སྐུ་སྲུང་གཉིས་ཀྱིས་མི་སེར་གསུམ་དང་འགྲན</translation>
        </message>
        <message>
            <source>Before anyone looks at their tiles, two players may swap their whole hands.</source>
            <translation>སུས་ཀྱང་རང་གི་སྦག་ལ་མ་བལྟས་གོང་རྩེད་མཁན་གཉིས་ཀྱིས་ལག་སྦག་ཧྲིལ་པོ་བརྗེ་ཆོག</translation>
        </message>
        <message>
            <source>Before play, the holders of 4-2 and 2-1 may offer them, and the dice unite them.</source>
            <translation>མ་རྩེས་གོང་ 4-2 དང་ 2-1 འཛིན་མཁན་གྱིས་དེ་དག་འབུལ་ཆོག ཤོ་ཡིས་དེ་གཉིས་མཉམ་དུ་སྦྱོར།</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>རིམ་པ་ལྟར།</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ཕྱིར་འཐེན།</translation>
        </message>
        <message>
            <source>Charity (lead one tile face down)</source>
            <translation>སྦྱིན་པ། (སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་འཛུགས)</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>ངེས་པར་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>Cores for Hard's search:</source>
            <translation>དཀའ་བའི་གློག་ཀླད་ཀྱིས་སྤྱོད་པའི་ལྟེ་བ།</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>རང་བཟོ།</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>སྲོལ་རྒྱུན།</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>Digital Gamers ལུགས།</translation>
        </message>
        <message>
            <source>East</source>
            <translation>ཤར།</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>སླ་བ།</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb, without looking ahead.</source>
            <translation>སླ་བ། སྔོན་ལ་མི་བསམ་པར་ལག་ལེན་གྱི་སྒྲིག་སྲོལ་སྟེང་རྩེ།</translation>
        </message>
        <message>
            <source>Every seat needs a name.</source>
            <translation>སྡོད་ས་རེ་རེར་མིང་དགོས།</translation>
        </message>
        <message>
            <source>Exchanging hands before looking</source>
            <translation>མ་བལྟས་གོང་ལག་སྦག་བརྗེ་བ།</translation>
        </message>
        <message>
            <source>Exchanging seats against bad luck</source>
            <translation>བསོད་ནམས་ངན་པ་སྤོང་ཕྱིར་སྡོད་ས་བརྗེ་བ།</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>མྱུར་བ།</translation>
        </message>
        <message>
            <source>Fewer options</source>
            <translation>འདེམས་ཀ་ཉུང་བ།</translation>
        </message>
        <message>
            <source>Formal (dice and time of day)</source>
            <translation>སྲོལ་མཐུན། (ཤོ་དང་ཉིན་གྱི་དུས་ཚོད)</translation>
        </message>
        <message>
            <source>Full (rules 1 to 4)</source>
            <translation>ཆ་ཚང་། (སྒྲིག་གཞི་ 1 ནས་ 4 བར)</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>རྩེད་མོ།</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session</source>
            <translation>རྩེད་ཐེངས་མཇུག་ཏུ་ལྟས་བཟང་ངན་ལ་བལྟ།</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session.</source>
            <translation>རྩེད་ཐེངས་མཇུག་ཏུ་ལྟས་བཟང་ངན་ལ་བལྟ།</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>དཀའ་བ།</translation>
        </message>
        <message>
            <source>Hard searches in this many processes at once; one core left free keeps the table smooth</source>
            <translation>དཀའ་བའི་གློག་ཀླད་ཀྱིས་བྱ་རིམ་འདི་ཙམ་དུས་མཉམ་དུ་འཚོལ་ཞིབ་བྱེད། ལྟེ་བ་གཅིག་སྟོང་པར་བཞག་ན་ཅོག་ཙེ་བདེ་བླག་ངང་འགྲོ།</translation>
        </message>
        <message>
            <source>Hard: tries more moves and the play after them, on more guessed deals.</source>
            <translation>དཀའ་བ། བཞག་ཐེངས་མང་བ་དང་དེའི་རྗེས་ཀྱི་རྩེད་སྟངས་ཀྱང་ཚོད་དཔག་གི་བགོ་སྐོར་མང་བའི་ཐོག་ཚོད་ལྟ་བྱེད།</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>ཤོའི་གསལ་འདེབས།</translation>
        </message>
        <message>
            <source>How boldly this AI goes for a jump, from cautious to bold</source>
            <translation>གློག་ཀླད་འདིས་མཆོང་ཆེད་སྤོབས་པ་ཇི་ཙམ་བྱེད་པ། གཟབ་ནན་ནས་སྤོབས་ཆེན་བར།</translation>
        </message>
        <message>
            <source>How fast the pieces move on the table.</source>
            <translation>ཅོག་ཙེའི་སྟེང་དུ་སྦག་དང་ཤོག་བྱང་ཇི་ཙམ་མགྱོགས་པོར་འགུལ་བ།</translation>
        </message>
        <message>
            <source>How long this AI may think about each decision; by level: its level's own time, Hard's the longest</source>
            <translation>གློག་ཀླད་འདིས་ཐག་གཅོད་རེ་རེར་དུས་ཚོད་ཇི་ཙམ་བསམ་ཆོག་པ། རིམ་པ་ལྟར་ན་རིམ་པ་རང་གི་དུས་ཚོད་དེ། དཀའ་བའི་དུས་ཚོད་རིང་ཤོས།</translation>
        </message>
        <message>
            <source>How many processor cores the Hard level may think with at once.</source>
            <translation>དཀའ་བའི་རིམ་པས་དུས་མཉམ་དུ་བེད་སྤྱོད་ཆོག་པའི་ལས་སྣོན་ལྟེ་བའི་གྲངས།</translation>
        </message>
        <message>
            <source>How the players' seats round the table are drawn.</source>
            <translation>ཅོག་ཙེའི་མཐའ་སྐོར་དུ་རྩེད་མཁན་གྱི་སྡོད་ས་ཇི་ལྟར་འགོད་པ།</translation>
        </message>
        <message>
            <source>Informal (two counts of the dice)</source>
            <translation>སྟབས་བདེ། (ཤོའི་གྲངས་ཐེངས་གཉིས)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>སྐད་ཅིག་མ།</translation>
        </message>
        <message>
            <source>Jump factor:</source>
            <translation>མཆོང་གི་ལྡབ་གྲངས།</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>འབྲིང་།</translation>
        </message>
        <message>
            <source>Medium: tries its likeliest moves on deals guessed from what it has seen.</source>
            <translation>འབྲིང་། མཐོང་ཟིན་པ་ལས་ཚོད་དཔག་བྱས་པའི་བགོ་སྐོར་ཐོག་བཞག་ཐེངས་འོས་ཤོས་ཚོད་ལྟ་བྱེད།</translation>
        </message>
        <message>
            <source>Mixed ministers up to four tiles, and whoever can beat must beat.</source>
            <translation>བློན་འདྲེས་བཞི་བར། ངེས་པར་གནོན།</translation>
        </message>
        <message>
            <source>Mixed ministers, at most:</source>
            <translation>བློན་འདྲེས་མ། མང་ཤོས།</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>མིང་།</translation>
        </message>
        <message>
            <source>Name: what the table calls that player.</source>
            <translation>མིང་། ཅོག་ཙེས་རྩེད་མཁན་དེ་ལ་འབོད་སྟངས།</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>རྩེད་ཐེངས་གསར་པ།</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>རྒྱུན་ལྡན།</translation>
        </message>
        <message>
            <source>North</source>
            <translation>བྱང་།</translation>
        </message>
        <message>
            <source>Off (no limits on leads)</source>
            <translation>མེད། (མགོ་འཛུགས་ལ་ཚད་བཀག་མེད)</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>ལྟས།</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left</source>
            <translation>དེ་མིན་རྩེད་མཁན་ཞིག་ལ་འཇལ་རྟགས་མ་ལུས་ན་རྩེད་ཐེངས་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left.</source>
            <translation>དེ་མིན་རྩེད་མཁན་ཞིག་ལ་འཇལ་རྟགས་མ་ལུས་ན་རྩེད་ཐེངས་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>Passport:</source>
            <translation>ལམ་ཡིག</translation>
        </message>
        <message>
            <source>Play on below zero chips</source>
            <translation>འཇལ་རྟགས་ཀླད་ཀོར་ལས་ཉུང་ཡང་མུ་མཐུད་རྩེ།</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>རྩེད་མཁན།</translation>
        </message>
        <message>
            <source>Preset:</source>
            <translation>སྔོན་སྒྲིག</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>སྐབས་བསྟུན།</translation>
        </message>
        <message>
            <source>Random plays any legal move; Hard thinks deepest</source>
            <translation>སྐབས་བསྟུན་གྱིས་ཆོག་པའི་བཞག་ཐེངས་གང་རུང་རྩེ། དཀའ་བས་ཟབ་ཤོས་བསམ།</translation>
        </message>
        <message>
            <source>Random: any legal move, chosen by chance.</source>
            <translation>སྐབས་བསྟུན། ཆོག་པའི་བཞག་ཐེངས་གང་རུང་སྐབས་བསྟུན་གྱིས་འདེམས།</translation>
        </message>
        <message>
            <source>Re-deal for a hand without high tiles</source>
            <translation>སྦག་མཐོ་པོ་མེད་པའི་ལག་སྦག་ལ་བསྐྱར་བགོ</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>སྔོན་སྒྲིག་ལ་སླར་ལོག</translation>
        </message>
        <message>
            <source>Risk (cautious – bold)</source>
            <translation>ཉེན་ཁ། (གཟབ་ནན་ – སྤོབས་ཆེན)</translation>
        </message>
        <message>
            <source>Risk: how readily a computer player goes for a big win, from cautious to bold.</source>
            <translation>ཉེན་ཁ། གློག་ཀླད་རྩེད་མཁན་གྱིས་རྒྱལ་ཁ་ཆེན་པོའི་ཆེད་སྤོབས་པ་ཇི་ཙམ་བྱེད་པ། གཟབ་ནན་ནས་སྤོབས་ཆེན་བར།</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Rules and options…</source>
            <translation>སྒྲིག་གཞི་དང་འདེམས་ཀ…</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>སྡོད་ས།</translation>
        </message>
        <message>
            <source>Seating:</source>
            <translation>སྡོད་ས་འགོད་སྟངས།</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>ཞང་ཞུང་ / pagat (ཚད་ལྡན)</translation>
        </message>
        <message>
            <source>Simplified</source>
            <translation>སླ་བཟོས།</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>ལམ་ཡིག་སླ་བཟོས།</translation>
        </message>
        <message>
            <source>Sit here yourself</source>
            <translation>འདིར་རང་ཉིད་སྡོད།</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>དལ་བ།</translation>
        </message>
        <message>
            <source>South</source>
            <translation>ལྷོ།</translation>
        </message>
        <message>
            <source>Stake:</source>
            <translation>མ་རྩ།</translation>
        </message>
        <message>
            <source>Start the session</source>
            <translation>རྩེད་ཐེངས་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>ཅོག་ཙེ།</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>རྩེད་མཁན་རེ་རེས་རྩེད་ཐེངས་འགོ་འཛུགས་དུས་ཀྱི་འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>The chips each player starts the session with.</source>
            <translation>རྩེད་མཁན་རེ་རེས་རྩེད་ཐེངས་འགོ་འཛུགས་དུས་ཀྱི་འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>The classic game, or one of the folk variants</source>
            <translation>སྲོལ་རྒྱུན་རྩེད་མོའམ་དམངས་ཁྲོད་ཀྱི་རྣམ་པ་གཅིག</translation>
        </message>
        <message>
            <source>The game played at the table.</source>
            <translation>ཅོག་ཙེའི་སྟེང་དུ་རྩེ་བའི་རྩེད་མོ།</translation>
        </message>
        <message>
            <source>The largest lead of ministers mixing sky and earth</source>
            <translation>གནམ་ས་འདྲེས་པའི་བློན་པོའི་མགོ་འཛུགས་ཆེ་ཤོས།</translation>
        </message>
        <message>
            <source>The largest lead of ministers that mixes sky and earth tiles.</source>
            <translation>གནམ་ས་འདྲེས་པའི་བློན་པོའི་མགོ་འཛུགས་ཆེ་ཤོས།</translation>
        </message>
        <message>
            <source>The rules as the Shang Shung Institute taught them.</source>
            <translation>ཞང་ཞུང་རིག་གཞུང་ཁང་གི་ལུགས།</translation>
        </message>
        <message>
            <source>The rules the table plays.</source>
            <translation>ཅོག་ཙེས་རྩེ་བའི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>The tiles decide this game: the computer's seats have nothing to choose, so no level is offered.</source>
            <translation>རྩེད་མོ་འདིར་སྦག་གིས་ཐག་གཅོད། གློག་ཀླད་ཀྱི་སྡོད་སར་འདེམས་རྒྱུ་གང་ཡང་མེད་པས་རིམ་པ་མི་སྤྲོད།</translation>
        </message>
        <message>
            <source>These rules cannot be played: {reason}</source>
            <translation>སྒྲིག་གཞི་འདི་དག་གིས་རྩེ་མི་ཐུབ། {reason}</translation>
        </message>
        <message>
            <source>These rules seat %1 players: choose one of the first %1 seats for yourself.</source>
            <translation>སྒྲིག་གཞི་འདིར་རྩེད་མཁན་ %1 ཡོད། སྔོན་མའི་སྡོད་ས་ %1 ནས་གཅིག་རང་ཉིད་ལ་འདེམས།</translation>
        </message>
        <message>
            <source>Thinking time</source>
            <translation>བསམ་ཚོད།</translation>
        </message>
        <message>
            <source>Thinking time: how long a computer player may think about each move; “By level” gives each level its own, Hard the longest.</source>
            <translation>བསམ་ཚོད། གློག་ཀླད་རྩེད་མཁན་གྱིས་བཞག་ཐེངས་རེ་རེར་དུས་ཚོད་ཇི་ཙམ་བསམ་ཆོག་པ། རིམ་པ་ལྟར་ན་རིམ་པ་རེ་རེར་རང་གི་དུས་ཚོད་སྤྲོད། དཀའ་བར་རིང་ཤོས།</translation>
        </message>
        <message>
            <source>Tien Gow rules:</source>
            <translation>གནམ་དགུའི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Two seats have the same name: give each player a name of their own.</source>
            <translation>སྡོད་ས་གཉིས་ལ་མིང་གཅིག་པ་ཡོད། རྩེད་མཁན་རེ་རེར་རང་མིང་སྤྲོད།</translation>
        </message>
        <message>
            <source>Uniting mother and son before play</source>
            <translation>མ་རྩེད་གོང་མ་བུ་འཛོམས་པ།</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer as you like.</source>
            <translation>ཅི་འཇོག་དགོས་མི་ཤེས་སམ། ཤོ་རྒྱབ་ནས་ལན་དེ་རང་འདོད་ལྟར་ཀློག</translation>
        </message>
        <message>
            <source>West</source>
            <translation>ནུབ།</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead</source>
            <translation>ཕུང་དྲུག་གམ་དེ་ལས་མང་བ་ཡོད་མཁན་གྱིས་མགོ་འཛུགས་ཆོག་པ།</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead.</source>
            <translation>ཕུང་དྲུག་གམ་དེ་ལས་མང་བ་ཡོད་མཁན་གྱིས་མགོ་འཛུགས་ཆོག་པ།</translation>
        </message>
        <message>
            <source>You</source>
            <translation>ཁྱེད་རང་།</translation>
        </message>
        <message>
            <source>You play against the AI players of the other four seats. Your choices are kept for next time.</source>
            <translation>ཁྱེད་སྡོད་ས་གཞན་བཞིའི་གློག་ཀླད་རྩེད་མཁན་དང་འགྲན། ཁྱེད་ཀྱི་འདེམས་ཀ་ཐེངས་རྗེས་མའི་ཆེད་ཉར།</translation>
        </message>
        <message>
            <source>You play against the AI players of the other seats. Your choices are kept for next time.</source>
            <translation>ཁྱེད་ཀྱིས་སྡོད་ས་གཞན་གྱི་རིག་ནུས་རྩེད་མཁན་ལ་རྩེ། ཁྱེད་ཀྱི་འདེམས་ཁ་ཐེངས་རྗེས་མར་ཉར།</translation>
        </message>
        <message>
            <source>You play against three AI players. Your choices are kept for next time.</source>
            <translation>ཁྱེད་གློག་ཀླད་རྩེད་མཁན་གསུམ་དང་འགྲན། ཁྱེད་ཀྱི་འདེམས་ཀ་ཐེངས་རྗེས་མའི་ཆེད་ཉར།</translation>
        </message>
        <message>
            <source>You: the seat you play from; the computer plays the others.</source>
            <translation>ཁྱེད། ཁྱེད་རང་རྩེ་སའི་སྡོད་ས། གཞན་རྣམས་གློག་ཀླད་ཀྱིས་རྩེ།</translation>
        </message>
        <message>
            <source>Your own mix of options.</source>
            <translation>ཁྱེད་རང་གི་འདེམས་ཀ་བསྲེས་པ།</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>སྙོམས་པོ།</translation>
        </message>
        <message>
            <source>bold</source>
            <translation>སྤོབས་ཆེན།</translation>
        </message>
        <message>
            <source>cautious</source>
            <translation>གཟབ་ནན།</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ཁྱེད་རང་།</translation>
        </message>
        <message>
            <source>{levels}: not offered with these rules, where it measured no stronger than the level below.</source>
            <translation>{levels}: སྒྲིག་གཞི་འདི་དག་ཐོག་མི་སྤྲོད། ཚད་བཅལ་བའི་ཐོག་རིམ་པ་འོག་མ་ལས་ཤུགས་ཆེ་བ་མ་བྱུང་།</translation>
        </message>
    </context>
    <context>
        <name>NotesPanel</name>
        <message>
            <source>Bookmark this move (key B)</source>
            <translation>བཞག་ཐེངས་འདིར་དེབ་རྟགས་འཇོག (མཐེབ་ B)</translation>
        </message>
        <message>
            <source>Comment on the whole deal…</source>
            <translation>བགོ་སྐོར་ཧྲིལ་པོར་མཆན་འགོད…</translation>
        </message>
        <message>
            <source>Comment on this move (key C)…</source>
            <translation>བཞག་ཐེངས་འདིར་མཆན་འགོད (མཐེབ་ C)…</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>མཆན།</translation>
        </message>
        <message>
            <source>The deal:</source>
            <translation>བགོ་སྐོར།</translation>
        </message>
        <message>
            <source>blunder (key ? twice)</source>
            <translation>ནོར་འཁྲུལ་ཆེན་པོ། (མཐེབ་ ? ཐེངས་གཉིས)</translation>
        </message>
        <message>
            <source>brilliant move (key ! twice)</source>
            <translation>བཞག་ཐེངས་ཡ་མཚན། (མཐེབ་ ! ཐེངས་གཉིས)</translation>
        </message>
        <message>
            <source>dubious move (keys ? !)</source>
            <translation>བཞག་ཐེངས་ཐེ་ཚོམ་ཅན། (མཐེབ་ ? !)</translation>
        </message>
        <message>
            <source>good move (key !)</source>
            <translation>བཞག་ཐེངས་ལེགས་པོ། (མཐེབ་ !)</translation>
        </message>
        <message>
            <source>interesting move (keys ! ?)</source>
            <translation>བཞག་ཐེངས་དོ་སྣང་འོས་པ། (མཐེབ་ ! ?)</translation>
        </message>
        <message>
            <source>mistake (key ?)</source>
            <translation>ནོར་འཁྲུལ། (མཐེབ་ ?)</translation>
        </message>
    </context>
    <context>
        <name>PlayFromHereDialog</name>
        <message>
            <source>A new game starts from this very position: the same hands, the same face-down tiles. It is recorded as a branch of this deal.</source>
            <translation>རྩེད་མོ་གསར་པ་གནས་སྟངས་འདི་ཉིད་ནས་འགོ་འཛུགས། ལག་སྦག་དང་ཁ་སྦུབ་སྦག་གཅིག་པ་ཡིན། དེ་བགོ་སྐོར་འདིའི་ཡན་ལག་ཏུ་ཐོ་འགོད།</translation>
        </message>
        <message>
            <source>Human (you)</source>
            <translation>མི། (ཁྱེད་རང)</translation>
        </message>
        <message>
            <source>Only one seat can be played by you.</source>
            <translation>ཁྱེད་ཀྱིས་སྡོད་ས་གཅིག་ཁོ་ན་རྩེ་ཐུབ།</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>རྩེ།</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>འདི་ནས་རྩེ།</translation>
        </message>
        <message>
            <source>Play on from step {step}</source>
            <translation>གོམ་པ་ {step} ནས་མུ་མཐུད་རྩེ།</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>གློག་ཀླད་ {level}</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>མིན།</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>ཡིན།</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>ལག་བསྟར།</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ཕྱིར་འཐེན།</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>ཁ་རྒྱག</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>དོར།</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>རོགས་རམ།</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>འགྲིག</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>ཁ་ཕྱེ།</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>བསྐྱར་སྒྲིག</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>སྔོན་སྒྲིག་ལ་སླར་ལོག</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>ཉར།</translation>
        </message>
    </context>
    <context>
        <name>RecapDialog</name>
        <message>
            <source>(the dice showed {a} and {b})</source>
            <translation>(ཤོ་ལ་ {a} དང་ {b} བྱུང)</translation>
        </message>
        <message>
            <source>A charity lead: it stays secret</source>
            <translation>སྦྱིན་པའི་མགོ་འཛུགས། དེ་གསང་བར་སྡོད།</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Deal {number}: the last trick went to {name}</source>
            <translation>བགོ་སྐོར་ {number}། སྐོར་མཐའ་མ་ {name} ལ་ཐོབ།</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>བགོ་སྐོར་གྱི་མཇུག</translation>
        </message>
        <message>
            <source>It was a points lead worth {value}.</source>
            <translation>དེ་ནི་རིན་ཐང་ {value} ཡོད་པའི་ཤོ་མིག་མགོ་འཛུགས་ཤིག་ཡིན།</translation>
        </message>
        <message>
            <source>Jump! {name} ended the deal with points worth {points}: every final payment is multiplied by {multiplier} (jump factor {factor} × {points}).</source>
            <translation>མཆོང་། {name} ནས་རིན་ཐང་ {points} ཡོད་པའི་ཤོ་མིག་གིས་བགོ་སྐོར་མཇུག་སྒྲིལ། མཇུག་གི་འཇལ་བ་ཚང་མ་ལྡབ་ {multiplier} བྱས། (མཆོང་གི་ལྡབ་གྲངས་ {factor} × {points})</translation>
        </message>
        <message>
            <source>Jump: the points of the final run are paid back by {name}: {payees}.</source>
            <translation>མཆོང་། མཇུག་གི་ཤོ་མིག་རིམ་པའི་འཇལ་བ་ {name} ནས་ཕྱིར་སྤྲད། {payees}།</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>ཁེ་གྱོང་།</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>བགོ་སྐོར་རྗེས་མ།</translation>
        </message>
        <message>
            <source>No chips changed hands.</source>
            <translation>འཇལ་རྟགས་སྤྲོད་ལེན་མ་བྱུང་།</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>འཇལ་བ།</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>རྩེད་མཁན།</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>ཤོ་མིག</translation>
        </message>
        <message>
            <source>Points this deal:</source>
            <translation>བགོ་སྐོར་འདིའི་ཤོ་མིག</translation>
        </message>
        <message>
            <source>Refunds</source>
            <translation>ཕྱིར་སྤྲོད།</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>རྩེད་ཐེངས་ལ་བལྟ།</translation>
        </message>
        <message>
            <source>Settlement</source>
            <translation>མཇུག་རྩིས།</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} (you had {stacks}).</source>
            <translation>མཇུག་རྩིས། ཁྱེད་རང་ནས་ {name} ལ་ {chips} སྤྲད། (ཁྱེད་རང་ལ་ {stacks} ཡོད)</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} ({name} had {stacks}).</source>
            <translation>མཇུག་རྩིས། ཁྱེད་རང་ནས་ {name} ལ་ {chips} སྤྲད། ({name} ལ་ {stacks} ཡོད)</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} (you had {stacks}).</source>
            <translation>མཇུག་རྩིས། {name} ནས་ཁྱེད་རང་ལ་ {chips} སྤྲད། (ཁྱེད་རང་ལ་ {stacks} ཡོད)</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} ({name} had {stacks}).</source>
            <translation>མཇུག་རྩིས། {name} ནས་ཁྱེད་རང་ལ་ {chips} སྤྲད། ({name} ལ་ {stacks} ཡོད)</translation>
        </message>
        <message>
            <source>Settlement: {payer} paid {payee} {chips} ({name} had {stacks}).</source>
            <translation>མཇུག་རྩིས། {payer} ནས་ {payee} ལ་ {chips} སྤྲད། ({name} ལ་ {stacks} ཡོད)</translation>
        </message>
        <message>
            <source>Six stacks or more make a passport</source>
            <translation>ཕུང་དྲུག་གམ་དེ་ལས་མང་ན་ལམ་ཡིག་ཐོབ།</translation>
        </message>
        <message>
            <source>Stacks</source>
            <translation>ཕུང་།</translation>
        </message>
        <message>
            <source>Stacks and chips</source>
            <translation>ཕུང་དང་འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Sweep: {payer} paid {payee} {chips}.</source>
            <translation>ཡོངས་རྒྱལ། {payer} ནས་ {payee} ལ་ {chips} སྤྲད།</translation>
        </message>
        <message>
            <source>The dot after the trick's number: who led it. Gold frame: took the trick. Maroon: played face down, shown now. A tile's back: a charity lead that stays secret.</source>
            <translation>སྐོར་གྱི་ཨང་རྗེས་ཀྱི་ཐིག་ལེ། མགོ་འཛུགས་མཁན། གསེར་མདོག་གི་སྒྲོམ། སྐོར་ལེན་མཁན། སྨུག་པོ། ཁ་སྦུབ་ཏུ་བཞག་པ་ད་སྟོན། སྦག་གི་རྒྱབ། གསང་བར་སྡོད་པའི་སྦྱིན་པའི་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>སྐོར་མཐའ་མ།</translation>
        </message>
        <message>
            <source>The last trick went to {name}</source>
            <translation>སྐོར་མཐའ་མ་ {name} ལ་ཐོབ།</translation>
        </message>
        <message>
            <source>The whole deal, face-down tiles turned over</source>
            <translation>བགོ་སྐོར་ཧྲིལ་པོ། ཁ་སྦུབ་སྦག་རྣམས་ཁ་གྱེན་དུ་བསྒྱུར།</translation>
        </message>
        <message>
            <source>Took the last trick</source>
            <translation>སྐོར་མཐའ་མ་བླངས།</translation>
        </message>
        <message>
            <source>Trick
× tiles each</source>
            <translation>སྐོར།
× རེ་རེར་སྦག</translation>
        </message>
        <message>
            <source>Trick {n}, led by {name}</source>
            <translation>སྐོར་ {n}  {name} ནས་མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>Trick {n}: {name} led points and received {payers}.</source>
            <translation>སྐོར་ {n}། {name} ནས་ཤོ་མིག་གིས་མགོ་བཙུགས་ནས་ {payers} ཐོབ།</translation>
        </message>
        <message>
            <source>no stacks</source>
            <translation>ཕུང་པོ་ཀླད་ཀོར</translation>
        </message>
        <message>
            <source>{chips} from {name}</source>
            <translation>{name} ནས་ {chips}</translation>
        </message>
        <message>
            <source>{chips} to {name}</source>
            <translation>{name} ལ་ {chips}</translation>
        </message>
        <message>
            <source>{name} led</source>
            <translation>{name} ནས་མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>{name} took it: {count}.</source>
            <translation>{name} ནས་བླངས། {count}།</translation>
        </message>
        <message>
            <source>{name}, face down</source>
            <translation>{name}  ཁ་སྦུབ།</translation>
        </message>
    </context>
    <context>
        <name>RecordsChoice</name>
        <message>
            <source>Bagchen records (*.sqlite3 *.db);;All files (*)</source>
            <translation>སྦག་ཆེན་གྱི་ཐོ་ཡིག (*.sqlite3 *.db);;ཡིག་ཆ་ཚང་མ། (*)</translation>
        </message>
        <message>
            <source>Bagchen: the deal records</source>
            <translation>སྦག་ཆེན། བགོ་སྐོར་གྱི་ཐོ་ཡིག</translation>
        </message>
        <message>
            <source>Choose a records database</source>
            <translation>ཐོ་ཡིག་གི་གཞི་གྲངས་མཛོད་འདེམས།</translation>
        </message>
        <message>
            <source>Choose another database…</source>
            <translation>གཞི་གྲངས་མཛོད་གཞན་འདེམས…</translation>
        </message>
        <message>
            <source>Play without recording</source>
            <translation>ཐོ་མི་འགོད་པར་རྩེ།</translation>
        </message>
        <message>
            <source>The records database cannot be used, so the deals would not be recorded.</source>
            <translation>ཐོ་ཡིག་གི་གཞི་གྲངས་མཛོད་བེད་སྤྱོད་གཏོང་མི་ཐུབ་པས་བགོ་སྐོར་རྣམས་ཐོ་འགོད་མི་ཐུབ།</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>blunder</source>
            <translation>ནོར་འཁྲུལ་ཆེན་པོ།</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>ཕྲ་ནོར།</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>ནོར་འཁྲུལ།</translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <source>&lt;a href='{id}'&gt;#{id}&lt;/a&gt; (from step {step})</source>
            <translation>&lt;a href='{id}'&gt;#{id}&lt;/a&gt; (གོམ་པ་ {step} ནས)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Deal #{id}&lt;/b&gt;</source>
            <translation>&lt;b&gt;བགོ་སྐོར་ #{id}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step {step}&lt;/b&gt; · {move}</source>
            <translation>&lt;b&gt;གོམ་པ་ {step}&lt;/b&gt; · {move}</translation>
        </message>
        <message>
            <source>&lt;b&gt;The start of the deal.&lt;/b&gt; Notes on a move: go to it first.</source>
            <translation>&lt;b&gt;བགོ་སྐོར་གྱི་འགོ།&lt;/b&gt; བཞག་ཐེངས་ཤིག་ལ་མཆན་འགོད་ན་སྔོན་ལ་དེར་སོང་།</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>ལག་སྦག་ཚང་མ།</translation>
        </message>
        <message>
            <source>All hands open</source>
            <translation>ལག་སྦག་ཚང་མ་ཁ་ཕྱེ།</translation>
        </message>
        <message>
            <source>Autoplay speed: click, or + and −</source>
            <translation>རང་རྩེད་མྱུར་ཚད། མནན་པའམ་ + དང་ −</translation>
        </message>
        <message>
            <source>Autoplay stops at annotated moves and at mistakes</source>
            <translation>རང་རྩེད་ནི་མཆན་ཡོད་པའི་བཞག་ཐེངས་དང་ནོར་འཁྲུལ་དུ་མཚམས་འཇོག</translation>
        </message>
        <message>
            <source>Before the play</source>
            <translation>མ་རྩེད་གོང་།</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>དེབ་རྟགས།</translation>
        </message>
        <message>
            <source>Bottom seat:</source>
            <translation>འོག་གི་སྡོད་ས།</translation>
        </message>
        <message>
            <source>Comment…</source>
            <translation>མཆན་འགོད…</translation>
        </message>
        <message>
            <source>East</source>
            <translation>ཤར།</translation>
        </message>
        <message>
            <source>Faster</source>
            <translation>མགྱོགས་རུ།</translation>
        </message>
        <message>
            <source>Go to trick…</source>
            <translation>སྐོར་ལ་འགྲོ…</translation>
        </message>
        <message>
            <source>Mark ! (twice: !!, then ?: !?)</source>
            <translation>རྟགས་ ! (ཐེངས་གཉིས། !! དེ་ནས་ ?: !?)</translation>
        </message>
        <message>
            <source>Mark ? (twice: ??, then !: ?!)</source>
            <translation>རྟགས་ ? (ཐེངས་གཉིས། ?? དེ་ནས་ !: ?!)</translation>
        </message>
        <message>
            <source>Mark {mark}</source>
            <translation>རྟགས་ {mark}</translation>
        </message>
        <message>
            <source>Next mistake</source>
            <translation>ནོར་འཁྲུལ་རྗེས་མ།</translation>
        </message>
        <message>
            <source>No further mistake that way.</source>
            <translation>ཕྱོགས་དེར་ནོར་འཁྲུལ་གཞན་མེད།</translation>
        </message>
        <message>
            <source>No mistakes found.</source>
            <translation>ནོར་འཁྲུལ་མ་རྙེད།</translation>
        </message>
        <message>
            <source>North</source>
            <translation>བྱང་།</translation>
        </message>
        <message>
            <source>One step back (←)</source>
            <translation>གོམ་པ་གཅིག་ཕྱིར། (←)</translation>
        </message>
        <message>
            <source>One step forward (→)</source>
            <translation>གོམ་པ་གཅིག་མདུན། (→)</translation>
        </message>
        <message>
            <source>One trick back</source>
            <translation>སྐོར་གཅིག་ཕྱིར།</translation>
        </message>
        <message>
            <source>One trick back (PgUp)</source>
            <translation>སྐོར་གཅིག་ཕྱིར། (PgUp)</translation>
        </message>
        <message>
            <source>One trick forward</source>
            <translation>སྐོར་གཅིག་མདུན།</translation>
        </message>
        <message>
            <source>One trick forward (PgDn)</source>
            <translation>སྐོར་གཅིག་མདུན། (PgDn)</translation>
        </message>
        <message>
            <source>Pause at notes</source>
            <translation>མཆན་དུ་མཚམས་འཇོག</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>རྩེ། / མཚམས་འཇོག</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>འདི་ནས་རྩེ…</translation>
        </message>
        <message>
            <source>Play on by itself (Space)</source>
            <translation>རང་འགུལ་གྱིས་མུ་མཐུད་རྩེ། (Space)</translation>
        </message>
        <message>
            <source>Played from step {step} of &lt;a href='{id}'&gt;deal #{id}&lt;/a&gt;</source>
            <translation>&lt;a href='{id}'&gt;བགོ་སྐོར་ #{id}&lt;/a&gt; ནང་གི་གོམ་པ་ {step} ནས་རྩེས།</translation>
        </message>
        <message>
            <source>Played on from here: {links}</source>
            <translation>འདི་ནས་མུ་མཐུད་རྩེས་པ། {links}</translation>
        </message>
        <message>
            <source>Previous mistake</source>
            <translation>ནོར་འཁྲུལ་སྔ་མ།</translation>
        </message>
        <message>
            <source>Remove the mark</source>
            <translation>རྟགས་སུབ།</translation>
        </message>
        <message>
            <source>Reveal face-down</source>
            <translation>ཁ་སྦུབ་སྟོན།</translation>
        </message>
        <message>
            <source>Reveal face-down tiles</source>
            <translation>ཁ་སྦུབ་སྦག་སྟོན།</translation>
        </message>
        <message>
            <source>Seats drawn with the dice ({time}): {throws}</source>
            <translation>ཤོ་རྒྱག་ནས་སྡོད་ས་བགོས། ({time}) {throws}</translation>
        </message>
        <message>
            <source>Seats exchanged during the session: {seats}</source>
            <translation>རྩེད་ཐེངས་ཀྱི་རིང་སྡོད་ས་བརྗེས། {seats}</translation>
        </message>
        <message>
            <source>Show every hand and face-down tile (key A); off: only what the seat at the bottom knew at that moment</source>
            <translation>ལག་སྦག་དང་ཁ་སྦུབ་སྦག་ཚང་མ་སྟོན། (མཐེབ་ A) མེད་ན། འོག་གི་སྡོད་སས་སྐབས་དེར་ཤེས་པ་ཁོ་ན།</translation>
        </message>
        <message>
            <source>Slower</source>
            <translation>དལ་རུ།</translation>
        </message>
        <message>
            <source>South</source>
            <translation>ལྷོ།</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose (Ctrl+P)</source>
            <translation>གོམ་པ་འདི་ནས་ཁྱེད་ཀྱིས་འདེམས་པའི་རྩེད་མཁན་དང་མཉམ་དུ་རྩེད་མོ་གསར་པ་འགོ་འཛུགས། (Ctrl+P)</translation>
        </message>
        <message>
            <source>Step back</source>
            <translation>གོམ་པ་ཕྱིར།</translation>
        </message>
        <message>
            <source>Step forward</source>
            <translation>གོམ་པ་མདུན།</translation>
        </message>
        <message>
            <source>Step {step} / {last}</source>
            <translation>གོམ་པ་ {step} / {last}</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས། རྩེ་འགོ་འཛུགས་ཆེད་གོམ་པ་སྔ་མ་ཞིག་འདེམས།</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>མཇུག</translation>
        </message>
        <message>
            <source>The end (End)</source>
            <translation>མཇུག (End)</translation>
        </message>
        <message>
            <source>The note was not saved: {reason}</source>
            <translation>མཆན་ཉར་མ་ཐུབ། {reason}</translation>
        </message>
        <message>
            <source>The review stopped: {reason}</source>
            <translation>བསྐྱར་ཞིབ་མཚམས་ཆད། {reason}</translation>
        </message>
        <message>
            <source>The seat at the bottom of the table (key T turns the table)</source>
            <translation>ཅོག་ཙེའི་འོག་གི་སྡོད་ས། (མཐེབ་ T མནན་ན་ཅོག་ཙེ་སྐོར)</translation>
        </message>
        <message>
            <source>The start</source>
            <translation>འགོ།</translation>
        </message>
        <message>
            <source>The start (Home)</source>
            <translation>འགོ། (Home)</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>བགོ་སྐོར་གྱི་འགོ།</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>སྡོད་ས་འདི་བསྐྱར་ཞིབ་ཟིན། འབྲས་བུ་ཐོ་ཡིག་ནང་ཉར་ཡོད།</translation>
        </message>
        <message>
            <source>Trick </source>
            <translation>སྐོར་ </translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>སྐོར་ {n}</translation>
        </message>
        <message>
            <source>Turn over the tiles played face down (key F)</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག་པའི་སྦག་རྣམས་ཁ་སློག (མཐེབ་ F)</translation>
        </message>
        <message>
            <source>Turn the table</source>
            <translation>ཅོག་ཙེ་སྐོར།</translation>
        </message>
        <message>
            <source>Type a trick number and press Enter (Ctrl+G)</source>
            <translation>སྐོར་གྱི་ཨང་གྲངས་བྲིས་ནས་ Enter མནན། (Ctrl+G)</translation>
        </message>
        <message>
            <source>West</source>
            <translation>ནུབ།</translation>
        </message>
        <message>
            <source>after noon</source>
            <translation>ཕྱི་དྲོ།</translation>
        </message>
        <message>
            <source>before noon</source>
            <translation>སྔ་དྲོ།</translation>
        </message>
        <message>
            <source>point {point}</source>
            <translation>ཤོ་མིག་ {point}</translation>
        </message>
        <message>
            <source>{name} demanded an exchange of seats ({time}): {throws}</source>
            <translation>{name} ནས་སྡོད་ས་བརྗེ་རྒྱུ་རེ་ཞུ་བྱས། ({time}) {throws}</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>&amp;Annotate</source>
            <translation>མཆན་འགོད།</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>ཁ་རྒྱག</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>དཔེ་མཚོན།</translation>
        </message>
        <message>
            <source>&amp;Export the selected deals…</source>
            <translation>བདམས་པའི་བགོ་སྐོར་ཕྱིར་གཏོང…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ཡིག་ཆ།</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>འགྲོ།</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>རོགས་རམ།</translation>
        </message>
        <message>
            <source>&amp;Import into the records…</source>
            <translation>ཐོ་ཡིག་ནང་འདྲེན…</translation>
        </message>
        <message>
            <source>&amp;Keys of the replay</source>
            <translation>བསྐྱར་ལྟའི་མཐེབ།</translation>
        </message>
        <message>
            <source>&amp;Learn</source>
            <translation>སློབ་སྦྱོང་།</translation>
        </message>
        <message>
            <source>&amp;Open a hand-record file…</source>
            <translation>བགོ་ཐོའི་ཡིག་ཆ་ཁ་ཕྱེ…</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>བསྐྱར་ཞིབ།</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>གྲངས་ཐོ…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>མཐོང་སྣང་།</translation>
        </message>
        <message>
            <source>Back to &amp;my records</source>
            <translation>ངའི་ཐོ་ཡིག་ལ་ཕྱིར་ལོག</translation>
        </message>
        <message>
            <source>Bagchen — replays</source>
            <translation>སྦག་ཆེན — བསྐྱར་ལྟ།</translation>
        </message>
        <message>
            <source>Bagchen — {name}</source>
            <translation>སྦག་ཆེན — {name}</translation>
        </message>
        <message>
            <source>Cancel the review</source>
            <translation>བསྐྱར་ཞིབ་ཕྱིར་འཐེན།</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>བགོ་སྐོར།</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>ཕྱིར་གཏོང་།</translation>
        </message>
        <message>
            <source>Export hand records</source>
            <translation>བགོ་ཐོ་ཕྱིར་གཏོང་།</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>ཕྱིར་གཏོང…</translation>
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation>བགོ་ཐོ། (*.json)</translation>
        </message>
        <message>
            <source>Hand records (*.json);;All files (*)</source>
            <translation>བགོ་ཐོ། (*.json);;ཡིག་ཆ་ཚང་མ། (*)</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>ནང་འདྲེན།</translation>
        </message>
        <message>
            <source>Import hand records</source>
            <translation>བགོ་ཐོ་ནང་འདྲེན།</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>ནང་འདྲེན…</translation>
        </message>
        <message>
            <source>Keys of the replay</source>
            <translation>བསྐྱར་ལྟའི་མཐེབ།</translation>
        </message>
        <message>
            <source>Open a hand record</source>
            <translation>བགོ་ཐོ་ཁ་ཕྱེ།</translation>
        </message>
        <message>
            <source>Open a hand-record file</source>
            <translation>བགོ་ཐོའི་ཡིག་ཆ་ཁ་ཕྱེ།</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>བསྐྱར་ལྟ།</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>སྡོད་ས་འདི་བསྐྱར་ཞིབ།</translation>
        </message>
        <message>
            <source>Save the selected deals, with their notes, as a hand-record file</source>
            <translation>བདམས་པའི་བགོ་སྐོར་རྣམས་མཆན་དང་བཅས་བགོ་ཐོའི་ཡིག་ཆར་ཉར།</translation>
        </message>
        <message>
            <source>Select the deals to export first.</source>
            <translation>སྔོན་ལ་ཕྱིར་གཏོང་རྒྱུའི་བགོ་སྐོར་འདེམས།</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>གྲངས་ཐོ…</translation>
        </message>
        <message>
            <source>This deal cannot be replayed: {reason}</source>
            <translation>བགོ་སྐོར་འདི་བསྐྱར་ལྟ་མི་ཐུབ། {reason}</translation>
        </message>
        <message>
            <source>{name}: a hand-record file, not in your records; notes made here are not kept unless exported. &lt;a href='import' style='color:#ffd97a'&gt;Import it into the records&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;Back to my records&lt;/a&gt;</source>
            <translation>{name}། བགོ་ཐོའི་ཡིག་ཆ་ཞིག་ཡིན་ཞིང་ཁྱེད་ཀྱི་ཐོ་ཡིག་ནང་མེད། འདིར་བཀོད་པའི་མཆན་ཕྱིར་མ་བཏང་ན་མི་ཉར། &lt;a href='import' style='color:#ffd97a'&gt;ཐོ་ཡིག་ནང་འདྲེན།&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;ངའི་ཐོ་ཡིག་ལ་ཕྱིར་ལོག&lt;/a&gt;</translation>
        </message>
        <message>
            <source>{n} deals imported, {skipped} already there.</source>
            <translation>བགོ་སྐོར་ {n} ནང་འདྲེན་བྱས། {skipped} སྔོན་ནས་ཡོད།</translation>
        </message>
        <message>
            <source>{n} deals written to {path}</source>
            <translation>བགོ་སྐོར་ {n} {path} ལ་བྲིས།</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>ཐག་གཅོད་ %m ནང་ནས་ %v</translation>
        </message>
        <message>
            <source>(unfinished)</source>
            <translation>(མཇུག་མ་སྒྲིལ)</translation>
        </message>
        <message>
            <source>&lt;b&gt;The Hard AI agrees&lt;/b&gt; with {move}.</source>
            <translation>{move} ལ་&lt;b&gt;དཀའ་བའི་གློག་ཀླད་མོས་མཐུན&lt;/b&gt;།</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not a decision of this seat.&lt;/i&gt;</source>
            <translation>&lt;i&gt;སྡོད་ས་འདིའི་ཐག་གཅོད་མིན།&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not reviewed yet.&lt;/i&gt;</source>
            <translation>&lt;i&gt;ད་དུང་བསྐྱར་ཞིབ་མ་བྱས།&lt;/i&gt;</translation>
        </message>
        <message>
            <source>AI review</source>
            <translation>གློག་ཀླད་ཀྱི་བསྐྱར་ཞིབ།</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>ཕྱིར་འཐེན།</translation>
        </message>
        <message>
            <source>Estimated chips lost: &lt;b&gt;{loss}&lt;/b&gt; (± {err}, over {n} sampled deals).</source>
            <translation>ཤོར་བའི་འཇལ་རྟགས་ཚོད་དཔག &lt;b&gt;{loss}&lt;/b&gt; (± {err}  དཔེ་བགོ་སྐོར་ {n} ནང་)།</translation>
        </message>
        <message>
            <source>Go on reviewing</source>
            <translation>མུ་མཐུད་བསྐྱར་ཞིབ།</translation>
        </message>
        <message>
            <source>Next mistake ▶</source>
            <translation>ནོར་འཁྲུལ་རྗེས་མ། ▶</translation>
        </message>
        <message>
            <source>Not reviewed yet: the Hard AI compares every decision of {name} with its own choice.</source>
            <translation>ད་དུང་བསྐྱར་ཞིབ་མ་བྱས། དཀའ་བའི་གློག་ཀླད་ཀྱིས་ {name} ཕྱོགས་ཀྱི་ཐག་གཅོད་རེ་རེ་རང་གི་འདེམས་ཀ་དང་བསྡུར།</translation>
        </message>
        <message>
            <source>Played {played}; &lt;b&gt;the Hard AI would play {best}&lt;/b&gt;.</source>
            <translation>{played} བཞག &lt;b&gt;དཀའ་བའི་གློག་ཀླད་ཀྱིས་ {best} བཞག་སྲིད&lt;/b&gt;།</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>བསྐྱར་ཞིབ།</translation>
        </message>
        <message>
            <source>Reviewed ✓</source>
            <translation>བསྐྱར་ཞིབ་ཟིན། ✓</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>སྡོད་ས།</translation>
        </message>
        <message>
            <source>The Hard AI looks at every decision of this seat</source>
            <translation>དཀའ་བའི་གློག་ཀླད་ཀྱིས་སྡོད་ས་འདིའི་ཐག་གཅོད་ཚང་མར་བལྟ།</translation>
        </message>
        <message>
            <source>Worst decisions:</source>
            <translation>ཐག་གཅོད་ངན་ཤོས།</translation>
        </message>
        <message>
            <source>before the play</source>
            <translation>མ་རྩེད་གོང་།</translation>
        </message>
        <message>
            <source>step</source>
            <translation>གོམ་པ་</translation>
        </message>
        <message>
            <source>trick {n}</source>
            <translation>སྐོར་ {n}</translation>
        </message>
        <message>
            <source>◀ Previous mistake</source>
            <translation>◀ ནོར་འཁྲུལ་སྔ་མ།</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>&lt;b&gt;After the last trick&lt;/b&gt;, its winner settles with each of the others by the number of stacks they took:</source>
            <translation>&lt;b&gt;སྐོར་མཐའ་མའི་རྗེས་སུ&lt;/b&gt;། དེའི་རྒྱལ་མཁན་གྱིས་གཞན་རེ་རེ་དང་ཁོ་ཚོས་བླངས་པའི་ཕུང་གི་གྲངས་ལྟར་རྩིས་སྒྲིལ་བྱེད།</translation>
        </message>
        <message>
            <source>&lt;b&gt;Always allowed:&lt;/b&gt; a lead nobody can beat, counting the tiles already played face up as gone (points included); mixed ministers; a set of identical sky tiles above the people; and, with a hand of nothing but points and one more tile or combination, that tile or combination.</source>
            <translation>&lt;b&gt;རྟག་ཏུ་ཆོག་པ།&lt;/b&gt; སུས་ཀྱང་གནོན་མི་ཐུབ་པའི་མགོ་འཛུགས། (ཁ་གྱེན་དུ་བཞག་ཟིན་པའི་སྦག་རྣམས་མེད་པར་རྩི། ཤོ་མིག་ཀྱང་ཚུད།) བློན་འདྲེས་མ། མི་སེར་ལས་མཐོ་བའི་གནམ་སྦག་འདྲ་མཚུངས་ཀྱི་ཚན། དེ་མིན་ལག་སྦག་ལ་ཤོ་མིག་དང་སྦག་གམ་སྡེབ་གཅིག་ལས་མེད་ན། སྦག་གམ་སྡེབ་དེ།</translation>
        </message>
        <message>
            <source>&lt;b&gt;During the play:&lt;/b&gt; whoever leads points is paid at once by every opponent who has no passport: one chip per point tile, plus one for each mother-and-son pair in the lead.</source>
            <translation>&lt;b&gt;རྩེད་བཞིན་པའི་སྐབས།&lt;/b&gt; ཤོ་མིག་མགོ་འཛུགས་མཁན་ལ་ལམ་ཡིག་མེད་པའི་ཁ་གཏད་རེ་རེས་འཕྲལ་དུ་འཇལ་བ་སྤྲོད། ཤོ་མིག་སྦག་རེར་འཇལ་རྟགས་རེ་དང་། མགོ་འཛུགས་ནང་གི་མ་བུ་ཟུང་རེར་འཇལ་རྟགས་རེ་སྣོན།</translation>
        </message>
        <message>
            <source>&lt;b&gt;Formal seating:&lt;/b&gt; everyone throws the dice. Before noon the highest throw sits East, the next South, then West, and the lowest North; after noon the lowest sits East and the order runs the other way. Equal throws are thrown again. East starts the first deal.</source>
            <translation>&lt;b&gt;སྲོལ་མཐུན་སྡོད་སྟངས།&lt;/b&gt; ཚང་མས་ཤོ་རྒྱག སྔ་དྲོ་ཡིན་ན་ཤོ་གྲངས་མཐོ་ཤོས་ཤར་དུ་སྡོད། དེའི་རྗེས་མ་ལྷོར། དེ་ནས་ནུབ་ཏུ། དམའ་ཤོས་བྱང་དུ་སྡོད། ཕྱི་དྲོ་ཡིན་ན་དམའ་ཤོས་ཤར་དུ་སྡོད་ཅིང་གོ་རིམ་ལྡོག་ཕྱོགས་སུ་འགྲོ། ཤོ་གྲངས་མཉམ་ན་བསྐྱར་དུ་རྒྱག ཤར་གྱིས་བགོ་སྐོར་དང་པོ་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>&lt;b&gt;Informal seating:&lt;/b&gt; players sit where they like. One of them throws and counts the total clockwise from themself; the player the count ends on throws and counts again, and where the second count ends is the first starter.</source>
            <translation>&lt;b&gt;སྟབས་བདེའི་སྡོད་སྟངས།&lt;/b&gt; རྩེད་མཁན་རྣམས་གང་འདོད་དུ་སྡོད། དེའི་ནང་ནས་གཅིག་གིས་ཤོ་རྒྱག་སྟེ་རང་ནས་བཟུང་གཡས་སྐོར་དུ་ཁྱོན་བསྡོམས་བགྲང་། བགྲང་མཇུག་གང་ལ་ཐུག་པའི་རྩེད་མཁན་གྱིས་ཡང་ཤོ་རྒྱག་སྟེ་བགྲང་། བགྲང་ཐེངས་གཉིས་པ་གང་ལ་ཐུག་པ་དེ་སྔོན་འགྲོ་དང་པོ་ཡིན།</translation>
        </message>
        <message>
            <source>&lt;b&gt;Otherwise:&lt;/b&gt; the hand is laid open and a single tile is led. If the hand is all one suit, any tile will do; if not, a throw of the dice names the suit to lead.</source>
            <translation>&lt;b&gt;དེ་མིན་ན།&lt;/b&gt; ལག་སྦག་ཁ་ཕྱེ་སྟེ་སྦག་རྐྱང་པ་གཅིག་མགོ་འཛུགས། ལག་སྦག་ཚང་མ་རིགས་གཅིག་ཡིན་ན་སྦག་གང་རུང་ཆོག དེ་མིན་ན་ཤོ་རྒྱག་སྟེ་མགོ་འཛུགས་དགོས་པའི་རིགས་གཏན་འཁེལ།</translation>
        </message>
        <message>
            <source>&lt;b&gt;Simplified passport.&lt;/b&gt; Leads are grouped from strongest to weakest: first whatever the first rule above allows; if the hand has none of those, any sky set or horse; failing that, any earth set; failing that, anything. The passport holder must lead from the first group the hand can supply.</source>
            <translation>&lt;b&gt;ལམ་ཡིག་སླ་བཟོས།&lt;/b&gt; མགོ་འཛུགས་རྣམས་ཤུགས་ཆེ་ཤོས་ནས་ཞན་ཤོས་བར་ཚན་པར་བགོས་ཡོད། དང་པོ། གོང་གི་སྒྲིག་གཞི་དང་པོས་ཆོག་པ་གང་ཡིན་ཡང་། ལག་སྦག་ལ་དེ་དག་མེད་ན། གནམ་ཚན་ནམ་རྟ་གང་རུང་། དེ་ཡང་མེད་ན། ས་ཚན་གང་རུང་། དེ་ཡང་མེད་ན། གང་ཡང་ཆོག ལམ་ཡིག་འཛིན་མཁན་གྱིས་ལག་སྦག་ལ་ཡོད་པའི་ཚན་པ་དང་པོ་ནས་མགོ་འཛུགས་དགོས།</translation>
        </message>
        <message>
            <source>&lt;b&gt;With nothing unbeatable, no sky set and no special combination:&lt;/b&gt; a set of equal earth tiles, showing the hand to prove it.</source>
            <translation>&lt;b&gt;གནོན་མི་ཐུབ་པ་དང་གནམ་ཚན། སྡེབ་ཁྱད་པར་ཅན་གང་ཡང་མེད་ན།&lt;/b&gt; ས་སྦག་མཉམ་པའི་ཚན་ཞིག་མགོ་འཛུགས་ཆོག དེའི་ར་སྤྲོད་ཆེད་ལག་སྦག་སྟོན་དགོས།</translation>
        </message>
        <message>
            <source>&lt;b&gt;Without a chief in hand&lt;/b&gt; (a &lt;span class='tile'&gt;6-6&lt;/span&gt;, &lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt; that is not a point): also any special combination, the mare included even when it can be beaten, and any sky set, even of people.</source>
            <translation>&lt;b&gt;ལག་ཏུ་དཔོན་མེད་ན།&lt;/b&gt; (ཤོ་མིག་མ་ཡིན་པའི་ &lt;span class='tile'&gt;6-6&lt;/span&gt;  &lt;span class='tile'&gt;6-3&lt;/span&gt; ཡང་ན་ &lt;span class='tile'&gt;5-4&lt;/span&gt;) སྡེབ་ཁྱད་པར་ཅན་གང་རུང་ཡང་ཆོག གནོན་ཐུབ་པའི་སྐབས་ཀྱང་རྒོད་མ་ཚུད། དེ་བཞིན་གནམ་ཚན་གང་རུང་། མི་སེར་གྱི་ཚན་ཡིན་ཡང་ཆོག</translation>
        </message>
        <message>
            <source>&lt;b&gt;face down&lt;/b&gt; underneath otherwise: any tiles at all, unseen by the others.</source>
            <translation>དེ་མིན་ན་འོག་ཏུ་&lt;b&gt;ཁ་སྦུབ་&lt;/b&gt;ཏུ་བཞག སྦག་གང་ཡིན་ཡང་ཆོག གཞན་གྱིས་མི་མཐོང་།</translation>
        </message>
        <message>
            <source>&lt;b&gt;face up&lt;/b&gt; on top, if the play beats the best play so far;</source>
            <translation>ད་བར་གྱི་ལེགས་ཤོས་དེ་གནོན་ཐུབ་ན་སྟེང་དུ་&lt;b&gt;ཁ་གྱེན་&lt;/b&gt;དུ་བཞག</translation>
        </message>
        <message>
            <source>A Bagchen set has 64 tiles of 21 kinds: one kind for every throw of two dice. The kinds form two suits of unequal size. The &lt;b&gt;sky&lt;/b&gt; suit has 11 kinds with four copies each (44 tiles); the &lt;b&gt;earth&lt;/b&gt; suit has 10 kinds with two copies each (20 tiles).</source>
            <translation>སྦག་ཆེན་གྱི་ཚོམ་ལ་སྦག་ 64 ཡོད་ཅིང་དབྱེ་བ་ 21 ཡོད། ཤོ་གཉིས་ཀྱི་ཤོ་གྲངས་རེ་རེར་དབྱེ་བ་རེ་ཡོད། དབྱེ་བ་དེ་དག་ཆེ་ཆུང་མི་མཉམ་པའི་རིགས་གཉིས་སུ་གྱེས། &lt;b&gt;གནམ་&lt;/b&gt;རིགས་ལ་དབྱེ་བ་ 11 ཡོད་ཅིང་རེ་རེར་སྦག་བཞི་རེ་ཡོད། (སྦག་ 44) &lt;b&gt;ས་&lt;/b&gt;རིགས་ལ་དབྱེ་བ་ 10 ཡོད་ཅིང་རེ་རེར་སྦག་གཉིས་རེ་ཡོད། (སྦག་ 20)</translation>
        </message>
        <message>
            <source>A Tibetan game of dominoes for four players, each playing for themselves. Play goes clockwise.</source>
            <translation>རྩེད་མཁན་བཞིས་རང་རང་སོ་སོར་རྩེ་བའི་བོད་ཀྱི་སྦག་རྩེད་ཅིག་ཡིན། རྩེད་མོ་གཡས་སྐོར་དུ་འགྲོ།</translation>
        </message>
        <message>
            <source>A five and the son: exactly &lt;span class='tile'&gt;4-1&lt;/span&gt; with &lt;span class='tile'&gt;2-1&lt;/span&gt;; the other five, &lt;span class='tile'&gt;3-2&lt;/span&gt;, will not do. Only the stallion beats the mare.</source>
            <translation>སྦག་ལྔ་དང་བུ། &lt;span class='tile'&gt;4-1&lt;/span&gt; དང་ &lt;span class='tile'&gt;2-1&lt;/span&gt; ཁོ་ན་ཡིན། སྦག་ལྔ་གཞན་ &lt;span class='tile'&gt;3-2&lt;/span&gt; མི་ཆོག རྒོད་མ་གནོན་ཐུབ་པ་རྟ་ཕོ་ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>A hand without a single tile of the two highest ranks of each suit may ask for a new deal; the player shows the hand to prove it. Points do not count as high tiles, so the next ranks down take their place: there are always 16 tiles that rule a re-deal out. The same player starts the new deal.</source>
            <translation>རིགས་རེ་རེའི་གོ་རིམ་མཐོ་ཤོས་གཉིས་ཀྱི་སྦག་གཅིག་ཀྱང་མེད་པའི་ལག་སྦག་ཡོད་ན་བསྐྱར་བགོ་རེ་ཞུ་ཆོག རྩེད་མཁན་དེས་ར་སྤྲོད་ཆེད་ལག་སྦག་སྟོན། ཤོ་མིག་ནི་སྦག་མཐོ་པོར་མི་རྩི་བས་དེའི་འོག་གི་གོ་རིམ་དེ་ཚབ་ཏུ་འཇུག དེས་ན་བསྐྱར་བགོ་འགོག་པའི་སྦག་རྟག་ཏུ་ 16 ཡོད། བགོ་སྐོར་གསར་པ་སྔོན་འགྲོ་གཅིག་པས་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>A leader without a passport may instead lead one tile face down and name sky, earth or no suit. The tile need not match the suit named, and it is never shown. It falls to any one tile from the suit that was named, or to any one tile whatever when no suit was named; after that the usual rules apply. If all four play face down, the leader takes the trick.</source>
            <translation>ལམ་ཡིག་མེད་པའི་མགོ་འཛུགས་མཁན་གྱིས་དེའི་ཚབ་ཏུ་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ནས་གནམ་རིགས་དང་ས་རིགས། ཡང་ན་རིགས་མེད་ཟེར་ཆོག སྦག་དེ་བརྗོད་པའི་རིགས་དང་མཐུན་མི་དགོས་ལ་ནམ་ཡང་མི་སྟོན། བརྗོད་པའི་རིགས་ཀྱི་སྦག་རྐྱང་པ་གང་རུང་གིས་དེ་གནོན་ཐུབ། རིགས་མ་བརྗོད་ན་སྦག་རྐྱང་པ་གང་ཡིན་ཡང་གནོན་ཐུབ། དེའི་རྗེས་སུ་སྒྲིག་གཞི་རྒྱུན་ལྡན་ལྟར་ཡིན། བཞི་ཀས་ཁ་སྦུབ་ཏུ་བཞག་ན་མགོ་འཛུགས་མཁན་གྱིས་སྐོར་ལེན།</translation>
        </message>
        <message>
            <source>A player who cannot pay pays what is left, and a player at zero ends the session.</source>
            <translation>འཇལ་མི་ཐུབ་པའི་རྩེད་མཁན་གྱིས་ལྷག་མ་ཡོད་ཚད་སྤྲོད། རྩེད་མཁན་ཞིག་ཀླད་ཀོར་དུ་སླེབས་ན་རྩེད་ཐེངས་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>A player who has taken six stacks or more holds a &lt;b&gt;passport&lt;/b&gt;. From then on they pay nothing for the rest of the deal, though they can still be paid. In exchange, whenever they lead, they may only lead what these rules allow; playing to someone else's lead stays free.</source>
            <translation>ཕུང་དྲུག་གམ་དེ་ལས་མང་བ་བླངས་པའི་རྩེད་མཁན་ལ་&lt;b&gt;ལམ་ཡིག་&lt;/b&gt;ཡོད། དེ་ནས་བཟུང་བགོ་སྐོར་གྱི་ལྷག་མའི་རིང་ཁོང་གིས་གང་ཡང་མི་འཇལ། འོན་ཀྱང་འཇལ་བ་ལེན་ཐུབ། དེའི་ཚབ་ཏུ་ཁོང་གིས་མགོ་འཛུགས་རེས་སྒྲིག་གཞི་འདི་དག་གིས་ཆོག་པ་ཁོ་ན་མགོ་འཛུགས་ཆོག མི་གཞན་གྱི་མགོ་འཛུགས་ལ་རྗེས་འཇུག་བྱེད་སྐབས་རང་དབང་ཡིན།</translation>
        </message>
        <message>
            <source>A player who takes all 16 stacks wins every chip the others have, and the session ends there.</source>
            <translation>ཕུང་ 16 ཚང་མ་ལེན་མཁན་གྱིས་གཞན་གྱི་འཇལ་རྟགས་ཡོད་ཚད་ཐོབ་ཅིང་། རྩེད་ཐེངས་དེར་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the tiles are shuffled. Everyone throws the dice; the one who asked stays put and the others sit round by their throws, the same way the seats were first decided. Chips go with their owners. In this game you are asked before each shuffle; an AI player asks only after losing three deals in a row in the same seats.</source>
            <translation>བསོད་ནམས་ངན་པ་རྒྱུན་ཆགས་པའི་རྩེད་མཁན་གྱིས་སྦག་མ་བསྲེས་གོང་སྡོད་ས་གསར་པ་རེ་ཞུ་ཆོག ཚང་མས་ཤོ་རྒྱག རེ་ཞུ་བྱེད་མཁན་རང་སར་སྡོད་ཅིང་། གཞན་རྣམས་ཐོག་མར་སྡོད་ས་གཏན་འཁེལ་བྱས་པ་ལྟར་ཤོ་གྲངས་ལྟར་སྡོད། འཇལ་རྟགས་བདག་པོ་དང་མཉམ་དུ་འགྲོ། རྩེད་མོ་འདིར་སྦག་བསྲེ་རེ་རེའི་སྔོན་ལ་ཁྱེད་ལ་འདྲི། གློག་ཀླད་རྩེད་མཁན་གྱིས་སྡོད་ས་གཅིག་པར་བགོ་སྐོར་གསུམ་རྒྱུན་མཐུད་དུ་ཕམ་རྗེས་ཁོ་ནར་རེ་ཞུ་བྱེད།</translation>
        </message>
        <message>
            <source>A player with both mothers and a player with both sons may simply swap one tile each, without dice, if both agree.</source>
            <translation>མ་གཉིས་ཀ་ཡོད་མཁན་དང་བུ་གཉིས་ཀ་ཡོད་མཁན་གཉིས་མོས་མཐུན་བྱུང་ན། ཤོ་མི་རྒྱག་པར་སྦག་རེ་རེ་བརྗེ་ཆོག</translation>
        </message>
        <message>
            <source>A point beats nothing, but a point that is led cannot be beaten, so its leader takes the trick and is paid at once. Several points may be led together, never mixed with tiles that are not points. A point also leaves the ranking: with the sky chief as point, the sky minister cannot be beaten; with the sevens as points there is no stallion, so the mare cannot be beaten; with a five as point there is no mare; with the mother or the son as points there are no horses at all.</source>
            <translation>ཤོ་མིག་གིས་གང་ཡང་གནོན་མི་ཐུབ། འོན་ཀྱང་མགོ་བཙུགས་པའི་ཤོ་མིག་སུས་ཀྱང་གནོན་མི་ཐུབ་པས། མགོ་འཛུགས་མཁན་གྱིས་སྐོར་ལེན་ཞིང་འཕྲལ་དུ་འཇལ་བ་ཐོབ། ཤོ་མིག་དུ་མ་མཉམ་དུ་མགོ་འཛུགས་ཆོག འོན་ཀྱང་ཤོ་མིག་མིན་པའི་སྦག་དང་ནམ་ཡང་མི་བསྲེ། ཤོ་མིག་ནི་གོ་རིམ་ལས་ཀྱང་ཐོན། གནམ་དཔོན་ཤོ་མིག་ཡིན་ན་གནམ་བློན་གནོན་མི་ཐུབ། སྦག་བདུན་ཤོ་མིག་ཡིན་ན་རྟ་ཕོ་མེད་པས་རྒོད་མ་གནོན་མི་ཐུབ། སྦག་ལྔ་ཤོ་མིག་ཡིན་ན་རྒོད་མ་མེད། མའམ་བུ་ཤོ་མིག་ཡིན་ན་རྟའི་སྡེབ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>A seven and the mother: exactly &lt;span class='tile'&gt;4-3&lt;/span&gt; with &lt;span class='tile'&gt;4-2&lt;/span&gt;. It beats the mare, and nothing beats it.</source>
            <translation>སྦག་བདུན་དང་མ། &lt;span class='tile'&gt;4-3&lt;/span&gt; དང་ &lt;span class='tile'&gt;4-2&lt;/span&gt; ཁོ་ན་ཡིན། དེས་རྒོད་མ་གནོན་ཐུབ་ལ་དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>After the deal, before anyone looks at their tiles, two players may agree to swap their whole hands.</source>
            <translation>བགོས་རྗེས་སུས་ཀྱང་རང་གི་སྦག་ལ་མ་བལྟས་གོང་། རྩེད་མཁན་གཉིས་ཀྱིས་གྲོས་མཐུན་བྱས་ནས་ལག་སྦག་ཧྲིལ་པོ་བརྗེ་ཆོག</translation>
        </message>
        <message>
            <source>All sixteen stacks</source>
            <translation>ཕུང་བཅུ་དྲུག་ཚང་མ།</translation>
        </message>
        <message>
            <source>Any player may call &lt;b&gt;Gobah&lt;/b&gt;: five more deals are played, and the fifth, the last of the session, is called &lt;b&gt;Tashi Gobah&lt;/b&gt;. When time is short the players may agree on a single last deal instead, which is then the Tashi Gobah.</source>
            <translation>རྩེད་མཁན་སུས་ཀྱང་&lt;b&gt;གོ་བཱ་&lt;/b&gt;སྒྲོག་ཆོག དེ་ནས་བགོ་སྐོར་ལྔ་ལྷག་རྩེ་ཞིང་། ལྔ་པ་སྟེ་རྩེད་ཐེངས་ཀྱི་མཐའ་མ་དེ་ལ་&lt;b&gt;བཀྲ་ཤིས་གོ་བཱ་&lt;/b&gt;ཟེར། དུས་ཚོད་མི་འདང་ན་རྩེད་མཁན་རྣམས་ཀྱིས་དེའི་ཚབ་ཏུ་བགོ་སྐོར་མཐའ་མ་གཅིག་ཁོ་ན་རྩེ་བར་གྲོས་མཐུན་ཆོག དེ་ཡང་བཀྲ་ཤིས་གོ་བཱ་ཡིན།</translation>
        </message>
        <message>
            <source>Any two or more chiefs, sky and earth mixed. Nothing can beat them. Chiefs never join ministers, and below the ministers sky and earth tiles never mix in one lead: a lama with a seven is not a combination.</source>
            <translation>དཔོན་གཉིས་སམ་དེ་ལས་མང་བ། གནམ་དང་ས་བསྲེས་ཀྱང་ཆོག དེ་དག་གནོན་ཐུབ་པ་གང་ཡང་མེད། དཔོན་དང་བློན་ནམ་ཡང་མི་འདྲེས། བློན་གྱི་འོག་ཏུ་གནམ་སྦག་དང་ས་སྦག་མགོ་འཛུགས་གཅིག་ཏུ་ནམ་ཡང་མི་འདྲེས། བླ་མ་དང་སྦག་བདུན་ནི་སྡེབ་མིན།</translation>
        </message>
        <message>
            <source>Any two or more ministers, sky and earth mixed as you like. Only chiefs beat them: the same number of tiles, with as many sky tiles and as many earth tiles as the ministers had.</source>
            <translation>བློན་གཉིས་སམ་དེ་ལས་མང་བ། གནམ་དང་ས་ཇི་ལྟར་བསྲེས་ཀྱང་ཆོག དེ་དག་གནོན་ཐུབ་པ་དཔོན་ཁོ་ན་ཡིན། སྦག་གྲངས་མཉམ་པ་དགོས་ཤིང་། གནམ་སྦག་དང་ས་སྦག་གི་གྲངས་ཀྱང་བློན་དང་མཉམ་དགོས།</translation>
        </message>
        <message>
            <source>At this table:</source>
            <translation>ཅོག་ཙེ་འདིར།</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>སྦག་ཆེན།</translation>
        </message>
        <message>
            <source>Bagchen: the rules</source>
            <translation>སྦག་ཆེན། སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Balances may go below zero.</source>
            <translation>ལྷག་བསྡོམས་ཀླད་ཀོར་ལས་ཉུང་དུ་འགྲོ་ཆོག</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>གོང་མ་སྲུང་བ</translation>
        </message>
        <message>
            <source>Bao Huang: the rules</source>
            <translation>གོང་མ་སྲུང་བ། སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Below zero chips</source>
            <translation>འཇལ་རྟགས་ཀླད་ཀོར་གྱི་འོག</translation>
        </message>
        <message>
            <source>Both copies of the mare's tiles, or of the stallion's, make a four-tile lead. The double stallion beats the double mare and cannot itself be beaten; the double mare beats nothing.</source>
            <translation>རྒོད་མའམ་རྟ་ཕོའི་སྦག་རེ་རེ་གཉིས་རེ་བསྡོམས་ན་སྦག་བཞིའི་མགོ་འཛུགས་ཤིག་ཡིན། རྟ་ཕོ་ཟུང་གིས་རྒོད་མ་ཟུང་གནོན་ཐུབ་ལ། རྟ་ཕོ་ཟུང་ལ་གནོན་མཁན་མེད། རྒོད་མ་ཟུང་གིས་གང་ཡང་གནོན་མི་ཐུབ།</translation>
        </message>
        <message>
            <source>Called while a deal is being played, Gobah counts from the end of that deal: the deal in progress is not one of the five, and a single last deal called then is the next one. Called between deals, the next deal is the first of the five.</source>
            <translation>བགོ་སྐོར་རྩེ་བཞིན་པའི་སྐབས་གོ་བཱ་བསྒྲགས་ན། བགོ་སྐོར་དེ་མཇུག་རྫོགས་རྗེས་ནས་བགྲང་། རྩེ་བཞིན་པའི་བགོ་སྐོར་དེ་ལྔའི་ནང་དུ་མི་རྩི། སྐབས་དེར་བགོ་སྐོར་མཐའ་མ་གཅིག་བསྒྲགས་ན་དེ་ནི་བགོ་སྐོར་རྗེས་མ་ཡིན། བགོ་སྐོར་བར་དུ་བསྒྲགས་ན་བགོ་སྐོར་རྗེས་མ་དེ་ལྔའི་དང་པོ་ཡིན།</translation>
        </message>
        <message>
            <source>Charity</source>
            <translation>སྦྱིན་པ།</translation>
        </message>
        <message>
            <source>Combinations</source>
            <translation>སྡེབ།</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>ངེས་པར་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>རང་བཟོ།</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>སྲོལ་རྒྱུན།</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>Digital Gamers ལུགས།</translation>
        </message>
        <message>
            <source>Double mare, double stallion</source>
            <translation>རྒོད་མ་ཟུང་དང་རྟ་ཕོ་ཟུང་།</translation>
        </message>
        <message>
            <source>Each player gets 16 of the 64 tiles. The tiles are played out in tricks, one tile or a group of tiles at a time, until every hand is empty. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner is paid by the others according to how many stacks each of them took. Leading one of the deal's &lt;b&gt;points&lt;/b&gt; also earns chips at once, and finishing the deal with points multiplies the final payments.</source>
            <translation>རྩེད་མཁན་རེ་རེར་སྦག་ 64 ནང་ནས་ 16 རེ་ཐོབ། ལག་སྦག་ཚང་མ་སྟོང་པ་མ་ཆགས་བར་སྦག་རྣམས་སྐོར་རེ་རེའི་ནང་གཅིག་རེའམ་ཚན་རེ་བྱས་ནས་བཞག གང་ལས་གལ་ཆེ་བ་ནི་&lt;b&gt;སྐོར་མཐའ་མ་རྒྱལ་བ་&lt;/b&gt;ཡིན། དེའི་རྒྱལ་མཁན་ལ་གཞན་རྣམས་ཀྱིས་རང་རང་གིས་བླངས་པའི་ཕུང་གི་གྲངས་ལྟར་འཇལ་བ་སྤྲོད། བགོ་སྐོར་དེའི་&lt;b&gt;ཤོ་མིག་&lt;/b&gt;གཅིག་མགོ་བཙུགས་ན་ཡང་འཕྲལ་དུ་འཇལ་རྟགས་ཐོབ། ཤོ་མིག་གིས་བགོ་སྐོར་མཇུག་སྒྲིལ་ན་མཇུག་གི་འཇལ་བ་ལྡབ་ཏུ་འགྱུར།</translation>
        </message>
        <message>
            <source>Earth: two of each tile</source>
            <translation>ས་རིགས། སྦག་རེ་རེ་གཉིས་རེ།</translation>
        </message>
        <message>
            <source>Ending the session: Gobah</source>
            <translation>རྩེད་ཐེངས་མཇུག་སྒྲིལ་བ། གོ་བཱ།</translation>
        </message>
        <message>
            <source>Equal earth tiles</source>
            <translation>ས་སྦག་མཉམ་པ།</translation>
        </message>
        <message>
            <source>Every deal, the throw of the dice names one kind of tile, and four tiles become that deal's &lt;b&gt;points&lt;/b&gt; (drawn with a gold rim):</source>
            <translation>བགོ་སྐོར་རེ་རེར་ཤོ་རྒྱག་པས་སྦག་གི་དབྱེ་བ་གཅིག་གཏན་འཁེལ་ཞིང་། སྦག་བཞི་བགོ་སྐོར་དེའི་&lt;b&gt;ཤོ་མིག་&lt;/b&gt;ཏུ་འགྱུར། (གསེར་མདོག་གི་མཐའ་སྒྲོམ་གྱིས་མཚོན།)</translation>
        </message>
        <message>
            <source>Every player starts with the same number of chips. There are two kinds of payment.</source>
            <translation>རྩེད་མཁན་ཚང་མ་འཇལ་རྟགས་གྲངས་མཉམ་པས་འགོ་འཛུགས། འཇལ་བ་རིགས་གཉིས་ཡོད།</translation>
        </message>
        <message>
            <source>Exchanging hands</source>
            <translation>ལག་སྦག་བརྗེ་བ།</translation>
        </message>
        <message>
            <source>Exchanging seats</source>
            <translation>སྡོད་ས་བརྗེ་བ།</translation>
        </message>
        <message>
            <source>Four sky chiefs</source>
            <translation>གནམ་དཔོན་བཞི།</translation>
        </message>
        <message>
            <source>From the second deal on, whoever took the last trick starts.</source>
            <translation>བགོ་སྐོར་གཉིས་པ་ནས་བཟུང་། སྐོར་མཐའ་མ་བླངས་མཁན་དེ་སྔོན་འགྲོ་ཡིན།</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>ཤོའི་གསལ་འདེབས།</translation>
        </message>
        <message>
            <source>Holding three sky chiefs while the player opposite takes the last trick is a bad sign, and as a salute to the winner you are the one who throws the dice when the next deal begins. Winning one of the Gobah deals brings good luck, Tashi Gobah most of all; winning none of them is a warning.</source>
            <translation>ཁྱེད་ལ་གནམ་དཔོན་གསུམ་ཡོད་སྐབས་ཁ་གཏད་ཀྱི་རྩེད་མཁན་གྱིས་སྐོར་མཐའ་མ་བླངས་ན་ལྟས་ངན་ཡིན། རྒྱལ་མཁན་ལ་ཕྱག་འཚལ་བའི་ཆེད་དུ་བགོ་སྐོར་རྗེས་མ་འགོ་འཛུགས་དུས་ཤོ་རྒྱག་མཁན་ཁྱེད་ཡིན། གོ་བཱའི་བགོ་སྐོར་ཞིག་རྒྱལ་ན་བཀྲ་ཤིས། ལྷག་པར་དུ་བཀྲ་ཤིས་གོ་བཱ་ཡིན། གཅིག་ཀྱང་མ་རྒྱལ་ན་ཉེན་བརྡ་ཡིན།</translation>
        </message>
        <message>
            <source>Identical sky tiles</source>
            <translation>གནམ་སྦག་འདྲ་མཚུངས།</translation>
        </message>
        <message>
            <source>If the last trick is won by leading points, the deal ends in a &lt;b&gt;jump&lt;/b&gt;. The points that ended the deal (the unbroken run of points leads at its very end) are not paid one by one; instead every settlement payment is multiplied by the jump factor times their value.</source>
            <translation>ཤོ་མིག་མགོ་བཙུགས་ནས་སྐོར་མཐའ་མ་རྒྱལ་ན་བགོ་སྐོར་&lt;b&gt;མཆོང་&lt;/b&gt;གིས་མཇུག་སྒྲིལ། བགོ་སྐོར་མཇུག་སྒྲིལ་བའི་ཤོ་མིག་རྣམས་ལ། (མཇུག་མཐའི་ཤོ་མིག་མགོ་འཛུགས་རྒྱུན་མ་ཆད་པ་དེ་དག) རེ་རེ་བཞིན་འཇལ་བ་མི་སྤྲོད། དེའི་ཚབ་ཏུ་མཇུག་རྩིས་ཀྱི་འཇལ་བ་ཚང་མ་མཆོང་གི་ལྡབ་གྲངས་དང་དེ་དག་གི་རིན་ཐང་གིས་སྒྱུར།</translation>
        </message>
        <message>
            <source>In this game, use the buttons in the session panel: &lt;i&gt;Declare Gobah&lt;/i&gt; or &lt;i&gt;One last deal&lt;/i&gt;. The panel counts the Gobah deals still to come.</source>
            <translation>རྩེད་མོ་འདིར་རྩེད་ཐེངས་ངོས་ལེབ་ཀྱི་མཐེབ་བེད་སྤྱོད་གཏོང་། &lt;i&gt;གོ་བཱ་སྒྲོག&lt;/i&gt; ཡང་ན་ &lt;i&gt;བགོ་སྐོར་མཐའ་མ་གཅིག&lt;/i&gt;། ངོས་ལེབ་དེས་གོ་བཱའི་བགོ་སྐོར་ལྷག་མ་བགྲང་།</translation>
        </message>
        <message>
            <source>Instead of one tile, the leader may lead several tiles that belong together. The others must then play the same number of tiles, and only a combination of the right kind can beat it.</source>
            <translation>མགོ་འཛུགས་མཁན་གྱིས་སྦག་གཅིག་གི་ཚབ་ཏུ་ཕན་ཚུན་འབྲེལ་བའི་སྦག་མང་པོ་མགོ་འཛུགས་ཆོག དེ་ནས་གཞན་རྣམས་ཀྱིས་སྦག་གྲངས་མཉམ་པ་བཞག་དགོས། དེ་གནོན་ཐུབ་པ་རིགས་མཐུན་པའི་སྡེབ་ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>Jump factor</source>
            <translation>མཆོང་གི་ལྡབ་གྲངས།</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>མཆོང་།</translation>
        </message>
        <message>
            <source>Mixed chiefs</source>
            <translation>དཔོན་འདྲེས་མ།</translation>
        </message>
        <message>
            <source>Mixed ministers</source>
            <translation>བློན་འདྲེས་མ།</translation>
        </message>
        <message>
            <source>Mixed ministers, at most</source>
            <translation>བློན་འདྲེས་མ། མང་ཤོས།</translation>
        </message>
        <message>
            <source>Mother and son</source>
            <translation>མ་བུ།</translation>
        </message>
        <message>
            <source>Mother and son led together are always a point, worth one. When they are points in their own right as well, that lead is worth three: each of the two tiles counts, and so does the pair.</source>
            <translation>མ་བུ་མཉམ་དུ་མགོ་བཙུགས་ན་རྟག་ཏུ་ཤོ་མིག་ཡིན་ཞིང་རིན་ཐང་གཅིག་ཡིན། དེ་དག་རང་ཉིད་ཀྱང་ཤོ་མིག་ཡིན་ན། མགོ་འཛུགས་དེའི་རིན་ཐང་གསུམ་ཡིན། སྦག་གཉིས་རེ་རེ་དང་ཟུང་དེ་ཡང་རྩི།</translation>
        </message>
        <message>
            <source>Old table habits, each turned on or off for the session. By tradition, each player keeps the stacks they win in a row on their left.</source>
            <translation>ཅོག་ཙེའི་སྲོལ་རྒྱུན་རྙིང་པ། རྩེད་ཐེངས་ཀྱི་ཆེད་དུ་རེ་རེ་སྒོ་འབྱེད་པའམ་གཅོད། སྲོལ་རྒྱུན་ལྟར་རྩེད་མཁན་རེ་རེས་རང་གིས་ཐོབ་པའི་ཕུང་རྣམས་རང་གི་གཡོན་ཕྱོགས་སུ་ཕྲེང་བར་འཇོག</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>ལྟས།</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>ལམ་ཡིག</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>འཇལ་བ།</translation>
        </message>
        <message>
            <source>Points from the dice</source>
            <translation>ཤོ་ལས་བྱུང་བའི་ཤོ་མིག</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>བསྐྱར་བགོ</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Seating</source>
            <translation>སྡོད་སྟངས།</translation>
        </message>
        <message>
            <source>Seats and the first starter</source>
            <translation>སྡོད་ས་དང་སྔོན་འགྲོ་དང་པོ།</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>ཞང་ཞུང་ / pagat (ཚད་ལྡན)</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>ལམ་ཡིག་སླ་བཟོས།</translation>
        </message>
        <message>
            <source>Sky: four of each tile</source>
            <translation>གནམ་རིགས། སྦག་རེ་རེ་བཞི་རེ།</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>མ་རྩ།</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>དམིགས་ཡུལ།</translation>
        </message>
        <message>
            <source>The chart lists each suit from its highest rank down. Tiles in the same row of a suit are equal in rank: the three sisters are equal, so are the four people tiles, and in the earth suit the two tiles of a row (the two nines, for example) are equal too.</source>
            <translation>རི་མོ་འདིར་རིགས་རེ་རེ་གོ་རིམ་མཐོ་ཤོས་ནས་དམའ་རུ་བཀོད་ཡོད། རིགས་གཅིག་གི་ཕྲེང་གཅིག་པའི་སྦག་རྣམས་གོ་རིམ་མཉམ། སྲིང་མོ་གསུམ་མཉམ། མི་སེར་སྦག་བཞི་ཡང་མཉམ། ས་རིགས་སུ་ཕྲེང་གཅིག་གི་སྦག་གཉིས་ཀྱང་མཉམ། (དཔེར་ན་སྦག་དགུ་གཉིས)</translation>
        </message>
        <message>
            <source>The complete horse</source>
            <translation>རྟ་ཆ་ཚང་།</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>བགོ་བ།</translation>
        </message>
        <message>
            <source>The mare</source>
            <translation>རྒོད་མ།</translation>
        </message>
        <message>
            <source>The mare and the stallion led together as four tiles. It beats nothing and cannot be beaten. It holds a mother and a son, yet it is not a point.</source>
            <translation>རྒོད་མ་དང་རྟ་ཕོ་མཉམ་དུ་སྦག་བཞིར་མགོ་བཙུགས་པ། དེས་གང་ཡང་གནོན་མི་ཐུབ་ལ་དེ་ཡང་སུས་ཀྱང་གནོན་མི་ཐུབ། དེའི་ནང་མ་དང་བུ་ཡོད་ཀྱང་ཤོ་མིག་མིན།</translation>
        </message>
        <message>
            <source>The mother and the son led together. They beat nothing, but once led nobody can beat them, and they count as a point: each opponent without a passport pays the leader a chip.</source>
            <translation>མ་དང་བུ་མཉམ་དུ་མགོ་བཙུགས་པ། དེས་གང་ཡང་གནོན་མི་ཐུབ། འོན་ཀྱང་མགོ་བཙུགས་ཚར་ན་སུས་ཀྱང་གནོན་མི་ཐུབ་ལ། ཤོ་མིག་གཅིག་ཏུ་རྩི། ལམ་ཡིག་མེད་པའི་ཁ་གཏད་རེ་རེས་མགོ་འཛུགས་མཁན་ལ་འཇལ་རྟགས་རེ་སྤྲོད།</translation>
        </message>
        <message>
            <source>The options chosen for the session in play. The sections below explain each one.</source>
            <translation>རྩེ་བཞིན་པའི་རྩེད་ཐེངས་ཀྱི་ཆེད་དུ་བདམས་པའི་འདེམས་ཀ། གཤམ་གྱི་ལེ་ཚན་དུ་རེ་རེ་བཞིན་འགྲེལ།</translation>
        </message>
        <message>
            <source>The play</source>
            <translation>རྩེད་སྟངས།</translation>
        </message>
        <message>
            <source>The stallion</source>
            <translation>རྟ་ཕོ།</translation>
        </message>
        <message>
            <source>The starter leads a single tile or a combination, face up. Then each other player in turn, clockwise, plays exactly as many tiles:</source>
            <translation>སྔོན་འགྲོས་སྦག་རྐྱང་པའམ་སྡེབ་ཅིག་ཁ་གྱེན་དུ་མགོ་འཛུགས། དེ་ནས་རྩེད་མཁན་གཞན་རེ་རེས་གཡས་སྐོར་དུ་རེས་མོས་སྦག་གྲངས་མཉམ་པ་བཞག</translation>
        </message>
        <message>
            <source>The tiles are shuffled face down and built into eight towers, each two tiles wide and four high, two towers in front of every player. The player opposite the starter points at a tower and throws the dice. The throw names the points and also the taker: count clockwise from the thrower, who counts as one, up to the total. That player picks up the chosen tower; then the towers go round clockwise, one per player and each next seat taking the next tower, twice round, until everyone holds 16 tiles. The dice stay on the table showing the points.</source>
            <translation>སྦག་རྣམས་ཁ་སྦུབ་ཏུ་བསྲེས་ནས་མཁར་བརྒྱད་བརྩིགས། མཁར་རེ་རེ་ལ་ཞེང་དུ་སྦག་གཉིས་དང་མཐོ་རུ་སྦག་བཞི་ཡོད་ཅིང་། རྩེད་མཁན་རེ་རེའི་མདུན་དུ་མཁར་གཉིས་རེ་ཡོད། སྔོན་འགྲོའི་ཁ་གཏད་ཀྱི་རྩེད་མཁན་གྱིས་མཁར་ཞིག་ལ་མཛུབ་མོ་བསྟན་ནས་ཤོ་རྒྱག ཤོ་གྲངས་ཀྱིས་ཤོ་མིག་དང་མཁར་ལེན་མཁན་གཉིས་ཀ་གཏན་འཁེལ། ཤོ་རྒྱག་མཁན་རང་ཉིད་གཅིག་ཏུ་བརྩིས་ནས་གཡས་སྐོར་དུ་ཁྱོན་བསྡོམས་བར་བགྲང་། རྩེད་མཁན་དེས་བདམས་པའི་མཁར་ལེན། དེ་ནས་མཁར་རྣམས་གཡས་སྐོར་དུ་རིམ་བཞིན་རྩེད་མཁན་རེར་རེ་རེ་ལེན་ཞིང་། སྡོད་ས་རྗེས་མས་མཁར་རྗེས་མ་ལེན། ཚང་མར་སྦག་ 16 རེ་མ་ཐོབ་བར་ཐེངས་གཉིས་བསྐོར། ཤོ་ནི་ཤོ་མིག་སྟོན་བཞིན་ཅོག་ཙེའི་སྟེང་དུ་སྡོད།</translation>
        </message>
        <message>
            <source>There is no need to follow suit. When all four have played, the play on top wins: its player takes the pile as one stack for each tile led and leads next. A deal always has 16 stacks.</source>
            <translation>རིགས་ཀྱི་རྗེས་འབྲང་མི་དགོས། བཞི་ཀས་བཞག་ཚར་རྗེས་སྟེང་གི་སྦག་རྒྱལ། དེ་བཞག་མཁན་གྱིས་ཕུང་པོ་ལེན་ཞིང་། མགོ་བཙུགས་པའི་སྦག་རེ་རེར་ཕུང་རེ་རྩི། ཁོང་གིས་མུ་མཐུད་མགོ་འཛུགས། བགོ་སྐོར་རེ་རེར་རྟག་ཏུ་ཕུང་ 16 ཡོད།</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>ཅོག་ཙེ་འདིའི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>གནམ་དགུ</translation>
        </message>
        <message>
            <source>Tien Gow: the rules</source>
            <translation>གནམ་དགུ། སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>སྦག་དང་རིགས།</translation>
        </message>
        <message>
            <source>To beat a single tile you need a tile of its &lt;b&gt;own suit&lt;/b&gt; that ranks &lt;b&gt;higher&lt;/b&gt;. An equal tile does not beat, and a sky tile can never beat an earth tile, nor the other way round. So a &lt;span class='tile'&gt;5-3&lt;/span&gt; falls only to a nine (&lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt;), never to the &lt;span class='tile'&gt;6-6&lt;/span&gt;, which is sky, and never to the other eight, &lt;span class='tile'&gt;6-2&lt;/span&gt;, which is only equal.</source>
            <translation>སྦག་རྐྱང་པ་ཞིག་གནོན་པར་དེ་དང་&lt;b&gt;རིགས་གཅིག་པ་&lt;/b&gt;ཡིན་ལ་གོ་རིམ་&lt;b&gt;མཐོ་བ་&lt;/b&gt;ཞིག་དགོས། གོ་རིམ་མཉམ་པས་མི་གནོན། གནམ་སྦག་གིས་ས་སྦག་ནམ་ཡང་གནོན་མི་ཐུབ། ས་སྦག་གིས་ཀྱང་གནམ་སྦག་གནོན་མི་ཐུབ། དེས་ན་ &lt;span class='tile'&gt;5-3&lt;/span&gt; གནོན་ཐུབ་པ་སྦག་དགུ་ (&lt;span class='tile'&gt;6-3&lt;/span&gt; ཡང་ན་ &lt;span class='tile'&gt;5-4&lt;/span&gt;) ཁོ་ན་ཡིན། གནམ་སྦག་ཡིན་པའི་ &lt;span class='tile'&gt;6-6&lt;/span&gt; གིས་ནམ་ཡང་མི་གནོན། སྦག་བརྒྱད་གཞན་ &lt;span class='tile'&gt;6-2&lt;/span&gt; ཡང་གོ་རིམ་མཉམ་པ་ཙམ་ཡིན་པས་མི་གནོན།</translation>
        </message>
        <message>
            <source>Two to four earth tiles of the same rank, alike or not: a seven and a seven, or both nines. Only a set of the same size and a higher rank beats them.</source>
            <translation>གོ་རིམ་གཅིག་པའི་ས་སྦག་གཉིས་ནས་བཞི་བར། འདྲ་ཡང་རུང་མི་འདྲ་ཡང་རུང་། དཔེར་ན་སྦག་བདུན་དང་སྦག་བདུན། ཡང་ན་སྦག་དགུ་གཉིས་ཀ ཆེ་ཆུང་མཉམ་ཞིང་གོ་རིམ་མཐོ་བའི་ཚན་ཁོ་ནས་དེ་དག་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>Two, three or four copies of the &lt;b&gt;same&lt;/b&gt; sky tile. Only the same number of copies of a higher sky tile beats them. Three sisters that are not all alike are no combination at all.</source>
            <translation>གནམ་སྦག་&lt;b&gt;གཅིག་པ་&lt;/b&gt;གཉིས་སམ་གསུམ། ཡང་ན་བཞི། དེ་དག་གནོན་ཐུབ་པ་གོ་རིམ་མཐོ་བའི་གནམ་སྦག་གཅིག་པ་གྲངས་མཉམ་པ་ཁོ་ན་ཡིན། ཚང་མ་གཅིག་པ་མིན་པའི་སྲིང་མོ་གསུམ་ནི་སྡེབ་གཏན་ནས་མིན།</translation>
        </message>
        <message>
            <source>Uniting mother and son</source>
            <translation>མ་བུ་འཛོམས་པ།</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer however you like, then set them back to show the points.</source>
            <translation>གང་བཞག་དགོས་མ་ཤེས་སམ། ཤོ་རྒྱག་སྟེ་ལན་དེ་རང་འདོད་ལྟར་གོ་དོན་ཐོན། དེ་ནས་ཤོ་སླར་ཡང་ཤོ་མིག་སྟོན་པར་ཞོག</translation>
        </message>
        <message>
            <source>When the mother and the son are not points, a player holding a mother but no son may show it, looking for a son; any player holding a son may answer (and the same the other way round). Each of the two throws one die, and the higher throw takes both tiles. The player left with 15 tiles then throws both dice, and the one with 17 gives back the tile they name, or an equal earth tile. If the dice name a mother, a son, a point or a tile the giver lacks, they are thrown again.</source>
            <translation>མ་དང་བུ་ཤོ་མིག་མ་ཡིན་ན། མ་ཡོད་ལ་བུ་མེད་པའི་རྩེད་མཁན་གྱིས་བུ་འཚོལ་ཆེད་མ་སྟོན་ཆོག བུ་ཡོད་པའི་རྩེད་མཁན་གང་རུང་གིས་ལན་འདེབས་ཆོག (བུས་མ་འཚོལ་བའང་དེ་བཞིན།) གཉིས་ཀས་ཤོ་གཅིག་རེ་རྒྱག་སྟེ་ཤོ་གྲངས་མཐོ་བས་སྦག་གཉིས་ཀ་ལེན། དེ་ནས་སྦག་ 15 ལུས་པའི་རྩེད་མཁན་གྱིས་ཤོ་གཉིས་ཀ་རྒྱག་སྟེ། སྦག་ 17 ཡོད་མཁན་གྱིས་ཤོས་བསྟན་པའི་སྦག་གམ་གོ་རིམ་མཉམ་པའི་ས་སྦག་ཕྱིར་སྤྲོད། ཤོས་མ་དང་བུ། ཤོ་མིག ཡང་ན་སྤྲོད་མཁན་ལ་མེད་པའི་སྦག་བསྟན་ན་ཡང་བསྐྱར་རྒྱག</translation>
        </message>
        <message>
            <source>Whoever is dealt all four &lt;span class='tile'&gt;6-6&lt;/span&gt;, when they are not points, shows them to the table and keeps them. Everyone now knows where they are.</source>
            <translation>&lt;span class='tile'&gt;6-6&lt;/span&gt; བཞི་ཀ་ཐོབ་མཁན་གྱིས་དེ་དག་ཤོ་མིག་མ་ཡིན་ན་ཅོག་ཙེ་ལ་བསྟན་ནས་རང་ལག་ཏུ་ཉར། དེ་དག་གང་དུ་ཡོད་པ་ཚང་མས་ཤེས།</translation>
        </message>
        <message>
            <source>With a factor of 2 and a final run of points worth 3, the settlement counts six times over: a player with a single stack pays 5 × 6 = 30 chips. A deal has at most six points (four from the dice, two mother-and-son pairs), so a factor of 2 multiplies by twelve at most.</source>
            <translation>ལྡབ་གྲངས་ 2 དང་མཇུག་གི་ཤོ་མིག་རིན་ཐང་ 3 ཡོད་ན་མཇུག་རྩིས་ལྡབ་དྲུག་ཏུ་འགྱུར། ཕུང་གཅིག་ཁོ་ན་ཡོད་མཁན་གྱིས་འཇལ་རྟགས་ 5 × 6 = 30 སྤྲོད། བགོ་སྐོར་གཅིག་ལ་ཤོ་མིག་མང་ཤོས་དྲུག་ཡོད། (ཤོ་ལས་བཞི། མ་བུ་ཟུང་གཉིས།) དེས་ན་ལྡབ་གྲངས་ 2 ཡོད་ན་མང་ཤོས་ལྡབ་བཅུ་གཉིས་ཡིན།</translation>
        </message>
        <message>
            <source>Without a jump, the settlement always brings the winner two chips more than the number of stacks they took.</source>
            <translation>མཆོང་མེད་ན་མཇུག་རྩིས་ཀྱིས་རྒྱལ་མཁན་ལ་རང་གིས་བླངས་པའི་ཕུང་གྲངས་ལས་འཇལ་རྟགས་གཉིས་མང་བ་རྟག་ཏུ་སྤྲོད།</translation>
        </message>
        <message>
            <source>a lead mixing sky and earth ministers has at most {n} tiles.</source>
            <translation>གནམ་བློན་དང་ས་བློན་འདྲེས་པའི་མགོ་འཛུགས་ལ་སྦག་མང་ཤོས་ {n} ཡོད།</translation>
        </message>
        <message>
            <source>a passport places no limits on leads; it still frees its holder from paying.</source>
            <translation>ལམ་ཡིག་གིས་མགོ་འཛུགས་ལ་ཚད་བཀག་མི་བྱེད། འོན་ཀྱང་འཛིན་མཁན་འཇལ་བ་ལས་ཐར།</translation>
        </message>
        <message>
            <source>a sky kind: its four copies;</source>
            <translation>གནམ་གྱི་དབྱེ་བ། དེའི་སྦག་བཞི།</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>ཆོག</translation>
        </message>
        <message>
            <source>an earth kind: every earth tile of the same rank, both kinds of it;</source>
            <translation>སའི་དབྱེ་བ། གོ་རིམ་གཅིག་པའི་ས་སྦག་ཚང་མ། དབྱེ་བ་གཉིས་ཀ</translation>
        </message>
        <message>
            <source>beats both</source>
            <translation>གཉིས་ཀ་གནོན།</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>དེ་གནོན།</translation>
        </message>
        <message>
            <source>beats it: one sky, two earth</source>
            <translation>དེ་གནོན། གནམ་གཅིག ས་གཉིས།</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>བྱ།</translation>
        </message>
        <message>
            <source>charity is {state}.</source>
            <translation>སྦྱིན་པ་ {state}།</translation>
        </message>
        <message>
            <source>compulsory beating is on: a player who can beat the trick must.</source>
            <translation>ངེས་པར་གནོན་དགོས་པ་ཡོད། སྐོར་གནོན་ཐུབ་མཁན་གྱིས་ངེས་པར་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>does not: wrong mixture</source>
            <translation>མི་གནོན། འདྲེས་ཚུལ་ནོར།</translation>
        </message>
        <message>
            <source>double mare</source>
            <translation>རྒོད་མ་ཟུང་།</translation>
        </message>
        <message>
            <source>double stallion</source>
            <translation>རྟ་ཕོ་ཟུང་།</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>ས་དཔོན། (སྦག་དགུ)</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>ས་བློན། (སྦག་བརྒྱད)</translation>
        </message>
        <message>
            <source>earth: both eights</source>
            <translation>ས། སྦག་བརྒྱད་གཉིས་ཀ</translation>
        </message>
        <message>
            <source>everyone starts with {n} chips. </source>
            <translation>ཚང་མར་འགོ་འཛུགས་དུས་འཇལ་རྟགས་ {n} ཡོད། </translation>
        </message>
        <message>
            <source>exactly six: nothing changes hands;</source>
            <translation>དྲུག་ཁོ་ན། སྤྲོད་ལེན་མེད།</translation>
        </message>
        <message>
            <source>exchanging hands</source>
            <translation>ལག་སྦག་བརྗེ་བ</translation>
        </message>
        <message>
            <source>exchanging seats</source>
            <translation>སྡོད་ས་བརྗེ་བ</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>ཁ་སྦུབ།</translation>
        </message>
        <message>
            <source>fewer than six stacks: pay the winner the difference (two stacks pay four);</source>
            <translation>ཕུང་དྲུག་ལས་ཉུང་ན། ཁྱད་པར་དེ་རྒྱལ་མཁན་ལ་སྤྲོད། (ཕུང་གཉིས་ཡོད་ན་བཞི་སྤྲོད།)</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>སྦག་ལྔ། (འུག་པ)</translation>
        </message>
        <message>
            <source>formal</source>
            <translation>སྲོལ་མཐུན</translation>
        </message>
        <message>
            <source>formal, by the dice and the time of day</source>
            <translation>སྲོལ་མཐུན། ཤོ་དང་ཉིན་གྱི་དུས་ཚོད་ལྟར</translation>
        </message>
        <message>
            <source>full rules 1 to 4</source>
            <translation>སྒྲིག་གཞི་ 1 ནས་ 4 བར་ཆ་ཚང་།</translation>
        </message>
        <message>
            <source>hint from the dice</source>
            <translation>ཤོའི་གསལ་འདེབས</translation>
        </message>
        <message>
            <source>informal</source>
            <translation>སྟབས་བདེ</translation>
        </message>
        <message>
            <source>informal, by two counts of the dice</source>
            <translation>སྟབས་བདེ། ཤོའི་གྲངས་ཐེངས་གཉིས་ལྟར</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>བླ་མ།</translation>
        </message>
        <message>
            <source>led</source>
            <translation>མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>more than six: the winner pays one chip for each stack above six.</source>
            <translation>དྲུག་ལས་མང་ན། དྲུག་ལས་ལྷག་པའི་ཕུང་རེ་རེར་རྒྱལ་མཁན་གྱིས་འཇལ་རྟགས་རེ་སྤྲོད།</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>མ།</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>མ་བུ།</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>མས་བུ་འཚོལ།</translation>
        </message>
        <message>
            <source>nobody is forced to beat.</source>
            <translation>སུ་ལའང་གནོན་དགོས་པའི་བཙན་ཤེད་མེད།</translation>
        </message>
        <message>
            <source>none</source>
            <translation>མེད།</translation>
        </message>
        <message>
            <source>not allowed</source>
            <translation>མི་ཆོག</translation>
        </message>
        <message>
            <source>off</source>
            <translation>མེད</translation>
        </message>
        <message>
            <source>off: no limits on leads</source>
            <translation>མེད། མགོ་འཛུགས་ལ་ཚད་བཀག་མེད།</translation>
        </message>
        <message>
            <source>omens</source>
            <translation>ལྟས</translation>
        </message>
        <message>
            <source>on</source>
            <translation>ཡོད</translation>
        </message>
        <message>
            <source>one sky, two earth</source>
            <translation>གནམ་གཅིག ས་གཉིས།</translation>
        </message>
        <message>
            <source>people</source>
            <translation>མི་སེར།</translation>
        </message>
        <message>
            <source>re-deals are {state}.</source>
            <translation>བསྐྱར་བགོ་ {state}།</translation>
        </message>
        <message>
            <source>seating is {mode}.</source>
            <translation>སྡོད་སྟངས། {mode}།</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>སྦག་བདུན།</translation>
        </message>
        <message>
            <source>simplified</source>
            <translation>སླ་བཟོས།</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>སྲིང་མོ།</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>གནམ་དཔོན།</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>གནམ་བློན།</translation>
        </message>
        <message>
            <source>sky: four chiefs</source>
            <translation>གནམ། དཔོན་བཞི།</translation>
        </message>
        <message>
            <source>son</source>
            <translation>བུ།</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>བུས་མ་འཚོལ།</translation>
        </message>
        <message>
            <source>son: mothers and sons</source>
            <translation>བུ། མ་དང་བུ་ཚང་མ།</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>རྟ་ཆ་ཚང་།</translation>
        </message>
        <message>
            <source>the full passport rules 1 to 4 apply.</source>
            <translation>ལམ་ཡིག་གི་སྒྲིག་གཞི་ 1 ནས་ 4 བར་ཆ་ཚང་ལག་ལེན་བྱེད།</translation>
        </message>
        <message>
            <source>the jump factor is {factor}: a jump multiplies the settlement by {factor} times the value of the final points.</source>
            <translation>མཆོང་གི་ལྡབ་གྲངས་ནི་ {factor} ཡིན། མཆོང་ན་མཇུག་རྩིས་ནི་ {factor} × མཇུག་གི་ཤོ་མིག་གི་རིན་ཐང་གི་ལྡབ་ཏུ་འགྱུར།</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>རྒོད་མ།</translation>
        </message>
        <message>
            <source>the mother or the son: both mothers and both sons.</source>
            <translation>མའམ་བུ། མ་གཉིས་དང་བུ་གཉིས་ཀ</translation>
        </message>
        <message>
            <source>the simplified passport rule applies.</source>
            <translation>ལམ་ཡིག་གི་སྒྲིག་གཞི་སླ་བཟོས་ལག་ལེན་བྱེད།</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>རྟ་ཕོ།</translation>
        </message>
        <message>
            <source>two eights beat them</source>
            <translation>སྦག་བརྒྱད་གཉིས་ཀྱིས་དེ་དག་གནོན།</translation>
        </message>
        <message>
            <source>two nines beat both</source>
            <translation>སྦག་དགུ་གཉིས་ཀྱིས་གཉིས་ཀ་གནོན།</translation>
        </message>
        <message>
            <source>two sevens</source>
            <translation>སྦག་བདུན་གཉིས།</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>གནོན་མི་ཐུབ།</translation>
        </message>
        <message>
            <source>uniting mother and son is {state}.</source>
            <translation>མ་བུ་འཛོམས་པ་ {state}།</translation>
        </message>
        <message>
            <source>{n} chips each</source>
            <translation>རེ་རེར་འཇལ་རྟགས་ {n}</translation>
        </message>
        <message>
            <source>{n} tiles</source>
            <translation>སྦག་ {n}</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <source>AI · %1</source>
            <translation>གློག་ཀླད · %1</translation>
        </message>
        <message>
            <source>PASSPORT</source>
            <translation>ལམ་ཡིག</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>ཁྱེད་ཀྱི་རེས།</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>སླ་བ</translation>
        </message>
        <message>
            <source>example</source>
            <translation>དཔེ་མཚོན།</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>དཀའ་བ</translation>
        </message>
        <message>
            <source>holds a passport: pays nothing more this deal</source>
            <translation>ལམ་ཡིག་ཡོད། བགོ་སྐོར་འདིར་ད་ནས་གང་ཡང་མི་འཇལ།</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>འབྲིང</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>ཀུན་མཐོང</translation>
        </message>
        <message>
            <source>player</source>
            <translation>རྩེད་མཁན</translation>
        </message>
        <message>
            <source>random</source>
            <translation>སྐབས་བསྟུན</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>བསམ་བཞིན</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>བསམ་བཞིན…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>རེས་བབ།</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>ལེགས་སྒྲིག</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ཁྱེད་རང</translation>
        </message>
    </context>
    <context>
        <name>Seating</name>
        <message>
            <source>After noon: the lowest throw sits East, then South, West and North.</source>
            <translation>ཕྱི་དྲོ། ཤོ་གྲངས་དམའ་ཤོས་ཤར་ལ་སྡོད། དེ་ནས་ལྷོ། ནུབ། བྱང་།</translation>
        </message>
        <message>
            <source>After noon: you stay {seat}; clockwise from there the throws go up.</source>
            <translation>ཕྱི་དྲོ། ཁྱེད་རང་{seat}་ལ་སྡོད། དེ་ནས་གཡས་སྐོར་དུ་ཤོ་གྲངས་དམའ་ནས་མཐོ་བའི་རིམ་པས་སྡོད།</translation>
        </message>
        <message>
            <source>After noon: {name} stays {seat}; clockwise from there the throws go up.</source>
            <translation>ཕྱི་དྲོ། {name} {seat}་ལ་སྡོད། དེ་ནས་གཡས་སྐོར་དུ་ཤོ་གྲངས་དམའ་ནས་མཐོ་བའི་རིམ་པས་སྡོད།</translation>
        </message>
        <message>
            <source>Before noon: the highest throw sits East, then South, West and North.</source>
            <translation>སྔ་དྲོ། ཤོ་གྲངས་མཐོ་ཤོས་ཤར་ལ་སྡོད། དེ་ནས་ལྷོ། ནུབ། བྱང་།</translation>
        </message>
        <message>
            <source>Before noon: you stay {seat}; clockwise from there the throws go down.</source>
            <translation>སྔ་དྲོ། ཁྱེད་རང་{seat}་ལ་སྡོད། དེ་ནས་གཡས་སྐོར་དུ་ཤོ་གྲངས་མཐོ་ནས་དམའ་བའི་རིམ་པས་སྡོད།</translation>
        </message>
        <message>
            <source>Before noon: {name} stays {seat}; clockwise from there the throws go down.</source>
            <translation>སྔ་དྲོ། {name} {seat}་ལ་སྡོད། དེ་ནས་གཡས་སྐོར་དུ་ཤོ་གྲངས་མཐོ་ནས་དམའ་བའི་རིམ་པས་སྡོད།</translation>
        </message>
        <message>
            <source>East</source>
            <translation>ཤར</translation>
        </message>
        <message>
            <source>Formal seating: everyone throws the dice for a seat.</source>
            <translation>སྲོལ་མཐུན་སྡོད་སྟངས། ཚང་མས་སྡོད་སའི་ཆེད་དུ་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>North</source>
            <translation>བྱང</translation>
        </message>
        <message>
            <source>South</source>
            <translation>ལྷོ</translation>
        </message>
        <message>
            <source>West</source>
            <translation>ནུབ</translation>
        </message>
        <message>
            <source>You demand an exchange of seats: everyone throws the dice.</source>
            <translation>ཁྱེད་ཀྱིས་སྡོད་ས་བརྗེ་རྒྱུ་རེ་ཞུ་བྱས། ཚང་མས་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>You sit East and start the first deal.</source>
            <translation>ཁྱེད་རང་ཤར་ལ་སྡོད་ནས་བགོ་སྐོར་དང་པོ་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>You start the next deal, in your new seat.</source>
            <translation>ཁྱེད་རང་སྡོད་ས་གསར་པར་བསྡད་ནས་བགོ་སྐོར་རྗེས་མ་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>{names} tie at {total}: they throw again.</source>
            <translation>{names} ལ་ཤོ་གྲངས་ {total} མཉམ་དུ་བྱུང་། ཡང་བསྐྱར་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>{name}
{seat}</source>
            <translation>{name}
{seat}</translation>
        </message>
        <message>
            <source>{name} demands an exchange of seats: everyone throws the dice.</source>
            <translation>{name} ནས་སྡོད་ས་བརྗེ་རྒྱུ་རེ་ཞུ་བྱས། ཚང་མས་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>{name} sits East and starts the first deal.</source>
            <translation>{name} ཤར་ལ་སྡོད་ནས་བགོ་སྐོར་དང་པོ་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>{name} starts the next deal, in the new seat.</source>
            <translation>{name} སྡོད་ས་གསར་པར་བསྡད་ནས་བགོ་སྐོར་རྗེས་མ་འགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>{name}: {a} + {b} = {total}</source>
            <translation>{name}: {a} + {b} = {total}</translation>
        </message>
        <message>
            <source>{name}: {before}, then {total}</source>
            <translation>{name}: {before} དེ་ནས་ {total}</translation>
        </message>
        <message>
            <source>{seat}: {name}</source>
            <translation>{seat}། {name}</translation>
        </message>
    </context>
    <context>
        <name>SessionEndDialog</name>
        <message>
            <source>A player ran out of chips.</source>
            <translation>རྩེད་མཁན་ཞིག་གི་འཇལ་རྟགས་རྫོགས།</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>བགོ་སྐོར་རེ་རེའི་རྗེས་ཀྱི་འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>ཁ་རྒྱག</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>རྩེས་ཟིན་པའི་བགོ་སྐོར། {n}</translation>
        </message>
        <message>
            <source>Final chips</source>
            <translation>མཐའ་མའི་འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>རྩེད་ཐེངས་གསར་པ།</translation>
        </message>
        <message>
            <source>No Gobah deal was played, so the omens have nothing to say.</source>
            <translation>གོ་བཱའི་བགོ་སྐོར་གཅིག་ཀྱང་མ་རྩེས་པས་ལྟས་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>ལྟས།</translation>
        </message>
        <message>
            <source>One player took all sixteen tricks and every chip.</source>
            <translation>རྩེད་མཁན་གཅིག་གིས་སྐོར་བཅུ་དྲུག་དང་འཇལ་རྟགས་ཡོངས་རྫོགས་བླངས།</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>གོ་རིམ།</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>རྩེད་མཁན།</translation>
        </message>
        <message>
            <source>Tashi Gobah, the last deal, has been played.</source>
            <translation>བགོ་སྐོར་མཐའ་མ་བཀྲ་ཤིས་གོ་བཱ་རྩེས་ཟིན།</translation>
        </message>
        <message>
            <source>The players stopped here.</source>
            <translation>རྩེད་མཁན་རྣམས་ཀྱིས་འདི་གར་མཚམས་བཞག</translation>
        </message>
        <message>
            <source>The session is over</source>
            <translation>རྩེད་ཐེངས་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>Won or lost</source>
            <translation>ཁེ་གྱོང་།</translation>
        </message>
        <message>
            <source>{name} won Tashi Gobah, the very last deal: the best of luck is on the way.</source>
            <translation>{name} ནས་བགོ་སྐོར་མཐའ་མ་བཀྲ་ཤིས་གོ་བཱ་རྒྱལ། བཀྲ་ཤིས་བཟང་ཤོས་འབྱོར་ངེས།</translation>
        </message>
        <message>
            <source>{name} won none of the Gobah deals: the omens warn of bad luck ahead.</source>
            <translation>{name} ནས་གོ་བཱའི་བགོ་སྐོར་གཅིག་ཀྱང་མ་རྒྱལ། ལྟས་ཀྱིས་མ་འོངས་པའི་བསོད་ནམས་ངན་པའི་ཉེན་བརྡ་སྟོན།</translation>
        </message>
        <message>
            <source>{name} won {n} of the Gobah deals: a lucky sign.</source>
            <translation>{name} ནས་གོ་བཱའི་བགོ་སྐོར་ {n} རྒྱལ། ལྟས་བཟང་ཡིན།</translation>
        </message>
    </context>
    <context>
        <name>SessionPanel</name>
        <message>
            <source>%1 chips each</source>
            <translation>རེ་རེར་འཇལ་རྟགས་ %1</translation>
        </message>
        <message>
            <source>AI, %1</source>
            <translation>གློག་ཀླད། %1</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>ཅོག་ཙེའི་མཐའ་སྐོར།</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>བགོ་སྐོར་རེ་རེའི་རྗེས་ཀྱི་འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Click tiles of your hand to choose them, then a button in the bar below the table (or press Enter). H asks for a hint, Ctrl+Z takes a move back, F1 shows the rules. The chips of each deal are charted here once the first deal is over.</source>
            <translation>ལག་སྦག་མནན་ནས་འདེམས། དེ་ནས་འོག་གི་མཐེབ་ཅིག་མནན། (ཡང་ན་ Enter) H གསལ་འདེབས། Ctrl+Z ཕྱིར་ལྡོག F1 སྒྲིག་གཞི། བགོ་སྐོར་དང་པོའི་རྗེས་འཇལ་རྟགས་འདིར་རི་མོར་འགོད།</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>རྩེས་ཟིན་པའི་བགོ་སྐོར། {n}</translation>
        </message>
        <message>
            <source>Declare Gobah</source>
            <translation>གོ་བཱ་སྒྲོག</translation>
        </message>
        <message>
            <source>F9 shows or hides this panel, F11 fills the screen, Ctrl+plus and Ctrl+minus change the size of your tiles (Ctrl+0: the usual size).</source>
            <translation>F9 ངོས་ལེབ་འདི་སྟོན་པའམ་སྦས། F11 བརྙན་ཡོལ་ཧྲིལ་པོ། Ctrl+plus དང་ Ctrl+minus སྦག་གི་ཆེ་ཆུང་། (Ctrl+0: རྒྱུན་ལྡན།)</translation>
        </message>
        <message>
            <source>Five more deals, the last of them Tashi Gobah</source>
            <translation>བགོ་སྐོར་ལྔ་ལྷག དེའི་མཐའ་མ་ནི་བཀྲ་ཤིས་གོ་བཱ།</translation>
        </message>
        <message>
            <source>Gobah not declared: play on as long as you like.</source>
            <translation>གོ་བཱ་མ་བསྒྲགས། རང་འདོད་ལྟར་མུ་མཐུད་རྩེ།</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>རྩེ་ཐབས</translation>
        </message>
        <message>
            <source>One last deal
(Tashi Gobah)</source>
            <translation>བགོ་སྐོར་མཐའ་མ་གཅིག
(བཀྲ་ཤིས་གོ་བཱ)</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>སྒྲིག་གཞི</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>རྩེད་ཐེངས།</translation>
        </message>
        <message>
            <source>Short of time: the next deal ends the session</source>
            <translation>དུས་ཚོད་མི་འདང་། བགོ་སྐོར་རྗེས་མས་རྩེད་ཐེངས་མཇུག་སྒྲིལ།</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>མ་རྩ</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>རྩེད་ཐེངས་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>custom rules</source>
            <translation>རང་བཟོའི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ཁྱེད་རང་།</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>You</source>
            <translation>ཁྱེད་རང</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Average place</source>
            <translation>གོ་རིམ་ཆ་སྙོམས།</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Chips per deal</source>
            <translation>བགོ་སྐོར་རེ་རེའི་འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Chips won over time, deal by deal</source>
            <translation>དུས་ཡུན་ནང་ཐོབ་པའི་འཇལ་རྟགས། བགོ་སྐོར་རེ་རེ་བཞིན།</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>བགོ་སྐོར།</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held. Jumps and sweeps go to the winner of the last trick; a passport to every seat that ended with one.</source>
            <translation>གློག་ཀླད་ཀྱི་རིམ་པ་རེ་རེ་དེས་བཟུང་བའི་སྡོད་ས་རེ་རེར་ཐེངས་གཅིག་རྩི། མཆོང་དང་ཡོངས་རྒྱལ་ནི་སྐོར་མཐའ་མའི་རྒྱལ་མཁན་ལ་རྩི། ལམ་ཡིག་ནི་མཇུག་ཏུ་ལམ་ཡིག་ཡོད་པའི་སྡོད་ས་ཚང་མར་རྩི།</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are the deals' scores. An emperor who plays alone wins as the emperor; the places run from 1, the first out.</source>
            <translation>རིག་ནུས་མིའི་རིམ་པ་རེ་རེ་ཡིས་བཟུང་བའི་སྡོད་ས་རེ་རེར་ཐེངས་གཅིག་རྩིས། འཇལ་རྟགས་ནི་བགོ་སྐོར་གྱི་སྐར་མ་ཡིན། གོང་མ་གཅིག་པུས་རྩེས་ན་གོང་མ་ལྟར་རྒྱལ། གོ་རིམ་ནི་ ༡ ནས་འགོ་འཛུགས་ཏེ། དང་པོར་ཐོན་མཁན་ཡིན།</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are those won in the deal.</source>
            <translation>རིག་ནུས་མིའི་རིམ་པ་རེ་རེ་ཡིས་བཟུང་བའི་སྡོད་ས་རེ་རེར་ཐེངས་གཅིག་རྩིས། འཇལ་རྟགས་ནི་བགོ་སྐོར་ནང་ཐོབ་པ་དེ་ཡིན།</translation>
        </message>
        <message>
            <source>Every game (chips only)</source>
            <translation>རྩེད་མོ་ཚང་མ། (འཇལ་རྟགས་ཁོ་ན།)</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>རྩེད་མོ།</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>མཆོང་།</translation>
        </message>
        <message>
            <source>Last tricks</source>
            <translation>སྐོར་མཐའ་མ།</translation>
        </message>
        <message>
            <source>No finished deal is recorded yet.</source>
            <translation>མཇུག་སྒྲིལ་ཟིན་པའི་བགོ་སྐོར་ད་དུང་ཐོ་འགོད་བྱས་མེད།</translation>
        </message>
        <message>
            <source>Passports</source>
            <translation>ལམ་ཡིག</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>རྩེད་མཁན།</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>གྲངས་ཐོ།</translation>
        </message>
        <message>
            <source>Statistics of the recorded deals</source>
            <translation>ཐོ་འགོད་བྱས་པའི་བགོ་སྐོར་གྱི་གྲངས་ཐོ།</translation>
        </message>
        <message>
            <source>Sweeps</source>
            <translation>ཡོངས་རྒྱལ།</translation>
        </message>
        <message>
            <source>Won as emperor</source>
            <translation>གོང་མར་རྒྱལ།</translation>
        </message>
        <message>
            <source>Won as farmer</source>
            <translation>མི་སེར་དུ་རྒྱལ།</translation>
        </message>
        <message>
            <source>Won as protector</source>
            <translation>སྐུ་སྲུང་དུ་རྒྱལ།</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>གློག་ཀླད་ {level}</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>&amp;Blue</source>
            <translation>སྔོན་པོ།</translation>
        </message>
        <message>
            <source>&amp;Felt</source>
            <translation>ཅོག་ཁེབས།</translation>
        </message>
        <message>
            <source>&amp;Green</source>
            <translation>ལྗང་ཁུ།</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>མདོག་ཁྱད་ཆེ་བ།</translation>
        </message>
        <message>
            <source>&amp;Plum</source>
            <translation>སྨུག་པོ།</translation>
        </message>
        <message>
            <source>Indigo with &amp;lotus</source>
            <translation>མཐིང་ནག་པདྨ།</translation>
        </message>
        <message>
            <source>Maroon with endless &amp;knot</source>
            <translation>དམར་སྨུག་དཔལ་བེའུ།</translation>
        </message>
        <message>
            <source>Tile &amp;backs</source>
            <translation>སྦག་གི་རྒྱབ་ངོས།</translation>
        </message>
    </context>
    <context>
        <name>TienGowRecap</name>
        <message>
            <source>Chips</source>
            <translation>འཇལ་རྟགས།</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>བགོ་སྐོར་རྗེས་མ།</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>རྩེད་མཁན།</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>བགོ་སྐོར་འདི</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>སྐོར</translation>
        </message>
    </context>
    <context>
        <name>TienGowRules</name>
        <message>
            <source>%1 at the table, %2 playing each deal, %3 tiles each</source>
            <translation>ཅོག་ཙེར་ %1 བགོ་སྐོར་རེར་རྩེ་མཁན་ %2 རེ་རེར་སྦག་ %3</translation>
        </message>
        <message>
            <source>%1 chips each</source>
            <translation>རེ་རེར་འཇལ་རྟགས་ %1</translation>
        </message>
        <message>
            <source>%1 players, %2 tiles each</source>
            <translation>རྩེད་མཁན་ %1 རེ་རེར་སྦག་ %2</translation>
        </message>
        <message>
            <source>1 red pip</source>
            <translation>མིག་དམར་ 1</translation>
        </message>
        <message>
            <source>24 tiles: no 5-1, with the nines and the supreme pair</source>
            <translation>སྦག་ 24 5-1 མེད། སྦག་དགུ་དང་ཆ་མཆོག་ཡོད།</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the nines</source>
            <translation>སྦག་ 24 ཞི་སྦག་དང་སྦག་དགུ</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>སྦག་ 24 ཞི་སྦག་དང་ཆ་མཆོག</translation>
        </message>
        <message>
            <source>30 tiles, without the supreme pair</source>
            <translation>སྦག་ 30 ཆ་མཆོག་མེད།</translation>
        </message>
        <message>
            <source>6 red pips</source>
            <translation>མིག་དམར་ 6</translation>
        </message>
        <message>
            <source>8 red pips</source>
            <translation>མིག་དམར་ 8</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the supreme pair;</source>
            <translation>&lt;b&gt;སྦག་ 24&lt;/b&gt; ཞི་སྦག་ 22 དང་ཆ་མཆོག</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the two nines;</source>
            <translation>&lt;b&gt;སྦག་ 24&lt;/b&gt; ཞི་སྦག་ 22 དང་སྦག་དགུ་གཉིས།</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the civil tiles without both 5-1, with the nines and the supreme pair.</source>
            <translation>&lt;b&gt;སྦག་ 24&lt;/b&gt; 5-1 གཉིས་མེད་པའི་ཞི་སྦག་དང་སྦག་དགུ་གཉིས། ཆ་མཆོག</translation>
        </message>
        <message>
            <source>&lt;b&gt;30 tiles&lt;/b&gt;: the whole set without the supreme pair;</source>
            <translation>&lt;b&gt;སྦག་ 30&lt;/b&gt; ཆ་མཆོག་མེད་པའི་ཚོམ་ཧྲིལ་པོ།</translation>
        </message>
        <message>
            <source>A civil tile with a military tile of its match: Heaven with a nine, Earth with an eight, Man with a seven, Harmony with a five. They rank in that order; either military tile of the total will do, and both make the same pair. A mixed pair falls only to a higher mixed pair.</source>
            <translation>ཞི་སྦག་གཅིག་དང་དེ་དང་མཐུན་པའི་དམག་སྦག་གཅིག གནམ་དང་སྦག་དགུ། ས་དང་སྦག་བརྒྱད། མི་དང་སྦག་བདུན། མཐུན་པ་དང་སྦག་ལྔ། གོ་རིམ་དེ་ལྟར་ཡིན། གྲངས་བསྡོམས་གཅིག་པའི་དམག་སྦག་གང་རུང་འགྲིག་ཅིང་ཆ་གཅིག་པ་ཡིན། ཆ་འདྲེས་ལ་ཆ་འདྲེས་མཐོ་བ་ཁོ་ནས་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>A set has 32 tiles: the 21 throws of two dice, some of them twice. They form two suits. The &lt;b&gt;civil&lt;/b&gt; suit has eleven kinds, two of each (22 tiles), and every one of them has a rank of its own. The &lt;b&gt;military&lt;/b&gt; suit has ten kinds, one of each (10 tiles), ranked by their pips: the two nines are equal, and so are the two eights, the two sevens and the two fives.</source>
            <translation>ཚོམ་གཅིག་ལ་སྦག་ 32 ཡོད། ཤོ་གཉིས་ཀྱི་ཤོ་གྲངས་ 21 ཡིན་ཞིང་ཁ་ཤས་གཉིས་རེ་ཡོད། རིགས་གཉིས་སུ་གྱེས། &lt;b&gt;ཞི་&lt;/b&gt;རིགས་ལ་དབྱེ་བ་བཅུ་གཅིག་ཡོད་ཅིང་རེ་རེར་གཉིས་རེ་ཡོད། (སྦག་ 22) དབྱེ་བ་རེ་རེར་གོ་རིམ་སོ་སོ་ཡོད། &lt;b&gt;དམག་&lt;/b&gt;རིགས་ལ་དབྱེ་བ་བཅུ་ཡོད་ཅིང་རེ་རེར་གཅིག་རེ་ཡོད། (སྦག་ 10) གོ་རིམ་མིག་གྲངས་ལྟར་ཡིན། སྦག་དགུ་གཉིས་མཉམ་པ་དང་། སྦག་བརྒྱད་གཉིས། སྦག་བདུན་གཉིས། སྦག་ལྔ་གཉིས་ཀྱང་མཉམ།</translation>
        </message>
        <message>
            <source>A single tile beats only a higher tile of &lt;b&gt;its own suit&lt;/b&gt;: a civil tile never beats a military tile, nor the other way round, and an equal tile never beats. Bagchen players take note: here every civil tile ranks apart, so &lt;span class='tile'&gt;3-3&lt;/span&gt; beats &lt;span class='tile'&gt;2-2&lt;/span&gt;.</source>
            <translation>སྦག་རྐྱང་པས་&lt;b&gt;རང་རིགས་&lt;/b&gt;ཀྱི་སྦག་དམའ་བ་ཁོ་ན་གནོན་ཐུབ། ཞི་སྦག་གིས་དམག་སྦག་གནོན་མི་ཐུབ། དམག་སྦག་གིས་ཀྱང་ཞི་སྦག་གནོན་མི་ཐུབ། སྦག་མཉམ་པས་ནམ་ཡང་གནོན་མི་ཐུབ། སྦག་ཆེན་རྩེ་མཁན་གྱིས་དྲན་པར་བྱོས། འདིར་ཞི་སྦག་རེ་རེར་གོ་རིམ་སོ་སོ་ཡོད་པས་&lt;span class='tile'&gt;3-3&lt;/span&gt; གིས་ &lt;span class='tile'&gt;2-2&lt;/span&gt; གནོན།</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>གཞན་ཡང་</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>སྦག་རྙིང་པ</translation>
        </message>
        <message>
            <source>Any one tile. It falls only to a higher tile of the same suit.</source>
            <translation>སྦག་གང་རུང་གཅིག རིགས་གཅིག་པའི་སྦག་མཐོ་བ་ཁོ་ནས་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>Civil: two of each tile</source>
            <translation>ཞི་རིགས། སྦག་རེ་རེར་གཉིས་རེ།</translation>
        </message>
        <message>
            <source>Each can be chosen for a new session; its options can be changed on top.</source>
            <translation>རྩེད་མོ་གསར་པའི་ཆེད་དུ་གང་རུང་འདེམས་ཆོག དེ་རྗེས་འདེམས་ཚན་བསྒྱུར་ཆོག</translation>
        </message>
        <message>
            <source>Each other player in turn plays &lt;b&gt;as many tiles as were led&lt;/b&gt;. A play that beats the best so far goes face up and takes the lead of the trick; any other play goes &lt;b&gt;face down&lt;/b&gt; and can never win. Nobody has to follow suit and nobody has to beat.</source>
            <translation>རྩེད་མཁན་གཞན་རེ་རེས་རེས་མོས་&lt;b&gt;མགོ་བཙུགས་པའི་སྦག་གྲངས་དང་མཉམ་པ་&lt;/b&gt;འཇོག སྔར་གྱི་ལེགས་ཤོས་གནོན་པ་དེ་ཁ་ཕྱེ་སྟེ་བཞག་ནས་སྐོར་གྱི་སྔོན་དུ་འགྲོ། གཞན་ཚང་མ་&lt;b&gt;ཁ་སྦུབ་&lt;/b&gt;ཏུ་བཞག་ནས་ནམ་ཡང་རྒྱལ་མི་ཐུབ། སུས་ཀྱང་རིགས་མཐུན་འཇོག་མི་དགོས། སུས་ཀྱང་གནོན་མི་དགོས།</translation>
        </message>
        <message>
            <source>Earth and eight</source>
            <translation>ས་དང་སྦག་བརྒྱད</translation>
        </message>
        <message>
            <source>Every payment between the winner and the banker is &lt;b&gt;doubled&lt;/b&gt;: when the banker wins, all three payments are.</source>
            <translation>རྒྱལ་མཁན་དང་དངུལ་བདག་བར་གྱི་འཇལ་བ་ཚང་མ་&lt;b&gt;ལྡབ་གཉིས་&lt;/b&gt;ཡིན། དངུལ་བདག་རྒྱལ་ན་འཇལ་བ་གསུམ་ཆར་ལྡབ་གཉིས་ཡིན།</translation>
        </message>
        <message>
            <source>Folk Tien Gow</source>
            <translation>དམངས་ཁྲོད་ཀྱི་གནམ་དགུ</translation>
        </message>
        <message>
            <source>Folk payments</source>
            <translation>དམངས་ཁྲོད་ཀྱི་འཇལ་བ</translation>
        </message>
        <message>
            <source>Following and winning a trick</source>
            <translation>རྗེས་འཇུག་དང་སྐོར་རྒྱལ་བ</translation>
        </message>
        <message>
            <source>For two players, without hands. The leader turns up a tile from the woodpile and the other turns up one too: a higher tile of the same suit takes both and the lead, anything else leaves both with the leader. At the end the red pips of the captured tiles are counted, and the player with fewer pays the difference. Ones and fours are red, and half of Heaven's pips.</source>
            <translation>རྩེད་མཁན་གཉིས་ཀྱི་ཆེད་དུ་ཡིན་ཞིང་ལག་སྦག་མེད། མགོ་འཛུགས་མཁན་གྱིས་ཤིང་སྤུངས་ནས་སྦག་གཅིག་ཁ་ཕྱེ། གཞན་གྱིས་ཀྱང་གཅིག་ཁ་ཕྱེ། རིགས་གཅིག་པའི་སྦག་མཐོ་བས་གཉིས་ཆར་དང་མགོ་འཛུགས་ལེན། དེ་མིན་གཉིས་ཆར་མགོ་འཛུགས་མཁན་ལ་ཐོབ། མཐར་ལེན་པའི་སྦག་གི་མིག་དམར་བགྲང་ཞིང་ཉུང་བ་དེས་ཁྱད་པར་སྤྲོད། གཅིག་དང་བཞི་དམར་པོ་ཡིན། གནམ་གྱི་མིག་ཕྱེད་ཀའང་དམར་པོ་ཡིན།</translation>
        </message>
        <message>
            <source>For two players. Two rounds of eight tiles each are played as usual. Then each player takes back tiles from their own tricks, the oldest first, as many as the player with fewer won tiles has, up to eight, and play goes on. Whoever has no won tiles left loses.</source>
            <translation>རྩེད་མཁན་གཉིས་ཀྱི་ཆེད་དུ། རེ་རེར་སྦག་བརྒྱད་རེའི་སྐོར་གཉིས་རྒྱུན་ལྟར་རྩེ། དེ་རྗེས་རྩེད་མཁན་རེ་རེས་རང་གི་སྐོར་ནས་རྙིང་ཤོས་ནས་བཟུང་སྟེ་སྦག་ཕྱིར་ལེན། གྲངས་ནི་ཐོབ་སྦག་ཉུང་བ་དེའི་གྲངས་དང་མཉམ་ཞིང་བརྒྱད་ལས་མི་མང་། རྩེད་མོ་མུ་མཐུད། ཐོབ་སྦག་མེད་པ་དེ་ཕམ།</translation>
        </message>
        <message>
            <source>Four players, 32 tiles and no combinations at all: only single tiles are led. It is said to be the oldest way of playing.</source>
            <translation>རྩེད་མཁན་བཞི། སྦག་ 32 སྡེབ་གང་ཡང་མེད། སྦག་རྐྱང་པ་ཁོ་ནས་མགོ་འཛུགས། རྩེད་སྟངས་རྙིང་ཤོས་ཡིན་ཟེར།</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>རྩེད་མོ</translation>
        </message>
        <message>
            <source>Harmony and five</source>
            <translation>མཐུན་པ་དང་སྦག་ལྔ</translation>
        </message>
        <message>
            <source>Heaven and nine</source>
            <translation>གནམ་དང་སྦག་དགུ</translation>
        </message>
        <message>
            <source>Heaven beats it</source>
            <translation>གནམ་གྱིས་གནོན</translation>
        </message>
        <message>
            <source>Heaven's quartet</source>
            <translation>གནམ་གྱི་བཞི་ཚན</translation>
        </message>
        <message>
            <source>In the Chinese three-player game a pair may be led with any third tile, the kicker. Three tiles beat it only with a higher pair of the same category whose third tile also beats the kicker as a single would.</source>
            <translation>རྒྱ་ནག་གི་མི་གསུམ་རྩེད་མོར་ཆ་གཅིག་དང་ཁ་སྣོན་གྱི་སྦག་གསུམ་པ་གང་རུང་གིས་མགོ་འཛུགས་ཆོག སྦག་གསུམ་གྱིས་དེ་གནོན་པར་ཆ་རིགས་གཅིག་མཐོ་བ་དང་། སྦག་གསུམ་པས་ཀྱང་སྦག་རྐྱང་པ་བཞིན་ཁ་སྣོན་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>Leads</source>
            <translation>མགོ་འཛུགས</translation>
        </message>
        <message>
            <source>Long threes</source>
            <translation>གསུམ་རིང་</translation>
        </message>
        <message>
            <source>Man and seven</source>
            <translation>མི་དང་སྦག་བདུན</translation>
        </message>
        <message>
            <source>Man's quartet</source>
            <translation>མིའི་བཞི་ཚན</translation>
        </message>
        <message>
            <source>Many people play Tien Gow with fewer tiles and simpler combinations. The same tiles beat each other in the same way; what changes is told here.</source>
            <translation>མི་མང་པོས་གནམ་དགུ་སྦག་ཉུང་བ་དང་སྡེབ་སྟབས་བདེ་བས་རྩེ། སྦག་ཕན་ཚུན་གནོན་སྟངས་གཅིག་པ་ཡིན། འགྱུར་བ་འདིར་བཤད།</translation>
        </message>
        <message>
            <source>Military: one of each tile</source>
            <translation>དམག་རིགས། སྦག་རེ་རེར་གཅིག་རེ།</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>བྱི་བ་འགྲུལ་བ</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>ནའོ་ཐིན་ཀའོ</translation>
        </message>
        <message>
            <source>Not a lead</source>
            <translation>མགོ་འཛུགས་མིན་པ</translation>
        </message>
        <message>
            <source>Often four sit at the table but only three play: one player &lt;b&gt;rests&lt;/b&gt; each deal, in turn, and neither plays nor pays. Three may also play alone, and with 24 tiles four may play with six tiles each. With 30 tiles, three players get ten tiles each.</source>
            <translation>རྒྱུན་དུ་ཅོག་ཙེར་བཞི་བསྡད་ཀྱང་གསུམ་ཁོ་ན་རྩེ། བགོ་སྐོར་རེ་རེར་རེས་མོས་གཅིག་&lt;b&gt;ངལ་གསོ་&lt;/b&gt;ཞིང་མི་རྩེ་མི་སྤྲོད། གསུམ་ཁོ་ནས་ཀྱང་རྩེ་ཆོག སྦག་ 24 ཡོད་ན་བཞི་ཡིས་སྦག་དྲུག་རེ་བཟུང་སྟེ་རྩེ་ཆོག སྦག་ 30 ཡོད་ན་རྩེད་མཁན་གསུམ་ལ་སྦག་བཅུ་རེ་ཐོབ།</translation>
        </message>
        <message>
            <source>One player is the &lt;b&gt;banker&lt;/b&gt;. In the first deal the dice choose them: the thrower counts the total round the table starting with themself. After that, the winner of a deal is the banker of the next.</source>
            <translation>རྩེད་མཁན་གཅིག་&lt;b&gt;དངུལ་བདག་&lt;/b&gt;ཡིན། བགོ་སྐོར་དང་པོར་ཤོས་འདེམས། ཤོ་རྒྱག་མཁན་གྱིས་རང་ནས་བཟུང་སྟེ་ཅོག་ཙེ་སྐོར་དུ་བསྡོམས་གྲངས་བགྲང་། དེ་རྗེས་བགོ་སྐོར་གྱི་རྒྱལ་མཁན་དེ་རྗེས་མའི་དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>Options of some tables</source>
            <translation>ཅོག་ཙེ་ཁ་ཤས་ཀྱི་འདེམས་ཚན</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>རང་འདེམས་ཀྱི་འདེམས་ཚན</translation>
        </message>
        <message>
            <source>Other choices</source>
            <translation>འདེམས་ཚན་གཞན</translation>
        </message>
        <message>
            <source>Other games with these tiles</source>
            <translation>སྦག་འདི་དག་གི་རྩེད་མོ་གཞན</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>འཇལ་བ།</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>རྩེད་མཁན</translation>
        </message>
        <message>
            <source>Red mallet sixes, the lowest</source>
            <translation>ཐོ་དམར་དྲུག་ དམའ་ཤོས</translation>
        </message>
        <message>
            <source>Smaller sets</source>
            <translation>ཚོམ་ཆུང་བ</translation>
        </message>
        <message>
            <source>Some play a trade after the deal: everyone shows at once, with a tile laid face down, whether they will play. If nobody does, the tiles are dealt again; if one does, that player wins at once; if several do, only they play and settle. How the players pay is not known for sure: here each other player pays a single declarer one chip.</source>
            <translation>ཁ་ཤས་ཀྱིས་སྦག་བགོས་རྗེས་ཚོང་བྱེད། ཚང་མས་དུས་གཅིག་ཏུ་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་བཞག་སྟེ་རྩེ་མི་རྩེ་སྟོན། སུས་ཀྱང་མི་རྩེ་ན་སྦག་བསྐྱར་དུ་བགོ། གཅིག་གིས་རྩེ་ན་དེ་མ་འགྱངས་པར་རྒྱལ། མང་པོས་རྩེ་ན་ཁོང་ཚོ་ཁོ་ནས་རྩེ་ཞིང་འཇལ། ཇི་ལྟར་སྤྲོད་པ་ངེས་གཏན་མི་ཤེས། འདིར་རྩེད་མཁན་གཞན་རེ་རེས་བསྒྲགས་མཁན་གཅིག་པུ་ལ་འཇལ་རྟགས་གཅིག་སྤྲོད།</translation>
        </message>
        <message>
            <source>Some tables let the leader put down two pairs of the same category at once. Two pairs of that category beat them when their higher pair is higher than the higher pair led.</source>
            <translation>ཅོག་ཙེ་ཁ་ཤས་སུ་རིགས་གཅིག་པའི་ཆ་གཉིས་དུས་གཅིག་ཏུ་མགོ་འཛུགས་ཆོག རིགས་དེའི་ཆ་གཉིས་ཀྱི་མཐོ་བ་དེ་མགོ་བཙུགས་པའི་ཆ་མཐོ་བ་ལས་མཐོ་ན་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>རྒྱན</translation>
        </message>
        <message>
            <source>The Chinese game</source>
            <translation>རྒྱ་ནག་གི་རྩེད་མོ</translation>
        </message>
        <message>
            <source>The Chinese trick game of the 32 dice-throw tiles from which Bagchen descends: four players, each for themselves, eight tiles each. Play goes counter-clockwise.</source>
            <translation>སྦག་ཆེན་གྱི་འབྱུང་ཁུངས་ཡིན་པའི་ཤོ་གྲངས་སྦག་ 32 གི་རྒྱ་ནག་སྐོར་རྩེད། རྩེད་མཁན་བཞི་རང་རང་སོ་སོར་རྩེ་ཞིང་སྦག་བརྒྱད་རེ་ཐོབ། རྩེད་མོ་ཆུ་ཚོད་ཀྱི་ཁ་ལོ་ལྡོག་ཕྱོགས་སུ་འགྲོ།</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>དམིགས་ཡུལ།</translation>
        </message>
        <message>
            <source>The banker and the woodpile</source>
            <translation>དངུལ་བདག་དང་ཤིང་སྤུངས</translation>
        </message>
        <message>
            <source>The banker shuffles the tiles face down and builds the &lt;b&gt;woodpile&lt;/b&gt;: a row of eight stacks of four. The banker takes the first and the fifth stack, the next player the second and the sixth, and so on, so that everyone has eight tiles. The banker leads to the first trick.</source>
            <translation>དངུལ་བདག་གིས་སྦག་ཁ་སྦུབ་ཏུ་བསྲེས་ནས་&lt;b&gt;ཤིང་སྤུངས་&lt;/b&gt;བརྩིགས། བཞི་རེའི་ཕུང་བརྒྱད་ཀྱི་ཕྲེང་བ་གཅིག་ཡིན། དངུལ་བདག་གིས་ཕུང་དང་པོ་དང་ལྔ་པ་ལེན། རྗེས་མས་གཉིས་པ་དང་དྲུག་པ་ལེན། དེ་བཞིན་ཚང་མར་སྦག་བརྒྱད་རེ་ཐོབ། དངུལ་བདག་གིས་སྐོར་དང་པོ་མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>The banker's payments</source>
            <translation>དངུལ་བདག་གི་འཇལ་བ</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank, four tiles. It falls only to a higher quartet; Heaven's quartet is never beaten.</source>
            <translation>གོ་རིམ་མཐུན་པ་གཅིག་གི་ཞི་ཆ་དང་དམག་ཆ་སྟེ་སྦག་བཞི། བཞི་ཚན་མཐོ་བ་ཁོ་ནས་གནོན་ཐུབ། གནམ་གྱི་བཞི་ཚན་ནམ་ཡང་མི་ཕམ།</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>བགོ་སྐོར་གྱི་མཇུག</translation>
        </message>
        <message>
            <source>The folk game pays simply: each loser gives the winner of the last trick one chip. Some count one point a trick and five for the last; others look only at who took the most tricks.</source>
            <translation>དམངས་ཁྲོད་རྩེད་མོའི་འཇལ་སྟངས་སྟབས་བདེ། ཕམ་མཁན་རེ་རེས་སྐོར་མཐའ་མའི་རྒྱལ་མཁན་ལ་འཇལ་རྟགས་གཅིག་སྤྲོད། ཁ་ཤས་ཀྱིས་སྐོར་རེར་སྐར་མ་གཅིག་དང་མཐའ་མར་ལྔ་བགྲང་། གཞན་གྱིས་སྐོར་མང་ཤོས་ལེན་མཁན་ཁོ་ན་ལ་ལྟ།</translation>
        </message>
        <message>
            <source>The games to choose from</source>
            <translation>འདེམས་རྒྱུའི་རྩེད་མོ</translation>
        </message>
        <message>
            <source>The leader plays a single tile or one of the combinations below, always face up. Nothing else may be led together.</source>
            <translation>མགོ་འཛུགས་མཁན་གྱིས་སྦག་རྐྱང་པའམ་གཤམ་གྱི་སྡེབ་གང་རུང་གཅིག་རྟག་ཏུ་ཁ་ཕྱེ་སྟེ་འཇོག གཞན་མཉམ་དུ་མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>The six &lt;span class='tile'&gt;4-2&lt;/span&gt; and the three &lt;span class='tile'&gt;2-1&lt;/span&gt;, the two military tiles without a partner, together make the supreme pair. Nothing can beat it, but it beats nothing either: it is only good for leading. Some tables let it beat any other pair.</source>
            <translation>སྦག་དྲུག་ &lt;span class='tile'&gt;4-2&lt;/span&gt; དང་སྦག་གསུམ་ &lt;span class='tile'&gt;2-1&lt;/span&gt; སྟེ་ཟླ་མེད་པའི་དམག་སྦག་གཉིས་མཉམ་དུ་ཆ་མཆོག་ཡིན། དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད། འོན་ཀྱང་དེས་ཀྱང་གང་ཡང་མི་གནོན། མགོ་འཛུགས་ཁོ་ནར་ཕན། ཅོག་ཙེ་ཁ་ཤས་སུ་དེས་ཆ་གཞན་གང་རུང་གནོན་ཆོག</translation>
        </message>
        <message>
            <source>The tiles are played out in tricks, a single tile or a combination at a time. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner wins the deal and is paid by the others, who pay less the more tricks they took.</source>
            <translation>སྦག་རྣམས་སྐོར་རེ་རེར་སྦག་རྐྱང་པའམ་སྡེབ་གཅིག་རེས་རྩེ། གལ་ཆེ་ཤོས་ནི་&lt;b&gt;སྐོར་མཐའ་མ་རྒྱལ་བ་&lt;/b&gt;ཡིན། དེ་རྒྱལ་མཁན་གྱིས་བགོ་སྐོར་རྒྱལ་ཞིང་གཞན་གྱིས་འཇལ། སྐོར་མང་བ་ལེན་པ་དེས་ཉུང་བ་འཇལ།</translation>
        </message>
        <message>
            <source>The trade</source>
            <translation>ཚོང</translation>
        </message>
        <message>
            <source>The two copies of one civil tile. A civil pair ranks as its tile and falls only to a higher civil pair.</source>
            <translation>ཞི་སྦག་གཅིག་པ་གཉིས། ཞི་ཆའི་གོ་རིམ་སྦག་དེ་དང་མཚུངས་ཤིང་ཞི་ཆ་མཐོ་བ་ཁོ་ནས་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>The two military tiles of the same total. There are four: nines above eights above sevens above fives. A military pair falls only to a higher military pair.</source>
            <translation>གྲངས་བསྡོམས་གཅིག་པའི་དམག་སྦག་གཉིས། བཞི་ཡོད། སྦག་དགུ་སྦག་བརྒྱད་ལས་མཐོ། སྦག་བརྒྱད་སྦག་བདུན་ལས་མཐོ། སྦག་བདུན་སྦག་ལྔ་ལས་མཐོ། དམག་ཆ་ལ་དམག་ཆ་མཐོ་བ་ཁོ་ནས་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>The winner of the last trick wins the deal and becomes the banker. A player who has not won a single trick before it may not take a last trick led with one tile: they must play it face down.</source>
            <translation>སྐོར་མཐའ་མ་རྒྱལ་མཁན་གྱིས་བགོ་སྐོར་རྒྱལ་ཞིང་དངུལ་བདག་ཏུ་འགྱུར། དེའི་སྔོན་ལ་སྐོར་གཅིག་ཀྱང་མ་རྒྱལ་བའི་རྩེད་མཁན་གྱིས་སྦག་གཅིག་གིས་མགོ་བཙུགས་པའི་སྐོར་མཐའ་མ་ལེན་མི་ཆོག ཁ་སྦུབ་ཏུ་འཇོག་དགོས།</translation>
        </message>
        <message>
            <source>Then every other player settles with the winner, by the tricks they took:</source>
            <translation>དེ་རྗེས་རྩེད་མཁན་གཞན་རེ་རེས་རང་གིས་ལེན་པའི་སྐོར་ལྟར་རྒྱལ་མཁན་དང་འཇལ།</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>ཅོག་ཙེ་འདིའི་སྒྲིག་གཞི།</translation>
        </message>
        <message>
            <source>Three players and 24 tiles: the civil tiles and the two nines. One die finds the banker every deal, and the tiles are taken in stacks of four. Tiles rank by their pips, tricks are counted in tiles, and whoever gathers nine tiles wins; eighteen doubles the stakes and all 24 quadruple them. A banker who expects to lose may concede (&lt;i&gt;kan&lt;/i&gt;), and the others may challenge it (&lt;i&gt;lift&lt;/i&gt;), paying a fee if they then lose.</source>
            <translation>རྩེད་མཁན་གསུམ་དང་སྦག་ 24 སྟེ་ཞི་སྦག་དང་སྦག་དགུ་གཉིས། བགོ་སྐོར་རེ་རེར་ཤོ་གཅིག་གིས་དངུལ་བདག་འདེམས་ཤིང་སྦག་བཞི་རེའི་ཕུང་དུ་ལེན། གོ་རིམ་མིག་གྲངས་ལྟར་ཡིན། སྐོར་སྦག་གྲངས་ཀྱིས་བགྲང་། སྦག་དགུ་བསགས་མཁན་རྒྱལ། བཅོ་བརྒྱད་ཀྱིས་རྒྱན་ལྡབ་གཉིས་དང་ 24 ཆར་གྱིས་ལྡབ་བཞི་བྱེད། ཕམ་ཡོང་སྙམ་པའི་དངུལ་བདག་གིས་ཕམ་ཁས་ལེན་ཆོག (ཁན) གཞན་གྱིས་དེ་ལ་རྒོལ་ཆོག (ཁ་ཕྱེ) དེ་ནས་ཕམ་ན་གླ་སྤྲོད་དགོས།</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank: the civil pair with one of its military tiles, or one civil tile with the military pair. A triplet falls only to a higher triplet of the same make-up: two civil tiles and one military only to two civil and one military.</source>
            <translation>གོ་རིམ་མཐུན་པ་གཅིག་གི་སྦག་གསུམ། ཞི་ཆ་དང་དེའི་དམག་སྦག་གཅིག་གམ། ཞི་སྦག་གཅིག་དང་དམག་ཆ། གསུམ་ཚན་ལ་གྲུབ་ཚུལ་གཅིག་པའི་གསུམ་ཚན་མཐོ་བ་ཁོ་ནས་གནོན་ཐུབ། ཞི་གཉིས་དམག་གཅིག་ལ་ཞི་གཉིས་དམག་གཅིག་ཁོ་ནས།</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>གནམ་དགུ</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>སྦག</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>སྦག་དང་རིགས།</translation>
        </message>
        <message>
            <source>To beat, a play must be of the same category and make-up and rank strictly higher. When everyone has played, the best play takes the trick, and its player leads next. A trick led with two tiles counts as two tricks, so a deal always has eight.</source>
            <translation>གནོན་པར་རིགས་དང་གྲུབ་ཚུལ་གཅིག་པ་དང་གོ་རིམ་ངེས་པར་མཐོ་དགོས། ཚང་མས་རྩེས་རྗེས་ལེགས་ཤོས་ཀྱིས་སྐོར་ལེན་ཞིང་དེའི་རྩེད་མཁན་གྱིས་རྗེས་མ་མགོ་འཛུགས། སྦག་གཉིས་ཀྱིས་མགོ་བཙུགས་པའི་སྐོར་སྐོར་གཉིས་སུ་བགྲང་བས་བགོ་སྐོར་རེར་རྟག་ཏུ་སྐོར་བརྒྱད་ཡོད།</translation>
        </message>
        <message>
            <source>Two combinations of three civil tiles join the game: the small straight and the big straight. The big beats the small, nothing beats the big, and a straight beats nothing else.</source>
            <translation>ཞི་སྦག་གསུམ་གྱི་སྡེབ་གཉིས་ཁ་སྣོན། རིམ་པ་ཆུང་བ་དང་རིམ་པ་ཆེ་བ། ཆེ་བས་ཆུང་བ་གནོན། ཆེ་བ་གནོན་ཐུབ་པ་མེད། རིམ་པས་གཞན་གང་ཡང་མི་གནོན།</translation>
        </message>
        <message>
            <source>Two different civil tiles, two military tiles of different totals, and a civil tile with a military tile that is not its match are no combination.</source>
            <translation>མི་འདྲ་བའི་ཞི་སྦག་གཉིས་དང་། གྲངས་བསྡོམས་མི་འདྲ་བའི་དམག་སྦག་གཉིས། ཞི་སྦག་དང་མི་མཐུན་པའི་དམག་སྦག་སྡེབ་མིན།</translation>
        </message>
        <message>
            <source>What may be led</source>
            <translation>གང་གིས་མགོ་འཛུགས་ཆོག</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>སུ་རྩེ</translation>
        </message>
        <message>
            <source>With 24 tiles there are too few military tiles for mixed combinations: only pure pairs are played. In the set with the nines, the pair of nines plays the part of the supreme pair: nothing beats it and it beats nothing.</source>
            <translation>སྦག་ 24 ལ་སྡེབ་འདྲེས་ཀྱི་ཆེད་དུ་དམག་སྦག་ཉུང་བས་ཆ་གཙང་མ་ཁོ་ན་རྩེ། སྦག་དགུ་ཡོད་པའི་ཚོམ་དུ་སྦག་དགུ་གཉིས་ཀྱིས་ཆ་མཆོག་གི་ལས་བྱེད། དེ་གནོན་ཐུབ་པ་མེད་ཅིང་དེས་ཀྱང་གང་ཡང་མི་གནོན།</translation>
        </message>
        <message>
            <source>a civil single beats any military single</source>
            <translation>ཞི་སྦག་རྐྱང་པས་དམག་སྦག་རྐྱང་པ་གང་རུང་གནོན</translation>
        </message>
        <message>
            <source>a ladder: three tricks and more are paid</source>
            <translation>སྐས་རིམ། སྐོར་གསུམ་ཡན་ལ་འཇལ</translation>
        </message>
        <message>
            <source>a nine and an eight</source>
            <translation>སྦག་དགུ་དང་སྦག་བརྒྱད</translation>
        </message>
        <message>
            <source>a pair of Heaven with Tiger's head</source>
            <translation>གནམ་ཆ་དང་སྟག་མགོ</translation>
        </message>
        <message>
            <source>a player who can beat must beat;</source>
            <translation>གནོན་ཐུབ་མཁན་གྱིས་ངེས་པར་གནོན་དགོས།</translation>
        </message>
        <message>
            <source>a point a trick, five for the last</source>
            <translation>སྐོར་རེར་སྐར་མ་གཅིག མཐའ་མར་ལྔ</translation>
        </message>
        <message>
            <source>a shut-out is paid double</source>
            <translation>གཞན་སྐོར་མེད་དུ་བཞག་ན་ལྡབ་གཉིས་འཇལ</translation>
        </message>
        <message>
            <source>a winner who leaves all three others without a trick is paid double;</source>
            <translation>གཞན་གསུམ་ཆར་སྐོར་མེད་དུ་བཞག་པའི་རྒྱལ་མཁན་ལ་ལྡབ་གཉིས་སྤྲོད།</translation>
        </message>
        <message>
            <source>all 32 tiles</source>
            <translation>སྦག་ 32 ཆར</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>དེ་གནོན།</translation>
        </message>
        <message>
            <source>beats it: Earth is above Plum flower</source>
            <translation>དེ་གནོན། ས་ཁམ་བུའི་མེ་ཏོག་ལས་མཐོ།</translation>
        </message>
        <message>
            <source>big straight</source>
            <translation>རིམ་པ་ཆེ་བ</translation>
        </message>
        <message>
            <source>classic: four less the tricks, five for none</source>
            <translation>སྲོལ་རྒྱུན། བཞི་ལས་སྐོར་ཕབ། སྐོར་མེད་ལ་ལྔ</translation>
        </message>
        <message>
            <source>compulsory beating</source>
            <translation>ངེས་པར་གནོན་དགོས</translation>
        </message>
        <message>
            <source>conceding and lifting</source>
            <translation>ཕམ་ཁས་ལེན་དང་ཁ་ཕྱེ</translation>
        </message>
        <message>
            <source>doubled</source>
            <translation>ལྡབ་གཉིས</translation>
        </message>
        <message>
            <source>doubled, and more with each deal won in a row</source>
            <translation>ལྡབ་གཉིས། རྒྱུན་མཐུད་རྒྱལ་རེས་འཕར</translation>
        </message>
        <message>
            <source>each loser pays the winner one chip</source>
            <translation>ཕམ་མཁན་རེ་རེས་རྒྱལ་མཁན་ལ་འཇལ་རྟགས་གཅིག་སྤྲོད</translation>
        </message>
        <message>
            <source>eights</source>
            <translation>སྦག་བརྒྱད</translation>
        </message>
        <message>
            <source>equal: does not beat</source>
            <translation>མཉམ་པས་མི་གནོན།</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>ཁ་སྦུབ།</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>སྦག་ལྔ</translation>
        </message>
        <message>
            <source>four tricks: nothing;</source>
            <translation>སྐོར་བཞི། གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>in the small sets a civil single beats any military single.</source>
            <translation>ཚོམ་ཆུང་བར་ཞི་སྦག་རྐྱང་པས་དམག་སྦག་རྐྱང་པ་གང་རུང་གནོན།</translation>
        </message>
        <message>
            <source>led</source>
            <translation>མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>like everyone else</source>
            <translation>གཞན་དང་འདྲ</translation>
        </message>
        <message>
            <source>military: cannot beat it</source>
            <translation>དམག་སྦག་ཡིན་པས་མི་གནོན།</translation>
        </message>
        <message>
            <source>more than four: the winner pays them one chip for each trick above four.</source>
            <translation>བཞི་ལས་མང་ན། བཞི་ལས་ལྷག་པའི་སྐོར་རེར་རྒྱལ་མཁན་གྱིས་འཇལ་རྟགས་གཅིག་སྤྲོད།</translation>
        </message>
        <message>
            <source>nine tiles win, doubled at 18, quadrupled at 24</source>
            <translation>སྦག་དགུས་རྒྱལ། 18 ལ་ལྡབ་གཉིས། 24 ལ་ལྡབ་བཞི</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>སྦག་དགུ</translation>
        </message>
        <message>
            <source>no last single trick without a trick won</source>
            <translation>སྐོར་མ་རྒྱལ་ན་སྐོར་མཐའ་མ་རྐྱང་པ་མི་ཐོབ</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>མི་མཐུན</translation>
        </message>
        <message>
            <source>no trick: pay five chips;</source>
            <translation>སྐོར་མེད། འཇལ་རྟགས་ལྔ་སྤྲོད།</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>གཞན་མེད</translation>
        </message>
        <message>
            <source>one civil, two military</source>
            <translation>ཞི་གཅིག་དམག་གཉིས</translation>
        </message>
        <message>
            <source>one to three tricks: pay four less the tricks (one trick pays three);</source>
            <translation>སྐོར་གཅིག་ནས་གསུམ། བཞི་ལས་སྐོར་གྲངས་ཕབ་པ་སྤྲོད། (སྐོར་གཅིག་ལ་གསུམ)</translation>
        </message>
        <message>
            <source>pair of Heaven, the highest</source>
            <translation>གནམ་ཆ་ མཐོ་ཤོས</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>སྦག་བདུན</translation>
        </message>
        <message>
            <source>single tiles only</source>
            <translation>སྦག་རྐྱང་པ་ཁོ་ན</translation>
        </message>
        <message>
            <source>small straight</source>
            <translation>རིམ་པ་ཆུང་བ</translation>
        </message>
        <message>
            <source>stacks 1 to 4, each of four tiles</source>
            <translation>ཕུང་ 1 ནས་ 4 སྦག་བཞི་རེ</translation>
        </message>
        <message>
            <source>stacks 5 to 8</source>
            <translation>ཕུང་ 5 ནས་ 8</translation>
        </message>
        <message>
            <source>the banker's payments grow with each deal the banker wins in a row;</source>
            <translation>དངུལ་བདག་གིས་བགོ་སྐོར་རྒྱུན་མཐུད་དུ་རྒྱལ་རེས་འཇལ་བ་འཕར།</translation>
        </message>
        <message>
            <source>the difference of the red pips</source>
            <translation>མིག་དམར་གྱི་ཁྱད་པར</translation>
        </message>
        <message>
            <source>the most tricks win, one chip from each</source>
            <translation>སྐོར་མང་ཤོས་རྒྱལ། རེ་རེ་ནས་འཇལ་རྟགས་གཅིག</translation>
        </message>
        <message>
            <source>the nines, supreme in the 24-tile set</source>
            <translation>སྦག་དགུ་ སྦག་ 24 ཚོམ་གྱི་མཆོག</translation>
        </message>
        <message>
            <source>the player left without won tiles pays</source>
            <translation>ཐོབ་སྦག་མེད་པ་དེས་འཇལ</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>ཆ་མཆོག</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair</source>
            <translation>ཆ་མཆོག་གིས་ཆ་གཞན་གང་རུང་གནོན</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair;</source>
            <translation>ཆ་མཆོག་གིས་ཆ་གཞན་གང་རུང་གནོན།</translation>
        </message>
        <message>
            <source>the trade</source>
            <translation>ཚོང</translation>
        </message>
        <message>
            <source>two civil tiles</source>
            <translation>ཞི་སྦག་གཉིས</translation>
        </message>
        <message>
            <source>two civil, one military</source>
            <translation>ཞི་གཉིས་དམག་གཅིག</translation>
        </message>
        <message>
            <source>two players</source>
            <translation>རྩེད་མཁན་གཉིས</translation>
        </message>
    </context>
    <context>
        <name>TienGowWindow</name>
        <message>
            <source>%1 to play.</source>
            <translation>རེས་ %1 ལ་བབ།</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>བརྙན་ཡོལ་ཧྲིལ་པོ།</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>རྩེད་མོ།</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>རོགས་རམ།</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>རྩེད་ཐེངས་གསར་པ…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>ཕྱིར་ཐོན།</translation>
        </message>
        <message>
            <source>&amp;Rules of Tien Gow</source>
            <translation>གནམ་དགུའི་སྒྲིག་གཞི (&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>མཐོང་སྣང་།</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>འགུལ་སྣང་གི་མྱུར་ཚད།</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>གནོན།</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>%1 གནོན་པའམ་སྦག་ %2 ཁ་སྦུབ་ཏུ་བཞག</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>གསལ་འདེབས། %1</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>གསལ་འདེབས། %1།</translation>
        </message>
        <message>
            <source>Kan: claim the deal</source>
            <translation>ཁན། བགོ་སྐོར་རང་ལ་བཟུང་</translation>
        </message>
        <message>
            <source>Kan: concede</source>
            <translation>ཁན། ཕམ་ཁས་ལེན</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Lift</source>
            <translation>ཁ་ཕྱེ</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>བགོ་སྐོར་རྗེས་མ།</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>བགོ་སྐོར་རྗེས་མ (N)</translation>
        </message>
        <message>
            <source>No lift</source>
            <translation>ཁ་མི་ཕྱེ</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག</translation>
        </message>
        <message>
            <source>Play this deal</source>
            <translation>བགོ་སྐོར་འདི་རྩེ</translation>
        </message>
        <message>
            <source>Show &amp;all hands</source>
            <translation>ལག་སྦག་ཚང་མ་སྟོན (&amp;A)</translation>
        </message>
        <message>
            <source>Sit this deal out</source>
            <translation>བགོ་སྐོར་འདི་མི་རྩེ</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>Your lead: select a single tile or a combination.</source>
            <translation>ཁྱེད་ཀྱི་མགོ་འཛུགས། སྦག་རྐྱང་པའམ་སྡེབ་གཅིག་འདེམས།</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>ཁྱེད་ཀྱི་རེས།</translation>
        </message>
    </context>
    <context>
        <name>TileRow</name>
        <message>
            <source>; a point tile this deal</source>
            <translation>། བགོ་སྐོར་འདིའི་ཤོ་མིག་སྦག</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>བྱ</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>ས་དཔོན་ (སྦག་དགུ)</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>ས་བློན་ (སྦག་བརྒྱད)</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>སྦག་ལྔ་ (འུག་པ)</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>བླ་མ</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>མ</translation>
        </message>
        <message>
            <source>people</source>
            <translation>མི་སེར</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>སྦག་བདུན</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>སྲིང་མོ</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>གནམ་དཔོན</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>གནམ་བློན</translation>
        </message>
        <message>
            <source>son</source>
            <translation>བུ</translation>
        </message>
    </context>
    <context>
        <name>TimelineBar</name>
        <message>
            <source>Click or drag to go to any step of the deal</source>
            <translation>བགོ་སྐོར་གྱི་གོམ་པ་གང་རུང་ལ་འགྲོ་བར་མནན་པའམ་འདྲུད།</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>
%2 chips this deal</source>
            <translation>
བགོ་སྐོར་འདིར་འཇལ་རྟགས་ %2</translation>
        </message>
        <message numerus="yes">
            <source>
jump with %Ln point(s): payments ×%2</source>
            <translation>
                <numerusform>
ཤོ་མིག་ %Ln ཡོད་པའི་མཆོང་། འཇལ་བ་ ×%2</numerusform>
            </translation>
        </message>
        <message>
            <source>
the dice name %2</source>
            <translation>
ཤོས་ %2 བསྟན།</translation>
        </message>
        <message>
            <source> (%2)</source>
            <translation> (%2)</translation>
        </message>
        <message numerus="yes">
            <source> (%Ln stack(s))</source>
            <translation>
                <numerusform> (ཕུང་ %Ln)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> · %1 takes %Ln stack(s)</source>
            <translation>
                <numerusform> · %1 ལ་ཕུང་ %Ln ཐོབ།</numerusform>
            </translation>
        </message>
        <message>
            <source> · passport rule %2</source>
            <translation> · ལམ་ཡིག་སྒྲིག་གཞི་ %2</translation>
        </message>
        <message numerus="yes">
            <source> · you take %Ln stack(s)</source>
            <translation>
                <numerusform> · ཁྱེད་ལ་ཕུང་ %Ln ཐོབ།</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 accepts</source>
            <translation>%1 ནས་ངོས་ལེན་བྱས།</translation>
        </message>
        <message>
            <source>%1 asked not to be beaten and must now make the play.</source>
            <translation>%1 ནས་མ་གནོན་པར་རེ་ཞུ་བྱས་པས་ད་བཞག་ཐེངས་དེ་བཞག་དགོས།</translation>
        </message>
        <message>
            <source>%1 beats with %2</source>
            <translation>%1 ནས་ %2 བཏང་སྟེ་གནོན།</translation>
        </message>
        <message>
            <source>%1 can beat, so %1 must (compulsory beating).</source>
            <translation>%1 ནས་གནོན་ཐུབ། དེས་ན་ %1 ནས་ངེས་པར་གནོན་དགོས། (ངེས་པར་གནོན་དགོས་པའི་སྒྲིག་གཞི)</translation>
        </message>
        <message>
            <source>%1 chooses tower %2</source>
            <translation>%1 ནས་མཁར་ %2 བདམས།</translation>
        </message>
        <message>
            <source>%1 does not hold %2.</source>
            <translation>%1 ལ་ %2 མེད།</translation>
        </message>
        <message>
            <source>%1 does not hold all of those cards.</source>
            <translation>%1 ལ་ཤོག་བྱང་དེ་དག་ཚང་མ་མེད།</translation>
        </message>
        <message>
            <source>%1 does not hold that tile.</source>
            <translation>%1 ལ་སྦག་དེ་མེད།</translation>
        </message>
        <message>
            <source>%1 does not lift</source>
            <translation>%1 ནས་ཁ་མི་ཕྱེ།</translation>
        </message>
        <message numerus="yes">
            <source>%1 finishes first, with %Ln chip(s).</source>
            <translation>
                <numerusform>%1 ཨང་དང་པོ་ཐོབ། འཇལ་རྟགས་ %Ln ཡོད།</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has already asked the others not to beat this play.</source>
            <translation>%1 ནས་བཞག་ཐེངས་འདི་མ་གནོན་པར་གཞན་ལ་རེ་ཞུ་སྔོན་ནས་བྱས་ཟིན།</translation>
        </message>
        <message>
            <source>%1 has no play to ask the others not to beat.</source>
            <translation>%1 ལ་མ་གནོན་པར་གཞན་ལ་རེ་ཞུ་བྱ་རྒྱུའི་བཞག་ཐེངས་མེད།</translation>
        </message>
        <message>
            <source>%1 has the lead and must play, not pass.</source>
            <translation>མགོ་འཛུགས་ཀྱི་རེས་ %1 ལ་བབ་པས་ངེས་པར་བཞག་དགོས། མི་དགོས་ཟེར་མི་ཆོག</translation>
        </message>
        <message>
            <source>%1 holds a high tile: no re-deal.</source>
            <translation>%1 ལ་སྦག་མཐོ་པོ་ཡོད། བསྐྱར་བགོ་མི་ཆོག</translation>
        </message>
        <message>
            <source>%1 holds a passport and may not lead face down.</source>
            <translation>%1 ལ་ལམ་ཡིག་ཡོད་པས་ཁ་སྦུབ་ཏུ་མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>%1 holds both marked cards and may not play alone: the card goes on.</source>
            <translation>%1 ལ་རྟགས་ཅན་གྱི་ཤོག་བྱང་གཉིས་ཀ་ཡོད་ཀྱང་གཅིག་པུར་རྩེ་མི་ཆོག ཤོག་བྱང་དེ་རྩེད་མཁན་རྗེས་མ་ལ་འགྲོ།</translation>
        </message>
        <message>
            <source>%1 is the banker</source>
            <translation>%1 དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>%1 is winning</source>
            <translation>%1 རྒྱལ་བཞིན་ཡོད།</translation>
        </message>
        <message>
            <source>%1 is winning with %2</source>
            <translation>%1 ནི་ %2 ཐོག་རྒྱལ་བཞིན།</translation>
        </message>
        <message>
            <source>%1 leads %2</source>
            <translation>%1 ནས་ %2 མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>%1 leads %2: %3</source>
            <translation>%1 ནས་ %2 མགོ་བཙུགས། %3</translation>
        </message>
        <message>
            <source>%1 leads a tile face down</source>
            <translation>%1 ནས་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>%1 leads a tile face down, naming %2</source>
            <translation>%1 ནས་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ཏེ་ %2 ཟེར།</translation>
        </message>
        <message>
            <source>%1 lifts</source>
            <translation>%1 ནས་ཁ་ཕྱེ།</translation>
        </message>
        <message>
            <source>%1 must be the emperor: %2.</source>
            <translation>%1 ངེས་པར་གོང་མ་བྱེད་དགོས། %2།</translation>
        </message>
        <message>
            <source>%1 must give the highest cards held other than jokers: %2.</source>
            <translation>%1 ནས་ལག་ཏུ་ཡོད་པའི་ཇོ་ཀར་མ་ཡིན་པའི་ཤོག་བྱང་མཐོ་ཤོས་འབུལ་དགོས། %2།</translation>
        </message>
        <message>
            <source>%1 needs %2 to accept.</source>
            <translation>ངོས་ལེན་བྱེད་པར་ %1 ལ་ %2 དགོས།</translation>
        </message>
        <message>
            <source>%1 offers to exchange hands with %2</source>
            <translation>%1 ནས་ %2 དང་ལག་སྦག་བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son</source>
            <translation>%1 ནས་མ་དང་བུ་བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1 ནས་མི་དགོས་ཟེར།</translation>
        </message>
        <message numerus="yes">
            <source>%1 pays %2 %Ln chip(s)</source>
            <translation>
                <numerusform>%1 ནས་ %2 ལ་འཇལ་རྟགས་ %Ln སྤྲོད།</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 plays</source>
            <translation>%1 རྩེ།</translation>
        </message>
        <message numerus="yes">
            <source>%1 plays %Ln tile(s) face down</source>
            <translation>
                <numerusform>%1 ནས་སྦག་ %Ln ཁ་སྦུབ་ཏུ་བཞག</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 rests this deal</source>
            <translation>%1 བགོ་སྐོར་འདིར་ངལ་གསོ།</translation>
        </message>
        <message>
            <source>%1 says kan</source>
            <translation>%1 ནས་ཁན་ཟེར།</translation>
        </message>
        <message>
            <source>%1 shows %2: mother looking for son</source>
            <translation>%1 ནས་ %2 བསྟན། མས་བུ་འཚོལ།</translation>
        </message>
        <message>
            <source>%1 shows %2: son looking for mother</source>
            <translation>%1 ནས་ %2 བསྟན། བུས་མ་འཚོལ།</translation>
        </message>
        <message>
            <source>%1 shows a hand with no high tile: re-deal</source>
            <translation>%1 ནས་སྦག་མཐོ་པོ་མེད་པའི་ལག་སྦག་བསྟན། བསྐྱར་བགོ</translation>
        </message>
        <message>
            <source>%1 takes both tiles</source>
            <translation>%1 ནས་སྦག་གཉིས་ཀ་ལེན།</translation>
        </message>
        <message>
            <source>%1 takes no part in this deal.</source>
            <translation>%1 བགོ་སྐོར་འདིར་མི་ཞུགས།</translation>
        </message>
        <message>
            <source>%1 takes stacks %2</source>
            <translation>%1 ནས་ཕུང་ %2 ལེན།</translation>
        </message>
        <message>
            <source>%1 throws %2: %3 is the banker</source>
            <translation>%1 ནས་ཤོ་ %2 བབ། %3 དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>%1 throws %2: you are the banker</source>
            <translation>%1 ནས་ཤོ་ %2 བབ། ཁྱེད་དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>རེས་ %1 ལ་བབ།</translation>
        </message>
        <message>
            <source>%1 turns %2</source>
            <translation>%1 ནས་ %2 ཁ་གྱེན་དུ་བསྒྱུར།</translation>
        </message>
        <message>
            <source>%1 turns a tile</source>
            <translation>%1 ནས་སྦག་གཅིག་ཁ་གྱེན་དུ་བསྒྱུར།</translation>
        </message>
        <message numerus="yes">
            <source>%1 wins %Ln trick(s)</source>
            <translation>
                <numerusform>%1 ནས་སྐོར་ %Ln རྒྱལ།</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 wins all sixteen tricks!
and every chip on the table</source>
            <translation>%1 ནས་སྐོར་བཅུ་དྲུག་ཚང་མ་རྒྱལ།
ཅོག་ཙེའི་སྟེང་གི་འཇལ་རྟགས་ཡོངས་རྫོགས་ཀྱང་ཐོབ།</translation>
        </message>
        <message>
            <source>%1 wins the deal</source>
            <translation>%1 ནས་བགོ་སྐོར་རྒྱལ།</translation>
        </message>
        <message>
            <source>%1 wins the last trick</source>
            <translation>%1 ནས་སྐོར་མཐའ་མ་རྒྱལ།</translation>
        </message>
        <message>
            <source>%1 wins the last trick and the deal</source>
            <translation>%1 ནས་སྐོར་མཐའ་མ་དང་བགོ་སྐོར་རྒྱལ།</translation>
        </message>
        <message>
            <source>%1 wins the trick</source>
            <translation>%1 ནས་སྐོར་རྒྱལ།</translation>
        </message>
        <message>
            <source>%1 wins with %2</source>
            <translation>%1 ནས་ %2 ཐོག་རྒྱལ།</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 of %3 decisions reviewed, %Ln mistake(s), about %4 chips lost.</source>
            <translation>
                <numerusform>%1: ཐག་གཅོད་ %3 ནང་ནས་ %2 བསྐྱར་ཞིབ་བྱས། ནོར་འཁྲུལ་ %Ln  འཇལ་རྟགས་ %4 ཙམ་ཤོར།</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln red pip(s)</source>
            <translation>
                <numerusform>%1 མིག་དམར་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln tile(s) won</source>
            <translation>
                <numerusform>%1 ཐོབ་སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln trick(s)</source>
            <translation>
                <numerusform>%1 སྐོར་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: no trick</source>
            <translation>%1 སྐོར་མེད།</translation>
        </message>
        <message>
            <source>%2 (%3)</source>
            <translation>%2 (%3)</translation>
        </message>
        <message>
            <source>%2 AI</source>
            <translation>གློག་ཀླད་ %2</translation>
        </message>
        <message>
            <source>%2 beats nothing: it wins only when it is led.</source>
            <translation>%2 ཡིས་གང་ཡང་མི་གནོན། མགོ་བཙུགས་ན་ཁོ་ན་རྒྱལ།</translation>
        </message>
        <message>
            <source>%2 cannot be led.</source>
            <translation>%2 མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>%2 cannot beat %3.</source>
            <translation>%2 ལ་ %3 གནོན་པའི་ནུས་པ་མེད།</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: %4.</source>
            <translation>%2 ལ་ %3 གནོན་ནུས་མེད། %4།</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: civil and military never beat each other.</source>
            <translation>%2 ལ་ %3 གནོན་ནུས་མེད། ཞི་དམག་ཕན་ཚུན་མི་གནོན།</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it does not rank higher.</source>
            <translation>%2 ལ་ %3 གནོན་ནུས་མེད། གོ་རིམ་མཐོ་བ་མིན།</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it is not the same combination.</source>
            <translation>%2 ལ་ %3 གནོན་ནུས་མེད། སྡེབ་གཅིག་པ་མིན།</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it ranks lower.</source>
            <translation>%2 ལ་ %3 གནོན་པའི་ནུས་པ་མེད། གོ་རིམ་དམའ་བས།</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: the third tile is too low.</source>
            <translation>%2 ལ་ %3 གནོན་ནུས་མེད། སྦག་གསུམ་པ་དམའ།</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: they rank equal.</source>
            <translation>%2 ལ་ %3 གནོན་པའི་ནུས་པ་མེད། གོ་རིམ་མཉམ་པས།</translation>
        </message>
        <message>
            <source>%2 does not beat %3.</source>
            <translation>%2 ལ་ %3 གནོན་ནུས་མེད།</translation>
        </message>
        <message>
            <source>%2 face down</source>
            <translation>%2 ཁ་སྦུབ།</translation>
        </message>
        <message>
            <source>%2 face down, naming %3</source>
            <translation>%2 ཁ་སྦུབ། %3 ཟེར།</translation>
        </message>
        <message>
            <source>%2 is not a card.</source>
            <translation>%2 ནི་ཤོག་བྱང་མིན།</translation>
        </message>
        <message>
            <source>%2 is not a lead in these rules.</source>
            <translation>སྒྲིག་གཞི་འདིར་ %2 མགོ་འཛུགས་མིན།</translation>
        </message>
        <message>
            <source>%2 must rank higher than those on top.</source>
            <translation>%2 ནི་སྟེང་གི་སྦག་ལས་གོ་རིམ་མཐོ་དགོས།</translation>
        </message>
        <message>
            <source>%2 · %3</source>
            <translation>%2 · %3</translation>
        </message>
        <message>
            <source>%2, %3</source>
            <translation>%2 %3</translation>
        </message>
        <message>
            <source>%2, %3 (%4)</source>
            <translation>%2  %3 (%4)</translation>
        </message>
        <message numerus="yes">
            <source>%2, %Ln stack(s) won</source>
            <translation>
                <numerusform>%2  ཕུང་ %Ln ཐོབ།</numerusform>
            </translation>
        </message>
        <message>
            <source>%2.</source>
            <translation>%2།</translation>
        </message>
        <message>
            <source>%2: …</source>
            <translation>%2: …</translation>
        </message>
        <message numerus="yes">
            <source>%Ln bird(s)</source>
            <translation>
                <numerusform>བྱ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chip(s)</source>
            <translation>
                <numerusform>འཇལ་རྟགས་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln eight(s)</source>
            <translation>
                <numerusform>སྦག་བརྒྱད་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln five(s)</source>
            <translation>
                <numerusform>སྦག་ལྔ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln lama(s)</source>
            <translation>
                <numerusform>བླ་མ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mother(s)</source>
            <translation>
                <numerusform>མ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln nine(s)</source>
            <translation>
                <numerusform>སྦག་དགུ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln people tile(s)</source>
            <translation>
                <numerusform>མི་སེར་སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red pip(s)</source>
            <translation>
                <numerusform>མིག་དམར་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln seven(s)</source>
            <translation>
                <numerusform>སྦག་བདུན་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sister(s)</source>
            <translation>
                <numerusform>སྲིང་མོ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky chief(s)</source>
            <translation>
                <numerusform>གནམ་དཔོན་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky minister(s)</source>
            <translation>
                <numerusform>གནམ་བློན་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln son(s)</source>
            <translation>
                <numerusform>བུ་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln stack(s)</source>
            <translation>
                <numerusform>ཕུང་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) face down</source>
            <translation>
                <numerusform>ཁ་སྦུབ་སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) in hand</source>
            <translation>
                <numerusform>ལག་སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must beat with %Ln, not %2.</source>
            <translation>
                <numerusform>སྦག་ %Ln མགོ་བཙུགས་ཡོད། %1 ནས་ %2 མིན་པར་སྦག་ %Ln བཏང་སྟེ་གནོན་དགོས།</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play %Ln face down, not %2.</source>
            <translation>
                <numerusform>སྦག་ %Ln མགོ་བཙུགས་ཡོད། %1 ནས་ %2 མིན་པར་སྦག་ %Ln ཁ་སྦུབ་ཏུ་བཞག་དགོས།</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play as many, not %2.</source>
            <translation>
                <numerusform>སྦག་ %Ln མགོ་བཙུགས་ཡོད། %1 ནས་ %2 མིན་པར་གྲངས་མཉམ་འཇོག་དགོས།</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: beat with %Ln, not %2.</source>
            <translation>
                <numerusform>སྦག་ %Ln མགོ་བཙུགས་ཡོད། %2 མིན་པར་སྦག་ %Ln བཏང་སྟེ་གནོན་དགོས།</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play %Ln face down, not %2.</source>
            <translation>
                <numerusform>སྦག་ %Ln མགོ་བཙུགས་ཡོད། %2 མིན་པར་སྦག་ %Ln ཁ་སྦུབ་ཏུ་བཞག་དགོས།</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play as many, not %2.</source>
            <translation>
                <numerusform>སྦག་ %Ln མགོ་བཙུགས་ཡོད། %2 མིན་པར་གྲངས་མཉམ་འཇོག</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) won</source>
            <translation>
                <numerusform>ཐོབ་སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln trick(s)</source>
            <translation>
                <numerusform>སྐོར་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>, keeping mother and son to lead together as a point</source>
            <translation>། མ་བུ་ཤོ་མིག་ཏུ་མཉམ་དུ་མགོ་འཛུགས་ཆེད་ཉར</translation>
        </message>
        <message>
            <source>, keeping the %2 for the end</source>
            <translation>། %2 མཇུག་གི་ཆེད་དུ་ཉར</translation>
        </message>
        <message>
            <source>, keeping the point %2</source>
            <translation>། ཤོ་མིག་ %2 ཉར</translation>
        </message>
        <message>
            <source>24 tiles, three players; tricks counted in tiles, nine tiles win; conceding and lifting.</source>
            <translation>སྦག་ 24 རྩེད་མཁན་གསུམ། སྐོར་སྦག་གྲངས་ཀྱིས་བགྲང་། སྦག་དགུས་རྒྱལ། ཕམ་ཁས་ལེན་དང་ཁ་ཕྱེ།</translation>
        </message>
        <message>
            <source>24 tiles: civil tiles without 5-1, the nines and the supreme pair</source>
            <translation>སྦག་ 24 5-1 མེད་པའི་ཞི་སྦག སྦག་དགུ། ཆ་མཆོག</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>སྦག་ 24 ཞི་སྦག་དང་ཆ་མཆོག</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the two nines</source>
            <translation>སྦག་ 24 ཞི་སྦག་དང་སྦག་དགུ་གཉིས</translation>
        </message>
        <message>
            <source>30 tiles: the set without the supreme pair</source>
            <translation>སྦག་ 30 ཆ་མཆོག་མེད་པའི་ཚོམ</translation>
        </message>
        <message>
            <source>32 tiles, four players with eight each; pairs, mixed pairs, triplets and quartets; banker doubled.</source>
            <translation>སྦག་ 32 རྩེད་མཁན་བཞིར་བརྒྱད་རེ། ཆ། ཆ་འདྲེས། གསུམ་ཚན། བཞི་ཚན། དངུལ་བདག་ལྡབ་གཉིས།</translation>
        </message>
        <message>
            <source>32 tiles, four players, single tiles only: no combinations.</source>
            <translation>སྦག་ 32 རྩེད་མཁན་བཞི། སྦག་རྐྱང་པ་ཁོ་ན། སྡེབ་མེད།</translation>
        </message>
        <message>
            <source>; </source>
            <translation>། </translation>
        </message>
        <message>
            <source>A cut lifts 1 to 167 cards from the top, not %2.</source>
            <translation>ཤོག་བྱང་གཅོད་སྐབས་སྟེང་ནས་ 1 ནས་ 167 བར་འདེགས་དགོས། %2 མིན།</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not %2.</source>
            <translation>ཤོ་ལ་ 1 ནས་ 6 བར་ལས་ %2 མི་འབྱུང་།</translation>
        </message>
        <message>
            <source>A face-down lead names sky, earth or no suit.</source>
            <translation>ཁ་སྦུབ་མགོ་འཛུགས་སུ་གནམ་རིགས་དང་ས་རིགས། ཡང་ན་རིགས་མེད་ཟེར་དགོས།</translation>
        </message>
        <message>
            <source>A player decides now, not the dice.</source>
            <translation>ད་ལྟ་ཤོས་མིན་པར་རྩེད་མཁན་གྱིས་ཐག་གཅོད།</translation>
        </message>
        <message>
            <source>A player must decide now: chance has no turn.</source>
            <translation>ད་ལྟ་རྩེད་མཁན་ཞིག་གིས་ཐག་གཅོད་དགོས། སྐབས་བསྟུན་ལ་རེས་མེད།</translation>
        </message>
        <message>
            <source>A point tile cannot beat anything.</source>
            <translation>ཤོ་མིག་སྦག་གིས་གང་ཡང་གནོན་མི་ཐུབ།</translation>
        </message>
        <message>
            <source>A shuffle holds each of the 64 tiles once.</source>
            <translation>སྦག་བསྲེ་བའི་ནང་སྦག་ 64 རེ་རེ་ཐེངས་གཅིག་རེ་ཡོད་དགོས།</translation>
        </message>
        <message>
            <source>A shuffle must hold each of the 168 cards exactly once.</source>
            <translation>ཤོག་བྱང་བསྲེ་བའི་ནང་ཤོག་བྱང་ 168 རེ་རེ་ཐེངས་གཅིག་ཁོ་ན་ཡོད་དགོས།</translation>
        </message>
        <message>
            <source>A swap needs both mothers and no son, or both sons and no mother.</source>
            <translation>བརྗེ་བར་མ་གཉིས་ཀ་ཡོད་ལ་བུ་མེད་པའམ། བུ་གཉིས་ཀ་ཡོད་ལ་མ་མེད་པ་དགོས།</translation>
        </message>
        <message numerus="yes">
            <source>A woodpile holds each of the %Ln tile(s) once.</source>
            <translation>
                <numerusform>ཤིང་སྤུངས་སུ་སྦག་ %Ln རེ་རེ་ཐེངས་གཅིག་ཡོད་དགོས།</numerusform>
            </translation>
        </message>
        <message>
            <source>Accept the exchange of hands (blind, it neither gains nor loses on average).</source>
            <translation>ལག་སྦག་བརྗེ་བ་ངོས་ལེན། (མིག་མ་བལྟས་པར་བརྗེ་བས་སྤྱིར་ཁེ་གྱོང་གང་ཡང་མེད།)</translation>
        </message>
        <message>
            <source>Accept: uniting mother and son makes a point for whoever takes both.</source>
            <translation>ངོས་ལེན། མ་བུ་འཛོམས་ན་གཉིས་ཀ་ལེན་མཁན་ལ་ཤོ་མིག་གཅིག་འགྲུབ།</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>སྦག་རྙིང་པ</translation>
        </message>
        <message>
            <source>Any tower is as good as another: the tiles are shuffled.</source>
            <translation>སྦག་བསྲེས་ཟིན་པས་མཁར་གང་ཡིན་ཡང་ཁྱད་པར་མེད།</translation>
        </message>
        <message>
            <source>Asking the others not to beat a play is not part of these rules.</source>
            <translation>སྒྲིག་གཞི་འདིར་བཞག་ཐེངས་མ་གནོན་པར་གཞན་ལ་རེ་ཞུ་བྱེད་སྲོལ་མེད།</translation>
        </message>
        <message numerus="yes">
            <source>At most %Ln mixed minister(s) may be led together.</source>
            <translation>
                <numerusform>བློན་འདྲེས་མ་མང་ཤོས་ %Ln ལས་མཉམ་དུ་མགོ་འཛུགས་མི་ཆོག</numerusform>
            </translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>སྦག་ཆེན</translation>
        </message>
        <message>
            <source>Bagchen table</source>
            <translation>སྦག་ཆེན་གྱི་ཅོག་ཙེ།</translation>
        </message>
        <message>
            <source>Beat with %2 to try for the last trick, the one that pays.</source>
            <translation>འཇལ་བ་ཐོབ་པའི་སྐོར་མཐའ་མ་ལེན་ཐབས་སུ་ %2 བཏང་སྟེ་གནོན།</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2, which you can spare, hoping to take %Ln stack(s).</source>
            <translation>
                <numerusform>ཁྱེད་ལ་མི་དགོས་པའི་ %2 བཏང་སྟེ་གནོན། ཕུང་ %Ln ཐོབ་པའི་རེ་བ་ཡོད།</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, and the cheapest play of yours that is.</source>
            <translation>%2 བཏང་སྟེ་གནོན། དེ་ནི་རིགས་གཅིག་པའི་ %3 ལས་མཐོ་ཞིང་། དེ་ལྟར་མཐོ་བའི་ཁྱེད་ཀྱི་བཞག་ཐེངས་ཀྱི་ནང་ནས་གོང་ཆུང་ཤོས་ཡིན།</translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, so the trick is yours.</source>
            <translation>%2 བཏང་སྟེ་གནོན། དེ་ནི་རིགས་གཅིག་པའི་ %3 ལས་མཐོ་བས་སྐོར་ཁྱེད་ལ་ཐོབ།</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2: nobody after you can beat it, so you take %Ln stack(s) and the lead.</source>
            <translation>
                <numerusform>%2 བཏང་སྟེ་གནོན། ཁྱེད་ཀྱི་རྗེས་སུ་སུས་ཀྱང་གནོན་མི་ཐུབ་པས་ཕུང་ %Ln དང་མགོ་འཛུགས་ཐོབ།</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: whoever takes the last trick wins the deal and is paid by the others.</source>
            <translation>%2 བཏང་སྟེ་གནོན། སྐོར་མཐའ་མ་ལེན་མཁན་གྱིས་བགོ་སྐོར་རྒྱལ་ཞིང་གཞན་རྣམས་ཀྱིས་ཁོང་ལ་འཇལ་བ་སྤྲོད།</translation>
        </message>
        <message>
            <source>Bench</source>
            <translation>ཁྲི་རིང</translation>
        </message>
        <message>
            <source>Both dice are thrown now.</source>
            <translation>ད་ལྟ་ཤོ་གཉིས་ཀ་རྒྱག</translation>
        </message>
        <message>
            <source>Chiefs and ministers cannot be led together.</source>
            <translation>དཔོན་དང་བློན་མཉམ་དུ་མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>Chiefs beat ministers only with as many sky and earth tiles.</source>
            <translation>གནམ་སྦག་དང་ས་སྦག་གི་གྲངས་མཉམ་ན་ཁོ་ན་དཔོན་གྱིས་བློན་གནོན་ཐུབ།</translation>
        </message>
        <message>
            <source>Chinese three-player game</source>
            <translation>རྒྱ་ནག་གི་མི་གསུམ་རྩེད་མོ</translation>
        </message>
        <message>
            <source>Choose at least one card to play.</source>
            <translation>བཞག་རྒྱུའི་ཤོག་བྱང་མ་མཐར་ཡང་གཅིག་འདེམས།</translation>
        </message>
        <message>
            <source>Civil pair</source>
            <translation>ཞི་ཆ</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>སྲོལ་རྒྱུན</translation>
        </message>
        <message>
            <source>Classic, pure pairs</source>
            <translation>སྲོལ་རྒྱུན། ཆ་གཙང་མ</translation>
        </message>
        <message>
            <source>Click or press Esc to go back to the game</source>
            <translation>རྩེད་མོར་ཕྱིར་ལོག་པར་མནན་པའམ་ Esc མནན།</translation>
        </message>
        <message>
            <source>Demand a re-deal: your hand has no high tile and too few points to make up for it.</source>
            <translation>བསྐྱར་བགོ་རེ་ཞུ། ཁྱེད་ཀྱི་ལག་སྦག་ལ་སྦག་མཐོ་པོ་མེད། དེའི་ཚབ་བྱེད་པའི་ཤོ་མིག་ཀྱང་ཉུང་།</translation>
        </message>
        <message>
            <source>Dice %2 and %3: a tile is given back</source>
            <translation>ཤོ་ %2 དང་ %3། སྦག་གཅིག་ཕྱིར་སྤྲོད།</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the passport holder must lead %4</source>
            <translation>ཤོ་ %2 དང་ %3། ལམ་ཡིག་འཛིན་མཁན་གྱིས་ %4 མགོ་འཛུགས་དགོས།</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; %1 takes the first tower</source>
            <translation>ཤོ་ %2 དང་ %3། ཤོ་མིག་ནི་ %4 ཡིན། %1 ནས་མཁར་དང་པོ་ལེན།</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; you take the first tower</source>
            <translation>ཤོ་ %2 དང་ %3། ཤོ་མིག་ནི་ %4 ཡིན། ཁྱེད་ཀྱིས་མཁར་དང་པོ་ལེན།</translation>
        </message>
        <message>
            <source>Dice: …</source>
            <translation>ཤོ: …</translation>
        </message>
        <message>
            <source>Earth</source>
            <translation>ས</translation>
        </message>
        <message>
            <source>Earth tiles go together only of equal rank, or as a horse.</source>
            <translation>ས་སྦག་ནི་གོ་རིམ་མཉམ་པའམ་རྟའི་སྡེབ་ཡིན་ན་ཁོ་ན་མཉམ་དུ་འགྲོ།</translation>
        </message>
        <message>
            <source>End with the points %2: the last trick won with points is a jump.</source>
            <translation>ཤོ་མིག་ %2 ཐོག་མཇུག་སྒྲིལ། ཤོ་མིག་གིས་རྒྱལ་བའི་སྐོར་མཐའ་མ་ནི་མཆོང་ཡིན།</translation>
        </message>
        <message>
            <source>Event %2 is refused.</source>
            <translation>བྱ་བ་ %2 ཁས་མ་བླངས།</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: lead the points %2 first, to be paid at once.</source>
            <translation>ལྷག་མའི་སྦག་ཚང་མ་ངེས་པར་རྒྱལ། འཇལ་བ་འཕྲལ་དུ་ཐོབ་པར་སྔོན་ལ་ཤོ་མིག་ %2 མགོ་འཛུགས།</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another, saving the points for a jump at the end.</source>
            <translation>ལྷག་མའི་སྦག་ཚང་མ་ངེས་པར་རྒྱལ། སྐོར་རྣམས་རིམ་བཞིན་ལེན། ཤོ་མིག་ནི་མཇུག་གི་མཆོང་ཆེད་ཉར།</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another.</source>
            <translation>ལྷག་མའི་སྦག་ཚང་མ་ངེས་པར་རྒྱལ། སྐོར་རྣམས་རིམ་བཞིན་ལེན།</translation>
        </message>
        <message>
            <source>Face-down leads are off in these rules.</source>
            <translation>སྒྲིག་གཞི་འདིར་ཁ་སྦུབ་མགོ་འཛུགས་མེད།</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, four players</source>
            <translation>དམངས་ཁྲོད། སྦག་དགུ་ཅན་གྱི་སྦག་ 24 མི་བཞི</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, one resting</source>
            <translation>དམངས་ཁྲོད། སྦག་དགུ་ཅན་གྱི་སྦག་ 24 གཅིག་ངལ་གསོ</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, three players</source>
            <translation>དམངས་ཁྲོད། སྦག་དགུ་ཅན་གྱི་སྦག་ 24 མི་གསུམ</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, four players</source>
            <translation>དམངས་ཁྲོད། ཆ་མཆོག་ཅན་གྱི་སྦག་ 24 མི་བཞི</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, one resting</source>
            <translation>དམངས་ཁྲོད། ཆ་མཆོག་ཅན་གྱི་སྦག་ 24 གཅིག་ངལ་གསོ</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, three players</source>
            <translation>དམངས་ཁྲོད། ཆ་མཆོག་ཅན་གྱི་སྦག་ 24 མི་གསུམ</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, four players</source>
            <translation>དམངས་ཁྲོད། 5-1 མེད་པའི་སྦག་ 24 མི་བཞི</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, one resting</source>
            <translation>དམངས་ཁྲོད། 5-1 མེད་པའི་སྦག་ 24 གཅིག་ངལ་གསོ</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, three players</source>
            <translation>དམངས་ཁྲོད། 5-1 མེད་པའི་སྦག་ 24 མི་གསུམ</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, one resting</source>
            <translation>དམངས་ཁྲོད། སྦག་ 30 གཅིག་ངལ་གསོ</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, three players</source>
            <translation>དམངས་ཁྲོད། སྦག་ 30 མི་གསུམ</translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left</source>
            <translation>
                <numerusform>གོ་བཱ། བགོ་སྐོར་ %Ln ལྷག</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left after this one</source>
            <translation>
                <numerusform>གོ་བཱ། འདིའི་རྗེས་སུ་བགོ་སྐོར་ %Ln ལྷག</numerusform>
            </translation>
        </message>
        <message>
            <source>Hands are exchanged once a deal, between two other players.</source>
            <translation>བགོ་སྐོར་རེར་ལག་སྦག་བརྗེ་བ་ཐེངས་གཅིག་ལས་མི་ཆོག དེ་ཡང་རྩེད་མཁན་གཞན་གཉིས་བར་དུ་ཡིན།</translation>
        </message>
        <message>
            <source>Harmony</source>
            <translation>མཐུན་པ</translation>
        </message>
        <message>
            <source>Heaven</source>
            <translation>གནམ</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>གསལ་འདེབས།</translation>
        </message>
        <message>
            <source>It is not %1's turn.</source>
            <translation>རེས་ %1 ལ་མ་བབ།</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>རེས་ཁྱེད་ལ་མ་བབ།</translation>
        </message>
        <message>
            <source>Its search: the best of %2 options over %3 sampled deals, %4 chips on average.</source>
            <translation>དེའི་འཚོལ་ཞིབ། འདེམས་ཀ་ %2 ནང་གི་ལེགས་ཤོས། དཔེ་བགོ་སྐོར་ %3 ནང་འཇལ་རྟགས་ཆ་སྙོམས་ %4།</translation>
        </message>
        <message>
            <source>Keep your hand rather than demanding a re-deal.</source>
            <translation>བསྐྱར་བགོ་རེ་ཞུ་མི་བྱེད་པར་ལག་སྦག་ཉར།</translation>
        </message>
        <message>
            <source>Keep your own hand: exchanging blind gains nothing on average.</source>
            <translation>རང་གི་ལག་སྦག་ཉར། མིག་མ་བལྟས་པར་བརྗེ་ན་སྤྱིར་ཁེ་ཕན་མེད།</translation>
        </message>
        <message>
            <source>Lead %2 to get rid of weak tiles%4.</source>
            <translation>སྦག་ཞན་པ་སྤོང་ཆེད་ %2 མགོ་འཛུགས%4།</translation>
        </message>
        <message>
            <source>Lead %2, a tile you can spare: your stronger tiles stay in your hand for the tricks that matter.</source>
            <translation>%2 མགོ་འཛུགས། དེ་ནི་ཁྱེད་ལ་མི་དགོས་པའི་སྦག་ཡིན། ཁྱེད་ཀྱི་སྦག་ཤུགས་ཆེ་བ་རྣམས་སྐོར་གལ་ཆེན་གྱི་ཆེད་དུ་ལག་ཏུ་ལུས།</translation>
        </message>
        <message>
            <source>Lead %2, your highest %3 tile: only a higher %3 tile can beat it, so you may keep the lead.</source>
            <translation>%2 མགོ་འཛུགས། དེ་ནི་ཁྱེད་ཀྱི་ %3 ཀྱི་སྦག་མཐོ་ཤོས་ཡིན། དེ་གནོན་ཐུབ་པ་དེ་ལས་མཐོ་བའི་ %3 ཀྱི་སྦག་ཁོ་ན་ཡིན་པས་མགོ་འཛུགས་ཁྱེད་ལ་ལུས་སྲིད།</translation>
        </message>
        <message numerus="yes">
            <source>Lead %2: no unseen tile can beat it, so you take %Ln stack(s) and keep the lead.</source>
            <translation>
                <numerusform>%2 མགོ་འཛུགས། མ་མཐོང་བའི་སྦག་གང་གིས་ཀྱང་གནོན་མི་ཐུབ་པས་ཕུང་ %Ln ཐོབ་ཅིང་མགོ་འཛུགས་ཀྱང་ཁྱེད་ལ་ལུས།</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead %2: only a higher combination of the same sort beats it, and a trick of several tiles counts as that many tricks.</source>
            <translation>%2 མགོ་འཛུགས། དེ་གནོན་ཐུབ་པ་རིགས་གཅིག་པའི་སྡེབ་མཐོ་བ་ཁོ་ན་ཡིན། སྦག་མང་པོའི་སྐོར་ནི་སྦག་གྲངས་དེ་ཙམ་གྱི་སྐོར་དུ་བགྲང་།</translation>
        </message>
        <message>
            <source>Lead the points %2: nobody can beat them, and every player without a passport pays %3 at once.</source>
            <translation>ཤོ་མིག་ %2 མགོ་འཛུགས། སུས་ཀྱང་གནོན་མི་ཐུབ། ལམ་ཡིག་མེད་པའི་རྩེད་མཁན་རེ་རེས་འཕྲལ་དུ་ %3 སྤྲོད།</translation>
        </message>
        <message>
            <source>Lead the supreme pair (%2): nothing can beat it.</source>
            <translation>ཆ་མཆོག་ (%2) མགོ་འཛུགས། དེ་གནོན་ཐུབ་པ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>Lead your weakest tile face down, naming %5: it passes the lead cheaply and tells the others nothing.</source>
            <translation>ཁྱེད་ཀྱི་སྦག་ཞན་ཤོས་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ནས་ %5 ཟེར། དེས་གོང་ཆུང་ངུས་མགོ་འཛུགས་གཞན་ལ་སྤྲོད། གཞན་དག་ལ་གནས་ཚུལ་གང་ཡང་མི་སྤྲོད།</translation>
        </message>
        <message>
            <source>Long three</source>
            <translation>གསུམ་རིང</translation>
        </message>
        <message>
            <source>Long-legged seven</source>
            <translation>རྐང་རིང་བདུན</translation>
        </message>
        <message>
            <source>Man</source>
            <translation>མི</translation>
        </message>
        <message>
            <source>Military pair</source>
            <translation>དམག་ཆ</translation>
        </message>
        <message>
            <source>Mixed pair</source>
            <translation>ཆ་འདྲེས</translation>
        </message>
        <message>
            <source>More in Help → Rules: right click, or the menu key, and choose the term.</source>
            <translation>རོགས་རམ → སྒྲིག་གཞི་ནང་དུ་མང་བ་ཡོད། གཡས་མནན་ནམ་ཐོ་གཞུང་མཐེབ་མནན་ནས་ཐ་སྙད་འདེམས།</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>བྱི་བ་འགྲུལ་བ</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>ནའོ་ཐིན་ཀའོ</translation>
        </message>
        <message>
            <source>No trick on the table</source>
            <translation>ཅོག་ཙེའི་སྟེང་སྐོར་མེད།</translation>
        </message>
        <message>
            <source>Nobody decides now: it is chance's turn (a shuffle or the tribute).</source>
            <translation>ད་ལྟ་སུས་ཀྱང་ཐག་གཅོད་མི་བྱེད། སྐབས་བསྟུན་གྱི་རེས་ཡིན། (ཤོག་བྱང་བསྲེ་བའམ་དཔྱ་ཁྲལ།)</translation>
        </message>
        <message>
            <source>Not a play: %2. Play one rank with any jokers, or jokers alone.</source>
            <translation>བཞག་ཐེངས་མིན། %2། གོ་རིམ་གཅིག་པའི་ཤོག་བྱང་ལ་ཇོ་ཀར་གང་འདོད་སྣོན་པའམ། ཇོ་ཀར་ཁོ་ན་བཞག</translation>
        </message>
        <message>
            <source>Nothing can beat %2.</source>
            <translation>%2 གནོན་ཐུབ་པ་གང་ཡང་མེད།</translation>
        </message>
        <message>
            <source>Offer a mother for a son, so that both players hold mother and son, a point.</source>
            <translation>མ་དང་བུ་བརྗེ་རྒྱུའི་གྲོས་འདོན། དེས་རྩེད་མཁན་གཉིས་ཀར་མ་བུ་སྟེ་ཤོ་མིག་རེ་ཡོང་།</translation>
        </message>
        <message>
            <source>Offer to exchange hands (blind, it neither gains nor loses on average).</source>
            <translation>ལག་སྦག་བརྗེ་རྒྱུའི་གྲོས་འདོན། (མིག་མ་བལྟས་པར་བརྗེ་བས་སྤྱིར་ཁེ་གྱོང་གང་ཡང་མེད།)</translation>
        </message>
        <message>
            <source>Omen: %1 held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, %1 throws the dice at the start of the next deal.</source>
            <translation>ལྟས། %1 ལ་གནམ་དཔོན་གསུམ་ཡོད་སྐབས་ཁ་གཏད་ཀྱི་རྩེད་མཁན་གྱིས་སྐོར་མཐའ་མ་བླངས་པས་ལྟས་ངན་ཡིན། %2 ལ་ཕྱག་འཚལ་བའི་ཆེད་དུ་བགོ་སྐོར་རྗེས་མའི་འགོར་ %1 ནས་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>Omen: you held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, you throw the dice at the start of the next deal.</source>
            <translation>ལྟས། ཁྱེད་ལ་གནམ་དཔོན་གསུམ་ཡོད་སྐབས་ཁ་གཏད་ཀྱི་རྩེད་མཁན་གྱིས་སྐོར་མཐའ་མ་བླངས་པས་ལྟས་ངན་ཡིན། %2 ལ་ཕྱག་འཚལ་བའི་ཆེད་དུ་བགོ་སྐོར་རྗེས་མའི་འགོར་ཁྱེད་ཀྱིས་ཤོ་རྒྱག</translation>
        </message>
        <message>
            <source>One die each: %2 for %3, %4 for %5</source>
            <translation>ཤོ་རེ་རེ། %3 ལ་ %2  %5 ལ་ %4</translation>
        </message>
        <message>
            <source>Only %2 beats %3.</source>
            <translation>%3 གནོན་ཐུབ་པ་ %2 ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>Only %2 beats this face-down lead.</source>
            <translation>ཁ་སྦུབ་མགོ་འཛུགས་འདི་གནོན་ཐུབ་པ་ %2 ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>Only a follower plays face down.</source>
            <translation>ཁ་སྦུབ་ཏུ་བཞག་ཆོག་པ་རྗེས་འཇུག་པ་ཁོ་ན་ཡིན།</translation>
        </message>
        <message>
            <source>Only identical sky tiles go together.</source>
            <translation>གནམ་སྦག་འདྲ་མཚུངས་ཁོ་ན་མཉམ་དུ་འགྲོ།</translation>
        </message>
        <message>
            <source>Only one tile can be led face down.</source>
            <translation>ཁ་སྦུབ་ཏུ་སྦག་གཅིག་ལས་མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message numerus="yes">
            <source>Only the banker at the start or a leader with %Ln won tile(s) may say kan.</source>
            <translation>
                <numerusform>ཐོག་མར་དངུལ་བདག་གམ་ཐོབ་སྦག་ %Ln ཡོད་པའི་མགོ་འཛུགས་མཁན་ཁོ་ནས་ཁན་ཟེར་ཆོག</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the holder of both other tiles may accept.</source>
            <translation>སྦག་གཞན་གཉིས་ཀ་ཡོད་མཁན་ཁོ་ནས་ངོས་ལེན་ཆོག</translation>
        </message>
        <message>
            <source>Only the protector may announce, and %1 does not hold his card.</source>
            <translation>སྐུ་སྲུང་ཁོ་ནས་སྒྲོག་ཆོག %1 ལ་ཁོང་གི་ཤོག་བྱང་མེད།</translation>
        </message>
        <message>
            <source>Only the protector may announce, and you do not hold his card.</source>
            <translation>སྐུ་སྲུང་ཁོ་ནས་སྒྲོག་ཆོག ཁྱེད་ལ་ཁོང་གི་ཤོག་བྱང་མེད།</translation>
        </message>
        <message>
            <source>Pair with a kicker</source>
            <translation>ཁ་སྣོན་ཅན་གྱི་ཆ</translation>
        </message>
        <message>
            <source>Pass: nothing to gain here.</source>
            <translation>མི་དགོས། འདིར་ཁེ་ཕན་མེད།</translation>
        </message>
        <message>
            <source>Passport and a chief: %1 may not lead %2.</source>
            <translation>ལམ་ཡིག་དང་དཔོན་ཡོད། %1 ནས་ %2 མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>Passport and a chief: you may not lead %2.</source>
            <translation>ལམ་ཡིག་དང་དཔོན་ཡོད། ཁྱེད་ཀྱིས་ %2 མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>Passport and no combination: %1 must lead a single tile.</source>
            <translation>ལམ་ཡིག་ཡོད་ལ་སྡེབ་མེད། %1 ནས་སྦག་རྐྱང་པ་གཅིག་མགོ་འཛུགས་དགོས།</translation>
        </message>
        <message>
            <source>Passport and no combination: you must lead a single tile.</source>
            <translation>ལམ་ཡིག་ཡོད་ལ་སྡེབ་མེད། ཁྱེད་ཀྱིས་སྦག་རྐྱང་པ་གཅིག་མགོ་འཛུགས་དགོས།</translation>
        </message>
        <message>
            <source>Passport: %1 may lead equal earth tiles only with no better lead.</source>
            <translation>ལམ་ཡིག %1 ལ་དེ་བས་ལེགས་པའི་མགོ་འཛུགས་མེད་ན་ཁོ་ན་ས་སྦག་མཉམ་པ་མགོ་འཛུགས་ཆོག</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2 while holding a better lead.</source>
            <translation>ལམ་ཡིག %1 ལ་མགོ་འཛུགས་ལེགས་པ་ཡོད་བཞིན་དུ་ %2 མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2, it can be beaten.</source>
            <translation>ལམ་ཡིག %1 ནས་ %2 མགོ་འཛུགས་མི་ཆོག དེ་གནོན་ཐུབ་པས།</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; %1 must lead %3.</source>
            <translation>ལམ་ཡིག ཤོས་ %2 བསྟན། %1 ནས་ %3 མགོ་འཛུགས་དགོས།</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; you must lead %3.</source>
            <translation>ལམ་ཡིག ཤོས་ %2 བསྟན། ཁྱེད་ཀྱིས་ %3 མགོ་འཛུགས་དགོས།</translation>
        </message>
        <message>
            <source>Passport: you may lead equal earth tiles only with no better lead.</source>
            <translation>ལམ་ཡིག ཁྱེད་ལ་དེ་བས་ལེགས་པའི་མགོ་འཛུགས་མེད་ན་ཁོ་ན་ས་སྦག་མཉམ་པ་མགོ་འཛུགས་ཆོག</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2 while holding a better lead.</source>
            <translation>ལམ་ཡིག ཁྱེད་ལ་མགོ་འཛུགས་ལེགས་པ་ཡོད་བཞིན་དུ་ %2 མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2, it can be beaten.</source>
            <translation>ལམ་ཡིག ཁྱེད་ཀྱིས་ %2 མགོ་འཛུགས་མི་ཆོག དེ་གནོན་ཐུབ་པས།</translation>
        </message>
        <message>
            <source>Play %2 face down: nothing in your hand beats %3 (only a higher play of the same sort does), so give up your weakest tiles.</source>
            <translation>%2 ཁ་སྦུབ་ཏུ་ཞོག ཁྱེད་ཀྱི་ལག་ན་ %3 གནོན་ཐུབ་པ་མེད། (རིགས་གཅིག་པའི་བཞག་ཐེངས་མཐོ་བ་ཁོ་ནས་གནོན་ཐུབ།) དེས་ན་སྦག་ཞན་ཤོས་རྣམས་སྤོང་།</translation>
        </message>
        <message>
            <source>Play %2 face down: this trick is not worth your stronger tiles; keep them for later.</source>
            <translation>%2 ཁ་སྦུབ་ཏུ་ཞོག སྐོར་འདིར་ཁྱེད་ཀྱི་སྦག་ཤུགས་ཆེ་བ་གཏོང་འོས་མེད། དེ་དག་ཕྱིས་ཀྱི་ཆེད་དུ་ཉར།</translation>
        </message>
        <message numerus="yes">
            <source>Play your weakest tile(s) (%2) face down%4.</source>
            <translation>
                <numerusform>ཁྱེད་ཀྱི་སྦག་ཞན་ཤོས་ (%2) ཁ་སྦུབ་ཏུ་ཕོབ%4།</numerusform>
            </translation>
        </message>
        <message>
            <source>Plum flower</source>
            <translation>ཁམ་བུའི་མེ་ཏོག</translation>
        </message>
        <message>
            <source>Point tiles cannot be led with other tiles.</source>
            <translation>ཤོ་མིག་སྦག་ནི་སྦག་གཞན་དང་མཉམ་དུ་མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>Previous trick</source>
            <translation>སྐོར་སྔ་མ།</translation>
        </message>
        <message>
            <source>Previous trick, won by %1: click here or hold %2 to look at it again</source>
            <translation>སྐོར་སྔ་མ། %1 ནས་རྒྱལ། ཡང་བསྐྱར་བལྟ་བར་འདིར་མནན་པའམ་ %2 མནན་ནས་འཛིན།</translation>
        </message>
        <message>
            <source>Previous trick, won by you: click here or hold %2 to look at it again</source>
            <translation>སྐོར་སྔ་མ། ཁྱེད་རྒྱལ། ཡང་བསྐྱར་བལྟ་བར་འདིར་མནན་པའམ་ %2 མནན་ནས་འཛིན།</translation>
        </message>
        <message>
            <source>Quartet</source>
            <translation>བཞི་ཚན</translation>
        </message>
        <message>
            <source>Re-deals are off in these rules.</source>
            <translation>སྒྲིག་གཞི་འདིར་བསྐྱར་བགོ་མེད།</translation>
        </message>
        <message>
            <source>Red mallet six</source>
            <translation>ཐོ་དམར་དྲུག</translation>
        </message>
        <message>
            <source>Red pips</source>
            <translation>མིག་དམར།</translation>
        </message>
        <message>
            <source>Red-headed ten</source>
            <translation>མགོ་དམར་བཅུ</translation>
        </message>
        <message>
            <source>Release %2, click or press Esc to go back to the game</source>
            <translation>རྩེད་མོར་ཕྱིར་ལོག་པར་ %2 གློད་པའམ། མནན་པའམ། Esc མནན།</translation>
        </message>
        <message>
            <source>Rules: %1</source>
            <translation>སྒྲིག་གཞི། %1</translation>
        </message>
        <message>
            <source>Select at least one tile.</source>
            <translation>མ་མཐར་ཡང་སྦག་གཅིག་འདེམས།</translation>
        </message>
        <message>
            <source>Select tiles first.</source>
            <translation>སྔོན་ལ་སྦག་འདེམས།</translation>
        </message>
        <message>
            <source>Show a mother or a son only without the other, and once.</source>
            <translation>མ་དང་བུ་གཅིག་ཡོད་ལ་གཅིག་མེད་ན་ཁོ་ན་སྟོན་ཆོག དེ་ཡང་ཐེངས་གཅིག་ལས་མེད།</translation>
        </message>
        <message>
            <source>Show your tile to unite mother and son: together they are a point.</source>
            <translation>མ་བུ་འཛོམས་ཆེད་ཁྱེད་ཀྱི་སྦག་སྟོན། གཉིས་ཀ་མཉམ་དུ་ཤོ་མིག་གཅིག་ཡིན།</translation>
        </message>
        <message>
            <source>Shuffle: …</source>
            <translation>སྦག་བསྲེ: …</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>སྦག་རྐྱང་པ</translation>
        </message>
        <message>
            <source>Sixes go last: %1 may play them only when holding nothing else.</source>
            <translation>6 མཐའ་མར་འཇོག %1 ལ་ 6 ལས་གཞན་མེད་ན་ཁོ་ན་དེ་དག་བཞག་ཆོག</translation>
        </message>
        <message>
            <source>Sixes go last: you may play them only when you hold nothing else.</source>
            <translation>6 མཐའ་མར་འཇོག ཁྱེད་ལ་ 6 ལས་གཞན་མེད་ན་ཁོ་ན་དེ་དག་བཞག་ཆོག</translation>
        </message>
        <message>
            <source>Sky and earth tiles go together only as chiefs or ministers.</source>
            <translation>གནམ་སྦག་དང་ས་སྦག་ནི་དཔོན་ནམ་བློན་ཡིན་ན་ཁོ་ན་མཉམ་དུ་འགྲོ།</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>རིམ་པ</translation>
        </message>
        <message>
            <source>Suggested: %6.</source>
            <translation>གསལ་འདེབས། %6།</translation>
        </message>
        <message>
            <source>Supreme pair</source>
            <translation>ཆ་མཆོག</translation>
        </message>
        <message>
            <source>Sweep! %1 took all sixteen tricks and wins every chip on the table.</source>
            <translation>ཡོངས་རྒྱལ། %1 ནས་སྐོར་བཅུ་དྲུག་ཚང་མ་བླངས་ནས་ཅོག་ཙེའི་སྟེང་གི་འཇལ་རྟགས་ཡོངས་རྫོགས་ཐོབ།</translation>
        </message>
        <message>
            <source>Sweep! You took all sixteen tricks and win every chip on the table.</source>
            <translation>ཡོངས་རྒྱལ། ཁྱེད་ཀྱིས་སྐོར་བཅུ་དྲུག་ཚང་མ་བླངས་ནས་ཅོག་ཙེའི་སྟེང་གི་འཇལ་རྟགས་ཡོངས་རྫོགས་ཐོབ།</translation>
        </message>
        <message>
            <source>Tashi Gobah: last deal</source>
            <translation>བཀྲ་ཤིས་གོ་བཱ། བགོ་སྐོར་མཐའ་མ།</translation>
        </message>
        <message>
            <source>Tashi Gobah: the next deal is the last</source>
            <translation>བཀྲ་ཤིས་གོ་བཱ། བགོ་སྐོར་རྗེས་མ་དེ་མཐའ་མ་ཡིན།</translation>
        </message>
        <message>
            <source>That cannot be done at this step of the deal.</source>
            <translation>བགོ་སྐོར་གྱི་གོམ་པ་འདིར་དེ་བྱེད་མི་ཆོག</translation>
        </message>
        <message>
            <source>That is not a decision of this step.</source>
            <translation>དེ་ནི་གོམ་པ་འདིའི་ཐག་གཅོད་མིན།</translation>
        </message>
        <message numerus="yes">
            <source>The banker is found with %Ln die(s), each showing 1 to 6.</source>
            <translation>
                <numerusform>ཤོ་ %Ln ཡིས་དངུལ་བདག་འདེམས། རེ་རེར་ 1 ནས་ 6 བར་བབ།</numerusform>
            </translation>
        </message>
        <message>
            <source>The classic game as first played: pure pairs only, no mixed combinations.</source>
            <translation>ཐོག་མའི་སྲོལ་རྒྱུན་རྩེད་མོ། ཆ་གཙང་མ་ཁོ་ན། སྡེབ་འདྲེས་མེད།</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>བགོ་སྐོར་མཇུག་རྫོགས།</translation>
        </message>
        <message>
            <source>The dice are not thrown now.</source>
            <translation>ད་ལྟ་ཤོ་རྒྱག་དུས་མིན།</translation>
        </message>
        <message>
            <source>The dice show %2</source>
            <translation>ཤོ་ལ་ %2 བབ།</translation>
        </message>
        <message>
            <source>The first shuffler is a seat 0 to 4, not %2.</source>
            <translation>ཐོག་མར་བསྲེ་མཁན་ནི་སྡོད་ས་ 0 ནས་ 4 བར་གང་རུང་ཡིན་དགོས། %2 མིན།</translation>
        </message>
        <message>
            <source>The hand does not hold %2.</source>
            <translation>ལག་སྦག་ནང་ %2 མེད།</translation>
        </message>
        <message>
            <source>The play to beat has %2: answer with as many, not %3.</source>
            <translation>གནོན་བྱའི་བཞག་ཐེངས་ལ་ %2 ཡོད། གྲངས་མཉམ་པས་ལན་འདེབས། %3 མིན།</translation>
        </message>
        <message>
            <source>The red pips are even: nobody pays</source>
            <translation>མིག་དམར་གྲངས་མཉམ། སུས་ཀྱང་མི་སྤྲོད།</translation>
        </message>
        <message>
            <source>The same tile is named twice.</source>
            <translation>སྦག་གཅིག་པ་ཐེངས་གཉིས་བརྗོད་འདུག</translation>
        </message>
        <message>
            <source>The seats are numbered 0 to 4, not %2.</source>
            <translation>སྡོད་ས་ལ་ཨང་ 0 ནས་ 4 བར་ཡོད། %2 མིན།</translation>
        </message>
        <message>
            <source>The tiles are shuffled and stacked into the woodpile</source>
            <translation>སྦག་བསྲེས་ནས་ཤིང་སྤུངས་སུ་བརྩེགས།</translation>
        </message>
        <message>
            <source>The tiles are shuffled into eight towers</source>
            <translation>སྦག་བསྲེས་ནས་མཁར་བརྒྱད་བརྩིགས།</translation>
        </message>
        <message>
            <source>The tiles must be shuffled first.</source>
            <translation>སྔོན་ལ་སྦག་བསྲེ་དགོས།</translation>
        </message>
        <message>
            <source>The towers are numbered 1 to 8.</source>
            <translation>མཁར་ལ་ཨང་ 1 ནས་ 8 བར་ཡོད།</translation>
        </message>
        <message>
            <source>The tribute is drawn in an order of its %2, each taken once.</source>
            <translation>དཔྱ་ཁྲལ་གྱི་ %2 གོ་རིམ་ཞིག་ལྟར་འཐེན་དགོས། རེ་རེ་ཐེངས་གཅིག་ཁོ་ན་ལེན།</translation>
        </message>
        <message>
            <source>The two players throw one die each.</source>
            <translation>རྩེད་མཁན་གཉིས་ཀྱིས་ཤོ་རེ་རེ་རྒྱག</translation>
        </message>
        <message numerus="yes">
            <source>The woodpile: %2 stacks of %Ln tile(s)</source>
            <translation>
                <numerusform>ཤིང་སྤུངས། སྦག་ %Ln རེའི་ཕུང་ %2</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no %2 in the hand.</source>
            <translation>ལག་ན་ %2 མི་འདུག</translation>
        </message>
        <message>
            <source>There is no longer %2 among the tribute cards.</source>
            <translation>དཔྱ་ཁྲལ་གྱི་ཤོག་བྱང་ནང་ད་ %2 མི་འདུག</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>གནམ་དགུ</translation>
        </message>
        <message>
            <source>Tiger's head</source>
            <translation>སྟག་མགོ</translation>
        </message>
        <message>
            <source>Tiles are played only in the tricks.</source>
            <translation>སྦག་ནི་སྐོར་ནང་ཁོ་ནར་བཞག</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>གསུམ་ཚན</translation>
        </message>
        <message>
            <source>Turn a tile</source>
            <translation>སྦག་གཅིག་ཁ་གྱེན་དུ་བསྒྱུར།</translation>
        </message>
        <message>
            <source>Two mother-and-son pairs are not one lead.</source>
            <translation>མ་བུ་ཟུང་གཉིས་ནི་མགོ་འཛུགས་གཅིག་མིན།</translation>
        </message>
        <message>
            <source>Two pairs</source>
            <translation>ཆ་གཉིས</translation>
        </message>
        <message>
            <source>Two players draw and compare tiles; the red pips of the captured tiles decide.</source>
            <translation>རྩེད་མཁན་གཉིས་ཀྱིས་སྦག་འཐེན་ནས་བསྡུར། ལེན་པའི་སྦག་གི་མིག་དམར་གྱིས་ཐག་གཅོད།</translation>
        </message>
        <message>
            <source>Two players, two rounds of eight, then tiles are taken back from the oldest tricks.</source>
            <translation>རྩེད་མཁན་གཉིས། བརྒྱད་རེའི་སྐོར་གཉིས། དེ་རྗེས་སྐོར་རྙིང་ཤོས་ནས་སྦག་ཕྱིར་ལེན།</translation>
        </message>
        <message>
            <source>With no trick won yet, %1 must play the last single tile face down.</source>
            <translation>%1 ནས་སྐོར་གཅིག་ཀྱང་མ་རྒྱལ་བས་སྦག་རྐྱང་པ་མཐའ་མ་ཁ་སྦུབ་ཏུ་འཇོག་དགོས།</translation>
        </message>
        <message>
            <source>With no trick won yet, you must play the last single tile face down.</source>
            <translation>ཁྱེད་ཀྱིས་སྐོར་གཅིག་ཀྱང་མ་རྒྱལ་བས་སྦག་རྐྱང་པ་མཐའ་མ་ཁ་སྦུབ་ཏུ་འཇོག་དགོས།</translation>
        </message>
        <message>
            <source>With no trick won, %1 may only play the last trick face down</source>
            <translation>%1 ལ་སྐོར་མེད་པས་སྐོར་མཐའ་མར་ཁ་སྦུབ་ཁོ་ན་འཇོག་ཆོག</translation>
        </message>
        <message>
            <source>With no trick won, you may only play the last trick face down</source>
            <translation>ཁྱེད་ལ་སྐོར་མེད་པས་སྐོར་མཐའ་མར་ཁ་སྦུབ་ཁོ་ན་འཇོག་ཆོག</translation>
        </message>
        <message>
            <source>You accept</source>
            <translation>ཁྱེད་ཀྱིས་ངོས་ལེན་བྱས།</translation>
        </message>
        <message>
            <source>You are the banker</source>
            <translation>ཁྱེད་དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>You are winning</source>
            <translation>ཁྱེད་རྒྱལ་བཞིན་ཡོད།</translation>
        </message>
        <message>
            <source>You are winning with %2</source>
            <translation>ཁྱེད་ %2 ཐོག་རྒྱལ་བཞིན།</translation>
        </message>
        <message>
            <source>You asked not to be beaten: now make your play; you cannot pass.</source>
            <translation>ཁྱེད་ཀྱིས་མ་གནོན་པར་རེ་ཞུ་བྱས་ཟིན། ད་ཁྱེད་ཀྱི་བཞག་ཐེངས་བཞག མི་དགོས་ཟེར་མི་ཆོག</translation>
        </message>
        <message>
            <source>You beat with %2</source>
            <translation>ཁྱེད་ཀྱིས་ %2 བཏང་སྟེ་གནོན།</translation>
        </message>
        <message>
            <source>You can beat, so you must (compulsory beating).</source>
            <translation>ཁྱེད་ཀྱིས་གནོན་ཐུབ་པས་ངེས་པར་གནོན་དགོས། (ངེས་པར་གནོན་དགོས་པའི་སྒྲིག་གཞི)</translation>
        </message>
        <message>
            <source>You choose tower %2</source>
            <translation>ཁྱེད་ཀྱིས་མཁར་ %2 བདམས།</translation>
        </message>
        <message>
            <source>You do not hold %2.</source>
            <translation>ཁྱེད་ལ་ %2 མེད།</translation>
        </message>
        <message>
            <source>You do not hold all of those cards.</source>
            <translation>ཁྱེད་ལ་ཤོག་བྱང་དེ་དག་ཚང་མ་མེད།</translation>
        </message>
        <message>
            <source>You do not hold that tile.</source>
            <translation>ཁྱེད་ལ་སྦག་དེ་མེད།</translation>
        </message>
        <message>
            <source>You do not lift</source>
            <translation>ཁྱེད་ཀྱིས་ཁ་མི་ཕྱེ།</translation>
        </message>
        <message numerus="yes">
            <source>You finish first, with %Ln chip(s).</source>
            <translation>
                <numerusform>ཁྱེད་ཨང་དང་པོ་ཐོབ། འཇལ་རྟགས་ %Ln ཡོད།</numerusform>
            </translation>
        </message>
        <message>
            <source>You have already asked the others not to beat this play.</source>
            <translation>ཁྱེད་ཀྱིས་བཞག་ཐེངས་འདི་མ་གནོན་པར་གཞན་ལ་རེ་ཞུ་སྔོན་ནས་བྱས་ཟིན།</translation>
        </message>
        <message>
            <source>You have no play to ask the others not to beat.</source>
            <translation>ཁྱེད་ལ་མ་གནོན་པར་གཞན་ལ་རེ་ཞུ་བྱ་རྒྱུའི་བཞག་ཐེངས་མེད།</translation>
        </message>
        <message>
            <source>You have the lead: play something; you cannot pass.</source>
            <translation>མགོ་འཛུགས་ཀྱི་རེས་ཁྱེད་ལ་བབ། ཅི་ཞིག་བཞག མི་དགོས་ཟེར་མི་ཆོག</translation>
        </message>
        <message>
            <source>You hold a high tile: no re-deal.</source>
            <translation>ཁྱེད་ལ་སྦག་མཐོ་པོ་ཡོད། བསྐྱར་བགོ་མི་ཆོག</translation>
        </message>
        <message>
            <source>You hold a passport: you may not lead face down.</source>
            <translation>ཁྱེད་ལ་ལམ་ཡིག་ཡོད། ཁ་སྦུབ་ཏུ་མགོ་འཛུགས་མི་ཆོག</translation>
        </message>
        <message>
            <source>You hold both marked cards and may not play alone: pass the card on.</source>
            <translation>ཁྱེད་ལ་རྟགས་ཅན་གྱི་ཤོག་བྱང་གཉིས་ཀ་ཡོད་ཀྱང་གཅིག་པུར་རྩེ་མི་ཆོག ཤོག་བྱང་དེ་རྩེད་མཁན་རྗེས་མ་ལ་སྤྲོད།</translation>
        </message>
        <message>
            <source>You lead %2</source>
            <translation>ཁྱེད་ཀྱིས་ %2 མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>You lead %2: %3</source>
            <translation>ཁྱེད་ཀྱིས་ %2 མགོ་བཙུགས། %3</translation>
        </message>
        <message>
            <source>You lead a tile face down</source>
            <translation>ཁྱེད་ཀྱིས་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས།</translation>
        </message>
        <message>
            <source>You lead a tile face down, naming %2</source>
            <translation>ཁྱེད་ཀྱིས་སྦག་གཅིག་ཁ་སྦུབ་ཏུ་མགོ་བཙུགས་ཏེ་ %2 ཟེར།</translation>
        </message>
        <message>
            <source>You lift</source>
            <translation>ཁྱེད་ཀྱིས་ཁ་ཕྱེ།</translation>
        </message>
        <message>
            <source>You must be the emperor: %2.</source>
            <translation>ཁྱེད་ངེས་པར་གོང་མ་བྱེད་དགོས། %2།</translation>
        </message>
        <message>
            <source>You must give your highest cards other than jokers: %2.</source>
            <translation>ཁྱེད་ཀྱིས་ཇོ་ཀར་མ་ཡིན་པའི་ཤོག་བྱང་མཐོ་ཤོས་འབུལ་དགོས། %2།</translation>
        </message>
        <message>
            <source>You need %2 to accept.</source>
            <translation>ངོས་ལེན་བྱེད་པར་ཁྱེད་ལ་ %2 དགོས།</translation>
        </message>
        <message>
            <source>You offer to exchange hands with %2</source>
            <translation>ཁྱེད་ཀྱིས་ %2 དང་ལག་སྦག་བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>You offer to swap a mother for a son</source>
            <translation>ཁྱེད་ཀྱིས་མ་དང་བུ་བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>ཁྱེད་ཀྱིས་མི་དགོས་ཟེར།</translation>
        </message>
        <message numerus="yes">
            <source>You pay %2 %Ln chip(s)</source>
            <translation>
                <numerusform>ཁྱེད་ཀྱིས་ %2 ལ་འཇལ་རྟགས་ %Ln སྤྲོད།</numerusform>
            </translation>
        </message>
        <message>
            <source>You play</source>
            <translation>ཁྱེད་རྩེ།</translation>
        </message>
        <message numerus="yes">
            <source>You play %Ln tile(s) face down</source>
            <translation>
                <numerusform>ཁྱེད་ཀྱིས་སྦག་ %Ln ཁ་སྦུབ་ཏུ་བཞག</numerusform>
            </translation>
        </message>
        <message>
            <source>You rest this deal</source>
            <translation>ཁྱེད་བགོ་སྐོར་འདིར་ངལ་གསོ།</translation>
        </message>
        <message>
            <source>You say kan</source>
            <translation>ཁྱེད་ཀྱིས་ཁན་ཟེར།</translation>
        </message>
        <message>
            <source>You show %2: mother looking for son</source>
            <translation>ཁྱེད་ཀྱིས་ %2 བསྟན། མས་བུ་འཚོལ།</translation>
        </message>
        <message>
            <source>You show %2: son looking for mother</source>
            <translation>ཁྱེད་ཀྱིས་ %2 བསྟན། བུས་མ་འཚོལ།</translation>
        </message>
        <message>
            <source>You show a hand with no high tile: re-deal</source>
            <translation>ཁྱེད་ཀྱིས་སྦག་མཐོ་པོ་མེད་པའི་ལག་སྦག་བསྟན། བསྐྱར་བགོ</translation>
        </message>
        <message>
            <source>You take both tiles</source>
            <translation>ཁྱེད་ཀྱིས་སྦག་གཉིས་ཀ་ལེན།</translation>
        </message>
        <message>
            <source>You take no part in this deal.</source>
            <translation>ཁྱེད་བགོ་སྐོར་འདིར་མི་ཞུགས།</translation>
        </message>
        <message>
            <source>You take stacks %2</source>
            <translation>ཁྱེད་ཀྱིས་ཕུང་ %2 ལེན།</translation>
        </message>
        <message>
            <source>You throw %2: %3 is the banker</source>
            <translation>ཁྱེད་ཀྱིས་ཤོ་ %2 བབ། %3 དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>You throw %2: you are the banker</source>
            <translation>ཁྱེད་ཀྱིས་ཤོ་ %2 བབ། ཁྱེད་དངུལ་བདག་ཡིན།</translation>
        </message>
        <message>
            <source>You turn %2</source>
            <translation>ཁྱེད་ཀྱིས་ %2 ཁ་གྱེན་དུ་བསྒྱུར།</translation>
        </message>
        <message>
            <source>You turn a tile</source>
            <translation>ཁྱེད་ཀྱིས་སྦག་གཅིག་ཁ་གྱེན་དུ་བསྒྱུར།</translation>
        </message>
        <message numerus="yes">
            <source>You win %Ln trick(s)</source>
            <translation>
                <numerusform>ཁྱེད་ཀྱིས་སྐོར་ %Ln རྒྱལ།</numerusform>
            </translation>
        </message>
        <message>
            <source>You win all sixteen tricks!
and every chip on the table</source>
            <translation>ཁྱེད་ཀྱིས་སྐོར་བཅུ་དྲུག་ཚང་མ་རྒྱལ།
ཅོག་ཙེའི་སྟེང་གི་འཇལ་རྟགས་ཡོངས་རྫོགས་ཀྱང་ཐོབ།</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>ཁྱེད་ཀྱིས་བགོ་སྐོར་རྒྱལ།</translation>
        </message>
        <message>
            <source>You win the last trick</source>
            <translation>ཁྱེད་ཀྱིས་སྐོར་མཐའ་མ་རྒྱལ།</translation>
        </message>
        <message>
            <source>You win the last trick and the deal</source>
            <translation>ཁྱེད་ཀྱིས་སྐོར་མཐའ་མ་དང་བགོ་སྐོར་རྒྱལ།</translation>
        </message>
        <message>
            <source>You win the trick</source>
            <translation>ཁྱེད་ཀྱིས་སྐོར་རྒྱལ།</translation>
        </message>
        <message>
            <source>You win with %2</source>
            <translation>ཁྱེད་ %2 ཐོག་རྒྱལ།</translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln red pip(s)</source>
            <translation>
                <numerusform>ཁྱེད། མིག་དམར་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln tile(s) won</source>
            <translation>
                <numerusform>ཁྱེད། ཐོབ་སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln trick(s)</source>
            <translation>
                <numerusform>ཁྱེད། སྐོར་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>You: no trick</source>
            <translation>ཁྱེད། སྐོར་མེད།</translation>
        </message>
        <message numerus="yes">
            <source>Your hand, %Ln tile(s)</source>
            <translation>
                <numerusform>ཁྱེད་ཀྱི་ལག་སྦག སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>ཁྱེད་ཀྱི་རེས།</translation>
        </message>
        <message>
            <source>Your turn: turn the next tile of the woodpile.</source>
            <translation>ཁྱེད་ཀྱི་རེས། ཤིང་སྤུངས་ཀྱི་སྦག་རྗེས་མ་ཁ་གྱེན་དུ་བསྒྱུར།</translation>
        </message>
        <message>
            <source>a civil pair</source>
            <translation>ཞི་ཆ</translation>
        </message>
        <message>
            <source>a face-down lead</source>
            <translation>ཁ་སྦུབ་མགོ་འཛུགས</translation>
        </message>
        <message>
            <source>a military pair</source>
            <translation>དམག་ཆ</translation>
        </message>
        <message>
            <source>a mixed pair</source>
            <translation>ཆ་འདྲེས</translation>
        </message>
        <message>
            <source>a mother (4-2)</source>
            <translation>མ་ (4-2)</translation>
        </message>
        <message>
            <source>a pair with a kicker</source>
            <translation>ཁ་སྣོན་ཅན་གྱི་ཆ</translation>
        </message>
        <message>
            <source>a quartet</source>
            <translation>བཞི་ཚན</translation>
        </message>
        <message>
            <source>a single tile</source>
            <translation>སྦག་རྐྱང་པ</translation>
        </message>
        <message>
            <source>a sky tile</source>
            <translation>གནམ་སྦག</translation>
        </message>
        <message>
            <source>a son (2-1)</source>
            <translation>བུ་ (2-1)</translation>
        </message>
        <message>
            <source>a straight</source>
            <translation>རིམ་པ</translation>
        </message>
        <message>
            <source>a triplet</source>
            <translation>གསུམ་ཚན</translation>
        </message>
        <message>
            <source>accept</source>
            <translation>ངོས་ལེན</translation>
        </message>
        <message>
            <source>accepts: one die each</source>
            <translation>ངོས་ལེན། ཤོ་རེ་རེ།</translation>
        </message>
        <message>
            <source>an earth tile</source>
            <translation>ས་སྦག</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>དངུལ་བདག</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>བྱ</translation>
        </message>
        <message>
            <source>birds</source>
            <translation>བྱ་རྣམས</translation>
        </message>
        <message>
            <source>can be played</source>
            <translation>བཞག་ཆོག</translation>
        </message>
        <message>
            <source>cannot be played</source>
            <translation>བཞག་མི་ཆོག</translation>
        </message>
        <message>
            <source>chooses the first tower</source>
            <translation>མཁར་དང་པོ་འདེམས།</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>ཞི་རིགས</translation>
        </message>
        <message>
            <source>complete horse (%2)</source>
            <translation>རྟ་ཆ་ཚང་ (%2)</translation>
        </message>
        <message>
            <source>demand a re-deal</source>
            <translation>བསྐྱར་བགོ་རེ་ཞུ</translation>
        </message>
        <message>
            <source>double mare (%2)</source>
            <translation>རྒོད་མ་ཟུང་ (%2)</translation>
        </message>
        <message>
            <source>double stallion (%2)</source>
            <translation>རྟ་ཕོ་ཟུང་ (%2)</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>ས་རིགས</translation>
        </message>
        <message>
            <source>earth chief</source>
            <translation>ས་དཔོན</translation>
        </message>
        <message>
            <source>earth chiefs</source>
            <translation>ས་དཔོན་རྣམས</translation>
        </message>
        <message>
            <source>earth minister</source>
            <translation>ས་བློན</translation>
        </message>
        <message>
            <source>earth ministers</source>
            <translation>ས་བློན་རྣམས</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>སླ་བ</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>སྦག་བརྒྱད</translation>
        </message>
        <message>
            <source>equal earth tiles</source>
            <translation>ས་སྦག་མཉམ་པ</translation>
        </message>
        <message>
            <source>example</source>
            <translation>དཔེ་མཚོན།</translation>
        </message>
        <message>
            <source>five</source>
            <translation>སྦག་ལྔ</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>སྦག་ལྔ་རྣམས</translation>
        </message>
        <message>
            <source>four at the table, one resting in turn</source>
            <translation>ཅོག་ཙེར་བཞི། རེས་མོས་གཅིག་ངལ་གསོ</translation>
        </message>
        <message>
            <source>four players with six tiles each</source>
            <translation>རྩེད་མཁན་བཞིར་སྦག་དྲུག་རེ</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>དཀའ་བ</translation>
        </message>
        <message>
            <source>identical sky tiles</source>
            <translation>གནམ་སྦག་འདྲ་མཚུངས</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>བླ་མ</translation>
        </message>
        <message>
            <source>lamas</source>
            <translation>བླ་མ་རྣམས</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>མགོ་འཛུགས</translation>
        </message>
        <message>
            <source>mare (%2)</source>
            <translation>རྒོད་མ་ (%2)</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>འབྲིང</translation>
        </message>
        <message>
            <source>military</source>
            <translation>དམག་རིགས</translation>
        </message>
        <message>
            <source>mixed chiefs</source>
            <translation>དཔོན་འདྲེས་མ</translation>
        </message>
        <message numerus="yes">
            <source>mixed chiefs, %Ln tile(s)</source>
            <translation>
                <numerusform>དཔོན་འདྲེས་མ། སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>mixed ministers</source>
            <translation>བློན་འདྲེས་མ</translation>
        </message>
        <message numerus="yes">
            <source>mixed ministers, %Ln tile(s)</source>
            <translation>
                <numerusform>བློན་འདྲེས་མ། སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>mother</source>
            <translation>མ</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>མ་བུ</translation>
        </message>
        <message>
            <source>mother and son (a point)</source>
            <translation>མ་བུ། (ཤོ་མིག)</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>མས་བུ་འཚོལ།</translation>
        </message>
        <message>
            <source>mothers</source>
            <translation>མ་རྣམས</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>སྦག་དགུ</translation>
        </message>
        <message>
            <source>no suit</source>
            <translation>རིགས་མེད</translation>
        </message>
        <message>
            <source>no tiles selected</source>
            <translation>སྦག་བདམས་མེད།</translation>
        </message>
        <message numerus="yes">
            <source>not a combination, %Ln tile(s)</source>
            <translation>
                <numerusform>སྡེབ་མིན། སྦག་ %Ln</numerusform>
            </translation>
        </message>
        <message>
            <source>not a lead (%2)</source>
            <translation>མགོ་འཛུགས་མིན། (%2)</translation>
        </message>
        <message>
            <source>offers to exchange hands
with %2</source>
            <translation>%2 དང་ལག་སྦག
བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>offers to swap
a mother for a son</source>
            <translation>མ་དང་བུ
བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>offers to swap
a son for a mother</source>
            <translation>བུ་དང་མ
བརྗེ་རྒྱུའི་གྲོས་འདོན།</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>ཀུན་མཐོང</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>མི་དགོས</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>ལམ་ཡིག</translation>
        </message>
        <message>
            <source>people</source>
            <translation>མི་སེར</translation>
        </message>
        <message>
            <source>people tile</source>
            <translation>མི་སེར་སྦག</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>ཤོ་མིག་སྦག</translation>
        </message>
        <message>
            <source>point: %2 (%3)</source>
            <translation>ཤོ་མིག: %2 (%3)</translation>
        </message>
        <message>
            <source>point: mother and son (%2)</source>
            <translation>ཤོ་མིག: མ་བུ (%2)</translation>
        </message>
        <message>
            <source>points</source>
            <translation>ཤོ་མིག</translation>
        </message>
        <message numerus="yes">
            <source>points, %Ln tile(s) (worth %2)</source>
            <translation>
                <numerusform>ཤོ་མིག སྦག་ %Ln (རིན་ཐང་ %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>random</source>
            <translation>སྐབས་བསྟུན</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>ངལ་གསོ</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>བདམས་ཟིན</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>སྦག་བདུན</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>སྦག་བདུན་རྣམས</translation>
        </message>
        <message>
            <source>show %2</source>
            <translation>%2 སྟོན</translation>
        </message>
        <message>
            <source>shows a weak hand:
demands a re-deal</source>
            <translation>ལག་སྦག་ཞན་པ་བསྟན།
བསྐྱར་བགོ་རེ་ཞུ།</translation>
        </message>
        <message>
            <source>shows four sky chiefs</source>
            <translation>གནམ་དཔོན་བཞི་བསྟན།</translation>
        </message>
        <message>
            <source>shows the hand:
passport rule %2</source>
            <translation>ལག་སྦག་བསྟན།
ལམ་ཡིག་སྒྲིག་གཞི་ %2</translation>
        </message>
        <message>
            <source>sister</source>
            <translation>སྲིང་མོ</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>སྲིང་མོ་རྣམས</translation>
        </message>
        <message>
            <source>six</source>
            <translation>སྦག་དྲུག</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>གནམ་རིགས</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>གནམ་དཔོན</translation>
        </message>
        <message>
            <source>sky chiefs</source>
            <translation>གནམ་དཔོན་རྣམས</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>གནམ་བློན</translation>
        </message>
        <message>
            <source>sky ministers</source>
            <translation>གནམ་བློན་རྣམས</translation>
        </message>
        <message>
            <source>son</source>
            <translation>བུ</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>བུས་མ་འཚོལ།</translation>
        </message>
        <message>
            <source>sons</source>
            <translation>བུ་རྣམས</translation>
        </message>
        <message>
            <source>stallion (%2)</source>
            <translation>རྟ་ཕོ་ (%2)</translation>
        </message>
        <message>
            <source>straights, the loser pays one chip</source>
            <translation>རིམ་པ་ཡོད། ཕམ་མཁན་གྱིས་འཇལ་རྟགས་གཅིག་སྤྲོད</translation>
        </message>
        <message>
            <source>takes mother and son</source>
            <translation>མ་བུ་བླངས།</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>རྟ་ཆ་ཚང</translation>
        </message>
        <message>
            <source>the double mare</source>
            <translation>རྒོད་མ་ཟུང</translation>
        </message>
        <message>
            <source>the double stallion</source>
            <translation>རྟ་ཕོ་ཟུང</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>རྒོད་མ</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>རྟ་ཕོ</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>ཆ་མཆོག</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>བསམ་བཞིན</translation>
        </message>
        <message>
            <source>three</source>
            <translation>སྦག་གསུམ</translation>
        </message>
        <message>
            <source>three players</source>
            <translation>རྩེད་མཁན་གསུམ</translation>
        </message>
        <message>
            <source>throws the dice:
a tile is given back</source>
            <translation>ཤོ་རྒྱག
སྦག་གཅིག་ཕྱིར་སྤྲོད།</translation>
        </message>
        <message>
            <source>tile face down</source>
            <translation>ཁ་སྦུབ་སྦག</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>རེས་བབ།</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>ལེགས་སྒྲིག</translation>
        </message>
        <message>
            <source>two pairs</source>
            <translation>ཆ་གཉིས</translation>
        </message>
        <message>
            <source>winning</source>
            <translation>རྒྱལ་བཞིན།</translation>
        </message>
        <message>
            <source>wins</source>
            <translation>རྒྱལ།</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ཁྱེད་རང</translation>
        </message>
        <message>
            <source>your turn</source>
            <translation>ཁྱེད་ཀྱི་རེས།</translation>
        </message>
        <message>
            <source>×%2, full house: all 24 tiles</source>
            <translation>×%2 ཡོངས་རྫོགས། སྦག་ 24 ཆར</translation>
        </message>
        <message>
            <source>×%2, nobody else took a trick</source>
            <translation>×%2 གཞན་སུས་ཀྱང་སྐོར་མ་ལེན</translation>
        </message>
        <message>
            <source>×%2, pierced: 18 tiles</source>
            <translation>×%2 ཕུག་པ། སྦག་ 18</translation>
        </message>
        <message>
            <source>×%2, the banker</source>
            <translation>×%2 དངུལ་བདག</translation>
        </message>
        <message>
            <source>×%2, the banker's winning streak</source>
            <translation>×%2 དངུལ་བདག་རྒྱུན་མཐུད་རྒྱལ</translation>
        </message>
    </context>
    <context>
        <name>dialog</name>
        <message>
            <source>Game:</source>
            <translation>རྩེད་མོ།</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>Bagchen — example deals</source>
            <translation>སྦག་ཆེན — དཔེ་མཚོན་བགོ་སྐོར།</translation>
        </message>
    </context>
</TS>
