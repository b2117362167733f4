//! Grid mazes of every shape: square cells with passage bits (rectangles,
//! pictures, words; weave mazes with their crossings), numbered hexagons and
//! triangles, and circles of rings.

use super::Player;

pub const PLAYER: Player = Player {
    kind: "grid",
    script: include_str!("../assets/grid.js"),
    keys_word: "play-keys",
    fields: &[
        "shape",
        "width",
        "height",
        "cells",
        "crossings",
        "mask",
        "rings",
        "passages",
        "start",
        "goal",
        "solution",
    ],
};
