<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Accept</source>
            <translation>Прийняти</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>Дії</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>Бити</translation>
        </message>
        <message>
            <source>Charity: one tile face down, naming a suit that may beat it</source>
            <translation>Милостиня: одна плитка взакриту; назвіть масть, якою її можна побити</translation>
        </message>
        <message>
            <source>Demand a re-deal</source>
            <translation>Вимагати перездачу</translation>
        </message>
        <message>
            <source>Exchange hands with %1</source>
            <translation>Обмінятися руками з %1</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>Зайти</translation>
        </message>
        <message>
            <source>Lead face down…</source>
            <translation>Зайти взакриту…</translation>
        </message>
        <message>
            <source>Offer to swap a mother for a son</source>
            <translation>Запропонувати обмін матері на сина</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Пас</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>Скинути взакриту</translation>
        </message>
        <message>
            <source>Show mother: looking for son</source>
            <translation>Показати матір: шукає сина</translation>
        </message>
        <message>
            <source>Show son: looking for mother</source>
            <translation>Показати сина: шукає матір</translation>
        </message>
        <message>
            <source>Tower %1</source>
            <translation>Вежа %1</translation>
        </message>
        <message>
            <source>naming earth</source>
            <translation>масть: земна</translation>
        </message>
        <message>
            <source>naming no suit</source>
            <translation>без масті</translation>
        </message>
        <message>
            <source>naming sky</source>
            <translation>масть: небесна</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>A deal begun on %1 with %2 was not finished.</source>
            <translation>Роздачу, розпочату %1 (гравці: %2), не завершено.</translation>
        </message>
        <message>
            <source>An unfinished deal</source>
            <translation>Незавершена роздача</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>Баґчен</translation>
        </message>
        <message>
            <source>Go on with it, or keep it in the records as unfinished?</source>
            <translation>Продовжити її чи залишити в записах як незавершену?</translation>
        </message>
        <message>
            <source>Go on with the deal</source>
            <translation>Продовжити роздачу</translation>
        </message>
        <message>
            <source>Keep it unfinished</source>
            <translation>Залишити незавершеною</translation>
        </message>
        <message>
            <source>Learn to play: %1</source>
            <translation>Навчання: %1</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangCards</name>
        <message>
            <source>%1 of %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>ace</source>
            <translation>туз</translation>
        </message>
        <message>
            <source>black joker</source>
            <translation>чорний джокер</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>треф</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>бубон</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>чирв</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>валет</translation>
        </message>
        <message>
            <source>king</source>
            <translation>король</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>дама</translation>
        </message>
        <message>
            <source>red joker</source>
            <translation>червоний джокер</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>пік</translation>
        </message>
        <message>
            <source>the emperor's card</source>
            <translation>карта імператора</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>карта охоронця</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangHand</name>
        <message>
            <source>%1 with %2</source>
            <translation>%1 плюс %2</translation>
        </message>
        <message numerus="yes">
            <source>%Ln 10(s)</source>
            <translation>
                <numerusform>%Ln десятка</numerusform>
                <numerusform>%Ln десятки</numerusform>
                <numerusform>%Ln десяток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 2(s)</source>
            <translation>
                <numerusform>%Ln двійка</numerusform>
                <numerusform>%Ln двійки</numerusform>
                <numerusform>%Ln двійок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 6(s)</source>
            <translation>
                <numerusform>%Ln шістка</numerusform>
                <numerusform>%Ln шістки</numerusform>
                <numerusform>%Ln шісток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 7(s)</source>
            <translation>
                <numerusform>%Ln сімка</numerusform>
                <numerusform>%Ln сімки</numerusform>
                <numerusform>%Ln сімок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 8(s)</source>
            <translation>
                <numerusform>%Ln вісімка</numerusform>
                <numerusform>%Ln вісімки</numerusform>
                <numerusform>%Ln вісімок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 9(s)</source>
            <translation>
                <numerusform>%Ln дев'ятка</numerusform>
                <numerusform>%Ln дев'ятки</numerusform>
                <numerusform>%Ln дев'яток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln ace(s)</source>
            <translation>
                <numerusform>%Ln туз</numerusform>
                <numerusform>%Ln тузи</numerusform>
                <numerusform>%Ln тузів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln black joker(s)</source>
            <translation>
                <numerusform>%Ln чорний джокер</numerusform>
                <numerusform>%Ln чорні джокери</numerusform>
                <numerusform>%Ln чорних джокерів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln card(s)</source>
            <translation>
                <numerusform>%Ln карта</numerusform>
                <numerusform>%Ln карти</numerusform>
                <numerusform>%Ln карт</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln jack(s)</source>
            <translation>
                <numerusform>%Ln валет</numerusform>
                <numerusform>%Ln валети</numerusform>
                <numerusform>%Ln валетів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln king(s)</source>
            <translation>
                <numerusform>%Ln король</numerusform>
                <numerusform>%Ln королі</numerusform>
                <numerusform>%Ln королів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln queen(s)</source>
            <translation>
                <numerusform>%Ln дама</numerusform>
                <numerusform>%Ln дами</numerusform>
                <numerusform>%Ln дам</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red joker(s)</source>
            <translation>
                <numerusform>%Ln червоний джокер</numerusform>
                <numerusform>%Ln червоні джокери</numerusform>
                <numerusform>%Ln червоних джокерів</numerusform>
            </translation>
        </message>
        <message>
            <source>a pair of 10s</source>
            <translation>пара десяток</translation>
        </message>
        <message>
            <source>a pair of 2s</source>
            <translation>пара двійок</translation>
        </message>
        <message>
            <source>a pair of 6s</source>
            <translation>пара шісток</translation>
        </message>
        <message>
            <source>a pair of 7s</source>
            <translation>пара сімок</translation>
        </message>
        <message>
            <source>a pair of 8s</source>
            <translation>пара вісімок</translation>
        </message>
        <message>
            <source>a pair of 9s</source>
            <translation>пара дев'яток</translation>
        </message>
        <message>
            <source>a pair of aces</source>
            <translation>пара тузів</translation>
        </message>
        <message>
            <source>a pair of jacks</source>
            <translation>пара валетів</translation>
        </message>
        <message>
            <source>a pair of kings</source>
            <translation>пара королів</translation>
        </message>
        <message>
            <source>a pair of queens</source>
            <translation>пара дам</translation>
        </message>
        <message>
            <source>nothing selected</source>
            <translation>нічого не виділено</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>карта охоронця</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangRules</name>
        <message>
            <source>7 7 7 is beaten by 10 10 10, which A A A beats, which 2 2 2 beats; only three jokers beat 2 2 2.</source>
            <translation>10 10 10 б'ють 7 7 7, A A A б'ють 10 10 10, а 2 2 2 б'ють A A A; 2 2 2 можна побити лише трьома джокерами.</translation>
        </message>
        <message>
            <source>7 7 with two black jokers falls to a king with a black and two red jokers, but not to a queen with two black jokers and a red one: one black joker would meet a black joker.</source>
            <translation>Хід 7 7 з двома чорними джокерами можна побити королем із чорним і двома червоними джокерами, але не дамою з двома чорними джокерами й червоним: тоді один чорний джокер стояв би проти чорного джокера.</translation>
        </message>
        <message>
            <source>8 8 8 with a black joker does not beat 8 8 8 8: its three 8s meet 8s, which are not higher.</source>
            <translation>8 8 8 з чорним джокером не б'є 8 8 8 8: його три вісімки стоять проти вісімок і не вищі за них.</translation>
        </message>
        <message>
            <source>A joker added to a play is said to hang on it: one card hanging, a pair hanging, and so on.</source>
            <translation>Про джокера, доданого до ходу, кажуть, що він «висить» на ньому: з одним джокером «висить одна карта», з двома — «висить пара», і так далі.</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of the same rank, with as many jokers of either colour as you like added to them; or jokers alone. For example: a single 8; 8 8; Q Q Q Q; 7 7 with a black joker; a 6 with a red joker; K K K with a black and a red joker; two black jokers and a red one.</source>
            <translation>Хід — це одна карта або кілька карт одного рангу, до яких можна додати скільки завгодно джокерів будь-якого кольору; або самі джокери. Наприклад: одна вісімка; 8 8; Q Q Q Q; 7 7 з чорним джокером; 6 з червоним джокером; K K K з чорним і червоним джокерами; два чорні джокери й червоний.</translation>
        </message>
        <message>
            <source>A play with a red joker in it can never be beaten: nothing is higher than a red joker.</source>
            <translation>Хід, у якому є червоний джокер, побити неможливо: немає нічого вищого за червоний джокер.</translation>
        </message>
        <message>
            <source>Alone</source>
            <translation>Гра наодинці</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>Також</translation>
        </message>
        <message>
            <source>Announcements</source>
            <translation>Оголошення</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>Бао Хуан</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>Биття</translation>
        </message>
        <message>
            <source>Beating, card for card</source>
            <translation>Биття: карта проти карти</translation>
        </message>
        <message>
            <source>Before a play you may ask the others not to beat it (zhàn pái). Nobody has to listen; it is a hint, or a bluff, about which side you are on.</source>
            <translation>Перед ходом можна попросити інших не бити його (zhàn pái). Слухатися ніхто не зобов'язаний: це підказка — або блеф — про те, на чиєму ви боці.</translation>
        </message>
        <message>
            <source>Declining</source>
            <translation>Відмова</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>Напрямок</translation>
        </message>
        <message>
            <source>Do not beat</source>
            <translation>Не бити</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, the emperor's score counting double so that the deal comes out even: the emperor ±2, the protector ±1, each of the people ∓1. Alone, the emperor wins or loses 4, one from each of the four. A tie scores nothing.</source>
            <translation>Кожен переможець отримує 1, а кожен, хто програв, втрачає 1; рахунок імператора подвоюється, щоб роздача зійшлася в нуль: імператор ±2, охоронець ±1, кожен гравець народу ∓1. Якщо імператор грає сам, він виграє чи програє 4 — по одному від кожного з чотирьох. Нічия не дає нічого.</translation>
        </message>
        <message>
            <source>Four packs of cards without their 3s, 4s and 5s, and four red and four black jokers: 168 cards. Suits never matter; only the rank does. From high to low:</source>
            <translation>Чотири колоди карт без трійок, четвірок і п'ятірок, а також чотири червоні й чотири чорні джокери: 168 карт. Масті не мають жодного значення, важить лише ранг. Від найвищого до найнижчого:</translation>
        </message>
        <message>
            <source>From the second deal on, once the cards are taken, the side that lost the deal before pays the winners. Each loser gives his highest card that is not a joker (a 2 if he has one); a losing emperor gives his two highest, or four if he played alone. Each winner takes one card, a winning emperor two, or four if he was alone. After a tie nobody gives anything.</source>
            <translation>Починаючи з другої роздачі, коли карти вже розібрано, сторона, що програла попередню роздачу, платить переможцям. Кожен, хто програв, віддає свою найвищу карту, яка не є джокером (двійку, якщо вона в нього є); імператор, що програв, віддає дві найвищі, а якщо грав сам — чотири. Кожен переможець бере одну карту, імператор, що виграв, — дві, а якщо грав сам — чотири. Після нічиєї ніхто нічого не віддає.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Гра</translation>
        </message>
        <message>
            <source>Get rid of your cards, and help your partners get rid of theirs. Cards are played one or several at a time, and each play must beat the one before it, until nobody will: then whoever played last starts again with anything he likes.</source>
            <translation>Позбудьтеся своїх карт і допоможіть партнерам позбутися їхніх. Карти грають по одній або по кілька, і кожен хід мусить побити попередній, доки ніхто вже не хоче бити: тоді той, хто ходив останнім, знову починає з чого завгодно.</translation>
        </message>
        <message>
            <source>Joker order</source>
            <translation>Порядок джокерів</translation>
        </message>
        <message>
            <source>Nobody deals. The cards are shuffled and cut, and the players take them from the pile one at a time in turn until none is left: three players hold 34 cards and two hold 33. In the next deal the first taker moves on by one seat.</source>
            <translation>Карти ніхто не роздає. Їх тасують і знімають, а тоді гравці по черзі беруть із купи по одній карті, доки не розберуть усі: у трьох гравців буде по 34 карти, у двох — по 33. У наступній роздачі першим бере гравець, що сидить на одне місце далі.</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Параметри</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>Власні параметри</translation>
        </message>
        <message>
            <source>Players who run out of cards drop out: first, second, and so on. The deal ends as soon as every member of one side is out (with the emperor alone: as soon as anybody is). Look at the first player out and at the players still holding cards: if they are on different sides, the first player's side wins; if on the same side, it is a tie. The emperor alone wins only by going out first.</source>
            <translation>Гравці, у яких закінчилися карти, виходять із гри: перший, другий і так далі. Роздача закінчується, щойно вийдуть усі гравці однієї сторони (коли імператор грає сам — щойно вийде будь-хто). Подивіться на того, хто вийшов першим, і на тих, у кого ще лишилися карти: якщо вони з різних сторін, виграє сторона першого; якщо з однієї — нічия. Імператор, що грає сам, виграє, лише якщо вийде першим.</translation>
        </message>
        <message>
            <source>Playing and passing</source>
            <translation>Хід і пас</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Результат</translation>
        </message>
        <message>
            <source>Rizhao</source>
            <translation>Жичжао</translation>
        </message>
        <message>
            <source>Rizhao, sixes last</source>
            <translation>Жичжао, шістки наостанок</translation>
        </message>
        <message>
            <source>Rizhao, with announcements</source>
            <translation>Жичжао, з оголошеннями</translation>
        </message>
        <message>
            <source>Shanghai</source>
            <translation>Шанхай</translation>
        </message>
        <message>
            <source>Shanghai, twos as trumps</source>
            <translation>Шанхай, двійки-козирі</translation>
        </message>
        <message>
            <source>Sixes last</source>
            <translation>Шістки наостанок</translation>
        </message>
        <message>
            <source>The Rizhao game in which the protector, or an emperor alone, may announce himself.</source>
            <translation>Гра Жичжао, у якій охоронець або імператор, що грає сам, може оголосити про себе.</translation>
        </message>
        <message>
            <source>The Rizhao game scored by points for the places, played until one player is left.</source>
            <translation>Гра Жичжао з очками за місця; грають, доки не залишиться один гравець.</translation>
        </message>
        <message>
            <source>The Rizhao game with sixes played last.</source>
            <translation>Гра Жичжао, у якій шістки грають наостанок.</translation>
        </message>
        <message>
            <source>The Shanghai game with twos as trumps.</source>
            <translation>Гра Шанхай із двійками-козирями.</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>Мета</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Карти</translation>
        </message>
        <message>
            <source>The cards are put down face down and the winners take them at random, in the order of their places in the deal before; with the tribute face up, each winner chooses in turn.</source>
            <translation>Карти кладуть взакриту, і переможці беруть їх навмання в порядку своїх місць у попередній роздачі; якщо данина лежить відкрито, кожен переможець по черзі вибирає карту сам.</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>Роздача</translation>
        </message>
        <message>
            <source>The emperor leads first. Whoever has the lead must play something. Then each player in turn either beats the last play or passes; a player who passed may still play when his turn comes again. When everybody else still holding cards has passed in a row, the last player to play leads again, anything he likes. If he has gone out, the lead passes to the next player still holding cards.</source>
            <translation>Першим заходить імператор. Той, хто заходить, мусить щось зіграти. Далі кожен гравець по черзі або б'є останній хід, або пасує; хто спасував, може знову зіграти, коли до нього дійде черга. Коли всі інші гравці, у яких ще є карти, спасували поспіль, той, хто ходив останнім, знову заходить — чим завгодно. Якщо він уже вийшов, захід переходить до наступного гравця, у якого ще є карти.</translation>
        </message>
        <message>
            <source>The emperor, his protector and the people</source>
            <translation>Імператор, його охоронець і народ</translation>
        </message>
        <message>
            <source>The end and the score</source>
            <translation>Кінець роздачі й рахунок</translation>
        </message>
        <message>
            <source>The game as played in Rizhao, Shandong: every option as usual.</source>
            <translation>Гра, як у неї грають у Жичжао (провінція Шаньдун): усі параметри звичайні.</translation>
        </message>
        <message>
            <source>The holder of the protector's card is the emperor's secret partner. Nobody else knows who it is until that card is played, so the three others, the people, must guess from the play. If the emperor holds both marked cards he plays alone against four, and the others learn it only when the protector's card appears.</source>
            <translation>Власник карти охоронця — таємний партнер імператора. Ніхто інший не знає, хто це, доки цю карту не зіграють, тож троє інших — народ — мусять здогадуватися з ходу гри. Якщо в імператора обидві позначені карти, він грає сам проти чотирьох, а інші дізнаються про це, лише коли з'явиться карта охоронця.</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>Данина</translation>
        </message>
        <message>
            <source>The usual rule sets</source>
            <translation>Звичні набори правил</translation>
        </message>
        <message>
            <source>The variations reported from Shanghai together: points, the tribute face up, announcements and the joker order.</source>
            <translation>Усі варіанти, відомі з Шанхаю, разом: очки, данина відкрито, оголошення й порядок джокерів.</translation>
        </message>
        <message>
            <source>There are sixteen cards of each rank from 6 to 2, and four jokers of each colour. One red joker is marked with a crown: the &lt;b&gt;emperor's card&lt;/b&gt;. One black joker is marked with a shield: the &lt;b&gt;protector's card&lt;/b&gt; (the eunuch's, in the Chinese name). In play they are jokers of their colour like the others.</source>
            <translation>Кожного рангу від 6 до 2 є по шістнадцять карт, а джокерів кожного кольору — по чотири. Один червоний джокер позначено короною: це &lt;b&gt;карта імператора&lt;/b&gt;. Один чорний джокер позначено щитом: це &lt;b&gt;карта охоронця&lt;/b&gt; (за китайською назвою — карта євнуха). У грі вони такі самі джокери свого кольору, як і решта.</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>Правила цього столу</translation>
        </message>
        <message>
            <source>To beat a play you must play as many cards, and each of your cards must beat one of its cards: sort both plays from high to low and compare them place by place; every card of yours must be strictly higher than the card in the same place.</source>
            <translation>Щоб побити хід, треба зіграти стільки ж карт, і кожна ваша карта мусить побити одну з його карт: розкладіть обидва ходи від найвищої карти до найнижчої й порівняйте їх місце за місцем; кожна ваша карта мусить бути строго вищою за карту на тому самому місці.</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>Данина</translation>
        </message>
        <message>
            <source>Twos as trumps</source>
            <translation>Двійки-козирі</translation>
        </message>
        <message>
            <source>What may be played</source>
            <translation>Чим можна ходити</translation>
        </message>
        <message>
            <source>Whoever holds the emperor's card is offered the throne. He may accept and be the emperor, whom everybody knows from then on, or decline and pass that one card to the next player, who gets nothing else and now decides in turn. If the card goes all the way round, its first holder must accept.</source>
            <translation>Тому, в кого карта імператора, пропонують трон. Він може погодитися й стати імператором — відтоді його знають усі, — або відмовитися й передати цю одну карту наступному гравцеві, який більше нічого не отримує і тепер вирішує сам. Якщо карта обійде весь стіл, її перший власник мусить погодитися.</translation>
        </message>
        <message>
            <source>With the joker order (an option) a card may equal the card it meets, as long as every joker of the play beaten meets a higher card and at least one card is higher: then 9 9 9 with a black joker beats 9 9 9 9.</source>
            <translation>За порядком джокерів (це параметр) карта може бути рівною карті, проти якої стоїть, якщо кожен джокер ходу, який б'ють, стоїть проти вищої карти і хоча б одна карта вища: тоді 9 9 9 з чорним джокером б'є 9 9 9 9.</translation>
        </message>
        <message>
            <source>With the points scoring (an option) the deal goes on until one player is left, and the places score +4, +2, 0, −2 and −4. Each side adds up its members' points and every member scores the side's total; the emperor's score is doubled (twice when alone) so that the deal comes out even.</source>
            <translation>З очками за місця (це параметр) роздача триває, доки не залишиться один гравець, а місця дають +4, +2, 0, −2 і −4. Кожна сторона складає очки своїх гравців, і кожен із них отримує суму своєї сторони; рахунок імператора подвоюється (а коли він грає сам — подвоюється двічі), щоб роздача зійшлася в нуль.</translation>
        </message>
        <message>
            <source>Your hand is shown in columns, as players in China hold it: one column per rank, equal cards stacked, the jokers apart on the left. Click a column to take one card more of it, Ctrl+click to take the whole column, Alt+click to pick one joker; the arrow keys move and take too, J takes a joker and Enter plays.</source>
            <translation>Ваші карти показано стовпчиками, як їх тримають гравці в Китаї: по стовпчику на ранг, однакові карти одна на одній, джокери окремо ліворуч. Клацніть стовпчик, щоб виділити в ньому ще одну карту; Ctrl+клацання виділяє весь стовпчик, Alt+клацання — одного джокера; клавіші зі стрілками теж переміщують і виділяють, J виділяє джокера, а Enter робить хід.</translation>
        </message>
        <message>
            <source>a 6 may be played only by a player holding nothing but sixes</source>
            <translation>шістку може зіграти лише гравець, у якого немає нічого, крім шісток</translation>
        </message>
        <message>
            <source>announcements</source>
            <translation>оголошення</translation>
        </message>
        <message>
            <source>asking the others not to beat</source>
            <translation>прохання не бити</translation>
        </message>
        <message>
            <source>before the first lead the protector may announce himself (scores doubled), or an emperor holding both marked cards may say he is alone (scores tripled)</source>
            <translation>перед першим заходом охоронець може оголосити про себе (рахунок подвоюється), а імператор з обома позначеними картами — сказати, що грає сам (рахунок потроюється)</translation>
        </message>
        <message>
            <source>cards may equal the cards they meet, jokers must be beaten (see above)</source>
            <translation>карти можуть бути рівними тим, проти яких стоять, але джокерів треба бити (див. вище)</translation>
        </message>
        <message>
            <source>every card higher</source>
            <translation>кожна карта вища</translation>
        </message>
        <message>
            <source>face down and taken at random, or face up and chosen</source>
            <translation>взакриту й навмання або відкрито й на вибір</translation>
        </message>
        <message>
            <source>face down, at random</source>
            <translation>взакриту, навмання</translation>
        </message>
        <message>
            <source>face up, chosen</source>
            <translation>відкрито, на вибір</translation>
        </message>
        <message>
            <source>no</source>
            <translation>ні</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>нічого більше</translation>
        </message>
        <message>
            <source>play goes anticlockwise, or clockwise</source>
            <translation>хід іде проти годинникової стрілки або за нею</translation>
        </message>
        <message>
            <source>points are scored for the places.</source>
            <translation>очки нараховують за місця.</translation>
        </message>
        <message>
            <source>points for the places</source>
            <translation>очки за місця</translation>
        </message>
        <message>
            <source>red joker, black joker, 2, A, K, Q, J, 10, 9, 8, 7, 6</source>
            <translation>червоний джокер, чорний джокер, 2, A, K, Q, J, 10, 9, 8, 7, 6</translation>
        </message>
        <message>
            <source>sixes last</source>
            <translation>шістки наостанок</translation>
        </message>
        <message>
            <source>the emperor may play alone</source>
            <translation>імператор може грати сам</translation>
        </message>
        <message>
            <source>the emperor's card may be declined</source>
            <translation>від карти імператора можна відмовитися</translation>
        </message>
        <message>
            <source>the emperor's card may be passed on, or its holder must accept</source>
            <translation>карту імператора можна передати далі, або ж її власник мусить погодитися</translation>
        </message>
        <message>
            <source>the first and the last out</source>
            <translation>перший, хто вийшов, і ті, хто лишився</translation>
        </message>
        <message>
            <source>the first and the last out, or points for the places</source>
            <translation>перший, хто вийшов, і ті, хто лишився, або очки за місця</translation>
        </message>
        <message>
            <source>the holder of both marked cards may play alone, or must pass the emperor's card on</source>
            <translation>власник обох позначених карт може грати сам або мусить передати карту імператора далі</translation>
        </message>
        <message>
            <source>the joker order</source>
            <translation>порядок джокерів</translation>
        </message>
        <message>
            <source>the joker order is played.</source>
            <translation>грають за порядком джокерів.</translation>
        </message>
        <message>
            <source>the main result is played.</source>
            <translation>результат визначають за основним правилом.</translation>
        </message>
        <message>
            <source>the tribute is face down.</source>
            <translation>данина лежить взакриту.</translation>
        </message>
        <message>
            <source>the tribute lies face up and is chosen.</source>
            <translation>данина лежить відкрито, карти з неї вибирають.</translation>
        </message>
        <message>
            <source>twos are trumps: they join another rank as jokers do, as in 7 7 7 2.</source>
            <translation>двійки — козирі: вони приєднуються до іншого рангу, як джокери, наприклад 7 7 7 2.</translation>
        </message>
        <message>
            <source>twos as trumps</source>
            <translation>двійки-козирі</translation>
        </message>
        <message>
            <source>twos may join another rank as jokers do: 7 7 7 2</source>
            <translation>двійки можуть приєднуватися до іншого рангу, як джокери: 7 7 7 2</translation>
        </message>
        <message>
            <source>whether a player may ask the others not to beat his play</source>
            <translation>чи може гравець просити інших не бити його хід</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>так</translation>
        </message>
        <message>
            <source>保皇, “protect the emperor”: a climbing card game for five from Shandong. Each deal sets the emperor and his hidden protector against the three others; the side that sheds its cards well wins.</source>
            <translation>保皇, «захисти імператора»: карткова гра для п'ятьох із провінції Шаньдун, у якій кожен хід має перебити попередній. У кожній роздачі імператор і його прихований охоронець грають проти трьох інших; виграє сторона, яка вдало позбувається своїх карт.</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangTable</name>
        <message>
            <source>%1 gives %2</source>
            <translation>%1 віддає карт: %2</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1 пасує</translation>
        </message>
        <message>
            <source>%1 pays %2</source>
            <translation>від %1 — %2</translation>
        </message>
        <message>
            <source>%1 pays %2 to %3</source>
            <translation>від %1 гравцеві %3 — %2</translation>
        </message>
        <message>
            <source>%1 pays %2 to you</source>
            <translation>від %1 вам — %2</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 грає: %2</translation>
        </message>
        <message>
            <source>(alone, holding his protector's card)</source>
            <translation>(грає сам, має й карту охоронця)</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>1-й</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2-й</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3-й</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>4-й</translation>
        </message>
        <message>
            <source>5th</source>
            <translation>5-й</translation>
        </message>
        <message>
            <source>A draw: neither side wins.</source>
            <translation>Нічия: жодна сторона не виграла.</translation>
        </message>
        <message>
            <source>A new lead</source>
            <translation>Новий захід</translation>
        </message>
        <message>
            <source>Announce</source>
            <translation>Оголосити</translation>
        </message>
        <message>
            <source>Announced: scores × %1</source>
            <translation>Оголошено: рахунок × %1</translation>
        </message>
        <message>
            <source>Ask: do not beat me</source>
            <translation>Попросити не бити</translation>
        </message>
        <message>
            <source>Be emperor</source>
            <translation>Стати імператором</translation>
        </message>
        <message>
            <source>Before the first lead: the protector may announce himself.</source>
            <translation>Перед першим заходом охоронець може оголосити про себе.</translation>
        </message>
        <message>
            <source>Emperor</source>
            <translation>Імператор</translation>
        </message>
        <message>
            <source>Emperor alone</source>
            <translation>Імператор (грає сам)</translation>
        </message>
        <message>
            <source>Emperor: %1</source>
            <translation>Імператор: %1</translation>
        </message>
        <message>
            <source>Finishing order: %1</source>
            <translation>Порядок виходу: %1</translation>
        </message>
        <message>
            <source>Give %1</source>
            <translation>Віддати: %1</translation>
        </message>
        <message>
            <source>Holds the emperor card</source>
            <translation>Має карту імператора</translation>
        </message>
        <message>
            <source>Next deal's tribute: %1</source>
            <translation>Данина в наступній роздачі: %1</translation>
        </message>
        <message>
            <source>No tribute next deal.</source>
            <translation>У наступній роздачі данини не буде.</translation>
        </message>
        <message>
            <source>Out: %1</source>
            <translation>Вийшов: %1</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Пас</translation>
        </message>
        <message>
            <source>Pass the emperor card on</source>
            <translation>Передати карту імператора далі</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Зіграти</translation>
        </message>
        <message>
            <source>Protector</source>
            <translation>Охоронець</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>Промовчати</translation>
        </message>
        <message>
            <source>Selected: %1.</source>
            <translation>Виділено: %1.</translation>
        </message>
        <message>
            <source>Take %1</source>
            <translation>Взяти: %1</translation>
        </message>
        <message>
            <source>The cards are dealt. A player holds the emperor card and decides.</source>
            <translation>Карти розібрано. Один із гравців має карту імператора й вирішує, що з нею робити.</translation>
        </message>
        <message>
            <source>The cards are dealt. You hold the emperor card: be emperor, or pass it on?</source>
            <translation>Карти розібрано. У вас карта імператора: станете імператором чи передасте її далі?</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Роздачу завершено.</translation>
        </message>
        <message>
            <source>The emperor's side wins.</source>
            <translation>Виграла сторона імператора.</translation>
        </message>
        <message>
            <source>The farmers win.</source>
            <translation>Виграли селяни.</translation>
        </message>
        <message>
            <source>To beat: %1</source>
            <translation>Треба побити: %1</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>Данина</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>Ви пасуєте</translation>
        </message>
        <message>
            <source>You play %1</source>
            <translation>Ви граєте: %1</translation>
        </message>
        <message>
            <source>Your side lost.</source>
            <translation>Ваша сторона програла.</translation>
        </message>
        <message>
            <source>Your side won.</source>
            <translation>Ваша сторона виграла.</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>одна карта</translation>
        </message>
        <message>
            <source>farmers: %1</source>
            <translation>селяни: %1</translation>
        </message>
        <message>
            <source>protector: %1</source>
            <translation>охоронець: %1</translation>
        </message>
        <message>
            <source>you give %1</source>
            <translation>ви віддаєте карт: %1</translation>
        </message>
        <message>
            <source>you pay %1</source>
            <translation>від вас — %1</translation>
        </message>
        <message>
            <source>you pay %1 to %2</source>
            <translation>від вас гравцеві %2 — %1</translation>
        </message>
        <message>
            <source>“Do not beat!” 站</source>
            <translation>«Не бийте!» 站</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangWords</name>
        <message>
            <source>each card must beat the card it answers</source>
            <translation>кожна карта мусить побити ту, проти якої стоїть</translation>
        </message>
        <message>
            <source>one card at least must be higher than the card it answers</source>
            <translation>хоча б одна карта мусить бути вищою за ту, проти якої стоїть</translation>
        </message>
        <message>
            <source>the card has gone once round the table</source>
            <translation>карта вже обійшла весь стіл</translation>
        </message>
        <message>
            <source>these rules do not let the card be passed on</source>
            <translation>за цими правилами карту не можна передати далі</translation>
        </message>
    </context>
    <context>
        <name>BeginnerPage</name>
        <message>
            <source>Opponents:</source>
            <translation>Суперники:</translation>
        </message>
        <message>
            <source>They play plain moves and often leave you chances: good for a first game.</source>
            <translation>Грають прості ходи й часто залишають вам шанси: добре для першої гри.</translation>
        </message>
        <message>
            <source>They play soundly: a fair game once you know the rules.</source>
            <translation>Грають розважливо: рівна гра, коли ви вже знаєте правила.</translation>
        </message>
        <message>
            <source>They think ahead and punish mistakes.</source>
            <translation>Думають наперед і карають за помилки.</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Ваше ім'я:</translation>
        </message>
    </context>
    <context>
        <name>BrowserPage</name>
        <message>
            <source>Annotated</source>
            <translation>З коментарями</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>Будь-яка гра</translation>
        </message>
        <message>
            <source>Any status</source>
            <translation>Будь-який стан</translation>
        </message>
        <message>
            <source>Any time</source>
            <translation>Будь-коли</translation>
        </message>
        <message>
            <source>Bookmarked</source>
            <translation>З закладками</translation>
        </message>
        <message>
            <source>Demo deals</source>
            <translation>Демо-роздачі</translation>
        </message>
        <message>
            <source>Every session</source>
            <translation>Усі сесії</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>Усі гравці</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Завершені</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>Останні 30 днів</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>Останні 7 днів</translation>
        </message>
        <message>
            <source>Last year</source>
            <translation>Останній рік</translation>
        </message>
        <message>
            <source>Only session {s}</source>
            <translation>Лише сесія {s}</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Переглянути</translation>
        </message>
        <message>
            <source>Replay deal #{id}</source>
            <translation>Переглянути роздачу #{id}</translation>
        </message>
        <message>
            <source>Reviewed</source>
            <translation>Проаналізовані</translation>
        </message>
        <message>
            <source>Search the notes…</source>
            <translation>Пошук у нотатках…</translation>
        </message>
        <message>
            <source>Show the deals the demo played too</source>
            <translation>Показувати й роздачі, зіграні в демо-режимі</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>Незавершені</translation>
        </message>
        <message>
            <source>session {s} only (right-click: every session)</source>
            <translation>лише сесія {s} (правий клік: усі сесії)</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>ШІ {level}</translation>
        </message>
        <message>
            <source>{n} deals</source>
            <translation>Роздач: {n}</translation>
        </message>
        <message>
            <source>{n} of {all} deals</source>
            <translation>Роздач: {n} із {all}</translation>
        </message>
    </context>
    <context>
        <name>CardTable</name>
        <message>
            <source>%1 in hand</source>
            <translation>%1 в руці</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 грає %2</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>Хід: %1</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>Хід: %1.</translation>
        </message>
        <message>
            <source>%1 won the most.</source>
            <translation>%1 виграє найбільше.</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Повний екран</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Гра</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Довідка</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>&amp;Нова сесія…</translation>
        </message>
        <message>
            <source>&amp;Pass</source>
            <translation>&amp;Пас</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Ви&amp;йти</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Правила</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>Панель &amp;сесії</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вигляд</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>Швидкість &amp;анімації</translation>
        </message>
        <message>
            <source>As %1 saw it</source>
            <translation>Погляд: %1</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Назад</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Фішки</translation>
        </message>
        <message>
            <source>Deals played: %1</source>
            <translation>Зіграно роздач: %1</translation>
        </message>
        <message>
            <source>Every hand</source>
            <translation>Усі руки</translation>
        </message>
        <message>
            <source>First</source>
            <translation>Початок</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Вперед</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>Підказка: %1.</translation>
        </message>
        <message>
            <source>Hint: play the pieces selected.</source>
            <translation>Підказка: зіграйте виділене.</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>Кінець</translation>
        </message>
        <message>
            <source>Last deal</source>
            <translation>Остання роздача</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>Ходи</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>Наступна &amp;роздача</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Наступна роздача</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>Наступна роздача (N)</translation>
        </message>
        <message>
            <source>No play uses exactly these pieces.</source>
            <translation>Жоден хід не складається саме з виділеного.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Пас</translation>
        </message>
        <message>
            <source>Pass for me when &amp;nothing beats</source>
            <translation>Пасувати за мене, коли нічим &amp;бити</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Зіграти</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>Грати звідси…</translation>
        </message>
        <message>
            <source>Play on from this step at the table, in the seat viewed</source>
            <translation>Грати далі з цього кроку за столом, на місці, яке ви переглядаєте</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Гравець</translation>
        </message>
        <message>
            <source>Replay: %1</source>
            <translation>Перегляд: %1</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Сесія</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Крок %1 з %2</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Роздачу завершено</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Роздачу завершено.</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>Роздачу завершено: виберіть раніший крок, звідки грати.</translation>
        </message>
        <message>
            <source>The play to beat</source>
            <translation>Хід, який треба побити</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>Початок роздачі</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>Стіл</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Ця роздача</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Разом</translation>
        </message>
        <message>
            <source>Total after each deal</source>
            <translation>Разом після кожної роздачі</translation>
        </message>
        <message>
            <source>Whose view</source>
            <translation>Чий погляд</translation>
        </message>
        <message>
            <source>You play %2</source>
            <translation>Ви граєте %2</translation>
        </message>
        <message>
            <source>You won the most.</source>
            <translation>Ви виграєте найбільше.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Ваш хід</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Ваш хід.</translation>
        </message>
        <message>
            <source>Your turn: select what to play.</source>
            <translation>Ваш хід: виділіть, чим ходити.</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>думає…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>ходить</translation>
        </message>
    </context>
    <context>
        <name>Closing</name>
        <message>
            <source>Close</source>
            <translation>Закрити</translation>
        </message>
    </context>
    <context>
        <name>DealListModel</name>
        <message>
            <source> (branch of #{id})</source>
            <translation> (гілка від #{id})</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>A jump with {n} points: payments ×{m}</source>
            <translation>Стрибок з очками ({n}): виплати ×{m}</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Дата</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Гра</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>Стрибок</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Остання взятка</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Нотатки</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>Очко</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Аналіз</translation>
        </message>
        <message>
            <source>Seats and levels</source>
            <translation>Місця й рівні</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Сесія</translation>
        </message>
        <message>
            <source>Session {s}, deal {n} ({source})</source>
            <translation>Сесія {s}, роздача {n} ({source})</translation>
        </message>
        <message>
            <source>Starter</source>
            <translation>Починає</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Стан</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>Великий шолом</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ви</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>завершена</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>триває</translation>
        </message>
        <message>
            <source>sweep</source>
            <translation>великий шолом</translation>
        </message>
        <message>
            <source>unfinished</source>
            <translation>незавершена</translation>
        </message>
        <message>
            <source>{n} notes, {b} bookmarks</source>
            <translation>нотаток: {n}, закладок: {b}</translation>
        </message>
        <message>
            <source>{player}, in every seat</source>
            <translation>{player}, на кожному місці</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>Dice: %1 and %2</source>
            <translation>Кубики: %1 і %2</translation>
        </message>
    </context>
    <context>
        <name>Examples</name>
        <message>
            <source>A charity lead: a player without a passport may lead one tile face down and name sky, earth or no suit. Any single tile of the named suit that is not a point beats it.</source>
            <translation>Захід милостинею: гравець без паспорта може зайти однією плиткою взакриту й назвати небесну масть, земну або жодної. Її б'є будь-яка одна плитка названої масті, що не є очком.</translation>
        </message>
        <message>
            <source>A jump: the last trick is won by a points lead, so the final settlement is multiplied. The dice named 6-4. N ends the deal by leading mother and son (4-2 with 2-1), which nothing can beat.</source>
            <translation>Стрибок: останню взятку взято заходом з очок, тож кінцевий розрахунок множиться. Кубики назвали 6-4. N закінчує роздачу заходом з матері й сина (4-2 з 2-1), яких ніщо не б'є.</translation>
        </message>
        <message>
            <source>A passport holder forced into a rule-4 dice throw. With six or more stacks a player holds a passport: they pay nothing for points leads, but may only lead what the passport rules allow. When rules 1 to 3 allow nothing and the hand has both suits, the hand is shown and the dice choose the suit of the single tile to lead.</source>
            <translation>Власник паспорта змушений кидати кубики за правилом 4. Гравець, що має шість стосів чи більше, має паспорт: він нічого не платить за заходи з очок, але може заходити лише з того, що дозволяють правила паспорта. Коли правила 1–3 не дозволяють нічого, а на руках є обидві масті, руку показують, і кубики визначають масть плитки, якою треба зайти.</translation>
        </message>
        <message>
            <source>A re-deal. The two highest ranks of each suit that are not points (always sixteen tiles) are the high tiles; a player dealt none of them may show the hand and demand a re-deal. Everything is shuffled and dealt again, with the same starter and a new throw of the dice.</source>
            <translation>Перездача. Два найвищі ранги кожної масті, що не є очками (завжди шістнадцять плиток), — це високі плитки; гравець, якому не дісталося жодної з них, може показати руку й вимагати перездачі. Усі плитки знову тасують і роздають; починає той самий гравець, а кубики кидають заново.</translation>
        </message>
        <message>
            <source>E wins the trick that began with the charity lead.</source>
            <translation>E бере взятку, що почалася із заходу милостинею.</translation>
        </message>
        <message>
            <source>Example: a charity lead, beaten</source>
            <translation>Приклад: захід милостинею, побитий</translation>
        </message>
        <message>
            <source>Example: a jump won with mother and son</source>
            <translation>Приклад: стрибок матір'ю й сином</translation>
        </message>
        <message>
            <source>Example: a passport holder throws the dice (rule 4)</source>
            <translation>Приклад: власник паспорта кидає кубики (правило 4)</translation>
        </message>
        <message>
            <source>Example: a re-deal</source>
            <translation>Приклад: перездача</translation>
        </message>
        <message>
            <source>Example: mother and son united by dice</source>
            <translation>Приклад: мати й син, об'єднані кубиками</translation>
        </message>
        <message>
            <source>Mother and son united by dice. Before the play, a player holding a mother (4-2) but no son (2-1) may show it, and a player holding a son may answer (or the other way round). Each throws one die; the higher takes both tiles, then gives back the tile the dice name.</source>
            <translation>Мати й син, об'єднані кубиками. Перед розіграшем гравець, що має матір (4-2), але не має сина (2-1), може показати її, а гравець, у якого є син, може відгукнутися (або навпаки). Кожен кидає по кубику; у кого більше, той забирає обидві плитки, а потім віддає плитку, яку назвуть кубики.</translation>
        </message>
        <message>
            <source>N accepts the offer.</source>
            <translation>N приймає пропозицію.</translation>
        </message>
        <message>
            <source>N holds 1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2: not one high tile for this point, so N shows the hand and demands a re-deal.</source>
            <translation>У N: 1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2 — за цього очка жодної високої плитки, тож N показує руку й вимагає перездачі.</translation>
        </message>
        <message>
            <source>N leads 3-3, as the dice demanded.</source>
            <translation>N заходить з 3-3, як вимагали кубики.</translation>
        </message>
        <message>
            <source>N leads 4-2 2-1. Mother and son are not points this deal, but led together they count as a points lead worth 1, and nothing beats them, so N takes the last trick.</source>
            <translation>N заходить з 4-2 2-1. У цій роздачі мати й син не є очками, але захід з них разом рахується як захід з очок вартістю 1, і їх ніщо не б'є, тож N бере останню взятку.</translation>
        </message>
        <message>
            <source>N wins this trick and must lead next, holding a passport with 7 stacks. No lead is allowed by passport rules 1 to 3, so N's hand is shown to everyone.</source>
            <translation>N бере цю взятку й мусить заходити наступним, маючи паспорт (7 стосів). Правила паспорта 1–3 не дозволяють жодного заходу, тож руку N показують усім.</translation>
        </message>
        <message>
            <source>One die each: 1 for the offer, 3 for the answer. N throws higher and takes both mother and son; N now holds 17 tiles, S 15.</source>
            <translation>По кубику кожному: 1 у того, хто запропонував, 3 у того, хто відгукнувся. У N більше, і N забирає і матір, і сина; тепер у N 17 плиток, у S — 15.</translation>
        </message>
        <message>
            <source>S leads a tile face down and names earth. The other players never see this tile; only the all-hands view of the replay shows it (6-4).</source>
            <translation>S заходить плиткою взакриту й називає земну масть. Інші гравці цієї плитки так і не бачать; її показує лише вигляд «Усі руки» в перегляді (6-4).</translation>
        </message>
        <message>
            <source>S shows 4-2: mother looking for son.</source>
            <translation>S показує 4-2: мати шукає сина.</translation>
        </message>
        <message>
            <source>S throws 6 and 5, and N gives back 6-5. Both hands have 16 tiles again.</source>
            <translation>S викидає 6 і 5, і N віддає 6-5. В обох знову по 16 плиток.</translation>
        </message>
        <message>
            <source>The dice show 6 and 4: that throw names a sky tile, so N must lead a single sky tile.</source>
            <translation>На кубиках 6 і 4: цей кидок називає небесну плитку, тож N мусить зайти однією небесною плиткою.</translation>
        </message>
        <message>
            <source>The run of points leads that ends the deal is worth 1, so the multiplier is jump factor 2 x 1 = 2. The chips paid at once for that run are given back first ('refund'), then everyone settles with N at 2 times the usual rate.</source>
            <translation>Серія заходів з очок, якою закінчується роздача, варта 1, тож множник — це множник стрибка 2 × 1 = 2. Фішки, одразу виплачені за цю серію, спершу повертають («повернення»), а потім кожен розраховується з N удвічі більше, ніж звичайно.</translation>
        </message>
        <message>
            <source>The tiles are shuffled again; the same player chooses a tower and throws the dice anew.</source>
            <translation>Плитки знову тасують; той самий гравець вибирає вежу й кидає кубики заново.</translation>
        </message>
        <message>
            <source>W beats the charity lead with 4-2, an earth tile that is not a point. From here on the ordinary single-tile rules apply: a later player must beat 4-2.</source>
            <translation>W б'є захід милостинею плиткою 4-2 — земною плиткою, що не є очком. Відтепер діють звичайні правила для однієї плитки: наступний гравець мусить бити 4-2.</translation>
        </message>
    </context>
    <context>
        <name>FaceDownStrip</name>
        <message>
            <source>Face down so far:</source>
            <translation>Уже скинуто взакриту:</translation>
        </message>
        <message>
            <source>Nothing played face down yet.</source>
            <translation>Взакриту ще нічого не скинуто.</translation>
        </message>
    </context>
    <context>
        <name>FamilyController</name>
        <message>
            <source>An AI failed (%1); it plays a simple move.</source>
            <translation>Помилка ШІ (%1); він робить простий хід.</translation>
        </message>
        <message>
            <source>Deals are not recorded: %1</source>
            <translation>Роздачі не записуються: %1</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>Запис зупинено: %1. Гра триває, але роздачі не зберігаються.</translation>
        </message>
    </context>
    <context>
        <name>FamilyReplayWindow</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v з %m рішень</translation>
        </message>
        <message>
            <source>&lt;b&gt;AI review&lt;/b&gt;</source>
            <translation>&lt;b&gt;Аналіз ШІ&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step %1&lt;/b&gt; · %2</source>
            <translation>&lt;b&gt;Крок %1&lt;/b&gt; · %2</translation>
        </message>
        <message>
            <source>A good decision: the AI agrees.</source>
            <translation>Добре рішення: ШІ погоджується.</translation>
        </message>
        <message>
            <source>A note on this move</source>
            <translation>Нотатка до цього ходу</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>Усі руки</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Назад</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>Закладка</translation>
        </message>
        <message>
            <source>Decisions to review: %1</source>
            <translation>Рішень для аналізу: %1</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Кінець</translation>
        </message>
        <message>
            <source>Hard judges</source>
            <translation>Судить «Сильний»</translation>
        </message>
        <message>
            <source>It compared %1 moves over %2 sampled deals; its move is worth %3 chips.</source>
            <translation>Він порівняв ходів: %1 на вибірці роздач: %2; його хід вартий %3 фішок.</translation>
        </message>
        <message>
            <source>Mark:</source>
            <translation>Позначка:</translation>
        </message>
        <message>
            <source>Medium judges (quicker)</source>
            <translation>Судить «Середній» (швидше)</translation>
        </message>
        <message>
            <source>Mistakes found: %1</source>
            <translation>Знайдено помилок: %1</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Далі</translation>
        </message>
        <message>
            <source>No mark</source>
            <translation>Без позначки</translation>
        </message>
        <message>
            <source>Not reviewed yet.</source>
            <translation>Ще не проаналізовано.</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>Нотатка:</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>Грати звідси…</translation>
        </message>
        <message>
            <source>Play from step %1</source>
            <translation>Грати з кроку %1</translation>
        </message>
        <message>
            <source>Replay of deal %1</source>
            <translation>Повтор роздачі %1</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>Проаналізувати це місце</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>Місце %1</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Початок</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose</source>
            <translation>Почати нову гру з цього кроку з гравцями на ваш вибір</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>Крок %1 з %2</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>Зупинити</translation>
        </message>
        <message>
            <source>The AI level whose search judges each decision</source>
            <translation>Рівень ШІ, чий пошук оцінює кожне рішення</translation>
        </message>
        <message>
            <source>The AI prefers: %1 (about %2 chips better).</source>
            <translation>ШІ віддає перевагу: %1 (приблизно на %2 фішок краще).</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>Роздачу завершено: виберіть раніший крок, звідки грати.</translation>
        </message>
        <message>
            <source>The note was not saved: %1</source>
            <translation>Нотатку не збережено: %1</translation>
        </message>
        <message>
            <source>The review stopped: %1</source>
            <translation>Аналіз зупинено: %1</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>Початок роздачі</translation>
        </message>
        <message>
            <source>The start of the deal. Notes on a move: go to it first.</source>
            <translation>Початок роздачі. Нотатки до ходу: спершу перейдіть до нього.</translation>
        </message>
        <message>
            <source>This game has no AI to review its deals.</source>
            <translation>Для цієї гри немає ШІ, що аналізував би її роздачі.</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>Це місце вже проаналізовано: результати збережено в записах.</translation>
        </message>
        <message>
            <source>Who plays on from step %1? The deal played on is recorded as a branch of this one.</source>
            <translation>Хто грає далі з кроку %1? Дограна роздача запишеться як гілка цієї.</translation>
        </message>
        <message>
            <source>about %1 chips lost</source>
            <translation>втрачено приблизно %1 фішок</translation>
        </message>
        <message>
            <source>beat with %1</source>
            <translation>бити: %1</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>завершено</translation>
        </message>
        <message>
            <source>lead %1</source>
            <translation>зайти: %1</translation>
        </message>
        <message>
            <source>play %1 face down</source>
            <translation>скинути взакриту: %1</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ви</translation>
        </message>
        <message>
            <source>−%1 chips</source>
            <translation>−%1 фішок</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>No hint this time (%1).</source>
            <translation>Цього разу підказки немає (%1).</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>Запис зупинено: %1. Гра триває, але роздачі не зберігаються.</translation>
        </message>
        <message>
            <source>The AI for %1 failed (%2); it plays a simple move.</source>
            <translation>ШІ гравця %1 дав збій (%2); зроблено простий хід.</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden from everyone. It cannot win the trick.</source>
            <translation>Хід, який не б'є: стільки ж плиток, скільки було в заході, і їх ніхто не бачить. Виграти взятку він не може.</translation>
        </message>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden. It cannot win the trick.</source>
            <translation>Хід, який не б'є: стільки ж плиток, скільки було в заході, лицем донизу. Виграти взятку він не може.</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for the tiles to be shuffled and dealt again.</source>
            <translation>Гравець, у якого немає жодної високої плитки, може вимагати, щоб плитки перетасували й роздали знову.</translation>
        </message>
        <message>
            <source>A player may ask the others not to beat the play he makes. Nobody has to do as he asks.</source>
            <translation>Гравець може попросити інших не бити його хід. Ніхто не мусить слухатися.</translation>
        </message>
        <message>
            <source>A player with no cards left. The order in which the players go out decides who wins the deal.</source>
            <translation>Гравець, у якого не лишилося карт. Порядок, у якому гравці виходять, вирішує, хто виграв роздачу.</translation>
        </message>
        <message>
            <source>A player's call that the session ends after five more deals (or after one more, Tashi Gobah).</source>
            <translation>Оголошення гравця, що сесія закінчиться ще через п'ять роздач (або через одну — Таші Ґобу).</translation>
        </message>
        <message>
            <source>A tile of the point. It beats nothing and nothing beats a lead of point tiles; leading it earns a chip from each player.</source>
            <translation>Плитка виду, який у цій роздачі є очком. Вона нічого не б'є, а захід з плиток-очок не б'є ніщо; хто нею заходить, отримує по фішці від кожного гравця.</translation>
        </message>
        <message>
            <source>A tile or set that no tile still to be played can beat. A passport holder may always lead it.</source>
            <translation>Плитка чи комбінація, яку вже не може побити жодна з плиток, що ще не зіграні. Власник паспорта завжди може нею заходити.</translation>
        </message>
        <message>
            <source>An emperor who holds the eunuch card too plays alone against the four others, for a double score.</source>
            <translation>Імператор, у якого є ще й карта євнуха, грає сам проти чотирьох інших, і його рахунок подвоюється.</translation>
        </message>
        <message>
            <source>At the end of a deal the winner of the last trick collects from those with fewer than six stacks and pays those with more.</source>
            <translation>Наприкінці роздачі той, хто взяв останню взятку, отримує фішки від тих, у кого менше шести стосів, і платить тим, у кого більше.</translation>
        </message>
        <message>
            <source>Before the first lead the protector may say who he is, which doubles the deal's scores.</source>
            <translation>Перед першим заходом охоронець може назватися, і тоді очки роздачі подвоюються.</translation>
        </message>
        <message>
            <source>From the second deal on, each loser of the deal before gives the winners his highest card that is not a joker.</source>
            <translation>Починаючи з другої роздачі, кожен, хто програв попередню, віддає переможцям свою найстаршу карту, крім джокера.</translation>
        </message>
        <message>
            <source>Held by a player with six stacks or more. Its holder pays nothing more, but may lead only what the passport rules allow.</source>
            <translation>Його має гравець, що взяв шість стосів чи більше. Власник паспорта більше нічого не платить, але може заходити лише з того, що дозволяють правила паспорта.</translation>
        </message>
        <message>
            <source>How high a tile stands within its suit. A tile beats only a lower tile of the same suit.</source>
            <translation>Наскільки висока плитка у своїй масті. Плитка б'є лише нижчу плитку тієї самої масті.</translation>
        </message>
        <message>
            <source>In some tables, each player says after the deal whether they play it at all.</source>
            <translation>За деякими столами кожен гравець після роздачі каже, чи гратиме її взагалі.</translation>
        </message>
        <message>
            <source>Leading one tile face down and naming a suit: any tile of that suit beats it. Not for a passport holder.</source>
            <translation>Захід однією плиткою взакриту з назвою масті: її б'є будь-яка плитка цієї масті. Власникові паспорта так заходити не можна.</translation>
        </message>
        <message>
            <source>One lead and the plays that follow it; a trick of two tiles counts as two tricks.</source>
            <translation>Один захід і ходи, що йдуть за ним; взятка з двох плиток рахується за дві взятки.</translation>
        </message>
        <message>
            <source>One lead and the three plays that follow it. Whoever is on top takes it and leads next.</source>
            <translation>Один захід і три ходи після нього. Чий хід зверху, той забирає взятку й заходить наступним.</translation>
        </message>
        <message>
            <source>One of the eight piles of eight tiles built after the shuffle. The hands are dealt from the towers.</source>
            <translation>Одна з восьми купок по вісім плиток, складених після тасування. Руки роздають із веж.</translation>
        </message>
        <message>
            <source>Saying the deal is lost (the banker before the first lead) or won (a leader far enough ahead).</source>
            <translation>Заява, що роздачу програно (банкір — перед першим заходом) або виграно (той, хто заходить, маючи достатню перевагу).</translation>
        </message>
        <message>
            <source>Showing a mother or a son to find its partner, or offering to swap a mother for a son. Dice decide who keeps both.</source>
            <translation>Показати матір чи сина, щоб знайти пару, або запропонувати обміняти матір на сина. Хто залишить собі обидві плитки, вирішують кубики.</translation>
        </message>
        <message>
            <source>Taking the last trick with a lead of point tiles. The whole settlement is then multiplied.</source>
            <translation>Взяти останню взятку заходом з плиток-очок. Тоді множиться весь розрахунок.</translation>
        </message>
        <message>
            <source>The answer to a kan: to play on against it, or not.</source>
            <translation>Відповідь на «кан»: грати далі всупереч йому чи ні.</translation>
        </message>
        <message>
            <source>The black joker marked with a green shield. Whoever holds it is the emperor's protector.</source>
            <translation>Чорний джокер, позначений зеленим щитом. Хто його має, той охоронець імператора.</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank: four tiles led together.</source>
            <translation>Цивільна й військова пари одного відповідного рангу: чотири плитки в одному заході.</translation>
        </message>
        <message>
            <source>The civil tile 6-6, the highest single tile; two of them make the highest civil pair.</source>
            <translation>Цивільна плитка 6-6, найвища одиночна плитка; дві такі дають найвищу цивільну пару.</translation>
        </message>
        <message>
            <source>The earth tile 2-1, the lowest tile. With the mother it makes the mother-and-son set.</source>
            <translation>Земна плитка 2-1, найнижча плитка. Разом із матір'ю дає комбінацію «мати й син».</translation>
        </message>
        <message>
            <source>The earth tile 4-2. With the son it makes the mother-and-son set.</source>
            <translation>Земна плитка 4-2. Разом із сином дає комбінацію «мати й син».</translation>
        </message>
        <message>
            <source>The earth tiles 4-1 and 2-1 led together. Only a stallion beats it.</source>
            <translation>Земні плитки 4-1 і 2-1 в одному заході. Її б'є лише жеребець.</translation>
        </message>
        <message>
            <source>The earth tiles 4-3 and 4-2 led together. It beats a mare and nothing beats it.</source>
            <translation>Земні плитки 4-3 і 4-2 в одному заході. Він б'є кобилу, а його не б'є ніщо.</translation>
        </message>
        <message>
            <source>The earth tiles 4-3, 4-2, 4-1 and 2-1 together; the mare is 4-1 with 2-1, the stallion 4-3 with 4-2. A stallion beats a mare.</source>
            <translation>Земні плитки 4-3, 4-2, 4-1 і 2-1 разом; кобила — це 4-1 з 2-1, жеребець — 4-3 з 4-2. Жеребець б'є кобилу.</translation>
        </message>
        <message>
            <source>The emperor's partner: whoever holds the eunuch card. Nobody knows who it is until that card is played.</source>
            <translation>Напарник імператора: той, хто має карту євнуха. Ніхто не знає, хто це, доки цю карту не зіграють.</translation>
        </message>
        <message>
            <source>The first play of a round: one card, or several of one rank, with or without jokers.</source>
            <translation>Перший хід кола: одна карта або кілька карт одного рангу, з джокерами чи без.</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a combination, always face up.</source>
            <translation>Перший хід у взятці: одна плитка чи комбінація, завжди відкрито.</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a set, face up (or one tile face down, see charity).</source>
            <translation>Перший хід у взятці: одна плитка чи комбінація, відкрито (або одна плитка взакриту, див. «милостиня»).</translation>
        </message>
        <message>
            <source>The highest cards, the black below the red. Jokers are wild: they join any rank in a play.</source>
            <translation>Найстарші карти, чорний нижчий за червоний. Джокери довільні: вони доповнюють будь-який ранг у ході.</translation>
        </message>
        <message>
            <source>The highest tiles: 6-6 in the sky suit, the nines 6-3 and 5-4 in the earth suit.</source>
            <translation>Найвищі плитки: 6-6 у небесній масті, дев'ятки 6-3 і 5-4 у земній.</translation>
        </message>
        <message>
            <source>The military tiles 4-2 and 2-1 together. Nothing beats it, though it beats nothing either.</source>
            <translation>Військові плитки 4-2 і 2-1 разом. Її не б'є ніщо, хоча й вона нічого не б'є.</translation>
        </message>
        <message>
            <source>The mother 4-2 and the son 2-1 led together. Nothing beats it, and each player pays its leader a chip.</source>
            <translation>Мати 4-2 і син 2-1 в одному заході. Їх ніщо не б'є, і кожен гравець платить тому, хто зайшов, фішку.</translation>
        </message>
        <message>
            <source>The player who leads the first trick of a deal. The player opposite chooses the tower and throws the dice.</source>
            <translation>Гравець, який заходить у першу взятку роздачі. Гравець навпроти нього вибирає вежу й кидає кубики.</translation>
        </message>
        <message>
            <source>The player who leads the first trick. Payments between the banker and the winner are doubled.</source>
            <translation>Гравець, який заходить у першу взятку. Виплати між банкіром і переможцем подвоюються.</translation>
        </message>
        <message>
            <source>The player who took the emperor card. He leads first, and plays with his hidden protector against the other three.</source>
            <translation>Гравець, який узяв карту імператора. Він заходить першим і грає разом із прихованим охоронцем проти трьох інших.</translation>
        </message>
        <message>
            <source>The red joker marked with a crown. Its holder may become the emperor, or pass it to the next player.</source>
            <translation>Червоний джокер, позначений короною. Хто його має, може стати імператором або передати карту наступному гравцеві.</translation>
        </message>
        <message>
            <source>The second-highest tiles: 1-1 in the sky suit, the eights 6-2 and 5-3 in the earth suit.</source>
            <translation>Другі за старшинством плитки: 1-1 у небесній масті, вісімки 6-2 і 5-3 у земній.</translation>
        </message>
        <message>
            <source>The shuffled tiles laid face down in stacks, from which the hands are taken.</source>
            <translation>Перетасовані плитки, складені стосами взакриту; з них гравці беруть свої руки.</translation>
        </message>
        <message>
            <source>The sky tile 3-1, fourth in the sky suit.</source>
            <translation>Небесна плитка 3-1, четверта в небесній масті.</translation>
        </message>
        <message>
            <source>The sky tile 4-4, third in the sky suit after 6-6 and 1-1.</source>
            <translation>Небесна плитка 4-4, третя в небесній масті після 6-6 і 1-1.</translation>
        </message>
        <message>
            <source>The sky tiles 5-5, 3-3 and 2-2. They rank equal, so one sister never beats another.</source>
            <translation>Небесні плитки 5-5, 3-3 і 2-2. Вони рівні за старшинством, тож одна сестра ніколи не б'є іншу.</translation>
        </message>
        <message>
            <source>The sky tiles 6-5, 6-4, 6-1 and 5-1, the lowest sky tiles. They rank equal.</source>
            <translation>Небесні плитки 6-5, 6-4, 6-1 і 5-1, найнижчі в небесній масті. Вони рівні за старшинством.</translation>
        </message>
        <message>
            <source>The suit of 22 tiles, two of each of eleven kinds, each kind with its own rank: Heaven 6-6 is the highest.</source>
            <translation>Масть із 22 плиток, по дві кожного з одинадцяти видів, і кожен вид має власне старшинство: найвища — Небо 6-6.</translation>
        </message>
        <message>
            <source>The suit of eleven kinds, four tiles of each: 6-6, 1-1, 4-4, 3-1, the sisters and the people.</source>
            <translation>Масть з одинадцяти видів, по чотири плитки кожного: 6-6, 1-1, 4-4, 3-1, сестри й люди.</translation>
        </message>
        <message>
            <source>The suit of ten kinds, two tiles of each. Earth tiles of the same total rank equal.</source>
            <translation>Масть з десяти видів, по дві плитки кожного. Земні плитки з однаковою сумою вічок рівні за старшинством.</translation>
        </message>
        <message>
            <source>The suit of ten single tiles, ranked by their pips: tiles with the same total are equal.</source>
            <translation>Масть з десяти одиночних плиток, старшинство яких — за вічками: плитки з однаковою сумою рівні.</translation>
        </message>
        <message>
            <source>The tile kind the dice name at the start of a deal. Its tiles (and the tiles equal to it) are point tiles.</source>
            <translation>Вид плиток, який називають кубики на початку роздачі. Його плитки (і рівні йому плитки) — це плитки-очки.</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and is paid by the others.</source>
            <translation>Взятка, якою закінчується роздача. Хто її бере, виграє роздачу, і йому платять інші.</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and settles with every other player.</source>
            <translation>Взятка, якою закінчується роздача. Хто її бере, виграє роздачу й розраховується з кожним іншим гравцем.</translation>
        </message>
        <message>
            <source>The very last deal of a session, after Gobah was called or when time is short.</source>
            <translation>Найостанніша роздача сесії — після оголошення Ґоби або коли бракує часу.</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank, such as a civil pair with one of its military tiles.</source>
            <translation>Три плитки одного відповідного рангу, наприклад, цивільна пара з однією з її військових плиток.</translation>
        </message>
        <message>
            <source>Thrown after the towers are built: they name who takes the first tower, and the point of the deal.</source>
            <translation>Їх кидають, коли вежі складено: вони визначають, хто бере першу вежу, і очко роздачі.</translation>
        </message>
        <message>
            <source>Tiles led together as one lead, such as two to four identical sky tiles. Only a higher set of the same sort and size beats it.</source>
            <translation>Кілька плиток, якими заходять разом, одним заходом: наприклад, від двох до чотирьох однакових небесних плиток. Її б'є лише вища комбінація того самого виду й розміру.</translation>
        </message>
        <message>
            <source>To play as many cards as the play on top, each higher than the card in its place once both are sorted.</source>
            <translation>Зіграти стільки ж карт, скільки в ході зверху, і кожна старша за карту на тому самому місці, коли обидва ходи впорядковано.</translation>
        </message>
        <message>
            <source>To play nothing this time (不要, “I don't want it”). You may still play when your turn comes again.</source>
            <translation>Цього разу нічого не грати (不要, «не хочу»). Коли черга прийде знову, ви ще можете грати.</translation>
        </message>
        <message>
            <source>To play, face up, a higher tile or combination of the same sort as the top of the trick.</source>
            <translation>Покласти відкрито вищу плитку чи комбінацію того самого роду, що й хід, який зверху у взятці.</translation>
        </message>
        <message>
            <source>To play, face up, tiles that are higher than the top of the trick: the same number of tiles, of the same sort.</source>
            <translation>Покласти відкрито плитки, вищі за ті, що зверху у взятці: стільки ж плиток, того самого виду.</translation>
        </message>
        <message>
            <source>Two or more of 1-1, 6-2 and 5-3 led together. Chiefs with as many sky and earth tiles beat them.</source>
            <translation>Два чи більше з 1-1, 6-2 і 5-3 в одному заході. Їх б'ють очільники, серед яких стільки ж небесних і стільки ж земних плиток.</translation>
        </message>
        <message>
            <source>Two or more of 6-6, 6-3 and 5-4 led together. Nothing beats them.</source>
            <translation>Два чи більше з 6-6, 6-3 і 5-4 в одному заході. Їх ніщо не б'є.</translation>
        </message>
        <message>
            <source>Two tiles led together: two identical civil tiles, two military tiles of the same total, or a matched civil and military tile.</source>
            <translation>Дві плитки в одному заході: дві однакові цивільні, дві військові з однаковою сумою або цивільна з відповідною їй військовою.</translation>
        </message>
        <message>
            <source>What a trick is worth to its winner: one stack for each tile led. Sixteen stacks are won in a deal.</source>
            <translation>Те, що взятка дає тому, хто її взяв: по стосу за кожну плитку заходу. За роздачу беруть шістнадцять стосів.</translation>
        </message>
        <message>
            <source>With more players than the deal takes, one sits the deal out in turn.</source>
            <translation>Коли гравців більше, ніж потрібно для роздачі, один із них по черзі її пропускає.</translation>
        </message>
        <message>
            <source>announce</source>
            <translation>оголосити</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>банкір</translation>
        </message>
        <message>
            <source>beat</source>
            <translation>бити</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>птах</translation>
        </message>
        <message>
            <source>charity</source>
            <translation>милостиня</translation>
        </message>
        <message>
            <source>chief</source>
            <translation>очільник</translation>
        </message>
        <message>
            <source>chiefs</source>
            <translation>очільники</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>цивільна</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>кубики</translation>
        </message>
        <message>
            <source>do not beat</source>
            <translation>не бийте</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>земна</translation>
        </message>
        <message>
            <source>emperor</source>
            <translation>імператор</translation>
        </message>
        <message>
            <source>emperor alone</source>
            <translation>імператор грає сам</translation>
        </message>
        <message>
            <source>emperor card</source>
            <translation>карта імператора</translation>
        </message>
        <message>
            <source>eunuch card</source>
            <translation>карта євнуха</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>взакриту</translation>
        </message>
        <message>
            <source>gobah</source>
            <translation>Ґоба</translation>
        </message>
        <message>
            <source>heaven</source>
            <translation>Небо</translation>
        </message>
        <message>
            <source>horse</source>
            <translation>кінь</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>джокер</translation>
        </message>
        <message>
            <source>jump</source>
            <translation>стрибок</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>кан</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>лама</translation>
        </message>
        <message>
            <source>last trick</source>
            <translation>остання взятка</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>захід</translation>
        </message>
        <message>
            <source>lift</source>
            <translation>підняти</translation>
        </message>
        <message>
            <source>mare</source>
            <translation>кобила</translation>
        </message>
        <message>
            <source>military</source>
            <translation>військова</translation>
        </message>
        <message>
            <source>minister</source>
            <translation>міністр</translation>
        </message>
        <message>
            <source>ministers</source>
            <translation>міністри</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>мати</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>мати й син</translation>
        </message>
        <message>
            <source>offer</source>
            <translation>пропозиція</translation>
        </message>
        <message>
            <source>out</source>
            <translation>вийшов</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>пара</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>пас</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>паспорт</translation>
        </message>
        <message>
            <source>people</source>
            <translation>люди</translation>
        </message>
        <message>
            <source>point</source>
            <translation>очко</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>плитка-очко</translation>
        </message>
        <message>
            <source>protector</source>
            <translation>охоронець</translation>
        </message>
        <message>
            <source>quartet</source>
            <translation>квартет</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>старшинство</translation>
        </message>
        <message>
            <source>re-deal</source>
            <translation>перездача</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>відпочиває</translation>
        </message>
        <message>
            <source>set</source>
            <translation>комбінація</translation>
        </message>
        <message>
            <source>settlement</source>
            <translation>розрахунок</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>сестри</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>небесна</translation>
        </message>
        <message>
            <source>son</source>
            <translation>син</translation>
        </message>
        <message>
            <source>stack</source>
            <translation>стос</translation>
        </message>
        <message>
            <source>stallion</source>
            <translation>жеребець</translation>
        </message>
        <message>
            <source>starter</source>
            <translation>той, хто починає</translation>
        </message>
        <message>
            <source>supreme pair</source>
            <translation>найвища пара</translation>
        </message>
        <message>
            <source>tashi gobah</source>
            <translation>Таші Ґоба</translation>
        </message>
        <message>
            <source>tower</source>
            <translation>вежа</translation>
        </message>
        <message>
            <source>trade</source>
            <translation>торг</translation>
        </message>
        <message>
            <source>tribute</source>
            <translation>данина</translation>
        </message>
        <message>
            <source>trick</source>
            <translation>взятка</translation>
        </message>
        <message>
            <source>triplet</source>
            <translation>тріо</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>непереможний</translation>
        </message>
        <message>
            <source>woodpile</source>
            <translation>поліниця</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>Мо&amp;ва</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <source>%1 (left half-way: resume)</source>
            <translation>%1 (перервано: продовжити)</translation>
        </message>
        <message>
            <source>Each lesson is a prepared deal played at the table: the coach points at what matters and answers your moves.</source>
            <translation>Кожен урок — це підготовлена роздача за справжнім столом: наставник показує, що важливо, і відповідає на ваші ходи.</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Навчитися грати</translation>
        </message>
        <message>
            <source>Start the lesson</source>
            <translation>Почати урок</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>4-2 and 2-1 together are the supreme pair. Nothing beats it, though as single tiles they are weak. You hold both: lead them together.</source>
            <translation>4-2 і 2-1 разом — це найвища пара. Її не б'є ніщо, хоча поодинці ці плитки слабкі. У вас є обидві: зайдіть ними разом.</translation>
        </message>
        <message>
            <source>A losing emperor gives two cards, or four if he played alone, and a winning one takes as many. Played face down, the winners take the cards given at random.</source>
            <translation>Імператор, що програв, віддає дві карти, а якщо грав сам — чотири; імператор, що виграв, стільки ж бере. Коли данину кладуть лицем донизу, переможці беруть карти навмання.</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of one rank: a pair, three of a kind, four, five and more. Jokers are wild: they join any rank, so 7 7 and a joker are three cards that count as sevens.</source>
            <translation>Хід — це одна карта або кілька карт одного рангу: пара, трійка, четвірка, п'ятірка й більше. Джокери довільні: вони доповнюють будь-який ранг, тож 7 7 і джокер — це три карти, що йдуть як сімки.</translation>
        </message>
        <message>
            <source>A player who has taken no trick yet may not take a last trick of one tile: win a trick earlier in the deal.</source>
            <translation>Гравець, який ще не взяв жодної взятки, не може взяти останню взятку, в яку зайшли однією плиткою: візьміть хоч одну взятку раніше в роздачі.</translation>
        </message>
        <message>
            <source>A player with both mothers and no son may also offer to swap one with a player who has both sons, with no dice. Four sky chiefs in one hand are shown to everyone.</source>
            <translation>Гравець з обома матерями й без сина може також без кубиків обміняти одну матір на сина з гравцем, у якого обидва сини. Чотири небесні очільники в одній руці показують усім.</translation>
        </message>
        <message>
            <source>A player with the partner accepted. Each threw one die and the higher took both tiles; then the dice named a tile that the one with seventeen tiles gave back.</source>
            <translation>Гравець, у якого є пара до вашої плитки, прийняв пропозицію. Кожен кинув по кубику, і в кого випало більше, той забрав обидві плитки; потім кубики назвали плитку, яку віддав той, у кого стало сімнадцять плиток.</translation>
        </message>
        <message>
            <source>A set is beaten only by a higher set of the same sort and size. The rules page lists every set, the horses and the ministers among them.</source>
            <translation>Комбінацію б'є лише вища комбінація того самого виду й розміру. На сторінці правил перелічено всі комбінації, зокрема коней і міністрів.</translation>
        </message>
        <message>
            <source>A single card was played: it is ringed in gold. Any higher single card beats it: click a higher column once and press Play.</source>
            <translation>Зіграно одну карту: вона обведена золотом. Її б'є будь-яка старша карта: клацніть один раз старший стовпчик і натисніть «Зіграти».</translation>
        </message>
        <message>
            <source>A tile of the other suit never beats, however high it is, and equal tiles do not beat each other either. Everyone plays as many tiles as were led; a play that does not beat goes face down, and nobody has to beat. Whoever wins the trick leads the next one.</source>
            <translation>Плитка іншої масті ніколи не б'є, хоч якою високою вона була б, і рівні плитки теж не б'ють одна одну. Кожен кладе стільки плиток, скільки їх зайшло; хід, що не б'є, лягає взакриту, і бити ніхто не зобов'язаний. Хто взяв взятку, той заходить у наступну.</translation>
        </message>
        <message>
            <source>A tile played face down cannot win the trick. Play your higher tile of the same suit face up.</source>
            <translation>Плитка, скинута взакриту, не може виграти взятку. Покладіть відкрито свою вищу плитку тієї самої масті.</translation>
        </message>
        <message>
            <source>Another player took the emperor card: the crown on his plate shows who. The three others play against him and his protector.</source>
            <translation>Карту імператора взяв інший гравець: корона на його табличці показує, хто це. Троє інших грають проти нього та його охоронця.</translation>
        </message>
        <message>
            <source>Bagchen is played with 64 tiles, the 21 throws of two dice: eleven kinds are sky tiles (four of each), the other ten earth tiles (two of each). Within its suit every tile has a rank: higher beats lower. Your hand is laid out by it, sky tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>У Баґчен грають 64 плитками — це 21 кидок двох кубиків. Одинадцять видів — небесні плитки (по чотири кожного), решта десять — земні (по дві кожного). У своїй масті кожна плитка має ранг: вища б'є нижчу. Плитки на руці розкладено за рангом: спершу небесні, у кожній масті — від найвищої до найнижчої; наведіть вказівник на плитку, щоб побачити її назву.</translation>
        </message>
        <message>
            <source>Bao Huang is played by five with 168 cards: four packs without their 3s, 4s and 5s, and eight jokers. From low to high the ranks are 6 7 8 9 10 J Q K A 2, then the black joker and the red joker; suits never matter.</source>
            <translation>У Бао Хуан грають упятьох 168 картами: чотири колоди без трійок, четвірок і п'ятірок та вісім джокерів. Від молодшого до старшого ранги такі: 6 7 8 9 10 J Q K A 2, далі чорний джокер і червоний джокер; масті не важать нічого.</translation>
        </message>
        <message>
            <source>Beat the play ringed in gold: take as many cards from a higher column and press Play.</source>
            <translation>Побийте хід, обведений золотом: візьміть стільки ж карт зі старшого стовпчика й натисніть «Зіграти».</translation>
        </message>
        <message>
            <source>Beating, and saying pass</source>
            <translation>Як бити і як казати «пас»</translation>
        </message>
        <message>
            <source>Civil and military tiles</source>
            <translation>Цивільні й військові плитки</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, and the emperor's score counts double, so that the deal sums to zero. A tie scores nothing.</source>
            <translation>Кожен переможець отримує 1, кожен, хто програв, втрачає 1, а рахунок імператора подвоюється, тож сума роздачі дорівнює нулю. Нічия не дає нічого.</translation>
        </message>
        <message>
            <source>Face down you give the deal away. Beat the last trick face up.</source>
            <translation>Скинувши взакриту, ви віддаєте роздачу. Побийте останню взятку відкрито.</translation>
        </message>
        <message>
            <source>Face down you give the whole deal away. Beat the trick face up.</source>
            <translation>Скинувши взакриту, ви віддаєте всю роздачу. Побийте взятку відкрито.</translation>
        </message>
        <message>
            <source>Face down, your tile cannot win the trick. Play a higher tile of the same suit face up.</source>
            <translation>Скинута взакриту, ваша плитка не може виграти взятку. Покладіть відкрито вищу плитку тієї самої масті.</translation>
        </message>
        <message>
            <source>From the second deal on, the side that lost the deal before pays tribute: each loser gives his highest card that is not a joker. You were the emperor and won, so you take two of them, your protector one.</source>
            <translation>Починаючи з другої роздачі, сторона, що програла попередню, платить данину: кожен, хто програв, віддає свою найстаршу карту, крім джокера. Ви були імператором і виграли, тож берете дві з них, а ваш охоронець — одну.</translation>
        </message>
        <message>
            <source>Going out, and the score</source>
            <translation>Вихід і рахунок</translation>
        </message>
        <message>
            <source>Help the emperor without giving yourself away: play without the shielded joker, or pass.</source>
            <translation>Допомагайте імператорові, не видаючи себе: грайте без джокера зі щитом або пасуйте.</translation>
        </message>
        <message>
            <source>If the emperor takes the emperor card while holding the eunuch card too, he plays alone against four, and his score counts double.</source>
            <translation>Якщо імператор бере карту імператора, маючи ще й карту євнуха, він грає сам проти чотирьох, і його рахунок подвоюється.</translation>
        </message>
        <message>
            <source>In this game the tribute lies face up and the winners choose. Take the highest card.</source>
            <translation>У цій грі данина лежить лицем догори, і переможці вибирають. Візьміть найстаршу карту.</translation>
        </message>
        <message>
            <source>Jokers may also be played alone, and a play that holds a red joker can never be beaten. Keep your jokers for when they win a round.</source>
            <translation>Джокери можна грати й окремо, а хід із червоним джокером не можна побити ніколи. Бережіть джокери для того кола, яке вони виграють.</translation>
        </message>
        <message>
            <source>Jumps and the settlement</source>
            <translation>Стрибки й розрахунок</translation>
        </message>
        <message>
            <source>Keep a strong tile or set for the end: it is worth more than many tricks before it.</source>
            <translation>Бережіть сильну плитку чи комбінацію на кінець: вона важить більше, ніж багато взяток до того.</translation>
        </message>
        <message>
            <source>Keep the supreme pair for when a trick matters most, such as near the end of the deal.</source>
            <translation>Бережіть найвищу пару для взятки, яка важить найбільше, — наприклад, ближче до кінця роздачі.</translation>
        </message>
        <message>
            <source>Lead a tile or a set that nobody can beat any more, such as the one the arrow shows. A lead the passport forbids is refused.</source>
            <translation>Зайдіть плиткою чи комбінацією, яку вже ніхто не може побити, — наприклад, тією, що показує стрілка. Захід, який паспорт забороняє, не буде прийнято.</translation>
        </message>
        <message>
            <source>Leading and beating</source>
            <translation>Захід і биття</translation>
        </message>
        <message>
            <source>Look at the dice at the start of every deal: they tell you which tiles are points.</source>
            <translation>На початку кожної роздачі дивіться на кубики: вони показують, які плитки — очки.</translation>
        </message>
        <message>
            <source>Mother and son, and the other offers</source>
            <translation>Мати й син та інші пропозиції</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Далі</translation>
        </message>
        <message>
            <source>Now take your second card: again the highest.</source>
            <translation>Тепер візьміть другу карту: знову найстаршу.</translation>
        </message>
        <message>
            <source>One card is allowed, but this time lead two or more cards of one rank.</source>
            <translation>Одна карта — теж можна, але цього разу зайдіть двома чи більше картами одного рангу.</translation>
        </message>
        <message>
            <source>One tile has been led, so you follow with one tile too. To beat it you need a tile of the same suit, sky on sky or earth on earth, of a higher rank. You have one: play it face up.</source>
            <translation>Зайшли однією плиткою, тож і ви відповідаєте однією. Щоб побити її, потрібна плитка тієї самої масті — небесна на небесну чи земна на земну — вищого рангу. У вас така є: покладіть її відкрито.</translation>
        </message>
        <message>
            <source>One tile is allowed, but this time lead a pair: two tiles that go together.</source>
            <translation>Можна й однією плиткою, але цього разу зайдіть парою: двома плитками, що поєднуються між собою.</translation>
        </message>
        <message>
            <source>One tile was led. Only a higher tile of the same suit beats it: civil on civil, military on military. You hold one: play it face up.</source>
            <translation>Зайшли однією плиткою. Її б'є лише вища плитка тієї самої масті: цивільна — цивільну, військова — військову. У вас така є: покладіть її відкрито.</translation>
        </message>
        <message>
            <source>Only your 2s or jokers beat this play. Keep them for later and pass: say 不要, “I don't want it”, with the Pass button or P.</source>
            <translation>Цей хід б'ють лише ваші двійки чи джокери. Бережіть їх на потім і пасуйте: скажіть 不要, «не хочу», кнопкою «Пас» або клавішею P.</translation>
        </message>
        <message>
            <source>Pairs and the supreme pair</source>
            <translation>Пари й найвища пара</translation>
        </message>
        <message>
            <source>Passing is allowed, but here beat the single card with one higher card.</source>
            <translation>Пасувати можна, але тут побийте одну карту однією старшою.</translation>
        </message>
        <message>
            <source>Passing is allowed, but here you can beat it: select as many higher cards.</source>
            <translation>Пасувати можна, але тут ви можете побити: виберіть стільки ж старших карт.</translation>
        </message>
        <message>
            <source>Passports and their leads</source>
            <translation>Паспорти та їхні заходи</translation>
        </message>
        <message>
            <source>Play a real deal now</source>
            <translation>Зіграти справжню роздачу</translation>
        </message>
        <message>
            <source>Players go out one after another. The deal ends once one side has nobody left holding cards: the side of the first player out wins, or ties if one of its own still holds cards.</source>
            <translation>Гравці виходять один за одним. Роздача закінчується, щойно в одній стороні ні в кого не лишилося карт: сторона того, хто вийшов першим, виграє, а якщо хтось із її гравців ще має карти — нічия.</translation>
        </message>
        <message>
            <source>Playing face down</source>
            <translation>Гра взакриту</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>Правильно.</translation>
        </message>
        <message>
            <source>Right. Now the dice are thrown.</source>
            <translation>Правильно. Тепер кидають кубики.</translation>
        </message>
        <message>
            <source>Right: a pair is a strong start.</source>
            <translation>Правильно: пара — сильний початок.</translation>
        </message>
        <message>
            <source>Right: a pass does not stop you from playing when your turn comes again.</source>
            <translation>Правильно: пас не заважає вам грати, коли черга прийде знову.</translation>
        </message>
        <message>
            <source>Right: a set is led face up, all its tiles at once.</source>
            <translation>Правильно: комбінацією заходять відкрито, усіма її плитками одразу.</translation>
        </message>
        <message>
            <source>Right: an unbeatable lead wins the trick for sure.</source>
            <translation>Правильно: непереможний захід напевно бере взятку.</translation>
        </message>
        <message>
            <source>Right: nobody can beat it, and a trick of two tiles counts as two tricks.</source>
            <translation>Правильно: її ніхто не поб'є, а взятка з двох плиток рахується за дві.</translation>
        </message>
        <message>
            <source>Right: nobody can beat point tiles.</source>
            <translation>Правильно: плитки-очки ніхто не може побити.</translation>
        </message>
        <message>
            <source>Right: now the others must beat your play.</source>
            <translation>Правильно: тепер інші мусять бити ваш хід.</translation>
        </message>
        <message>
            <source>Right: the crown on your plate tells everyone you are the emperor.</source>
            <translation>Правильно: корона на вашій табличці каже всім, що ви імператор.</translation>
        </message>
        <message>
            <source>Right: the others now say whether they hold the partner.</source>
            <translation>Правильно: тепер інші скажуть, чи є в них пара до неї.</translation>
        </message>
        <message>
            <source>Right: the others still do not know whose side you are on.</source>
            <translation>Правильно: інші досі не знають, на чиєму ви боці.</translation>
        </message>
        <message>
            <source>Right: the trick is lost anyway, and your good tiles stay in your hand.</source>
            <translation>Правильно: взятку однаково не виграти, а ваші добрі плитки лишаються на руці.</translation>
        </message>
        <message>
            <source>Right: whoever beats it must play as many cards.</source>
            <translation>Правильно: хто хоче це побити, мусить зіграти стільки ж карт.</translation>
        </message>
        <message>
            <source>Right: you are on top of the last trick.</source>
            <translation>Правильно: в останній взятці зверху тепер ваш хід.</translation>
        </message>
        <message>
            <source>Right: you are out, and your plate shows your place.</source>
            <translation>Правильно: ви вийшли, і ваша табличка показує ваше місце.</translation>
        </message>
        <message>
            <source>Right: your card is the one to beat now.</source>
            <translation>Правильно: тепер треба бити вашу карту.</translation>
        </message>
        <message>
            <source>Right: your tile is on top now.</source>
            <translation>Правильно: тепер зверху ваша плитка.</translation>
        </message>
        <message>
            <source>Saving point tiles for the end can pay much more than leading them early.</source>
            <translation>Якщо зберегти плитки-очки на кінець, це може принести набагато більше, ніж заходити ними рано.</translation>
        </message>
        <message>
            <source>Singles, pairs and more</source>
            <translation>Одна карта, пара й більше</translation>
        </message>
        <message>
            <source>Start with a pair if you have one: a trick of two tiles counts as two. Lead the pair the arrow shows.</source>
            <translation>Почніть з пари, якщо вона у вас є: взятка з двох плиток рахується за дві. Зайдіть парою, яку показує стрілка.</translation>
        </message>
        <message>
            <source>Take it: press “Be emperor”.</source>
            <translation>Візьміть її: натисніть «Стати імператором».</translation>
        </message>
        <message>
            <source>That card is yours to take, but the highest one makes your hand stronger. Take it.</source>
            <translation>Цю карту взяти можна, але найстарша зробить вашу руку сильнішою. Візьміть її.</translation>
        </message>
        <message>
            <source>That gives away a tile you may want later. Play your lowest tiles face down, the ones the arrow shows.</source>
            <translation>Так ви віддаєте плитку, яка ще може знадобитися. Скиньте взакриту свої найнижчі плитки — ті, що показує стрілка.</translation>
        </message>
        <message>
            <source>That is allowed, but it spends your highest cards on a small round. Pass this time.</source>
            <translation>Так можна, але це витрачає ваші найстарші карти на дрібне коло. Цього разу пасуйте.</translation>
        </message>
        <message>
            <source>That is allowed, but lead your point tiles face up, all at once: then nobody can beat them, and the last trick is yours.</source>
            <translation>Так можна, але зайдіть своїми плитками-очками відкрито, усіма одразу: тоді їх ніхто не поб'є, і остання взятка буде ваша.</translation>
        </message>
        <message>
            <source>That is allowed, but this time lead a set: two or more tiles that go together, like the ones the arrow shows.</source>
            <translation>Так можна, але цього разу зайдіть комбінацією: двома чи більше плитками, що поєднуються між собою, як ті, що показує стрілка.</translation>
        </message>
        <message>
            <source>That is allowed, but you can go out now: play all your cards together.</source>
            <translation>Так можна, але ви можете вийти зараз: зіграйте всі свої карти разом.</translation>
        </message>
        <message>
            <source>That lead is allowed, but the supreme pair wins this trick for sure. Lead 4-2 and 2-1 together.</source>
            <translation>Такий захід дозволено, але найвища пара напевно виграє цю взятку. Зайдіть 4-2 і 2-1 разом.</translation>
        </message>
        <message>
            <source>That play shows the eunuch card, and everyone learns you are the protector. Keep it hidden for now.</source>
            <translation>Цей хід показує карту євнуха, і всі дізнаються, що ви охоронець. Поки що тримайте її в таємниці.</translation>
        </message>
        <message>
            <source>That tower stands in front of another player. Choose one of your own two this time.</source>
            <translation>Ця вежа стоїть перед іншим гравцем. Цього разу виберіть одну з двох своїх.</translation>
        </message>
        <message>
            <source>The banker</source>
            <translation>Банкір</translation>
        </message>
        <message>
            <source>The cards and their order</source>
            <translation>Карти та їхній порядок</translation>
        </message>
        <message>
            <source>The dice made you the banker. The banker leads the first trick, and every payment between the banker and the winner of the deal is doubled.</source>
            <translation>Кубики зробили вас банкіром. Банкір заходить у першу взятку, і кожна виплата між банкіром і переможцем роздачі подвоюється.</translation>
        </message>
        <message>
            <source>The dice were counted round the table from you to find who takes the chosen tower first; the others take the next towers in turn. The two numbers on the dice also name a tile: the point of this deal.</source>
            <translation>Суму на кубиках відлічили довкола столу, починаючи з вас, щоб визначити, хто першим бере вибрану вежу; інші по черзі беруть наступні вежі. Два числа на кубиках також називають плитку — очко цієї роздачі.</translation>
        </message>
        <message>
            <source>The emperor</source>
            <translation>Імператор</translation>
        </message>
        <message>
            <source>The emperor leads first. Your side wins if one of you goes out first while the other side still holds cards.</source>
            <translation>Імператор заходить першим. Ваша сторона виграє, якщо хтось із вас вийде першим, поки інша сторона ще має карти.</translation>
        </message>
        <message>
            <source>The first tricks were played for you. Now a set was led that you cannot beat: play as many tiles as were led face down, where nobody sees them and they cannot win. Give away your weakest tiles and keep the strong ones for later.</source>
            <translation>Перші взятки зіграно за вас. Тепер зайшли комбінацією, яку вам не побити: скиньте взакриту стільки плиток, скільки було в заході, — їх ніхто не побачить, і виграти вони не можуть. Віддайте найслабші плитки, а сильні бережіть на потім.</translation>
        </message>
        <message>
            <source>The hidden protector</source>
            <translation>Прихований охоронець</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>Остання взятка</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>Остання взятка виграє</translation>
        </message>
        <message>
            <source>The mother is 4-2 and the son is 2-1; led together they make a set worth a chip from each player. You hold one without the other: show it and ask who has its partner.</source>
            <translation>Мати — це 4-2, а син — 2-1; якщо зайти ними разом, ця комбінація принесе по фішці від кожного гравця. У вас є одна з цих плиток без другої: покажіть її й запитайте, у кого її пара.</translation>
        </message>
        <message>
            <source>The passport allows that lead, but it can be beaten. Lead what nobody can beat: it keeps the lead with you.</source>
            <translation>Паспорт дозволяє такий захід, але його можна побити. Заходьте тим, чого ніхто не поб'є: тоді право заходу лишиться за вами.</translation>
        </message>
        <message>
            <source>The tiles and their sets</source>
            <translation>Плитки та їхні комбінації</translation>
        </message>
        <message>
            <source>The tiles are shuffled and built into eight towers of eight, two in front of each player. You sit opposite the starter, so you choose the first tower and throw the dice. Choose one of the two towers in front of you.</source>
            <translation>Плитки перетасовано й складено у вісім веж по вісім, по дві перед кожним гравцем. Ви сидите навпроти того, хто починає, тож саме ви вибираєте першу вежу й кидаєте кубики. Виберіть одну з двох веж перед вами.</translation>
        </message>
        <message>
            <source>The tiles of the point's kind are point tiles. They beat nothing and nothing beats them; led alone, each one makes every player without a passport pay you a chip at once.</source>
            <translation>Плитки того виду, що став очком, — це плитки-очки. Вони нічого не б'ють, і їх ніщо не б'є; коли ви заходите ними без інших плиток, за кожну з них кожен гравець без паспорта одразу платить вам фішку.</translation>
        </message>
        <message>
            <source>The towers, the dice and the point</source>
            <translation>Вежі, кубики й очко</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>Данина</translation>
        </message>
        <message>
            <source>The tricks so far were played for you, and you have won six stacks or more: you hold a passport. From now on you never pay for the others' point leads, but you may not lead just anything: mostly only what nobody can beat.</source>
            <translation>Досі взятки грали за вас, і ви взяли шість стосів чи більше: у вас паспорт. Відтепер ви не платите за чужі заходи з очок, але заходити будь-чим уже не можна: здебільшого лише тим, чого ніхто не поб'є.</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal and is paid by the others. You can beat it: do so.</source>
            <translation>Досі взятки грали за вас; ця — остання. Хто бере останню взятку, виграє роздачу, і йому платять інші. Ви можете її побити — побийте.</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal, however few stacks they had before. You can beat it: do so.</source>
            <translation>Досі взятки грали за вас; ця — остання. Хто бере останню взятку, виграє роздачу, хоч би як мало стосів мав до того. Ви можете її побити — побийте.</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; you lead, and only point tiles are left in your hand. Lead them face up, all at once: nobody can beat points, so you take the last trick with a points lead. That is a jump, and it multiplies the settlement.</source>
            <translation>Досі взятки грали за вас; тепер ваш захід, і на руці лишилися тільки плитки-очки. Зайдіть ними відкрито, усіма одразу: очки ніхто не може побити, тож ви візьмете останню взятку заходом з очок. Це стрибок, і він множить розрахунок.</translation>
        </message>
        <message>
            <source>Tien Gow has 32 tiles in two suits. The 22 civil tiles come in pairs of identical tiles, each kind with its own rank; the 10 military tiles rank by their pips, so 6-3 and 5-4 (both nine) are equal. Your hand is laid out by rank, civil tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>У грі Небо-дев'ять 32 плитки двох мастей. 22 цивільні плитки — це пари однакових плиток, і кожен вид має власне старшинство; 10 військових плиток мають старшинство за кількістю вічок, тож 6-3 і 5-4 (обидві — дев'ятки) рівні. Плитки на руці розкладено за старшинством: спершу цивільні, у кожній масті — від найвищої до найнижчої; наведіть вказівник на плитку, щоб побачити її назву.</translation>
        </message>
        <message>
            <source>To beat a play of several cards, play as many cards, each higher. Sort both plays from high to low: each of your cards must be higher than the card in its place.</source>
            <translation>Щоб побити хід із кількох карт, зіграйте стільки ж карт, і кожна має бути старша. Упорядкуйте обидва ходи від старшої до молодшої: кожна ваша карта має бути старша за карту на тому самому місці.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Спробувати ще</translation>
        </message>
        <message>
            <source>Two jokers are marked: the red one with a crown is the emperor card, the black one with a green shield is the eunuch card. The next lessons show what they do.</source>
            <translation>Два джокери позначені: червоний із короною — це карта імператора, чорний із зеленим щитом — карта євнуха. Наступні уроки покажуть, що вони роблять.</translation>
        </message>
        <message>
            <source>Two tiles can be led together as a pair: two identical civil tiles, two military tiles of the same pips, or a few matched civil and military tiles. A pair is beaten only by a higher pair of the same sort.</source>
            <translation>Двома плитками можна зайти разом як парою: дві однакові цивільні плитки, дві військові з однаковою кількістю вічок або цивільна плитка з відповідною їй військовою (таких поєднань лише кілька). Пару б'є лише вища пара того самого роду.</translation>
        </message>
        <message>
            <source>When everyone else has passed, one after the other, the last to play leads again: any play he likes. The button “Ask: do not beat me” only asks the others; nobody has to obey.</source>
            <translation>Коли всі інші один за одним спасували, той, хто грав останнім, заходить знову: будь-яким ходом, який захоче. Кнопка «Попросити не бити» лише просить інших; ніхто не мусить слухатися.</translation>
        </message>
        <message>
            <source>When you have no passport you may also lead one tile face down and name a suit: any tile of that suit beats it. Use it to give the lead away.</source>
            <translation>Коли у вас немає паспорта, можна також зайти однією плиткою взакриту й назвати масть: її б'є будь-яка плитка цієї масті. Так можна віддати право заходу.</translation>
        </message>
        <message>
            <source>Whoever is on top when everyone has played takes the trick, one stack for each tile led, and leads next. Nobody has to beat: a player may always play face down instead.</source>
            <translation>Чий хід зверху, коли всі зіграли, той забирає взятку — по стосу за кожну плитку заходу — і заходить наступним. Бити ніхто не зобов'язаний: натомість завжди можна скинути взакриту.</translation>
        </message>
        <message>
            <source>Whoever takes the last trick is the banker of the next deal.</source>
            <translation>Хто бере останню взятку, той стає банкіром наступної роздачі.</translation>
        </message>
        <message>
            <source>Without an unbeatable lead a passport holder may lead sets only under stricter rules, and at worst must show the hand. The rules page has them all.</source>
            <translation>Без непереможного заходу власник паспорта може заходити комбінаціями лише за суворішими правилами, а в найгіршому разі мусить показати руку. Усі ці правила описано на сторінці правил.</translation>
        </message>
        <message>
            <source>You have the lead: you may play anything. Lead two or more cards of one rank: click their column twice, or Ctrl and click for all of it, then press Play.</source>
            <translation>Ваш захід: можете грати будь-що. Зайдіть двома чи більше картами одного рангу: клацніть їхній стовпчик двічі або з Ctrl, щоб узяти весь, а тоді натисніть «Зіграти».</translation>
        </message>
        <message>
            <source>You hold the emperor card: the red joker with the crown. Its holder may be the emperor, who plays with a hidden protector against the other three, or pass the card on.</source>
            <translation>У вас карта імператора: червоний джокер із короною. Хто її має, може стати імператором, який грає з прихованим охоронцем проти трьох інших, або передати карту далі.</translation>
        </message>
        <message>
            <source>You hold the eunuch card, the black joker with the green shield: you are the emperor's protector. Nobody else knows it until you play that card.</source>
            <translation>У вас карта євнуха, чорний джокер із зеленим щитом: ви охоронець імператора. Ніхто інший цього не знає, доки ви не зіграєте цю карту.</translation>
        </message>
        <message>
            <source>You lead first. Tiles can be led together as a set: two to four identical sky tiles, or earth tiles of equal rank, among others. Lead a set of two or more tiles, such as the one the arrow shows.</source>
            <translation>Перший захід — ваш. Кількома плитками можна зайти разом — це комбінація: наприклад, від двох до чотирьох однакових небесних плиток або земні плитки рівного рангу. Зайдіть комбінацією з двох чи більше плиток — наприклад, тією, що показує стрілка.</translation>
        </message>
        <message>
            <source>You may pass it on, but this time be the emperor.</source>
            <translation>Можна передати її далі, але цього разу станьте імператором.</translation>
        </message>
        <message>
            <source>You may pass, but this lesson is about the offer: show the tile the arrow points at.</source>
            <translation>Можна й спасувати, але цей урок — про пропозицію: покажіть плитку, на яку вказує стрілка.</translation>
        </message>
        <message>
            <source>You took the last trick and won the deal. Each player with fewer than six stacks pays you one chip for each stack short of six; you pay those with more than six.</source>
            <translation>Ви взяли останню взятку й виграли роздачу. Кожен гравець, у якого менше шести стосів, платить вам по фішці за кожен стос, якого йому бракує до шести; а тим, у кого більше шести, платите ви.</translation>
        </message>
        <message>
            <source>You won the deal. Each other player pays you four chips less one for each trick they took (five if they took none); a player with more than four tricks is paid instead.</source>
            <translation>Ви виграли роздачу. Кожен інший гравець платить вам чотири фішки мінус по одній за кожну взяту ним взятку (п'ять, якщо не взяв жодної); а гравцеві, що взяв більше чотирьох взяток, платите ви.</translation>
        </message>
        <message>
            <source>You won the last trick with points: every player short of six stacks pays you the shortfall times the jump's multiplier. The chips show the settlement.</source>
            <translation>Ви взяли останню взятку очками: кожен гравець, якому бракує стосів до шести, платить вам цю нестачу, помножену на множник стрибка. Фішки показують розрахунок.</translation>
        </message>
        <message>
            <source>Your hand stands in columns, one for each rank: the jokers on the left, then the 2s, down to the 6s on the right. A click on a column takes one card of it, each further click one more; Ctrl and a click take the whole column.</source>
            <translation>Ваші карти стоять стовпчиками, по одному на ранг: джокери ліворуч, далі двійки і так до шісток праворуч. Клацання на стовпчику бере з нього одну карту, кожне наступне — ще одну; клацання з Ctrl бере весь стовпчик.</translation>
        </message>
        <message>
            <source>Your last cards make one play. Play them all together and you are out.</source>
            <translation>Ваші останні карти складають один хід. Зіграйте їх усі разом — і ви вийшли.</translation>
        </message>
        <message>
            <source>Your protector is whoever holds the eunuch card, the black joker with the green shield. Nobody knows who it is until that card is played, not even you.</source>
            <translation>Ваш охоронець — той, хто має карту євнуха, чорний джокер із зеленим щитом. Ніхто не знає, хто це, доки цю карту не зіграють, навіть ви.</translation>
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
            <translation>%1 пропонує вам обмінятися руками.</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son, without dice.</source>
            <translation>%1 пропонує обміняти матір на сина без кубиків.</translation>
        </message>
        <message>
            <source>%1 shows %2. Accept, and the dice decide who takes both?</source>
            <translation>%1 показує %2. Прийняти? Тоді кубики вирішать, хто забере обидві.</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>Хід: %1.</translation>
        </message>
        <message>
            <source>&amp;Examples…</source>
            <translation>П&amp;риклади…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Повний екран</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Гра</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Довідка</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Підказка</translation>
        </message>
        <message>
            <source>&amp;Larger</source>
            <translation>&amp;Більше</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>&amp;Навчитися грати…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Нова гра…</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>&amp;Нова сесія…</translation>
        </message>
        <message>
            <source>&amp;Past deals…</source>
            <translation>&amp;Минулі роздачі…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Ви&amp;йти</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>&amp;Менше руху</translation>
        </message>
        <message>
            <source>&amp;Rules of Bagchen</source>
            <translation>&amp;Правила Баґчену</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>Панель &amp;сесії</translation>
        </message>
        <message>
            <source>&amp;Smaller</source>
            <translation>&amp;Менше</translation>
        </message>
        <message>
            <source>&amp;Tile size</source>
            <translation>&amp;Розмір плиток</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Скасувати хід</translation>
        </message>
        <message>
            <source>&amp;Usual size</source>
            <translation>&amp;Звичайний розмір</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вигляд</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>Швидкість &amp;анімації</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>Баґчен</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>Побийте %1 або скиньте взакриту стільки ж плиток (%2).</translation>
        </message>
        <message>
            <source>Before looking at the tiles, you may offer to exchange hands.</source>
            <translation>Поки ніхто не дивився на плитки, можна запропонувати обмін руками.</translation>
        </message>
        <message>
            <source>Before the shuffle: a run of bad luck? You may demand an exchange of seats.</source>
            <translation>Перед тасуванням: не щастить? Можна вимагати обміну місцями.</translation>
        </message>
        <message>
            <source>Declare &amp;Gobah (five more deals)</source>
            <translation>Оголосити &amp;Ґобу (ще п'ять роздач)</translation>
        </message>
        <message>
            <source>Exchange seats</source>
            <translation>Обмін місцями</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Швидко</translation>
        </message>
        <message>
            <source>Gobah: the five last deals begin after this one.</source>
            <translation>Ґоба: після цієї роздачі почнуться п'ять останніх.</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Миттєво</translation>
        </message>
        <message>
            <source>It is kept: the next time Bagchen starts, it offers to go on with it.</source>
            <translation>Її збережено: наступного запуску Баґчен запропонує її продовжити.</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>Грати далі</translation>
        </message>
        <message>
            <source>Keep the seats and deal</source>
            <translation>Лишити місця й роздати</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>Навчитися грати</translation>
        </message>
        <message>
            <source>Leave the deal in progress?</source>
            <translation>Покинути поточну роздачу?</translation>
        </message>
        <message>
            <source>Leave this session and start a new one?</source>
            <translation>Покинути цю сесію й почати нову?</translation>
        </message>
        <message>
            <source>Look at the &amp;previous trick</source>
            <translation>Попередня &amp;взятка</translation>
        </message>
        <message>
            <source>Mother and son: you may show your tile and look for its partner.</source>
            <translation>Мати й син: можна показати свою плитку й пошукати їй пару.</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>Наступна &amp;роздача</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Нова гра</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>Нова сесія</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Наступна роздача</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Звичайно</translation>
        </message>
        <message>
            <source>On your turn: hold %1, or click the last stack won, to see the previous trick again</source>
            <translation>У свій хід утримуйте %1 або клацніть останній взятий стос, щоб знову побачити попередню взятку</translation>
        </message>
        <message>
            <source>One &amp;last deal (Tashi Gobah)</source>
            <translation>&amp;Остання роздача (Таші Ґоба)</translation>
        </message>
        <message>
            <source>Passport, rule 4: lead %1.</source>
            <translation>Паспорт, правило 4: ваш захід — %1.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Гра</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Вийти</translation>
        </message>
        <message>
            <source>Quit Bagchen</source>
            <translation>Вийти з Баґчену</translation>
        </message>
        <message>
            <source>Seats are drawn with the dice.</source>
            <translation>Місця розподіляють кубики.</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>Підсумок сесії</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Сесія</translation>
        </message>
        <message>
            <source>Show or hide the session panel (F9)</source>
            <translation>Показати чи сховати панель сесії (F9)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Повільно</translation>
        </message>
        <message>
            <source>Tashi Gobah will be the next deal.</source>
            <translation>Наступна роздача буде Таші Ґоба.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Роздачу завершено.</translation>
        </message>
        <message>
            <source>The dice show %1 and %2: %3, %4. Read it as you like; the dice go back to the point.</source>
            <translation>На кубиках %1 і %2: %3, %4. Тлумачте як завгодно; кубики повертаються на очко.</translation>
        </message>
        <message>
            <source>Throw the dice for a hint</source>
            <translation>Кинути кубики для підказки</translation>
        </message>
        <message>
            <source>You sit opposite the starter: choose the tower to be taken first.</source>
            <translation>Ви сидите навпроти того, хто починає: виберіть вежу, яку візьмуть першою.</translation>
        </message>
        <message>
            <source>Your hand has none of the high tiles: you may show it and demand a re-deal.</source>
            <translation>У вас на руках жодної високої плитки: можна показати руку й вимагати перездачі.</translation>
        </message>
        <message>
            <source>Your lead (you hold a passport: only some leads are allowed).</source>
            <translation>Ваш захід (у вас паспорт: дозволено лише деякі заходи).</translation>
        </message>
        <message>
            <source>Your lead.</source>
            <translation>Ваш захід.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Ваш хід.</translation>
        </message>
        <message>
            <source>the face-down lead</source>
            <translation>захід взакриту</translation>
        </message>
    </context>
    <context>
        <name>NewSessionDialog</name>
        <message>
            <source> chips</source>
            <translation> фішок</translation>
        </message>
        <message>
            <source> s</source>
            <translation> с</translation>
        </message>
        <message>
            <source> tiles</source>
            <translation> плиток</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal</source>
            <translation>Стрибок множить кінцеві виплати на цей множник, помножений на очки, якими закінчилася роздача</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal.</source>
            <translation>Стрибок множить кінцеві виплати на цей множник, помножений на очки, якими закінчилася роздача.</translation>
        </message>
        <message>
            <source>A new session of Bagchen</source>
            <translation>Нова сесія Баґчену</translation>
        </message>
        <message>
            <source>A new session of Bao Huang</source>
            <translation>Нова сесія Бао Хуан</translation>
        </message>
        <message>
            <source>A new session of Tien Gow</source>
            <translation>Нова сесія Небо-дев'ять</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for a new deal.</source>
            <translation>Гравець, що не має жодної старшої плитки, може попросити нову роздачу.</translation>
        </message>
        <message>
            <source>A player may lead one tile face down and name a suit; any tile of that suit beats it.</source>
            <translation>Гравець може зайти однією плиткою лицем донизу й назвати масть; її б'є будь-яка плитка цієї масті.</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so</source>
            <translation>Гравець, що може побити взятку, мусить її бити</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so.</source>
            <translation>Гравець, що може побити взятку, мусить її бити.</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the shuffle.</source>
            <translation>Гравець, якому довго не щастить, може перед тасуванням попросити пересісти.</translation>
        </message>
        <message>
            <source>A well-known set of rules; change any option below to make your own</source>
            <translation>Відомий набір правил; змініть будь-яку опцію нижче, щоб скласти власний</translation>
        </message>
        <message>
            <source>AI level</source>
            <translation>Рівень ШІ</translation>
        </message>
        <message>
            <source>AI level: how well the computer plays, from Random (any legal move) to Hard.</source>
            <translation>Рівень ШІ: наскільки добре грає комп'ютер, від Випадкового (будь-який дозволений хід) до Сильного.</translation>
        </message>
        <message>
            <source>Against {below}: not measured yet with these rules.</source>
            <translation>Проти рівня «{below}»: з цими правилами ще не виміряно.</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal (95%: {low} to {high}; deals: {deals}).</source>
            <translation>Проти рівня «{below}»: {gain} фішки за роздачу (95%: від {low} до {high}; роздач: {deals}).</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal, not shown stronger (95%: {low} to {high}; deals: {deals}).</source>
            <translation>Проти рівня «{below}»: {gain} фішки за роздачу, перевагу ще не доведено (95%: від {low} до {high}; роздач: {deals}).</translation>
        </message>
        <message>
            <source>An easier passport rule: lead from the strongest group of leads you hold.</source>
            <translation>Простіше правило паспорта: заходьте з найсильнішої групи заходів, яка у вас є.</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>Анімації:</translation>
        </message>
        <message>
            <source>Bagchen, or Tien Gow: the Chinese game Bagchen comes from</source>
            <translation>Баґчен або Небо-дев'ять: китайська гра, від якої походить Баґчен</translation>
        </message>
        <message>
            <source>Bao Huang rules:</source>
            <translation>Правила Бао Хуан:</translation>
        </message>
        <message>
            <source>Bao Huang: five players, the emperor and his hidden protector against three farmers</source>
            <translation>Бао Хуан: п'ятеро гравців, імператор і його прихований охоронець проти трьох селян</translation>
        </message>
        <message>
            <source>Before anyone looks at their tiles, two players may swap their whole hands.</source>
            <translation>Поки ніхто не подивився на свої плитки, двоє гравців можуть обмінятися всіма плитками.</translation>
        </message>
        <message>
            <source>Before play, the holders of 4-2 and 2-1 may offer them, and the dice unite them.</source>
            <translation>Перед грою власники 4-2 і 2-1 можуть їх запропонувати, і кості їх об'єднують.</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>За рівнем</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <source>Charity (lead one tile face down)</source>
            <translation>Милостиня (захід однією плиткою взакриту)</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>Обов'язкове биття</translation>
        </message>
        <message>
            <source>Cores for Hard's search:</source>
            <translation>Ядра для пошуку Сильного ШІ:</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Власні</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>Звичаї</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>Digital Gamers</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Схід</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Легкий</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb, without looking ahead.</source>
            <translation>Легкий: грає за простими правилами, не думаючи наперед.</translation>
        </message>
        <message>
            <source>Every seat needs a name.</source>
            <translation>Кожному місцю потрібне ім'я.</translation>
        </message>
        <message>
            <source>Exchanging hands before looking</source>
            <translation>Обмін руками, не дивлячись</translation>
        </message>
        <message>
            <source>Exchanging seats against bad luck</source>
            <translation>Обмін місцями від невдачі</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Швидко</translation>
        </message>
        <message>
            <source>Fewer options</source>
            <translation>Менше параметрів</translation>
        </message>
        <message>
            <source>Formal (dice and time of day)</source>
            <translation>Формальний (кубики й пора дня)</translation>
        </message>
        <message>
            <source>Full (rules 1 to 4)</source>
            <translation>Повний (правила 1–4)</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Гра:</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session</source>
            <translation>Добрі й лихі прикмети наприкінці сесії</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session.</source>
            <translation>Добрі й лихі прикмети наприкінці сесії.</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Сильний</translation>
        </message>
        <message>
            <source>Hard searches in this many processes at once; one core left free keeps the table smooth</source>
            <translation>Скільки процесів одночасно запускає Сильний ШІ для пошуку; одне вільне ядро зберігає плавність гри за столом</translation>
        </message>
        <message>
            <source>Hard: tries more moves and the play after them, on more guessed deals.</source>
            <translation>Сильний: пробує більше ходів і гру після них, на більшій кількості вгаданих роздач.</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>Підказка кубиків</translation>
        </message>
        <message>
            <source>How boldly this AI goes for a jump, from cautious to bold</source>
            <translation>Наскільки сміливо цей ШІ йде на стрибок: від обережного до сміливого</translation>
        </message>
        <message>
            <source>How fast the pieces move on the table.</source>
            <translation>Як швидко рухаються плитки й карти на столі.</translation>
        </message>
        <message>
            <source>How long this AI may think about each decision; by level: its level's own time, Hard's the longest</source>
            <translation>Скільки часу цей ШІ може думати над кожним рішенням; «за рівнем»: власний час його рівня, у Сильного найдовший</translation>
        </message>
        <message>
            <source>How many processor cores the Hard level may think with at once.</source>
            <translation>Скільки ядер процесора Сильний ШІ може одночасно задіяти.</translation>
        </message>
        <message>
            <source>How the players' seats round the table are drawn.</source>
            <translation>Як визначають, хто де сидить за столом.</translation>
        </message>
        <message>
            <source>Informal (two counts of the dice)</source>
            <translation>Неформальний (два відліки кубиками)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Миттєво</translation>
        </message>
        <message>
            <source>Jump factor:</source>
            <translation>Множник стрибка:</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Середній</translation>
        </message>
        <message>
            <source>Medium: tries its likeliest moves on deals guessed from what it has seen.</source>
            <translation>Середній: пробує найімовірніші ходи на роздачах, вгаданих з того, що бачив.</translation>
        </message>
        <message>
            <source>Mixed ministers up to four tiles, and whoever can beat must beat.</source>
            <translation>Змішані міністри — до чотирьох плиток, і хто може бити, мусить бити.</translation>
        </message>
        <message>
            <source>Mixed ministers, at most:</source>
            <translation>Змішаних міністрів, не більше:</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Ім'я</translation>
        </message>
        <message>
            <source>Name: what the table calls that player.</source>
            <translation>Ім'я: як стіл називає цього гравця.</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>Нова сесія</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Звичайно</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Північ</translation>
        </message>
        <message>
            <source>Off (no limits on leads)</source>
            <translation>Вимкнено (заходи без обмежень)</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>Прикмети</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left</source>
            <translation>Інакше сесія закінчується, коли в когось не лишається фішок</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left.</source>
            <translation>Інакше сесія закінчується, коли в когось не лишається фішок.</translation>
        </message>
        <message>
            <source>Passport:</source>
            <translation>Паспорт:</translation>
        </message>
        <message>
            <source>Play on below zero chips</source>
            <translation>Грати й нижче нуля фішок</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Гравці</translation>
        </message>
        <message>
            <source>Preset:</source>
            <translation>Набір правил:</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Випадковий</translation>
        </message>
        <message>
            <source>Random plays any legal move; Hard thinks deepest</source>
            <translation>Випадковий робить будь-який дозволений хід; Сильний думає найглибше</translation>
        </message>
        <message>
            <source>Random: any legal move, chosen by chance.</source>
            <translation>Випадковий: будь-який дозволений хід, навмання.</translation>
        </message>
        <message>
            <source>Re-deal for a hand without high tiles</source>
            <translation>Перездача, якщо на руках немає високих плиток</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>Скинути налаштування</translation>
        </message>
        <message>
            <source>Risk (cautious – bold)</source>
            <translation>Ризик (обережно – сміливо)</translation>
        </message>
        <message>
            <source>Risk: how readily a computer player goes for a big win, from cautious to bold.</source>
            <translation>Ризик: наскільки охоче комп'ютерний гравець іде на великий виграш, від обережного до сміливого.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Rules and options…</source>
            <translation>Правила й параметри…</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Місце</translation>
        </message>
        <message>
            <source>Seating:</source>
            <translation>Розсадка:</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>Шанг Шунг / pagat (стандарт)</translation>
        </message>
        <message>
            <source>Simplified</source>
            <translation>Спрощений</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>Спрощений паспорт</translation>
        </message>
        <message>
            <source>Sit here yourself</source>
            <translation>Сісти сюди самому</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Повільно</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Південь</translation>
        </message>
        <message>
            <source>Stake:</source>
            <translation>Ставка:</translation>
        </message>
        <message>
            <source>Start the session</source>
            <translation>Почати сесію</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Стіл</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>Скільки фішок має кожен гравець на початку сесії</translation>
        </message>
        <message>
            <source>The chips each player starts the session with.</source>
            <translation>Скільки фішок має кожен гравець на початку сесії.</translation>
        </message>
        <message>
            <source>The classic game, or one of the folk variants</source>
            <translation>Класична гра або один із народних варіантів</translation>
        </message>
        <message>
            <source>The game played at the table.</source>
            <translation>Гра, у яку грають за столом.</translation>
        </message>
        <message>
            <source>The largest lead of ministers mixing sky and earth</source>
            <translation>Найбільший захід змішаними небесними й земними міністрами</translation>
        </message>
        <message>
            <source>The largest lead of ministers that mixes sky and earth tiles.</source>
            <translation>Найбільший захід міністрами, що змішує небесні й земні плитки.</translation>
        </message>
        <message>
            <source>The rules as the Shang Shung Institute taught them.</source>
            <translation>Правила в тому вигляді, як їх навчав Інститут Шанг Шунг.</translation>
        </message>
        <message>
            <source>The rules the table plays.</source>
            <translation>Правила, за якими грає стіл.</translation>
        </message>
        <message>
            <source>The tiles decide this game: the computer's seats have nothing to choose, so no level is offered.</source>
            <translation>У цій грі все вирішують плитки: комп'ютерним гравцям нічого вибирати, тож рівень не пропонується.</translation>
        </message>
        <message>
            <source>These rules cannot be played: {reason}</source>
            <translation>За цими правилами грати не можна: {reason}</translation>
        </message>
        <message>
            <source>These rules seat %1 players: choose one of the first %1 seats for yourself.</source>
            <translation>Гравців за цими правилами: %1; виберіть собі одне з перших %1 місць.</translation>
        </message>
        <message>
            <source>Thinking time</source>
            <translation>Час на роздуми</translation>
        </message>
        <message>
            <source>Thinking time: how long a computer player may think about each move; “By level” gives each level its own, Hard the longest.</source>
            <translation>Час на роздуми: скільки комп'ютерний гравець може думати над кожним ходом; «За рівнем» дає кожному рівню власний час, Сильному найдовший.</translation>
        </message>
        <message>
            <source>Tien Gow rules:</source>
            <translation>Правила Небо-дев'ять:</translation>
        </message>
        <message>
            <source>Two seats have the same name: give each player a name of their own.</source>
            <translation>Два місця мають однакове ім'я: дайте кожному гравцеві власне.</translation>
        </message>
        <message>
            <source>Uniting mother and son before play</source>
            <translation>Об'єднання матері й сина перед грою</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer as you like.</source>
            <translation>Не знаєте, що зіграти? Киньте кості й прочитайте відповідь, як вам до вподоби.</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Захід</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead</source>
            <translation>З чого може заходити гравець, що має шість стосів чи більше</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead.</source>
            <translation>З чого може заходити гравець, що має шість стосів чи більше.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ви</translation>
        </message>
        <message>
            <source>You play against the AI players of the other four seats. Your choices are kept for next time.</source>
            <translation>Ви граєте проти ШІ-гравців на чотирьох інших місцях. Ваш вибір збережеться до наступного разу.</translation>
        </message>
        <message>
            <source>You play against the AI players of the other seats. Your choices are kept for next time.</source>
            <translation>Ви граєте проти ШІ-гравців на інших місцях. Ваш вибір збережеться до наступного разу.</translation>
        </message>
        <message>
            <source>You play against three AI players. Your choices are kept for next time.</source>
            <translation>Ви граєте проти трьох гравців-ШІ. Ваш вибір збережеться до наступного разу.</translation>
        </message>
        <message>
            <source>You: the seat you play from; the computer plays the others.</source>
            <translation>Ви: місце, з якого граєте ви; за інших грає комп'ютер.</translation>
        </message>
        <message>
            <source>Your own mix of options.</source>
            <translation>Ваше власне поєднання опцій.</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>урівноважено</translation>
        </message>
        <message>
            <source>bold</source>
            <translation>сміливо</translation>
        </message>
        <message>
            <source>cautious</source>
            <translation>обережно</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ви</translation>
        </message>
        <message>
            <source>{levels}: not offered with these rules, where it measured no stronger than the level below.</source>
            <translation>{levels}: з цими правилами не пропонується, бо тут виявився не сильнішим за рівень нижче.</translation>
        </message>
    </context>
    <context>
        <name>NotesPanel</name>
        <message>
            <source>Bookmark this move (key B)</source>
            <translation>Закладка на цьому ході (клавіша B)</translation>
        </message>
        <message>
            <source>Comment on the whole deal…</source>
            <translation>Коментар до всієї роздачі…</translation>
        </message>
        <message>
            <source>Comment on this move (key C)…</source>
            <translation>Коментар до цього ходу (клавіша C)…</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>Нотатки</translation>
        </message>
        <message>
            <source>The deal:</source>
            <translation>Роздача:</translation>
        </message>
        <message>
            <source>blunder (key ? twice)</source>
            <translation>груба помилка (клавіша ? двічі)</translation>
        </message>
        <message>
            <source>brilliant move (key ! twice)</source>
            <translation>блискучий хід (клавіша ! двічі)</translation>
        </message>
        <message>
            <source>dubious move (keys ? !)</source>
            <translation>сумнівний хід (клавіші ? !)</translation>
        </message>
        <message>
            <source>good move (key !)</source>
            <translation>добрий хід (клавіша !)</translation>
        </message>
        <message>
            <source>interesting move (keys ! ?)</source>
            <translation>цікавий хід (клавіші ! ?)</translation>
        </message>
        <message>
            <source>mistake (key ?)</source>
            <translation>помилка (клавіша ?)</translation>
        </message>
    </context>
    <context>
        <name>PlayFromHereDialog</name>
        <message>
            <source>A new game starts from this very position: the same hands, the same face-down tiles. It is recorded as a branch of this deal.</source>
            <translation>Нова гра почнеться саме з цієї позиції: ті самі руки, ті самі плитки взакриту. Її буде записано як гілку цієї роздачі.</translation>
        </message>
        <message>
            <source>Human (you)</source>
            <translation>Людина (ви)</translation>
        </message>
        <message>
            <source>Only one seat can be played by you.</source>
            <translation>Ви можете грати лише за одне місце.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Грати</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>Грати звідси</translation>
        </message>
        <message>
            <source>Play on from step {step}</source>
            <translation>Грати далі з кроку {step}</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>ШІ {level}</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Ні</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Так</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Застосувати</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрити</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Відкинути</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Довідка</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>Гаразд</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Відкрити</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Скинути</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Відновити типові</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Зберегти</translation>
        </message>
    </context>
    <context>
        <name>RecapDialog</name>
        <message>
            <source>(the dice showed {a} and {b})</source>
            <translation>(на кубиках випало {a} і {b})</translation>
        </message>
        <message>
            <source>A charity lead: it stays secret</source>
            <translation>Захід милостинею: плитка лишається таємною</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Фішки</translation>
        </message>
        <message>
            <source>Deal {number}: the last trick went to {name}</source>
            <translation>Роздача {number}: остання взятка — {name}</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>Кінець роздачі</translation>
        </message>
        <message>
            <source>It was a points lead worth {value}.</source>
            <translation>Це був захід з очок вартістю {value}.</translation>
        </message>
        <message>
            <source>Jump! {name} ended the deal with points worth {points}: every final payment is multiplied by {multiplier} (jump factor {factor} × {points}).</source>
            <translation>Стрибок! {name} закінчує роздачу очками вартістю {points}: кожна кінцева виплата множиться на {multiplier} (множник стрибка {factor} × {points}).</translation>
        </message>
        <message>
            <source>Jump: the points of the final run are paid back by {name}: {payees}.</source>
            <translation>Стрибок: за очки кінцевої серії {name} повертає виплати: {payees}.</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>Разом</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Наступна роздача</translation>
        </message>
        <message>
            <source>No chips changed hands.</source>
            <translation>Фішки не переходили з рук у руки.</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Виплати</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Гравець</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Очки</translation>
        </message>
        <message>
            <source>Points this deal:</source>
            <translation>Очки цієї роздачі:</translation>
        </message>
        <message>
            <source>Refunds</source>
            <translation>Повернення</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>Підсумок сесії</translation>
        </message>
        <message>
            <source>Settlement</source>
            <translation>Розрахунок</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} (you had {stacks}).</source>
            <translation>Розрахунок: ви заплатили гравцю {name} {chips} (у вас: {stacks}).</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} ({name} had {stacks}).</source>
            <translation>Розрахунок: ви заплатили гравцю {name} {chips} (у гравця {name}: {stacks}).</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} (you had {stacks}).</source>
            <translation>Розрахунок: гравець {name} заплатив вам {chips} (у вас: {stacks}).</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} ({name} had {stacks}).</source>
            <translation>Розрахунок: гравець {name} заплатив вам {chips} (у гравця {name}: {stacks}).</translation>
        </message>
        <message>
            <source>Settlement: {payer} paid {payee} {chips} ({name} had {stacks}).</source>
            <translation>Розрахунок: {payer} → {payee}: {chips} (у гравця {name}: {stacks}).</translation>
        </message>
        <message>
            <source>Six stacks or more make a passport</source>
            <translation>Шість стосів чи більше дають паспорт</translation>
        </message>
        <message>
            <source>Stacks</source>
            <translation>Стоси</translation>
        </message>
        <message>
            <source>Stacks and chips</source>
            <translation>Стоси й фішки</translation>
        </message>
        <message>
            <source>Sweep: {payer} paid {payee} {chips}.</source>
            <translation>Великий шолом: {payer} → {payee}: {chips}.</translation>
        </message>
        <message>
            <source>The dot after the trick's number: who led it. Gold frame: took the trick. Maroon: played face down, shown now. A tile's back: a charity lead that stays secret.</source>
            <translation>Крапка після номера взятки: хто зайшов. Золота рамка: бере взятку. Бордова рамка: скинуто взакриту, тепер показано. Сорочка плитки: захід милостинею, що лишається таємним.</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>Остання взятка</translation>
        </message>
        <message>
            <source>The last trick went to {name}</source>
            <translation>Остання взятка: {name}</translation>
        </message>
        <message>
            <source>The whole deal, face-down tiles turned over</source>
            <translation>Уся роздача, плитки взакриту перевернуто</translation>
        </message>
        <message>
            <source>Took the last trick</source>
            <translation>Бере останню взятку</translation>
        </message>
        <message>
            <source>Trick
× tiles each</source>
            <translation>Взятка
× плиток у кожного</translation>
        </message>
        <message>
            <source>Trick {n}, led by {name}</source>
            <translation>Взятка {n}, заходить {name}</translation>
        </message>
        <message>
            <source>Trick {n}: {name} led points and received {payers}.</source>
            <translation>Взятка {n}: {name} заходить з очок і отримує: {payers}.</translation>
        </message>
        <message>
            <source>no stacks</source>
            <translation>жодного стосу</translation>
        </message>
        <message>
            <source>{chips} from {name}</source>
            <translation>{name}: {chips}</translation>
        </message>
        <message>
            <source>{chips} to {name}</source>
            <translation>{chips} → {name}</translation>
        </message>
        <message>
            <source>{name} led</source>
            <translation>{name} заходить</translation>
        </message>
        <message>
            <source>{name} took it: {count}.</source>
            <translation>Бере {name}: {count}.</translation>
        </message>
        <message>
            <source>{name}, face down</source>
            <translation>{name}, взакриту</translation>
        </message>
    </context>
    <context>
        <name>RecordsChoice</name>
        <message>
            <source>Bagchen records (*.sqlite3 *.db);;All files (*)</source>
            <translation>Записи Баґчену (*.sqlite3 *.db);;Усі файли (*)</translation>
        </message>
        <message>
            <source>Bagchen: the deal records</source>
            <translation>Баґчен: записи роздач</translation>
        </message>
        <message>
            <source>Choose a records database</source>
            <translation>Виберіть базу записів</translation>
        </message>
        <message>
            <source>Choose another database…</source>
            <translation>Вибрати іншу базу…</translation>
        </message>
        <message>
            <source>Play without recording</source>
            <translation>Грати без запису</translation>
        </message>
        <message>
            <source>The records database cannot be used, so the deals would not be recorded.</source>
            <translation>Базою записів неможливо скористатися, тож роздачі не буде записано.</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>blunder</source>
            <translation>груба помилка</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>неточність</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>помилка</translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <source>&lt;a href='{id}'&gt;#{id}&lt;/a&gt; (from step {step})</source>
            <translation>&lt;a href='{id}'&gt;#{id}&lt;/a&gt; (з кроку {step})</translation>
        </message>
        <message>
            <source>&lt;b&gt;Deal #{id}&lt;/b&gt;</source>
            <translation>&lt;b&gt;Роздача #{id}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step {step}&lt;/b&gt; · {move}</source>
            <translation>&lt;b&gt;Крок {step}&lt;/b&gt; · {move}</translation>
        </message>
        <message>
            <source>&lt;b&gt;The start of the deal.&lt;/b&gt; Notes on a move: go to it first.</source>
            <translation>&lt;b&gt;Початок роздачі.&lt;/b&gt; Щоб коментувати хід, спершу перейдіть до нього.</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>Усі руки</translation>
        </message>
        <message>
            <source>All hands open</source>
            <translation>Усі руки відкрито</translation>
        </message>
        <message>
            <source>Autoplay speed: click, or + and −</source>
            <translation>Швидкість автоперегляду: клацніть або + і −</translation>
        </message>
        <message>
            <source>Autoplay stops at annotated moves and at mistakes</source>
            <translation>Автоперегляд зупиняється на ходах з коментарями й на помилках</translation>
        </message>
        <message>
            <source>Before the play</source>
            <translation>Перед грою</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>Закладка</translation>
        </message>
        <message>
            <source>Bottom seat:</source>
            <translation>Місце внизу:</translation>
        </message>
        <message>
            <source>Comment…</source>
            <translation>Коментар…</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Схід</translation>
        </message>
        <message>
            <source>Faster</source>
            <translation>Швидше</translation>
        </message>
        <message>
            <source>Go to trick…</source>
            <translation>До взятки…</translation>
        </message>
        <message>
            <source>Mark ! (twice: !!, then ?: !?)</source>
            <translation>Позначка ! (двічі: !!, потім ?: !?)</translation>
        </message>
        <message>
            <source>Mark ? (twice: ??, then !: ?!)</source>
            <translation>Позначка ? (двічі: ??, потім !: ?!)</translation>
        </message>
        <message>
            <source>Mark {mark}</source>
            <translation>Позначка {mark}</translation>
        </message>
        <message>
            <source>Next mistake</source>
            <translation>Наступна помилка</translation>
        </message>
        <message>
            <source>No further mistake that way.</source>
            <translation>Далі в цьому напрямку помилок немає.</translation>
        </message>
        <message>
            <source>No mistakes found.</source>
            <translation>Помилок не знайдено.</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Північ</translation>
        </message>
        <message>
            <source>One step back (←)</source>
            <translation>Крок назад (←)</translation>
        </message>
        <message>
            <source>One step forward (→)</source>
            <translation>Крок уперед (→)</translation>
        </message>
        <message>
            <source>One trick back</source>
            <translation>Взятка назад</translation>
        </message>
        <message>
            <source>One trick back (PgUp)</source>
            <translation>Взятка назад (PgUp)</translation>
        </message>
        <message>
            <source>One trick forward</source>
            <translation>Взятка вперед</translation>
        </message>
        <message>
            <source>One trick forward (PgDn)</source>
            <translation>Взятка вперед (PgDn)</translation>
        </message>
        <message>
            <source>Pause at notes</source>
            <translation>Пауза на нотатках</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>Відтворення / пауза</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>Грати звідси…</translation>
        </message>
        <message>
            <source>Play on by itself (Space)</source>
            <translation>Автоперегляд (пробіл)</translation>
        </message>
        <message>
            <source>Played from step {step} of &lt;a href='{id}'&gt;deal #{id}&lt;/a&gt;</source>
            <translation>Зіграно з кроку {step} &lt;a href='{id}'&gt;роздачі #{id}&lt;/a&gt;</translation>
        </message>
        <message>
            <source>Played on from here: {links}</source>
            <translation>Звідси зіграно далі: {links}</translation>
        </message>
        <message>
            <source>Previous mistake</source>
            <translation>Попередня помилка</translation>
        </message>
        <message>
            <source>Remove the mark</source>
            <translation>Прибрати позначку</translation>
        </message>
        <message>
            <source>Reveal face-down</source>
            <translation>Відкрити скинуте</translation>
        </message>
        <message>
            <source>Reveal face-down tiles</source>
            <translation>Відкрити плитки взакриту</translation>
        </message>
        <message>
            <source>Seats drawn with the dice ({time}): {throws}</source>
            <translation>Місця розподілено кубиками ({time}): {throws}</translation>
        </message>
        <message>
            <source>Seats exchanged during the session: {seats}</source>
            <translation>Обмін місцями під час сесії: {seats}</translation>
        </message>
        <message>
            <source>Show every hand and face-down tile (key A); off: only what the seat at the bottom knew at that moment</source>
            <translation>Показувати всі руки й плитки взакриту (клавіша A); вимкнено: лише те, що знало тоді місце внизу</translation>
        </message>
        <message>
            <source>Slower</source>
            <translation>Повільніше</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Південь</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose (Ctrl+P)</source>
            <translation>Почати нову гру з цього кроку з гравцями на ваш вибір (Ctrl+P)</translation>
        </message>
        <message>
            <source>Step back</source>
            <translation>Крок назад</translation>
        </message>
        <message>
            <source>Step forward</source>
            <translation>Крок уперед</translation>
        </message>
        <message>
            <source>Step {step} / {last}</source>
            <translation>Крок {step} / {last}</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>Роздачу завершено: виберіть раніший крок, звідки грати.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>Кінець</translation>
        </message>
        <message>
            <source>The end (End)</source>
            <translation>Кінець (End)</translation>
        </message>
        <message>
            <source>The note was not saved: {reason}</source>
            <translation>Нотатку не збережено: {reason}</translation>
        </message>
        <message>
            <source>The review stopped: {reason}</source>
            <translation>Аналіз зупинено: {reason}</translation>
        </message>
        <message>
            <source>The seat at the bottom of the table (key T turns the table)</source>
            <translation>Місце внизу столу (клавіша T повертає стіл)</translation>
        </message>
        <message>
            <source>The start</source>
            <translation>Початок</translation>
        </message>
        <message>
            <source>The start (Home)</source>
            <translation>Початок (Home)</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>Початок роздачі</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>Це місце вже проаналізовано: результати збережено в записах.</translation>
        </message>
        <message>
            <source>Trick </source>
            <translation>Взятка </translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>Взятка {n}</translation>
        </message>
        <message>
            <source>Turn over the tiles played face down (key F)</source>
            <translation>Перевернути плитки, скинуті взакриту (клавіша F)</translation>
        </message>
        <message>
            <source>Turn the table</source>
            <translation>Повернути стіл</translation>
        </message>
        <message>
            <source>Type a trick number and press Enter (Ctrl+G)</source>
            <translation>Введіть номер взятки й натисніть Enter (Ctrl+G)</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Захід</translation>
        </message>
        <message>
            <source>after noon</source>
            <translation>після полудня</translation>
        </message>
        <message>
            <source>before noon</source>
            <translation>до полудня</translation>
        </message>
        <message>
            <source>point {point}</source>
            <translation>очко {point}</translation>
        </message>
        <message>
            <source>{name} demanded an exchange of seats ({time}): {throws}</source>
            <translation>{name} вимагає обміну місцями ({time}): {throws}</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>&amp;Annotate</source>
            <translation>&amp;Коментарі</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Закрити</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>&amp;Приклади</translation>
        </message>
        <message>
            <source>&amp;Export the selected deals…</source>
            <translation>&amp;Експортувати вибрані роздачі…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>&amp;Перехід</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Довідка</translation>
        </message>
        <message>
            <source>&amp;Import into the records…</source>
            <translation>&amp;Імпортувати в записи…</translation>
        </message>
        <message>
            <source>&amp;Keys of the replay</source>
            <translation>&amp;Клавіші перегляду</translation>
        </message>
        <message>
            <source>&amp;Learn</source>
            <translation>&amp;Навчання</translation>
        </message>
        <message>
            <source>&amp;Open a hand-record file…</source>
            <translation>&amp;Відкрити файл записів роздач…</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>&amp;Аналіз</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Статистика…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вигляд</translation>
        </message>
        <message>
            <source>Back to &amp;my records</source>
            <translation>Назад до &amp;моїх записів</translation>
        </message>
        <message>
            <source>Bagchen — replays</source>
            <translation>Баґчен — перегляд роздач</translation>
        </message>
        <message>
            <source>Bagchen — {name}</source>
            <translation>Баґчен — {name}</translation>
        </message>
        <message>
            <source>Cancel the review</source>
            <translation>Скасувати аналіз</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Роздачі</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Експорт</translation>
        </message>
        <message>
            <source>Export hand records</source>
            <translation>Експорт записів роздач</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Експорт…</translation>
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation>Записи роздач (*.json)</translation>
        </message>
        <message>
            <source>Hand records (*.json);;All files (*)</source>
            <translation>Записи роздач (*.json);;Усі файли (*)</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Імпорт</translation>
        </message>
        <message>
            <source>Import hand records</source>
            <translation>Імпорт записів роздач</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Імпорт…</translation>
        </message>
        <message>
            <source>Keys of the replay</source>
            <translation>Клавіші перегляду</translation>
        </message>
        <message>
            <source>Open a hand record</source>
            <translation>Відкрити запис роздачі</translation>
        </message>
        <message>
            <source>Open a hand-record file</source>
            <translation>Відкрити файл записів роздач</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Перегляд</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>Проаналізувати це місце</translation>
        </message>
        <message>
            <source>Save the selected deals, with their notes, as a hand-record file</source>
            <translation>Зберегти вибрані роздачі разом із нотатками як файл записів роздач</translation>
        </message>
        <message>
            <source>Select the deals to export first.</source>
            <translation>Спершу виберіть роздачі для експорту.</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>Статистика…</translation>
        </message>
        <message>
            <source>This deal cannot be replayed: {reason}</source>
            <translation>Цю роздачу неможливо переглянути: {reason}</translation>
        </message>
        <message>
            <source>{name}: a hand-record file, not in your records; notes made here are not kept unless exported. &lt;a href='import' style='color:#ffd97a'&gt;Import it into the records&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;Back to my records&lt;/a&gt;</source>
            <translation>{name}: файл записів роздач, якого немає у ваших записах; нотатки, зроблені тут, не збережуться, якщо їх не експортувати. &lt;a href='import' style='color:#ffd97a'&gt;Імпортувати в записи&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;Назад до моїх записів&lt;/a&gt;</translation>
        </message>
        <message>
            <source>{n} deals imported, {skipped} already there.</source>
            <translation>Імпортовано роздач: {n}; уже були в записах: {skipped}.</translation>
        </message>
        <message>
            <source>{n} deals written to {path}</source>
            <translation>Роздач записано: {n}, файл {path}</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v з %m рішень</translation>
        </message>
        <message>
            <source>(unfinished)</source>
            <translation>(не завершено)</translation>
        </message>
        <message>
            <source>&lt;b&gt;The Hard AI agrees&lt;/b&gt; with {move}.</source>
            <translation>&lt;b&gt;Сильний ШІ згоден&lt;/b&gt; із ходом {move}.</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not a decision of this seat.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Це не рішення цього місця.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not reviewed yet.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Ще не проаналізовано.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>AI review</source>
            <translation>Аналіз ШІ</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Скасувати</translation>
        </message>
        <message>
            <source>Estimated chips lost: &lt;b&gt;{loss}&lt;/b&gt; (± {err}, over {n} sampled deals).</source>
            <translation>Орієнтовна втрата фішок: &lt;b&gt;{loss}&lt;/b&gt; (± {err}, за {n} змодельованими роздачами).</translation>
        </message>
        <message>
            <source>Go on reviewing</source>
            <translation>Продовжити аналіз</translation>
        </message>
        <message>
            <source>Next mistake ▶</source>
            <translation>Помилка ▶</translation>
        </message>
        <message>
            <source>Not reviewed yet: the Hard AI compares every decision of {name} with its own choice.</source>
            <translation>Ще не проаналізовано: Сильний ШІ порівняє кожне рішення гравця {name} зі своїм вибором.</translation>
        </message>
        <message>
            <source>Played {played}; &lt;b&gt;the Hard AI would play {best}&lt;/b&gt;.</source>
            <translation>Зіграно {played}; &lt;b&gt;Сильний ШІ зіграв би {best}&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Аналіз</translation>
        </message>
        <message>
            <source>Reviewed ✓</source>
            <translation>Проаналізовано ✓</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Місце:</translation>
        </message>
        <message>
            <source>The Hard AI looks at every decision of this seat</source>
            <translation>Сильний ШІ розглядає кожне рішення цього місця</translation>
        </message>
        <message>
            <source>Worst decisions:</source>
            <translation>Найгірші рішення:</translation>
        </message>
        <message>
            <source>before the play</source>
            <translation>перед грою</translation>
        </message>
        <message>
            <source>step</source>
            <translation>крок</translation>
        </message>
        <message>
            <source>trick {n}</source>
            <translation>взятка {n}</translation>
        </message>
        <message>
            <source>◀ Previous mistake</source>
            <translation>◀ Помилка</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>&lt;b&gt;After the last trick&lt;/b&gt;, its winner settles with each of the others by the number of stacks they took:</source>
            <translation>&lt;b&gt;Після останньої взятки&lt;/b&gt; той, хто її взяв, розраховується з кожним із решти гравців залежно від того, скільки стосів той узяв:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Always allowed:&lt;/b&gt; a lead nobody can beat, counting the tiles already played face up as gone (points included); mixed ministers; a set of identical sky tiles above the people; and, with a hand of nothing but points and one more tile or combination, that tile or combination.</source>
            <translation>&lt;b&gt;Дозволено завжди:&lt;/b&gt; захід, якого ніхто не може побити (зокрема очки), якщо вважати вибулими плитки, вже зіграні відкрито; змішані міністри; набір ідентичних небесних плиток, вищих за людей; а якщо на руках лише очки й ще одна плитка чи комбінація — ця плитка чи комбінація.</translation>
        </message>
        <message>
            <source>&lt;b&gt;During the play:&lt;/b&gt; whoever leads points is paid at once by every opponent who has no passport: one chip per point tile, plus one for each mother-and-son pair in the lead.</source>
            <translation>&lt;b&gt;Під час гри:&lt;/b&gt; тому, хто заходить з очок, одразу платить кожен суперник без паспорта: по фішці за кожну плитку-очко й ще одну за кожну пару «мати й син» у заході.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Formal seating:&lt;/b&gt; everyone throws the dice. Before noon the highest throw sits East, the next South, then West, and the lowest North; after noon the lowest sits East and the order runs the other way. Equal throws are thrown again. East starts the first deal.</source>
            <translation>&lt;b&gt;Формальна розсадка:&lt;/b&gt; кожен кидає кубики. До полудня той, у кого випало найбільше, займає Схід, наступний — Південь, далі — Захід, а в кого найменше — Північ; після полудня Схід займає той, у кого найменше, і порядок обернений. За рівних кидків кидають ще раз. Першу роздачу починає Схід.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Informal seating:&lt;/b&gt; players sit where they like. One of them throws and counts the total clockwise from themself; the player the count ends on throws and counts again, and where the second count ends is the first starter.</source>
            <translation>&lt;b&gt;Неформальна розсадка:&lt;/b&gt; гравці сідають де завгодно. Один із них кидає кубики й відлічує суму за годинниковою стрілкою, починаючи з себе; той, на кому відлік закінчився, кидає й відлічує ще раз, і той, на кому закінчиться другий відлік, починає першим.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Otherwise:&lt;/b&gt; the hand is laid open and a single tile is led. If the hand is all one suit, any tile will do; if not, a throw of the dice names the suit to lead.</source>
            <translation>&lt;b&gt;Інакше:&lt;/b&gt; руку відкривають і заходять однією плиткою. Якщо вся рука однієї масті, годиться будь-яка плитка; якщо ні, масть заходу визначає кидок кубиків.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Simplified passport.&lt;/b&gt; Leads are grouped from strongest to weakest: first whatever the first rule above allows; if the hand has none of those, any sky set or horse; failing that, any earth set; failing that, anything. The passport holder must lead from the first group the hand can supply.</source>
            <translation>&lt;b&gt;Спрощений паспорт.&lt;/b&gt; Заходи поділено на групи від найсильнішої до найслабшої: спершу все, що дозволяє перше правило вище; якщо такого на руках немає — будь-яка небесна комбінація чи кінь; якщо й цього немає — будь-яка земна комбінація; а якщо й її немає — будь-що. Власник паспорта мусить заходити з першої групи, яка в нього є.</translation>
        </message>
        <message>
            <source>&lt;b&gt;With nothing unbeatable, no sky set and no special combination:&lt;/b&gt; a set of equal earth tiles, showing the hand to prove it.</source>
            <translation>&lt;b&gt;Якщо немає нічого непереможного, жодної небесної комбінації й жодної особливої комбінації:&lt;/b&gt; набір рівних земних плиток; руку показують на доказ.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Without a chief in hand&lt;/b&gt; (a &lt;span class='tile'&gt;6-6&lt;/span&gt;, &lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt; that is not a point): also any special combination, the mare included even when it can be beaten, and any sky set, even of people.</source>
            <translation>&lt;b&gt;Якщо на руках немає очільника&lt;/b&gt; (&lt;span class='tile'&gt;6-6&lt;/span&gt;, &lt;span class='tile'&gt;6-3&lt;/span&gt; чи &lt;span class='tile'&gt;5-4&lt;/span&gt;, що не є очком): ще й будь-яка особлива комбінація, зокрема кобила, навіть коли її можна побити, і будь-яка небесна комбінація, навіть з людей.</translation>
        </message>
        <message>
            <source>&lt;b&gt;face down&lt;/b&gt; underneath otherwise: any tiles at all, unseen by the others.</source>
            <translation>&lt;b&gt;взакриту&lt;/b&gt; під низ — в іншому разі: будь-які плитки, яких інші не бачать.</translation>
        </message>
        <message>
            <source>&lt;b&gt;face up&lt;/b&gt; on top, if the play beats the best play so far;</source>
            <translation>&lt;b&gt;відкрито&lt;/b&gt; зверху, якщо цей хід б'є найсильніший із досі зіграних;</translation>
        </message>
        <message>
            <source>A Bagchen set has 64 tiles of 21 kinds: one kind for every throw of two dice. The kinds form two suits of unequal size. The &lt;b&gt;sky&lt;/b&gt; suit has 11 kinds with four copies each (44 tiles); the &lt;b&gt;earth&lt;/b&gt; suit has 10 kinds with two copies each (20 tiles).</source>
            <translation>Набір для Баґчену — це 64 плитки 21 виду: по одному виду на кожен можливий кидок двох кубиків. Види утворюють дві нерівні масті. &lt;b&gt;Небесна&lt;/b&gt; масть має 11 видів по чотири плитки (44 плитки); &lt;b&gt;земна&lt;/b&gt; — 10 видів по дві плитки (20 плиток).</translation>
        </message>
        <message>
            <source>A Tibetan game of dominoes for four players, each playing for themselves. Play goes clockwise.</source>
            <translation>Тибетська гра в доміно для чотирьох гравців, кожен грає сам за себе. Хід іде за годинниковою стрілкою.</translation>
        </message>
        <message>
            <source>A five and the son: exactly &lt;span class='tile'&gt;4-1&lt;/span&gt; with &lt;span class='tile'&gt;2-1&lt;/span&gt;; the other five, &lt;span class='tile'&gt;3-2&lt;/span&gt;, will not do. Only the stallion beats the mare.</source>
            <translation>П'ятірка й син: саме &lt;span class='tile'&gt;4-1&lt;/span&gt; з &lt;span class='tile'&gt;2-1&lt;/span&gt;; інша п'ятірка, &lt;span class='tile'&gt;3-2&lt;/span&gt;, не годиться. Кобилу б'є лише жеребець.</translation>
        </message>
        <message>
            <source>A hand without a single tile of the two highest ranks of each suit may ask for a new deal; the player shows the hand to prove it. Points do not count as high tiles, so the next ranks down take their place: there are always 16 tiles that rule a re-deal out. The same player starts the new deal.</source>
            <translation>Гравець, у якого немає жодної плитки двох найвищих рангів кожної масті, може вимагати перездачі, показавши руку на доказ. Очки високими плитками не вважаються, тож їхнє місце займають наступні ранги: завжди є 16 плиток, які виключають перездачу. Нову роздачу починає той самий гравець.</translation>
        </message>
        <message>
            <source>A leader without a passport may instead lead one tile face down and name sky, earth or no suit. The tile need not match the suit named, and it is never shown. It falls to any one tile from the suit that was named, or to any one tile whatever when no suit was named; after that the usual rules apply. If all four play face down, the leader takes the trick.</source>
            <translation>Гравець без паспорта може натомість зайти однією плиткою взакриту й назвати небесну масть, земну або жодної. Плитка не мусить бути названої масті, і її ніколи не показують. Її б'є будь-яка одна плитка названої масті, а якщо масть не названо — будь-яка одна плитка взагалі; далі діють звичайні правила. Якщо всі четверо зіграли взакриту, взятку бере той, хто заходив.</translation>
        </message>
        <message>
            <source>A player who cannot pay pays what is left, and a player at zero ends the session.</source>
            <translation>Хто не може заплатити, віддає те, що має, а гравець, у якого лишилося нуль фішок, завершує сесію.</translation>
        </message>
        <message>
            <source>A player who has taken six stacks or more holds a &lt;b&gt;passport&lt;/b&gt;. From then on they pay nothing for the rest of the deal, though they can still be paid. In exchange, whenever they lead, they may only lead what these rules allow; playing to someone else's lead stays free.</source>
            <translation>Гравець, який узяв шість стосів чи більше, має &lt;b&gt;паспорт&lt;/b&gt;. Відтоді й до кінця роздачі він нічого не платить, хоча йому платити ще можуть. Натомість, заходячи у взятку, він може заходити лише з того, що дозволяють ці правила; відповідати на чужий захід він може вільно.</translation>
        </message>
        <message>
            <source>A player who takes all 16 stacks wins every chip the others have, and the session ends there.</source>
            <translation>Гравець, який узяв усі 16 стосів, виграє всі фішки інших гравців, і на цьому сесія закінчується.</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the tiles are shuffled. Everyone throws the dice; the one who asked stays put and the others sit round by their throws, the same way the seats were first decided. Chips go with their owners. In this game you are asked before each shuffle; an AI player asks only after losing three deals in a row in the same seats.</source>
            <translation>Гравець, якому не щастить, може перед тасуванням вимагати пересісти. Усі кидають кубики; той, хто вимагав, лишається на місці, а інші розсідаються за своїми кидками так само, як на початку. Фішки переходять разом із власниками. У цій грі вас питають перед кожним тасуванням; гравець-ШІ вимагає цього лише після трьох програних поспіль роздач на тих самих місцях.</translation>
        </message>
        <message>
            <source>A player with both mothers and a player with both sons may simply swap one tile each, without dice, if both agree.</source>
            <translation>Гравець з обома матерями й гравець з обома синами можуть, якщо обидва згодні, просто обмінятися однією плиткою без кубиків.</translation>
        </message>
        <message>
            <source>A point beats nothing, but a point that is led cannot be beaten, so its leader takes the trick and is paid at once. Several points may be led together, never mixed with tiles that are not points. A point also leaves the ranking: with the sky chief as point, the sky minister cannot be beaten; with the sevens as points there is no stallion, so the mare cannot be beaten; with a five as point there is no mare; with the mother or the son as points there are no horses at all.</source>
            <translation>Очко нічого не б'є, але очко, з якого зайшли, не можна побити, тож той, хто зайшов, бере взятку й одразу отримує виплату. Можна зайти кількома очками разом, але ніколи в суміші з плитками, що не є очками. Очко також випадає зі старшинства: коли очко — небесний очільник, небесного міністра не побити; коли очки — сімки, жеребця немає, тож кобилу не побити; коли очко — п'ятірка, немає кобили; коли очки — мати чи син, немає жодних коней.</translation>
        </message>
        <message>
            <source>A seven and the mother: exactly &lt;span class='tile'&gt;4-3&lt;/span&gt; with &lt;span class='tile'&gt;4-2&lt;/span&gt;. It beats the mare, and nothing beats it.</source>
            <translation>Сімка й мати: саме &lt;span class='tile'&gt;4-3&lt;/span&gt; з &lt;span class='tile'&gt;4-2&lt;/span&gt;. Він б'є кобилу, а його не б'є ніщо.</translation>
        </message>
        <message>
            <source>After the deal, before anyone looks at their tiles, two players may agree to swap their whole hands.</source>
            <translation>Після роздачі, поки ніхто не подивився на свої плитки, двоє гравців можуть домовитися обмінятися руками повністю.</translation>
        </message>
        <message>
            <source>All sixteen stacks</source>
            <translation>Усі шістнадцять стосів</translation>
        </message>
        <message>
            <source>Any player may call &lt;b&gt;Gobah&lt;/b&gt;: five more deals are played, and the fifth, the last of the session, is called &lt;b&gt;Tashi Gobah&lt;/b&gt;. When time is short the players may agree on a single last deal instead, which is then the Tashi Gobah.</source>
            <translation>Будь-хто з гравців може оголосити &lt;b&gt;Ґобу&lt;/b&gt;: тоді грають ще п'ять роздач, і п'ята, остання в сесії, зветься &lt;b&gt;Таші Ґоба&lt;/b&gt;. Коли бракує часу, гравці можуть натомість домовитися про одну останню роздачу — вона й буде Таші Ґоба.</translation>
        </message>
        <message>
            <source>Any two or more chiefs, sky and earth mixed. Nothing can beat them. Chiefs never join ministers, and below the ministers sky and earth tiles never mix in one lead: a lama with a seven is not a combination.</source>
            <translation>Будь-які два чи більше очільники, небесні й земні впереміш. Їх ніщо не б'є. Очільники ніколи не поєднуються з міністрами, а нижче від міністрів небесні й земні плитки в одному заході не змішуються: лама із сімкою — не комбінація.</translation>
        </message>
        <message>
            <source>Any two or more ministers, sky and earth mixed as you like. Only chiefs beat them: the same number of tiles, with as many sky tiles and as many earth tiles as the ministers had.</source>
            <translation>Будь-які два чи більше міністри, небесні й земні в будь-якій суміші. Їх б'ють лише очільники: стільки ж плиток, і з них стільки ж небесних і стільки ж земних, скільки було серед міністрів.</translation>
        </message>
        <message>
            <source>At this table:</source>
            <translation>За цим столом:</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>Баґчен</translation>
        </message>
        <message>
            <source>Bagchen: the rules</source>
            <translation>Баґчен: правила</translation>
        </message>
        <message>
            <source>Balances may go below zero.</source>
            <translation>Рахунок може опускатися нижче нуля.</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>Бао Хуан</translation>
        </message>
        <message>
            <source>Bao Huang: the rules</source>
            <translation>Бао Хуан: правила</translation>
        </message>
        <message>
            <source>Below zero chips</source>
            <translation>Нижче нуля фішок</translation>
        </message>
        <message>
            <source>Both copies of the mare's tiles, or of the stallion's, make a four-tile lead. The double stallion beats the double mare and cannot itself be beaten; the double mare beats nothing.</source>
            <translation>Обидва примірники плиток кобили або жеребця дають захід з чотирьох плиток. Подвійний жеребець б'є подвійну кобилу, і його самого не побити; подвійна кобила не б'є нічого.</translation>
        </message>
        <message>
            <source>Called while a deal is being played, Gobah counts from the end of that deal: the deal in progress is not one of the five, and a single last deal called then is the next one. Called between deals, the next deal is the first of the five.</source>
            <translation>Якщо Ґобу оголошено під час роздачі, відлік іде від її кінця: поточна роздача до п'яти не входить, а оголошена тоді одна остання роздача — це наступна. Якщо оголошено між роздачами, наступна роздача — перша з п'яти.</translation>
        </message>
        <message>
            <source>Charity</source>
            <translation>Милостиня</translation>
        </message>
        <message>
            <source>Combinations</source>
            <translation>Комбінації</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>Обов'язкове биття</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>Власні</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>Звичаї</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>Digital Gamers</translation>
        </message>
        <message>
            <source>Double mare, double stallion</source>
            <translation>Подвійна кобила, подвійний жеребець</translation>
        </message>
        <message>
            <source>Each player gets 16 of the 64 tiles. The tiles are played out in tricks, one tile or a group of tiles at a time, until every hand is empty. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner is paid by the others according to how many stacks each of them took. Leading one of the deal's &lt;b&gt;points&lt;/b&gt; also earns chips at once, and finishing the deal with points multiplies the final payments.</source>
            <translation>Кожен гравець отримує 16 із 64 плиток. Плитки розігрують у взятках — по одній чи групою за раз, — доки всі руки не спорожніють. Найголовніше — &lt;b&gt;взяти останню взятку&lt;/b&gt;: тому, хто її взяв, платять інші залежно від того, скільки стосів узяв кожен із них. Захід з &lt;b&gt;очка&lt;/b&gt; роздачі теж одразу приносить фішки, а якщо закінчити роздачу очками, кінцеві виплати множаться.</translation>
        </message>
        <message>
            <source>Earth: two of each tile</source>
            <translation>Земна: по дві кожного виду</translation>
        </message>
        <message>
            <source>Ending the session: Gobah</source>
            <translation>Кінець сесії: Ґоба</translation>
        </message>
        <message>
            <source>Equal earth tiles</source>
            <translation>Рівні земні плитки</translation>
        </message>
        <message>
            <source>Every deal, the throw of the dice names one kind of tile, and four tiles become that deal's &lt;b&gt;points&lt;/b&gt; (drawn with a gold rim):</source>
            <translation>У кожній роздачі кидок кубиків називає один вид плиток, і чотири плитки стають &lt;b&gt;очками&lt;/b&gt; цієї роздачі (їх показано із золотою облямівкою):</translation>
        </message>
        <message>
            <source>Every player starts with the same number of chips. There are two kinds of payment.</source>
            <translation>На початку в кожного гравця однакова кількість фішок. Виплати бувають двох видів.</translation>
        </message>
        <message>
            <source>Exchanging hands</source>
            <translation>Обмін руками</translation>
        </message>
        <message>
            <source>Exchanging seats</source>
            <translation>Обмін місцями</translation>
        </message>
        <message>
            <source>Four sky chiefs</source>
            <translation>Чотири небесні очільники</translation>
        </message>
        <message>
            <source>From the second deal on, whoever took the last trick starts.</source>
            <translation>Починаючи з другої роздачі, першим ходить той, хто взяв останню взятку.</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>Підказка кубиків</translation>
        </message>
        <message>
            <source>Holding three sky chiefs while the player opposite takes the last trick is a bad sign, and as a salute to the winner you are the one who throws the dice when the next deal begins. Winning one of the Gobah deals brings good luck, Tashi Gobah most of all; winning none of them is a warning.</source>
            <translation>Якщо у вас три небесні очільники, а останню взятку бере гравець навпроти, — це лихий знак, і на знак шани переможцеві на початку наступної роздачі кубики кидаєте ви. Виграти одну з роздач Ґоби — на щастя, а найбільше — Таші Ґобу; не виграти жодної — пересторога.</translation>
        </message>
        <message>
            <source>Identical sky tiles</source>
            <translation>Ідентичні небесні плитки</translation>
        </message>
        <message>
            <source>If the last trick is won by leading points, the deal ends in a &lt;b&gt;jump&lt;/b&gt;. The points that ended the deal (the unbroken run of points leads at its very end) are not paid one by one; instead every settlement payment is multiplied by the jump factor times their value.</source>
            <translation>Якщо останню взятку взято заходом з очок, роздача закінчується &lt;b&gt;стрибком&lt;/b&gt;. За очки, якими закінчилася роздача (безперервну серію заходів з очок у самому кінці), не платять поодинці; натомість кожну виплату кінцевого розрахунку множать на множник стрибка, помножений на їхню вартість.</translation>
        </message>
        <message>
            <source>In this game, use the buttons in the session panel: &lt;i&gt;Declare Gobah&lt;/i&gt; or &lt;i&gt;One last deal&lt;/i&gt;. The panel counts the Gobah deals still to come.</source>
            <translation>У цій грі для цього є кнопки на панелі сесії: &lt;i&gt;Оголосити Ґобу&lt;/i&gt; та &lt;i&gt;Остання роздача&lt;/i&gt;. Панель показує, скільки роздач Ґоби ще лишилося.</translation>
        </message>
        <message>
            <source>Instead of one tile, the leader may lead several tiles that belong together. The others must then play the same number of tiles, and only a combination of the right kind can beat it.</source>
            <translation>Замість однієї плитки можна зайти кількома плитками, що утворюють комбінацію. Тоді інші мають зіграти стільки ж плиток, і побити її може лише комбінація відповідного виду.</translation>
        </message>
        <message>
            <source>Jump factor</source>
            <translation>Множник стрибка</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>Стрибки</translation>
        </message>
        <message>
            <source>Mixed chiefs</source>
            <translation>Змішані очільники</translation>
        </message>
        <message>
            <source>Mixed ministers</source>
            <translation>Змішані міністри</translation>
        </message>
        <message>
            <source>Mixed ministers, at most</source>
            <translation>Змішаних міністрів, не більше</translation>
        </message>
        <message>
            <source>Mother and son</source>
            <translation>Мати й син</translation>
        </message>
        <message>
            <source>Mother and son led together are always a point, worth one. When they are points in their own right as well, that lead is worth three: each of the two tiles counts, and so does the pair.</source>
            <translation>Захід з матері й сина разом — це завжди очко вартістю один. Якщо вони й самі є очками, такий захід вартий трьох: рахується кожна з двох плиток і ще сама пара.</translation>
        </message>
        <message>
            <source>Old table habits, each turned on or off for the session. By tradition, each player keeps the stacks they win in a row on their left.</source>
            <translation>Давні звичаї гри, кожен вмикають чи вимикають на всю сесію. За традицією кожен гравець складає взяті стоси рядком ліворуч від себе.</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>Прикмети</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>Паспорт</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Виплати</translation>
        </message>
        <message>
            <source>Points from the dice</source>
            <translation>Очки з кубиків</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>Перездача</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Seating</source>
            <translation>Розсадка</translation>
        </message>
        <message>
            <source>Seats and the first starter</source>
            <translation>Місця й перший хід</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>Шанг Шунг / pagat (стандарт)</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>Спрощений паспорт</translation>
        </message>
        <message>
            <source>Sky: four of each tile</source>
            <translation>Небесна: по чотири кожного виду</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>Ставка</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>Мета</translation>
        </message>
        <message>
            <source>The chart lists each suit from its highest rank down. Tiles in the same row of a suit are equal in rank: the three sisters are equal, so are the four people tiles, and in the earth suit the two tiles of a row (the two nines, for example) are equal too.</source>
            <translation>У таблиці кожну масть наведено від найвищого рангу до найнижчого. Плитки в одному рядку масті рівні за старшинством: три сестри рівні між собою, так само чотири плитки «люди», а в земній масті рівні й дві плитки одного рядка (наприклад, дві дев'ятки).</translation>
        </message>
        <message>
            <source>The complete horse</source>
            <translation>Повний кінь</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>Роздача</translation>
        </message>
        <message>
            <source>The mare</source>
            <translation>Кобила</translation>
        </message>
        <message>
            <source>The mare and the stallion led together as four tiles. It beats nothing and cannot be beaten. It holds a mother and a son, yet it is not a point.</source>
            <translation>Кобила й жеребець разом — захід з чотирьох плиток. Повний кінь нічого не б'є, і його не побити. У ньому є мати й син, проте очком він не є.</translation>
        </message>
        <message>
            <source>The mother and the son led together. They beat nothing, but once led nobody can beat them, and they count as a point: each opponent without a passport pays the leader a chip.</source>
            <translation>Захід з матері й сина разом. Вони нічого не б'ють, але, коли з них зайшли, їх ніхто не поб'є, і вони рахуються як очко: кожен суперник без паспорта платить тому, хто зайшов, фішку.</translation>
        </message>
        <message>
            <source>The options chosen for the session in play. The sections below explain each one.</source>
            <translation>Опції, вибрані для поточної сесії. Розділи нижче пояснюють кожну з них.</translation>
        </message>
        <message>
            <source>The play</source>
            <translation>Розіграш</translation>
        </message>
        <message>
            <source>The stallion</source>
            <translation>Жеребець</translation>
        </message>
        <message>
            <source>The starter leads a single tile or a combination, face up. Then each other player in turn, clockwise, plays exactly as many tiles:</source>
            <translation>Той, хто починає, заходить однією плиткою чи комбінацією відкрито. Потім кожен інший гравець по черзі, за годинниковою стрілкою, грає рівно стільки ж плиток:</translation>
        </message>
        <message>
            <source>The tiles are shuffled face down and built into eight towers, each two tiles wide and four high, two towers in front of every player. The player opposite the starter points at a tower and throws the dice. The throw names the points and also the taker: count clockwise from the thrower, who counts as one, up to the total. That player picks up the chosen tower; then the towers go round clockwise, one per player and each next seat taking the next tower, twice round, until everyone holds 16 tiles. The dice stay on the table showing the points.</source>
            <translation>Плитки тасують лицем донизу й складають у вісім веж завширшки у дві плитки й заввишки в чотири, по дві вежі перед кожним гравцем. Гравець навпроти того, хто починає, вказує на вежу й кидає кубики. Кидок визначає очки, а також того, хто бере першим: відлічують за годинниковою стрілкою від того, хто кидав (він — перший), до суми на кубиках. Цей гравець бере вибрану вежу; далі вежі йдуть по колу за годинниковою стрілкою — кожне наступне місце бере наступну вежу, — двічі по колу, доки в кожного не буде 16 плиток. Кубики лишаються на столі й показують очко.</translation>
        </message>
        <message>
            <source>There is no need to follow suit. When all four have played, the play on top wins: its player takes the pile as one stack for each tile led and leads next. A deal always has 16 stacks.</source>
            <translation>Ходити в масть не обов'язково. Коли всі четверо зіграли, перемагає те, що лежить зверху: хто це зіграв, забирає купку — по стосу за кожну плитку заходу — і заходить наступним. У роздачі завжди 16 стосів.</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>Правила цього столу</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>Небо-дев'ять</translation>
        </message>
        <message>
            <source>Tien Gow: the rules</source>
            <translation>Небо-дев'ять: правила</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>Плитки й масті</translation>
        </message>
        <message>
            <source>To beat a single tile you need a tile of its &lt;b&gt;own suit&lt;/b&gt; that ranks &lt;b&gt;higher&lt;/b&gt;. An equal tile does not beat, and a sky tile can never beat an earth tile, nor the other way round. So a &lt;span class='tile'&gt;5-3&lt;/span&gt; falls only to a nine (&lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt;), never to the &lt;span class='tile'&gt;6-6&lt;/span&gt;, which is sky, and never to the other eight, &lt;span class='tile'&gt;6-2&lt;/span&gt;, which is only equal.</source>
            <translation>Щоб побити одну плитку, потрібна плитка &lt;b&gt;тієї ж масті&lt;/b&gt; й &lt;b&gt;вищого&lt;/b&gt; рангу. Рівна плитка не б'є, а небесна плитка ніколи не б'є земну, і навпаки. Тож &lt;span class='tile'&gt;5-3&lt;/span&gt; б'є лише дев'ятка (&lt;span class='tile'&gt;6-3&lt;/span&gt; чи &lt;span class='tile'&gt;5-4&lt;/span&gt;), але ніколи не &lt;span class='tile'&gt;6-6&lt;/span&gt;, бо вона небесна, і ніколи не інша вісімка, &lt;span class='tile'&gt;6-2&lt;/span&gt;, бо вона лише рівна.</translation>
        </message>
        <message>
            <source>Two to four earth tiles of the same rank, alike or not: a seven and a seven, or both nines. Only a set of the same size and a higher rank beats them.</source>
            <translation>Від двох до чотирьох земних плиток одного рангу, однакових чи ні: сімка й сімка або обидві дев'ятки. Їх б'є лише набір того ж розміру й вищого рангу.</translation>
        </message>
        <message>
            <source>Two, three or four copies of the &lt;b&gt;same&lt;/b&gt; sky tile. Only the same number of copies of a higher sky tile beats them. Three sisters that are not all alike are no combination at all.</source>
            <translation>Дві, три чи чотири &lt;b&gt;однакові&lt;/b&gt; небесні плитки. Їх б'є лише стільки ж однакових вищих небесних плиток. Три сестри, не всі однакові, — взагалі не комбінація.</translation>
        </message>
        <message>
            <source>Uniting mother and son</source>
            <translation>Об'єднання матері й сина</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer however you like, then set them back to show the points.</source>
            <translation>Не знаєте, як піти? Киньте кубики й тлумачте відповідь як завгодно, а потім поверніть їх так, щоб вони знову показували очко.</translation>
        </message>
        <message>
            <source>When the mother and the son are not points, a player holding a mother but no son may show it, looking for a son; any player holding a son may answer (and the same the other way round). Each of the two throws one die, and the higher throw takes both tiles. The player left with 15 tiles then throws both dice, and the one with 17 gives back the tile they name, or an equal earth tile. If the dice name a mother, a son, a point or a tile the giver lacks, they are thrown again.</source>
            <translation>Коли мати й син не є очками, гравець, що має матір, але не має сина, може показати її — мати шукає сина; відгукнутися може будь-хто, у кого є син (і так само навпаки). Кожен із двох кидає по кубику, і в кого більше, той забирає обидві плитки. Тоді гравець, у якого лишилося 15 плиток, кидає обидва кубики, а той, у кого 17, віддає названу ними плитку або рівну їй земну. Якщо кубики назвали матір, сина, очко чи плитку, якої в того, хто віддає, немає, їх кидають знову.</translation>
        </message>
        <message>
            <source>Whoever is dealt all four &lt;span class='tile'&gt;6-6&lt;/span&gt;, when they are not points, shows them to the table and keeps them. Everyone now knows where they are.</source>
            <translation>Хто отримав усі чотири &lt;span class='tile'&gt;6-6&lt;/span&gt;, якщо вони не очки, показує їх усім і лишає собі. Тепер усі знають, де вони.</translation>
        </message>
        <message>
            <source>With a factor of 2 and a final run of points worth 3, the settlement counts six times over: a player with a single stack pays 5 × 6 = 30 chips. A deal has at most six points (four from the dice, two mother-and-son pairs), so a factor of 2 multiplies by twelve at most.</source>
            <translation>За множника 2 й кінцевої серії очок вартістю 3 розрахунок множиться на шість: гравець з одним стосом платить 5 × 6 = 30 фішок. У роздачі щонайбільше шість очок (чотири з кубиків і дві пари «мати й син»), тож множник 2 дає найбільше дванадцятикратну виплату.</translation>
        </message>
        <message>
            <source>Without a jump, the settlement always brings the winner two chips more than the number of stacks they took.</source>
            <translation>Без стрибка розрахунок завжди приносить переможцеві на дві фішки більше, ніж кількість узятих ним стосів.</translation>
        </message>
        <message>
            <source>a lead mixing sky and earth ministers has at most {n} tiles.</source>
            <translation>захід змішаними небесними й земними міністрами — щонайбільше плиток: {n}.</translation>
        </message>
        <message>
            <source>a passport places no limits on leads; it still frees its holder from paying.</source>
            <translation>паспорт не обмежує заходів, але й далі звільняє власника від виплат.</translation>
        </message>
        <message>
            <source>a sky kind: its four copies;</source>
            <translation>небесний вид: усі чотири його плитки;</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>дозволено</translation>
        </message>
        <message>
            <source>an earth kind: every earth tile of the same rank, both kinds of it;</source>
            <translation>земний вид: усі земні плитки того ж рангу, обох видів;</translation>
        </message>
        <message>
            <source>beats both</source>
            <translation>б'є обидва</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>б'є його</translation>
        </message>
        <message>
            <source>beats it: one sky, two earth</source>
            <translation>б'є: одна небесна, дві земні</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>птах</translation>
        </message>
        <message>
            <source>charity is {state}.</source>
            <translation>милостиню {state}.</translation>
        </message>
        <message>
            <source>compulsory beating is on: a player who can beat the trick must.</source>
            <translation>обов'язкове биття ввімкнено: хто може бити взятку, мусить бити.</translation>
        </message>
        <message>
            <source>does not: wrong mixture</source>
            <translation>не б'є: не той склад</translation>
        </message>
        <message>
            <source>double mare</source>
            <translation>подвійна кобила</translation>
        </message>
        <message>
            <source>double stallion</source>
            <translation>подвійний жеребець</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>земний очільник (дев'ятка)</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>земний міністр (вісімка)</translation>
        </message>
        <message>
            <source>earth: both eights</source>
            <translation>земна: обидві вісімки</translation>
        </message>
        <message>
            <source>everyone starts with {n} chips. </source>
            <translation>на початку в кожного фішок: {n}. </translation>
        </message>
        <message>
            <source>exactly six: nothing changes hands;</source>
            <translation>рівно шість: ніхто нічого не платить;</translation>
        </message>
        <message>
            <source>exchanging hands</source>
            <translation>обмін руками</translation>
        </message>
        <message>
            <source>exchanging seats</source>
            <translation>обмін місцями</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>взакриту</translation>
        </message>
        <message>
            <source>fewer than six stacks: pay the winner the difference (two stacks pay four);</source>
            <translation>менше шести стосів: платить переможцеві різницю (за два стоси — чотири);</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>п'ятірка (сова)</translation>
        </message>
        <message>
            <source>formal</source>
            <translation>формальна</translation>
        </message>
        <message>
            <source>formal, by the dice and the time of day</source>
            <translation>формальна, за кубиками й порою дня</translation>
        </message>
        <message>
            <source>full rules 1 to 4</source>
            <translation>повні правила 1–4</translation>
        </message>
        <message>
            <source>hint from the dice</source>
            <translation>підказка кубиків</translation>
        </message>
        <message>
            <source>informal</source>
            <translation>неформальна</translation>
        </message>
        <message>
            <source>informal, by two counts of the dice</source>
            <translation>неформальна, двома відліками кубиків</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>лама</translation>
        </message>
        <message>
            <source>led</source>
            <translation>захід</translation>
        </message>
        <message>
            <source>more than six: the winner pays one chip for each stack above six.</source>
            <translation>більше шести: переможець платить по фішці за кожен стос понад шість.</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>мати</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>мати й син</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>мати шукає сина</translation>
        </message>
        <message>
            <source>nobody is forced to beat.</source>
            <translation>бити ніхто не зобов'язаний.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>немає</translation>
        </message>
        <message>
            <source>not allowed</source>
            <translation>не дозволено</translation>
        </message>
        <message>
            <source>off</source>
            <translation>вимкнено</translation>
        </message>
        <message>
            <source>off: no limits on leads</source>
            <translation>вимкнено: заходи без обмежень</translation>
        </message>
        <message>
            <source>omens</source>
            <translation>прикмети</translation>
        </message>
        <message>
            <source>on</source>
            <translation>увімкнено</translation>
        </message>
        <message>
            <source>one sky, two earth</source>
            <translation>одна небесна, дві земні</translation>
        </message>
        <message>
            <source>people</source>
            <translation>люди</translation>
        </message>
        <message>
            <source>re-deals are {state}.</source>
            <translation>перездачі {state}.</translation>
        </message>
        <message>
            <source>seating is {mode}.</source>
            <translation>розсадка {mode}.</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>сімка</translation>
        </message>
        <message>
            <source>simplified</source>
            <translation>спрощений</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>сестри</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>небесний очільник</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>небесний міністр</translation>
        </message>
        <message>
            <source>sky: four chiefs</source>
            <translation>небесна: чотири очільники</translation>
        </message>
        <message>
            <source>son</source>
            <translation>син</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>син шукає матір</translation>
        </message>
        <message>
            <source>son: mothers and sons</source>
            <translation>син: матері й сини</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>повний кінь</translation>
        </message>
        <message>
            <source>the full passport rules 1 to 4 apply.</source>
            <translation>діють повні правила паспорта 1–4.</translation>
        </message>
        <message>
            <source>the jump factor is {factor}: a jump multiplies the settlement by {factor} times the value of the final points.</source>
            <translation>множник стрибка — {factor}: стрибок множить розрахунок на {factor}, помножене на вартість кінцевих очок.</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>кобила</translation>
        </message>
        <message>
            <source>the mother or the son: both mothers and both sons.</source>
            <translation>мати чи син: обидві матері й обидва сини.</translation>
        </message>
        <message>
            <source>the simplified passport rule applies.</source>
            <translation>діє спрощене правило паспорта.</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>жеребець</translation>
        </message>
        <message>
            <source>two eights beat them</source>
            <translation>дві вісімки б'ють їх</translation>
        </message>
        <message>
            <source>two nines beat both</source>
            <translation>дві дев'ятки б'ють обидва</translation>
        </message>
        <message>
            <source>two sevens</source>
            <translation>дві сімки</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>не б'ється</translation>
        </message>
        <message>
            <source>uniting mother and son is {state}.</source>
            <translation>об'єднання матері й сина {state}.</translation>
        </message>
        <message>
            <source>{n} chips each</source>
            <translation>по {n} фішок кожному</translation>
        </message>
        <message>
            <source>{n} tiles</source>
            <translation>плиток: {n}</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <source>AI · %1</source>
            <translation>ШІ %1</translation>
        </message>
        <message>
            <source>PASSPORT</source>
            <translation>ПАСПОРТ</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Ваш хід</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>легкий</translation>
        </message>
        <message>
            <source>example</source>
            <translation>приклад</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>сильний</translation>
        </message>
        <message>
            <source>holds a passport: pays nothing more this deal</source>
            <translation>має паспорт: у цій роздачі більше нічого не платить</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>середній</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>оракул</translation>
        </message>
        <message>
            <source>player</source>
            <translation>гравець</translation>
        </message>
        <message>
            <source>random</source>
            <translation>випадковий</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>думає</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>думає…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>ходить</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>налаштований</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ви</translation>
        </message>
    </context>
    <context>
        <name>Seating</name>
        <message>
            <source>After noon: the lowest throw sits East, then South, West and North.</source>
            <translation>Після полудня: хто викинув найменше, займає Схід, далі Південь, Захід і Північ.</translation>
        </message>
        <message>
            <source>After noon: you stay {seat}; clockwise from there the throws go up.</source>
            <translation>Після полудня: ви лишаєтеся на місці ({seat}); далі за годинниковою стрілкою кидки зростають.</translation>
        </message>
        <message>
            <source>After noon: {name} stays {seat}; clockwise from there the throws go up.</source>
            <translation>Після полудня: {name} лишається на місці ({seat}); далі за годинниковою стрілкою кидки зростають.</translation>
        </message>
        <message>
            <source>Before noon: the highest throw sits East, then South, West and North.</source>
            <translation>До полудня: хто викинув найбільше, займає Схід, далі Південь, Захід і Північ.</translation>
        </message>
        <message>
            <source>Before noon: you stay {seat}; clockwise from there the throws go down.</source>
            <translation>До полудня: ви лишаєтеся на місці ({seat}); далі за годинниковою стрілкою кидки спадають.</translation>
        </message>
        <message>
            <source>Before noon: {name} stays {seat}; clockwise from there the throws go down.</source>
            <translation>До полудня: {name} лишається на місці ({seat}); далі за годинниковою стрілкою кидки спадають.</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Схід</translation>
        </message>
        <message>
            <source>Formal seating: everyone throws the dice for a seat.</source>
            <translation>Формальна розсадка: усі кидають кубики, щоб визначити місця.</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Північ</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Південь</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Захід</translation>
        </message>
        <message>
            <source>You demand an exchange of seats: everyone throws the dice.</source>
            <translation>Ви вимагаєте обміну місцями: усі кидають кубики.</translation>
        </message>
        <message>
            <source>You sit East and start the first deal.</source>
            <translation>Ви сидите на Сході й починаєте першу роздачу.</translation>
        </message>
        <message>
            <source>You start the next deal, in your new seat.</source>
            <translation>Ви починаєте наступну роздачу на новому місці.</translation>
        </message>
        <message>
            <source>{names} tie at {total}: they throw again.</source>
            <translation>{names} викинули порівну ({total}) — кидають ще раз.</translation>
        </message>
        <message>
            <source>{name}
{seat}</source>
            <translation>{name}
{seat}</translation>
        </message>
        <message>
            <source>{name} demands an exchange of seats: everyone throws the dice.</source>
            <translation>{name} вимагає обміну місцями: усі кидають кубики.</translation>
        </message>
        <message>
            <source>{name} sits East and starts the first deal.</source>
            <translation>{name} сидить на Сході й починає першу роздачу.</translation>
        </message>
        <message>
            <source>{name} starts the next deal, in the new seat.</source>
            <translation>{name} починає наступну роздачу на новому місці.</translation>
        </message>
        <message>
            <source>{name}: {a} + {b} = {total}</source>
            <translation>{name}: {a} + {b} = {total}</translation>
        </message>
        <message>
            <source>{name}: {before}, then {total}</source>
            <translation>{name}: {before}, потім {total}</translation>
        </message>
        <message>
            <source>{seat}: {name}</source>
            <translation>{seat}: {name}</translation>
        </message>
    </context>
    <context>
        <name>SessionEndDialog</name>
        <message>
            <source>A player ran out of chips.</source>
            <translation>В одного з гравців закінчилися фішки.</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Фішки</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>Фішки після кожної роздачі</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Закрити</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>Зіграно роздач: {n}</translation>
        </message>
        <message>
            <source>Final chips</source>
            <translation>Фішки наприкінці</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>Нова сесія</translation>
        </message>
        <message>
            <source>No Gobah deal was played, so the omens have nothing to say.</source>
            <translation>Жодної роздачі Ґоби не зіграли, тож прикмети мовчать.</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>Прикмети</translation>
        </message>
        <message>
            <source>One player took all sixteen tricks and every chip.</source>
            <translation>Один гравець узяв усі шістнадцять взяток і всі фішки.</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Місце</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Гравець</translation>
        </message>
        <message>
            <source>Tashi Gobah, the last deal, has been played.</source>
            <translation>Таші Ґобу, останню роздачу, зіграно.</translation>
        </message>
        <message>
            <source>The players stopped here.</source>
            <translation>Гравці вирішили на цьому зупинитися.</translation>
        </message>
        <message>
            <source>The session is over</source>
            <translation>Сесію завершено</translation>
        </message>
        <message>
            <source>Won or lost</source>
            <translation>Виграш чи програш</translation>
        </message>
        <message>
            <source>{name} won Tashi Gobah, the very last deal: the best of luck is on the way.</source>
            <translation>{name}: виграно Таші Ґобу, найостаннішу роздачу, — попереду найбільше щастя.</translation>
        </message>
        <message>
            <source>{name} won none of the Gobah deals: the omens warn of bad luck ahead.</source>
            <translation>{name}: не виграно жодної роздачі Ґоби — прикмети віщують невдачу.</translation>
        </message>
        <message>
            <source>{name} won {n} of the Gobah deals: a lucky sign.</source>
            <translation>{name}: виграно роздач Ґоби — {n}; це добрий знак.</translation>
        </message>
    </context>
    <context>
        <name>SessionPanel</name>
        <message>
            <source>%1 chips each</source>
            <translation>фішок на кожного: %1</translation>
        </message>
        <message>
            <source>AI, %1</source>
            <translation>ШІ, %1</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>За столом</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>Фішки після кожної роздачі</translation>
        </message>
        <message>
            <source>Click tiles of your hand to choose them, then a button in the bar below the table (or press Enter). H asks for a hint, Ctrl+Z takes a move back, F1 shows the rules. The chips of each deal are charted here once the first deal is over.</source>
            <translation>Клацайте плитки на руці, щоб вибрати їх, а тоді кнопку на панелі під столом (або натисніть Enter). H — підказка, Ctrl+Z — скасувати хід, F1 — правила. Після першої роздачі тут з'явиться графік фішок за кожну роздачу.</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>Зіграно роздач: {n}</translation>
        </message>
        <message>
            <source>Declare Gobah</source>
            <translation>Оголосити Ґобу</translation>
        </message>
        <message>
            <source>F9 shows or hides this panel, F11 fills the screen, Ctrl+plus and Ctrl+minus change the size of your tiles (Ctrl+0: the usual size).</source>
            <translation>F9 показує чи ховає цю панель, F11 — на весь екран, Ctrl+плюс і Ctrl+мінус змінюють розмір ваших плиток (Ctrl+0 — звичайний розмір).</translation>
        </message>
        <message>
            <source>Five more deals, the last of them Tashi Gobah</source>
            <translation>Ще п'ять роздач, остання з них — Таші Ґоба</translation>
        </message>
        <message>
            <source>Gobah not declared: play on as long as you like.</source>
            <translation>Ґобу не оголошено: грайте скільки завгодно.</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Як грати</translation>
        </message>
        <message>
            <source>One last deal
(Tashi Gobah)</source>
            <translation>Остання роздача
(Таші Ґоба)</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Сесія</translation>
        </message>
        <message>
            <source>Short of time: the next deal ends the session</source>
            <translation>Бракує часу: наступна роздача завершить сесію</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>Ставка</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>Сесію завершено.</translation>
        </message>
        <message>
            <source>custom rules</source>
            <translation>власні правила</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ви</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>You</source>
            <translation>Ви</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Average place</source>
            <translation>Середнє місце</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>Фішки</translation>
        </message>
        <message>
            <source>Chips per deal</source>
            <translation>Фішки за роздачу</translation>
        </message>
        <message>
            <source>Chips won over time, deal by deal</source>
            <translation>Виграні фішки з часом, роздача за роздачею</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Роздачі</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held. Jumps and sweeps go to the winner of the last trick; a passport to every seat that ended with one.</source>
            <translation>Кожен рівень ШІ враховано один раз за кожне місце, яке він займав. Стрибки й великі шоломи зараховано тому, хто взяв останню взятку; паспорт — кожному місцю, що закінчило з ним.</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are the deals' scores. An emperor who plays alone wins as the emperor; the places run from 1, the first out.</source>
            <translation>Кожен рівень ШІ зараховується раз за кожне місце, яке він займав; фішки — це очки роздач. Імператор, що грає сам, виграє як імператор; місця рахуються від 1 — того, хто вийшов першим.</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are those won in the deal.</source>
            <translation>Кожен рівень ШІ зараховується раз за кожне місце, яке він займав; фішки — ті, що виграно в роздачі.</translation>
        </message>
        <message>
            <source>Every game (chips only)</source>
            <translation>Усі ігри (лише фішки)</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>Гра:</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>Стрибки</translation>
        </message>
        <message>
            <source>Last tricks</source>
            <translation>Останні взятки</translation>
        </message>
        <message>
            <source>No finished deal is recorded yet.</source>
            <translation>Завершених роздач ще не записано.</translation>
        </message>
        <message>
            <source>Passports</source>
            <translation>Паспорти</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Гравець</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <source>Statistics of the recorded deals</source>
            <translation>Статистика записаних роздач</translation>
        </message>
        <message>
            <source>Sweeps</source>
            <translation>Великі шоломи</translation>
        </message>
        <message>
            <source>Won as emperor</source>
            <translation>Виграно імператором</translation>
        </message>
        <message>
            <source>Won as farmer</source>
            <translation>Виграно селянином</translation>
        </message>
        <message>
            <source>Won as protector</source>
            <translation>Виграно охоронцем</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>ШІ {level}</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>&amp;Blue</source>
            <translation>&amp;Синє</translation>
        </message>
        <message>
            <source>&amp;Felt</source>
            <translation>Сук&amp;но</translation>
        </message>
        <message>
            <source>&amp;Green</source>
            <translation>&amp;Зелене</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>Висока &amp;контрастність</translation>
        </message>
        <message>
            <source>&amp;Plum</source>
            <translation>С&amp;ливове</translation>
        </message>
        <message>
            <source>Indigo with &amp;lotus</source>
            <translation>Індиго з &amp;лотосом</translation>
        </message>
        <message>
            <source>Maroon with endless &amp;knot</source>
            <translation>Бордовий з нескінченним &amp;вузлом</translation>
        </message>
        <message>
            <source>Tile &amp;backs</source>
            <translation>&amp;Зворот плиток</translation>
        </message>
    </context>
    <context>
        <name>TienGowRecap</name>
        <message>
            <source>Chips</source>
            <translation>Фішки</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Наступна роздача</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Гравець</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>Роздачу завершено</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Роздачу завершено.</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Ця роздача</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Взятки</translation>
        </message>
    </context>
    <context>
        <name>TienGowRules</name>
        <message>
            <source>%1 at the table, %2 playing each deal, %3 tiles each</source>
            <translation>за столом: %1, грають у роздачі: %2, плиток кожному: %3</translation>
        </message>
        <message>
            <source>%1 chips each</source>
            <translation>фішок у кожного: %1</translation>
        </message>
        <message>
            <source>%1 players, %2 tiles each</source>
            <translation>гравців: %1, плиток кожному: %2</translation>
        </message>
        <message>
            <source>1 red pip</source>
            <translation>1 червоне вічко</translation>
        </message>
        <message>
            <source>24 tiles: no 5-1, with the nines and the supreme pair</source>
            <translation>24 плитки: без 5-1, з дев'ятками й найвищою парою</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the nines</source>
            <translation>24 плитки: цивільні й дев'ятки</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>24 плитки: цивільні й найвища пара</translation>
        </message>
        <message>
            <source>30 tiles, without the supreme pair</source>
            <translation>30 плиток, без найвищої пари</translation>
        </message>
        <message>
            <source>6 red pips</source>
            <translation>6 червоних вічок</translation>
        </message>
        <message>
            <source>8 red pips</source>
            <translation>8 червоних вічок</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the supreme pair;</source>
            <translation>&lt;b&gt;24 плитки&lt;/b&gt;: 22 цивільні плитки й найвища пара;</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the two nines;</source>
            <translation>&lt;b&gt;24 плитки&lt;/b&gt;: 22 цивільні плитки й дві дев'ятки;</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the civil tiles without both 5-1, with the nines and the supreme pair.</source>
            <translation>&lt;b&gt;24 плитки&lt;/b&gt;: цивільні плитки без обох 5-1, дев'ятки й найвища пара.</translation>
        </message>
        <message>
            <source>&lt;b&gt;30 tiles&lt;/b&gt;: the whole set without the supreme pair;</source>
            <translation>&lt;b&gt;30 плиток&lt;/b&gt;: увесь набір без найвищої пари;</translation>
        </message>
        <message>
            <source>A civil tile with a military tile of its match: Heaven with a nine, Earth with an eight, Man with a seven, Harmony with a five. They rank in that order; either military tile of the total will do, and both make the same pair. A mixed pair falls only to a higher mixed pair.</source>
            <translation>Цивільна плитка з відповідною їй військовою: Небо з дев'яткою, Земля з вісімкою, Людина з сімкою, Гармонія з п'ятіркою. Старшинство саме в такому порядку; годиться будь-яка з двох військових плиток цієї суми, і обидві дають однакову пару. Змішану пару б'є лише вища змішана пара.</translation>
        </message>
        <message>
            <source>A set has 32 tiles: the 21 throws of two dice, some of them twice. They form two suits. The &lt;b&gt;civil&lt;/b&gt; suit has eleven kinds, two of each (22 tiles), and every one of them has a rank of its own. The &lt;b&gt;military&lt;/b&gt; suit has ten kinds, one of each (10 tiles), ranked by their pips: the two nines are equal, and so are the two eights, the two sevens and the two fives.</source>
            <translation>У наборі 32 плитки: 21 кидок двох кубиків, деякі двічі. Вони утворюють дві масті. &lt;b&gt;Цивільна&lt;/b&gt; масть має одинадцять видів, по дві плитки кожного (22 плитки), і кожен вид має власне старшинство. &lt;b&gt;Військова&lt;/b&gt; масть має десять видів, по одній плитці (10 плиток), і вони старші за кількістю вічок: дві дев'ятки рівні між собою, так само дві вісімки, дві сімки й дві п'ятірки.</translation>
        </message>
        <message>
            <source>A single tile beats only a higher tile of &lt;b&gt;its own suit&lt;/b&gt;: a civil tile never beats a military tile, nor the other way round, and an equal tile never beats. Bagchen players take note: here every civil tile ranks apart, so &lt;span class='tile'&gt;3-3&lt;/span&gt; beats &lt;span class='tile'&gt;2-2&lt;/span&gt;.</source>
            <translation>Одна плитка б'є лише вищу плитку &lt;b&gt;своєї масті&lt;/b&gt;: цивільна ніколи не б'є військову, і навпаки, а рівна плитка не б'є ніколи. Гравцям у Баґчен на замітку: тут кожна цивільна плитка має власне старшинство, тож &lt;span class='tile'&gt;3-3&lt;/span&gt; б'є &lt;span class='tile'&gt;2-2&lt;/span&gt;.</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>Також</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>Давні плитки</translation>
        </message>
        <message>
            <source>Any one tile. It falls only to a higher tile of the same suit.</source>
            <translation>Будь-яка одна плитка. Її б'є лише вища плитка тієї самої масті.</translation>
        </message>
        <message>
            <source>Civil: two of each tile</source>
            <translation>Цивільні: по дві плитки</translation>
        </message>
        <message>
            <source>Each can be chosen for a new session; its options can be changed on top.</source>
            <translation>Кожну можна вибрати для нової сесії, а потім змінити її параметри.</translation>
        </message>
        <message>
            <source>Each other player in turn plays &lt;b&gt;as many tiles as were led&lt;/b&gt;. A play that beats the best so far goes face up and takes the lead of the trick; any other play goes &lt;b&gt;face down&lt;/b&gt; and can never win. Nobody has to follow suit and nobody has to beat.</source>
            <translation>Кожен інший гравець по черзі кладе &lt;b&gt;стільки плиток, скільки було в заході&lt;/b&gt;. Хід, що б'є найкращий досі, лягає відкрито й очолює взятку; будь-який інший лягає &lt;b&gt;взакриту&lt;/b&gt; і виграти вже не може. Ніхто не мусить ходити в масть і ніхто не мусить бити.</translation>
        </message>
        <message>
            <source>Earth and eight</source>
            <translation>Земля й вісімка</translation>
        </message>
        <message>
            <source>Every payment between the winner and the banker is &lt;b&gt;doubled&lt;/b&gt;: when the banker wins, all three payments are.</source>
            <translation>Кожна виплата між переможцем і банкіром &lt;b&gt;подвоюється&lt;/b&gt;: коли виграє банкір, подвоюються всі три.</translation>
        </message>
        <message>
            <source>Folk Tien Gow</source>
            <translation>Народне Небо-дев'ять</translation>
        </message>
        <message>
            <source>Folk payments</source>
            <translation>Народні розрахунки</translation>
        </message>
        <message>
            <source>Following and winning a trick</source>
            <translation>Відповідь і взяття взятки</translation>
        </message>
        <message>
            <source>For two players, without hands. The leader turns up a tile from the woodpile and the other turns up one too: a higher tile of the same suit takes both and the lead, anything else leaves both with the leader. At the end the red pips of the captured tiles are counted, and the player with fewer pays the difference. Ones and fours are red, and half of Heaven's pips.</source>
            <translation>Для двох гравців, без рук. Той, хто заходить, відкриває плитку з поліниці, а другий відкриває свою: вища плитка тієї самої масті забирає обидві й право заходу, інакше обидві дістаються тому, хто заходив. Наприкінці рахують червоні вічка здобутих плиток, і в кого їх менше, той платить різницю. Червоні одиниці й четвірки, а також половина вічок Неба.</translation>
        </message>
        <message>
            <source>For two players. Two rounds of eight tiles each are played as usual. Then each player takes back tiles from their own tricks, the oldest first, as many as the player with fewer won tiles has, up to eight, and play goes on. Whoever has no won tiles left loses.</source>
            <translation>Для двох гравців. Два кола по вісім плиток кожному граються як звичайно. Потім кожен забирає назад плитки зі своїх взяток, починаючи з найстаріших, стільки, скільки виграних плиток у того, в кого їх менше, але не більше восьми, і гра триває. Хто лишився без виграних плиток, програє.</translation>
        </message>
        <message>
            <source>Four players, 32 tiles and no combinations at all: only single tiles are led. It is said to be the oldest way of playing.</source>
            <translation>Четверо гравців, 32 плитки й жодних комбінацій: заходять лише однією плиткою. Кажуть, це найдавніший спосіб гри.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Гра</translation>
        </message>
        <message>
            <source>Harmony and five</source>
            <translation>Гармонія й п'ятірка</translation>
        </message>
        <message>
            <source>Heaven and nine</source>
            <translation>Небо й дев'ятка</translation>
        </message>
        <message>
            <source>Heaven beats it</source>
            <translation>Небо її б'є</translation>
        </message>
        <message>
            <source>Heaven's quartet</source>
            <translation>квартет Неба</translation>
        </message>
        <message>
            <source>In the Chinese three-player game a pair may be led with any third tile, the kicker. Three tiles beat it only with a higher pair of the same category whose third tile also beats the kicker as a single would.</source>
            <translation>У китайській грі на трьох можна зайти парою з будь-якою третьою плиткою, довіском. Три плитки б'ють її, лише якщо їхня пара вища й того самого роду, а третя плитка б'є довісок, як била б одна плитка.</translation>
        </message>
        <message>
            <source>Leads</source>
            <translation>Заходи</translation>
        </message>
        <message>
            <source>Long threes</source>
            <translation>довгі трійки</translation>
        </message>
        <message>
            <source>Man and seven</source>
            <translation>Людина й сімка</translation>
        </message>
        <message>
            <source>Man's quartet</source>
            <translation>квартет Людини</translation>
        </message>
        <message>
            <source>Many people play Tien Gow with fewer tiles and simpler combinations. The same tiles beat each other in the same way; what changes is told here.</source>
            <translation>Багато хто грає в Небо-дев'ять меншим набором і з простішими комбінаціями. Плитки б'ють одна одну так само; що змінюється, сказано тут.</translation>
        </message>
        <message>
            <source>Military: one of each tile</source>
            <translation>Військові: по одній плитці</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>Мандрівні миші</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>Нау Тін Кау</translation>
        </message>
        <message>
            <source>Not a lead</source>
            <translation>Не захід</translation>
        </message>
        <message>
            <source>Often four sit at the table but only three play: one player &lt;b&gt;rests&lt;/b&gt; each deal, in turn, and neither plays nor pays. Three may also play alone, and with 24 tiles four may play with six tiles each. With 30 tiles, three players get ten tiles each.</source>
            <translation>Часто за столом сидять четверо, а грають троє: один гравець по черзі &lt;b&gt;відпочиває&lt;/b&gt; кожну роздачу, не грає й не платить. Можуть грати й лише троє, а з 24 плитками — четверо по шість плиток. З 30 плитками троє гравців отримують по десять.</translation>
        </message>
        <message>
            <source>One player is the &lt;b&gt;banker&lt;/b&gt;. In the first deal the dice choose them: the thrower counts the total round the table starting with themself. After that, the winner of a deal is the banker of the next.</source>
            <translation>Один із гравців — &lt;b&gt;банкір&lt;/b&gt;. У першій роздачі його визначають кубики: той, хто кидає, відлічує суму довкола столу, починаючи з себе. Далі банкіром наступної роздачі стає переможець попередньої.</translation>
        </message>
        <message>
            <source>Options of some tables</source>
            <translation>Правила деяких столів</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>Власні параметри</translation>
        </message>
        <message>
            <source>Other choices</source>
            <translation>Інші можливості</translation>
        </message>
        <message>
            <source>Other games with these tiles</source>
            <translation>Інші ігри цими плитками</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Розрахунок</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Гравці</translation>
        </message>
        <message>
            <source>Red mallet sixes, the lowest</source>
            <translation>червоні молоточки, найнижчі</translation>
        </message>
        <message>
            <source>Smaller sets</source>
            <translation>Менші набори</translation>
        </message>
        <message>
            <source>Some play a trade after the deal: everyone shows at once, with a tile laid face down, whether they will play. If nobody does, the tiles are dealt again; if one does, that player wins at once; if several do, only they play and settle. How the players pay is not known for sure: here each other player pays a single declarer one chip.</source>
            <translation>Дехто після роздачі торгується: усі водночас показують плиткою, покладеною взакриту, чи гратимуть. Якщо не грає ніхто, плитки роздають знову; якщо один — він одразу виграє; якщо кілька — грають і розраховуються лише вони. Як саме платять, достеменно невідомо: тут кожен інший гравець платить єдиному заявникові одну фішку.</translation>
        </message>
        <message>
            <source>Some tables let the leader put down two pairs of the same category at once. Two pairs of that category beat them when their higher pair is higher than the higher pair led.</source>
            <translation>За деякими столами можна зайти одразу двома парами одного роду. Їх б'ють дві пари того самого роду, якщо старша з них вища за старшу пару заходу.</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>Ставка</translation>
        </message>
        <message>
            <source>The Chinese game</source>
            <translation>Китайська гра</translation>
        </message>
        <message>
            <source>The Chinese trick game of the 32 dice-throw tiles from which Bagchen descends: four players, each for themselves, eight tiles each. Play goes counter-clockwise.</source>
            <translation>Китайська гра на взятки з 32 плиток-кидків кубиків, від якої походить Баґчен: четверо гравців, кожен сам за себе, по вісім плиток. Гра йде проти годинникової стрілки.</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>Мета</translation>
        </message>
        <message>
            <source>The banker and the woodpile</source>
            <translation>Банкір і поліниця</translation>
        </message>
        <message>
            <source>The banker shuffles the tiles face down and builds the &lt;b&gt;woodpile&lt;/b&gt;: a row of eight stacks of four. The banker takes the first and the fifth stack, the next player the second and the sixth, and so on, so that everyone has eight tiles. The banker leads to the first trick.</source>
            <translation>Банкір перемішує плитки взакриту й складає &lt;b&gt;поліницю&lt;/b&gt;: ряд із восьми стосів по чотири. Банкір бере перший і п'ятий стос, наступний гравець — другий і шостий, і так далі, тож кожен має вісім плиток. Банкір заходить у першу взятку.</translation>
        </message>
        <message>
            <source>The banker's payments</source>
            <translation>Виплати банкіра</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank, four tiles. It falls only to a higher quartet; Heaven's quartet is never beaten.</source>
            <translation>Цивільна й військова пари одного відповідного рангу, чотири плитки. Його б'є лише вищий квартет; квартет Неба не б'є ніщо.</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>Кінець роздачі</translation>
        </message>
        <message>
            <source>The folk game pays simply: each loser gives the winner of the last trick one chip. Some count one point a trick and five for the last; others look only at who took the most tricks.</source>
            <translation>У народній грі розрахунок простий: кожен, хто програв, дає переможцеві останньої взятки одну фішку. Дехто рахує по очку за взятку й п'ять за останню; інші дивляться лише на те, хто взяв найбільше взяток.</translation>
        </message>
        <message>
            <source>The games to choose from</source>
            <translation>Ігри на вибір</translation>
        </message>
        <message>
            <source>The leader plays a single tile or one of the combinations below, always face up. Nothing else may be led together.</source>
            <translation>Той, хто заходить, кладе одну плитку або одну з комбінацій нижче, завжди відкрито. Ніщо інше разом заходити не може.</translation>
        </message>
        <message>
            <source>The six &lt;span class='tile'&gt;4-2&lt;/span&gt; and the three &lt;span class='tile'&gt;2-1&lt;/span&gt;, the two military tiles without a partner, together make the supreme pair. Nothing can beat it, but it beats nothing either: it is only good for leading. Some tables let it beat any other pair.</source>
            <translation>Шістка &lt;span class='tile'&gt;4-2&lt;/span&gt; і трійка &lt;span class='tile'&gt;2-1&lt;/span&gt;, дві військові плитки без пари, разом дають найвищу пару. Її не б'є ніщо, але й вона нічого не б'є: нею добре лише заходити. За деякими столами вона б'є будь-яку іншу пару.</translation>
        </message>
        <message>
            <source>The tiles are played out in tricks, a single tile or a combination at a time. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner wins the deal and is paid by the others, who pay less the more tricks they took.</source>
            <translation>Плитки розігрують у взятках, по одній або комбінацією. Найголовніше — &lt;b&gt;взяти останню взятку&lt;/b&gt;: хто її бере, виграє роздачу, і йому платять інші, тим менше, чим більше взяток вони взяли.</translation>
        </message>
        <message>
            <source>The trade</source>
            <translation>Торг</translation>
        </message>
        <message>
            <source>The two copies of one civil tile. A civil pair ranks as its tile and falls only to a higher civil pair.</source>
            <translation>Дві однакові цивільні плитки. Цивільна пара має старшинство своєї плитки, і її б'є лише вища цивільна пара.</translation>
        </message>
        <message>
            <source>The two military tiles of the same total. There are four: nines above eights above sevens above fives. A military pair falls only to a higher military pair.</source>
            <translation>Дві військові плитки з однаковою сумою. Їх чотири: дев'ятки вищі за вісімки, ті за сімки, ті за п'ятірки. Військову пару б'є лише вища військова пара.</translation>
        </message>
        <message>
            <source>The winner of the last trick wins the deal and becomes the banker. A player who has not won a single trick before it may not take a last trick led with one tile: they must play it face down.</source>
            <translation>Хто бере останню взятку, виграє роздачу й стає банкіром. Гравець, який до неї не взяв жодної взятки, не може взяти останню взятку, в яку зайшли однією плиткою: він мусить скинути взакриту.</translation>
        </message>
        <message>
            <source>Then every other player settles with the winner, by the tricks they took:</source>
            <translation>Потім кожен інший гравець розраховується з переможцем за взятими взятками:</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>Правила цього столу</translation>
        </message>
        <message>
            <source>Three players and 24 tiles: the civil tiles and the two nines. One die finds the banker every deal, and the tiles are taken in stacks of four. Tiles rank by their pips, tricks are counted in tiles, and whoever gathers nine tiles wins; eighteen doubles the stakes and all 24 quadruple them. A banker who expects to lose may concede (&lt;i&gt;kan&lt;/i&gt;), and the others may challenge it (&lt;i&gt;lift&lt;/i&gt;), paying a fee if they then lose.</source>
            <translation>Троє гравців і 24 плитки: цивільні та дві дев'ятки. Один кубик щороздачі визначає банкіра, а плитки беруть стосами по чотири. Старшинство за вічками, взятки рахують плитками, і хто збере дев'ять плиток, виграє; вісімнадцять подвоюють ставки, а всі 24 — учетверяють. Банкір, що чекає програшу, може здатися (&lt;i&gt;кан&lt;/i&gt;), а інші можуть прийняти виклик (&lt;i&gt;підняти&lt;/i&gt;) і платять внесок, якщо тоді програють.</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank: the civil pair with one of its military tiles, or one civil tile with the military pair. A triplet falls only to a higher triplet of the same make-up: two civil tiles and one military only to two civil and one military.</source>
            <translation>Три плитки одного відповідного рангу: цивільна пара з однією з її військових плиток або одна цивільна плитка з військовою парою. Тріо б'є лише вище тріо того самого складу: дві цивільні й одну військову — лише дві цивільні й одна військова.</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>Небо-дев'ять</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>Плитки</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>Плитки й масті</translation>
        </message>
        <message>
            <source>To beat, a play must be of the same category and make-up and rank strictly higher. When everyone has played, the best play takes the trick, and its player leads next. A trick led with two tiles counts as two tricks, so a deal always has eight.</source>
            <translation>Щоб бити, хід мусить бути того самого роду й складу та строго вищим. Коли всі зіграли, найкращий хід бере взятку, і його гравець заходить далі. Взятка із заходом двома плитками рахується за дві, тож у роздачі завжди вісім взяток.</translation>
        </message>
        <message>
            <source>Two combinations of three civil tiles join the game: the small straight and the big straight. The big beats the small, nothing beats the big, and a straight beats nothing else.</source>
            <translation>До гри додаються дві комбінації з трьох цивільних плиток: малий і великий стріт. Великий б'є малий, великий не б'є ніщо, а інших комбінацій стріт не б'є.</translation>
        </message>
        <message>
            <source>Two different civil tiles, two military tiles of different totals, and a civil tile with a military tile that is not its match are no combination.</source>
            <translation>Дві різні цивільні плитки, дві військові з різними сумами та цивільна плитка з невідповідною військовою — не комбінація.</translation>
        </message>
        <message>
            <source>What may be led</source>
            <translation>Чим можна заходити</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>Хто грає</translation>
        </message>
        <message>
            <source>With 24 tiles there are too few military tiles for mixed combinations: only pure pairs are played. In the set with the nines, the pair of nines plays the part of the supreme pair: nothing beats it and it beats nothing.</source>
            <translation>З 24 плитками військових замало для змішаних комбінацій: грають лише чисті пари. У наборі з дев'ятками пара дев'яток грає роль найвищої пари: її не б'є ніщо, і вона не б'є нічого.</translation>
        </message>
        <message>
            <source>a civil single beats any military single</source>
            <translation>цивільна плитка б'є будь-яку військову</translation>
        </message>
        <message>
            <source>a ladder: three tricks and more are paid</source>
            <translation>драбина: платять за три взятки й більше</translation>
        </message>
        <message>
            <source>a nine and an eight</source>
            <translation>дев'ятка й вісімка</translation>
        </message>
        <message>
            <source>a pair of Heaven with Tiger's head</source>
            <translation>пара Неба з Головою тигра</translation>
        </message>
        <message>
            <source>a player who can beat must beat;</source>
            <translation>хто може бити, мусить бити;</translation>
        </message>
        <message>
            <source>a point a trick, five for the last</source>
            <translation>очко за взятку, п'ять за останню</translation>
        </message>
        <message>
            <source>a shut-out is paid double</source>
            <translation>суха перемога оплачується подвійно</translation>
        </message>
        <message>
            <source>a winner who leaves all three others without a trick is paid double;</source>
            <translation>переможцеві, який лишив усіх трьох без взятки, платять подвійно;</translation>
        </message>
        <message>
            <source>all 32 tiles</source>
            <translation>усі 32 плитки</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>б'є</translation>
        </message>
        <message>
            <source>beats it: Earth is above Plum flower</source>
            <translation>б'є: Земля вища за Квітку сливи</translation>
        </message>
        <message>
            <source>big straight</source>
            <translation>великий стріт</translation>
        </message>
        <message>
            <source>classic: four less the tricks, five for none</source>
            <translation>класичний: чотири мінус взятки, п'ять без взяток</translation>
        </message>
        <message>
            <source>compulsory beating</source>
            <translation>обов'язкове биття</translation>
        </message>
        <message>
            <source>conceding and lifting</source>
            <translation>здача й підняття</translation>
        </message>
        <message>
            <source>doubled</source>
            <translation>подвійні</translation>
        </message>
        <message>
            <source>doubled, and more with each deal won in a row</source>
            <translation>подвійні й більші з кожною виграною поспіль роздачею</translation>
        </message>
        <message>
            <source>each loser pays the winner one chip</source>
            <translation>кожен, хто програв, платить переможцеві фішку</translation>
        </message>
        <message>
            <source>eights</source>
            <translation>вісімки</translation>
        </message>
        <message>
            <source>equal: does not beat</source>
            <translation>рівна: не б'є</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>взакриту</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>п'ятірки</translation>
        </message>
        <message>
            <source>four tricks: nothing;</source>
            <translation>чотири взятки: нічого;</translation>
        </message>
        <message>
            <source>in the small sets a civil single beats any military single.</source>
            <translation>у менших наборах цивільна плитка б'є будь-яку військову.</translation>
        </message>
        <message>
            <source>led</source>
            <translation>захід</translation>
        </message>
        <message>
            <source>like everyone else</source>
            <translation>як у всіх</translation>
        </message>
        <message>
            <source>military: cannot beat it</source>
            <translation>військова: не б'є</translation>
        </message>
        <message>
            <source>more than four: the winner pays them one chip for each trick above four.</source>
            <translation>понад чотири: переможець платить їм по фішці за кожну взятку понад чотири.</translation>
        </message>
        <message>
            <source>nine tiles win, doubled at 18, quadrupled at 24</source>
            <translation>дев'ять плиток виграють, подвоєння за 18, учетверення за 24</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>дев'ятки</translation>
        </message>
        <message>
            <source>no last single trick without a trick won</source>
            <translation>без взятки не взяти останню одиночну взятку</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>не пара</translation>
        </message>
        <message>
            <source>no trick: pay five chips;</source>
            <translation>жодної взятки: платять п'ять фішок;</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>нічого більше</translation>
        </message>
        <message>
            <source>one civil, two military</source>
            <translation>одна цивільна, дві військові</translation>
        </message>
        <message>
            <source>one to three tricks: pay four less the tricks (one trick pays three);</source>
            <translation>від однієї до трьох взяток: платять чотири мінус взятки (одна взятка — три);</translation>
        </message>
        <message>
            <source>pair of Heaven, the highest</source>
            <translation>пара Неба, найвища</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>сімки</translation>
        </message>
        <message>
            <source>single tiles only</source>
            <translation>лише одиночні плитки</translation>
        </message>
        <message>
            <source>small straight</source>
            <translation>малий стріт</translation>
        </message>
        <message>
            <source>stacks 1 to 4, each of four tiles</source>
            <translation>стоси 1–4, кожен із чотирьох плиток</translation>
        </message>
        <message>
            <source>stacks 5 to 8</source>
            <translation>стоси 5–8</translation>
        </message>
        <message>
            <source>the banker's payments grow with each deal the banker wins in a row;</source>
            <translation>виплати банкіра ростуть із кожною роздачею, яку він виграє поспіль;</translation>
        </message>
        <message>
            <source>the difference of the red pips</source>
            <translation>різниця червоних вічок</translation>
        </message>
        <message>
            <source>the most tricks win, one chip from each</source>
            <translation>виграє найбільше взяток, по фішці з кожного</translation>
        </message>
        <message>
            <source>the nines, supreme in the 24-tile set</source>
            <translation>дев'ятки, найвищі в наборі з 24 плиток</translation>
        </message>
        <message>
            <source>the player left without won tiles pays</source>
            <translation>платить той, хто лишився без виграних плиток</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>найвища пара</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair</source>
            <translation>найвища пара б'є будь-яку іншу пару</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair;</source>
            <translation>найвища пара б'є будь-яку іншу пару;</translation>
        </message>
        <message>
            <source>the trade</source>
            <translation>торг</translation>
        </message>
        <message>
            <source>two civil tiles</source>
            <translation>дві цивільні плитки</translation>
        </message>
        <message>
            <source>two civil, one military</source>
            <translation>дві цивільні, одна військова</translation>
        </message>
        <message>
            <source>two players</source>
            <translation>двоє гравців</translation>
        </message>
    </context>
    <context>
        <name>TienGowWindow</name>
        <message>
            <source>%1 to play.</source>
            <translation>Хід: %1.</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Повний екран</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Гра</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Довідка</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>&amp;Нова сесія…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Ви&amp;йти</translation>
        </message>
        <message>
            <source>&amp;Rules of Tien Gow</source>
            <translation>&amp;Правила Небо-дев'ять</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Вигляд</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>Швидкість &amp;анімації</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>Бити</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>Побийте %1 або скиньте взакриту стільки ж плиток (%2).</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Підказка: %1</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>Підказка: %1.</translation>
        </message>
        <message>
            <source>Kan: claim the deal</source>
            <translation>Кан: забрати роздачу</translation>
        </message>
        <message>
            <source>Kan: concede</source>
            <translation>Кан: здатися</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>Зайти</translation>
        </message>
        <message>
            <source>Lift</source>
            <translation>Підняти</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>Наступна &amp;роздача</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>Наступна роздача (N)</translation>
        </message>
        <message>
            <source>No lift</source>
            <translation>Не піднімати</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>Скинути взакриту</translation>
        </message>
        <message>
            <source>Play this deal</source>
            <translation>Грати цю роздачу</translation>
        </message>
        <message>
            <source>Show &amp;all hands</source>
            <translation>Показати &amp;всі руки</translation>
        </message>
        <message>
            <source>Sit this deal out</source>
            <translation>Пропустити цю роздачу</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Роздачу завершено.</translation>
        </message>
        <message>
            <source>Your lead: select a single tile or a combination.</source>
            <translation>Ваш захід: виберіть одну плитку або комбінацію.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Ваш хід.</translation>
        </message>
    </context>
    <context>
        <name>TileRow</name>
        <message>
            <source>; a point tile this deal</source>
            <translation>; у цій роздачі — очко</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>птах</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>земний очільник (дев'ятка)</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>земний міністр (вісімка)</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>п'ятірка (сова)</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>лама</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>мати</translation>
        </message>
        <message>
            <source>people</source>
            <translation>люди</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>сімка</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>сестри</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>небесний очільник</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>небесний міністр</translation>
        </message>
        <message>
            <source>son</source>
            <translation>син</translation>
        </message>
    </context>
    <context>
        <name>TimelineBar</name>
        <message>
            <source>Click or drag to go to any step of the deal</source>
            <translation>Клацніть або потягніть, щоб перейти до будь-якого кроку роздачі</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>
%2 chips this deal</source>
            <translation>
фішки за роздачу: %2</translation>
        </message>
        <message numerus="yes">
            <source>
jump with %Ln point(s): payments ×%2</source>
            <translation>
                <numerusform>
стрибок з %Ln очком: виплати ×%2</numerusform>
                <numerusform>
стрибок з %Ln очками: виплати ×%2</numerusform>
                <numerusform>
стрибок з %Ln очками: виплати ×%2</numerusform>
            </translation>
        </message>
        <message>
            <source>
the dice name %2</source>
            <translation>
кубики: масть «%2»</translation>
        </message>
        <message>
            <source> (%2)</source>
            <translation> (%2)</translation>
        </message>
        <message numerus="yes">
            <source> (%Ln stack(s))</source>
            <translation>
                <numerusform> (%Ln стос)</numerusform>
                <numerusform> (%Ln стоси)</numerusform>
                <numerusform> (%Ln стосів)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> · %1 takes %Ln stack(s)</source>
            <translation>
                <numerusform> · %1 бере %Ln стос</numerusform>
                <numerusform> · %1 бере %Ln стоси</numerusform>
                <numerusform> · %1 бере %Ln стосів</numerusform>
            </translation>
        </message>
        <message>
            <source> · passport rule %2</source>
            <translation> · правило паспорта %2</translation>
        </message>
        <message numerus="yes">
            <source> · you take %Ln stack(s)</source>
            <translation>
                <numerusform> · ви берете %Ln стос</numerusform>
                <numerusform> · ви берете %Ln стоси</numerusform>
                <numerusform> · ви берете %Ln стосів</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 accepts</source>
            <translation>%1 приймає</translation>
        </message>
        <message>
            <source>%1 asked not to be beaten and must now make the play.</source>
            <translation>%1 просить не бити, тож тепер мусить зробити хід.</translation>
        </message>
        <message>
            <source>%1 beats with %2</source>
            <translation>%1 б'є: %2</translation>
        </message>
        <message>
            <source>%1 can beat, so %1 must (compulsory beating).</source>
            <translation>%1 може бити, тож %1 мусить (обов'язкове биття).</translation>
        </message>
        <message>
            <source>%1 chooses tower %2</source>
            <translation>%1 вибирає вежу %2</translation>
        </message>
        <message>
            <source>%1 does not hold %2.</source>
            <translation>%1 не має %2.</translation>
        </message>
        <message>
            <source>%1 does not hold all of those cards.</source>
            <translation>%1 не має всіх цих карт.</translation>
        </message>
        <message>
            <source>%1 does not hold that tile.</source>
            <translation>%1 не має такої плитки.</translation>
        </message>
        <message>
            <source>%1 does not lift</source>
            <translation>%1 не піднімає</translation>
        </message>
        <message numerus="yes">
            <source>%1 finishes first, with %Ln chip(s).</source>
            <translation>
                <numerusform>%1 на першому місці: %Ln фішка.</numerusform>
                <numerusform>%1 на першому місці: %Ln фішки.</numerusform>
                <numerusform>%1 на першому місці: %Ln фішок.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has already asked the others not to beat this play.</source>
            <translation>%1 уже просить інших не бити цей хід.</translation>
        </message>
        <message>
            <source>%1 has no play to ask the others not to beat.</source>
            <translation>%1 не має ходу, який можна було б просити не бити.</translation>
        </message>
        <message>
            <source>%1 has the lead and must play, not pass.</source>
            <translation>%1 заходить і мусить зіграти, а не пасувати.</translation>
        </message>
        <message>
            <source>%1 holds a high tile: no re-deal.</source>
            <translation>%1 має високу плитку: перездачі не буде.</translation>
        </message>
        <message>
            <source>%1 holds a passport and may not lead face down.</source>
            <translation>%1 має паспорт і не може заходити взакриту.</translation>
        </message>
        <message>
            <source>%1 holds both marked cards and may not play alone: the card goes on.</source>
            <translation>%1 має обидві позначені карти, а грати наодинці не можна: карта йде далі.</translation>
        </message>
        <message>
            <source>%1 is the banker</source>
            <translation>%1 — банкір</translation>
        </message>
        <message>
            <source>%1 is winning</source>
            <translation>Перемагає %1</translation>
        </message>
        <message>
            <source>%1 is winning with %2</source>
            <translation>Перемагає %1: %2</translation>
        </message>
        <message>
            <source>%1 leads %2</source>
            <translation>%1 заходить: %2</translation>
        </message>
        <message>
            <source>%1 leads %2: %3</source>
            <translation>%1 заходить з %2: %3</translation>
        </message>
        <message>
            <source>%1 leads a tile face down</source>
            <translation>%1 заходить плиткою взакриту</translation>
        </message>
        <message>
            <source>%1 leads a tile face down, naming %2</source>
            <translation>%1 заходить плиткою взакриту (масть: %2)</translation>
        </message>
        <message>
            <source>%1 lifts</source>
            <translation>%1 піднімає</translation>
        </message>
        <message>
            <source>%1 must be the emperor: %2.</source>
            <translation>%1 мусить стати імператором: %2.</translation>
        </message>
        <message>
            <source>%1 must give the highest cards held other than jokers: %2.</source>
            <translation>%1 мусить віддати свої найвищі карти, крім джокерів: %2.</translation>
        </message>
        <message>
            <source>%1 needs %2 to accept.</source>
            <translation>%1 не може прийняти без такої плитки: %2.</translation>
        </message>
        <message>
            <source>%1 offers to exchange hands with %2</source>
            <translation>%1 пропонує обмінятися руками: %2</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son</source>
            <translation>%1 пропонує обміняти матір на сина</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1: пас</translation>
        </message>
        <message numerus="yes">
            <source>%1 pays %2 %Ln chip(s)</source>
            <translation>
                <numerusform>%1 платить %2 %Ln фішку</numerusform>
                <numerusform>%1 платить %2 %Ln фішки</numerusform>
                <numerusform>%1 платить %2 %Ln фішок</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 plays</source>
            <translation>%1 грає</translation>
        </message>
        <message numerus="yes">
            <source>%1 plays %Ln tile(s) face down</source>
            <translation>
                <numerusform>%1 скидає взакриту %Ln плитку</numerusform>
                <numerusform>%1 скидає взакриту %Ln плитки</numerusform>
                <numerusform>%1 скидає взакриту %Ln плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 rests this deal</source>
            <translation>%1 відпочиває цю роздачу</translation>
        </message>
        <message>
            <source>%1 says kan</source>
            <translation>%1 каже «кан»</translation>
        </message>
        <message>
            <source>%1 shows %2: mother looking for son</source>
            <translation>%1 показує %2: мати шукає сина</translation>
        </message>
        <message>
            <source>%1 shows %2: son looking for mother</source>
            <translation>%1 показує %2: син шукає матір</translation>
        </message>
        <message>
            <source>%1 shows a hand with no high tile: re-deal</source>
            <translation>%1 показує руку без високих плиток: перездача</translation>
        </message>
        <message>
            <source>%1 takes both tiles</source>
            <translation>%1 забирає обидві плитки</translation>
        </message>
        <message>
            <source>%1 takes no part in this deal.</source>
            <translation>%1 не бере участі в цій роздачі.</translation>
        </message>
        <message>
            <source>%1 takes stacks %2</source>
            <translation>%1 бере стоси %2</translation>
        </message>
        <message>
            <source>%1 throws %2: %3 is the banker</source>
            <translation>%1 викидає %2: банкір — %3</translation>
        </message>
        <message>
            <source>%1 throws %2: you are the banker</source>
            <translation>%1 викидає %2: банкір — ви</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>Хід: %1</translation>
        </message>
        <message>
            <source>%1 turns %2</source>
            <translation>%1 відкриває %2</translation>
        </message>
        <message>
            <source>%1 turns a tile</source>
            <translation>%1 відкриває плитку</translation>
        </message>
        <message numerus="yes">
            <source>%1 wins %Ln trick(s)</source>
            <translation>
                <numerusform>%1 бере %Ln взятку</numerusform>
                <numerusform>%1 бере %Ln взятки</numerusform>
                <numerusform>%1 бере %Ln взяток</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 wins all sixteen tricks!
and every chip on the table</source>
            <translation>%1 бере всі шістнадцять взяток!
і всі фішки на столі</translation>
        </message>
        <message>
            <source>%1 wins the deal</source>
            <translation>%1 виграє роздачу</translation>
        </message>
        <message>
            <source>%1 wins the last trick</source>
            <translation>%1 бере останню взятку</translation>
        </message>
        <message>
            <source>%1 wins the last trick and the deal</source>
            <translation>%1 бере останню взятку й виграє роздачу</translation>
        </message>
        <message>
            <source>%1 wins the trick</source>
            <translation>%1 бере взятку</translation>
        </message>
        <message>
            <source>%1 wins with %2</source>
            <translation>%1 бере взятку: %2</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 of %3 decisions reviewed, %Ln mistake(s), about %4 chips lost.</source>
            <translation>
                <numerusform>%1: проаналізовано рішень — %2 з %3, %Ln помилка, втрачено фішок — близько %4.</numerusform>
                <numerusform>%1: проаналізовано рішень — %2 з %3, %Ln помилки, втрачено фішок — близько %4.</numerusform>
                <numerusform>%1: проаналізовано рішень — %2 з %3, %Ln помилок, втрачено фішок — близько %4.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln red pip(s)</source>
            <translation>
                <numerusform>%1: %Ln червоне вічко</numerusform>
                <numerusform>%1: %Ln червоні вічка</numerusform>
                <numerusform>%1: %Ln червоних вічок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln tile(s) won</source>
            <translation>
                <numerusform>%1: виграно %Ln плитку</numerusform>
                <numerusform>%1: виграно %Ln плитки</numerusform>
                <numerusform>%1: виграно %Ln плиток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln trick(s)</source>
            <translation>
                <numerusform>%1: %Ln взятка</numerusform>
                <numerusform>%1: %Ln взятки</numerusform>
                <numerusform>%1: %Ln взяток</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: no trick</source>
            <translation>%1: жодної взятки</translation>
        </message>
        <message>
            <source>%2 (%3)</source>
            <translation>%2 (%3)</translation>
        </message>
        <message>
            <source>%2 AI</source>
            <translation>ШІ %2</translation>
        </message>
        <message>
            <source>%2 beats nothing: it wins only when it is led.</source>
            <translation>%2 нічого не б'є: виграє, лише коли нею заходять.</translation>
        </message>
        <message>
            <source>%2 cannot be led.</source>
            <translation>%2: так заходити не можна.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3.</source>
            <translation>Цим не побити: зверху %3, а тут %2.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: %4.</source>
            <translation>Цим не побити: зверху %3, а тут %2; %4.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: civil and military never beat each other.</source>
            <translation>%2 не б'є %3: цивільні й військові не б'ють одна одну.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it does not rank higher.</source>
            <translation>%2 не б'є %3: не вище за старшинством.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it is not the same combination.</source>
            <translation>%2 не б'є %3: це не та сама комбінація.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it ranks lower.</source>
            <translation>%2 не б'є %3: нижче за старшинством.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: the third tile is too low.</source>
            <translation>%2 не б'є %3: третя плитка замала.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: they rank equal.</source>
            <translation>%2 не б'є %3: рівні за старшинством.</translation>
        </message>
        <message>
            <source>%2 does not beat %3.</source>
            <translation>%2 не б'є: зверху %3.</translation>
        </message>
        <message>
            <source>%2 face down</source>
            <translation>%2 взакриту</translation>
        </message>
        <message>
            <source>%2 face down, naming %3</source>
            <translation>%2 взакриту, масть: %3</translation>
        </message>
        <message>
            <source>%2 is not a card.</source>
            <translation>%2 — не карта.</translation>
        </message>
        <message>
            <source>%2 is not a lead in these rules.</source>
            <translation>%2 — не захід за цими правилами.</translation>
        </message>
        <message>
            <source>%2 must rank higher than those on top.</source>
            <translation>%2: потрібні старші за ті, що зверху.</translation>
        </message>
        <message>
            <source>%2 · %3</source>
            <translation>%2 · %3</translation>
        </message>
        <message>
            <source>%2, %3</source>
            <translation>%2, %3</translation>
        </message>
        <message>
            <source>%2, %3 (%4)</source>
            <translation>%2, %3 (%4)</translation>
        </message>
        <message numerus="yes">
            <source>%2, %Ln stack(s) won</source>
            <translation>
                <numerusform>%2, узято %Ln стос</numerusform>
                <numerusform>%2, узято %Ln стоси</numerusform>
                <numerusform>%2, узято %Ln стосів</numerusform>
            </translation>
        </message>
        <message>
            <source>%2.</source>
            <translation>%2.</translation>
        </message>
        <message>
            <source>%2: …</source>
            <translation>%2: …</translation>
        </message>
        <message numerus="yes">
            <source>%Ln bird(s)</source>
            <translation>
                <numerusform>%Ln птах</numerusform>
                <numerusform>%Ln птахи</numerusform>
                <numerusform>%Ln птахів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chip(s)</source>
            <translation>
                <numerusform>%Ln фішка</numerusform>
                <numerusform>%Ln фішки</numerusform>
                <numerusform>%Ln фішок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln eight(s)</source>
            <translation>
                <numerusform>%Ln вісімка</numerusform>
                <numerusform>%Ln вісімки</numerusform>
                <numerusform>%Ln вісімок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln five(s)</source>
            <translation>
                <numerusform>%Ln п'ятірка</numerusform>
                <numerusform>%Ln п'ятірки</numerusform>
                <numerusform>%Ln п'ятірок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln lama(s)</source>
            <translation>
                <numerusform>%Ln лама</numerusform>
                <numerusform>%Ln лами</numerusform>
                <numerusform>%Ln лам</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mother(s)</source>
            <translation>
                <numerusform>%Ln мати</numerusform>
                <numerusform>%Ln матері</numerusform>
                <numerusform>%Ln матерів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln nine(s)</source>
            <translation>
                <numerusform>%Ln дев'ятка</numerusform>
                <numerusform>%Ln дев'ятки</numerusform>
                <numerusform>%Ln дев'яток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln people tile(s)</source>
            <translation>
                <numerusform>%Ln плитка «люди»</numerusform>
                <numerusform>%Ln плитки «люди»</numerusform>
                <numerusform>%Ln плиток «люди»</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red pip(s)</source>
            <translation>
                <numerusform>%Ln червоне вічко</numerusform>
                <numerusform>%Ln червоні вічка</numerusform>
                <numerusform>%Ln червоних вічок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln seven(s)</source>
            <translation>
                <numerusform>%Ln сімка</numerusform>
                <numerusform>%Ln сімки</numerusform>
                <numerusform>%Ln сімок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sister(s)</source>
            <translation>
                <numerusform>%Ln сестра</numerusform>
                <numerusform>%Ln сестри</numerusform>
                <numerusform>%Ln сестер</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky chief(s)</source>
            <translation>
                <numerusform>%Ln небесний очільник</numerusform>
                <numerusform>%Ln небесні очільники</numerusform>
                <numerusform>%Ln небесних очільників</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky minister(s)</source>
            <translation>
                <numerusform>%Ln небесний міністр</numerusform>
                <numerusform>%Ln небесні міністри</numerusform>
                <numerusform>%Ln небесних міністрів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln son(s)</source>
            <translation>
                <numerusform>%Ln син</numerusform>
                <numerusform>%Ln сини</numerusform>
                <numerusform>%Ln синів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln stack(s)</source>
            <translation>
                <numerusform>%Ln стос</numerusform>
                <numerusform>%Ln стоси</numerusform>
                <numerusform>%Ln стосів</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) face down</source>
            <translation>
                <numerusform>%Ln плитка взакриту</numerusform>
                <numerusform>%Ln плитки взакриту</numerusform>
                <numerusform>%Ln плиток взакриту</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) in hand</source>
            <translation>
                <numerusform>%Ln плитка на руці</numerusform>
                <numerusform>%Ln плитки на руці</numerusform>
                <numerusform>%Ln плиток на руці</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must beat with %Ln, not %2.</source>
            <translation>
                <numerusform>Захід — %Ln плитка: %1 має бити %Ln плиткою, а не %2.</numerusform>
                <numerusform>Захід — %Ln плитки: %1 має бити %Ln плитками, а не %2.</numerusform>
                <numerusform>Захід — %Ln плиток: %1 має бити %Ln плитками, а не %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play %Ln face down, not %2.</source>
            <translation>
                <numerusform>Захід — %Ln плитка: %1 має скинути взакриту %Ln плитку, а не %2.</numerusform>
                <numerusform>Захід — %Ln плитки: %1 має скинути взакриту %Ln плитки, а не %2.</numerusform>
                <numerusform>Захід — %Ln плиток: %1 має скинути взакриту %Ln плиток, а не %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play as many, not %2.</source>
            <translation>
                <numerusform>Захід — %Ln плитка: %1 має зіграти стільки ж, а не %2.</numerusform>
                <numerusform>Захід — %Ln плитки: %1 має зіграти стільки ж, а не %2.</numerusform>
                <numerusform>Захід — %Ln плиток: %1 має зіграти стільки ж, а не %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: beat with %Ln, not %2.</source>
            <translation>
                <numerusform>Захід — %Ln плитка: бийте %Ln плиткою, а не %2.</numerusform>
                <numerusform>Захід — %Ln плитки: бийте %Ln плитками, а не %2.</numerusform>
                <numerusform>Захід — %Ln плиток: бийте %Ln плитками, а не %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play %Ln face down, not %2.</source>
            <translation>
                <numerusform>Захід — %Ln плитка: скиньте взакриту %Ln плитку, а не %2.</numerusform>
                <numerusform>Захід — %Ln плитки: скиньте взакриту %Ln плитки, а не %2.</numerusform>
                <numerusform>Захід — %Ln плиток: скиньте взакриту %Ln плиток, а не %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play as many, not %2.</source>
            <translation>
                <numerusform>Захід — %Ln плитка: зіграйте стільки ж, а не %2.</numerusform>
                <numerusform>Захід — %Ln плитки: зіграйте стільки ж, а не %2.</numerusform>
                <numerusform>Захід — %Ln плиток: зіграйте стільки ж, а не %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) won</source>
            <translation>
                <numerusform>виграно %Ln плитку</numerusform>
                <numerusform>виграно %Ln плитки</numerusform>
                <numerusform>виграно %Ln плиток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln trick(s)</source>
            <translation>
                <numerusform>%Ln взятка</numerusform>
                <numerusform>%Ln взятки</numerusform>
                <numerusform>%Ln взяток</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>, keeping mother and son to lead together as a point</source>
            <translation>, зберігаючи матір і сина, щоб зайти ними разом як очком</translation>
        </message>
        <message>
            <source>, keeping the %2 for the end</source>
            <translation>, зберігаючи %2 на кінець</translation>
        </message>
        <message>
            <source>, keeping the point %2</source>
            <translation>, зберігаючи очко %2</translation>
        </message>
        <message>
            <source>24 tiles, three players; tricks counted in tiles, nine tiles win; conceding and lifting.</source>
            <translation>24 плитки, троє гравців; взятки рахують плитками, дев'ять плиток виграють; можна здатися й підняти.</translation>
        </message>
        <message>
            <source>24 tiles: civil tiles without 5-1, the nines and the supreme pair</source>
            <translation>24 плитки: цивільні без 5-1, дев'ятки й найвища пара</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>24 плитки: цивільні й найвища пара</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the two nines</source>
            <translation>24 плитки: цивільні й дві дев'ятки</translation>
        </message>
        <message>
            <source>30 tiles: the set without the supreme pair</source>
            <translation>30 плиток: набір без найвищої пари</translation>
        </message>
        <message>
            <source>32 tiles, four players with eight each; pairs, mixed pairs, triplets and quartets; banker doubled.</source>
            <translation>32 плитки, четверо гравців по вісім плиток; пари, змішані пари, тріо й квартети; банкір платить подвійно.</translation>
        </message>
        <message>
            <source>32 tiles, four players, single tiles only: no combinations.</source>
            <translation>32 плитки, четверо гравців, лише по одній плитці: без комбінацій.</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>A cut lifts 1 to 167 cards from the top, not %2.</source>
            <translation>Зняти можна від 1 до 167 карт згори, а не %2.</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not %2.</source>
            <translation>На кубику буває від 1 до 6, а не %2.</translation>
        </message>
        <message>
            <source>A face-down lead names sky, earth or no suit.</source>
            <translation>Захід взакриту називає небесну, земну масть або жодної.</translation>
        </message>
        <message>
            <source>A player decides now, not the dice.</source>
            <translation>Зараз вирішує гравець, а не кубики.</translation>
        </message>
        <message>
            <source>A player must decide now: chance has no turn.</source>
            <translation>Зараз має вирішувати гравець, а не випадок.</translation>
        </message>
        <message>
            <source>A point tile cannot beat anything.</source>
            <translation>Плитка-очко нічого не може побити.</translation>
        </message>
        <message>
            <source>A shuffle holds each of the 64 tiles once.</source>
            <translation>Тасування містить кожну з 64 плиток рівно один раз.</translation>
        </message>
        <message>
            <source>A shuffle must hold each of the 168 cards exactly once.</source>
            <translation>Тасування має містити кожну зі 168 карт рівно один раз.</translation>
        </message>
        <message>
            <source>A swap needs both mothers and no son, or both sons and no mother.</source>
            <translation>Для обміну треба мати обидві матері й жодного сина або обох синів і жодної матері.</translation>
        </message>
        <message numerus="yes">
            <source>A woodpile holds each of the %Ln tile(s) once.</source>
            <translation>
                <numerusform>Поліниця містить кожну з %Ln плитки один раз.</numerusform>
                <numerusform>Поліниця містить кожну з %Ln плиток один раз.</numerusform>
                <numerusform>Поліниця містить кожну з %Ln плиток один раз.</numerusform>
            </translation>
        </message>
        <message>
            <source>Accept the exchange of hands (blind, it neither gains nor loses on average).</source>
            <translation>Прийміть обмін руками (наосліп він у середньому нічого не дає й нічого не забирає).</translation>
        </message>
        <message>
            <source>Accept: uniting mother and son makes a point for whoever takes both.</source>
            <translation>Прийміть: об'єднані мати й син стануть очком для того, хто забере обидві плитки.</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>Давні плитки</translation>
        </message>
        <message>
            <source>Any tower is as good as another: the tiles are shuffled.</source>
            <translation>Будь-яка вежа не гірша за іншу: плитки перетасовано.</translation>
        </message>
        <message>
            <source>Asking the others not to beat a play is not part of these rules.</source>
            <translation>За цими правилами не можна просити інших не бити хід.</translation>
        </message>
        <message numerus="yes">
            <source>At most %Ln mixed minister(s) may be led together.</source>
            <translation>
                <numerusform>Разом можна зайти щонайбільше %Ln змішаним міністром.</numerusform>
                <numerusform>Разом можна зайти щонайбільше %Ln змішаними міністрами.</numerusform>
                <numerusform>Разом можна зайти щонайбільше %Ln змішаними міністрами.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>Баґчен</translation>
        </message>
        <message>
            <source>Bagchen table</source>
            <translation>Стіл Баґчену</translation>
        </message>
        <message>
            <source>Beat with %2 to try for the last trick, the one that pays.</source>
            <translation>Бийте %2, щоб поборотися за останню взятку — ту, що приносить фішки.</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2, which you can spare, hoping to take %Ln stack(s).</source>
            <translation>
                <numerusform>Бийте %2 — цих плиток не шкода — в надії взяти %Ln стос.</numerusform>
                <numerusform>Бийте %2 — цих плиток не шкода — в надії взяти %Ln стоси.</numerusform>
                <numerusform>Бийте %2 — цих плиток не шкода — в надії взяти %Ln стосів.</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, and the cheapest play of yours that is.</source>
            <translation>Бийте %2: це вище за %3 того самого роду, і з ваших ходів, що б'ють, це найдешевший.</translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, so the trick is yours.</source>
            <translation>Бийте %2: це вище за %3 того самого роду, тож взятка ваша.</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2: nobody after you can beat it, so you take %Ln stack(s) and the lead.</source>
            <translation>
                <numerusform>Бийте %2: після вас цього ніхто не поб'є, тож ви берете %Ln стос і наступний захід.</numerusform>
                <numerusform>Бийте %2: після вас цього ніхто не поб'є, тож ви берете %Ln стоси і наступний захід.</numerusform>
                <numerusform>Бийте %2: після вас цього ніхто не поб'є, тож ви берете %Ln стосів і наступний захід.</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: whoever takes the last trick wins the deal and is paid by the others.</source>
            <translation>Бийте %2: хто бере останню взятку, виграє роздачу, і йому платять інші.</translation>
        </message>
        <message>
            <source>Bench</source>
            <translation>Лава</translation>
        </message>
        <message>
            <source>Both dice are thrown now.</source>
            <translation>Зараз кидають обидва кубики.</translation>
        </message>
        <message>
            <source>Chiefs and ministers cannot be led together.</source>
            <translation>Очільниками й міністрами разом заходити не можна.</translation>
        </message>
        <message>
            <source>Chiefs beat ministers only with as many sky and earth tiles.</source>
            <translation>Очільники б'ють міністрів лише за тієї ж кількості небесних і земних плиток.</translation>
        </message>
        <message>
            <source>Chinese three-player game</source>
            <translation>Китайська гра на трьох</translation>
        </message>
        <message>
            <source>Choose at least one card to play.</source>
            <translation>Виділіть хоча б одну карту, щоб зіграти.</translation>
        </message>
        <message>
            <source>Civil pair</source>
            <translation>Цивільна пара</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Класика</translation>
        </message>
        <message>
            <source>Classic, pure pairs</source>
            <translation>Класика, чисті пари</translation>
        </message>
        <message>
            <source>Click or press Esc to go back to the game</source>
            <translation>Клацніть або натисніть Esc, щоб повернутися до гри</translation>
        </message>
        <message>
            <source>Demand a re-deal: your hand has no high tile and too few points to make up for it.</source>
            <translation>Вимагайте перездачі: на руках немає високих плиток і замало очок, щоб це надолужити.</translation>
        </message>
        <message>
            <source>Dice %2 and %3: a tile is given back</source>
            <translation>Кубики %2 і %3: плитку віддають назад</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the passport holder must lead %4</source>
            <translation>Кубики %2 і %3: власник паспорта заходить з масті «%4»</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; %1 takes the first tower</source>
            <translation>Кубики %2 і %3: очко — %4; першу вежу бере %1</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; you take the first tower</source>
            <translation>Кубики %2 і %3: очко — %4; першу вежу берете ви</translation>
        </message>
        <message>
            <source>Dice: …</source>
            <translation>Кубики: …</translation>
        </message>
        <message>
            <source>Earth</source>
            <translation>Земля</translation>
        </message>
        <message>
            <source>Earth tiles go together only of equal rank, or as a horse.</source>
            <translation>Земні плитки поєднуються лише рівні за рангом або як конячі комбінації.</translation>
        </message>
        <message>
            <source>End with the points %2: the last trick won with points is a jump.</source>
            <translation>Закінчіть очками %2: остання взятка, взята очками, — це стрибок.</translation>
        </message>
        <message>
            <source>Event %2 is refused.</source>
            <translation>Подію %2 відхилено.</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: lead the points %2 first, to be paid at once.</source>
            <translation>Кожна плитка, що лишилася, бере напевно: спершу зайдіть з очок %2, щоб вам одразу заплатили.</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another, saving the points for a jump at the end.</source>
            <translation>Кожна плитка, що лишилася, бере напевно: беріть взятки одну за одною, а очки бережіть для стрибка наприкінці.</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another.</source>
            <translation>Кожна плитка, що лишилася, бере напевно: беріть взятки одну за одною.</translation>
        </message>
        <message>
            <source>Face-down leads are off in these rules.</source>
            <translation>За цими правилами заходу взакриту немає.</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, four players</source>
            <translation>Народна, 24 плитки з дев'ятками, четверо</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, one resting</source>
            <translation>Народна, 24 плитки з дев'ятками, один відпочиває</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, three players</source>
            <translation>Народна, 24 плитки з дев'ятками, троє</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, four players</source>
            <translation>Народна, 24 плитки з найвищою парою, четверо</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, one resting</source>
            <translation>Народна, 24 плитки з найвищою парою, один відпочиває</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, three players</source>
            <translation>Народна, 24 плитки з найвищою парою, троє</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, four players</source>
            <translation>Народна, 24 плитки без 5-1, четверо</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, one resting</source>
            <translation>Народна, 24 плитки без 5-1, один відпочиває</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, three players</source>
            <translation>Народна, 24 плитки без 5-1, троє</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, one resting</source>
            <translation>Народна, 30 плиток, один відпочиває</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, three players</source>
            <translation>Народна, 30 плиток, троє</translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left</source>
            <translation>
                <numerusform>Ґоба: лишилася %Ln роздача</numerusform>
                <numerusform>Ґоба: лишилося %Ln роздачі</numerusform>
                <numerusform>Ґоба: лишилося %Ln роздач</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left after this one</source>
            <translation>
                <numerusform>Ґоба: після цієї — ще %Ln роздача</numerusform>
                <numerusform>Ґоба: після цієї — ще %Ln роздачі</numerusform>
                <numerusform>Ґоба: після цієї — ще %Ln роздач</numerusform>
            </translation>
        </message>
        <message>
            <source>Hands are exchanged once a deal, between two other players.</source>
            <translation>Руками обмінюються раз за роздачу, і лише двоє різних гравців.</translation>
        </message>
        <message>
            <source>Harmony</source>
            <translation>Гармонія</translation>
        </message>
        <message>
            <source>Heaven</source>
            <translation>Небо</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Підказка</translation>
        </message>
        <message>
            <source>It is not %1's turn.</source>
            <translation>Зараз не хід гравця %1.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Зараз не ваш хід.</translation>
        </message>
        <message>
            <source>Its search: the best of %2 options over %3 sampled deals, %4 chips on average.</source>
            <translation>Пошук ШІ: найкращий із %2 варіантів за %3 змодельованими роздачами, у середньому %4 фішки.</translation>
        </message>
        <message>
            <source>Keep your hand rather than demanding a re-deal.</source>
            <translation>Лишіть свою руку, а не вимагайте перездачі.</translation>
        </message>
        <message>
            <source>Keep your own hand: exchanging blind gains nothing on average.</source>
            <translation>Лишіть свою руку: обмін наосліп у середньому нічого не дає.</translation>
        </message>
        <message>
            <source>Lead %2 to get rid of weak tiles%4.</source>
            <translation>Зайдіть з %2, щоб позбутися слабких плиток%4.</translation>
        </message>
        <message>
            <source>Lead %2, a tile you can spare: your stronger tiles stay in your hand for the tricks that matter.</source>
            <translation>Зайдіть: %2 — цієї плитки не шкода, а сильніші плитки лишаться на руці для важливих взяток.</translation>
        </message>
        <message>
            <source>Lead %2, your highest %3 tile: only a higher %3 tile can beat it, so you may keep the lead.</source>
            <translation>Зайдіть: %2 — це ваша найвища %3 плитка; побити її може лише вища %3 плитка, тож право заходу може лишитися за вами.</translation>
        </message>
        <message numerus="yes">
            <source>Lead %2: no unseen tile can beat it, so you take %Ln stack(s) and keep the lead.</source>
            <translation>
                <numerusform>Зайдіть з %2: жодна невидима плитка цього не поб'є, тож ви берете %Ln стос і заходите знову.</numerusform>
                <numerusform>Зайдіть з %2: жодна невидима плитка цього не поб'є, тож ви берете %Ln стоси і заходите знову.</numerusform>
                <numerusform>Зайдіть з %2: жодна невидима плитка цього не поб'є, тож ви берете %Ln стосів і заходите знову.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead %2: only a higher combination of the same sort beats it, and a trick of several tiles counts as that many tricks.</source>
            <translation>Зайдіть: %2. Такий захід б'є лише вища комбінація того самого роду, а взятка з кількох плиток рахується за стільки ж взяток.</translation>
        </message>
        <message>
            <source>Lead the points %2: nobody can beat them, and every player without a passport pays %3 at once.</source>
            <translation>Зайдіть з очок %2: їх ніхто не поб'є, і кожен гравець без паспорта одразу платить %3.</translation>
        </message>
        <message>
            <source>Lead the supreme pair (%2): nothing can beat it.</source>
            <translation>Зайдіть найвищою парою (%2): її ніщо не поб'є.</translation>
        </message>
        <message>
            <source>Lead your weakest tile face down, naming %5: it passes the lead cheaply and tells the others nothing.</source>
            <translation>Зайдіть своєю найслабшою плиткою взакриту (масть: %5): так захід дешево переходить далі, а інші нічого не дізнаються.</translation>
        </message>
        <message>
            <source>Long three</source>
            <translation>Довга трійка</translation>
        </message>
        <message>
            <source>Long-legged seven</source>
            <translation>Довгонога сімка</translation>
        </message>
        <message>
            <source>Man</source>
            <translation>Людина</translation>
        </message>
        <message>
            <source>Military pair</source>
            <translation>Військова пара</translation>
        </message>
        <message>
            <source>Mixed pair</source>
            <translation>Змішана пара</translation>
        </message>
        <message>
            <source>More in Help → Rules: right click, or the menu key, and choose the term.</source>
            <translation>Більше в Довідка → Правила: клацніть правою кнопкою або натисніть клавішу меню й виберіть термін.</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>Мандрівні миші</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>Нау Тін Кау</translation>
        </message>
        <message>
            <source>No trick on the table</source>
            <translation>На столі немає взятки</translation>
        </message>
        <message>
            <source>Nobody decides now: it is chance's turn (a shuffle or the tribute).</source>
            <translation>Зараз ніхто не вирішує: черга випадку (тасування чи данина).</translation>
        </message>
        <message>
            <source>Not a play: %2. Play one rank with any jokers, or jokers alone.</source>
            <translation>Це не хід: %2. Грайте карти одного рангу з будь-якими джокерами або самі джокери.</translation>
        </message>
        <message>
            <source>Nothing can beat %2.</source>
            <translation>Це неможливо побити: %2.</translation>
        </message>
        <message>
            <source>Offer a mother for a son, so that both players hold mother and son, a point.</source>
            <translation>Запропонуйте матір за сина, щоб в обох гравців були мати й син — очко.</translation>
        </message>
        <message>
            <source>Offer to exchange hands (blind, it neither gains nor loses on average).</source>
            <translation>Запропонуйте обмін руками (наосліп він у середньому нічого не дає й нічого не забирає).</translation>
        </message>
        <message>
            <source>Omen: %1 held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, %1 throws the dice at the start of the next deal.</source>
            <translation>Прикмета: %1 мав(-ла) трьох небесних очільників, а останню взятку взяв гравець навпроти — це лихий знак. На знак шани переможцеві (%2) %1 кидає кубики на початку наступної роздачі.</translation>
        </message>
        <message>
            <source>Omen: you held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, you throw the dice at the start of the next deal.</source>
            <translation>Прикмета: у вас були три небесні очільники, а останню взятку взяв гравець навпроти — це лихий знак. На знак шани переможцеві (%2) ви кидаєте кубики на початку наступної роздачі.</translation>
        </message>
        <message>
            <source>One die each: %2 for %3, %4 for %5</source>
            <translation>По кубику: %2 — %3, %4 — %5</translation>
        </message>
        <message>
            <source>Only %2 beats %3.</source>
            <translation>Зверху %3: це б'є лише %2.</translation>
        </message>
        <message>
            <source>Only %2 beats this face-down lead.</source>
            <translation>Цей захід взакриту б'є лише %2.</translation>
        </message>
        <message>
            <source>Only a follower plays face down.</source>
            <translation>Скидати взакриту може лише той, хто відповідає на захід.</translation>
        </message>
        <message>
            <source>Only identical sky tiles go together.</source>
            <translation>Поєднуються лише ідентичні небесні плитки.</translation>
        </message>
        <message>
            <source>Only one tile can be led face down.</source>
            <translation>Взакриту можна зайти лише однією плиткою.</translation>
        </message>
        <message numerus="yes">
            <source>Only the banker at the start or a leader with %Ln won tile(s) may say kan.</source>
            <translation>
                <numerusform>«Кан» може сказати лише банкір на початку або той, хто заходить, маючи %Ln виграну плитку.</numerusform>
                <numerusform>«Кан» може сказати лише банкір на початку або той, хто заходить, маючи %Ln виграні плитки.</numerusform>
                <numerusform>«Кан» може сказати лише банкір на початку або той, хто заходить, маючи %Ln виграних плиток.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the holder of both other tiles may accept.</source>
            <translation>Прийняти може лише той, хто має обидві інші плитки.</translation>
        </message>
        <message>
            <source>Only the protector may announce, and %1 does not hold his card.</source>
            <translation>Оголосити про себе може лише охоронець, а %1 не має його карти.</translation>
        </message>
        <message>
            <source>Only the protector may announce, and you do not hold his card.</source>
            <translation>Оголосити про себе може лише охоронець, а у вас немає його карти.</translation>
        </message>
        <message>
            <source>Pair with a kicker</source>
            <translation>Пара з довіском</translation>
        </message>
        <message>
            <source>Pass: nothing to gain here.</source>
            <translation>Пас: тут нічого не виграти.</translation>
        </message>
        <message>
            <source>Passport and a chief: %1 may not lead %2.</source>
            <translation>Паспорт і очільник: %1 не може заходити з %2.</translation>
        </message>
        <message>
            <source>Passport and a chief: you may not lead %2.</source>
            <translation>Паспорт і очільник: вам не можна заходити з %2.</translation>
        </message>
        <message>
            <source>Passport and no combination: %1 must lead a single tile.</source>
            <translation>Паспорт і жодної комбінації: %1 має зайти однією плиткою.</translation>
        </message>
        <message>
            <source>Passport and no combination: you must lead a single tile.</source>
            <translation>Паспорт і жодної комбінації: вам треба зайти однією плиткою.</translation>
        </message>
        <message>
            <source>Passport: %1 may lead equal earth tiles only with no better lead.</source>
            <translation>Паспорт: %1 може заходити рівними земними плитками, лише якщо кращого заходу немає.</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2 while holding a better lead.</source>
            <translation>Паспорт: %1 не може заходити з %2, маючи кращий захід.</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2, it can be beaten.</source>
            <translation>Паспорт: %1 не може заходити з %2 — це можна побити.</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; %1 must lead %3.</source>
            <translation>Паспорт: кубики назвали масть «%2»; %1 заходить лише так: %3.</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; you must lead %3.</source>
            <translation>Паспорт: кубики назвали масть «%2»; ваш захід — %3.</translation>
        </message>
        <message>
            <source>Passport: you may lead equal earth tiles only with no better lead.</source>
            <translation>Паспорт: рівними земними плитками можна заходити, лише якщо кращого заходу немає.</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2 while holding a better lead.</source>
            <translation>Паспорт: не можна заходити з %2, коли маєте кращий захід.</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2, it can be beaten.</source>
            <translation>Паспорт: не можна заходити з %2 — це можна побити.</translation>
        </message>
        <message>
            <source>Play %2 face down: nothing in your hand beats %3 (only a higher play of the same sort does), so give up your weakest tiles.</source>
            <translation>Скиньте взакриту %2: ніщо у вас на руці не б'є %3 (б'є лише вищий хід того самого роду), тож віддайте найслабші плитки.</translation>
        </message>
        <message>
            <source>Play %2 face down: this trick is not worth your stronger tiles; keep them for later.</source>
            <translation>Скиньте взакриту %2: ця взятка не варта ваших сильніших плиток; бережіть їх на потім.</translation>
        </message>
        <message numerus="yes">
            <source>Play your weakest tile(s) (%2) face down%4.</source>
            <translation>
                <numerusform>Скиньте взакриту свою найслабшу плитку (%2)%4.</numerusform>
                <numerusform>Скиньте взакриту свої найслабші плитки (%2)%4.</numerusform>
                <numerusform>Скиньте взакриту свої найслабші плитки (%2)%4.</numerusform>
            </translation>
        </message>
        <message>
            <source>Plum flower</source>
            <translation>Квітка сливи</translation>
        </message>
        <message>
            <source>Point tiles cannot be led with other tiles.</source>
            <translation>Плитками-очками не можна заходити разом з іншими плитками.</translation>
        </message>
        <message>
            <source>Previous trick</source>
            <translation>Попередня взятка</translation>
        </message>
        <message>
            <source>Previous trick, won by %1: click here or hold %2 to look at it again</source>
            <translation>Попередня взятка, її взяв(-ла) %1: клацніть тут або утримуйте %2, щоб переглянути її знову</translation>
        </message>
        <message>
            <source>Previous trick, won by you: click here or hold %2 to look at it again</source>
            <translation>Попередня взятка, її взяли ви: клацніть тут або утримуйте %2, щоб переглянути її знову</translation>
        </message>
        <message>
            <source>Quartet</source>
            <translation>Квартет</translation>
        </message>
        <message>
            <source>Re-deals are off in these rules.</source>
            <translation>За цими правилами перездачі немає.</translation>
        </message>
        <message>
            <source>Red mallet six</source>
            <translation>Червоний молоточок</translation>
        </message>
        <message>
            <source>Red pips</source>
            <translation>Червоні вічка</translation>
        </message>
        <message>
            <source>Red-headed ten</source>
            <translation>Червоноголова десятка</translation>
        </message>
        <message>
            <source>Release %2, click or press Esc to go back to the game</source>
            <translation>Відпустіть %2, клацніть або натисніть Esc, щоб повернутися до гри</translation>
        </message>
        <message>
            <source>Rules: %1</source>
            <translation>Правила: %1</translation>
        </message>
        <message>
            <source>Select at least one tile.</source>
            <translation>Виберіть хоча б одну плитку.</translation>
        </message>
        <message>
            <source>Select tiles first.</source>
            <translation>Спершу виберіть плитки.</translation>
        </message>
        <message>
            <source>Show a mother or a son only without the other, and once.</source>
            <translation>Показувати матір чи сина можна лише без пари, і лише раз.</translation>
        </message>
        <message>
            <source>Show your tile to unite mother and son: together they are a point.</source>
            <translation>Покажіть свою плитку, щоб об'єднати матір і сина: разом вони — очко.</translation>
        </message>
        <message>
            <source>Shuffle: …</source>
            <translation>Тасування: …</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>Одна плитка</translation>
        </message>
        <message>
            <source>Sixes go last: %1 may play them only when holding nothing else.</source>
            <translation>Шістки йдуть наостанок: %1 може зіграти їх, лише коли більше нічого не має.</translation>
        </message>
        <message>
            <source>Sixes go last: you may play them only when you hold nothing else.</source>
            <translation>Шістки йдуть наостанок: грати їх можна, лише коли у вас більше нічого немає.</translation>
        </message>
        <message>
            <source>Sky and earth tiles go together only as chiefs or ministers.</source>
            <translation>Небесні й земні плитки поєднуються лише як очільники або міністри.</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>Стріт</translation>
        </message>
        <message>
            <source>Suggested: %6.</source>
            <translation>Порада: %6.</translation>
        </message>
        <message>
            <source>Supreme pair</source>
            <translation>Найвища пара</translation>
        </message>
        <message>
            <source>Sweep! %1 took all sixteen tricks and wins every chip on the table.</source>
            <translation>Великий шолом! %1 бере всі шістнадцять взяток і виграє всі фішки на столі.</translation>
        </message>
        <message>
            <source>Sweep! You took all sixteen tricks and win every chip on the table.</source>
            <translation>Великий шолом! Ви берете всі шістнадцять взяток і виграєте всі фішки на столі.</translation>
        </message>
        <message>
            <source>Tashi Gobah: last deal</source>
            <translation>Таші Ґоба: остання роздача</translation>
        </message>
        <message>
            <source>Tashi Gobah: the next deal is the last</source>
            <translation>Таші Ґоба: наступна роздача — остання</translation>
        </message>
        <message>
            <source>That cannot be done at this step of the deal.</source>
            <translation>На цьому кроці роздачі так зробити не можна.</translation>
        </message>
        <message>
            <source>That is not a decision of this step.</source>
            <translation>Це рішення не належить до цього кроку.</translation>
        </message>
        <message numerus="yes">
            <source>The banker is found with %Ln die(s), each showing 1 to 6.</source>
            <translation>
                <numerusform>Банкіра визначає %Ln кубик, що показує від 1 до 6.</numerusform>
                <numerusform>Банкіра визначають %Ln кубики, кожен показує від 1 до 6.</numerusform>
                <numerusform>Банкіра визначають %Ln кубиків, кожен показує від 1 до 6.</numerusform>
            </translation>
        </message>
        <message>
            <source>The classic game as first played: pure pairs only, no mixed combinations.</source>
            <translation>Класична гра, як грали спершу: лише чисті пари, без змішаних комбінацій.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Роздачу завершено.</translation>
        </message>
        <message>
            <source>The dice are not thrown now.</source>
            <translation>Зараз кубики не кидають.</translation>
        </message>
        <message>
            <source>The dice show %2</source>
            <translation>Кубики показують %2</translation>
        </message>
        <message>
            <source>The first shuffler is a seat 0 to 4, not %2.</source>
            <translation>Перший, хто тасує, — це місце від 0 до 4, а не %2.</translation>
        </message>
        <message>
            <source>The hand does not hold %2.</source>
            <translation>На руці немає %2.</translation>
        </message>
        <message>
            <source>The play to beat has %2: answer with as many, not %3.</source>
            <translation>У ході, який треба побити, %2: відповідайте стількома ж, а не %3.</translation>
        </message>
        <message>
            <source>The red pips are even: nobody pays</source>
            <translation>Червоних вічок порівну: ніхто не платить</translation>
        </message>
        <message>
            <source>The same tile is named twice.</source>
            <translation>Ту саму плитку названо двічі.</translation>
        </message>
        <message>
            <source>The seats are numbered 0 to 4, not %2.</source>
            <translation>Місця мають номери від 0 до 4, а не %2.</translation>
        </message>
        <message>
            <source>The tiles are shuffled and stacked into the woodpile</source>
            <translation>Плитки перемішано й складено в поліницю</translation>
        </message>
        <message>
            <source>The tiles are shuffled into eight towers</source>
            <translation>Плитки перетасовано й складено у вісім веж</translation>
        </message>
        <message>
            <source>The tiles must be shuffled first.</source>
            <translation>Спершу плитки треба перетасувати.</translation>
        </message>
        <message>
            <source>The towers are numbered 1 to 8.</source>
            <translation>Вежі мають номери від 1 до 8.</translation>
        </message>
        <message>
            <source>The tribute is drawn in an order of its %2, each taken once.</source>
            <translation>Порядок розбору данини — це всі її карти (%2), кожна рівно один раз.</translation>
        </message>
        <message>
            <source>The two players throw one die each.</source>
            <translation>Двоє гравців кидають по одному кубику.</translation>
        </message>
        <message numerus="yes">
            <source>The woodpile: %2 stacks of %Ln tile(s)</source>
            <translation>
                <numerusform>Поліниця: %2 стосів по %Ln плитці</numerusform>
                <numerusform>Поліниця: %2 стосів по %Ln плитки</numerusform>
                <numerusform>Поліниця: %2 стосів по %Ln плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no %2 in the hand.</source>
            <translation>На руці немає %2.</translation>
        </message>
        <message>
            <source>There is no longer %2 among the tribute cards.</source>
            <translation>Серед карт данини цього вже немає: %2.</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>Небо-дев'ять</translation>
        </message>
        <message>
            <source>Tiger's head</source>
            <translation>Голова тигра</translation>
        </message>
        <message>
            <source>Tiles are played only in the tricks.</source>
            <translation>Плитки грають лише у взятках.</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>Тріо</translation>
        </message>
        <message>
            <source>Turn a tile</source>
            <translation>Відкрити плитку</translation>
        </message>
        <message>
            <source>Two mother-and-son pairs are not one lead.</source>
            <translation>Дві пари «мати й син» — це не один захід.</translation>
        </message>
        <message>
            <source>Two pairs</source>
            <translation>Дві пари</translation>
        </message>
        <message>
            <source>Two players draw and compare tiles; the red pips of the captured tiles decide.</source>
            <translation>Двоє гравців тягнуть і порівнюють плитки; вирішують червоні вічка здобутих плиток.</translation>
        </message>
        <message>
            <source>Two players, two rounds of eight, then tiles are taken back from the oldest tricks.</source>
            <translation>Двоє гравців, два кола по вісім, потім плитки забирають назад із найстаріших взяток.</translation>
        </message>
        <message>
            <source>With no trick won yet, %1 must play the last single tile face down.</source>
            <translation>Без жодної взятки %1 мусить скинути останню одиночну плитку взакриту.</translation>
        </message>
        <message>
            <source>With no trick won yet, you must play the last single tile face down.</source>
            <translation>Без жодної взятки ви мусите скинути останню одиночну плитку взакриту.</translation>
        </message>
        <message>
            <source>With no trick won, %1 may only play the last trick face down</source>
            <translation>Без жодної взятки %1 може зіграти в останню взятку лише взакриту</translation>
        </message>
        <message>
            <source>With no trick won, you may only play the last trick face down</source>
            <translation>Без жодної взятки ви можете зіграти в останню взятку лише взакриту</translation>
        </message>
        <message>
            <source>You accept</source>
            <translation>Ви приймаєте</translation>
        </message>
        <message>
            <source>You are the banker</source>
            <translation>Ви — банкір</translation>
        </message>
        <message>
            <source>You are winning</source>
            <translation>Перемагаєте ви</translation>
        </message>
        <message>
            <source>You are winning with %2</source>
            <translation>Перемагаєте ви: %2</translation>
        </message>
        <message>
            <source>You asked not to be beaten: now make your play; you cannot pass.</source>
            <translation>Ви попросили не бити: тепер зробіть хід, пасувати не можна.</translation>
        </message>
        <message>
            <source>You beat with %2</source>
            <translation>Ви б'єте: %2</translation>
        </message>
        <message>
            <source>You can beat, so you must (compulsory beating).</source>
            <translation>Ви можете бити, тож мусите (обов'язкове биття).</translation>
        </message>
        <message>
            <source>You choose tower %2</source>
            <translation>Ви вибираєте вежу %2</translation>
        </message>
        <message>
            <source>You do not hold %2.</source>
            <translation>У вас немає %2.</translation>
        </message>
        <message>
            <source>You do not hold all of those cards.</source>
            <translation>У вас немає всіх цих карт.</translation>
        </message>
        <message>
            <source>You do not hold that tile.</source>
            <translation>У вас немає такої плитки.</translation>
        </message>
        <message>
            <source>You do not lift</source>
            <translation>Ви не піднімаєте</translation>
        </message>
        <message numerus="yes">
            <source>You finish first, with %Ln chip(s).</source>
            <translation>
                <numerusform>Ви на першому місці: %Ln фішка.</numerusform>
                <numerusform>Ви на першому місці: %Ln фішки.</numerusform>
                <numerusform>Ви на першому місці: %Ln фішок.</numerusform>
            </translation>
        </message>
        <message>
            <source>You have already asked the others not to beat this play.</source>
            <translation>Ви вже попросили інших не бити цей хід.</translation>
        </message>
        <message>
            <source>You have no play to ask the others not to beat.</source>
            <translation>У вас немає ходу, який можна було б просити не бити.</translation>
        </message>
        <message>
            <source>You have the lead: play something; you cannot pass.</source>
            <translation>Ви заходите: зіграйте щось, пасувати не можна.</translation>
        </message>
        <message>
            <source>You hold a high tile: no re-deal.</source>
            <translation>У вас є висока плитка: перездачі не буде.</translation>
        </message>
        <message>
            <source>You hold a passport: you may not lead face down.</source>
            <translation>У вас паспорт: заходити взакриту не можна.</translation>
        </message>
        <message>
            <source>You hold both marked cards and may not play alone: pass the card on.</source>
            <translation>У вас обидві позначені карти, а грати наодинці не можна: передайте карту далі.</translation>
        </message>
        <message>
            <source>You lead %2</source>
            <translation>Ви заходите: %2</translation>
        </message>
        <message>
            <source>You lead %2: %3</source>
            <translation>Ви заходите з %2: %3</translation>
        </message>
        <message>
            <source>You lead a tile face down</source>
            <translation>Ви заходите плиткою взакриту</translation>
        </message>
        <message>
            <source>You lead a tile face down, naming %2</source>
            <translation>Ви заходите плиткою взакриту (масть: %2)</translation>
        </message>
        <message>
            <source>You lift</source>
            <translation>Ви піднімаєте</translation>
        </message>
        <message>
            <source>You must be the emperor: %2.</source>
            <translation>Ви мусите стати імператором: %2.</translation>
        </message>
        <message>
            <source>You must give your highest cards other than jokers: %2.</source>
            <translation>Ви мусите віддати свої найвищі карти, крім джокерів: %2.</translation>
        </message>
        <message>
            <source>You need %2 to accept.</source>
            <translation>Щоб прийняти, потрібна плитка: %2.</translation>
        </message>
        <message>
            <source>You offer to exchange hands with %2</source>
            <translation>Ви пропонуєте обмінятися руками: %2</translation>
        </message>
        <message>
            <source>You offer to swap a mother for a son</source>
            <translation>Ви пропонуєте обміняти матір на сина</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>Ви: пас</translation>
        </message>
        <message numerus="yes">
            <source>You pay %2 %Ln chip(s)</source>
            <translation>
                <numerusform>Ви платите %2 %Ln фішку</numerusform>
                <numerusform>Ви платите %2 %Ln фішки</numerusform>
                <numerusform>Ви платите %2 %Ln фішок</numerusform>
            </translation>
        </message>
        <message>
            <source>You play</source>
            <translation>Ви граєте</translation>
        </message>
        <message numerus="yes">
            <source>You play %Ln tile(s) face down</source>
            <translation>
                <numerusform>Ви скидаєте взакриту %Ln плитку</numerusform>
                <numerusform>Ви скидаєте взакриту %Ln плитки</numerusform>
                <numerusform>Ви скидаєте взакриту %Ln плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>You rest this deal</source>
            <translation>Ви відпочиваєте цю роздачу</translation>
        </message>
        <message>
            <source>You say kan</source>
            <translation>Ви кажете «кан»</translation>
        </message>
        <message>
            <source>You show %2: mother looking for son</source>
            <translation>Ви показуєте %2: мати шукає сина</translation>
        </message>
        <message>
            <source>You show %2: son looking for mother</source>
            <translation>Ви показуєте %2: син шукає матір</translation>
        </message>
        <message>
            <source>You show a hand with no high tile: re-deal</source>
            <translation>Ви показуєте руку без високих плиток: перездача</translation>
        </message>
        <message>
            <source>You take both tiles</source>
            <translation>Ви забираєте обидві плитки</translation>
        </message>
        <message>
            <source>You take no part in this deal.</source>
            <translation>Ви не берете участі в цій роздачі.</translation>
        </message>
        <message>
            <source>You take stacks %2</source>
            <translation>Ви берете стоси %2</translation>
        </message>
        <message>
            <source>You throw %2: %3 is the banker</source>
            <translation>Ви викидаєте %2: банкір — %3</translation>
        </message>
        <message>
            <source>You throw %2: you are the banker</source>
            <translation>Ви викидаєте %2: банкір — ви</translation>
        </message>
        <message>
            <source>You turn %2</source>
            <translation>Ви відкриваєте %2</translation>
        </message>
        <message>
            <source>You turn a tile</source>
            <translation>Ви відкриваєте плитку</translation>
        </message>
        <message numerus="yes">
            <source>You win %Ln trick(s)</source>
            <translation>
                <numerusform>Ви берете %Ln взятку</numerusform>
                <numerusform>Ви берете %Ln взятки</numerusform>
                <numerusform>Ви берете %Ln взяток</numerusform>
            </translation>
        </message>
        <message>
            <source>You win all sixteen tricks!
and every chip on the table</source>
            <translation>Ви берете всі шістнадцять взяток!
і всі фішки на столі</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>Ви виграєте роздачу</translation>
        </message>
        <message>
            <source>You win the last trick</source>
            <translation>Ви берете останню взятку</translation>
        </message>
        <message>
            <source>You win the last trick and the deal</source>
            <translation>Ви берете останню взятку й виграєте роздачу</translation>
        </message>
        <message>
            <source>You win the trick</source>
            <translation>Ви берете взятку</translation>
        </message>
        <message>
            <source>You win with %2</source>
            <translation>Ви берете взятку: %2</translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln red pip(s)</source>
            <translation>
                <numerusform>Ви: %Ln червоне вічко</numerusform>
                <numerusform>Ви: %Ln червоні вічка</numerusform>
                <numerusform>Ви: %Ln червоних вічок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln tile(s) won</source>
            <translation>
                <numerusform>Ви: виграно %Ln плитку</numerusform>
                <numerusform>Ви: виграно %Ln плитки</numerusform>
                <numerusform>Ви: виграно %Ln плиток</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln trick(s)</source>
            <translation>
                <numerusform>Ви: %Ln взятка</numerusform>
                <numerusform>Ви: %Ln взятки</numerusform>
                <numerusform>Ви: %Ln взяток</numerusform>
            </translation>
        </message>
        <message>
            <source>You: no trick</source>
            <translation>Ви: жодної взятки</translation>
        </message>
        <message numerus="yes">
            <source>Your hand, %Ln tile(s)</source>
            <translation>
                <numerusform>Ваша рука, %Ln плитка</numerusform>
                <numerusform>Ваша рука, %Ln плитки</numerusform>
                <numerusform>Ваша рука, %Ln плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>Ваш хід</translation>
        </message>
        <message>
            <source>Your turn: turn the next tile of the woodpile.</source>
            <translation>Ваш хід: відкрийте наступну плитку з поліниці.</translation>
        </message>
        <message>
            <source>a civil pair</source>
            <translation>цивільна пара</translation>
        </message>
        <message>
            <source>a face-down lead</source>
            <translation>захід взакриту</translation>
        </message>
        <message>
            <source>a military pair</source>
            <translation>військова пара</translation>
        </message>
        <message>
            <source>a mixed pair</source>
            <translation>змішана пара</translation>
        </message>
        <message>
            <source>a mother (4-2)</source>
            <translation>мати (4-2)</translation>
        </message>
        <message>
            <source>a pair with a kicker</source>
            <translation>пара з довіском</translation>
        </message>
        <message>
            <source>a quartet</source>
            <translation>квартет</translation>
        </message>
        <message>
            <source>a single tile</source>
            <translation>одна плитка</translation>
        </message>
        <message>
            <source>a sky tile</source>
            <translation>небесна плитка</translation>
        </message>
        <message>
            <source>a son (2-1)</source>
            <translation>син (2-1)</translation>
        </message>
        <message>
            <source>a straight</source>
            <translation>стріт</translation>
        </message>
        <message>
            <source>a triplet</source>
            <translation>тріо</translation>
        </message>
        <message>
            <source>accept</source>
            <translation>прийняти</translation>
        </message>
        <message>
            <source>accepts: one die each</source>
            <translation>приймає: по кубику</translation>
        </message>
        <message>
            <source>an earth tile</source>
            <translation>земна плитка</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>банкір</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>птах</translation>
        </message>
        <message>
            <source>birds</source>
            <translation>птахи</translation>
        </message>
        <message>
            <source>can be played</source>
            <translation>можна зіграти</translation>
        </message>
        <message>
            <source>cannot be played</source>
            <translation>не можна зіграти</translation>
        </message>
        <message>
            <source>chooses the first tower</source>
            <translation>вибирає першу вежу</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>цивільна</translation>
        </message>
        <message>
            <source>complete horse (%2)</source>
            <translation>повний кінь (%2)</translation>
        </message>
        <message>
            <source>demand a re-deal</source>
            <translation>вимога перездачі</translation>
        </message>
        <message>
            <source>double mare (%2)</source>
            <translation>подвійна кобила (%2)</translation>
        </message>
        <message>
            <source>double stallion (%2)</source>
            <translation>подвійний жеребець (%2)</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>земна</translation>
        </message>
        <message>
            <source>earth chief</source>
            <translation>земний очільник</translation>
        </message>
        <message>
            <source>earth chiefs</source>
            <translation>земні очільники</translation>
        </message>
        <message>
            <source>earth minister</source>
            <translation>земний міністр</translation>
        </message>
        <message>
            <source>earth ministers</source>
            <translation>земні міністри</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>легкий</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>вісімка</translation>
        </message>
        <message>
            <source>equal earth tiles</source>
            <translation>рівні земні плитки</translation>
        </message>
        <message>
            <source>example</source>
            <translation>приклад</translation>
        </message>
        <message>
            <source>five</source>
            <translation>п'ятірка</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>п'ятірки</translation>
        </message>
        <message>
            <source>four at the table, one resting in turn</source>
            <translation>четверо за столом, один по черзі відпочиває</translation>
        </message>
        <message>
            <source>four players with six tiles each</source>
            <translation>четверо гравців по шість плиток</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>сильний</translation>
        </message>
        <message>
            <source>identical sky tiles</source>
            <translation>ідентичні небесні плитки</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>лама</translation>
        </message>
        <message>
            <source>lamas</source>
            <translation>лами</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>захід</translation>
        </message>
        <message>
            <source>mare (%2)</source>
            <translation>кобила (%2)</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>середній</translation>
        </message>
        <message>
            <source>military</source>
            <translation>військова</translation>
        </message>
        <message>
            <source>mixed chiefs</source>
            <translation>змішані очільники</translation>
        </message>
        <message numerus="yes">
            <source>mixed chiefs, %Ln tile(s)</source>
            <translation>
                <numerusform>змішані очільники, %Ln плитка</numerusform>
                <numerusform>змішані очільники, %Ln плитки</numerusform>
                <numerusform>змішані очільники, %Ln плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>mixed ministers</source>
            <translation>змішані міністри</translation>
        </message>
        <message numerus="yes">
            <source>mixed ministers, %Ln tile(s)</source>
            <translation>
                <numerusform>змішані міністри, %Ln плитка</numerusform>
                <numerusform>змішані міністри, %Ln плитки</numerusform>
                <numerusform>змішані міністри, %Ln плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>mother</source>
            <translation>мати</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>мати й син</translation>
        </message>
        <message>
            <source>mother and son (a point)</source>
            <translation>мати й син (очко)</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>мати шукає сина</translation>
        </message>
        <message>
            <source>mothers</source>
            <translation>матері</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>дев'ятка</translation>
        </message>
        <message>
            <source>no suit</source>
            <translation>жодна</translation>
        </message>
        <message>
            <source>no tiles selected</source>
            <translation>плиток не вибрано</translation>
        </message>
        <message numerus="yes">
            <source>not a combination, %Ln tile(s)</source>
            <translation>
                <numerusform>не комбінація, %Ln плитка</numerusform>
                <numerusform>не комбінація, %Ln плитки</numerusform>
                <numerusform>не комбінація, %Ln плиток</numerusform>
            </translation>
        </message>
        <message>
            <source>not a lead (%2)</source>
            <translation>не захід (%2)</translation>
        </message>
        <message>
            <source>offers to exchange hands
with %2</source>
            <translation>пропонує обмін руками:
%2</translation>
        </message>
        <message>
            <source>offers to swap
a mother for a son</source>
            <translation>пропонує обміняти
матір на сина</translation>
        </message>
        <message>
            <source>offers to swap
a son for a mother</source>
            <translation>пропонує обміняти
сина на матір</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>оракул</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>пас</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>паспорт</translation>
        </message>
        <message>
            <source>people</source>
            <translation>люди</translation>
        </message>
        <message>
            <source>people tile</source>
            <translation>плитка «люди»</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>плитка-очко</translation>
        </message>
        <message>
            <source>point: %2 (%3)</source>
            <translation>очко: %2 (%3)</translation>
        </message>
        <message>
            <source>point: mother and son (%2)</source>
            <translation>очко: мати й син (%2)</translation>
        </message>
        <message>
            <source>points</source>
            <translation>очки</translation>
        </message>
        <message numerus="yes">
            <source>points, %Ln tile(s) (worth %2)</source>
            <translation>
                <numerusform>очки, %Ln плитка (вартість %2)</numerusform>
                <numerusform>очки, %Ln плитки (вартість %2)</numerusform>
                <numerusform>очки, %Ln плиток (вартість %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>random</source>
            <translation>випадковий</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>відпочиває</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>вибрано</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>сімка</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>сімки</translation>
        </message>
        <message>
            <source>show %2</source>
            <translation>показати %2</translation>
        </message>
        <message>
            <source>shows a weak hand:
demands a re-deal</source>
            <translation>показує слабку руку:
вимагає перездачі</translation>
        </message>
        <message>
            <source>shows four sky chiefs</source>
            <translation>показує чотирьох небесних очільників</translation>
        </message>
        <message>
            <source>shows the hand:
passport rule %2</source>
            <translation>показує руку:
правило паспорта %2</translation>
        </message>
        <message>
            <source>sister</source>
            <translation>сестра</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>сестри</translation>
        </message>
        <message>
            <source>six</source>
            <translation>шістка</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>небесна</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>небесний очільник</translation>
        </message>
        <message>
            <source>sky chiefs</source>
            <translation>небесні очільники</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>небесний міністр</translation>
        </message>
        <message>
            <source>sky ministers</source>
            <translation>небесні міністри</translation>
        </message>
        <message>
            <source>son</source>
            <translation>син</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>син шукає матір</translation>
        </message>
        <message>
            <source>sons</source>
            <translation>сини</translation>
        </message>
        <message>
            <source>stallion (%2)</source>
            <translation>жеребець (%2)</translation>
        </message>
        <message>
            <source>straights, the loser pays one chip</source>
            <translation>стріти, хто програв, платить фішку</translation>
        </message>
        <message>
            <source>takes mother and son</source>
            <translation>забирає матір і сина</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>повний кінь</translation>
        </message>
        <message>
            <source>the double mare</source>
            <translation>подвійна кобила</translation>
        </message>
        <message>
            <source>the double stallion</source>
            <translation>подвійний жеребець</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>кобила</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>жеребець</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>найвища пара</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>думає</translation>
        </message>
        <message>
            <source>three</source>
            <translation>трійка</translation>
        </message>
        <message>
            <source>three players</source>
            <translation>троє гравців</translation>
        </message>
        <message>
            <source>throws the dice:
a tile is given back</source>
            <translation>кидає кубики:
плитку віддають назад</translation>
        </message>
        <message>
            <source>tile face down</source>
            <translation>плитка взакриту</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>ходить</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>налаштований</translation>
        </message>
        <message>
            <source>two pairs</source>
            <translation>дві пари</translation>
        </message>
        <message>
            <source>winning</source>
            <translation>перемагає</translation>
        </message>
        <message>
            <source>wins</source>
            <translation>бере</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ви</translation>
        </message>
        <message>
            <source>your turn</source>
            <translation>ваш хід</translation>
        </message>
        <message>
            <source>×%2, full house: all 24 tiles</source>
            <translation>×%2, повний збір: усі 24 плитки</translation>
        </message>
        <message>
            <source>×%2, nobody else took a trick</source>
            <translation>×%2, ніхто інший не взяв взятки</translation>
        </message>
        <message>
            <source>×%2, pierced: 18 tiles</source>
            <translation>×%2, прорив: 18 плиток</translation>
        </message>
        <message>
            <source>×%2, the banker</source>
            <translation>×%2, банкір</translation>
        </message>
        <message>
            <source>×%2, the banker's winning streak</source>
            <translation>×%2, серія перемог банкіра</translation>
        </message>
    </context>
    <context>
        <name>dialog</name>
        <message>
            <source>Game:</source>
            <translation>Гра:</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>Bagchen — example deals</source>
            <translation>Баґчен — приклади роздач</translation>
        </message>
    </context>
</TS>
