# Les mots écrits sur l'image du plateau et sur la courbe de l'analyse : courts, ils tiennent dans
# de petites cases.

picture-to-move = à jouer
picture-wins-tag = ★ gagne
picture-draw-tag = nulle
picture-goal-white = { $count ->
    [one] { $count } blanche
   *[other] { $count } blanches
}
picture-goal-grey = { $count ->
    [one] { $count } grise
   *[other] { $count } grises
}
picture-goal-black = { $count ->
    [one] { $count } noire
   *[other] { $count } noires
}
picture-goal-each = { $count } de chaque
picture-pool-empty = vide : posez vos prises
picture-turn = Coup { $number }
picture-pass = pass
picture-wins = { $player } gagne
picture-draw = Nulle
picture-rings = { $board } anneaux
picture-winning-chances = chances de gain
