# Válaszok olyan parancsokra, amelyeket csak a kérdező lát (és néhány nyilvános: a tábla, egy
# visszajátszás, a napi feladvány csatornája). A parancsnevek ennek a nyelvnek a nevei.

games-none = Nincs folyamatban lévő játszmád. Indíts egyet a `/zertz kihívás` vagy a `/zertz gép` paranccsal.
games-row = • #{ $game } játszma ({ $channel }) { $opponent } ellen: { $board } gyűrű, { $turns } után, { $whose }
games-your-turn = **te következel**
games-their-turn = az ellenfél következik
games-deadline = { $whose }, az idő { $when } lejár
record-message = A(z) #{ $game } játszma lejegyzése ({ $turns }). Elemzéshez töltsd be a `/zertz importálás` paranccsal.
record-too-big = Ez a fájl túl nagy egy játszmához (legfeljebb 64 KiB).
record-download-failed = Nem tudtam letölteni ezt a fájlt; próbáld újra.
record-nothing-given = Adj meg egy játszmafájlt, vagy illessz be egy játszmát vagy állást a `szöveg` mezőbe.
replay-line = A(z) #{ $game } játszma visszajátszása: { $turns }. { $status }
labels-on = Mostantól azokon a táblákon, ahol te lépsz, minden gyűrűbe bele van írva a neve (visszaállítás: `/zertz beállítások nevek:false`).
labels-off = Mostantól a tábláid a gyűrűk nevei nélkül jelennek meg (egyszeri megjelenítésük: `/zertz tábla nevek:true`).
bot-cannot-accept = Botok nem fogadhatnak el kihívást; ellenem a `/zertz gép` paranccsal játszhatsz.
bot-did-not-take = A gép nem fogadta el a kihívást.
unknown-level = nincs { $name } nevű szint; a szintek: { $levels }
moderators-only-end = Játszmát csak moderátor (Üzenetek kezelése) zárhat le.
moderators-only-puzzle-channel = A feladvány-csatornát csak moderátor (Üzenetek kezelése) választhatja ki.
puzzle-channel-server-only = A napi feladvány egy szerver csatornájában jelenik meg; ezt egy szerveren használd.
puzzle-channel-set = A napi feladvány mostantól minden nap (UTC) itt jelenik meg: { $channel }; a mai egy percen belül érkezik.
puzzle-channel-stopped = A napi feladvány ezen a szerveren már nem jelenik meg.
puzzle-you = Te
puzzle-defence = Védekezés
board-out-of-date = Ez a tábla elavult: a játszma azóta továbbment. A `/zertz tábla` megmutatja, hol tart.
button-not-mine = Ez a gomb már nem működik.
internal-failure = Valami hiba történt nálam; a `/zertz tábla` megmutatja, hol tart a játszma.
server-only = A `/{ $command }` csak egy szerver csatornájában működik; itt a `/zertz gép` paranccsal játszhatsz ellenem.
level-description-random = bármilyen szabályos lépést megtesz, véletlenszerűen
level-description-easy = egy lépést lát előre; egy áldozattal legyőzhető
level-description-medium = két lépést lát előre
level-description-hard = mélyen számol, lépésenként legfeljebb 1,5 mp-ig
level-description-master = lépésenként tíz másodpercig gondolkodik, lassú játszmákhoz
colour-in-pool = { $colour } (a közös készletben: { $count })
colour-in-captures = { $colour } (begyűjtve: { $count })
not-a-colour = { $word } nem szín: válassz fehéret, szürkét vagy feketét.
