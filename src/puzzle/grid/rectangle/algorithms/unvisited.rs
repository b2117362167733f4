//! The step both the backtracker and the growing tree take at every cell: a
//! uniformly random unvisited neighbour, found on a padded grid ([`Padded`]) whose
//! border counts as visited, so it costs four loads, two table look-ups and no
//! branch per direction.
//!
//! The open directions are numbered in [`Direction::ALL`] order (N, E, S, W) and
//! one `below(count)` draw picks among them, as the textbook loop over the
//! directions does, so a seed keeps giving the same maze.
//!
//! [`Direction::ALL`]: crate::puzzle::cells::Direction::ALL

use rand_chacha::ChaCha8Rng;

use super::padded::Padded;
use crate::puzzle::random::below;

/// A padded cell's flag: visited (border cells have it from the start). The cell's
/// other bits record its passages (see [`Padded`]).
pub(super) const VISITED: u8 = 0b1_0000;

/// The direction index (into `Direction::ALL`) of a uniformly random unvisited
/// neighbour of `cell`, or `None` when every neighbour is visited. Draws one random
/// number when there is a choice to make, none otherwise.
#[inline]
pub(super) fn draw(
    padded: &Padded,
    state: &[u8],
    cell: usize,
    rng: &mut ChaCha8Rng,
) -> Option<usize> {
    let open = unvisited_directions(padded, state, cell);
    if open == 0 {
        return None;
    }
    let count = usize::from(SET_BITS[usize::from(open)]);
    Some(nth_direction(open, below(rng, count)))
}

/// The directions from `cell` to unvisited cells, as a mask (bit i for
/// `Direction::ALL[i]`).
#[inline]
fn unvisited_directions(padded: &Padded, state: &[u8], cell: usize) -> u8 {
    (0..4).fold(0, |mask, d| {
        mask | u8::from(state[padded.step(cell, d)] & VISITED == 0) << d
    })
}

/// `SET_BITS[mask]`: the number of set bits of the 4-bit `mask` (a table, as the
/// baseline x86-64 target has no population count instruction).
pub(crate) const SET_BITS: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/// The index of the `n`th (from 0) set bit of `mask`, which has more than `n`.
#[inline]
fn nth_direction(mask: u8, n: usize) -> usize {
    usize::from(NTH_SET_BIT[usize::from(mask)][n])
}

/// `NTH_SET_BIT[mask][n]`: the position of the `n`th set bit of the 4-bit `mask`.
pub(crate) const NTH_SET_BIT: [[u8; 4]; 16] = {
    let mut table = [[0; 4]; 16];
    let mut mask = 0;
    while mask < 16 {
        let (mut bit, mut n) = (0, 0);
        while bit < 4 {
            if mask & (1 << bit) != 0 {
                table[mask][n] = bit as u8;
                n += 1;
            }
            bit += 1;
        }
        mask += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::rectangle::maze::GridMaze;
    use rand::SeedableRng;

    #[test]
    fn nth_set_bit_table() {
        assert_eq!(nth_direction(0b1010, 0), 1);
        assert_eq!(nth_direction(0b1010, 1), 3);
        assert_eq!(nth_direction(0b1111, 2), 2);
        assert_eq!(nth_direction(0b0100, 0), 2);
    }

    #[test]
    fn draws_only_unvisited_cells_on_the_grid() {
        // 2×2: from the top-left cell only east and south are on the grid.
        let maze = GridMaze::new(2, 2);
        let padded = Padded::new(&maze);
        let mut state = padded.cells(0, VISITED);
        let corner = padded.pad(0);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..20 {
            assert!(matches!(
                draw(&padded, &state, corner, &mut rng),
                Some(1 | 2)
            ));
        }
        state[padded.step(corner, 1)] |= VISITED;
        assert_eq!(draw(&padded, &state, corner, &mut rng), Some(2));
        state[padded.step(corner, 2)] |= VISITED;
        assert_eq!(draw(&padded, &state, corner, &mut rng), None);
    }
}
