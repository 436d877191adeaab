# Elutasítások: miért nem történt semmi, olyan szavakkal, amelyek alapján a játékos tehet valamit.

error-no-game-here-discord = itt nincs folyamatban játszma; indíts egyet a `/zertz kihívás` vagy a `/zertz gép` paranccsal
error-no-game-here-terminal = nincs folyamatban játszma; indíts egyet a `new` paranccsal
error-no-such-game = nincs #{ $game } számú játszma
error-channel-busy = itt már folyik egy játszma; előbb fejezd be (vagy játssz egy másik csatornában)
error-not-a-player = nem játszol ebben a játszmában
error-not-your-turn = nem te következel: { $player } lép
error-not-your-turn-wait = nem te következel; várd meg az ellenfeled lépését
error-still-playing = ez a játszma még tart; visszavágót a végén kérhetsz
error-hint-not-your-turn = tippet csak a soron következő játékos kérhet; várd meg, amíg te következel
error-hint-in-rated-game = értékelt játszmában nincs tipp; a játszma után importáld az állást a `/zertz importálás` paranccsal, és elemezd
error-bad-record = ez a játszma nem importálható: { $why }
error-no-server = az értékszámokat szerverenként tartjuk nyilván; ezt egy szerver csatornájában használd
error-bot-to-move = a gép gondolkodik; várd meg a lépését
error-illegal-turn = ez a lépés nem szabályos: { $why }
error-position-changed = az állás megváltozott, mielőtt a műveleted megérkezett; nézd meg az új táblát, és próbáld újra
error-already-played = a(z) { $turn } lépés már megtörtént
error-game-over-discord = ez a játszma véget ért ({ $end }); újat a `/zertz kihívás` paranccsal indíthatsz
error-game-over-terminal = ez a játszma véget ért ({ $end }); újat a `new` paranccsal indíthatsz
error-game-just-ended = a játszma éppen most ért véget: { $end }
error-no-such-challenge = ilyen kihívás nincs
error-challenge-closed = ez a kihívás már nem nyitott ({ $status ->
    [accepted] elfogadták
    [declined] elutasították
    [cancelled] visszavonták
    [expired] lejárt
   *[answered] már válaszoltak rá
})
error-challenge-expired = ez a kihívás lejárt; küldj egy újat
error-not-challenged = erre a kihívásra csak a kihívott játékos válaszolhat
error-not-challenger = ezt a kihívást csak a kihívó vonhatja vissza
error-self-challenge = magadat nem hívhatod ki; hívj ki egy barátot vagy a gépet
error-no-draw-offer = nincs döntetlenajánlat, amire válaszolni lehetne
error-own-draw-offer = te ajánlottál döntetlent; az ellenfelednek kell válaszolnia
error-own-takeback-request = te kérted a visszavételt; az ellenfelednek kell válaszolnia
error-no-takeback-request = nincs visszavételi kérés, amire válaszolni lehetne
error-nothing-to-take-back = nincs visszavehető lépésed
error-pending-draw-offer = már van függőben lévő döntetlenajánlatod
error-pending-takeback-request = már van függőben lévő visszavételi kérésed
error-bad-cell-name = a(z) { $cell } nem mezőnév (egy oszlopbetű és egy sorszám, például d4)
error-corrupt-game = a(z) #{ $game } játszma megsérült, és nem tölthető be ({ $why }); a többi játszmát ez nem érinti
error-bad-setup = { $why }
error-cannot-save = a gép most nem tud játszmákat menteni; semmi sem változott
error-on-our-side = valami hiba történt nálunk; kérlek, próbáld újra
error-review-while-playing = ez a játszma még tart; az elemzését a végén kérheted (játszma közben a soron következő játékos kérhet tippet, ha a játszma engedi)
error-no-puzzle = nincs nyitott feladványod; a `/zertz feladvány` ad egyet
error-no-puzzle-in-game = a(z) #{ $game } játszmában nem találtunk feladványt; egy befejezett játszmát néhány percen belül átnézünk
error-no-puzzles = most nincs kiadható feladvány; próbáld újra később

## Hogyan ért véget egy játszma.
end-goal = cél elérve
end-board-used-up = a tábla betelt
end-repetition = háromszori ismétlés
end-double-pass = mindkét játékos passzolt
end-resignation = { $player } feladta
end-timeout = { $player } kifutott az időből
end-draw-agreed = megegyezéses döntetlen
end-moderator = egy moderátor lezárta
end-someone = egy játékos
end-won = { $player } nyert, { $reason }
end-drawn = döntetlen, { $reason }

## Az elutasító mondat vége.
refusal-end = .

# Miért nem importálható egy játszma (az error-bad-record után), vagy miért nem indítható.
record-too-long = hosszabb { $kib } KiB-nál
record-too-few-turns = csak { $total } lépésből áll, nem { $keep } lépésből
record-over-after = a játszma a(z) { $turn }. lépés után véget ér ({ $outcome }); importálj kevesebb lépést, ha a vége előtti állást akarod elemezni
record-empty = a játszmaleírás üres: add meg a lépéseket (például 1. Wd4-a1 Gd5-g1), egy játszmasort (standard 37 Wd4-a1 …) vagy egy állást
record-file-too-long = a játszmaleírás túl hosszú ({ $bytes } bájt): legfeljebb 64 KiB lehet
record-too-many-turns = a játszmaleírás { $turns } lépésből áll: legfeljebb 1000 lehet
record-bad-tag = nem olvasható a(z) { $tag } címke: { $why } (így írd a címkéket: [Event "Pénteki játszma"])
tag-no-name = nincs neve
tag-no-closing-quote = az értéknek nincs záró idézőjele
tag-no-bracket = az érték után ] következik
tag-not-closed = sehol sincs lezárva ]-lel
tag-no-value = nincs értéke
record-tag-after-turns = a(z) [{ $key } …] címke a lépések után áll: a címkék a lépések elé kerülnek, és egy leírás egy játszmát tartalmaz
record-unclosed-comment = egy {"{"} jellel nyitott megjegyzés sehol sincs lezárva {"}"} jellel
record-unknown-board = { $board } nem tábla: válassz 37, 40, 43, 44, 48 vagy 61 gyűrűt
record-unknown-type = ismeretlen játéktípus: { $word }; válaszd a standard vagy a blitz típust
record-position = { $why }
record-conflict = { $why }: hozd őket összhangba, vagy hagyd el az egyiket
record-turn = { $number }. lépés ({ $token }): { $why }
record-bad-start = hibás kezdőállás: { $why }
setup-blitz-board = a villámjátszmát 37 gyűrűn játsszák, nem { $board } gyűrűn
setup-time-range = a lépésenkénti idő egy óra és 14 nap között lehet
setup-analysis-rematch = elemző játszmának nincs visszavágója; a folytatáshoz importáld újra a játszmát
