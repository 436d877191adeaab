# Réponses aux commandes que seul leur auteur voit (et quelques-unes publiques : le plateau, une
# animation, le salon du problème du jour). Les noms des commandes sont ceux de cette langue.

games-none = Vous n'avez aucune partie en cours. Lancez-en une avec `/zertz défier` ou `/zertz bot`.
games-row = • Partie #{ $game } dans { $channel } contre { $opponent } : { $board } anneaux, après { $turns }, { $whose }
games-your-turn = **à vous de jouer**
games-their-turn = à l'adversaire de jouer
games-deadline = { $whose }, le temps expire { $when }
record-message = La feuille de la partie #{ $game } ({ $turns }). Importez-la avec `/zertz importer` pour l'analyser.
record-too-big = Ce fichier est trop lourd pour une feuille de partie (64 Kio au maximum).
record-download-failed = Je n'ai pas pu télécharger ce fichier ; réessayez.
record-nothing-given = Joignez un fichier de partie, ou collez une partie ou une position dans `texte`.
replay-line = Animation de la partie #{ $game } : { $turns }. { $status }
labels-on = Désormais, sur les plateaux où c'est à vous de jouer, le nom de chaque anneau est écrit dedans (`/zertz réglages noms:false` pour revenir en arrière).
labels-off = Désormais, vos plateaux sont dessinés sans le nom des anneaux (`/zertz plateau noms:true` les affiche une fois).
bot-cannot-accept = Les bots ne peuvent pas accepter de défi ; pour jouer contre moi, utilisez `/zertz bot`.
bot-did-not-take = Le bot n'a pas relevé le défi.
unknown-level = le niveau { $name } n'existe pas ; niveaux disponibles : { $levels }
moderators-only-end = Seuls les modérateurs (Gérer les messages) peuvent terminer une partie.
moderators-only-puzzle-channel = Seuls les modérateurs (Gérer les messages) peuvent choisir le salon des problèmes.
puzzle-channel-server-only = Le problème du jour est publié dans un salon de serveur ; utilisez cette commande sur un serveur.
puzzle-channel-set = Le problème du jour sera publié chaque jour (UTC) dans { $channel } ; celui d'aujourd'hui arrive dans la minute.
puzzle-channel-stopped = Le problème du jour n'est plus publié sur ce serveur.
puzzle-you = Vous
puzzle-defence = Défense
board-out-of-date = Ce plateau n'est plus à jour : la partie a avancé. Utilisez `/zertz plateau` pour voir où elle en est.
button-not-mine = Ce bouton n'est plus actif.
internal-failure = Un problème est survenu de mon côté ; `/zertz plateau` montre où en est la partie.
server-only = `/{ $command }` ne fonctionne que dans un salon de serveur ; ici, vous pouvez jouer contre moi avec `/zertz bot`.
level-description-random = joue n'importe quel coup possible, au hasard
level-description-easy = voit un coup à l'avance ; un sacrifice en vient à bout
level-description-medium = voit deux coups à l'avance
level-description-hard = calcule en profondeur, jusqu'à 1,5 s par coup
level-description-master = réfléchit dix secondes par coup, pour les parties lentes
colour-in-pool = { $colour } ({ $count } dans la réserve)
colour-in-captures = { $colour } ({ $count } parmi vos prises)
not-a-colour = { $word } n'est pas une couleur : choisissez blanc, gris ou noir.
