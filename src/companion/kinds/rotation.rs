//! Rotation puzzles: the board turned left or right, the ball's resting places
//! for the answer.

use super::Player;

pub const PLAYER: Player = Player {
    kind: "rotation",
    script: include_str!("../assets/rotation.js"),
    keys_word: "play-keys-turns",
    fields: &["rows", "ball", "goal", "solution", "rests"],
};
