# Classements, profils, conseils et analyses. $player et $opponent nomment des joueurs ;
# $rating est une cote telle qu'affichée (« 1623 », « 1500? » tant qu'elle est provisoire) ;
# $record un bilan tiré de record-line ; $date une date que Discord affiche au format du lecteur ;
# $turn, $better et $line des coups en notation.

record-line = { $wins }V { $draws }N { $losses }D
leaderboard-empty = Aucune partie classée sur ce serveur pour l'instant. Défiez quelqu'un avec `/zertz défier` : les parties entre joueurs humains comptent, sauf si vous choisissez `classée: False`.
leaderboard-title = **Classement ZÈRTZ** (Glicko-2 ; `?` = provisoire)
leaderboard-row = { $rank }. { $player } — **{ $rating }** ±{ $deviation } · { $record }
profile-title = **Profil de { $player }**
profile-rating = Cote **{ $rating }** ±{ $deviation } (nº { $rank } sur ce serveur) · { $record } en { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
profile-no-rating = Pas encore de partie classée.
profile-head-to-head = Contre vous : { $record }
profile-no-games = Aucune partie terminée sur ce serveur pour l'instant.
profile-latest = Dernières parties :
profile-game-won = • Partie #{ $game } : gagnée contre { $opponent } — { $reason }{ $change }, { $date }
profile-game-lost = • Partie #{ $game } : perdue contre { $opponent } — { $reason }{ $change }, { $date }
profile-game-drew = • Partie #{ $game } : nulle contre { $opponent } — { $reason }{ $change }, { $date }
profile-game-ended = terminée
profile-puzzles-none = Problèmes : aucun résolu pour l'instant (`/zertz problème`).
profile-puzzles = Problèmes résolus : { $solved } sur { $tried } ({ $first } du premier coup) · série { $streak } (record { $best })
profile-puzzles-daily = { $puzzles } · problème du jour : { $days ->
    [one] { $days } jour d'affilée
   *[other] { $days } jours d'affilée
}

# Un conseil : le coup, pourquoi, qui est mieux, la suite attendue.
hint-line = Conseil : **{ $turn }** — { $reason }. { $standing }. (Suite attendue : { $line })
standing-forced-win = { $player } a une victoire forcée
standing-even = la position est à peu près égale
standing-slightly-better = { $player } a un léger avantage
standing-better = { $player } a l'avantage
standing-winning = { $player } a une position gagnante
# Pourquoi un coup est bon, lu dans la suite attendue : ses étapes jointes par reason-then.
reason-compulsory = la capture de { $marbles } est obligatoire
reason-takes = prend { $marbles }
reason-cuts-off = isole { $marbles }
reason-passes = passe (aucune bille à poser)
reason-forces = force { $captures ->
    [one] une capture
    [2] deux captures
    [3] trois captures
   *[other] { $captures } captures
}
reason-and-forces = { $what } et force { $captures ->
    [one] une capture
    [2] deux captures
    [3] trois captures
   *[other] { $captures } captures
}
reason-then = { $first }, puis { $next }
reason-wins-at-once = gagne tout de suite
reason-and-wins = { $what } et gagne
reason-quiet-win = un coup tranquille qui mène à une victoire forcée
reason-holds-out = tous les coups perdent ; celui-ci résiste le plus longtemps
reason-and-holds-out = { $what } (tous les coups perdent ; celui-ci résiste le plus longtemps)
reason-best-capture = la meilleure des captures obligatoires
reason-quiet = une pose tranquille qui ne concède rien

# Une évaluation du point de vue du joueur 1 : « +1.25 », « 1 gagne en 3 » (une victoire forcée, en coups).
evaluation-wins-in = { $player } gagne en { $turns }

# L'analyse d'une partie.
review-heading = **Analyse de la partie #{ $game }** — { $first } contre { $second }, { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
}, { $state }.
review-going-on = en cours
review-accuracy = Précision : { $first } **{ $one }** · { $second } **{ $two }**
review-no-mistakes = Aucune erreur : aucun coup n'a cédé 10 points de chances de gain ou plus.
review-biggest = Plus grosses erreurs :
review-mistake = • Coup { $number }, { $player } : **{ $turn }** ({ $mark } : cède { $points } points de chances de gain) — mieux valait **{ $better }** : { $reason }.
mark-inaccuracy = imprécision
mark-mistake = erreur
mark-blunder = gaffe
mark-slip = un faux pas
review-graph = La courbe est jointe.
review-graph-one = La courbe est jointe, avec la position avant le coup { $turn }.
review-graph-many = La courbe est jointe, avec les positions avant les coups { $turns } et { $last }.
review-progress = Analyse de la partie #{ $game } : { $done } / { $total } positions examinées…
review-engine = moteur
