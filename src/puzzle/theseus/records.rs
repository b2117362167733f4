//! The record table, and the most moves `min-moves` may ask of a board.
//!
//! [`RECORDS`] is the longest exact minimum our search found on square boards
//! of 4×4 to 12×12 within 1 s and within 10 s of one core
//! (`cargo bench --bench theseus -- records`; docs/theseus.md shows the table and
//! `examples/theseus-records/` the boards). [`PROMISED`] is less: the most
//! moves one attempt of the generator (its budget of boards, not the clock)
//! reached from every seed tried, so a request up to it is met in seconds.

/// (side, longest within 1 s, longest within 10 s).
pub const RECORDS: [(usize, usize, usize); 9] = [
    (4, 27, 27),
    (5, 59, 59),
    (6, 103, 103),
    (7, 132, 141),
    (8, 138, 261),
    (9, 254, 286),
    (10, 335, 364),
    (11, 292, 400),
    (12, 270, 438),
];

/// (side, the most moves promised on a board with as many squares).
pub const PROMISED: [(usize, usize); 9] = [
    (4, 26),
    (5, 50),
    (6, 85),
    (7, 125),
    (8, 170),
    (9, 210),
    (10, 230),
    (11, 300),
    (12, 320),
];

/// The most moves `min-moves` may ask of a `width`×`height` board: the promise
/// for the largest square board with no more squares than it has.
pub fn most_moves(width: usize, height: usize) -> usize {
    let cells = width * height;
    PROMISED
        .iter()
        .rev()
        .find(|&&(side, _)| side * side <= cells)
        .map_or(PROMISED[0].1, |&(_, most)| most)
}
