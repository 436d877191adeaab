# レーティング、プロフィール、ヒント、検討。$player と $opponent はプレイヤー、$rating は表示される
# レーティング（「1623」、暫定中は「1500?」）、$record は record-line の成績、$date は Discord が
# 読む人の形式で表示する日付、$turn、$better、$line は記譜の手。

record-line = { $wins }勝{ $losses }敗{ $draws }分
leaderboard-empty = このサーバーにはまだレーティング対局がありません。`/zertz 挑戦` で誰かに挑戦しましょう。`レーティング: False` を選ばない限り、人どうしの対局は反映されます。
leaderboard-title = **ZÈRTZ ランキング**（Glicko-2、`?` = 暫定）
leaderboard-row = { $rank }位 { $player } — **{ $rating }** ±{ $deviation } · { $record }
profile-title = **{ $player } のプロフィール**
profile-rating = レーティング **{ $rating }** ±{ $deviation }（このサーバーで{ $rank }位）· レーティング対局{ $games }局で{ $record }
profile-no-rating = レーティング対局はまだありません。
profile-head-to-head = あなたとの対戦成績：{ $record }
profile-no-games = このサーバーで終わった対局はまだありません。
profile-latest = 最近の対局：
profile-game-won = • 対局 #{ $game }：{ $opponent } に勝ち — { $reason }{ $change }、{ $date }
profile-game-lost = • 対局 #{ $game }：{ $opponent } に負け — { $reason }{ $change }、{ $date }
profile-game-drew = • 対局 #{ $game }：{ $opponent } と引き分け — { $reason }{ $change }、{ $date }
profile-game-ended = 終了
profile-puzzles-none = パズル：まだ正解なし（`/zertz パズル`）。
profile-puzzles = パズル：{ $tried }問中{ $solved }問正解（一発正解{ $first }問）· 連続{ $streak }（最高{ $best }）
profile-puzzles-daily = { $puzzles } · 今日の一問 { $days }日連続

# ヒント：手、その理由、形勢、予想される手順。
hint-line = ヒント：**{ $turn }** — { $reason }。{ $standing }。（予想手順：{ $line }）
standing-forced-win = { $player } に必勝手順あり
standing-even = 形勢はほぼ互角
standing-slightly-better = { $player } がやや優勢
standing-better = { $player } が優勢
standing-winning = { $player } が勝勢
# 手が良い理由（予想手順から読み取ったもの）。各段階を reason-then でつなぎます。
reason-compulsory = { $marbles }を取るのが義務
reason-takes = { $marbles }を取る
reason-cuts-off = { $marbles }を切り離す
reason-passes = パス（置けるビー玉がない）
reason-forces = 取る手を{ $captures }回強いる
reason-and-forces = { $what }、さらに取る手を{ $captures }回強いる
reason-then = { $first }、続いて{ $next }
reason-wins-at-once = すぐに勝つ
reason-and-wins = { $what }、そのまま勝つ
reason-quiet-win = 必勝につながる静かな一手
reason-holds-out = どの手も負けるが、この手が最も長く粘れる
reason-and-holds-out = { $what }（どの手も負けるが、この手が最も長く粘れる）
reason-best-capture = 義務の取る手のうち最善のもの
reason-quiet = 何も与えない静かな置き手

# プレイヤー1から見た評価値：「+1.25」、「1が3手で勝ち」（必勝、手数で）。
evaluation-wins-in = { $player }が{ $turns }手で勝ち

# 対局の検討。
review-heading = **対局 #{ $game } の検討** — { $first } 対 { $second }、{ $turns }手、{ $state }。
review-going-on = 進行中
review-accuracy = 正確さ：{ $first } **{ $one }** · { $second } **{ $two }**
review-no-mistakes = 悪手なし：勝率を10ポイント以上落とした手はありません。
review-biggest = 大きな悪手：
review-mistake = • { $number }手目、{ $player }：**{ $turn }**（{ $mark }：勝率を{ $points }ポイント落とす）— 最善は **{ $better }**：{ $reason }。
mark-inaccuracy = 緩手
mark-mistake = 悪手
mark-blunder = 大悪手
mark-slip = ミス
review-graph = グラフを添付しました。
review-graph-one = グラフを添付しました。{ $turn }手目の前の局面も付けています。
review-graph-many = グラフを添付しました。{ $turns }と{ $last }手目の前の局面も付けています。
review-progress = 対局 #{ $game } を検討中：{ $total }局面中{ $done }局面を探索済み…
review-engine = エンジン
