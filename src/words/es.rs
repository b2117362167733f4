//! Las palabras en español (Spanish), clave por clave como `en.rs`.

use super::Table;

pub const TABLE: Table = &[
    ("part", "PARTE"),
    ("difficulty", "nivel {level}"),
    ("easy", "fácil"),
    ("medium", "medio"),
    ("hard", "difícil"),
    ("maze", "laberinto"),
    ("one-maze", "1 laberinto"),
    ("mazes", "{n} laberintos"),
    ("puzzle", "reto"),
    ("one-puzzle", "1 reto"),
    ("puzzles", "{n} retos"),
    ("layout", "plano"),
    ("one-layout", "1 plano"),
    ("layouts", "{n} planos"),
    ("answers", "Soluciones"),
    ("answers-at-the-back", "soluciones al final"),
    ("answers-after-each-part", "soluciones tras cada parte"),
    ("hints", "Pistas"),
    ("hints-quarter", "Pistas: el primer cuarto"),
    ("hints-half", "Pistas: la primera mitad"),
    ("hints-three-quarters", "Pistas: tres cuartos"),
    ("page", "página"),
    ("contents", "Índice"),
    ("copyright-notice", "Todos los derechos reservados."),
    ("how-to-title", "Cómo usar este libro"),
    ("how-to-grid-title", "Laberintos"),
    ("how-to-block-title", "Laberintos de bloques"),
    ("how-to-viennese-title", "Laberintos de semáforos"),
    ("how-to-rotation-title", "Rompecabezas giratorios"),
    (
        "how-to-labyrinth-title",
        "Tableros para El laberinto mágico",
    ),
    ("how-to-theseus-title", "Teseo y el Minotauro"),
    (
        "how-to-grid",
        "Empieza en la cara sonriente y encuentra el camino hasta la estrella. Las \
         líneas son paredes: sigue los pasillos entre ellas y no atravieses nunca una \
         pared. Si una cara o una estrella está fuera del laberinto, el camino empieza \
         o termina en la casilla de al lado.",
    ),
    (
        "how-to-grid-arrows",
        "Empieza en la cara sonriente y encuentra el camino hasta la estrella. Las \
         líneas son paredes: sigue los pasillos entre ellas y no atravieses nunca una \
         pared. Si una cara o una estrella está fuera del laberinto, su flecha señala la \
         casilla donde empieza o termina el camino.",
    ),
    (
        "how-to-block",
        "Las casillas oscuras son paredes y las blancas, caminos. Entra por la cara \
         sonriente en la pared exterior, avanza de casilla blanca en casilla blanca \
         (nunca en diagonal) y sal por la estrella.",
    ),
    (
        "how-to-viennese",
        "Conduce por las calles desde la cara sonriente hasta la estrella. Cada calle \
         tiene un semáforo: verde (círculo), naranja (triángulo) o rojo (cuadrado). Cada \
         jugada cambia todos los semáforos un paso: de verde a naranja, de naranja a \
         rojo y de rojo a verde. Solo puedes circular por una calle mientras su semáforo \
         esté en verde o naranja. Las reglas están junto a cada mapa; marca las casillas \
         para contar tus jugadas.",
    ),
    (
        "how-to-rotation",
        "Gira todo el libro un cuarto de vuelta a la derecha (D) o a la izquierda (I): \
         la bola cae y rueda hasta que una casilla oscura o el borde la detiene. Haz que \
         se pare sobre la estrella; pasar por encima no cuenta. La línea discontinua \
         indica dónde estaba la parte de abajo al empezar.",
    ),
    (
        "how-to-labyrinth",
        "Cada tarjeta es un plano para el juego de mesa «El laberinto mágico». Pon las \
         paredes bajo el tablero donde la tarjeta muestra barras gruesas, y a cada \
         jugador en la esquina con su número. La tabla cuenta los pasos de cada esquina \
         hasta las metas: cuanto más parecidos sean los números, más justa será la \
         partida.",
    ),
    ("how-to-grid-bridges-title", "Laberintos con puentes"),
    (
        "how-to-grid-bridges",
        "Algunos pasillos se cruzan en puentes: uno pasa por encima del puente y el \
         otro por debajo, escondido. Sigue recto por encima o recto por debajo, y \
         nunca gires en medio de un cruce. En las soluciones, el camino va a rayas \
         donde pasa bajo un puente.",
    ),
    (
        "how-to-theseus",
        "Lleva a Teseo (la figura con casco) fuera del laberinto por la abertura del muro exterior. En cada jugada avanza una casilla, nunca a través de un muro, o espera. Luego el Minotauro (la cabeza con cuernos) da dos pasos hacia él: cada paso de lado hacia su columna si ningún muro lo impide; si no, hacia arriba o abajo hacia su fila. Si alcanza a Teseo, lo atrapa. Los muros frenan al Minotauro: úsalos como trampas. Hay un recuadro por cada jugada del camino más corto hacia la salida.",
    ),
    ("how-to-floors-title", "Laberintos con niveles"),
    (
        "how-to-floors",
        "Estos laberintos tienen varios niveles, dibujados uno al lado del otro. \
         Empieza en la cara sonriente del primer nivel y encuentra el camino hasta la \
         estrella del último nivel. Un triángulo negro que apunta hacia arriba es una \
         escalera que sube: lleva a la misma casilla del nivel siguiente, donde un \
         triángulo que apunta hacia abajo marca su otro extremo. Un triángulo que \
         apunta hacia abajo es una escalera que baja. El camino puede bajar un nivel \
         y volver a subir. En las soluciones, las escaleras del camino llevan los \
         números 1, 2, 3… en los dos niveles que unen.",
    ),
    ("how-to-example", "Un ejemplo resuelto"),
    ("notes", "Notas"),
    ("start", "Salida"),
    ("goal", "Meta"),
    ("floor", "Nivel {n}"),
    ("stairs-up", "escalera que sube"),
    ("stairs-down", "escalera que baja"),
    ("made-with", "Hecho con mazebook"),
    ("decimal-point", ","),
    ("and", "y"),
    (
        "viennese-ends",
        "Conduce de la cara sonriente a la estrella.",
    ),
    (
        "viennese-cycle",
        "Cada jugada cambia todos los semáforos: verde, luego naranja, luego rojo, \
         luego verde. El mapa los muestra antes de tu primera jugada.",
    ),
    (
        "viennese-open",
        "Circula por una calle solo si su semáforo está en verde o naranja.",
    ),
    (
        "viennese-no-u-turns",
        "Sin cambios de sentido: nunca vuelvas por la calle de la que vienes.",
    ),
    (
        "viennese-u-turns",
        "Cambio de sentido permitido: puedes volver por la calle de la que vienes.",
    ),
    (
        "viennese-move-boxes",
        "Marca una casilla en cada jugada. Sus signos muestran qué semáforos, tal como \
         están impresos en el mapa, te dejan pasar.",
    ),
    ("viennese-after-0", "tras 0, 3, 6… jugadas"),
    ("viennese-after-1", "tras 1, 4, 7… jugadas"),
    ("viennese-after-2", "tras 2, 5, 8… jugadas"),
    ("viennese-no-route", "Sin ruta."),
    ("viennese-one-move", "1 jugada."),
    (
        "viennese-moves",
        "{n} jugadas: sigue los números del 1 al {n} desde la cara sonriente hasta la \
         estrella.",
    ),
    (
        "viennese-lanes",
        "Una calle recorrida en ambos sentidos tiene un carril para cada sentido.",
    ),
    (
        "rotation-rules",
        "Gira la página a la derecha (D) o a la izquierda (I): la bola cae y rueda \
         hasta que una pared o el borde la detiene. Haz que se pare sobre la estrella.",
    ),
    (
        "rotation-traps",
        "Cuidado: algunos giros dejan la bola atascada para siempre.",
    ),
    ("rotation-bottom", "abajo al empezar"),
    ("rotation-one-turn", "1 giro: {turns}"),
    ("rotation-turns", "{n} giros: {turns}"),
    ("rotation-slides", "rueda:"),
    ("rotation-no-solution", "Sin solución."),
    ("turn-right", "D"),
    ("turn-left", "I"),
    ("north", "norte"),
    ("east", "este"),
    ("south", "sur"),
    ("west", "oeste"),
    (
        "theseus-rules",
        "En cada jugada Teseo avanza una casilla o espera; luego el Minotauro da dos pasos hacia él, primero de lado si puede. Saca a Teseo por la abertura sin que lo atrape.",
    ),
    (
        "theseus-move-boxes",
        "Dibuja una flecha en un recuadro por cada jugada, o un punto para esperar.",
    ),
    ("theseus-one-move", "1 jugada:"),
    ("theseus-moves", "{n} jugadas:"),
    ("theseus-hint-moves", "Las primeras {n} de {total} jugadas:"),
    ("theseus-wait", "esperar"),
    (
        "theseus-checkpoints",
        "Números: dónde están Teseo (círculo) y el Minotauro (cuadrado) tras esas jugadas.",
    ),
    ("theseus-no-escape", "Sin salida."),
    (
        "labyrinth-fair",
        "Equidad {f}: todos los jugadores están igual de cerca de las metas",
    ),
    ("labyrinth-fairness", "Equidad {f} (0 es totalmente justo)"),
    ("labyrinth-closest", "el jugador {n} está más cerca"),
    ("labyrinth-tie", "empate entre los jugadores {players}"),
    ("labyrinth-player", "Jugador"),
    ("labyrinth-corner", "Esquina"),
    ("labyrinth-steps-to", "Pasos a"),
    ("labyrinth-all-goals", "las {n} metas"),
    ("labyrinth-steps-per", "Pasos por"),
    ("labyrinth-goal-mean", "meta (media)"),
    ("labyrinth-nearest", "Jugador más cercano"),
    ("north-west", "noroeste"),
    ("north-east", "noreste"),
    ("south-west", "suroeste"),
    ("south-east", "sureste"),
    ("play-undo", "Deshacer"),
    ("play-restart", "Empezar de nuevo"),
    ("play-answer", "Mostrar la solución"),
    ("play-junction", "Hasta el próximo cruce"),
    ("play-go-to", "Ir a {place}"),
    ("play-steps", "Pasos: {n} (el más corto: {best})"),
    ("play-moves", "Movimientos: {n} (mínimo: {best})"),
    ("play-turns", "Giros: {n} (mínimo: {best})"),
    ("play-solved", "¡Resuelto!"),
    (
        "play-keys",
        "Arrastra o toca la casilla siguiente, o usa las flechas (Tab e Intro en otras formas); U deshace, J avanza hasta el próximo cruce.",
    ),
    (
        "play-keys-floors",
        "Toca la casilla de la escalera en el nivel siguiente para tomarla, o pulsa + (Re Pág) para subir y - (Av Pág) para bajar.",
    ),
    (
        "play-keys-streets",
        "Toca el cruce siguiente, o llega a él con Tab y conduce con Intro; U deshace.",
    ),
    (
        "play-keys-turns",
        "Los botones o las flechas izquierda y derecha giran el tablero; U deshace.",
    ),
    (
        "play-keys-game",
        "Tira el dado (D) y avanza tocando o con las flechas; E termina el turno.",
    ),
    ("play-no-street", "Ninguna calle lleva allí desde aquí."),
    (
        "play-red",
        "El semáforo de esa calle está en rojo: elige otra calle.",
    ),
    (
        "play-no-u-turn",
        "Prohibido dar la vuelta: acabas de llegar por esa calle.",
    ),
    ("play-lights", "Semáforos como"),
    ("play-turn-left", "Girar a la izquierda"),
    ("play-turn-right", "Girar a la derecha"),
    ("play-players", "Jugadores"),
    ("play-new-game", "Nueva partida"),
    ("play-roll", "Tirar el dado"),
    ("play-end-turn", "Terminar el turno"),
    ("play-show-walls", "Mostrar las paredes"),
    ("play-your-roll", "Jugador {n}: tira el dado."),
    ("play-steps-left", "Jugador {n}: quedan {left} pasos."),
    (
        "play-bump",
        "¡Pum! El jugador {n} choca con una pared y vuelve a su esquina.",
    ),
    ("play-found", "¡El jugador {n} ha encontrado la estrella!"),
    ("play-wins", "¡Gana el jugador {n}! Aquí están las paredes."),
    (
        "play-walls-shown",
        "Fin de la partida: aquí están las paredes.",
    ),
    ("play-stars", "Jugador {n}: {stars}"),
    (
        "play-keys-theseus",
        "Las flechas o los botones avanzan, W espera; el Minotauro da dos pasos tras cada uno tuyo; U deshace.",
    ),
    ("play-wait", "Esperar"),
    ("play-wall", "Hay una pared en medio."),
    ("play-minotaur-there", "Ahí está el Minotauro."),
    ("play-caught", "¡Atrapado! Deshaz o empieza de nuevo."),
];
