//! The growing tree's draws for its rounds, made two rounds ahead: a round
//! takes 32 random bits (half a `u64`, which the caller draws), 23 to pick a slot in the active list,
//! one for Mixed mode's coin, a byte for the move. Drawn ahead, they say which
//! slot a later round will pick whatever happens before it, given the list's
//! length then, so the slot can be read early and the cell's rows brought in.
//!
//! The slot is Lemire's widening multiply on 23 bits: exact, the rare low
//! product that would favour some slots (under one in 100 for a list of
//! 76 000 cells, the largest a 1000 × 1000 Mixed maze had) drawn again from a
//! whole `u64`; a list past 2²³ cells is drawn from a whole `u64` every round.

use super::draws::Draws;

/// The bits that pick a slot.
const SLOT_BITS: u32 = 23;
const SLOT_MASK: u32 = (1 << SLOT_BITS) - 1;
/// Mixed mode's coin: heads, the newest cell.
const COIN: u32 = 1 << SLOT_BITS;
/// Where the byte that picks the move starts.
const MOVE_SHIFT: u32 = 24;

/// The 32 bits of this round, the next and the one after.
pub struct Picks {
    now: u32,
    next: u32,
    after: u32,
}

impl Picks {
    /// The first three rounds' bits (the fourth's half of a `u64` unused).
    pub fn new(draws: &mut Draws) -> Self {
        let (first, second) = (draws.wide(), draws.wide());
        Picks {
            now: first as u32,
            next: (first >> 32) as u32,
            after: second as u32,
        }
    }

    /// On to the next round, `fresh` the bits of the round after it.
    #[inline(always)]
    pub fn turn(&mut self, fresh: u32) {
        (self.now, self.next, self.after) = (self.next, self.after, fresh);
    }

    /// This round's byte for its move.
    #[inline(always)]
    pub fn move_byte(&self) -> u8 {
        (self.now >> MOVE_SHIFT) as u8
    }

    /// Whether the next round's coin (Mixed mode) is heads: the newest cell.
    #[inline(always)]
    pub fn next_heads(&self) -> bool {
        self.next & COIN != 0
    }

    /// The slot the next round picks if the list then has `len` cells (but
    /// see `exact_next`).
    #[inline(always)]
    pub fn next_slot(&self, len: usize) -> usize {
        slot(self.next, len)
    }

    /// The slot the round after the next most likely picks (its list may yet
    /// change length): only to bring that slot in early.
    #[inline(always)]
    pub fn after_slot(&self, len: usize) -> usize {
        slot(self.after, len)
    }

    /// The next round's slot, `guessed` by `next_slot(len)` for the `len`
    /// cells the list now has; drawn again in the rare case it would favour
    /// some slots.
    #[inline(always)]
    pub fn exact_next(&self, guessed: usize, len: usize, draws: &mut Draws) -> usize {
        let low = (u64::from(self.next & SLOT_MASK) * len as u64) & u64::from(SLOT_MASK);
        if low < len as u64 {
            return exact_slot(guessed, low, len, draws);
        }
        guessed
    }
}

/// The slot 23 bits of `word` pick among `len`.
#[inline(always)]
fn slot(word: u32, len: usize) -> usize {
    ((u64::from(word & SLOT_MASK) * len as u64) >> SLOT_BITS) as usize
}

/// `exact_next`'s rare case: the product's `low` bits are below `len`, so the
/// exact test is needed (a division), and a whole new draw if it fails.
#[cold]
#[inline(never)]
fn exact_slot(guessed: usize, low: u64, len: usize, draws: &mut Draws) -> usize {
    let uneven = (1u64 << SLOT_BITS).checked_rem(len as u64);
    match uneven {
        Some(uneven) if len <= 1 << SLOT_BITS && low >= uneven => guessed,
        _ => draws.below(len),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn each_slot_comes_from_as_many_words() {
        // Over every 23-bit word, the slots kept are equally many.
        for len in [1usize, 3, 7, 1000, 76_543] {
            let mut kept = vec![0u32; len];
            let uneven = (1u64 << SLOT_BITS) % len as u64;
            for word in 0..=SLOT_MASK {
                let low = (u64::from(word) * len as u64) & u64::from(SLOT_MASK);
                if low >= uneven {
                    kept[slot(word, len)] += 1;
                }
            }
            assert!(kept.iter().all(|&k| k == kept[0]), "{len}");
        }
    }

    #[test]
    fn slots_are_uniform_in_range_and_a_long_list_draws_whole() {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        let mut draws = Draws::new(&mut rng);
        let mut picks = Picks::new(&mut draws);
        let mut seen = [0usize; 5];
        for _ in 0..20_000 {
            let guessed = picks.next_slot(5);
            seen[picks.exact_next(guessed, 5, &mut draws)] += 1;
            let fresh = draws.wide() as u32;
            picks.turn(fresh);
        }
        assert!(seen.iter().all(|&t| (3700..4300).contains(&t)), "{seen:?}");
        let huge = (1 << SLOT_BITS) + 12_345;
        for _ in 0..100 {
            let guessed = picks.next_slot(huge);
            assert!(picks.exact_next(guessed, huge, &mut draws) < huge);
            let fresh = draws.wide() as u32;
            picks.turn(fresh);
        }
    }

    #[test]
    fn a_u64_serves_two_rounds_and_each_turn_moves_them_on() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let wide = rng.clone().random::<u64>();
        let mut draws = Draws::new(&mut rng);
        let mut picks = Picks::new(&mut draws);
        assert_eq!((picks.now, picks.next), (wide as u32, (wide >> 32) as u32));
        let after = picks.after;
        picks.turn(7);
        assert_eq!(
            (picks.now, picks.next, picks.after),
            ((wide >> 32) as u32, after, 7)
        );
    }
}
