# Ratings, profiles, hints and reviews. $player and $opponent name players; $rating is a rating
# as shown ("1623", "1500?" while provisional); $record a record from record-line; $date a date
# Discord shows in the reader's format; $turn, $better and $line turns in notation.

record-line = { $wins }W { $draws }D { $losses }L
leaderboard-empty = No rated games on this server yet. Challenge someone with `/zertz challenge`: games between people count unless you choose `rated: False`.
leaderboard-title = **ZÈRTZ leaderboard** (Glicko-2; `?` = provisional)
leaderboard-row = { $rank }. { $player } — **{ $rating }** ±{ $deviation } · { $record }
profile-title = **Profile of { $player }**
profile-rating = Rating **{ $rating }** ±{ $deviation } (#{ $rank } on this server) · { $record } in { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
profile-no-rating = No rated games yet.
profile-head-to-head = Against you: { $record }
profile-no-games = No finished games on this server yet.
profile-latest = Latest games:
profile-game-won = • Game #{ $game }: won against { $opponent } — { $reason }{ $change }, { $date }
profile-game-lost = • Game #{ $game }: lost against { $opponent } — { $reason }{ $change }, { $date }
profile-game-drew = • Game #{ $game }: drew against { $opponent } — { $reason }{ $change }, { $date }
profile-game-ended = ended
profile-puzzles-none = Puzzles: none solved yet (`/zertz puzzle`).
profile-puzzles = Puzzles: { $solved } solved of { $tried } ({ $first } at the first try) · streak { $streak } (best { $best })
profile-puzzles-daily = { $puzzles } · daily puzzle { $days ->
    [one] { $days } day in a row
   *[other] { $days } days in a row
}

# A hint: the turn, why, who stands better, the expected line.
hint-line = Hint: **{ $turn }** — { $reason }. { $standing }. (Expected line: { $line })
standing-forced-win = { $player } has a forced win
standing-even = the position is about even
standing-slightly-better = { $player } stands slightly better
standing-better = { $player } stands better
standing-winning = { $player } is winning
# Why a turn is good, read off the expected line: its steps joined by reason-then.
reason-compulsory = the capture of { $marbles } is compulsory
reason-takes = takes { $marbles }
reason-cuts-off = cuts off { $marbles }
reason-passes = passes (no marble to place)
reason-forces = forces { $captures ->
    [one] a capture
    [2] two captures
    [3] three captures
    [4] four captures
    [5] five captures
    [6] six captures
    [7] seven captures
    [8] eight captures
    [9] nine captures
    [10] ten captures
   *[other] { $captures } captures
}
reason-and-forces = { $what } and forces { $captures ->
    [one] a capture
    [2] two captures
    [3] three captures
    [4] four captures
    [5] five captures
    [6] six captures
    [7] seven captures
    [8] eight captures
    [9] nine captures
    [10] ten captures
   *[other] { $captures } captures
}
reason-then = { $first }, then { $next }
reason-wins-at-once = wins at once
reason-and-wins = { $what } and wins
reason-quiet-win = a quiet turn that leads to a forced win
reason-holds-out = every turn loses; this one holds out longest
reason-and-holds-out = { $what } (every turn loses; this one holds out longest)
reason-best-capture = the best of the compulsory captures
reason-quiet = a quiet placement that gives nothing away

# An evaluation from player 1's side: "+1.25", "1 wins in 3" (a forced win, in turns).
evaluation-wins-in = { $player } wins in { $turns }

# A game's review.
review-heading = **Review of game #{ $game }** — { $first } against { $second }, { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}, { $state }.
review-going-on = going on
review-accuracy = Accuracy: { $first } **{ $one }** · { $second } **{ $two }**
review-no-mistakes = No mistakes: no turn gave away 10 points of winning chances or more.
review-biggest = Biggest mistakes:
review-mistake = • Turn { $number }, { $player }: **{ $turn }** ({ $mark }: gives away { $points } points of winning chances) — better **{ $better }**: { $reason }.
mark-inaccuracy = inaccuracy
mark-mistake = mistake
mark-blunder = blunder
mark-slip = a slip
review-graph = The graph is attached.
review-graph-one = The graph is attached, with the position before turn { $turn }.
review-graph-many = The graph is attached, with the positions before turns { $turns } and { $last }.
review-progress = Reviewing game #{ $game }: { $done } of { $total } positions searched…
review-engine = engine
