# Puzzels: wat een puzzel vraagt, wat een zet erin oplevert, de puzzel van de dag.

difficulty-easy = makkelijk
difficulty-medium = gemiddeld
difficulty-hard = moeilijk
puzzle-name = Puzzel #{ $number }
puzzle-name-game = Puzzel uit partij #{ $game }
puzzle-name-daily = Puzzel van de dag
puzzle-heading = { $name } ({ $difficulty })
puzzle-daily-heading = { $name } van { $date } — #{ $number } ({ $difficulty })
puzzle-you-are = { $heading } — je bent speler { $player } en aan zet.
puzzle-you-are-blitz = { $heading } — je bent speler { $player } en aan zet · blitzdoelen.
puzzle-solved = Opgelost ✓ — { $line }.
puzzle-after = Na { $line }:
puzzle-win-in = win in { $turns ->
    [one] { $turns } zet
   *[other] { $turns } zetten
}
puzzle-wrong-so-far = Foute pogingen tot nu toe: { $count }.
puzzle-wins = { $turn } wint — { $heading } opgelost!
puzzle-wins-first-try = { $turn } wint — { $heading } in één keer opgelost!
puzzle-streak = Reeks { $streak } (beste { $best }), in totaal { $solved } opgelost.
puzzle-defended = { $turn } — juist. De bot verdedigt zich met { $reply }.
puzzle-refuted = { $turn } wint niet: { $why }. Probeer het opnieuw vanuit dezelfde stelling (foute pogingen: { $count }).
puzzle-refuted-at-once = deze zet wint niet meteen
puzzle-refuted-by = na { $reply } is er geen winst meer binnen { $turns ->
    [one] { $turns } zet
   *[other] { $turns } zetten
}
puzzle-refuted-no-force = deze zet dwingt geen winst af binnen { $turns ->
    [one] { $turns } zet
   *[other] { $turns } zetten
}
puzzle-answer-discord = Antwoord met `/zertz oplossen`.
puzzle-another-discord = `/zertz puzzel nieuw:true` geeft je een nieuwe.
puzzle-answer-terminal = Antwoord met `solve <zet>`.
puzzle-another-terminal = Typ `puzzle new` voor een nieuwe.
daily-post = { $heading }: speler { $player } is aan zet en wint in { $turns ->
    [one] { $turns } zet
   *[other] { $turns } zetten
}. Druk op **{ $button }** of gebruik `/zertz puzzel dagpuzzel:true`; alleen jij ziet je antwoorden.
daily-button = Oplossen
daily-earlier = Dat bericht is van een eerdere dag; hier is de puzzel van vandaag.
