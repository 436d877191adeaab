# Ratings, profielen, tips en analyses. $player en $opponent noemen spelers; $rating is een rating
# zoals getoond ("1623", "1500?" zolang hij voorlopig is); $record een score uit record-line; $date
# een datum die Discord in het formaat van de lezer toont; $turn, $better en $line zetten in notatie.

record-line = { $wins }W { $draws }R { $losses }V
leaderboard-empty = Nog geen partijen met rating op deze server. Daag iemand uit met `/zertz uitdagen`: partijen tussen mensen tellen mee, tenzij je `rating: False` kiest.
leaderboard-title = **ZÈRTZ-ranglijst** (Glicko-2; `?` = voorlopig)
leaderboard-row = { $rank }. { $player } — **{ $rating }** ±{ $deviation } · { $record }
profile-title = **Profiel van { $player }**
profile-rating = Rating **{ $rating }** ±{ $deviation } (#{ $rank } op deze server) · { $record } in { $games ->
    [one] { $games } partij met rating
   *[other] { $games } partijen met rating
}
profile-no-rating = Nog geen partijen met rating.
profile-head-to-head = Tegen jou: { $record }
profile-no-games = Nog geen afgelopen partijen op deze server.
profile-latest = Laatste partijen:
profile-game-won = • Partij #{ $game }: gewonnen van { $opponent } — { $reason }{ $change }, { $date }
profile-game-lost = • Partij #{ $game }: verloren van { $opponent } — { $reason }{ $change }, { $date }
profile-game-drew = • Partij #{ $game }: remise tegen { $opponent } — { $reason }{ $change }, { $date }
profile-game-ended = afgelopen
profile-puzzles-none = Puzzels: nog geen opgelost (`/zertz puzzel`).
profile-puzzles = Puzzels: { $solved } van { $tried } opgelost ({ $first } in één keer) · reeks { $streak } (beste { $best })
profile-puzzles-daily = { $puzzles } · puzzel van de dag: { $days ->
    [one] { $days } dag op rij
   *[other] { $days } dagen op rij
}

# Een tip: de zet, waarom, wie beter staat, de verwachte voortzetting.
hint-line = Tip: **{ $turn }** — { $reason }. { $standing }. (Verwachte voortzetting: { $line })
standing-forced-win = { $player } heeft een gedwongen winst
standing-even = de stelling is ongeveer gelijk
standing-slightly-better = { $player } staat iets beter
standing-better = { $player } staat beter
standing-winning = { $player } staat gewonnen
# Waarom een zet goed is, afgelezen uit de verwachte voortzetting: de stappen verbonden met reason-then.
reason-compulsory = moet { $marbles } slaan
reason-takes = slaat { $marbles }
reason-cuts-off = snijdt { $marbles } af
reason-passes = past (geen knikker om te plaatsen)
reason-forces = dwingt { $captures ->
    [one] een slagzet
    [2] twee slagzetten
    [3] drie slagzetten
   *[other] { $captures } slagzetten
} af
reason-and-forces = { $what } en dwingt { $captures ->
    [one] een slagzet
    [2] twee slagzetten
    [3] drie slagzetten
   *[other] { $captures } slagzetten
} af
reason-then = { $first }, daarna { $next }
reason-wins-at-once = wint meteen
reason-and-wins = { $what } en wint
reason-quiet-win = een rustige zet die tot een gedwongen winst leidt
reason-holds-out = elke zet verliest; deze houdt het het langst vol
reason-and-holds-out = { $what } (elke zet verliest; deze houdt het het langst vol)
reason-best-capture = de beste van de verplichte slagzetten
reason-quiet = een rustige plaatsing die niets weggeeft

# Een evaluatie vanuit speler 1: "+1.25", "1 wint in 3" (een gedwongen winst, in zetten).
evaluation-wins-in = { $player } wint in { $turns }

# De analyse van een partij.
review-heading = **Analyse van partij #{ $game }** — { $first } tegen { $second }, { $turns ->
    [one] { $turns } zet
   *[other] { $turns } zetten
}, { $state }.
review-going-on = nog bezig
review-accuracy = Nauwkeurigheid: { $first } **{ $one }** · { $second } **{ $two }**
review-no-mistakes = Geen fouten: geen enkele zet gaf 10 punten winstkans of meer weg.
review-biggest = Grootste fouten:
review-mistake = • Zet { $number }, { $player }: **{ $turn }** ({ $mark }: geeft { $points } punten winstkans weg) — beter was **{ $better }**: { $reason }.
mark-inaccuracy = onnauwkeurigheid
mark-mistake = fout
mark-blunder = blunder
mark-slip = een misser
review-graph = De grafiek is bijgevoegd.
review-graph-one = De grafiek is bijgevoegd, met de stelling vóór zet { $turn }.
review-graph-many = De grafiek is bijgevoegd, met de stellingen vóór de zetten { $turns } en { $last }.
review-progress = Partij #{ $game } wordt geanalyseerd: { $done } van { $total } stellingen doorzocht…
review-engine = engine
