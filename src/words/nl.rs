//! De Nederlandse woorden (Dutch), sleutel voor sleutel zoals `en.rs`.

use super::Table;

pub const TABLE: Table = &[
    ("part", "DEEL"),
    ("difficulty", "niveau {level}"),
    ("easy", "makkelijk"),
    ("medium", "gemiddeld"),
    ("hard", "moeilijk"),
    ("maze", "doolhof"),
    ("one-maze", "1 doolhof"),
    ("mazes", "{n} doolhoven"),
    ("puzzle", "puzzel"),
    ("one-puzzle", "1 puzzel"),
    ("puzzles", "{n} puzzels"),
    ("layout", "opstelling"),
    ("one-layout", "1 opstelling"),
    ("layouts", "{n} opstellingen"),
    ("answers", "Oplossingen"),
    ("answers-at-the-back", "oplossingen achterin"),
    ("answers-after-each-part", "oplossingen na elk deel"),
    ("hints", "Hints"),
    ("hints-quarter", "Hints: het eerste kwart"),
    ("hints-half", "Hints: de eerste helft"),
    ("hints-three-quarters", "Hints: driekwart"),
    ("page", "pagina"),
    ("contents", "Inhoud"),
    ("copyright-notice", "Alle rechten voorbehouden."),
    ("how-to-title", "Zo gebruik je dit boek"),
    ("how-to-grid-title", "Doolhoven"),
    ("how-to-block-title", "Blokdoolhoven"),
    ("how-to-viennese-title", "Stoplichtdoolhoven"),
    ("how-to-rotation-title", "Draaipuzzels"),
    (
        "how-to-labyrinth-title",
        "Opstellingen voor Het magische doolhof",
    ),
    ("how-to-theseus-title", "Theseus en de Minotaurus"),
    (
        "how-to-grid",
        "Begin bij het lachende gezicht en zoek de weg naar de ster. De lijnen zijn \
         muren: volg de gangen ertussen en ga nooit door een muur. Staat een gezicht of \
         een ster buiten het doolhof, dan begint of eindigt de weg in het vakje \
         ernaast.",
    ),
    (
        "how-to-grid-arrows",
        "Begin bij het lachende gezicht en zoek de weg naar de ster. De lijnen zijn \
         muren: volg de gangen ertussen en ga nooit door een muur. Staat een gezicht of \
         een ster buiten het doolhof, dan wijst de pijl naar het vakje waar de weg \
         begint of eindigt.",
    ),
    (
        "how-to-block",
        "De donkere vakjes zijn muren en de witte vakjes zijn paden. Ga naar binnen bij \
         het lachende gezicht in de buitenmuur, stap van wit vakje naar wit vakje (nooit \
         schuin) en kom naar buiten bij de ster.",
    ),
    (
        "how-to-viennese",
        "Rijd door de straten van het lachende gezicht naar de ster. Elke straat heeft \
         een verkeerslicht: groen (cirkel), oranje (driehoek) of rood (vierkant). Elke \
         zet schakelt alle lichten één stap door: groen wordt oranje, oranje wordt rood, \
         rood wordt groen. Je mag alleen door een straat rijden zolang het licht groen \
         of oranje is. De regels staan bij elke kaart; kruis de vakjes aan om je zetten \
         te tellen.",
    ),
    (
        "how-to-rotation",
        "Draai het hele boek een kwartslag naar rechts (R) of links (L): de bal valt \
         naar beneden en rolt tot een donker vakje of de rand hem stopt. Laat hem op de \
         ster stilstaan; eroverheen rollen telt niet. De stippellijn laat zien waar bij \
         de start de onderkant was.",
    ),
    (
        "how-to-labyrinth",
        "Elke kaart is een opstelling voor het bordspel ‘Het magische labyrint’. Leg de \
         muurtjes onder het bord waar de kaart dikke balken toont, en elke speler in de \
         hoek met zijn nummer. De tabel telt de stappen van elke hoek naar de doelen: \
         hoe dichter de getallen bij elkaar liggen, hoe eerlijker het spel.",
    ),
    ("how-to-grid-bridges-title", "Doolhoven met bruggen"),
    (
        "how-to-grid-bridges",
        "Sommige gangen kruisen elkaar op bruggen: de ene gaat over de brug, de \
         andere loopt er verborgen onder door. Ga rechtdoor eroverheen of rechtdoor \
         eronderdoor en sla nooit af midden op een kruising. In de oplossingen is de \
         weg gestreept waar hij onder een brug door gaat.",
    ),
    (
        "how-to-theseus",
        "Breng Theseus (het figuurtje met helm) het doolhof uit door de opening in de buitenmuur. Bij elke zet gaat hij één vakje verder, nooit door een muur, of hij wacht. Daarna zet de Minotaurus (de kop met hoorns) twee stappen naar hem toe: elke stap opzij naar zijn kolom als er geen muur in de weg staat, anders omhoog of omlaag naar zijn rij. Bereikt hij Theseus, dan is Theseus gevangen. Muren houden de Minotaurus tegen: gebruik ze als val. Er is een hokje voor elke zet van de kortste weg naar buiten.",
    ),
    ("how-to-floors-title", "Doolhoven met verdiepingen"),
    (
        "how-to-floors",
        "Deze doolhoven hebben meerdere verdiepingen, naast elkaar getekend. Begin \
         bij het lachende gezicht op de eerste verdieping en zoek de weg naar de ster \
         op de bovenste verdieping. Een zwarte driehoek met de punt omhoog is een \
         trap omhoog: die brengt je naar hetzelfde vakje op de volgende verdieping, \
         waar een driehoek met de punt omlaag het andere eind aangeeft. Een driehoek \
         met de punt omlaag is een trap omlaag. De weg kan een verdieping omlaag gaan \
         en weer omhoog. In de oplossingen zijn de trappen op de weg genummerd 1, 2, \
         3… op beide verdiepingen die ze verbinden.",
    ),
    ("how-to-example", "Een opgelost voorbeeld"),
    ("notes", "Notities"),
    ("start", "Start"),
    ("goal", "Finish"),
    ("floor", "Verdieping {n}"),
    ("stairs-up", "trap omhoog"),
    ("stairs-down", "trap omlaag"),
    ("made-with", "Gemaakt met mazebook"),
    ("decimal-point", ","),
    ("and", "en"),
    (
        "viennese-ends",
        "Rijd van het lachende gezicht naar de ster.",
    ),
    (
        "viennese-cycle",
        "Elke zet schakelt elk licht door: groen, dan oranje, dan rood, dan weer groen. \
         De kaart toont ze vóór je eerste zet.",
    ),
    (
        "viennese-open",
        "Rijd alleen door een straat zolang het licht groen of oranje is.",
    ),
    (
        "viennese-no-u-turns",
        "Niet keren: rijd nooit meteen terug door de straat waar je vandaan komt.",
    ),
    (
        "viennese-u-turns",
        "Keren mag: je mag meteen terugrijden door de straat waar je vandaan komt.",
    ),
    (
        "viennese-move-boxes",
        "Kruis bij elke zet een vakje aan. De tekens erin tonen welke lichten, zoals op \
         de kaart gedrukt, je doorlaten.",
    ),
    ("viennese-after-0", "na 0, 3, 6… zetten"),
    ("viennese-after-1", "na 1, 4, 7… zetten"),
    ("viennese-after-2", "na 2, 5, 8… zetten"),
    ("viennese-no-route", "Geen route."),
    ("viennese-one-move", "1 zet."),
    (
        "viennese-moves",
        "{n} zetten: volg de getallen 1 tot en met {n} van het lachende gezicht naar de \
         ster.",
    ),
    (
        "viennese-lanes",
        "Een straat die in beide richtingen wordt bereden, heeft een rijstrook per \
         richting.",
    ),
    (
        "rotation-rules",
        "Draai de bladzijde naar rechts (R) of links (L): de bal valt naar beneden en \
         rolt tot een muur of de rand hem stopt. Laat hem op de ster stoppen.",
    ),
    (
        "rotation-traps",
        "Let op: door sommige draaien komt de bal voorgoed vast te zitten.",
    ),
    ("rotation-bottom", "onderkant bij de start"),
    ("rotation-one-turn", "1 draai: {turns}"),
    ("rotation-turns", "{n} draaien: {turns}"),
    ("rotation-slides", "rolt:"),
    ("rotation-no-solution", "Geen oplossing."),
    ("turn-right", "R"),
    ("turn-left", "L"),
    ("north", "noord"),
    ("east", "oost"),
    ("south", "zuid"),
    ("west", "west"),
    (
        "theseus-rules",
        "Bij elke zet gaat Theseus één vakje of wacht hij; dan zet de Minotaurus twee stappen naar hem toe, eerst opzij als dat kan. Breng Theseus door de opening naar buiten zonder dat hij gevangen wordt.",
    ),
    (
        "theseus-move-boxes",
        "Teken voor elke zet een pijl in een hokje, of een stip om te wachten.",
    ),
    ("theseus-one-move", "1 zet:"),
    ("theseus-moves", "{n} zetten:"),
    ("theseus-hint-moves", "De eerste {n} van {total} zetten:"),
    ("theseus-wait", "wachten"),
    (
        "theseus-checkpoints",
        "Getallen: waar Theseus (cirkel) en de Minotaurus (vierkant) na zoveel zetten staan.",
    ),
    ("theseus-no-escape", "Geen uitweg."),
    (
        "labyrinth-fair",
        "Eerlijkheid {f}: elke speler is even dicht bij de doelen",
    ),
    (
        "labyrinth-fairness",
        "Eerlijkheid {f} (0 is volkomen eerlijk)",
    ),
    ("labyrinth-closest", "speler {n} is het dichtstbij"),
    ("labyrinth-tie", "spelers {players} staan gelijk"),
    ("labyrinth-player", "Speler"),
    ("labyrinth-corner", "Hoek"),
    ("labyrinth-steps-to", "Stappen naar"),
    ("labyrinth-all-goals", "alle {n} doelen"),
    ("labyrinth-steps-per", "Stappen per"),
    ("labyrinth-goal-mean", "doel (gem.)"),
    ("labyrinth-nearest", "Dichtstbijzijnde speler"),
    ("north-west", "noordwest"),
    ("north-east", "noordoost"),
    ("south-west", "zuidwest"),
    ("south-east", "zuidoost"),
    ("play-undo", "Ongedaan maken"),
    ("play-restart", "Opnieuw"),
    ("play-answer", "Toon de oplossing"),
    ("play-junction", "Door naar de volgende splitsing"),
    ("play-go-to", "Ga naar {place}"),
    ("play-steps", "Stappen: {n} (kortste: {best})"),
    ("play-moves", "Zetten: {n} (minste: {best})"),
    ("play-turns", "Draaiingen: {n} (minste: {best})"),
    ("play-solved", "Opgelost!"),
    (
        "play-keys",
        "Sleep of tik het volgende vakje, of gebruik de pijltjestoetsen (Tab en Enter bij andere vormen); U maakt ongedaan, J gaat door naar de volgende splitsing.",
    ),
    (
        "play-keys-floors",
        "Tik het vakje van de trap op de andere verdieping aan om hem te nemen, of druk op + (Page Up) om omhoog en - (Page Down) om omlaag te gaan.",
    ),
    (
        "play-keys-streets",
        "Tik de volgende kruising aan, of ga erheen met Tab en rijd met Enter; U maakt ongedaan.",
    ),
    (
        "play-keys-turns",
        "De knoppen of de pijltjestoetsen links en rechts draaien het bord; U maakt ongedaan.",
    ),
    (
        "play-keys-game",
        "Gooi de dobbelsteen (D) en stap met tikken of de pijltjestoetsen; E beëindigt de beurt.",
    ),
    ("play-no-street", "Er loopt geen straat van hier naartoe."),
    (
        "play-red",
        "Het licht van die straat is rood: kies een andere straat.",
    ),
    ("play-no-u-turn", "Niet keren: je kwam net door die straat."),
    ("play-lights", "Lichten zoals"),
    ("play-turn-left", "Naar links draaien"),
    ("play-turn-right", "Naar rechts draaien"),
    ("play-players", "Spelers"),
    ("play-new-game", "Nieuw spel"),
    ("play-roll", "Gooi de dobbelsteen"),
    ("play-end-turn", "Beurt beëindigen"),
    ("play-show-walls", "Toon de muren"),
    ("play-your-roll", "Speler {n}: gooi de dobbelsteen."),
    ("play-steps-left", "Speler {n}: nog {left} stappen."),
    (
        "play-bump",
        "Bots! Speler {n} raakt een muur en gaat terug naar de hoek.",
    ),
    ("play-found", "Speler {n} heeft de ster gevonden!"),
    ("play-wins", "Speler {n} wint! Hier zijn de muren."),
    ("play-walls-shown", "Spel voorbij: hier zijn de muren."),
    ("play-stars", "Speler {n}: {stars}"),
    (
        "play-keys-theseus",
        "Pijltjestoetsen of knoppen stappen, W wacht; de Minotaurus zet twee stappen na elke stap van jou; U maakt ongedaan.",
    ),
    ("play-wait", "Wachten"),
    ("play-wall", "Er staat een muur in de weg."),
    ("play-minotaur-there", "Daar staat de Minotaurus."),
    ("play-caught", "Gepakt! Maak ongedaan of begin opnieuw."),
];
