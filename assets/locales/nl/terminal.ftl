# Het spel in de terminal: wat het afdrukt. De commando's blijven Engels (`new`, `hint`, `board`…).

term-error = fout: { $why }
term-line-too-long = die regel is langer dan { $max } bytes; er is niets gedaan
term-not-text = die regel is geen tekst (het is geen geldige UTF-8); er is niets gedaan
term-resuming = Partij #{ $game } wordt hervat ({ $terms }), { $turns } gespeeld.
term-new-game = Nieuwe partij #{ $game }: { $terms }.
term-changed = De partij is in een ander venster veranderd: { $what }.
term-change-began = partij #{ $game } is begonnen
term-change-taken-back = teruggenomen: { $turns }
term-change-played = { $player } speelde { $turn }
term-change-draw-offered = { $player } biedt remise aan
term-change-takeback = { $player } vraagt om terug te nemen
term-change-ended = de partij is afgelopen: { $end }
term-change-answered = er is op een aanbod geantwoord
term-game-over = Partij afgelopen: { $result } ({ $reason }). Typ `new` voor een nieuwe partij.
term-wins = { $player } wint
term-draw = remise
term-to-move = { $player } is aan zet
term-draw-offered = er is remise aangeboden (draw accept / draw decline)
term-takeback-asked = er is gevraagd om terug te nemen (takeback accept / takeback decline)
term-reviewing = Partij #{ $game } wordt geanalyseerd ({ $positions } stellingen, elk duurt even)…
term-accuracy = { $player }: nauwkeurigheid { $accuracy }
term-better = Zet { $number }: beter was { $better } — { $reason }.
term-legal = { $count ->
    [one] { $count } geldige zet:
   *[other] { $count } geldige zetten:
}
term-thinking = even denken…
term-hint = tip: { $turn } — { $reason }; { $standing }. (voortzetting: { $line })
term-new-unknown = `new` kent { $word } niet (zie `help`)
term-still-going-on = partij #{ $game } loopt nog; maak haar eerst af (of geef op)
term-usage-puzzle = puzzle [easy | medium | hard | new]
term-usage-solve = solve <zet>, bv. solve Wd4-a1
term-usage-as = `as` verwacht 1 of 2, niet { $word }
term-usage-answer = { $command } verwacht { $ask }, accept of decline, niet { $word }
term-usage-place = gebruik: place <kleur W/G/B> <veld> [<ring om weg te nemen>], bv. place W d4 a1
term-not-a-colour = { $word } is geen kleur (W, G of B); { $usage }
term-help =
    Commando's (één per regel; ze gelden voor de speler aan zet, tenzij je begint met `as 1` of `as 2`):
      <zet>                       een zet in notatie: Wd4-a1, e5xc5xa3, pass
      place <kleur> <veld> [<ring>]   bv. place W d4 a1
      jump <veld> <veld> ...      bv. jump e5 c5 a3
      move <zet>                  hetzelfde als de zet zelf typen
      board                       toon het bord opnieuw
      legal                       toon alle geldige zetten
      hint [deep]                 stel een zet voor (deep: tien seconden nadenken)
      resign                      geef de partij op
      draw [offer|accept|decline] bied remise aan, of antwoord op een aanbod
      takeback [request|accept|decline]   neem je laatste zet terug (de tegenstander moet instemmen)
      record                      de notatie van de partij
      review                      beoordeel elke zet van de partij (als ze afgelopen is, of tegen
                                  de bot): beoordelingen, nauwkeurigheid, de grootste fouten uitgelegd
      puzzle [easy|medium|hard|new]   je open puzzel, of een nieuwe: aan zet en winnen
      solve <zet>                 een zet in je puzzel (de bot verdedigt)
      new [37|40|43|44|48|61] [standard|blitz] [human|bot] [first|second|random]
                                  begin een nieuwe partij zodra deze afgelopen is
      rules                       de volledige spelregels
      help                        deze lijst
      quit                        stoppen (de partij is bewaard; start opnieuw om verder te gaan)

# De stelling als tekst (het bord van de terminal).
text-heading = { $board } ringen, { $type }partij
text-pool = voorraad:
text-captured = { $player } heeft geslagen:
text-to-move = aan zet: speler { $number }
text-to-move-capture = aan zet: speler { $number } (slaan is verplicht)
text-position = stelling: { $position }
