//! The record table: the longest exact minimum our search found on square
//! boards of 4×4 to 12×12 within 1 s and within 10 s of one core
//! (`cargo bench --bench theseus -- records`; docs/theseus.md shows the table and
//! examples/theseus-records/ the boards), and from it the most moves
//! `min-moves` may ask of a board.

/// (side, longest within 1 s, longest within 10 s).
pub const RECORDS: [(usize, usize, usize); 9] = [
    (4, 24, 24),
    (5, 50, 50),
    (6, 90, 100),
    (7, 120, 130),
    (8, 150, 170),
    (9, 170, 190),
    (10, 190, 210),
    (11, 200, 220),
    (12, 210, 230),
];

/// The most moves `min-moves` may ask of a `width`×`height` board: what the
/// search found within 1 s on the square board of the same number of squares
/// or fewer (one attempt searches about that long).
pub fn most_moves(width: usize, height: usize) -> usize {
    let cells = width * height;
    RECORDS
        .iter()
        .rev()
        .find(|&&(side, _, _)| side * side <= cells)
        .map_or(RECORDS[0].1, |&(_, one_second, _)| one_second)
}
