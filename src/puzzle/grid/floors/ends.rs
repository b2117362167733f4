//! Where the start and goal of a maze with floors go: the start always on the
//! first floor and the goal on the top floor, so the way leads up through the
//! building; on those floors, as on a rectangle. `corners`: the start at the top
//! left, the goal at the bottom right; `sides`: a cell of the left edge and one
//! of the right edge; `centre`: the start at the top left, the goal in the middle
//! of the top floor; `longest`: in the zones where the way starts and ends (see
//! `stairs`), the goal's cell farthest from the start's zone and the start's
//! cell farthest from the goal (the ends of a longest way between them).
//!
//! All but `longest` are chosen before the maze is carved, so the stairs keep
//! away from them; `longest` takes the farthest cells without a stair.

use rand_chacha::ChaCha8Rng;

use super::stack::{STAIRS, Stack};
use super::zones::Zones;
use crate::puzzle::cells::Placement;
use crate::puzzle::grid::shaped::ends::Ends;
use crate::puzzle::random::below;

/// Start and goal as `[x, y, floor]`.
pub type EndCells = ([usize; 3], [usize; 3]);

/// The ends for `ends` that need no maze (all but `longest`).
pub fn before_carving(ends: Ends, stack: &Stack, rng: &mut ChaCha8Rng) -> Option<EndCells> {
    let (w, h, top) = (stack.width, stack.height, stack.floors - 1);
    match ends {
        Ends::Like(Placement::Corners) => Some(([0, 0, 0], [w - 1, h - 1, top])),
        Ends::Like(Placement::Sides) => {
            let start = below(rng, h);
            Some(([0, start, 0], [w - 1, below(rng, h), top]))
        }
        Ends::Centre => Some(([0, 0, 0], [w / 2, h / 2, top])),
        Ends::Like(Placement::Longest) => None,
    }
}

/// The `longest` ends of a carved maze (`cells`: its passage bits) whose way
/// runs from zone `from` to zone `to` (numbered across floors).
pub fn longest(stack: &Stack, cells: &[u8], zones: &Zones, (from, to): (usize, usize)) -> EndCells {
    let in_zone = |zone: usize| move |cell: usize| zones.id(stack, cell) == zone;
    let first = (0..cells.len())
        .find(|&cell| in_zone(from)(cell))
        .unwrap_or(0);
    let goal = farthest(stack, cells, first, in_zone(to));
    let start = farthest(stack, cells, goal, in_zone(from));
    (stack.position(start), stack.position(goal))
}

/// The cell without a stair for which `wanted` holds farthest from `from`
/// through the maze (the first in number order on a tie).
fn farthest(stack: &Stack, cells: &[u8], from: usize, wanted: impl Fn(usize) -> bool) -> usize {
    let distance = distances(stack, cells, from);
    let mut best: Option<(usize, u32)> = None;
    for (cell, &d) in distance.iter().enumerate() {
        let free = d != u32::MAX && cells[cell] & STAIRS == 0 && wanted(cell);
        if free && best.is_none_or(|(_, most)| d > most) {
            best = Some((cell, d));
        }
    }
    best.map_or(from, |(cell, _)| cell)
}

/// Steps from `from` to every cell through the passages (`u32::MAX`: none).
fn distances(stack: &Stack, cells: &[u8], from: usize) -> Vec<u32> {
    let steps = stack.steps();
    let mut distance = vec![u32::MAX; cells.len()];
    let mut queue = Vec::with_capacity(cells.len());
    distance[from] = 0;
    queue.push(from as u32);
    let mut head = 0;
    while let Some(&cell) = queue.get(head) {
        head += 1;
        let cell = cell as usize;
        let mut open = cells[cell];
        while open != 0 {
            let way = open.trailing_zeros() as usize;
            open &= open - 1;
            let next = cell.wrapping_add_signed(steps[way]);
            if distance[next] == u32::MAX {
                distance[next] = distance[cell] + 1;
                queue.push(next as u32);
            }
        }
    }
    distance
}
