//! A regular circle's rings as a small table, so the checker finds a cell's
//! neighbours by ring arithmetic rather than from stored lists. A circle is
//! regular when it has a centre (a first ring of one cell), its second ring has
//! three cells or more, and every later ring has as many cells as the ring inside
//! it or twice as many, as every circle mazebook makes. By the neighbour rule of
//! docs/formats.md a cell of such a circle then has at most five neighbours: one
//! clockwise and one counter-clockwise in its ring, one inward (the centre, for
//! the second ring), and outward one (cell i of a ring meets cell i of an equal
//! ring) or two (cells 2i and 2i + 1 of a doubled one). Only the centre, which
//! meets every cell of the second ring, has more.
//!
//! Each pair of neighbours has one link, kept by one of the two: every cell keeps
//! the link to its clockwise neighbour and the link to its inward one, so the
//! centre keeps none, and a cell's passages are its own two links, its
//! counter-clockwise neighbour's clockwise link and its outward neighbours'
//! inward links.

/// Cells per block of the table that finds a cell's ring (2 to this power).
const BLOCK: u32 = 8;

/// One ring of a regular circle.
#[derive(Clone, Copy, Default)]
pub(super) struct Ring {
    /// Its first cell, and the first cell after it.
    pub start: u32,
    pub end: u32,
    /// The first cell of the ring inside (0, the centre, for the second ring).
    pub inner_start: u32,
    /// A place in this ring to a place in the ring inside: shifted right by 0
    /// (as many cells), 1 (twice as many) or 31 (the centre's one cell).
    pub inner_shift: u32,
    /// 1 when the ring outside has twice the cells of this one, else 0.
    pub outer_shift: u32,
}

/// The rings of a regular circle.
pub(super) struct Ladder {
    rings: Vec<Ring>,
    /// The ring of each block's first cell.
    blocks: Vec<u32>,
}

impl Ladder {
    /// The table for `rings` (cells per ring, from the centre out); `None` when
    /// the circle is not regular or has 2³² cells or more.
    pub(super) fn new(rings: &[usize]) -> Option<Ladder> {
        let regular = rings.len() >= 2
            && rings[0] == 1
            && rings[1] >= 3
            && rings[1..]
                .windows(2)
                .all(|pair| pair[1] == pair[0] || Some(pair[1]) == pair[0].checked_mul(2));
        if !regular {
            return None;
        }
        let mut starts = vec![0u32];
        for &count in rings {
            let last = *starts.last()?;
            starts.push(last.checked_add(u32::try_from(count).ok()?)?);
        }
        let doubled = |ring: usize| u32::from(rings[ring] == 2 * rings[ring - 1]);
        let table = (0..rings.len())
            .map(|ring| Ring {
                start: starts[ring],
                end: starts[ring + 1],
                inner_start: starts[ring.saturating_sub(1)],
                inner_shift: match ring {
                    0 => 0,
                    1 => 31,
                    _ => doubled(ring),
                },
                outer_shift: if ring >= 1 && ring + 1 < rings.len() {
                    doubled(ring + 1)
                } else {
                    0
                },
            })
            .collect();
        let cells = starts[rings.len()];
        let mut blocks = Vec::with_capacity((cells >> BLOCK) as usize + 1);
        let mut ring = 0;
        for block in 0..=(cells - 1) >> BLOCK {
            while block << BLOCK >= starts[ring + 1] {
                ring += 1;
            }
            blocks.push(ring as u32);
        }
        Some(Ladder {
            rings: table,
            blocks,
        })
    }

    /// How many rings, the centre's included.
    pub(super) fn len(&self) -> usize {
        self.rings.len()
    }

    /// How many cells.
    pub(super) fn cells(&self) -> usize {
        self.rings.last().map_or(0, |ring| ring.end as usize)
    }

    pub(super) fn ring(&self, ring: usize) -> &Ring {
        &self.rings[ring]
    }

    /// The ring of `cell` (a cell of the circle).
    #[inline]
    pub(super) fn ring_of(&self, cell: u32) -> usize {
        let mut ring = self.blocks[(cell >> BLOCK) as usize] as usize;
        while cell >= self.rings[ring].end {
            ring += 1;
        }
        ring
    }

    /// The link that records a passage between two different cells: the cell
    /// that keeps it, and which of its two it is (0 clockwise, 1 inward); `None`
    /// when they are not neighbours. The keeper is the higher-numbered cell but
    /// for a clockwise step that does not wrap round its ring.
    #[inline]
    pub(super) fn link(&self, a: u32, b: u32) -> Option<(u32, usize)> {
        let (low, high) = (a.min(b), a.max(b));
        let r = &self.rings[self.ring_of(high)];
        // Bit operations rather than `&&` and `if`, which would become branches:
        // a maze's passages turn every way at random, and a branch on the way
        // would be mispredicted as often as not.
        let same_ring = low >= r.start;
        let step = high == low + 1;
        let wrap = (low == r.start) & (high + 1 == r.end);
        let inward = low == r.inner_start + ((high - r.start) >> r.inner_shift);
        let meet = (same_ring & (step | wrap)) | (!same_ring & inward);
        let keeper = high - (high - low) * u32::from(same_ring & step);
        meet.then_some((keeper, usize::from(!same_ring)))
    }

    /// The cells next to `cell` (of ring `ring`, not the centre), its five ways
    /// in order: clockwise, counter-clockwise, inward, outward and second outward.
    /// A way that leads nowhere leads to `u32::MAX` (the second outward where the
    /// ring outside does not double) or past the last cell (outward from the
    /// outermost ring).
    #[inline]
    pub(super) fn around(&self, cell: u32, ring: usize) -> [u32; 5] {
        let r = &self.rings[ring];
        let place = cell - r.start;
        let clockwise = if cell + 1 == r.end { r.start } else { cell + 1 };
        let counter = if cell == r.start { r.end } else { cell } - 1;
        let inner = r.inner_start + (place >> r.inner_shift);
        let outer = r.end + (place << r.outer_shift);
        let second = (outer + 1) | (r.outer_shift ^ 1).wrapping_neg();
        [clockwise, counter, inner, outer, second]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::checkers::shaped::neighbours::Neighbours;

    /// Some regular circles, and one ring list per way of not being one.
    const REGULAR: [&[usize]; 4] = [
        &[1, 3],
        &[1, 6, 12, 12, 24, 24, 24, 48],
        &[1, 4, 4, 8, 16],
        &[1, 7, 14, 28, 28],
    ];
    const IRREGULAR: [&[usize]; 6] = [
        &[1],
        &[6, 12],
        &[1, 2, 4],
        &[1, 6, 18],
        &[1, 6, 3],
        &[1, 1, 6],
    ];

    #[test]
    fn only_regular_circles_have_a_ladder() {
        assert!(REGULAR.iter().all(|rings| Ladder::new(rings).is_some()));
        assert!(IRREGULAR.iter().all(|rings| Ladder::new(rings).is_none()));
    }

    #[test]
    fn every_cell_is_found_in_its_ring() {
        let rings: Vec<usize> = [1, 6, 12, 24, 48, 96, 192, 384, 384].to_vec();
        let ladder = Ladder::new(&rings).unwrap();
        let mut cell = 0;
        for (ring, &count) in rings.iter().enumerate() {
            for _ in 0..count {
                assert_eq!(ladder.ring_of(cell), ring, "cell {cell}");
                cell += 1;
            }
        }
        assert_eq!(ladder.cells(), cell as usize);
    }

    /// Each pair of neighbours of the format's rule, and no other pair, has a
    /// link of its own, the same from either end and never kept by the centre.
    #[test]
    fn links_follow_the_neighbour_rule() {
        for rings in REGULAR {
            let ladder = Ladder::new(rings).unwrap();
            let rule = Neighbours::Circle {
                rings: rings.to_vec(),
            };
            let cells = ladder.cells() as u32;
            let mut pairs = std::collections::HashMap::new();
            for a in 0..cells {
                for b in (0..cells).filter(|&b| b != a) {
                    let link = ladder.link(a, b);
                    assert_eq!(link.is_some(), rule.are_neighbours(a as usize, b as usize));
                    let Some(link) = link else { continue };
                    assert_ne!(link.0, 0, "the centre keeps no links");
                    assert_eq!(ladder.link(b, a), Some(link));
                    let pair = (a.min(b), a.max(b));
                    assert_eq!(*pairs.entry(link).or_insert(pair), pair, "{link:?}");
                }
            }
        }
    }

    /// The five ways of each cell but the centre lead to exactly its neighbours.
    #[test]
    fn a_cell_s_ways_lead_to_its_neighbours() {
        for rings in REGULAR {
            let ladder = Ladder::new(rings).unwrap();
            let rule = Neighbours::Circle {
                rings: rings.to_vec(),
            };
            let cells = ladder.cells() as u32;
            for a in 1..cells {
                let mut ways: Vec<u32> = ladder.around(a, ladder.ring_of(a)).to_vec();
                ways.retain(|&cell| cell < cells);
                ways.sort_unstable();
                let neighbours: Vec<u32> = (0..cells)
                    .filter(|&b| rule.are_neighbours(a as usize, b as usize))
                    .collect();
                assert_eq!(ways, neighbours, "cell {a}");
            }
        }
    }
}
