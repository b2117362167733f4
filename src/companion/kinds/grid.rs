//! Grid mazes of every shape: square cells with passage bits (rectangles,
//! pictures, words), numbered hexagons and triangles, and circles of rings.

use super::Player;

pub const PLAYER: Player = Player {
    kind: "grid",
    script: include_str!("../assets/grid.js"),
    keys_word: "play-keys",
    fields: &[
        "shape", "width", "height", "cells", "mask", "rings", "passages", "start", "goal",
        "solution",
    ],
};
