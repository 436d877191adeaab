# Problèmes : ce qu'un problème demande, ce qu'un coup y donne, le problème du jour.

difficulty-easy = facile
difficulty-medium = moyen
difficulty-hard = difficile
puzzle-name = Problème nº { $number }
puzzle-name-game = Problème de la partie #{ $game }
puzzle-name-daily = Problème du jour
puzzle-heading = { $name } ({ $difficulty })
puzzle-daily-heading = { $name } du { $date } — nº { $number } ({ $difficulty })
puzzle-you-are = { $heading } — vous êtes le joueur { $player }, à vous de jouer.
puzzle-you-are-blitz = { $heading } — vous êtes le joueur { $player }, à vous de jouer · objectifs du blitz.
puzzle-solved = Résolu ✓ — { $line }.
puzzle-after = Après { $line } :
puzzle-win-in = gagnez en { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
}
puzzle-wrong-so-far = Essais manqués : { $count }.
puzzle-wins = { $turn } gagne — { $heading } résolu !
puzzle-wins-first-try = { $turn } gagne — { $heading } résolu du premier coup !
puzzle-streak = Série : { $streak } (record { $best }), { $solved ->
    [one] { $solved } résolu
   *[other] { $solved } résolus
} au total.
puzzle-defended = { $turn } — c'est juste. Le bot se défend par { $reply }.
puzzle-refuted = { $turn } ne gagne pas : { $why }. Réessayez depuis la même position (essais manqués : { $count }).
puzzle-refuted-at-once = ce coup ne gagne pas tout de suite
puzzle-refuted-by = après { $reply }, il n'y a plus de victoire en { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
}
puzzle-refuted-no-force = ce coup ne force pas la victoire en { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
}
puzzle-answer-discord = Répondez avec `/zertz résoudre`.
puzzle-another-discord = `/zertz problème nouveau:true` en donne un autre.
puzzle-answer-terminal = Répondez avec `solve <coup>`.
puzzle-another-terminal = Tapez `puzzle new` pour en avoir un autre.
daily-post = { $heading } : le joueur { $player } joue et gagne en { $turns ->
    [one] { $turns } coup
   *[other] { $turns } coups
}. Appuyez sur **{ $button }** ou utilisez `/zertz problème du-jour:true` ; vous seul voyez vos réponses.
daily-button = Résoudre
daily-earlier = Ce message date d'un jour passé ; voici le problème d'aujourd'hui.
