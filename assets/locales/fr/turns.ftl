# Pourquoi un coup n'est pas permis (les raisons du moteur).

marble-white = blanche
marble-grey = grise
marble-black = noire
colours-count = { $count ->
    [one] { $count } { $marble }
   *[other] { $count } { $marble }s
}
colours-and = { $left } et { $right }
colours-nothing = rien
turn-malformed = { $token } n'est pas un coup : { $why }
turn-why-captured-colour = après « + » ne peuvent venir que les couleurs capturées w, g, b, pas { $char }
turn-why-neither = { $char } n'est ni une couleur de bille (W, G, B) ni une case comme d4
turn-why-colour-not-first = la couleur de la bille vient en premier, avant les cases
turn-why-too-many-cells = trop de cases pour un seul coup
turn-why-digit-first = une case s'écrit avec la lettre de sa colonne puis le numéro de sa rangée, comme d4
turn-why-unexpected = caractère inattendu { $char }
turn-why-no-cells = écrivez une pose comme Wd4-a1, une capture comme e5xc5, ou pass
turn-why-placement-too-long = une pose nomme une case et au plus un anneau à retirer
turn-why-not-a-capture = ce n'est pas une capture possible ici
turn-unknown-cell = il n'y a pas de case { $name } sur le plateau de { $board } anneaux
turn-game-over = la partie est terminée : { $outcome }
turn-capture-compulsory = une capture est obligatoire : { $options }
turn-no-capture = aucune bille ne peut sauter ici : ce coup doit être une pose
turn-must-pass = vous n'avez ni bille à poser (la réserve est vide et vous n'avez rien capturé) ni capture possible : votre seul coup est pass
turn-pass-not-allowed = vous ne pouvez passer que si aucun autre coup n'est possible
turn-no-ring = { $cell } n'a plus d'anneau : il a été retiré
turn-occupied = { $cell } est occupée par une bille { $marble }
turn-not-in-pool = il ne reste aucune bille { $marble } dans la réserve
turn-not-in-captures = la réserve est vide et vous n'avez capturé aucune bille { $marble } à poser
turn-no-colour = dites quelle bille poser : { $example }
turn-removal-required = après une pose en { $at }, vous devez retirer un anneau libre : { $free }
turn-no-removal-possible = aucun anneau n'est libre après une pose en { $at }, donc aucun n'est retiré : écrivez { $example }
turn-removes-placed-ring = { $cell } vient de recevoir la bille : cet anneau ne peut pas être retiré
turn-removal-occupied = { $cell } porte une bille ; seul un anneau vide peut être retiré
turn-not-free = { $cell } n'est pas un anneau libre (anneaux libres : { $free })
turn-no-marble = il n'y a pas de bille en { $cell }
turn-wrong-colour = la bille en { $cell } est { $actual }, pas { $claimed }
turn-bad-jump = la bille en { $from } ne peut pas sauter en { $to } : { $why }
turn-cannot-jump = la bille en { $from } ne peut sauter nulle part : { $why }
turn-jump-nothing = elle n'a aucune bille voisine à sauter avec un anneau vide derrière
turn-jump-not-straight = un saut passe par-dessus une bille voisine, en ligne droite
turn-jump-no-ring = { $cell } n'a plus d'anneau
turn-jump-nothing-on = il n'y a pas de bille à sauter en { $cell }
turn-jump-not-vacant = { $cell } n'est pas vide
turn-incomplete = la capture doit continuer : la bille en { $at } peut encore sauter en { $next }
turn-ambiguous = { $token } est ambigu : cela peut signifier { $options }
turn-wrong-captured = ce coup capture { $actual }, pas { $claimed }
# Comment une partie s'est terminée, dans une raison.
player-number = joueur { $number }
outcome-win = { $player } gagne ({ $reason })
outcome-draw = nulle ({ $reason })
