//! Le parole italiane (Italian), chiave per chiave come `en.rs`.

use super::Table;

pub const TABLE: Table = &[
    ("part", "PARTE"),
    ("difficulty", "livello {level}"),
    ("easy", "facile"),
    ("medium", "medio"),
    ("hard", "difficile"),
    ("maze", "labirinto"),
    ("one-maze", "1 labirinto"),
    ("mazes", "{n} labirinti"),
    ("puzzle", "rompicapo"),
    ("one-puzzle", "1 rompicapo"),
    ("puzzles", "{n} rompicapi"),
    ("layout", "schema"),
    ("one-layout", "1 schema"),
    ("layouts", "{n} schemi"),
    ("answers", "Soluzioni"),
    ("answers-at-the-back", "soluzioni in fondo"),
    ("answers-after-each-part", "soluzioni dopo ogni parte"),
    ("hints", "Suggerimenti"),
    ("hints-quarter", "Suggerimenti: il primo quarto"),
    ("hints-half", "Suggerimenti: la prima metà"),
    ("hints-three-quarters", "Suggerimenti: tre quarti"),
    ("page", "pagina"),
    ("contents", "Indice"),
    ("copyright-notice", "Tutti i diritti riservati."),
    ("how-to-title", "Come usare questo libro"),
    ("how-to-grid-title", "Labirinti"),
    ("how-to-block-title", "Labirinti a blocchi"),
    ("how-to-viennese-title", "Labirinti a semafori"),
    ("how-to-rotation-title", "Rompicapi da ruotare"),
    ("how-to-labyrinth-title", "Schemi per Il labirinto magico"),
    ("how-to-theseus-title", "Teseo e il Minotauro"),
    (
        "how-to-grid",
        "Parti dalla faccina sorridente e trova la strada fino alla stella. Le linee \
         sono muri: segui i corridoi tra di esse e non attraversare mai un muro. Se una \
         faccina o una stella è disegnata fuori dal labirinto, il percorso inizia o \
         finisce nella casella accanto.",
    ),
    (
        "how-to-grid-arrows",
        "Parti dalla faccina sorridente e trova la strada fino alla stella. Le linee \
         sono muri: segui i corridoi tra di esse e non attraversare mai un muro. Se una \
         faccina o una stella è disegnata fuori dal labirinto, la sua freccia indica la \
         casella dove il percorso inizia o finisce.",
    ),
    (
        "how-to-block",
        "Le caselle scure sono muri e quelle bianche sono sentieri. Entra dalla faccina \
         sorridente nel muro esterno, passa da una casella bianca all’altra (mai in \
         diagonale) ed esci dalla stella.",
    ),
    (
        "how-to-viennese",
        "Guida per le strade dalla faccina sorridente alla stella. Ogni strada ha un \
         semaforo: verde (cerchio), arancione (triangolo) o rosso (quadrato). Ogni mossa \
         fa avanzare tutti i semafori di un passo: dal verde all’arancione, \
         dall’arancione al rosso, dal rosso al verde. Puoi percorrere una strada solo \
         mentre il suo semaforo è verde o arancione. Le regole sono accanto a ogni \
         mappa; segna le caselle per contare le mosse.",
    ),
    (
        "how-to-rotation",
        "Gira tutto il libro di un quarto di giro a destra (D) o a sinistra (S): la \
         pallina cade e rotola finché una casella scura o il bordo la ferma. Falla \
         fermare sulla stella; passarci sopra non conta. La linea tratteggiata mostra \
         dov’era il basso all’inizio.",
    ),
    (
        "how-to-labyrinth",
        "Ogni scheda è uno schema per il gioco da tavolo «Il labirinto magico». Metti i \
         muri sotto il tabellone dove la scheda mostra barre spesse, e ogni giocatore \
         nell’angolo con il suo numero. La tabella conta i passi di ogni angolo fino \
         agli obiettivi: più i numeri sono vicini, più la partita è equa.",
    ),
    ("how-to-grid-bridges-title", "Labirinti con ponti"),
    (
        "how-to-grid-bridges",
        "Alcuni corridoi si incrociano sui ponti: uno passa sopra il ponte e l’altro \
         sotto, nascosto. Vai dritto sopra o dritto sotto e non girare mai in mezzo a \
         un incrocio. Nelle soluzioni il percorso è tratteggiato dove passa sotto un \
         ponte.",
    ),
    (
        "how-to-theseus",
        "Porta Teseo (la figura con l'elmo) fuori dal labirinto attraverso l'apertura nel muro esterno. A ogni mossa avanza di una casella, mai attraverso un muro, oppure aspetta. Poi il Minotauro (la testa con le corna) fa due passi verso di lui: ogni passo di lato verso la sua colonna, se nessun muro lo blocca, altrimenti in su o in giù verso la sua riga. Se raggiunge Teseo, lo cattura. I muri trattengono il Minotauro: usali come trappole. C'è un riquadro per ogni mossa della via d'uscita più breve.",
    ),
    ("how-to-floors-title", "Labirinti a piani"),
    (
        "how-to-floors",
        "Questi labirinti hanno più piani, disegnati uno accanto all’altro. Parti \
         dalla faccina sorridente al primo piano e trova la strada fino alla stella \
         all’ultimo piano. Un triangolo nero che punta in su è una scala che sale: \
         porta alla stessa casella del piano successivo, dove un triangolo che punta \
         in giù ne segna l’altra estremità. Un triangolo che punta in giù è una scala \
         che scende. La strada può scendere di un piano e poi risalire. Nelle \
         soluzioni le scale lungo la strada sono numerate 1, 2, 3… su entrambi i \
         piani che collegano.",
    ),
    ("how-to-example", "Un esempio risolto"),
    ("notes", "Note"),
    ("start", "Partenza"),
    ("goal", "Arrivo"),
    ("floor", "Piano {n}"),
    ("stairs-up", "scala che sale"),
    ("stairs-down", "scala che scende"),
    ("made-with", "Creato con mazebook"),
    ("decimal-point", ","),
    ("and", "e"),
    (
        "viennese-ends",
        "Guida dalla faccina sorridente alla stella.",
    ),
    (
        "viennese-cycle",
        "Ogni mossa fa avanzare tutti i semafori: verde, poi arancione, poi rosso, poi \
         di nuovo verde. La mappa li mostra prima della tua prima mossa.",
    ),
    (
        "viennese-open",
        "Percorri una strada solo mentre il suo semaforo è verde o arancione.",
    ),
    (
        "viennese-no-u-turns",
        "Niente inversioni a U: non tornare mai indietro per la strada da cui arrivi.",
    ),
    (
        "viennese-u-turns",
        "Inversioni a U permesse: puoi tornare indietro per la strada da cui arrivi.",
    ),
    (
        "viennese-move-boxes",
        "Segna una casella a ogni mossa. I suoi simboli mostrano quali semafori, come \
         stampati sulla mappa, ti lasciano passare.",
    ),
    ("viennese-after-0", "dopo 0, 3, 6… mosse"),
    ("viennese-after-1", "dopo 1, 4, 7… mosse"),
    ("viennese-after-2", "dopo 2, 5, 8… mosse"),
    ("viennese-no-route", "Nessun percorso."),
    ("viennese-one-move", "1 mossa."),
    (
        "viennese-moves",
        "{n} mosse: segui i numeri da 1 a {n} dalla faccina sorridente alla stella.",
    ),
    (
        "viennese-lanes",
        "Una strada percorsa nei due sensi ha una corsia per ogni senso.",
    ),
    (
        "rotation-rules",
        "Gira la pagina a destra (D) o a sinistra (S): la pallina cade e rotola finché \
         un muro o il bordo la ferma. Falla fermare sulla stella.",
    ),
    (
        "rotation-traps",
        "Attenzione: alcuni giri bloccano la pallina per sempre.",
    ),
    ("rotation-bottom", "in basso all’inizio"),
    ("rotation-one-turn", "1 giro: {turns}"),
    ("rotation-turns", "{n} giri: {turns}"),
    ("rotation-slides", "rotola:"),
    ("rotation-no-solution", "Nessuna soluzione."),
    ("turn-right", "D"),
    ("turn-left", "S"),
    ("north", "nord"),
    ("east", "est"),
    ("south", "sud"),
    ("west", "ovest"),
    (
        "theseus-rules",
        "A ogni mossa Teseo avanza di una casella o aspetta; poi il Minotauro fa due passi verso di lui, prima di lato se può. Porta fuori Teseo dall'apertura senza farlo catturare.",
    ),
    (
        "theseus-move-boxes",
        "Disegna una freccia in un riquadro per ogni mossa, o un punto per aspettare.",
    ),
    ("theseus-one-move", "1 mossa:"),
    ("theseus-moves", "{n} mosse:"),
    ("theseus-hint-moves", "Le prime {n} mosse su {total}:"),
    ("theseus-wait", "aspetta"),
    (
        "theseus-checkpoints",
        "Numeri: dove stanno Teseo (cerchio) e il Minotauro (quadrato) dopo quelle mosse.",
    ),
    ("theseus-no-escape", "Nessuna via d'uscita."),
    (
        "labyrinth-fair",
        "Equità {f}: ogni giocatore è vicino agli obiettivi quanto gli altri",
    ),
    ("labyrinth-fairness", "Equità {f} (0 è perfettamente equo)"),
    ("labyrinth-closest", "il giocatore {n} è il più vicino"),
    ("labyrinth-tie", "i giocatori {players} sono alla pari"),
    ("labyrinth-player", "Gioc."),
    ("labyrinth-corner", "Angolo"),
    ("labyrinth-steps-to", "Passi per"),
    ("labyrinth-all-goals", "i {n} obiettivi"),
    ("labyrinth-steps-per", "Passi medi"),
    ("labyrinth-goal-mean", "per obiettivo"),
    ("labyrinth-nearest", "Giocatore più vicino"),
    ("north-west", "nord-ovest"),
    ("north-east", "nord-est"),
    ("south-west", "sud-ovest"),
    ("south-east", "sud-est"),
    ("play-undo", "Annulla"),
    ("play-restart", "Ricomincia"),
    ("play-answer", "Mostra la soluzione"),
    ("play-junction", "Fino al prossimo incrocio"),
    ("play-go-to", "Vai a {place}"),
    ("play-steps", "Passi: {n} (il più breve: {best})"),
    ("play-moves", "Mosse: {n} (minimo: {best})"),
    ("play-turns", "Rotazioni: {n} (minimo: {best})"),
    ("play-solved", "Risolto!"),
    (
        "play-keys",
        "Trascina o tocca la casella seguente, o usa le frecce (Tab e Invio per le altre forme); U annulla, J avanza fino al prossimo incrocio.",
    ),
    (
        "play-keys-floors",
        "Tocca la casella della scala sull’altro piano per prenderla, o premi + (Pag su) per salire e - (Pag giù) per scendere.",
    ),
    (
        "play-keys-streets",
        "Tocca l’incrocio seguente, o raggiungilo con Tab e guida con Invio; U annulla.",
    ),
    (
        "play-keys-turns",
        "I pulsanti o le frecce sinistra e destra girano il tabellone; U annulla.",
    ),
    (
        "play-keys-game",
        "Tira il dado (D), poi avanza toccando o con le frecce; E termina il turno.",
    ),
    ("play-no-street", "Nessuna strada porta lì da qui."),
    (
        "play-red",
        "Il semaforo di quella strada è rosso: scegli un’altra strada.",
    ),
    (
        "play-no-u-turn",
        "Niente inversioni: sei appena arrivato da quella strada.",
    ),
    ("play-lights", "Semafori come"),
    ("play-turn-left", "Gira a sinistra"),
    ("play-turn-right", "Gira a destra"),
    ("play-players", "Giocatori"),
    ("play-new-game", "Nuova partita"),
    ("play-roll", "Tira il dado"),
    ("play-end-turn", "Fine del turno"),
    ("play-show-walls", "Mostra i muri"),
    ("play-your-roll", "Giocatore {n}: tira il dado."),
    ("play-steps-left", "Giocatore {n}: ancora {left} passi."),
    (
        "play-bump",
        "Bum! Il giocatore {n} urta un muro e torna nel suo angolo.",
    ),
    ("play-found", "Il giocatore {n} ha trovato la stella!"),
    ("play-wins", "Vince il giocatore {n}! Ecco i muri."),
    ("play-walls-shown", "Partita finita: ecco i muri."),
    ("play-stars", "Giocatore {n}: {stars}"),
    (
        "play-keys-theseus",
        "Le frecce o i pulsanti avanzano, W aspetta; il Minotauro fa due passi dopo ognuno dei tuoi; U annulla.",
    ),
    ("play-wait", "Aspetta"),
    ("play-wall", "C’è un muro in mezzo."),
    ("play-minotaur-there", "Lì c’è il Minotauro."),
    ("play-caught", "Preso! Annulla o ricomincia."),
];
