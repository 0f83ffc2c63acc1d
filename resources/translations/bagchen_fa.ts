<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa" sourcelanguage="en">
    <context>
        <name>ActionBar</name>
        <message>
            <source>Accept</source>
            <translation>پذیرفتن</translation>
        </message>
        <message>
            <source>Actions</source>
            <translation>کنش‌ها</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>شکست بده</translation>
        </message>
        <message>
            <source>Charity: one tile face down, naming a suit that may beat it</source>
            <translation>خیریه: یک مهره رو به پایین، با نام خالی که می‌تواند آن را شکست دهد</translation>
        </message>
        <message>
            <source>Demand a re-deal</source>
            <translation>درخواست دیل مجدد</translation>
        </message>
        <message>
            <source>Exchange hands with %1</source>
            <translation>مبادله دست با %1</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>آغاز</translation>
        </message>
        <message>
            <source>Lead face down…</source>
            <translation>آغاز رو به پایین…</translation>
        </message>
        <message>
            <source>Offer to swap a mother for a son</source>
            <translation>پیشنهاد تعویض مادر با پسر</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>پاس</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>رو به پایین بازی کن</translation>
        </message>
        <message>
            <source>Show mother: looking for son</source>
            <translation>نشان دادن مادر: در جستجوی پسر</translation>
        </message>
        <message>
            <source>Show son: looking for mother</source>
            <translation>نشان دادن پسر: در جستجوی مادر</translation>
        </message>
        <message>
            <source>Tower %1</source>
            <translation>برج %1</translation>
        </message>
        <message>
            <source>naming earth</source>
            <translation>با نام زمین</translation>
        </message>
        <message>
            <source>naming no suit</source>
            <translation>بدون نام خال</translation>
        </message>
        <message>
            <source>naming sky</source>
            <translation>با نام آسمان</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>A deal begun on %1 with %2 was not finished.</source>
            <translation>دیلی که در %1 با %2 آغاز شد، تمام نشده است.</translation>
        </message>
        <message>
            <source>An unfinished deal</source>
            <translation>یک دیل ناتمام</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>باگچن</translation>
        </message>
        <message>
            <source>Go on with it, or keep it in the records as unfinished?</source>
            <translation>آن را ادامه می‌دهید یا به‌صورت ناتمام در سوابق نگه می‌دارید؟</translation>
        </message>
        <message>
            <source>Go on with the deal</source>
            <translation>ادامه دیل</translation>
        </message>
        <message>
            <source>Keep it unfinished</source>
            <translation>ناتمام بماند</translation>
        </message>
        <message>
            <source>Learn to play: %1</source>
            <translation>یادگیری بازی: %1</translation>
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
            <translation>آس</translation>
        </message>
        <message>
            <source>black joker</source>
            <translation>ژوکر سیاه</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>گشنیز</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>خشت</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>دل</translation>
        </message>
        <message>
            <source>jack</source>
            <translation>سرباز</translation>
        </message>
        <message>
            <source>king</source>
            <translation>شاه</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>بی‌بی</translation>
        </message>
        <message>
            <source>red joker</source>
            <translation>ژوکر سرخ</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>پیک</translation>
        </message>
        <message>
            <source>the emperor's card</source>
            <translation>کارت امپراتور</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>کارت محافظ</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangHand</name>
        <message>
            <source>%1 with %2</source>
            <translation>%1 با %2</translation>
        </message>
        <message numerus="yes">
            <source>%Ln 10(s)</source>
            <translation>
                <numerusform>%Ln کارت ۱۰</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 2(s)</source>
            <translation>
                <numerusform>%Ln کارت ۲</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 6(s)</source>
            <translation>
                <numerusform>%Ln کارت ۶</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 7(s)</source>
            <translation>
                <numerusform>%Ln کارت ۷</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 8(s)</source>
            <translation>
                <numerusform>%Ln کارت ۸</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln 9(s)</source>
            <translation>
                <numerusform>%Ln کارت ۹</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln ace(s)</source>
            <translation>
                <numerusform>%Ln آس</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln black joker(s)</source>
            <translation>
                <numerusform>%Ln ژوکر سیاه</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln card(s)</source>
            <translation>
                <numerusform>%Ln کارت</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln jack(s)</source>
            <translation>
                <numerusform>%Ln سرباز</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln king(s)</source>
            <translation>
                <numerusform>%Ln شاه</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln queen(s)</source>
            <translation>
                <numerusform>%Ln بی‌بی</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red joker(s)</source>
            <translation>
                <numerusform>%Ln ژوکر سرخ</numerusform>
            </translation>
        </message>
        <message>
            <source>a pair of 10s</source>
            <translation>یک جفت ۱۰</translation>
        </message>
        <message>
            <source>a pair of 2s</source>
            <translation>یک جفت ۲</translation>
        </message>
        <message>
            <source>a pair of 6s</source>
            <translation>یک جفت ۶</translation>
        </message>
        <message>
            <source>a pair of 7s</source>
            <translation>یک جفت ۷</translation>
        </message>
        <message>
            <source>a pair of 8s</source>
            <translation>یک جفت ۸</translation>
        </message>
        <message>
            <source>a pair of 9s</source>
            <translation>یک جفت ۹</translation>
        </message>
        <message>
            <source>a pair of aces</source>
            <translation>یک جفت آس</translation>
        </message>
        <message>
            <source>a pair of jacks</source>
            <translation>یک جفت سرباز</translation>
        </message>
        <message>
            <source>a pair of kings</source>
            <translation>یک جفت شاه</translation>
        </message>
        <message>
            <source>a pair of queens</source>
            <translation>یک جفت بی‌بی</translation>
        </message>
        <message>
            <source>nothing selected</source>
            <translation>چیزی انتخاب نشده</translation>
        </message>
        <message>
            <source>the protector's card</source>
            <translation>کارت محافظ</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangRules</name>
        <message>
            <source>7 7 7 is beaten by 10 10 10, which A A A beats, which 2 2 2 beats; only three jokers beat 2 2 2.</source>
            <translation>۷ ۷ ۷ را ۱۰ ۱۰ ۱۰ شکست می‌دهد، آن را A A A، و آن را ۲ ۲ ۲؛ ۲ ۲ ۲ را فقط سه ژوکر شکست می‌دهند.</translation>
        </message>
        <message>
            <source>7 7 with two black jokers falls to a king with a black and two red jokers, but not to a queen with two black jokers and a red one: one black joker would meet a black joker.</source>
            <translation>۷ ۷ با دو ژوکر سیاه از یک شاه با یک ژوکر سیاه و دو ژوکر سرخ شکست می‌خورد، اما نه از یک بی‌بی با دو ژوکر سیاه و یک ژوکر سرخ: آنجا یکی از ژوکرهای سیاه در برابر یک ژوکر سیاه قرار می‌گرفت.</translation>
        </message>
        <message>
            <source>8 8 8 with a black joker does not beat 8 8 8 8: its three 8s meet 8s, which are not higher.</source>
            <translation>۸ ۸ ۸ با یک ژوکر سیاه، ۸ ۸ ۸ ۸ را شکست نمی‌دهد: سه کارت ۸ آن در برابر کارت‌های ۸ قرار می‌گیرند، که بالاتر نیستند.</translation>
        </message>
        <message>
            <source>A joker added to a play is said to hang on it: one card hanging, a pair hanging, and so on.</source>
            <translation>به ژوکری که به یک بازی افزوده شود می‌گویند به آن «آویزان» است: یک کارت آویزان، یک جفت آویزان، و همین‌طور.</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of the same rank, with as many jokers of either colour as you like added to them; or jokers alone. For example: a single 8; 8 8; Q Q Q Q; 7 7 with a black joker; a 6 with a red joker; K K K with a black and a red joker; two black jokers and a red one.</source>
            <translation>هر بازی یک کارت است، یا چند کارت هم‌رتبه، همراه با هر تعداد ژوکر از هر رنگ که بخواهید؛ یا فقط ژوکر. برای نمونه: یک ۸ تنها؛ ۸ ۸؛ Q Q Q Q؛ ۷ ۷ با یک ژوکر سیاه؛ یک ۶ با یک ژوکر سرخ؛ K K K با یک ژوکر سیاه و یک ژوکر سرخ؛ دو ژوکر سیاه و یک ژوکر سرخ.</translation>
        </message>
        <message>
            <source>A play with a red joker in it can never be beaten: nothing is higher than a red joker.</source>
            <translation>بازی‌ای که ژوکر سرخ در آن باشد هرگز شکست نمی‌خورد: هیچ چیز از ژوکر سرخ بالاتر نیست.</translation>
        </message>
        <message>
            <source>Alone</source>
            <translation>تنها</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>همچنین</translation>
        </message>
        <message>
            <source>Announcements</source>
            <translation>اعلام</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>بائو هوانگ</translation>
        </message>
        <message>
            <source>Beating</source>
            <translation>شکست دادن</translation>
        </message>
        <message>
            <source>Beating, card for card</source>
            <translation>شکست دادن، کارت به کارت</translation>
        </message>
        <message>
            <source>Before a play you may ask the others not to beat it (zhàn pái). Nobody has to listen; it is a hint, or a bluff, about which side you are on.</source>
            <translation>پیش از یک بازی می‌توانید از دیگران بخواهید آن را شکست ندهند (zhàn pái). کسی مجبور نیست به این درخواست گوش کند؛ این اشاره‌ای است، یا بلوفی، دربارهٔ اینکه شما در کدام طرف هستید.</translation>
        </message>
        <message>
            <source>Declining</source>
            <translation>رد کردن</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>جهت</translation>
        </message>
        <message>
            <source>Do not beat</source>
            <translation>«شکست ندهید»</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, the emperor's score counting double so that the deal comes out even: the emperor ±2, the protector ±1, each of the people ∓1. Alone, the emperor wins or loses 4, one from each of the four. A tie scores nothing.</source>
            <translation>هر برنده ۱ امتیاز می‌گیرد و هر بازنده ۱ امتیاز از دست می‌دهد، و امتیاز امپراتور دو برابر حساب می‌شود تا حساب دیل سر به سر شود: امپراتور ±۲، محافظ ±۱، و هر یک از رعیت‌ها ∓۱. امپراتورِ تنها ۴ امتیاز می‌برد یا می‌بازد، از هر یک از آن چهار نفر یکی. تساوی امتیازی ندارد.</translation>
        </message>
        <message>
            <source>Four packs of cards without their 3s, 4s and 5s, and four red and four black jokers: 168 cards. Suits never matter; only the rank does. From high to low:</source>
            <translation>چهار دست کارت بدون کارت‌های ۳، ۴ و ۵، به‌اضافهٔ چهار ژوکر سرخ و چهار ژوکر سیاه: ۱۶۸ کارت. خال هرگز اهمیتی ندارد؛ فقط رتبه مهم است. از بالا به پایین:</translation>
        </message>
        <message>
            <source>From the second deal on, once the cards are taken, the side that lost the deal before pays the winners. Each loser gives his highest card that is not a joker (a 2 if he has one); a losing emperor gives his two highest, or four if he played alone. Each winner takes one card, a winning emperor two, or four if he was alone. After a tie nobody gives anything.</source>
            <translation>از دیل دوم به بعد، پس از آنکه کارت‌ها برداشته شد، طرفی که دیل قبلی را باخته به برندگان خراج می‌دهد. هر بازنده بالاترین کارتش را که ژوکر نباشد می‌دهد (اگر ۲ داشته باشد، یک ۲)؛ امپراتورِ بازنده دو کارت بالاترش را می‌دهد، یا اگر تنها بازی کرده بود، چهار کارت. هر برنده یک کارت می‌گیرد، امپراتورِ برنده دو کارت، یا اگر تنها بود، چهار کارت. پس از تساوی کسی چیزی نمی‌دهد.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>Get rid of your cards, and help your partners get rid of theirs. Cards are played one or several at a time, and each play must beat the one before it, until nobody will: then whoever played last starts again with anything he likes.</source>
            <translation>از کارت‌هایتان خلاص شوید و به یارانتان کمک کنید از کارت‌هایشان خلاص شوند. کارت‌ها یکی یا چندتا با هم بازی می‌شوند، و هر بازی باید بازی پیش از خود را شکست دهد، تا وقتی که دیگر کسی شکست ندهد: آنگاه کسی که آخر بازی کرده، دوباره با هر چه بخواهد آغاز می‌کند.</translation>
        </message>
        <message>
            <source>Joker order</source>
            <translation>ترتیب ژوکرها</translation>
        </message>
        <message>
            <source>Nobody deals. The cards are shuffled and cut, and the players take them from the pile one at a time in turn until none is left: three players hold 34 cards and two hold 33. In the next deal the first taker moves on by one seat.</source>
            <translation>کسی کارت پخش نمی‌کند. کارت‌ها بُر زده و بریده می‌شوند، و بازیکنان به نوبت یکی‌یکی از توده برمی‌دارند تا کارتی باقی نماند: سه بازیکن ۳۴ کارت و دو بازیکن ۳۳ کارت خواهند داشت. در دیل بعدی، کسی که اول برمی‌دارد یک صندلی جلوتر است.</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>گزینه‌ها</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>گزینه‌های خودتان</translation>
        </message>
        <message>
            <source>Players who run out of cards drop out: first, second, and so on. The deal ends as soon as every member of one side is out (with the emperor alone: as soon as anybody is). Look at the first player out and at the players still holding cards: if they are on different sides, the first player's side wins; if on the same side, it is a tie. The emperor alone wins only by going out first.</source>
            <translation>بازیکنانی که کارتشان تمام شود، از بازی بیرون می‌روند: اول، دوم، و همین‌طور. دیل به محض آنکه همهٔ اعضای یک طرف بیرون رفته باشند تمام می‌شود (وقتی امپراتور تنهاست: به محض آنکه هر کسی بیرون برود). به نخستین کسی که بیرون رفته و به بازیکنانی که هنوز کارت دارند نگاه کنید: اگر در دو طرف متفاوت باشند، طرفِ نفر اول می‌برد؛ اگر در یک طرف باشند، نتیجه مساوی است. امپراتورِ تنها فقط وقتی می‌برد که اول بیرون برود.</translation>
        </message>
        <message>
            <source>Playing and passing</source>
            <translation>بازی کردن و پاس دادن</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>امتیازها</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>نتیجه</translation>
        </message>
        <message>
            <source>Rizhao</source>
            <translation>ریژائو</translation>
        </message>
        <message>
            <source>Rizhao, sixes last</source>
            <translation>ریژائو، شش‌ها در آخر</translation>
        </message>
        <message>
            <source>Rizhao, with announcements</source>
            <translation>ریژائو، با اعلام</translation>
        </message>
        <message>
            <source>Shanghai</source>
            <translation>شانگهای</translation>
        </message>
        <message>
            <source>Shanghai, twos as trumps</source>
            <translation>شانگهای، دوها به‌عنوان حکم</translation>
        </message>
        <message>
            <source>Sixes last</source>
            <translation>شش‌ها در آخر</translation>
        </message>
        <message>
            <source>The Rizhao game in which the protector, or an emperor alone, may announce himself.</source>
            <translation>بازی ریژائو که در آن محافظ، یا امپراتوری که تنها بازی می‌کند، می‌تواند خود را اعلام کند.</translation>
        </message>
        <message>
            <source>The Rizhao game scored by points for the places, played until one player is left.</source>
            <translation>بازی ریژائو با امتیاز بر پایهٔ رتبه‌ها، که تا ماندن تنها یک بازیکن ادامه می‌یابد.</translation>
        </message>
        <message>
            <source>The Rizhao game with sixes played last.</source>
            <translation>بازی ریژائو که در آن شش‌ها در آخر بازی می‌شوند.</translation>
        </message>
        <message>
            <source>The Shanghai game with twos as trumps.</source>
            <translation>بازی شانگهای با دوها به‌عنوان حکم.</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>هدف</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>کارت‌ها</translation>
        </message>
        <message>
            <source>The cards are put down face down and the winners take them at random, in the order of their places in the deal before; with the tribute face up, each winner chooses in turn.</source>
            <translation>کارت‌ها رو به پایین گذاشته می‌شوند و برندگان، به ترتیب رتبه‌هایشان در دیل قبلی، آن‌ها را به‌تصادف برمی‌دارند؛ اگر خراج رو به بالا باشد، هر برنده به نوبت انتخاب می‌کند.</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>دیل</translation>
        </message>
        <message>
            <source>The emperor leads first. Whoever has the lead must play something. Then each player in turn either beats the last play or passes; a player who passed may still play when his turn comes again. When everybody else still holding cards has passed in a row, the last player to play leads again, anything he likes. If he has gone out, the lead passes to the next player still holding cards.</source>
            <translation>امپراتور نخست آغاز می‌کند. کسی که نوبت آغاز با اوست باید چیزی بازی کند. سپس هر بازیکن به نوبت یا آخرین بازی را شکست می‌دهد یا پاس می‌دهد؛ بازیکنی که پاس داده، وقتی نوبتش دوباره برسد باز هم می‌تواند بازی کند. وقتی همهٔ بازیکنان دیگری که هنوز کارت دارند پشت سر هم پاس دادند، آخرین کسی که بازی کرده دوباره آغاز می‌کند، با هر چه بخواهد. اگر او بیرون رفته باشد، نوبت آغاز به بازیکن بعدی که هنوز کارت دارد می‌رسد.</translation>
        </message>
        <message>
            <source>The emperor, his protector and the people</source>
            <translation>امپراتور، محافظش و رعیت‌ها</translation>
        </message>
        <message>
            <source>The end and the score</source>
            <translation>پایان دیل و امتیازها</translation>
        </message>
        <message>
            <source>The game as played in Rizhao, Shandong: every option as usual.</source>
            <translation>بازی به همان شکلی که در ریژائو در شاندونگ بازی می‌شود: همهٔ گزینه‌ها به روال معمول.</translation>
        </message>
        <message>
            <source>The holder of the protector's card is the emperor's secret partner. Nobody else knows who it is until that card is played, so the three others, the people, must guess from the play. If the emperor holds both marked cards he plays alone against four, and the others learn it only when the protector's card appears.</source>
            <translation>دارندهٔ کارت محافظ، یار پنهان امپراتور است. تا این کارت بازی نشود هیچ کس دیگری نمی‌داند او کیست، پس سه نفر دیگر، یعنی رعیت‌ها، باید از روی بازی حدس بزنند. اگر امپراتور هر دو کارت نشان‌دار را داشته باشد، تنها در برابر چهار نفر بازی می‌کند، و دیگران فقط وقتی کارت محافظ پیدا شود از آن باخبر می‌شوند.</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>خراج</translation>
        </message>
        <message>
            <source>The usual rule sets</source>
            <translation>مجموعه‌های رایج قوانین</translation>
        </message>
        <message>
            <source>The variations reported from Shanghai together: points, the tribute face up, announcements and the joker order.</source>
            <translation>گونه‌هایی که از شانگهای گزارش شده‌اند، همه با هم: امتیاز بر پایهٔ رتبه، خراج رو به بالا، اعلام و ترتیب ژوکرها.</translation>
        </message>
        <message>
            <source>There are sixteen cards of each rank from 6 to 2, and four jokers of each colour. One red joker is marked with a crown: the &lt;b&gt;emperor's card&lt;/b&gt;. One black joker is marked with a shield: the &lt;b&gt;protector's card&lt;/b&gt; (the eunuch's, in the Chinese name). In play they are jokers of their colour like the others.</source>
            <translation>از هر رتبه، از ۶ تا ۲، شانزده کارت هست، و از هر رنگ چهار ژوکر. یکی از ژوکرهای سرخ با یک تاج نشان‌دار شده است: &lt;b&gt;کارت امپراتور&lt;/b&gt;. یکی از ژوکرهای سیاه با یک سپر نشان‌دار شده است: &lt;b&gt;کارت محافظ&lt;/b&gt; (در نام چینی‌اش، کارت خواجه). در بازی، این دو هم مانند بقیه، ژوکرهایی به رنگ خود هستند.</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>قوانین این میز</translation>
        </message>
        <message>
            <source>To beat a play you must play as many cards, and each of your cards must beat one of its cards: sort both plays from high to low and compare them place by place; every card of yours must be strictly higher than the card in the same place.</source>
            <translation>برای شکست دادن یک بازی باید همان تعداد کارت بازی کنید، و هر کارت شما باید یکی از کارت‌های آن را شکست دهد: هر دو بازی را از بالا به پایین مرتب کنید و جایگاه به جایگاه مقایسه کنید؛ هر کارت شما باید به‌راستی بالاتر از کارتی باشد که در همان جایگاه است.</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>خراج</translation>
        </message>
        <message>
            <source>Twos as trumps</source>
            <translation>دوها به‌عنوان حکم</translation>
        </message>
        <message>
            <source>What may be played</source>
            <translation>چه می‌توان بازی کرد</translation>
        </message>
        <message>
            <source>Whoever holds the emperor's card is offered the throne. He may accept and be the emperor, whom everybody knows from then on, or decline and pass that one card to the next player, who gets nothing else and now decides in turn. If the card goes all the way round, its first holder must accept.</source>
            <translation>تاج و تخت به دارندهٔ کارت امپراتور پیشنهاد می‌شود. او می‌تواند بپذیرد و امپراتور شود، که از آن پس همه او را می‌شناسند، یا نپذیرد و تنها همان یک کارت را به بازیکن بعدی بدهد، که جز آن چیزی دریافت نمی‌کند و اکنون به نوبت خود تصمیم می‌گیرد. اگر کارت یک دور کامل بچرخد، نخستین دارنده‌اش باید بپذیرد.</translation>
        </message>
        <message>
            <source>With the joker order (an option) a card may equal the card it meets, as long as every joker of the play beaten meets a higher card and at least one card is higher: then 9 9 9 with a black joker beats 9 9 9 9.</source>
            <translation>با ترتیب ژوکرها (یک گزینه)، یک کارت می‌تواند با کارتی که در برابرش قرار می‌گیرد برابر باشد، به شرط آنکه هر ژوکرِ بازیِ شکست‌خورده در برابر کارتی بالاتر قرار گیرد و دست‌کم یک کارت بالاتر باشد: در این صورت ۹ ۹ ۹ با یک ژوکر سیاه، ۹ ۹ ۹ ۹ را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>With the points scoring (an option) the deal goes on until one player is left, and the places score +4, +2, 0, −2 and −4. Each side adds up its members' points and every member scores the side's total; the emperor's score is doubled (twice when alone) so that the deal comes out even.</source>
            <translation>با امتیاز بر پایهٔ رتبه (یک گزینه)، دیل تا وقتی که تنها یک بازیکن بماند ادامه می‌یابد، و رتبه‌ها به ترتیب +۴، +۲، ۰، −۲ و −۴ امتیاز می‌گیرند. هر طرف امتیازهای اعضایش را جمع می‌زند و هر عضو مجموع طرف خود را می‌گیرد؛ امتیاز امپراتور دو برابر می‌شود (و وقتی تنهاست، دو بار دو برابر) تا حساب دیل سر به سر شود.</translation>
        </message>
        <message>
            <source>Your hand is shown in columns, as players in China hold it: one column per rank, equal cards stacked, the jokers apart on the left. Click a column to take one card more of it, Ctrl+click to take the whole column, Alt+click to pick one joker; the arrow keys move and take too, J takes a joker and Enter plays.</source>
            <translation>دست شما در ستون‌ها نشان داده می‌شود، همان‌گونه که بازیکنان در چین کارت‌ها را در دست می‌گیرند: برای هر رتبه یک ستون، کارت‌های برابر روی هم، و ژوکرها جدا در سمت چپ. با کلیک روی یک ستون یک کارت دیگر از آن برمی‌دارید، با Ctrl+کلیک کل ستون را، و با Alt+کلیک یک ژوکر را؛ کلیدهای جهت‌نما هم جابه‌جا می‌کنند و برمی‌دارند، کلید J یک ژوکر برمی‌دارد و Enter بازی می‌کند.</translation>
        </message>
        <message>
            <source>a 6 may be played only by a player holding nothing but sixes</source>
            <translation>کارت ۶ را فقط بازیکنی می‌تواند بازی کند که جز شش‌ها چیزی در دست نداشته باشد</translation>
        </message>
        <message>
            <source>announcements</source>
            <translation>اعلام</translation>
        </message>
        <message>
            <source>asking the others not to beat</source>
            <translation>درخواست از دیگران برای شکست ندادن</translation>
        </message>
        <message>
            <source>before the first lead the protector may announce himself (scores doubled), or an emperor holding both marked cards may say he is alone (scores tripled)</source>
            <translation>پیش از نخستین آغاز، محافظ می‌تواند خود را اعلام کند (امتیازها دو برابر)، یا امپراتوری که هر دو کارت نشان‌دار را دارد می‌تواند بگوید تنهاست (امتیازها سه برابر)</translation>
        </message>
        <message>
            <source>cards may equal the cards they meet, jokers must be beaten (see above)</source>
            <translation>کارت‌ها می‌توانند با کارت‌های مقابلشان برابر باشند، اما ژوکرها باید شکست بخورند (بالا را ببینید)</translation>
        </message>
        <message>
            <source>every card higher</source>
            <translation>همهٔ کارت‌ها بالاتر</translation>
        </message>
        <message>
            <source>face down and taken at random, or face up and chosen</source>
            <translation>رو به پایین و برداشتن تصادفی، یا رو به بالا و انتخابی</translation>
        </message>
        <message>
            <source>face down, at random</source>
            <translation>رو به پایین، تصادفی</translation>
        </message>
        <message>
            <source>face up, chosen</source>
            <translation>رو به بالا، انتخابی</translation>
        </message>
        <message>
            <source>no</source>
            <translation>خیر</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>چیز دیگری نیست</translation>
        </message>
        <message>
            <source>play goes anticlockwise, or clockwise</source>
            <translation>بازی در خلاف جهت عقربه‌های ساعت پیش می‌رود، یا در جهت عقربه‌های ساعت</translation>
        </message>
        <message>
            <source>points are scored for the places.</source>
            <translation>امتیاز بر پایهٔ رتبه‌ها داده می‌شود.</translation>
        </message>
        <message>
            <source>points for the places</source>
            <translation>امتیاز بر پایهٔ رتبه‌ها</translation>
        </message>
        <message>
            <source>red joker, black joker, 2, A, K, Q, J, 10, 9, 8, 7, 6</source>
            <translation>ژوکر سرخ، ژوکر سیاه، ۲، آس (A)، شاه (K)، بی‌بی (Q)، سرباز (J)، ۱۰، ۹، ۸، ۷، ۶</translation>
        </message>
        <message>
            <source>sixes last</source>
            <translation>شش‌ها در آخر</translation>
        </message>
        <message>
            <source>the emperor may play alone</source>
            <translation>امپراتور می‌تواند تنها بازی کند</translation>
        </message>
        <message>
            <source>the emperor's card may be declined</source>
            <translation>می‌توان کارت امپراتور را نپذیرفت</translation>
        </message>
        <message>
            <source>the emperor's card may be passed on, or its holder must accept</source>
            <translation>کارت امپراتور را می‌توان به نفر بعد داد، یا دارنده‌اش باید بپذیرد</translation>
        </message>
        <message>
            <source>the first and the last out</source>
            <translation>نخستین کسی که بیرون می‌رود و آخرین‌ها</translation>
        </message>
        <message>
            <source>the first and the last out, or points for the places</source>
            <translation>نخستین کسی که بیرون می‌رود و آخرین‌ها، یا امتیاز بر پایهٔ رتبه‌ها</translation>
        </message>
        <message>
            <source>the holder of both marked cards may play alone, or must pass the emperor's card on</source>
            <translation>دارندهٔ هر دو کارت نشان‌دار می‌تواند تنها بازی کند، یا باید کارت امپراتور را به نفر بعد بدهد</translation>
        </message>
        <message>
            <source>the joker order</source>
            <translation>ترتیب ژوکرها</translation>
        </message>
        <message>
            <source>the joker order is played.</source>
            <translation>ترتیب ژوکرها به کار می‌رود.</translation>
        </message>
        <message>
            <source>the main result is played.</source>
            <translation>نتیجهٔ اصلی به کار می‌رود.</translation>
        </message>
        <message>
            <source>the tribute is face down.</source>
            <translation>خراج رو به پایین است.</translation>
        </message>
        <message>
            <source>the tribute lies face up and is chosen.</source>
            <translation>خراج رو به بالا گذاشته می‌شود و برندگان انتخاب می‌کنند.</translation>
        </message>
        <message>
            <source>twos are trumps: they join another rank as jokers do, as in 7 7 7 2.</source>
            <translation>دوها حکم‌اند: مانند ژوکرها به رتبه‌ای دیگر می‌پیوندند، مثل ۷ ۷ ۷ ۲.</translation>
        </message>
        <message>
            <source>twos as trumps</source>
            <translation>دوها به‌عنوان حکم</translation>
        </message>
        <message>
            <source>twos may join another rank as jokers do: 7 7 7 2</source>
            <translation>دوها می‌توانند مانند ژوکرها به رتبه‌ای دیگر بپیوندند: ۷ ۷ ۷ ۲</translation>
        </message>
        <message>
            <source>whether a player may ask the others not to beat his play</source>
            <translation>اینکه آیا بازیکن می‌تواند از دیگران بخواهد بازی‌اش را شکست ندهند</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>بله</translation>
        </message>
        <message>
            <source>保皇, “protect the emperor”: a climbing card game for five from Shandong. Each deal sets the emperor and his hidden protector against the three others; the side that sheds its cards well wins.</source>
            <translation>بائو هوانگ (保皇)، یعنی «از امپراتور محافظت کن»: یک بازی کارتیِ بالارونده برای پنج نفر، از شاندونگ. در هر دیل، امپراتور و محافظ پنهانش در برابر سه نفر دیگر قرار می‌گیرند؛ طرفی که کارت‌هایش را خوب تمام کند می‌برد.</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangTable</name>
        <message>
            <source>%1 gives %2</source>
            <translation>%1 %2 کارت می‌دهد</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1 پاس می‌دهد</translation>
        </message>
        <message>
            <source>%1 pays %2</source>
            <translation>%1، %2 می‌دهد</translation>
        </message>
        <message>
            <source>%1 pays %2 to %3</source>
            <translation>%1، %2 به %3 می‌دهد</translation>
        </message>
        <message>
            <source>%1 pays %2 to you</source>
            <translation>%1، %2 به شما می‌دهد</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 %2 را بازی می‌کند</translation>
        </message>
        <message>
            <source>(alone, holding his protector's card)</source>
            <translation>(تنها، با کارت محافظ در دست خودش)</translation>
        </message>
        <message>
            <source>1st</source>
            <translation>اول</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>دوم</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>سوم</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>چهارم</translation>
        </message>
        <message>
            <source>5th</source>
            <translation>پنجم</translation>
        </message>
        <message>
            <source>A draw: neither side wins.</source>
            <translation>مساوی: هیچ طرفی نمی‌برد.</translation>
        </message>
        <message>
            <source>A new lead</source>
            <translation>آغاز تازه</translation>
        </message>
        <message>
            <source>Announce</source>
            <translation>اعلام کن</translation>
        </message>
        <message>
            <source>Announced: scores × %1</source>
            <translation>اعلام شد: امتیازها × %1</translation>
        </message>
        <message>
            <source>Ask: do not beat me</source>
            <translation>درخواست: مرا شکست ندهید</translation>
        </message>
        <message>
            <source>Be emperor</source>
            <translation>امپراتور شو</translation>
        </message>
        <message>
            <source>Before the first lead: the protector may announce himself.</source>
            <translation>پیش از نخستین آغاز: محافظ می‌تواند خود را اعلام کند.</translation>
        </message>
        <message>
            <source>Emperor</source>
            <translation>امپراتور</translation>
        </message>
        <message>
            <source>Emperor alone</source>
            <translation>امپراتورِ تنها</translation>
        </message>
        <message>
            <source>Emperor: %1</source>
            <translation>امپراتور: %1</translation>
        </message>
        <message>
            <source>Finishing order: %1</source>
            <translation>ترتیب بیرون رفتن: %1</translation>
        </message>
        <message>
            <source>Give %1</source>
            <translation>%1 را بده</translation>
        </message>
        <message>
            <source>Holds the emperor card</source>
            <translation>کارت امپراتور را دارد</translation>
        </message>
        <message>
            <source>Next deal's tribute: %1</source>
            <translation>خراج دیل بعدی: %1</translation>
        </message>
        <message>
            <source>No tribute next deal.</source>
            <translation>در دیل بعدی خراجی داده نمی‌شود.</translation>
        </message>
        <message>
            <source>Out: %1</source>
            <translation>%1 بیرون رفت</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>پاس</translation>
        </message>
        <message>
            <source>Pass the emperor card on</source>
            <translation>کارت امپراتور را به نفر بعد بده</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>بازی کن</translation>
        </message>
        <message>
            <source>Protector</source>
            <translation>محافظ</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>چیزی نگو</translation>
        </message>
        <message>
            <source>Selected: %1.</source>
            <translation>انتخاب‌شده: %1.</translation>
        </message>
        <message>
            <source>Take %1</source>
            <translation>%1 را بگیر</translation>
        </message>
        <message>
            <source>The cards are dealt. A player holds the emperor card and decides.</source>
            <translation>کارت‌ها پخش شد. یکی از بازیکنان کارت امپراتور را دارد و تصمیم می‌گیرد.</translation>
        </message>
        <message>
            <source>The cards are dealt. You hold the emperor card: be emperor, or pass it on?</source>
            <translation>کارت‌ها پخش شد. کارت امپراتور در دست شماست: امپراتور می‌شوید، یا آن را به نفر بعد می‌دهید؟</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>دیل تمام شد.</translation>
        </message>
        <message>
            <source>The emperor's side wins.</source>
            <translation>طرف امپراتور می‌برد.</translation>
        </message>
        <message>
            <source>The farmers win.</source>
            <translation>رعیت‌ها می‌برند.</translation>
        </message>
        <message>
            <source>To beat: %1</source>
            <translation>باید شکست داد: %1</translation>
        </message>
        <message>
            <source>Tribute</source>
            <translation>خراج</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>شما پاس می‌دهید</translation>
        </message>
        <message>
            <source>You play %1</source>
            <translation>شما %1 را بازی می‌کنید</translation>
        </message>
        <message>
            <source>Your side lost.</source>
            <translation>طرف شما باخت.</translation>
        </message>
        <message>
            <source>Your side won.</source>
            <translation>طرف شما برد.</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>یک کارت</translation>
        </message>
        <message>
            <source>farmers: %1</source>
            <translation>رعیت‌ها: %1</translation>
        </message>
        <message>
            <source>protector: %1</source>
            <translation>محافظ: %1</translation>
        </message>
        <message>
            <source>you give %1</source>
            <translation>شما %1 کارت می‌دهید</translation>
        </message>
        <message>
            <source>you pay %1</source>
            <translation>شما %1 می‌دهید</translation>
        </message>
        <message>
            <source>you pay %1 to %2</source>
            <translation>شما %1 به %2 می‌دهید</translation>
        </message>
        <message>
            <source>“Do not beat!” 站</source>
            <translation>«شکست ندهید!» 站</translation>
        </message>
    </context>
    <context>
        <name>BaoHuangWords</name>
        <message>
            <source>each card must beat the card it answers</source>
            <translation>هر کارت باید کارتِ مقابلش را شکست دهد</translation>
        </message>
        <message>
            <source>one card at least must be higher than the card it answers</source>
            <translation>دست‌کم یک کارت باید از کارتِ مقابلش بالاتر باشد</translation>
        </message>
        <message>
            <source>the card has gone once round the table</source>
            <translation>کارت یک بار دور میز چرخیده است</translation>
        </message>
        <message>
            <source>these rules do not let the card be passed on</source>
            <translation>این قوانین اجازه نمی‌دهند کارت به نفر بعد داده شود</translation>
        </message>
    </context>
    <context>
        <name>BeginnerPage</name>
        <message>
            <source>Opponents:</source>
            <translation>حریفان:</translation>
        </message>
        <message>
            <source>They play plain moves and often leave you chances: good for a first game.</source>
            <translation>حرکت‌های ساده بازی می‌کنند و اغلب به شما فرصت می‌دهند: برای بازی اول خوب است.</translation>
        </message>
        <message>
            <source>They play soundly: a fair game once you know the rules.</source>
            <translation>سنجیده بازی می‌کنند: وقتی قوانین را بلدید، بازی‌ای منصفانه است.</translation>
        </message>
        <message>
            <source>They think ahead and punish mistakes.</source>
            <translation>از پیش فکر می‌کنند و اشتباه‌ها را بی‌جواب نمی‌گذارند.</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>نام شما:</translation>
        </message>
    </context>
    <context>
        <name>BrowserPage</name>
        <message>
            <source>Annotated</source>
            <translation>یادداشت‌دار</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>هر بازی</translation>
        </message>
        <message>
            <source>Any status</source>
            <translation>هر وضعیتی</translation>
        </message>
        <message>
            <source>Any time</source>
            <translation>هر زمانی</translation>
        </message>
        <message>
            <source>Bookmarked</source>
            <translation>نشانک‌دار</translation>
        </message>
        <message>
            <source>Demo deals</source>
            <translation>دیل‌های نمایشی</translation>
        </message>
        <message>
            <source>Every session</source>
            <translation>همه جلسه‌ها</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>همه</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>تمام‌شده</translation>
        </message>
        <message>
            <source>Last 30 days</source>
            <translation>۳۰ روز اخیر</translation>
        </message>
        <message>
            <source>Last 7 days</source>
            <translation>۷ روز اخیر</translation>
        </message>
        <message>
            <source>Last year</source>
            <translation>یک سال اخیر</translation>
        </message>
        <message>
            <source>Only session {s}</source>
            <translation>فقط جلسه {s}</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>بازپخش</translation>
        </message>
        <message>
            <source>Replay deal #{id}</source>
            <translation>بازپخش دیل #{id}</translation>
        </message>
        <message>
            <source>Reviewed</source>
            <translation>بررسی‌شده</translation>
        </message>
        <message>
            <source>Search the notes…</source>
            <translation>جستجو در یادداشت‌ها…</translation>
        </message>
        <message>
            <source>Show the deals the demo played too</source>
            <translation>دیل‌هایی که حالت نمایشی بازی کرده هم نشان داده شوند</translation>
        </message>
        <message>
            <source>Unfinished</source>
            <translation>ناتمام</translation>
        </message>
        <message>
            <source>session {s} only (right-click: every session)</source>
            <translation>فقط جلسه {s} (کلیک راست: همه جلسه‌ها)</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>هوش مصنوعی {level}</translation>
        </message>
        <message>
            <source>{n} deals</source>
            <translation>{n} دیل</translation>
        </message>
        <message>
            <source>{n} of {all} deals</source>
            <translation>{n} از {all} دیل</translation>
        </message>
    </context>
    <context>
        <name>CardTable</name>
        <message>
            <source>%1 in hand</source>
            <translation>%1 در دست</translation>
        </message>
        <message>
            <source>%1 plays %2</source>
            <translation>%1 %2 را بازی می‌کند</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>نوبت %1</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>نوبت %1 است.</translation>
        </message>
        <message>
            <source>%1 won the most.</source>
            <translation>%1 بیشترین برد را داشت.</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>تمام‌صفحه</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>راهنما</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>جلسه جدید…</translation>
        </message>
        <message>
            <source>&amp;Pass</source>
            <translation>&amp;پاس</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>خروج</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>قوانین</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>پنل جلسه</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>نما</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>سرعت پویانمایی</translation>
        </message>
        <message>
            <source>As %1 saw it</source>
            <translation>از دید %1</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>عقب</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>چیپ‌ها</translation>
        </message>
        <message>
            <source>Deals played: %1</source>
            <translation>دیل‌های بازی‌شده: %1</translation>
        </message>
        <message>
            <source>Every hand</source>
            <translation>همه دست‌ها</translation>
        </message>
        <message>
            <source>First</source>
            <translation>آغاز</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>جلو</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>راهنمایی: %1.</translation>
        </message>
        <message>
            <source>Hint: play the pieces selected.</source>
            <translation>راهنمایی: انتخاب‌شده‌ها را بازی کنید.</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>پایان</translation>
        </message>
        <message>
            <source>Last deal</source>
            <translation>دیل آخر</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>حرکت‌ها</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>دیل بعدی</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>دیل بعدی</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>دیل بعدی (N)</translation>
        </message>
        <message>
            <source>No play uses exactly these pieces.</source>
            <translation>هیچ حرکتی دقیقاً از همین انتخاب‌شده‌ها ساخته نمی‌شود.</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>پاس</translation>
        </message>
        <message>
            <source>Pass for me when &amp;nothing beats</source>
            <translation>وقتی &amp;چیزی برای شکست دادن ندارم، به جای من پاس بده</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>بازی کن</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>بازی از اینجا…</translation>
        </message>
        <message>
            <source>Play on from this step at the table, in the seat viewed</source>
            <translation>ادامهٔ بازی از این گام سر میز، در صندلی‌ای که می‌بینید</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>بازیکن</translation>
        </message>
        <message>
            <source>Replay: %1</source>
            <translation>بازپخش: %1</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>جلسه</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>گام %1 از %2</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>دیل تمام شد</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>دیل تمام شد.</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>دیل تمام شده است: برای ادامه بازی، گامی زودتر را انتخاب کنید.</translation>
        </message>
        <message>
            <source>The play to beat</source>
            <translation>بازی‌ای که باید شکست دهید</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>آغاز دیل</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>میز</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>این دیل</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>جمع</translation>
        </message>
        <message>
            <source>Total after each deal</source>
            <translation>جمع پس از هر دیل</translation>
        </message>
        <message>
            <source>Whose view</source>
            <translation>از دید چه کسی</translation>
        </message>
        <message>
            <source>You play %2</source>
            <translation>شما %2 را بازی می‌کنید</translation>
        </message>
        <message>
            <source>You won the most.</source>
            <translation>شما بیشترین برد را داشتید.</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>نوبت شما</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>نوبت شماست.</translation>
        </message>
        <message>
            <source>Your turn: select what to play.</source>
            <translation>نوبت شماست: آنچه را بازی می‌کنید انتخاب کنید.</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>در حال فکر…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>نوبت بازی</translation>
        </message>
    </context>
    <context>
        <name>Closing</name>
        <message>
            <source>Close</source>
            <translation>بستن</translation>
        </message>
    </context>
    <context>
        <name>DealListModel</name>
        <message>
            <source> (branch of #{id})</source>
            <translation> (شاخه‌ای از #{id})</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>A jump with {n} points: payments ×{m}</source>
            <translation>پرش با {n} امتیاز: پرداخت‌ها ×{m}</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>تاریخ</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>Jump</source>
            <translation>پرش</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>تریک آخر</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>یادداشت‌ها</translation>
        </message>
        <message>
            <source>Point</source>
            <translation>امتیاز</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>بررسی</translation>
        </message>
        <message>
            <source>Seats and levels</source>
            <translation>صندلی‌ها و سطح‌ها</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>جلسه</translation>
        </message>
        <message>
            <source>Session {s}, deal {n} ({source})</source>
            <translation>جلسه {s}، دیل {n} ({source})</translation>
        </message>
        <message>
            <source>Starter</source>
            <translation>شروع‌کننده</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>وضعیت</translation>
        </message>
        <message>
            <source>Sweep</source>
            <translation>شانزده تریک</translation>
        </message>
        <message>
            <source>You</source>
            <translation>شما</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>تمام‌شده</translation>
        </message>
        <message>
            <source>playing</source>
            <translation>در حال بازی</translation>
        </message>
        <message>
            <source>sweep</source>
            <translation>شانزده تریک</translation>
        </message>
        <message>
            <source>unfinished</source>
            <translation>ناتمام</translation>
        </message>
        <message>
            <source>{n} notes, {b} bookmarks</source>
            <translation>{n} یادداشت، {b} نشانک</translation>
        </message>
        <message>
            <source>{player}, in every seat</source>
            <translation>{player}، در هر صندلی</translation>
        </message>
    </context>
    <context>
        <name>Dice</name>
        <message>
            <source>Dice: %1 and %2</source>
            <translation>تاس‌ها: %1 و %2</translation>
        </message>
    </context>
    <context>
        <name>Examples</name>
        <message>
            <source>A charity lead: a player without a passport may lead one tile face down and name sky, earth or no suit. Any single tile of the named suit that is not a point beats it.</source>
            <translation>آغاز خیریه: بازیکنی که پاسپورت ندارد می‌تواند با یک مهره رو به پایین آغاز کند و آسمان یا زمین را نام ببرد، یا هیچ خالی را نام نبرد. هر تک مهره‌ای از خال نام‌برده که امتیاز نباشد، آن را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>A jump: the last trick is won by a points lead, so the final settlement is multiplied. The dice named 6-4. N ends the deal by leading mother and son (4-2 with 2-1), which nothing can beat.</source>
            <translation>پرش: تریک آخر با آغاز امتیازی برده می‌شود، پس تسویه حساب پایانی چند برابر می‌شود. تاس‌ها 6-4 را نشان دادند. بازیکن N دیل را با آغاز کردن مادر و پسر (4-2 با 2-1) به پایان می‌رساند، که هیچ چیز آن‌ها را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>A passport holder forced into a rule-4 dice throw. With six or more stacks a player holds a passport: they pay nothing for points leads, but may only lead what the passport rules allow. When rules 1 to 3 allow nothing and the hand has both suits, the hand is shown and the dice choose the suit of the single tile to lead.</source>
            <translation>دارنده پاسپورت ناچار می‌شود طبق قاعده ۴ تاس بیندازد. بازیکنی که شش دسته یا بیشتر دارد پاسپورت دارد: برای آغازهای امتیازی چیزی نمی‌پردازد، اما فقط با آنچه قواعد پاسپورت اجازه می‌دهند می‌تواند آغاز کند. وقتی قواعد ۱ تا ۳ هیچ آغازی را اجازه ندهند و دست از هر دو خال مهره داشته باشد، دست نشان داده می‌شود و تاس خالِ تک مهره‌ای را که باید با آن آغاز کرد تعیین می‌کند.</translation>
        </message>
        <message>
            <source>A re-deal. The two highest ranks of each suit that are not points (always sixteen tiles) are the high tiles; a player dealt none of them may show the hand and demand a re-deal. Everything is shuffled and dealt again, with the same starter and a new throw of the dice.</source>
            <translation>دیل مجدد. دو رتبه بالای هر خال که امتیاز نیستند (همیشه شانزده مهره) مهره‌های بالا هستند؛ بازیکنی که هیچ‌کدام از آن‌ها به دستش نرسیده، می‌تواند دستش را نشان دهد و دیل مجدد بخواهد. همه مهره‌ها دوباره مخلوط و پخش می‌شوند، با همان شروع‌کننده و پرتاب تازه تاس.</translation>
        </message>
        <message>
            <source>E wins the trick that began with the charity lead.</source>
            <translation>بازیکن E تریکی را که با آغاز خیریه شروع شد می‌برد.</translation>
        </message>
        <message>
            <source>Example: a charity lead, beaten</source>
            <translation>مثال: آغاز خیریه و شکست دادن آن</translation>
        </message>
        <message>
            <source>Example: a jump won with mother and son</source>
            <translation>مثال: پرش با مادر و پسر</translation>
        </message>
        <message>
            <source>Example: a passport holder throws the dice (rule 4)</source>
            <translation>مثال: دارنده پاسپورت تاس می‌اندازد (قاعده ۴)</translation>
        </message>
        <message>
            <source>Example: a re-deal</source>
            <translation>مثال: دیل مجدد</translation>
        </message>
        <message>
            <source>Example: mother and son united by dice</source>
            <translation>مثال: پیوستن مادر و پسر با تاس</translation>
        </message>
        <message>
            <source>Mother and son united by dice. Before the play, a player holding a mother (4-2) but no son (2-1) may show it, and a player holding a son may answer (or the other way round). Each throws one die; the higher takes both tiles, then gives back the tile the dice name.</source>
            <translation>پیوستن مادر و پسر با تاس. پیش از بازی، بازیکنی که مادر (4-2) دارد اما پسر (2-1) ندارد می‌تواند آن را نشان دهد، و بازیکنی که پسر دارد می‌تواند پاسخ دهد (یا برعکس). هر کدام یک تاس می‌اندازد؛ عدد بالاتر هر دو مهره را می‌گیرد، سپس مهره‌ای را که تاس‌ها نشان می‌دهند پس می‌دهد.</translation>
        </message>
        <message>
            <source>N accepts the offer.</source>
            <translation>بازیکن N پیشنهاد را می‌پذیرد.</translation>
        </message>
        <message>
            <source>N holds 1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2: not one high tile for this point, so N shows the hand and demands a re-deal.</source>
            <translation>بازیکن N این مهره‌ها را دارد: 1-1 1-1 1-1 3-1 5-5 5-5 3-3 2-2 2-2 6-5 6-5 6-5 6-5 6-4 5-1 5-2؛ با این امتیاز حتی یک مهره بالا ندارد، پس دستش را نشان می‌دهد و دیل مجدد می‌خواهد.</translation>
        </message>
        <message>
            <source>N leads 3-3, as the dice demanded.</source>
            <translation>بازیکن N همان‌طور که تاس‌ها خواستند با 3-3 آغاز می‌کند.</translation>
        </message>
        <message>
            <source>N leads 4-2 2-1. Mother and son are not points this deal, but led together they count as a points lead worth 1, and nothing beats them, so N takes the last trick.</source>
            <translation>بازیکن N با 4-2 2-1 آغاز می‌کند. مادر و پسر در این دیل امتیاز نیستند، اما وقتی با هم آغاز شوند یک آغاز امتیازی به ارزش ۱ به حساب می‌آیند و هیچ چیز آن‌ها را شکست نمی‌دهد، پس N تریک آخر را می‌برد.</translation>
        </message>
        <message>
            <source>N wins this trick and must lead next, holding a passport with 7 stacks. No lead is allowed by passport rules 1 to 3, so N's hand is shown to everyone.</source>
            <translation>بازیکن N این تریک را می‌برد و باید آغازگر بعدی باشد، و با ۷ دسته پاسپورت دارد. قواعد ۱ تا ۳ پاسپورت هیچ آغازی را اجازه نمی‌دهند، پس دست N به همه نشان داده می‌شود.</translation>
        </message>
        <message>
            <source>One die each: 1 for the offer, 3 for the answer. N throws higher and takes both mother and son; N now holds 17 tiles, S 15.</source>
            <translation>هر کدام یک تاس: ۱ برای پیشنهاددهنده، ۳ برای پاسخ‌دهنده. عدد N بالاتر است و هم مادر و هم پسر را می‌گیرد؛ اکنون N دارای ۱۷ مهره است و S دارای ۱۵ مهره.</translation>
        </message>
        <message>
            <source>S leads a tile face down and names earth. The other players never see this tile; only the all-hands view of the replay shows it (6-4).</source>
            <translation>بازیکن S با یک مهره رو به پایین آغاز می‌کند و زمین را نام می‌برد. بازیکنان دیگر هرگز این مهره را نمی‌بینند؛ فقط نمای «همه دست‌ها» در بازپخش آن را نشان می‌دهد (6-4).</translation>
        </message>
        <message>
            <source>S shows 4-2: mother looking for son.</source>
            <translation>بازیکن S مهره 4-2 را نشان می‌دهد: مادر در جستجوی پسر.</translation>
        </message>
        <message>
            <source>S throws 6 and 5, and N gives back 6-5. Both hands have 16 tiles again.</source>
            <translation>بازیکن S تاس می‌اندازد و ۶ و ۵ می‌آید، و N مهره 6-5 را پس می‌دهد. هر دو دست دوباره ۱۶ مهره دارند.</translation>
        </message>
        <message>
            <source>The dice show 6 and 4: that throw names a sky tile, so N must lead a single sky tile.</source>
            <translation>تاس‌ها ۶ و ۴ را نشان می‌دهند: این پرتاب یک مهره آسمان را نام می‌برد، پس N باید با یک تک مهره آسمان آغاز کند.</translation>
        </message>
        <message>
            <source>The run of points leads that ends the deal is worth 1, so the multiplier is jump factor 2 x 1 = 2. The chips paid at once for that run are given back first ('refund'), then everyone settles with N at 2 times the usual rate.</source>
            <translation>رشته آغازهای امتیازی که دیل را به پایان می‌رساند ۱ امتیاز می‌ارزد، پس ضریب برابر است با ضریب پرش ۲ × ۱ = ۲. چیپ‌هایی که برای این رشته بی‌درنگ پرداخت شده بود نخست پس داده می‌شود («بازپرداخت»)، سپس همه با N به ۲ برابر نرخ معمول تسویه حساب می‌کنند.</translation>
        </message>
        <message>
            <source>The tiles are shuffled again; the same player chooses a tower and throws the dice anew.</source>
            <translation>مهره‌ها دوباره مخلوط می‌شوند؛ همان بازیکن یک برج انتخاب می‌کند و دوباره تاس می‌اندازد.</translation>
        </message>
        <message>
            <source>W beats the charity lead with 4-2, an earth tile that is not a point. From here on the ordinary single-tile rules apply: a later player must beat 4-2.</source>
            <translation>بازیکن W آغاز خیریه را با 4-2 شکست می‌دهد، که مهره زمینی است و امتیاز نیست. از این پس قواعد معمول تک مهره برقرار است: بازیکن بعدی باید 4-2 را شکست دهد.</translation>
        </message>
    </context>
    <context>
        <name>FaceDownStrip</name>
        <message>
            <source>Face down so far:</source>
            <translation>رو به پایین تا اینجا:</translation>
        </message>
        <message>
            <source>Nothing played face down yet.</source>
            <translation>هنوز چیزی رو به پایین بازی نشده است.</translation>
        </message>
    </context>
    <context>
        <name>FamilyController</name>
        <message>
            <source>An AI failed (%1); it plays a simple move.</source>
            <translation>یک بازیکن هوش مصنوعی خطا داد (%1)؛ حرکتی ساده بازی می‌کند.</translation>
        </message>
        <message>
            <source>Deals are not recorded: %1</source>
            <translation>دیل‌ها ثبت نمی‌شوند: %1</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>ضبط متوقف شد: %1. بازی ادامه دارد، اما دیل‌ها ذخیره نمی‌شوند.</translation>
        </message>
    </context>
    <context>
        <name>FamilyReplayWindow</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v از %m تصمیم</translation>
        </message>
        <message>
            <source>&lt;b&gt;AI review&lt;/b&gt;</source>
            <translation>&lt;b&gt;بررسی هوش مصنوعی&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step %1&lt;/b&gt; · %2</source>
            <translation>&lt;b&gt;گام %1&lt;/b&gt; · %2</translation>
        </message>
        <message>
            <source>A good decision: the AI agrees.</source>
            <translation>تصمیم خوبی است: هوش مصنوعی موافق است.</translation>
        </message>
        <message>
            <source>A note on this move</source>
            <translation>یادداشتی برای این حرکت</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>همه دست‌ها</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>عقب</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>نشانک</translation>
        </message>
        <message>
            <source>Decisions to review: %1</source>
            <translation>تصمیم‌ها برای بررسی: %1</translation>
        </message>
        <message>
            <source>End</source>
            <translation>پایان</translation>
        </message>
        <message>
            <source>Hard judges</source>
            <translation>سطح «سخت» داوری می‌کند</translation>
        </message>
        <message>
            <source>It compared %1 moves over %2 sampled deals; its move is worth %3 chips.</source>
            <translation>%1 حرکت را در %2 دیل نمونه مقایسه کرد؛ حرکت آن %3 چیپ می‌ارزد.</translation>
        </message>
        <message>
            <source>Mark:</source>
            <translation>علامت:</translation>
        </message>
        <message>
            <source>Medium judges (quicker)</source>
            <translation>سطح «متوسط» داوری می‌کند (سریع‌تر)</translation>
        </message>
        <message>
            <source>Mistakes found: %1</source>
            <translation>اشتباه‌های یافته: %1</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>بعدی</translation>
        </message>
        <message>
            <source>No mark</source>
            <translation>بدون علامت</translation>
        </message>
        <message>
            <source>Not reviewed yet.</source>
            <translation>هنوز بررسی نشده است.</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>یادداشت:</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>بازی از اینجا…</translation>
        </message>
        <message>
            <source>Play from step %1</source>
            <translation>بازی از گام %1</translation>
        </message>
        <message>
            <source>Replay of deal %1</source>
            <translation>بازپخش دیل %1</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>بررسی این صندلی</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>صندلی %1</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>آغاز</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose</source>
            <translation>آغاز بازی تازه از این گام، با بازیکنانی که انتخاب می‌کنید</translation>
        </message>
        <message>
            <source>Step %1 of %2</source>
            <translation>گام %1 از %2</translation>
        </message>
        <message>
            <source>Stop</source>
            <translation>توقف</translation>
        </message>
        <message>
            <source>The AI level whose search judges each decision</source>
            <translation>سطح هوش مصنوعی که جستجویش هر تصمیم را داوری می‌کند</translation>
        </message>
        <message>
            <source>The AI prefers: %1 (about %2 chips better).</source>
            <translation>هوش مصنوعی ترجیح می‌دهد: %1 (حدود %2 چیپ بهتر).</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>دیل تمام شده است: برای ادامه بازی، گامی زودتر را انتخاب کنید.</translation>
        </message>
        <message>
            <source>The note was not saved: %1</source>
            <translation>یادداشت ذخیره نشد: %1</translation>
        </message>
        <message>
            <source>The review stopped: %1</source>
            <translation>بررسی متوقف شد: %1</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>آغاز دیل</translation>
        </message>
        <message>
            <source>The start of the deal. Notes on a move: go to it first.</source>
            <translation>آغاز دیل. برای یادداشت روی یک حرکت، نخست به آن بروید.</translation>
        </message>
        <message>
            <source>This game has no AI to review its deals.</source>
            <translation>این بازی هوش مصنوعی‌ای برای بررسی دیل‌هایش ندارد.</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>این صندلی پیش‌تر بررسی شده است: نتیجه‌ها در سوابق نگه داشته می‌شوند.</translation>
        </message>
        <message>
            <source>Who plays on from step %1? The deal played on is recorded as a branch of this one.</source>
            <translation>چه کسانی از گام %1 ادامه می‌دهند؟ دیلِ ادامه‌یافته شاخه‌ای از این دیل ثبت می‌شود.</translation>
        </message>
        <message>
            <source>about %1 chips lost</source>
            <translation>حدود %1 چیپ از دست رفته</translation>
        </message>
        <message>
            <source>beat with %1</source>
            <translation>با %1 شکست بده</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>کامل</translation>
        </message>
        <message>
            <source>lead %1</source>
            <translation>با %1 آغاز کن</translation>
        </message>
        <message>
            <source>play %1 face down</source>
            <translation>%1 را رو به پایین بازی کن</translation>
        </message>
        <message>
            <source>you</source>
            <translation>شما</translation>
        </message>
        <message>
            <source>−%1 chips</source>
            <translation>−%1 چیپ</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>No hint this time (%1).</source>
            <translation>این بار راهنمایی در کار نیست (%1).</translation>
        </message>
        <message>
            <source>Recording stopped: %1. Play goes on, but deals are not saved.</source>
            <translation>ضبط متوقف شد: %1. بازی ادامه دارد، اما دیل‌ها ذخیره نمی‌شوند.</translation>
        </message>
        <message>
            <source>The AI for %1 failed (%2); it plays a simple move.</source>
            <translation>هوش مصنوعی %1 با خطا روبه‌رو شد (%2)؛ یک حرکت ساده بازی می‌کند.</translation>
        </message>
    </context>
    <context>
        <name>Glossary</name>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden from everyone. It cannot win the trick.</source>
            <translation>بازی‌ای که شکست نمی‌دهد: به همان تعداد مهره که آغاز شده، پنهان از همه. نمی‌تواند تریک را ببرد.</translation>
        </message>
        <message>
            <source>A play that does not beat: as many tiles as were led, hidden. It cannot win the trick.</source>
            <translation>بازی‌ای که شکست نمی‌دهد: به همان تعداد مهره که آغاز شده، پنهان. نمی‌تواند تریک را ببرد.</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for the tiles to be shuffled and dealt again.</source>
            <translation>بازیکنی که هیچ مهره بالایی ندارد، می‌تواند بخواهد مهره‌ها دوباره مخلوط و پخش شوند.</translation>
        </message>
        <message>
            <source>A player may ask the others not to beat the play he makes. Nobody has to do as he asks.</source>
            <translation>بازیکن می‌تواند از دیگران بخواهد بازی‌اش را شکست ندهند. هیچ کس مجبور نیست خواستهٔ او را بپذیرد.</translation>
        </message>
        <message>
            <source>A player with no cards left. The order in which the players go out decides who wins the deal.</source>
            <translation>بازیکنی که دیگر کارتی ندارد. ترتیب بیرون رفتن بازیکنان تعیین می‌کند چه کسی دیل را می‌برد.</translation>
        </message>
        <message>
            <source>A player's call that the session ends after five more deals (or after one more, Tashi Gobah).</source>
            <translation>اعلام یک بازیکن که جلسه پس از پنج دیل دیگر تمام می‌شود (یا پس از یک دیل دیگر: تاشی گوباه).</translation>
        </message>
        <message>
            <source>A tile of the point. It beats nothing and nothing beats a lead of point tiles; leading it earns a chip from each player.</source>
            <translation>مهره‌ای از نوعِ امتیاز. هیچ مهره‌ای را شکست نمی‌دهد و هیچ چیز آغازی از مهره‌های امتیاز را شکست نمی‌دهد؛ آغاز کردن با آن از هر بازیکن یک چیپ می‌آورد.</translation>
        </message>
        <message>
            <source>A tile or set that no tile still to be played can beat. A passport holder may always lead it.</source>
            <translation>مهره یا مجموعه‌ای که هیچ‌یک از مهره‌های بازی‌نشده نمی‌تواند آن را شکست دهد. دارنده پاسپورت همیشه می‌تواند با آن آغاز کند.</translation>
        </message>
        <message>
            <source>An emperor who holds the eunuch card too plays alone against the four others, for a double score.</source>
            <translation>امپراتوری که کارت خواجه را هم دارد، تنها در برابر چهار نفر دیگر بازی می‌کند و امتیازش دو برابر است.</translation>
        </message>
        <message>
            <source>At the end of a deal the winner of the last trick collects from those with fewer than six stacks and pays those with more.</source>
            <translation>در پایان دیل، برنده تریک آخر از کسانی که کمتر از شش دسته دارند چیپ می‌گیرد و به کسانی که بیشتر دارند می‌پردازد.</translation>
        </message>
        <message>
            <source>Before the first lead the protector may say who he is, which doubles the deal's scores.</source>
            <translation>پیش از نخستین آغاز، محافظ می‌تواند خودش را معرفی کند، و امتیازهای دیل دو برابر می‌شود.</translation>
        </message>
        <message>
            <source>From the second deal on, each loser of the deal before gives the winners his highest card that is not a joker.</source>
            <translation>از دیل دوم به بعد، هر بازندهٔ دیل پیش بالاترین کارتش را که ژوکر نیست به برندگان می‌دهد.</translation>
        </message>
        <message>
            <source>Held by a player with six stacks or more. Its holder pays nothing more, but may lead only what the passport rules allow.</source>
            <translation>از آنِ بازیکنی که شش دسته یا بیشتر دارد. دارنده‌اش دیگر چیزی نمی‌پردازد، اما فقط با آنچه قواعد پاسپورت اجازه می‌دهند می‌تواند آغاز کند.</translation>
        </message>
        <message>
            <source>How high a tile stands within its suit. A tile beats only a lower tile of the same suit.</source>
            <translation>جایگاه یک مهره در میان مهره‌های خال خودش. هر مهره فقط مهره پایین‌ترِ همان خال را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>In some tables, each player says after the deal whether they play it at all.</source>
            <translation>در برخی میزها، هر بازیکن پس از پخش مهره‌ها می‌گوید که اصلاً این دیل را بازی می‌کند یا نه.</translation>
        </message>
        <message>
            <source>Leading one tile face down and naming a suit: any tile of that suit beats it. Not for a passport holder.</source>
            <translation>آغاز با یک مهره رو به پایین و نام بردن یک خال: هر مهره‌ای از آن خال آن را شکست می‌دهد. برای دارنده پاسپورت مجاز نیست.</translation>
        </message>
        <message>
            <source>One lead and the plays that follow it; a trick of two tiles counts as two tricks.</source>
            <translation>یک آغاز و بازی‌هایی که پس از آن می‌آیند؛ تریکی با دو مهره دو تریک شمرده می‌شود.</translation>
        </message>
        <message>
            <source>One lead and the three plays that follow it. Whoever is on top takes it and leads next.</source>
            <translation>یک آغاز و سه بازی‌ای که پس از آن می‌آیند. هر کس بازی‌اش از همه بالاتر باشد آن را می‌برد و آغازگر بعدی می‌شود.</translation>
        </message>
        <message>
            <source>One of the eight piles of eight tiles built after the shuffle. The hands are dealt from the towers.</source>
            <translation>یکی از هشت تودهٔ هشت‌مهره‌ای که پس از مخلوط کردن مهره‌ها چیده می‌شوند. دست‌ها از برج‌ها پخش می‌شوند.</translation>
        </message>
        <message>
            <source>Saying the deal is lost (the banker before the first lead) or won (a leader far enough ahead).</source>
            <translation>اعلام اینکه دیل باخته است (از سوی بانکدار، پیش از نخستین آغاز) یا برده است (از سوی آغازکننده‌ای که به اندازهٔ کافی جلو است).</translation>
        </message>
        <message>
            <source>Showing a mother or a son to find its partner, or offering to swap a mother for a son. Dice decide who keeps both.</source>
            <translation>نشان دادن مادر یا پسر برای یافتن جفتش، یا پیشنهاد تعویض مادر با پسر. تاس تعیین می‌کند چه کسی هر دو را نگه دارد.</translation>
        </message>
        <message>
            <source>Taking the last trick with a lead of point tiles. The whole settlement is then multiplied.</source>
            <translation>بردن تریک آخر با آغازی از مهره‌های امتیاز. در این صورت کل تسویه حساب چند برابر می‌شود.</translation>
        </message>
        <message>
            <source>The answer to a kan: to play on against it, or not.</source>
            <translation>پاسخ به «کان»: ادامه دادن بازی در برابر آن، یا نه.</translation>
        </message>
        <message>
            <source>The black joker marked with a green shield. Whoever holds it is the emperor's protector.</source>
            <translation>ژوکر سیاهی که با سپری سبز نشان‌دار شده است. هر که آن را دارد، محافظ امپراتور است.</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank: four tiles led together.</source>
            <translation>جفت مدنی و جفت نظامیِ یک رتبهٔ هم‌تا: چهار مهره که با هم آغاز می‌شوند.</translation>
        </message>
        <message>
            <source>The civil tile 6-6, the highest single tile; two of them make the highest civil pair.</source>
            <translation>مهرهٔ مدنی 6-6، بالاترین تک مهره؛ دو تا از آن بالاترین جفت مدنی را می‌سازند.</translation>
        </message>
        <message>
            <source>The earth tile 2-1, the lowest tile. With the mother it makes the mother-and-son set.</source>
            <translation>مهره زمین 2-1، پایین‌ترین مهره. همراه با مادر، مجموعه مادر و پسر را می‌سازد.</translation>
        </message>
        <message>
            <source>The earth tile 4-2. With the son it makes the mother-and-son set.</source>
            <translation>مهره زمین 4-2. همراه با پسر، مجموعه مادر و پسر را می‌سازد.</translation>
        </message>
        <message>
            <source>The earth tiles 4-1 and 2-1 led together. Only a stallion beats it.</source>
            <translation>مهره‌های زمین 4-1 و 2-1 که با هم آغاز شوند. فقط اسب نر آن را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>The earth tiles 4-3 and 4-2 led together. It beats a mare and nothing beats it.</source>
            <translation>مهره‌های زمین 4-3 و 4-2 که با هم آغاز شوند. مادیان را شکست می‌دهد و هیچ چیز آن را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>The earth tiles 4-3, 4-2, 4-1 and 2-1 together; the mare is 4-1 with 2-1, the stallion 4-3 with 4-2. A stallion beats a mare.</source>
            <translation>مهره‌های زمین 4-3، 4-2، 4-1 و 2-1 با هم؛ مادیان 4-1 با 2-1 است و اسب نر 4-3 با 4-2. اسب نر مادیان را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>The emperor's partner: whoever holds the eunuch card. Nobody knows who it is until that card is played.</source>
            <translation>یار امپراتور: هر کسی که کارت خواجه را دارد. تا آن کارت بازی نشود، هیچ کس نمی‌داند او کیست.</translation>
        </message>
        <message>
            <source>The first play of a round: one card, or several of one rank, with or without jokers.</source>
            <translation>نخستین بازی یک دور: یک کارت، یا چند کارت از یک رتبه، با ژوکر یا بی ژوکر.</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a combination, always face up.</source>
            <translation>نخستین بازیِ هر تریک: یک مهره یا یک ترکیب، همیشه رو به بالا.</translation>
        </message>
        <message>
            <source>The first play to a trick: one tile or a set, face up (or one tile face down, see charity).</source>
            <translation>نخستین بازیِ هر تریک: یک مهره یا یک مجموعه، رو به بالا (یا یک مهره رو به پایین؛ خیریه را ببینید).</translation>
        </message>
        <message>
            <source>The highest cards, the black below the red. Jokers are wild: they join any rank in a play.</source>
            <translation>بالاترین کارت‌ها، سیاه پایین‌تر از سرخ. ژوکرها آزادند: در یک بازی به هر رتبه‌ای می‌پیوندند.</translation>
        </message>
        <message>
            <source>The highest tiles: 6-6 in the sky suit, the nines 6-3 and 5-4 in the earth suit.</source>
            <translation>بالاترین مهره‌ها: 6-6 در خال آسمان، و نُه‌ها، یعنی 6-3 و 5-4، در خال زمین.</translation>
        </message>
        <message>
            <source>The military tiles 4-2 and 2-1 together. Nothing beats it, though it beats nothing either.</source>
            <translation>مهره‌های نظامی 4-2 و 2-1 با هم. هیچ چیز آن را شکست نمی‌دهد، هرچند آن هم چیزی را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>The mother 4-2 and the son 2-1 led together. Nothing beats it, and each player pays its leader a chip.</source>
            <translation>مادر (4-2) و پسر (2-1) که با هم آغاز شوند. هیچ چیز آن را شکست نمی‌دهد، و هر بازیکن یک چیپ به آغازگرش می‌پردازد.</translation>
        </message>
        <message>
            <source>The player who leads the first trick of a deal. The player opposite chooses the tower and throws the dice.</source>
            <translation>بازیکنی که نخستین تریک دیل را آغاز می‌کند. بازیکن روبه‌رویش برج را انتخاب می‌کند و تاس می‌اندازد.</translation>
        </message>
        <message>
            <source>The player who leads the first trick. Payments between the banker and the winner are doubled.</source>
            <translation>بازیکنی که نخستین تریک را آغاز می‌کند. پرداخت‌های میان بانکدار و برنده دو برابر می‌شوند.</translation>
        </message>
        <message>
            <source>The player who took the emperor card. He leads first, and plays with his hidden protector against the other three.</source>
            <translation>بازیکنی که کارت امپراتور را گرفت. او نخست آغاز می‌کند و همراه محافظ پنهانش در برابر سه نفر دیگر بازی می‌کند.</translation>
        </message>
        <message>
            <source>The red joker marked with a crown. Its holder may become the emperor, or pass it to the next player.</source>
            <translation>ژوکر سرخی که با تاج نشان‌دار شده است. دارندهٔ آن می‌تواند امپراتور شود، یا آن را به نفر بعد بدهد.</translation>
        </message>
        <message>
            <source>The second-highest tiles: 1-1 in the sky suit, the eights 6-2 and 5-3 in the earth suit.</source>
            <translation>مهره‌های رتبهٔ دوم از بالا: 1-1 در خال آسمان، و هشت‌ها، یعنی 6-2 و 5-3، در خال زمین.</translation>
        </message>
        <message>
            <source>The shuffled tiles laid face down in stacks, from which the hands are taken.</source>
            <translation>مهره‌های بُرخورده که رو به پایین در ستون‌ها چیده شده‌اند و دست‌ها از آن‌ها برداشته می‌شوند.</translation>
        </message>
        <message>
            <source>The sky tile 3-1, fourth in the sky suit.</source>
            <translation>مهره آسمان 3-1، چهارمین در خال آسمان.</translation>
        </message>
        <message>
            <source>The sky tile 4-4, third in the sky suit after 6-6 and 1-1.</source>
            <translation>مهره آسمان 4-4، سومین در خال آسمان پس از 6-6 و 1-1.</translation>
        </message>
        <message>
            <source>The sky tiles 5-5, 3-3 and 2-2. They rank equal, so one sister never beats another.</source>
            <translation>مهره‌های آسمان 5-5، 3-3 و 2-2. هم‌رتبه‌اند، پس هیچ خواهری خواهر دیگر را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>The sky tiles 6-5, 6-4, 6-1 and 5-1, the lowest sky tiles. They rank equal.</source>
            <translation>مهره‌های آسمان 6-5، 6-4، 6-1 و 5-1، پایین‌ترین مهره‌های آسمان. هم‌رتبه‌اند.</translation>
        </message>
        <message>
            <source>The suit of 22 tiles, two of each of eleven kinds, each kind with its own rank: Heaven 6-6 is the highest.</source>
            <translation>خالی با ۲۲ مهره، از هر یک از یازده نوع دو عدد، و هر نوع با رتبهٔ خودش: آسمان (6-6) بالاترین است.</translation>
        </message>
        <message>
            <source>The suit of eleven kinds, four tiles of each: 6-6, 1-1, 4-4, 3-1, the sisters and the people.</source>
            <translation>خالی با یازده نوع، از هر کدام چهار مهره: 6-6، 1-1، 4-4، 3-1، خواهرها و افراد.</translation>
        </message>
        <message>
            <source>The suit of ten kinds, two tiles of each. Earth tiles of the same total rank equal.</source>
            <translation>خالی با ده نوع، از هر کدام دو مهره. مهره‌های زمین با مجموع نقطهٔ یکسان هم‌رتبه‌اند.</translation>
        </message>
        <message>
            <source>The suit of ten single tiles, ranked by their pips: tiles with the same total are equal.</source>
            <translation>خالی با ده تک مهره، که رتبه‌شان با شمار نقطه‌هاست: مهره‌هایی که جمع نقطه‌هایشان یکسان است برابرند.</translation>
        </message>
        <message>
            <source>The tile kind the dice name at the start of a deal. Its tiles (and the tiles equal to it) are point tiles.</source>
            <translation>نوع مهره‌ای که تاس‌ها در آغاز دیل نام می‌برند. مهره‌های این نوع (و مهره‌های هم‌رتبه با آن) مهره‌های امتیاز هستند.</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and is paid by the others.</source>
            <translation>تریکی که دیل را به پایان می‌رساند. هر کس آن را ببرد، دیل را می‌برد و دیگران به او می‌پردازند.</translation>
        </message>
        <message>
            <source>The trick that ends the deal. Whoever takes it wins the deal and settles with every other player.</source>
            <translation>تریکی که دیل را به پایان می‌رساند. هر کس آن را ببرد، دیل را می‌برد و با هر یک از بازیکنان دیگر تسویه حساب می‌کند.</translation>
        </message>
        <message>
            <source>The very last deal of a session, after Gobah was called or when time is short.</source>
            <translation>آخرین دیلِ جلسه، پس از اعلام گوباه یا وقتی وقت کم است.</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank, such as a civil pair with one of its military tiles.</source>
            <translation>سه مهره از یک رتبهٔ هم‌تا، مانند یک جفت مدنی با یکی از مهره‌های نظامیِ هم‌تایش.</translation>
        </message>
        <message>
            <source>Thrown after the towers are built: they name who takes the first tower, and the point of the deal.</source>
            <translation>پس از چیدن برج‌ها انداخته می‌شوند: تعیین می‌کنند چه کسی برج اول را برمی‌دارد، و امتیاز دیل را نام می‌برند.</translation>
        </message>
        <message>
            <source>Tiles led together as one lead, such as two to four identical sky tiles. Only a higher set of the same sort and size beats it.</source>
            <translation>مهره‌هایی که با هم در یک آغاز بازی می‌شوند، مانند دو تا چهار مهره آسمان یکسان. فقط مجموعه‌ای بالاتر از همان نوع و همان اندازه آن را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>To play as many cards as the play on top, each higher than the card in its place once both are sorted.</source>
            <translation>به همان تعداد کارت بازی رو، کارت بازی کنید، هر یک بالاتر از کارت هم‌جایش وقتی هر دو مرتب شده‌اند.</translation>
        </message>
        <message>
            <source>To play nothing this time (不要, “I don't want it”). You may still play when your turn comes again.</source>
            <translation>این بار چیزی بازی نکنید (不要، «نمی‌خواهم»). وقتی دوباره نوبتتان شد، باز هم می‌توانید بازی کنید.</translation>
        </message>
        <message>
            <source>To play, face up, a higher tile or combination of the same sort as the top of the trick.</source>
            <translation>رو به بالا بازی کردنِ مهره یا ترکیبی از همان نوعِ بازیِ برتر تریک، اما بالاتر از آن.</translation>
        </message>
        <message>
            <source>To play, face up, tiles that are higher than the top of the trick: the same number of tiles, of the same sort.</source>
            <translation>رو به بالا بازی کردنِ مهره‌هایی بالاتر از بازیِ برتر تریک: به همان تعداد و از همان نوع.</translation>
        </message>
        <message>
            <source>Two or more of 1-1, 6-2 and 5-3 led together. Chiefs with as many sky and earth tiles beat them.</source>
            <translation>دو یا چند تا از 1-1، 6-2 و 5-3 که با هم آغاز شوند. رئیس‌هایی با همان تعداد مهره آسمان و زمین آن‌ها را شکست می‌دهند.</translation>
        </message>
        <message>
            <source>Two or more of 6-6, 6-3 and 5-4 led together. Nothing beats them.</source>
            <translation>دو یا چند تا از 6-6، 6-3 و 5-4 که با هم آغاز شوند. هیچ چیز آن‌ها را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>Two tiles led together: two identical civil tiles, two military tiles of the same total, or a matched civil and military tile.</source>
            <translation>دو مهره که با هم آغاز شوند: دو مهرهٔ مدنیِ یکسان، دو مهرهٔ نظامی با جمع یکسان، یا یک مهرهٔ مدنی با مهرهٔ نظامیِ هم‌تایش.</translation>
        </message>
        <message>
            <source>What a trick is worth to its winner: one stack for each tile led. Sixteen stacks are won in a deal.</source>
            <translation>ارزش تریک برای برنده‌اش: به ازای هر مهرهٔ آغازشده یک دسته. در هر دیل شانزده دسته برده می‌شود.</translation>
        </message>
        <message>
            <source>With more players than the deal takes, one sits the deal out in turn.</source>
            <translation>وقتی شمار بازیکنان بیش از گنجایش دیل باشد، یک نفر به نوبت از آن دیل کنار می‌نشیند.</translation>
        </message>
        <message>
            <source>announce</source>
            <translation>اعلام</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>بانکدار</translation>
        </message>
        <message>
            <source>beat</source>
            <translation>شکست</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>پرنده</translation>
        </message>
        <message>
            <source>charity</source>
            <translation>خیریه</translation>
        </message>
        <message>
            <source>chief</source>
            <translation>رئیس</translation>
        </message>
        <message>
            <source>chiefs</source>
            <translation>رئیس‌ها</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>مدنی</translation>
        </message>
        <message>
            <source>dice</source>
            <translation>تاس</translation>
        </message>
        <message>
            <source>do not beat</source>
            <translation>شکست ندهید</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>زمین</translation>
        </message>
        <message>
            <source>emperor</source>
            <translation>امپراتور</translation>
        </message>
        <message>
            <source>emperor alone</source>
            <translation>امپراتورِ تنها</translation>
        </message>
        <message>
            <source>emperor card</source>
            <translation>کارت امپراتور</translation>
        </message>
        <message>
            <source>eunuch card</source>
            <translation>کارت خواجه</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>رو به پایین</translation>
        </message>
        <message>
            <source>gobah</source>
            <translation>گوباه</translation>
        </message>
        <message>
            <source>heaven</source>
            <translation>آسمان</translation>
        </message>
        <message>
            <source>horse</source>
            <translation>اسب</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>ژوکر</translation>
        </message>
        <message>
            <source>jump</source>
            <translation>پرش</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>کان</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>لاما</translation>
        </message>
        <message>
            <source>last trick</source>
            <translation>تریک آخر</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>آغاز</translation>
        </message>
        <message>
            <source>lift</source>
            <translation>بلند کردن</translation>
        </message>
        <message>
            <source>mare</source>
            <translation>مادیان</translation>
        </message>
        <message>
            <source>military</source>
            <translation>نظامی</translation>
        </message>
        <message>
            <source>minister</source>
            <translation>وزیر</translation>
        </message>
        <message>
            <source>ministers</source>
            <translation>وزیرها</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>مادر</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>مادر و پسر</translation>
        </message>
        <message>
            <source>offer</source>
            <translation>پیشنهاد</translation>
        </message>
        <message>
            <source>out</source>
            <translation>بیرون</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>جفت</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>پاس</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>پاسپورت</translation>
        </message>
        <message>
            <source>people</source>
            <translation>افراد</translation>
        </message>
        <message>
            <source>point</source>
            <translation>امتیاز</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>مهره امتیاز</translation>
        </message>
        <message>
            <source>protector</source>
            <translation>محافظ</translation>
        </message>
        <message>
            <source>quartet</source>
            <translation>چهارتایی</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>رتبه</translation>
        </message>
        <message>
            <source>re-deal</source>
            <translation>دیل مجدد</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>در استراحت</translation>
        </message>
        <message>
            <source>set</source>
            <translation>مجموعه</translation>
        </message>
        <message>
            <source>settlement</source>
            <translation>تسویه حساب</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>خواهرها</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>آسمان</translation>
        </message>
        <message>
            <source>son</source>
            <translation>پسر</translation>
        </message>
        <message>
            <source>stack</source>
            <translation>دسته</translation>
        </message>
        <message>
            <source>stallion</source>
            <translation>اسب نر</translation>
        </message>
        <message>
            <source>starter</source>
            <translation>شروع‌کننده</translation>
        </message>
        <message>
            <source>supreme pair</source>
            <translation>جفت برتر</translation>
        </message>
        <message>
            <source>tashi gobah</source>
            <translation>تاشی گوباه</translation>
        </message>
        <message>
            <source>tower</source>
            <translation>برج</translation>
        </message>
        <message>
            <source>trade</source>
            <translation>معامله</translation>
        </message>
        <message>
            <source>tribute</source>
            <translation>خراج</translation>
        </message>
        <message>
            <source>trick</source>
            <translation>تریک</translation>
        </message>
        <message>
            <source>triplet</source>
            <translation>سه‌تایی</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>شکست‌ناپذیر</translation>
        </message>
        <message>
            <source>woodpile</source>
            <translation>تودهٔ هیزم</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenu</name>
        <message>
            <source>&amp;Language</source>
            <translation>زبان</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <source>%1 (left half-way: resume)</source>
            <translation>%1 (نیمه‌کاره: ادامه)</translation>
        </message>
        <message>
            <source>Each lesson is a prepared deal played at the table: the coach points at what matters and answers your moves.</source>
            <translation>هر درس دستی آماده است که سر میز واقعی بازی می‌شود: مربی آنچه را مهم است نشان می‌دهد و به حرکت‌های شما پاسخ می‌دهد.</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>یادگیری بازی</translation>
        </message>
        <message>
            <source>Start the lesson</source>
            <translation>شروع درس</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <source>4-2 and 2-1 together are the supreme pair. Nothing beats it, though as single tiles they are weak. You hold both: lead them together.</source>
            <translation>مهره‌های 4-2 و 2-1 با هم جفت برتر را می‌سازند. هیچ چیز آن را شکست نمی‌دهد، هرچند هر کدام به‌تنهایی مهره‌ای ضعیف است. هر دو را دارید: آن‌ها را با هم آغاز کنید.</translation>
        </message>
        <message>
            <source>A losing emperor gives two cards, or four if he played alone, and a winning one takes as many. Played face down, the winners take the cards given at random.</source>
            <translation>امپراتورِ بازنده دو کارت می‌دهد، و اگر تنها بازی کرده باشد چهار کارت؛ امپراتورِ برنده همین قدر می‌گیرد. اگر خراج رو به پایین باشد، برندگان کارت‌ها را تصادفی برمی‌دارند.</translation>
        </message>
        <message>
            <source>A play is one card, or several cards of one rank: a pair, three of a kind, four, five and more. Jokers are wild: they join any rank, so 7 7 and a joker are three cards that count as sevens.</source>
            <translation>یک بازی یک کارت است، یا چند کارت از یک رتبه: جفت، سه‌تایی، چهارتایی، پنج‌تایی و بیشتر. ژوکرها آزادند: به هر رتبه‌ای می‌پیوندند، پس ۷ ۷ و یک ژوکر سه کارت‌اند که هفت شمرده می‌شوند.</translation>
        </message>
        <message>
            <source>A player who has taken no trick yet may not take a last trick of one tile: win a trick earlier in the deal.</source>
            <translation>بازیکنی که هنوز هیچ تریکی نبرده، نمی‌تواند تریک آخرِ تک‌مهره‌ای را ببرد: پیش‌تر در دیل یک تریک ببرید.</translation>
        </message>
        <message>
            <source>A player with both mothers and no son may also offer to swap one with a player who has both sons, with no dice. Four sky chiefs in one hand are shown to everyone.</source>
            <translation>بازیکنی که هر دو مادر را دارد و پسری ندارد، می‌تواند بدون تاس به بازیکنی که هر دو پسر را دارد پیشنهاد تعویض یکی از آن‌ها را هم بدهد. چهار رئیس آسمان در یک دست به همه نشان داده می‌شوند.</translation>
        </message>
        <message>
            <source>A player with the partner accepted. Each threw one die and the higher took both tiles; then the dice named a tile that the one with seventeen tiles gave back.</source>
            <translation>بازیکنی که جفت آن را داشت پذیرفت. هر کدام یک تاس انداختند و عدد بالاتر هر دو مهره را گرفت؛ سپس تاس‌ها مهره‌ای را نام بردند که دارندهٔ هفده مهره آن را پس داد.</translation>
        </message>
        <message>
            <source>A set is beaten only by a higher set of the same sort and size. The rules page lists every set, the horses and the ministers among them.</source>
            <translation>هر مجموعه را فقط مجموعه‌ای بالاتر از همان نوع و همان اندازه شکست می‌دهد. صفحهٔ قوانین همهٔ مجموعه‌ها را، از جمله اسب‌ها و وزیرها، فهرست کرده است.</translation>
        </message>
        <message>
            <source>A single card was played: it is ringed in gold. Any higher single card beats it: click a higher column once and press Play.</source>
            <translation>یک کارت تنها بازی شده است: دورش حلقه‌ای طلایی است. هر کارت تنهای بالاتری آن را شکست می‌دهد: یک بار روی ستونی بالاتر کلیک کنید و «بازی کن» را بزنید.</translation>
        </message>
        <message>
            <source>A tile of the other suit never beats, however high it is, and equal tiles do not beat each other either. Everyone plays as many tiles as were led; a play that does not beat goes face down, and nobody has to beat. Whoever wins the trick leads the next one.</source>
            <translation>مهره‌ای از خال دیگر، هر قدر هم بالا باشد، هرگز شکست نمی‌دهد، و مهره‌های برابر هم یکدیگر را شکست نمی‌دهند. هر کس به شمار مهره‌هایی که آغاز شد بازی می‌کند؛ بازی‌ای که شکست ندهد رو به پایین می‌رود، و هیچ‌کس ناچار به شکست دادن نیست. هر کس تریک را ببرد، تریک بعدی را آغاز می‌کند.</translation>
        </message>
        <message>
            <source>A tile played face down cannot win the trick. Play your higher tile of the same suit face up.</source>
            <translation>مهره‌ای که رو به پایین بازی شود نمی‌تواند تریک را ببرد. مهرهٔ بالاترتان از همان خال را رو به بالا بازی کنید.</translation>
        </message>
        <message>
            <source>Another player took the emperor card: the crown on his plate shows who. The three others play against him and his protector.</source>
            <translation>بازیکن دیگری کارت امپراتور را گرفت: تاج روی پلاکش نشان می‌دهد کیست. سه نفر دیگر در برابر او و محافظش بازی می‌کنند.</translation>
        </message>
        <message>
            <source>Bagchen is played with 64 tiles, the 21 throws of two dice: eleven kinds are sky tiles (four of each), the other ten earth tiles (two of each). Within its suit every tile has a rank: higher beats lower. Your hand is laid out by it, sky tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>باگچن با ۶۴ مهره بازی می‌شود که ۲۱ حالتِ پرتاب دو تاس را نشان می‌دهند. یازده نوع، مهره آسمان‌اند (از هر کدام چهار عدد)؛ ده نوع دیگر، مهره زمین‌اند (از هر کدام دو عدد). هر مهره در خال خودش رتبه‌ای دارد: بالاتر، پایین‌تر را شکست می‌دهد. دست شما بر پایهٔ همین رتبه چیده می‌شود: نخست مهره‌های آسمان، و هر خال از بالاترین رتبه به پایین؛ نشانگر را روی یک مهره نگه دارید تا نامش را ببینید.</translation>
        </message>
        <message>
            <source>Bao Huang is played by five with 168 cards: four packs without their 3s, 4s and 5s, and eight jokers. From low to high the ranks are 6 7 8 9 10 J Q K A 2, then the black joker and the red joker; suits never matter.</source>
            <translation>بائو هوانگ را پنج نفر با ۱۶۸ کارت بازی می‌کنند: چهار دست کارت بی ۳ و ۴ و ۵، و هشت ژوکر. رتبه‌ها از پایین به بالا چنین‌اند: ۶‏ ۷‏ ۸‏ ۹‏ ۱۰‏ J‏ Q‏ K‏ A‏ ۲، سپس ژوکر سیاه و ژوکر سرخ؛ خال‌ها هرگز اهمیتی ندارند.</translation>
        </message>
        <message>
            <source>Beat the play ringed in gold: take as many cards from a higher column and press Play.</source>
            <translation>بازی‌ای را که دورش حلقهٔ طلایی است شکست دهید: همان تعداد کارت از ستونی بالاتر بردارید و «بازی کن» را بزنید.</translation>
        </message>
        <message>
            <source>Beating, and saying pass</source>
            <translation>شکست دادن، و پاس گفتن</translation>
        </message>
        <message>
            <source>Civil and military tiles</source>
            <translation>مهره‌های مدنی و نظامی</translation>
        </message>
        <message>
            <source>Each winner scores 1 and each loser loses 1, and the emperor's score counts double, so that the deal sums to zero. A tie scores nothing.</source>
            <translation>هر برنده ۱ امتیاز می‌گیرد و هر بازنده ۱ امتیاز از دست می‌دهد، و امتیاز امپراتور دو برابر شمرده می‌شود تا جمع دیل صفر شود. مساوی امتیازی ندارد.</translation>
        </message>
        <message>
            <source>Face down you give the deal away. Beat the last trick face up.</source>
            <translation>اگر رو به پایین بازی کنید، دیل را از دست می‌دهید. تریک آخر را رو به بالا شکست دهید.</translation>
        </message>
        <message>
            <source>Face down you give the whole deal away. Beat the trick face up.</source>
            <translation>اگر رو به پایین بازی کنید، کل دیل را از دست می‌دهید. تریک را رو به بالا شکست دهید.</translation>
        </message>
        <message>
            <source>Face down, your tile cannot win the trick. Play a higher tile of the same suit face up.</source>
            <translation>مهره‌تان اگر رو به پایین باشد نمی‌تواند تریک را ببرد. یک مهره بالاتر از همان خال را رو به بالا بازی کنید.</translation>
        </message>
        <message>
            <source>From the second deal on, the side that lost the deal before pays tribute: each loser gives his highest card that is not a joker. You were the emperor and won, so you take two of them, your protector one.</source>
            <translation>از دیل دوم به بعد، دسته‌ای که دیل پیش را باخت خراج می‌دهد: هر بازنده بالاترین کارتش را که ژوکر نیست می‌دهد. شما امپراتور بودید و بردید، پس دو تا از آن‌ها را می‌گیرید و محافظتان یکی را.</translation>
        </message>
        <message>
            <source>Going out, and the score</source>
            <translation>بیرون رفتن، و امتیاز</translation>
        </message>
        <message>
            <source>Help the emperor without giving yourself away: play without the shielded joker, or pass.</source>
            <translation>بی آن‌که خودتان را لو بدهید به امپراتور کمک کنید: بدون ژوکرِ سپردار بازی کنید، یا پاس بدهید.</translation>
        </message>
        <message>
            <source>If the emperor takes the emperor card while holding the eunuch card too, he plays alone against four, and his score counts double.</source>
            <translation>اگر امپراتور کارت امپراتور را بگیرد و کارت خواجه را هم داشته باشد، تنها در برابر چهار نفر بازی می‌کند و امتیازش دو برابر شمرده می‌شود.</translation>
        </message>
        <message>
            <source>In this game the tribute lies face up and the winners choose. Take the highest card.</source>
            <translation>در این بازی خراج رو به بالاست و برندگان انتخاب می‌کنند. بالاترین کارت را بگیرید.</translation>
        </message>
        <message>
            <source>Jokers may also be played alone, and a play that holds a red joker can never be beaten. Keep your jokers for when they win a round.</source>
            <translation>ژوکرها را تنها هم می‌توان بازی کرد، و بازی‌ای که ژوکر سرخ دارد هرگز شکست نمی‌خورد. ژوکرهایتان را برای وقتی نگه دارید که دوری را ببرند.</translation>
        </message>
        <message>
            <source>Jumps and the settlement</source>
            <translation>پرش و تسویه حساب</translation>
        </message>
        <message>
            <source>Keep a strong tile or set for the end: it is worth more than many tricks before it.</source>
            <translation>یک مهره یا مجموعه قوی را برای پایان نگه دارید: از بسیاری تریک‌های پیش از آن ارزشمندتر است.</translation>
        </message>
        <message>
            <source>Keep the supreme pair for when a trick matters most, such as near the end of the deal.</source>
            <translation>جفت برتر را برای وقتی نگه دارید که یک تریک از همه مهم‌تر است، مثلاً نزدیک پایان دیل.</translation>
        </message>
        <message>
            <source>Lead a tile or a set that nobody can beat any more, such as the one the arrow shows. A lead the passport forbids is refused.</source>
            <translation>با مهره یا مجموعه‌ای آغاز کنید که دیگر هیچ کس نمی‌تواند آن را شکست دهد، مانند همان که پیکان نشان می‌دهد. آغازی که پاسپورت اجازه نمی‌دهد پذیرفته نمی‌شود.</translation>
        </message>
        <message>
            <source>Leading and beating</source>
            <translation>آغاز کردن و شکست دادن</translation>
        </message>
        <message>
            <source>Look at the dice at the start of every deal: they tell you which tiles are points.</source>
            <translation>در آغاز هر دیل به تاس‌ها نگاه کنید: به شما می‌گویند کدام مهره‌ها امتیازند.</translation>
        </message>
        <message>
            <source>Mother and son, and the other offers</source>
            <translation>مادر و پسر، و پیشنهادهای دیگر</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>بعدی</translation>
        </message>
        <message>
            <source>Now take your second card: again the highest.</source>
            <translation>حالا کارت دومتان را بگیرید: باز هم بالاترین را.</translation>
        </message>
        <message>
            <source>One card is allowed, but this time lead two or more cards of one rank.</source>
            <translation>یک کارت هم مجاز است، اما این بار با دو کارت یا بیشتر از یک رتبه آغاز کنید.</translation>
        </message>
        <message>
            <source>One tile has been led, so you follow with one tile too. To beat it you need a tile of the same suit, sky on sky or earth on earth, of a higher rank. You have one: play it face up.</source>
            <translation>با یک مهره آغاز شده، پس شما هم یک مهره بازی می‌کنید. برای شکست دادنش مهره‌ای از همان خال با رتبهٔ بالاتر لازم دارید: آسمان روی آسمان، یا زمین روی زمین. یکی دارید: آن را رو به بالا بازی کنید.</translation>
        </message>
        <message>
            <source>One tile is allowed, but this time lead a pair: two tiles that go together.</source>
            <translation>یک مهره هم مجاز است، اما این بار با یک جفت آغاز کنید: دو مهره که با هم جورند.</translation>
        </message>
        <message>
            <source>One tile was led. Only a higher tile of the same suit beats it: civil on civil, military on military. You hold one: play it face up.</source>
            <translation>با یک مهره آغاز شد. فقط مهرهٔ بالاترِ همان خال آن را شکست می‌دهد: مدنی روی مدنی، نظامی روی نظامی. یکی دارید: آن را رو به بالا بازی کنید.</translation>
        </message>
        <message>
            <source>Only your 2s or jokers beat this play. Keep them for later and pass: say 不要, “I don't want it”, with the Pass button or P.</source>
            <translation>تنها ۲ها یا ژوکرهای شما این بازی را شکست می‌دهند. آن‌ها را برای بعد نگه دارید و پاس بدهید: با دکمهٔ «پاس» یا کلید P بگویید 不要، «نمی‌خواهم».</translation>
        </message>
        <message>
            <source>Pairs and the supreme pair</source>
            <translation>جفت‌ها و جفت برتر</translation>
        </message>
        <message>
            <source>Passing is allowed, but here beat the single card with one higher card.</source>
            <translation>پاس دادن مجاز است، اما این‌جا آن کارت تنها را با یک کارت بالاتر شکست دهید.</translation>
        </message>
        <message>
            <source>Passing is allowed, but here you can beat it: select as many higher cards.</source>
            <translation>پاس دادن مجاز است، اما این‌جا می‌توانید آن را شکست دهید: همان تعداد کارت بالاتر انتخاب کنید.</translation>
        </message>
        <message>
            <source>Passports and their leads</source>
            <translation>پاسپورت‌ها و آغازهایشان</translation>
        </message>
        <message>
            <source>Play a real deal now</source>
            <translation>اکنون یک دیل واقعی بازی کنید</translation>
        </message>
        <message>
            <source>Players go out one after another. The deal ends once one side has nobody left holding cards: the side of the first player out wins, or ties if one of its own still holds cards.</source>
            <translation>بازیکنان یکی پس از دیگری بیرون می‌روند. دیل وقتی تمام می‌شود که در یک دسته هیچ کس کارتی نداشته باشد: دستهٔ نخستین کسی که بیرون رفت می‌برد، یا اگر یکی از خودش هنوز کارت دارد، مساوی می‌شود.</translation>
        </message>
        <message>
            <source>Playing face down</source>
            <translation>بازی رو به پایین</translation>
        </message>
        <message>
            <source>Right.</source>
            <translation>درست است.</translation>
        </message>
        <message>
            <source>Right. Now the dice are thrown.</source>
            <translation>درست است. حالا تاس‌ها انداخته می‌شوند.</translation>
        </message>
        <message>
            <source>Right: a pair is a strong start.</source>
            <translation>درست است: جفت شروعی قوی است.</translation>
        </message>
        <message>
            <source>Right: a pass does not stop you from playing when your turn comes again.</source>
            <translation>درست است: پاس مانع نمی‌شود که وقتی دوباره نوبتتان شد بازی کنید.</translation>
        </message>
        <message>
            <source>Right: a set is led face up, all its tiles at once.</source>
            <translation>درست است: مجموعه رو به بالا آغاز می‌شود، همهٔ مهره‌هایش با هم.</translation>
        </message>
        <message>
            <source>Right: an unbeatable lead wins the trick for sure.</source>
            <translation>درست است: آغاز شکست‌ناپذیر بی‌تردید تریک را می‌برد.</translation>
        </message>
        <message>
            <source>Right: nobody can beat it, and a trick of two tiles counts as two tricks.</source>
            <translation>درست است: هیچ کس نمی‌تواند آن را شکست دهد، و تریکی با دو مهره دو تریک شمرده می‌شود.</translation>
        </message>
        <message>
            <source>Right: nobody can beat point tiles.</source>
            <translation>درست است: هیچ کس نمی‌تواند مهره‌های امتیاز را شکست دهد.</translation>
        </message>
        <message>
            <source>Right: now the others must beat your play.</source>
            <translation>درست است: حالا دیگران باید بازی شما را شکست دهند.</translation>
        </message>
        <message>
            <source>Right: the crown on your plate tells everyone you are the emperor.</source>
            <translation>درست است: تاج روی پلاک شما به همه می‌گوید که امپراتور شمایید.</translation>
        </message>
        <message>
            <source>Right: the others now say whether they hold the partner.</source>
            <translation>درست است: حالا دیگران می‌گویند که جفت آن را دارند یا نه.</translation>
        </message>
        <message>
            <source>Right: the others still do not know whose side you are on.</source>
            <translation>درست است: دیگران هنوز نمی‌دانند شما در کدام دسته‌اید.</translation>
        </message>
        <message>
            <source>Right: the trick is lost anyway, and your good tiles stay in your hand.</source>
            <translation>درست است: این تریک به هر حال از دست رفته است، و مهره‌های خوبتان در دستتان می‌مانند.</translation>
        </message>
        <message>
            <source>Right: whoever beats it must play as many cards.</source>
            <translation>درست است: هر که بخواهد آن را شکست دهد، باید همین تعداد کارت بازی کند.</translation>
        </message>
        <message>
            <source>Right: you are on top of the last trick.</source>
            <translation>درست است: اکنون بازی شما در تریک آخر از همه بالاتر است.</translation>
        </message>
        <message>
            <source>Right: you are out, and your plate shows your place.</source>
            <translation>درست است: شما بیرون رفتید، و پلاکتان جایگاهتان را نشان می‌دهد.</translation>
        </message>
        <message>
            <source>Right: your card is the one to beat now.</source>
            <translation>درست است: اکنون باید کارت شما را شکست داد.</translation>
        </message>
        <message>
            <source>Right: your tile is on top now.</source>
            <translation>درست است: اکنون مهرهٔ شما از همه بالاتر است.</translation>
        </message>
        <message>
            <source>Saving point tiles for the end can pay much more than leading them early.</source>
            <translation>نگه داشتن مهره‌های امتیاز برای پایان می‌تواند بسیار بیشتر از آغاز کردن زودهنگام با آن‌ها سود بدهد.</translation>
        </message>
        <message>
            <source>Singles, pairs and more</source>
            <translation>تکی، جفت و بیشتر</translation>
        </message>
        <message>
            <source>Start with a pair if you have one: a trick of two tiles counts as two. Lead the pair the arrow shows.</source>
            <translation>اگر جفتی دارید، با آن شروع کنید: تریکی با دو مهره دو تریک شمرده می‌شود. با جفتی که پیکان نشان می‌دهد آغاز کنید.</translation>
        </message>
        <message>
            <source>Take it: press “Be emperor”.</source>
            <translation>آن را بگیرید: «امپراتور شو» را بزنید.</translation>
        </message>
        <message>
            <source>That card is yours to take, but the highest one makes your hand stronger. Take it.</source>
            <translation>می‌توانید این کارت را بگیرید، اما بالاترین کارت دستتان را قوی‌تر می‌کند. آن را بگیرید.</translation>
        </message>
        <message>
            <source>That gives away a tile you may want later. Play your lowest tiles face down, the ones the arrow shows.</source>
            <translation>این کار مهره‌ای را هدر می‌دهد که شاید بعداً لازمش داشته باشید. پایین‌ترین مهره‌هایتان را، همان‌هایی که پیکان نشان می‌دهد، رو به پایین بازی کنید.</translation>
        </message>
        <message>
            <source>That is allowed, but it spends your highest cards on a small round. Pass this time.</source>
            <translation>این مجاز است، اما بالاترین کارت‌هایتان را خرج دوری کوچک می‌کند. این بار پاس بدهید.</translation>
        </message>
        <message>
            <source>That is allowed, but lead your point tiles face up, all at once: then nobody can beat them, and the last trick is yours.</source>
            <translation>این مجاز است، اما مهره‌های امتیازتان را رو به بالا و همه با هم آغاز کنید: آن‌گاه هیچ کس نمی‌تواند آن‌ها را شکست دهد و تریک آخر از آنِ شماست.</translation>
        </message>
        <message>
            <source>That is allowed, but this time lead a set: two or more tiles that go together, like the ones the arrow shows.</source>
            <translation>این مجاز است، اما این بار با یک مجموعه آغاز کنید: دو مهره یا بیشتر که با هم جورند، مانند آن‌هایی که پیکان نشان می‌دهد.</translation>
        </message>
        <message>
            <source>That is allowed, but you can go out now: play all your cards together.</source>
            <translation>این مجاز است، اما همین حالا می‌توانید بیرون بروید: همهٔ کارت‌هایتان را با هم بازی کنید.</translation>
        </message>
        <message>
            <source>That lead is allowed, but the supreme pair wins this trick for sure. Lead 4-2 and 2-1 together.</source>
            <translation>این آغاز مجاز است، اما جفت برتر این تریک را بی‌تردید می‌برد. مهره‌های 4-2 و 2-1 را با هم آغاز کنید.</translation>
        </message>
        <message>
            <source>That play shows the eunuch card, and everyone learns you are the protector. Keep it hidden for now.</source>
            <translation>این بازی کارت خواجه را نشان می‌دهد و همه می‌فهمند که محافظ شمایید. فعلاً آن را پنهان نگه دارید.</translation>
        </message>
        <message>
            <source>That tower stands in front of another player. Choose one of your own two this time.</source>
            <translation>آن برج جلوی بازیکن دیگری است. این بار یکی از دو برج جلوی خودتان را انتخاب کنید.</translation>
        </message>
        <message>
            <source>The banker</source>
            <translation>بانکدار</translation>
        </message>
        <message>
            <source>The cards and their order</source>
            <translation>کارت‌ها و ترتیبشان</translation>
        </message>
        <message>
            <source>The dice made you the banker. The banker leads the first trick, and every payment between the banker and the winner of the deal is doubled.</source>
            <translation>تاس‌ها شما را بانکدار کردند. بانکدار نخستین تریک را آغاز می‌کند، و هر پرداخت میان بانکدار و برندهٔ دیل دو برابر می‌شود.</translation>
        </message>
        <message>
            <source>The dice were counted round the table from you to find who takes the chosen tower first; the others take the next towers in turn. The two numbers on the dice also name a tile: the point of this deal.</source>
            <translation>عدد تاس‌ها از شما آغاز و دور میز شمرده شد تا معلوم شود چه کسی برج انتخاب‌شده را اول برمی‌دارد؛ دیگران به نوبت برج‌های بعدی را برمی‌دارند. دو عدد تاس‌ها یک مهره را هم نام می‌برند: امتیاز این دیل.</translation>
        </message>
        <message>
            <source>The emperor</source>
            <translation>امپراتور</translation>
        </message>
        <message>
            <source>The emperor leads first. Your side wins if one of you goes out first while the other side still holds cards.</source>
            <translation>امپراتور نخست آغاز می‌کند. دستهٔ شما می‌برد اگر یکی از شما نخست بیرون برود در حالی که دستهٔ دیگر هنوز کارت دارد.</translation>
        </message>
        <message>
            <source>The first tricks were played for you. Now a set was led that you cannot beat: play as many tiles as were led face down, where nobody sees them and they cannot win. Give away your weakest tiles and keep the strong ones for later.</source>
            <translation>تریک‌های نخست به‌جای شما بازی شدند. اکنون مجموعه‌ای آغاز شده که نمی‌توانید شکستش دهید: به تعداد مهره‌های آغازشده، مهره رو به پایین بازی کنید؛ آنجا کسی آن‌ها را نمی‌بیند و نمی‌توانند ببرند. ضعیف‌ترین مهره‌هایتان را بدهید و قوی‌ها را برای بعد نگه دارید.</translation>
        </message>
        <message>
            <source>The hidden protector</source>
            <translation>محافظ پنهان</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>تریک آخر</translation>
        </message>
        <message>
            <source>The last trick wins</source>
            <translation>تریک آخر می‌برد</translation>
        </message>
        <message>
            <source>The mother is 4-2 and the son is 2-1; led together they make a set worth a chip from each player. You hold one without the other: show it and ask who has its partner.</source>
            <translation>مادر 4-2 است و پسر 2-1؛ اگر با هم آغاز شوند، مجموعه‌ای می‌سازند که از هر بازیکن یک چیپ می‌آورد. شما یکی را بدون دیگری دارید: آن را نشان دهید و بپرسید جفتش دست کیست.</translation>
        </message>
        <message>
            <source>The passport allows that lead, but it can be beaten. Lead what nobody can beat: it keeps the lead with you.</source>
            <translation>پاسپورت این آغاز را اجازه می‌دهد، اما شکست‌پذیر است. با چیزی آغاز کنید که هیچ کس نتواند شکستش دهد: این‌طور نوبت آغاز نزد شما می‌ماند.</translation>
        </message>
        <message>
            <source>The tiles and their sets</source>
            <translation>مهره‌ها و مجموعه‌هایشان</translation>
        </message>
        <message>
            <source>The tiles are shuffled and built into eight towers of eight, two in front of each player. You sit opposite the starter, so you choose the first tower and throw the dice. Choose one of the two towers in front of you.</source>
            <translation>مهره‌ها مخلوط می‌شوند و در هشت برج هشت‌مهره‌ای چیده می‌شوند، دو برج جلوی هر بازیکن. شما روبه‌روی شروع‌کننده نشسته‌اید، پس برج اول را انتخاب می‌کنید و تاس می‌اندازید. یکی از دو برج جلوی خودتان را انتخاب کنید.</translation>
        </message>
        <message>
            <source>The tiles of the point's kind are point tiles. They beat nothing and nothing beats them; led alone, each one makes every player without a passport pay you a chip at once.</source>
            <translation>مهره‌هایی که از نوع امتیاز باشند، مهره‌های امتیازند. هیچ مهره‌ای را شکست نمی‌دهند و هیچ چیز آن‌ها را شکست نمی‌دهد؛ اگر جدا از مهره‌های دیگر با آن‌ها آغاز کنید، برای هر کدام، هر بازیکن بدون پاسپورت بی‌درنگ یک چیپ به شما می‌پردازد.</translation>
        </message>
        <message>
            <source>The towers, the dice and the point</source>
            <translation>برج‌ها، تاس‌ها و امتیاز</translation>
        </message>
        <message>
            <source>The tribute</source>
            <translation>خراج</translation>
        </message>
        <message>
            <source>The tricks so far were played for you, and you have won six stacks or more: you hold a passport. From now on you never pay for the others' point leads, but you may not lead just anything: mostly only what nobody can beat.</source>
            <translation>تریک‌های تا اینجا به‌جای شما بازی شدند، و شما شش دسته یا بیشتر برده‌اید: پاسپورت دارید. از این پس هرگز برای آغازهای امتیازی دیگران چیزی نمی‌پردازید، اما نمی‌توانید با هر چیزی آغاز کنید: بیشتر فقط با آنچه هیچ کس نتواند شکستش دهد.</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal and is paid by the others. You can beat it: do so.</source>
            <translation>تریک‌های تا اینجا به‌جای شما بازی شدند؛ این آخرین تریک است. هر کس تریک آخر را ببرد، دیل را می‌برد و دیگران به او می‌پردازند. می‌توانید آن را شکست دهید: این کار را بکنید.</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; this is the last one. Whoever takes the last trick wins the deal, however few stacks they had before. You can beat it: do so.</source>
            <translation>تریک‌های تا اینجا به‌جای شما بازی شدند؛ این آخرین تریک است. هر کس تریک آخر را ببرد، دیل را می‌برد، هر قدر هم پیش‌تر دسته‌های کمی داشته باشد. می‌توانید آن را شکست دهید: این کار را بکنید.</translation>
        </message>
        <message>
            <source>The tricks so far were played for you; you lead, and only point tiles are left in your hand. Lead them face up, all at once: nobody can beat points, so you take the last trick with a points lead. That is a jump, and it multiplies the settlement.</source>
            <translation>تریک‌های تا اینجا به‌جای شما بازی شدند؛ نوبت آغاز با شماست و فقط مهره‌های امتیاز در دستتان مانده است. آن‌ها را رو به بالا و همه با هم آغاز کنید: هیچ کس نمی‌تواند امتیازها را شکست دهد، پس تریک آخر را با آغاز امتیازی می‌برید. این یک پرش است و تسویه حساب را چند برابر می‌کند.</translation>
        </message>
        <message>
            <source>Tien Gow has 32 tiles in two suits. The 22 civil tiles come in pairs of identical tiles, each kind with its own rank; the 10 military tiles rank by their pips, so 6-3 and 5-4 (both nine) are equal. Your hand is laid out by rank, civil tiles first, each suit from the highest down; hold the pointer over a tile to see its name.</source>
            <translation>تین گو ۳۲ مهره در دو خال دارد. ۲۲ مهرهٔ مدنی جفت‌جفتِ یکسان‌اند و هر نوع رتبهٔ خودش را دارد؛ رتبهٔ ۱۰ مهرهٔ نظامی با شمار نقطه‌هاست، پس 6-3 و 5-4 (هر دو نُه) برابرند. دست شما بر پایهٔ رتبه چیده می‌شود: نخست مهره‌های مدنی، و هر خال از بالاترین رتبه به پایین؛ نشانگر را روی یک مهره نگه دارید تا نامش را ببینید.</translation>
        </message>
        <message>
            <source>To beat a play of several cards, play as many cards, each higher. Sort both plays from high to low: each of your cards must be higher than the card in its place.</source>
            <translation>برای شکست دادن بازی‌ای با چند کارت، همان تعداد کارت بازی کنید که هر یک بالاتر باشد. هر دو بازی را از بالا به پایین مرتب کنید: هر کارت شما باید از کارت هم‌جایش بالاتر باشد.</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>دوباره امتحان کنید</translation>
        </message>
        <message>
            <source>Two jokers are marked: the red one with a crown is the emperor card, the black one with a green shield is the eunuch card. The next lessons show what they do.</source>
            <translation>دو ژوکر نشان‌دارند: سرخِ تاج‌دار کارت امپراتور است، و سیاهِ با سپر سبز کارت خواجه. درس‌های بعد نشان می‌دهند که چه می‌کنند.</translation>
        </message>
        <message>
            <source>Two tiles can be led together as a pair: two identical civil tiles, two military tiles of the same pips, or a few matched civil and military tiles. A pair is beaten only by a higher pair of the same sort.</source>
            <translation>دو مهره را می‌توان به‌صورت جفت با هم آغاز کرد: دو مهرهٔ مدنیِ یکسان، دو مهرهٔ نظامی با شمار نقطهٔ یکسان، یا برخی مهره‌های مدنی با مهرهٔ نظامیِ هم‌تایشان. جفت را فقط جفتی بالاتر از همان نوع شکست می‌دهد.</translation>
        </message>
        <message>
            <source>When everyone else has passed, one after the other, the last to play leads again: any play he likes. The button “Ask: do not beat me” only asks the others; nobody has to obey.</source>
            <translation>وقتی همهٔ دیگران یکی پس از دیگری پاس دادند، آخرین کسی که بازی کرده دوباره آغاز می‌کند: هر بازی‌ای که بخواهد. دکمهٔ «درخواست: مرا شکست ندهید» فقط از دیگران خواهش می‌کند؛ هیچ کس مجبور به پذیرفتن نیست.</translation>
        </message>
        <message>
            <source>When you have no passport you may also lead one tile face down and name a suit: any tile of that suit beats it. Use it to give the lead away.</source>
            <translation>وقتی پاسپورت ندارید، می‌توانید با یک مهره رو به پایین هم آغاز کنید و یک خال را نام ببرید: هر مهره‌ای از آن خال آن را شکست می‌دهد. از آن برای واگذاشتن نوبت آغاز استفاده کنید.</translation>
        </message>
        <message>
            <source>Whoever is on top when everyone has played takes the trick, one stack for each tile led, and leads next. Nobody has to beat: a player may always play face down instead.</source>
            <translation>وقتی همه بازی کردند، هر کس بازی‌اش از همه بالاتر باشد تریک را می‌برد، به ازای هر مهرهٔ آغازشده یک دسته، و آغازگر بعدی می‌شود. هیچ کس مجبور به شکست دادن نیست: بازیکن همیشه می‌تواند به‌جای آن رو به پایین بازی کند.</translation>
        </message>
        <message>
            <source>Whoever takes the last trick is the banker of the next deal.</source>
            <translation>هر کس تریک آخر را ببرد، بانکدار دیل بعدی است.</translation>
        </message>
        <message>
            <source>Without an unbeatable lead a passport holder may lead sets only under stricter rules, and at worst must show the hand. The rules page has them all.</source>
            <translation>دارنده پاسپورت بدون آغاز شکست‌ناپذیر فقط با قواعدی سخت‌تر می‌تواند با مجموعه آغاز کند، و در بدترین حالت باید دستش را نشان دهد. همهٔ این قواعد در صفحهٔ قوانین آمده است.</translation>
        </message>
        <message>
            <source>You have the lead: you may play anything. Lead two or more cards of one rank: click their column twice, or Ctrl and click for all of it, then press Play.</source>
            <translation>آغاز با شماست: هر چه بخواهید می‌توانید بازی کنید. با دو کارت یا بیشتر از یک رتبه آغاز کنید: دو بار روی ستونشان کلیک کنید، یا با Ctrl کلیک کنید تا همهٔ آن برداشته شود، سپس «بازی کن» را بزنید.</translation>
        </message>
        <message>
            <source>You hold the emperor card: the red joker with the crown. Its holder may be the emperor, who plays with a hidden protector against the other three, or pass the card on.</source>
            <translation>کارت امپراتور دست شماست: ژوکر سرخِ تاج‌دار. دارنده‌اش می‌تواند امپراتور شود و همراه محافظی پنهان در برابر سه نفر دیگر بازی کند، یا کارت را به نفر بعد بدهد.</translation>
        </message>
        <message>
            <source>You hold the eunuch card, the black joker with the green shield: you are the emperor's protector. Nobody else knows it until you play that card.</source>
            <translation>کارت خواجه دست شماست، ژوکر سیاه با سپر سبز: شما محافظ امپراتورید. تا آن کارت را بازی نکنید، هیچ کس دیگری این را نمی‌داند.</translation>
        </message>
        <message>
            <source>You lead first. Tiles can be led together as a set: two to four identical sky tiles, or earth tiles of equal rank, among others. Lead a set of two or more tiles, such as the one the arrow shows.</source>
            <translation>شما اول آغاز می‌کنید. مهره‌ها را می‌توان به‌صورت مجموعه با هم آغاز کرد: از جمله دو تا چهار مهره آسمان یکسان، یا مهره‌های زمین هم‌رتبه. با مجموعه‌ای از دو مهره یا بیشتر آغاز کنید، مانند همان که پیکان نشان می‌دهد.</translation>
        </message>
        <message>
            <source>You may pass it on, but this time be the emperor.</source>
            <translation>می‌توانید آن را به نفر بعد بدهید، اما این بار امپراتور شوید.</translation>
        </message>
        <message>
            <source>You may pass, but this lesson is about the offer: show the tile the arrow points at.</source>
            <translation>می‌توانید پاس بدهید، اما این درس دربارهٔ پیشنهاد است: مهره‌ای را که پیکان نشان می‌دهد نشان دهید.</translation>
        </message>
        <message>
            <source>You took the last trick and won the deal. Each player with fewer than six stacks pays you one chip for each stack short of six; you pay those with more than six.</source>
            <translation>شما تریک آخر و دیل را بردید. هر بازیکنی که کمتر از شش دسته دارد، به ازای هر دسته‌ای که تا شش کم دارد یک چیپ به شما می‌پردازد؛ شما به کسانی که بیش از شش دسته دارند می‌پردازید.</translation>
        </message>
        <message>
            <source>You won the deal. Each other player pays you four chips less one for each trick they took (five if they took none); a player with more than four tricks is paid instead.</source>
            <translation>شما دیل را بردید. هر بازیکن دیگر چهار چیپ، منهای یک چیپ برای هر تریکی که برده، به شما می‌پردازد (اگر هیچ تریکی نبرده، پنج چیپ)؛ بازیکنی که بیش از چهار تریک برده، در عوض پرداخت می‌گیرد.</translation>
        </message>
        <message>
            <source>You won the last trick with points: every player short of six stacks pays you the shortfall times the jump's multiplier. The chips show the settlement.</source>
            <translation>تریک آخر را با امتیاز بردید: هر بازیکنی که کمتر از شش دسته دارد، کسری‌اش را ضربدر ضریب پرش به شما می‌پردازد. چیپ‌ها تسویه حساب را نشان می‌دهند.</translation>
        </message>
        <message>
            <source>Your hand stands in columns, one for each rank: the jokers on the left, then the 2s, down to the 6s on the right. A click on a column takes one card of it, each further click one more; Ctrl and a click take the whole column.</source>
            <translation>کارت‌های شما در ستون‌هایی چیده شده‌اند، یکی برای هر رتبه: ژوکرها در چپ، سپس ۲ها، تا ۶ها در راست. هر کلیک روی یک ستون یک کارت از آن برمی‌دارد و هر کلیک بعدی یکی دیگر؛ کلیک با Ctrl همهٔ ستون را برمی‌دارد.</translation>
        </message>
        <message>
            <source>Your last cards make one play. Play them all together and you are out.</source>
            <translation>آخرین کارت‌هایتان یک بازی می‌سازند. همه را با هم بازی کنید تا بیرون بروید.</translation>
        </message>
        <message>
            <source>Your protector is whoever holds the eunuch card, the black joker with the green shield. Nobody knows who it is until that card is played, not even you.</source>
            <translation>محافظ شما هر کسی است که کارت خواجه را دارد، ژوکر سیاه با سپر سبز. تا آن کارت بازی نشود هیچ کس نمی‌داند او کیست، حتی شما.</translation>
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
            <translation>%1 پیشنهاد می‌کند دستش را با دست شما مبادله کند.</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son, without dice.</source>
            <translation>%1 پیشنهاد می‌کند بدون تاس یک مادر را با یک پسر تعویض کنید.</translation>
        </message>
        <message>
            <source>%1 shows %2. Accept, and the dice decide who takes both?</source>
            <translation>%1 مهره %2 را نشان می‌دهد. می‌پذیرید تا تاس تعیین کند چه کسی هر دو را بگیرد؟</translation>
        </message>
        <message>
            <source>%1 to play.</source>
            <translation>نوبت %1 است.</translation>
        </message>
        <message>
            <source>&amp;Examples…</source>
            <translation>مثال‌ها…</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>تمام‌صفحه</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>راهنما</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>راهنمایی</translation>
        </message>
        <message>
            <source>&amp;Larger</source>
            <translation>بزرگ‌تر</translation>
        </message>
        <message>
            <source>&amp;Learn to play…</source>
            <translation>&amp;یادگیری بازی…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>بازی جدید…</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>جلسه جدید…</translation>
        </message>
        <message>
            <source>&amp;Past deals…</source>
            <translation>دیل‌های گذشته…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>خروج</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>حرکت کمتر</translation>
        </message>
        <message>
            <source>&amp;Rules of Bagchen</source>
            <translation>قوانین باگچن</translation>
        </message>
        <message>
            <source>&amp;Session panel</source>
            <translation>پنل جلسه</translation>
        </message>
        <message>
            <source>&amp;Smaller</source>
            <translation>کوچک‌تر</translation>
        </message>
        <message>
            <source>&amp;Tile size</source>
            <translation>اندازه مهره‌ها</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>واگرد</translation>
        </message>
        <message>
            <source>&amp;Usual size</source>
            <translation>اندازه معمول</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>نما</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>سرعت پویانمایی</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>باگچن</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>%1 را شکست دهید، یا %2 مهره را رو به پایین بازی کنید.</translation>
        </message>
        <message>
            <source>Before looking at the tiles, you may offer to exchange hands.</source>
            <translation>پیش از نگاه کردن به مهره‌ها، می‌توانید مبادله دست را پیشنهاد کنید.</translation>
        </message>
        <message>
            <source>Before the shuffle: a run of bad luck? You may demand an exchange of seats.</source>
            <translation>پیش از مخلوط کردن مهره‌ها: بدشانسی پشت بدشانسی؟ می‌توانید تعویض صندلی‌ها را درخواست کنید.</translation>
        </message>
        <message>
            <source>Declare &amp;Gobah (five more deals)</source>
            <translation>اعلام گوباه (پنج دیل دیگر)</translation>
        </message>
        <message>
            <source>Exchange seats</source>
            <translation>تعویض صندلی‌ها</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>سریع</translation>
        </message>
        <message>
            <source>Gobah: the five last deals begin after this one.</source>
            <translation>گوباه: پنج دیل آخر پس از این دیل آغاز می‌شوند.</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>فوری</translation>
        </message>
        <message>
            <source>It is kept: the next time Bagchen starts, it offers to go on with it.</source>
            <translation>نگه داشته می‌شود: دفعه بعد که باگچن اجرا شود، ادامه آن را پیشنهاد می‌دهد.</translation>
        </message>
        <message>
            <source>Keep playing</source>
            <translation>ادامه بازی</translation>
        </message>
        <message>
            <source>Keep the seats and deal</source>
            <translation>حفظ صندلی‌ها و دیل</translation>
        </message>
        <message>
            <source>Learn to play</source>
            <translation>یادگیری بازی</translation>
        </message>
        <message>
            <source>Leave the deal in progress?</source>
            <translation>دیل در حال بازی را ترک می‌کنید؟</translation>
        </message>
        <message>
            <source>Leave this session and start a new one?</source>
            <translation>این جلسه را ترک می‌کنید و جلسه تازه‌ای آغاز می‌کنید؟</translation>
        </message>
        <message>
            <source>Look at the &amp;previous trick</source>
            <translation>نگاه به تریک قبلی</translation>
        </message>
        <message>
            <source>Mother and son: you may show your tile and look for its partner.</source>
            <translation>مادر و پسر: می‌توانید مهره خود را نشان دهید و به دنبال جفت آن بگردید.</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>دیل بعدی</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>بازی جدید</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>جلسه جدید</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>دیل بعدی</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>عادی</translation>
        </message>
        <message>
            <source>On your turn: hold %1, or click the last stack won, to see the previous trick again</source>
            <translation>در نوبت خود: %1 را نگه دارید، یا روی آخرین دسته بُرده‌شده کلیک کنید تا تریک قبلی را دوباره ببینید</translation>
        </message>
        <message>
            <source>One &amp;last deal (Tashi Gobah)</source>
            <translation>یک دیل آخر (تاشی گوباه)</translation>
        </message>
        <message>
            <source>Passport, rule 4: lead %1.</source>
            <translation>پاسپورت، قاعده ۴: با %1 آغاز کنید.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>خروج</translation>
        </message>
        <message>
            <source>Quit Bagchen</source>
            <translation>خروج از باگچن</translation>
        </message>
        <message>
            <source>Seats are drawn with the dice.</source>
            <translation>صندلی‌ها با تاس تعیین می‌شوند.</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>دیدن جلسه</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>جلسه</translation>
        </message>
        <message>
            <source>Show or hide the session panel (F9)</source>
            <translation>نمایش یا پنهان کردن پنل جلسه (F9)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>آهسته</translation>
        </message>
        <message>
            <source>Tashi Gobah will be the next deal.</source>
            <translation>دیل بعدی تاشی گوباه خواهد بود.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>دیل تمام شد.</translation>
        </message>
        <message>
            <source>The dice show %1 and %2: %3, %4. Read it as you like; the dice go back to the point.</source>
            <translation>تاس‌ها %1 و %2 را نشان می‌دهند: %3، %4. هر طور که می‌خواهید تفسیرش کنید؛ تاس‌ها دوباره امتیاز را نشان می‌دهند.</translation>
        </message>
        <message>
            <source>Throw the dice for a hint</source>
            <translation>انداختن تاس برای راهنمایی</translation>
        </message>
        <message>
            <source>You sit opposite the starter: choose the tower to be taken first.</source>
            <translation>شما روبه‌روی شروع‌کننده نشسته‌اید: برجی را که اول برداشته می‌شود انتخاب کنید.</translation>
        </message>
        <message>
            <source>Your hand has none of the high tiles: you may show it and demand a re-deal.</source>
            <translation>دست شما هیچ مهره بالایی ندارد: می‌توانید آن را نشان دهید و دیل مجدد بخواهید.</translation>
        </message>
        <message>
            <source>Your lead (you hold a passport: only some leads are allowed).</source>
            <translation>نوبت آغاز با شماست (پاسپورت دارید: فقط برخی آغازها مجازند).</translation>
        </message>
        <message>
            <source>Your lead.</source>
            <translation>نوبت آغاز با شماست.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>نوبت شماست.</translation>
        </message>
        <message>
            <source>the face-down lead</source>
            <translation>آغاز رو به پایین</translation>
        </message>
    </context>
    <context>
        <name>NewSessionDialog</name>
        <message>
            <source> chips</source>
            <translation> چیپ</translation>
        </message>
        <message>
            <source> s</source>
            <translation> ثانیه</translation>
        </message>
        <message>
            <source> tiles</source>
            <translation> مهره</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal</source>
            <translation>در پرش، پرداخت‌های نهایی در این ضریب ضربدر امتیازهای پایان دیل ضرب می‌شوند</translation>
        </message>
        <message>
            <source>A jump multiplies the final payments by this factor times the points that ended the deal.</source>
            <translation>در پرش، پرداخت‌های نهایی در این ضریب ضربدر امتیازهای پایان دیل ضرب می‌شوند.</translation>
        </message>
        <message>
            <source>A new session of Bagchen</source>
            <translation>جلسه تازه باگچن</translation>
        </message>
        <message>
            <source>A new session of Bao Huang</source>
            <translation>جلسهٔ تازهٔ بائو هوانگ</translation>
        </message>
        <message>
            <source>A new session of Tien Gow</source>
            <translation>جلسهٔ تازهٔ تین گو</translation>
        </message>
        <message>
            <source>A player holding none of the high tiles may ask for a new deal.</source>
            <translation>بازیکنی که هیچ مهرهٔ بالایی ندارد، می‌تواند دیل تازه بخواهد.</translation>
        </message>
        <message>
            <source>A player may lead one tile face down and name a suit; any tile of that suit beats it.</source>
            <translation>بازیکن می‌تواند با یک مهرهٔ رو به پایین آغاز کند و خالی را نام ببرد؛ هر مهره‌ای از آن خال آن را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so</source>
            <translation>بازیکنی که بتواند تریک را شکست دهد، باید این کار را بکند</translation>
        </message>
        <message>
            <source>A player who can beat the trick must do so.</source>
            <translation>بازیکنی که بتواند تریک را شکست دهد، باید این کار را بکند.</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the shuffle.</source>
            <translation>بازیکنی که پشت سر هم بدشانسی آورده، می‌تواند پیش از بر زدن جای تازه بخواهد.</translation>
        </message>
        <message>
            <source>A well-known set of rules; change any option below to make your own</source>
            <translation>مجموعه قوانینی شناخته‌شده؛ برای ساختن قوانین خودتان هر گزینه زیر را تغییر دهید</translation>
        </message>
        <message>
            <source>AI level</source>
            <translation>سطح هوش مصنوعی</translation>
        </message>
        <message>
            <source>AI level: how well the computer plays, from Random (any legal move) to Hard.</source>
            <translation>سطح هوش مصنوعی: رایانه چقدر خوب بازی می‌کند، از «تصادفی» (هر حرکت مجاز) تا «سخت».</translation>
        </message>
        <message>
            <source>Against {below}: not measured yet with these rules.</source>
            <translation>در برابر «{below}»: با این قوانین هنوز سنجیده نشده است.</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal (95%: {low} to {high}; deals: {deals}).</source>
            <translation>در برابر «{below}»: {gain} چیپ در هر دیل (٪۹۵: از {low} تا {high}؛ شمار دیل‌ها: {deals}).</translation>
        </message>
        <message>
            <source>Against {below}: {gain} chips a deal, not shown stronger (95%: {low} to {high}; deals: {deals}).</source>
            <translation>در برابر «{below}»: {gain} چیپ در هر دیل، هنوز قوی‌تر بودنش نشان داده نشده (٪۹۵: از {low} تا {high}؛ شمار دیل‌ها: {deals}).</translation>
        </message>
        <message>
            <source>An easier passport rule: lead from the strongest group of leads you hold.</source>
            <translation>قاعده ساده‌تر پاسپورت: از قوی‌ترین گروه آغازهایی که در دست دارید آغاز کنید.</translation>
        </message>
        <message>
            <source>Animations:</source>
            <translation>پویانمایی:</translation>
        </message>
        <message>
            <source>Bagchen, or Tien Gow: the Chinese game Bagchen comes from</source>
            <translation>باگچن، یا تین گو: بازی چینی‌ای که باگچن از آن آمده است</translation>
        </message>
        <message>
            <source>Bao Huang rules:</source>
            <translation>قوانین بائو هوانگ:</translation>
        </message>
        <message>
            <source>Bao Huang: five players, the emperor and his hidden protector against three farmers</source>
            <translation>بائو هوانگ: پنج بازیکن، امپراتور و محافظ پنهانش در برابر سه رعیت</translation>
        </message>
        <message>
            <source>Before anyone looks at their tiles, two players may swap their whole hands.</source>
            <translation>پیش از آن‌که کسی به مهره‌هایش نگاه کند، دو بازیکن می‌توانند همهٔ دستشان را با هم عوض کنند.</translation>
        </message>
        <message>
            <source>Before play, the holders of 4-2 and 2-1 may offer them, and the dice unite them.</source>
            <translation>پیش از بازی، دارندگان 4-2 و 2-1 می‌توانند آن‌ها را پیشنهاد کنند و تاس‌ها آن دو را به هم می‌رسانند.</translation>
        </message>
        <message>
            <source>By level</source>
            <translation>بنا به سطح</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>لغو</translation>
        </message>
        <message>
            <source>Charity (lead one tile face down)</source>
            <translation>خیریه (آغاز با یک مهره رو به پایین)</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>شکست دادن اجباری</translation>
        </message>
        <message>
            <source>Cores for Hard's search:</source>
            <translation>هسته‌ها برای جستجوی هوش مصنوعی «سخت»:</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>سفارشی</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>عادت‌ها</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>دیجیتال گیمرز</translation>
        </message>
        <message>
            <source>East</source>
            <translation>شرق</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>آسان</translation>
        </message>
        <message>
            <source>Easy: plays by rules of thumb, without looking ahead.</source>
            <translation>آسان: با قاعده‌های سرانگشتی بازی می‌کند، بی آنکه جلوتر را ببیند.</translation>
        </message>
        <message>
            <source>Every seat needs a name.</source>
            <translation>هر صندلی به یک نام نیاز دارد.</translation>
        </message>
        <message>
            <source>Exchanging hands before looking</source>
            <translation>مبادله دست پیش از نگاه کردن</translation>
        </message>
        <message>
            <source>Exchanging seats against bad luck</source>
            <translation>تعویض صندلی برای دفع بدشانسی</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>سریع</translation>
        </message>
        <message>
            <source>Fewer options</source>
            <translation>گزینه‌های کمتر</translation>
        </message>
        <message>
            <source>Formal (dice and time of day)</source>
            <translation>رسمی (تاس و زمان روز)</translation>
        </message>
        <message>
            <source>Full (rules 1 to 4)</source>
            <translation>کامل (قواعد ۱ تا ۴)</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>بازی:</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session</source>
            <translation>نشانه‌های خوب و بدی که در پایان جلسه خوانده می‌شوند</translation>
        </message>
        <message>
            <source>Good and bad signs read at the end of the session.</source>
            <translation>نشانه‌های خوب و بدی که در پایان جلسه خوانده می‌شوند.</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>سخت</translation>
        </message>
        <message>
            <source>Hard searches in this many processes at once; one core left free keeps the table smooth</source>
            <translation>هوش مصنوعی «سخت» با این تعداد فرایند هم‌زمان جستجو می‌کند؛ با یک هستهٔ آزاد، میز روان می‌ماند</translation>
        </message>
        <message>
            <source>Hard: tries more moves and the play after them, on more guessed deals.</source>
            <translation>سخت: حرکت‌های بیشتر و بازیِ پس از آن‌ها را، روی دیل‌های حدسیِ بیشتری می‌آزماید.</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>کمک گرفتن از تاس</translation>
        </message>
        <message>
            <source>How boldly this AI goes for a jump, from cautious to bold</source>
            <translation>این هوش مصنوعی با چه جسارتی به دنبال پرش می‌رود، از محتاط تا جسور</translation>
        </message>
        <message>
            <source>How fast the pieces move on the table.</source>
            <translation>مهره‌ها و کارت‌ها روی میز با چه سرعتی حرکت می‌کنند.</translation>
        </message>
        <message>
            <source>How long this AI may think about each decision; by level: its level's own time, Hard's the longest</source>
            <translation>این هوش مصنوعی برای هر تصمیم چه مدت می‌تواند فکر کند؛ «بنا به سطح»: زمانِ خودِ سطحش، که برای «سخت» از همه بیشتر است</translation>
        </message>
        <message>
            <source>How many processor cores the Hard level may think with at once.</source>
            <translation>سطح «سخت» هم‌زمان با چند هستهٔ پردازنده می‌تواند فکر کند.</translation>
        </message>
        <message>
            <source>How the players' seats round the table are drawn.</source>
            <translation>جای بازیکنان دور میز چگونه تعیین می‌شود.</translation>
        </message>
        <message>
            <source>Informal (two counts of the dice)</source>
            <translation>غیررسمی (دو شمارش با تاس)</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>فوری</translation>
        </message>
        <message>
            <source>Jump factor:</source>
            <translation>ضریب پرش:</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>متوسط</translation>
        </message>
        <message>
            <source>Medium: tries its likeliest moves on deals guessed from what it has seen.</source>
            <translation>متوسط: محتمل‌ترین حرکت‌هایش را روی دیل‌هایی می‌آزماید که از دیده‌هایش حدس زده است.</translation>
        </message>
        <message>
            <source>Mixed ministers up to four tiles, and whoever can beat must beat.</source>
            <translation>وزیران مختلط حداکثر چهار مهره، و هر که بتواند شکست دهد باید شکست دهد.</translation>
        </message>
        <message>
            <source>Mixed ministers, at most:</source>
            <translation>وزیران مختلط، حداکثر:</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>نام</translation>
        </message>
        <message>
            <source>Name: what the table calls that player.</source>
            <translation>نام: میز آن بازیکن را چه می‌نامد.</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>جلسه جدید</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>عادی</translation>
        </message>
        <message>
            <source>North</source>
            <translation>شمال</translation>
        </message>
        <message>
            <source>Off (no limits on leads)</source>
            <translation>خاموش (بدون محدودیت آغاز)</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>طالع‌بینی</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left</source>
            <translation>در غیر این صورت، جلسه وقتی تمام می‌شود که چیپ یک بازیکن به پایان برسد</translation>
        </message>
        <message>
            <source>Otherwise the session ends when a player has no chips left.</source>
            <translation>در غیر این صورت، جلسه وقتی تمام می‌شود که چیپ یک بازیکن به پایان برسد.</translation>
        </message>
        <message>
            <source>Passport:</source>
            <translation>پاسپورت:</translation>
        </message>
        <message>
            <source>Play on below zero chips</source>
            <translation>ادامه بازی با چیپ زیر صفر</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>بازیکنان</translation>
        </message>
        <message>
            <source>Preset:</source>
            <translation>پیش‌تنظیم:</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>تصادفی</translation>
        </message>
        <message>
            <source>Random plays any legal move; Hard thinks deepest</source>
            <translation>«تصادفی» هر حرکت مجازی را بازی می‌کند؛ «سخت» از همه عمیق‌تر فکر می‌کند</translation>
        </message>
        <message>
            <source>Random: any legal move, chosen by chance.</source>
            <translation>تصادفی: هر حرکت مجازی، به تصادف.</translation>
        </message>
        <message>
            <source>Re-deal for a hand without high tiles</source>
            <translation>دیل مجدد برای دستی بدون مهره‌های بالا</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>بازگرداندن پیش‌فرض‌ها</translation>
        </message>
        <message>
            <source>Risk (cautious – bold)</source>
            <translation>ریسک (محتاط – جسور)</translation>
        </message>
        <message>
            <source>Risk: how readily a computer player goes for a big win, from cautious to bold.</source>
            <translation>ریسک: بازیکن رایانه‌ای با چه آمادگی‌ای به دنبال بردی بزرگ می‌رود، از محتاط تا جسور.</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>قوانین</translation>
        </message>
        <message>
            <source>Rules and options…</source>
            <translation>قوانین و گزینه‌ها…</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>صندلی</translation>
        </message>
        <message>
            <source>Seating:</source>
            <translation>تعیین صندلی:</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>شانگ شونگ / پاگت (استاندارد)</translation>
        </message>
        <message>
            <source>Simplified</source>
            <translation>ساده‌شده</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>پاسپورت ساده‌شده</translation>
        </message>
        <message>
            <source>Sit here yourself</source>
            <translation>خودتان اینجا بنشینید</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>آهسته</translation>
        </message>
        <message>
            <source>South</source>
            <translation>جنوب</translation>
        </message>
        <message>
            <source>Stake:</source>
            <translation>سرمایه:</translation>
        </message>
        <message>
            <source>Start the session</source>
            <translation>آغاز جلسه</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>میز</translation>
        </message>
        <message>
            <source>The chips each player starts the session with</source>
            <translation>چیپ‌هایی که هر بازیکن جلسه را با آن آغاز می‌کند</translation>
        </message>
        <message>
            <source>The chips each player starts the session with.</source>
            <translation>چیپ‌هایی که هر بازیکن جلسه را با آن آغاز می‌کند.</translation>
        </message>
        <message>
            <source>The classic game, or one of the folk variants</source>
            <translation>بازی کلاسیک، یا یکی از گونه‌های مردمی</translation>
        </message>
        <message>
            <source>The game played at the table.</source>
            <translation>بازی‌ای که سر میز بازی می‌شود.</translation>
        </message>
        <message>
            <source>The largest lead of ministers mixing sky and earth</source>
            <translation>بزرگ‌ترین آغاز با وزیرانی که آسمان و زمین را درهم می‌آمیزند</translation>
        </message>
        <message>
            <source>The largest lead of ministers that mixes sky and earth tiles.</source>
            <translation>بزرگ‌ترین آغاز با وزیرانی که مهره‌های آسمان و زمین را درهم می‌آمیزد.</translation>
        </message>
        <message>
            <source>The rules as the Shang Shung Institute taught them.</source>
            <translation>قوانین، همان‌گونه که مؤسسه شانگ شونگ آموزش داده است.</translation>
        </message>
        <message>
            <source>The rules the table plays.</source>
            <translation>قوانینی که میز با آن بازی می‌کند.</translation>
        </message>
        <message>
            <source>The tiles decide this game: the computer's seats have nothing to choose, so no level is offered.</source>
            <translation>در این بازی مهره‌ها تصمیم می‌گیرند: جای‌های رایانه چیزی برای انتخاب ندارند، پس سطحی پیشنهاد نمی‌شود.</translation>
        </message>
        <message>
            <source>These rules cannot be played: {reason}</source>
            <translation>با این قوانین نمی‌توان بازی کرد: {reason}</translation>
        </message>
        <message>
            <source>These rules seat %1 players: choose one of the first %1 seats for yourself.</source>
            <translation>این قوانین %1 بازیکن دارد: یکی از %1 جای نخست را برای خود برگزینید.</translation>
        </message>
        <message>
            <source>Thinking time</source>
            <translation>زمان فکر کردن</translation>
        </message>
        <message>
            <source>Thinking time: how long a computer player may think about each move; “By level” gives each level its own, Hard the longest.</source>
            <translation>زمان فکر: بازیکن رایانه‌ای برای هر حرکت چه مدت می‌تواند فکر کند؛ «بنا به سطح» به هر سطح زمانِ خودش را می‌دهد، و به «سخت» از همه بیشتر.</translation>
        </message>
        <message>
            <source>Tien Gow rules:</source>
            <translation>قوانین تین گو:</translation>
        </message>
        <message>
            <source>Two seats have the same name: give each player a name of their own.</source>
            <translation>دو صندلی نام یکسانی دارند: به هر بازیکن نامی جداگانه بدهید.</translation>
        </message>
        <message>
            <source>Uniting mother and son before play</source>
            <translation>پیوستن مادر و پسر پیش از بازی</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer as you like.</source>
            <translation>نمی‌دانید چه بازی کنید؟ تاس بیندازید و پاسخ را هر طور که دوست دارید بخوانید.</translation>
        </message>
        <message>
            <source>West</source>
            <translation>غرب</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead</source>
            <translation>آنچه بازیکنی با شش دسته یا بیشتر می‌تواند آغاز کند</translation>
        </message>
        <message>
            <source>What a player with six stacks or more may lead.</source>
            <translation>آنچه بازیکنی با شش دسته یا بیشتر می‌تواند آغاز کند.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>شما</translation>
        </message>
        <message>
            <source>You play against the AI players of the other four seats. Your choices are kept for next time.</source>
            <translation>شما در برابر بازیکنان هوش مصنوعی در چهار صندلی دیگر بازی می‌کنید. انتخاب‌هایتان برای دفعهٔ بعد نگه داشته می‌شود.</translation>
        </message>
        <message>
            <source>You play against the AI players of the other seats. Your choices are kept for next time.</source>
            <translation>شما با بازیکنان هوش مصنوعی در جاهای دیگر بازی می‌کنید. انتخاب‌هایتان برای دفعهٔ بعد نگه داشته می‌شود.</translation>
        </message>
        <message>
            <source>You play against three AI players. Your choices are kept for next time.</source>
            <translation>شما در برابر سه بازیکن هوش مصنوعی بازی می‌کنید. انتخاب‌هایتان برای دفعه بعد نگه داشته می‌شود.</translation>
        </message>
        <message>
            <source>You: the seat you play from; the computer plays the others.</source>
            <translation>شما: جایی که از آن بازی می‌کنید؛ رایانه به جای دیگران بازی می‌کند.</translation>
        </message>
        <message>
            <source>Your own mix of options.</source>
            <translation>ترکیب دلخواه شما از گزینه‌ها.</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>متعادل</translation>
        </message>
        <message>
            <source>bold</source>
            <translation>جسور</translation>
        </message>
        <message>
            <source>cautious</source>
            <translation>محتاط</translation>
        </message>
        <message>
            <source>you</source>
            <translation>شما</translation>
        </message>
        <message>
            <source>{levels}: not offered with these rules, where it measured no stronger than the level below.</source>
            <translation>{levels}: با این قوانین پیشنهاد نمی‌شود، چون در سنجش از سطح پایین‌تر قوی‌تر نبود.</translation>
        </message>
    </context>
    <context>
        <name>NotesPanel</name>
        <message>
            <source>Bookmark this move (key B)</source>
            <translation>نشانک‌گذاری این حرکت (کلید B)</translation>
        </message>
        <message>
            <source>Comment on the whole deal…</source>
            <translation>یادداشت برای کل دیل…</translation>
        </message>
        <message>
            <source>Comment on this move (key C)…</source>
            <translation>یادداشت برای این حرکت (کلید C)…</translation>
        </message>
        <message>
            <source>Notes</source>
            <translation>یادداشت‌ها</translation>
        </message>
        <message>
            <source>The deal:</source>
            <translation>دیل:</translation>
        </message>
        <message>
            <source>blunder (key ? twice)</source>
            <translation>اشتباه فاحش (دو بار کلید ?)</translation>
        </message>
        <message>
            <source>brilliant move (key ! twice)</source>
            <translation>حرکت درخشان (دو بار کلید !)</translation>
        </message>
        <message>
            <source>dubious move (keys ? !)</source>
            <translation>حرکت مشکوک (کلیدهای ? !)</translation>
        </message>
        <message>
            <source>good move (key !)</source>
            <translation>حرکت خوب (کلید !)</translation>
        </message>
        <message>
            <source>interesting move (keys ! ?)</source>
            <translation>حرکت جالب (کلیدهای ! ?)</translation>
        </message>
        <message>
            <source>mistake (key ?)</source>
            <translation>اشتباه (کلید ?)</translation>
        </message>
    </context>
    <context>
        <name>PlayFromHereDialog</name>
        <message>
            <source>A new game starts from this very position: the same hands, the same face-down tiles. It is recorded as a branch of this deal.</source>
            <translation>بازی تازه‌ای دقیقاً از همین وضعیت آغاز می‌شود: همان دست‌ها، همان مهره‌های رو به پایین. این بازی به‌عنوان شاخه‌ای از این دیل ثبت می‌شود.</translation>
        </message>
        <message>
            <source>Human (you)</source>
            <translation>انسان (شما)</translation>
        </message>
        <message>
            <source>Only one seat can be played by you.</source>
            <translation>فقط یک صندلی را می‌توانید خودتان بازی کنید.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>Play from here</source>
            <translation>بازی از اینجا</translation>
        </message>
        <message>
            <source>Play on from step {step}</source>
            <translation>ادامه بازی از گام {step}</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>هوش مصنوعی {level}</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>خیر</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>بله</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>اعمال</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>لغو</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>بستن</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>دور انداختن</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>راهنما</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>تأیید</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>باز کردن</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>بازنشانی</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>بازگرداندن پیش‌فرض‌ها</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>ذخیره</translation>
        </message>
    </context>
    <context>
        <name>RecapDialog</name>
        <message>
            <source>(the dice showed {a} and {b})</source>
            <translation>(تاس‌ها {a} و {b} را نشان دادند)</translation>
        </message>
        <message>
            <source>A charity lead: it stays secret</source>
            <translation>آغاز خیریه: پنهان می‌ماند</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>چیپ‌ها</translation>
        </message>
        <message>
            <source>Deal {number}: the last trick went to {name}</source>
            <translation>دیل {number}: تریک آخر به {name} رسید</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>پایان دیل</translation>
        </message>
        <message>
            <source>It was a points lead worth {value}.</source>
            <translation>این یک آغاز امتیازی به ارزش {value} بود.</translation>
        </message>
        <message>
            <source>Jump! {name} ended the deal with points worth {points}: every final payment is multiplied by {multiplier} (jump factor {factor} × {points}).</source>
            <translation>پرش! {name} دیل را با امتیازهایی به ارزش {points} به پایان رساند: هر پرداخت نهایی در {multiplier} ضرب می‌شود (ضریب پرش {factor} × {points}).</translation>
        </message>
        <message>
            <source>Jump: the points of the final run are paid back by {name}: {payees}.</source>
            <translation>پرش: {name} امتیازهای رشته پایانی را پس می‌دهد: {payees}.</translation>
        </message>
        <message>
            <source>Net</source>
            <translation>خالص</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>دیل بعدی</translation>
        </message>
        <message>
            <source>No chips changed hands.</source>
            <translation>هیچ چیپی دست به دست نشد.</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>پرداخت‌ها</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>بازیکن</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>امتیازها</translation>
        </message>
        <message>
            <source>Points this deal:</source>
            <translation>امتیازهای این دیل:</translation>
        </message>
        <message>
            <source>Refunds</source>
            <translation>بازپرداخت‌ها</translation>
        </message>
        <message>
            <source>See the session</source>
            <translation>دیدن جلسه</translation>
        </message>
        <message>
            <source>Settlement</source>
            <translation>تسویه حساب</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} (you had {stacks}).</source>
            <translation>تسویه حساب: شما به {name} {chips} پرداختید (شما {stacks} داشتید).</translation>
        </message>
        <message>
            <source>Settlement: you paid {name} {chips} ({name} had {stacks}).</source>
            <translation>تسویه حساب: شما به {name} {chips} پرداختید ({name} {stacks} داشت).</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} (you had {stacks}).</source>
            <translation>تسویه حساب: {name} به شما {chips} پرداخت (شما {stacks} داشتید).</translation>
        </message>
        <message>
            <source>Settlement: {name} paid you {chips} ({name} had {stacks}).</source>
            <translation>تسویه حساب: {name} به شما {chips} پرداخت ({name} {stacks} داشت).</translation>
        </message>
        <message>
            <source>Settlement: {payer} paid {payee} {chips} ({name} had {stacks}).</source>
            <translation>تسویه حساب: {payer} به {payee} {chips} پرداخت ({name} {stacks} داشت).</translation>
        </message>
        <message>
            <source>Six stacks or more make a passport</source>
            <translation>شش دسته یا بیشتر یعنی پاسپورت</translation>
        </message>
        <message>
            <source>Stacks</source>
            <translation>دسته‌ها</translation>
        </message>
        <message>
            <source>Stacks and chips</source>
            <translation>دسته‌ها و چیپ‌ها</translation>
        </message>
        <message>
            <source>Sweep: {payer} paid {payee} {chips}.</source>
            <translation>شانزده تریک: {payer} به {payee} {chips} پرداخت.</translation>
        </message>
        <message>
            <source>The dot after the trick's number: who led it. Gold frame: took the trick. Maroon: played face down, shown now. A tile's back: a charity lead that stays secret.</source>
            <translation>نقطه پس از شماره تریک: چه کسی آن را آغاز کرد. قاب طلایی: تریک را برد. زرشکی: رو به پایین بازی شده و اکنون نشان داده می‌شود. پشت مهره: آغاز خیریه که پنهان می‌ماند.</translation>
        </message>
        <message>
            <source>The last trick</source>
            <translation>تریک آخر</translation>
        </message>
        <message>
            <source>The last trick went to {name}</source>
            <translation>تریک آخر به {name} رسید</translation>
        </message>
        <message>
            <source>The whole deal, face-down tiles turned over</source>
            <translation>کل دیل، با مهره‌های رو به پایینِ برگردانده‌شده</translation>
        </message>
        <message>
            <source>Took the last trick</source>
            <translation>تریک آخر را برد</translation>
        </message>
        <message>
            <source>Trick
× tiles each</source>
            <translation>تریک
× مهره برای هر نفر</translation>
        </message>
        <message>
            <source>Trick {n}, led by {name}</source>
            <translation>تریک {n}، به آغازگری {name}</translation>
        </message>
        <message>
            <source>Trick {n}: {name} led points and received {payers}.</source>
            <translation>تریک {n}: {name} با امتیاز آغاز کرد و {payers} دریافت کرد.</translation>
        </message>
        <message>
            <source>no stacks</source>
            <translation>صفر دسته</translation>
        </message>
        <message>
            <source>{chips} from {name}</source>
            <translation>{chips} از {name}</translation>
        </message>
        <message>
            <source>{chips} to {name}</source>
            <translation>{chips} به {name}</translation>
        </message>
        <message>
            <source>{name} led</source>
            <translation>{name} آغاز کرد</translation>
        </message>
        <message>
            <source>{name} took it: {count}.</source>
            <translation>آن را {name} برد: {count}.</translation>
        </message>
        <message>
            <source>{name}, face down</source>
            <translation>{name}، رو به پایین</translation>
        </message>
    </context>
    <context>
        <name>RecordsChoice</name>
        <message>
            <source>Bagchen records (*.sqlite3 *.db);;All files (*)</source>
            <translation>سوابق باگچن (*.sqlite3 *.db);;همه پرونده‌ها (*)</translation>
        </message>
        <message>
            <source>Bagchen: the deal records</source>
            <translation>باگچن: سوابق دیل‌ها</translation>
        </message>
        <message>
            <source>Choose a records database</source>
            <translation>انتخاب پایگاه داده سوابق</translation>
        </message>
        <message>
            <source>Choose another database…</source>
            <translation>انتخاب پایگاه داده دیگر…</translation>
        </message>
        <message>
            <source>Play without recording</source>
            <translation>بازی بدون ثبت</translation>
        </message>
        <message>
            <source>The records database cannot be used, so the deals would not be recorded.</source>
            <translation>پایگاه داده سوابق قابل استفاده نیست، پس دیل‌ها ثبت نمی‌شوند.</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>blunder</source>
            <translation>اشتباه فاحش</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>بی‌دقتی</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>اشتباه</translation>
        </message>
    </context>
    <context>
        <name>ReplayPage</name>
        <message>
            <source>&lt;a href='{id}'&gt;#{id}&lt;/a&gt; (from step {step})</source>
            <translation>&lt;a href='{id}'&gt;#{id}&lt;/a&gt; (از گام {step})</translation>
        </message>
        <message>
            <source>&lt;b&gt;Deal #{id}&lt;/b&gt;</source>
            <translation>&lt;b&gt;دیل #{id}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Step {step}&lt;/b&gt; · {move}</source>
            <translation>&lt;b&gt;گام {step}&lt;/b&gt; · {move}</translation>
        </message>
        <message>
            <source>&lt;b&gt;The start of the deal.&lt;/b&gt; Notes on a move: go to it first.</source>
            <translation>&lt;b&gt;آغاز دیل.&lt;/b&gt; برای یادداشت روی یک حرکت، اول به آن بروید.</translation>
        </message>
        <message>
            <source>All hands</source>
            <translation>همه دست‌ها</translation>
        </message>
        <message>
            <source>All hands open</source>
            <translation>همه دست‌ها باز</translation>
        </message>
        <message>
            <source>Autoplay speed: click, or + and −</source>
            <translation>سرعت پخش خودکار: کلیک کنید، یا + و −</translation>
        </message>
        <message>
            <source>Autoplay stops at annotated moves and at mistakes</source>
            <translation>پخش خودکار در حرکت‌های یادداشت‌دار و در اشتباه‌ها می‌ایستد</translation>
        </message>
        <message>
            <source>Before the play</source>
            <translation>پیش از بازی</translation>
        </message>
        <message>
            <source>Bookmark</source>
            <translation>نشانک</translation>
        </message>
        <message>
            <source>Bottom seat:</source>
            <translation>صندلی پایین:</translation>
        </message>
        <message>
            <source>Comment…</source>
            <translation>یادداشت…</translation>
        </message>
        <message>
            <source>East</source>
            <translation>شرق</translation>
        </message>
        <message>
            <source>Faster</source>
            <translation>تندتر</translation>
        </message>
        <message>
            <source>Go to trick…</source>
            <translation>رفتن به تریک…</translation>
        </message>
        <message>
            <source>Mark ! (twice: !!, then ?: !?)</source>
            <translation>علامت ! (دو بار: !!، سپس ?: !?)</translation>
        </message>
        <message>
            <source>Mark ? (twice: ??, then !: ?!)</source>
            <translation>علامت ? (دو بار: ??، سپس !: ?!)</translation>
        </message>
        <message>
            <source>Mark {mark}</source>
            <translation>علامت {mark}</translation>
        </message>
        <message>
            <source>Next mistake</source>
            <translation>اشتباه بعدی</translation>
        </message>
        <message>
            <source>No further mistake that way.</source>
            <translation>در این جهت اشتباه دیگری نیست.</translation>
        </message>
        <message>
            <source>No mistakes found.</source>
            <translation>اشتباهی یافت نشد.</translation>
        </message>
        <message>
            <source>North</source>
            <translation>شمال</translation>
        </message>
        <message>
            <source>One step back (←)</source>
            <translation>یک گام به عقب (←)</translation>
        </message>
        <message>
            <source>One step forward (→)</source>
            <translation>یک گام به جلو (→)</translation>
        </message>
        <message>
            <source>One trick back</source>
            <translation>یک تریک به عقب</translation>
        </message>
        <message>
            <source>One trick back (PgUp)</source>
            <translation>یک تریک به عقب (PgUp)</translation>
        </message>
        <message>
            <source>One trick forward</source>
            <translation>یک تریک به جلو</translation>
        </message>
        <message>
            <source>One trick forward (PgDn)</source>
            <translation>یک تریک به جلو (PgDn)</translation>
        </message>
        <message>
            <source>Pause at notes</source>
            <translation>توقف در یادداشت‌ها</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>پخش / توقف</translation>
        </message>
        <message>
            <source>Play from here…</source>
            <translation>بازی از اینجا…</translation>
        </message>
        <message>
            <source>Play on by itself (Space)</source>
            <translation>پخش خودکار (Space)</translation>
        </message>
        <message>
            <source>Played from step {step} of &lt;a href='{id}'&gt;deal #{id}&lt;/a&gt;</source>
            <translation>بازی‌شده از گام {step} در &lt;a href='{id}'&gt;دیل #{id}&lt;/a&gt;</translation>
        </message>
        <message>
            <source>Played on from here: {links}</source>
            <translation>ادامه‌هایی که از اینجا بازی شده‌اند: {links}</translation>
        </message>
        <message>
            <source>Previous mistake</source>
            <translation>اشتباه قبلی</translation>
        </message>
        <message>
            <source>Remove the mark</source>
            <translation>حذف علامت</translation>
        </message>
        <message>
            <source>Reveal face-down</source>
            <translation>نمایش رو به پایین‌ها</translation>
        </message>
        <message>
            <source>Reveal face-down tiles</source>
            <translation>نمایش مهره‌های رو به پایین</translation>
        </message>
        <message>
            <source>Seats drawn with the dice ({time}): {throws}</source>
            <translation>تعیین صندلی‌ها با تاس ({time}): {throws}</translation>
        </message>
        <message>
            <source>Seats exchanged during the session: {seats}</source>
            <translation>تعویض صندلی‌ها در طول جلسه: {seats}</translation>
        </message>
        <message>
            <source>Show every hand and face-down tile (key A); off: only what the seat at the bottom knew at that moment</source>
            <translation>نمایش همه دست‌ها و مهره‌های رو به پایین (کلید A)؛ خاموش: فقط آنچه صندلی پایین در آن لحظه می‌دانست</translation>
        </message>
        <message>
            <source>Slower</source>
            <translation>کندتر</translation>
        </message>
        <message>
            <source>South</source>
            <translation>جنوب</translation>
        </message>
        <message>
            <source>Start a new game from this step, with the players you choose (Ctrl+P)</source>
            <translation>آغاز بازی تازه از این گام، با بازیکنانی که انتخاب می‌کنید (Ctrl+P)</translation>
        </message>
        <message>
            <source>Step back</source>
            <translation>گام قبل</translation>
        </message>
        <message>
            <source>Step forward</source>
            <translation>گام بعد</translation>
        </message>
        <message>
            <source>Step {step} / {last}</source>
            <translation>گام {step} / {last}</translation>
        </message>
        <message>
            <source>The deal is over: choose an earlier step to play from.</source>
            <translation>دیل تمام شده است: برای ادامه بازی، گامی زودتر را انتخاب کنید.</translation>
        </message>
        <message>
            <source>The end</source>
            <translation>پایان</translation>
        </message>
        <message>
            <source>The end (End)</source>
            <translation>پایان (End)</translation>
        </message>
        <message>
            <source>The note was not saved: {reason}</source>
            <translation>یادداشت ذخیره نشد: {reason}</translation>
        </message>
        <message>
            <source>The review stopped: {reason}</source>
            <translation>بررسی متوقف شد: {reason}</translation>
        </message>
        <message>
            <source>The seat at the bottom of the table (key T turns the table)</source>
            <translation>صندلی پایین میز (کلید T میز را می‌چرخاند)</translation>
        </message>
        <message>
            <source>The start</source>
            <translation>آغاز</translation>
        </message>
        <message>
            <source>The start (Home)</source>
            <translation>آغاز (Home)</translation>
        </message>
        <message>
            <source>The start of the deal</source>
            <translation>آغاز دیل</translation>
        </message>
        <message>
            <source>This seat is reviewed already: the results are kept in the records.</source>
            <translation>این صندلی پیش‌تر بررسی شده است: نتیجه‌ها در سوابق نگه داشته می‌شوند.</translation>
        </message>
        <message>
            <source>Trick </source>
            <translation>تریک </translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>تریک {n}</translation>
        </message>
        <message>
            <source>Turn over the tiles played face down (key F)</source>
            <translation>برگرداندن مهره‌هایی که رو به پایین بازی شده‌اند (کلید F)</translation>
        </message>
        <message>
            <source>Turn the table</source>
            <translation>چرخاندن میز</translation>
        </message>
        <message>
            <source>Type a trick number and press Enter (Ctrl+G)</source>
            <translation>شماره تریک را بنویسید و Enter را بزنید (Ctrl+G)</translation>
        </message>
        <message>
            <source>West</source>
            <translation>غرب</translation>
        </message>
        <message>
            <source>after noon</source>
            <translation>بعد از ظهر</translation>
        </message>
        <message>
            <source>before noon</source>
            <translation>پیش از ظهر</translation>
        </message>
        <message>
            <source>point {point}</source>
            <translation>امتیاز {point}</translation>
        </message>
        <message>
            <source>{name} demanded an exchange of seats ({time}): {throws}</source>
            <translation>{name} تعویض صندلی‌ها را درخواست کرد ({time}): {throws}</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>&amp;Annotate</source>
            <translation>یادداشت‌گذاری</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>بستن</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>مثال‌ها</translation>
        </message>
        <message>
            <source>&amp;Export the selected deals…</source>
            <translation>صدور دیل‌های انتخاب‌شده…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>پرونده</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>برو</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>راهنما</translation>
        </message>
        <message>
            <source>&amp;Import into the records…</source>
            <translation>وارد کردن به سوابق…</translation>
        </message>
        <message>
            <source>&amp;Keys of the replay</source>
            <translation>کلیدهای بازپخش</translation>
        </message>
        <message>
            <source>&amp;Learn</source>
            <translation>یادگیری</translation>
        </message>
        <message>
            <source>&amp;Open a hand-record file…</source>
            <translation>باز کردن پرونده ثبت دست…</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>بررسی</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>آمار…</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>نما</translation>
        </message>
        <message>
            <source>Back to &amp;my records</source>
            <translation>بازگشت به سوابق من</translation>
        </message>
        <message>
            <source>Bagchen — replays</source>
            <translation>باگچن — بازپخش‌ها</translation>
        </message>
        <message>
            <source>Bagchen — {name}</source>
            <translation>باگچن — {name}</translation>
        </message>
        <message>
            <source>Cancel the review</source>
            <translation>لغو بررسی</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>دیل‌ها</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>صدور</translation>
        </message>
        <message>
            <source>Export hand records</source>
            <translation>صدور ثبت‌های دست</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>صدور…</translation>
        </message>
        <message>
            <source>Hand records (*.json)</source>
            <translation>ثبت‌های دست (*.json)</translation>
        </message>
        <message>
            <source>Hand records (*.json);;All files (*)</source>
            <translation>ثبت‌های دست (*.json);;همه پرونده‌ها (*)</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>وارد کردن</translation>
        </message>
        <message>
            <source>Import hand records</source>
            <translation>وارد کردن ثبت‌های دست</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>وارد کردن…</translation>
        </message>
        <message>
            <source>Keys of the replay</source>
            <translation>کلیدهای بازپخش</translation>
        </message>
        <message>
            <source>Open a hand record</source>
            <translation>باز کردن ثبت دست</translation>
        </message>
        <message>
            <source>Open a hand-record file</source>
            <translation>باز کردن پرونده ثبت دست</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>بازپخش</translation>
        </message>
        <message>
            <source>Review this seat</source>
            <translation>بررسی این صندلی</translation>
        </message>
        <message>
            <source>Save the selected deals, with their notes, as a hand-record file</source>
            <translation>ذخیره دیل‌های انتخاب‌شده، همراه با یادداشت‌هایشان، در یک پرونده ثبت دست</translation>
        </message>
        <message>
            <source>Select the deals to export first.</source>
            <translation>ابتدا دیل‌هایی را که می‌خواهید صادر کنید انتخاب کنید.</translation>
        </message>
        <message>
            <source>Statistics…</source>
            <translation>آمار…</translation>
        </message>
        <message>
            <source>This deal cannot be replayed: {reason}</source>
            <translation>این دیل را نمی‌توان بازپخش کرد: {reason}</translation>
        </message>
        <message>
            <source>{name}: a hand-record file, not in your records; notes made here are not kept unless exported. &lt;a href='import' style='color:#ffd97a'&gt;Import it into the records&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;Back to my records&lt;/a&gt;</source>
            <translation>{name}: پرونده ثبت دست، که در سوابق شما نیست؛ یادداشت‌های اینجا نگه داشته نمی‌شوند مگر آن‌که صادر شوند. &lt;a href='import' style='color:#ffd97a'&gt;وارد کردن به سوابق&lt;/a&gt; · &lt;a href='records' style='color:#ffd97a'&gt;بازگشت به سوابق من&lt;/a&gt;</translation>
        </message>
        <message>
            <source>{n} deals imported, {skipped} already there.</source>
            <translation>{n} دیل وارد شد، {skipped} از پیش موجود بود.</translation>
        </message>
        <message>
            <source>{n} deals written to {path}</source>
            <translation>{n} دیل در {path} نوشته شد</translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message>
            <source>%v of %m decisions</source>
            <translation>%v از %m تصمیم</translation>
        </message>
        <message>
            <source>(unfinished)</source>
            <translation>(ناتمام)</translation>
        </message>
        <message>
            <source>&lt;b&gt;The Hard AI agrees&lt;/b&gt; with {move}.</source>
            <translation>&lt;b&gt;هوش مصنوعی «سخت» موافق است&lt;/b&gt; با {move}.</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not a decision of this seat.&lt;/i&gt;</source>
            <translation>تصمیمی از این صندلی نیست.</translation>
        </message>
        <message>
            <source>&lt;i&gt;Not reviewed yet.&lt;/i&gt;</source>
            <translation>هنوز بررسی نشده است.</translation>
        </message>
        <message>
            <source>AI review</source>
            <translation>بررسی هوش مصنوعی</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>لغو</translation>
        </message>
        <message>
            <source>Estimated chips lost: &lt;b&gt;{loss}&lt;/b&gt; (± {err}, over {n} sampled deals).</source>
            <translation>چیپ‌های ازدست‌رفته (تخمینی): &lt;b&gt;{loss}&lt;/b&gt; (± {err}، در {n} دیل نمونه).</translation>
        </message>
        <message>
            <source>Go on reviewing</source>
            <translation>ادامه بررسی</translation>
        </message>
        <message>
            <source>Next mistake ▶</source>
            <translation>اشتباه بعدی ◀</translation>
        </message>
        <message>
            <source>Not reviewed yet: the Hard AI compares every decision of {name} with its own choice.</source>
            <translation>هنوز بررسی نشده: هوش مصنوعی «سخت» هر تصمیم {name} را با انتخاب خودش مقایسه می‌کند.</translation>
        </message>
        <message>
            <source>Played {played}; &lt;b&gt;the Hard AI would play {best}&lt;/b&gt;.</source>
            <translation>{played} بازی شد؛ &lt;b&gt;هوش مصنوعی «سخت» {best} را بازی می‌کرد&lt;/b&gt;.</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>بررسی</translation>
        </message>
        <message>
            <source>Reviewed ✓</source>
            <translation>بررسی شد ✓</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>صندلی:</translation>
        </message>
        <message>
            <source>The Hard AI looks at every decision of this seat</source>
            <translation>هوش مصنوعی «سخت» همه تصمیم‌های این صندلی را بررسی می‌کند</translation>
        </message>
        <message>
            <source>Worst decisions:</source>
            <translation>بدترین تصمیم‌ها:</translation>
        </message>
        <message>
            <source>before the play</source>
            <translation>پیش از بازی</translation>
        </message>
        <message>
            <source>step</source>
            <translation>گام</translation>
        </message>
        <message>
            <source>trick {n}</source>
            <translation>تریک {n}</translation>
        </message>
        <message>
            <source>◀ Previous mistake</source>
            <translation>▶ اشتباه قبلی</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>&lt;b&gt;After the last trick&lt;/b&gt;, its winner settles with each of the others by the number of stacks they took:</source>
            <translation>&lt;b&gt;پس از تریک آخر&lt;/b&gt;، برنده آن با هر یک از بازیکنان دیگر بر پایه تعداد دسته‌هایی که برده‌اند تسویه حساب می‌کند:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Always allowed:&lt;/b&gt; a lead nobody can beat, counting the tiles already played face up as gone (points included); mixed ministers; a set of identical sky tiles above the people; and, with a hand of nothing but points and one more tile or combination, that tile or combination.</source>
            <translation>&lt;b&gt;همیشه مجاز:&lt;/b&gt; آغازی که هیچ کس نتواند شکستش دهد، از جمله امتیازها (مهره‌هایی که پیش‌تر رو به بالا بازی شده‌اند بیرون از بازی حساب می‌شوند)؛ وزیران مختلط؛ مجموعه‌ای از مهره‌های آسمان یکسان بالاتر از افراد؛ و برای دستی که جز امتیازها تنها یک مهره یا ترکیب دیگر دارد، همان مهره یا ترکیب.</translation>
        </message>
        <message>
            <source>&lt;b&gt;During the play:&lt;/b&gt; whoever leads points is paid at once by every opponent who has no passport: one chip per point tile, plus one for each mother-and-son pair in the lead.</source>
            <translation>&lt;b&gt;در حین بازی:&lt;/b&gt; هر کس با امتیاز آغاز کند، بی‌درنگ از هر حریفی که پاسپورت ندارد پرداخت می‌گیرد: برای هر مهره امتیاز یک چیپ، و یک چیپ دیگر برای هر جفت مادر و پسر در آن آغاز.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Formal seating:&lt;/b&gt; everyone throws the dice. Before noon the highest throw sits East, the next South, then West, and the lowest North; after noon the lowest sits East and the order runs the other way. Equal throws are thrown again. East starts the first deal.</source>
            <translation>&lt;b&gt;تعیین رسمی صندلی‌ها:&lt;/b&gt; همه تاس می‌اندازند. پیش از ظهر، بالاترین عدد در شرق می‌نشیند، بعدی در جنوب، سپس غرب، و پایین‌ترین در شمال؛ بعد از ظهر، پایین‌ترین عدد در شرق می‌نشیند و ترتیب برعکس است. عددهای برابر دوباره انداخته می‌شوند. شرق دیل اول را آغاز می‌کند.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Informal seating:&lt;/b&gt; players sit where they like. One of them throws and counts the total clockwise from themself; the player the count ends on throws and counts again, and where the second count ends is the first starter.</source>
            <translation>&lt;b&gt;تعیین غیررسمی صندلی‌ها:&lt;/b&gt; بازیکنان هر جا بخواهند می‌نشینند. یکی از آن‌ها تاس می‌اندازد و مجموع را در جهت حرکت عقربه‌های ساعت از خودش می‌شمارد؛ بازیکنی که شمارش به او ختم شود، دوباره تاس می‌اندازد و می‌شمارد، و شمارش دوم به هر کس برسد، نخستین شروع‌کننده است.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Otherwise:&lt;/b&gt; the hand is laid open and a single tile is led. If the hand is all one suit, any tile will do; if not, a throw of the dice names the suit to lead.</source>
            <translation>&lt;b&gt;در غیر این صورت:&lt;/b&gt; دست رو به بالا گذاشته می‌شود و با یک تک مهره آغاز می‌شود. اگر همه دست از یک خال باشد، هر مهره‌ای رواست؛ وگرنه پرتاب تاس خالی را که باید با آن آغاز کرد تعیین می‌کند.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Simplified passport.&lt;/b&gt; Leads are grouped from strongest to weakest: first whatever the first rule above allows; if the hand has none of those, any sky set or horse; failing that, any earth set; failing that, anything. The passport holder must lead from the first group the hand can supply.</source>
            <translation>&lt;b&gt;پاسپورت ساده‌شده.&lt;/b&gt; آغازها از قوی‌ترین تا ضعیف‌ترین گروه‌بندی می‌شوند: نخست هر آنچه قاعده اول بالا اجازه می‌دهد؛ اگر دست هیچ‌کدام از آن‌ها را نداشته باشد، هر مجموعه آسمان یا اسب؛ اگر آن هم نباشد، هر مجموعه زمین؛ و اگر آن هم نباشد، هر چیزی. دارنده پاسپورت باید از نخستین گروهی که در دستش هست آغاز کند.</translation>
        </message>
        <message>
            <source>&lt;b&gt;With nothing unbeatable, no sky set and no special combination:&lt;/b&gt; a set of equal earth tiles, showing the hand to prove it.</source>
            <translation>&lt;b&gt;بدون هیچ مهره شکست‌ناپذیر، مجموعه آسمان یا ترکیب خاص:&lt;/b&gt; مجموعه‌ای از مهره‌های زمین مساوی، با نشان دادن دست برای اثبات آن.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Without a chief in hand&lt;/b&gt; (a &lt;span class='tile'&gt;6-6&lt;/span&gt;, &lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt; that is not a point): also any special combination, the mare included even when it can be beaten, and any sky set, even of people.</source>
            <translation>&lt;b&gt;بدون رئیس در دست&lt;/b&gt; (&lt;span class='tile'&gt;6-6&lt;/span&gt;، &lt;span class='tile'&gt;6-3&lt;/span&gt; یا &lt;span class='tile'&gt;5-4&lt;/span&gt; که امتیاز نباشد): افزون بر آن، هر ترکیب خاص، از جمله مادیان حتی وقتی شکست‌پذیر باشد، و هر مجموعه آسمان، حتی از افراد.</translation>
        </message>
        <message>
            <source>&lt;b&gt;face down&lt;/b&gt; underneath otherwise: any tiles at all, unseen by the others.</source>
            <translation>&lt;b&gt;رو به پایین&lt;/b&gt; در زیر، در غیر این صورت: هر مهره‌ای که باشد، بی‌آنکه دیگران ببینند.</translation>
        </message>
        <message>
            <source>&lt;b&gt;face up&lt;/b&gt; on top, if the play beats the best play so far;</source>
            <translation>&lt;b&gt;رو به بالا&lt;/b&gt; در رو، اگر بازی او بهترین بازی تا آن لحظه را شکست دهد؛</translation>
        </message>
        <message>
            <source>A Bagchen set has 64 tiles of 21 kinds: one kind for every throw of two dice. The kinds form two suits of unequal size. The &lt;b&gt;sky&lt;/b&gt; suit has 11 kinds with four copies each (44 tiles); the &lt;b&gt;earth&lt;/b&gt; suit has 10 kinds with two copies each (20 tiles).</source>
            <translation>یک بسته باگچن ۶۴ مهره از ۲۱ نوع دارد: یک نوع برای هر پرتاب دو تاس. این نوع‌ها دو خال نابرابر می‌سازند. خال &lt;b&gt;آسمان&lt;/b&gt; ۱۱ نوع دارد و از هر کدام چهار عدد (۴۴ مهره)؛ خال &lt;b&gt;زمین&lt;/b&gt; ۱۰ نوع دارد و از هر کدام دو عدد (۲۰ مهره).</translation>
        </message>
        <message>
            <source>A Tibetan game of dominoes for four players, each playing for themselves. Play goes clockwise.</source>
            <translation>بازی دومینوی تبتی برای چهار بازیکن، که هر کدام برای خود بازی می‌کنند. بازی در جهت حرکت عقربه‌های ساعت پیش می‌رود.</translation>
        </message>
        <message>
            <source>A five and the son: exactly &lt;span class='tile'&gt;4-1&lt;/span&gt; with &lt;span class='tile'&gt;2-1&lt;/span&gt;; the other five, &lt;span class='tile'&gt;3-2&lt;/span&gt;, will not do. Only the stallion beats the mare.</source>
            <translation>یک پنج و پسر: دقیقاً &lt;span class='tile'&gt;4-1&lt;/span&gt; با &lt;span class='tile'&gt;2-1&lt;/span&gt;؛ پنج دیگر، یعنی &lt;span class='tile'&gt;3-2&lt;/span&gt;، جایش را نمی‌گیرد. فقط اسب نر مادیان را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>A hand without a single tile of the two highest ranks of each suit may ask for a new deal; the player shows the hand to prove it. Points do not count as high tiles, so the next ranks down take their place: there are always 16 tiles that rule a re-deal out. The same player starts the new deal.</source>
            <translation>دستی که حتی یک مهره از دو رتبه بالای هر خال نداشته باشد، می‌تواند دیل تازه بخواهد؛ بازیکن برای اثبات، دستش را نشان می‌دهد. امتیازها مهره بالا به حساب نمی‌آیند، پس رتبه‌های پایین‌تر بعدی جای آن‌ها را می‌گیرند: همیشه ۱۶ مهره هست که دیل مجدد را ناممکن می‌کند. دیل تازه را همان بازیکن قبلی آغاز می‌کند.</translation>
        </message>
        <message>
            <source>A leader without a passport may instead lead one tile face down and name sky, earth or no suit. The tile need not match the suit named, and it is never shown. It falls to any one tile from the suit that was named, or to any one tile whatever when no suit was named; after that the usual rules apply. If all four play face down, the leader takes the trick.</source>
            <translation>آغازگری که پاسپورت ندارد، می‌تواند به‌جای آن یک مهره را رو به پایین آغاز کند و آسمان یا زمین را نام ببرد، یا هیچ خالی را نام نبرد. لازم نیست مهره از خال نام‌برده باشد، و هرگز نشان داده نمی‌شود. هر تک مهره از خال نام‌برده آن را شکست می‌دهد، و اگر خالی نام برده نشده باشد، هر تک مهره‌ای؛ پس از آن قوانین معمول برقرار است. اگر هر چهار نفر رو به پایین بازی کنند، تریک از آنِ آغازگر است.</translation>
        </message>
        <message>
            <source>A player who cannot pay pays what is left, and a player at zero ends the session.</source>
            <translation>بازیکنی که نتواند بپردازد، هر چه مانده را می‌پردازد، و رسیدن یک بازیکن به صفر جلسه را تمام می‌کند.</translation>
        </message>
        <message>
            <source>A player who has taken six stacks or more holds a &lt;b&gt;passport&lt;/b&gt;. From then on they pay nothing for the rest of the deal, though they can still be paid. In exchange, whenever they lead, they may only lead what these rules allow; playing to someone else's lead stays free.</source>
            <translation>بازیکنی که شش دسته یا بیشتر برده باشد &lt;b&gt;پاسپورت&lt;/b&gt; دارد. از آن پس تا پایان دیل چیزی نمی‌پردازد، هرچند هنوز می‌تواند پرداخت بگیرد. در عوض، هر بار که آغاز می‌کند، فقط با آنچه این قواعد اجازه می‌دهند می‌تواند آغاز کند؛ بازی در برابر آغاز دیگران آزاد می‌ماند.</translation>
        </message>
        <message>
            <source>A player who takes all 16 stacks wins every chip the others have, and the session ends there.</source>
            <translation>بازیکنی که هر ۱۶ دسته را ببرد، همه چیپ‌های دیگران را می‌برد و جلسه همان‌جا تمام می‌شود.</translation>
        </message>
        <message>
            <source>A player with a run of bad luck may ask for new seats before the tiles are shuffled. Everyone throws the dice; the one who asked stays put and the others sit round by their throws, the same way the seats were first decided. Chips go with their owners. In this game you are asked before each shuffle; an AI player asks only after losing three deals in a row in the same seats.</source>
            <translation>بازیکنی که پشت سر هم بدشانسی آورده، می‌تواند پیش از مخلوط کردن مهره‌ها صندلی‌های تازه بخواهد. همه تاس می‌اندازند؛ کسی که درخواست کرده سر جایش می‌ماند و دیگران بر پایه تاس‌هایشان دور میز می‌نشینند، به همان روشی که صندلی‌ها بار اول تعیین شد. چیپ‌ها همراه صاحبانشان جابه‌جا می‌شوند. در این بازی پیش از هر مخلوط کردن از شما پرسیده می‌شود؛ بازیکن هوش مصنوعی فقط پس از باختن سه دیل پیاپی با همان صندلی‌ها درخواست می‌کند.</translation>
        </message>
        <message>
            <source>A player with both mothers and a player with both sons may simply swap one tile each, without dice, if both agree.</source>
            <translation>بازیکنی که هر دو مادر را دارد و بازیکنی که هر دو پسر را دارد، اگر هر دو موافق باشند، می‌توانند بدون تاس هر کدام یک مهره را با هم عوض کنند.</translation>
        </message>
        <message>
            <source>A point beats nothing, but a point that is led cannot be beaten, so its leader takes the trick and is paid at once. Several points may be led together, never mixed with tiles that are not points. A point also leaves the ranking: with the sky chief as point, the sky minister cannot be beaten; with the sevens as points there is no stallion, so the mare cannot be beaten; with a five as point there is no mare; with the mother or the son as points there are no horses at all.</source>
            <translation>امتیاز هیچ مهره‌ای را شکست نمی‌دهد، اما امتیازی که با آن آغاز شود شکست‌ناپذیر است، پس آغازگرش تریک را می‌برد و بی‌درنگ پرداخت می‌گیرد. می‌توان چند امتیاز را با هم آغاز کرد، اما هرگز آمیخته با مهره‌هایی که امتیاز نیستند. امتیاز از رتبه‌بندی هم بیرون می‌رود: اگر رئیس آسمان امتیاز باشد، وزیر آسمان شکست‌ناپذیر است؛ اگر هفت‌ها امتیاز باشند، اسب نری در کار نیست و مادیان شکست‌ناپذیر می‌شود؛ اگر یک پنج امتیاز باشد، مادیانی در کار نیست؛ و اگر مادر یا پسر امتیاز باشند، هیچ اسبی در کار نیست.</translation>
        </message>
        <message>
            <source>A seven and the mother: exactly &lt;span class='tile'&gt;4-3&lt;/span&gt; with &lt;span class='tile'&gt;4-2&lt;/span&gt;. It beats the mare, and nothing beats it.</source>
            <translation>یک هفت و مادر: دقیقاً &lt;span class='tile'&gt;4-3&lt;/span&gt; با &lt;span class='tile'&gt;4-2&lt;/span&gt;. مادیان را شکست می‌دهد، و هیچ چیز آن را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>After the deal, before anyone looks at their tiles, two players may agree to swap their whole hands.</source>
            <translation>پس از دیل و پیش از آنکه کسی به مهره‌هایش نگاه کند، دو بازیکن می‌توانند توافق کنند که کل دستشان را با هم مبادله کنند.</translation>
        </message>
        <message>
            <source>All sixteen stacks</source>
            <translation>هر شانزده دسته</translation>
        </message>
        <message>
            <source>Any player may call &lt;b&gt;Gobah&lt;/b&gt;: five more deals are played, and the fifth, the last of the session, is called &lt;b&gt;Tashi Gobah&lt;/b&gt;. When time is short the players may agree on a single last deal instead, which is then the Tashi Gobah.</source>
            <translation>هر بازیکنی می‌تواند &lt;b&gt;گوباه&lt;/b&gt; را اعلام کند: پنج دیل دیگر بازی می‌شود، و پنجمی، که آخرین دیل جلسه است، &lt;b&gt;تاشی گوباه&lt;/b&gt; نام دارد. اگر وقت کم باشد، بازیکنان می‌توانند به‌جای آن بر سر تنها یک دیل آخر توافق کنند که همان تاشی گوباه است.</translation>
        </message>
        <message>
            <source>Any two or more chiefs, sky and earth mixed. Nothing can beat them. Chiefs never join ministers, and below the ministers sky and earth tiles never mix in one lead: a lama with a seven is not a combination.</source>
            <translation>هر دو رئیس یا بیشتر، آمیخته از آسمان و زمین. هیچ چیز نمی‌تواند آن‌ها را شکست دهد. رئیس‌ها هرگز با وزیرها همراه نمی‌شوند، و پایین‌تر از وزیرها، مهره‌های آسمان و زمین هرگز در یک آغاز با هم نمی‌آیند: لاما با هفت ترکیب نیست.</translation>
        </message>
        <message>
            <source>Any two or more ministers, sky and earth mixed as you like. Only chiefs beat them: the same number of tiles, with as many sky tiles and as many earth tiles as the ministers had.</source>
            <translation>هر دو وزیر یا بیشتر، با هر آمیزه‌ای از آسمان و زمین. فقط رئیس‌ها آن‌ها را شکست می‌دهند: با همان تعداد مهره، و با همان تعداد مهره آسمان و مهره زمین که وزیرها داشتند.</translation>
        </message>
        <message>
            <source>At this table:</source>
            <translation>در این میز:</translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>باگچن</translation>
        </message>
        <message>
            <source>Bagchen: the rules</source>
            <translation>باگچن: قوانین</translation>
        </message>
        <message>
            <source>Balances may go below zero.</source>
            <translation>موجودی می‌تواند زیر صفر برود.</translation>
        </message>
        <message>
            <source>Bao Huang</source>
            <translation>بائو هوانگ</translation>
        </message>
        <message>
            <source>Bao Huang: the rules</source>
            <translation>بائو هوانگ: قوانین</translation>
        </message>
        <message>
            <source>Below zero chips</source>
            <translation>چیپ زیر صفر</translation>
        </message>
        <message>
            <source>Both copies of the mare's tiles, or of the stallion's, make a four-tile lead. The double stallion beats the double mare and cannot itself be beaten; the double mare beats nothing.</source>
            <translation>هر دو نسخه مهره‌های مادیان، یا مهره‌های اسب نر، یک آغاز چهارمهره‌ای می‌سازند. اسب نر دوبل مادیان دوبل را شکست می‌دهد و خودش شکست‌ناپذیر است؛ مادیان دوبل هیچ چیز را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>Called while a deal is being played, Gobah counts from the end of that deal: the deal in progress is not one of the five, and a single last deal called then is the next one. Called between deals, the next deal is the first of the five.</source>
            <translation>اگر گوباه در میانه یک دیل اعلام شود، شمارش از پایان همان دیل آغاز می‌شود: دیل جاری جزو آن پنج دیل نیست، و دیل آخری که در آن هنگام اعلام شود، دیل بعدی است. اگر میان دو دیل اعلام شود، دیل بعدی نخستین دیل از آن پنج است.</translation>
        </message>
        <message>
            <source>Charity</source>
            <translation>خیریه</translation>
        </message>
        <message>
            <source>Combinations</source>
            <translation>ترکیب‌ها</translation>
        </message>
        <message>
            <source>Compulsory beating</source>
            <translation>شکست دادن اجباری</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>سفارشی</translation>
        </message>
        <message>
            <source>Customs</source>
            <translation>عادت‌ها</translation>
        </message>
        <message>
            <source>Digital Gamers</source>
            <translation>دیجیتال گیمرز</translation>
        </message>
        <message>
            <source>Double mare, double stallion</source>
            <translation>مادیان دوبل، اسب نر دوبل</translation>
        </message>
        <message>
            <source>Each player gets 16 of the 64 tiles. The tiles are played out in tricks, one tile or a group of tiles at a time, until every hand is empty. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner is paid by the others according to how many stacks each of them took. Leading one of the deal's &lt;b&gt;points&lt;/b&gt; also earns chips at once, and finishing the deal with points multiplies the final payments.</source>
            <translation>هر بازیکن ۱۶ مهره از ۶۴ مهره را می‌گیرد. مهره‌ها در تریک‌ها بازی می‌شوند، هر بار یک مهره یا گروهی از مهره‌ها، تا دست همه خالی شود. بیش از هر چیز بکوشید &lt;b&gt;تریک آخر را ببرید&lt;/b&gt;: دیگران به برنده آن، بسته به تعداد دسته‌هایی که هر کدام برده‌اند، پرداخت می‌کنند. آغاز کردن با یکی از &lt;b&gt;امتیازهای&lt;/b&gt; دیل هم بی‌درنگ چیپ می‌آورد، و به پایان رساندن دیل با امتیاز، پرداخت‌های نهایی را چند برابر می‌کند.</translation>
        </message>
        <message>
            <source>Earth: two of each tile</source>
            <translation>زمین: از هر مهره دو عدد</translation>
        </message>
        <message>
            <source>Ending the session: Gobah</source>
            <translation>پایان جلسه: گوباه</translation>
        </message>
        <message>
            <source>Equal earth tiles</source>
            <translation>مهره‌های زمین مساوی</translation>
        </message>
        <message>
            <source>Every deal, the throw of the dice names one kind of tile, and four tiles become that deal's &lt;b&gt;points&lt;/b&gt; (drawn with a gold rim):</source>
            <translation>در هر دیل، پرتاب تاس یک نوع مهره را تعیین می‌کند، و چهار مهره &lt;b&gt;امتیازهای&lt;/b&gt; آن دیل می‌شوند (با لبه طلایی نشان داده می‌شوند):</translation>
        </message>
        <message>
            <source>Every player starts with the same number of chips. There are two kinds of payment.</source>
            <translation>همه بازیکنان با تعداد برابری چیپ شروع می‌کنند. دو نوع پرداخت وجود دارد.</translation>
        </message>
        <message>
            <source>Exchanging hands</source>
            <translation>مبادله دست</translation>
        </message>
        <message>
            <source>Exchanging seats</source>
            <translation>تعویض صندلی</translation>
        </message>
        <message>
            <source>Four sky chiefs</source>
            <translation>چهار رئیس آسمان</translation>
        </message>
        <message>
            <source>From the second deal on, whoever took the last trick starts.</source>
            <translation>از دیل دوم به بعد، هر کس تریک آخر را برده باشد شروع می‌کند.</translation>
        </message>
        <message>
            <source>Hint from the dice</source>
            <translation>کمک گرفتن از تاس</translation>
        </message>
        <message>
            <source>Holding three sky chiefs while the player opposite takes the last trick is a bad sign, and as a salute to the winner you are the one who throws the dice when the next deal begins. Winning one of the Gobah deals brings good luck, Tashi Gobah most of all; winning none of them is a warning.</source>
            <translation>اگر سه رئیس آسمان در دست داشته باشید و بازیکن روبه‌رو تریک آخر را ببرد، بدشگون است، و به احترام برنده، در آغاز دیل بعدی شما تاس می‌اندازید. بردن یکی از دیل‌های گوباه خوش‌شانسی می‌آورد، و بیش از همه تاشی گوباه؛ نبردن هیچ‌کدام نشانه هشدار است.</translation>
        </message>
        <message>
            <source>Identical sky tiles</source>
            <translation>مهره‌های آسمان یکسان</translation>
        </message>
        <message>
            <source>If the last trick is won by leading points, the deal ends in a &lt;b&gt;jump&lt;/b&gt;. The points that ended the deal (the unbroken run of points leads at its very end) are not paid one by one; instead every settlement payment is multiplied by the jump factor times their value.</source>
            <translation>اگر تریک آخر با آغاز امتیاز برده شود، دیل با &lt;b&gt;پرش&lt;/b&gt; تمام می‌شود. امتیازهایی که دیل را به پایان رساندند (رشته پیوسته آغازهای امتیازی در انتهای دیل) یکی‌یکی پرداخت نمی‌شوند؛ به‌جای آن، هر پرداخت تسویه حساب در ضریب پرش ضربدر ارزش آن‌ها ضرب می‌شود.</translation>
        </message>
        <message>
            <source>In this game, use the buttons in the session panel: &lt;i&gt;Declare Gobah&lt;/i&gt; or &lt;i&gt;One last deal&lt;/i&gt;. The panel counts the Gobah deals still to come.</source>
            <translation>در این بازی از دکمه‌های پنل جلسه استفاده کنید: «اعلام گوباه» یا «یک دیل آخر». پنل، دیل‌های گوباهِ باقی‌مانده را می‌شمارد.</translation>
        </message>
        <message>
            <source>Instead of one tile, the leader may lead several tiles that belong together. The others must then play the same number of tiles, and only a combination of the right kind can beat it.</source>
            <translation>آغازگر می‌تواند به‌جای یک مهره، چند مهره را که با هم جور هستند آغاز کند. آنگاه دیگران باید همان تعداد مهره بازی کنند، و فقط ترکیبی از نوع درست می‌تواند آن را شکست دهد.</translation>
        </message>
        <message>
            <source>Jump factor</source>
            <translation>ضریب پرش</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>پرش‌ها</translation>
        </message>
        <message>
            <source>Mixed chiefs</source>
            <translation>رئیس‌های مختلط</translation>
        </message>
        <message>
            <source>Mixed ministers</source>
            <translation>وزیران مختلط</translation>
        </message>
        <message>
            <source>Mixed ministers, at most</source>
            <translation>وزیران مختلط، حداکثر</translation>
        </message>
        <message>
            <source>Mother and son</source>
            <translation>مادر و پسر</translation>
        </message>
        <message>
            <source>Mother and son led together are always a point, worth one. When they are points in their own right as well, that lead is worth three: each of the two tiles counts, and so does the pair.</source>
            <translation>مادر و پسر وقتی با هم آغاز شوند همیشه یک امتیاز به ارزش یک هستند. اگر خودشان هم امتیاز باشند، آن آغاز سه امتیاز می‌ارزد: هر یک از دو مهره یکی، و جفت آن‌ها هم یکی.</translation>
        </message>
        <message>
            <source>Old table habits, each turned on or off for the session. By tradition, each player keeps the stacks they win in a row on their left.</source>
            <translation>عادت‌های قدیمی سر میز، که هر کدام برای جلسه روشن یا خاموش می‌شود. طبق سنت، هر بازیکن دسته‌هایی را که می‌برد در یک ردیف در سمت چپ خود نگه می‌دارد.</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>طالع‌بینی</translation>
        </message>
        <message>
            <source>Passport</source>
            <translation>پاسپورت</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>پرداخت‌ها</translation>
        </message>
        <message>
            <source>Points from the dice</source>
            <translation>امتیازهای تاس</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>دیل مجدد</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>قوانین</translation>
        </message>
        <message>
            <source>Seating</source>
            <translation>تعیین صندلی</translation>
        </message>
        <message>
            <source>Seats and the first starter</source>
            <translation>صندلی‌ها و نخستین شروع‌کننده</translation>
        </message>
        <message>
            <source>Shang Shung / pagat (standard)</source>
            <translation>شانگ شونگ / پاگت (استاندارد)</translation>
        </message>
        <message>
            <source>Simplified passport</source>
            <translation>پاسپورت ساده‌شده</translation>
        </message>
        <message>
            <source>Sky: four of each tile</source>
            <translation>آسمان: از هر مهره چهار عدد</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>سرمایه</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>هدف</translation>
        </message>
        <message>
            <source>The chart lists each suit from its highest rank down. Tiles in the same row of a suit are equal in rank: the three sisters are equal, so are the four people tiles, and in the earth suit the two tiles of a row (the two nines, for example) are equal too.</source>
            <translation>جدول، هر خال را از بالاترین رتبه به پایین فهرست می‌کند. مهره‌هایی که در یک ردیف از یک خال هستند هم‌رتبه‌اند: سه خواهر برابرند، چهار مهره افراد هم، و در خال زمین دو مهره یک ردیف (برای نمونه، دو نُه) نیز برابرند.</translation>
        </message>
        <message>
            <source>The complete horse</source>
            <translation>اسب کامل</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>دیل</translation>
        </message>
        <message>
            <source>The mare</source>
            <translation>مادیان</translation>
        </message>
        <message>
            <source>The mare and the stallion led together as four tiles. It beats nothing and cannot be beaten. It holds a mother and a son, yet it is not a point.</source>
            <translation>مادیان و اسب نر که با هم به‌صورت چهار مهره آغاز شوند. هیچ چیز را شکست نمی‌دهد و شکست‌ناپذیر است. یک مادر و یک پسر در آن هست، اما امتیاز نیست.</translation>
        </message>
        <message>
            <source>The mother and the son led together. They beat nothing, but once led nobody can beat them, and they count as a point: each opponent without a passport pays the leader a chip.</source>
            <translation>مادر و پسر که با هم آغاز شوند. هیچ چیز را شکست نمی‌دهند، اما وقتی آغاز شدند هیچ کس نمی‌تواند آن‌ها را شکست دهد، و یک امتیاز به حساب می‌آیند: هر حریف بدون پاسپورت یک چیپ به آغازگر می‌پردازد.</translation>
        </message>
        <message>
            <source>The options chosen for the session in play. The sections below explain each one.</source>
            <translation>گزینه‌هایی که برای جلسه جاری انتخاب شده‌اند. بخش‌های زیر هر کدام را توضیح می‌دهند.</translation>
        </message>
        <message>
            <source>The play</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>The stallion</source>
            <translation>اسب نر</translation>
        </message>
        <message>
            <source>The starter leads a single tile or a combination, face up. Then each other player in turn, clockwise, plays exactly as many tiles:</source>
            <translation>شروع‌کننده با یک تک مهره یا یک ترکیب، رو به بالا، آغاز می‌کند. سپس هر یک از بازیکنان دیگر به نوبت، در جهت حرکت عقربه‌های ساعت، دقیقاً همان تعداد مهره بازی می‌کند:</translation>
        </message>
        <message>
            <source>The tiles are shuffled face down and built into eight towers, each two tiles wide and four high, two towers in front of every player. The player opposite the starter points at a tower and throws the dice. The throw names the points and also the taker: count clockwise from the thrower, who counts as one, up to the total. That player picks up the chosen tower; then the towers go round clockwise, one per player and each next seat taking the next tower, twice round, until everyone holds 16 tiles. The dice stay on the table showing the points.</source>
            <translation>مهره‌ها رو به پایین مخلوط می‌شوند و در هشت برج چیده می‌شوند، هر برج به عرض دو و ارتفاع چهار مهره، دو برج جلوی هر بازیکن. بازیکن روبه‌روی شروع‌کننده به یک برج اشاره می‌کند و تاس می‌اندازد. این پرتاب امتیازها و نیز گیرنده را تعیین می‌کند: از پرتاب‌کننده، که خودش یک شمرده می‌شود، در جهت حرکت عقربه‌های ساعت تا مجموع تاس‌ها بشمارید. آن بازیکن برج انتخاب‌شده را برمی‌دارد؛ سپس برج‌ها در جهت حرکت عقربه‌های ساعت دست به دست می‌گردند، هر بازیکن یک برج و هر صندلی بعدی برج بعدی را، دو دور، تا همه ۱۶ مهره داشته باشند. تاس‌ها روی میز می‌مانند و امتیازها را نشان می‌دهند.</translation>
        </message>
        <message>
            <source>There is no need to follow suit. When all four have played, the play on top wins: its player takes the pile as one stack for each tile led and leads next. A deal always has 16 stacks.</source>
            <translation>لازم نیست از خال پیروی کنید. وقتی هر چهار نفر بازی کردند، بازیِ رویی برنده است: بازیکنش توده مهره‌ها را برمی‌دارد، به ازای هر مهره آغاز‌شده یک دسته، و آغازگر بعدی می‌شود. هر دیل همیشه ۱۶ دسته دارد.</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>قوانین این میز</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>تین گو</translation>
        </message>
        <message>
            <source>Tien Gow: the rules</source>
            <translation>تین گو: قوانین</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>مهره‌ها و خال‌ها</translation>
        </message>
        <message>
            <source>To beat a single tile you need a tile of its &lt;b&gt;own suit&lt;/b&gt; that ranks &lt;b&gt;higher&lt;/b&gt;. An equal tile does not beat, and a sky tile can never beat an earth tile, nor the other way round. So a &lt;span class='tile'&gt;5-3&lt;/span&gt; falls only to a nine (&lt;span class='tile'&gt;6-3&lt;/span&gt; or &lt;span class='tile'&gt;5-4&lt;/span&gt;), never to the &lt;span class='tile'&gt;6-6&lt;/span&gt;, which is sky, and never to the other eight, &lt;span class='tile'&gt;6-2&lt;/span&gt;, which is only equal.</source>
            <translation>برای شکست دادن یک تک مهره، مهره‌ای از &lt;b&gt;همان خال&lt;/b&gt; لازم است که رتبه‌اش &lt;b&gt;بالاتر&lt;/b&gt; باشد. مهره هم‌رتبه شکست نمی‌دهد، و مهره آسمان هرگز نمی‌تواند مهره زمین را شکست دهد، و برعکس. پس &lt;span class='tile'&gt;5-3&lt;/span&gt; فقط با یک نُه (&lt;span class='tile'&gt;6-3&lt;/span&gt; یا &lt;span class='tile'&gt;5-4&lt;/span&gt;) شکست می‌خورد، نه با &lt;span class='tile'&gt;6-6&lt;/span&gt; که آسمان است، و نه با هشتِ دیگر، &lt;span class='tile'&gt;6-2&lt;/span&gt;، که فقط هم‌رتبه است.</translation>
        </message>
        <message>
            <source>Two to four earth tiles of the same rank, alike or not: a seven and a seven, or both nines. Only a set of the same size and a higher rank beats them.</source>
            <translation>دو تا چهار مهره زمین هم‌رتبه، یکسان یا نایکسان: یک هفت با یک هفت، یا هر دو نُه. فقط مجموعه‌ای به همان اندازه و با رتبه بالاتر آن‌ها را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>Two, three or four copies of the &lt;b&gt;same&lt;/b&gt; sky tile. Only the same number of copies of a higher sky tile beats them. Three sisters that are not all alike are no combination at all.</source>
            <translation>دو، سه یا چهار نسخه از &lt;b&gt;همان&lt;/b&gt; مهره آسمان. فقط همان تعداد نسخه از یک مهره آسمان بالاتر آن‌ها را شکست می‌دهد. سه خواهری که همه یکسان نباشند، اصلاً ترکیب نیستند.</translation>
        </message>
        <message>
            <source>Uniting mother and son</source>
            <translation>پیوستن مادر و پسر</translation>
        </message>
        <message>
            <source>Unsure what to play? Throw the dice and read the answer however you like, then set them back to show the points.</source>
            <translation>نمی‌دانید چه بازی کنید؟ تاس بیندازید و پاسخ را هر طور که می‌خواهید تفسیر کنید، سپس تاس‌ها را برگردانید تا دوباره امتیازها را نشان دهند.</translation>
        </message>
        <message>
            <source>When the mother and the son are not points, a player holding a mother but no son may show it, looking for a son; any player holding a son may answer (and the same the other way round). Each of the two throws one die, and the higher throw takes both tiles. The player left with 15 tiles then throws both dice, and the one with 17 gives back the tile they name, or an equal earth tile. If the dice name a mother, a son, a point or a tile the giver lacks, they are thrown again.</source>
            <translation>وقتی مادر و پسر امتیاز نیستند، بازیکنی که مادر دارد اما پسر ندارد می‌تواند آن را نشان دهد و به دنبال پسر بگردد؛ هر بازیکنی که پسر دارد می‌تواند پاسخ دهد (و برعکس). هر یک از آن دو یک تاس می‌اندازد، و عدد بالاتر هر دو مهره را می‌گیرد. سپس بازیکنی که ۱۵ مهره برایش مانده هر دو تاس را می‌اندازد، و بازیکن ۱۷ مهره‌ای مهره‌ای را که تاس‌ها نشان می‌دهند، یا یک مهره زمین هم‌رتبه با آن را، پس می‌دهد. اگر تاس‌ها مادر، پسر، امتیاز یا مهره‌ای را نشان دهند که دهنده ندارد، دوباره انداخته می‌شوند.</translation>
        </message>
        <message>
            <source>Whoever is dealt all four &lt;span class='tile'&gt;6-6&lt;/span&gt;, when they are not points, shows them to the table and keeps them. Everyone now knows where they are.</source>
            <translation>هر کس هر چهار &lt;span class='tile'&gt;6-6&lt;/span&gt; به دستش برسد، اگر امتیاز نباشند، آن‌ها را به همه نشان می‌دهد و نگه می‌دارد. اکنون همه می‌دانند کجا هستند.</translation>
        </message>
        <message>
            <source>With a factor of 2 and a final run of points worth 3, the settlement counts six times over: a player with a single stack pays 5 × 6 = 30 chips. A deal has at most six points (four from the dice, two mother-and-son pairs), so a factor of 2 multiplies by twelve at most.</source>
            <translation>با ضریب ۲ و رشته امتیازهای پایانی به ارزش ۳، تسویه حساب شش برابر می‌شود: بازیکنی که تنها یک دسته دارد ۵ × ۶ = ۳۰ چیپ می‌پردازد. هر دیل حداکثر شش امتیاز دارد (چهار از تاس، دو جفت مادر و پسر)، پس ضریب ۲ حداکثر دوازده برابر می‌کند.</translation>
        </message>
        <message>
            <source>Without a jump, the settlement always brings the winner two chips more than the number of stacks they took.</source>
            <translation>بدون پرش، تسویه حساب همیشه دو چیپ بیشتر از تعداد دسته‌هایی که برنده برده است، برایش سود می‌آورد.</translation>
        </message>
        <message>
            <source>a lead mixing sky and earth ministers has at most {n} tiles.</source>
            <translation>آغازی که وزیرهای آسمان و زمین را بیامیزد، حداکثر {n} مهره دارد.</translation>
        </message>
        <message>
            <source>a passport places no limits on leads; it still frees its holder from paying.</source>
            <translation>پاسپورت محدودیتی بر آغاز نمی‌گذارد؛ اما همچنان دارنده‌اش را از پرداخت معاف می‌کند.</translation>
        </message>
        <message>
            <source>a sky kind: its four copies;</source>
            <translation>یک نوع آسمان: چهار نسخه آن؛</translation>
        </message>
        <message>
            <source>allowed</source>
            <translation>مجاز</translation>
        </message>
        <message>
            <source>an earth kind: every earth tile of the same rank, both kinds of it;</source>
            <translation>یک نوع زمین: همه مهره‌های زمین هم‌رتبه با آن، از هر دو نوع؛</translation>
        </message>
        <message>
            <source>beats both</source>
            <translation>هر دو را شکست می‌دهد</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>آن را شکست می‌دهد</translation>
        </message>
        <message>
            <source>beats it: one sky, two earth</source>
            <translation>آن را شکست می‌دهد: یک آسمان، دو زمین</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>پرنده</translation>
        </message>
        <message>
            <source>charity is {state}.</source>
            <translation>خیریه {state} است.</translation>
        </message>
        <message>
            <source>compulsory beating is on: a player who can beat the trick must.</source>
            <translation>شکست دادن اجباری روشن است: بازیکنی که بتواند تریک را شکست دهد، باید این کار را بکند.</translation>
        </message>
        <message>
            <source>does not: wrong mixture</source>
            <translation>شکست نمی‌دهد: آمیزه نادرست</translation>
        </message>
        <message>
            <source>double mare</source>
            <translation>مادیان دوبل</translation>
        </message>
        <message>
            <source>double stallion</source>
            <translation>اسب نر دوبل</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>رئیس زمین (نُه)</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>وزیر زمین (هشت)</translation>
        </message>
        <message>
            <source>earth: both eights</source>
            <translation>زمین: هر دو هشت</translation>
        </message>
        <message>
            <source>everyone starts with {n} chips. </source>
            <translation>همه با {n} چیپ شروع می‌کنند. </translation>
        </message>
        <message>
            <source>exactly six: nothing changes hands;</source>
            <translation>درست شش: چیزی دست به دست نمی‌شود؛</translation>
        </message>
        <message>
            <source>exchanging hands</source>
            <translation>مبادله دست</translation>
        </message>
        <message>
            <source>exchanging seats</source>
            <translation>تعویض صندلی</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>رو به پایین</translation>
        </message>
        <message>
            <source>fewer than six stacks: pay the winner the difference (two stacks pay four);</source>
            <translation>کمتر از شش دسته: تفاوت را به برنده می‌پردازد (دو دسته، چهار چیپ)؛</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>پنج (جغد)</translation>
        </message>
        <message>
            <source>formal</source>
            <translation>رسمی</translation>
        </message>
        <message>
            <source>formal, by the dice and the time of day</source>
            <translation>رسمی، با تاس و زمان روز</translation>
        </message>
        <message>
            <source>full rules 1 to 4</source>
            <translation>قواعد کامل ۱ تا ۴</translation>
        </message>
        <message>
            <source>hint from the dice</source>
            <translation>کمک گرفتن از تاس</translation>
        </message>
        <message>
            <source>informal</source>
            <translation>غیررسمی</translation>
        </message>
        <message>
            <source>informal, by two counts of the dice</source>
            <translation>غیررسمی، با دو شمارش تاس</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>لاما</translation>
        </message>
        <message>
            <source>led</source>
            <translation>آغاز شده</translation>
        </message>
        <message>
            <source>more than six: the winner pays one chip for each stack above six.</source>
            <translation>بیش از شش: برنده به ازای هر دسته بالاتر از شش یک چیپ می‌پردازد.</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>مادر</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>مادر و پسر</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>مادر در جستجوی پسر</translation>
        </message>
        <message>
            <source>nobody is forced to beat.</source>
            <translation>هیچ کس مجبور به شکست دادن نیست.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>هیچ</translation>
        </message>
        <message>
            <source>not allowed</source>
            <translation>غیرمجاز</translation>
        </message>
        <message>
            <source>off</source>
            <translation>خاموش</translation>
        </message>
        <message>
            <source>off: no limits on leads</source>
            <translation>خاموش: بدون محدودیت آغاز</translation>
        </message>
        <message>
            <source>omens</source>
            <translation>طالع‌بینی</translation>
        </message>
        <message>
            <source>on</source>
            <translation>روشن</translation>
        </message>
        <message>
            <source>one sky, two earth</source>
            <translation>یک آسمان، دو زمین</translation>
        </message>
        <message>
            <source>people</source>
            <translation>افراد</translation>
        </message>
        <message>
            <source>re-deals are {state}.</source>
            <translation>دیل مجدد {state} است.</translation>
        </message>
        <message>
            <source>seating is {mode}.</source>
            <translation>تعیین صندلی {mode} است.</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>هفت</translation>
        </message>
        <message>
            <source>simplified</source>
            <translation>ساده‌شده</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>خواهرها</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>رئیس آسمان</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>وزیر آسمان</translation>
        </message>
        <message>
            <source>sky: four chiefs</source>
            <translation>آسمان: چهار رئیس</translation>
        </message>
        <message>
            <source>son</source>
            <translation>پسر</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>پسر در جستجوی مادر</translation>
        </message>
        <message>
            <source>son: mothers and sons</source>
            <translation>پسر: مادرها و پسرها</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>اسب کامل</translation>
        </message>
        <message>
            <source>the full passport rules 1 to 4 apply.</source>
            <translation>قواعد کامل پاسپورت، ۱ تا ۴، برقرار است.</translation>
        </message>
        <message>
            <source>the jump factor is {factor}: a jump multiplies the settlement by {factor} times the value of the final points.</source>
            <translation>ضریب پرش {factor} است: پرش، تسویه حساب را در {factor} ضربدر ارزش امتیازهای پایانی ضرب می‌کند.</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>مادیان</translation>
        </message>
        <message>
            <source>the mother or the son: both mothers and both sons.</source>
            <translation>مادر یا پسر: هر دو مادر و هر دو پسر.</translation>
        </message>
        <message>
            <source>the simplified passport rule applies.</source>
            <translation>قاعده ساده‌شده پاسپورت برقرار است.</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>اسب نر</translation>
        </message>
        <message>
            <source>two eights beat them</source>
            <translation>دو هشت آن‌ها را شکست می‌دهند</translation>
        </message>
        <message>
            <source>two nines beat both</source>
            <translation>دو نُه هر دو را شکست می‌دهند</translation>
        </message>
        <message>
            <source>two sevens</source>
            <translation>دو هفت</translation>
        </message>
        <message>
            <source>unbeatable</source>
            <translation>شکست‌ناپذیر</translation>
        </message>
        <message>
            <source>uniting mother and son is {state}.</source>
            <translation>پیوستن مادر و پسر {state} است.</translation>
        </message>
        <message>
            <source>{n} chips each</source>
            <translation>هر نفر {n} چیپ</translation>
        </message>
        <message>
            <source>{n} tiles</source>
            <translation>{n} مهره</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <source>AI · %1</source>
            <translation>رایانه · %1</translation>
        </message>
        <message>
            <source>PASSPORT</source>
            <translation>پاسپورت</translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>نوبت شما</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>آسان</translation>
        </message>
        <message>
            <source>example</source>
            <translation>نمونه</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>سخت</translation>
        </message>
        <message>
            <source>holds a passport: pays nothing more this deal</source>
            <translation>پاسپورت دارد: در این دیل دیگر چیزی نمی‌پردازد</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>متوسط</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>پیشگو</translation>
        </message>
        <message>
            <source>player</source>
            <translation>بازیکن</translation>
        </message>
        <message>
            <source>random</source>
            <translation>تصادفی</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>در حال فکر</translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>در حال فکر…</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>نوبت بازی</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>تنظیم‌شده</translation>
        </message>
        <message>
            <source>you</source>
            <translation>شما</translation>
        </message>
    </context>
    <context>
        <name>Seating</name>
        <message>
            <source>After noon: the lowest throw sits East, then South, West and North.</source>
            <translation>بعد از ظهر: پایین‌ترین عدد در شرق می‌نشیند، سپس جنوب، غرب و شمال.</translation>
        </message>
        <message>
            <source>After noon: you stay {seat}; clockwise from there the throws go up.</source>
            <translation>بعد از ظهر: شما در {seat} می‌مانید؛ از آنجا در جهت عقربه‌های ساعت عددها زیاد می‌شوند.</translation>
        </message>
        <message>
            <source>After noon: {name} stays {seat}; clockwise from there the throws go up.</source>
            <translation>بعد از ظهر: {name} در {seat} می‌ماند؛ از آنجا در جهت عقربه‌های ساعت عددها زیاد می‌شوند.</translation>
        </message>
        <message>
            <source>Before noon: the highest throw sits East, then South, West and North.</source>
            <translation>پیش از ظهر: بالاترین عدد در شرق می‌نشیند، سپس جنوب، غرب و شمال.</translation>
        </message>
        <message>
            <source>Before noon: you stay {seat}; clockwise from there the throws go down.</source>
            <translation>پیش از ظهر: شما در {seat} می‌مانید؛ از آنجا در جهت عقربه‌های ساعت عددها کم می‌شوند.</translation>
        </message>
        <message>
            <source>Before noon: {name} stays {seat}; clockwise from there the throws go down.</source>
            <translation>پیش از ظهر: {name} در {seat} می‌ماند؛ از آنجا در جهت عقربه‌های ساعت عددها کم می‌شوند.</translation>
        </message>
        <message>
            <source>East</source>
            <translation>شرق</translation>
        </message>
        <message>
            <source>Formal seating: everyone throws the dice for a seat.</source>
            <translation>تعیین رسمی صندلی‌ها: همه برای صندلی‌شان تاس می‌اندازند.</translation>
        </message>
        <message>
            <source>North</source>
            <translation>شمال</translation>
        </message>
        <message>
            <source>South</source>
            <translation>جنوب</translation>
        </message>
        <message>
            <source>West</source>
            <translation>غرب</translation>
        </message>
        <message>
            <source>You demand an exchange of seats: everyone throws the dice.</source>
            <translation>شما تعویض صندلی‌ها را درخواست می‌کنید: همه تاس می‌اندازند.</translation>
        </message>
        <message>
            <source>You sit East and start the first deal.</source>
            <translation>شما در شرق می‌نشینید و دیل اول را آغاز می‌کنید.</translation>
        </message>
        <message>
            <source>You start the next deal, in your new seat.</source>
            <translation>شما دیل بعدی را از صندلی تازه‌تان آغاز می‌کنید.</translation>
        </message>
        <message>
            <source>{names} tie at {total}: they throw again.</source>
            <translation>تساوی {names} با عدد {total}: دوباره تاس می‌اندازند.</translation>
        </message>
        <message>
            <source>{name}
{seat}</source>
            <translation>{name}
{seat}</translation>
        </message>
        <message>
            <source>{name} demands an exchange of seats: everyone throws the dice.</source>
            <translation>تعویض صندلی‌ها به درخواست {name}: همه تاس می‌اندازند.</translation>
        </message>
        <message>
            <source>{name} sits East and starts the first deal.</source>
            <translation>دیل اول را {name} از شرق آغاز می‌کند.</translation>
        </message>
        <message>
            <source>{name} starts the next deal, in the new seat.</source>
            <translation>دیل بعدی را {name} از صندلی تازه‌اش آغاز می‌کند.</translation>
        </message>
        <message>
            <source>{name}: {a} + {b} = {total}</source>
            <translation>{name}: {a} + {b} = {total}</translation>
        </message>
        <message>
            <source>{name}: {before}, then {total}</source>
            <translation>{name}: {before}، سپس {total}</translation>
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
            <translation>چیپ‌های یک بازیکن تمام شد.</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>چیپ‌ها</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>چیپ‌ها پس از هر دیل</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>بستن</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>دیل‌های بازی‌شده: {n}</translation>
        </message>
        <message>
            <source>Final chips</source>
            <translation>چیپ‌های نهایی</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>جلسه جدید</translation>
        </message>
        <message>
            <source>No Gobah deal was played, so the omens have nothing to say.</source>
            <translation>هیچ دیل گوباهی بازی نشد، پس طالع‌بینی چیزی برای گفتن ندارد.</translation>
        </message>
        <message>
            <source>Omens</source>
            <translation>طالع‌بینی</translation>
        </message>
        <message>
            <source>One player took all sixteen tricks and every chip.</source>
            <translation>یک بازیکن هر شانزده تریک و همه چیپ‌ها را برد.</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>رتبه</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>بازیکن</translation>
        </message>
        <message>
            <source>Tashi Gobah, the last deal, has been played.</source>
            <translation>تاشی گوباه، دیل آخر، بازی شد.</translation>
        </message>
        <message>
            <source>The players stopped here.</source>
            <translation>بازیکنان همین‌جا دست کشیدند.</translation>
        </message>
        <message>
            <source>The session is over</source>
            <translation>جلسه به پایان رسید</translation>
        </message>
        <message>
            <source>Won or lost</source>
            <translation>برد یا باخت</translation>
        </message>
        <message>
            <source>{name} won Tashi Gobah, the very last deal: the best of luck is on the way.</source>
            <translation>تاشی گوباه، آخرین دیل، را {name} برد: بهترین بخت در راه است.</translation>
        </message>
        <message>
            <source>{name} won none of the Gobah deals: the omens warn of bad luck ahead.</source>
            <translation>هیچ‌یک از دیل‌های گوباه را {name} نبرد: نشانه‌ها از بدبیاری در پیش خبر می‌دهند.</translation>
        </message>
        <message>
            <source>{name} won {n} of the Gobah deals: a lucky sign.</source>
            <translation>از دیل‌های گوباه، {n} دیل را {name} برد: نشانه‌ای خوش‌یمن.</translation>
        </message>
    </context>
    <context>
        <name>SessionPanel</name>
        <message>
            <source>%1 chips each</source>
            <translation>هر نفر %1 چیپ</translation>
        </message>
        <message>
            <source>AI, %1</source>
            <translation>هوش مصنوعی، %1</translation>
        </message>
        <message>
            <source>At the table</source>
            <translation>سر میز</translation>
        </message>
        <message>
            <source>Chips after each deal</source>
            <translation>چیپ‌ها پس از هر دیل</translation>
        </message>
        <message>
            <source>Click tiles of your hand to choose them, then a button in the bar below the table (or press Enter). H asks for a hint, Ctrl+Z takes a move back, F1 shows the rules. The chips of each deal are charted here once the first deal is over.</source>
            <translation>برای انتخاب مهره‌های دستتان روی آن‌ها کلیک کنید، سپس روی دکمه‌ای در نوار زیر میز (یا Enter را بزنید). H راهنمایی می‌خواهد، Ctrl+Z یک حرکت را برمی‌گرداند، F1 قوانین را نشان می‌دهد. پس از پایان نخستین دیل، نمودار چیپ‌های هر دیل اینجا رسم می‌شود.</translation>
        </message>
        <message>
            <source>Deals played: {n}</source>
            <translation>دیل‌های بازی‌شده: {n}</translation>
        </message>
        <message>
            <source>Declare Gobah</source>
            <translation>اعلام گوباه</translation>
        </message>
        <message>
            <source>F9 shows or hides this panel, F11 fills the screen, Ctrl+plus and Ctrl+minus change the size of your tiles (Ctrl+0: the usual size).</source>
            <translation>کلید F9 این پنل را نشان می‌دهد یا پنهان می‌کند، کلید F11 صفحه را پر می‌کند، کلیدهای Ctrl+plus و Ctrl+minus اندازه مهره‌هایتان را تغییر می‌دهند (اندازه معمول: Ctrl+0).</translation>
        </message>
        <message>
            <source>Five more deals, the last of them Tashi Gobah</source>
            <translation>پنج دیل دیگر، که آخرینشان تاشی گوباه است</translation>
        </message>
        <message>
            <source>Gobah not declared: play on as long as you like.</source>
            <translation>گوباه اعلام نشده: تا هر وقت که می‌خواهید بازی کنید.</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>روش بازی</translation>
        </message>
        <message>
            <source>One last deal
(Tashi Gobah)</source>
            <translation>یک دیل آخر
(تاشی گوباه)</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>قوانین</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>جلسه</translation>
        </message>
        <message>
            <source>Short of time: the next deal ends the session</source>
            <translation>وقت کم است: دیل بعدی جلسه را تمام می‌کند</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>سرمایه</translation>
        </message>
        <message>
            <source>The session is over.</source>
            <translation>جلسه به پایان رسید.</translation>
        </message>
        <message>
            <source>custom rules</source>
            <translation>قوانین سفارشی</translation>
        </message>
        <message>
            <source>you</source>
            <translation>شما</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>You</source>
            <translation>شما</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Average place</source>
            <translation>میانگین رتبه</translation>
        </message>
        <message>
            <source>Chips</source>
            <translation>چیپ‌ها</translation>
        </message>
        <message>
            <source>Chips per deal</source>
            <translation>چیپ در هر دیل</translation>
        </message>
        <message>
            <source>Chips won over time, deal by deal</source>
            <translation>چیپ‌های بُرده‌شده در طول زمان، دیل به دیل</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>دیل‌ها</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held. Jumps and sweeps go to the winner of the last trick; a passport to every seat that ended with one.</source>
            <translation>هر سطح هوش مصنوعی برای هر صندلی که در اختیار داشته یک بار شمرده می‌شود. پرش‌ها و شانزده‌تریک‌ها به نام برنده تریک آخر ثبت می‌شوند؛ پاسپورت به نام هر صندلی که دیل را با پاسپورت تمام کرده است.</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are the deals' scores. An emperor who plays alone wins as the emperor; the places run from 1, the first out.</source>
            <translation>هر سطح هوش مصنوعی برای هر صندلی که داشته یک بار شمرده می‌شود؛ چیپ‌ها امتیازهای دیل‌ها هستند. امپراتوری که تنها بازی می‌کند در نقش امپراتور می‌برد؛ رتبه‌ها از ۱ شمرده می‌شوند، برای نخستین کسی که بیرون رفت.</translation>
        </message>
        <message>
            <source>Each AI level counts once for every seat it held; the chips are those won in the deal.</source>
            <translation>هر سطح هوش مصنوعی برای هر صندلی که داشته یک بار شمرده می‌شود؛ چیپ‌ها همان‌هایی‌اند که در دیل برده شده‌اند.</translation>
        </message>
        <message>
            <source>Every game (chips only)</source>
            <translation>همه بازی‌ها (فقط چیپ‌ها)</translation>
        </message>
        <message>
            <source>Game:</source>
            <translation>بازی:</translation>
        </message>
        <message>
            <source>Jumps</source>
            <translation>پرش‌ها</translation>
        </message>
        <message>
            <source>Last tricks</source>
            <translation>تریک‌های آخر</translation>
        </message>
        <message>
            <source>No finished deal is recorded yet.</source>
            <translation>هنوز هیچ دیل تمام‌شده‌ای ثبت نشده است.</translation>
        </message>
        <message>
            <source>Passports</source>
            <translation>پاسپورت‌ها</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>بازیکن</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>آمار</translation>
        </message>
        <message>
            <source>Statistics of the recorded deals</source>
            <translation>آمار دیل‌های ثبت‌شده</translation>
        </message>
        <message>
            <source>Sweeps</source>
            <translation>شانزده تریک</translation>
        </message>
        <message>
            <source>Won as emperor</source>
            <translation>برد در نقش امپراتور</translation>
        </message>
        <message>
            <source>Won as farmer</source>
            <translation>برد در نقش رعیت</translation>
        </message>
        <message>
            <source>Won as protector</source>
            <translation>برد در نقش محافظ</translation>
        </message>
        <message>
            <source>{level} AI</source>
            <translation>هوش مصنوعی {level}</translation>
        </message>
    </context>
    <context>
        <name>Theme</name>
        <message>
            <source>&amp;Blue</source>
            <translation>آبی</translation>
        </message>
        <message>
            <source>&amp;Felt</source>
            <translation>ماهوت میز</translation>
        </message>
        <message>
            <source>&amp;Green</source>
            <translation>سبز</translation>
        </message>
        <message>
            <source>&amp;High contrast</source>
            <translation>کنتراست بالا</translation>
        </message>
        <message>
            <source>&amp;Plum</source>
            <translation>آلویی</translation>
        </message>
        <message>
            <source>Indigo with &amp;lotus</source>
            <translation>نیلی با نقش نیلوفر</translation>
        </message>
        <message>
            <source>Maroon with endless &amp;knot</source>
            <translation>زرشکی با گره بی‌پایان</translation>
        </message>
        <message>
            <source>Tile &amp;backs</source>
            <translation>پشت مهره‌ها</translation>
        </message>
    </context>
    <context>
        <name>TienGowRecap</name>
        <message>
            <source>Chips</source>
            <translation>چیپ‌ها</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>دیل بعدی</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>بازیکن</translation>
        </message>
        <message>
            <source>The deal is over</source>
            <translation>دیل تمام شد</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>دیل تمام شد.</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>این دیل</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>تریک‌ها</translation>
        </message>
    </context>
    <context>
        <name>TienGowRules</name>
        <message>
            <source>%1 at the table, %2 playing each deal, %3 tiles each</source>
            <translation>%1 نفر پشت میز، %2 نفر در هر دیل بازی می‌کنند، هر نفر %3 مهره</translation>
        </message>
        <message>
            <source>%1 chips each</source>
            <translation>هر نفر %1 چیپ</translation>
        </message>
        <message>
            <source>%1 players, %2 tiles each</source>
            <translation>%1 بازیکن، هر نفر %2 مهره</translation>
        </message>
        <message>
            <source>1 red pip</source>
            <translation>۱ نقطهٔ سرخ</translation>
        </message>
        <message>
            <source>24 tiles: no 5-1, with the nines and the supreme pair</source>
            <translation>۲۴ مهره: بدون 5-1، با نُه‌ها و جفت برتر</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the nines</source>
            <translation>۲۴ مهره: مهره‌های مدنی و نُه‌ها</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>۲۴ مهره: مهره‌های مدنی و جفت برتر</translation>
        </message>
        <message>
            <source>30 tiles, without the supreme pair</source>
            <translation>۳۰ مهره، بدون جفت برتر</translation>
        </message>
        <message>
            <source>6 red pips</source>
            <translation>۶ نقطهٔ سرخ</translation>
        </message>
        <message>
            <source>8 red pips</source>
            <translation>۸ نقطهٔ سرخ</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the supreme pair;</source>
            <translation>&lt;b&gt;۲۴ مهره&lt;/b&gt;: ۲۲ مهرهٔ مدنی و جفت برتر؛</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the 22 civil tiles and the two nines;</source>
            <translation>&lt;b&gt;۲۴ مهره&lt;/b&gt;: ۲۲ مهرهٔ مدنی و دو نُه؛</translation>
        </message>
        <message>
            <source>&lt;b&gt;24 tiles&lt;/b&gt;, the civil tiles without both 5-1, with the nines and the supreme pair.</source>
            <translation>&lt;b&gt;۲۴ مهره&lt;/b&gt;: مهره‌های مدنی بدون هر دو 5-1، با نُه‌ها و جفت برتر.</translation>
        </message>
        <message>
            <source>&lt;b&gt;30 tiles&lt;/b&gt;: the whole set without the supreme pair;</source>
            <translation>&lt;b&gt;۳۰ مهره&lt;/b&gt;: کل دست بدون جفت برتر؛</translation>
        </message>
        <message>
            <source>A civil tile with a military tile of its match: Heaven with a nine, Earth with an eight, Man with a seven, Harmony with a five. They rank in that order; either military tile of the total will do, and both make the same pair. A mixed pair falls only to a higher mixed pair.</source>
            <translation>یک مهرهٔ مدنی با مهرهٔ نظامیِ هم‌تایش: آسمان با نُه، زمین با هشت، انسان با هفت، هماهنگی با پنج. رتبه‌شان به همین ترتیب است؛ هر یک از دو مهرهٔ نظامیِ آن جمع کافی است و هر دو جفتی یکسان می‌سازند. جفت آمیخته را فقط جفت آمیختهٔ بالاتر شکست می‌دهد.</translation>
        </message>
        <message>
            <source>A set has 32 tiles: the 21 throws of two dice, some of them twice. They form two suits. The &lt;b&gt;civil&lt;/b&gt; suit has eleven kinds, two of each (22 tiles), and every one of them has a rank of its own. The &lt;b&gt;military&lt;/b&gt; suit has ten kinds, one of each (10 tiles), ranked by their pips: the two nines are equal, and so are the two eights, the two sevens and the two fives.</source>
            <translation>یک دست ۳۲ مهره دارد: ۲۱ حالتِ پرتاب دو تاس، برخی دو بار. این مهره‌ها دو خال می‌سازند. خال &lt;b&gt;مدنی&lt;/b&gt; یازده نوع دارد، از هر کدام دو عدد (۲۲ مهره)، و هر نوع رتبهٔ خود را دارد. خال &lt;b&gt;نظامی&lt;/b&gt; ده نوع دارد، از هر کدام یکی (۱۰ مهره)، و رتبه‌شان با شمار نقطه‌هاست: دو نُه برابرند، و همین‌طور دو هشت، دو هفت و دو پنج.</translation>
        </message>
        <message>
            <source>A single tile beats only a higher tile of &lt;b&gt;its own suit&lt;/b&gt;: a civil tile never beats a military tile, nor the other way round, and an equal tile never beats. Bagchen players take note: here every civil tile ranks apart, so &lt;span class='tile'&gt;3-3&lt;/span&gt; beats &lt;span class='tile'&gt;2-2&lt;/span&gt;.</source>
            <translation>یک تک مهره فقط مهرهٔ بالاترِ &lt;b&gt;همان خال&lt;/b&gt; را شکست می‌دهد: مهرهٔ مدنی هرگز مهرهٔ نظامی را شکست نمی‌دهد و برعکس، و مهرهٔ برابر هرگز شکست نمی‌دهد. بازیکنان باگچن توجه کنند: اینجا هر مهرهٔ مدنی رتبهٔ جداگانه دارد، پس &lt;span class='tile'&gt;3-3&lt;/span&gt; مهرهٔ &lt;span class='tile'&gt;2-2&lt;/span&gt; را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>Also</source>
            <translation>همچنین</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>مهره‌های کهن</translation>
        </message>
        <message>
            <source>Any one tile. It falls only to a higher tile of the same suit.</source>
            <translation>هر یک مهره. فقط مهرهٔ بالاترِ همان خال آن را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>Civil: two of each tile</source>
            <translation>مدنی: از هر مهره دو عدد</translation>
        </message>
        <message>
            <source>Each can be chosen for a new session; its options can be changed on top.</source>
            <translation>هر کدام را می‌توان برای جلسهٔ تازه برگزید و سپس گزینه‌هایش را تغییر داد.</translation>
        </message>
        <message>
            <source>Each other player in turn plays &lt;b&gt;as many tiles as were led&lt;/b&gt;. A play that beats the best so far goes face up and takes the lead of the trick; any other play goes &lt;b&gt;face down&lt;/b&gt; and can never win. Nobody has to follow suit and nobody has to beat.</source>
            <translation>هر بازیکن دیگر به نوبت &lt;b&gt;به همان تعداد مهرهٔ آغازشده&lt;/b&gt; بازی می‌کند. بازی‌ای که بهترینِ تا آن لحظه را شکست دهد رو به بالا قرار می‌گیرد و پیش می‌افتد؛ هر بازی دیگر &lt;b&gt;رو به پایین&lt;/b&gt; می‌رود و هرگز نمی‌برد. هیچ‌کس مجبور نیست از خال پیروی کند یا شکست دهد.</translation>
        </message>
        <message>
            <source>Earth and eight</source>
            <translation>زمین و هشت</translation>
        </message>
        <message>
            <source>Every payment between the winner and the banker is &lt;b&gt;doubled&lt;/b&gt;: when the banker wins, all three payments are.</source>
            <translation>هر پرداخت میان برنده و بانکدار &lt;b&gt;دو برابر&lt;/b&gt; می‌شود: وقتی بانکدار ببرد، هر سه پرداخت دو برابرند.</translation>
        </message>
        <message>
            <source>Folk Tien Gow</source>
            <translation>تین گوی مردمی</translation>
        </message>
        <message>
            <source>Folk payments</source>
            <translation>پرداخت‌های مردمی</translation>
        </message>
        <message>
            <source>Following and winning a trick</source>
            <translation>پاسخ دادن و بردن تریک</translation>
        </message>
        <message>
            <source>For two players, without hands. The leader turns up a tile from the woodpile and the other turns up one too: a higher tile of the same suit takes both and the lead, anything else leaves both with the leader. At the end the red pips of the captured tiles are counted, and the player with fewer pays the difference. Ones and fours are red, and half of Heaven's pips.</source>
            <translation>برای دو بازیکن، بدون دست. آغازکننده مهره‌ای از تودهٔ هیزم رو می‌کند و دیگری هم یکی: مهرهٔ بالاترِ همان خال هر دو را و نوبت آغاز را می‌برد، وگرنه هر دو از آنِ آغازکننده است. در پایان نقطه‌های سرخ مهره‌های گرفته‌شده شمرده می‌شود و کسی که کمتر دارد تفاوت را می‌پردازد. یک‌ها و چهارها سرخ‌اند، و نیمی از نقطه‌های آسمان.</translation>
        </message>
        <message>
            <source>For two players. Two rounds of eight tiles each are played as usual. Then each player takes back tiles from their own tricks, the oldest first, as many as the player with fewer won tiles has, up to eight, and play goes on. Whoever has no won tiles left loses.</source>
            <translation>برای دو بازیکن. دو دور با هشت مهره برای هر نفر به روال معمول بازی می‌شود. سپس هر بازیکن از تریک‌های خود، از قدیمی‌ترین، مهره پس می‌گیرد، به اندازهٔ مهره‌های بردهٔ کسی که کمتر دارد و حداکثر هشت، و بازی ادامه می‌یابد. هر که مهرهٔ برده‌ای برایش نماند، می‌بازد.</translation>
        </message>
        <message>
            <source>Four players, 32 tiles and no combinations at all: only single tiles are led. It is said to be the oldest way of playing.</source>
            <translation>چهار بازیکن، ۳۲ مهره و هیچ ترکیبی: فقط با تک مهره آغاز می‌شود. می‌گویند کهن‌ترین شیوهٔ بازی است.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>Harmony and five</source>
            <translation>هماهنگی و پنج</translation>
        </message>
        <message>
            <source>Heaven and nine</source>
            <translation>آسمان و نُه</translation>
        </message>
        <message>
            <source>Heaven beats it</source>
            <translation>آسمان شکستش می‌دهد</translation>
        </message>
        <message>
            <source>Heaven's quartet</source>
            <translation>چهارتاییِ آسمان</translation>
        </message>
        <message>
            <source>In the Chinese three-player game a pair may be led with any third tile, the kicker. Three tiles beat it only with a higher pair of the same category whose third tile also beats the kicker as a single would.</source>
            <translation>در بازی سه‌نفرهٔ چینی می‌توان با یک جفت و هر مهرهٔ سومی، مهرهٔ همراه، آغاز کرد. سه مهره فقط وقتی آن را شکست می‌دهند که جفتشان بالاتر و از همان رده باشد و مهرهٔ سومشان هم، مانند تک مهره، مهرهٔ همراه را شکست دهد.</translation>
        </message>
        <message>
            <source>Leads</source>
            <translation>آغازها</translation>
        </message>
        <message>
            <source>Long threes</source>
            <translation>سه‌های بلند</translation>
        </message>
        <message>
            <source>Man and seven</source>
            <translation>انسان و هفت</translation>
        </message>
        <message>
            <source>Man's quartet</source>
            <translation>چهارتاییِ انسان</translation>
        </message>
        <message>
            <source>Many people play Tien Gow with fewer tiles and simpler combinations. The same tiles beat each other in the same way; what changes is told here.</source>
            <translation>بسیاری تین گو را با مهره‌های کمتر و ترکیب‌های ساده‌تر بازی می‌کنند. مهره‌ها همان‌گونه یکدیگر را شکست می‌دهند؛ آنچه تغییر می‌کند اینجا آمده است.</translation>
        </message>
        <message>
            <source>Military: one of each tile</source>
            <translation>نظامی: از هر مهره یکی</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>موش‌های رونده</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>نائو تین کائو</translation>
        </message>
        <message>
            <source>Not a lead</source>
            <translation>آغاز نیست</translation>
        </message>
        <message>
            <source>Often four sit at the table but only three play: one player &lt;b&gt;rests&lt;/b&gt; each deal, in turn, and neither plays nor pays. Three may also play alone, and with 24 tiles four may play with six tiles each. With 30 tiles, three players get ten tiles each.</source>
            <translation>اغلب چهار نفر پشت میزند اما سه نفر بازی می‌کنند: در هر دیل یک نفر به نوبت &lt;b&gt;استراحت می‌کند&lt;/b&gt; و نه بازی می‌کند و نه می‌پردازد. سه نفر هم می‌توانند تنها بازی کنند، و با ۲۴ مهره چهار نفر با شش مهره برای هر کدام. با ۳۰ مهره، به هر یک از سه بازیکن ده مهره می‌رسد.</translation>
        </message>
        <message>
            <source>One player is the &lt;b&gt;banker&lt;/b&gt;. In the first deal the dice choose them: the thrower counts the total round the table starting with themself. After that, the winner of a deal is the banker of the next.</source>
            <translation>یکی از بازیکنان &lt;b&gt;بانکدار&lt;/b&gt; است. در نخستین دیل تاس‌ها او را برمی‌گزینند: پرتاب‌کننده جمع تاس‌ها را از خودش آغاز کرده دور میز می‌شمارد. پس از آن، برندهٔ هر دیل بانکدار دیل بعدی است.</translation>
        </message>
        <message>
            <source>Options of some tables</source>
            <translation>گزینه‌های برخی میزها</translation>
        </message>
        <message>
            <source>Options of your own</source>
            <translation>گزینه‌های خودتان</translation>
        </message>
        <message>
            <source>Other choices</source>
            <translation>گزینه‌های دیگر</translation>
        </message>
        <message>
            <source>Other games with these tiles</source>
            <translation>بازی‌های دیگر با این مهره‌ها</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>پرداخت‌ها</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>بازیکنان</translation>
        </message>
        <message>
            <source>Red mallet sixes, the lowest</source>
            <translation>شش‌های چکش سرخ، پایین‌ترین</translation>
        </message>
        <message>
            <source>Smaller sets</source>
            <translation>دست‌های کوچک‌تر</translation>
        </message>
        <message>
            <source>Some play a trade after the deal: everyone shows at once, with a tile laid face down, whether they will play. If nobody does, the tiles are dealt again; if one does, that player wins at once; if several do, only they play and settle. How the players pay is not known for sure: here each other player pays a single declarer one chip.</source>
            <translation>برخی پس از پخش مهره‌ها معامله می‌کنند: همه هم‌زمان با مهره‌ای رو به پایین نشان می‌دهند که بازی می‌کنند یا نه. اگر هیچ‌کس بازی نکند، مهره‌ها دوباره پخش می‌شوند؛ اگر یک نفر بازی کند، همان دم می‌برد؛ اگر چند نفر، فقط آنان بازی و تسویه می‌کنند. چگونگی پرداخت به‌درستی روشن نیست: اینجا هر بازیکن دیگر به تنها اعلام‌کننده یک چیپ می‌دهد.</translation>
        </message>
        <message>
            <source>Some tables let the leader put down two pairs of the same category at once. Two pairs of that category beat them when their higher pair is higher than the higher pair led.</source>
            <translation>برخی میزها اجازه می‌دهند با دو جفت از یک رده هم‌زمان آغاز شود. دو جفت از همان رده وقتی آن‌ها را شکست می‌دهند که جفت بالاترشان از جفت بالاترِ آغازشده بالاتر باشد.</translation>
        </message>
        <message>
            <source>Stake</source>
            <translation>سرمایه</translation>
        </message>
        <message>
            <source>The Chinese game</source>
            <translation>بازی چینی</translation>
        </message>
        <message>
            <source>The Chinese trick game of the 32 dice-throw tiles from which Bagchen descends: four players, each for themselves, eight tiles each. Play goes counter-clockwise.</source>
            <translation>بازی تریکیِ چینی با ۳۲ مهرهٔ پرتاب تاس که باگچن از آن آمده است: چهار بازیکن، هر کس برای خود، هر نفر هشت مهره. بازی در خلاف جهت عقربه‌های ساعت پیش می‌رود.</translation>
        </message>
        <message>
            <source>The aim</source>
            <translation>هدف</translation>
        </message>
        <message>
            <source>The banker and the woodpile</source>
            <translation>بانکدار و تودهٔ هیزم</translation>
        </message>
        <message>
            <source>The banker shuffles the tiles face down and builds the &lt;b&gt;woodpile&lt;/b&gt;: a row of eight stacks of four. The banker takes the first and the fifth stack, the next player the second and the sixth, and so on, so that everyone has eight tiles. The banker leads to the first trick.</source>
            <translation>بانکدار مهره‌ها را رو به پایین بُر می‌زند و &lt;b&gt;تودهٔ هیزم&lt;/b&gt; را می‌سازد: ردیفی از هشت ستونِ چهارتایی. بانکدار ستون اول و پنجم را برمی‌دارد، بازیکن بعدی دوم و ششم را، و همین‌طور، تا هر کس هشت مهره داشته باشد. بانکدار نخستین تریک را آغاز می‌کند.</translation>
        </message>
        <message>
            <source>The banker's payments</source>
            <translation>پرداخت‌های بانکدار</translation>
        </message>
        <message>
            <source>The civil pair and the military pair of one matched rank, four tiles. It falls only to a higher quartet; Heaven's quartet is never beaten.</source>
            <translation>جفت مدنی و جفت نظامیِ یک رتبهٔ هم‌تا، چهار مهره. فقط چهارتاییِ بالاتر آن را شکست می‌دهد؛ چهارتاییِ آسمان هرگز شکست نمی‌خورد.</translation>
        </message>
        <message>
            <source>The end of the deal</source>
            <translation>پایان دیل</translation>
        </message>
        <message>
            <source>The folk game pays simply: each loser gives the winner of the last trick one chip. Some count one point a trick and five for the last; others look only at who took the most tricks.</source>
            <translation>بازی مردمی ساده حساب می‌کند: هر بازنده به برندهٔ تریک آخر یک چیپ می‌دهد. برخی برای هر تریک یک امتیاز و برای آخری پنج می‌شمارند؛ برخی دیگر فقط می‌بینند چه کسی بیشترین تریک را برده است.</translation>
        </message>
        <message>
            <source>The games to choose from</source>
            <translation>بازی‌هایی برای انتخاب</translation>
        </message>
        <message>
            <source>The leader plays a single tile or one of the combinations below, always face up. Nothing else may be led together.</source>
            <translation>آغازکننده یک تک مهره یا یکی از ترکیب‌های زیر را، همیشه رو به بالا، بازی می‌کند. هیچ چیز دیگری را نمی‌توان با هم آغاز کرد.</translation>
        </message>
        <message>
            <source>The six &lt;span class='tile'&gt;4-2&lt;/span&gt; and the three &lt;span class='tile'&gt;2-1&lt;/span&gt;, the two military tiles without a partner, together make the supreme pair. Nothing can beat it, but it beats nothing either: it is only good for leading. Some tables let it beat any other pair.</source>
            <translation>شش &lt;span class='tile'&gt;4-2&lt;/span&gt; و سه &lt;span class='tile'&gt;2-1&lt;/span&gt;، دو مهرهٔ نظامیِ بی‌جفت، با هم جفت برتر را می‌سازند. هیچ چیز آن را شکست نمی‌دهد، اما آن هم چیزی را شکست نمی‌دهد: فقط برای آغاز کردن خوب است. برخی میزها اجازه می‌دهند هر جفت دیگری را شکست دهد.</translation>
        </message>
        <message>
            <source>The tiles are played out in tricks, a single tile or a combination at a time. Above all, try to &lt;b&gt;win the last trick&lt;/b&gt;: its winner wins the deal and is paid by the others, who pay less the more tricks they took.</source>
            <translation>مهره‌ها در تریک‌ها بازی می‌شوند، هر بار یک مهره یا یک ترکیب. مهم‌تر از همه &lt;b&gt;بردن تریک آخر&lt;/b&gt; است: برنده‌اش دیل را می‌برد و دیگران به او می‌پردازند، و هر کس تریک بیشتری برده باشد کمتر می‌پردازد.</translation>
        </message>
        <message>
            <source>The trade</source>
            <translation>معامله</translation>
        </message>
        <message>
            <source>The two copies of one civil tile. A civil pair ranks as its tile and falls only to a higher civil pair.</source>
            <translation>دو عدد از یک مهرهٔ مدنی. رتبهٔ جفت مدنی رتبهٔ مهره‌اش است و فقط جفت مدنیِ بالاتر آن را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>The two military tiles of the same total. There are four: nines above eights above sevens above fives. A military pair falls only to a higher military pair.</source>
            <translation>دو مهرهٔ نظامی با جمع یکسان. چهار جفت هست: نُه‌ها بالای هشت‌ها، هشت‌ها بالای هفت‌ها، هفت‌ها بالای پنج‌ها. جفت نظامی را فقط جفت نظامیِ بالاتر شکست می‌دهد.</translation>
        </message>
        <message>
            <source>The winner of the last trick wins the deal and becomes the banker. A player who has not won a single trick before it may not take a last trick led with one tile: they must play it face down.</source>
            <translation>برندهٔ تریک آخر دیل را می‌برد و بانکدار می‌شود. بازیکنی که پیش از آن هیچ تریکی نبرده، نمی‌تواند تریک آخری را که با یک مهره آغاز شده ببرد: باید رو به پایین بازی کند.</translation>
        </message>
        <message>
            <source>Then every other player settles with the winner, by the tricks they took:</source>
            <translation>سپس هر بازیکن دیگر بر پایهٔ تریک‌هایی که برده با برنده تسویه می‌کند:</translation>
        </message>
        <message>
            <source>This table's rules</source>
            <translation>قوانین این میز</translation>
        </message>
        <message>
            <source>Three players and 24 tiles: the civil tiles and the two nines. One die finds the banker every deal, and the tiles are taken in stacks of four. Tiles rank by their pips, tricks are counted in tiles, and whoever gathers nine tiles wins; eighteen doubles the stakes and all 24 quadruple them. A banker who expects to lose may concede (&lt;i&gt;kan&lt;/i&gt;), and the others may challenge it (&lt;i&gt;lift&lt;/i&gt;), paying a fee if they then lose.</source>
            <translation>سه بازیکن و ۲۴ مهره: مهره‌های مدنی و دو نُه. در هر دیل یک تاس بانکدار را تعیین می‌کند و مهره‌ها در ستون‌های چهارتایی برداشته می‌شوند. رتبهٔ مهره‌ها با شمار نقطه‌هاست، تریک‌ها با مهره شمرده می‌شوند و هر که نُه مهره گرد آورد می‌برد؛ هجده مهره شرط را دو برابر و هر ۲۴ مهره چهار برابر می‌کند. بانکداری که انتظار باخت دارد می‌تواند کنار بکشد (کان) و دیگران می‌توانند آن را به چالش بکشند (بلند کردن)، و اگر سپس ببازند جریمه می‌پردازند.</translation>
        </message>
        <message>
            <source>Three tiles of one matched rank: the civil pair with one of its military tiles, or one civil tile with the military pair. A triplet falls only to a higher triplet of the same make-up: two civil tiles and one military only to two civil and one military.</source>
            <translation>سه مهره از یک رتبهٔ هم‌تا: جفت مدنی با یکی از مهره‌های نظامی‌اش، یا یک مهرهٔ مدنی با جفت نظامی. سه‌تایی را فقط سه‌تاییِ بالاتر با همان ترکیب شکست می‌دهد: دو مدنی و یک نظامی را فقط دو مدنی و یک نظامی.</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>تین گو</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>مهره‌ها</translation>
        </message>
        <message>
            <source>Tiles and suits</source>
            <translation>مهره‌ها و خال‌ها</translation>
        </message>
        <message>
            <source>To beat, a play must be of the same category and make-up and rank strictly higher. When everyone has played, the best play takes the trick, and its player leads next. A trick led with two tiles counts as two tricks, so a deal always has eight.</source>
            <translation>برای شکست دادن، بازی باید از همان رده و ترکیب و به‌راستی بالاتر باشد. وقتی همه بازی کردند، بهترین بازی تریک را می‌برد و بازیکنش دور بعد را آغاز می‌کند. تریکی که با دو مهره آغاز شود دو تریک شمرده می‌شود، پس هر دیل همیشه هشت تریک دارد.</translation>
        </message>
        <message>
            <source>Two combinations of three civil tiles join the game: the small straight and the big straight. The big beats the small, nothing beats the big, and a straight beats nothing else.</source>
            <translation>دو ترکیب سه‌مهره‌ایِ مدنی به بازی افزوده می‌شود: ردیف کوچک و ردیف بزرگ. بزرگ کوچک را شکست می‌دهد، هیچ چیز بزرگ را شکست نمی‌دهد و ردیف چیز دیگری را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>Two different civil tiles, two military tiles of different totals, and a civil tile with a military tile that is not its match are no combination.</source>
            <translation>دو مهرهٔ مدنیِ متفاوت، دو مهرهٔ نظامی با جمع‌های متفاوت و یک مهرهٔ مدنی با مهرهٔ نظامیِ ناهم‌تا ترکیب نیستند.</translation>
        </message>
        <message>
            <source>What may be led</source>
            <translation>با چه می‌توان آغاز کرد</translation>
        </message>
        <message>
            <source>Who plays</source>
            <translation>چه کسانی بازی می‌کنند</translation>
        </message>
        <message>
            <source>With 24 tiles there are too few military tiles for mixed combinations: only pure pairs are played. In the set with the nines, the pair of nines plays the part of the supreme pair: nothing beats it and it beats nothing.</source>
            <translation>با ۲۴ مهره، مهره‌های نظامی برای ترکیب‌های آمیخته کم‌اند: فقط جفت‌های خالص بازی می‌شوند. در دستی که نُه‌ها را دارد، جفت نُه نقش جفت برتر را دارد: هیچ چیز آن را شکست نمی‌دهد و آن هم چیزی را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>a civil single beats any military single</source>
            <translation>تک مهرهٔ مدنی هر تک مهرهٔ نظامی را شکست می‌دهد</translation>
        </message>
        <message>
            <source>a ladder: three tricks and more are paid</source>
            <translation>نردبان: سه تریک و بیشتر پرداخت می‌گیرد</translation>
        </message>
        <message>
            <source>a nine and an eight</source>
            <translation>یک نُه و یک هشت</translation>
        </message>
        <message>
            <source>a pair of Heaven with Tiger's head</source>
            <translation>جفت آسمان با سر ببر</translation>
        </message>
        <message>
            <source>a player who can beat must beat;</source>
            <translation>کسی که می‌تواند شکست دهد، باید شکست دهد؛</translation>
        </message>
        <message>
            <source>a point a trick, five for the last</source>
            <translation>هر تریک یک امتیاز، آخری پنج</translation>
        </message>
        <message>
            <source>a shut-out is paid double</source>
            <translation>برد بی‌تریک‌گذاشتن دو برابر پرداخت می‌شود</translation>
        </message>
        <message>
            <source>a winner who leaves all three others without a trick is paid double;</source>
            <translation>برنده‌ای که هر سه نفر دیگر را بی‌تریک بگذارد، دو برابر دریافت می‌کند؛</translation>
        </message>
        <message>
            <source>all 32 tiles</source>
            <translation>هر ۳۲ مهره</translation>
        </message>
        <message>
            <source>beats it</source>
            <translation>شکستش می‌دهد</translation>
        </message>
        <message>
            <source>beats it: Earth is above Plum flower</source>
            <translation>شکستش می‌دهد: زمین بالاتر از شکوفهٔ آلوست</translation>
        </message>
        <message>
            <source>big straight</source>
            <translation>ردیف بزرگ</translation>
        </message>
        <message>
            <source>classic: four less the tricks, five for none</source>
            <translation>کلاسیک: چهار منهای تریک‌ها، پنج برای بی‌تریک</translation>
        </message>
        <message>
            <source>compulsory beating</source>
            <translation>شکست دادن اجباری</translation>
        </message>
        <message>
            <source>conceding and lifting</source>
            <translation>کنار کشیدن و بلند کردن</translation>
        </message>
        <message>
            <source>doubled</source>
            <translation>دو برابر</translation>
        </message>
        <message>
            <source>doubled, and more with each deal won in a row</source>
            <translation>دو برابر، و بیشتر با هر دیلِ پیاپی برده</translation>
        </message>
        <message>
            <source>each loser pays the winner one chip</source>
            <translation>هر بازنده یک چیپ به برنده می‌دهد</translation>
        </message>
        <message>
            <source>eights</source>
            <translation>هشت‌ها</translation>
        </message>
        <message>
            <source>equal: does not beat</source>
            <translation>برابر: شکست نمی‌دهد</translation>
        </message>
        <message>
            <source>face down</source>
            <translation>رو به پایین</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>پنج‌ها</translation>
        </message>
        <message>
            <source>four tricks: nothing;</source>
            <translation>چهار تریک: هیچ؛</translation>
        </message>
        <message>
            <source>in the small sets a civil single beats any military single.</source>
            <translation>در دست‌های کوچک‌تر تک مهرهٔ مدنی هر تک مهرهٔ نظامی را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>led</source>
            <translation>آغاز شده</translation>
        </message>
        <message>
            <source>like everyone else</source>
            <translation>مانند بقیه</translation>
        </message>
        <message>
            <source>military: cannot beat it</source>
            <translation>نظامی: نمی‌تواند شکستش دهد</translation>
        </message>
        <message>
            <source>more than four: the winner pays them one chip for each trick above four.</source>
            <translation>بیش از چهار: برنده برای هر تریکِ بیش از چهار یک چیپ به آنان می‌دهد.</translation>
        </message>
        <message>
            <source>nine tiles win, doubled at 18, quadrupled at 24</source>
            <translation>نُه مهره می‌برد، با ۱۸ دو برابر، با ۲۴ چهار برابر</translation>
        </message>
        <message>
            <source>nines</source>
            <translation>نُه‌ها</translation>
        </message>
        <message>
            <source>no last single trick without a trick won</source>
            <translation>بدون تریکِ برده، تریک آخرِ تک‌مهره‌ای برده نمی‌شود</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>ناهم‌تا</translation>
        </message>
        <message>
            <source>no trick: pay five chips;</source>
            <translation>بی‌تریک: پنج چیپ می‌پردازد؛</translation>
        </message>
        <message>
            <source>nothing else</source>
            <translation>چیز دیگری نیست</translation>
        </message>
        <message>
            <source>one civil, two military</source>
            <translation>یک مدنی، دو نظامی</translation>
        </message>
        <message>
            <source>one to three tricks: pay four less the tricks (one trick pays three);</source>
            <translation>یک تا سه تریک: چهار منهای تریک‌ها را می‌پردازد (یک تریک سه چیپ)؛</translation>
        </message>
        <message>
            <source>pair of Heaven, the highest</source>
            <translation>جفت آسمان، بالاترین</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>هفت‌ها</translation>
        </message>
        <message>
            <source>single tiles only</source>
            <translation>فقط تک مهره</translation>
        </message>
        <message>
            <source>small straight</source>
            <translation>ردیف کوچک</translation>
        </message>
        <message>
            <source>stacks 1 to 4, each of four tiles</source>
            <translation>ستون‌های ۱ تا ۴، هر یک چهار مهره</translation>
        </message>
        <message>
            <source>stacks 5 to 8</source>
            <translation>ستون‌های ۵ تا ۸</translation>
        </message>
        <message>
            <source>the banker's payments grow with each deal the banker wins in a row;</source>
            <translation>پرداخت‌های بانکدار با هر دیلی که پشت سر هم می‌برد بیشتر می‌شود؛</translation>
        </message>
        <message>
            <source>the difference of the red pips</source>
            <translation>تفاوت نقطه‌های سرخ</translation>
        </message>
        <message>
            <source>the most tricks win, one chip from each</source>
            <translation>بیشترین تریک می‌برد، از هر نفر یک چیپ</translation>
        </message>
        <message>
            <source>the nines, supreme in the 24-tile set</source>
            <translation>نُه‌ها، برتر در دست ۲۴ مهره‌ای</translation>
        </message>
        <message>
            <source>the player left without won tiles pays</source>
            <translation>کسی که بی‌مهرهٔ برده بماند می‌پردازد</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>جفت برتر</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair</source>
            <translation>جفت برتر هر جفت دیگری را شکست می‌دهد</translation>
        </message>
        <message>
            <source>the supreme pair beats any other pair;</source>
            <translation>جفت برتر هر جفت دیگری را شکست می‌دهد؛</translation>
        </message>
        <message>
            <source>the trade</source>
            <translation>معامله</translation>
        </message>
        <message>
            <source>two civil tiles</source>
            <translation>دو مهرهٔ مدنی</translation>
        </message>
        <message>
            <source>two civil, one military</source>
            <translation>دو مدنی، یک نظامی</translation>
        </message>
        <message>
            <source>two players</source>
            <translation>دو بازیکن</translation>
        </message>
    </context>
    <context>
        <name>TienGowWindow</name>
        <message>
            <source>%1 to play.</source>
            <translation>نوبت %1 است.</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>تمام‌صفحه</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>بازی</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>راهنما</translation>
        </message>
        <message>
            <source>&amp;New session…</source>
            <translation>جلسه جدید…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>خروج</translation>
        </message>
        <message>
            <source>&amp;Rules of Tien Gow</source>
            <translation>&amp;قوانین تین گو</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>نما</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>سرعت پویانمایی</translation>
        </message>
        <message>
            <source>Beat</source>
            <translation>شکست بده</translation>
        </message>
        <message>
            <source>Beat %1, or play %2 face down.</source>
            <translation>%1 را شکست دهید، یا %2 مهره را رو به پایین بازی کنید.</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>راهنمایی: %1</translation>
        </message>
        <message>
            <source>Hint: %1.</source>
            <translation>راهنمایی: %1.</translation>
        </message>
        <message>
            <source>Kan: claim the deal</source>
            <translation>کان: دیل را از آنِ خود بدان</translation>
        </message>
        <message>
            <source>Kan: concede</source>
            <translation>کان: کنار بکش</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>آغاز</translation>
        </message>
        <message>
            <source>Lift</source>
            <translation>بلند کن</translation>
        </message>
        <message>
            <source>Ne&amp;xt deal</source>
            <translation>دیل بعدی</translation>
        </message>
        <message>
            <source>Next deal (N)</source>
            <translation>دیل بعدی (N)</translation>
        </message>
        <message>
            <source>No lift</source>
            <translation>بلند نکن</translation>
        </message>
        <message>
            <source>Play face down</source>
            <translation>رو به پایین بازی کن</translation>
        </message>
        <message>
            <source>Play this deal</source>
            <translation>این دیل را بازی کن</translation>
        </message>
        <message>
            <source>Show &amp;all hands</source>
            <translation>نمایش &amp;همهٔ دست‌ها</translation>
        </message>
        <message>
            <source>Sit this deal out</source>
            <translation>از این دیل کنار بنشین</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>دیل تمام شد.</translation>
        </message>
        <message>
            <source>Your lead: select a single tile or a combination.</source>
            <translation>نوبت آغاز شماست: یک تک مهره یا یک ترکیب برگزینید.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>نوبت شماست.</translation>
        </message>
    </context>
    <context>
        <name>TileRow</name>
        <message>
            <source>; a point tile this deal</source>
            <translation>؛ مهره امتیاز در این دیل</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>پرنده</translation>
        </message>
        <message>
            <source>earth chief (nine)</source>
            <translation>رئیس زمین (نُه)</translation>
        </message>
        <message>
            <source>earth minister (eight)</source>
            <translation>وزیر زمین (هشت)</translation>
        </message>
        <message>
            <source>five (owl)</source>
            <translation>پنج (جغد)</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>لاما</translation>
        </message>
        <message>
            <source>mother</source>
            <translation>مادر</translation>
        </message>
        <message>
            <source>people</source>
            <translation>افراد</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>هفت</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>خواهرها</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>رئیس آسمان</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>وزیر آسمان</translation>
        </message>
        <message>
            <source>son</source>
            <translation>پسر</translation>
        </message>
    </context>
    <context>
        <name>TimelineBar</name>
        <message>
            <source>Click or drag to go to any step of the deal</source>
            <translation>برای رفتن به هر گام دیل کلیک کنید یا بکشید</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>
%2 chips this deal</source>
            <translation>
%2 چیپ در این دیل</translation>
        </message>
        <message numerus="yes">
            <source>
jump with %Ln point(s): payments ×%2</source>
            <translation>
                <numerusform>
پرش با %Ln امتیاز: پرداخت‌ها ×%2</numerusform>
            </translation>
        </message>
        <message>
            <source>
the dice name %2</source>
            <translation>
تاس‌ها خال %2 را نشان می‌دهند</translation>
        </message>
        <message>
            <source> (%2)</source>
            <translation> (%2)</translation>
        </message>
        <message numerus="yes">
            <source> (%Ln stack(s))</source>
            <translation>
                <numerusform> (%Ln دسته)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> · %1 takes %Ln stack(s)</source>
            <translation>
                <numerusform> · %Ln دسته به %1 می‌رسد</numerusform>
            </translation>
        </message>
        <message>
            <source> · passport rule %2</source>
            <translation> · قاعده پاسپورت %2</translation>
        </message>
        <message numerus="yes">
            <source> · you take %Ln stack(s)</source>
            <translation>
                <numerusform> · %Ln دسته به شما می‌رسد</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 accepts</source>
            <translation>%1 می‌پذیرد</translation>
        </message>
        <message>
            <source>%1 asked not to be beaten and must now make the play.</source>
            <translation>%1 خواسته است بازی‌اش شکست داده نشود و اکنون باید بازی کند.</translation>
        </message>
        <message>
            <source>%1 beats with %2</source>
            <translation>%1 با %2 شکست می‌دهد</translation>
        </message>
        <message>
            <source>%1 can beat, so %1 must (compulsory beating).</source>
            <translation>%1 می‌تواند شکست دهد، پس %1 باید شکست دهد (شکست دادن اجباری).</translation>
        </message>
        <message>
            <source>%1 chooses tower %2</source>
            <translation>%1 برج %2 را انتخاب می‌کند</translation>
        </message>
        <message>
            <source>%1 does not hold %2.</source>
            <translation>%2 در دست %1 نیست.</translation>
        </message>
        <message>
            <source>%1 does not hold all of those cards.</source>
            <translation>همهٔ این کارت‌ها در دست %1 نیست.</translation>
        </message>
        <message>
            <source>%1 does not hold that tile.</source>
            <translation>این مهره در دست %1 نیست.</translation>
        </message>
        <message>
            <source>%1 does not lift</source>
            <translation>%1 بلند نمی‌کند</translation>
        </message>
        <message numerus="yes">
            <source>%1 finishes first, with %Ln chip(s).</source>
            <translation>
                <numerusform>نفر اول: %1، با %Ln چیپ.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has already asked the others not to beat this play.</source>
            <translation>%1 پیش‌تر از دیگران خواسته است این بازی را شکست ندهند.</translation>
        </message>
        <message>
            <source>%1 has no play to ask the others not to beat.</source>
            <translation>%1 بازی‌ای ندارد که از دیگران بخواهد آن را شکست ندهند.</translation>
        </message>
        <message>
            <source>%1 has the lead and must play, not pass.</source>
            <translation>نوبت آغاز با %1 است و باید بازی کند، نه اینکه پاس بدهد.</translation>
        </message>
        <message>
            <source>%1 holds a high tile: no re-deal.</source>
            <translation>%1 یک مهره بالا دارد: دیل مجدد ممکن نیست.</translation>
        </message>
        <message>
            <source>%1 holds a passport and may not lead face down.</source>
            <translation>%1 پاسپورت دارد و نمی‌تواند رو به پایین آغاز کند.</translation>
        </message>
        <message>
            <source>%1 holds both marked cards and may not play alone: the card goes on.</source>
            <translation>%1 هر دو کارت نشان‌دار را دارد و نمی‌تواند تنها بازی کند: کارت به نفر بعد می‌رود.</translation>
        </message>
        <message>
            <source>%1 is the banker</source>
            <translation>%1 بانکدار است</translation>
        </message>
        <message>
            <source>%1 is winning</source>
            <translation>%1 فعلاً برنده است</translation>
        </message>
        <message>
            <source>%1 is winning with %2</source>
            <translation>%1 با %2 فعلاً برنده است</translation>
        </message>
        <message>
            <source>%1 leads %2</source>
            <translation>%1 با %2 آغاز می‌کند</translation>
        </message>
        <message>
            <source>%1 leads %2: %3</source>
            <translation>%1 با %2 آغاز می‌کند: %3</translation>
        </message>
        <message>
            <source>%1 leads a tile face down</source>
            <translation>%1 با یک مهره رو به پایین آغاز می‌کند</translation>
        </message>
        <message>
            <source>%1 leads a tile face down, naming %2</source>
            <translation>%1 با یک مهره رو به پایین آغاز می‌کند، خال: %2</translation>
        </message>
        <message>
            <source>%1 lifts</source>
            <translation>%1 بلند می‌کند</translation>
        </message>
        <message>
            <source>%1 must be the emperor: %2.</source>
            <translation>%1 باید امپراتور شود: %2.</translation>
        </message>
        <message>
            <source>%1 must give the highest cards held other than jokers: %2.</source>
            <translation>%1 باید بالاترین کارت‌های دستش را، جز ژوکرها، بدهد: %2.</translation>
        </message>
        <message>
            <source>%1 needs %2 to accept.</source>
            <translation>%1 برای پذیرفتن به %2 نیاز دارد.</translation>
        </message>
        <message>
            <source>%1 offers to exchange hands with %2</source>
            <translation>%1 مبادله دست با %2 را پیشنهاد می‌کند</translation>
        </message>
        <message>
            <source>%1 offers to swap a mother for a son</source>
            <translation>%1 تعویض مادر با پسر را پیشنهاد می‌کند</translation>
        </message>
        <message>
            <source>%1 passes</source>
            <translation>%1 پاس می‌دهد</translation>
        </message>
        <message numerus="yes">
            <source>%1 pays %2 %Ln chip(s)</source>
            <translation>
                <numerusform>%1 به %2، %Ln چیپ می‌پردازد</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 plays</source>
            <translation>%1 بازی می‌کند</translation>
        </message>
        <message numerus="yes">
            <source>%1 plays %Ln tile(s) face down</source>
            <translation>
                <numerusform>%1 با %Ln مهره رو به پایین بازی می‌کند</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 rests this deal</source>
            <translation>%1 در این دیل استراحت می‌کند</translation>
        </message>
        <message>
            <source>%1 says kan</source>
            <translation>%1 می‌گوید «کان»</translation>
        </message>
        <message>
            <source>%1 shows %2: mother looking for son</source>
            <translation>%1 مهره %2 را نشان می‌دهد: مادر در جستجوی پسر</translation>
        </message>
        <message>
            <source>%1 shows %2: son looking for mother</source>
            <translation>%1 مهره %2 را نشان می‌دهد: پسر در جستجوی مادر</translation>
        </message>
        <message>
            <source>%1 shows a hand with no high tile: re-deal</source>
            <translation>%1 دستی بدون مهره بالا نشان می‌دهد: دیل مجدد</translation>
        </message>
        <message>
            <source>%1 takes both tiles</source>
            <translation>%1 هر دو مهره را برمی‌دارد</translation>
        </message>
        <message>
            <source>%1 takes no part in this deal.</source>
            <translation>%1 در این دیل شرکت ندارد.</translation>
        </message>
        <message>
            <source>%1 takes stacks %2</source>
            <translation>%1 ستون‌های %2 را برمی‌دارد</translation>
        </message>
        <message>
            <source>%1 throws %2: %3 is the banker</source>
            <translation>%1، %2 می‌آورد: %3 بانکدار است</translation>
        </message>
        <message>
            <source>%1 throws %2: you are the banker</source>
            <translation>%1، %2 می‌آورد: شما بانکدارید</translation>
        </message>
        <message>
            <source>%1 to play</source>
            <translation>نوبت %1</translation>
        </message>
        <message>
            <source>%1 turns %2</source>
            <translation>%1 %2 را رو می‌کند</translation>
        </message>
        <message>
            <source>%1 turns a tile</source>
            <translation>%1 یک مهره رو می‌کند</translation>
        </message>
        <message numerus="yes">
            <source>%1 wins %Ln trick(s)</source>
            <translation>
                <numerusform>%1، %Ln تریک می‌برد</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 wins all sixteen tricks!
and every chip on the table</source>
            <translation>%1 هر شانزده تریک را می‌برد!
و همه چیپ‌های روی میز را</translation>
        </message>
        <message>
            <source>%1 wins the deal</source>
            <translation>%1 دیل را می‌برد</translation>
        </message>
        <message>
            <source>%1 wins the last trick</source>
            <translation>%1 تریک آخر را می‌برد</translation>
        </message>
        <message>
            <source>%1 wins the last trick and the deal</source>
            <translation>%1 تریک آخر و دیل را می‌برد</translation>
        </message>
        <message>
            <source>%1 wins the trick</source>
            <translation>%1 تریک را می‌برد</translation>
        </message>
        <message>
            <source>%1 wins with %2</source>
            <translation>%1 با %2 می‌برد</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 of %3 decisions reviewed, %Ln mistake(s), about %4 chips lost.</source>
            <translation>
                <numerusform>%1: %2 از %3 تصمیم بررسی شد، %Ln اشتباه، حدود %4 چیپ از دست رفته.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln red pip(s)</source>
            <translation>
                <numerusform>%1: %Ln نقطهٔ سرخ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln tile(s) won</source>
            <translation>
                <numerusform>%1: %Ln مهرهٔ برده</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %Ln trick(s)</source>
            <translation>
                <numerusform>%1: %Ln تریک</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: no trick</source>
            <translation>%1: بی‌تریک</translation>
        </message>
        <message>
            <source>%2 (%3)</source>
            <translation>%2 (%3)</translation>
        </message>
        <message>
            <source>%2 AI</source>
            <translation>هوش مصنوعی %2</translation>
        </message>
        <message>
            <source>%2 beats nothing: it wins only when it is led.</source>
            <translation>%2 چیزی را شکست نمی‌دهد: فقط وقتی با آن آغاز شود می‌برد.</translation>
        </message>
        <message>
            <source>%2 cannot be led.</source>
            <translation>نمی‌توان با %2 آغاز کرد.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: %4.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد: %4.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: civil and military never beat each other.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد: مدنی و نظامی یکدیگر را شکست نمی‌دهند.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it does not rank higher.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد: رتبه‌اش بالاتر نیست.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it is not the same combination.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد: ترکیبش یکسان نیست.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: it ranks lower.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد: رتبه‌اش پایین‌تر است.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: the third tile is too low.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد: مهرهٔ سوم پایین است.</translation>
        </message>
        <message>
            <source>%2 cannot beat %3: they rank equal.</source>
            <translation>%2 نمی‌تواند %3 را شکست دهد: هم‌رتبه‌اند.</translation>
        </message>
        <message>
            <source>%2 does not beat %3.</source>
            <translation>%2، %3 را شکست نمی‌دهد.</translation>
        </message>
        <message>
            <source>%2 face down</source>
            <translation>%2 رو به پایین</translation>
        </message>
        <message>
            <source>%2 face down, naming %3</source>
            <translation>%2 رو به پایین، خال: %3</translation>
        </message>
        <message>
            <source>%2 is not a card.</source>
            <translation>%2 کارت نیست.</translation>
        </message>
        <message>
            <source>%2 is not a lead in these rules.</source>
            <translation>%2 در این قوانین آغاز به شمار نمی‌آید.</translation>
        </message>
        <message>
            <source>%2 must rank higher than those on top.</source>
            <translation>%2 باید از مهره‌های رویی رتبه بالاتری داشته باشد.</translation>
        </message>
        <message>
            <source>%2 · %3</source>
            <translation>%2 · %3</translation>
        </message>
        <message>
            <source>%2, %3</source>
            <translation>%2، %3</translation>
        </message>
        <message>
            <source>%2, %3 (%4)</source>
            <translation>%2، %3 (%4)</translation>
        </message>
        <message numerus="yes">
            <source>%2, %Ln stack(s) won</source>
            <translation>
                <numerusform>%2، %Ln دسته بُرده</numerusform>
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
                <numerusform>%Ln پرنده</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln chip(s)</source>
            <translation>
                <numerusform>%Ln چیپ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln eight(s)</source>
            <translation>
                <numerusform>%Ln هشت</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln five(s)</source>
            <translation>
                <numerusform>%Ln پنج</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln lama(s)</source>
            <translation>
                <numerusform>%Ln لاما</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln mother(s)</source>
            <translation>
                <numerusform>%Ln مادر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln nine(s)</source>
            <translation>
                <numerusform>%Ln نُه</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln people tile(s)</source>
            <translation>
                <numerusform>%Ln مهره افراد</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln red pip(s)</source>
            <translation>
                <numerusform>%Ln نقطهٔ سرخ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln seven(s)</source>
            <translation>
                <numerusform>%Ln هفت</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sister(s)</source>
            <translation>
                <numerusform>%Ln خواهر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky chief(s)</source>
            <translation>
                <numerusform>%Ln رئیس آسمان</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln sky minister(s)</source>
            <translation>
                <numerusform>%Ln وزیر آسمان</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln son(s)</source>
            <translation>
                <numerusform>%Ln پسر</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln stack(s)</source>
            <translation>
                <numerusform>%Ln دسته</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) face down</source>
            <translation>
                <numerusform>%Ln مهره رو به پایین</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) in hand</source>
            <translation>
                <numerusform>%Ln مهره در دست</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must beat with %Ln, not %2.</source>
            <translation>
                <numerusform>%Ln مهره آغاز شده است: %1 باید با %Ln مهره شکست دهد، نه %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play %Ln face down, not %2.</source>
            <translation>
                <numerusform>%Ln مهره آغاز شده است: %1 باید %Ln مهره رو به پایین بازی کند، نه %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: %1 must play as many, not %2.</source>
            <translation>
                <numerusform>%Ln مهره آغاز شده است: %1 باید همان تعداد بازی کند، نه %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: beat with %Ln, not %2.</source>
            <translation>
                <numerusform>%Ln مهره آغاز شده است: با %Ln مهره شکست دهید، نه %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play %Ln face down, not %2.</source>
            <translation>
                <numerusform>%Ln مهره آغاز شده است: %Ln مهره رو به پایین بازی کنید، نه %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) were led: play as many, not %2.</source>
            <translation>
                <numerusform>%Ln مهره آغاز شده است: همان تعداد بازی کنید، نه %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln tile(s) won</source>
            <translation>
                <numerusform>%Ln مهرهٔ برده</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln trick(s)</source>
            <translation>
                <numerusform>%Ln تریک</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>، </translation>
        </message>
        <message>
            <source>, keeping mother and son to lead together as a point</source>
            <translation>، و مادر و پسر را نگه دارید تا با هم به‌عنوان امتیاز آغاز کنید</translation>
        </message>
        <message>
            <source>, keeping the %2 for the end</source>
            <translation>، و %2 را برای پایان نگه دارید</translation>
        </message>
        <message>
            <source>, keeping the point %2</source>
            <translation>، و امتیاز %2 را نگه دارید</translation>
        </message>
        <message>
            <source>24 tiles, three players; tricks counted in tiles, nine tiles win; conceding and lifting.</source>
            <translation>۲۴ مهره، سه بازیکن؛ تریک‌ها با مهره شمرده می‌شوند و نُه مهره می‌برد؛ کنار کشیدن و بلند کردن.</translation>
        </message>
        <message>
            <source>24 tiles: civil tiles without 5-1, the nines and the supreme pair</source>
            <translation>۲۴ مهره: مهره‌های مدنی بدون 5-1، نُه‌ها و جفت برتر</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the supreme pair</source>
            <translation>۲۴ مهره: مهره‌های مدنی و جفت برتر</translation>
        </message>
        <message>
            <source>24 tiles: the civil tiles and the two nines</source>
            <translation>۲۴ مهره: مهره‌های مدنی و دو نُه</translation>
        </message>
        <message>
            <source>30 tiles: the set without the supreme pair</source>
            <translation>۳۰ مهره: دست بدون جفت برتر</translation>
        </message>
        <message>
            <source>32 tiles, four players with eight each; pairs, mixed pairs, triplets and quartets; banker doubled.</source>
            <translation>۳۲ مهره، چهار بازیکن با هشت مهره؛ جفت‌ها، جفت‌های آمیخته، سه‌تایی‌ها و چهارتایی‌ها؛ بانکدار دو برابر.</translation>
        </message>
        <message>
            <source>32 tiles, four players, single tiles only: no combinations.</source>
            <translation>۳۲ مهره، چهار بازیکن، فقط تک مهره: بدون ترکیب.</translation>
        </message>
        <message>
            <source>; </source>
            <translation>؛ </translation>
        </message>
        <message>
            <source>A cut lifts 1 to 167 cards from the top, not %2.</source>
            <translation>در بریدن، ۱ تا ۱۶۷ کارت از بالای دسته برداشته می‌شود، نه %2.</translation>
        </message>
        <message>
            <source>A die shows 1 to 6, not %2.</source>
            <translation>هر تاس ۱ تا ۶ را نشان می‌دهد، نه %2.</translation>
        </message>
        <message>
            <source>A face-down lead names sky, earth or no suit.</source>
            <translation>در آغاز رو به پایین می‌توان آسمان یا زمین را نام برد، یا هیچ خالی را نام نبرد.</translation>
        </message>
        <message>
            <source>A player decides now, not the dice.</source>
            <translation>اکنون نوبت تصمیم بازیکن است، نه تاس.</translation>
        </message>
        <message>
            <source>A player must decide now: chance has no turn.</source>
            <translation>اکنون نوبت تصمیم بازیکن است: شانس نوبتی ندارد.</translation>
        </message>
        <message>
            <source>A point tile cannot beat anything.</source>
            <translation>مهره امتیاز نمی‌تواند چیزی را شکست دهد.</translation>
        </message>
        <message>
            <source>A shuffle holds each of the 64 tiles once.</source>
            <translation>در مخلوط کردن، هر یک از ۶۴ مهره دقیقاً یک بار می‌آید.</translation>
        </message>
        <message>
            <source>A shuffle must hold each of the 168 cards exactly once.</source>
            <translation>در بُر زدن، هر یک از ۱۶۸ کارت باید دقیقاً یک بار بیاید.</translation>
        </message>
        <message>
            <source>A swap needs both mothers and no son, or both sons and no mother.</source>
            <translation>برای تعویض باید هر دو مادر را داشت و پسری نداشت، یا هر دو پسر را داشت و مادری نداشت.</translation>
        </message>
        <message numerus="yes">
            <source>A woodpile holds each of the %Ln tile(s) once.</source>
            <translation>
                <numerusform>تودهٔ هیزم هر یک از %Ln مهره را یک بار دارد.</numerusform>
            </translation>
        </message>
        <message>
            <source>Accept the exchange of hands (blind, it neither gains nor loses on average).</source>
            <translation>مبادله دست را بپذیرید (ندیده است و به‌طور میانگین نه سودی دارد نه زیانی).</translation>
        </message>
        <message>
            <source>Accept: uniting mother and son makes a point for whoever takes both.</source>
            <translation>بپذیرید: پیوستن مادر و پسر برای هر کس که هر دو را بگیرد یک امتیاز می‌سازد.</translation>
        </message>
        <message>
            <source>Ancient tiles</source>
            <translation>مهره‌های کهن</translation>
        </message>
        <message>
            <source>Any tower is as good as another: the tiles are shuffled.</source>
            <translation>همه برج‌ها یکسان‌اند: مهره‌ها مخلوط شده‌اند.</translation>
        </message>
        <message>
            <source>Asking the others not to beat a play is not part of these rules.</source>
            <translation>درخواست از دیگران برای شکست ندادن یک بازی، جزو این قوانین نیست.</translation>
        </message>
        <message numerus="yes">
            <source>At most %Ln mixed minister(s) may be led together.</source>
            <translation>
                <numerusform>حداکثر %Ln وزیر مختلط را می‌توان با هم آغاز کرد.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bagchen</source>
            <translation>باگچن</translation>
        </message>
        <message>
            <source>Bagchen table</source>
            <translation>میز باگچن</translation>
        </message>
        <message>
            <source>Beat with %2 to try for the last trick, the one that pays.</source>
            <translation>با %2 شکست دهید تا برای تریک آخر، همان که پرداخت دارد، تلاش کنید.</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2, which you can spare, hoping to take %Ln stack(s).</source>
            <translation>
                <numerusform>با %2 شکست دهید، که می‌توانید از آن بگذرید، به امید بردن %Ln دسته.</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, and the cheapest play of yours that is.</source>
            <translation>با %2 شکست دهید: هم‌نوعِ %3 و بالاتر از آن است، و در میان بازی‌های شما که چنین‌اند، کم‌هزینه‌ترین است.</translation>
        </message>
        <message>
            <source>Beat with %2: it is higher than %3 of the same sort, so the trick is yours.</source>
            <translation>با %2 شکست دهید: هم‌نوعِ %3 و بالاتر از آن است، پس تریک از آنِ شماست.</translation>
        </message>
        <message numerus="yes">
            <source>Beat with %2: nobody after you can beat it, so you take %Ln stack(s) and the lead.</source>
            <translation>
                <numerusform>با %2 شکست دهید: هیچ کس پس از شما نمی‌تواند آن را شکست دهد، پس %Ln دسته و نوبت آغاز را می‌برید.</numerusform>
            </translation>
        </message>
        <message>
            <source>Beat with %2: whoever takes the last trick wins the deal and is paid by the others.</source>
            <translation>با %2 شکست دهید: هر کس تریک آخر را ببرد، دیل را می‌برد و دیگران به او می‌پردازند.</translation>
        </message>
        <message>
            <source>Bench</source>
            <translation>نیمکت</translation>
        </message>
        <message>
            <source>Both dice are thrown now.</source>
            <translation>اکنون هر دو تاس انداخته می‌شوند.</translation>
        </message>
        <message>
            <source>Chiefs and ministers cannot be led together.</source>
            <translation>رئیس‌ها و وزیرها را نمی‌توان با هم آغاز کرد.</translation>
        </message>
        <message>
            <source>Chiefs beat ministers only with as many sky and earth tiles.</source>
            <translation>رئیس‌ها فقط با همان تعداد مهره آسمان و زمین، وزیرها را شکست می‌دهند.</translation>
        </message>
        <message>
            <source>Chinese three-player game</source>
            <translation>بازی سه‌نفرهٔ چینی</translation>
        </message>
        <message>
            <source>Choose at least one card to play.</source>
            <translation>دست‌کم یک کارت برای بازی انتخاب کنید.</translation>
        </message>
        <message>
            <source>Civil pair</source>
            <translation>جفت مدنی</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>کلاسیک</translation>
        </message>
        <message>
            <source>Classic, pure pairs</source>
            <translation>کلاسیک، جفت‌های خالص</translation>
        </message>
        <message>
            <source>Click or press Esc to go back to the game</source>
            <translation>برای بازگشت به بازی کلیک کنید یا Esc را بزنید</translation>
        </message>
        <message>
            <source>Demand a re-deal: your hand has no high tile and too few points to make up for it.</source>
            <translation>دیل مجدد بخواهید: دست شما مهره بالایی ندارد و امتیازهایش برای جبران آن کم است.</translation>
        </message>
        <message>
            <source>Dice %2 and %3: a tile is given back</source>
            <translation>تاس‌ها %2 و %3: یک مهره پس داده می‌شود</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the passport holder must lead %4</source>
            <translation>تاس‌ها %2 و %3: دارنده پاسپورت باید از خال %4 آغاز کند</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; %1 takes the first tower</source>
            <translation>تاس‌ها %2 و %3: امتیاز %4 است؛ %1 برج اول را برمی‌دارد</translation>
        </message>
        <message>
            <source>Dice %2 and %3: the point is %4; you take the first tower</source>
            <translation>تاس‌ها %2 و %3: امتیاز %4 است؛ شما برج اول را برمی‌دارید</translation>
        </message>
        <message>
            <source>Dice: …</source>
            <translation>تاس: …</translation>
        </message>
        <message>
            <source>Earth</source>
            <translation>زمین</translation>
        </message>
        <message>
            <source>Earth tiles go together only of equal rank, or as a horse.</source>
            <translation>مهره‌های زمین فقط وقتی هم‌رتبه باشند یا اسب بسازند با هم می‌آیند.</translation>
        </message>
        <message>
            <source>End with the points %2: the last trick won with points is a jump.</source>
            <translation>با امتیازهای %2 تمام کنید: بردن تریک آخر با امتیاز، پرش است.</translation>
        </message>
        <message>
            <source>Event %2 is refused.</source>
            <translation>رویداد %2 پذیرفته نیست.</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: lead the points %2 first, to be paid at once.</source>
            <translation>همه مهره‌های باقی‌مانده برنده‌اند: اول با امتیازهای %2 آغاز کنید تا فوراً پرداخت بگیرید.</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another, saving the points for a jump at the end.</source>
            <translation>همه مهره‌های باقی‌مانده برنده‌اند: تریک‌ها را یکی پس از دیگری ببرید و امتیازها را برای پرش در پایان نگه دارید.</translation>
        </message>
        <message>
            <source>Every tile left is a sure winner: take the tricks one after another.</source>
            <translation>همه مهره‌های باقی‌مانده برنده‌اند: تریک‌ها را یکی پس از دیگری ببرید.</translation>
        </message>
        <message>
            <source>Face-down leads are off in these rules.</source>
            <translation>آغاز رو به پایین در این قوانین فعال نیست.</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, four players</source>
            <translation>مردمی، ۲۴ مهره با نُه‌ها، چهار بازیکن</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, one resting</source>
            <translation>مردمی، ۲۴ مهره با نُه‌ها، یکی در استراحت</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the nines, three players</source>
            <translation>مردمی، ۲۴ مهره با نُه‌ها، سه بازیکن</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, four players</source>
            <translation>مردمی، ۲۴ مهره با جفت برتر، چهار بازیکن</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, one resting</source>
            <translation>مردمی، ۲۴ مهره با جفت برتر، یکی در استراحت</translation>
        </message>
        <message>
            <source>Folk, 24 tiles with the supreme pair, three players</source>
            <translation>مردمی، ۲۴ مهره با جفت برتر، سه بازیکن</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, four players</source>
            <translation>مردمی، ۲۴ مهره بدون 5-1، چهار بازیکن</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, one resting</source>
            <translation>مردمی، ۲۴ مهره بدون 5-1، یکی در استراحت</translation>
        </message>
        <message>
            <source>Folk, 24 tiles without 5-1, three players</source>
            <translation>مردمی، ۲۴ مهره بدون 5-1، سه بازیکن</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, one resting</source>
            <translation>مردمی، ۳۰ مهره، یکی در استراحت</translation>
        </message>
        <message>
            <source>Folk, 30 tiles, three players</source>
            <translation>مردمی، ۳۰ مهره، سه بازیکن</translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left</source>
            <translation>
                <numerusform>گوباه: %Ln دیل مانده</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Gobah: %Ln deal(s) left after this one</source>
            <translation>
                <numerusform>گوباه: پس از این، %Ln دیل مانده</numerusform>
            </translation>
        </message>
        <message>
            <source>Hands are exchanged once a deal, between two other players.</source>
            <translation>دست‌ها در هر دیل یک بار و میان دو بازیکن متفاوت مبادله می‌شوند.</translation>
        </message>
        <message>
            <source>Harmony</source>
            <translation>هماهنگی</translation>
        </message>
        <message>
            <source>Heaven</source>
            <translation>آسمان</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>راهنمایی</translation>
        </message>
        <message>
            <source>It is not %1's turn.</source>
            <translation>نوبت %1 نیست.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>نوبت شما نیست.</translation>
        </message>
        <message>
            <source>Its search: the best of %2 options over %3 sampled deals, %4 chips on average.</source>
            <translation>جستجوی هوش مصنوعی: بهترین حرکت از میان %2 گزینه در %3 دیل نمونه، به‌طور میانگین %4 چیپ.</translation>
        </message>
        <message>
            <source>Keep your hand rather than demanding a re-deal.</source>
            <translation>به‌جای درخواست دیل مجدد، دستتان را نگه دارید.</translation>
        </message>
        <message>
            <source>Keep your own hand: exchanging blind gains nothing on average.</source>
            <translation>دست خودتان را نگه دارید: مبادله ندیده به‌طور میانگین سودی ندارد.</translation>
        </message>
        <message>
            <source>Lead %2 to get rid of weak tiles%4.</source>
            <translation>با %2 آغاز کنید تا از مهره‌های ضعیف خلاص شوید%4.</translation>
        </message>
        <message>
            <source>Lead %2, a tile you can spare: your stronger tiles stay in your hand for the tricks that matter.</source>
            <translation>با %2 آغاز کنید، مهره‌ای که می‌توانید از آن بگذرید: مهره‌های قوی‌ترتان برای تریک‌های مهم در دستتان می‌مانند.</translation>
        </message>
        <message>
            <source>Lead %2, your highest %3 tile: only a higher %3 tile can beat it, so you may keep the lead.</source>
            <translation>با %2، بالاترین مهرهٔ %3 خود، آغاز کنید: فقط مهرهٔ %3 بالاتری می‌تواند آن را شکست دهد، پس شاید نوبت آغاز نزد شما بماند.</translation>
        </message>
        <message numerus="yes">
            <source>Lead %2: no unseen tile can beat it, so you take %Ln stack(s) and keep the lead.</source>
            <translation>
                <numerusform>با %2 آغاز کنید: هیچ مهره نادیده‌ای نمی‌تواند آن را شکست دهد، پس %Ln دسته می‌برید و آغاز با شما می‌ماند.</numerusform>
            </translation>
        </message>
        <message>
            <source>Lead %2: only a higher combination of the same sort beats it, and a trick of several tiles counts as that many tricks.</source>
            <translation>با %2 آغاز کنید: فقط ترکیبی بالاتر از همان نوع آن را شکست می‌دهد، و تریکی با چند مهره به همان تعداد تریک شمرده می‌شود.</translation>
        </message>
        <message>
            <source>Lead the points %2: nobody can beat them, and every player without a passport pays %3 at once.</source>
            <translation>با امتیازهای %2 آغاز کنید: هیچ کس نمی‌تواند آن‌ها را شکست دهد، و هر بازیکن بدون پاسپورت فوراً %3 می‌پردازد.</translation>
        </message>
        <message>
            <source>Lead the supreme pair (%2): nothing can beat it.</source>
            <translation>با جفت برتر (%2) آغاز کنید: هیچ چیز نمی‌تواند آن را شکست دهد.</translation>
        </message>
        <message>
            <source>Lead your weakest tile face down, naming %5: it passes the lead cheaply and tells the others nothing.</source>
            <translation>ضعیف‌ترین مهره‌تان را رو به پایین آغاز کنید (خال: %5): نوبت آغاز را ارزان واگذار می‌کند و چیزی به دیگران نمی‌گوید.</translation>
        </message>
        <message>
            <source>Long three</source>
            <translation>سهٔ بلند</translation>
        </message>
        <message>
            <source>Long-legged seven</source>
            <translation>هفت پابلند</translation>
        </message>
        <message>
            <source>Man</source>
            <translation>انسان</translation>
        </message>
        <message>
            <source>Military pair</source>
            <translation>جفت نظامی</translation>
        </message>
        <message>
            <source>Mixed pair</source>
            <translation>جفت آمیخته</translation>
        </message>
        <message>
            <source>More in Help → Rules: right click, or the menu key, and choose the term.</source>
            <translation>بیشتر در راهنما ← قوانین: کلیک راست کنید، یا کلید منو را بزنید، و واژه را برگزینید.</translation>
        </message>
        <message>
            <source>Moving Mice</source>
            <translation>موش‌های رونده</translation>
        </message>
        <message>
            <source>Nau Tin Kau</source>
            <translation>نائو تین کائو</translation>
        </message>
        <message>
            <source>No trick on the table</source>
            <translation>تریکی روی میز نیست</translation>
        </message>
        <message>
            <source>Nobody decides now: it is chance's turn (a shuffle or the tribute).</source>
            <translation>اکنون کسی تصمیم نمی‌گیرد: نوبت شانس است (بُر زدن یا خراج).</translation>
        </message>
        <message>
            <source>Not a play: %2. Play one rank with any jokers, or jokers alone.</source>
            <translation>بازی مجاز نیست: %2. کارت‌های یک رتبه را با هر تعداد ژوکر بازی کنید، یا فقط ژوکر.</translation>
        </message>
        <message>
            <source>Nothing can beat %2.</source>
            <translation>هیچ چیز نمی‌تواند %2 را شکست دهد.</translation>
        </message>
        <message>
            <source>Offer a mother for a son, so that both players hold mother and son, a point.</source>
            <translation>یک مادر را در برابر یک پسر پیشنهاد کنید تا هر دو بازیکن مادر و پسر، یعنی یک امتیاز، داشته باشند.</translation>
        </message>
        <message>
            <source>Offer to exchange hands (blind, it neither gains nor loses on average).</source>
            <translation>مبادله دست را پیشنهاد کنید (ندیده است و به‌طور میانگین نه سودی دارد نه زیانی).</translation>
        </message>
        <message>
            <source>Omen: %1 held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, %1 throws the dice at the start of the next deal.</source>
            <translation>شگون: %1 سه رئیس آسمان داشت و بازیکن روبه‌رو تریک آخر را برد، که بدیمن است. به احترام %2، %1 در آغاز دیل بعدی تاس می‌اندازد.</translation>
        </message>
        <message>
            <source>Omen: you held three sky chiefs and the player opposite took the last trick, which is a bad sign. As a salute to %2, you throw the dice at the start of the next deal.</source>
            <translation>شگون: شما سه رئیس آسمان داشتید و بازیکن روبه‌رو تریک آخر را برد، که بدیمن است. به احترام %2، شما در آغاز دیل بعدی تاس می‌اندازید.</translation>
        </message>
        <message>
            <source>One die each: %2 for %3, %4 for %5</source>
            <translation>هر نفر یک تاس: %2 برای %3، %4 برای %5</translation>
        </message>
        <message>
            <source>Only %2 beats %3.</source>
            <translation>فقط %2، %3 را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>Only %2 beats this face-down lead.</source>
            <translation>فقط %2 این آغاز رو به پایین را شکست می‌دهد.</translation>
        </message>
        <message>
            <source>Only a follower plays face down.</source>
            <translation>فقط بازیکنانِ پس از آغازگر رو به پایین بازی می‌کنند.</translation>
        </message>
        <message>
            <source>Only identical sky tiles go together.</source>
            <translation>فقط مهره‌های آسمان یکسان با هم می‌آیند.</translation>
        </message>
        <message>
            <source>Only one tile can be led face down.</source>
            <translation>فقط یک مهره را می‌توان رو به پایین آغاز کرد.</translation>
        </message>
        <message numerus="yes">
            <source>Only the banker at the start or a leader with %Ln won tile(s) may say kan.</source>
            <translation>
                <numerusform>فقط بانکدار در آغاز یا آغازکننده‌ای با %Ln مهرهٔ برده می‌تواند «کان» بگوید.</numerusform>
            </translation>
        </message>
        <message>
            <source>Only the holder of both other tiles may accept.</source>
            <translation>فقط دارنده هر دو مهره دیگر می‌تواند بپذیرد.</translation>
        </message>
        <message>
            <source>Only the protector may announce, and %1 does not hold his card.</source>
            <translation>فقط محافظ می‌تواند اعلام کند، و کارت محافظ در دست %1 نیست.</translation>
        </message>
        <message>
            <source>Only the protector may announce, and you do not hold his card.</source>
            <translation>فقط محافظ می‌تواند اعلام کند، و کارت محافظ در دست شما نیست.</translation>
        </message>
        <message>
            <source>Pair with a kicker</source>
            <translation>جفت با مهرهٔ همراه</translation>
        </message>
        <message>
            <source>Pass: nothing to gain here.</source>
            <translation>پاس: اینجا چیزی برای به دست آوردن نیست.</translation>
        </message>
        <message>
            <source>Passport and a chief: %1 may not lead %2.</source>
            <translation>پاسپورت و رئیس: %1 نمی‌تواند با %2 آغاز کند.</translation>
        </message>
        <message>
            <source>Passport and a chief: you may not lead %2.</source>
            <translation>پاسپورت و رئیس: نمی‌توانید با %2 آغاز کنید.</translation>
        </message>
        <message>
            <source>Passport and no combination: %1 must lead a single tile.</source>
            <translation>پاسپورت و بدون ترکیب: %1 باید با یک تک مهره آغاز کند.</translation>
        </message>
        <message>
            <source>Passport and no combination: you must lead a single tile.</source>
            <translation>پاسپورت و بدون ترکیب: باید با یک تک مهره آغاز کنید.</translation>
        </message>
        <message>
            <source>Passport: %1 may lead equal earth tiles only with no better lead.</source>
            <translation>پاسپورت: %1 فقط وقتی آغاز بهتری نداشته باشد می‌تواند با مهره‌های زمین مساوی آغاز کند.</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2 while holding a better lead.</source>
            <translation>پاسپورت: %1 تا آغاز بهتری در دست دارد نمی‌تواند با %2 آغاز کند.</translation>
        </message>
        <message>
            <source>Passport: %1 may not lead %2, it can be beaten.</source>
            <translation>پاسپورت: %1 نمی‌تواند با %2 آغاز کند، شکست‌پذیر است.</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; %1 must lead %3.</source>
            <translation>پاسپورت: تاس‌ها خال %2 را نشان دادند؛ %1 باید با %3 آغاز کند.</translation>
        </message>
        <message>
            <source>Passport: the dice named %2; you must lead %3.</source>
            <translation>پاسپورت: تاس‌ها خال %2 را نشان دادند؛ باید با %3 آغاز کنید.</translation>
        </message>
        <message>
            <source>Passport: you may lead equal earth tiles only with no better lead.</source>
            <translation>پاسپورت: فقط وقتی آغاز بهتری ندارید می‌توانید با مهره‌های زمین مساوی آغاز کنید.</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2 while holding a better lead.</source>
            <translation>پاسپورت: تا آغاز بهتری در دست دارید نمی‌توانید با %2 آغاز کنید.</translation>
        </message>
        <message>
            <source>Passport: you may not lead %2, it can be beaten.</source>
            <translation>پاسپورت: نمی‌توانید با %2 آغاز کنید، شکست‌پذیر است.</translation>
        </message>
        <message>
            <source>Play %2 face down: nothing in your hand beats %3 (only a higher play of the same sort does), so give up your weakest tiles.</source>
            <translation>%2 را رو به پایین بازی کنید: هیچ چیز در دست شما %3 را شکست نمی‌دهد (فقط بازی بالاتری از همان نوع شکستش می‌دهد)، پس ضعیف‌ترین مهره‌هایتان را کنار بگذارید.</translation>
        </message>
        <message>
            <source>Play %2 face down: this trick is not worth your stronger tiles; keep them for later.</source>
            <translation>%2 را رو به پایین بازی کنید: این تریک ارزش مهره‌های قوی‌ترتان را ندارد؛ آن‌ها را برای بعد نگه دارید.</translation>
        </message>
        <message numerus="yes">
            <source>Play your weakest tile(s) (%2) face down%4.</source>
            <translation>
                <numerusform>ضعیف‌ترین مهره‌هایتان (%2) را رو به پایین بازی کنید%4.</numerusform>
            </translation>
        </message>
        <message>
            <source>Plum flower</source>
            <translation>شکوفهٔ آلو</translation>
        </message>
        <message>
            <source>Point tiles cannot be led with other tiles.</source>
            <translation>مهره‌های امتیاز را نمی‌توان با مهره‌های دیگر آغاز کرد.</translation>
        </message>
        <message>
            <source>Previous trick</source>
            <translation>تریک قبلی</translation>
        </message>
        <message>
            <source>Previous trick, won by %1: click here or hold %2 to look at it again</source>
            <translation>تریک قبلی، بُرده‌شده به دست %1: برای دیدن دوباره آن اینجا کلیک کنید یا %2 را نگه دارید</translation>
        </message>
        <message>
            <source>Previous trick, won by you: click here or hold %2 to look at it again</source>
            <translation>تریک قبلی، بُرده‌شده به دست شما: برای دیدن دوباره آن اینجا کلیک کنید یا %2 را نگه دارید</translation>
        </message>
        <message>
            <source>Quartet</source>
            <translation>چهارتایی</translation>
        </message>
        <message>
            <source>Re-deals are off in these rules.</source>
            <translation>دیل مجدد در این قوانین فعال نیست.</translation>
        </message>
        <message>
            <source>Red mallet six</source>
            <translation>شش چکش سرخ</translation>
        </message>
        <message>
            <source>Red pips</source>
            <translation>نقطه‌های سرخ</translation>
        </message>
        <message>
            <source>Red-headed ten</source>
            <translation>ده سرخ‌سر</translation>
        </message>
        <message>
            <source>Release %2, click or press Esc to go back to the game</source>
            <translation>برای بازگشت به بازی %2 را رها کنید، کلیک کنید یا Esc را بزنید</translation>
        </message>
        <message>
            <source>Rules: %1</source>
            <translation>قوانین: %1</translation>
        </message>
        <message>
            <source>Select at least one tile.</source>
            <translation>دست‌کم یک مهره انتخاب کنید.</translation>
        </message>
        <message>
            <source>Select tiles first.</source>
            <translation>ابتدا مهره‌ها را انتخاب کنید.</translation>
        </message>
        <message>
            <source>Show a mother or a son only without the other, and once.</source>
            <translation>مادر یا پسر را فقط وقتی دیگری را ندارید، و فقط یک بار، نشان دهید.</translation>
        </message>
        <message>
            <source>Show your tile to unite mother and son: together they are a point.</source>
            <translation>مهره‌تان را نشان دهید تا مادر و پسر به هم بپیوندند: با هم یک امتیازند.</translation>
        </message>
        <message>
            <source>Shuffle: …</source>
            <translation>مخلوط کردن: …</translation>
        </message>
        <message>
            <source>Single</source>
            <translation>تک مهره</translation>
        </message>
        <message>
            <source>Sixes go last: %1 may play them only when holding nothing else.</source>
            <translation>شش‌ها در آخر: %1 فقط وقتی می‌تواند آن‌ها را بازی کند که چیز دیگری در دست نداشته باشد.</translation>
        </message>
        <message>
            <source>Sixes go last: you may play them only when you hold nothing else.</source>
            <translation>شش‌ها در آخر: فقط وقتی می‌توانید آن‌ها را بازی کنید که چیز دیگری در دست نداشته باشید.</translation>
        </message>
        <message>
            <source>Sky and earth tiles go together only as chiefs or ministers.</source>
            <translation>مهره‌های آسمان و زمین فقط به‌صورت رئیس‌ها یا وزیرها با هم می‌آیند.</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>ردیف</translation>
        </message>
        <message>
            <source>Suggested: %6.</source>
            <translation>پیشنهاد: %6.</translation>
        </message>
        <message>
            <source>Supreme pair</source>
            <translation>جفت برتر</translation>
        </message>
        <message>
            <source>Sweep! %1 took all sixteen tricks and wins every chip on the table.</source>
            <translation>شانزده تریک! %1 همه شانزده تریک را برد و همه چیپ‌های روی میز را می‌برد.</translation>
        </message>
        <message>
            <source>Sweep! You took all sixteen tricks and win every chip on the table.</source>
            <translation>شانزده تریک! شما همه شانزده تریک را بردید و همه چیپ‌های روی میز را می‌برید.</translation>
        </message>
        <message>
            <source>Tashi Gobah: last deal</source>
            <translation>تاشی گوباه: دیل آخر</translation>
        </message>
        <message>
            <source>Tashi Gobah: the next deal is the last</source>
            <translation>تاشی گوباه: دیل بعدی آخرین است</translation>
        </message>
        <message>
            <source>That cannot be done at this step of the deal.</source>
            <translation>در این گام از دیل نمی‌توان این کار را کرد.</translation>
        </message>
        <message>
            <source>That is not a decision of this step.</source>
            <translation>این تصمیمِ این گام نیست.</translation>
        </message>
        <message numerus="yes">
            <source>The banker is found with %Ln die(s), each showing 1 to 6.</source>
            <translation>
                <numerusform>بانکدار با %Ln تاس تعیین می‌شود که هر کدام ۱ تا ۶ نشان می‌دهد.</numerusform>
            </translation>
        </message>
        <message>
            <source>The classic game as first played: pure pairs only, no mixed combinations.</source>
            <translation>بازی کلاسیک به شیوهٔ نخستین: فقط جفت‌های خالص، بدون ترکیب آمیخته.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>دیل تمام شد.</translation>
        </message>
        <message>
            <source>The dice are not thrown now.</source>
            <translation>اکنون تاس انداخته نمی‌شود.</translation>
        </message>
        <message>
            <source>The dice show %2</source>
            <translation>تاس‌ها %2 نشان می‌دهند</translation>
        </message>
        <message>
            <source>The first shuffler is a seat 0 to 4, not %2.</source>
            <translation>نخستین بُرزننده یکی از صندلی‌های ۰ تا ۴ است، نه %2.</translation>
        </message>
        <message>
            <source>The hand does not hold %2.</source>
            <translation>%2 در دست نیست.</translation>
        </message>
        <message>
            <source>The play to beat has %2: answer with as many, not %3.</source>
            <translation>بازی‌ای که باید شکست دهید %2 دارد: با همان تعداد پاسخ دهید، نه %3.</translation>
        </message>
        <message>
            <source>The red pips are even: nobody pays</source>
            <translation>نقطه‌های سرخ برابرند: کسی نمی‌پردازد</translation>
        </message>
        <message>
            <source>The same tile is named twice.</source>
            <translation>یک مهره دو بار نام برده شده است.</translation>
        </message>
        <message>
            <source>The seats are numbered 0 to 4, not %2.</source>
            <translation>صندلی‌ها از ۰ تا ۴ شماره دارند، نه %2.</translation>
        </message>
        <message>
            <source>The tiles are shuffled and stacked into the woodpile</source>
            <translation>مهره‌ها بُر خورده و در تودهٔ هیزم چیده شدند</translation>
        </message>
        <message>
            <source>The tiles are shuffled into eight towers</source>
            <translation>مهره‌ها مخلوط و در هشت برج چیده می‌شوند</translation>
        </message>
        <message>
            <source>The tiles must be shuffled first.</source>
            <translation>ابتدا باید مهره‌ها مخلوط شوند.</translation>
        </message>
        <message>
            <source>The towers are numbered 1 to 8.</source>
            <translation>برج‌ها از ۱ تا ۸ شماره دارند.</translation>
        </message>
        <message>
            <source>The tribute is drawn in an order of its %2, each taken once.</source>
            <translation>ترتیب کشیدن خراج باید هر یک از %2 آن را دقیقاً یک بار در بر بگیرد.</translation>
        </message>
        <message>
            <source>The two players throw one die each.</source>
            <translation>دو بازیکن هر کدام یک تاس می‌اندازند.</translation>
        </message>
        <message numerus="yes">
            <source>The woodpile: %2 stacks of %Ln tile(s)</source>
            <translation>
                <numerusform>تودهٔ هیزم: %2 ستونِ %Ln مهره‌ای</numerusform>
            </translation>
        </message>
        <message>
            <source>There is no %2 in the hand.</source>
            <translation>هیچ %2 در دست نیست.</translation>
        </message>
        <message>
            <source>There is no longer %2 among the tribute cards.</source>
            <translation>دیگر %2 در میان کارت‌های خراج نیست.</translation>
        </message>
        <message>
            <source>Tien Gow</source>
            <translation>تین گو</translation>
        </message>
        <message>
            <source>Tiger's head</source>
            <translation>سر ببر</translation>
        </message>
        <message>
            <source>Tiles are played only in the tricks.</source>
            <translation>مهره‌ها فقط در تریک‌ها بازی می‌شوند.</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>سه‌تایی</translation>
        </message>
        <message>
            <source>Turn a tile</source>
            <translation>یک مهره رو کن</translation>
        </message>
        <message>
            <source>Two mother-and-son pairs are not one lead.</source>
            <translation>دو جفت مادر و پسر یک آغاز نیستند.</translation>
        </message>
        <message>
            <source>Two pairs</source>
            <translation>دو جفت</translation>
        </message>
        <message>
            <source>Two players draw and compare tiles; the red pips of the captured tiles decide.</source>
            <translation>دو بازیکن مهره می‌کشند و مقایسه می‌کنند؛ نقطه‌های سرخ مهره‌های گرفته‌شده تعیین‌کننده‌اند.</translation>
        </message>
        <message>
            <source>Two players, two rounds of eight, then tiles are taken back from the oldest tricks.</source>
            <translation>دو بازیکن، دو دورِ هشت‌مهره‌ای، سپس مهره‌ها از قدیمی‌ترین تریک‌ها پس گرفته می‌شوند.</translation>
        </message>
        <message>
            <source>With no trick won yet, %1 must play the last single tile face down.</source>
            <translation>%1 که هنوز تریکی نبرده، باید آخرین تک مهره را رو به پایین بازی کند.</translation>
        </message>
        <message>
            <source>With no trick won yet, you must play the last single tile face down.</source>
            <translation>شما که هنوز تریکی نبرده‌اید، باید آخرین تک مهره را رو به پایین بازی کنید.</translation>
        </message>
        <message>
            <source>With no trick won, %1 may only play the last trick face down</source>
            <translation>%1 بی‌تریک است و تریک آخر را فقط رو به پایین می‌تواند بازی کند</translation>
        </message>
        <message>
            <source>With no trick won, you may only play the last trick face down</source>
            <translation>شما بی‌تریک هستید و تریک آخر را فقط رو به پایین می‌توانید بازی کنید</translation>
        </message>
        <message>
            <source>You accept</source>
            <translation>شما می‌پذیرید</translation>
        </message>
        <message>
            <source>You are the banker</source>
            <translation>شما بانکدارید</translation>
        </message>
        <message>
            <source>You are winning</source>
            <translation>شما فعلاً برنده‌اید</translation>
        </message>
        <message>
            <source>You are winning with %2</source>
            <translation>شما با %2 فعلاً برنده‌اید</translation>
        </message>
        <message>
            <source>You asked not to be beaten: now make your play; you cannot pass.</source>
            <translation>خواستید بازی‌تان شکست داده نشود: اکنون بازی کنید؛ نمی‌توانید پاس بدهید.</translation>
        </message>
        <message>
            <source>You beat with %2</source>
            <translation>شما با %2 شکست می‌دهید</translation>
        </message>
        <message>
            <source>You can beat, so you must (compulsory beating).</source>
            <translation>می‌توانید شکست دهید، پس باید شکست دهید (شکست دادن اجباری).</translation>
        </message>
        <message>
            <source>You choose tower %2</source>
            <translation>شما برج %2 را انتخاب می‌کنید</translation>
        </message>
        <message>
            <source>You do not hold %2.</source>
            <translation>%2 در دست شما نیست.</translation>
        </message>
        <message>
            <source>You do not hold all of those cards.</source>
            <translation>همهٔ این کارت‌ها در دست شما نیست.</translation>
        </message>
        <message>
            <source>You do not hold that tile.</source>
            <translation>این مهره در دست شما نیست.</translation>
        </message>
        <message>
            <source>You do not lift</source>
            <translation>شما بلند نمی‌کنید</translation>
        </message>
        <message numerus="yes">
            <source>You finish first, with %Ln chip(s).</source>
            <translation>
                <numerusform>شما با %Ln چیپ اول می‌شوید.</numerusform>
            </translation>
        </message>
        <message>
            <source>You have already asked the others not to beat this play.</source>
            <translation>پیش‌تر از دیگران خواسته‌اید این بازی را شکست ندهند.</translation>
        </message>
        <message>
            <source>You have no play to ask the others not to beat.</source>
            <translation>بازی‌ای ندارید که از دیگران بخواهید آن را شکست ندهند.</translation>
        </message>
        <message>
            <source>You have the lead: play something; you cannot pass.</source>
            <translation>نوبت آغاز با شماست: چیزی بازی کنید؛ نمی‌توانید پاس بدهید.</translation>
        </message>
        <message>
            <source>You hold a high tile: no re-deal.</source>
            <translation>یک مهره بالا دارید: دیل مجدد ممکن نیست.</translation>
        </message>
        <message>
            <source>You hold a passport: you may not lead face down.</source>
            <translation>پاسپورت دارید: نمی‌توانید رو به پایین آغاز کنید.</translation>
        </message>
        <message>
            <source>You hold both marked cards and may not play alone: pass the card on.</source>
            <translation>هر دو کارت نشان‌دار را دارید و نمی‌توانید تنها بازی کنید: کارت را به نفر بعد بدهید.</translation>
        </message>
        <message>
            <source>You lead %2</source>
            <translation>شما با %2 آغاز می‌کنید</translation>
        </message>
        <message>
            <source>You lead %2: %3</source>
            <translation>شما با %2 آغاز می‌کنید: %3</translation>
        </message>
        <message>
            <source>You lead a tile face down</source>
            <translation>شما با یک مهره رو به پایین آغاز می‌کنید</translation>
        </message>
        <message>
            <source>You lead a tile face down, naming %2</source>
            <translation>شما با یک مهره رو به پایین آغاز می‌کنید، خال: %2</translation>
        </message>
        <message>
            <source>You lift</source>
            <translation>شما بلند می‌کنید</translation>
        </message>
        <message>
            <source>You must be the emperor: %2.</source>
            <translation>باید امپراتور شوید: %2.</translation>
        </message>
        <message>
            <source>You must give your highest cards other than jokers: %2.</source>
            <translation>باید بالاترین کارت‌هایتان را، جز ژوکرها، بدهید: %2.</translation>
        </message>
        <message>
            <source>You need %2 to accept.</source>
            <translation>برای پذیرفتن به %2 نیاز دارید.</translation>
        </message>
        <message>
            <source>You offer to exchange hands with %2</source>
            <translation>شما مبادله دست با %2 را پیشنهاد می‌کنید</translation>
        </message>
        <message>
            <source>You offer to swap a mother for a son</source>
            <translation>شما تعویض مادر با پسر را پیشنهاد می‌کنید</translation>
        </message>
        <message>
            <source>You pass</source>
            <translation>شما پاس می‌دهید</translation>
        </message>
        <message numerus="yes">
            <source>You pay %2 %Ln chip(s)</source>
            <translation>
                <numerusform>شما به %2، %Ln چیپ می‌پردازید</numerusform>
            </translation>
        </message>
        <message>
            <source>You play</source>
            <translation>شما بازی می‌کنید</translation>
        </message>
        <message numerus="yes">
            <source>You play %Ln tile(s) face down</source>
            <translation>
                <numerusform>شما با %Ln مهره رو به پایین بازی می‌کنید</numerusform>
            </translation>
        </message>
        <message>
            <source>You rest this deal</source>
            <translation>شما در این دیل استراحت می‌کنید</translation>
        </message>
        <message>
            <source>You say kan</source>
            <translation>شما می‌گویید «کان»</translation>
        </message>
        <message>
            <source>You show %2: mother looking for son</source>
            <translation>شما مهره %2 را نشان می‌دهید: مادر در جستجوی پسر</translation>
        </message>
        <message>
            <source>You show %2: son looking for mother</source>
            <translation>شما مهره %2 را نشان می‌دهید: پسر در جستجوی مادر</translation>
        </message>
        <message>
            <source>You show a hand with no high tile: re-deal</source>
            <translation>شما دستی بدون مهره بالا نشان می‌دهید: دیل مجدد</translation>
        </message>
        <message>
            <source>You take both tiles</source>
            <translation>شما هر دو مهره را برمی‌دارید</translation>
        </message>
        <message>
            <source>You take no part in this deal.</source>
            <translation>شما در این دیل شرکت ندارید.</translation>
        </message>
        <message>
            <source>You take stacks %2</source>
            <translation>شما ستون‌های %2 را برمی‌دارید</translation>
        </message>
        <message>
            <source>You throw %2: %3 is the banker</source>
            <translation>شما %2 می‌آورید: %3 بانکدار است</translation>
        </message>
        <message>
            <source>You throw %2: you are the banker</source>
            <translation>شما %2 می‌آورید: شما بانکدارید</translation>
        </message>
        <message>
            <source>You turn %2</source>
            <translation>شما %2 را رو می‌کنید</translation>
        </message>
        <message>
            <source>You turn a tile</source>
            <translation>شما یک مهره رو می‌کنید</translation>
        </message>
        <message numerus="yes">
            <source>You win %Ln trick(s)</source>
            <translation>
                <numerusform>شما %Ln تریک می‌برید</numerusform>
            </translation>
        </message>
        <message>
            <source>You win all sixteen tricks!
and every chip on the table</source>
            <translation>شما هر شانزده تریک را می‌برید!
و همه چیپ‌های روی میز را</translation>
        </message>
        <message>
            <source>You win the deal</source>
            <translation>شما دیل را می‌برید</translation>
        </message>
        <message>
            <source>You win the last trick</source>
            <translation>شما تریک آخر را می‌برید</translation>
        </message>
        <message>
            <source>You win the last trick and the deal</source>
            <translation>شما تریک آخر و دیل را می‌برید</translation>
        </message>
        <message>
            <source>You win the trick</source>
            <translation>شما تریک را می‌برید</translation>
        </message>
        <message>
            <source>You win with %2</source>
            <translation>شما با %2 می‌برید</translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln red pip(s)</source>
            <translation>
                <numerusform>شما: %Ln نقطهٔ سرخ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln tile(s) won</source>
            <translation>
                <numerusform>شما: %Ln مهرهٔ برده</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You: %Ln trick(s)</source>
            <translation>
                <numerusform>شما: %Ln تریک</numerusform>
            </translation>
        </message>
        <message>
            <source>You: no trick</source>
            <translation>شما: بی‌تریک</translation>
        </message>
        <message numerus="yes">
            <source>Your hand, %Ln tile(s)</source>
            <translation>
                <numerusform>دست شما، %Ln مهره</numerusform>
            </translation>
        </message>
        <message>
            <source>Your turn</source>
            <translation>نوبت شما</translation>
        </message>
        <message>
            <source>Your turn: turn the next tile of the woodpile.</source>
            <translation>نوبت شماست: مهرهٔ بعدیِ تودهٔ هیزم را رو کنید.</translation>
        </message>
        <message>
            <source>a civil pair</source>
            <translation>یک جفت مدنی</translation>
        </message>
        <message>
            <source>a face-down lead</source>
            <translation>یک آغاز رو به پایین</translation>
        </message>
        <message>
            <source>a military pair</source>
            <translation>یک جفت نظامی</translation>
        </message>
        <message>
            <source>a mixed pair</source>
            <translation>یک جفت آمیخته</translation>
        </message>
        <message>
            <source>a mother (4-2)</source>
            <translation>یک مادر (4-2)</translation>
        </message>
        <message>
            <source>a pair with a kicker</source>
            <translation>یک جفت با مهرهٔ همراه</translation>
        </message>
        <message>
            <source>a quartet</source>
            <translation>یک چهارتایی</translation>
        </message>
        <message>
            <source>a single tile</source>
            <translation>یک تک مهره</translation>
        </message>
        <message>
            <source>a sky tile</source>
            <translation>یک مهره آسمان</translation>
        </message>
        <message>
            <source>a son (2-1)</source>
            <translation>یک پسر (2-1)</translation>
        </message>
        <message>
            <source>a straight</source>
            <translation>یک ردیف</translation>
        </message>
        <message>
            <source>a triplet</source>
            <translation>یک سه‌تایی</translation>
        </message>
        <message>
            <source>accept</source>
            <translation>پذیرفتن</translation>
        </message>
        <message>
            <source>accepts: one die each</source>
            <translation>می‌پذیرد: هر نفر یک تاس</translation>
        </message>
        <message>
            <source>an earth tile</source>
            <translation>یک مهره زمین</translation>
        </message>
        <message>
            <source>banker</source>
            <translation>بانکدار</translation>
        </message>
        <message>
            <source>bird</source>
            <translation>پرنده</translation>
        </message>
        <message>
            <source>birds</source>
            <translation>پرنده‌ها</translation>
        </message>
        <message>
            <source>can be played</source>
            <translation>قابل بازی</translation>
        </message>
        <message>
            <source>cannot be played</source>
            <translation>قابل بازی نیست</translation>
        </message>
        <message>
            <source>chooses the first tower</source>
            <translation>برج اول را انتخاب می‌کند</translation>
        </message>
        <message>
            <source>civil</source>
            <translation>مدنی</translation>
        </message>
        <message>
            <source>complete horse (%2)</source>
            <translation>اسب کامل (%2)</translation>
        </message>
        <message>
            <source>demand a re-deal</source>
            <translation>درخواست دیل مجدد</translation>
        </message>
        <message>
            <source>double mare (%2)</source>
            <translation>مادیان دوبل (%2)</translation>
        </message>
        <message>
            <source>double stallion (%2)</source>
            <translation>اسب نر دوبل (%2)</translation>
        </message>
        <message>
            <source>earth</source>
            <translation>زمین</translation>
        </message>
        <message>
            <source>earth chief</source>
            <translation>رئیس زمین</translation>
        </message>
        <message>
            <source>earth chiefs</source>
            <translation>رئیس‌های زمین</translation>
        </message>
        <message>
            <source>earth minister</source>
            <translation>وزیر زمین</translation>
        </message>
        <message>
            <source>earth ministers</source>
            <translation>وزیرهای زمین</translation>
        </message>
        <message>
            <source>easy</source>
            <translation>آسان</translation>
        </message>
        <message>
            <source>eight</source>
            <translation>هشت</translation>
        </message>
        <message>
            <source>equal earth tiles</source>
            <translation>مهره‌های زمین مساوی</translation>
        </message>
        <message>
            <source>example</source>
            <translation>نمونه</translation>
        </message>
        <message>
            <source>five</source>
            <translation>پنج</translation>
        </message>
        <message>
            <source>fives</source>
            <translation>پنج‌ها</translation>
        </message>
        <message>
            <source>four at the table, one resting in turn</source>
            <translation>چهار نفر پشت میز، یکی به نوبت در استراحت</translation>
        </message>
        <message>
            <source>four players with six tiles each</source>
            <translation>چهار بازیکن، هر یک با شش مهره</translation>
        </message>
        <message>
            <source>hard</source>
            <translation>سخت</translation>
        </message>
        <message>
            <source>identical sky tiles</source>
            <translation>مهره‌های آسمان یکسان</translation>
        </message>
        <message>
            <source>lama</source>
            <translation>لاما</translation>
        </message>
        <message>
            <source>lamas</source>
            <translation>لاماها</translation>
        </message>
        <message>
            <source>lead</source>
            <translation>آغاز</translation>
        </message>
        <message>
            <source>mare (%2)</source>
            <translation>مادیان (%2)</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>متوسط</translation>
        </message>
        <message>
            <source>military</source>
            <translation>نظامی</translation>
        </message>
        <message>
            <source>mixed chiefs</source>
            <translation>رئیس‌های مختلط</translation>
        </message>
        <message numerus="yes">
            <source>mixed chiefs, %Ln tile(s)</source>
            <translation>
                <numerusform>رئیس‌های مختلط، %Ln مهره</numerusform>
            </translation>
        </message>
        <message>
            <source>mixed ministers</source>
            <translation>وزیران مختلط</translation>
        </message>
        <message numerus="yes">
            <source>mixed ministers, %Ln tile(s)</source>
            <translation>
                <numerusform>وزیران مختلط، %Ln مهره</numerusform>
            </translation>
        </message>
        <message>
            <source>mother</source>
            <translation>مادر</translation>
        </message>
        <message>
            <source>mother and son</source>
            <translation>مادر و پسر</translation>
        </message>
        <message>
            <source>mother and son (a point)</source>
            <translation>مادر و پسر (یک امتیاز)</translation>
        </message>
        <message>
            <source>mother looking for son</source>
            <translation>مادر در جستجوی پسر</translation>
        </message>
        <message>
            <source>mothers</source>
            <translation>مادرها</translation>
        </message>
        <message>
            <source>nine</source>
            <translation>نُه</translation>
        </message>
        <message>
            <source>no suit</source>
            <translation>هیچ</translation>
        </message>
        <message>
            <source>no tiles selected</source>
            <translation>مهره‌ای انتخاب نشده</translation>
        </message>
        <message numerus="yes">
            <source>not a combination, %Ln tile(s)</source>
            <translation>
                <numerusform>ترکیب نیست، %Ln مهره</numerusform>
            </translation>
        </message>
        <message>
            <source>not a lead (%2)</source>
            <translation>آغاز نیست (%2)</translation>
        </message>
        <message>
            <source>offers to exchange hands
with %2</source>
            <translation>پیشنهاد مبادله دست
با %2</translation>
        </message>
        <message>
            <source>offers to swap
a mother for a son</source>
            <translation>پیشنهاد تعویض
مادر با پسر</translation>
        </message>
        <message>
            <source>offers to swap
a son for a mother</source>
            <translation>پیشنهاد تعویض
پسر با مادر</translation>
        </message>
        <message>
            <source>oracle</source>
            <translation>پیشگو</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>پاس</translation>
        </message>
        <message>
            <source>passport</source>
            <translation>پاسپورت</translation>
        </message>
        <message>
            <source>people</source>
            <translation>افراد</translation>
        </message>
        <message>
            <source>people tile</source>
            <translation>مهره افراد</translation>
        </message>
        <message>
            <source>point tile</source>
            <translation>مهره امتیاز</translation>
        </message>
        <message>
            <source>point: %2 (%3)</source>
            <translation>امتیاز: %2 (%3)</translation>
        </message>
        <message>
            <source>point: mother and son (%2)</source>
            <translation>امتیاز: مادر و پسر (%2)</translation>
        </message>
        <message>
            <source>points</source>
            <translation>امتیازها</translation>
        </message>
        <message numerus="yes">
            <source>points, %Ln tile(s) (worth %2)</source>
            <translation>
                <numerusform>امتیازها، %Ln مهره (به ارزش %2)</numerusform>
            </translation>
        </message>
        <message>
            <source>random</source>
            <translation>تصادفی</translation>
        </message>
        <message>
            <source>resting</source>
            <translation>در استراحت</translation>
        </message>
        <message>
            <source>selected</source>
            <translation>انتخاب‌شده</translation>
        </message>
        <message>
            <source>seven</source>
            <translation>هفت</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>هفت‌ها</translation>
        </message>
        <message>
            <source>show %2</source>
            <translation>نشان دادن %2</translation>
        </message>
        <message>
            <source>shows a weak hand:
demands a re-deal</source>
            <translation>دست ضعیفی نشان می‌دهد:
دیل مجدد می‌خواهد</translation>
        </message>
        <message>
            <source>shows four sky chiefs</source>
            <translation>چهار رئیس آسمان را نشان می‌دهد</translation>
        </message>
        <message>
            <source>shows the hand:
passport rule %2</source>
            <translation>دستش را نشان می‌دهد:
قاعده پاسپورت %2</translation>
        </message>
        <message>
            <source>sister</source>
            <translation>خواهر</translation>
        </message>
        <message>
            <source>sisters</source>
            <translation>خواهرها</translation>
        </message>
        <message>
            <source>six</source>
            <translation>شش</translation>
        </message>
        <message>
            <source>sky</source>
            <translation>آسمان</translation>
        </message>
        <message>
            <source>sky chief</source>
            <translation>رئیس آسمان</translation>
        </message>
        <message>
            <source>sky chiefs</source>
            <translation>رئیس‌های آسمان</translation>
        </message>
        <message>
            <source>sky minister</source>
            <translation>وزیر آسمان</translation>
        </message>
        <message>
            <source>sky ministers</source>
            <translation>وزیرهای آسمان</translation>
        </message>
        <message>
            <source>son</source>
            <translation>پسر</translation>
        </message>
        <message>
            <source>son looking for mother</source>
            <translation>پسر در جستجوی مادر</translation>
        </message>
        <message>
            <source>sons</source>
            <translation>پسرها</translation>
        </message>
        <message>
            <source>stallion (%2)</source>
            <translation>اسب نر (%2)</translation>
        </message>
        <message>
            <source>straights, the loser pays one chip</source>
            <translation>ردیف‌ها، بازنده یک چیپ می‌پردازد</translation>
        </message>
        <message>
            <source>takes mother and son</source>
            <translation>مادر و پسر را می‌گیرد</translation>
        </message>
        <message>
            <source>the complete horse</source>
            <translation>اسب کامل</translation>
        </message>
        <message>
            <source>the double mare</source>
            <translation>مادیان دوبل</translation>
        </message>
        <message>
            <source>the double stallion</source>
            <translation>اسب نر دوبل</translation>
        </message>
        <message>
            <source>the mare</source>
            <translation>مادیان</translation>
        </message>
        <message>
            <source>the stallion</source>
            <translation>اسب نر</translation>
        </message>
        <message>
            <source>the supreme pair</source>
            <translation>جفت برتر</translation>
        </message>
        <message>
            <source>thinking</source>
            <translation>در حال فکر</translation>
        </message>
        <message>
            <source>three</source>
            <translation>سه</translation>
        </message>
        <message>
            <source>three players</source>
            <translation>سه بازیکن</translation>
        </message>
        <message>
            <source>throws the dice:
a tile is given back</source>
            <translation>تاس می‌اندازد:
یک مهره پس داده می‌شود</translation>
        </message>
        <message>
            <source>tile face down</source>
            <translation>مهره رو به پایین</translation>
        </message>
        <message>
            <source>to play</source>
            <translation>نوبت بازی</translation>
        </message>
        <message>
            <source>tuned</source>
            <translation>تنظیم‌شده</translation>
        </message>
        <message>
            <source>two pairs</source>
            <translation>دو جفت</translation>
        </message>
        <message>
            <source>winning</source>
            <translation>برنده فعلی</translation>
        </message>
        <message>
            <source>wins</source>
            <translation>برنده</translation>
        </message>
        <message>
            <source>you</source>
            <translation>شما</translation>
        </message>
        <message>
            <source>your turn</source>
            <translation>نوبت شما</translation>
        </message>
        <message>
            <source>×%2, full house: all 24 tiles</source>
            <translation>×%2، برد کامل: هر ۲۴ مهره</translation>
        </message>
        <message>
            <source>×%2, nobody else took a trick</source>
            <translation>×%2، هیچ‌کس دیگر تریکی نبرد</translation>
        </message>
        <message>
            <source>×%2, pierced: 18 tiles</source>
            <translation>×%2، شکافته: ۱۸ مهره</translation>
        </message>
        <message>
            <source>×%2, the banker</source>
            <translation>×%2، بانکدار</translation>
        </message>
        <message>
            <source>×%2, the banker's winning streak</source>
            <translation>×%2، بردهای پیاپی بانکدار</translation>
        </message>
    </context>
    <context>
        <name>dialog</name>
        <message>
            <source>Game:</source>
            <translation>بازی:</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>Bagchen — example deals</source>
            <translation>باگچن — دیل‌های نمونه</translation>
        </message>
    </context>
</TS>
