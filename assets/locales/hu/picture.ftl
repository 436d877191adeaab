# A táblaképre és az elemzés grafikonjára írt szavak: rövidek, kis dobozokban állnak.

picture-to-move = lép
picture-wins-tag = ★ nyert
picture-draw-tag = döntetlen
picture-goal-white = { $count } fehér
picture-goal-grey = { $count } szürke
picture-goal-black = { $count } fekete
picture-goal-each = mindből { $count }
picture-pool-empty = üres: a begyűjtöttekből rakj le
picture-turn = { $number }. lépés
picture-pass = pass
picture-wins = { $player } nyert
picture-draw = Döntetlen
picture-rings = { $board } gyűrű
picture-winning-chances = nyerési esély
