# Refus : pourquoi rien ne s'est passé, en mots sur lesquels le joueur peut agir.

error-no-game-here-discord = aucune partie en cours ici ; lancez-en une avec `/zertz défier` ou `/zertz bot`
error-no-game-here-terminal = aucune partie en cours ; lancez-en une avec `new`
error-no-such-game = la partie #{ $game } n'existe pas
error-channel-busy = une partie est déjà en cours ici ; terminez-la d'abord (ou jouez dans un autre salon)
error-not-a-player = vous ne jouez pas dans cette partie
error-not-your-turn = ce n'est pas votre tour : c'est à { $player } de jouer
error-not-your-turn-wait = ce n'est pas votre tour ; attendez le coup de votre adversaire
error-still-playing = cette partie n'est pas terminée ; vous pourrez demander une revanche une fois qu'elle sera finie
error-hint-not-your-turn = seul le joueur au trait peut demander un conseil ; attendez votre tour
error-hint-in-rated-game = pas de conseils dans les parties classées ; importez la position avec `/zertz importer` pour l'analyser après la partie
error-bad-record = impossible d'importer cette partie : { $why }
error-no-server = les cotes sont propres à chaque serveur ; utilisez cette commande dans un salon de serveur
error-bot-to-move = le bot réfléchit ; attendez son coup
error-illegal-turn = coup impossible : { $why }
error-position-changed = la position a changé avant que votre action n'arrive ; regardez le nouveau plateau et réessayez
error-already-played = { $turn } a déjà été joué
error-game-over-discord = cette partie est terminée ({ $end }) ; lancez-en une nouvelle avec `/zertz défier`
error-game-over-terminal = cette partie est terminée ({ $end }) ; lancez-en une nouvelle avec `new`
error-game-just-ended = la partie vient de se terminer : { $end }
error-no-such-challenge = ce défi n'existe pas
error-challenge-closed = ce défi n'est plus ouvert ({ $status ->
    [accepted] il a été accepté
    [declined] il a été refusé
    [cancelled] il a été retiré
    [expired] il a expiré
   *[answered] on y a déjà répondu
})
error-challenge-expired = ce défi a expiré ; envoyez-en un nouveau
error-not-challenged = seule la personne défiée peut répondre à ce défi
error-not-challenger = seul l'auteur du défi peut le retirer
error-self-challenge = vous ne pouvez pas vous défier vous-même ; défiez un ami ou le bot
error-no-draw-offer = il n'y a pas de proposition de nulle à laquelle répondre
error-own-draw-offer = c'est vous qui avez proposé la nulle ; c'est à votre adversaire de répondre
error-own-takeback-request = c'est vous qui avez demandé la reprise ; c'est à votre adversaire de répondre
error-no-takeback-request = il n'y a pas de demande de reprise à laquelle répondre
error-nothing-to-take-back = vous n'avez aucun coup à reprendre
error-pending-draw-offer = vous avez déjà une proposition de nulle en attente
error-pending-takeback-request = vous avez déjà une demande de reprise en attente
error-bad-cell-name = { $cell } n'est pas un nom de case (une lettre de colonne et un numéro de rangée, comme d4)
error-corrupt-game = la partie #{ $game } est endommagée et ne peut pas être chargée ({ $why }) ; les autres parties ne sont pas concernées
error-bad-setup = { $why }
error-cannot-save = le bot ne peut pas enregistrer de parties pour l'instant ; rien n'a été modifié
error-on-our-side = un problème est survenu de notre côté ; veuillez réessayer
error-review-while-playing = cette partie est encore en cours ; vous pourrez demander son analyse une fois qu'elle sera finie (en cours de partie, le joueur au trait peut demander un conseil si la partie le permet)
error-no-puzzle = vous n'avez pas de problème en cours ; `/zertz problème` vous en donne un
error-no-puzzle-in-game = aucun problème trouvé dans la partie #{ $game } ; une partie terminée est examinée dans les minutes qui suivent
error-no-puzzles = aucun problème à donner pour l'instant ; veuillez réessayer plus tard

## Comment une partie s'est terminée.
end-goal = objectif atteint
end-board-used-up = plateau épuisé
end-repetition = triple répétition
end-double-pass = les deux joueurs ont passé
end-resignation = { $player } a abandonné
end-timeout = { $player } a dépassé son temps
end-draw-agreed = nulle acceptée
end-moderator = arrêtée par un modérateur
end-someone = un joueur
end-won = { $player } a gagné, { $reason }
end-drawn = nulle, { $reason }

## La fin de la phrase d'un refus.
refusal-end = .

# Pourquoi une partie ne peut pas être importée (après error-bad-record) ou mise en place.
record-too-long = le texte dépasse { $kib } Kio
record-too-few-turns = elle ne compte que { $total ->
    [one] { $total } coup
   *[other] { $total } coups
}, pas { $keep }
record-over-after = la partie est finie après le coup { $turn } ({ $outcome }) ; importez moins de coups pour analyser une position d'avant la fin
record-empty = l'enregistrement est vide : donnez les coups (comme 1. Wd4-a1 Gd5-g1), une ligne de partie (standard 37 Wd4-a1 …) ou une position
record-file-too-long = l'enregistrement est trop long ({ $bytes } octets) : un fichier de partie fait au plus 64 Kio
record-too-many-turns = l'enregistrement compte { $turns } coups : un fichier de partie en a au plus 1000
record-bad-tag = impossible de lire l'étiquette { $tag } : { $why } (écrivez les étiquettes comme [Event "Partie du vendredi"])
tag-no-name = elle n'a pas de nom
tag-no-closing-quote = la valeur n'a pas de guillemet fermant
tag-no-bracket = la valeur doit être suivie de ]
tag-not-closed = elle n'est jamais fermée par ]
tag-no-value = elle n'a pas de valeur
record-tag-after-turns = l'étiquette [{ $key } …] vient après les coups : les étiquettes précèdent les coups, et un enregistrement contient une seule partie
record-unclosed-comment = un commentaire ouvert par {"{"} n'est jamais fermé par {"}"}
record-unknown-board = { $board } n'est pas un plateau : choisissez 37, 40, 43, 44, 48 ou 61 anneaux
record-unknown-type = type de partie inconnu { $word } : choisissez standard ou blitz
record-position = { $why }
record-conflict = { $why } : mettez-les d'accord ou retirez-en un
record-turn = coup { $number } ({ $token }) : { $why }
record-bad-start = position de départ incorrecte : { $why }
setup-blitz-board = le blitz se joue sur 37 anneaux, pas sur { $board }
setup-time-range = un temps par coup va d'une heure à 14 jours
setup-analysis-rematch = une partie d'analyse n'a pas de revanche ; importez à nouveau la partie pour continuer
