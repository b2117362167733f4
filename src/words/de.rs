//! Die deutschen Wörter (German), Schlüssel für Schlüssel wie `en.rs`.

use super::Table;

pub const TABLE: Table = &[
    ("part", "TEIL"),
    ("difficulty", "Stufe: {level}"),
    ("easy", "leicht"),
    ("medium", "mittel"),
    ("hard", "schwer"),
    ("maze", "Labyrinth"),
    ("one-maze", "1 Labyrinth"),
    ("mazes", "{n} Labyrinthe"),
    ("puzzle", "Rätsel"),
    ("one-puzzle", "1 Rätsel"),
    ("puzzles", "{n} Rätsel"),
    ("layout", "Aufbau"),
    ("one-layout", "1 Aufbau"),
    ("layouts", "{n} Aufbauten"),
    ("answers", "Lösungen"),
    ("answers-at-the-back", "Lösungen hinten im Buch"),
    ("answers-after-each-part", "Lösungen nach jedem Teil"),
    ("hints", "Hinweise"),
    ("hints-quarter", "Hinweise: das erste Viertel"),
    ("hints-half", "Hinweise: die erste Hälfte"),
    ("hints-three-quarters", "Hinweise: drei Viertel"),
    ("page", "Seite"),
    ("contents", "Inhalt"),
    ("copyright-notice", "Alle Rechte vorbehalten."),
    ("how-to-title", "So benutzt du dieses Buch"),
    ("how-to-grid-title", "Labyrinthe"),
    ("how-to-block-title", "Blocklabyrinthe"),
    ("how-to-viennese-title", "Ampellabyrinthe"),
    ("how-to-rotation-title", "Drehrätsel"),
    (
        "how-to-labyrinth-title",
        "Aufbauten für Das magische Labyrinth",
    ),
    ("how-to-theseus-title", "Theseus und der Minotaurus"),
    (
        "how-to-grid",
        "Beginne beim lachenden Gesicht und finde den Weg zum Stern. Die Linien sind \
         Wände: Folge den Gängen dazwischen und gehe nie durch eine Wand. Steht ein \
         Gesicht oder ein Stern außerhalb des Labyrinths, beginnt oder endet der Weg \
         auf dem Feld daneben.",
    ),
    (
        "how-to-grid-arrows",
        "Beginne beim lachenden Gesicht und finde den Weg zum Stern. Die Linien sind \
         Wände: Folge den Gängen dazwischen und gehe nie durch eine Wand. Steht ein \
         Gesicht oder ein Stern außerhalb des Labyrinths, zeigt sein Pfeil auf das Feld, \
         wo der Weg beginnt oder endet.",
    ),
    (
        "how-to-block",
        "Die dunklen Felder sind Wände, die weißen sind Wege. Geh beim lachenden \
         Gesicht in der Außenmauer hinein, geh von weißem Feld zu weißem Feld (nie \
         schräg über eine Ecke) und komm beim Stern wieder heraus.",
    ),
    (
        "how-to-viennese",
        "Fahre durch die Straßen vom lachenden Gesicht zum Stern. Jede Straße hat eine \
         Ampel: grün (Kreis), orange (Dreieck) oder rot (Quadrat). Jeder Zug schaltet \
         alle Ampeln einen Schritt weiter: grün zu orange, orange zu rot, rot zu grün. \
         Du darfst eine Straße nur befahren, solange ihre Ampel grün oder orange ist. \
         Die Regeln stehen bei jeder Karte; kreuze die Kästchen an, um deine Züge zu \
         zählen.",
    ),
    (
        "how-to-rotation",
        "Drehe das ganze Buch eine Vierteldrehung nach rechts (R) oder links (L): Die \
         Kugel fällt nach unten und rollt, bis ein dunkles Feld oder der Rand sie \
         stoppt. Bring sie auf dem Stern zum Stehen; darüber hinwegrollen zählt nicht. \
         Die gestrichelte Linie zeigt, wo zu Beginn unten war.",
    ),
    (
        "how-to-labyrinth",
        "Jede Karte ist ein Aufbau für das Brettspiel „Das magische Labyrinth“. Lege \
         die Wandteile dort unter das Brett, wo die Karte dicke Balken zeigt, und jeden \
         Spieler in die Ecke mit seiner Nummer. Die Tabelle zählt die Schritte jeder \
         Ecke zu den Zielen: Je näher die Zahlen beieinander liegen, desto fairer ist \
         das Spiel.",
    ),
    ("how-to-grid-bridges-title", "Labyrinthe mit Brücken"),
    (
        "how-to-grid-bridges",
        "Manche Gänge kreuzen sich auf Brücken: Einer führt über die Brücke, der \
         andere versteckt darunter hindurch. Geh geradeaus hinüber oder geradeaus \
         darunter durch und biege nie mitten auf einer Kreuzung ab. In den Lösungen \
         ist der Weg gestrichelt, wo er unter einer Brücke hindurchführt.",
    ),
    (
        "how-to-theseus",
        "Führe Theseus (die Figur mit Helm) durch die Lücke in der Außenmauer aus dem Labyrinth. Bei jedem Zug geht er ein Feld weit, nie durch eine Mauer, oder er wartet. Dann macht der Minotaurus (der Kopf mit Hörnern) zwei Schritte auf ihn zu: jeden Schritt seitwärts zu seiner Spalte, wenn keine Mauer im Weg ist, sonst hinauf oder hinab zu seiner Reihe. Erreicht er Theseus, ist Theseus gefangen. Mauern halten den Minotaurus auf: Nutze sie als Falle. Für jeden Zug des kürzesten Wegs hinaus gibt es ein Kästchen.",
    ),
    ("how-to-floors-title", "Labyrinthe mit Ebenen"),
    (
        "how-to-floors",
        "Diese Labyrinthe haben mehrere Ebenen, nebeneinander gezeichnet. Beginne \
         beim lachenden Gesicht auf der ersten Ebene und finde den Weg zum Stern auf \
         der obersten Ebene. Ein schwarzes Dreieck mit der Spitze nach oben ist eine \
         Treppe hinauf: Sie führt auf dasselbe Feld der nächsten Ebene, wo ein \
         Dreieck mit der Spitze nach unten ihr anderes Ende zeigt. Ein Dreieck mit \
         der Spitze nach unten ist eine Treppe hinunter. Der Weg kann auch eine Ebene \
         hinunter und wieder hinauf führen. In den Lösungen sind die Treppen auf dem \
         Weg mit 1, 2, 3 … nummeriert, auf beiden Ebenen, die sie verbinden.",
    ),
    ("how-to-example", "Ein gelöstes Beispiel"),
    ("notes", "Notizen"),
    ("start", "Start"),
    ("goal", "Ziel"),
    ("floor", "Ebene {n}"),
    ("stairs-up", "Treppe hinauf"),
    ("stairs-down", "Treppe hinunter"),
    ("made-with", "Erstellt mit mazebook"),
    ("decimal-point", ","),
    ("and", "und"),
    ("viennese-ends", "Fahre vom lachenden Gesicht zum Stern."),
    (
        "viennese-cycle",
        "Jeder Zug schaltet jede Ampel weiter: grün, dann orange, dann rot, dann \
         wieder grün. Die Karte zeigt sie vor deinem ersten Zug.",
    ),
    (
        "viennese-open",
        "Fahre eine Straße nur, solange ihre Ampel grün oder orange ist.",
    ),
    (
        "viennese-no-u-turns",
        "Kein Wenden: Fahre nie direkt die Straße zurück, aus der du kommst.",
    ),
    (
        "viennese-u-turns",
        "Wenden erlaubt: Du darfst direkt die Straße zurückfahren, aus der du kommst.",
    ),
    (
        "viennese-move-boxes",
        "Kreuze bei jedem Zug ein Kästchen an. Seine Zeichen zeigen, welche Ampeln \
         (wie auf der Karte gedruckt) dich durchlassen.",
    ),
    ("viennese-after-0", "nach 0, 3, 6… Zügen"),
    ("viennese-after-1", "nach 1, 4, 7… Zügen"),
    ("viennese-after-2", "nach 2, 5, 8… Zügen"),
    ("viennese-no-route", "Kein Weg."),
    ("viennese-one-move", "1 Zug."),
    (
        "viennese-moves",
        "{n} Züge: Folge den Zahlen 1 bis {n} vom lachenden Gesicht zum Stern.",
    ),
    (
        "viennese-lanes",
        "Eine Straße, die in beide Richtungen befahren wird, hat für jede Richtung \
         eine Spur.",
    ),
    (
        "rotation-rules",
        "Drehe die Seite nach rechts (R) oder links (L): Die Kugel fällt nach unten \
         und rollt, bis eine Wand oder der Rand sie stoppt. Bring sie auf dem Stern \
         zum Stehen.",
    ),
    (
        "rotation-traps",
        "Vorsicht: Manche Drehungen lassen die Kugel für immer feststecken.",
    ),
    ("rotation-bottom", "unten zu Beginn"),
    ("rotation-one-turn", "1 Drehung: {turns}"),
    ("rotation-turns", "{n} Drehungen: {turns}"),
    ("rotation-slides", "rollt nach:"),
    ("rotation-no-solution", "Keine Lösung."),
    ("turn-right", "R"),
    ("turn-left", "L"),
    ("north", "Nord"),
    ("east", "Ost"),
    ("south", "Süd"),
    ("west", "West"),
    (
        "theseus-rules",
        "Bei jedem Zug geht Theseus ein Feld oder wartet; dann geht der Minotaurus zwei Schritte auf ihn zu, zuerst seitwärts, wenn er kann. Führe Theseus durch die Lücke hinaus, ohne dass er gefangen wird.",
    ),
    (
        "theseus-move-boxes",
        "Zeichne für jeden Zug einen Pfeil in ein Kästchen, fürs Warten einen Punkt.",
    ),
    ("theseus-one-move", "1 Zug:"),
    ("theseus-moves", "{n} Züge:"),
    ("theseus-hint-moves", "Die ersten {n} von {total} Zügen:"),
    ("theseus-wait", "warten"),
    (
        "theseus-checkpoints",
        "Zahlen: wo Theseus (Kreis) und der Minotaurus (Quadrat) nach so vielen Zügen stehen.",
    ),
    ("theseus-no-escape", "Kein Ausweg."),
    (
        "labyrinth-fair",
        "Fairness {f}: Alle Spieler sind den Zielen gleich nah",
    ),
    ("labyrinth-fairness", "Fairness {f} (0 ist völlig fair)"),
    ("labyrinth-closest", "Spieler {n} ist am nächsten"),
    ("labyrinth-tie", "Spieler {players} sind gleich nah"),
    ("labyrinth-player", "Spieler"),
    ("labyrinth-corner", "Ecke"),
    ("labyrinth-steps-to", "Schritte zu"),
    ("labyrinth-all-goals", "allen {n} Zielen"),
    ("labyrinth-steps-per", "Schritte je"),
    ("labyrinth-goal-mean", "Ziel (Mittel)"),
    ("labyrinth-nearest", "Nächster Spieler"),
    ("north-west", "Nordwest"),
    ("north-east", "Nordost"),
    ("south-west", "Südwest"),
    ("south-east", "Südost"),
    ("play-undo", "Zurück"),
    ("play-restart", "Neu beginnen"),
    ("play-answer", "Lösung zeigen"),
    ("play-junction", "Bis zur nächsten Kreuzung"),
    ("play-go-to", "Gehe zu {place}"),
    ("play-steps", "Schritte: {n} (kürzester Weg: {best})"),
    ("play-moves", "Züge: {n} (wenigste: {best})"),
    ("play-turns", "Drehungen: {n} (wenigste: {best})"),
    ("play-solved", "Gelöst!"),
    (
        "play-keys",
        "Ziehe oder tippe auf das nächste Feld oder nimm die Pfeiltasten (Tab und Enter bei anderen Formen); U nimmt zurück, J läuft bis zur nächsten Kreuzung.",
    ),
    (
        "play-keys-floors",
        "Tippe auf das Feld der Treppe auf der nächsten Ebene, um sie zu nehmen, oder drücke + (Bild auf) für hinauf und - (Bild ab) für hinunter.",
    ),
    (
        "play-keys-streets",
        "Tippe auf die nächste Kreuzung oder wähle sie mit Tab und fahre mit Enter hin; U nimmt zurück.",
    ),
    (
        "play-keys-turns",
        "Die Knöpfe oder die Pfeiltasten links und rechts drehen das Brett; U nimmt zurück.",
    ),
    (
        "play-keys-game",
        "Würfle (D) und geh dann mit Tippen oder den Pfeiltasten; E beendet den Zug.",
    ),
    ("play-no-street", "Von hier führt keine Straße dorthin."),
    (
        "play-red",
        "Die Ampel dieser Straße ist rot: nimm eine andere Straße.",
    ),
    (
        "play-no-u-turn",
        "Nicht wenden: Du bist gerade auf dieser Straße gekommen.",
    ),
    ("play-lights", "Ampeln wie"),
    ("play-turn-left", "Nach links drehen"),
    ("play-turn-right", "Nach rechts drehen"),
    ("play-players", "Spieler"),
    ("play-new-game", "Neues Spiel"),
    ("play-roll", "Würfeln"),
    ("play-end-turn", "Zug beenden"),
    ("play-show-walls", "Wände zeigen"),
    ("play-your-roll", "Spieler {n}: würfle."),
    ("play-steps-left", "Spieler {n}: noch {left} Schritte."),
    (
        "play-bump",
        "Rums! Spieler {n} stößt an eine Wand und muss zurück in die Ecke.",
    ),
    ("play-found", "Spieler {n} hat den Stern gefunden!"),
    ("play-wins", "Spieler {n} gewinnt! Hier sind die Wände."),
    ("play-walls-shown", "Spiel vorbei: Hier sind die Wände."),
    ("play-stars", "Spieler {n}: {stars}"),
    (
        "play-keys-theseus",
        "Pfeiltasten oder Knöpfe gehen, W wartet; nach jedem deiner Schritte macht der Minotaurus zwei; U nimmt zurück.",
    ),
    ("play-wait", "Warten"),
    ("play-wall", "Da ist eine Wand im Weg."),
    ("play-minotaur-there", "Dort steht der Minotaurus."),
    ("play-caught", "Gefangen! Nimm zurück oder beginne neu."),
];
