# ターミナル版の対局：表示する文。コマンドは英語のまま（`new`、`hint`、`board`…）。

term-error = エラー：{ $why }
term-line-too-long = この行は{ $max }バイトを超えています。何もしませんでした
term-not-text = この行はテキストではありません（有効な UTF-8 ではありません）。何もしませんでした
term-resuming = 対局 #{ $game }（{ $terms }）を再開します。{ $turns }経過。
term-new-game = 新しい対局 #{ $game }：{ $terms }。
term-changed = 別のウィンドウで対局が変わりました：{ $what }。
term-change-began = 対局 #{ $game } が始まった
term-change-taken-back = 待った：{ $turns }
term-change-played = { $player } が { $turn } を指した
term-change-draw-offered = { $player } が引き分けを提案
term-change-takeback = { $player } が待ったを依頼
term-change-ended = 対局終了：{ $end }
term-change-answered = 提案に返事があった
term-game-over = 対局終了：{ $result }（{ $reason }）。次の対局は `new` と入力してください。
term-wins = { $player } の勝ち
term-draw = 引き分け
term-to-move = { $player } の手番
term-draw-offered = 引き分けの提案中（draw accept / draw decline）
term-takeback-asked = 待ったの依頼中（takeback accept / takeback decline）
term-reviewing = 対局 #{ $game } を検討中（{ $positions }局面、各局面に少し時間がかかります）…
term-accuracy = { $player }：正確さ { $accuracy }
term-better = { $number }手目：最善は { $better } — { $reason }。
term-legal = 指せる手（{ $count }通り）：
term-thinking = 考え中…
term-hint = ヒント：{ $turn } — { $reason }。{ $standing }。（手順：{ $line }）
term-new-unknown = `new` は { $word } を知りません（`help` を参照）
term-still-going-on = 対局 #{ $game } はまだ続いています。先に終わらせて（または投了して）ください
term-usage-puzzle = puzzle [easy | medium | hard | new]
term-usage-solve = solve <手>、例：solve Wd4-a1
term-usage-as = `as` には 1 か 2 を指定します（{ $word } は不可）
term-usage-answer = { $command } には { $ask }、accept、decline のどれかを指定します（{ $word } は不可）
term-usage-place = 使い方：place <色 W/G/B> <場所> [<取り除くリング>]、例：place W d4 a1
term-not-a-colour = { $word } は色ではありません（W、G、B のどれか）。{ $usage }
term-help =
    コマンド（1行に1つ。`as 1` か `as 2` で始めない限り、手番のプレイヤーとして実行）：
      <手>                        記譜の手：Wd4-a1、e5xc5xa3、pass
      place <色> <場所> [<リング>]   例：place W d4 a1
      jump <場所> <場所> ...      例：jump e5 c5 a3
      move <手>                   手をそのまま入力するのと同じ
      board                       盤面をもう一度表示
      legal                       指せる手をすべて表示
      hint [deep]                 手を提案（deep：10秒考える）
      resign                      投了する
      draw [offer|accept|decline] 引き分けを提案、または提案に返事
      takeback [request|accept|decline]   最後の手を取り消す（相手の同意が必要）
      record                      棋譜を表示
      review                      対局のすべての手を評価（終局後、またはボット戦で）：
                                  評価記号、正確さ、大きな悪手の解説
      puzzle [easy|medium|hard|new]   解きかけのパズル、または新しいパズル：手番で勝つ
      solve <手>                  パズルに手で答える（ボットが受ける）
      new [37|40|43|44|48|61] [standard|blitz] [human|bot] [first|second|random]
                                  この対局が終わったら新しい対局を始める
      rules                       ゲームのルール全文
      help                        この一覧
      quit                        終了（対局は保存されます。もう一度起動すると続きから）

# 局面のテキスト表示（ターミナルの盤面）。
text-heading = リング{ $board }個、{ $type }
text-pool = 共有の山:
text-captured = { $player }が取ったビー玉:
text-to-move = 手番: プレイヤー{ $number }
text-to-move-capture = 手番: プレイヤー{ $number }（取る手が義務です）
text-position = 局面: { $position }
