# 拒否の理由：何も起きなかった理由を、プレイヤーが次にすべきことがわかる言葉で。

error-no-game-here-discord = ここで進行中の対局はありません。`/zertz 挑戦` か `/zertz ボット` で始めてください
error-no-game-here-terminal = 進行中の対局はありません。`new` で始めてください
error-no-such-game = 対局 #{ $game } はありません
error-channel-busy = ここではすでに対局が進行中です。先に終わらせてください（または別のチャンネルで対局してください）
error-not-a-player = あなたはこの対局のプレイヤーではありません
error-not-your-turn = あなたの手番ではありません：{ $player } の手番です
error-not-your-turn-wait = あなたの手番ではありません。相手の手を待ってください
error-still-playing = この対局はまだ続いています。再戦は対局が終わってから申し込めます
error-hint-not-your-turn = ヒントを使えるのは手番のプレイヤーだけです。自分の手番まで待ってください
error-hint-in-rated-game = レーティング対局ではヒントは使えません。対局後に `/zertz 読み込み` で局面を読み込んで検討してください
error-bad-record = この棋譜は読み込めません：{ $why }
error-no-server = レーティングはサーバーごとに管理しています。サーバーのチャンネルで使ってください
error-bot-to-move = ボットが考えています。指すまで待ってください
error-illegal-turn = その手は指せません：{ $why }
error-position-changed = 操作が届く前に局面が変わりました。新しい盤面を見て、もう一度お試しください
error-already-played = { $turn } はすでに指されています
error-game-over-discord = この対局は終わりました（{ $end }）。`/zertz 挑戦` で新しく始めてください
error-game-over-terminal = この対局は終わりました（{ $end }）。`new` で新しく始めてください
error-game-just-ended = 対局はたった今終わりました：{ $end }
error-no-such-challenge = その挑戦はありません
error-challenge-closed = その挑戦はもう受け付けていません（{ $status ->
    [accepted] 受諾済み
    [declined] 辞退済み
    [cancelled] 取り下げ済み
    [expired] 期限切れ
   *[answered] 回答済み
}）
error-challenge-expired = その挑戦は期限切れです。新しく申し込んでください
error-not-challenged = この挑戦に答えられるのは挑戦された人だけです
error-not-challenger = この挑戦を取り下げられるのは挑戦した人だけです
error-self-challenge = 自分自身には挑戦できません。友だちかボットに挑戦してください
error-no-draw-offer = 答えるべき引き分けの提案はありません
error-own-draw-offer = 引き分けを提案したのはあなたです。相手の返事を待ってください
error-own-takeback-request = 待ったを頼んだのはあなたです。相手の返事を待ってください
error-no-takeback-request = 答えるべき待ったの依頼はありません
error-nothing-to-take-back = 取り消せる手はありません
error-pending-draw-offer = すでに引き分けを提案中です
error-pending-takeback-request = すでに待ったを依頼中です
error-bad-cell-name = { $cell } は場所の名前ではありません（列の文字と行の数字、例：d4）
error-corrupt-game = 対局 #{ $game } は壊れていて読み込めません（{ $why }）。ほかの対局には影響ありません
error-bad-setup = { $why }
error-cannot-save = ボットは今、対局を保存できません。何も変更されていません
error-on-our-side = こちら側で問題が起きました。もう一度お試しください
error-review-while-playing = この対局はまだ続いています。検討は終局後に頼めます（対局中は、ヒントが使える対局なら手番のプレイヤーがヒントを使えます）
error-no-puzzle = 解きかけのパズルはありません。`/zertz パズル` で出題されます
error-no-puzzle-in-game = 対局 #{ $game } からはパズルが見つかりませんでした。終わった対局は数分以内に調べます
error-no-puzzles = 今は出せるパズルがありません。しばらくしてからお試しください

## 対局の終わり方。
end-goal = 勝利条件を達成
end-board-used-up = 盤が埋まった
end-repetition = 同一局面3回
end-double-pass = 両者パス
end-resignation = { $player } が投了
end-timeout = { $player } が時間切れ
end-draw-agreed = 合意の引き分け
end-moderator = モデレーターが終了
end-someone = プレイヤー
end-won = { $player } の勝ち、{ $reason }
end-drawn = 引き分け、{ $reason }

## 拒否の文の終わり。
refusal-end = 。

# 棋譜を読み込めない理由（error-bad-record の後に続きます）、対局を始められない理由。
record-too-long = { $kib } KiB を超えています
record-too-few-turns = { $total }手しかありません（{ $keep }手は読み込めません）
record-over-after = { $turn }手目で対局が終わっています（{ $outcome }）。終局前の局面を検討するには、読み込む手数を減らしてください
record-empty = 棋譜が空です。手（例：1. Wd4-a1 Gd5-g1）、棋譜の行（standard 37 Wd4-a1 …）、または局面を入力してください
record-file-too-long = 棋譜が長すぎます（{ $bytes }バイト）。棋譜ファイルは64 KiBまでです
record-too-many-turns = 棋譜が{ $turns }手あります。棋譜ファイルは1000手までです
record-bad-tag = タグ { $tag } を読めません：{ $why }（タグは [Event "金曜の対局"] のように書いてください）
tag-no-name = 名前がありません
tag-no-closing-quote = 値の閉じ引用符がありません
tag-no-bracket = 値の後には ] が必要です
tag-not-closed = ] で閉じられていません
tag-no-value = 値がありません
record-tag-after-turns = タグ [{ $key } …] が手の後にあります。タグは手の前に書き、一つの棋譜には一局だけを入れてください
record-unclosed-comment = {"{"} で始まるコメントが {"}"} で閉じられていません
record-unknown-board = { $board } は盤ではありません。リング37、40、43、44、48、61個から選んでください
record-unknown-type = 不明な対局の種類 { $word }：standard か blitz を選んでください
record-position = { $why }
record-conflict = { $why }：どちらかに合わせるか、一方を省いてください
record-turn = { $number }手目（{ $token }）：{ $why }
record-bad-start = 開始局面が正しくありません：{ $why }
setup-blitz-board = ブリッツはリング37個で遊びます（{ $board }個ではできません）
setup-time-range = 一手の持ち時間は1時間から14日までです
setup-analysis-rematch = 検討用の対局には再戦がありません。続けるには棋譜をもう一度読み込んでください
