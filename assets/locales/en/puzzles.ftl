# Puzzles: what a puzzle asks, what a turn in it came to, the daily post.
# $turns, $count, $streak, $best, $solved, $number and $game are numbers; the rest is text.

difficulty-easy = easy
difficulty-medium = medium
difficulty-hard = hard
puzzle-name = Puzzle #{ $number }
puzzle-name-game = Puzzle from game #{ $game }
puzzle-name-daily = Daily puzzle
puzzle-heading = { $name } ({ $difficulty })
puzzle-daily-heading = { $name } of { $date } — #{ $number } ({ $difficulty })
puzzle-you-are = { $heading } — you are player { $player }, to move.
puzzle-you-are-blitz = { $heading } — you are player { $player }, to move · blitz goals.
puzzle-solved = Solved ✓ — { $line }.
puzzle-after = After { $line }:
puzzle-win-in = win in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
puzzle-wrong-so-far = Wrong tries so far: { $count }.
puzzle-wins = { $turn } wins — { $heading } solved!
puzzle-wins-first-try = { $turn } wins — { $heading } solved at the first try!
puzzle-streak = Streak { $streak } (best { $best }), { $solved } solved in all.
puzzle-defended = { $turn } — right. The bot defends with { $reply }.
puzzle-refuted = { $turn } does not win: { $why }. Try again from the same position (wrong tries: { $count }).
puzzle-refuted-at-once = it does not win at once
puzzle-refuted-by = after { $reply } no win is left within { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
puzzle-refuted-no-force = it does not force a win within { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
puzzle-answer-discord = Answer with `/zertz solve`.
puzzle-another-discord = `/zertz puzzle new:true` gives another.
puzzle-answer-terminal = Answer with `solve <turn>`.
puzzle-another-terminal = Type `puzzle new` for another.
daily-post = { $heading }: player { $player } to move and win in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}. Press **{ $button }** or use `/zertz puzzle daily:true`; only you see your answers.
daily-button = Solve it
daily-earlier = That post is of an earlier day; here is today's puzzle.
