//! Polskie słowa (Polish), klucz po kluczu jak `en.rs`. Liczebniki odmieniają
//! rzeczowniki na trzy sposoby (1 labirynt, 2 labirynty, 5 labiryntów), więc
//! liczby stoją po dwukropku: „Labirynty: 12”.

use super::Table;

pub const TABLE: Table = &[
    ("part", "CZĘŚĆ"),
    ("difficulty", "poziom {level}"),
    ("easy", "łatwy"),
    ("medium", "średni"),
    ("hard", "trudny"),
    ("maze", "labirynt"),
    ("one-maze", "1 labirynt"),
    ("mazes", "Labirynty: {n}"),
    ("puzzle", "łamigłówka"),
    ("one-puzzle", "1 łamigłówka"),
    ("puzzles", "Łamigłówki: {n}"),
    ("layout", "układ"),
    ("one-layout", "1 układ"),
    ("layouts", "Układy: {n}"),
    ("answers", "Rozwiązania"),
    ("answers-at-the-back", "rozwiązania na końcu"),
    ("answers-after-each-part", "rozwiązania po każdej części"),
    ("hints", "Wskazówki"),
    ("hints-quarter", "Wskazówki: pierwsza ćwiartka"),
    ("hints-half", "Wskazówki: pierwsza połowa"),
    ("hints-three-quarters", "Wskazówki: trzy czwarte"),
    ("page", "strona"),
    ("contents", "Spis treści"),
    ("copyright-notice", "Wszelkie prawa zastrzeżone."),
    ("how-to-title", "Jak korzystać z tej książki"),
    ("how-to-grid-title", "Labirynty"),
    ("how-to-block-title", "Labirynty z bloków"),
    ("how-to-viennese-title", "Labirynty ze światłami"),
    ("how-to-rotation-title", "Łamigłówki obrotowe"),
    ("how-to-labyrinth-title", "Układy do Magicznego labiryntu"),
    ("how-to-theseus-title", "Tezeusz i Minotaur"),
    (
        "how-to-grid",
        "Zacznij od uśmiechniętej buzi i znajdź drogę do gwiazdki. Linie to ściany: idź \
         korytarzami między nimi i nigdy nie przechodź przez ścianę. Gdy buzia lub \
         gwiazdka stoi poza labiryntem, droga zaczyna się lub kończy na polu obok niej.",
    ),
    (
        "how-to-grid-arrows",
        "Zacznij od uśmiechniętej buzi i znajdź drogę do gwiazdki. Linie to ściany: \
         idź korytarzami między nimi i nigdy nie przechodź przez ścianę. Gdy buzia lub \
         gwiazdka stoi poza labiryntem, jej strzałka wskazuje pole, na którym droga się \
         zaczyna lub kończy.",
    ),
    (
        "how-to-block",
        "Ciemne pola to ściany, a białe to ścieżki. Wejdź przy uśmiechniętej buzi w \
         zewnętrznym murze, przechodź z białego pola na białe (nigdy na ukos) i wyjdź \
         przy gwiazdce.",
    ),
    (
        "how-to-viennese",
        "Jedź ulicami od uśmiechniętej buzi do gwiazdki. Każda ulica ma światło: \
         zielone (koło), pomarańczowe (trójkąt) lub czerwone (kwadrat). Każdy ruch \
         zmienia wszystkie światła o jeden krok: zielone na pomarańczowe, pomarańczowe \
         na czerwone, czerwone na zielone. Ulicą można jechać tylko wtedy, gdy jej \
         światło jest zielone lub pomarańczowe. Zasady są przy każdej mapie; zaznaczaj \
         pola, aby liczyć ruchy.",
    ),
    (
        "how-to-rotation",
        "Obróć całą książkę o ćwierć obrotu w prawo (P) lub w lewo (L): kulka spada w \
         dół i toczy się, aż zatrzyma ją ciemne pole lub krawędź. Zatrzymaj ją na \
         gwiazdce; przetoczenie się przez nią się nie liczy. Przerywana linia pokazuje, \
         gdzie na początku był dół.",
    ),
    (
        "how-to-labyrinth",
        "Każda karta to układ do gry planszowej „Magiczny labirynt”. Połóż ścianki pod \
         planszą tam, gdzie karta pokazuje grube belki, a każdego gracza w rogu z jego \
         numerem. Tabela liczy kroki z każdego rogu do celów: im bliższe sobie liczby, \
         tym uczciwsza gra.",
    ),
    ("how-to-grid-bridges-title", "Labirynty z mostami"),
    (
        "how-to-grid-bridges",
        "Niektóre korytarze krzyżują się na mostach: jeden biegnie po moście, a drugi \
         pod nim, ukryty. Idź prosto górą albo prosto dołem i nigdy nie skręcaj na \
         środku skrzyżowania. W rozwiązaniach droga jest przerywana tam, gdzie \
         przechodzi pod mostem.",
    ),
    (
        "how-to-theseus",
        "Wyprowadź Tezeusza (postać w hełmie) z labiryntu przez przerwę w zewnętrznym murze. W każdym ruchu idzie o jedno pole, nigdy przez mur, albo czeka. Potem Minotaur (głowa z rogami) robi dwa kroki w jego stronę: każdy krok w bok, ku jego kolumnie, jeśli nie zagradza mu drogi mur, a jeśli zagradza, to w górę lub w dół, ku jego rzędowi. Jeśli dosięgnie Tezeusza, łapie go. Mury zatrzymują Minotaura: zastawiaj nimi pułapki. Każdy ruch najkrótszej drogi do wyjścia ma swoją kratkę.",
    ),
    ("how-to-floors-title", "Labirynty z piętrami"),
    (
        "how-to-floors",
        "Te labirynty mają kilka pięter narysowanych obok siebie. Zacznij od \
         uśmiechniętej buzi na pierwszym piętrze i znajdź drogę do gwiazdki na \
         najwyższym piętrze. Czarny trójkąt skierowany w górę to schody w górę: \
         prowadzą na to samo pole następnego piętra, gdzie trójkąt skierowany w dół \
         oznacza ich drugi koniec. Trójkąt skierowany w dół to schody w dół. Droga \
         może zejść piętro niżej i znów wejść wyżej. W rozwiązaniach schody na drodze \
         mają numery 1, 2, 3… na obu piętrach, które łączą.",
    ),
    ("how-to-example", "Rozwiązany przykład"),
    ("notes", "Notatki"),
    ("start", "Start"),
    ("goal", "Meta"),
    ("floor", "Piętro {n}"),
    ("stairs-up", "schody w górę"),
    ("stairs-down", "schody w dół"),
    ("made-with", "Zrobione w mazebook"),
    ("decimal-point", ","),
    ("and", "i"),
    ("viennese-ends", "Jedź od uśmiechniętej buzi do gwiazdki."),
    (
        "viennese-cycle",
        "Każdy ruch zmienia wszystkie światła: zielone, potem pomarańczowe, potem \
         czerwone, potem znów zielone. Mapa pokazuje je przed pierwszym ruchem.",
    ),
    (
        "viennese-open",
        "Jedź ulicą tylko wtedy, gdy jej światło jest zielone lub pomarańczowe.",
    ),
    (
        "viennese-no-u-turns",
        "Bez zawracania: nigdy nie wracaj od razu ulicą, którą przyjechałeś.",
    ),
    (
        "viennese-u-turns",
        "Zawracanie dozwolone: możesz wrócić od razu ulicą, którą przyjechałeś.",
    ),
    (
        "viennese-move-boxes",
        "Przy każdym ruchu zaznacz jedno pole. Jego znaki pokazują, które światła (tak \
         jak na mapie) cię przepuszczą.",
    ),
    ("viennese-after-0", "po 0, 3, 6… ruchach"),
    ("viennese-after-1", "po 1, 4, 7… ruchach"),
    ("viennese-after-2", "po 2, 5, 8… ruchach"),
    ("viennese-no-route", "Brak drogi."),
    ("viennese-one-move", "1 ruch."),
    (
        "viennese-moves",
        "Ruchy: {n}. Podążaj za liczbami od 1 do {n}, od uśmiechniętej buzi do \
         gwiazdki.",
    ),
    (
        "viennese-lanes",
        "Ulica przejechana w obie strony ma pas dla każdego kierunku.",
    ),
    (
        "rotation-rules",
        "Obróć stronę w prawo (P) lub w lewo (L): kulka spada w dół i toczy się, aż \
         zatrzyma ją ściana lub krawędź. Zatrzymaj ją na gwiazdce.",
    ),
    (
        "rotation-traps",
        "Uwaga: po niektórych obrotach kulka utknie na zawsze.",
    ),
    ("rotation-bottom", "dół na początku"),
    ("rotation-one-turn", "1 obrót: {turns}"),
    ("rotation-turns", "Obroty ({n}): {turns}"),
    ("rotation-slides", "toczy się:"),
    ("rotation-no-solution", "Brak rozwiązania."),
    ("turn-right", "P"),
    ("turn-left", "L"),
    ("north", "pn."),
    ("east", "wsch."),
    ("south", "pd."),
    ("west", "zach."),
    (
        "theseus-rules",
        "W każdym ruchu Tezeusz idzie o jedno pole lub czeka; potem Minotaur robi dwa kroki w jego stronę, najpierw w bok, jeśli może. Wyprowadź Tezeusza przez przerwę w murze, zanim go złapie.",
    ),
    (
        "theseus-move-boxes",
        "Narysuj strzałkę w kratce dla każdego ruchu albo kropkę, gdy Tezeusz czeka.",
    ),
    ("theseus-one-move", "1 ruch:"),
    ("theseus-moves", "Ruchy ({n}):"),
    ("theseus-hint-moves", "Pierwsze ruchy ({n} z {total}):"),
    ("theseus-wait", "czekaj"),
    (
        "theseus-checkpoints",
        "Liczby: gdzie stoją Tezeusz (koło) i Minotaur (kwadrat) po tylu ruchach.",
    ),
    ("theseus-no-escape", "Nie ma wyjścia."),
    (
        "labyrinth-fair",
        "Nierówność {f}: każdy gracz jest równie blisko celów",
    ),
    (
        "labyrinth-fairness",
        "Nierówność {f} (0 to pełna równowaga)",
    ),
    ("labyrinth-closest", "najbliżej: gracz {n}"),
    ("labyrinth-tie", "równie blisko: gracze {players}"),
    ("labyrinth-player", "Gracz"),
    ("labyrinth-corner", "Róg"),
    ("labyrinth-steps-to", "Kroki do"),
    ("labyrinth-all-goals", "wszystkich celów"),
    ("labyrinth-steps-per", "Kroki na"),
    ("labyrinth-goal-mean", "cel (średnio)"),
    ("labyrinth-nearest", "Najbliższy gracz"),
    ("north-west", "pn.-zach."),
    ("north-east", "pn.-wsch."),
    ("south-west", "pd.-zach."),
    ("south-east", "pd.-wsch."),
    ("play-undo", "Cofnij"),
    ("play-restart", "Od nowa"),
    ("play-answer", "Pokaż rozwiązanie"),
    ("play-junction", "Do następnego skrzyżowania"),
    ("play-go-to", "Idź do {place}"),
    ("play-steps", "Kroki: {n} (najkrótsza: {best})"),
    ("play-moves", "Ruchy: {n} (najmniej: {best})"),
    ("play-turns", "Obroty: {n} (najmniej: {best})"),
    ("play-solved", "Rozwiązane!"),
    (
        "play-keys",
        "Przeciągnij lub dotknij następne pole albo użyj strzałek (Tab i Enter przy innych kształtach); U cofa, J idzie do następnego skrzyżowania.",
    ),
    (
        "play-keys-floors",
        "Dotknij pola schodów na sąsiednim piętrze, aby po nich przejść, albo naciśnij + (Page Up), by wejść, i - (Page Down), by zejść.",
    ),
    (
        "play-keys-streets",
        "Dotknij następnego skrzyżowania albo wybierz je klawiszem Tab i jedź klawiszem Enter; U cofa.",
    ),
    (
        "play-keys-turns",
        "Przyciski albo strzałki w lewo i w prawo obracają planszę; U cofa.",
    ),
    (
        "play-keys-game",
        "Rzuć kostką (D), potem idź dotykiem lub strzałkami; E kończy turę.",
    ),
    ("play-no-street", "Stąd nie prowadzi tam żadna ulica."),
    (
        "play-red",
        "Na tej ulicy jest czerwone światło: wybierz inną ulicę.",
    ),
    (
        "play-no-u-turn",
        "Nie zawracaj: właśnie przyjechałeś tą ulicą.",
    ),
    ("play-lights", "Światła jak"),
    ("play-turn-left", "Obróć w lewo"),
    ("play-turn-right", "Obróć w prawo"),
    ("play-players", "Gracze"),
    ("play-new-game", "Nowa gra"),
    ("play-roll", "Rzuć kostką"),
    ("play-end-turn", "Zakończ turę"),
    ("play-show-walls", "Pokaż ściany"),
    ("play-your-roll", "Gracz {n}: rzuć kostką."),
    ("play-steps-left", "Gracz {n}: zostało {left} kroków."),
    (
        "play-bump",
        "Bum! Gracz {n} uderza w ścianę i wraca do rogu.",
    ),
    ("play-found", "Gracz {n} znalazł gwiazdę!"),
    ("play-wins", "Wygrywa gracz {n}! Oto ściany."),
    ("play-walls-shown", "Koniec gry: oto ściany."),
    ("play-stars", "Gracz {n}: {stars}"),
    (
        "play-keys-theseus",
        "Strzałki lub przyciski idą, W czeka; Minotaur robi dwa kroki po każdym twoim; U cofa.",
    ),
    ("play-wait", "Czekaj"),
    ("play-wall", "Na drodze jest ściana."),
    ("play-minotaur-there", "Tam stoi Minotaur."),
    ("play-caught", "Złapany! Cofnij albo zacznij od nowa."),
];
