# /zertz règles : le jeu en bref, sa notation et les commandes.

rules-title = ZÈRTZ en bref
rules-place = • Les billes n'appartiennent à personne : à votre tour, soit vous **posez** une bille de la réserve, de la couleur de votre choix, sur un anneau vide, puis retirez un anneau **libre** (un anneau vide du bord qu'on peut faire glisser hors du plateau), soit vous **capturez**.
rules-capture = • **La capture est obligatoire** : une bille saute par-dessus une bille voisine sur l'anneau vide juste derrière, et continue tant qu'elle le peut. Les billes sautées sont à vous.
rules-isolation = • Un groupe d'anneaux coupé du plateau et sans anneau vide revient au joueur qui l'a isolé, billes comprises.
rules-win = • **Gagnez** avec 4 blanches, 5 grises, 6 noires, ou 3 de chaque couleur (blitz : 3, 4, 5 ou 2 de chaque).
rules-notation = • Notation : une pose s'écrit couleur, case puis anneau retiré, `Wd4-a1` ; une capture donne chaque case d'arrivée, `e5xc5xa3` ; `pass` seulement quand rien d'autre n'est possible.
rules-commands-title = Commandes
rules-commands = `/zertz défier`, `/zertz bot`, `/zertz poser`, `/zertz sauter`, `/zertz coup`, `/zertz plateau`, `/zertz conseil`, `/zertz nulle`, `/zertz reprendre`, `/zertz abandonner`, `/zertz parties`, `/zertz exporter`, `/zertz importer`, `/zertz rejouer`, `/zertz analyse`, `/zertz problème`, `/zertz résoudre`, `/zertz classement`, `/zertz profil`, `/zertz réglages` (les noms des anneaux écrits sur vos plateaux ; `/zertz plateau noms:true` pour une fois).
rules-watching = Tout le monde peut regarder une partie (`/zertz plateau`, `/zertz rejouer`) ; seuls ses deux joueurs y jouent. Les parties par correspondance peuvent avoir un temps par coup : un rappel est envoyé à mi-temps, et qui dépasse son temps perd la partie. Les conseils sont réservés aux parties contre le bot, aux parties amicales et aux parties d'analyse.
rules-full-attached = Les règles complètes sont jointes ; `/zertz règles` seul en donne le résumé.
