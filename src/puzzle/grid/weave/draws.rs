//! The tunnelling tree's random draws, cut from one `u64` at a time: a choice
//! among the few moves out of a cell and the growing tree's coin take a byte
//! each, its pick among the active cells a whole `u64`. Every draw is exactly
//! uniform (Lemire's widening multiply: the rare low product that would favour
//! some values, one byte in 256 for a choice among three, is drawn again), and
//! a seed gives the same draws on every platform.
//!
//! A `u32` from the generator for every choice cost more than the choice; a
//! byte has no branch on how many moves there are (the bits a choice needs
//! vary, so taking only those would branch on every draw), and a `u64` serves
//! eight moves.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Random bytes not yet used, drawn from a generator a `u64` at a time.
pub struct Draws<'r> {
    rng: &'r mut ChaCha8Rng,
    bytes: u64,
    left: u32,
}

/// `256 % count`: a byte times `count` whose low byte is below this would
/// favour some choices, and is drawn again.
const UNEVEN: [u16; 9] = {
    let mut table = [0; 9];
    let mut count = 1;
    while count < 9 {
        table[count] = (256 % count) as u16;
        count += 1;
    }
    table
};

impl<'r> Draws<'r> {
    /// Draws from `rng`.
    pub fn new(rng: &'r mut ChaCha8Rng) -> Self {
        Draws {
            rng,
            bytes: 0,
            left: 0,
        }
    }

    /// The next random byte.
    #[inline]
    fn byte(&mut self) -> u16 {
        if self.left == 0 {
            self.bytes = self.rng.random::<u64>();
            self.left = 8;
        }
        let byte = (self.bytes & 0xff) as u16;
        self.bytes >>= 8;
        self.left -= 1;
        byte
    }

    /// A fair coin.
    #[inline]
    pub fn coin(&mut self) -> bool {
        self.byte() & 1 == 1
    }

    /// A uniform choice in `0..count`, for `count` from 1 to 8.
    #[inline]
    pub fn choice(&mut self, count: usize) -> usize {
        debug_assert!((1..=8).contains(&count));
        let count = count as u16;
        loop {
            let wide = self.byte() * count;
            if wide & 0xff >= UNEVEN[usize::from(count)] {
                return usize::from(wide >> 8);
            }
        }
    }

    /// A uniform index in `0..n` (n ≥ 1) from a whole `u64` (the same widening
    /// multiply).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        let wide = self.wide();
        self.below_from(wide, n)
    }

    /// A whole `u64`, for `below_from` (drawn ahead, so the index it will give
    /// can be looked at before the list it indexes has its final length).
    #[inline]
    pub fn wide(&mut self) -> u64 {
        self.rng.random::<u64>()
    }

    /// A uniform index in `0..n` (n ≥ 1) from `wide`, a `u64` drawn with
    /// `wide`; drawn again in the rare case it would favour some indices.
    #[inline]
    pub fn below_from(&mut self, mut wide: u64, n: usize) -> usize {
        let n = n as u64;
        loop {
            let product = u128::from(wide) * u128::from(n);
            let low = product as u64;
            if low >= n || low >= n.wrapping_neg() % n {
                return (product >> 64) as usize;
            }
            wide = self.wide();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn choices_are_uniform_and_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut draws = Draws::new(&mut rng);
        for count in 1..=8 {
            let mut seen = vec![0usize; count];
            let rounds = 4000 * count;
            for _ in 0..rounds {
                seen[draws.choice(count)] += 1;
            }
            for &times in &seen {
                let share = times as f64 / rounds as f64;
                assert!(
                    (share - 1.0 / count as f64).abs() < 0.02,
                    "{count}: {seen:?}"
                );
            }
        }
    }

    #[test]
    fn a_u64_serves_eight_draws() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut draws = Draws::new(&mut rng);
        assert_eq!(draws.choice(1), 0);
        assert_eq!(draws.left, 7);
        draws.coin();
        assert_eq!(draws.left, 6);
    }

    #[test]
    fn uneven_bytes_are_counted() {
        assert_eq!(UNEVEN[1..], [0, 0, 1, 0, 1, 4, 4, 0]);
    }

    #[test]
    fn indices_are_uniform_and_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let mut draws = Draws::new(&mut rng);
        let mut seen = [0usize; 5];
        for _ in 0..20_000 {
            seen[draws.below(5)] += 1;
        }
        assert!(seen.iter().all(|&t| (3700..4300).contains(&t)), "{seen:?}");
        assert_eq!(draws.below(1), 0);
    }
}
