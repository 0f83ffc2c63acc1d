<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Accept</source>
            <translation>接受</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>压牌</translation>
        </message>
        <message>
            <source>Charity: one tile face down, naming a suit that may beat it</source>
            <translation>施舍：扣出一张牌，并指定可以压过它的牌组</translation>
        </message>
        <message>
            <source>Demand a re-deal</source>
            <translation>要求重新发牌</translation>
        </message>
        <message>
            <source>Exchange hands with %1</source>
            <translation>与%1交换手牌</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>领出</translation>
        </message>
        <message>
            <source>Lead face down…</source>
            <translation>扣牌领出…</translation>
        </message>
        <message>
            <source>Offer to swap a mother for a son</source>
            <translation>提议以母换子</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>过</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>扣牌</translation>
        </message>
        <message>
            <source>Show mother: looking for son</source>
            <translation>亮母：寻子</translation>
        </message>
        <message>
            <source>Show son: looking for mother</source>
            <translation>亮子：寻母</translation>
        </message>
        <message>
            <source>Tower %1</source>
            <translation>第%1座塔</translation>
        </message>
        <message>
            <source>naming earth</source>
            <translation>指定地牌组</translation>
        </message>
        <message>
            <source>naming no suit</source>
            <translation>不指定牌组</translation>
        </message>
        <message>
            <source>naming sky</source>
            <translation>指定天牌组</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>A deal begun on %1 with %2 was not finished.</source>
            <translation>%1开始的一局（对手：%2）还没有打完。</translation>
        </message>
        <message>
            <source>An unfinished deal</source>
            <translation>未打完的一局</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>Bagchen</translation>
        </message>
        <message>
            <source>Go on with it, or keep it in the records as unfinished?</source>
            <translation>接着打，还是在记录中保留为未完成？</translation>
        </message>
        <message>
            <source>Go on with the deal</source>
            <translation>接着打这一局</translation>
        </message>
        <message>
            <source>Keep it unfinished</source>
            <translation>保留为未完成</translation>
        </message>
        <message>
            <source>Learn to play: %1</source>
            <translation>学玩：%1</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangCards</name>
        <message>
            <source>%1 of %2</source>
            <translation>%2%1</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>A</translation>
        </message>
        <message>
            <source>black joker</source>
            <translation>小王</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>梅花</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>方块</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>红桃</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>J</translation>
        </message>
        <message>
            <source>king</source>
            <translation>K</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>Q</translation>
        </message>
        <message>
            <source>red joker</source>
            <translation>大王</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>黑桃</translation>
        </message>
        <message>
            <source>the emperor's card</source>
            <translation>皇帝牌</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>保子牌</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangHand</name>
        <message>
            <source>%1 with %2</source>
            <translation>%1带%2</translation>
        </message>
        <message numerus="yes">
            <source>%Ln 10(s)</source>
            <translation>
                <numerusform>%Ln张10</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 2(s)</source>
            <translation>
                <numerusform>%Ln张2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 6(s)</source>
            <translation>
                <numerusform>%Ln张6</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 7(s)</source>
            <translation>
                <numerusform>%Ln张7</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 8(s)</source>
            <translation>
                <numerusform>%Ln张8</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 9(s)</source>
            <translation>
                <numerusform>%Ln张9</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln ace(s)</source>
            <translation>
                <numerusform>%Ln张A</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln black joker(s)</source>
            <translation>
                <numerusform>%Ln张小王</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln card(s)</source>
            <translation>
                <numerusform>%Ln张牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln jack(s)</source>
            <translation>
                <numerusform>%Ln张J</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln king(s)</source>
            <translation>
                <numerusform>%Ln张K</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln queen(s)</source>
            <translation>
                <numerusform>%Ln张Q</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red joker(s)</source>
            <translation>
                <numerusform>%Ln张大王</numerusform>
            </translation>
        </message>
        <message>
            <source>a pair of 10s</source>
            <translation>一对10</translation>
        </message>
        <message>
            <source>a pair of 2s</source>
            <translation>一对2</translation>
        </message>
        <message>
            <source>a pair of 6s</source>
            <translation>一对6</translation>
        </message>
        <message>
            <source>a pair of 7s</source>
            <translation>一对7</translation>
        </message>
        <message>
            <source>a pair of 8s</source>
            <translation>一对8</translation>
        </message>
        <message>
            <source>a pair of 9s</source>
            <translation>一对9</translation>
        </message>
        <message>
            <source>a pair of aces</source>
            <translation>一对A</translation>
        </message>
        <message>
            <source>a pair of jacks</source>
            <translation>一对J</translation>
        </message>
        <message>
            <source>a pair of kings</source>
            <translation>一对K</translation>
        </message>
        <message>
            <source>a pair of queens</source>
            <translation>一对Q</translation>
        </message>
        <message>
            <source>nothing selected</source>
            <translation>未选牌</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>保子牌</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangRules</name>
        <message>
            <source>7 7 7 is beaten by 10 10 10, which A A A beats, which 2 2 2 beats; only three jokers beat 2 2 2.</source>
            <translation>7 7 7被10 10 10压过，10 10 10又被A A A压过，A A A再被2 2 2压过；能压过2 2 2的只有三张王。</translation>
        </message>
        <message>
            <source>7 7 with two black jokers falls to a king with a black and two red jokers, but not to a queen with two black jokers and a red one: one black joker would meet a black joker.</source>
            <translation>7 7加两张小王，可以被K加一张小王两张大王压过，却不能被Q加两张小王一张大王压过：那样有一张小王碰上的是小王。</translation>
        </message>
        <message>
            <source>8 8 8 with a black joker does not beat 8 8 8 8: its three 8s meet 8s, which are not higher.</source>
            <translation>8 8 8加一张小王压不过8 8 8 8：它的三张8碰上的都是8，并不更大。</translation>
        </message>
        <message>
            <source>A joker added to a play is said to hang on it: one card hanging, a pair hanging, and so on.</source>
            <translation>出牌时添上的王叫作“挂”：挂一张、挂一对，依此类推。</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of the same rank, with as many jokers of either colour as you like added to them; or jokers alone. For example: a single 8; 8 8; Q Q Q Q; 7 7 with a black joker; a 6 with a red joker; K K K with a black and a red joker; two black jokers and a red one.</source>
            <translation>一手牌可以是一张牌，或几张同点数的牌，再随意添上任意张大王或小王；也可以只出王。例如：单张8；8 8；Q Q Q Q；7 7带一张小王；6带一张大王；K K K带一张小王一张大王；两张小王加一张大王。</translation>
        </message>
        <message>
            <source>A play with a red joker in it can never be beaten: nothing is higher than a red joker.</source>
            <translation>带大王的一手牌永远不会被压过：没有比大王更大的牌。</translation>
        </message>
        <message>
            <source>Alone</source>
            <translation>一打四</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>另外</translation>
        </message>
        <message>
            <source>Announcements</source>
            <translation>亮明身份</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>保皇</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>压牌</translation>
        </message>
        <message>
            <source>Beating, card for card</source>
            <translation>逐张比大</translation>
        </message>
        <message>
            <source>Before a play you may ask the others not to beat it (zhàn pái). Nobody has to listen; it is a hint, or a bluff, about which side you are on.</source>
            <translation>出牌前，你可以喊“站牌”，请别人别压你接下来出的这手牌。谁都不必照办；这可能是在暗示你站在哪一边，也可能是虚张声势。</translation>
        </message>
        <message>
            <source>Declining</source>
            <translation>让位</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>出牌方向</translation>
        </message>
        <message>
            <source>Do not beat</source>
            <translation>站牌</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, the emperor's score counting double so that the deal comes out even: the emperor ±2, the protector ±1, each of the people ∓1. Alone, the emperor wins or loses 4, one from each of the four. A tie scores nothing.</source>
            <translation>赢家各得1分，输家各失1分，皇帝的得分加倍，使这一局正负相抵：皇帝±2，保子±1，每个平民∓1。皇帝一打四时输赢4分，四家各出或各得1分。平局不计分。</translation>
        </message>
        <message>
            <source>Four packs of cards without their 3s, 4s and 5s, and four red and four black jokers: 168 cards. Suits never matter; only the rank does. From high to low:</source>
            <translation>四副扑克牌去掉3、4、5，再加四张大王和四张小王，共168张。花色从不起作用，只看点数。从大到小依次为：</translation>
        </message>
        <message>
            <source>From the second deal on, once the cards are taken, the side that lost the deal before pays the winners. Each loser gives his highest card that is not a joker (a 2 if he has one); a losing emperor gives his two highest, or four if he played alone. Each winner takes one card, a winning emperor two, or four if he was alone. After a tie nobody gives anything.</source>
            <translation>从第二局起，抓完牌后，上一局输的一方要向赢的一方进贡。每个输家交出自己最大的一张非王牌（有2就交2）；输了的皇帝交出最大的两张，一打四时交四张。每个赢家收一张，赢了的皇帝收两张，一打四时收四张。平局时谁都不进贡。</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Get rid of your cards, and help your partners get rid of theirs. Cards are played one or several at a time, and each play must beat the one before it, until nobody will: then whoever played last starts again with anything he likes.</source>
            <translation>尽快出完手里的牌，并帮同伴出完他们的牌。每次出一张或几张，每手都必须压过上一手，直到没人再压：这时最后出牌的人重新出牌，出什么都可以。</translation>
        </message>
        <message>
            <source>Joker order</source>
            <translation>王序</translation>
        </message>
        <message>
            <source>Nobody deals. The cards are shuffled and cut, and the players take them from the pile one at a time in turn until none is left: three players hold 34 cards and two hold 33. In the next deal the first taker moves on by one seat.</source>
            <translation>不用人发牌。牌洗好、切好后，各家从牌堆上轮流每次摸一张，直到摸完：三家各有34张，两家各有33张。下一局先摸牌的人顺延到下一个座位。</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>选项</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>自选规则</translation>
        </message>
        <message>
            <source>Players who run out of cards drop out: first, second, and so on. The deal ends as soon as every member of one side is out (with the emperor alone: as soon as anybody is). Look at the first player out and at the players still holding cards: if they are on different sides, the first player's side wins; if on the same side, it is a tie. The emperor alone wins only by going out first.</source>
            <translation>出完牌的玩家依次退出：头家、二家，依此类推。只要一方的人全部出完，这一局就结束（皇帝一打四时，任何人出完即结束）。看头家和手里还有牌的玩家：如果不在同一方，头家一方赢；如果在同一方，算平局。皇帝一打四，只有头一个出完才算赢。</translation>
        </message>
        <message>
            <source>Playing and passing</source>
            <translation>出牌与不要</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>名次计分</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>胜负</translation>
        </message>
        <message>
            <source>Rizhao</source>
            <translation>日照</translation>
        </message>
        <message>
            <source>Rizhao, sixes last</source>
            <translation>日照，6最后出</translation>
        </message>
        <message>
            <source>Rizhao, with announcements</source>
            <translation>日照，可亮明身份</translation>
        </message>
        <message>
            <source>Shanghai</source>
            <translation>上海</translation>
        </message>
        <message>
            <source>Shanghai, twos as trumps</source>
            <translation>上海，2作主</translation>
        </message>
        <message>
            <source>Sixes last</source>
            <translation>6最后出</translation>
        </message>
        <message>
            <source>The Rizhao game in which the protector, or an emperor alone, may announce himself.</source>
            <translation>日照玩法，保子或一打四的皇帝可以亮明身份。</translation>
        </message>
        <message>
            <source>The Rizhao game scored by points for the places, played until one player is left.</source>
            <translation>日照玩法，按名次计分，一直打到只剩一人。</translation>
        </message>
        <message>
            <source>The Rizhao game with sixes played last.</source>
            <translation>日照玩法，6要最后出。</translation>
        </message>
        <message>
            <source>The Shanghai game with twos as trumps.</source>
            <translation>上海玩法，2作主。</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>用牌</translation>
        </message>
        <message>
            <source>The cards are put down face down and the winners take them at random, in the order of their places in the deal before; with the tribute face up, each winner chooses in turn.</source>
            <translation>贡牌扣着放下，赢家按上一局的名次先后随机摸取；如果亮贡，每个赢家依次挑选。</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>摸牌</translation>
        </message>
        <message>
            <source>The emperor leads first. Whoever has the lead must play something. Then each player in turn either beats the last play or passes; a player who passed may still play when his turn comes again. When everybody else still holding cards has passed in a row, the last player to play leads again, anything he likes. If he has gone out, the lead passes to the next player still holding cards.</source>
            <translation>皇帝先出。有出牌权的人必须出牌。之后各家轮流压过上一手，或者说“不要”；说过不要的人再轮到时仍可出牌。其他手里还有牌的人都接连不要时，最后出牌的人重新出牌，出什么都可以。如果他已出完，出牌权交给下一个手里还有牌的人。</translation>
        </message>
        <message>
            <source>The emperor, his protector and the people</source>
            <translation>皇帝、保子与平民</translation>
        </message>
        <message>
            <source>The end and the score</source>
            <translation>结束与计分</translation>
        </message>
        <message>
            <source>The game as played in Rizhao, Shandong: every option as usual.</source>
            <translation>山东日照的玩法：所有选项照常。</translation>
        </message>
        <message>
            <source>The holder of the protector's card is the emperor's secret partner. Nobody else knows who it is until that card is played, so the three others, the people, must guess from the play. If the emperor holds both marked cards he plays alone against four, and the others learn it only when the protector's card appears.</source>
            <translation>持保子牌的人是皇帝暗中的同伴。在这张牌打出之前，别人都不知道他是谁，所以另外三家平民只能从出牌中去猜。如果皇帝同时持有两张标记牌，他就一打四，而别人要等保子牌出现才知道。</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <source>The usual rule sets</source>
            <translation>常用规则</translation>
        </message>
        <message>
            <source>The variations reported from Shanghai together: points, the tribute face up, announcements and the joker order.</source>
            <translation>上海一带的几种变化合在一起：按名次计分、亮贡、亮明身份和王序。</translation>
        </message>
        <message>
            <source>There are sixteen cards of each rank from 6 to 2, and four jokers of each colour. One red joker is marked with a crown: the &lt;b&gt;emperor's card&lt;/b&gt;. One black joker is marked with a shield: the &lt;b&gt;protector's card&lt;/b&gt; (the eunuch's, in the Chinese name). In play they are jokers of their colour like the others.</source>
            <translation>6到2每个点数各有十六张，大王小王各四张。有一张大王印着皇冠：这是&lt;b&gt;皇帝牌&lt;/b&gt;。有一张小王印着盾牌：这是&lt;b&gt;保子牌&lt;/b&gt;。出牌时它们和同色的其他王一样。</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>本桌规则</translation>
        </message>
        <message>
            <source>To beat a play you must play as many cards, and each of your cards must beat one of its cards: sort both plays from high to low and compare them place by place; every card of yours must be strictly higher than the card in the same place.</source>
            <translation>要压过一手牌，出的张数必须相同，而且每张牌都要压过对方的一张：把两手牌都从大到小排好，逐位比较；你的每张牌都必须比同一位置上的牌大。</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <source>Twos as trumps</source>
            <translation>2作主</translation>
        </message>
        <message>
            <source>What may be played</source>
            <translation>能出什么牌</translation>
        </message>
        <message>
            <source>Whoever holds the emperor's card is offered the throne. He may accept and be the emperor, whom everybody knows from then on, or decline and pass that one card to the next player, who gets nothing else and now decides in turn. If the card goes all the way round, its first holder must accept.</source>
            <translation>拿到皇帝牌的人可以登基。他可以接受，当皇帝，从此大家都知道他是皇帝；也可以让位，把这一张牌传给下家，下家不再得到别的牌，轮到他来决定。如果这张牌转了一整圈，最初拿到它的人就必须接受。</translation>
        </message>
        <message>
            <source>With the joker order (an option) a card may equal the card it meets, as long as every joker of the play beaten meets a higher card and at least one card is higher: then 9 9 9 with a black joker beats 9 9 9 9.</source>
            <translation>按王序（一个选项），一张牌可以和它对上的牌相等，只要被压那手牌里的每张王都碰上更大的牌，并且至少有一张牌更大：这时9 9 9带一张小王可以压过9 9 9 9。</translation>
        </message>
        <message>
            <source>With the points scoring (an option) the deal goes on until one player is left, and the places score +4, +2, 0, −2 and −4. Each side adds up its members' points and every member scores the side's total; the emperor's score is doubled (twice when alone) so that the deal comes out even.</source>
            <translation>按名次计分（一个选项）时，这一局一直打到只剩一人，名次依次得+4、+2、0、−2、−4分。每一方把成员的分数相加，每个成员都得本方的总分；皇帝的得分加倍（一打四时再加倍），使这一局正负相抵。</translation>
        </message>
        <message>
            <source>Your hand is shown in columns, as players in China hold it: one column per rank, equal cards stacked, the jokers apart on the left. Click a column to take one card more of it, Ctrl+click to take the whole column, Alt+click to pick one joker; the arrow keys move and take too, J takes a joker and Enter plays.</source>
            <translation>你的手牌按中国人拿牌的习惯分列显示：每个点数一列，相同的牌叠在一起，王单独放在左边。点击一列，就多选该列的一张牌；Ctrl+点击选中整列；Alt+点击选一张王；方向键也能移动和选牌，按J选一张王，按Enter出牌。</translation>
        </message>
        <message>
            <source>a 6 may be played only by a player holding nothing but sixes</source>
            <translation>只有手里只剩6的玩家才能出6</translation>
        </message>
        <message>
            <source>announcements</source>
            <translation>亮明身份</translation>
        </message>
        <message>
            <source>asking the others not to beat</source>
            <translation>站牌（请别人别压）</translation>
        </message>
        <message>
            <source>before the first lead the protector may announce himself (scores doubled), or an emperor holding both marked cards may say he is alone (scores tripled)</source>
            <translation>首次出牌前，保子可以亮明身份（得分加倍），持有两张标记牌的皇帝可以宣布一打四（得分变为三倍）</translation>
        </message>
        <message>
            <source>cards may equal the cards they meet, jokers must be beaten (see above)</source>
            <translation>牌可以和对上的牌相等，王必须被压过（见上文）</translation>
        </message>
        <message>
            <source>every card higher</source>
            <translation>每张都更大</translation>
        </message>
        <message>
            <source>face down and taken at random, or face up and chosen</source>
            <translation>扣着随机摸取，或亮开挑选</translation>
        </message>
        <message>
            <source>face down, at random</source>
            <translation>扣着，随机摸取</translation>
        </message>
        <message>
            <source>face up, chosen</source>
            <translation>亮开，挑选</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>无</translation>
        </message>
        <message>
            <source>play goes anticlockwise, or clockwise</source>
            <translation>逆时针或顺时针出牌</translation>
        </message>
        <message>
            <source>points are scored for the places.</source>
            <translation>按名次计分。</translation>
        </message>
        <message>
            <source>points for the places</source>
            <translation>按名次计分</translation>
        </message>
        <message>
            <source>red joker, black joker, 2, A, K, Q, J, 10, 9, 8, 7, 6</source>
            <translation>大王、小王、2、A、K、Q、J、10、9、8、7、6</translation>
        </message>
        <message>
            <source>sixes last</source>
            <translation>6最后出</translation>
        </message>
        <message>
            <source>the emperor may play alone</source>
            <translation>皇帝可以一打四</translation>
        </message>
        <message>
            <source>the emperor's card may be declined</source>
            <translation>可以拒当皇帝</translation>
        </message>
        <message>
            <source>the emperor's card may be passed on, or its holder must accept</source>
            <translation>皇帝牌可以往下传，或持牌人必须接受</translation>
        </message>
        <message>
            <source>the first and the last out</source>
            <translation>看头家和末家</translation>
        </message>
        <message>
            <source>the first and the last out, or points for the places</source>
            <translation>看头家和末家，或按名次计分</translation>
        </message>
        <message>
            <source>the holder of both marked cards may play alone, or must pass the emperor's card on</source>
            <translation>持有两张标记牌的人可以一打四，或必须把皇帝牌传下去</translation>
        </message>
        <message>
            <source>the joker order</source>
            <translation>王序</translation>
        </message>
        <message>
            <source>the joker order is played.</source>
            <translation>按王序比牌。</translation>
        </message>
        <message>
            <source>the main result is played.</source>
            <translation>按基本规则定胜负。</translation>
        </message>
        <message>
            <source>the tribute is face down.</source>
            <translation>扣着进贡。</translation>
        </message>
        <message>
            <source>the tribute lies face up and is chosen.</source>
            <translation>亮贡，由赢家挑选。</translation>
        </message>
        <message>
            <source>twos are trumps: they join another rank as jokers do, as in 7 7 7 2.</source>
            <translation>2作主：2可以像王一样搭配别的点数，如7 7 7 2。</translation>
        </message>
        <message>
            <source>twos as trumps</source>
            <translation>2作主</translation>
        </message>
        <message>
            <source>twos may join another rank as jokers do: 7 7 7 2</source>
            <translation>2可以像王一样搭配别的点数：7 7 7 2</translation>
        </message>
        <message>
            <source>whether a player may ask the others not to beat his play</source>
            <translation>玩家是否可以站牌，请别人别压自己的牌</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>保皇, “protect the emperor”: a climbing card game for five from Shandong. Each deal sets the emperor and his hidden protector against the three others; the side that sheds its cards well wins.</source>
            <translation>保皇：流行于山东的五人扑克牌游戏，各家轮流压牌，争先出完。每局由皇帝和暗藏的保子对阵另外三家；哪一方出牌出得好，哪一方就赢。</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangTable</name>
        <message>
            <source>%1 gives %2</source>
            <translation>%1交出%2</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1不要</translation>
        </message>
        <message>
            <source>%1 pays %2</source>
            <translation>%1交出%2</translation>
        </message>
        <message>
            <source>%1 pays %2 to %3</source>
            <translation>%1把%2交给%3</translation>
        </message>
        <message>
            <source>%1 pays %2 to you</source>
            <translation>%1把%2交给你</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1出%2</translation>
        </message>
        <message>
            <source>(alone, holding his protector's card)</source>
            <translation>（一打四，保子牌在自己手里）</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>第1名</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>第2名</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>第3名</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>第4名</translation>
        </message>
        <message>
            <source>5th</source>
            <translation>第5名</translation>
        </message>
        <message>
            <source>A draw: neither side wins.</source>
            <translation>平局：双方都没有赢。</translation>
        </message>
        <message>
            <source>A new lead</source>
            <translation>新一轮出牌</translation>
        </message>
        <message>
            <source>Announce</source>
            <translation>亮明身份</translation>
        </message>
        <message>
            <source>Announced: scores × %1</source>
            <translation>已亮明身份：得分×%1</translation>
        </message>
        <message>
            <source>Ask: do not beat me</source>
            <translation>站牌：请别压我</translation>
        </message>
        <message>
            <source>Be emperor</source>
            <translation>当皇帝</translation>
        </message>
        <message>
            <source>Before the first lead: the protector may announce himself.</source>
            <translation>首次出牌前：保子可以亮明身份。</translation>
        </message>
        <message>
            <source>Emperor</source>
            <translation>皇帝</translation>
        </message>
        <message>
            <source>Emperor alone</source>
            <translation>皇帝一打四</translation>
        </message>
        <message>
            <source>Emperor: %1</source>
            <translation>皇帝：%1</translation>
        </message>
        <message>
            <source>Finishing order: %1</source>
            <translation>出完顺序：%1</translation>
        </message>
        <message>
            <source>Give %1</source>
            <translation>交出%1</translation>
        </message>
        <message>
            <source>Holds the emperor card</source>
            <translation>持有皇帝牌</translation>
        </message>
        <message>
            <source>Next deal's tribute: %1</source>
            <translation>下一局的进贡：%1</translation>
        </message>
        <message>
            <source>No tribute next deal.</source>
            <translation>下一局不进贡。</translation>
        </message>
        <message>
            <source>Out: %1</source>
            <translation>出完：%1</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <source>Pass the emperor card on</source>
            <translation>把皇帝牌传下去</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Protector</source>
            <translation>保子</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>不亮身份</translation>
        </message>
        <message>
            <source>Selected: %1.</source>
            <translation>已选：%1。</translation>
        </message>
        <message>
            <source>Take %1</source>
            <translation>收取%1</translation>
        </message>
        <message>
            <source>The cards are dealt. A player holds the emperor card and decides.</source>
            <translation>牌已摸完。有一位玩家持有皇帝牌，正在决定。</translation>
        </message>
        <message>
            <source>The cards are dealt. You hold the emperor card: be emperor, or pass it on?</source>
            <translation>牌已摸完。你持有皇帝牌：当皇帝，还是传下去？</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>这一局结束了。</translation>
        </message>
        <message>
            <source>The emperor's side wins.</source>
            <translation>皇帝一方赢了。</translation>
        </message>
        <message>
            <source>The farmers win.</source>
            <translation>平民一方赢了。</translation>
        </message>
        <message>
            <source>To beat: %1</source>
            <translation>要压：%1</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>你不要</translation>
        </message>
        <message>
            <source>You play %1</source>
            <translation>你出%1</translation>
        </message>
        <message>
            <source>Your side lost.</source>
            <translation>你方输了。</translation>
        </message>
        <message>
            <source>Your side won.</source>
            <translation>你方赢了。</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>一张牌</translation>
        </message>
        <message>
            <source>farmers: %1</source>
            <translation>平民：%1</translation>
        </message>
        <message>
            <source>protector: %1</source>
            <translation>保子：%1</translation>
        </message>
        <message>
            <source>you give %1</source>
            <translation>你交出%1</translation>
        </message>
        <message>
            <source>you pay %1</source>
            <translation>你交出%1</translation>
        </message>
        <message>
            <source>you pay %1 to %2</source>
            <translation>你把%1交给%2</translation>
        </message>
        <message>
            <source>“Do not beat!” 站</source>
            <translation>“站牌！”</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangWords</name>
        <message>
            <source>each card must beat the card it answers</source>
            <translation>每张牌都必须压过它对上的那张牌</translation>
        </message>
        <message>
            <source>one card at least must be higher than the card it answers</source>
            <translation>至少要有一张牌比它对上的那张牌大</translation>
        </message>
        <message>
            <source>the card has gone once round the table</source>
            <translation>这张牌已经在桌上转了一整圈</translation>
        </message>
        <message>
            <source>these rules do not let the card be passed on</source>
            <translation>按这套规则，这张牌不能往下传</translation>
        </message>
    </context>
    <context>
        <name>BeginnerPage</name>
        <message>
            <source>Opponents:</source>
            <translation>对手：</translation>
        </message>
        <message>
            <source>They play plain moves and often leave you chances: good for a first game.</source>
            <translation>出牌简单，常给你留机会：适合第一次玩。</translation>
        </message>
        <message>
            <source>They play soundly: a fair game once you know the rules.</source>
            <translation>出牌稳健：熟悉规则之后，是势均力敌的对手。</translation>
        </message>
        <message>
            <source>They think ahead and punish mistakes.</source>
            <translation>会往前算几步，你的失误会被抓住。</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>你的名字：</translation>
        </message>
    </context>
    <context>
        <name>BrowserPage</name>
        <message>
            <source>Annotated</source>
            <translation>有笔记</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>全部游戏</translation>
        </message>
        <message>
            <source>Any status</source>
            <translation>全部状态</translation>
        </message>
        <message>
            <source>Any time</source>
            <translation>全部时间</translation>
        </message>
        <message>
            <source>Bookmarked</source>
            <translation>有书签</translation>
        </message>
        <message>
            <source>Demo deals</source>
            <translation>演示局</translation>
        </message>
        <message>
            <source>Every session</source>
            <translation>全部场次</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>最近30天</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>最近7天</translation>
        </message>
        <message>
            <source>Last year</source>
            <translation>最近一年</translation>
        </message>
        <message>
            <source>Only session {s}</source>
            <translation>仅第{s}场</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <source>Replay deal #{id}</source>
            <translation>回放对局#{id}</translation>
        </message>
        <message>
            <source>Reviewed</source>
            <translation>已复盘</translation>
        </message>
        <message>
            <source>Search the notes…</source>
            <translation>搜索笔记…</translation>
        </message>
        <message>
            <source>Show the deals the demo played too</source>
            <translation>也显示演示打的局</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>session {s} only (right-click: every session)</source>
            <translation>仅第{s}场（右键：全部场次）</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>{level}电脑</translation>
        </message>
        <message>
            <source>{n} deals</source>
            <translation>{n}局</translation>
        </message>
        <message>
            <source>{n} of {all} deals</source>
            <translation>{n}/{all}局</translation>
        </message>
    </context>
    <context>
        <name>CardTable</name>
        <message>
            <source>%1 in hand</source>
            <translation>手牌%1张</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1出%2</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>轮到%1</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>轮到%1出牌。</translation>
        </message>
        <message>
            <source>%1 won the most.</source>
            <translation>%1赢得最多。</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>新牌局(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Pass</source>
            <translation>不要(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>牌局面板(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>动画速度(&amp;S)</translation>
        </message>
        <message>
            <source>As %1 saw it</source>
            <translation>%1所见</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>后退</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>筹码</translation>
        </message>
        <message>
            <source>Deals played: %1</source>
            <translation>已打局数：%1</translation>
        </message>
        <message>
            <source>Every hand</source>
            <translation>所有手牌</translation>
        </message>
        <message>
            <source>First</source>
            <translation>开头</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>前进</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>提示：%1。</translation>
        </message>
        <message>
            <source>Hint: play the pieces selected.</source>
            <translation>提示：打出选中的牌。</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>末尾</translation>
        </message>
        <message>
            <source>Last deal</source>
            <translation>上一局</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>出牌记录</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>下一局(&amp;X)</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>下一局（N）</translation>
        </message>
        <message>
            <source>No play uses exactly these pieces.</source>
            <translation>没有哪种出法正好用这几张牌。</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <source>Pass for me when &amp;nothing beats</source>
            <translation>管不上时自动替我不要(&amp;N)</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>从这里接着打…</translation>
        </message>
        <message>
            <source>Play on from this step at the table, in the seat viewed</source>
            <translation>回到牌桌，从这一步起坐在当前查看的座位接着打</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Replay: %1</source>
            <translation>回放：%1</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>牌局</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>第%1步，共%2步</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>这一局结束了</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>这一局结束了。</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>这一局已经结束：请选择更早的一步接着打。</translation>
        </message>
        <message>
            <source>The play to beat</source>
            <translation>要压的牌</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>这一局开始</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>本局</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>总计</translation>
        </message>
        <message>
            <source>Total after each deal</source>
            <translation>每局结束后的累计</translation>
        </message>
        <message>
            <source>Whose view</source>
            <translation>视角</translation>
        </message>
        <message>
            <source>You play %2</source>
            <translation>你出%2</translation>
        </message>
        <message>
            <source>You won the most.</source>
            <translation>你赢得最多。</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>轮到你</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>轮到你了。</translation>
        </message>
        <message>
            <source>Your turn: select what to play.</source>
            <translation>轮到你：选出要出的牌。</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>该出牌</translation>
        </message>
    </context>
    <context>
        <name>Closing</name>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>DealListModel</name>
        <message>
            <source> (branch of #{id})</source>
            <translation> （#{id}的分支）</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>A jump with {n} points: payments ×{m}</source>
            <translation>跳（{n}个点）：支付×{m}</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>跳</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>最后一墩</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>点</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>复盘</translation>
        </message>
        <message>
            <source>Seats and levels</source>
            <translation>座位与难度</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>场次</translation>
        </message>
        <message>
            <source>Session {s}, deal {n} ({source})</source>
            <translation>第{s}场第{n}局（{source}）</translation>
        </message>
        <message>
            <source>Starter</source>
            <translation>首家</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>通吃</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>进行中</translation>
        </message>
        <message>
            <source>sweep</source>
            <translation>通吃</translation>
        </message>
        <message>
            <source>unfinished</source>
            <translation>未完成</translation>
        </message>
        <message>
            <source>{n} notes, {b} bookmarks</source>
            <translation>{n}条笔记，{b}个书签</translation>
        </message>
        <message>
            <source>{player}, in every seat</source>
            <translation>{player}（每个座位）</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>Dice: %1 and %2</source>
            <translation>骰子：%1和%2</translation>
        </message>
    </context>
    <context>
        <name>Examples</name>
        <message>
            <source>A charity lead: a player without a passport may lead one tile face down and name sky, earth or no suit. Any single tile of the named suit that is not a point beats it.</source>
            <translation>施舍领牌：没有通行证的玩家可以扣着领出一张牌，并指定天牌组、地牌组或不指定牌组。所指定牌组中任何一张不是点牌的单张都能压过它。</translation>
        </message>
        <message>
            <source>A jump: the last trick is won by a points lead, so the final settlement is multiplied. The dice named 6-4. N ends the deal by leading mother and son (4-2 with 2-1), which nothing can beat.</source>
            <translation>跳：最后一墩由点牌领出拿下，最终结算要乘以倍数。骰子定的点是6-4。N领出母子（4-2和2-1），没有牌能压过，这一局就此结束。</translation>
        </message>
        <message>
            <source>A passport holder forced into a rule-4 dice throw. With six or more stacks a player holds a passport: they pay nothing for points leads, but may only lead what the passport rules allow. When rules 1 to 3 allow nothing and the hand has both suits, the hand is shown and the dice choose the suit of the single tile to lead.</source>
            <translation>持通行证的玩家被迫按第4条掷骰子。赢到六摞或更多的玩家持有通行证：别人领出点牌时他不用付筹码，但他只能领出通行证规则允许的牌。当第1至3条都不允许任何领牌、而手牌里两个牌组都有时，要亮出手牌，由骰子决定领出哪个牌组的单张。</translation>
        </message>
        <message>
            <source>A re-deal. The two highest ranks of each suit that are not points (always sixteen tiles) are the high tiles; a player dealt none of them may show the hand and demand a re-deal. Everything is shuffled and dealt again, with the same starter and a new throw of the dice.</source>
            <translation>重新发牌。每个牌组中不是点牌的最大两级牌（总是十六张）叫大牌；一张大牌都没拿到的玩家可以亮出手牌，要求重新发牌。所有牌重新洗过再发，首家不变，骰子重掷。</translation>
        </message>
        <message>
            <source>E wins the trick that began with the charity lead.</source>
            <translation>E赢得了由施舍领牌开始的这一墩。</translation>
        </message>
        <message>
            <source>Example: a charity lead, beaten</source>
            <translation>示例：施舍领牌被压过</translation>
        </message>
        <message>
            <source>Example: a jump won with mother and son</source>
            <translation>示例：用母子跳</translation>
        </message>
        <message>
            <source>Example: a passport holder throws the dice (rule 4)</source>
            <translation>示例：持通行证的玩家掷骰子（第4条）</translation>
        </message>
        <message>
            <source>Example: a re-deal</source>
            <translation>示例：重新发牌</translation>
        </message>
        <message>
            <source>Example: mother and son united by dice</source>
            <translation>示例：掷骰子凑成母子</translation>
        </message>
        <message>
            <source>Mother and son united by dice. Before the play, a player holding a mother (4-2) but no son (2-1) may show it, and a player holding a son may answer (or the other way round). Each throws one die; the higher takes both tiles, then gives back the tile the dice name.</source>
            <translation>掷骰子凑成母子。开打之前，有母（4-2）而没有子（2-1）的玩家可以亮出母，有子的玩家可以应答（反过来也一样）。双方各掷一颗骰子，点大的拿走两张牌，再把骰子点出的那张牌还回去。</translation>
        </message>
        <message>
            <source>N accepts the offer.</source>
            <translation>N接受了提议。</translation>
        </message>
        <message>
            <source>N holds 1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2: not one high tile for this point, so N shows the hand and demands a re-deal.</source>
            <translation>N的手牌是1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2：按这一局的点，一张大牌也没有，所以N亮出手牌，要求重新发牌。</translation>
        </message>
        <message>
            <source>N leads 3-3, as the dice demanded.</source>
            <translation>N按骰子的要求领出3-3。</translation>
        </message>
        <message>
            <source>N leads 4-2 2-1. Mother and son are not points this deal, but led together they count as a points lead worth 1, and nothing beats them, so N takes the last trick.</source>
            <translation>N领出4-2 2-1。这一局母和子都不是点牌，但一起领出就算价值1的点牌领出，没有牌能压过，所以N拿下最后一墩。</translation>
        </message>
        <message>
            <source>N wins this trick and must lead next, holding a passport with 7 stacks. No lead is allowed by passport rules 1 to 3, so N's hand is shown to everyone.</source>
            <translation>N赢下这一墩，接着必须领牌，而他持有通行证，已有7摞。通行证第1至3条都不允许任何领牌，所以N的手牌要亮给所有人看。</translation>
        </message>
        <message>
            <source>One die each: 1 for the offer, 3 for the answer. N throws higher and takes both mother and son; N now holds 17 tiles, S 15.</source>
            <translation>各掷一颗骰子：提议一方1点，应答一方3点。N点大，拿走母和子；现在N有17张牌，S有15张。</translation>
        </message>
        <message>
            <source>S leads a tile face down and names earth. The other players never see this tile; only the all-hands view of the replay shows it (6-4).</source>
            <translation>S扣着领出一张牌，指定地牌组。其他玩家永远看不到这张牌；只有回放的“所有手牌”视图才显示它（6-4）。</translation>
        </message>
        <message>
            <source>S shows 4-2: mother looking for son.</source>
            <translation>S亮出4-2：亮母寻子。</translation>
        </message>
        <message>
            <source>S throws 6 and 5, and N gives back 6-5. Both hands have 16 tiles again.</source>
            <translation>S掷出6和5，N还回6-5。两人又都是16张牌了。</translation>
        </message>
        <message>
            <source>The dice show 6 and 4: that throw names a sky tile, so N must lead a single sky tile.</source>
            <translation>骰子掷出6和4：这个点数指的是一张天牌组的牌，所以N必须领出一张天牌组的单张。</translation>
        </message>
        <message>
            <source>The run of points leads that ends the deal is worth 1, so the multiplier is jump factor 2 x 1 = 2. The chips paid at once for that run are given back first ('refund'), then everyone settles with N at 2 times the usual rate.</source>
            <translation>结束这一局的那串点牌领出价值1，所以倍数是跳的倍数2×1=2。先把那串领牌当时已付的筹码退回（“退还”），然后每人按平常的2倍与N结算。</translation>
        </message>
        <message>
            <source>The tiles are shuffled again; the same player chooses a tower and throws the dice anew.</source>
            <translation>牌重新洗过；仍由同一位玩家选塔，重新掷骰子。</translation>
        </message>
        <message>
            <source>W beats the charity lead with 4-2, an earth tile that is not a point. From here on the ordinary single-tile rules apply: a later player must beat 4-2.</source>
            <translation>W用4-2压过施舍领牌，这是一张不是点牌的地牌组牌。从这里起按普通单张的规则：后面的玩家必须压过4-2。</translation>
        </message>
    </context>
    <context>
        <name>FaceDownStrip</name>
        <message>
            <source>Face down so far:</source>
            <translation>已扣出的牌：</translation>
        </message>
        <message>
            <source>Nothing played face down yet.</source>
            <translation>还没有扣出的牌。</translation>
        </message>
    </context>
    <context>
        <name>FamilyController</name>
        <message>
            <source>An AI failed (%1); it plays a simple move.</source>
            <translation>电脑出错了（%1），改出一步简单的牌。</translation>
        </message>
        <message>
            <source>Deals are not recorded: %1</source>
            <translation>对局不会被记录：%1</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>记录已停止：%1。可以继续打，但对局不会保存。</translation>
        </message>
    </context>
    <context>
        <name>FamilyReplayWindow</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v/%m个决策</translation>
        </message>
        <message>
            <source>&lt;b&gt;AI review&lt;/b&gt;</source>
            <translation>&lt;b&gt;电脑复盘&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step %1&lt;/b&gt; · %2</source>
            <translation>&lt;b&gt;第%1步&lt;/b&gt; · %2</translation>
        </message>
        <message>
            <source>A good decision: the AI agrees.</source>
            <translation>好的决策：电脑也这样选。</translation>
        </message>
        <message>
            <source>A note on this move</source>
            <translation>对这一步的笔记</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>所有手牌</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>后退</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>书签</translation>
        </message>
        <message>
            <source>Decisions to review: %1</source>
            <translation>待复盘的决策：%1</translation>
        </message>
        <message>
            <source>End</source>
            <translation>结尾</translation>
        </message>
        <message>
            <source>Hard judges</source>
            <translation>困难电脑评判</translation>
        </message>
        <message>
            <source>It compared %1 moves over %2 sampled deals; its move is worth %3 chips.</source>
            <translation>它在%2个抽样局面中比较了%1种走法；它的走法价值%3个筹码。</translation>
        </message>
        <message>
            <source>Mark:</source>
            <translation>标记：</translation>
        </message>
        <message>
            <source>Medium judges (quicker)</source>
            <translation>中等电脑评判（较快）</translation>
        </message>
        <message>
            <source>Mistakes found: %1</source>
            <translation>发现的失误：%1</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>下一步</translation>
        </message>
        <message>
            <source>No mark</source>
            <translation>无标记</translation>
        </message>
        <message>
            <source>Not reviewed yet.</source>
            <translation>尚未复盘。</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>笔记：</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>从这里接着打…</translation>
        </message>
        <message>
            <source>Play from step %1</source>
            <translation>从第%1步接着打</translation>
        </message>
        <message>
            <source>Replay of deal %1</source>
            <translation>第%1局的回放</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>复盘这个座位</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>%1号座位</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开头</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose</source>
            <translation>从这一步开始一局新游戏，玩家由你选择</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>第%1步，共%2步</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>The AI level whose search judges each decision</source>
            <translation>用哪个电脑难度的搜索来评判每个决策</translation>
        </message>
        <message>
            <source>The AI prefers: %1 (about %2 chips better).</source>
            <translation>电脑更倾向于：%1（约多得%2个筹码）。</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>这一局已经结束：请选择更早的一步接着打。</translation>
        </message>
        <message>
            <source>The note was not saved: %1</source>
            <translation>笔记未保存：%1</translation>
        </message>
        <message>
            <source>The review stopped: %1</source>
            <translation>复盘已停止：%1</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>这一局开始</translation>
        </message>
        <message>
            <source>The start of the deal. Notes on a move: go to it first.</source>
            <translation>这一局开始。要给某一步写笔记，请先跳到那一步。</translation>
        </message>
        <message>
            <source>This game has no AI to review its deals.</source>
            <translation>这个游戏没有可以复盘的电脑。</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>这个座位已经复盘过了：结果保存在记录中。</translation>
        </message>
        <message>
            <source>Who plays on from step %1? The deal played on is recorded as a branch of this one.</source>
            <translation>从第%1步起由谁接着打？接着打的这一局会作为本局的分支记录下来。</translation>
        </message>
        <message>
            <source>about %1 chips lost</source>
            <translation>约损失%1个筹码</translation>
        </message>
        <message>
            <source>beat with %1</source>
            <translation>用%1压过</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>完成</translation>
        </message>
        <message>
            <source>lead %1</source>
            <translation>领出%1</translation>
        </message>
        <message>
            <source>play %1 face down</source>
            <translation>扣出%1</translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <source>−%1 chips</source>
            <translation>−%1个筹码</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>No hint this time (%1).</source>
            <translation>这次没有提示（%1）。</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>记录已停止：%1。可以继续打，但对局不会保存。</translation>
        </message>
        <message>
            <source>The AI for %1 failed (%2); it plays a simple move.</source>
            <translation>%1的电脑出错了（%2），改出一步简单的牌。</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden from everyone. It cannot win the trick.</source>
            <translation>压不过时的出法：出与领出张数相同的牌，扣着不让任何人看见。这样的牌赢不了这一墩。</translation>
        </message>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden. It cannot win the trick.</source>
            <translation>压不过时的出法：出与领出张数相同的牌，扣着不亮。这样的牌赢不了这一墩。</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for the tiles to be shuffled and dealt again.</source>
            <translation>一张大牌都没拿到的玩家，可以要求把牌重新洗过再发。</translation>
        </message>
        <message>
            <source>A player may ask the others not to beat the play he makes. Nobody has to do as he asks.</source>
            <translation>玩家出牌时可以请其他人别压。谁都不必照他说的做。</translation>
        </message>
        <message>
            <source>A player with no cards left. The order in which the players go out decides who wins the deal.</source>
            <translation>手里已经没有牌的玩家。出完的先后顺序决定这一局谁赢。</translation>
        </message>
        <message>
            <source>A player's call that the session ends after five more deals (or after one more, Tashi Gobah).</source>
            <translation>玩家宣布再打五局就结束牌局（或只再打一局，即扎西果巴）。</translation>
        </message>
        <message>
            <source>A tile of the point. It beats nothing and nothing beats a lead of point tiles; leading it earns a chip from each player.</source>
            <translation>这一局的点所指的牌。它压不过任何牌，而用点牌领出时也没有牌能压过；领出点牌可从每家各得一个筹码。</translation>
        </message>
        <message>
            <source>A tile or set that no tile still to be played can beat. A passport holder may always lead it.</source>
            <translation>剩下还没出的牌都压不过的牌或组合。持通行证的玩家随时可以领出。</translation>
        </message>
        <message>
            <source>An emperor who holds the eunuch card too plays alone against the four others, for a double score.</source>
            <translation>同时持有保子牌的皇帝一打四，对抗其他四家，得分加倍。</translation>
        </message>
        <message>
            <source>At the end of a deal the winner of the last trick collects from those with fewer than six stacks and pays those with more.</source>
            <translation>一局结束时，赢得最后一墩的玩家向不足六摞的玩家收筹码，向超过六摞的玩家付筹码。</translation>
        </message>
        <message>
            <source>Before the first lead the protector may say who he is, which doubles the deal's scores.</source>
            <translation>首次出牌前，保子可以亮明身份，这样这一局的得分加倍。</translation>
        </message>
        <message>
            <source>From the second deal on, each loser of the deal before gives the winners his highest card that is not a joker.</source>
            <translation>从第二局起，上一局的每个输家要把自己除王以外最大的一张牌交给赢家。</translation>
        </message>
        <message>
            <source>Held by a player with six stacks or more. Its holder pays nothing more, but may lead only what the passport rules allow.</source>
            <translation>赢到六摞或更多的玩家持有。持有者不再付任何筹码，但只能领出通行证规则允许的牌。</translation>
        </message>
        <message>
            <source>How high a tile stands within its suit. A tile beats only a lower tile of the same suit.</source>
            <translation>一张牌在本牌组中的高低。一张牌只能压过同一牌组中比它小的牌。</translation>
        </message>
        <message>
            <source>In some tables, each player says after the deal whether they play it at all.</source>
            <translation>有些牌桌上，发完牌后每个玩家要表态这一局打不打。</translation>
        </message>
        <message>
            <source>Leading one tile face down and naming a suit: any tile of that suit beats it. Not for a passport holder.</source>
            <translation>扣着领出一张牌并指定一个牌组：该牌组的任何一张牌都能压过它。持通行证的玩家不能这样领。</translation>
        </message>
        <message>
            <source>One lead and the plays that follow it; a trick of two tiles counts as two tricks.</source>
            <translation>一次领出及随后的跟牌；两张牌的一墩算两墩。</translation>
        </message>
        <message>
            <source>One lead and the three plays that follow it. Whoever is on top takes it and leads next.</source>
            <translation>一次领出及随后三家的出牌。最后压在上面的人收下这一墩，并接着领出。</translation>
        </message>
        <message>
            <source>One of the eight piles of eight tiles built after the shuffle. The hands are dealt from the towers.</source>
            <translation>洗牌后砌成的八座塔之一，每座八张。手牌从塔上分发。</translation>
        </message>
        <message>
            <source>Saying the deal is lost (the banker before the first lead) or won (a leader far enough ahead).</source>
            <translation>宣布这一局认输（庄家在首次领出之前），或宣布已经赢定（领先足够多的领出者）。</translation>
        </message>
        <message>
            <source>Showing a mother or a son to find its partner, or offering to swap a mother for a son. Dice decide who keeps both.</source>
            <translation>亮出母或子寻找另一半，或提议以母换子。由骰子决定谁拿到两张。</translation>
        </message>
        <message>
            <source>Taking the last trick with a lead of point tiles. The whole settlement is then multiplied.</source>
            <translation>用点牌领出拿下最后一墩。这时整个结算都要乘以倍数。</translation>
        </message>
        <message>
            <source>The answer to a kan: to play on against it, or not.</source>
            <translation>对坎牌的回应：继续跟他打，或者不打。</translation>
        </message>
        <message>
            <source>The black joker marked with a green shield. Whoever holds it is the emperor's protector.</source>
            <translation>印着绿色盾牌的小王。谁拿到它，谁就是皇帝的保子。</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank: four tiles led together.</source>
            <translation>同一搭配的文对和武对：四张一起领出。</translation>
        </message>
        <message>
            <source>The civil tile 6-6, the highest single tile; two of them make the highest civil pair.</source>
            <translation>文牌6-6，最大的单张；两张天牌是最大的文对。</translation>
        </message>
        <message>
            <source>The earth tile 2-1, the lowest tile. With the mother it makes the mother-and-son set.</source>
            <translation>地牌组的2-1，最小的牌。和母合起来就是母子。</translation>
        </message>
        <message>
            <source>The earth tile 4-2. With the son it makes the mother-and-son set.</source>
            <translation>地牌组的4-2。和子合起来就是母子。</translation>
        </message>
        <message>
            <source>The earth tiles 4-1 and 2-1 led together. Only a stallion beats it.</source>
            <translation>地牌组的4-1和2-1一起领出。只有公马能压过它。</translation>
        </message>
        <message>
            <source>The earth tiles 4-3 and 4-2 led together. It beats a mare and nothing beats it.</source>
            <translation>地牌组的4-3和4-2一起领出。它能压过母马，没有牌能压过它。</translation>
        </message>
        <message>
            <source>The earth tiles 4-3, 4-2, 4-1 and 2-1 together; the mare is 4-1 with 2-1, the stallion 4-3 with 4-2. A stallion beats a mare.</source>
            <translation>地牌组的4-3、4-2、4-1和2-1合在一起；母马是4-1加2-1，公马是4-3加4-2。公马压母马。</translation>
        </message>
        <message>
            <source>The emperor's partner: whoever holds the eunuch card. Nobody knows who it is until that card is played.</source>
            <translation>皇帝的同伴：持有保子牌的人。这张牌打出之前，谁也不知道他是谁。</translation>
        </message>
        <message>
            <source>The first play of a round: one card, or several of one rank, with or without jokers.</source>
            <translation>一轮的第一手牌：一张牌，或几张同点数的牌，带不带王都可以。</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a combination, always face up.</source>
            <translation>一墩的第一手：一张牌或一个组合，总是亮开出。</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a set, face up (or one tile face down, see charity).</source>
            <translation>一墩的第一手：一张牌或一个组合，亮开出（也可以扣着出一张，见“施舍”）。</translation>
        </message>
        <message>
            <source>The highest cards, the black below the red. Jokers are wild: they join any rank in a play.</source>
            <translation>最大的牌，小王比大王小。王是百搭：出牌时可以配任何点数。</translation>
        </message>
        <message>
            <source>The highest tiles: 6-6 in the sky suit, the nines 6-3 and 5-4 in the earth suit.</source>
            <translation>最大的牌：天牌组的6-6，地牌组的两张九6-3和5-4。</translation>
        </message>
        <message>
            <source>The military tiles 4-2 and 2-1 together. Nothing beats it, though it beats nothing either.</source>
            <translation>武牌4-2和2-1合在一起。没有牌能压过它，但它也压不过任何牌。</translation>
        </message>
        <message>
            <source>The mother 4-2 and the son 2-1 led together. Nothing beats it, and each player pays its leader a chip.</source>
            <translation>母4-2和子2-1一起领出。没有牌能压过它，每家还要付给领出者一个筹码。</translation>
        </message>
        <message>
            <source>The player who leads the first trick of a deal. The player opposite chooses the tower and throws the dice.</source>
            <translation>一局中领出第一墩的玩家。坐在他对面的玩家选塔并掷骰子。</translation>
        </message>
        <message>
            <source>The player who leads the first trick. Payments between the banker and the winner are doubled.</source>
            <translation>领出第一墩的玩家。庄家与赢家之间的支付都要加倍。</translation>
        </message>
        <message>
            <source>The player who took the emperor card. He leads first, and plays with his hidden protector against the other three.</source>
            <translation>拿了皇帝牌的玩家。由他先出牌，和暗藏的保子一起对抗另外三家。</translation>
        </message>
        <message>
            <source>The red joker marked with a crown. Its holder may become the emperor, or pass it to the next player.</source>
            <translation>印着皇冠的大王。拿到它的人可以当皇帝，也可以把它传给下家。</translation>
        </message>
        <message>
            <source>The second-highest tiles: 1-1 in the sky suit, the eights 6-2 and 5-3 in the earth suit.</source>
            <translation>第二大的牌：天牌组的1-1，地牌组的两张八6-2和5-3。</translation>
        </message>
        <message>
            <source>The shuffled tiles laid face down in stacks, from which the hands are taken.</source>
            <translation>洗好后扣着码成一排的牌垛，各家从这里取手牌。</translation>
        </message>
        <message>
            <source>The sky tile 3-1, fourth in the sky suit.</source>
            <translation>天牌组的3-1，天牌组中排第四。</translation>
        </message>
        <message>
            <source>The sky tile 4-4, third in the sky suit after 6-6 and 1-1.</source>
            <translation>天牌组的4-4，在6-6和1-1之后，天牌组中排第三。</translation>
        </message>
        <message>
            <source>The sky tiles 5-5, 3-3 and 2-2. They rank equal, so one sister never beats another.</source>
            <translation>天牌组的5-5、3-3和2-2。三者一样大，所以姐妹之间互相压不过。</translation>
        </message>
        <message>
            <source>The sky tiles 6-5, 6-4, 6-1 and 5-1, the lowest sky tiles. They rank equal.</source>
            <translation>天牌组的6-5、6-4、6-1和5-1，天牌组中最小的牌。四者一样大。</translation>
        </message>
        <message>
            <source>The suit of 22 tiles, two of each of eleven kinds, each kind with its own rank: Heaven 6-6 is the highest.</source>
            <translation>22张牌的牌组，十一种牌各两张，每种各有大小：天牌6-6最大。</translation>
        </message>
        <message>
            <source>The suit of eleven kinds, four tiles of each: 6-6, 1-1, 4-4, 3-1, the sisters and the people.</source>
            <translation>十一种牌、每种四张的牌组：6-6、1-1、4-4、3-1、姐妹和人。</translation>
        </message>
        <message>
            <source>The suit of ten kinds, two tiles of each. Earth tiles of the same total rank equal.</source>
            <translation>十种牌、每种两张的牌组。点数之和相同的地牌组牌一样大。</translation>
        </message>
        <message>
            <source>The suit of ten single tiles, ranked by their pips: tiles with the same total are equal.</source>
            <translation>由十张单牌组成的牌组，按点数大小排列：点数之和相同的牌一样大。</translation>
        </message>
        <message>
            <source>The tile kind the dice name at the start of a deal. Its tiles (and the tiles equal to it) are point tiles.</source>
            <translation>一局开始时骰子点出的那种牌。这种牌（以及和它一样大的牌）就是点牌。</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and is paid by the others.</source>
            <translation>结束一局的那一墩。谁拿下它谁就赢这一局，其他人付给他筹码。</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and settles with every other player.</source>
            <translation>结束一局的那一墩。谁拿下它谁就赢这一局，并与其他每位玩家结算。</translation>
        </message>
        <message>
            <source>The very last deal of a session, after Gobah was called or when time is short.</source>
            <translation>一场中的最后一局，在宣布果巴之后，或时间不够时打。</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank, such as a civil pair with one of its military tiles.</source>
            <translation>同一搭配的三张牌，例如一对文牌加上与之搭配的一张武牌。</translation>
        </message>
        <message>
            <source>Thrown after the towers are built: they name who takes the first tower, and the point of the deal.</source>
            <translation>砌好塔之后掷：决定谁拿第一座塔，以及这一局的点。</translation>
        </message>
        <message>
            <source>Tiles led together as one lead, such as two to four identical sky tiles. Only a higher set of the same sort and size beats it.</source>
            <translation>作为一次领出一起出的几张牌，例如两到四张相同的天牌组牌。只有同类同张数、更大的组合才能压过它。</translation>
        </message>
        <message>
            <source>To play as many cards as the play on top, each higher than the card in its place once both are sorted.</source>
            <translation>出和当前最大那手牌同样张数的牌，两手牌都从大到小排好后，每张都要比同一位置上的牌大。</translation>
        </message>
        <message>
            <source>To play nothing this time (不要, “I don't want it”). You may still play when your turn comes again.</source>
            <translation>这次不出牌（说“不要”）。再轮到你时，仍然可以出牌。</translation>
        </message>
        <message>
            <source>To play, face up, a higher tile or combination of the same sort as the top of the trick.</source>
            <translation>亮开出一张同类而更大的牌或组合，压过这一墩当前最大的牌。</translation>
        </message>
        <message>
            <source>To play, face up, tiles that are higher than the top of the trick: the same number of tiles, of the same sort.</source>
            <translation>亮开出比这一墩当前最大的牌更大的牌：张数相同，种类相同。</translation>
        </message>
        <message>
            <source>Two or more of 1-1, 6-2 and 5-3 led together. Chiefs with as many sky and earth tiles beat them.</source>
            <translation>1-1、6-2、5-3中的两张或更多一起领出。天牌组、地牌组张数各自相同的众首可以压过它们。</translation>
        </message>
        <message>
            <source>Two or more of 6-6, 6-3 and 5-4 led together. Nothing beats them.</source>
            <translation>6-6、6-3、5-4中的两张或更多一起领出。没有牌能压过它们。</translation>
        </message>
        <message>
            <source>Two tiles led together: two identical civil tiles, two military tiles of the same total, or a matched civil and military tile.</source>
            <translation>一起领出的两张牌：两张相同的文牌，两张点数相同的武牌，或一文一武相配的两张。</translation>
        </message>
        <message>
            <source>What a trick is worth to its winner: one stack for each tile led. Sixteen stacks are won in a deal.</source>
            <translation>一墩对赢家的价值：领出几张就是几摞。一局共赢得十六摞。</translation>
        </message>
        <message>
            <source>With more players than the deal takes, one sits the deal out in turn.</source>
            <translation>玩家比一局需要的人数多时，轮流有一人歇这一局。</translation>
        </message>
        <message>
            <source>announce</source>
            <translation>亮明身份</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>庄家</translation>
        </message>
        <message>
            <source>beat</source>
            <translation>压过</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>鸟</translation>
        </message>
        <message>
            <source>charity</source>
            <translation>施舍</translation>
        </message>
        <message>
            <source>chief</source>
            <translation>首</translation>
        </message>
        <message>
            <source>chiefs</source>
            <translation>众首</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>文牌</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>骰子</translation>
        </message>
        <message>
            <source>do not beat</source>
            <translation>站牌</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>地牌组</translation>
        </message>
        <message>
            <source>emperor</source>
            <translation>皇帝</translation>
        </message>
        <message>
            <source>emperor alone</source>
            <translation>皇帝一打四</translation>
        </message>
        <message>
            <source>emperor card</source>
            <translation>皇帝牌</translation>
        </message>
        <message>
            <source>eunuch card</source>
            <translation>保子牌</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>扣牌</translation>
        </message>
        <message>
            <source>gobah</source>
            <translation>果巴</translation>
        </message>
        <message>
            <source>heaven</source>
            <translation>天牌</translation>
        </message>
        <message>
            <source>horse</source>
            <translation>马</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>王</translation>
        </message>
        <message>
            <source>jump</source>
            <translation>跳</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>坎牌</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>喇嘛</translation>
        </message>
        <message>
            <source>last trick</source>
            <translation>最后一墩</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>领出</translation>
        </message>
        <message>
            <source>lift</source>
            <translation>掀牌</translation>
        </message>
        <message>
            <source>mare</source>
            <translation>母马</translation>
        </message>
        <message>
            <source>military</source>
            <translation>武牌</translation>
        </message>
        <message>
            <source>minister</source>
            <translation>相</translation>
        </message>
        <message>
            <source>ministers</source>
            <translation>众相</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>母</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>母子</translation>
        </message>
        <message>
            <source>offer</source>
            <translation>提议</translation>
        </message>
        <message>
            <source>out</source>
            <translation>出完</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>对</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>不要</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>通行证</translation>
        </message>
        <message>
            <source>people</source>
            <translation>人</translation>
        </message>
        <message>
            <source>point</source>
            <translation>点</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>点牌</translation>
        </message>
        <message>
            <source>protector</source>
            <translation>保子</translation>
        </message>
        <message>
            <source>quartet</source>
            <translation>四张组</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>re-deal</source>
            <translation>重新发牌</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>轮空</translation>
        </message>
        <message>
            <source>set</source>
            <translation>组合</translation>
        </message>
        <message>
            <source>settlement</source>
            <translation>结算</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>姐妹</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>天牌组</translation>
        </message>
        <message>
            <source>son</source>
            <translation>子</translation>
        </message>
        <message>
            <source>stack</source>
            <translation>摞</translation>
        </message>
        <message>
            <source>stallion</source>
            <translation>公马</translation>
        </message>
        <message>
            <source>starter</source>
            <translation>首家</translation>
        </message>
        <message>
            <source>supreme pair</source>
            <translation>至尊</translation>
        </message>
        <message>
            <source>tashi gobah</source>
            <translation>扎西果巴</translation>
        </message>
        <message>
            <source>tower</source>
            <translation>塔</translation>
        </message>
        <message>
            <source>trade</source>
            <translation>叫牌</translation>
        </message>
        <message>
            <source>tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <source>trick</source>
            <translation>墩</translation>
        </message>
        <message>
            <source>triplet</source>
            <translation>三张组</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>无人能压</translation>
        </message>
        <message>
            <source>woodpile</source>
            <translation>牌墙</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <source>%1 (left half-way: resume)</source>
            <translation>%1（学到一半：继续）</translation>
        </message>
        <message>
            <source>Each lesson is a prepared deal played at the table: the coach points at what matters and answers your moves.</source>
            <translation>每一课都是在牌桌上打的一局准备好的牌：教练会指出要点，并对你的每一步作出回应。</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>学玩</translation>
        </message>
        <message>
            <source>Start the lesson</source>
            <translation>开始这一课</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>4-2 and 2-1 together are the supreme pair. Nothing beats it, though as single tiles they are weak. You hold both: lead them together.</source>
            <translation>4-2和2-1合在一起就是至尊。没有牌能压过它，虽然拆开作单张时都很弱。这两张你都有：把它们一起领出。</translation>
        </message>
        <message>
            <source>A losing emperor gives two cards, or four if he played alone, and a winning one takes as many. Played face down, the winners take the cards given at random.</source>
            <translation>输了的皇帝交出两张牌，一打四时交四张；赢了的皇帝也收同样多的牌。扣着进贡时，赢家随机摸取交出的牌。</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of one rank: a pair, three of a kind, four, five and more. Jokers are wild: they join any rank, so 7 7 and a joker are three cards that count as sevens.</source>
            <translation>一手牌可以是一张牌，或几张同点数的牌：一对、三张、四张、五张甚至更多。王是百搭：可以配任何点数，所以7 7加一张王就是三张牌，都算作7。</translation>
        </message>
        <message>
            <source>A player who has taken no trick yet may not take a last trick of one tile: win a trick earlier in the deal.</source>
            <translation>还没赢过一墩的玩家，不能用单张拿下最后一墩：要在这一局早些时候先赢一墩。</translation>
        </message>
        <message>
            <source>A player with both mothers and no son may also offer to swap one with a player who has both sons, with no dice. Four sky chiefs in one hand are shown to everyone.</source>
            <translation>有两张母而没有子的玩家，也可以提议和有两张子的玩家换一张，不用掷骰子。一手牌里有四张天首时，要亮给所有人看。</translation>
        </message>
        <message>
            <source>A player with the partner accepted. Each threw one die and the higher took both tiles; then the dice named a tile that the one with seventeen tiles gave back.</source>
            <translation>有另一半的玩家接受了。双方各掷一颗骰子，点大的拿走两张；然后骰子点出一张牌，由有十七张牌的那一方还回去。</translation>
        </message>
        <message>
            <source>A set is beaten only by a higher set of the same sort and size. The rules page lists every set, the horses and the ministers among them.</source>
            <translation>组合只能被同类同张数、更大的组合压过。规则页列出了所有组合，马和众相也在其中。</translation>
        </message>
        <message>
            <source>A single card was played: it is ringed in gold. Any higher single card beats it: click a higher column once and press Play.</source>
            <translation>对方出了一张单牌：它被金框圈着。任何更大的单张都能压过它：在更大点数的那一列上点一下，再按“出牌”。</translation>
        </message>
        <message>
            <source>A tile of the other suit never beats, however high it is, and equal tiles do not beat each other either. Everyone plays as many tiles as were led; a play that does not beat goes face down, and nobody has to beat. Whoever wins the trick leads the next one.</source>
            <translation>另一个牌组的牌再大也压不过，一样大的牌也互相压不过。每人出的牌数与领出的一样多；压不过的牌扣着出，谁也不必非压不可。谁拿下这一墩，谁就领出下一墩。</translation>
        </message>
        <message>
            <source>A tile played face down cannot win the trick. Play your higher tile of the same suit face up.</source>
            <translation>扣着出的牌赢不了这一墩。把你同一牌组里更大的那张亮开打出。</translation>
        </message>
        <message>
            <source>Another player took the emperor card: the crown on his plate shows who. The three others play against him and his protector.</source>
            <translation>另一位玩家拿了皇帝牌：他名牌上的皇冠表明了是谁。另外三家要和他以及他的保子对抗。</translation>
        </message>
        <message>
            <source>Bagchen is played with 64 tiles, the 21 throws of two dice: eleven kinds are sky tiles (four of each), the other ten earth tiles (two of each). Within its suit every tile has a rank: higher beats lower. Your hand is laid out by it, sky tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>巴钦用64张牌，就是两颗骰子的21种点数组合。其中十一种是天牌组（每种四张），另外十种是地牌组（每种两张）。每张牌在自己的牌组里都有大小：大的压小的。你的手牌就按这个大小排列：天牌组在前，每个牌组从大到小；把鼠标指针停在牌上，就能看到牌名。</translation>
        </message>
        <message>
            <source>Bao Huang is played by five with 168 cards: four packs without their 3s, 4s and 5s, and eight jokers. From low to high the ranks are 6 7 8 9 10 J Q K A 2, then the black joker and the red joker; suits never matter.</source>
            <translation>保皇由五人来玩，共168张牌：四副扑克牌去掉3、4、5，再加八张王。点数从小到大依次是6 7 8 9 10 J Q K A 2，然后是小王和大王；花色一律不分大小。</translation>
        </message>
        <message>
            <source>Beat the play ringed in gold: take as many cards from a higher column and press Play.</source>
            <translation>压过金框圈着的那手牌：从更大的一列里选出同样张数的牌，再按“出牌”。</translation>
        </message>
        <message>
            <source>Beating, and saying pass</source>
            <translation>压牌与说“不要”</translation>
        </message>
        <message>
            <source>Civil and military tiles</source>
            <translation>文牌与武牌</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, and the emperor's score counts double, so that the deal sums to zero. A tie scores nothing.</source>
            <translation>赢家各得1分，输家各失1分，皇帝的得分加倍，使这一局正负相抵。平局不计分。</translation>
        </message>
        <message>
            <source>Face down you give the deal away. Beat the last trick face up.</source>
            <translation>扣着出就把这一局送掉了。亮开压过最后一墩。</translation>
        </message>
        <message>
            <source>Face down you give the whole deal away. Beat the trick face up.</source>
            <translation>扣着出就把整局都送掉了。亮开压过这一墩。</translation>
        </message>
        <message>
            <source>Face down, your tile cannot win the trick. Play a higher tile of the same suit face up.</source>
            <translation>扣着出，你的牌就赢不了这一墩。把同一牌组里更大的牌亮开打出。</translation>
        </message>
        <message>
            <source>From the second deal on, the side that lost the deal before pays tribute: each loser gives his highest card that is not a joker. You were the emperor and won, so you take two of them, your protector one.</source>
            <translation>从第二局起，上一局输的一方要进贡：每个输家交出自己除王以外最大的一张牌。你是皇帝而且赢了，所以你收其中两张，你的保子收一张。</translation>
        </message>
        <message>
            <source>Going out, and the score</source>
            <translation>出完与计分</translation>
        </message>
        <message>
            <source>Help the emperor without giving yourself away: play without the shielded joker, or pass.</source>
            <translation>帮皇帝一把，但别暴露自己：出牌时不带那张印着盾牌的王，或者说“不要”。</translation>
        </message>
        <message>
            <source>If the emperor takes the emperor card while holding the eunuch card too, he plays alone against four, and his score counts double.</source>
            <translation>如果皇帝拿皇帝牌时还持有保子牌，他就一打四，对抗另外四家，得分加倍。</translation>
        </message>
        <message>
            <source>In this game the tribute lies face up and the winners choose. Take the highest card.</source>
            <translation>这一局是亮贡：贡牌亮开放着，由赢家挑选。挑最大的那张。</translation>
        </message>
        <message>
            <source>Jokers may also be played alone, and a play that holds a red joker can never be beaten. Keep your jokers for when they win a round.</source>
            <translation>王也可以单独出，带大王的一手牌谁也压不过。把王留到能赢下一轮的时候再用。</translation>
        </message>
        <message>
            <source>Jumps and the settlement</source>
            <translation>跳与结算</translation>
        </message>
        <message>
            <source>Keep a strong tile or set for the end: it is worth more than many tricks before it.</source>
            <translation>留一张强牌或一个强组合到最后：它比之前的许多墩都值钱。</translation>
        </message>
        <message>
            <source>Keep the supreme pair for when a trick matters most, such as near the end of the deal.</source>
            <translation>把至尊留到最要紧的一墩，比如这一局快结束的时候。</translation>
        </message>
        <message>
            <source>Lead a tile or a set that nobody can beat any more, such as the one the arrow shows. A lead the passport forbids is refused.</source>
            <translation>领出一张没人再压得过的牌或组合，比如箭头指的那个。通行证不允许的领出会被拒绝。</translation>
        </message>
        <message>
            <source>Leading and beating</source>
            <translation>领出与压牌</translation>
        </message>
        <message>
            <source>Look at the dice at the start of every deal: they tell you which tiles are points.</source>
            <translation>每局开始时看一看骰子：它告诉你哪些牌是点牌。</translation>
        </message>
        <message>
            <source>Mother and son, and the other offers</source>
            <translation>母子及其他提议</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Now take your second card: again the highest.</source>
            <translation>现在拿第二张：还是拿最大的。</translation>
        </message>
        <message>
            <source>One card is allowed, but this time lead two or more cards of one rank.</source>
            <translation>出一张也可以，但这次请领出两张或更多同点数的牌。</translation>
        </message>
        <message>
            <source>One tile has been led, so you follow with one tile too. To beat it you need a tile of the same suit, sky on sky or earth on earth, of a higher rank. You have one: play it face up.</source>
            <translation>对方领出了一张，所以你也跟一张。要压过它，你需要同一牌组中更大的牌：天压天，地压地。你有这样的牌：把它亮开打出。</translation>
        </message>
        <message>
            <source>One tile is allowed, but this time lead a pair: two tiles that go together.</source>
            <translation>出单张也可以，但这次请领出一对：两张能配在一起的牌。</translation>
        </message>
        <message>
            <source>One tile was led. Only a higher tile of the same suit beats it: civil on civil, military on military. You hold one: play it face up.</source>
            <translation>对方领出了一张。只有同一牌组中更大的牌才能压过它：文压文，武压武。你有这样的牌：把它亮开打出。</translation>
        </message>
        <message>
            <source>Only your 2s or jokers beat this play. Keep them for later and pass: say 不要, “I don't want it”, with the Pass button or P.</source>
            <translation>只有你的2或王能压过这手牌。把它们留到后面，这次说“不要”：点“不要”按钮或按P键。</translation>
        </message>
        <message>
            <source>Pairs and the supreme pair</source>
            <translation>对子与至尊</translation>
        </message>
        <message>
            <source>Passing is allowed, but here beat the single card with one higher card.</source>
            <translation>说“不要”也可以，但这里请用一张更大的单牌压过它。</translation>
        </message>
        <message>
            <source>Passing is allowed, but here you can beat it: select as many higher cards.</source>
            <translation>说“不要”也可以，但这里你压得过：选出同样张数、更大的牌。</translation>
        </message>
        <message>
            <source>Passports and their leads</source>
            <translation>通行证与领出</translation>
        </message>
        <message>
            <source>Play a real deal now</source>
            <translation>现在来打真正的一局</translation>
        </message>
        <message>
            <source>Players go out one after another. The deal ends once one side has nobody left holding cards: the side of the first player out wins, or ties if one of its own still holds cards.</source>
            <translation>玩家一个接一个出完。只要有一方的人全部出完，这一局就结束：头家所在的一方赢；但如果这一方还有人手里有牌，就算平局。</translation>
        </message>
        <message>
            <source>Playing face down</source>
            <translation>扣牌</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>对。</translation>
        </message>
        <message>
            <source>Right. Now the dice are thrown.</source>
            <translation>对。现在掷骰子。</translation>
        </message>
        <message>
            <source>Right: a pair is a strong start.</source>
            <translation>对：一对是很好的开局。</translation>
        </message>
        <message>
            <source>Right: a pass does not stop you from playing when your turn comes again.</source>
            <translation>对：说了“不要”，再轮到你时照样可以出牌。</translation>
        </message>
        <message>
            <source>Right: a set is led face up, all its tiles at once.</source>
            <translation>对：组合要亮开领出，所有牌一次出。</translation>
        </message>
        <message>
            <source>Right: an unbeatable lead wins the trick for sure.</source>
            <translation>对：无人能压的领出一定能赢下这一墩。</translation>
        </message>
        <message>
            <source>Right: nobody can beat it, and a trick of two tiles counts as two tricks.</source>
            <translation>对：没人能压过它，而且两张牌的一墩算两墩。</translation>
        </message>
        <message>
            <source>Right: nobody can beat point tiles.</source>
            <translation>对：点牌没人压得过。</translation>
        </message>
        <message>
            <source>Right: now the others must beat your play.</source>
            <translation>对：现在别人得压过你的牌。</translation>
        </message>
        <message>
            <source>Right: the crown on your plate tells everyone you are the emperor.</source>
            <translation>对：你名牌上的皇冠告诉大家你是皇帝。</translation>
        </message>
        <message>
            <source>Right: the others now say whether they hold the partner.</source>
            <translation>对：现在其他人会说自己有没有另一半。</translation>
        </message>
        <message>
            <source>Right: the others still do not know whose side you are on.</source>
            <translation>对：别人还不知道你是哪一边的。</translation>
        </message>
        <message>
            <source>Right: the trick is lost anyway, and your good tiles stay in your hand.</source>
            <translation>对：这一墩反正赢不了，你的好牌还留在手里。</translation>
        </message>
        <message>
            <source>Right: whoever beats it must play as many cards.</source>
            <translation>对：谁要压过它，就得出同样张数的牌。</translation>
        </message>
        <message>
            <source>Right: you are on top of the last trick.</source>
            <translation>对：最后一墩你最大。</translation>
        </message>
        <message>
            <source>Right: you are out, and your plate shows your place.</source>
            <translation>对：你出完了，名牌上显示着你的名次。</translation>
        </message>
        <message>
            <source>Right: your card is the one to beat now.</source>
            <translation>对：现在要压的是你的牌。</translation>
        </message>
        <message>
            <source>Right: your tile is on top now.</source>
            <translation>对：现在你的牌最大。</translation>
        </message>
        <message>
            <source>Saving point tiles for the end can pay much more than leading them early.</source>
            <translation>把点牌留到最后，往往比早早领出赚得多。</translation>
        </message>
        <message>
            <source>Singles, pairs and more</source>
            <translation>单张、对子及更多</translation>
        </message>
        <message>
            <source>Start with a pair if you have one: a trick of two tiles counts as two. Lead the pair the arrow shows.</source>
            <translation>有对子就先出对子：两张牌的一墩算两墩。领出箭头所指的那一对。</translation>
        </message>
        <message>
            <source>Take it: press “Be emperor”.</source>
            <translation>接下吧：按“当皇帝”。</translation>
        </message>
        <message>
            <source>That card is yours to take, but the highest one makes your hand stronger. Take it.</source>
            <translation>那张牌也可以拿，但拿最大的那张能让你的手牌更强。拿最大的。</translation>
        </message>
        <message>
            <source>That gives away a tile you may want later. Play your lowest tiles face down, the ones the arrow shows.</source>
            <translation>这样会送掉一张你以后可能用得上的牌。扣出你最小的牌，就是箭头指的那几张。</translation>
        </message>
        <message>
            <source>That is allowed, but it spends your highest cards on a small round. Pass this time.</source>
            <translation>这样出也可以，但这是把最大的牌花在一轮小牌上。这次说“不要”吧。</translation>
        </message>
        <message>
            <source>That is allowed, but lead your point tiles face up, all at once: then nobody can beat them, and the last trick is yours.</source>
            <translation>这样出也可以，但请把点牌一次全部亮开领出：这样谁也压不过，最后一墩就是你的。</translation>
        </message>
        <message>
            <source>That is allowed, but this time lead a set: two or more tiles that go together, like the ones the arrow shows.</source>
            <translation>这样出也可以，但这次请领出一个组合：两张或更多能配在一起的牌，比如箭头指的那几张。</translation>
        </message>
        <message>
            <source>That is allowed, but you can go out now: play all your cards together.</source>
            <translation>这样出也可以，但你现在就能出完：把所有牌一起出。</translation>
        </message>
        <message>
            <source>That lead is allowed, but the supreme pair wins this trick for sure. Lead 4-2 and 2-1 together.</source>
            <translation>这样领出也可以，但至尊一定能赢下这一墩。把4-2和2-1一起领出。</translation>
        </message>
        <message>
            <source>That play shows the eunuch card, and everyone learns you are the protector. Keep it hidden for now.</source>
            <translation>这样出会亮出保子牌，大家就都知道你是保子了。先把它藏着。</translation>
        </message>
        <message>
            <source>That tower stands in front of another player. Choose one of your own two this time.</source>
            <translation>那座塔在别的玩家面前。这次请从你面前的两座塔中选一座。</translation>
        </message>
        <message>
            <source>The banker</source>
            <translation>庄家</translation>
        </message>
        <message>
            <source>The cards and their order</source>
            <translation>牌和大小顺序</translation>
        </message>
        <message>
            <source>The dice made you the banker. The banker leads the first trick, and every payment between the banker and the winner of the deal is doubled.</source>
            <translation>骰子让你当了庄家。庄家领出第一墩，庄家与这一局赢家之间的每笔支付都要加倍。</translation>
        </message>
        <message>
            <source>The dice were counted round the table from you to find who takes the chosen tower first; the others take the next towers in turn. The two numbers on the dice also name a tile: the point of this deal.</source>
            <translation>骰子从你开始绕桌数点，决定谁先拿你选的那座塔；其他人依次拿后面的塔。骰子上的两个数还指定一张牌：这一局的点。</translation>
        </message>
        <message>
            <source>The emperor</source>
            <translation>皇帝</translation>
        </message>
        <message>
            <source>The emperor leads first. Your side wins if one of you goes out first while the other side still holds cards.</source>
            <translation>皇帝先出牌。只要你们一方有人先出完，而另一方还有人手里有牌，你们就赢。</translation>
        </message>
        <message>
            <source>The first tricks were played for you. Now a set was led that you cannot beat: play as many tiles as were led face down, where nobody sees them and they cannot win. Give away your weakest tiles and keep the strong ones for later.</source>
            <translation>前几墩已替你打完。现在有人领出了一个你压不过的组合：跟出同样张数的牌，扣着出，谁也看不见，也赢不了这一墩。把最弱的牌送掉，强牌留到后面。</translation>
        </message>
        <message>
            <source>The hidden protector</source>
            <translation>暗藏的保子</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>最后一墩</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>最后一墩定输赢</translation>
        </message>
        <message>
            <source>The mother is 4-2 and the son is 2-1; led together they make a set worth a chip from each player. You hold one without the other: show it and ask who has its partner.</source>
            <translation>母是4-2，子是2-1；两张一起领出就是一个组合，每家都要付给你一个筹码。你只有其中一张：亮出来，问谁有另一半。</translation>
        </message>
        <message>
            <source>The passport allows that lead, but it can be beaten. Lead what nobody can beat: it keeps the lead with you.</source>
            <translation>通行证允许这样领出，但它会被压过。领出谁也压不过的牌：这样出牌权仍在你手里。</translation>
        </message>
        <message>
            <source>The tiles and their sets</source>
            <translation>牌与组合</translation>
        </message>
        <message>
            <source>The tiles are shuffled and built into eight towers of eight, two in front of each player. You sit opposite the starter, so you choose the first tower and throw the dice. Choose one of the two towers in front of you.</source>
            <translation>牌洗好后砌成八座塔，每座八张，每个玩家面前两座。你坐在首家对面，所以由你选第一座塔并掷骰子。从你面前的两座塔中选一座。</translation>
        </message>
        <message>
            <source>The tiles of the point's kind are point tiles. They beat nothing and nothing beats them; led alone, each one makes every player without a passport pay you a chip at once.</source>
            <translation>与点同种的牌就是点牌。它们压不过任何牌，也没有牌能压过它们；单独领出时，每领出一张，每个没有通行证的玩家都要马上付给你一个筹码。</translation>
        </message>
        <message>
            <source>The towers, the dice and the point</source>
            <translation>塔、骰子与点</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>进贡</translation>
        </message>
        <message>
            <source>The tricks so far were played for you, and you have won six stacks or more: you hold a passport. From now on you never pay for the others' point leads, but you may not lead just anything: mostly only what nobody can beat.</source>
            <translation>前面几墩已替你打完，你赢到了六摞或更多：你持有通行证。从现在起，别人领出点牌时你不用再付筹码，但你不能随便领牌：大多只能领出谁也压不过的牌。</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal and is paid by the others. You can beat it: do so.</source>
            <translation>前面几墩已替你打完；这是最后一墩。谁拿下最后一墩，谁就赢这一局，其他人付给他筹码。你压得过：压过它。</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal, however few stacks they had before. You can beat it: do so.</source>
            <translation>前面几墩已替你打完；这是最后一墩。谁拿下最后一墩，谁就赢这一局，不管之前赢了多少摞。你压得过：压过它。</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; you lead, and only point tiles are left in your hand. Lead them face up, all at once: nobody can beat points, so you take the last trick with a points lead. That is a jump, and it multiplies the settlement.</source>
            <translation>前面几墩已替你打完；轮到你领出，手里只剩点牌。把它们一次全部亮开领出：点牌谁也压不过，所以你用点牌领出拿下最后一墩。这叫“跳”，结算要乘以倍数。</translation>
        </message>
        <message>
            <source>Tien Gow has 32 tiles in two suits. The 22 civil tiles come in pairs of identical tiles, each kind with its own rank; the 10 military tiles rank by their pips, so 6-3 and 5-4 (both nine) are equal. Your hand is laid out by rank, civil tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>天九用32张牌，分文、武两个牌组。22张文牌两两相同，每种各有大小；10张武牌按点数排大小，所以6-3和5-4（都是九点）一样大。你的手牌按大小排列：文牌在前，每个牌组从大到小；把鼠标指针停在牌上，就能看到牌名。</translation>
        </message>
        <message>
            <source>To beat a play of several cards, play as many cards, each higher. Sort both plays from high to low: each of your cards must be higher than the card in its place.</source>
            <translation>要压过几张牌的一手，就出同样张数、每张都更大的牌。把两手牌都从大到小排好：你的每张牌都必须比同一位置上的牌大。</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>再试一次</translation>
        </message>
        <message>
            <source>Two jokers are marked: the red one with a crown is the emperor card, the black one with a green shield is the eunuch card. The next lessons show what they do.</source>
            <translation>有两张王带标记：印着皇冠的大王是皇帝牌，印着绿色盾牌的小王是保子牌。后面几课会讲它们的作用。</translation>
        </message>
        <message>
            <source>Two tiles can be led together as a pair: two identical civil tiles, two military tiles of the same pips, or a few matched civil and military tiles. A pair is beaten only by a higher pair of the same sort.</source>
            <translation>两张牌可以作为一对一起领出：两张相同的文牌，两张点数相同的武牌，或某些相配的一文一武。对子只能被同类中更大的对子压过。</translation>
        </message>
        <message>
            <source>When everyone else has passed, one after the other, the last to play leads again: any play he likes. The button “Ask: do not beat me” only asks the others; nobody has to obey.</source>
            <translation>其他人依次都说了“不要”以后，最后出牌的人重新领出：想出什么都可以。“站牌：请别压我”按钮只是请求别人别压；谁都不必照办。</translation>
        </message>
        <message>
            <source>When you have no passport you may also lead one tile face down and name a suit: any tile of that suit beats it. Use it to give the lead away.</source>
            <translation>没有通行证时，你还可以扣着领出一张牌并指定一个牌组：该牌组的任何一张牌都能压过它。用它可以把出牌权让出去。</translation>
        </message>
        <message>
            <source>Whoever is on top when everyone has played takes the trick, one stack for each tile led, and leads next. Nobody has to beat: a player may always play face down instead.</source>
            <translation>大家都出完后，谁的牌最大谁就收下这一墩，领出几张就得几摞，并接着领出。谁都不必压牌：随时都可以改为扣牌。</translation>
        </message>
        <message>
            <source>Whoever takes the last trick is the banker of the next deal.</source>
            <translation>谁拿下最后一墩，谁就是下一局的庄家。</translation>
        </message>
        <message>
            <source>Without an unbeatable lead a passport holder may lead sets only under stricter rules, and at worst must show the hand. The rules page has them all.</source>
            <translation>如果没有谁也压不过的牌可以领出，持通行证的玩家只能按更严的规则领出组合，最坏的情况要亮出手牌。规则页上列有全部条款。</translation>
        </message>
        <message>
            <source>You have the lead: you may play anything. Lead two or more cards of one rank: click their column twice, or Ctrl and click for all of it, then press Play.</source>
            <translation>你有出牌权：出什么都可以。领出两张或更多同点数的牌：在那一列上点两下，或按住Ctrl点击选中整列，然后按“出牌”。</translation>
        </message>
        <message>
            <source>You hold the emperor card: the red joker with the crown. Its holder may be the emperor, who plays with a hidden protector against the other three, or pass the card on.</source>
            <translation>你持有皇帝牌：印着皇冠的大王。拿到它的人可以当皇帝，和暗藏的保子一起对抗另外三家；也可以把这张牌传下去。</translation>
        </message>
        <message>
            <source>You hold the eunuch card, the black joker with the green shield: you are the emperor's protector. Nobody else knows it until you play that card.</source>
            <translation>你持有保子牌，也就是印着绿色盾牌的小王：你是皇帝的保子。在你打出这张牌之前，别人都不知道。</translation>
        </message>
        <message>
            <source>You lead first. Tiles can be led together as a set: two to four identical sky tiles, or earth tiles of equal rank, among others. Lead a set of two or more tiles, such as the one the arrow shows.</source>
            <translation>你先领出。几张牌可以作为组合一起领出：两到四张相同的天牌组牌，或者几张一样大的地牌组牌，等等。领出一个两张或更多的组合，比如箭头指的那个。</translation>
        </message>
        <message>
            <source>You may pass it on, but this time be the emperor.</source>
            <translation>你可以把它传下去，但这次请当皇帝。</translation>
        </message>
        <message>
            <source>You may pass, but this lesson is about the offer: show the tile the arrow points at.</source>
            <translation>你可以选择过，但这一课讲的是提议：亮出箭头指的那张牌。</translation>
        </message>
        <message>
            <source>You took the last trick and won the deal. Each player with fewer than six stacks pays you one chip for each stack short of six; you pay those with more than six.</source>
            <translation>你拿下最后一墩，赢了这一局。不足六摞的玩家每差一摞付你一个筹码；超过六摞的玩家，由你付给他们。</translation>
        </message>
        <message>
            <source>You won the deal. Each other player pays you four chips less one for each trick they took (five if they took none); a player with more than four tricks is paid instead.</source>
            <translation>你赢了这一局。其他每家付你四个筹码，每赢一墩少付一个（一墩没赢付五个）；赢了四墩以上的玩家反而由你付给他。</translation>
        </message>
        <message>
            <source>You won the last trick with points: every player short of six stacks pays you the shortfall times the jump's multiplier. The chips show the settlement.</source>
            <translation>你用点牌拿下了最后一墩：每个不足六摞的玩家都要按差额乘以跳的倍数付给你。筹码显示结算结果。</translation>
        </message>
        <message>
            <source>Your hand stands in columns, one for each rank: the jokers on the left, then the 2s, down to the 6s on the right. A click on a column takes one card of it, each further click one more; Ctrl and a click take the whole column.</source>
            <translation>你的手牌按列排放，每个点数一列：王在最左边，接着是2，一直到最右边的6。点一下某一列就选中其中一张，每多点一下多选一张；按住Ctrl点击则选中整列。</translation>
        </message>
        <message>
            <source>Your last cards make one play. Play them all together and you are out.</source>
            <translation>你剩下的牌正好能一手出完。把它们一起出掉，你就出完了。</translation>
        </message>
        <message>
            <source>Your protector is whoever holds the eunuch card, the black joker with the green shield. Nobody knows who it is until that card is played, not even you.</source>
            <translation>你的保子是持有保子牌的人，也就是印着绿色盾牌的小王。这张牌打出之前，谁也不知道他是谁，连你也不知道。</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>%1 (N)</source>
            <translation>%1（N）</translation>
        </message>
        <message>
            <source>%1 offers to exchange hands with you.</source>
            <translation>%1提议与你交换手牌。</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son, without dice.</source>
            <translation>%1提议以母换子，不掷骰子。</translation>
        </message>
        <message>
            <source>%1 shows %2. Accept, and the dice decide who takes both?</source>
            <translation>%1亮出了%2。接受的话，由骰子决定谁拿两张？</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>轮到%1出牌。</translation>
        </message>
        <message>
            <source>&amp;Examples…</source>
            <translation>示例(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Larger</source>
            <translation>放大(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>学玩(&amp;L)…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>新牌局(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Past deals…</source>
            <translation>以往对局(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>减少动画(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Rules of Bagchen</source>
            <translation>巴钦规则(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>牌局面板(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Smaller</source>
            <translation>缩小(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Tile size</source>
            <translation>牌的大小(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Usual size</source>
            <translation>默认大小(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>动画速度(&amp;S)</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>Bagchen</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>压过%1，或扣着出%2张牌。</translation>
        </message>
        <message>
            <source>Before looking at the tiles, you may offer to exchange hands.</source>
            <translation>看牌之前，你可以提议交换手牌。</translation>
        </message>
        <message>
            <source>Before the shuffle: a run of bad luck? You may demand an exchange of seats.</source>
            <translation>洗牌之前：手气不顺？你可以要求换座位。</translation>
        </message>
        <message>
            <source>Declare &amp;Gobah (five more deals)</source>
            <translation>宣布果巴（再打五局）(&amp;G)</translation>
        </message>
        <message>
            <source>Exchange seats</source>
            <translation>换座位</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Gobah: the five last deals begin after this one.</source>
            <translation>果巴：这一局之后开始最后五局。</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>即时</translation>
        </message>
        <message>
            <source>It is kept: the next time Bagchen starts, it offers to go on with it.</source>
            <translation>这一局会保留：下次启动Bagchen时，会问你是否接着打。</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>继续玩</translation>
        </message>
        <message>
            <source>Keep the seats and deal</source>
            <translation>不换座位，发牌</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>学玩</translation>
        </message>
        <message>
            <source>Leave the deal in progress?</source>
            <translation>离开正在进行的这一局？</translation>
        </message>
        <message>
            <source>Leave this session and start a new one?</source>
            <translation>离开当前牌局并开始新牌局？</translation>
        </message>
        <message>
            <source>Look at the &amp;previous trick</source>
            <translation>查看上一墩(&amp;P)</translation>
        </message>
        <message>
            <source>Mother and son: you may show your tile and look for its partner.</source>
            <translation>母子：你可以亮出你的牌，寻找与之配对的牌。</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>下一局(&amp;X)</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>正常</translation>
        </message>
        <message>
            <source>On your turn: hold %1, or click the last stack won, to see the previous trick again</source>
            <translation>轮到你时：按住%1，或点击最后赢得的一摞，可再看一遍上一墩</translation>
        </message>
        <message>
            <source>One &amp;last deal (Tashi Gobah)</source>
            <translation>最后一局（扎西果巴）(&amp;L)</translation>
        </message>
        <message>
            <source>Passport, rule 4: lead %1.</source>
            <translation>通行证第4条：领出%1。</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>对局</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>Quit Bagchen</source>
            <translation>退出Bagchen</translation>
        </message>
        <message>
            <source>Seats are drawn with the dice.</source>
            <translation>用骰子决定座位。</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>查看牌局</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>牌局</translation>
        </message>
        <message>
            <source>Show or hide the session panel (F9)</source>
            <translation>显示或隐藏牌局面板（F9）</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>Tashi Gobah will be the next deal.</source>
            <translation>下一局是扎西果巴。</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>这一局结束了。</translation>
        </message>
        <message>
            <source>The dice show %1 and %2: %3, %4. Read it as you like; the dice go back to the point.</source>
            <translation>骰子掷出%1和%2：%3，%4。随你怎么解读；之后骰子会摆回本局的点。</translation>
        </message>
        <message>
            <source>Throw the dice for a hint</source>
            <translation>掷骰子求提示</translation>
        </message>
        <message>
            <source>You sit opposite the starter: choose the tower to be taken first.</source>
            <translation>你坐在首家对面：请选择先拿的塔。</translation>
        </message>
        <message>
            <source>Your hand has none of the high tiles: you may show it and demand a re-deal.</source>
            <translation>你的手牌里没有大牌：可以亮牌并要求重新发牌。</translation>
        </message>
        <message>
            <source>Your lead (you hold a passport: only some leads are allowed).</source>
            <translation>轮到你领出（你持有通行证：只能领出部分牌）。</translation>
        </message>
        <message>
            <source>Your lead.</source>
            <translation>轮到你领出。</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>轮到你了。</translation>
        </message>
        <message>
            <source>the face-down lead</source>
            <translation>扣着领出的牌</translation>
        </message>
    </context>
    <context>
        <name>NewSessionDialog</name>
        <message>
            <source> chips</source>
            <translation> 筹码</translation>
        </message>
        <message>
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <source> tiles</source>
            <translation> 张</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal</source>
            <translation>跳时，最终支付乘以这个倍数，再乘以收尾那串点牌的价值</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal.</source>
            <translation>跳时，最终支付乘以这个倍数，再乘以收尾那串点牌的价值。</translation>
        </message>
        <message>
            <source>A new session of Bagchen</source>
            <translation>新的巴钦牌局</translation>
        </message>
        <message>
            <source>A new session of Bao Huang</source>
            <translation>新的保皇牌局</translation>
        </message>
        <message>
            <source>A new session of Tien Gow</source>
            <translation>新的天九牌局</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for a new deal.</source>
            <translation>一张大牌都没拿到的玩家可以要求重新发牌。</translation>
        </message>
        <message>
            <source>A player may lead one tile face down and name a suit; any tile of that suit beats it.</source>
            <translation>玩家可以扣着领出一张牌并指定一个牌组：该牌组的任何一张牌都能压过它。</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so</source>
            <translation>能压过这一墩的玩家必须压</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so.</source>
            <translation>能压过这一墩的玩家必须压。</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the shuffle.</source>
            <translation>手气不顺的玩家可以在洗牌前要求重新排座。</translation>
        </message>
        <message>
            <source>A well-known set of rules; change any option below to make your own</source>
            <translation>一套常见规则；修改下面任一选项即成为你自己的规则</translation>
        </message>
        <message>
            <source>AI level</source>
            <translation>电脑难度</translation>
        </message>
        <message>
            <source>AI level: how well the computer plays, from Random (any legal move) to Hard.</source>
            <translation>电脑难度：电脑打得有多好，从随机（随便出合规的牌）到困难。</translation>
        </message>
        <message>
            <source>Against {below}: not measured yet with these rules.</source>
            <translation>对{below}：在这些规则下还没有比过。</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal (95%: {low} to {high}; deals: {deals}).</source>
            <translation>对{below}：每局 {gain} 筹码（95%：{low} 到 {high}；共 {deals} 局）。</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal, not shown stronger (95%: {low} to {high}; deals: {deals}).</source>
            <translation>对{below}：每局 {gain} 筹码，还没有证明更强（95%：{low} 到 {high}；共 {deals} 局）。</translation>
        </message>
        <message>
            <source>An easier passport rule: lead from the strongest group of leads you hold.</source>
            <translation>更简单的通行证规则：从你所持有的最强一组领法中领出。</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>动画：</translation>
        </message>
        <message>
            <source>Bagchen, or Tien Gow: the Chinese game Bagchen comes from</source>
            <translation>巴钦，或天九：巴钦所源自的中国游戏</translation>
        </message>
        <message>
            <source>Bao Huang rules:</source>
            <translation>保皇规则：</translation>
        </message>
        <message>
            <source>Bao Huang: five players, the emperor and his hidden protector against three farmers</source>
            <translation>保皇：五人游戏，皇帝和暗藏的保子对三个平民</translation>
        </message>
        <message>
            <source>Before anyone looks at their tiles, two players may swap their whole hands.</source>
            <translation>在任何人看牌之前，两位玩家可以交换全部手牌。</translation>
        </message>
        <message>
            <source>Before play, the holders of 4-2 and 2-1 may offer them, and the dice unite them.</source>
            <translation>开打之前，持有4-2或2-1的玩家可以亮出来提议，由骰子让母子相认。</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>按难度</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Charity (lead one tile face down)</source>
            <translation>施舍（扣着领出一张牌）</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>强制压牌</translation>
        </message>
        <message>
            <source>Cores for Hard's search:</source>
            <translation>困难电脑搜索用的核心数：</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>习俗</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>Digital Gamers</translation>
        </message>
        <message>
            <source>East</source>
            <translation>东</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb, without looking ahead.</source>
            <translation>简单：按简单的规则出牌，不往后想。</translation>
        </message>
        <message>
            <source>Every seat needs a name.</source>
            <translation>每个座位都需要名字。</translation>
        </message>
        <message>
            <source>Exchanging hands before looking</source>
            <translation>看牌前交换手牌</translation>
        </message>
        <message>
            <source>Exchanging seats against bad luck</source>
            <translation>换座位转运</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <source>Fewer options</source>
            <translation>收起选项</translation>
        </message>
        <message>
            <source>Formal (dice and time of day)</source>
            <translation>正式（按骰子和时辰）</translation>
        </message>
        <message>
            <source>Full (rules 1 to 4)</source>
            <translation>完整（第1至4条）</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session</source>
            <translation>牌局结束时解读的吉凶预兆</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session.</source>
            <translation>牌局结束时解读的吉凶预兆。</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>Hard searches in this many processes at once; one core left free keeps the table smooth</source>
            <translation>困难电脑同时用这么多个进程搜索；留出一个核心可让牌桌保持流畅</translation>
        </message>
        <message>
            <source>Hard: tries more moves and the play after them, on more guessed deals.</source>
            <translation>困难：在更多猜出的牌局上试更多的走法，以及之后的打法。</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>掷骰求提示</translation>
        </message>
        <message>
            <source>How boldly this AI goes for a jump, from cautious to bold</source>
            <translation>这个电脑争取跳的胆量，从谨慎到大胆</translation>
        </message>
        <message>
            <source>How fast the pieces move on the table.</source>
            <translation>牌在桌上移动的速度。</translation>
        </message>
        <message>
            <source>How long this AI may think about each decision; by level: its level's own time, Hard's the longest</source>
            <translation>这个电脑每次决策可以思考多久；“按难度”：用该难度自己的时间，困难电脑最长</translation>
        </message>
        <message>
            <source>How many processor cores the Hard level may think with at once.</source>
            <translation>困难电脑同时可以用多少个处理器核心来思考。</translation>
        </message>
        <message>
            <source>How the players' seats round the table are drawn.</source>
            <translation>各玩家在牌桌上的座位怎样排定。</translation>
        </message>
        <message>
            <source>Informal (two counts of the dice)</source>
            <translation>非正式（骰子数两轮）</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>即时</translation>
        </message>
        <message>
            <source>Jump factor:</source>
            <translation>跳的倍数：</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>中等</translation>
        </message>
        <message>
            <source>Medium: tries its likeliest moves on deals guessed from what it has seen.</source>
            <translation>中等：在按已看到的牌猜出的牌局上，试最可能的几种走法。</translation>
        </message>
        <message>
            <source>Mixed ministers up to four tiles, and whoever can beat must beat.</source>
            <translation>混合相最多四张，且能压过的必须压。</translation>
        </message>
        <message>
            <source>Mixed ministers, at most:</source>
            <translation>混合相最多：</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名字</translation>
        </message>
        <message>
            <source>Name: what the table calls that player.</source>
            <translation>名字：牌桌上对这位玩家的称呼。</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>正常</translation>
        </message>
        <message>
            <source>North</source>
            <translation>北</translation>
        </message>
        <message>
            <source>Off (no limits on leads)</source>
            <translation>关闭（领牌不受限制）</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>预兆</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left</source>
            <translation>否则有玩家筹码输光时牌局结束</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left.</source>
            <translation>否则有玩家筹码输光时牌局结束。</translation>
        </message>
        <message>
            <source>Passport:</source>
            <translation>通行证：</translation>
        </message>
        <message>
            <source>Play on below zero chips</source>
            <translation>筹码为负时继续玩</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Preset:</source>
            <translation>预设规则：</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>Random plays any legal move; Hard thinks deepest</source>
            <translation>随机电脑随便走合规的一步；困难电脑想得最深</translation>
        </message>
        <message>
            <source>Random: any legal move, chosen by chance.</source>
            <translation>随机：随便选一步合规的走法。</translation>
        </message>
        <message>
            <source>Re-deal for a hand without high tiles</source>
            <translation>手牌无大牌时重新发牌</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>恢复默认</translation>
        </message>
        <message>
            <source>Risk (cautious – bold)</source>
            <translation>风险（谨慎 – 大胆）</translation>
        </message>
        <message>
            <source>Risk: how readily a computer player goes for a big win, from cautious to bold.</source>
            <translation>风险：电脑玩家有多愿意冒险去争取大赢，从谨慎到大胆。</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Rules and options…</source>
            <translation>规则和选项…</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Seating:</source>
            <translation>排座：</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>象雄 / pagat（标准）</translation>
        </message>
        <message>
            <source>Simplified</source>
            <translation>简化</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>简化通行证</translation>
        </message>
        <message>
            <source>Sit here yourself</source>
            <translation>自己坐这里</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <source>South</source>
            <translation>南</translation>
        </message>
        <message>
            <source>Stake:</source>
            <translation>起始筹码：</translation>
        </message>
        <message>
            <source>Start the session</source>
            <translation>开始牌局</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>每位玩家开局时的筹码</translation>
        </message>
        <message>
            <source>The chips each player starts the session with.</source>
            <translation>每位玩家开始牌局时的筹码。</translation>
        </message>
        <message>
            <source>The classic game, or one of the folk variants</source>
            <translation>经典玩法，或某种民间变体</translation>
        </message>
        <message>
            <source>The game played at the table.</source>
            <translation>这张牌桌玩的游戏。</translation>
        </message>
        <message>
            <source>The largest lead of ministers mixing sky and earth</source>
            <translation>天牌组与地牌组混合的相，一次最多领出几张</translation>
        </message>
        <message>
            <source>The largest lead of ministers that mixes sky and earth tiles.</source>
            <translation>天牌组与地牌组混合的相，一次最多可以领出几张。</translation>
        </message>
        <message>
            <source>The rules as the Shang Shung Institute taught them.</source>
            <translation>象雄研究院所教的规则。</translation>
        </message>
        <message>
            <source>The rules the table plays.</source>
            <translation>这张牌桌采用的规则。</translation>
        </message>
        <message>
            <source>The tiles decide this game: the computer's seats have nothing to choose, so no level is offered.</source>
            <translation>这个游戏由牌决定：电脑座位没有什么可选的，所以这里没有难度可选。</translation>
        </message>
        <message>
            <source>These rules cannot be played: {reason}</source>
            <translation>这套规则无法进行：{reason}</translation>
        </message>
        <message>
            <source>These rules seat %1 players: choose one of the first %1 seats for yourself.</source>
            <translation>这套规则有%1名玩家：请在前%1个座位中选一个给自己。</translation>
        </message>
        <message>
            <source>Thinking time</source>
            <translation>思考时间</translation>
        </message>
        <message>
            <source>Thinking time: how long a computer player may think about each move; “By level” gives each level its own, Hard the longest.</source>
            <translation>思考时间：电脑玩家每一步最多可以思考多久；“按难度”让每个难度用自己的时间，困难电脑最长。</translation>
        </message>
        <message>
            <source>Tien Gow rules:</source>
            <translation>天九规则：</translation>
        </message>
        <message>
            <source>Two seats have the same name: give each player a name of their own.</source>
            <translation>两个座位名字相同：请给每位玩家起不同的名字。</translation>
        </message>
        <message>
            <source>Uniting mother and son before play</source>
            <translation>开打前母子相认</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer as you like.</source>
            <translation>不知道出什么好？掷一下骰子，答案由你自己解读。</translation>
        </message>
        <message>
            <source>West</source>
            <translation>西</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead</source>
            <translation>拿到六摞或以上的玩家可以领出什么</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead.</source>
            <translation>拿到六摞或以上的玩家可以领出什么。</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>You play against the AI players of the other four seats. Your choices are kept for next time.</source>
            <translation>你与其他四个座位的电脑玩家对局。你的选择会保留到下次。</translation>
        </message>
        <message>
            <source>You play against the AI players of the other seats. Your choices are kept for next time.</source>
            <translation>你与其他座位的电脑玩家对局。你的选择会保留到下次。</translation>
        </message>
        <message>
            <source>You play against three AI players. Your choices are kept for next time.</source>
            <translation>你与三个电脑玩家对局。你的选择会保留到下次。</translation>
        </message>
        <message>
            <source>You: the seat you play from; the computer plays the others.</source>
            <translation>你：你所坐的座位；其他座位由电脑来打。</translation>
        </message>
        <message>
            <source>Your own mix of options.</source>
            <translation>你自己组合的选项。</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>均衡</translation>
        </message>
        <message>
            <source>bold</source>
            <translation>大胆</translation>
        </message>
        <message>
            <source>cautious</source>
            <translation>谨慎</translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <source>{levels}: not offered with these rules, where it measured no stronger than the level below.</source>
            <translation>{levels}：在这些规则下没有这一级：比过了，它并不比低一级更强。</translation>
        </message>
    </context>
    <context>
        <name>NotesPanel</name>
        <message>
            <source>Bookmark this move (key B)</source>
            <translation>给这一步加书签（B键）</translation>
        </message>
        <message>
            <source>Comment on the whole deal…</source>
            <translation>给整局写笔记…</translation>
        </message>
        <message>
            <source>Comment on this move (key C)…</source>
            <translation>给这一步写笔记（C键）…</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>笔记</translation>
        </message>
        <message>
            <source>The deal:</source>
            <translation>这一局：</translation>
        </message>
        <message>
            <source>blunder (key ? twice)</source>
            <translation>大错（按两次?键）</translation>
        </message>
        <message>
            <source>brilliant move (key ! twice)</source>
            <translation>妙着（按两次!键）</translation>
        </message>
        <message>
            <source>dubious move (keys ? !)</source>
            <translation>疑问着（按?再按!）</translation>
        </message>
        <message>
            <source>good move (key !)</source>
            <translation>好着（!键）</translation>
        </message>
        <message>
            <source>interesting move (keys ! ?)</source>
            <translation>有趣着（按!再按?）</translation>
        </message>
        <message>
            <source>mistake (key ?)</source>
            <translation>失误（?键）</translation>
        </message>
    </context>
    <context>
        <name>PlayFromHereDialog</name>
        <message>
            <source>A new game starts from this very position: the same hands, the same face-down tiles. It is recorded as a branch of this deal.</source>
            <translation>从这个局面开始一局新游戏：手牌相同，扣着的牌也相同。它会作为这一局的分支记录下来。</translation>
        </message>
        <message>
            <source>Human (you)</source>
            <translation>真人（你）</translation>
        </message>
        <message>
            <source>Only one seat can be played by you.</source>
            <translation>你只能控制一个座位。</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>从这里接着打</translation>
        </message>
        <message>
            <source>Play on from step {step}</source>
            <translation>从第{step}步接着打</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>{level}电脑</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>否(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>是(&amp;Y)</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>应用</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>放弃</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>帮助</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>确定</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>重置</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>恢复默认值</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
    </context>
    <context>
        <name>RecapDialog</name>
        <message>
            <source>(the dice showed {a} and {b})</source>
            <translation>（骰子掷出{a}和{b}）</translation>
        </message>
        <message>
            <source>A charity lead: it stays secret</source>
            <translation>施舍领出：这张牌始终不公开</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>筹码</translation>
        </message>
        <message>
            <source>Deal {number}: the last trick went to {name}</source>
            <translation>第{number}局：最后一墩归{name}</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>本局结束</translation>
        </message>
        <message>
            <source>It was a points lead worth {value}.</source>
            <translation>这是一次点牌领出，价值{value}点。</translation>
        </message>
        <message>
            <source>Jump! {name} ended the deal with points worth {points}: every final payment is multiplied by {multiplier} (jump factor {factor} × {points}).</source>
            <translation>跳！{name}以价值{points}点的点牌结束了这一局：每笔结算支付乘以{multiplier}（跳的倍数{factor} × {points}）。</translation>
        </message>
        <message>
            <source>Jump: the points of the final run are paid back by {name}: {payees}.</source>
            <translation>跳：收尾连出的点牌，其即时所得由{name}退还：{payees}。</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>净得</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>No chips changed hands.</source>
            <translation>没有筹码易手。</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>点牌</translation>
        </message>
        <message>
            <source>Points this deal:</source>
            <translation>本局点牌：</translation>
        </message>
        <message>
            <source>Refunds</source>
            <translation>退还</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>查看牌局</translation>
        </message>
        <message>
            <source>Settlement</source>
            <translation>结算</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} (you had {stacks}).</source>
            <translation>结算：你付给{name}{chips}（你拿了{stacks}）。</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} ({name} had {stacks}).</source>
            <translation>结算：你付给{name}{chips}（{name}拿了{stacks}）。</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} (you had {stacks}).</source>
            <translation>结算：{name}付给你{chips}（你拿了{stacks}）。</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} ({name} had {stacks}).</source>
            <translation>结算：{name}付给你{chips}（{name}拿了{stacks}）。</translation>
        </message>
        <message>
            <source>Settlement: {payer} paid {payee} {chips} ({name} had {stacks}).</source>
            <translation>结算：{payer}付给{payee}{chips}（{name}拿了{stacks}）。</translation>
        </message>
        <message>
            <source>Six stacks or more make a passport</source>
            <translation>六摞或以上即得通行证</translation>
        </message>
        <message>
            <source>Stacks</source>
            <translation>摞数</translation>
        </message>
        <message>
            <source>Stacks and chips</source>
            <translation>摞数和筹码</translation>
        </message>
        <message>
            <source>Sweep: {payer} paid {payee} {chips}.</source>
            <translation>通吃：{payer}付给{payee}{chips}。</translation>
        </message>
        <message>
            <source>The dot after the trick's number: who led it. Gold frame: took the trick. Maroon: played face down, shown now. A tile's back: a charity lead that stays secret.</source>
            <translation>墩号后的圆点：谁领出的。金框：赢得这一墩。褐红框：扣着出的牌，现在翻开。牌背：施舍领出，始终不公开。</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>最后一墩</translation>
        </message>
        <message>
            <source>The last trick went to {name}</source>
            <translation>最后一墩归{name}</translation>
        </message>
        <message>
            <source>The whole deal, face-down tiles turned over</source>
            <translation>整局回顾，扣着的牌都已翻开</translation>
        </message>
        <message>
            <source>Took the last trick</source>
            <translation>赢得最后一墩</translation>
        </message>
        <message>
            <source>Trick
× tiles each</source>
            <translation>墩
×每家张数</translation>
        </message>
        <message>
            <source>Trick {n}, led by {name}</source>
            <translation>第{n}墩，{name}领出</translation>
        </message>
        <message>
            <source>Trick {n}: {name} led points and received {payers}.</source>
            <translation>第{n}墩：{name}领出点牌，收到：{payers}。</translation>
        </message>
        <message>
            <source>no stacks</source>
            <translation>0摞</translation>
        </message>
        <message>
            <source>{chips} from {name}</source>
            <translation>{name}付{chips}个</translation>
        </message>
        <message>
            <source>{chips} to {name}</source>
            <translation>退给{name}{chips}个</translation>
        </message>
        <message>
            <source>{name} led</source>
            <translation>{name}领出</translation>
        </message>
        <message>
            <source>{name} took it: {count}.</source>
            <translation>{name}赢得这一墩：{count}。</translation>
        </message>
        <message>
            <source>{name}, face down</source>
            <translation>{name}，扣着出</translation>
        </message>
    </context>
    <context>
        <name>RecordsChoice</name>
        <message>
            <source>Bagchen records (*.sqlite3 *.db);;All files (*)</source>
            <translation>Bagchen记录 (*.sqlite3 *.db);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Bagchen: the deal records</source>
            <translation>Bagchen：对局记录</translation>
        </message>
        <message>
            <source>Choose a records database</source>
            <translation>选择记录数据库</translation>
        </message>
        <message>
            <source>Choose another database…</source>
            <translation>选择其他数据库…</translation>
        </message>
        <message>
            <source>Play without recording</source>
            <translation>不记录，直接玩</translation>
        </message>
        <message>
            <source>The records database cannot be used, so the deals would not be recorded.</source>
            <translation>记录数据库无法使用，对局将不会被记录。</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>blunder</source>
            <translation>大错</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>不精确</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>失误</translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <source>&lt;a href='{id}'&gt;#{id}&lt;/a&gt; (from step {step})</source>
            <translation>&lt;a href='{id}'&gt;#{id}&lt;/a&gt;（从第{step}步）</translation>
        </message>
        <message>
            <source>&lt;b&gt;Deal #{id}&lt;/b&gt;</source>
            <translation>&lt;b&gt;对局#{id}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step {step}&lt;/b&gt; · {move}</source>
            <translation>&lt;b&gt;第{step}步&lt;/b&gt; · {move}</translation>
        </message>
        <message>
            <source>&lt;b&gt;The start of the deal.&lt;/b&gt; Notes on a move: go to it first.</source>
            <translation>&lt;b&gt;这一局开始。&lt;/b&gt;要给某一步写笔记，请先走到那一步。</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>所有手牌</translation>
        </message>
        <message>
            <source>All hands open</source>
            <translation>亮开所有手牌</translation>
        </message>
        <message>
            <source>Autoplay speed: click, or + and −</source>
            <translation>自动播放速度：点击，或按+和−</translation>
        </message>
        <message>
            <source>Autoplay stops at annotated moves and at mistakes</source>
            <translation>自动播放在有标注的步和失误处停下</translation>
        </message>
        <message>
            <source>Before the play</source>
            <translation>开打之前</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>书签</translation>
        </message>
        <message>
            <source>Bottom seat:</source>
            <translation>下方座位：</translation>
        </message>
        <message>
            <source>Comment…</source>
            <translation>写笔记…</translation>
        </message>
        <message>
            <source>East</source>
            <translation>东</translation>
        </message>
        <message>
            <source>Faster</source>
            <translation>加快</translation>
        </message>
        <message>
            <source>Go to trick…</source>
            <translation>转到某一墩…</translation>
        </message>
        <message>
            <source>Mark ! (twice: !!, then ?: !?)</source>
            <translation>标记!（两次：!!，再按?：!?）</translation>
        </message>
        <message>
            <source>Mark ? (twice: ??, then !: ?!)</source>
            <translation>标记?（两次：??，再按!：?!）</translation>
        </message>
        <message>
            <source>Mark {mark}</source>
            <translation>标记{mark}</translation>
        </message>
        <message>
            <source>Next mistake</source>
            <translation>下一个失误</translation>
        </message>
        <message>
            <source>No further mistake that way.</source>
            <translation>这个方向没有更多失误了。</translation>
        </message>
        <message>
            <source>No mistakes found.</source>
            <translation>没有发现失误。</translation>
        </message>
        <message>
            <source>North</source>
            <translation>北</translation>
        </message>
        <message>
            <source>One step back (←)</source>
            <translation>后退一步（←）</translation>
        </message>
        <message>
            <source>One step forward (→)</source>
            <translation>前进一步（→）</translation>
        </message>
        <message>
            <source>One trick back</source>
            <translation>后退一墩</translation>
        </message>
        <message>
            <source>One trick back (PgUp)</source>
            <translation>后退一墩（PgUp）</translation>
        </message>
        <message>
            <source>One trick forward</source>
            <translation>前进一墩</translation>
        </message>
        <message>
            <source>One trick forward (PgDn)</source>
            <translation>前进一墩（PgDn）</translation>
        </message>
        <message>
            <source>Pause at notes</source>
            <translation>在笔记处暂停</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>播放 / 暂停</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>从这里接着打…</translation>
        </message>
        <message>
            <source>Play on by itself (Space)</source>
            <translation>自动播放（Space）</translation>
        </message>
        <message>
            <source>Played from step {step} of &lt;a href='{id}'&gt;deal #{id}&lt;/a&gt;</source>
            <translation>从&lt;a href='{id}'&gt;对局#{id}&lt;/a&gt;的第{step}步接着打</translation>
        </message>
        <message>
            <source>Played on from here: {links}</source>
            <translation>从这里接着打的对局：{links}</translation>
        </message>
        <message>
            <source>Previous mistake</source>
            <translation>上一个失误</translation>
        </message>
        <message>
            <source>Remove the mark</source>
            <translation>去掉标记</translation>
        </message>
        <message>
            <source>Reveal face-down</source>
            <translation>翻开暗牌</translation>
        </message>
        <message>
            <source>Reveal face-down tiles</source>
            <translation>翻开扣着的牌</translation>
        </message>
        <message>
            <source>Seats drawn with the dice ({time}): {throws}</source>
            <translation>用骰子排座（{time}）：{throws}</translation>
        </message>
        <message>
            <source>Seats exchanged during the session: {seats}</source>
            <translation>牌局中换过座位：{seats}</translation>
        </message>
        <message>
            <source>Show every hand and face-down tile (key A); off: only what the seat at the bottom knew at that moment</source>
            <translation>显示所有手牌和扣着的牌（A键）；关闭时：只显示下方座位当时知道的内容</translation>
        </message>
        <message>
            <source>Slower</source>
            <translation>减慢</translation>
        </message>
        <message>
            <source>South</source>
            <translation>南</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose (Ctrl+P)</source>
            <translation>从这一步开始新游戏，由你选择玩家（Ctrl+P）</translation>
        </message>
        <message>
            <source>Step back</source>
            <translation>后退</translation>
        </message>
        <message>
            <source>Step forward</source>
            <translation>前进</translation>
        </message>
        <message>
            <source>Step {step} / {last}</source>
            <translation>第{step}步 / 共{last}步</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>这一局已经结束：请选择更早的一步接着打。</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>结尾</translation>
        </message>
        <message>
            <source>The end (End)</source>
            <translation>结尾（End）</translation>
        </message>
        <message>
            <source>The note was not saved: {reason}</source>
            <translation>笔记未保存：{reason}</translation>
        </message>
        <message>
            <source>The review stopped: {reason}</source>
            <translation>复盘已停止：{reason}</translation>
        </message>
        <message>
            <source>The seat at the bottom of the table (key T turns the table)</source>
            <translation>牌桌下方的座位（T键转动牌桌）</translation>
        </message>
        <message>
            <source>The start</source>
            <translation>开头</translation>
        </message>
        <message>
            <source>The start (Home)</source>
            <translation>开头（Home）</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>这一局开始</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>这个座位已经复盘过了：结果保存在记录中。</translation>
        </message>
        <message>
            <source>Trick </source>
            <translation>墩 </translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>第{n}墩</translation>
        </message>
        <message>
            <source>Turn over the tiles played face down (key F)</source>
            <translation>翻开扣着出的牌（F键）</translation>
        </message>
        <message>
            <source>Turn the table</source>
            <translation>转动牌桌</translation>
        </message>
        <message>
            <source>Type a trick number and press Enter (Ctrl+G)</source>
            <translation>输入墩号并按Enter（Ctrl+G）</translation>
        </message>
        <message>
            <source>West</source>
            <translation>西</translation>
        </message>
        <message>
            <source>after noon</source>
            <translation>下午</translation>
        </message>
        <message>
            <source>before noon</source>
            <translation>上午</translation>
        </message>
        <message>
            <source>point {point}</source>
            <translation>点：{point}</translation>
        </message>
        <message>
            <source>{name} demanded an exchange of seats ({time}): {throws}</source>
            <translation>{name}要求换座位（{time}）：{throws}</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>&amp;Annotate</source>
            <translation>标注(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>示例(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Export the selected deals…</source>
            <translation>导出所选对局(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>转到(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Import into the records…</source>
            <translation>导入到记录(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Keys of the replay</source>
            <translation>回放快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Learn</source>
            <translation>学习(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Open a hand-record file…</source>
            <translation>打开牌谱文件(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>复盘(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>统计(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Back to &amp;my records</source>
            <translation>返回我的记录(&amp;M)</translation>
        </message>
        <message>
            <source>Bagchen — replays</source>
            <translation>Bagchen — 回放</translation>
        </message>
        <message>
            <source>Bagchen — {name}</source>
            <translation>Bagchen — {name}</translation>
        </message>
        <message>
            <source>Cancel the review</source>
            <translation>取消复盘</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>对局</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>Export hand records</source>
            <translation>导出牌谱</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation>牌谱 (*.json)</translation>
        </message>
        <message>
            <source>Hand records (*.json);;All files (*)</source>
            <translation>牌谱 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Import hand records</source>
            <translation>导入牌谱</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>导入…</translation>
        </message>
        <message>
            <source>Keys of the replay</source>
            <translation>回放快捷键</translation>
        </message>
        <message>
            <source>Open a hand record</source>
            <translation>打开牌谱</translation>
        </message>
        <message>
            <source>Open a hand-record file</source>
            <translation>打开牌谱文件</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>回放</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>复盘这个座位</translation>
        </message>
        <message>
            <source>Save the selected deals, with their notes, as a hand-record file</source>
            <translation>把所选对局连同笔记保存为牌谱文件</translation>
        </message>
        <message>
            <source>Select the deals to export first.</source>
            <translation>请先选择要导出的对局。</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>统计…</translation>
        </message>
        <message>
            <source>This deal cannot be replayed: {reason}</source>
            <translation>这一局无法回放：{reason}</translation>
        </message>
        <message>
            <source>{name}: a hand-record file, not in your records; notes made here are not kept unless exported. &lt;a href='import' style='color:#ffd97a'&gt;Import it into the records&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;Back to my records&lt;/a&gt;</source>
            <translation>{name}：牌谱文件，不在你的记录中；在这里写的笔记不会保留，除非导出。&lt;a href='import' style='color:#ffd97a'&gt;导入到记录&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;返回我的记录&lt;/a&gt;</translation>
        </message>
        <message>
            <source>{n} deals imported, {skipped} already there.</source>
            <translation>已导入{n}局，{skipped}局已存在。</translation>
        </message>
        <message>
            <source>{n} deals written to {path}</source>
            <translation>已将{n}局写入{path}</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v/%m个决策</translation>
        </message>
        <message>
            <source>(unfinished)</source>
            <translation>（未完成）</translation>
        </message>
        <message>
            <source>&lt;b&gt;The Hard AI agrees&lt;/b&gt; with {move}.</source>
            <translation>&lt;b&gt;困难电脑赞同&lt;/b&gt;{move}。</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not a decision of this seat.&lt;/i&gt;</source>
            <translation>&lt;i&gt;不是这个座位的决策。&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not reviewed yet.&lt;/i&gt;</source>
            <translation>&lt;i&gt;尚未复盘。&lt;/i&gt;</translation>
        </message>
        <message>
            <source>AI review</source>
            <translation>电脑复盘</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Estimated chips lost: &lt;b&gt;{loss}&lt;/b&gt; (± {err}, over {n} sampled deals).</source>
            <translation>估计损失筹码：&lt;b&gt;{loss}&lt;/b&gt;（± {err}，基于{n}个抽样局面）。</translation>
        </message>
        <message>
            <source>Go on reviewing</source>
            <translation>继续复盘</translation>
        </message>
        <message>
            <source>Next mistake ▶</source>
            <translation>下一个失误 ▶</translation>
        </message>
        <message>
            <source>Not reviewed yet: the Hard AI compares every decision of {name} with its own choice.</source>
            <translation>尚未复盘：困难电脑会把{name}的每个决策与它自己的选择作比较。</translation>
        </message>
        <message>
            <source>Played {played}; &lt;b&gt;the Hard AI would play {best}&lt;/b&gt;.</source>
            <translation>实际出了{played}；&lt;b&gt;困难电脑会出{best}&lt;/b&gt;。</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>复盘</translation>
        </message>
        <message>
            <source>Reviewed ✓</source>
            <translation>已复盘 ✓</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>座位：</translation>
        </message>
        <message>
            <source>The Hard AI looks at every decision of this seat</source>
            <translation>困难电脑检查这个座位的每个决策</translation>
        </message>
        <message>
            <source>Worst decisions:</source>
            <translation>最差的决策：</translation>
        </message>
        <message>
            <source>before the play</source>
            <translation>开打之前</translation>
        </message>
        <message>
            <source>step</source>
            <translation>步</translation>
        </message>
        <message>
            <source>trick {n}</source>
            <translation>第{n}墩</translation>
        </message>
        <message>
            <source>◀ Previous mistake</source>
            <translation>◀ 上一个失误</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>&lt;b&gt;After the last trick&lt;/b&gt;, its winner settles with each of the others by the number of stacks they took:</source>
            <translation>&lt;b&gt;最后一墩打完后&lt;/b&gt;，赢得最后一墩的玩家按其他每家拿到的摞数与他们逐一结算：</translation>
        </message>
        <message>
            <source>&lt;b&gt;Always allowed:&lt;/b&gt; a lead nobody can beat, counting the tiles already played face up as gone (points included); mixed ministers; a set of identical sky tiles above the people; and, with a hand of nothing but points and one more tile or combination, that tile or combination.</source>
            <translation>&lt;b&gt;任何时候都可以领出：&lt;/b&gt;没人压得过的牌（已亮开打出的牌视为已不在场，点牌也算在内）；混合相；比人大、由相同天牌组牌组成的组合；另外，手里除了点牌只剩一张牌或一个组合时，可以领出这张牌或这个组合。</translation>
        </message>
        <message>
            <source>&lt;b&gt;During the play:&lt;/b&gt; whoever leads points is paid at once by every opponent who has no passport: one chip per point tile, plus one for each mother-and-son pair in the lead.</source>
            <translation>&lt;b&gt;出牌过程中：&lt;/b&gt;领出点牌的玩家立即从每个没有通行证的对手那里收取筹码：每张点牌一个，领出的牌中每有一对母子再加一个。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Formal seating:&lt;/b&gt; everyone throws the dice. Before noon the highest throw sits East, the next South, then West, and the lowest North; after noon the lowest sits East and the order runs the other way. Equal throws are thrown again. East starts the first deal.</source>
            <translation>&lt;b&gt;正式排座：&lt;/b&gt;每人掷骰子。上午点数最大的坐东，其次坐南，再次坐西，最小的坐北；下午则点数最小的坐东，顺序倒过来。点数相同的重掷。第一局由东家先出。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Informal seating:&lt;/b&gt; players sit where they like. One of them throws and counts the total clockwise from themself; the player the count ends on throws and counts again, and where the second count ends is the first starter.</source>
            <translation>&lt;b&gt;非正式排座：&lt;/b&gt;玩家随意就座。其中一人掷骰子，从自己开始顺时针数到点数；数到的那位再掷一次、再数一次，第二次数到的就是第一局的首家。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Otherwise:&lt;/b&gt; the hand is laid open and a single tile is led. If the hand is all one suit, any tile will do; if not, a throw of the dice names the suit to lead.</source>
            <translation>&lt;b&gt;其他情况：&lt;/b&gt;亮开手牌，领出一张单牌。手牌全是同一牌组时，出哪张都行；否则掷骰子决定领出哪个牌组。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Simplified passport.&lt;/b&gt; Leads are grouped from strongest to weakest: first whatever the first rule above allows; if the hand has none of those, any sky set or horse; failing that, any earth set; failing that, anything. The passport holder must lead from the first group the hand can supply.</source>
            <translation>&lt;b&gt;简化通行证。&lt;/b&gt;领法按从强到弱分组：第一组是上面第1条允许的领法；手里没有这些时，第二组是任何天牌组的组合或马；再没有，第三组是任何地牌组的组合；再没有，什么都可以。持通行证的玩家必须从手牌能凑出的第一组里领出。</translation>
        </message>
        <message>
            <source>&lt;b&gt;With nothing unbeatable, no sky set and no special combination:&lt;/b&gt; a set of equal earth tiles, showing the hand to prove it.</source>
            <translation>&lt;b&gt;既没有压不过的牌，也没有天牌组的组合和特殊组合时：&lt;/b&gt;可以领出同等级的地牌组组合，并亮出手牌以示证明。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Without a chief in hand&lt;/b&gt; (a &lt;span class='tile'&gt;6-6&lt;/span&gt;, &lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt; that is not a point): also any special combination, the mare included even when it can be beaten, and any sky set, even of people.</source>
            <translation>&lt;b&gt;手里没有首牌时&lt;/b&gt;（不是点牌的&lt;span class='tile'&gt;6-6&lt;/span&gt;、&lt;span class='tile'&gt;6-3&lt;/span&gt;或&lt;span class='tile'&gt;5-4&lt;/span&gt;）：还可以领出任何特殊组合（包括母马，即使它能被压过），以及任何天牌组的组合，即使是人的组合。</translation>
        </message>
        <message>
            <source>&lt;b&gt;face down&lt;/b&gt; underneath otherwise: any tiles at all, unseen by the others.</source>
            <translation>否则&lt;b&gt;扣着&lt;/b&gt;垫在下面：随便什么牌都行，别人看不到。</translation>
        </message>
        <message>
            <source>&lt;b&gt;face up&lt;/b&gt; on top, if the play beats the best play so far;</source>
            <translation>如果压过了目前最大的牌，就&lt;b&gt;亮开&lt;/b&gt;放在上面；</translation>
        </message>
        <message>
            <source>A Bagchen set has 64 tiles of 21 kinds: one kind for every throw of two dice. The kinds form two suits of unequal size. The &lt;b&gt;sky&lt;/b&gt; suit has 11 kinds with four copies each (44 tiles); the &lt;b&gt;earth&lt;/b&gt; suit has 10 kinds with two copies each (20 tiles).</source>
            <translation>一副巴钦骨牌共64张，分21种：两颗骰子的每一种点数组合对应一种。这些牌分成大小不等的两个牌组。&lt;b&gt;天&lt;/b&gt;牌组有11种，每种四张（共44张）；&lt;b&gt;地&lt;/b&gt;牌组有10种，每种两张（共20张）。</translation>
        </message>
        <message>
            <source>A Tibetan game of dominoes for four players, each playing for themselves. Play goes clockwise.</source>
            <translation>一种藏族骨牌游戏，四人各自为战。按顺时针方向出牌。</translation>
        </message>
        <message>
            <source>A five and the son: exactly &lt;span class='tile'&gt;4-1&lt;/span&gt; with &lt;span class='tile'&gt;2-1&lt;/span&gt;; the other five, &lt;span class='tile'&gt;3-2&lt;/span&gt;, will not do. Only the stallion beats the mare.</source>
            <translation>一张五配子：必须是&lt;span class='tile'&gt;4-1&lt;/span&gt;加&lt;span class='tile'&gt;2-1&lt;/span&gt;；另一种五&lt;span class='tile'&gt;3-2&lt;/span&gt;不行。只有公马能压过母马。</translation>
        </message>
        <message>
            <source>A hand without a single tile of the two highest ranks of each suit may ask for a new deal; the player shows the hand to prove it. Points do not count as high tiles, so the next ranks down take their place: there are always 16 tiles that rule a re-deal out. The same player starts the new deal.</source>
            <translation>手牌中每个牌组最大的两个等级一张都没有的玩家，可以要求重新发牌，但要亮出手牌以示证明。点牌不算大牌，由下一等级的牌顶替：所以总有16张牌，手里有其中任何一张就不能要求重发。新的一局仍由同一位玩家先出。</translation>
        </message>
        <message>
            <source>A leader without a passport may instead lead one tile face down and name sky, earth or no suit. The tile need not match the suit named, and it is never shown. It falls to any one tile from the suit that was named, or to any one tile whatever when no suit was named; after that the usual rules apply. If all four play face down, the leader takes the trick.</source>
            <translation>没有通行证的领牌者也可以改为扣着领出一张牌，并指定天牌组、地牌组或不指定牌组。这张牌不必属于所指定的牌组，而且始终不公开。指定了牌组时，该牌组的任何一张单牌都能压过它；没指定时，任何一张单牌都能压过它；此后按通常规则进行。如果四家都扣着出牌，这一墩归领牌者。</translation>
        </message>
        <message>
            <source>A player who cannot pay pays what is left, and a player at zero ends the session.</source>
            <translation>付不起的玩家付出剩余的全部筹码；有玩家筹码归零时牌局结束。</translation>
        </message>
        <message>
            <source>A player who has taken six stacks or more holds a &lt;b&gt;passport&lt;/b&gt;. From then on they pay nothing for the rest of the deal, though they can still be paid. In exchange, whenever they lead, they may only lead what these rules allow; playing to someone else's lead stays free.</source>
            <translation>拿到六摞或以上的玩家持有&lt;b&gt;通行证&lt;/b&gt;。从此这一局里他不用再付任何筹码，但仍然可以收钱。作为交换，他每次领出时只能领出下面规则允许的牌；跟别人的牌时则不受限制。</translation>
        </message>
        <message>
            <source>A player who takes all 16 stacks wins every chip the others have, and the session ends there.</source>
            <translation>拿下全部16摞的玩家赢走其他人的所有筹码，牌局就此结束。</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the tiles are shuffled. Everyone throws the dice; the one who asked stays put and the others sit round by their throws, the same way the seats were first decided. Chips go with their owners. In this game you are asked before each shuffle; an AI player asks only after losing three deals in a row in the same seats.</source>
            <translation>手气不顺的玩家可以在洗牌前要求重新排座。每人掷骰子；提出要求的人不动，其他人按点数重新就座，方法与最初排座相同。筹码跟着人走。在本游戏中，每次洗牌前都会问你；电脑玩家只在同样座位上连输三局后才会要求换座。</translation>
        </message>
        <message>
            <source>A player with both mothers and a player with both sons may simply swap one tile each, without dice, if both agree.</source>
            <translation>一人有两张母、另一人有两张子时，若双方同意，可以不掷骰子直接各换一张。</translation>
        </message>
        <message>
            <source>A point beats nothing, but a point that is led cannot be beaten, so its leader takes the trick and is paid at once. Several points may be led together, never mixed with tiles that are not points. A point also leaves the ranking: with the sky chief as point, the sky minister cannot be beaten; with the sevens as points there is no stallion, so the mare cannot be beaten; with a five as point there is no mare; with the mother or the son as points there are no horses at all.</source>
            <translation>点牌压不过任何牌，但领出的点牌谁也压不过，所以领出者赢得这一墩并立即收钱。几张点牌可以一起领出，但不能与非点牌混在一起。点牌也退出大小排序：天首是点牌时，天相就压不过了；七是点牌时没有公马，所以母马压不过；五是点牌时没有母马；母或子是点牌时，所有马都不存在。</translation>
        </message>
        <message>
            <source>A seven and the mother: exactly &lt;span class='tile'&gt;4-3&lt;/span&gt; with &lt;span class='tile'&gt;4-2&lt;/span&gt;. It beats the mare, and nothing beats it.</source>
            <translation>一张七配母：必须是&lt;span class='tile'&gt;4-3&lt;/span&gt;加&lt;span class='tile'&gt;4-2&lt;/span&gt;。它能压过母马，而没有牌能压过它。</translation>
        </message>
        <message>
            <source>After the deal, before anyone looks at their tiles, two players may agree to swap their whole hands.</source>
            <translation>发牌后、任何人看牌之前，两位玩家可以商定交换全部手牌。</translation>
        </message>
        <message>
            <source>All sixteen stacks</source>
            <translation>全部十六摞</translation>
        </message>
        <message>
            <source>Any player may call &lt;b&gt;Gobah&lt;/b&gt;: five more deals are played, and the fifth, the last of the session, is called &lt;b&gt;Tashi Gobah&lt;/b&gt;. When time is short the players may agree on a single last deal instead, which is then the Tashi Gobah.</source>
            <translation>任何玩家都可以宣布&lt;b&gt;果巴&lt;/b&gt;：再打五局，第五局即牌局的最后一局，称为&lt;b&gt;扎西果巴&lt;/b&gt;。时间不够时，玩家也可以商定只再打一局，这一局就是扎西果巴。</translation>
        </message>
        <message>
            <source>Any two or more chiefs, sky and earth mixed. Nothing can beat them. Chiefs never join ministers, and below the ministers sky and earth tiles never mix in one lead: a lama with a seven is not a combination.</source>
            <translation>两张或以上的首牌，天地混合。没有牌能压过。首牌不能与相组合；相以下的等级，天牌组和地牌组的牌不能混在一起领出：喇嘛加七不算组合。</translation>
        </message>
        <message>
            <source>Any two or more ministers, sky and earth mixed as you like. Only chiefs beat them: the same number of tiles, with as many sky tiles and as many earth tiles as the ministers had.</source>
            <translation>两张或以上的相牌，天地随意混合。只有首牌能压过：张数相同，且天牌组、地牌组的张数都与所领的相一样。</translation>
        </message>
        <message>
            <source>At this table:</source>
            <translation>本桌：</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>巴钦</translation>
        </message>
        <message>
            <source>Bagchen: the rules</source>
            <translation>巴钦规则</translation>
        </message>
        <message>
            <source>Balances may go below zero.</source>
            <translation>筹码可以为负。</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>保皇</translation>
        </message>
        <message>
            <source>Bao Huang: the rules</source>
            <translation>保皇规则</translation>
        </message>
        <message>
            <source>Below zero chips</source>
            <translation>筹码为负</translation>
        </message>
        <message>
            <source>Both copies of the mare's tiles, or of the stallion's, make a four-tile lead. The double stallion beats the double mare and cannot itself be beaten; the double mare beats nothing.</source>
            <translation>母马的两张牌各取两张，或公马的两张牌各取两张，组成四张一起领出。双公马压得过双母马，且本身谁也压不过；双母马压不过任何牌。</translation>
        </message>
        <message>
            <source>Called while a deal is being played, Gobah counts from the end of that deal: the deal in progress is not one of the five, and a single last deal called then is the next one. Called between deals, the next deal is the first of the five.</source>
            <translation>一局进行中宣布果巴时，从这一局结束起算：正在打的这一局不算在五局之内，此时若只约定再打一局，就是下一局。在两局之间宣布时，下一局就是五局中的第一局。</translation>
        </message>
        <message>
            <source>Charity</source>
            <translation>施舍</translation>
        </message>
        <message>
            <source>Combinations</source>
            <translation>组合</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>强制压牌</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>习俗</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>Digital Gamers</translation>
        </message>
        <message>
            <source>Double mare, double stallion</source>
            <translation>双母马、双公马</translation>
        </message>
        <message>
            <source>Each player gets 16 of the 64 tiles. The tiles are played out in tricks, one tile or a group of tiles at a time, until every hand is empty. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner is paid by the others according to how many stacks each of them took. Leading one of the deal's &lt;b&gt;points&lt;/b&gt; also earns chips at once, and finishing the deal with points multiplies the final payments.</source>
            <translation>每位玩家从64张牌中拿16张。牌按墩打出，每次一张或一组，直到所有人手牌打完。最重要的是&lt;b&gt;赢得最后一墩&lt;/b&gt;：赢家按其他每家拿到的摞数向他们收钱。领出本局的&lt;b&gt;点牌&lt;/b&gt;也能立即赢得筹码，而以点牌结束一局能让最后的结算成倍增加。</translation>
        </message>
        <message>
            <source>Earth: two of each tile</source>
            <translation>地牌组：每种两张</translation>
        </message>
        <message>
            <source>Ending the session: Gobah</source>
            <translation>结束牌局：果巴</translation>
        </message>
        <message>
            <source>Equal earth tiles</source>
            <translation>同等级的地牌组牌</translation>
        </message>
        <message>
            <source>Every deal, the throw of the dice names one kind of tile, and four tiles become that deal's &lt;b&gt;points&lt;/b&gt; (drawn with a gold rim):</source>
            <translation>每一局掷骰子决定一种牌，有四张牌成为这一局的&lt;b&gt;点牌&lt;/b&gt;（带金边显示）：</translation>
        </message>
        <message>
            <source>Every player starts with the same number of chips. There are two kinds of payment.</source>
            <translation>每位玩家开局筹码相同。支付分两种。</translation>
        </message>
        <message>
            <source>Exchanging hands</source>
            <translation>交换手牌</translation>
        </message>
        <message>
            <source>Exchanging seats</source>
            <translation>换座位</translation>
        </message>
        <message>
            <source>Four sky chiefs</source>
            <translation>四张天首</translation>
        </message>
        <message>
            <source>From the second deal on, whoever took the last trick starts.</source>
            <translation>从第二局起，由赢得最后一墩的玩家先出。</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>掷骰求提示</translation>
        </message>
        <message>
            <source>Holding three sky chiefs while the player opposite takes the last trick is a bad sign, and as a salute to the winner you are the one who throws the dice when the next deal begins. Winning one of the Gobah deals brings good luck, Tashi Gobah most of all; winning none of them is a warning.</source>
            <translation>手里有三张天首，而对家赢得最后一墩，是个坏兆头，你要向赢家致意，在下一局开始时由你掷骰子。赢得果巴中的任何一局都会带来好运，尤其是扎西果巴；一局也没赢则是个警示。</translation>
        </message>
        <message>
            <source>Identical sky tiles</source>
            <translation>相同的天牌组牌</translation>
        </message>
        <message>
            <source>If the last trick is won by leading points, the deal ends in a &lt;b&gt;jump&lt;/b&gt;. The points that ended the deal (the unbroken run of points leads at its very end) are not paid one by one; instead every settlement payment is multiplied by the jump factor times their value.</source>
            <translation>如果最后一墩是领出点牌赢得的，这一局就以&lt;b&gt;跳&lt;/b&gt;结束。结束这一局的点牌（即最后连续领出的那一串点牌）不再逐张收钱；而是把每笔结算支付乘以跳的倍数，再乘以这串点牌的价值。</translation>
        </message>
        <message>
            <source>In this game, use the buttons in the session panel: &lt;i&gt;Declare Gobah&lt;/i&gt; or &lt;i&gt;One last deal&lt;/i&gt;. The panel counts the Gobah deals still to come.</source>
            <translation>在本游戏中，使用牌局面板里的按钮：&lt;i&gt;宣布果巴&lt;/i&gt;或&lt;i&gt;最后一局&lt;/i&gt;。面板上会显示还剩几局果巴。</translation>
        </message>
        <message>
            <source>Instead of one tile, the leader may lead several tiles that belong together. The others must then play the same number of tiles, and only a combination of the right kind can beat it.</source>
            <translation>领牌者也可以不出单张，而把几张成套的牌一起领出。其他人必须打出同样张数的牌，而只有同类的组合才能压过它。</translation>
        </message>
        <message>
            <source>Jump factor</source>
            <translation>跳的倍数</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>跳</translation>
        </message>
        <message>
            <source>Mixed chiefs</source>
            <translation>混合首</translation>
        </message>
        <message>
            <source>Mixed ministers</source>
            <translation>混合相</translation>
        </message>
        <message>
            <source>Mixed ministers, at most</source>
            <translation>混合相最多</translation>
        </message>
        <message>
            <source>Mother and son</source>
            <translation>母子</translation>
        </message>
        <message>
            <source>Mother and son led together are always a point, worth one. When they are points in their own right as well, that lead is worth three: each of the two tiles counts, and so does the pair.</source>
            <translation>母和子一起领出时总是算一个点牌，价值1点。如果它们本身也是点牌，这次领出就价值3点：两张牌各算一点，这一对再算一点。</translation>
        </message>
        <message>
            <source>Old table habits, each turned on or off for the session. By tradition, each player keeps the stacks they win in a row on their left.</source>
            <translation>传统的牌桌习俗，每项都可以为本牌局开启或关闭。按传统，每位玩家把赢得的摞排成一行放在自己左边。</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>预兆</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>通行证</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>Points from the dice</source>
            <translation>骰子定点牌</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>重新发牌</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Seating</source>
            <translation>排座</translation>
        </message>
        <message>
            <source>Seats and the first starter</source>
            <translation>座位和第一局首家</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>象雄 / pagat（标准）</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>简化通行证</translation>
        </message>
        <message>
            <source>Sky: four of each tile</source>
            <translation>天牌组：每种四张</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>起始筹码</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>The chart lists each suit from its highest rank down. Tiles in the same row of a suit are equal in rank: the three sisters are equal, so are the four people tiles, and in the earth suit the two tiles of a row (the two nines, for example) are equal too.</source>
            <translation>下表按等级从高到低列出每个牌组。同一牌组中同一行的牌等级相同：三种姐妹等级相同，四种人也一样；地牌组中同一行的两种牌（例如两种九）也彼此相等。</translation>
        </message>
        <message>
            <source>The complete horse</source>
            <translation>全马</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>发牌</translation>
        </message>
        <message>
            <source>The mare</source>
            <translation>母马</translation>
        </message>
        <message>
            <source>The mare and the stallion led together as four tiles. It beats nothing and cannot be beaten. It holds a mother and a son, yet it is not a point.</source>
            <translation>母马和公马一起作为四张领出。它压不过任何牌，也没有牌能压过它。它里面有母和子，但不算点牌。</translation>
        </message>
        <message>
            <source>The mother and the son led together. They beat nothing, but once led nobody can beat them, and they count as a point: each opponent without a passport pays the leader a chip.</source>
            <translation>母和子一起领出。它们压不过任何牌，但一旦领出，谁也压不过，而且算一个点牌：每个没有通行证的对手付给领出者一个筹码。</translation>
        </message>
        <message>
            <source>The options chosen for the session in play. The sections below explain each one.</source>
            <translation>当前牌局所选的选项。下面各节逐一解释。</translation>
        </message>
        <message>
            <source>The play</source>
            <translation>出牌</translation>
        </message>
        <message>
            <source>The stallion</source>
            <translation>公马</translation>
        </message>
        <message>
            <source>The starter leads a single tile or a combination, face up. Then each other player in turn, clockwise, plays exactly as many tiles:</source>
            <translation>首家亮开领出一张单牌或一个组合。然后其他玩家按顺时针依次出同样张数的牌：</translation>
        </message>
        <message>
            <source>The tiles are shuffled face down and built into eight towers, each two tiles wide and four high, two towers in front of every player. The player opposite the starter points at a tower and throws the dice. The throw names the points and also the taker: count clockwise from the thrower, who counts as one, up to the total. That player picks up the chosen tower; then the towers go round clockwise, one per player and each next seat taking the next tower, twice round, until everyone holds 16 tiles. The dice stay on the table showing the points.</source>
            <translation>牌扣着洗匀后砌成八座塔，每座两张宽、四张高，每位玩家面前两座。首家对面的玩家指定一座塔并掷骰子。掷出的点数既决定点牌，也决定谁先拿牌：从掷骰者开始（掷骰者算一）顺时针数到点数。数到的玩家拿起指定的那座塔；然后按顺时针方向轮流，每人依次拿下一座，转两圈，直到每人都有16张牌。骰子留在桌上，显示点牌。</translation>
        </message>
        <message>
            <source>There is no need to follow suit. When all four have played, the play on top wins: its player takes the pile as one stack for each tile led and leads next. A deal always has 16 stacks.</source>
            <translation>不必跟同一牌组的牌。四家都出完后，最上面的牌赢：出这手牌的玩家把这叠牌收走，领出几张就算几摞，然后由他领出下一墩。一局总共16摞。</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>本桌规则</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>天九</translation>
        </message>
        <message>
            <source>Tien Gow: the rules</source>
            <translation>天九规则</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>牌与牌组</translation>
        </message>
        <message>
            <source>To beat a single tile you need a tile of its &lt;b&gt;own suit&lt;/b&gt; that ranks &lt;b&gt;higher&lt;/b&gt;. An equal tile does not beat, and a sky tile can never beat an earth tile, nor the other way round. So a &lt;span class='tile'&gt;5-3&lt;/span&gt; falls only to a nine (&lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt;), never to the &lt;span class='tile'&gt;6-6&lt;/span&gt;, which is sky, and never to the other eight, &lt;span class='tile'&gt;6-2&lt;/span&gt;, which is only equal.</source>
            <translation>要压过一张单牌，需要&lt;b&gt;同一牌组&lt;/b&gt;中等级&lt;b&gt;更高&lt;/b&gt;的牌。等级相同的牌压不过，天牌组的牌永远压不过地牌组的牌，反过来也一样。所以&lt;span class='tile'&gt;5-3&lt;/span&gt;只有九（&lt;span class='tile'&gt;6-3&lt;/span&gt;或&lt;span class='tile'&gt;5-4&lt;/span&gt;）才能压过；&lt;span class='tile'&gt;6-6&lt;/span&gt;属于天牌组，压不过它；另一种八&lt;span class='tile'&gt;6-2&lt;/span&gt;与它等级相同，也压不过。</translation>
        </message>
        <message>
            <source>Two to four earth tiles of the same rank, alike or not: a seven and a seven, or both nines. Only a set of the same size and a higher rank beats them.</source>
            <translation>两到四张等级相同的地牌组牌，同种或不同种都可以：七加七，或两种九。只有张数相同且等级更高的组合才能压过。</translation>
        </message>
        <message>
            <source>Two, three or four copies of the &lt;b&gt;same&lt;/b&gt; sky tile. Only the same number of copies of a higher sky tile beats them. Three sisters that are not all alike are no combination at all.</source>
            <translation>两张、三张或四张&lt;b&gt;相同&lt;/b&gt;的天牌组牌。只有张数相同、等级更高的相同天牌组牌才能压过。三张不完全相同的姐妹根本不算组合。</translation>
        </message>
        <message>
            <source>Uniting mother and son</source>
            <translation>母子相认</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer however you like, then set them back to show the points.</source>
            <translation>拿不准出什么？掷一下骰子，结果随你怎么解读，然后把骰子摆回显示点牌。</translation>
        </message>
        <message>
            <source>When the mother and the son are not points, a player holding a mother but no son may show it, looking for a son; any player holding a son may answer (and the same the other way round). Each of the two throws one die, and the higher throw takes both tiles. The player left with 15 tiles then throws both dice, and the one with 17 gives back the tile they name, or an equal earth tile. If the dice name a mother, a son, a point or a tile the giver lacks, they are thrown again.</source>
            <translation>母和子不是点牌时，有母没子的玩家可以亮出母牌寻找子；有子的玩家都可以应答（反过来也一样）。两人各掷一颗骰子，点数大的拿走这两张牌。剩15张牌的玩家再掷两颗骰子，有17张牌的玩家要把骰子所示的牌还给他，或给一张同等级的地牌组牌。如果骰子掷出的是母、子、点牌或给牌者没有的牌，就重掷。</translation>
        </message>
        <message>
            <source>Whoever is dealt all four &lt;span class='tile'&gt;6-6&lt;/span&gt;, when they are not points, shows them to the table and keeps them. Everyone now knows where they are.</source>
            <translation>摸到全部四张&lt;span class='tile'&gt;6-6&lt;/span&gt;的玩家，如果它们不是点牌，要向全桌亮出后再收回。这样大家都知道它们在谁手里。</translation>
        </message>
        <message>
            <source>With a factor of 2 and a final run of points worth 3, the settlement counts six times over: a player with a single stack pays 5 × 6 = 30 chips. A deal has at most six points (four from the dice, two mother-and-son pairs), so a factor of 2 multiplies by twelve at most.</source>
            <translation>倍数为2、最后一串点牌价值3点时，结算按六倍计算：只拿了一摞的玩家要付5 × 6 = 30个筹码。一局最多有六个点（骰子定的四张，加两对母子），所以倍数为2时最多乘以十二。</translation>
        </message>
        <message>
            <source>Without a jump, the settlement always brings the winner two chips more than the number of stacks they took.</source>
            <translation>没有跳的话，结算后赢家所得总是比他拿到的摞数多两个筹码。</translation>
        </message>
        <message>
            <source>a lead mixing sky and earth ministers has at most {n} tiles.</source>
            <translation>天地混合的相，一次最多领出{n}张。</translation>
        </message>
        <message>
            <source>a passport places no limits on leads; it still frees its holder from paying.</source>
            <translation>通行证对领牌没有限制；持有者仍然免于付钱。</translation>
        </message>
        <message>
            <source>a sky kind: its four copies;</source>
            <translation>天牌组的一种牌：同种的四张；</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>允许</translation>
        </message>
        <message>
            <source>an earth kind: every earth tile of the same rank, both kinds of it;</source>
            <translation>地牌组的一种牌：等级相同的所有地牌组牌，两种都算；</translation>
        </message>
        <message>
            <source>beats both</source>
            <translation>压过前两手</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>压过它</translation>
        </message>
        <message>
            <source>beats it: one sky, two earth</source>
            <translation>压过它：一天两地</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>鸟</translation>
        </message>
        <message>
            <source>charity is {state}.</source>
            <translation>施舍：{state}。</translation>
        </message>
        <message>
            <source>compulsory beating is on: a player who can beat the trick must.</source>
            <translation>强制压牌已开启：能压过这一墩的玩家必须压。</translation>
        </message>
        <message>
            <source>does not: wrong mixture</source>
            <translation>压不过：天地搭配不对</translation>
        </message>
        <message>
            <source>double mare</source>
            <translation>双母马</translation>
        </message>
        <message>
            <source>double stallion</source>
            <translation>双公马</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>地首（九）</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>地相（八）</translation>
        </message>
        <message>
            <source>earth: both eights</source>
            <translation>地牌组：两种八</translation>
        </message>
        <message>
            <source>everyone starts with {n} chips. </source>
            <translation>每人起始{n}个筹码。 </translation>
        </message>
        <message>
            <source>exactly six: nothing changes hands;</source>
            <translation>正好六摞：不收不付；</translation>
        </message>
        <message>
            <source>exchanging hands</source>
            <translation>交换手牌</translation>
        </message>
        <message>
            <source>exchanging seats</source>
            <translation>换座位</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>扣着</translation>
        </message>
        <message>
            <source>fewer than six stacks: pay the winner the difference (two stacks pay four);</source>
            <translation>不足六摞：差几摞就付给赢家几个筹码（两摞付四个）；</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>五（猫头鹰）</translation>
        </message>
        <message>
            <source>formal</source>
            <translation>正式</translation>
        </message>
        <message>
            <source>formal, by the dice and the time of day</source>
            <translation>正式，按骰子和时辰</translation>
        </message>
        <message>
            <source>full rules 1 to 4</source>
            <translation>完整规则第1至4条</translation>
        </message>
        <message>
            <source>hint from the dice</source>
            <translation>掷骰求提示</translation>
        </message>
        <message>
            <source>informal</source>
            <translation>非正式</translation>
        </message>
        <message>
            <source>informal, by two counts of the dice</source>
            <translation>非正式，骰子数两轮</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>喇嘛</translation>
        </message>
        <message>
            <source>led</source>
            <translation>领出</translation>
        </message>
        <message>
            <source>more than six: the winner pays one chip for each stack above six.</source>
            <translation>超过六摞：每多一摞，赢家付一个筹码。</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>母</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>母子</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>母找子</translation>
        </message>
        <message>
            <source>nobody is forced to beat.</source>
            <translation>不强制压牌。</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>not allowed</source>
            <translation>不允许</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>off: no limits on leads</source>
            <translation>关闭：领牌不受限制</translation>
        </message>
        <message>
            <source>omens</source>
            <translation>预兆</translation>
        </message>
        <message>
            <source>on</source>
            <translation>开启</translation>
        </message>
        <message>
            <source>one sky, two earth</source>
            <translation>一天两地</translation>
        </message>
        <message>
            <source>people</source>
            <translation>人</translation>
        </message>
        <message>
            <source>re-deals are {state}.</source>
            <translation>重新发牌：{state}。</translation>
        </message>
        <message>
            <source>seating is {mode}.</source>
            <translation>排座方式为{mode}。</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>七</translation>
        </message>
        <message>
            <source>simplified</source>
            <translation>简化</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>姐妹</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>天首</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>天相</translation>
        </message>
        <message>
            <source>sky: four chiefs</source>
            <translation>天牌组：四张天首</translation>
        </message>
        <message>
            <source>son</source>
            <translation>子</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>子找母</translation>
        </message>
        <message>
            <source>son: mothers and sons</source>
            <translation>子：所有母和子</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>全马</translation>
        </message>
        <message>
            <source>the full passport rules 1 to 4 apply.</source>
            <translation>采用完整的通行证规则第1至4条。</translation>
        </message>
        <message>
            <source>the jump factor is {factor}: a jump multiplies the settlement by {factor} times the value of the final points.</source>
            <translation>跳的倍数为{factor}：跳时结算乘以{factor}，再乘以收尾那串点牌的价值。</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>母马</translation>
        </message>
        <message>
            <source>the mother or the son: both mothers and both sons.</source>
            <translation>母或子：两张母和两张子。</translation>
        </message>
        <message>
            <source>the simplified passport rule applies.</source>
            <translation>采用简化通行证规则。</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>公马</translation>
        </message>
        <message>
            <source>two eights beat them</source>
            <translation>两张八压过它们</translation>
        </message>
        <message>
            <source>two nines beat both</source>
            <translation>两种九压过前两手</translation>
        </message>
        <message>
            <source>two sevens</source>
            <translation>两张七</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>无人能压</translation>
        </message>
        <message>
            <source>uniting mother and son is {state}.</source>
            <translation>母子相认：{state}。</translation>
        </message>
        <message>
            <source>{n} chips each</source>
            <translation>每人{n}个筹码</translation>
        </message>
        <message>
            <source>{n} tiles</source>
            <translation>{n}张</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <source>AI · %1</source>
            <translation>电脑 · %1</translation>
        </message>
        <message>
            <source>PASSPORT</source>
            <translation>通行证</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>轮到你</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>example</source>
            <translation>示例</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>holds a passport: pays nothing more this deal</source>
            <translation>持有通行证：这一局不用再付筹码</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>中等</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>全知</translation>
        </message>
        <message>
            <source>player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>思考中</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>思考中…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>该出牌</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>调校版</translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
    </context>
    <context>
        <name>Seating</name>
        <message>
            <source>After noon: the lowest throw sits East, then South, West and North.</source>
            <translation>下午：点数最小的坐东，然后依次是南、西、北。</translation>
        </message>
        <message>
            <source>After noon: you stay {seat}; clockwise from there the throws go up.</source>
            <translation>下午：你留在{seat}位；从那里顺时针，点数依次增大。</translation>
        </message>
        <message>
            <source>After noon: {name} stays {seat}; clockwise from there the throws go up.</source>
            <translation>下午：{name}留在{seat}位；从那里顺时针，点数依次增大。</translation>
        </message>
        <message>
            <source>Before noon: the highest throw sits East, then South, West and North.</source>
            <translation>上午：点数最大的坐东，然后依次是南、西、北。</translation>
        </message>
        <message>
            <source>Before noon: you stay {seat}; clockwise from there the throws go down.</source>
            <translation>上午：你留在{seat}位；从那里顺时针，点数依次减小。</translation>
        </message>
        <message>
            <source>Before noon: {name} stays {seat}; clockwise from there the throws go down.</source>
            <translation>上午：{name}留在{seat}位；从那里顺时针，点数依次减小。</translation>
        </message>
        <message>
            <source>East</source>
            <translation>东</translation>
        </message>
        <message>
            <source>Formal seating: everyone throws the dice for a seat.</source>
            <translation>正式排座：每人掷骰子决定座位。</translation>
        </message>
        <message>
            <source>North</source>
            <translation>北</translation>
        </message>
        <message>
            <source>South</source>
            <translation>南</translation>
        </message>
        <message>
            <source>West</source>
            <translation>西</translation>
        </message>
        <message>
            <source>You demand an exchange of seats: everyone throws the dice.</source>
            <translation>你要求换座位：每人掷骰子。</translation>
        </message>
        <message>
            <source>You sit East and start the first deal.</source>
            <translation>你坐东位，第一局由你先出。</translation>
        </message>
        <message>
            <source>You start the next deal, in your new seat.</source>
            <translation>下一局由你在新座位上先出。</translation>
        </message>
        <message>
            <source>{names} tie at {total}: they throw again.</source>
            <translation>{names}同为{total}点：重掷。</translation>
        </message>
        <message>
            <source>{name}
{seat}</source>
            <translation>{name}
{seat}</translation>
        </message>
        <message>
            <source>{name} demands an exchange of seats: everyone throws the dice.</source>
            <translation>{name}要求换座位：每人掷骰子。</translation>
        </message>
        <message>
            <source>{name} sits East and starts the first deal.</source>
            <translation>{name}坐东位，第一局由其先出。</translation>
        </message>
        <message>
            <source>{name} starts the next deal, in the new seat.</source>
            <translation>下一局由{name}在新座位上先出。</translation>
        </message>
        <message>
            <source>{name}: {a} + {b} = {total}</source>
            <translation>{name}：{a} + {b} = {total}</translation>
        </message>
        <message>
            <source>{name}: {before}, then {total}</source>
            <translation>{name}：{before}，然后{total}</translation>
        </message>
        <message>
            <source>{seat}: {name}</source>
            <translation>{seat}：{name}</translation>
        </message>
    </context>
    <context>
        <name>SessionEndDialog</name>
        <message>
            <source>A player ran out of chips.</source>
            <translation>有玩家筹码输光了。</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>筹码</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>每局后的筹码</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>已打局数：{n}</translation>
        </message>
        <message>
            <source>Final chips</source>
            <translation>最终筹码</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>新牌局</translation>
        </message>
        <message>
            <source>No Gobah deal was played, so the omens have nothing to say.</source>
            <translation>一局果巴都没打，预兆无从说起。</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>预兆</translation>
        </message>
        <message>
            <source>One player took all sixteen tricks and every chip.</source>
            <translation>有一位玩家拿下全部十六墩，赢走了所有筹码。</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Tashi Gobah, the last deal, has been played.</source>
            <translation>最后一局扎西果巴已经打完。</translation>
        </message>
        <message>
            <source>The players stopped here.</source>
            <translation>玩家在此结束了牌局。</translation>
        </message>
        <message>
            <source>The session is over</source>
            <translation>牌局结束</translation>
        </message>
        <message>
            <source>Won or lost</source>
            <translation>输赢</translation>
        </message>
        <message>
            <source>{name} won Tashi Gobah, the very last deal: the best of luck is on the way.</source>
            <translation>{name}赢了最后一局扎西果巴：好运就要来了。</translation>
        </message>
        <message>
            <source>{name} won none of the Gobah deals: the omens warn of bad luck ahead.</source>
            <translation>{name}一局果巴也没赢：预兆显示将有霉运。</translation>
        </message>
        <message>
            <source>{name} won {n} of the Gobah deals: a lucky sign.</source>
            <translation>{name}赢了{n}局果巴：吉兆。</translation>
        </message>
    </context>
    <context>
        <name>SessionPanel</name>
        <message>
            <source>%1 chips each</source>
            <translation>每人%1个筹码</translation>
        </message>
        <message>
            <source>AI, %1</source>
            <translation>电脑，%1</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>在座玩家</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>每局后的筹码</translation>
        </message>
        <message>
            <source>Click tiles of your hand to choose them, then a button in the bar below the table (or press Enter). H asks for a hint, Ctrl+Z takes a move back, F1 shows the rules. The chips of each deal are charted here once the first deal is over.</source>
            <translation>点击手牌中的牌来选择，然后点击牌桌下方栏中的按钮（或按Enter）。H键求提示，Ctrl+Z撤销一步，F1显示规则。第一局结束后，这里会以图表显示每局的筹码。</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>已打局数：{n}</translation>
        </message>
        <message>
            <source>Declare Gobah</source>
            <translation>宣布果巴</translation>
        </message>
        <message>
            <source>F9 shows or hides this panel, F11 fills the screen, Ctrl+plus and Ctrl+minus change the size of your tiles (Ctrl+0: the usual size).</source>
            <translation>F9显示或隐藏此面板，F11全屏，Ctrl+加号和Ctrl+减号调整牌的大小（Ctrl+0：默认大小）。</translation>
        </message>
        <message>
            <source>Five more deals, the last of them Tashi Gobah</source>
            <translation>再打五局，最后一局为扎西果巴</translation>
        </message>
        <message>
            <source>Gobah not declared: play on as long as you like.</source>
            <translation>未宣布果巴：想打多久就打多久。</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>玩法</translation>
        </message>
        <message>
            <source>One last deal
(Tashi Gobah)</source>
            <translation>最后一局
（扎西果巴）</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>牌局</translation>
        </message>
        <message>
            <source>Short of time: the next deal ends the session</source>
            <translation>时间不够：下一局结束后牌局结束</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>起始筹码</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>牌局已结束。</translation>
        </message>
        <message>
            <source>custom rules</source>
            <translation>自定义规则</translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Average place</source>
            <translation>平均名次</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>筹码</translation>
        </message>
        <message>
            <source>Chips per deal</source>
            <translation>每局筹码</translation>
        </message>
        <message>
            <source>Chips won over time, deal by deal</source>
            <translation>赢得的筹码随时间的变化，逐局显示</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>局数</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held. Jumps and sweeps go to the winner of the last trick; a passport to every seat that ended with one.</source>
            <translation>每个电脑难度按它坐过的每个座位各计一次。跳和通吃记在赢得最后一墩的玩家名下；通行证记在结束时持有通行证的每个座位名下。</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are the deals' scores. An emperor who plays alone wins as the emperor; the places run from 1, the first out.</source>
            <translation>每个电脑难度按它坐过的每个座位各计一次；筹码即各局的得分。皇帝一打四获胜也算作当皇帝获胜；名次从1算起，第1名是头家。</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are those won in the deal.</source>
            <translation>每个电脑难度按它坐过的每个座位各计一次；筹码是该局中赢得的筹码。</translation>
        </message>
        <message>
            <source>Every game (chips only)</source>
            <translation>所有游戏（仅筹码）</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>跳</translation>
        </message>
        <message>
            <source>Last tricks</source>
            <translation>赢最后一墩</translation>
        </message>
        <message>
            <source>No finished deal is recorded yet.</source>
            <translation>还没有记录任何已完成的对局。</translation>
        </message>
        <message>
            <source>Passports</source>
            <translation>通行证</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <source>Statistics of the recorded deals</source>
            <translation>已记录对局的统计</translation>
        </message>
        <message>
            <source>Sweeps</source>
            <translation>通吃</translation>
        </message>
        <message>
            <source>Won as emperor</source>
            <translation>当皇帝获胜</translation>
        </message>
        <message>
            <source>Won as farmer</source>
            <translation>当平民获胜</translation>
        </message>
        <message>
            <source>Won as protector</source>
            <translation>当保子获胜</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>{level}电脑</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>&amp;Blue</source>
            <translation>蓝色(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Felt</source>
            <translation>绒布(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Green</source>
            <translation>绿色(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>高对比度(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Plum</source>
            <translation>梅紫(&amp;P)</translation>
        </message>
        <message>
            <source>Indigo with &amp;lotus</source>
            <translation>靛蓝配莲花(&amp;L)</translation>
        </message>
        <message>
            <source>Maroon with endless &amp;knot</source>
            <translation>褐红配吉祥结(&amp;K)</translation>
        </message>
        <message>
            <source>Tile &amp;backs</source>
            <translation>牌背(&amp;B)</translation>
        </message>
    </context>
    <context>
        <name>TienGowRecap</name>
        <message>
            <source>Chips</source>
            <translation>筹码</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>这一局结束了</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>这一局结束了。</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>本局</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>墩数</translation>
        </message>
    </context>
    <context>
        <name>TienGowRules</name>
        <message>
            <source>%1 at the table, %2 playing each deal, %3 tiles each</source>
            <translation>桌上%1人，每局%2人上场，每人%3张</translation>
        </message>
        <message>
            <source>%1 chips each</source>
            <translation>每人%1个筹码</translation>
        </message>
        <message>
            <source>%1 players, %2 tiles each</source>
            <translation>%1名玩家，每人%2张</translation>
        </message>
        <message>
            <source>1 red pip</source>
            <translation>1个红点</translation>
        </message>
        <message>
            <source>24 tiles: no 5-1, with the nines and the supreme pair</source>
            <translation>24张：文牌去掉5-1，加两张九和至尊</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the nines</source>
            <translation>24张：文牌加两张九</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>24张：文牌加至尊</translation>
        </message>
        <message>
            <source>30 tiles, without the supreme pair</source>
            <translation>30张，去掉至尊</translation>
        </message>
        <message>
            <source>6 red pips</source>
            <translation>6个红点</translation>
        </message>
        <message>
            <source>8 red pips</source>
            <translation>8个红点</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the supreme pair;</source>
            <translation>&lt;b&gt;24张&lt;/b&gt;：22张文牌加至尊；</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the two nines;</source>
            <translation>&lt;b&gt;24张&lt;/b&gt;：22张文牌加两张九；</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the civil tiles without both 5-1, with the nines and the supreme pair.</source>
            <translation>&lt;b&gt;24张&lt;/b&gt;：文牌去掉两张玲珑六（5-1），加上杂九和至尊。</translation>
        </message>
        <message>
            <source>&lt;b&gt;30 tiles&lt;/b&gt;: the whole set without the supreme pair;</source>
            <translation>&lt;b&gt;30张&lt;/b&gt;：整副牌去掉至尊；</translation>
        </message>
        <message>
            <source>A civil tile with a military tile of its match: Heaven with a nine, Earth with an eight, Man with a seven, Harmony with a five. They rank in that order; either military tile of the total will do, and both make the same pair. A mixed pair falls only to a higher mixed pair.</source>
            <translation>一张文牌配一张与之相配的武牌：天配九，地配八，人配七，和配五。大小依此顺序；两张同点数的武牌用哪张都行，组成的对子一样大。文武对只能被更大的文武对压过。</translation>
        </message>
        <message>
            <source>A set has 32 tiles: the 21 throws of two dice, some of them twice. They form two suits. The &lt;b&gt;civil&lt;/b&gt; suit has eleven kinds, two of each (22 tiles), and every one of them has a rank of its own. The &lt;b&gt;military&lt;/b&gt; suit has ten kinds, one of each (10 tiles), ranked by their pips: the two nines are equal, and so are the two eights, the two sevens and the two fives.</source>
            <translation>一副牌共32张，是两颗骰子掷出的21种点子组合，其中一些各有两张。牌分两个牌组。&lt;b&gt;文牌&lt;/b&gt;共十一种，每种两张（共22张），每一种都有自己的大小。&lt;b&gt;武牌&lt;/b&gt;共十种，每种一张（共10张），按点数论大小：两张九点一样大，两张八点、两张七点、两张五点也各自一样大。</translation>
        </message>
        <message>
            <source>A single tile beats only a higher tile of &lt;b&gt;its own suit&lt;/b&gt;: a civil tile never beats a military tile, nor the other way round, and an equal tile never beats. Bagchen players take note: here every civil tile ranks apart, so &lt;span class='tile'&gt;3-3&lt;/span&gt; beats &lt;span class='tile'&gt;2-2&lt;/span&gt;.</source>
            <translation>单张只能被&lt;b&gt;同一牌组&lt;/b&gt;里更大的牌压过：文牌永远压不过武牌，武牌也压不过文牌，一样大的牌也压不过。玩过巴钦的请注意：这里每种文牌都各有大小，所以&lt;span class='tile'&gt;3-3&lt;/span&gt;能压过&lt;span class='tile'&gt;2-2&lt;/span&gt;。</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>另外</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>古牌</translation>
        </message>
        <message>
            <source>Any one tile. It falls only to a higher tile of the same suit.</source>
            <translation>任意一张牌。只有同一牌组里更大的牌才能压过它。</translation>
        </message>
        <message>
            <source>Civil: two of each tile</source>
            <translation>文牌：每种两张</translation>
        </message>
        <message>
            <source>Each can be chosen for a new session; its options can be changed on top.</source>
            <translation>开新牌局时可任选一种，还可以在其基础上再改选项。</translation>
        </message>
        <message>
            <source>Each other player in turn plays &lt;b&gt;as many tiles as were led&lt;/b&gt;. A play that beats the best so far goes face up and takes the lead of the trick; any other play goes &lt;b&gt;face down&lt;/b&gt; and can never win. Nobody has to follow suit and nobody has to beat.</source>
            <translation>其余玩家依次出&lt;b&gt;与领出张数相同&lt;/b&gt;的牌。能压过目前最大一手的牌亮开出，成为这一墩目前最大的牌；否则就&lt;b&gt;扣着&lt;/b&gt;出，永远赢不了这一墩。谁都不必跟同一牌组的牌，也不必压牌。</translation>
        </message>
        <message>
            <source>Earth and eight</source>
            <translation>地牌与杂八</translation>
        </message>
        <message>
            <source>Every payment between the winner and the banker is &lt;b&gt;doubled&lt;/b&gt;: when the banker wins, all three payments are.</source>
            <translation>赢家与庄家之间的每笔支付都&lt;b&gt;加倍&lt;/b&gt;：庄家赢时，三笔支付全部加倍。</translation>
        </message>
        <message>
            <source>Folk Tien Gow</source>
            <translation>民间天九</translation>
        </message>
        <message>
            <source>Folk payments</source>
            <translation>民间算法</translation>
        </message>
        <message>
            <source>Following and winning a trick</source>
            <translation>跟牌与赢墩</translation>
        </message>
        <message>
            <source>For two players, without hands. The leader turns up a tile from the woodpile and the other turns up one too: a higher tile of the same suit takes both and the lead, anything else leaves both with the leader. At the end the red pips of the captured tiles are counted, and the player with fewer pays the difference. Ones and fours are red, and half of Heaven's pips.</source>
            <translation>两人玩，不发手牌。领出者从牌墙翻开一张牌，另一人也翻开一张：同一牌组中更大的牌吃下两张并取得出牌权，否则两张都归领出者。最后数所吃牌上的红点，红点少的一方按差数支付。幺点和四点是红的，天牌的点子一半是红的。</translation>
        </message>
        <message>
            <source>For two players. Two rounds of eight tiles each are played as usual. Then each player takes back tiles from their own tricks, the oldest first, as many as the player with fewer won tiles has, up to eight, and play goes on. Whoever has no won tiles left loses.</source>
            <translation>两人玩。先照常打两轮，每轮每人八张。然后每人从自己赢的墩里把牌收回，从最早的墩收起，张数与赢牌较少的一方相同，最多八张，再接着打。谁赢的牌先用完谁就输。</translation>
        </message>
        <message>
            <source>Four players, 32 tiles and no combinations at all: only single tiles are led. It is said to be the oldest way of playing.</source>
            <translation>四人玩，32张牌，完全没有组合：只能领出单张。据说这是最古老的玩法。</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Harmony and five</source>
            <translation>和牌与杂五</translation>
        </message>
        <message>
            <source>Heaven and nine</source>
            <translation>天牌与杂九</translation>
        </message>
        <message>
            <source>Heaven beats it</source>
            <translation>天牌压过它</translation>
        </message>
        <message>
            <source>Heaven's quartet</source>
            <translation>天牌四张组</translation>
        </message>
        <message>
            <source>In the Chinese three-player game a pair may be led with any third tile, the kicker. Three tiles beat it only with a higher pair of the same category whose third tile also beats the kicker as a single would.</source>
            <translation>在中国的三人玩法里，可以领出一对带任意一张牌（带牌）。三张牌要压过它，必须是同类里更大的一对，并且第三张按单张来比也要压过所带的牌。</translation>
        </message>
        <message>
            <source>Leads</source>
            <translation>领出</translation>
        </message>
        <message>
            <source>Long threes</source>
            <translation>长三</translation>
        </message>
        <message>
            <source>Man and seven</source>
            <translation>人牌与杂七</translation>
        </message>
        <message>
            <source>Man's quartet</source>
            <translation>人牌四张组</translation>
        </message>
        <message>
            <source>Many people play Tien Gow with fewer tiles and simpler combinations. The same tiles beat each other in the same way; what changes is told here.</source>
            <translation>很多人玩天九时用的牌更少，组合也更简单。牌与牌之间的大小不变；下面只说不同之处。</translation>
        </message>
        <message>
            <source>Military: one of each tile</source>
            <translation>武牌：每种一张</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>老鼠搬家</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>挖天九</translation>
        </message>
        <message>
            <source>Not a lead</source>
            <translation>不能领出</translation>
        </message>
        <message>
            <source>Often four sit at the table but only three play: one player &lt;b&gt;rests&lt;/b&gt; each deal, in turn, and neither plays nor pays. Three may also play alone, and with 24 tiles four may play with six tiles each. With 30 tiles, three players get ten tiles each.</source>
            <translation>常常是四人上桌、三人打牌：每局轮流有一人&lt;b&gt;轮空&lt;/b&gt;，不出牌也不付钱。也可以只有三个人玩；用24张牌时，四个人也可以每人六张来玩。用30张牌时，三人各拿十张。</translation>
        </message>
        <message>
            <source>One player is the &lt;b&gt;banker&lt;/b&gt;. In the first deal the dice choose them: the thrower counts the total round the table starting with themself. After that, the winner of a deal is the banker of the next.</source>
            <translation>有一位玩家做&lt;b&gt;庄家&lt;/b&gt;。第一局由掷骰子决定：掷骰的人从自己数起，绕桌按点数数到谁就是谁。之后，每局的赢家做下一局的庄家。</translation>
        </message>
        <message>
            <source>Options of some tables</source>
            <translation>部分牌桌的规则</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>自选规则</translation>
        </message>
        <message>
            <source>Other choices</source>
            <translation>其他选择</translation>
        </message>
        <message>
            <source>Other games with these tiles</source>
            <translation>用这副牌的其他游戏</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Red mallet sixes, the lowest</source>
            <translation>玲珑六，最小</translation>
        </message>
        <message>
            <source>Smaller sets</source>
            <translation>张数较少的玩法</translation>
        </message>
        <message>
            <source>Some play a trade after the deal: everyone shows at once, with a tile laid face down, whether they will play. If nobody does, the tiles are dealt again; if one does, that player wins at once; if several do, only they play and settle. How the players pay is not known for sure: here each other player pays a single declarer one chip.</source>
            <translation>有人在发牌后加一轮叫牌：大家同时各扣下一张牌来表示打不打。如果没人打，就重新发牌；只有一人打，此人直接获胜；有几人打，就只由他们打牌并结算。具体怎么付钱并不确定：这里由其他每位玩家各付给唯一的叫牌者一个筹码。</translation>
        </message>
        <message>
            <source>Some tables let the leader put down two pairs of the same category at once. Two pairs of that category beat them when their higher pair is higher than the higher pair led.</source>
            <translation>有的牌桌允许领出者一次打出同类的两对。要压过它们，须是同类的两对，且其中较大的一对比所领出的较大一对更大。</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>起始筹码</translation>
        </message>
        <message>
            <source>The Chinese game</source>
            <translation>中国玩法</translation>
        </message>
        <message>
            <source>The Chinese trick game of the 32 dice-throw tiles from which Bagchen descends: four players, each for themselves, eight tiles each. Play goes counter-clockwise.</source>
            <translation>巴钦的源头——用32张骰子牌玩的中国吃墩游戏：四人各自为战，每人八张。逆时针出牌。</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>The banker and the woodpile</source>
            <translation>庄家和牌墙</translation>
        </message>
        <message>
            <source>The banker shuffles the tiles face down and builds the &lt;b&gt;woodpile&lt;/b&gt;: a row of eight stacks of four. The banker takes the first and the fifth stack, the next player the second and the sixth, and so on, so that everyone has eight tiles. The banker leads to the first trick.</source>
            <translation>庄家把牌扣着洗好，砌成&lt;b&gt;牌墙&lt;/b&gt;：一排八摞，每摞四张。庄家拿第一摞和第五摞，下家拿第二摞和第六摞，依此类推，每人八张。第一墩由庄家领出。</translation>
        </message>
        <message>
            <source>The banker's payments</source>
            <translation>庄家的支付</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank, four tiles. It falls only to a higher quartet; Heaven's quartet is never beaten.</source>
            <translation>同一相配等级的文对和武对，共四张。只有更大的四张组才能压过它；天牌四张组永远不会被压过。</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>一局的结束</translation>
        </message>
        <message>
            <source>The folk game pays simply: each loser gives the winner of the last trick one chip. Some count one point a trick and five for the last; others look only at who took the most tricks.</source>
            <translation>民间玩法算得简单：每个输家付给赢得最后一墩的人一个筹码。有人每墩算一分、最后一墩算五分；也有人只看谁赢的墩最多。</translation>
        </message>
        <message>
            <source>The games to choose from</source>
            <translation>可选的玩法</translation>
        </message>
        <message>
            <source>The leader plays a single tile or one of the combinations below, always face up. Nothing else may be led together.</source>
            <translation>领出者出一张单牌或下面的某种组合，总是亮开出。别的都不能一起领出。</translation>
        </message>
        <message>
            <source>The six &lt;span class='tile'&gt;4-2&lt;/span&gt; and the three &lt;span class='tile'&gt;2-1&lt;/span&gt;, the two military tiles without a partner, together make the supreme pair. Nothing can beat it, but it beats nothing either: it is only good for leading. Some tables let it beat any other pair.</source>
            <translation>&lt;span class='tile'&gt;4-2&lt;/span&gt;（二四）和&lt;span class='tile'&gt;2-1&lt;/span&gt;（丁三）这两张没有搭档的武牌合在一起就是至尊。什么牌都压不过它，但它也压不过任何牌：只能用来领出。有的牌桌让它能压过其他任何对子。</translation>
        </message>
        <message>
            <source>The tiles are played out in tricks, a single tile or a combination at a time. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner wins the deal and is paid by the others, who pay less the more tricks they took.</source>
            <translation>牌以墩为单位打出，每次一张或一个组合。最要紧的是&lt;b&gt;赢得最后一墩&lt;/b&gt;：谁赢最后一墩谁就赢这一局，其他人付钱给他，自己赢的墩越多付得越少。</translation>
        </message>
        <message>
            <source>The trade</source>
            <translation>叫牌</translation>
        </message>
        <message>
            <source>The two copies of one civil tile. A civil pair ranks as its tile and falls only to a higher civil pair.</source>
            <translation>同一种文牌的两张。文对的大小与单张相同，只有更大的文对才能压过。</translation>
        </message>
        <message>
            <source>The two military tiles of the same total. There are four: nines above eights above sevens above fives. A military pair falls only to a higher military pair.</source>
            <translation>点数相同的两张武牌。共有四对：杂九大于杂八，杂八大于杂七，杂七大于杂五。武对只有更大的武对才能压过。</translation>
        </message>
        <message>
            <source>The winner of the last trick wins the deal and becomes the banker. A player who has not won a single trick before it may not take a last trick led with one tile: they must play it face down.</source>
            <translation>赢得最后一墩的人赢这一局，并做下一局的庄家。在此之前一墩都没赢过的玩家，不能赢下以单张领出的最后一墩：必须把牌扣着出。</translation>
        </message>
        <message>
            <source>Then every other player settles with the winner, by the tricks they took:</source>
            <translation>然后其余每位玩家按自己赢的墩数与赢家结算：</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>本桌规则</translation>
        </message>
        <message>
            <source>Three players and 24 tiles: the civil tiles and the two nines. One die finds the banker every deal, and the tiles are taken in stacks of four. Tiles rank by their pips, tricks are counted in tiles, and whoever gathers nine tiles wins; eighteen doubles the stakes and all 24 quadruple them. A banker who expects to lose may concede (&lt;i&gt;kan&lt;/i&gt;), and the others may challenge it (&lt;i&gt;lift&lt;/i&gt;), paying a fee if they then lose.</source>
            <translation>三人玩，24张牌：文牌加两张杂九。每局掷一颗骰子定庄家，每次拿四张一摞。牌按点数论大小，按张数计墩，谁先收满九张谁赢；收满十八张注加倍，24张全收则注翻四倍。庄家若估计要输可以&lt;i&gt;坎牌&lt;/i&gt;认输，其他人可以&lt;i&gt;掀牌&lt;/i&gt;挑战，掀了又输的要付罚金。</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank: the civil pair with one of its military tiles, or one civil tile with the military pair. A triplet falls only to a higher triplet of the same make-up: two civil tiles and one military only to two civil and one military.</source>
            <translation>同一相配等级的三张牌：文对加一张相配的武牌，或一张文牌加武对。三张组只能被组成相同的更大三张组压过：两文一武只能被两文一武压过。</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>天九</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>牌与牌组</translation>
        </message>
        <message>
            <source>To beat, a play must be of the same category and make-up and rank strictly higher. When everyone has played, the best play takes the trick, and its player leads next. A trick led with two tiles counts as two tricks, so a deal always has eight.</source>
            <translation>要压过，所出的牌必须类别相同、组成相同，并且严格更大。所有人出完后，最大的一手赢得这一墩，由其出牌者领出下一墩。两张领出的一墩算两墩，所以一局总是八墩。</translation>
        </message>
        <message>
            <source>Two combinations of three civil tiles join the game: the small straight and the big straight. The big beats the small, nothing beats the big, and a straight beats nothing else.</source>
            <translation>加入两种三张文牌的组合：小顺和大顺。大顺压小顺，没有牌能压过大顺，而顺子也压不过别的牌。</translation>
        </message>
        <message>
            <source>Two different civil tiles, two military tiles of different totals, and a civil tile with a military tile that is not its match are no combination.</source>
            <translation>两张不同的文牌、两张点数不同的武牌、一张文牌配一张不相配的武牌，都不算组合。</translation>
        </message>
        <message>
            <source>What may be led</source>
            <translation>可以领出什么</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>谁来打</translation>
        </message>
        <message>
            <source>With 24 tiles there are too few military tiles for mixed combinations: only pure pairs are played. In the set with the nines, the pair of nines plays the part of the supreme pair: nothing beats it and it beats nothing.</source>
            <translation>用24张牌时，武牌太少，组不成文武组合：只打纯对子。在带杂九的24张牌里，一对杂九充当至尊：什么都压不过它，它也压不过任何牌。</translation>
        </message>
        <message>
            <source>a civil single beats any military single</source>
            <translation>文牌单张压过任何武牌单张</translation>
        </message>
        <message>
            <source>a ladder: three tricks and more are paid</source>
            <translation>阶梯计分：三墩及以上才得钱</translation>
        </message>
        <message>
            <source>a nine and an eight</source>
            <translation>一张九和一张八</translation>
        </message>
        <message>
            <source>a pair of Heaven with Tiger's head</source>
            <translation>一对天牌带一张虎头</translation>
        </message>
        <message>
            <source>a player who can beat must beat;</source>
            <translation>能压必须压；</translation>
        </message>
        <message>
            <source>a point a trick, five for the last</source>
            <translation>每墩一分，最后一墩五分</translation>
        </message>
        <message>
            <source>a shut-out is paid double</source>
            <translation>全封（其他人一墩未得）付双倍</translation>
        </message>
        <message>
            <source>a winner who leaves all three others without a trick is paid double;</source>
            <translation>赢家若让其他三人一墩都没赢到，得双倍支付；</translation>
        </message>
        <message>
            <source>all 32 tiles</source>
            <translation>全部32张</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>压过它</translation>
        </message>
        <message>
            <source>beats it: Earth is above Plum flower</source>
            <translation>压过它：地牌大于梅花</translation>
        </message>
        <message>
            <source>big straight</source>
            <translation>大顺</translation>
        </message>
        <message>
            <source>classic: four less the tricks, five for none</source>
            <translation>经典：四减墩数，一墩没有付五</translation>
        </message>
        <message>
            <source>compulsory beating</source>
            <translation>强制压牌</translation>
        </message>
        <message>
            <source>conceding and lifting</source>
            <translation>坎牌与掀牌</translation>
        </message>
        <message>
            <source>doubled</source>
            <translation>加倍</translation>
        </message>
        <message>
            <source>doubled, and more with each deal won in a row</source>
            <translation>加倍，且连庄每多一局再加</translation>
        </message>
        <message>
            <source>each loser pays the winner one chip</source>
            <translation>每个输家付给赢家一个筹码</translation>
        </message>
        <message>
            <source>eights</source>
            <translation>杂八</translation>
        </message>
        <message>
            <source>equal: does not beat</source>
            <translation>一样大：压不过</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>扣着</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>杂五</translation>
        </message>
        <message>
            <source>four tricks: nothing;</source>
            <translation>四墩：不付；</translation>
        </message>
        <message>
            <source>in the small sets a civil single beats any military single.</source>
            <translation>用张数较少的牌时，文牌单张压过任何武牌单张。</translation>
        </message>
        <message>
            <source>led</source>
            <translation>领出</translation>
        </message>
        <message>
            <source>like everyone else</source>
            <translation>与其他人相同</translation>
        </message>
        <message>
            <source>military: cannot beat it</source>
            <translation>武牌：压不过它</translation>
        </message>
        <message>
            <source>more than four: the winner pays them one chip for each trick above four.</source>
            <translation>超过四墩：赢家按超出四墩的部分，每墩付给他们一个筹码。</translation>
        </message>
        <message>
            <source>nine tiles win, doubled at 18, quadrupled at 24</source>
            <translation>九张赢，十八张加倍，二十四张翻四倍</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>杂九</translation>
        </message>
        <message>
            <source>no last single trick without a trick won</source>
            <translation>未赢过墩不能以单张赢最后一墩</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>不相配</translation>
        </message>
        <message>
            <source>no trick: pay five chips;</source>
            <translation>一墩没有：付五个筹码；</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>无</translation>
        </message>
        <message>
            <source>one civil, two military</source>
            <translation>一文两武</translation>
        </message>
        <message>
            <source>one to three tricks: pay four less the tricks (one trick pays three);</source>
            <translation>一到三墩：付四减墩数（一墩付三）；</translation>
        </message>
        <message>
            <source>pair of Heaven, the highest</source>
            <translation>一对天牌，最大</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>杂七</translation>
        </message>
        <message>
            <source>single tiles only</source>
            <translation>只打单张</translation>
        </message>
        <message>
            <source>small straight</source>
            <translation>小顺</translation>
        </message>
        <message>
            <source>stacks 1 to 4, each of four tiles</source>
            <translation>第1至4摞，每摞四张</translation>
        </message>
        <message>
            <source>stacks 5 to 8</source>
            <translation>第5至8摞</translation>
        </message>
        <message>
            <source>the banker's payments grow with each deal the banker wins in a row;</source>
            <translation>庄家每连庄一局，他的支付就增加一些；</translation>
        </message>
        <message>
            <source>the difference of the red pips</source>
            <translation>红点之差</translation>
        </message>
        <message>
            <source>the most tricks win, one chip from each</source>
            <translation>墩数最多者赢，每人付一个筹码</translation>
        </message>
        <message>
            <source>the nines, supreme in the 24-tile set</source>
            <translation>杂九，在24张的牌里作至尊</translation>
        </message>
        <message>
            <source>the player left without won tiles pays</source>
            <translation>赢来的牌先用完的一方付钱</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>至尊</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair</source>
            <translation>至尊压过其他任何对子</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair;</source>
            <translation>至尊压过其他任何对子；</translation>
        </message>
        <message>
            <source>the trade</source>
            <translation>叫牌</translation>
        </message>
        <message>
            <source>two civil tiles</source>
            <translation>两张文牌</translation>
        </message>
        <message>
            <source>two civil, one military</source>
            <translation>两文一武</translation>
        </message>
        <message>
            <source>two players</source>
            <translation>两人</translation>
        </message>
    </context>
    <context>
        <name>TienGowWindow</name>
        <message>
            <source>%1 to play.</source>
            <translation>轮到%1出牌。</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>全屏(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>新牌局(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Rules of Tien Gow</source>
            <translation>天九规则(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>动画速度(&amp;S)</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>压牌</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>压过%1，或扣着出%2张牌。</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>提示：%1</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>提示：%1。</translation>
        </message>
        <message>
            <source>Kan: claim the deal</source>
            <translation>坎牌：宣布获胜</translation>
        </message>
        <message>
            <source>Kan: concede</source>
            <translation>坎牌：认输</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>领出</translation>
        </message>
        <message>
            <source>Lift</source>
            <translation>掀牌</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>下一局(&amp;X)</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>下一局（N）</translation>
        </message>
        <message>
            <source>No lift</source>
            <translation>不掀牌</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>扣牌</translation>
        </message>
        <message>
            <source>Play this deal</source>
            <translation>打这一局</translation>
        </message>
        <message>
            <source>Show &amp;all hands</source>
            <translation>显示所有手牌(&amp;A)</translation>
        </message>
        <message>
            <source>Sit this deal out</source>
            <translation>这一局不打</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>这一局结束了。</translation>
        </message>
        <message>
            <source>Your lead: select a single tile or a combination.</source>
            <translation>轮到你领出：选一张单牌或一个组合。</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>轮到你了。</translation>
        </message>
    </context>
    <context>
        <name>TileRow</name>
        <message>
            <source>; a point tile this deal</source>
            <translation>；本局的点牌</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>鸟</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>地首（九）</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>地相（八）</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>五（猫头鹰）</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>喇嘛</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>母</translation>
        </message>
        <message>
            <source>people</source>
            <translation>人</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>七</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>姐妹</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>天首</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>天相</translation>
        </message>
        <message>
            <source>son</source>
            <translation>子</translation>
        </message>
    </context>
    <context>
        <name>TimelineBar</name>
        <message>
            <source>Click or drag to go to any step of the deal</source>
            <translation>点击或拖动可跳到这一局的任意一步</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>
%2 chips this deal</source>
            <translation>
本局%2个筹码</translation>
        </message>
        <message numerus="yes">
            <source>
jump with %Ln point(s): payments ×%2</source>
            <translation>
                <numerusform>
跳（%Ln个点）：支付×%2</numerusform>
            </translation>
        </message>
        <message>
            <source>
the dice name %2</source>
            <translation>
骰子点出%2</translation>
        </message>
        <message>
            <source> (%2)</source>
            <translation>（%2）</translation>
        </message>
        <message numerus="yes">
            <source> (%Ln stack(s))</source>
            <translation>
                <numerusform>（%Ln摞）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> · %1 takes %Ln stack(s)</source>
            <translation>
                <numerusform> · %1拿%Ln摞</numerusform>
            </translation>
        </message>
        <message>
            <source> · passport rule %2</source>
            <translation> · 通行证规则%2</translation>
        </message>
        <message numerus="yes">
            <source> · you take %Ln stack(s)</source>
            <translation>
                <numerusform> · 你拿%Ln摞</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 accepts</source>
            <translation>%1接受</translation>
        </message>
        <message>
            <source>%1 asked not to be beaten and must now make the play.</source>
            <translation>%1喊了站牌，现在必须出牌。</translation>
        </message>
        <message>
            <source>%1 beats with %2</source>
            <translation>%1用%2压过</translation>
        </message>
        <message>
            <source>%1 can beat, so %1 must (compulsory beating).</source>
            <translation>%1能压，所以%1必须压（强制压牌）。</translation>
        </message>
        <message>
            <source>%1 chooses tower %2</source>
            <translation>%1选了第%2座塔</translation>
        </message>
        <message>
            <source>%1 does not hold %2.</source>
            <translation>%1手里没有%2。</translation>
        </message>
        <message>
            <source>%1 does not hold all of those cards.</source>
            <translation>%1手里并没有这些牌。</translation>
        </message>
        <message>
            <source>%1 does not hold that tile.</source>
            <translation>%1手里没有这张牌。</translation>
        </message>
        <message>
            <source>%1 does not lift</source>
            <translation>%1不掀牌</translation>
        </message>
        <message numerus="yes">
            <source>%1 finishes first, with %Ln chip(s).</source>
            <translation>
                <numerusform>%1以%Ln个筹码位列第一。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has already asked the others not to beat this play.</source>
            <translation>%1已经对这手牌喊过站牌了。</translation>
        </message>
        <message>
            <source>%1 has no play to ask the others not to beat.</source>
            <translation>%1没有可出的牌，不能站牌。</translation>
        </message>
        <message>
            <source>%1 has the lead and must play, not pass.</source>
            <translation>%1有出牌权，必须出牌，不能说“不要”。</translation>
        </message>
        <message>
            <source>%1 holds a high tile: no re-deal.</source>
            <translation>%1有大牌：不重新发牌。</translation>
        </message>
        <message>
            <source>%1 holds a passport and may not lead face down.</source>
            <translation>%1持有通行证，不能扣牌领出。</translation>
        </message>
        <message>
            <source>%1 holds both marked cards and may not play alone: the card goes on.</source>
            <translation>%1同时持有两张标记牌，但不能一打四：皇帝牌要传下去。</translation>
        </message>
        <message>
            <source>%1 is the banker</source>
            <translation>%1是庄家</translation>
        </message>
        <message>
            <source>%1 is winning</source>
            <translation>%1暂时最大</translation>
        </message>
        <message>
            <source>%1 is winning with %2</source>
            <translation>%1的%2暂时最大</translation>
        </message>
        <message>
            <source>%1 leads %2</source>
            <translation>%1领出%2</translation>
        </message>
        <message>
            <source>%1 leads %2: %3</source>
            <translation>%1领出%2：%3</translation>
        </message>
        <message>
            <source>%1 leads a tile face down</source>
            <translation>%1扣着领出一张牌</translation>
        </message>
        <message>
            <source>%1 leads a tile face down, naming %2</source>
            <translation>%1扣着领出一张牌，指定%2</translation>
        </message>
        <message>
            <source>%1 lifts</source>
            <translation>%1掀牌</translation>
        </message>
        <message>
            <source>%1 must be the emperor: %2.</source>
            <translation>%1必须做皇帝：%2。</translation>
        </message>
        <message>
            <source>%1 must give the highest cards held other than jokers: %2.</source>
            <translation>%1必须交出除王以外最大的牌：%2。</translation>
        </message>
        <message>
            <source>%1 needs %2 to accept.</source>
            <translation>%1要有%2才能接受。</translation>
        </message>
        <message>
            <source>%1 offers to exchange hands with %2</source>
            <translation>%1提议与%2交换手牌</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son</source>
            <translation>%1提议以母换子</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1过</translation>
        </message>
        <message numerus="yes">
            <source>%1 pays %2 %Ln chip(s)</source>
            <translation>
                <numerusform>%1付给%2 %Ln个筹码</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 plays</source>
            <translation>%1要打</translation>
        </message>
        <message numerus="yes">
            <source>%1 plays %Ln tile(s) face down</source>
            <translation>
                <numerusform>%1扣着出%Ln张牌</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 rests this deal</source>
            <translation>%1这一局轮空</translation>
        </message>
        <message>
            <source>%1 says kan</source>
            <translation>%1坎牌</translation>
        </message>
        <message>
            <source>%1 shows %2: mother looking for son</source>
            <translation>%1亮出%2：母找子</translation>
        </message>
        <message>
            <source>%1 shows %2: son looking for mother</source>
            <translation>%1亮出%2：子找母</translation>
        </message>
        <message>
            <source>%1 shows a hand with no high tile: re-deal</source>
            <translation>%1亮出没有大牌的手牌：重新发牌</translation>
        </message>
        <message>
            <source>%1 takes both tiles</source>
            <translation>%1吃下两张牌</translation>
        </message>
        <message>
            <source>%1 takes no part in this deal.</source>
            <translation>%1不参加这一局。</translation>
        </message>
        <message>
            <source>%1 takes stacks %2</source>
            <translation>%1拿第%2摞</translation>
        </message>
        <message>
            <source>%1 throws %2: %3 is the banker</source>
            <translation>%1掷出%2：%3是庄家</translation>
        </message>
        <message>
            <source>%1 throws %2: you are the banker</source>
            <translation>%1掷出%2：你是庄家</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>轮到%1</translation>
        </message>
        <message>
            <source>%1 turns %2</source>
            <translation>%1翻开%2</translation>
        </message>
        <message>
            <source>%1 turns a tile</source>
            <translation>%1翻开一张牌</translation>
        </message>
        <message numerus="yes">
            <source>%1 wins %Ln trick(s)</source>
            <translation>
                <numerusform>%1赢了%Ln墩</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 wins all sixteen tricks!
and every chip on the table</source>
            <translation>%1赢下全部十六墩！
桌上的筹码全归他</translation>
        </message>
        <message>
            <source>%1 wins the deal</source>
            <translation>%1赢了这一局</translation>
        </message>
        <message>
            <source>%1 wins the last trick</source>
            <translation>%1赢得最后一墩</translation>
        </message>
        <message>
            <source>%1 wins the last trick and the deal</source>
            <translation>%1赢得最后一墩，赢了这一局</translation>
        </message>
        <message>
            <source>%1 wins the trick</source>
            <translation>%1赢了这一墩</translation>
        </message>
        <message>
            <source>%1 wins with %2</source>
            <translation>%1以%2赢下这一墩</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 of %3 decisions reviewed, %Ln mistake(s), about %4 chips lost.</source>
            <translation>
                <numerusform>%1：已复盘%3个决策中的%2个，%Ln处失误，约损失%4个筹码。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln red pip(s)</source>
            <translation>
                <numerusform>%1：%Ln个红点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln tile(s) won</source>
            <translation>
                <numerusform>%1：赢得%Ln张牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln trick(s)</source>
            <translation>
                <numerusform>%1：%Ln墩</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: no trick</source>
            <translation>%1：一墩未赢</translation>
        </message>
        <message>
            <source>%2 (%3)</source>
            <translation>%2（%3）</translation>
        </message>
        <message>
            <source>%2 AI</source>
            <translation>%2电脑</translation>
        </message>
        <message>
            <source>%2 beats nothing: it wins only when it is led.</source>
            <translation>%2什么也压不过：只有领出时才能赢。</translation>
        </message>
        <message>
            <source>%2 cannot be led.</source>
            <translation>%2不能领出。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3.</source>
            <translation>%2压不过%3。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: %4.</source>
            <translation>%2压不过%3：%4。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: civil and military never beat each other.</source>
            <translation>%2压不过%3：文牌和武牌互相压不过。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it does not rank higher.</source>
            <translation>%2压不过%3：它并不更大。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it is not the same combination.</source>
            <translation>%2压不过%3：不是同一种组合。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it ranks lower.</source>
            <translation>%2压不过%3：它更小。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: the third tile is too low.</source>
            <translation>%2压不过%3：第三张牌太小。</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: they rank equal.</source>
            <translation>%2压不过%3：两者一样大。</translation>
        </message>
        <message>
            <source>%2 does not beat %3.</source>
            <translation>%2压不过%3。</translation>
        </message>
        <message>
            <source>%2 face down</source>
            <translation>%2（扣着）</translation>
        </message>
        <message>
            <source>%2 face down, naming %3</source>
            <translation>%2（扣着），指定%3</translation>
        </message>
        <message>
            <source>%2 is not a card.</source>
            <translation>%2不是一张牌。</translation>
        </message>
        <message>
            <source>%2 is not a lead in these rules.</source>
            <translation>按本规则，%2不能领出。</translation>
        </message>
        <message>
            <source>%2 must rank higher than those on top.</source>
            <translation>%2必须比上面的牌更大。</translation>
        </message>
        <message>
            <source>%2 · %3</source>
            <translation>%2 · %3</translation>
        </message>
        <message>
            <source>%2, %3</source>
            <translation>%2，%3</translation>
        </message>
        <message>
            <source>%2, %3 (%4)</source>
            <translation>%2，%3（%4）</translation>
        </message>
        <message numerus="yes">
            <source>%2, %Ln stack(s) won</source>
            <translation>
                <numerusform>%2，已赢%Ln摞</numerusform>
            </translation>
        </message>
        <message>
            <source>%2.</source>
            <translation>%2。</translation>
        </message>
        <message>
            <source>%2: …</source>
            <translation>%2：…</translation>
        </message>
        <message numerus="yes">
            <source>%Ln bird(s)</source>
            <translation>
                <numerusform>%Ln张鸟</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chip(s)</source>
            <translation>
                <numerusform>%Ln个筹码</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln eight(s)</source>
            <translation>
                <numerusform>%Ln张八</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln five(s)</source>
            <translation>
                <numerusform>%Ln张五</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln lama(s)</source>
            <translation>
                <numerusform>%Ln张喇嘛</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mother(s)</source>
            <translation>
                <numerusform>%Ln张母</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln nine(s)</source>
            <translation>
                <numerusform>%Ln张九</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln people tile(s)</source>
            <translation>
                <numerusform>%Ln张人</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red pip(s)</source>
            <translation>
                <numerusform>%Ln个红点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln seven(s)</source>
            <translation>
                <numerusform>%Ln张七</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sister(s)</source>
            <translation>
                <numerusform>%Ln张姐妹</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky chief(s)</source>
            <translation>
                <numerusform>%Ln张天首</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky minister(s)</source>
            <translation>
                <numerusform>%Ln张天相</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln son(s)</source>
            <translation>
                <numerusform>%Ln张子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln stack(s)</source>
            <translation>
                <numerusform>%Ln摞</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) face down</source>
            <translation>
                <numerusform>%Ln张扣着的牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) in hand</source>
            <translation>
                <numerusform>手牌%Ln张</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must beat with %Ln, not %2.</source>
            <translation>
                <numerusform>领出了%Ln张牌：%1必须用%Ln张压，而不是%2张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play %Ln face down, not %2.</source>
            <translation>
                <numerusform>领出了%Ln张牌：%1必须扣着出%Ln张，而不是%2张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play as many, not %2.</source>
            <translation>
                <numerusform>领出了%Ln张牌：%1必须出同样张数，而不是%2张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: beat with %Ln, not %2.</source>
            <translation>
                <numerusform>领出了%Ln张牌：请用%Ln张压，而不是%2张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play %Ln face down, not %2.</source>
            <translation>
                <numerusform>领出了%Ln张牌：请扣着出%Ln张，而不是%2张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play as many, not %2.</source>
            <translation>
                <numerusform>领出了%Ln张牌：请出同样张数，而不是%2张。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) won</source>
            <translation>
                <numerusform>赢得%Ln张牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln trick(s)</source>
            <translation>
                <numerusform>%Ln墩</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>, keeping mother and son to lead together as a point</source>
            <translation>，留着母和子一起领出当点</translation>
        </message>
        <message>
            <source>, keeping the %2 for the end</source>
            <translation>，把%2留到最后</translation>
        </message>
        <message>
            <source>, keeping the point %2</source>
            <translation>，留着点牌%2</translation>
        </message>
        <message>
            <source>24 tiles, three players; tricks counted in tiles, nine tiles win; conceding and lifting.</source>
            <translation>24张，三人；按张数计墩，九张即赢；可坎牌、掀牌。</translation>
        </message>
        <message>
            <source>24 tiles: civil tiles without 5-1, the nines and the supreme pair</source>
            <translation>24张：文牌去掉5-1，加杂九和至尊</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>24张：文牌加至尊</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the two nines</source>
            <translation>24张：文牌加两张杂九</translation>
        </message>
        <message>
            <source>30 tiles: the set without the supreme pair</source>
            <translation>30张：整副牌去掉至尊</translation>
        </message>
        <message>
            <source>32 tiles, four players with eight each; pairs, mixed pairs, triplets and quartets; banker doubled.</source>
            <translation>32张，四人各八张；有对子、文武对、三张组和四张组；庄家加倍。</translation>
        </message>
        <message>
            <source>32 tiles, four players, single tiles only: no combinations.</source>
            <translation>32张，四人，只打单张：没有组合。</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>A cut lifts 1 to 167 cards from the top, not %2.</source>
            <translation>切牌只能从顶上切1到167张，不能是%2。</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not %2.</source>
            <translation>骰子只有1到6点，没有%2。</translation>
        </message>
        <message>
            <source>A face-down lead names sky, earth or no suit.</source>
            <translation>扣牌领出只能指定天牌组、地牌组或任意牌组。</translation>
        </message>
        <message>
            <source>A player decides now, not the dice.</source>
            <translation>现在该由玩家做决定，而不是骰子。</translation>
        </message>
        <message>
            <source>A player must decide now: chance has no turn.</source>
            <translation>现在该由玩家做决定：不是随机环节。</translation>
        </message>
        <message>
            <source>A point tile cannot beat anything.</source>
            <translation>点牌不能压过任何牌。</translation>
        </message>
        <message>
            <source>A shuffle holds each of the 64 tiles once.</source>
            <translation>洗牌结果必须恰好包含64张牌各一次。</translation>
        </message>
        <message>
            <source>A shuffle must hold each of the 168 cards exactly once.</source>
            <translation>洗牌结果必须恰好包含168张牌各一次。</translation>
        </message>
        <message>
            <source>A swap needs both mothers and no son, or both sons and no mother.</source>
            <translation>交换需要一人有两张母而没有子，或两张子而没有母。</translation>
        </message>
        <message numerus="yes">
            <source>A woodpile holds each of the %Ln tile(s) once.</source>
            <translation>
                <numerusform>牌墙必须恰好包含%Ln张牌各一次。</numerusform>
            </translation>
        </message>
        <message>
            <source>Accept the exchange of hands (blind, it neither gains nor loses on average).</source>
            <translation>接受交换手牌（盲换，平均来说不赚也不亏）。</translation>
        </message>
        <message>
            <source>Accept: uniting mother and son makes a point for whoever takes both.</source>
            <translation>接受：母子凑在一起，谁拿到两张谁就有一个点。</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>古牌</translation>
        </message>
        <message>
            <source>Any tower is as good as another: the tiles are shuffled.</source>
            <translation>选哪座塔都一样：牌已经洗乱了。</translation>
        </message>
        <message>
            <source>Asking the others not to beat a play is not part of these rules.</source>
            <translation>本规则中不能站牌。</translation>
        </message>
        <message numerus="yes">
            <source>At most %Ln mixed minister(s) may be led together.</source>
            <translation>
                <numerusform>混合相一次最多只能领出%Ln张。</numerusform>
            </translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>巴钦</translation>
        </message>
        <message>
            <source>Bagchen table</source>
            <translation>巴钦牌桌</translation>
        </message>
        <message>
            <source>Beat with %2 to try for the last trick, the one that pays.</source>
            <translation>用%2压，争取最后一墩，那一墩才有钱。</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2, which you can spare, hoping to take %Ln stack(s).</source>
            <translation>
                <numerusform>用%2压，这张牌你舍得出，争取拿下%Ln摞。</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, and the cheapest play of yours that is.</source>
            <translation>用%2压：它比同类的%3大，而且是你能压过的出法里代价最小的。</translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, so the trick is yours.</source>
            <translation>用%2压：它比同类的%3大，这一墩归你。</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2: nobody after you can beat it, so you take %Ln stack(s) and the lead.</source>
            <translation>
                <numerusform>用%2压：后面没人能压过它，你拿下%Ln摞并取得出牌权。</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: whoever takes the last trick wins the deal and is paid by the others.</source>
            <translation>用%2压：谁赢最后一墩谁就赢这一局，其他人都要付钱给他。</translation>
        </message>
        <message>
            <source>Bench</source>
            <translation>板凳</translation>
        </message>
        <message>
            <source>Both dice are thrown now.</source>
            <translation>现在两颗骰子一起掷。</translation>
        </message>
        <message>
            <source>Chiefs and ministers cannot be led together.</source>
            <translation>首和相不能一起领出。</translation>
        </message>
        <message>
            <source>Chiefs beat ministers only with as many sky and earth tiles.</source>
            <translation>首压相时，天牌组和地牌组的张数都必须分别相同。</translation>
        </message>
        <message>
            <source>Chinese three-player game</source>
            <translation>中国三人玩法</translation>
        </message>
        <message>
            <source>Choose at least one card to play.</source>
            <translation>至少选一张牌出。</translation>
        </message>
        <message>
            <source>Civil pair</source>
            <translation>文对</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>经典</translation>
        </message>
        <message>
            <source>Classic, pure pairs</source>
            <translation>经典，只打纯对子</translation>
        </message>
        <message>
            <source>Click or press Esc to go back to the game</source>
            <translation>点击或按Esc返回游戏</translation>
        </message>
        <message>
            <source>Demand a re-deal: your hand has no high tile and too few points to make up for it.</source>
            <translation>要求重新发牌：你的手牌没有大牌，点也太少，弥补不了。</translation>
        </message>
        <message>
            <source>Dice %2 and %3: a tile is given back</source>
            <translation>骰子%2和%3：退回一张牌</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the passport holder must lead %4</source>
            <translation>骰子%2和%3：持通行证者必须领出%4</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; %1 takes the first tower</source>
            <translation>骰子%2和%3：点是%4；%1拿第一座塔</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; you take the first tower</source>
            <translation>骰子%2和%3：点是%4；你拿第一座塔</translation>
        </message>
        <message>
            <source>Dice: …</source>
            <translation>骰子：…</translation>
        </message>
        <message>
            <source>Earth</source>
            <translation>地牌</translation>
        </message>
        <message>
            <source>Earth tiles go together only of equal rank, or as a horse.</source>
            <translation>地牌组的牌只有等级相同时才能一起出，或者组成马。</translation>
        </message>
        <message>
            <source>End with the points %2: the last trick won with points is a jump.</source>
            <translation>最后用点牌%2收尾：以点牌赢下最后一墩就是跳。</translation>
        </message>
        <message>
            <source>Event %2 is refused.</source>
            <translation>事件%2不合规则。</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: lead the points %2 first, to be paid at once.</source>
            <translation>剩下的牌张张必赢：先领出点牌%2，马上就能收钱。</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another, saving the points for a jump at the end.</source>
            <translation>剩下的牌张张必赢：一墩接一墩地拿，把点牌留到最后跳。</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another.</source>
            <translation>剩下的牌张张必赢：一墩接一墩地拿。</translation>
        </message>
        <message>
            <source>Face-down leads are off in these rules.</source>
            <translation>本规则中不能扣牌领出。</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, four players</source>
            <translation>民间，24张带杂九，四人</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, one resting</source>
            <translation>民间，24张带杂九，一人轮空</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, three players</source>
            <translation>民间，24张带杂九，三人</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, four players</source>
            <translation>民间，24张带至尊，四人</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, one resting</source>
            <translation>民间，24张带至尊，一人轮空</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, three players</source>
            <translation>民间，24张带至尊，三人</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, four players</source>
            <translation>民间，24张不带5-1，四人</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, one resting</source>
            <translation>民间，24张不带5-1，一人轮空</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, three players</source>
            <translation>民间，24张不带5-1，三人</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, one resting</source>
            <translation>民间，30张，一人轮空</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, three players</source>
            <translation>民间，30张，三人</translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left</source>
            <translation>
                <numerusform>果巴：还剩%Ln局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left after this one</source>
            <translation>
                <numerusform>果巴：这一局之后还剩%Ln局</numerusform>
            </translation>
        </message>
        <message>
            <source>Hands are exchanged once a deal, between two other players.</source>
            <translation>每局可以在另外两位玩家之间换一次手牌。</translation>
        </message>
        <message>
            <source>Harmony</source>
            <translation>和牌</translation>
        </message>
        <message>
            <source>Heaven</source>
            <translation>天牌</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>It is not %1's turn.</source>
            <translation>现在不是%1的回合。</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>现在不是你的回合。</translation>
        </message>
        <message>
            <source>Its search: the best of %2 options over %3 sampled deals, %4 chips on average.</source>
            <translation>电脑的搜索：在%3个抽样局面中比较%2种选择，取最优，平均%4个筹码。</translation>
        </message>
        <message>
            <source>Keep your hand rather than demanding a re-deal.</source>
            <translation>保留手牌，不要求重新发牌。</translation>
        </message>
        <message>
            <source>Keep your own hand: exchanging blind gains nothing on average.</source>
            <translation>保留自己的手牌：盲换平均来说没有好处。</translation>
        </message>
        <message>
            <source>Lead %2 to get rid of weak tiles%4.</source>
            <translation>领出%2，甩掉弱牌%4。</translation>
        </message>
        <message>
            <source>Lead %2, a tile you can spare: your stronger tiles stay in your hand for the tricks that matter.</source>
            <translation>领出%2，这张牌你舍得出：强牌留在手里，用在要紧的墩上。</translation>
        </message>
        <message>
            <source>Lead %2, your highest %3 tile: only a higher %3 tile can beat it, so you may keep the lead.</source>
            <translation>领出%2，这是你最大的%3牌：只有更大的%3牌才能压过它，你很可能保住出牌权。</translation>
        </message>
        <message numerus="yes">
            <source>Lead %2: no unseen tile can beat it, so you take %Ln stack(s) and keep the lead.</source>
            <translation>
                <numerusform>领出%2：没有未见的牌能压过它，你拿下%Ln摞并保住出牌权。</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead %2: only a higher combination of the same sort beats it, and a trick of several tiles counts as that many tricks.</source>
            <translation>领出%2：只有同类更大的组合才能压过它，而几张牌的一墩算作同样多的墩。</translation>
        </message>
        <message>
            <source>Lead the points %2: nobody can beat them, and every player without a passport pays %3 at once.</source>
            <translation>领出点牌%2：没人能压过，没有通行证的玩家每人立刻付%3。</translation>
        </message>
        <message>
            <source>Lead the supreme pair (%2): nothing can beat it.</source>
            <translation>领出至尊（%2）：什么都压不过它。</translation>
        </message>
        <message>
            <source>Lead your weakest tile face down, naming %5: it passes the lead cheaply and tells the others nothing.</source>
            <translation>把最弱的牌扣着领出，指定%5：出牌权交得便宜，也不给别人透露任何信息。</translation>
        </message>
        <message>
            <source>Long three</source>
            <translation>长三</translation>
        </message>
        <message>
            <source>Long-legged seven</source>
            <translation>高脚七</translation>
        </message>
        <message>
            <source>Man</source>
            <translation>人牌</translation>
        </message>
        <message>
            <source>Military pair</source>
            <translation>武对</translation>
        </message>
        <message>
            <source>Mixed pair</source>
            <translation>文武对</translation>
        </message>
        <message>
            <source>More in Help → Rules: right click, or the menu key, and choose the term.</source>
            <translation>详见“帮助 → 规则”：右键单击或按菜单键，然后选择该术语。</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>老鼠搬家</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>挖天九</translation>
        </message>
        <message>
            <source>No trick on the table</source>
            <translation>桌上还没有出牌</translation>
        </message>
        <message>
            <source>Nobody decides now: it is chance's turn (a shuffle or the tribute).</source>
            <translation>现在不由任何人做决定：轮到随机环节（洗牌或进贡）。</translation>
        </message>
        <message>
            <source>Not a play: %2. Play one rank with any jokers, or jokers alone.</source>
            <translation>不能这样出：%2。请出同一点数的牌加任意王，或者只出王。</translation>
        </message>
        <message>
            <source>Nothing can beat %2.</source>
            <translation>没有牌能压过%2。</translation>
        </message>
        <message>
            <source>Offer a mother for a son, so that both players hold mother and son, a point.</source>
            <translation>提议以母换子，这样两人都有母和子，各成一个点。</translation>
        </message>
        <message>
            <source>Offer to exchange hands (blind, it neither gains nor loses on average).</source>
            <translation>提议交换手牌（盲换，平均来说不赚也不亏）。</translation>
        </message>
        <message>
            <source>Omen: %1 held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, %1 throws the dice at the start of the next deal.</source>
            <translation>预兆：%1手握三张天首，对面玩家却赢了最后一墩，这是凶兆。为向%2致意，下一局开始时由%1掷骰子。</translation>
        </message>
        <message>
            <source>Omen: you held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, you throw the dice at the start of the next deal.</source>
            <translation>预兆：你手握三张天首，对面玩家却赢了最后一墩，这是凶兆。为向%2致意，下一局开始时由你掷骰子。</translation>
        </message>
        <message>
            <source>One die each: %2 for %3, %4 for %5</source>
            <translation>每人掷一颗骰子：%3掷出%2，%5掷出%4</translation>
        </message>
        <message>
            <source>Only %2 beats %3.</source>
            <translation>只有%2能压过%3。</translation>
        </message>
        <message>
            <source>Only %2 beats this face-down lead.</source>
            <translation>只有%2能压过这张扣着领出的牌。</translation>
        </message>
        <message>
            <source>Only a follower plays face down.</source>
            <translation>只有跟牌的人才能扣着出。</translation>
        </message>
        <message>
            <source>Only identical sky tiles go together.</source>
            <translation>天牌组只有相同的牌才能一起出。</translation>
        </message>
        <message>
            <source>Only one tile can be led face down.</source>
            <translation>只能扣着领出一张牌。</translation>
        </message>
        <message numerus="yes">
            <source>Only the banker at the start or a leader with %Ln won tile(s) may say kan.</source>
            <translation>
                <numerusform>只有开局时的庄家，或赢得%Ln张牌的领出者才能坎牌。</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the holder of both other tiles may accept.</source>
            <translation>只有同时持有另外两张牌的人才能接受。</translation>
        </message>
        <message>
            <source>Only the protector may announce, and %1 does not hold his card.</source>
            <translation>只有保子才能亮明身份，而%1没有保子牌。</translation>
        </message>
        <message>
            <source>Only the protector may announce, and you do not hold his card.</source>
            <translation>只有保子才能亮明身份，而你没有保子牌。</translation>
        </message>
        <message>
            <source>Pair with a kicker</source>
            <translation>对子带牌</translation>
        </message>
        <message>
            <source>Pass: nothing to gain here.</source>
            <translation>过：这里没什么可争的。</translation>
        </message>
        <message>
            <source>Passport and a chief: %1 may not lead %2.</source>
            <translation>通行证和首：%1不能领出%2。</translation>
        </message>
        <message>
            <source>Passport and a chief: you may not lead %2.</source>
            <translation>通行证和首：你不能领出%2。</translation>
        </message>
        <message>
            <source>Passport and no combination: %1 must lead a single tile.</source>
            <translation>通行证且没有组合：%1必须领出单张。</translation>
        </message>
        <message>
            <source>Passport and no combination: you must lead a single tile.</source>
            <translation>通行证且没有组合：你必须领出单张。</translation>
        </message>
        <message>
            <source>Passport: %1 may lead equal earth tiles only with no better lead.</source>
            <translation>通行证：%1只有在没有更好的领出时，才能领出同级的地牌组牌。</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2 while holding a better lead.</source>
            <translation>通行证：%1手里有更好的领出，不能领出%2。</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2, it can be beaten.</source>
            <translation>通行证：%1不能领出%2，它会被压过。</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; %1 must lead %3.</source>
            <translation>通行证：骰子点出%2；%1必须领出%3。</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; you must lead %3.</source>
            <translation>通行证：骰子点出%2；你必须领出%3。</translation>
        </message>
        <message>
            <source>Passport: you may lead equal earth tiles only with no better lead.</source>
            <translation>通行证：只有在没有更好的领出时，你才能领出同级的地牌组牌。</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2 while holding a better lead.</source>
            <translation>通行证：你手里有更好的领出，不能领出%2。</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2, it can be beaten.</source>
            <translation>通行证：你不能领出%2，它会被压过。</translation>
        </message>
        <message>
            <source>Play %2 face down: nothing in your hand beats %3 (only a higher play of the same sort does), so give up your weakest tiles.</source>
            <translation>把%2扣着出：你手里没有牌能压过%3（只有同类更大的出牌才行），那就垫掉最弱的牌。</translation>
        </message>
        <message>
            <source>Play %2 face down: this trick is not worth your stronger tiles; keep them for later.</source>
            <translation>把%2扣着出：这一墩不值得用强牌，留着以后用。</translation>
        </message>
        <message numerus="yes">
            <source>Play your weakest tile(s) (%2) face down%4.</source>
            <translation>
                <numerusform>把最弱的牌（%2）扣着出%4。</numerusform>
            </translation>
        </message>
        <message>
            <source>Plum flower</source>
            <translation>梅花</translation>
        </message>
        <message>
            <source>Point tiles cannot be led with other tiles.</source>
            <translation>点牌不能和别的牌一起领出。</translation>
        </message>
        <message>
            <source>Previous trick</source>
            <translation>上一墩</translation>
        </message>
        <message>
            <source>Previous trick, won by %1: click here or hold %2 to look at it again</source>
            <translation>上一墩，由%1赢得：点击这里或按住%2再看一遍</translation>
        </message>
        <message>
            <source>Previous trick, won by you: click here or hold %2 to look at it again</source>
            <translation>上一墩，由你赢得：点击这里或按住%2再看一遍</translation>
        </message>
        <message>
            <source>Quartet</source>
            <translation>四张组</translation>
        </message>
        <message>
            <source>Re-deals are off in these rules.</source>
            <translation>本规则中不能重新发牌。</translation>
        </message>
        <message>
            <source>Red mallet six</source>
            <translation>玲珑六</translation>
        </message>
        <message>
            <source>Red pips</source>
            <translation>红点</translation>
        </message>
        <message>
            <source>Red-headed ten</source>
            <translation>红头十</translation>
        </message>
        <message>
            <source>Release %2, click or press Esc to go back to the game</source>
            <translation>松开%2、点击或按Esc返回游戏</translation>
        </message>
        <message>
            <source>Rules: %1</source>
            <translation>规则：%1</translation>
        </message>
        <message>
            <source>Select at least one tile.</source>
            <translation>至少选一张牌。</translation>
        </message>
        <message>
            <source>Select tiles first.</source>
            <translation>请先选牌。</translation>
        </message>
        <message>
            <source>Show a mother or a son only without the other, and once.</source>
            <translation>母或子只能在没有另一张时亮出，而且只能亮一次。</translation>
        </message>
        <message>
            <source>Show your tile to unite mother and son: together they are a point.</source>
            <translation>亮出你的牌，让母子凑到一起：合起来就是一个点。</translation>
        </message>
        <message>
            <source>Shuffle: …</source>
            <translation>洗牌：…</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>单张</translation>
        </message>
        <message>
            <source>Sixes go last: %1 may play them only when holding nothing else.</source>
            <translation>6最后出：%1只有手里只剩6时才能出6。</translation>
        </message>
        <message>
            <source>Sixes go last: you may play them only when you hold nothing else.</source>
            <translation>6最后出：你只有手里只剩6时才能出6。</translation>
        </message>
        <message>
            <source>Sky and earth tiles go together only as chiefs or ministers.</source>
            <translation>天牌组和地牌组的牌只有组成首或相时才能一起出。</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>顺子</translation>
        </message>
        <message>
            <source>Suggested: %6.</source>
            <translation>建议：%6。</translation>
        </message>
        <message>
            <source>Supreme pair</source>
            <translation>至尊</translation>
        </message>
        <message>
            <source>Sweep! %1 took all sixteen tricks and wins every chip on the table.</source>
            <translation>通吃！%1赢下全部十六墩，桌上的筹码全归他。</translation>
        </message>
        <message>
            <source>Sweep! You took all sixteen tricks and win every chip on the table.</source>
            <translation>通吃！你赢下全部十六墩，桌上的筹码全归你。</translation>
        </message>
        <message>
            <source>Tashi Gobah: last deal</source>
            <translation>扎西果巴：最后一局</translation>
        </message>
        <message>
            <source>Tashi Gobah: the next deal is the last</source>
            <translation>扎西果巴：下一局是最后一局</translation>
        </message>
        <message>
            <source>That cannot be done at this step of the deal.</source>
            <translation>这一局的这一步不能这样做。</translation>
        </message>
        <message>
            <source>That is not a decision of this step.</source>
            <translation>这一步不需要做这个决定。</translation>
        </message>
        <message numerus="yes">
            <source>The banker is found with %Ln die(s), each showing 1 to 6.</source>
            <translation>
                <numerusform>用%Ln颗骰子定庄家，每颗1到6点。</numerusform>
            </translation>
        </message>
        <message>
            <source>The classic game as first played: pure pairs only, no mixed combinations.</source>
            <translation>最早的经典玩法：只打纯对子，没有文武组合。</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>这一局结束了。</translation>
        </message>
        <message>
            <source>The dice are not thrown now.</source>
            <translation>现在不掷骰子。</translation>
        </message>
        <message>
            <source>The dice show %2</source>
            <translation>骰子掷出%2</translation>
        </message>
        <message>
            <source>The first shuffler is a seat 0 to 4, not %2.</source>
            <translation>第一个洗牌的人是0到4号座位之一，不能是%2。</translation>
        </message>
        <message>
            <source>The hand does not hold %2.</source>
            <translation>手牌里没有%2。</translation>
        </message>
        <message>
            <source>The play to beat has %2: answer with as many, not %3.</source>
            <translation>要压的牌是%2：请出同样张数，而不是%3张。</translation>
        </message>
        <message>
            <source>The red pips are even: nobody pays</source>
            <translation>红点一样多：谁也不付</translation>
        </message>
        <message>
            <source>The same tile is named twice.</source>
            <translation>同一张牌写了两次。</translation>
        </message>
        <message>
            <source>The seats are numbered 0 to 4, not %2.</source>
            <translation>座位编号是0到4，没有%2。</translation>
        </message>
        <message>
            <source>The tiles are shuffled and stacked into the woodpile</source>
            <translation>洗牌后砌成牌墙</translation>
        </message>
        <message>
            <source>The tiles are shuffled into eight towers</source>
            <translation>洗牌后分成八座塔</translation>
        </message>
        <message>
            <source>The tiles must be shuffled first.</source>
            <translation>必须先洗牌。</translation>
        </message>
        <message>
            <source>The towers are numbered 1 to 8.</source>
            <translation>塔的编号是1到8。</translation>
        </message>
        <message>
            <source>The tribute is drawn in an order of its %2, each taken once.</source>
            <translation>进贡的%2必须按某种顺序抽取，每张只取一次。</translation>
        </message>
        <message>
            <source>The two players throw one die each.</source>
            <translation>两位玩家各掷一颗骰子。</translation>
        </message>
        <message numerus="yes">
            <source>The woodpile: %2 stacks of %Ln tile(s)</source>
            <translation>
                <numerusform>牌墙：%2摞，每摞%Ln张</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no %2 in the hand.</source>
            <translation>手牌里没有%2。</translation>
        </message>
        <message>
            <source>There is no longer %2 among the tribute cards.</source>
            <translation>进贡牌里已经没有%2了。</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>天九</translation>
        </message>
        <message>
            <source>Tiger's head</source>
            <translation>虎头</translation>
        </message>
        <message>
            <source>Tiles are played only in the tricks.</source>
            <translation>牌只能在墩里出。</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>三张组</translation>
        </message>
        <message>
            <source>Turn a tile</source>
            <translation>翻一张牌</translation>
        </message>
        <message>
            <source>Two mother-and-son pairs are not one lead.</source>
            <translation>两组母子不能作为一次领出。</translation>
        </message>
        <message>
            <source>Two pairs</source>
            <translation>两对</translation>
        </message>
        <message>
            <source>Two players draw and compare tiles; the red pips of the captured tiles decide.</source>
            <translation>两人轮流翻牌比大小；以吃到的牌上的红点定胜负。</translation>
        </message>
        <message>
            <source>Two players, two rounds of eight, then tiles are taken back from the oldest tricks.</source>
            <translation>两人玩，先打两轮各八张，再从最早的墩里收回牌。</translation>
        </message>
        <message>
            <source>With no trick won yet, %1 must play the last single tile face down.</source>
            <translation>%1还没赢过一墩，最后一张单牌必须扣着出。</translation>
        </message>
        <message>
            <source>With no trick won yet, you must play the last single tile face down.</source>
            <translation>你还没赢过一墩，最后一张单牌必须扣着出。</translation>
        </message>
        <message>
            <source>With no trick won, %1 may only play the last trick face down</source>
            <translation>%1一墩未赢，最后一墩只能扣着出</translation>
        </message>
        <message>
            <source>With no trick won, you may only play the last trick face down</source>
            <translation>你一墩未赢，最后一墩只能扣着出</translation>
        </message>
        <message>
            <source>You accept</source>
            <translation>你接受</translation>
        </message>
        <message>
            <source>You are the banker</source>
            <translation>你是庄家</translation>
        </message>
        <message>
            <source>You are winning</source>
            <translation>你暂时最大</translation>
        </message>
        <message>
            <source>You are winning with %2</source>
            <translation>你的%2暂时最大</translation>
        </message>
        <message>
            <source>You asked not to be beaten: now make your play; you cannot pass.</source>
            <translation>你喊了站牌：现在请出牌，不能说“不要”。</translation>
        </message>
        <message>
            <source>You beat with %2</source>
            <translation>你用%2压过</translation>
        </message>
        <message>
            <source>You can beat, so you must (compulsory beating).</source>
            <translation>你能压，就必须压（强制压牌）。</translation>
        </message>
        <message>
            <source>You choose tower %2</source>
            <translation>你选了第%2座塔</translation>
        </message>
        <message>
            <source>You do not hold %2.</source>
            <translation>你手里没有%2。</translation>
        </message>
        <message>
            <source>You do not hold all of those cards.</source>
            <translation>你手里并没有这些牌。</translation>
        </message>
        <message>
            <source>You do not hold that tile.</source>
            <translation>你手里没有这张牌。</translation>
        </message>
        <message>
            <source>You do not lift</source>
            <translation>你不掀牌</translation>
        </message>
        <message numerus="yes">
            <source>You finish first, with %Ln chip(s).</source>
            <translation>
                <numerusform>你以%Ln个筹码位列第一。</numerusform>
            </translation>
        </message>
        <message>
            <source>You have already asked the others not to beat this play.</source>
            <translation>你已经对这手牌喊过站牌了。</translation>
        </message>
        <message>
            <source>You have no play to ask the others not to beat.</source>
            <translation>你没有可出的牌，不能站牌。</translation>
        </message>
        <message>
            <source>You have the lead: play something; you cannot pass.</source>
            <translation>你有出牌权：请出牌，不能说“不要”。</translation>
        </message>
        <message>
            <source>You hold a high tile: no re-deal.</source>
            <translation>你有大牌：不重新发牌。</translation>
        </message>
        <message>
            <source>You hold a passport: you may not lead face down.</source>
            <translation>你持有通行证：不能扣牌领出。</translation>
        </message>
        <message>
            <source>You hold both marked cards and may not play alone: pass the card on.</source>
            <translation>你同时持有两张标记牌，但不能一打四：请把皇帝牌传下去。</translation>
        </message>
        <message>
            <source>You lead %2</source>
            <translation>你领出%2</translation>
        </message>
        <message>
            <source>You lead %2: %3</source>
            <translation>你领出%2：%3</translation>
        </message>
        <message>
            <source>You lead a tile face down</source>
            <translation>你扣着领出一张牌</translation>
        </message>
        <message>
            <source>You lead a tile face down, naming %2</source>
            <translation>你扣着领出一张牌，指定%2</translation>
        </message>
        <message>
            <source>You lift</source>
            <translation>你掀牌</translation>
        </message>
        <message>
            <source>You must be the emperor: %2.</source>
            <translation>你必须做皇帝：%2。</translation>
        </message>
        <message>
            <source>You must give your highest cards other than jokers: %2.</source>
            <translation>你必须交出除王以外最大的牌：%2。</translation>
        </message>
        <message>
            <source>You need %2 to accept.</source>
            <translation>你要有%2才能接受。</translation>
        </message>
        <message>
            <source>You offer to exchange hands with %2</source>
            <translation>你提议与%2交换手牌</translation>
        </message>
        <message>
            <source>You offer to swap a mother for a son</source>
            <translation>你提议以母换子</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>你过</translation>
        </message>
        <message numerus="yes">
            <source>You pay %2 %Ln chip(s)</source>
            <translation>
                <numerusform>你付给%2 %Ln个筹码</numerusform>
            </translation>
        </message>
        <message>
            <source>You play</source>
            <translation>你要打</translation>
        </message>
        <message numerus="yes">
            <source>You play %Ln tile(s) face down</source>
            <translation>
                <numerusform>你扣着出%Ln张牌</numerusform>
            </translation>
        </message>
        <message>
            <source>You rest this deal</source>
            <translation>你这一局轮空</translation>
        </message>
        <message>
            <source>You say kan</source>
            <translation>你坎牌</translation>
        </message>
        <message>
            <source>You show %2: mother looking for son</source>
            <translation>你亮出%2：母找子</translation>
        </message>
        <message>
            <source>You show %2: son looking for mother</source>
            <translation>你亮出%2：子找母</translation>
        </message>
        <message>
            <source>You show a hand with no high tile: re-deal</source>
            <translation>你亮出没有大牌的手牌：重新发牌</translation>
        </message>
        <message>
            <source>You take both tiles</source>
            <translation>你吃下两张牌</translation>
        </message>
        <message>
            <source>You take no part in this deal.</source>
            <translation>你不参加这一局。</translation>
        </message>
        <message>
            <source>You take stacks %2</source>
            <translation>你拿第%2摞</translation>
        </message>
        <message>
            <source>You throw %2: %3 is the banker</source>
            <translation>你掷出%2：%3是庄家</translation>
        </message>
        <message>
            <source>You throw %2: you are the banker</source>
            <translation>你掷出%2：你是庄家</translation>
        </message>
        <message>
            <source>You turn %2</source>
            <translation>你翻开%2</translation>
        </message>
        <message>
            <source>You turn a tile</source>
            <translation>你翻开一张牌</translation>
        </message>
        <message numerus="yes">
            <source>You win %Ln trick(s)</source>
            <translation>
                <numerusform>你赢了%Ln墩</numerusform>
            </translation>
        </message>
        <message>
            <source>You win all sixteen tricks!
and every chip on the table</source>
            <translation>你赢下全部十六墩！
桌上的筹码全归你</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>你赢了这一局</translation>
        </message>
        <message>
            <source>You win the last trick</source>
            <translation>你赢得最后一墩</translation>
        </message>
        <message>
            <source>You win the last trick and the deal</source>
            <translation>你赢得最后一墩，赢了这一局</translation>
        </message>
        <message>
            <source>You win the trick</source>
            <translation>你赢了这一墩</translation>
        </message>
        <message>
            <source>You win with %2</source>
            <translation>你以%2赢下这一墩</translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln red pip(s)</source>
            <translation>
                <numerusform>你：%Ln个红点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln tile(s) won</source>
            <translation>
                <numerusform>你：赢得%Ln张牌</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln trick(s)</source>
            <translation>
                <numerusform>你：%Ln墩</numerusform>
            </translation>
        </message>
        <message>
            <source>You: no trick</source>
            <translation>你：一墩未赢</translation>
        </message>
        <message numerus="yes">
            <source>Your hand, %Ln tile(s)</source>
            <translation>
                <numerusform>你的手牌，%Ln张</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>轮到你</translation>
        </message>
        <message>
            <source>Your turn: turn the next tile of the woodpile.</source>
            <translation>轮到你：翻开牌墙的下一张牌。</translation>
        </message>
        <message>
            <source>a civil pair</source>
            <translation>文对</translation>
        </message>
        <message>
            <source>a face-down lead</source>
            <translation>扣牌领出</translation>
        </message>
        <message>
            <source>a military pair</source>
            <translation>武对</translation>
        </message>
        <message>
            <source>a mixed pair</source>
            <translation>文武对</translation>
        </message>
        <message>
            <source>a mother (4-2)</source>
            <translation>一张母（4-2）</translation>
        </message>
        <message>
            <source>a pair with a kicker</source>
            <translation>对子带牌</translation>
        </message>
        <message>
            <source>a quartet</source>
            <translation>四张组</translation>
        </message>
        <message>
            <source>a single tile</source>
            <translation>单张</translation>
        </message>
        <message>
            <source>a sky tile</source>
            <translation>一张天牌组的牌</translation>
        </message>
        <message>
            <source>a son (2-1)</source>
            <translation>一张子（2-1）</translation>
        </message>
        <message>
            <source>a straight</source>
            <translation>顺子</translation>
        </message>
        <message>
            <source>a triplet</source>
            <translation>三张组</translation>
        </message>
        <message>
            <source>accept</source>
            <translation>接受</translation>
        </message>
        <message>
            <source>accepts: one die each</source>
            <translation>接受：各掷一颗骰子</translation>
        </message>
        <message>
            <source>an earth tile</source>
            <translation>一张地牌组的牌</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>庄家</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>鸟</translation>
        </message>
        <message>
            <source>birds</source>
            <translation>鸟</translation>
        </message>
        <message>
            <source>can be played</source>
            <translation>可以出</translation>
        </message>
        <message>
            <source>cannot be played</source>
            <translation>不能出</translation>
        </message>
        <message>
            <source>chooses the first tower</source>
            <translation>选第一座塔</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>文</translation>
        </message>
        <message>
            <source>complete horse (%2)</source>
            <translation>全马（%2）</translation>
        </message>
        <message>
            <source>demand a re-deal</source>
            <translation>要求重新发牌</translation>
        </message>
        <message>
            <source>double mare (%2)</source>
            <translation>双母马（%2）</translation>
        </message>
        <message>
            <source>double stallion (%2)</source>
            <translation>双公马（%2）</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>地牌组</translation>
        </message>
        <message>
            <source>earth chief</source>
            <translation>地首</translation>
        </message>
        <message>
            <source>earth chiefs</source>
            <translation>地首</translation>
        </message>
        <message>
            <source>earth minister</source>
            <translation>地相</translation>
        </message>
        <message>
            <source>earth ministers</source>
            <translation>地相</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>八</translation>
        </message>
        <message>
            <source>equal earth tiles</source>
            <translation>同级的地牌组牌</translation>
        </message>
        <message>
            <source>example</source>
            <translation>示例</translation>
        </message>
        <message>
            <source>five</source>
            <translation>五</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>五</translation>
        </message>
        <message>
            <source>four at the table, one resting in turn</source>
            <translation>四人上桌，轮流一人轮空</translation>
        </message>
        <message>
            <source>four players with six tiles each</source>
            <translation>四人，每人六张</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <source>identical sky tiles</source>
            <translation>相同的天牌组牌</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>喇嘛</translation>
        </message>
        <message>
            <source>lamas</source>
            <translation>喇嘛</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>领出</translation>
        </message>
        <message>
            <source>mare (%2)</source>
            <translation>母马（%2）</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>中等</translation>
        </message>
        <message>
            <source>military</source>
            <translation>武</translation>
        </message>
        <message>
            <source>mixed chiefs</source>
            <translation>混合首</translation>
        </message>
        <message numerus="yes">
            <source>mixed chiefs, %Ln tile(s)</source>
            <translation>
                <numerusform>混合首，%Ln张</numerusform>
            </translation>
        </message>
        <message>
            <source>mixed ministers</source>
            <translation>混合相</translation>
        </message>
        <message numerus="yes">
            <source>mixed ministers, %Ln tile(s)</source>
            <translation>
                <numerusform>混合相，%Ln张</numerusform>
            </translation>
        </message>
        <message>
            <source>mother</source>
            <translation>母</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>母子</translation>
        </message>
        <message>
            <source>mother and son (a point)</source>
            <translation>母子（一个点）</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>母找子</translation>
        </message>
        <message>
            <source>mothers</source>
            <translation>母</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>九</translation>
        </message>
        <message>
            <source>no suit</source>
            <translation>任意牌组</translation>
        </message>
        <message>
            <source>no tiles selected</source>
            <translation>未选牌</translation>
        </message>
        <message numerus="yes">
            <source>not a combination, %Ln tile(s)</source>
            <translation>
                <numerusform>不成组合，%Ln张</numerusform>
            </translation>
        </message>
        <message>
            <source>not a lead (%2)</source>
            <translation>不能领出（%2）</translation>
        </message>
        <message>
            <source>offers to exchange hands
with %2</source>
            <translation>提议与%2
交换手牌</translation>
        </message>
        <message>
            <source>offers to swap
a mother for a son</source>
            <translation>提议
以母换子</translation>
        </message>
        <message>
            <source>offers to swap
a son for a mother</source>
            <translation>提议
以子换母</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>全知</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>过</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>通行证</translation>
        </message>
        <message>
            <source>people</source>
            <translation>人</translation>
        </message>
        <message>
            <source>people tile</source>
            <translation>人</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>点牌</translation>
        </message>
        <message>
            <source>point: %2 (%3)</source>
            <translation>点：%2（%3）</translation>
        </message>
        <message>
            <source>point: mother and son (%2)</source>
            <translation>点：母子（%2）</translation>
        </message>
        <message>
            <source>points</source>
            <translation>点牌</translation>
        </message>
        <message numerus="yes">
            <source>points, %Ln tile(s) (worth %2)</source>
            <translation>
                <numerusform>点牌，%Ln张（值%2）</numerusform>
            </translation>
        </message>
        <message>
            <source>random</source>
            <translation>随机</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>轮空</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>已选</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>七</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>七</translation>
        </message>
        <message>
            <source>show %2</source>
            <translation>亮出%2</translation>
        </message>
        <message>
            <source>shows a weak hand:
demands a re-deal</source>
            <translation>亮出弱牌：
要求重新发牌</translation>
        </message>
        <message>
            <source>shows four sky chiefs</source>
            <translation>亮出四张天首</translation>
        </message>
        <message>
            <source>shows the hand:
passport rule %2</source>
            <translation>亮牌：
通行证规则%2</translation>
        </message>
        <message>
            <source>sister</source>
            <translation>姐妹</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>姐妹</translation>
        </message>
        <message>
            <source>six</source>
            <translation>二四</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>天牌组</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>天首</translation>
        </message>
        <message>
            <source>sky chiefs</source>
            <translation>天首</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>天相</translation>
        </message>
        <message>
            <source>sky ministers</source>
            <translation>天相</translation>
        </message>
        <message>
            <source>son</source>
            <translation>子</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>子找母</translation>
        </message>
        <message>
            <source>sons</source>
            <translation>子</translation>
        </message>
        <message>
            <source>stallion (%2)</source>
            <translation>公马（%2）</translation>
        </message>
        <message>
            <source>straights, the loser pays one chip</source>
            <translation>顺子，输家付一个筹码</translation>
        </message>
        <message>
            <source>takes mother and son</source>
            <translation>拿到母和子</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>全马</translation>
        </message>
        <message>
            <source>the double mare</source>
            <translation>双母马</translation>
        </message>
        <message>
            <source>the double stallion</source>
            <translation>双公马</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>母马</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>公马</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>至尊</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>思考中</translation>
        </message>
        <message>
            <source>three</source>
            <translation>丁三</translation>
        </message>
        <message>
            <source>three players</source>
            <translation>三人</translation>
        </message>
        <message>
            <source>throws the dice:
a tile is given back</source>
            <translation>掷骰子：
退回一张牌</translation>
        </message>
        <message>
            <source>tile face down</source>
            <translation>扣着的牌</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>该出牌</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>调校版</translation>
        </message>
        <message>
            <source>two pairs</source>
            <translation>两对</translation>
        </message>
        <message>
            <source>winning</source>
            <translation>暂时最大</translation>
        </message>
        <message>
            <source>wins</source>
            <translation>赢</translation>
        </message>
        <message>
            <source>you</source>
            <translation>你</translation>
        </message>
        <message>
            <source>your turn</source>
            <translation>轮到你</translation>
        </message>
        <message>
            <source>×%2, full house: all 24 tiles</source>
            <translation>×%2，满贯：24张全收</translation>
        </message>
        <message>
            <source>×%2, nobody else took a trick</source>
            <translation>×%2，其他人一墩未得</translation>
        </message>
        <message>
            <source>×%2, pierced: 18 tiles</source>
            <translation>×%2，刺牌：收满18张</translation>
        </message>
        <message>
            <source>×%2, the banker</source>
            <translation>×%2，庄家</translation>
        </message>
        <message>
            <source>×%2, the banker's winning streak</source>
            <translation>×%2，庄家连庄</translation>
        </message>
    </context>
    <context>
        <name>dialog</name>
        <message>
            <source>Game:</source>
            <translation>游戏：</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>Bagchen — example deals</source>
            <translation>Bagchen — 示例对局</translation>
        </message>
    </context>
</TS>
