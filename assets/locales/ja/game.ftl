# 対局の公開メッセージ（サーバーの言語）：プレイヤーの呼び方、対局の始まり、各手の内容、
# 手番、終局、お知らせ、挑戦とそのボタン。
# $player、$first、$second、$opponent、$challenger はアダプターの呼び方でのプレイヤー
# （メンション、「プレイヤー1」、「ボット（難しい）」）。$turn は記譜の手、$board はリングの数、
# $game は対局の番号、$when は Discord が読む人の言葉で表示する時刻。
# マークダウン（**太字**）とメンションはそのまま。

seat-player = プレイヤー{ $number }
seat-bot = ボット（{ $level }）
level-random = ランダム
level-easy = 易しい
level-medium = 普通
level-hard = 難しい
level-master = 達人
game-type-standard = 標準
game-type-blitz = ブリッツ

# 対局の条件。list-separator でつなぎます：「リング37個、ブリッツ、一手3日、レーティング対局」。
list-separator = {"、"}
full-stop = 。
# 一つのメッセージの文と文の間（日本語では空けません）。
sentence-gap = {""}
game-board = リング{ $board }個
time-none = 持ち時間なし
time-days = 一手{ $days }日
time-hours = 一手{ $hours }時間
game-rated = レーティング対局
game-casual = レーティングなし
turns-played = { $turns }手

# 取ったビー玉の色と数（「灰2個と黒1個」）。marbles-and が最後の二つを、list-separator が
# ほかをつなぎます。
marbles-white = 白{ $count }個
marbles-grey = 灰{ $count }個
marbles-black = 黒{ $count }個
marbles-and = { $left }と{ $right }

# 起きたこと（$terms：上の条件をつないだもの）。
event-started = ZÈRTZ の対局が始まります：{ $terms }。先手は { $first }、後手は { $second } です。
event-played = { $player } が { $turn } を指しました。
event-played-capturing = { $player } が { $turn } を指し、{ $marbles }を取りました。
event-resigned = { $player } が投了しました。
event-draw-offered = { $player } が引き分けを提案しています。{ $opponent }、受けますか？
event-draw-agreed = 合意により引き分けになりました。
event-draw-declined = { $player } が引き分けを断りました。
event-ended-by-moderator = モデレーターがこの対局を終了しました。
event-timed-out = { $player } が時間切れになりました。
event-imported = 検討用の対局 #{ $game }（レーティングなし）：{ $terms }、読み込んだ{ $turns }手の続きから。{ $against }。ヒントと待ったが使えます。
event-imported-alone = 両方をあなたが指します
event-imported-against = { $player } を相手に続きを指します
event-takeback-requested = { $player } が最後の手の待ったを求めています。{ $opponent }、認めますか？
event-taken-back = 待った：{ $turns } を取り消しました。
event-takeback-declined = { $player } が待ったを断りました。

# 手番、または終局の結果（$result：1-0、0-1、1/2-1/2）。
status-to-move = { $player } の手番
status-capture = 取る手が義務
status-deadline = 時間切れは{ $when }
status-won = **{ $player } の勝ち**（{ $reason }）— { $result }。
status-draw = **引き分け**（{ $reason }）。
status-not-ended = まだ終わっていません
board-line = 対局 #{ $game }（{ $turns }まで）。

# 時計からのお知らせ。
notice-reminder = { $player }、お知らせです：対局 #{ $game }（リング{ $board }個、{ $turns }経過）はあなたの手番です。
notice-deadline = 持ち時間は{ $when }に切れます。
notice-timeout = 対局 #{ $game } で { $player } が時間切れになりました。

# 挑戦とそのボタン。
challenge-line = { $opponent }、{ $challenger } から ZÈRTZ の対局の挑戦です：{ $terms }。{ $starter }。挑戦の期限は{ $when }です。
challenge-starter-random = 先手はくじ引きで決まります
challenge-starter-challenger = 挑戦者が先手です
challenge-starter-opponent = あなたが先手です
challenge-declined = { $opponent } が { $challenger } の挑戦を辞退しました。
challenge-withdrawn = { $challenger } が挑戦を取り下げました。
challenge-accepted-thread = { $opponent } が { $challenger } の挑戦を受けました：対局は { $thread } で行います。
challenge-accepted-here = { $opponent } が { $challenger } の挑戦を受けました：対局はこの下で行います。
challenge-thread-name = ZÈRTZ · リング{ $board }個 { $type } · 挑戦 { $number }
button-accept = 受ける
button-decline = 断る
button-withdraw = 取り下げる
button-accept-draw = 引き分けを受ける
button-accept-takeback = 待ったを認める
button-rematch = 再戦
