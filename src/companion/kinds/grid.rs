//! Grid mazes of every shape: square cells with passage bits (rectangles,
//! pictures, words; weave mazes with their crossings), numbered hexagons and
//! triangles, circles of rings, and mazes with floors (`levels`: square cells
//! with stairs, floor after floor).

use super::Player;

pub const PLAYER: Player = Player {
    kind: "grid",
    script: include_str!("../assets/grid.js"),
    keys_word: "play-keys",
    fields: &[
        "shape",
        "width",
        "height",
        "levels",
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
