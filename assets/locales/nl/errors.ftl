# Weigeringen: waarom er niets gebeurde, in woorden waar de speler iets mee kan.

error-no-game-here-discord = hier is geen partij bezig; begin er een met `/zertz uitdagen` of `/zertz bot`
error-no-game-here-terminal = er is geen partij bezig; begin er een met `new`
error-no-such-game = partij #{ $game } bestaat niet
error-channel-busy = hier is al een partij bezig; maak die eerst af (of speel in een ander kanaal)
error-not-a-player = je speelt niet mee in deze partij
error-not-your-turn = je bent niet aan zet: { $player } is aan zet
error-not-your-turn-wait = je bent niet aan zet; wacht op de zet van je tegenstander
error-still-playing = deze partij loopt nog; je kunt om een revanche vragen zodra ze afgelopen is
error-hint-not-your-turn = alleen de speler die aan zet is kan een tip vragen; wacht tot je aan zet bent
error-hint-in-rated-game = geen tips in partijen met rating; importeer de stelling met `/zertz importeren` om die na de partij te analyseren
error-bad-record = deze partij kan niet geïmporteerd worden: { $why }
error-no-server = ratings worden per server bijgehouden; gebruik dit commando in een serverkanaal
error-bot-to-move = de bot denkt na; wacht op zijn zet
error-illegal-turn = die zet kan niet: { $why }
error-position-changed = de stelling is veranderd voordat je actie aankwam; bekijk het nieuwe bord en probeer het opnieuw
error-already-played = { $turn } is al gespeeld
error-game-over-discord = deze partij is afgelopen ({ $end }); begin een nieuwe met `/zertz uitdagen`
error-game-over-terminal = deze partij is afgelopen ({ $end }); begin een nieuwe met `new`
error-game-just-ended = de partij is net afgelopen: { $end }
error-no-such-challenge = die uitdaging bestaat niet
error-challenge-closed = die uitdaging is niet meer open ({ $status ->
    [accepted] ze werd aangenomen
    [declined] ze werd afgewezen
    [cancelled] ze werd ingetrokken
    [expired] ze is verlopen
   *[answered] ze is al beantwoord
})
error-challenge-expired = die uitdaging is verlopen; stuur een nieuwe
error-not-challenged = alleen wie uitgedaagd is kan op deze uitdaging antwoorden
error-not-challenger = alleen wie uitdaagde kan deze uitdaging intrekken
error-self-challenge = je kunt jezelf niet uitdagen; daag een vriend of de bot uit
error-no-draw-offer = er is geen remiseaanbod om op te antwoorden
error-own-draw-offer = jij hebt deze remise aangeboden; het antwoord is aan je tegenstander
error-own-takeback-request = jij hebt gevraagd om terug te nemen; het antwoord is aan je tegenstander
error-no-takeback-request = er is geen verzoek om terug te nemen
error-nothing-to-take-back = je hebt geen zet om terug te nemen
error-pending-draw-offer = je hebt al een remiseaanbod openstaan
error-pending-takeback-request = je hebt al een verzoek om terug te nemen openstaan
error-bad-cell-name = { $cell } is geen veldnaam (een kolomletter en een rijnummer, zoals d4)
error-corrupt-game = partij #{ $game } is beschadigd en kan niet geladen worden ({ $why }); andere partijen hebben er geen last van
error-bad-setup = { $why }
error-cannot-save = de bot kan nu geen partijen opslaan; er is niets veranderd
error-on-our-side = er ging bij ons iets mis; probeer het opnieuw
error-review-while-playing = deze partij wordt nog gespeeld; je kunt om een analyse vragen zodra ze afgelopen is (tijdens de partij kan de speler aan zet een tip vragen, als tips zijn toegestaan)
error-no-puzzle = je hebt geen open puzzel; `/zertz puzzel` geeft je er een
error-no-puzzle-in-game = in partij #{ $game } is geen puzzel gevonden; een afgelopen partij wordt binnen enkele minuten doorzocht
error-no-puzzles = er zijn nu geen puzzels beschikbaar; probeer het later opnieuw

## Hoe een partij eindigde.
end-goal = doel bereikt
end-board-used-up = bord vol
end-repetition = drievoudige herhaling
end-double-pass = beide spelers pasten
end-resignation = { $player } gaf op
end-timeout = { $player } ging door de tijd
end-draw-agreed = remise overeengekomen
end-moderator = beëindigd door een moderator
end-someone = een speler
end-won = { $player } won, { $reason }
end-drawn = remise, { $reason }

## Het einde van de zin van een weigering.
refusal-end = .

# Waarom een partij niet geïmporteerd (na error-bad-record) of opgezet kan worden.
record-too-long = de tekst is langer dan { $kib } KiB
record-too-few-turns = ze heeft maar { $total ->
    [one] { $total } zet
   *[other] { $total } zetten
}, geen { $keep }
record-over-after = de partij is afgelopen na zet { $turn } ({ $outcome }); importeer minder zetten om een stelling van vóór het einde te analyseren
record-empty = het partijbestand is leeg: geef de zetten (zoals 1. Wd4-a1 Gd5-g1), een partijregel (standard 37 Wd4-a1 …) of een stelling
record-file-too-long = het partijbestand is te lang ({ $bytes } bytes): een partijbestand is hoogstens 64 KiB
record-too-many-turns = het partijbestand heeft { $turns } zetten: hoogstens 1000 mogen
record-bad-tag = de tag { $tag } is niet te lezen: { $why } (schrijf tags als [Event "Vrijdagpartij"])
tag-no-name = hij heeft geen naam
tag-no-closing-quote = de waarde heeft geen sluitend aanhalingsteken
tag-no-bracket = na de waarde moet ] komen
tag-not-closed = hij wordt nergens gesloten met ]
tag-no-value = hij heeft geen waarde
record-tag-after-turns = de tag [{ $key } …] staat na de zetten: tags komen vóór de zetten, en een partijbestand bevat één partij
record-unclosed-comment = een commentaar dat met {"{"} begint, wordt nergens gesloten met {"}"}
record-unknown-board = { $board } is geen bord: kies 37, 40, 43, 44, 48 of 61 ringen
record-unknown-type = onbekend speltype { $word }: kies standard of blitz
record-position = { $why }
record-conflict = { $why }: laat ze overeenkomen of laat er een weg
record-turn = zet { $number } ({ $token }): { $why }
record-bad-start = ongeldige beginstelling: { $why }
setup-blitz-board = blitz wordt gespeeld op 37 ringen, niet op { $board }
setup-time-range = een tijd per zet ligt tussen een uur en 14 dagen
setup-analysis-rematch = een analysepartij heeft geen revanche; importeer de partij opnieuw om verder te gaan
