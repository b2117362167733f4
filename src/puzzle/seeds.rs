//! Seed derivation: every puzzle's generator is seeded from (book seed, section,
//! puzzle, attempt) alone, so the book is the same whatever the thread count or
//! order, and any puzzle can be remade from the seed recorded in the manifest.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A generator for one attempt.
pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// The first seed of puzzle `puzzle` in section `section` of a book seeded `book`.
pub fn puzzle_seed(book: u64, section: usize, puzzle: usize) -> u64 {
    mix(mix(mix(book) ^ section as u64) ^ (puzzle as u64).rotate_left(32))
}

/// The first seed of the solved example of the kind at `kind` in the registry,
/// for the how-to pages of a book seeded `book` (apart from every puzzle's seeds,
/// which take a section index far below this one).
pub fn example_seed(book: u64, kind: usize) -> u64 {
    puzzle_seed(book, EXAMPLE_SECTION, kind)
}

/// The section index the examples' seeds are derived as: no book has this many.
const EXAMPLE_SECTION: usize = 1 << 20;

/// The seed of the given attempt: the first seed itself for attempt 0, so that
/// `mazebook puzzle … --seed S` with a manifest's seed remakes the same puzzle.
pub fn attempt_seed(first: u64, attempt: u32) -> u64 {
    if attempt == 0 {
        first
    } else {
        mix(first ^ mix(u64::from(attempt)))
    }
}

/// SplitMix64's finaliser: a bijective, well-mixing step.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attempt_zero_is_the_seed_itself() {
        assert_eq!(attempt_seed(1234, 0), 1234);
        assert_ne!(attempt_seed(1234, 1), 1234);
    }

    #[test]
    fn examples_get_seeds_no_book_puzzle_has() {
        let book: Vec<u64> = (0..100)
            .flat_map(|section| (0..1000).map(move |puzzle| puzzle_seed(9, section, puzzle)))
            .collect();
        for kind in 0..5 {
            assert!(!book.contains(&example_seed(9, kind)));
        }
    }

    #[test]
    fn neighbouring_puzzles_get_distinct_seeds() {
        let mut seen = std::collections::HashSet::new();
        for section in 0..20 {
            for puzzle in 0..50 {
                assert!(seen.insert(puzzle_seed(42, section, puzzle)));
            }
        }
    }
}
