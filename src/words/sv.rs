//! De svenska orden (Swedish), nyckel för nyckel som `en.rs`.

use super::Table;

pub const TABLE: Table = &[
    ("part", "DEL"),
    ("difficulty", "nivå {level}"),
    ("easy", "lätt"),
    ("medium", "mellan"),
    ("hard", "svår"),
    ("maze", "labyrint"),
    ("one-maze", "1 labyrint"),
    ("mazes", "{n} labyrinter"),
    ("puzzle", "pussel"),
    ("one-puzzle", "1 pussel"),
    ("puzzles", "{n} pussel"),
    ("layout", "uppställning"),
    ("one-layout", "1 uppställning"),
    ("layouts", "{n} uppställningar"),
    ("answers", "Lösningar"),
    ("answers-at-the-back", "lösningar längst bak"),
    ("answers-after-each-part", "lösningar efter varje del"),
    ("hints", "Ledtrådar"),
    ("hints-quarter", "Ledtrådar: första fjärdedelen"),
    ("hints-half", "Ledtrådar: första halvan"),
    ("hints-three-quarters", "Ledtrådar: tre fjärdedelar"),
    ("page", "sida"),
    ("contents", "Innehåll"),
    ("copyright-notice", "Alla rättigheter förbehållna."),
    ("how-to-title", "Så använder du boken"),
    ("how-to-grid-title", "Labyrinter"),
    ("how-to-block-title", "Blocklabyrinter"),
    ("how-to-viennese-title", "Trafikljuslabyrinter"),
    ("how-to-rotation-title", "Vridpussel"),
    (
        "how-to-labyrinth-title",
        "Uppställningar för Magiska labyrinten",
    ),
    ("how-to-theseus-title", "Theseus och Minotauren"),
    (
        "how-to-grid",
        "Börja vid det glada ansiktet och hitta vägen till stjärnan. Linjerna är \
         väggar: följ gångarna mellan dem och gå aldrig genom en vägg. När ett ansikte \
         eller en stjärna står utanför labyrinten börjar eller slutar vägen i rutan \
         bredvid.",
    ),
    (
        "how-to-grid-arrows",
        "Börja vid det glada ansiktet och hitta vägen till stjärnan. Linjerna är \
         väggar: följ gångarna mellan dem och gå aldrig genom en vägg. När ett ansikte \
         eller en stjärna står utanför labyrinten pekar dess pil på rutan där vägen \
         börjar eller slutar.",
    ),
    (
        "how-to-block",
        "De mörka rutorna är väggar och de vita rutorna är gångar. Gå in vid det glada \
         ansiktet i ytterväggen, gå från vit ruta till vit ruta (aldrig snett) och kom \
         ut vid stjärnan.",
    ),
    (
        "how-to-viennese",
        "Kör genom gatorna från det glada ansiktet till stjärnan. Varje gata har ett \
         trafikljus: grönt (cirkel), orange (triangel) eller rött (kvadrat). Varje drag \
         flyttar alla ljus ett steg: grönt blir orange, orange blir rött och rött blir \
         grönt. Du får bara köra på en gata medan dess ljus är grönt eller orange. \
         Reglerna står vid varje karta; kryssa i rutorna för att räkna dina drag.",
    ),
    (
        "how-to-rotation",
        "Vrid hela boken ett kvarts varv åt höger (H) eller vänster (V): kulan faller \
         nedåt och rullar tills en mörk ruta eller kanten stoppar den. Få den att \
         stanna på stjärnan; att rulla förbi räknas inte. Den streckade linjen visar \
         var botten var från början.",
    ),
    (
        "how-to-labyrinth",
        "Varje kort är en uppställning för brädspelet ”Magiska labyrinten”. Lägg \
         väggbitarna under brädet där kortet visar tjocka streck, och varje spelare i \
         hörnet med sitt nummer. Tabellen räknar stegen från varje hörn till målen: ju \
         närmare talen ligger varandra, desto rättvisare spel.",
    ),
    ("how-to-grid-bridges-title", "Labyrinter med broar"),
    (
        "how-to-grid-bridges",
        "Vissa gångar korsar varandra på broar: den ena går över bron och den andra \
         under den, gömd. Gå rakt över eller rakt under och sväng aldrig mitt i en \
         korsning. I lösningarna är vägen streckad där den går under en bro.",
    ),
    (
        "how-to-theseus",
        "Led Theseus (figuren med hjälm) ut ur labyrinten genom öppningen i ytterväggen. Vid varje drag går han en ruta, aldrig genom en vägg, eller väntar. Sedan tar Minotauren (huvudet med horn) två steg mot honom: varje steg åt sidan mot hans kolumn om ingen vägg är i vägen, annars uppåt eller nedåt mot hans rad. Når den Theseus är han fångad. Väggar håller Minotauren tillbaka: använd dem som fällor. Det finns en ruta för varje drag på den kortaste vägen ut.",
    ),
    ("how-to-floors-title", "Labyrinter med våningar"),
    (
        "how-to-floors",
        "De här labyrinterna har flera våningar, ritade bredvid varandra. Börja vid \
         det glada ansiktet på första våningen och hitta vägen till stjärnan på \
         översta våningen. En svart triangel som pekar uppåt är en trappa upp: den \
         leder till samma ruta på nästa våning, där en triangel som pekar nedåt visar \
         trappans andra ände. En triangel som pekar nedåt är en trappa ner. Vägen kan \
         gå ner en våning och upp igen. I lösningarna är trapporna på vägen numrerade \
         1, 2, 3 … på båda våningarna de förbinder.",
    ),
    ("how-to-example", "Ett löst exempel"),
    ("notes", "Anteckningar"),
    ("start", "Start"),
    ("goal", "Mål"),
    ("floor", "Våning {n}"),
    ("stairs-up", "trappa upp"),
    ("stairs-down", "trappa ner"),
    ("made-with", "Gjord med mazebook"),
    ("decimal-point", ","),
    ("and", "och"),
    (
        "viennese-ends",
        "Kör från det glada ansiktet till stjärnan.",
    ),
    (
        "viennese-cycle",
        "Varje drag byter alla ljus ett steg: grönt, sedan orange, sedan rött, sedan \
         grönt igen. Kartan visar dem före ditt första drag.",
    ),
    (
        "viennese-open",
        "Kör bara på en gata medan dess ljus är grönt eller orange.",
    ),
    (
        "viennese-no-u-turns",
        "Ingen U-sväng: kör aldrig rakt tillbaka längs gatan du kom från.",
    ),
    (
        "viennese-u-turns",
        "U-sväng tillåten: du får köra rakt tillbaka längs gatan du kom från.",
    ),
    (
        "viennese-move-boxes",
        "Kryssa i en ruta vid varje drag. Dess tecken visar vilka ljus, så som de är \
         tryckta på kartan, som släpper förbi dig.",
    ),
    ("viennese-after-0", "efter 0, 3, 6… drag"),
    ("viennese-after-1", "efter 1, 4, 7… drag"),
    ("viennese-after-2", "efter 2, 5, 8… drag"),
    ("viennese-no-route", "Ingen väg."),
    ("viennese-one-move", "1 drag."),
    (
        "viennese-moves",
        "{n} drag: följ talen 1 till {n} från det glada ansiktet till stjärnan.",
    ),
    (
        "viennese-lanes",
        "En gata som körs åt båda hållen har ett körfält för varje håll.",
    ),
    (
        "rotation-rules",
        "Vrid sidan åt höger (H) eller vänster (V): kulan faller nedåt och rullar tills \
         en vägg eller kanten stoppar den. Få den att stanna på stjärnan.",
    ),
    (
        "rotation-traps",
        "Se upp: vissa vridningar gör att kulan fastnar för gott.",
    ),
    ("rotation-bottom", "botten vid start"),
    ("rotation-one-turn", "1 vridning: {turns}"),
    ("rotation-turns", "{n} vridningar: {turns}"),
    ("rotation-slides", "rullar:"),
    ("rotation-no-solution", "Ingen lösning."),
    ("turn-right", "H"),
    ("turn-left", "V"),
    ("north", "nord"),
    ("east", "öst"),
    ("south", "syd"),
    ("west", "väst"),
    (
        "theseus-rules",
        "Vid varje drag går Theseus en ruta eller väntar; sedan tar Minotauren två steg mot honom, åt sidan först om den kan. Led Theseus ut genom öppningen utan att han blir fångad.",
    ),
    (
        "theseus-move-boxes",
        "Rita en pil i en ruta för varje drag, eller en prick för att vänta.",
    ),
    ("theseus-one-move", "1 drag:"),
    ("theseus-moves", "{n} drag:"),
    ("theseus-hint-moves", "De första {n} av {total} dragen:"),
    ("theseus-wait", "vänta"),
    (
        "theseus-checkpoints",
        "Siffror: var Theseus (cirkel) och Minotauren (kvadrat) står efter så många drag.",
    ),
    ("theseus-no-escape", "Ingen utväg."),
    (
        "labyrinth-fair",
        "Rättvisa {f}: alla spelare är lika nära målen",
    ),
    ("labyrinth-fairness", "Rättvisa {f} (0 är helt rättvist)"),
    ("labyrinth-closest", "spelare {n} är närmast"),
    ("labyrinth-tie", "spelarna {players} är lika nära"),
    ("labyrinth-player", "Spelare"),
    ("labyrinth-corner", "Hörn"),
    ("labyrinth-steps-to", "Steg till"),
    ("labyrinth-all-goals", "alla {n} mål"),
    ("labyrinth-steps-per", "Steg per"),
    ("labyrinth-goal-mean", "mål (medel)"),
    ("labyrinth-nearest", "Närmaste spelare"),
    ("north-west", "nordväst"),
    ("north-east", "nordost"),
    ("south-west", "sydväst"),
    ("south-east", "sydost"),
    ("play-undo", "Ångra"),
    ("play-restart", "Börja om"),
    ("play-answer", "Visa lösningen"),
    ("play-junction", "Fram till nästa korsning"),
    ("play-go-to", "Gå till {place}"),
    ("play-steps", "Steg: {n} (kortaste: {best})"),
    ("play-moves", "Drag: {n} (färst: {best})"),
    ("play-turns", "Vridningar: {n} (färst: {best})"),
    ("play-solved", "Löst!"),
    (
        "play-keys",
        "Dra eller tryck på nästa ruta, eller använd piltangenterna (Tab och Enter för andra former); U ångrar, J går fram till nästa korsning.",
    ),
    (
        "play-keys-floors",
        "Tryck på trappans ruta på den andra våningen för att ta den, eller tryck + (Page Up) för att gå upp och - (Page Down) för att gå ner.",
    ),
    (
        "play-keys-streets",
        "Tryck på nästa korsning, eller nå den med Tab och kör dit med Enter; U ångrar.",
    ),
    (
        "play-keys-turns",
        "Knapparna eller vänster- och högerpilarna vrider brädet; U ångrar.",
    ),
    (
        "play-keys-game",
        "Slå tärningen (D) och gå sedan genom att trycka eller med piltangenterna; E avslutar turen.",
    ),
    ("play-no-street", "Ingen gata leder dit härifrån."),
    ("play-red", "Den gatans ljus är rött: välj en annan gata."),
    (
        "play-no-u-turn",
        "Ingen U-sväng: du kom just längs den gatan.",
    ),
    ("play-lights", "Ljus som"),
    ("play-turn-left", "Vrid åt vänster"),
    ("play-turn-right", "Vrid åt höger"),
    ("play-players", "Spelare"),
    ("play-new-game", "Nytt spel"),
    ("play-roll", "Slå tärningen"),
    ("play-end-turn", "Avsluta turen"),
    ("play-show-walls", "Visa väggarna"),
    ("play-your-roll", "Spelare {n}: slå tärningen."),
    ("play-steps-left", "Spelare {n}: {left} steg kvar."),
    (
        "play-bump",
        "Pang! Spelare {n} gick in i en vägg och går tillbaka till hörnet.",
    ),
    ("play-found", "Spelare {n} hittade stjärnan!"),
    ("play-wins", "Spelare {n} vinner! Här är väggarna."),
    ("play-walls-shown", "Spelet är slut: här är väggarna."),
    ("play-stars", "Spelare {n}: {stars}"),
    (
        "play-keys-theseus",
        "Piltangenterna eller knapparna går, W väntar; Minotauren tar två steg efter varje steg du tar; U ångrar.",
    ),
    ("play-wait", "Vänta"),
    ("play-wall", "En vägg är i vägen."),
    ("play-minotaur-there", "Där står Minotauren."),
    ("play-caught", "Fångad! Ångra eller börja om."),
];
