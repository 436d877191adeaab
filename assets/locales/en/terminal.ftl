# The terminal game: what it prints. Its commands stay in English (`new`, `hint`, `board`…).

term-error = error: { $why }
term-line-too-long = that line is longer than { $max } bytes; nothing was done
term-not-text = that line is not text (it is not valid UTF-8); nothing was done
term-resuming = Resuming game #{ $game } ({ $terms }), { $turns } played.
term-new-game = New game #{ $game }: { $terms }.
term-changed = The game changed in another window: { $what }.
term-change-began = game #{ $game } began
term-change-taken-back = taken back: { $turns }
term-change-played = { $player } played { $turn }
term-change-draw-offered = { $player } offers a draw
term-change-takeback = { $player } asks to take back
term-change-ended = the game ended: { $end }
term-change-answered = an offer was answered
term-game-over = Game over: { $result } ({ $reason }). Type `new` for another game.
term-wins = { $player } wins
term-draw = draw
term-to-move = { $player } to move
term-draw-offered = a draw is offered (draw accept / draw decline)
term-takeback-asked = a takeback is asked (takeback accept / takeback decline)
term-reviewing = Reviewing game #{ $game } ({ $positions } positions, a moment each)…
term-accuracy = { $player }: accuracy { $accuracy }
term-better = Turn { $number }: better { $better } — { $reason }.
term-legal = { $count ->
    [one] { $count } legal turn:
   *[other] { $count } legal turns:
}
term-thinking = thinking…
term-hint = hint: { $turn } — { $reason }; { $standing }. (line: { $line })
term-new-unknown = `new` does not know { $word } (see help)
term-still-going-on = game #{ $game } is still going on; finish it (or resign) first
term-usage-puzzle = puzzle [easy | medium | hard | new]
term-usage-solve = solve <turn>, e.g. solve Wd4-a1
term-usage-as = `as` takes 1 or 2, not { $word }
term-usage-answer = { $command } takes { $ask }, accept or decline, not { $word }
term-usage-place = usage: place <colour W/G/B> <cell> [<ring to remove>], e.g. place W d4 a1
term-not-a-colour = { $word } is not a colour (W, G or B); { $usage }
term-help =
    Commands (one per line; the player to move acts unless you start with `as 1` or `as 2`):
      <turn>                      a turn in notation: Wd4-a1, e5xc5xa3, pass
      place <colour> <cell> [<ring>]   e.g. place W d4 a1
      jump <cell> <cell> ...      e.g. jump e5 c5 a3
      move <turn>                 the same as typing the turn
      board                       show the board again
      legal                       list every legal turn
      hint [deep]                 suggest a turn (deep: think ten seconds)
      resign                      give up the game
      draw [offer|accept|decline] offer a draw, or answer one
      takeback [request|accept|decline]   take back your last turn (the opponent must agree)
      record                      the game record
      review                      judge every turn of the game (once it has ended, or against
                                  the bot): marks, accuracy, the biggest mistakes explained
      puzzle [easy|medium|hard|new]   your open puzzle, or a new one: to move and win
      solve <turn>                a turn in your puzzle (the bot defends)
      new [37|40|43|44|48|61] [standard|blitz] [human|bot] [first|second|random]
                                  start a new game once this one is over
      rules                       the whole rules of the game
      help                        this list
      quit                        leave (the game is saved; run again to continue)

# The position as text (the terminal's board).
text-heading = { $board } rings, { $type } game
text-pool = pool:
text-captured = { $player } captured:
text-to-move = to move: player { $number }
text-to-move-capture = to move: player { $number } (a capture is compulsory)
text-position = position: { $position }
