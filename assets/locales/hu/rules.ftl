# /zertz szabályok: a játék röviden, a jelölés és a parancsok.

rules-title = A ZÈRTZ röviden
rules-place = • A golyók nem tartoznak senkihez: amikor te lépsz, vagy **leteszel** egy tetszőleges színű golyót a közös készletből egy üres gyűrűre, majd elveszel egy **szabad** gyűrűt (egy üres gyűrűt a szélen, amely kicsúsztatható), vagy **ütsz**.
rules-capture = • **Az ütés kötelező**: egy golyóval átugrasz egy szomszédos golyót a mögötte lévő üres gyűrűre, és addig ugrasz tovább, amíg lehet. Az átugrott golyók a tieid.
rules-isolation = • A tábláról leválasztott, üres gyűrű nélküli gyűrűcsoport golyóstul azé, aki leválasztotta.
rules-win = • **Nyersz**, ha összegyűjtesz 4 fehéret, 5 szürkét, 6 feketét vagy mindegyik színből 3-at (villámjáték: 3, 4, 5, illetve mindegyikből 2).
rules-notation = • Jelölés: a lerakás szín, mező és az elvett gyűrű, `Wd4-a1`; az ütés minden érkezési mezőt megnevez, `e5xc5xa3`; `pass` csak akkor, ha más nem lehetséges.
rules-commands-title = Parancsok
rules-commands = `/zertz kihívás`, `/zertz gép`, `/zertz lerak`, `/zertz ugrás`, `/zertz lépés`, `/zertz tábla`, `/zertz tipp`, `/zertz döntetlen`, `/zertz visszavétel`, `/zertz feladás`, `/zertz játszmák`, `/zertz exportálás`, `/zertz importálás`, `/zertz visszajátszás`, `/zertz elemzés`, `/zertz feladvány`, `/zertz megoldás`, `/zertz ranglista`, `/zertz profil`, `/zertz beállítások` (a gyűrűk nevei a tábláidon; egyszeri alkalomra `/zertz tábla nevek:true`).
rules-watching = Egy játszmát bárki megnézhet (`/zertz tábla`, `/zertz visszajátszás`), de lépni csak a két játékos léphet. A levelezési játszmákban lehet lépésenkénti időkorlát: félidőben emlékeztető jön, és aki kifut az időből, veszít. Tipp a gép elleni, a nem értékelt és az elemző játszmákban kérhető.
rules-full-attached = A teljes szabályokat csatoltam; a `/zertz szabályok` opció nélkül az összefoglalót adja.
