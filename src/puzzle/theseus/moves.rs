//! Theseus's five moves and their letters in the JSON form's `solution`: `U`
//! north, `D` south, `L` west, `R` east, `W` a wait.

use super::board::Side;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    Up,
    Down,
    Left,
    Right,
    Wait,
}

impl Move {
    /// Every move, in the order the solver tries them.
    pub const ALL: [Move; 5] = [Move::Up, Move::Down, Move::Left, Move::Right, Move::Wait];

    pub fn letter(self) -> char {
        match self {
            Move::Up => 'U',
            Move::Down => 'D',
            Move::Left => 'L',
            Move::Right => 'R',
            Move::Wait => 'W',
        }
    }

    pub fn from_letter(letter: char) -> Option<Move> {
        Move::ALL.into_iter().find(|m| m.letter() == letter)
    }

    /// The side stepped through; `None` for a wait.
    pub fn side(self) -> Option<Side> {
        match self {
            Move::Up => Some(Side::North),
            Move::Down => Some(Side::South),
            Move::Left => Some(Side::West),
            Move::Right => Some(Side::East),
            Move::Wait => None,
        }
    }

    /// The step through `side`.
    pub fn through(side: Side) -> Move {
        match side {
            Side::North => Move::Up,
            Side::South => Move::Down,
            Side::West => Move::Left,
            Side::East => Move::Right,
        }
    }
}

/// A move list as the JSON form writes it.
pub fn letters(moves: &[Move]) -> String {
    moves.iter().map(|m| m.letter()).collect()
}
