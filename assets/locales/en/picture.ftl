# The words drawn on the board picture and the review's graph: short, they sit in small boxes.

picture-to-move = to move
picture-wins-tag = ★ wins
picture-draw-tag = draw
picture-goal-white = { $count } white
picture-goal-grey = { $count } grey
picture-goal-black = { $count } black
picture-goal-each = { $count } of each
picture-pool-empty = empty: play from captures
picture-turn = Turn { $number }
picture-pass = pass
picture-wins = { $player } wins
picture-draw = Draw
picture-rings = { $board } rings
picture-winning-chances = winning chances
