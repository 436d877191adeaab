# De woorden op de afbeelding van het bord en op de grafiek van de analyse: kort, ze staan in kleine vakjes.

picture-to-move = aan zet
picture-wins-tag = ★ wint
picture-draw-tag = remise
picture-goal-white = { $count } witte
picture-goal-grey = { $count } grijze
picture-goal-black = { $count } zwarte
picture-goal-each = { $count } van elk
picture-pool-empty = leeg: plaats uit je geslagen knikkers
picture-turn = Zet { $number }
picture-pass = pass
picture-wins = { $player } wint
picture-draw = Remise
picture-rings = { $board } ringen
picture-winning-chances = winstkans
