//! The English words: every key the program prints, and what each means. The
//! other tables follow this one key for key; docs/book-toml.md lists it.

use super::Table;

pub const TABLE: Table = &[
    // Pages: headings, counts and labels.
    ("part", "PART"),
    ("difficulty", "difficulty {level}"),
    ("easy", "easy"),
    ("medium", "medium"),
    ("hard", "hard"),
    ("maze", "maze"),
    ("one-maze", "1 maze"),
    ("mazes", "{n} mazes"),
    ("puzzle", "puzzle"),
    ("one-puzzle", "1 puzzle"),
    ("puzzles", "{n} puzzles"),
    ("layout", "layout"),
    ("one-layout", "1 layout"),
    ("layouts", "{n} layouts"),
    ("answers", "Answers"),
    ("answers-at-the-back", "answers at the back"),
    ("answers-after-each-part", "answers after each part"),
    ("hints", "Hints"),
    ("hints-quarter", "Hints: the first quarter"),
    ("hints-half", "Hints: the first half"),
    ("hints-three-quarters", "Hints: three quarters"),
    ("page", "page"),
    ("contents", "Contents"),
    ("copyright-notice", "All rights reserved."),
    ("how-to-title", "How to use this book"),
    ("how-to-grid-title", "Mazes"),
    ("how-to-block-title", "Block mazes"),
    ("how-to-viennese-title", "Traffic-light mazes"),
    ("how-to-rotation-title", "Rotation puzzles"),
    ("how-to-labyrinth-title", "Magic Labyrinth layouts"),
    ("how-to-theseus-title", "Theseus and the Minotaur"),
    (
        "how-to-grid",
        "Start at the smiling face and find the way to the star. The lines are walls: \
         follow the paths between them and never cross a wall. When a face or a star \
         stands outside the maze, the way begins or ends at the square beside it.",
    ),
    (
        "how-to-grid-arrows",
        "Start at the smiling face and find the way to the star. The lines are walls: \
         follow the paths between them and never cross a wall. When a face or a star \
         stands outside the maze, its arrow points to the square where the way begins \
         or ends.",
    ),
    (
        "how-to-block",
        "The dark squares are walls and the white squares are paths. Go in at the \
         smiling face in the outer wall, step from white square to white square (never \
         corner to corner) and come out at the star.",
    ),
    (
        "how-to-viennese",
        "Drive along the streets from the smiling face to the star. Every street has a \
         traffic light: green (circle), orange (triangle) or red (square). Each move \
         changes every light one step: green to orange, orange to red, red to green. \
         You may drive along a street only while its light is green or orange. The \
         rules stand beside each map; tick the boxes to count your moves.",
    ),
    (
        "how-to-rotation",
        "Turn the whole book a quarter turn right (R) or left (L): the ball falls down \
         and rolls until a dark square or the edge stops it. Make it come to rest on \
         the star; rolling over the star does not count. The dashed line shows where \
         the bottom was at the start.",
    ),
    (
        "how-to-labyrinth",
        "Each card is a layout for the Magic Labyrinth board game. Put the wall pieces \
         under the board where the card shows thick bars, and each player in the \
         corner with their number. The table counts each corner's steps to the goals: \
         the closer the numbers, the fairer the game.",
    ),
    ("how-to-grid-bridges-title", "Mazes with bridges"),
    (
        "how-to-grid-bridges",
        "Some paths cross on bridges: one goes over the bridge and the other runs \
         under it, hidden. Go straight over or straight under, and never turn in the \
         middle of a crossing. In the answers, the way is dashed where it goes under \
         a bridge.",
    ),
    (
        "how-to-theseus",
        "Lead Theseus (the figure in the helmet) out of the maze through the gap in its outer wall. Each move, he steps one square, never through a wall, or waits. Then the Minotaur (the horned head) takes two steps toward him: each step sideways toward his column if no wall is in the way, otherwise up or down toward his row. If it reaches Theseus, he is caught. Walls hold the Minotaur back: use them to trap it. There is a box for each move of the shortest way out.",
    ),
    ("how-to-floors-title", "Mazes with floors"),
    (
        "how-to-floors",
        "These mazes have several floors, drawn side by side. Start at the smiling \
         face on the first floor and find the way to the star on the top floor. A \
         black triangle pointing up is a stair up: it takes you to the same square on \
         the next floor, where a triangle pointing down marks its other end. A \
         triangle pointing down is a stair down. The way may go down a floor and up \
         again. In the answers, the stairs on the way are numbered 1, 2, 3… on both \
         floors they join.",
    ),
    ("how-to-example", "A solved example"),
    ("notes", "Notes"),
    ("start", "Start"),
    ("goal", "Goal"),
    ("floor", "Floor {n}"),
    ("stairs-up", "stairs up"),
    ("stairs-down", "stairs down"),
    ("made-with", "Made with mazebook"),
    ("decimal-point", "."),
    ("and", "and"),
    // Viennese (traffic-light) mazes: the legend, the move boxes, the phase maps
    // and the answer's caption.
    ("viennese-ends", "Drive from the smiling face to the star."),
    (
        "viennese-cycle",
        "Every move changes every light: green, then orange, then red, then green. \
         The map shows them before your first move.",
    ),
    (
        "viennese-open",
        "Drive along a street only while its light is green or orange.",
    ),
    (
        "viennese-no-u-turns",
        "No U-turns: never straight back along the street you came by.",
    ),
    (
        "viennese-u-turns",
        "U-turns allowed: you may drive straight back along the street you came by.",
    ),
    (
        "viennese-move-boxes",
        "Tick a box at each move. Its signs show which lights, as printed on the map, \
         let you through.",
    ),
    ("viennese-after-0", "after 0, 3, 6… moves"),
    ("viennese-after-1", "after 1, 4, 7… moves"),
    ("viennese-after-2", "after 2, 5, 8… moves"),
    ("viennese-no-route", "No route."),
    ("viennese-one-move", "1 move."),
    (
        "viennese-moves",
        "{n} moves: follow the numbers 1 to {n} from the smiling face to the star.",
    ),
    (
        "viennese-lanes",
        "A street driven both ways has a lane for each way.",
    ),
    // Rotation puzzles: the legend under the board and the answer's turns.
    (
        "rotation-rules",
        "Turn the page right (R) or left (L): the ball falls down and rolls until a \
         wall or the edge stops it. Make it stop on the star.",
    ),
    (
        "rotation-traps",
        "Careful: some turns get the ball stuck for good.",
    ),
    ("rotation-bottom", "bottom at the start"),
    ("rotation-one-turn", "1 turn: {turns}"),
    ("rotation-turns", "{n} turns: {turns}"),
    ("rotation-slides", "slides:"),
    ("rotation-no-solution", "No solution."),
    ("turn-right", "R"),
    ("turn-left", "L"),
    ("north", "north"),
    ("east", "east"),
    ("south", "south"),
    ("west", "west"),
    // Theseus and the Minotaur: the rules under a board, the move boxes and
    // the answer's list of moves.
    (
        "theseus-rules",
        "Each move, Theseus steps one square or waits; then the Minotaur takes two steps toward him, sideways first if it can. Get Theseus out without being caught.",
    ),
    (
        "theseus-move-boxes",
        "Draw an arrow in a box for each move, or a dot for a wait.",
    ),
    ("theseus-one-move", "1 move:"),
    ("theseus-moves", "{n} moves:"),
    ("theseus-hint-moves", "The first {n} of {total} moves:"),
    ("theseus-wait", "wait"),
    (
        "theseus-checkpoints",
        "Numbers: where Theseus (circle) and the Minotaur (square) stand after that many moves.",
    ),
    ("theseus-no-escape", "No escape."),
    // Magic Labyrinth layout cards: the fairness line, the table and the map.
    (
        "labyrinth-fair",
        "Fairness {f}: every player is as close to the goals",
    ),
    ("labyrinth-fairness", "Fairness {f} (0 is perfectly fair)"),
    ("labyrinth-closest", "player {n} is closest"),
    ("labyrinth-tie", "players {players} tie as closest"),
    ("labyrinth-player", "Player"),
    ("labyrinth-corner", "Corner"),
    ("labyrinth-steps-to", "Steps to"),
    ("labyrinth-all-goals", "all {n} goals"),
    ("labyrinth-steps-per", "Steps per"),
    ("labyrinth-goal-mean", "goal (mean)"),
    ("labyrinth-nearest", "Nearest player"),
    ("north-west", "north-west"),
    ("north-east", "north-east"),
    ("south-west", "south-west"),
    ("south-east", "south-east"),
    // The playable companion (book.html): its buttons, counts and messages.
    ("play-undo", "Undo"),
    ("play-restart", "Start again"),
    ("play-answer", "Show the answer"),
    ("play-junction", "On to the next junction"),
    ("play-go-to", "Go to {place}"),
    ("play-steps", "Steps: {n} (shortest: {best})"),
    ("play-moves", "Moves: {n} (fewest: {best})"),
    ("play-turns", "Turns: {n} (fewest: {best})"),
    ("play-solved", "Solved!"),
    (
        "play-keys",
        "Drag or tap the next square, or use the arrow keys (Tab and Enter on other shapes); U undoes, J runs to the next junction.",
    ),
    (
        "play-keys-floors",
        "Tap a stair's square on the next floor to take it, or press + (Page Up) to go up and - (Page Down) to go down.",
    ),
    (
        "play-keys-streets",
        "Tap the next junction, or press Tab to reach it and Enter to drive there; U undoes.",
    ),
    (
        "play-keys-turns",
        "The buttons or the left and right arrow keys turn the board; U undoes.",
    ),
    (
        "play-keys-game",
        "Roll the die (D), then step with a tap or the arrow keys; E ends the turn.",
    ),
    ("play-no-street", "No street leads there from here."),
    (
        "play-red",
        "That street’s light is red: choose another street.",
    ),
    (
        "play-no-u-turn",
        "No U-turns: you just came along that street.",
    ),
    ("play-lights", "Lights as"),
    ("play-turn-left", "Turn left"),
    ("play-turn-right", "Turn right"),
    ("play-players", "Players"),
    ("play-new-game", "New game"),
    ("play-roll", "Roll the die"),
    ("play-end-turn", "End the turn"),
    ("play-show-walls", "Show the walls"),
    ("play-your-roll", "Player {n}: roll the die."),
    ("play-steps-left", "Player {n}: {left} steps to go."),
    (
        "play-bump",
        "Bump! Player {n} hit a wall and goes back to the corner.",
    ),
    ("play-found", "Player {n} found the star!"),
    ("play-wins", "Player {n} wins! Here are the walls."),
    ("play-walls-shown", "Game over: here are the walls."),
    ("play-stars", "Player {n}: {stars}"),
    (
        "play-keys-theseus",
        "Arrow keys or the buttons step, W waits; the Minotaur takes two steps after each of yours; U undoes.",
    ),
    ("play-wait", "Wait"),
    ("play-wall", "A wall is in the way."),
    ("play-minotaur-there", "The Minotaur is there."),
    ("play-caught", "Caught! Undo or start again."),
];
