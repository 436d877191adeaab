# Le jeu au terminal : ce qu'il affiche. Ses commandes restent en anglais (`new`, `hint`, `board`…).

term-error = erreur : { $why }
term-line-too-long = cette ligne dépasse { $max } octets ; rien n'a été fait
term-not-text = cette ligne n'est pas du texte (ce n'est pas de l'UTF-8 valide) ; rien n'a été fait
term-resuming = Reprise de la partie #{ $game } ({ $terms }), après { $turns }.
term-new-game = Nouvelle partie #{ $game } : { $terms }.
term-changed = La partie a changé dans une autre fenêtre : { $what }.
term-change-began = la partie #{ $game } a commencé
term-change-taken-back = repris : { $turns }
term-change-played = { $player } a joué { $turn }
term-change-draw-offered = { $player } propose la nulle
term-change-takeback = { $player } demande à reprendre
term-change-ended = la partie est terminée : { $end }
term-change-answered = une proposition a reçu une réponse
term-game-over = Partie terminée : { $result } ({ $reason }). Tapez `new` pour une nouvelle partie.
term-wins = { $player } gagne
term-draw = nulle
term-to-move = à { $player } de jouer
term-draw-offered = nulle proposée (draw accept / draw decline)
term-takeback-asked = reprise demandée (takeback accept / takeback decline)
term-reviewing = Analyse de la partie #{ $game } ({ $positions } positions, un instant chacune)…
term-accuracy = { $player } : précision { $accuracy }
term-better = Coup { $number } : mieux valait { $better } — { $reason }.
term-legal = { $count ->
    [one] { $count } coup possible :
   *[other] { $count } coups possibles :
}
term-thinking = réflexion…
term-hint = conseil : { $turn } — { $reason } ; { $standing }. (suite : { $line })
term-new-unknown = `new` ne connaît pas { $word } (voir `help`)
term-still-going-on = la partie #{ $game } n'est pas finie ; terminez-la (ou abandonnez) d'abord
term-usage-puzzle = puzzle [easy | medium | hard | new]
term-usage-solve = solve <coup>, par ex. solve Wd4-a1
term-usage-as = `as` attend 1 ou 2, pas { $word }
term-usage-answer = { $command } attend { $ask }, accept ou decline, pas { $word }
term-usage-place = usage : place <couleur W/G/B> <case> [<anneau à retirer>], par ex. place W d4 a1
term-not-a-colour = { $word } n'est pas une couleur (W, G ou B) ; { $usage }
term-help =
    Commandes (une par ligne ; le joueur au trait agit, sauf si vous commencez par `as 1` ou `as 2`) :
      <coup>                      un coup en notation : Wd4-a1, e5xc5xa3, pass
      place <couleur> <case> [<anneau>]   par ex. place W d4 a1
      jump <case> <case> ...      par ex. jump e5 c5 a3
      move <coup>                 comme taper le coup lui-même
      board                       réafficher le plateau
      legal                       lister tous les coups possibles
      hint [deep]                 suggérer un coup (deep : réfléchir dix secondes)
      resign                      abandonner la partie
      draw [offer|accept|decline] proposer la nulle, ou répondre à une proposition
      takeback [request|accept|decline]   reprendre votre dernier coup (l'adversaire doit accepter)
      record                      la feuille de la partie
      review                      juger chaque coup de la partie (une fois finie, ou contre le
                                  bot) : annotations, précision, plus grosses erreurs expliquées
      puzzle [easy|medium|hard|new]   votre problème en cours, ou un nouveau : jouer et gagner
      solve <coup>                un coup de votre problème (le bot se défend)
      new [37|40|43|44|48|61] [standard|blitz] [human|bot] [first|second|random]
                                  lancer une nouvelle partie une fois celle-ci finie
      rules                       les règles complètes du jeu
      help                        cette liste
      quit                        quitter (la partie est enregistrée ; relancez pour continuer)

# La position en texte (le plateau du terminal).
text-heading = { $board } anneaux, partie { $type }
text-pool = réserve :
text-captured = { $player } a capturé :
text-to-move = au trait : joueur { $number }
text-to-move-capture = au trait : joueur { $number } (une capture est obligatoire)
text-position = position : { $position }
