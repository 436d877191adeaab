# Antwoorden op commando's die alleen de vrager ziet (en een paar openbare: het bord, het naspelen,
# het kanaal van de puzzel van de dag). Commandonamen staan zoals in deze taal.

games-none = Je hebt geen lopende partij. Begin er een met `/zertz uitdagen` of `/zertz bot`.
games-row = • Partij #{ $game } in { $channel } tegen { $opponent }: { $board } ringen, { $turns } gespeeld, { $whose }
games-your-turn = **jij bent aan zet**
games-their-turn = de tegenstander is aan zet
games-deadline = { $whose }, de tijd loopt af { $when }
record-message = Het partijbestand van partij #{ $game } ({ $turns }). Importeer het met `/zertz importeren` om het te analyseren.
record-too-big = Dat bestand is te groot voor een partijbestand (hoogstens 64 KiB).
record-download-failed = Ik kon dat bestand niet downloaden; probeer het opnieuw.
record-nothing-given = Geef een partijbestand, of plak een partij of een stelling in `tekst`.
replay-line = Partij #{ $game } nagespeeld: { $turns }. { $status }
labels-on = Vanaf nu staat op de borden waar jij aan zet bent de naam van elke ring erin (`/zertz instellingen namen:false` om dit terug te draaien).
labels-off = Vanaf nu worden je borden getekend zonder de namen van de ringen (`/zertz bord namen:true` toont ze één keer).
bot-cannot-accept = Bots kunnen geen uitdagingen aannemen; speel tegen mij met `/zertz bot`.
bot-did-not-take = De bot nam de uitdaging niet aan.
unknown-level = niveau { $name } bestaat niet; kies uit { $levels }
moderators-only-end = Alleen moderators (Berichten beheren) kunnen een partij beëindigen.
moderators-only-puzzle-channel = Alleen moderators (Berichten beheren) kunnen het puzzelkanaal kiezen.
puzzle-channel-server-only = De puzzel van de dag verschijnt in een kanaal van een server; gebruik dit commando op een server.
puzzle-channel-set = De puzzel van de dag verschijnt elke dag (UTC) in { $channel }; die van vandaag komt binnen een minuut.
puzzle-channel-stopped = De puzzel van de dag verschijnt niet meer op deze server.
puzzle-you = Jij
puzzle-defence = Verdediging
board-out-of-date = Dit bord is niet meer actueel: de partij is verder gegaan. Gebruik `/zertz bord` om te zien hoe ze ervoor staat.
button-not-mine = Deze knop werkt niet meer.
internal-failure = Er ging bij mij iets mis; `/zertz bord` toont hoe de partij ervoor staat.
server-only = `/{ $command }` werkt alleen in een kanaal van een server; hier kun je tegen mij spelen met `/zertz bot`.
level-description-random = speelt een willekeurige geldige zet
level-description-easy = kijkt één zet vooruit; met een offer te verslaan
level-description-medium = kijkt twee zetten vooruit
level-description-hard = rekent diep, tot 1,5 s per zet
level-description-master = denkt tien seconden per zet, voor partijen met veel bedenktijd
colour-in-pool = { $colour } ({ $count } in de voorraad)
colour-in-captures = { $colour } ({ $count } van je geslagen knikkers)
not-a-colour = { $word } is geen kleur: kies wit, grijs of zwart.
