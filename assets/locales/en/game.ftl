# A game's public lines, in the server's language: how players are named, how a game begins,
# what each turn did, whose turn it is, how it ended, reminders, challenges and their buttons.
# $player, $first, $second, $opponent, $challenger name players as the adapter does (a mention,
# "Player 1", "the bot (hard)"); $turn is a turn in notation; $board is a number of rings;
# $game a game's number; $when a time Discord shows in the reader's own words.
# Markdown (**bold**) and mentions stay as they are.

seat-player = Player { $number }
seat-bot = the bot ({ $level })
level-random = random
level-easy = easy
level-medium = medium
level-hard = hard
level-master = master
game-type-standard = standard
game-type-blitz = blitz

# The terms of a game, joined by list-separator: "37 rings, blitz, 3 days per turn, rated".
list-separator = {", "}
full-stop = .
# Between two sentences of one message (none in Japanese).
sentence-gap = {" "}
game-board = { $board } rings
time-none = no time limit
time-days = { $days ->
    [one] { $days } day per turn
   *[other] { $days } days per turn
}
time-hours = { $hours ->
    [one] { $hours } hour per turn
   *[other] { $hours } hours per turn
}
game-rated = rated
game-casual = casual
turns-played = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}

# Marbles taken, by colour ("two greys and a black"); marbles-and joins the last two,
# list-separator the others.
marbles-white = { $count ->
    [1] a white
    [2] two whites
    [3] three whites
    [4] four whites
    [5] five whites
    [6] six whites
    [7] seven whites
    [8] eight whites
    [9] nine whites
    [10] ten whites
   *[other] { $count } whites
}
marbles-grey = { $count ->
    [1] a grey
    [2] two greys
    [3] three greys
    [4] four greys
    [5] five greys
    [6] six greys
    [7] seven greys
    [8] eight greys
    [9] nine greys
    [10] ten greys
   *[other] { $count } greys
}
marbles-black = { $count ->
    [1] a black
    [2] two blacks
    [3] three blacks
    [4] four blacks
    [5] five blacks
    [6] six blacks
    [7] seven blacks
    [8] eight blacks
    [9] nine blacks
    [10] ten blacks
   *[other] { $count } blacks
}
marbles-and = { $left } and { $right }

# What happened ($terms: the game's terms from above, joined).
event-started = A game of ZÈRTZ begins: { $terms }. { $first } moves first, { $second } second.
event-played = { $player } played { $turn }.
event-played-capturing = { $player } played { $turn }, capturing { $marbles }.
event-resigned = { $player } resigned.
event-draw-offered = { $player } offers a draw. { $opponent }, do you accept?
event-draw-agreed = The players agreed a draw.
event-draw-declined = { $player } declined the draw.
event-ended-by-moderator = A moderator ended this game.
event-timed-out = { $player } ran out of time.
event-imported = Analysis game #{ $game } (unrated): { $terms }, after { $turns ->
    [one] { $turns } imported turn
   *[other] { $turns } imported turns
}; { $against }. Hints and takebacks are at hand.
event-imported-alone = you play both sides
event-imported-against = you play on against { $player }
event-takeback-requested = { $player } asks to take back their last turn. { $opponent }, do you allow it?
event-taken-back = Taken back: { $turns }.
event-takeback-declined = { $player } declined the takeback.

# Whose turn it is, or how it ended ($result: 1-0, 0-1, 1/2-1/2).
status-to-move = { $player } to move
status-capture = a capture is compulsory
status-deadline = time runs out { $when }
status-won = **{ $player } wins** ({ $reason }) — { $result }.
status-draw = **Draw** ({ $reason }).
status-not-ended = it has not ended
board-line = Game #{ $game } after { $turns }.

# Notices the clock posts.
notice-reminder = { $player }, a reminder: it is your turn in game #{ $game } ({ $board } rings, { $turns } played).
notice-deadline = Your time runs out { $when }.
notice-timeout = { $player } ran out of time in game #{ $game }.

# Challenges and their buttons.
challenge-line = { $opponent }, { $challenger } challenges you to a game of ZÈRTZ: { $terms }; { $starter }. The challenge expires { $when }.
challenge-starter-random = who starts is drawn by lot
challenge-starter-challenger = the challenger starts
challenge-starter-opponent = you start
challenge-declined = { $opponent } declined the challenge of { $challenger }.
challenge-withdrawn = { $challenger } withdrew the challenge.
challenge-accepted-thread = { $opponent } accepted the challenge of { $challenger }: the game is on in { $thread }.
challenge-accepted-here = { $opponent } accepted the challenge of { $challenger }: the game is on below.
challenge-thread-name = ZÈRTZ · { $board } rings { $type } · challenge { $number }
button-accept = Accept
button-decline = Decline
button-withdraw = Withdraw
button-accept-draw = Accept draw
button-accept-takeback = Accept takeback
button-rematch = Rematch
