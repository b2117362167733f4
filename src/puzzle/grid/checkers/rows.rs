//! The first pass over a rectangle of rows, shared by the rectangle's checker
//! and the floors' (each floor of a stack is such a rectangle): every cell's bits
//! in one sweep over the rows, with no branch per cell, so the compiler can
//! vectorise it. It only answers "is any cell faulty?" and counts the passages;
//! when some cell is, each checker's cell-by-cell walk names the first fault.

/// The passage bits of the grid's JSON forms: N=1 E=2 S=4 W=8, and on floors
/// the stairs U=16 D=32 (decoded here on their own, not the generators').
pub(super) const NORTH: u8 = 1;
pub(super) const EAST: u8 = 2;
pub(super) const SOUTH: u8 = 4;
pub(super) const WEST: u8 = 8;
pub(super) const UP: u8 = 16;
pub(super) const DOWN: u8 = 32;

/// What one sweep found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Sweep {
    /// Some cell has a bit outside those allowed, a passage off the rows or one
    /// its neighbour does not mirror.
    pub faulty: bool,
    /// Passages, each counted once (from its west or north end, and a stair from
    /// its lower end); meaningful only when no cell is faulty.
    pub passages: usize,
}

/// Sweeps `width`-column rows stored row-major in `cells` (a whole number of
/// rows) whose cells may have the bits in `ALLOWED`; passages are counted east,
/// south and, when `ALLOWED` has it, up.
pub(super) fn sweep_rows<const ALLOWED: u8>(cells: &[u8], width: usize) -> Sweep {
    let mut bad = 0u8;
    let mut passages = 0usize;
    let mut rows = cells.chunks_exact(width).peekable();
    let mut above: Option<&[u8]> = None;
    while let Some(row) = rows.next() {
        bad |= row_faults::<ALLOWED>(row);
        passages += row_passages::<ALLOWED>(row);
        match above {
            None => bad |= row.iter().fold(0, |acc, &v| acc | (v & NORTH)),
            Some(above) => bad |= vertical_mismatches(above, row),
        }
        if rows.peek().is_none() {
            bad |= row.iter().fold(0, |acc, &v| acc | (v & SOUTH));
        }
        above = Some(row);
    }
    Sweep {
        faulty: bad != 0,
        passages,
    }
}

/// Nonzero when a value in `row` has a bit outside `ALLOWED`, a passage leaves
/// the row's ends, or an east passage is not mirrored by a west one (or the
/// other way round).
fn row_faults<const ALLOWED: u8>(row: &[u8]) -> u8 {
    let too_large = row.iter().fold(0, |acc, &v| acc | (v & !ALLOWED));
    let ends = (row[0] & WEST) | (row[row.len() - 1] & EAST);
    let mismatched = row.iter().zip(&row[1..]).fold(0, |acc, (&left, &right)| {
        acc | (((left & EAST) << 2) ^ (right & WEST))
    });
    too_large | ends | mismatched
}

/// Nonzero when a south passage in `above` is not mirrored by a north one in
/// `row` (or the other way round).
fn vertical_mismatches(above: &[u8], row: &[u8]) -> u8 {
    above.iter().zip(row).fold(0, |acc, (&upper, &lower)| {
        acc | (((upper & SOUTH) >> 2) ^ (lower & NORTH))
    })
}

/// East and south (and when `ALLOWED` has them, up) passages of the row's
/// cells: every passage once, when mirrored.
fn row_passages<const ALLOWED: u8>(row: &[u8]) -> usize {
    if ALLOWED & UP == 0 {
        row.iter()
            .map(|&v| usize::from((v >> 1) & 1) + usize::from((v >> 2) & 1))
            .sum()
    } else {
        row.iter()
            .map(|&v| {
                usize::from((v >> 1) & 1) + usize::from((v >> 2) & 1) + usize::from((v >> 4) & 1)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::super::agreement::assert_every_bit_flip_is_a_fault;
    use super::*;

    /// The rectangle's bits.
    const FOUR: u8 = 15;

    /// 2×2: (0,0)-E-(1,0), (0,0)-S-(0,1), (1,0)-S-(1,1).
    const TREE: [u8; 4] = [EAST | SOUTH, WEST | SOUTH, NORTH, NORTH];

    #[test]
    fn a_sound_grid_counts_its_passages() {
        assert_eq!(
            sweep_rows::<FOUR>(&TREE, 2),
            Sweep {
                faulty: false,
                passages: 3
            }
        );
    }

    #[test]
    fn every_single_bit_flip_is_a_fault() {
        assert_every_bit_flip_is_a_fault(&TREE, |cells| sweep_rows::<FOUR>(cells, 2).faulty);
    }

    #[test]
    fn passages_off_every_border_are_faults() {
        for (cells, width) in [
            (vec![NORTH], 1),
            (vec![SOUTH], 1),
            (vec![EAST], 1),
            (vec![WEST], 1),
            (vec![EAST, WEST | EAST], 2),
        ] {
            assert!(sweep_rows::<FOUR>(&cells, width).faulty, "{cells:?}");
        }
        assert!(!sweep_rows::<FOUR>(&[EAST, WEST], 2).faulty);
        assert!(!sweep_rows::<FOUR>(&[SOUTH, NORTH], 1).faulty);
    }

    #[test]
    fn stairs_count_only_where_allowed() {
        let cells = [EAST | UP, WEST];
        assert!(sweep_rows::<FOUR>(&cells, 2).faulty);
        let on_floors = sweep_rows::<63>(&cells, 2);
        assert_eq!(
            on_floors,
            Sweep {
                faulty: false,
                passages: 2
            }
        );
    }
}
