# Értékszámok, profilok, tippek és elemzések. $player és $opponent játékosokat nevez meg; $rating egy
# értékszám, ahogy megjelenik („1623”, ideiglenesen „1500?”); $record egy eredménysor a record-line
# szerint; $date egy dátum, amelyet a Discord az olvasó formátumában mutat; $turn, $better és $line
# lépések jelöléssel. ($marbles a game.ftl marbles-* jelzői: a „golyó” szót itt tesszük utánuk.)

record-line = { $wins }Gy { $draws }D { $losses }V
leaderboard-empty = Ezen a szerveren még nincs értékelt játszma. Hívj ki valakit a `/zertz kihívás` paranccsal: az emberek közti játszmák beszámítanak, hacsak nem választod az `értékelt: False` beállítást.
leaderboard-title = **ZÈRTZ-ranglista** (Glicko-2; `?` = ideiglenes)
leaderboard-row = { $rank }. { $player } — **{ $rating }** ±{ $deviation } · { $record }
profile-title = **{ $player } profilja**
profile-rating = Értékszám: **{ $rating }** ±{ $deviation } ({ $rank }. hely ezen a szerveren) · { $record } { $games } értékelt játszmában
profile-no-rating = Még nincs értékelt játszma.
profile-head-to-head = Ellened: { $record }
profile-no-games = Ezen a szerveren még nincs befejezett játszma.
profile-latest = Legutóbbi játszmák:
profile-game-won = • #{ $game } játszma: győzelem { $opponent } ellen — { $reason }{ $change }, { $date }
profile-game-lost = • #{ $game } játszma: vereség { $opponent } ellen — { $reason }{ $change }, { $date }
profile-game-drew = • #{ $game } játszma: döntetlen { $opponent } ellen — { $reason }{ $change }, { $date }
profile-game-ended = véget ért
profile-puzzles-none = Feladványok: még egy sincs megoldva (`/zertz feladvány`).
profile-puzzles = Feladványok: { $tried } közül { $solved } megoldva ({ $first } elsőre) · sorozat: { $streak } (legjobb: { $best })
profile-puzzles-daily = { $puzzles } · napi feladvány: zsinórban { $days } nap

# Egy tipp: a lépés, miért jó, ki áll jobban, a várható folytatás.
hint-line = Tipp: **{ $turn }** — { $reason }. { $standing }. (Várható folytatás: { $line })
standing-forced-win = { $player } kikényszerítheti a győzelmet
standing-even = az állás nagyjából kiegyenlített
standing-slightly-better = { $player } kicsit jobban áll
standing-better = { $player } jobban áll
standing-winning = { $player } nyerésre áll
# Miért jó egy lépés, a várható folytatásból kiolvasva: a lépéseit reason-then fűzi össze.
reason-compulsory = { $marbles } golyó ütése kötelező
reason-takes = { $marbles } golyót üt
reason-cuts-off = { $marbles } golyót leválaszt
reason-passes = passzol (nincs lerakható golyó)
reason-forces = { $captures ->
    [one] egy ütést
    [2] két ütést
    [3] három ütést
   *[other] { $captures } ütést
} kényszerít ki
reason-and-forces = { $what }, és { $captures ->
    [one] egy ütést
    [2] két ütést
    [3] három ütést
   *[other] { $captures } ütést
} kényszerít ki
reason-then = { $first }, majd { $next }
reason-wins-at-once = azonnal nyer
reason-and-wins = { $what }, és nyer
reason-quiet-win = csendes lépés, amely kikényszerített győzelemhez vezet
reason-holds-out = minden lépés veszít; ez tart ki a legtovább
reason-and-holds-out = { $what } (minden lépés veszít; ez tart ki a legtovább)
reason-best-capture = a kötelező ütések közül a legjobb
reason-quiet = csendes lerakás, amely semmit sem ad az ellenfélnek

# Értékelés az 1. játékos szemszögéből: „+1.25”, „1 nyer 3 lépésből” (kikényszerített győzelem, lépésekben).
evaluation-wins-in = { $player } nyer { $turns } lépésből

# Egy játszma elemzése.
review-heading = **A(z) #{ $game } játszma elemzése** — { $first } – { $second }, { $turns } lépés, { $state }.
review-going-on = folyamatban
review-accuracy = Pontosság: { $first } **{ $one }** · { $second } **{ $two }**
review-no-mistakes = Nincs hiba: egyik lépés sem vesztett 10 pontnyi vagy több nyerési esélyt.
review-biggest = A legnagyobb hibák:
review-mistake = • { $number }. lépés, { $player }: **{ $turn }** ({ $mark }: { $points } pontnyi nyerési esélyt veszít) — jobb lett volna **{ $better }**: { $reason }.
mark-inaccuracy = pontatlanság
mark-mistake = hiba
mark-blunder = baklövés
mark-slip = megingás
review-graph = A grafikont csatoltam.
review-graph-one = A grafikont csatoltam, a(z) { $turn }. lépés előtti állással együtt.
review-graph-many = A grafikont csatoltam, a(z) { $turns } és { $last } számú lépés előtti állásokkal együtt.
review-progress = A(z) #{ $game } játszma elemzése: { $done }/{ $total } állás átnézve…
review-engine = motor
