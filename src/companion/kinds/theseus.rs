//! Theseus and the Minotaur: the board, its exit, where each starts, and the
//! shortest escape for the answer.

use super::Player;

pub const PLAYER: Player = Player {
    kind: "theseus",
    script: include_str!("../assets/theseus.js"),
    keys_word: "play-keys-theseus",
    fields: &[
        "width", "height", "walls", "exit", "theseus", "minotaur", "solution",
    ],
};
