//! Which way gravity points in the board's own axes, and the quarter turns of the
//! page that change it.

use std::fmt;

/// The way gravity points, in the board's own axes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Gravity {
    South,
    East,
    North,
    West,
}

impl Gravity {
    /// In clockwise-turn order from the start: each `R` steps one on, each `L` one back.
    pub const ALL: [Gravity; 4] = [Gravity::South, Gravity::East, Gravity::North, Gravity::West];

    /// Its position in [`Gravity::ALL`] (South 0, East 1, North 2, West 3).
    pub fn index(self) -> usize {
        self as usize
    }

    /// Where gravity points after the page is turned.
    pub fn turned(self, turn: Turn) -> Gravity {
        let step = match turn {
            Turn::Clockwise => 1,
            Turn::Anticlockwise => 3,
        };
        Gravity::ALL[(self.index() + step) % 4]
    }

    /// `"south"`, `"east"`, `"north"` or `"west"`.
    pub fn name(self) -> &'static str {
        match self {
            Gravity::South => "south",
            Gravity::East => "east",
            Gravity::North => "north",
            Gravity::West => "west",
        }
    }

    /// An arrow pointing the way the ball slides, as drawn on the unturned board.
    pub fn arrow(self) -> char {
        match self {
            Gravity::South => '↓',
            Gravity::East => '→',
            Gravity::North => '↑',
            Gravity::West => '←',
        }
    }

    /// Whether it points along a column (south or north) rather than a row.
    pub fn is_vertical(self) -> bool {
        matches!(self, Gravity::South | Gravity::North)
    }
}

impl fmt::Display for Gravity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A quarter turn of the whole page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turn {
    /// `R`: gravity moves S→E→N→W→S in board terms.
    Clockwise,
    /// `L`: gravity moves S→W→N→E→S in board terms.
    Anticlockwise,
}

impl Turn {
    /// Both turns, `R` first (the solver's tie-breaking order).
    pub const ALL: [Turn; 2] = [Turn::Clockwise, Turn::Anticlockwise];

    /// `'R'` or `'L'`, as in the JSON form's solution.
    pub fn letter(self) -> char {
        match self {
            Turn::Clockwise => 'R',
            Turn::Anticlockwise => 'L',
        }
    }

    /// The turn a solution letter stands for (`R`/`L`, either case).
    pub fn from_letter(c: char) -> Option<Turn> {
        match c {
            'R' | 'r' => Some(Turn::Clockwise),
            'L' | 'l' => Some(Turn::Anticlockwise),
            _ => None,
        }
    }

    /// `'↻'` or `'↺'`, for an answer key.
    pub fn symbol(self) -> char {
        match self {
            Turn::Clockwise => '↻',
            Turn::Anticlockwise => '↺',
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_cycle_gravity() {
        let mut g = Gravity::South;
        let mut seen = vec![];
        for _ in 0..4 {
            g = g.turned(Turn::Clockwise);
            seen.push(g);
        }
        assert_eq!(
            seen,
            [Gravity::East, Gravity::North, Gravity::West, Gravity::South]
        );
        for g in Gravity::ALL {
            assert_eq!(g.turned(Turn::Clockwise).turned(Turn::Anticlockwise), g);
        }
        assert_eq!(Gravity::South.turned(Turn::Anticlockwise), Gravity::West);
    }
}
