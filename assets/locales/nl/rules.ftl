# /zertz regels: het spel in het kort, de notatie en de commando's.

rules-title = ZÈRTZ in het kort
rules-place = • De knikkers zijn van niemand: als je aan zet bent, **plaats** je een knikker in een kleur naar keuze uit de voorraad op een lege ring en neem je daarna een **vrije** ring weg (een lege ring aan de rand die je eruit kunt schuiven), of je **slaat**.
rules-capture = • **Slaan is verplicht**: spring met een knikker over een naburige knikker naar de lege ring erachter, en blijf springen zolang die knikker dat kan. De overgesprongen knikkers zijn voor jou.
rules-isolation = • Een groep ringen die van het bord is afgesneden en geen lege ring meer heeft, gaat met knikkers en al naar de speler die hem afsneed.
rules-win = • **Win** met 4 witte, 5 grijze, 6 zwarte, of 3 van elke kleur (blitz: 3, 4, 5 of 2 van elke).
rules-notation = • Notatie: een plaatsing is kleur, veld en weggenomen ring, `Wd4-a1`; een slagzet noemt elk landingsveld, `e5xc5xa3`; `pass` alleen als er niets anders kan.
rules-commands-title = Commando's
rules-commands = `/zertz uitdagen`, `/zertz bot`, `/zertz plaatsen`, `/zertz slaan`, `/zertz zet`, `/zertz bord`, `/zertz tip`, `/zertz remise`, `/zertz terugnemen`, `/zertz opgeven`, `/zertz partijen`, `/zertz exporteren`, `/zertz importeren`, `/zertz naspelen`, `/zertz analyse`, `/zertz puzzel`, `/zertz oplossen`, `/zertz ranglijst`, `/zertz profiel`, `/zertz instellingen` (de namen van de ringen op je borden; `/zertz bord namen:true` voor één keer).
rules-watching = Iedereen kan een partij bekijken (`/zertz bord`, `/zertz naspelen`); alleen de twee spelers kunnen er zetten in doen. Correspondentiepartijen kunnen een bedenktijd per zet hebben: halverwege komt een herinnering, en wie door de tijd gaat, verliest. Tips zijn er voor partijen tegen de bot, vriendschappelijke partijen en analysepartijen.
rules-full-attached = De volledige regels zitten in de bijlage; `/zertz regels` zonder opties geeft de samenvatting.
