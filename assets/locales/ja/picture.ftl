# 盤面の画像と検討のグラフに書く言葉：小さな枠に入るので短く。

picture-to-move = 手番
picture-wins-tag = ★ 勝ち
picture-draw-tag = 引き分け
picture-goal-white = 白{ $count }個
picture-goal-grey = 灰{ $count }個
picture-goal-black = 黒{ $count }個
picture-goal-each = 各{ $count }個
picture-pool-empty = 空：取ったビー玉から置く
picture-turn = { $number }手目
picture-pass = pass
picture-wins = { $player } の勝ち
picture-draw = 引き分け
picture-rings = リング{ $board }個
picture-winning-chances = 勝率
