//! A weave form's crossings, checked one by one before the graph is built: each
//! lies inside the grid and off its border (a crossing needs a cell on each of
//! its four sides), names the way its bridge runs, has its cell's four passages
//! open (a straight bridge over a straight passage at right angles to it), is
//! listed once, and is neither the start nor the goal (where a route begins or
//! ends there is no telling over from under). Every fault names the cell.

use super::{CrossingInput, WeaveFault, WeaveInput};

/// The side names, N=1 E=2 S=4 W=8.
const SIDES: [(u8, char); 4] = [(1, 'N'), (2, 'E'), (4, 'S'), (8, 'W')];

/// The crossings as (cell index, bridge runs east–west), in cell order.
pub fn read(input: &WeaveInput) -> Result<Vec<(usize, bool)>, WeaveFault> {
    match read_sound(input) {
        Some(read) => Ok(read),
        None => read_one_by_one(input),
    }
}

/// Every crossing read in one pass that tests each with no branch, for a form
/// whose crossings are all sound and listed in cell order (as mazebook writes
/// them, and as most are); `None` when any is not, for [`read_one_by_one`] to
/// name the first fault (or to sort them). A sound crossing lies off the border,
/// names `"ns"` or `"ew"`, has all four passages open (bits already verified, so
/// its value is 15) and is neither end.
fn read_sound(input: &WeaveInput) -> Option<Vec<(usize, bool)>> {
    let (width, height) = (input.width, input.height);
    if width < 3 || height < 3 {
        return None;
    }
    let mut read = Vec::with_capacity(input.crossings.len());
    let (mut sound, mut after) = (true, 0);
    for crossing in input.crossings {
        let [x, y] = crossing.cell;
        let inner = x.wrapping_sub(1) < width - 2 && y.wrapping_sub(1) < height - 2;
        let index = y.wrapping_mul(width).wrapping_add(x);
        let four_open = input.cells.get(index).copied() == Some(0b1111);
        let bridge = bridge_runs_east_west(crossing.over);
        let no_end = crossing.cell != input.start && crossing.cell != input.goal;
        sound &= inner & four_open & bridge.is_some() & no_end & (index >= after);
        after = index.wrapping_add(1);
        read.push((index, bridge == Some(true)));
    }
    sound.then_some(read)
}

/// The crossings read one by one, each fault named; then sorted, and a cell
/// listed twice named.
fn read_one_by_one(input: &WeaveInput) -> Result<Vec<(usize, bool)>, WeaveFault> {
    let mut read = Vec::with_capacity(input.crossings.len());
    for crossing in input.crossings {
        read.push(one(input, crossing)?);
    }
    read.sort_unstable_by_key(|&(cell, _)| cell);
    if let Some(pair) = read.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        let cell = pair[0].0;
        return Err(fault(
            [cell % input.width, cell / input.width],
            "is listed twice",
        ));
    }
    Ok(read)
}

fn fault(cell: [usize; 2], problem: impl Into<String>) -> WeaveFault {
    WeaveFault::Crossing {
        cell,
        problem: problem.into(),
    }
}

/// One crossing checked: its cell index, and whether its bridge runs east–west.
fn one(input: &WeaveInput, crossing: &CrossingInput) -> Result<(usize, bool), WeaveFault> {
    let cell = crossing.cell;
    let [x, y] = cell;
    if x >= input.width || y >= input.height {
        return Err(fault(cell, "is outside the grid"));
    }
    if x == 0 || y == 0 || x + 1 == input.width || y + 1 == input.height {
        return Err(fault(
            cell,
            "is on the border; a crossing needs a cell on each of its four sides",
        ));
    }
    let over_ew = bridge_runs_east_west(crossing.over).ok_or_else(|| {
        let other = crossing.over;
        fault(
            cell,
            format!(
                "has over = {other:?}; it must be \"ns\" (the bridge runs north–south) or \"ew\" (east–west)"
            ),
        )
    })?;
    let index = y * input.width + x;
    straight(cell, input.cells[index], over_ew)?;
    for (end, what) in [(input.start, "start"), (input.goal, "goal")] {
        if end == cell {
            return Err(fault(
                cell,
                format!("is the {what}; a route must begin and end in a cell without a bridge"),
            ));
        }
    }
    Ok((index, over_ew))
}

/// Whether `over` names a bridge running east–west (`"ew"`) or north–south
/// (`"ns"`); `None` for anything else. Read as one two-byte number and
/// compared without a branch between the two: crossings of either kind come in
/// no order a branch could learn.
#[inline]
fn bridge_runs_east_west(over: &str) -> Option<bool> {
    let code = match over.as_bytes() {
        &[a, b] => u16::from_le_bytes([a, b]),
        _ => return None,
    };
    let east_west = code == u16::from_le_bytes(*b"ew");
    let north_south = code == u16::from_le_bytes(*b"ns");
    (east_west | north_south).then_some(east_west)
}

/// The cell's four passages open: the bridge straight through it, and the
/// passage under it straight through it at right angles.
fn straight(cell: [usize; 2], value: u8, over_ew: bool) -> Result<(), WeaveFault> {
    if value == 0b1111 {
        return Ok(());
    }
    let (bridge, under) = if over_ew {
        ([2, 8], "north–south")
    } else {
        ([1, 4], "east–west")
    };
    let missing = |bits: &[u8]| {
        SIDES
            .iter()
            .find(|(bit, _)| bits.contains(bit) && value & bit == 0)
            .map(|&(_, name)| name)
    };
    let run = if over_ew {
        "east–west"
    } else {
        "north–south"
    };
    if let Some(side) = missing(&bridge) {
        return Err(fault(
            cell,
            format!(
                "has its bridge running {run}, but its cell has no passage {side}: the bridge would not run straight through"
            ),
        ));
    }
    let across = if over_ew { [1, 4] } else { [2, 8] };
    if let Some(side) = missing(&across) {
        return Err(fault(
            cell,
            format!(
                "has its passage under the bridge running {under}, but its cell has no passage {side}: it would not run straight under the bridge"
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input<'a>(cells: &'a [u8], crossings: &'a [CrossingInput<'a>]) -> WeaveInput<'a> {
        WeaveInput {
            width: 3,
            height: 3,
            cells,
            crossings,
            start: [0, 0],
            goal: [2, 2],
            braided: false,
        }
    }

    const CELLS: [u8; 9] = [0, 4, 0, 2, 15, 8, 0, 1, 0];

    fn refused(crossings: &[CrossingInput], cells: &[u8]) -> String {
        read(&input(cells, crossings)).unwrap_err().to_string()
    }

    #[test]
    fn a_sound_crossing_is_read() {
        let crossings = [CrossingInput {
            cell: [1, 1],
            over: "ew",
        }];
        assert_eq!(read(&input(&CELLS, &crossings)).unwrap(), [(4, true)]);
    }

    #[test]
    fn crossings_in_any_order_are_read_in_cell_order() {
        // 5×3: crossings may go on (1, 1), (2, 1) and (3, 1).
        let cells = [0, 0, 0, 0, 0, 0, 15, 15, 15, 0, 0, 0, 0, 0, 0];
        let at = |x, over| CrossingInput { cell: [x, 1], over };
        let wide = |crossings| WeaveInput {
            width: 5,
            cells: &cells,
            crossings,
            ..input(&cells, &[])
        };
        let sorted = [at(1, "ns"), at(3, "ew")];
        let expected = [(6, false), (8, true)];
        assert_eq!(read_sound(&wide(&sorted)).unwrap(), expected);
        assert_eq!(read_one_by_one(&wide(&sorted)).unwrap(), expected);
        let unsorted = [at(3, "ew"), at(1, "ns")];
        assert!(read_sound(&wide(&unsorted)).is_none());
        assert_eq!(read(&wide(&unsorted)).unwrap(), expected);
        let twice = [at(2, "ns"), at(2, "ns")];
        assert!(
            read(&wide(&twice))
                .unwrap_err()
                .to_string()
                .ends_with("is listed twice")
        );
    }

    #[test]
    fn only_ns_and_ew_name_a_bridge() {
        assert_eq!(bridge_runs_east_west("ew"), Some(true));
        assert_eq!(bridge_runs_east_west("ns"), Some(false));
        for other in ["", "e", "we", "sn", "EW", "ewe", "nss"] {
            assert_eq!(bridge_runs_east_west(other), None, "{other}");
        }
    }

    #[test]
    fn every_fault_names_the_cell() {
        let at = |cell, over| CrossingInput { cell, over };
        assert_eq!(
            refused(&[at([0, 1], "ew")], &CELLS),
            "the crossing at [0, 1] is on the border; a crossing needs a cell on each of its four sides"
        );
        assert_eq!(
            refused(&[at([3, 1], "ew")], &CELLS),
            "the crossing at [3, 1] is outside the grid"
        );
        assert!(
            refused(&[at([1, 1], "up")], &CELLS)
                .starts_with("the crossing at [1, 1] has over = \"up\"")
        );
        assert!(
            refused(&[at([1, 1], "ew"), at([1, 1], "ns")], &CELLS).ends_with("is listed twice")
        );
        let mut bent = CELLS;
        bent[4] = 15 & !8;
        assert_eq!(
            refused(&[at([1, 1], "ew")], &bent),
            "the crossing at [1, 1] has its bridge running east–west, but its cell has no passage W: the bridge would not run straight through"
        );
        assert_eq!(
            refused(&[at([1, 1], "ns")], &bent),
            "the crossing at [1, 1] has its passage under the bridge running east–west, but its cell has no passage W: it would not run straight under the bridge"
        );
    }
}
