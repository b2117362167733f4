//! Traffic-light mazes: junctions to drive between, lights that change per move.

use super::Player;

pub const PLAYER: Player = Player {
    kind: "viennese",
    script: include_str!("../assets/viennese.js"),
    keys_word: "play-keys-streets",
    fields: &["variant", "nodes", "streets", "start", "goal", "solution"],
};
