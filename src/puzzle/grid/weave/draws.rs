//! The tunnelling tree's random draws, cut from one `u64` at a time: a choice
//! among the few moves out of a cell takes a byte (the growing tree's rounds
//! take theirs from `picks`, which draws here a `u64` every other round). Every draw is exactly
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

use crate::puzzle::grid::rectangle::algorithms::unvisited::{NTH_SET_BIT, SET_BITS};

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

/// `CHOSEN[directions][byte]`: the direction `byte` picks among the 4-bit set
/// `directions` (the choice among as many by the widening multiply, then
/// `NTH_SET_BIT`, in one look-up: a round waits for one read, not three), or
/// `REDRAW` where the byte would favour some; the empty set gives direction 0.
const CHOSEN: [[u8; 256]; 16] = {
    let mut table = [[0; 256]; 16];
    let mut directions = 1;
    while directions < 16 {
        let count = SET_BITS[directions] as u16;
        let mut byte = 0;
        while byte < 256 {
            let wide = byte * count;
            table[directions][byte as usize] = if wide & 0xff >= UNEVEN[count as usize] {
                NTH_SET_BIT[directions][(wide >> 8) as usize]
            } else {
                REDRAW
            };
            byte += 1;
        }
        directions += 1;
    }
    table
};

/// A byte `CHOSEN` leaves to a new draw.
const REDRAW: u8 = u8::MAX;

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

    /// A uniform choice in `0..count`, for `count` from 0 to 8 (0 gives 0),
    /// from `byte`, a random byte drawn beforehand; drawn again in the rare
    /// case it would favour some choices. What `CHOSEN` is checked against.
    #[cfg(test)]
    fn choice_from(&mut self, byte: u8, count: usize) -> usize {
        let wide = u16::from(byte) * count as u16;
        if wide & 0xff >= UNEVEN[count] {
            usize::from(wide >> 8)
        } else {
            self.choice(count)
        }
    }

    /// One of the 4-bit set `directions` (not empty), each as likely: a byte
    /// drawn now, as `direction_from` takes it.
    #[inline(always)]
    pub fn direction(&mut self, directions: usize) -> usize {
        let byte = self.byte() as u8;
        self.direction_from(byte, directions)
    }

    /// One of the 4-bit set `directions` (0 for none), each as likely, from
    /// `byte`, a random byte drawn beforehand: the `n`th of them for a choice
    /// `n` among as many, by Lemire's multiply, drawn again (as `choice`
    /// does) in the rare case the byte would favour some.
    #[inline(always)]
    pub fn direction_from(&mut self, byte: u8, directions: usize) -> usize {
        let directions = directions & 0xf;
        match CHOSEN[directions][usize::from(byte)] {
            REDRAW => {
                let n = self.choice(usize::from(SET_BITS[directions]));
                usize::from(NTH_SET_BIT[directions][n & 3])
            }
            d => usize::from(d),
        }
    }

    /// A uniform index in `0..n` (n ≥ 1) from a whole `u64` (the same widening
    /// multiply; drawn again in the rare case it would favour some indices).
    pub fn below(&mut self, n: usize) -> usize {
        let n = n as u64;
        loop {
            let product = u128::from(self.wide()) * u128::from(n);
            let low = product as u64;
            if low >= n || low >= n.wrapping_neg() % n {
                return (product >> 64) as usize;
            }
        }
    }

    /// A whole random `u64`.
    #[inline]
    pub fn wide(&mut self) -> u64 {
        self.rng.random::<u64>()
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
        draws.choice(2);
        assert_eq!(draws.left, 6);
    }

    #[test]
    fn uneven_bytes_are_counted() {
        assert_eq!(UNEVEN[1..], [0, 0, 1, 0, 1, 4, 4, 0]);
    }

    #[test]
    fn a_choice_from_a_byte_is_exact() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut draws = Draws::new(&mut rng);
        for count in 1..=8 {
            let mut seen = vec![0usize; count];
            for byte in 0..=255u8 {
                let wide = u16::from(byte) * count as u16;
                if wide & 0xff >= UNEVEN[count] {
                    seen[draws.choice_from(byte, count)] += 1;
                }
            }
            assert!(seen.iter().all(|&t| t == seen[0]), "{count}: {seen:?}");
        }
        assert_eq!(draws.choice_from(200, 0), 0);
    }

    #[test]
    fn a_direction_from_a_byte_is_the_choice_among_the_set() {
        // Two generators alike, so a byte drawn again is the same for both.
        let (mut rng, mut twin) = (ChaCha8Rng::seed_from_u64(3), ChaCha8Rng::seed_from_u64(3));
        let mut draws = Draws::new(&mut rng);
        let mut again = Draws::new(&mut twin);
        for directions in 0..16usize {
            for byte in 0..=255u8 {
                let n = again.choice_from(byte, usize::from(SET_BITS[directions]));
                let expected = usize::from(NTH_SET_BIT[directions][n]);
                assert_eq!(draws.direction_from(byte, directions), expected);
            }
        }
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
