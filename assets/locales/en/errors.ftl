# Refusals: why nothing happened, in words a player can act on. The adapter makes each a
# sentence (a capital, a full stop). $player names a player as the adapter does (a mention,
# "Player 2"); $game is a game's number; $end is an ending from the end-* messages.

error-no-game-here-discord = there is no game in progress here; start one with `/zertz challenge` or `/zertz bot`
error-no-game-here-terminal = there is no game in progress; start one with `new`
error-no-such-game = there is no game #{ $game }
error-channel-busy = a game is already in progress here; finish it first (or play in another channel)
error-not-a-player = you are not playing in this game
error-not-your-turn = it is not your turn: { $player } is to move
error-not-your-turn-wait = it is not your turn; wait for your opponent's turn
error-still-playing = this game is still going on; a rematch can be asked for once it has ended
error-hint-not-your-turn = hints are for the player to move; wait for your turn
error-hint-in-rated-game = hints are off in rated games; import the position with `/zertz import` to analyse it after the game
error-bad-record = that record cannot be imported: { $why }
error-no-server = ratings are kept per server; use this in a server channel
error-bot-to-move = the bot is thinking; wait for its turn
error-illegal-turn = { $why }
error-position-changed = the position changed before your action arrived; look at the new board and try again
error-already-played = { $turn } was already played
error-game-over-discord = this game is over ({ $end }); start a new one with `/zertz challenge`
error-game-over-terminal = this game is over ({ $end }); start a new one with `new`
error-game-just-ended = the game has just ended: { $end }
error-no-such-challenge = that challenge does not exist
error-challenge-closed = that challenge is no longer open (it was { $status ->
    [accepted] accepted
    [declined] declined
    [cancelled] cancelled
    [expired] expired
   *[answered] answered already
})
error-challenge-expired = that challenge has expired; send a new one
error-not-challenged = only the challenged player can answer this challenge
error-not-challenger = only the challenger can cancel this challenge
error-self-challenge = you cannot challenge yourself; challenge a friend or the bot
error-no-draw-offer = there is no draw offer to answer
error-own-draw-offer = you offered this draw; your opponent must answer it
error-own-takeback-request = you asked for this takeback; your opponent must answer it
error-no-takeback-request = there is no takeback request to answer
error-nothing-to-take-back = you have no turn to take back
error-pending-draw-offer = you already have a pending draw offer
error-pending-takeback-request = you already have a pending takeback request
error-bad-cell-name = { $cell } is not a cell name (a column letter and a row number, like d4)
error-corrupt-game = game #{ $game } is damaged and cannot be loaded ({ $why }); other games are not affected
error-bad-setup = { $why }
error-cannot-save = the bot cannot save games right now; nothing was changed
error-on-our-side = something went wrong on our side; please try again
error-review-while-playing = this game is still being played; its review can be asked for once it has ended (a hint is for the player to move, in games that allow hints)
error-no-puzzle = you have no puzzle open; `/zertz puzzle` gives you one
error-no-puzzle-in-game = no puzzle was found in game #{ $game }; a finished game is searched within minutes
error-no-puzzles = there are no puzzles to give right now; please try again later

## How a game ended.
end-goal = goal reached
end-board-used-up = board used up
end-repetition = threefold repetition
end-double-pass = both players passed
end-resignation = { $player } resigned
end-timeout = { $player } ran out of time
end-draw-agreed = draw agreed
end-moderator = ended by a moderator
end-someone = a player
end-won = { $player } won, { $reason }
end-drawn = a draw, { $reason }

## The end of a refusal's sentence.
refusal-end = .

# Why a record cannot be imported (after error-bad-record) or a game set up. $tag is the start
# of a tag as written; $why in record-position, record-conflict and record-bad-start is the
# engine's English detail.
record-too-long = it is longer than { $kib } KiB
record-too-few-turns = it has only { $total } turns, not { $keep }
record-over-after = the game is over after turn { $turn } ({ $outcome }); import fewer turns to analyse a position before the end
record-empty = the record is empty: give the turns (like 1. Wd4-a1 Gd5-g1), a record line (standard 37 Wd4-a1 …) or a position
record-file-too-long = the record is too long ({ $bytes } bytes): a record file may have at most 64 KiB
record-too-many-turns = the record has { $turns } turns: a record file may have at most 1000
record-bad-tag = cannot read the tag { $tag }: { $why } (write tags like [Event "Friday game"])
tag-no-name = it has no name
tag-no-closing-quote = the value has no closing quote
tag-no-bracket = the value must be followed by ]
tag-not-closed = it is never closed with ]
tag-no-value = it has no value
record-tag-after-turns = the tag [{ $key } …] comes after the turns: tags go before the turns, and a record holds one game
record-unclosed-comment = a comment opened with {"{"} is never closed with {"}"}
record-unknown-board = { $board } is not a board: use 37, 40, 43, 44, 48 or 61 rings
record-unknown-type = unknown game type { $word }: use standard or blitz
record-position = { $why }
record-conflict = { $why }: make them agree or leave one out
record-turn = turn { $number } ({ $token }): { $why }
record-bad-start = bad start position: { $why }
setup-blitz-board = blitz is played on 37 rings, not on { $board }
setup-time-range = a time limit is between one hour and 14 days per turn
setup-analysis-rematch = an analysis game has no rematch; import the record again to go on
