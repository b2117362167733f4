//! The first pass of the floors checker: every cell's bits in one sweep, floor
//! by floor (each a rectangle of rows, swept as the rectangle's checker sweeps
//! its grid: `checkers::rows`) and between floors, with no branch per cell. It
//! only answers "is any cell faulty?" (a value above 63, a passage off its floor
//! or off the stack, or one its neighbour does not mirror) and counts the
//! passages; when one is, the cell-by-cell walk in `mod.rs` names the first
//! fault.

use super::super::rows::{DOWN, Sweep, UP, sweep_rows};

/// Every bit a cell may have: N E S W U D.
pub(super) const ALL: u8 = 63;

/// Sweeps the cells of floors `width` cells wide and `per_floor` cells each (a
/// whole number of floors, `per_floor` a whole number of rows).
pub(super) fn sweep(cells: &[u8], width: usize, per_floor: usize) -> Sweep {
    let mut bad = 0u8;
    let mut passages = 0usize;
    let floors = cells.len() / per_floor;
    for (z, floor) in cells.chunks_exact(per_floor).enumerate() {
        let floor_sweep = sweep_rows::<ALL>(floor, width);
        bad |= u8::from(floor_sweep.faulty);
        passages += floor_sweep.passages;
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

/// Nonzero when a stair up on `floor` is not matched by a stair down at the same
/// place on the floor `above` (or the other way round).
fn stair_mismatches(floor: &[u8], above: &[u8]) -> u8 {
    floor.iter().zip(above).fold(0, |acc, (&lower, &upper)| {
        acc | (((lower & UP) << 1) ^ (upper & DOWN))
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::agreement::assert_every_bit_flip_is_a_fault;
    use super::super::super::rows::{EAST, WEST};
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
        assert_every_bit_flip_is_a_fault(&TREE, |cells| sweep(cells, 2, 2).faulty);
    }

    #[test]
    fn stairs_off_the_stack_are_faults() {
        assert!(sweep(&[DOWN, 0], 1, 1).faulty);
        assert!(sweep(&[0, UP], 1, 1).faulty);
        assert!(!sweep(&[UP, DOWN], 1, 1).faulty);
    }
}
