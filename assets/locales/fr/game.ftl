# Les messages publics d'une partie, dans la langue du serveur : comment les joueurs sont nommés,
# comment une partie commence, ce que fait chaque coup, à qui de jouer, comment elle finit,
# rappels, défis et leurs boutons.
# $player, $first, $second, $opponent, $challenger nomment des joueurs comme l'adaptateur le fait
# (une mention, « Joueur 1 », « le bot (difficile) ») ; $turn est un coup en notation ; $board un
# nombre d'anneaux ; $game le numéro d'une partie ; $when un moment que Discord affiche dans les
# mots du lecteur. Le markdown (**gras**) et les mentions restent tels quels.

seat-player = Joueur { $number }
seat-bot = le bot ({ $level })
level-random = aléatoire
level-easy = facile
level-medium = moyen
level-hard = difficile
level-master = maître
game-type-standard = standard
game-type-blitz = blitz

# Les conditions d'une partie, jointes par list-separator : « 37 anneaux, blitz, 3 jours par coup, classée ».
list-separator = {", "}
full-stop = .
# Between two sentences of one message (none in Japanese).
sentence-gap = {" "}
game-board = { $board } anneaux
time-none = sans limite de temps
time-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
time-hours = { $hours ->
    [one] { $hours } heure par coup
   *[other] { $hours } heures par coup
}
game-rated = classée
game-casual = amicale
turns-played = { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
}

# Billes prises, par couleur (« deux grises et une noire ») ; marbles-and joint les deux
# dernières, list-separator les autres.
marbles-white = { $count ->
    [1] une blanche
    [2] deux blanches
    [3] trois blanches
    [4] quatre blanches
    [5] cinq blanches
    [6] six blanches
    [7] sept blanches
    [8] huit blanches
    [9] neuf blanches
    [10] dix blanches
   *[other] { $count } blanches
}
marbles-grey = { $count ->
    [1] une grise
    [2] deux grises
    [3] trois grises
    [4] quatre grises
    [5] cinq grises
    [6] six grises
    [7] sept grises
    [8] huit grises
    [9] neuf grises
    [10] dix grises
   *[other] { $count } grises
}
marbles-black = { $count ->
    [1] une noire
    [2] deux noires
    [3] trois noires
    [4] quatre noires
    [5] cinq noires
    [6] six noires
    [7] sept noires
    [8] huit noires
    [9] neuf noires
    [10] dix noires
   *[other] { $count } noires
}
marbles-and = { $left } et { $right }

# Ce qui s'est passé ($terms : les conditions de la partie, jointes comme ci-dessus).
event-started = Une partie de ZÈRTZ commence : { $terms }. { $first } commence, { $second } joue en second.
event-played = { $player } a joué { $turn }.
event-played-capturing = { $player } a joué { $turn } et capturé { $marbles }.
event-resigned = { $player } a abandonné.
event-draw-offered = { $player } propose la nulle. { $opponent }, acceptez-vous ?
event-draw-agreed = Les joueurs se sont mis d'accord sur la nulle.
event-draw-declined = { $player } a refusé la nulle.
event-ended-by-moderator = Un modérateur a mis fin à cette partie.
event-timed-out = { $player } a dépassé son temps.
event-imported = Partie d'analyse #{ $game } (non classée) : { $terms }, après { $turns ->
    [one] { $turns } coup importé
   *[other] { $turns } coups importés
} ; { $against }. Conseils et reprises autorisés.
event-imported-alone = vous jouez les deux camps
event-imported-against = vous continuez contre { $player }
event-takeback-requested = { $player } demande à reprendre son dernier coup. { $opponent }, acceptez-vous ?
event-taken-back = Repris : { $turns }.
event-takeback-declined = { $player } a refusé la reprise.

# À qui de jouer, ou comment la partie s'est terminée ($result : 1-0, 0-1, 1/2-1/2).
status-to-move = à { $player } de jouer
status-capture = la capture est obligatoire
status-deadline = le temps expire { $when }
status-won = **{ $player } gagne** ({ $reason }) — { $result }.
status-draw = **Nulle** ({ $reason }).
status-not-ended = elle n'est pas terminée
board-line = Partie #{ $game } après { $turns }.

# Les avis de la pendule.
notice-reminder = { $player }, un rappel : c'est à vous de jouer dans la partie #{ $game } ({ $board } anneaux, après { $turns }).
notice-deadline = Votre temps expire { $when }.
notice-timeout = { $player } a dépassé son temps dans la partie #{ $game }.

# Les défis et leurs boutons.
challenge-line = { $opponent }, { $challenger } vous défie à une partie de ZÈRTZ : { $terms } ; { $starter }. Le défi expire { $when }.
challenge-starter-random = le premier joueur est tiré au sort
challenge-starter-challenger = l'auteur du défi commence
challenge-starter-opponent = vous commencez
challenge-declined = { $opponent } a refusé le défi de { $challenger }.
challenge-withdrawn = { $challenger } a retiré son défi.
challenge-accepted-thread = { $opponent } a accepté le défi de { $challenger } : la partie se joue dans { $thread }.
challenge-accepted-here = { $opponent } a accepté le défi de { $challenger } : la partie se joue ci-dessous.
challenge-thread-name = ZÈRTZ · { $board } anneaux { $type } · défi { $number }
button-accept = Accepter
button-decline = Refuser
button-withdraw = Retirer
button-accept-draw = Accepter la nulle
button-accept-takeback = Accepter la reprise
button-rematch = Revanche
