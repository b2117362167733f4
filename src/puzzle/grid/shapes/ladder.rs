//! A regular circle's rings as a small table, so the checker finds a cell's
//! neighbours by ring arithmetic rather than from stored lists. A circle is
//! regular when it has a centre (a first ring of one cell), its second ring has
//! three cells or more, and every later ring has as many cells as the ring inside
//! it or twice as many, as every circle mazebook makes. By the neighbour rule of
//! docs/formats.md a cell of such a circle then has one neighbour clockwise and
//! one counter-clockwise in its ring, one inward (the centre, for the second
//! ring), and outward one (cell i of a ring meets cell i of an equal ring) or two
//! (cells 2i and 2i + 1 of a doubled one). So its passages fit in five bits,
//! `CW`, `CCW`, `IN`, `OUT` and `OUT << 1`; only the centre, which meets every
//! cell of the second ring, has more, and those are the second ring's `IN` bits.

/// A cell's passage bits: to the next cell clockwise, counter-clockwise, inward,
/// and outward (`OUT` to the first or only outward neighbour, `OUT << 1` to the
/// second).
pub(super) const CW: u8 = 1;
pub(super) const CCW: u8 = 2;
pub(super) const IN: u8 = 4;
pub(super) const OUT: u8 = 8;

/// Cells per block of the table that finds a cell's ring (2 to this power).
const BLOCK: u32 = 8;

/// One ring of a regular circle.
#[derive(Clone, Copy, Default)]
pub(super) struct Ring {
    /// Its first cell, and the first cell after it.
    pub start: u32,
    pub end: u32,
    /// The first cell of the ring inside (0, the centre, for the second ring).
    inner_start: u32,
    /// A place in this ring to a place in the ring inside: shifted right by 0
    /// (as many cells), 1 (twice as many) or 31 (the centre's one cell).
    inner_shift: u32,
    /// 1 when this ring has twice the cells of the ring inside, so a cell's place
    /// says which of its inner neighbour's two outward bits it is; else 0.
    inner_child: u32,
    /// 1 when the ring outside has twice the cells of this one, else 0.
    outer_shift: u32,
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
                inner_child: if ring >= 2 { doubled(ring) } else { 0 },
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

    /// The passage bits of cells `a` (of ring `ring`) and `b` for a passage
    /// between them: the bit at `a` and the bit at `b`; `None` when they are not
    /// neighbours. Neither may be the centre. Free of branches: a maze's passages
    /// turn every way at random, which would defeat a branch on the way.
    #[inline]
    pub(super) fn ways(&self, a: u32, ring: usize, b: u32) -> Option<(u8, u8)> {
        let (cells, backs) = self.around(a, ring);
        let mut hit = 0u8;
        for (way, &cell) in cells.iter().enumerate() {
            hit |= u8::from(cell == b) << way;
        }
        (hit != 0).then(|| (hit, backs[hit.trailing_zeros() as usize & 7]))
    }

    /// Where passage bit number `way` (0 `CW` … 4 the second `OUT`) of `cell`, of
    /// ring `ring` (not the centre), leads: the cell, its ring, and the bit there
    /// that leads back (for the centre, 0 with no bit: it keeps none).
    #[inline]
    pub(super) fn step(&self, cell: u32, ring: usize, way: u32) -> (u32, usize, u8) {
        const RING: [usize; 8] = [0, 0, usize::MAX, 1, 1, 0, 0, 0];
        let (cells, backs) = self.around(cell, ring);
        let way = way as usize & 7;
        (cells[way], ring.wrapping_add(RING[way]), backs[way])
    }

    /// The cells the five passage bits of `cell` (of ring `ring`, not the centre)
    /// lead to, and the bit at each that leads back; a bit that leads nowhere (the
    /// second `OUT` where the ring outside does not double, and the three unused
    /// bits) leads to `u32::MAX`.
    #[inline]
    fn around(&self, cell: u32, ring: usize) -> ([u32; 8], [u8; 8]) {
        let r = &self.rings[ring];
        let place = cell - r.start;
        let clockwise = if cell + 1 == r.end { r.start } else { cell + 1 };
        let counter = if cell == r.start { r.end } else { cell } - 1;
        let inner = r.inner_start + (place >> r.inner_shift);
        let outer = r.end + (place << r.outer_shift);
        let second = (outer + 1) | (r.outer_shift ^ 1).wrapping_neg();
        let none = u32::MAX;
        let cells = [clockwise, counter, inner, outer, second, none, none, none];
        let backs = [CCW, CW, OUT << (place & r.inner_child), IN, IN, 0, 0, 0];
        (cells, backs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::shapes::neighbours::Neighbours;

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

    /// The bits name exactly the neighbours of the format's rule (the centre
    /// aside), each pair with mirrored bits, and each bit steps to its neighbour.
    #[test]
    fn bits_and_steps_follow_the_neighbour_rule() {
        for rings in REGULAR {
            let ladder = Ladder::new(rings).unwrap();
            let rule = Neighbours::Circle {
                rings: rings.to_vec(),
            };
            let cells = ladder.cells() as u32;
            for a in 1..cells {
                let ring = ladder.ring_of(a);
                let mut bits = 0u8;
                for b in 1..cells {
                    let ways = ladder.ways(a, ring, b);
                    assert_eq!(ways.is_some(), rule.are_neighbours(a as usize, b as usize));
                    let Some((there, back)) = ways else { continue };
                    assert_eq!(bits & there, 0, "{a} has one neighbour per bit");
                    bits |= there;
                    let way = there.trailing_zeros();
                    assert_eq!(ladder.step(a, ring, way), (b, ladder.ring_of(b), back));
                    assert_eq!(ladder.ways(b, ladder.ring_of(b), a), Some((back, there)));
                }
                if ring == 1 {
                    assert_eq!(
                        ladder.step(a, ring, 2).0,
                        0,
                        "the second ring meets the centre"
                    );
                }
            }
        }
    }
}
