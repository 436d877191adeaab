# A terminálos játék: amit kiír. A parancsai angolul maradnak (`new`, `hint`, `board`…).

term-error = hiba: { $why }
term-line-too-long = ez a sor hosszabb { $max } bájtnál; nem történt semmi
term-not-text = ez a sor nem szöveg (nem érvényes UTF-8); nem történt semmi
term-resuming = A(z) #{ $game } játszma folytatása ({ $terms }), { $turns } után.
term-new-game = Új játszma (#{ $game }): { $terms }.
term-changed = A játszma megváltozott egy másik ablakban: { $what }.
term-change-began = elkezdődött a(z) #{ $game } játszma
term-change-taken-back = visszavéve: { $turns }
term-change-played = { $player } lépett: { $turn }
term-change-draw-offered = { $player } döntetlent ajánl
term-change-takeback = { $player } visszavételt kér
term-change-ended = a játszma véget ért: { $end }
term-change-answered = egy ajánlatra válasz érkezett
term-game-over = Vége a játszmának: { $result } ({ $reason }). Új játszmához írd be: `new`.
term-wins = { $player } nyert
term-draw = döntetlen
term-to-move = { $player } következik
term-draw-offered = döntetlenajánlat van érvényben (draw accept / draw decline)
term-takeback-asked = visszavételi kérés van érvényben (takeback accept / takeback decline)
term-reviewing = A(z) #{ $game } játszma elemzése ({ $positions } állás, mindegyik eltart egy pillanatig)…
term-accuracy = { $player }: pontosság { $accuracy }
term-better = { $number }. lépés: jobb lett volna { $better } — { $reason }.
term-legal = { $count } szabályos lépés:
term-thinking = gondolkodom…
term-hint = tipp: { $turn } — { $reason }; { $standing }. (folytatás: { $line })
term-new-unknown = a `new` nem ismeri ezt: { $word } (lásd `help`)
term-still-going-on = a(z) #{ $game } játszma még tart; előbb fejezd be (vagy add fel)
term-usage-puzzle = puzzle [easy | medium | hard | new]
term-usage-solve = solve <lépés>, pl. solve Wd4-a1
term-usage-as = az `as` után 1 vagy 2 jöhet, nem { $word }
term-usage-answer = a(z) { $command } után { $ask }, accept vagy decline jöhet, nem { $word }
term-usage-place = használat: place <szín W/G/B> <mező> [<elveendő gyűrű>], pl. place W d4 a1
term-not-a-colour = a(z) { $word } nem szín (W, G vagy B); { $usage }
term-help =
    Parancsok (soronként egy; a soron következő játékos nevében hatnak, hacsak nem `as 1` vagy `as 2` előtaggal kezded):
      <lépés>                     egy lépés jelöléssel: Wd4-a1, e5xc5xa3, pass
      place <szín> <mező> [<gyűrű>]   pl. place W d4 a1
      jump <mező> <mező> ...      pl. jump e5 c5 a3
      move <lépés>                ugyanaz, mintha magát a lépést írnád be
      board                       a tábla újbóli megjelenítése
      legal                       az összes szabályos lépés listája
      hint [deep]                 lépésjavaslat (deep: tíz másodperc gondolkodás)
      resign                      a játszma feladása
      draw [offer|accept|decline] döntetlen ajánlása, vagy válasz egy ajánlatra
      takeback [request|accept|decline]   az utolsó lépésed visszavétele (az ellenfélnek bele kell egyeznie)
      record                      a játszma lejegyzése
      review                      a játszma minden lépésének értékelése (ha véget ért, vagy a gép
                                  ellen): jelek, pontosság, a legnagyobb hibák magyarázattal
      puzzle [easy|medium|hard|new]   a nyitott feladványod, vagy egy új: lépj és nyerj
      solve <lépés>               egy lépés a feladványodban (a gép védekezik)
      new [37|40|43|44|48|61] [standard|blitz] [human|bot] [first|second|random]
                                  új játszma indítása, ha ez már véget ért
      rules                       a játék teljes szabályai
      help                        ez a lista
      quit                        kilépés (a játszma mentve marad; a folytatáshoz indítsd újra)

# Az állás szövegként (a terminál táblája).
text-heading = { $board } gyűrű, { $type } változat
text-pool = készlet:
text-captured = { $player } begyűjtött golyói:
text-to-move = lép: { $number }. játékos
text-to-move-capture = lép: { $number }. játékos (az ütés kötelező)
text-position = állás: { $position }
