//! Magic Labyrinth layouts, played as the board game: the walls (hidden until
//! the game ends) and the goal squares.

use super::Player;

pub const PLAYER: Player = Player {
    kind: "magic-labyrinth",
    script: include_str!("../assets/labyrinth.js"),
    keys_word: "play-keys-game",
    fields: &["width", "height", "walls", "goals"],
};
