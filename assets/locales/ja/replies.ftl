# 尋ねた人にだけ見える返事（と、いくつかの公開メッセージ：盤面、再生、今日の一問のチャンネル）。
# コマンド名はこの言語での名前。

games-none = 進行中の対局はありません。`/zertz 挑戦` か `/zertz ボット` で始めてください。
games-row = • 対局 #{ $game }（{ $channel }）相手 { $opponent }：リング{ $board }個、{ $turns }経過、{ $whose }
games-your-turn = **あなたの手番**
games-their-turn = 相手の手番
games-deadline = { $whose }、時間切れは{ $when }
record-message = 対局 #{ $game } の棋譜です（{ $turns }）。`/zertz 読み込み` で読み込むと検討できます。
record-too-big = 棋譜のファイルとしては大きすぎます（64 KiB まで）。
record-download-failed = ファイルをダウンロードできませんでした。もう一度お試しください。
record-nothing-given = 棋譜ファイルを指定するか、棋譜や局面を `テキスト` に貼り付けてください。
replay-line = 対局 #{ $game } の再生：{ $turns }。{ $status }
labels-on = これからは、あなたの手番の盤で各リングに座標を書き込みます（元に戻すには `/zertz 設定 座標:false`）。
labels-off = これからは、盤をリングの座標なしで表示します（`/zertz 盤面 座標:true` で一度だけ表示）。
bot-cannot-accept = ボットは挑戦を受けられません。私と対局するには `/zertz ボット` を使ってください。
bot-did-not-take = ボットは挑戦を受けませんでした。
unknown-level = { $name } という強さはありません。選べる強さ：{ $levels }
moderators-only-end = 対局を終了できるのはモデレーター（メッセージの管理）だけです。
moderators-only-puzzle-channel = パズルチャンネルを選べるのはモデレーター（メッセージの管理）だけです。
puzzle-channel-server-only = 今日の一問はサーバーのチャンネルに投稿されます。サーバーで使ってください。
puzzle-channel-set = 今日の一問を毎日（UTC）{ $channel } に投稿します。今日の分は1分以内に届きます。
puzzle-channel-stopped = このサーバーへの今日の一問の投稿を止めました。
puzzle-you = あなた
puzzle-defence = 受け
board-out-of-date = この盤面は古くなっています：対局は先に進みました。`/zertz 盤面` で今の局面を確認してください。
button-not-mine = このボタンはもう使えません。
internal-failure = こちら側で問題が起きました。`/zertz 盤面` で対局の状況を確認できます。
server-only = `/{ $command }` はサーバーのチャンネルでしか使えません。ここでは `/zertz ボット` で私と対局できます。
level-description-random = 指せる手をランダムに指す
level-description-easy = 一手先を読む。捨て駒で倒せる
level-description-medium = 二手先を読む
level-description-hard = 一手最大1.5秒、深く読む
level-description-master = 一手10秒考える。じっくり指す対局向け
colour-in-pool = { $colour }（共有の山：{ $count }個）
colour-in-captures = { $colour }（取ったビー玉：{ $count }個）
not-a-colour = { $word } は色ではありません。白・灰・黒から選んでください。
