# Egy játszma nyilvános sorai, a szerver nyelvén: hogyan nevezzük a játékosokat, hogyan kezdődik
# egy játszma, mit tett egy lépés, ki következik, hogyan ért véget, emlékeztetők, kihívások és gombjaik.
# $player, $first, $second, $opponent, $challenger játékosokat nevez meg, ahogy az adapter teszi
# (említés, „1. játékos”, „a gép (nehéz)”); $turn egy lépés jelöléssel; $board a gyűrűk száma;
# $game egy játszma száma; $when egy időpont, amelyet a Discord az olvasó nyelvén mutat.
# A markdown (**félkövér**) és az említések maradnak, ahogy vannak.

seat-player = { $number }. játékos
seat-bot = a gép ({ $level })
level-random = véletlen
level-easy = könnyű
level-medium = közepes
level-hard = nehéz
level-master = mester
game-type-standard = normál
game-type-blitz = villám

# Egy játszma feltételei, list-separator-ral összefűzve: „37 gyűrű, villám, 3 nap lépésenként, értékelt”.
list-separator = {", "}
full-stop = .
# Between two sentences of one message (none in Japanese).
sentence-gap = {" "}
game-board = { $board } gyűrű
time-none = nincs időkorlát
time-days = { $days } nap lépésenként
time-hours = { $hours } óra lépésenként
game-rated = értékelt
game-casual = barátságos
turns-played = { $turns } lépés

# Ütött golyók színenként, jelzőként („két szürke és egy fekete”): a „golyó” szót az őket használó
# üzenet teszi utánuk, a megfelelő raggal; marbles-and az utolsó kettőt fűzi össze, list-separator
# a többit.
marbles-white = { $count ->
    [1] egy fehér
    [2] két fehér
    [3] három fehér
    [4] négy fehér
    [5] öt fehér
    [6] hat fehér
    [7] hét fehér
    [8] nyolc fehér
    [9] kilenc fehér
    [10] tíz fehér
   *[other] { $count } fehér
}
marbles-grey = { $count ->
    [1] egy szürke
    [2] két szürke
    [3] három szürke
    [4] négy szürke
    [5] öt szürke
    [6] hat szürke
    [7] hét szürke
    [8] nyolc szürke
    [9] kilenc szürke
    [10] tíz szürke
   *[other] { $count } szürke
}
marbles-black = { $count ->
    [1] egy fekete
    [2] két fekete
    [3] három fekete
    [4] négy fekete
    [5] öt fekete
    [6] hat fekete
    [7] hét fekete
    [8] nyolc fekete
    [9] kilenc fekete
    [10] tíz fekete
   *[other] { $count } fekete
}
marbles-and = { $left } és { $right }

# Mi történt ($terms: a játszma fenti feltételei, összefűzve).
event-started = Kezdődik egy ZÈRTZ-játszma: { $terms }. { $first } kezd, { $second } másodikként lép.
event-played = { $player } lépett: { $turn }.
event-played-capturing = { $player } lépett: { $turn }, és { $marbles } golyót szerzett.
event-resigned = { $player } feladta a játszmát.
event-draw-offered = { $player } döntetlent ajánl. { $opponent }, elfogadod?
event-draw-agreed = A játékosok döntetlenben egyeztek meg.
event-draw-declined = { $player } elutasította a döntetlent.
event-ended-by-moderator = Egy moderátor lezárta ezt a játszmát.
event-timed-out = { $player } kifutott az időből.
event-imported = Elemző játszma (#{ $game }, nem értékelt): { $terms }, { $turns } importált lépés után; { $against }. Tippek és visszavétel kérhetők.
event-imported-alone = mindkét oldalt te játszod
event-imported-against = { $player } ellen folytatod
event-takeback-requested = { $player } vissza szeretné venni az utolsó lépését. { $opponent }, megengeded?
event-taken-back = Visszavéve: { $turns }.
event-takeback-declined = { $player } elutasította a visszavételt.

# Ki következik, vagy hogyan ért véget ($result: 1-0, 0-1, 1/2-1/2).
status-to-move = { $player } következik
status-capture = az ütés kötelező
status-deadline = az idő { $when } lejár
status-won = **{ $player } nyert** ({ $reason }) — { $result }.
status-draw = **Döntetlen** ({ $reason }).
status-not-ended = még nem ért véget
board-line = A(z) #{ $game } játszma { $turns } után.

# Az óra értesítései.
notice-reminder = { $player }, emlékeztető: te következel a(z) #{ $game } játszmában ({ $board } gyűrű, { $turns } után).
notice-deadline = Az időd { $when } lejár.
notice-timeout = { $player } kifutott az időből a(z) #{ $game } játszmában.

# Kihívások és gombjaik.
challenge-line = { $opponent }, { $challenger } kihív egy ZÈRTZ-játszmára: { $terms }; { $starter }. A kihívás { $when } lejár.
challenge-starter-random = a kezdőt sorsolás dönti el
challenge-starter-challenger = a kihívó kezd
challenge-starter-opponent = te kezdesz
challenge-declined = { $opponent } elutasította { $challenger } kihívását.
challenge-withdrawn = { $challenger } visszavonta a kihívását.
challenge-accepted-thread = { $opponent } elfogadta { $challenger } kihívását; a játszma itt folyik: { $thread }.
challenge-accepted-here = { $opponent } elfogadta { $challenger } kihívását; a játszma alább folyik.
challenge-thread-name = ZÈRTZ · { $board } gyűrű, { $type } · { $number }. kihívás
button-accept = Elfogadom
button-decline = Elutasítom
button-withdraw = Visszavonom
button-accept-draw = Elfogadom a döntetlent
button-accept-takeback = Engedem a visszavételt
button-rematch = Visszavágó
