//! Block mazes: walls of whole cells, traced like a grid maze.

use super::Player;

pub const PLAYER: Player = Player {
    kind: "block",
    script: include_str!("../assets/block.js"),
    keys_word: "play-keys",
    fields: &["rows", "start", "goal", "solution"],
};
