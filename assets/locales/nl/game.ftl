# De openbare regels van een partij, in de taal van de server: hoe spelers heten, hoe een partij
# begint, wat elke zet deed, wie aan zet is, hoe ze afliep, herinneringen, uitdagingen en hun knoppen.
# $player, $first, $second, $opponent, $challenger noemen spelers zoals de adapter dat doet (een
# vermelding, "Speler 1", "de bot (moeilijk)"); $turn is een zet in notatie; $board een aantal
# ringen; $game het nummer van een partij; $when een tijdstip dat Discord in de woorden van de
# lezer toont. Markdown (**vet**) en vermeldingen blijven zoals ze zijn.

seat-player = Speler { $number }
seat-bot = de bot ({ $level })
level-random = willekeurig
level-easy = makkelijk
level-medium = gemiddeld
level-hard = moeilijk
level-master = meester
game-type-standard = standaard
game-type-blitz = blitz

# De voorwaarden van een partij, verbonden met list-separator: "37 ringen, blitz, 3 dagen per zet, met rating".
list-separator = {", "}
full-stop = .
# Between two sentences of one message (none in Japanese).
sentence-gap = {" "}
game-board = { $board } ringen
time-none = geen tijdslimiet
time-days = { $days ->
    [one] { $days } dag per zet
   *[other] { $days } dagen per zet
}
time-hours = { $hours ->
    [one] { $hours } uur per zet
   *[other] { $hours } uur per zet
}
game-rated = met rating
game-casual = vriendschappelijk
turns-played = { $turns ->
    [one] { $turns } zet
   *[other] { $turns } zetten
}

# Geslagen knikkers, per kleur ("twee grijze en een zwarte"); marbles-and verbindt de laatste
# twee, list-separator de andere.
marbles-white = { $count ->
    [1] een witte
    [2] twee witte
    [3] drie witte
    [4] vier witte
    [5] vijf witte
    [6] zes witte
    [7] zeven witte
    [8] acht witte
    [9] negen witte
    [10] tien witte
   *[other] { $count } witte
}
marbles-grey = { $count ->
    [1] een grijze
    [2] twee grijze
    [3] drie grijze
    [4] vier grijze
    [5] vijf grijze
    [6] zes grijze
    [7] zeven grijze
    [8] acht grijze
    [9] negen grijze
    [10] tien grijze
   *[other] { $count } grijze
}
marbles-black = { $count ->
    [1] een zwarte
    [2] twee zwarte
    [3] drie zwarte
    [4] vier zwarte
    [5] vijf zwarte
    [6] zes zwarte
    [7] zeven zwarte
    [8] acht zwarte
    [9] negen zwarte
    [10] tien zwarte
   *[other] { $count } zwarte
}
marbles-and = { $left } en { $right }

# Wat er gebeurde ($terms: de voorwaarden van de partij van hierboven, verbonden).
event-started = Een partij ZÈRTZ begint: { $terms }. { $first } begint, { $second } speelt als tweede.
event-played = { $player } speelde { $turn }.
event-played-capturing = { $player } speelde { $turn } en sloeg { $marbles }.
event-resigned = { $player } gaf op.
event-draw-offered = { $player } biedt remise aan. { $opponent }, neem je die aan?
event-draw-agreed = De spelers kwamen remise overeen.
event-draw-declined = { $player } wees de remise af.
event-ended-by-moderator = Een moderator heeft deze partij beëindigd.
event-timed-out = { $player } is door de tijd gegaan.
event-imported = Analysepartij #{ $game } (zonder rating): { $terms }, na { $turns ->
    [one] { $turns } geïmporteerde zet
   *[other] { $turns } geïmporteerde zetten
}; { $against }. Tips en terugnemen zijn toegestaan.
event-imported-alone = je speelt beide kanten
event-imported-against = je speelt verder tegen { $player }
event-takeback-requested = { $player } vraagt om de laatste zet terug te nemen. { $opponent }, sta je dat toe?
event-taken-back = Teruggenomen: { $turns }.
event-takeback-declined = { $player } wees het terugnemen af.

# Wie aan zet is, of hoe de partij afliep ($result: 1-0, 0-1, 1/2-1/2).
status-to-move = { $player } is aan zet
status-capture = slaan is verplicht
status-deadline = de tijd loopt af { $when }
status-won = **{ $player } wint** ({ $reason }) — { $result }.
status-draw = **Remise** ({ $reason }).
status-not-ended = ze is nog niet afgelopen
board-line = Partij #{ $game } na { $turns }.

# Berichten van de klok.
notice-reminder = { $player }, een herinnering: je bent aan zet in partij #{ $game } ({ $board } ringen, { $turns } gespeeld).
notice-deadline = Je tijd loopt af { $when }.
notice-timeout = { $player } is door de tijd gegaan in partij #{ $game }.

# Uitdagingen en hun knoppen.
challenge-line = { $opponent }, { $challenger } daagt je uit voor een partij ZÈRTZ: { $terms }; { $starter }. De uitdaging verloopt { $when }.
challenge-starter-random = wie begint, wordt geloot
challenge-starter-challenger = de uitdager begint
challenge-starter-opponent = jij begint
challenge-declined = { $opponent } wees de uitdaging van { $challenger } af.
challenge-withdrawn = { $challenger } trok de uitdaging in.
challenge-accepted-thread = { $opponent } nam de uitdaging van { $challenger } aan: de partij wordt gespeeld in { $thread }.
challenge-accepted-here = { $opponent } nam de uitdaging van { $challenger } aan: de partij wordt hieronder gespeeld.
challenge-thread-name = ZÈRTZ · { $board } ringen { $type } · uitdaging { $number }
button-accept = Aannemen
button-decline = Afwijzen
button-withdraw = Intrekken
button-accept-draw = Remise aannemen
button-accept-takeback = Terugnemen toestaan
button-rematch = Revanche
