//! Each floor cut into zones: a few regions of about equal size, grown at once
//! from random seeds, each taking a random cell of its edge in turn, so their
//! borders wind like any other wall. No passage crosses a zone's border on its
//! floor: zones are joined only by stairs (`plan` chooses which), and that is
//! what makes the way go up and down rather than straight to the top.
//!
//! Floors of more than [`FINE_CELLS`] cells (far beyond what prints) grow
//! their zones on blocks of [`BLOCK`] × [`BLOCK`] cells, each cell taking its
//! block's zone: the borders wind at the blocks' step, and the growth's random
//! reads stay in a sixteenth of the memory.

use rand_chacha::ChaCha8Rng;

use super::stack::Stack;
use crate::puzzle::random::below;

/// A zone number in each cell: 0 to `per_floor − 1` on every floor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Zones {
    /// Zones on each floor.
    pub per_floor: usize,
    /// Each cell's zone on its floor, in the cells' order.
    pub of: Vec<u8>,
}

/// A cell not yet taken by a zone.
const FREE: u8 = u8::MAX;

/// The most cells a floor has whose zones grow cell by cell.
pub const FINE_CELLS: usize = 128 * 128;

/// The side of the blocks larger floors grow their zones on.
pub const BLOCK: usize = 4;

impl Zones {
    /// The most zones a floor may have.
    pub const MOST: usize = 8;

    /// `per_floor` zones on every floor of `stack` (fewer on a floor with fewer
    /// cells).
    pub fn grow(stack: &Stack, per_floor: usize, rng: &mut ChaCha8Rng) -> Zones {
        let per_floor = per_floor.clamp(1, Self::MOST).min(stack.per_floor());
        if stack.per_floor() > FINE_CELLS {
            return Self::grow_on_blocks(stack, per_floor, rng);
        }
        let mut of = vec![FREE; stack.cells()];
        let mut edges: Vec<Vec<u32>> = vec![Vec::new(); per_floor];
        for floor in 0..stack.floors {
            let first = floor * stack.per_floor();
            let cells = &mut of[first..first + stack.per_floor()];
            grow_floor(stack, cells, &mut edges, rng);
        }
        Zones { per_floor, of }
    }

    /// The zones grown on a stack of [`BLOCK`]-cell blocks (the last row and
    /// column of blocks cut to the floor), each cell given its block's zone. A
    /// zone of blocks in one piece is a zone of cells in one piece.
    fn grow_on_blocks(stack: &Stack, per_floor: usize, rng: &mut ChaCha8Rng) -> Zones {
        let blocks = Stack {
            width: stack.width.div_ceil(BLOCK),
            height: stack.height.div_ceil(BLOCK),
            floors: stack.floors,
        };
        let coarse = Self::grow(&blocks, per_floor, rng);
        let mut of = Vec::with_capacity(stack.cells());
        for floor in 0..stack.floors {
            for block_row in 0..blocks.height {
                let row = blocks.index([0, block_row, floor]);
                let zones = &coarse.of[row..row + blocks.width];
                // One row of cells, then the block's other rows as copies of it.
                let first = of.len();
                for &zone in zones {
                    of.extend_from_slice(&[zone; BLOCK]);
                }
                of.truncate(first + stack.width);
                let rows = BLOCK.min(stack.height - block_row * BLOCK);
                for _ in 1..rows {
                    of.extend_from_within(first..first + stack.width);
                }
            }
        }
        Zones { per_floor, of }
    }

    /// The zone of every floor, numbered across floors: `floor × per_floor + zone`.
    pub fn id(&self, stack: &Stack, cell: usize) -> usize {
        (cell / stack.per_floor()) * self.per_floor + usize::from(self.of[cell])
    }
}

/// A place outside the floor, round the padded copy [`grow_floor`] grows on.
const OUTSIDE: u8 = FREE - 1;

/// Grows `edges.len()` zones over one floor's `cells`: seeds at distinct random
/// cells, then each zone in turn takes a random free cell beside it. The zones
/// grow on a copy of the floor with a border of [`OUTSIDE`] all round, so the
/// cells beside any cell are read without asking where it is.
fn grow_floor(stack: &Stack, cells: &mut [u8], edges: &mut [Vec<u32>], rng: &mut ChaCha8Rng) {
    let (w, h) = (stack.width, stack.height);
    let padded_width = w + 2;
    let padded_at = |cell: usize| (cell / w + 1) * padded_width + cell % w + 1;
    let mut padded = vec![OUTSIDE; padded_width * (h + 2)];
    for y in 0..h {
        padded[padded_at(y * w)..][..w].copy_from_slice(&cells[y * w..(y + 1) * w]);
    }
    for (zone, edge) in edges.iter_mut().enumerate() {
        edge.clear();
        let seed = loop {
            let cell = padded_at(below(rng, cells.len()));
            if padded[cell] == FREE {
                break cell;
            }
        };
        padded[seed] = zone as u8;
        edge.push(seed as u32);
    }
    let mut growing = edges.len();
    while growing > 0 {
        growing = 0;
        for (zone, edge) in edges.iter_mut().enumerate() {
            if take_one(&mut padded, edge, zone as u8, padded_width, rng) {
                growing += 1;
            }
        }
    }
    for y in 0..h {
        cells[y * w..(y + 1) * w].copy_from_slice(&padded[padded_at(y * w)..][..w]);
    }
}

/// Zone `zone` takes one free cell beside a random cell of its `edge` (dropping
/// edge cells with no free cell beside them) on the padded floor `cells`,
/// `width` cells a row; `false` when it can grow no more.
fn take_one(
    cells: &mut [u8],
    edge: &mut Vec<u32>,
    zone: u8,
    width: usize,
    rng: &mut ChaCha8Rng,
) -> bool {
    while !edge.is_empty() {
        let at = below(rng, edge.len());
        let cell = edge[at] as usize;
        let beside = [cell - width, cell + 1, cell + width, cell - 1];
        let mut free = [0usize; 4];
        let mut count = 0;
        for next in beside {
            free[count] = next;
            count += usize::from(cells[next] == FREE);
        }
        if count == 0 {
            edge.swap_remove(at);
            continue;
        }
        let next = free[below(rng, count)];
        cells[next] = zone;
        edge.push(next as u32);
        return true;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Every zone is one piece of its floor.
    fn assert_in_one_piece(stack: &Stack, zones: &Zones) {
        let (w, h) = (stack.width, stack.height);
        for floor in 0..stack.floors {
            let first = floor * stack.per_floor();
            let cells = &zones.of[first..first + stack.per_floor()];
            for zone in 0..zones.per_floor as u8 {
                let members: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] == zone).collect();
                assert!(!members.is_empty(), "zone {zone} of floor {floor} is empty");
                let mut seen = vec![false; cells.len()];
                let mut stack_ = vec![members[0]];
                seen[members[0]] = true;
                let mut reached = 0;
                while let Some(c) = stack_.pop() {
                    reached += 1;
                    let (x, y) = (c % w, c / w);
                    let beside = [
                        (y > 0).then(|| c - w),
                        (x + 1 < w).then(|| c + 1),
                        (y + 1 < h).then(|| c + w),
                        (x > 0).then(|| c - 1),
                    ];
                    for n in beside.into_iter().flatten() {
                        if cells[n] == zone && !seen[n] {
                            seen[n] = true;
                            stack_.push(n);
                        }
                    }
                }
                assert_eq!(
                    reached,
                    members.len(),
                    "zone {zone} of floor {floor} is in pieces"
                );
            }
        }
    }

    #[test]
    fn zones_cover_every_floor_in_pieces_of_about_equal_size() {
        let stack = Stack {
            width: 12,
            height: 9,
            floors: 3,
        };
        for seed in 0..40 {
            let zones = Zones::grow(&stack, 4, &mut ChaCha8Rng::seed_from_u64(seed));
            assert!(zones.of.iter().all(|&z| z < 4));
            assert_in_one_piece(&stack, &zones);
        }
    }

    #[test]
    fn large_floors_grow_their_zones_on_blocks_each_in_one_piece() {
        let stack = Stack {
            width: 130,
            height: 131,
            floors: 2,
        };
        assert!(stack.per_floor() > FINE_CELLS);
        for seed in 0..3 {
            let zones = Zones::grow(&stack, 6, &mut ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(zones.of.len(), stack.cells());
            assert!(zones.of.iter().all(|&z| z < 6));
            assert_in_one_piece(&stack, &zones);
            // A block is one zone.
            let at = |x, y| zones.of[stack.index([x, y, 1])];
            assert!((0..BLOCK).all(|dy| (0..BLOCK).all(|dx| at(8 + dx, 12 + dy) == at(8, 12))));
        }
    }

    #[test]
    fn a_floor_smaller_than_its_zones_gets_a_zone_a_cell() {
        let stack = Stack {
            width: 2,
            height: 1,
            floors: 2,
        };
        let zones = Zones::grow(&stack, 5, &mut ChaCha8Rng::seed_from_u64(1));
        assert_eq!(zones.per_floor, 2);
        assert_in_one_piece(&stack, &zones);
    }
}
