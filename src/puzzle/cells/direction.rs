//! The four compass directions of a cell-based maze, in the order every table of
//! them uses (north, east, south, west), with their passage bits in the grid's
//! JSON form (N=1, E=2, S=4, W=8), the step to the cell beside, and a cheap
//! random stream of them for the random-walk generators.
//!
//! The independent checkers (`grid::checkers`, `block::check`) keep their own
//! tables on purpose: they share nothing with the generators.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// One of the four compass directions a passage can take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    /// All directions, in bit order (also the order of a [`RandomDirections`] index).
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The passage bit of this direction in the JSON form.
    pub const fn bit(self) -> u8 {
        match self {
            Direction::North => 1,
            Direction::East => 2,
            Direction::South => 4,
            Direction::West => 8,
        }
    }

    /// The direction pointing back.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::East => Direction::West,
            Direction::South => Direction::North,
            Direction::West => Direction::East,
        }
    }

    /// The row-major index of the cell beside `index` this way in a
    /// `width`×`height` grid, if that cell is on the grid.
    #[inline]
    pub fn step(self, index: usize, width: usize, height: usize) -> Option<usize> {
        let (x, y) = (index % width, index / width);
        match self {
            Direction::North => (y > 0).then(|| index - width),
            Direction::East => (x + 1 < width).then(|| index + 1),
            Direction::South => (y + 1 < height).then(|| index + width),
            Direction::West => (x > 0).then(|| index - 1),
        }
    }
}

/// A stream of uniform direction indices into [`Direction::ALL`], two bits each,
/// sixteen per `u32` drawn (for walks that draw a direction at every step).
#[derive(Default)]
pub struct RandomDirections {
    word: u32,
    left: u32,
}

impl RandomDirections {
    /// The next index, 0–3.
    #[inline]
    pub fn next(&mut self, rng: &mut ChaCha8Rng) -> usize {
        if self.left == 0 {
            self.word = rng.random::<u32>();
            self.left = 16;
        }
        let index = (self.word & 3) as usize;
        self.word >>= 2;
        self.left -= 1;
        index
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn bits_are_distinct_and_opposites_mirror() {
        let all: u8 = Direction::ALL.iter().map(|d| d.bit()).sum();
        assert_eq!(all, 15);
        for direction in Direction::ALL {
            assert_eq!(direction.opposite().opposite(), direction);
            assert_ne!(direction.opposite(), direction);
        }
    }

    #[test]
    fn steps_stop_at_the_border_and_come_back() {
        // A 3×2 grid: 0 1 2 / 3 4 5.
        assert_eq!(Direction::North.step(0, 3, 2), None);
        assert_eq!(Direction::West.step(3, 3, 2), None);
        assert_eq!(Direction::East.step(2, 3, 2), None);
        assert_eq!(Direction::South.step(5, 3, 2), None);
        for direction in Direction::ALL {
            for index in 0..6 {
                if let Some(next) = direction.step(index, 3, 2) {
                    assert_eq!(direction.opposite().step(next, 3, 2), Some(index));
                }
            }
        }
    }

    #[test]
    fn random_directions_use_every_bit_of_each_draw() {
        let mut directions = RandomDirections::default();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let indices: Vec<usize> = (0..16).map(|_| directions.next(&mut rng)).collect();
        let word = rand::RngExt::random::<u32>(&mut ChaCha8Rng::seed_from_u64(1));
        let expected: Vec<usize> = (0..16).map(|i| (word >> (2 * i) & 3) as usize).collect();
        assert_eq!(indices, expected);
    }
}
