//! Squares and walls as a user names them: a wall between two orthogonal
//! neighbours, normalised so each wall has one spelling and one order.

use std::fmt;

/// A square as `[x, y]`: x = column from the west, y = row from the north, both from 0.
pub type Square = [usize; 2];

/// A wall between two orthogonally adjacent squares, normalised so that the first
/// is the west (or north) square of the pair. That square is the smaller in
/// `[x, y]` order and in `(y, x)` order alike; walls sort by the derived order (the
/// first square's x, then its y, then the second square).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub struct Wall(pub Square, pub Square);

impl Wall {
    /// The normalised wall between `a` and `b`, or `None` when they are not
    /// orthogonal neighbours.
    pub fn between(a: Square, b: Square) -> Option<Wall> {
        let (first, second) = if a < b { (a, b) } else { (b, a) };
        let east = first[1] == second[1] && first[0] + 1 == second[0];
        let south = first[0] == second[0] && first[1] + 1 == second[1];
        (east || south).then_some(Wall(first, second))
    }
}

impl fmt::Display for Wall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&pair_text([self.0, self.1]))
    }
}

/// A pair of squares as the JSON form writes it: `[[0,0],[1,0]]`.
pub fn pair_text(pair: [Square; 2]) -> String {
    let [a, b] = pair;
    format!("[[{},{}],[{},{}]]", a[0], a[1], b[0], b[1])
}
