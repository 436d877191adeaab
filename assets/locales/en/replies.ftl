# Answers to commands that only the one who asked sees (and a few public ones: the board, a
# replay, the daily puzzle's channel). Command names are written as in this language.

games-none = You have no game in progress. Start one with `/zertz challenge` or `/zertz bot`.
games-row = • Game #{ $game } in { $channel } against { $opponent }: { $board } rings, { $turns } played, { $whose }
games-your-turn = **your turn**
games-their-turn = their turn
games-deadline = { $whose }, time runs out { $when }
record-message = The record of game #{ $game } ({ $turns }). Import it with `/zertz import` to analyse it.
record-too-big = That file is too big for a record (64 KiB at most).
record-download-failed = I could not download that file; try again.
record-nothing-given = Give a record file, or paste a record or a position into `text`.
replay-line = Replay of game #{ $game }: { $turns }. { $status }
labels-on = From now on, the boards where you are to move have each ring's name written inside it (`/zertz settings labels:false` to go back).
labels-off = From now on, your boards are drawn without the rings' names (`/zertz board labels:true` shows them once).
bot-cannot-accept = Bots cannot accept challenges; to play me, use `/zertz bot`.
bot-did-not-take = The bot did not take the challenge.
unknown-level = there is no level { $name }; the levels are { $levels }
moderators-only-end = Only moderators (Manage Messages) can end a game.
moderators-only-puzzle-channel = Only moderators (Manage Messages) can choose the puzzle channel.
puzzle-channel-server-only = The daily puzzle is posted in a server's channel; use this in a server.
puzzle-channel-set = The daily puzzle will be posted in { $channel } each day (UTC); today's comes within a minute.
puzzle-channel-stopped = The daily puzzle is no longer posted on this server.
puzzle-you = You
puzzle-defence = Defence
board-out-of-date = This board is out of date: the game has moved on. Use `/zertz board` to see where it stands.
button-not-mine = This button is not one of mine any more.
internal-failure = Something went wrong on my side; `/zertz board` shows where the game stands.
server-only = `/{ $command }` works in a server channel only; here you can play me with `/zertz bot`.
level-description-random = plays any legal turn, at random
level-description-easy = looks one turn ahead, beatable with a sacrifice
level-description-medium = looks two turns ahead
level-description-hard = searches deep for up to 1.5 s a turn
level-description-master = thinks ten seconds a turn, for slow games
colour-in-pool = { $colour } ({ $count } in the pool)
colour-in-captures = { $colour } ({ $count } of your captures)
not-a-colour = { $word } is not a colour: choose white, grey or black.
