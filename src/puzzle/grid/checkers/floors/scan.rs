//! The first pass of the floors checker: every cell's bits in one sweep, floor
//! by floor and row by row, with no branch per cell. It only answers "is any
//! cell faulty?" and counts the passages; when one is, the cell-by-cell walk in
//! `mod.rs` names the first fault.

/// The passage bits: N=1 E=2 S=4 W=8, U=16 D=32 (the JSON form's, decoded here
/// on their own).
pub(super) const NORTH: u8 = 1;
pub(super) const EAST: u8 = 2;
pub(super) const SOUTH: u8 = 4;
pub(super) const WEST: u8 = 8;
pub(super) const UP: u8 = 16;
pub(super) const DOWN: u8 = 32;
/// Every bit a cell may have.
pub(super) const ALL: u8 = 63;

/// What one sweep found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Sweep {
    /// Some cell has a value above 63, a passage off its floor or off the stack,
    /// or one its neighbour does not mirror.
    pub faulty: bool,
    /// Passages, each counted once (from its west, north or lower end);
    /// meaningful only when no cell is faulty.
    pub passages: usize,
}

/// Sweeps the cells of floors `width` cells wide and `per_floor` cells each (a
/// whole number of floors, `per_floor` a whole number of rows).
pub(super) fn sweep(cells: &[u8], width: usize, per_floor: usize) -> Sweep {
    let mut bad = 0u8;
    let mut passages = 0usize;
    let floors = cells.len() / per_floor;
    for (z, floor) in cells.chunks_exact(per_floor).enumerate() {
        let floor_sweep = sweep_floor(floor, width);
        bad |= floor_sweep.0;
        passages += floor_sweep.1;
        if z == 0 {
            bad |= floor.iter().fold(0, |acc, &v| acc | (v & DOWN));
        }
        if z + 1 == floors {
            bad |= floor.iter().fold(0, |acc, &v| acc | (v & UP));
        } else {
            let above = &cells[(z + 1) * per_floor..(z + 2) * per_floor];
            bad |= stair_mismatches(floor, above);
        }
    }
    Sweep {
        faulty: bad != 0,
        passages,
    }
}

/// One floor's faults within it (nonzero when any) and its passages east, south
/// and up.
fn sweep_floor(floor: &[u8], width: usize) -> (u8, usize) {
    let mut bad = 0u8;
    let mut passages = 0usize;
    let mut rows = floor.chunks_exact(width).peekable();
    let mut above: Option<&[u8]> = None;
    while let Some(row) = rows.next() {
        bad |= row_faults(row);
        passages += row_passages(row);
        match above {
            None => bad |= row.iter().fold(0, |acc, &v| acc | (v & NORTH)),
            Some(above) => bad |= vertical_mismatches(above, row),
        }
        if rows.peek().is_none() {
            bad |= row.iter().fold(0, |acc, &v| acc | (v & SOUTH));
        }
        above = Some(row);
    }
    (bad, passages)
}

/// Nonzero when a value in `row` is above 63, a passage leaves the row's ends, or
/// an east passage is not mirrored by a west one (or the other way round).
fn row_faults(row: &[u8]) -> u8 {
    let too_large = row.iter().fold(0, |acc, &v| acc | (v & !ALL));
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

/// Nonzero when a stair up on `floor` is not matched by a stair down at the same
/// place on the floor `above` (or the other way round).
fn stair_mismatches(floor: &[u8], above: &[u8]) -> u8 {
    floor.iter().zip(above).fold(0, |acc, (&lower, &upper)| {
        acc | (((lower & UP) << 1) ^ (upper & DOWN))
    })
}

/// East, south and up passages of the row's cells: every passage once, when
/// mirrored.
fn row_passages(row: &[u8]) -> usize {
    row.iter()
        .map(|&v| usize::from((v >> 1) & 1) + usize::from((v >> 2) & 1) + usize::from((v >> 4) & 1))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2×1 on two floors: (0,0,0)-E-(1,0,0), (1,0,0)-U-(1,0,1), (1,0,1)-W-(0,0,1).
    const TREE: [u8; 4] = [EAST, WEST | UP, EAST, WEST | DOWN];

    #[test]
    fn a_sound_stack_counts_its_passages() {
        assert_eq!(
            sweep(&TREE, 2, 2),
            Sweep {
                faulty: false,
                passages: 3
            }
        );
    }

    #[test]
    fn every_single_bit_flip_is_a_fault() {
        for cell in 0..TREE.len() {
            for bit in 0..8 {
                let mut cells = TREE;
                cells[cell] ^= 1 << bit;
                assert!(sweep(&cells, 2, 2).faulty, "cell {cell} bit {bit}");
            }
        }
    }

    #[test]
    fn stairs_off_the_stack_are_faults() {
        assert!(sweep(&[DOWN, 0], 1, 1).faulty);
        assert!(sweep(&[0, UP], 1, 1).faulty);
        assert!(!sweep(&[UP, DOWN], 1, 1).faulty);
    }
}
