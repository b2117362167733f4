//! The two random draws every generator shares: a uniform index and a fair coin.
//! Both go through `u32`, so a seed gives the same puzzle on every platform
//! whatever its pointer width.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// A uniform index in `0..n` (n ≥ 1).
#[inline]
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    debug_assert!(n >= 1 && n <= u32::MAX as usize);
    rng.random_range(0..n as u32) as usize
}

/// A fair coin.
#[inline]
pub(crate) fn coin(rng: &mut ChaCha8Rng) -> bool {
    rng.random::<u32>() & 1 == 1
}
