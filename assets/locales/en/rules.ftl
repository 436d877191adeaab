# /zertz rules: the game in brief, its notation and the commands. The code adds the bold
# titles' stars and joins the lines.

rules-title = ZÈRTZ in brief
rules-place = • Marbles belong to nobody: on your turn either **place** a marble of any colour from the pool on any vacant ring and then remove a **free** ring (a vacant ring at the edge that could slide out), or **capture**.
rules-capture = • **Capturing is compulsory**: jump a marble over a neighbouring marble onto the vacant ring behind it, and keep jumping while that marble can. The jumped marbles are yours.
rules-isolation = • A group of rings cut off from the board with no vacant ring goes to the player who cut it off, marbles and all.
rules-win = • **Win** with 4 white, 5 grey, 6 black, or 3 of each (blitz: 3, 4, 5 or 2 of each).
rules-notation = • Notation: a placement is the colour, the cell and the ring removed, `Wd4-a1`; a capture names every landing, `e5xc5xa3`; `pass` only when nothing else is possible.
rules-commands-title = Commands
rules-commands = `/zertz challenge`, `/zertz bot`, `/zertz place`, `/zertz jump`, `/zertz move`, `/zertz board`, `/zertz hint`, `/zertz draw`, `/zertz takeback`, `/zertz resign`, `/zertz games`, `/zertz export`, `/zertz import`, `/zertz replay`, `/zertz review`, `/zertz puzzle`, `/zertz solve`, `/zertz leaderboard`, `/zertz profile`, `/zertz settings` (the rings' names written on your boards; `/zertz board labels:true` once).
rules-watching = Anyone can look at a game (`/zertz board`, `/zertz replay`); only its two players act in it. Correspondence games can have a time per turn: a reminder comes at half time, and running out loses the game. Hints are for games against the bot, casual games and analysis.
rules-full-attached = The whole rules are attached; `/zertz rules` alone gives the summary.
