//! Where the stairs go. A maze on a stack of floors where any cell could lead up
//! or down would be stairs everywhere (a random spanning tree of the 3-D grid
//! takes a third of its passages between floors), and one whose every floor is
//! one piece is climbed straight to the top. So each floor is cut into zones
//! (`zones`), which only stairs join, and the stairs are chosen before any
//! passage is carved, as Robin Houston places a weave maze's crossings first:
//!
//! 1. the way through the zones: a chain from the start's zone on the first
//!    floor to the goal's on the top floor, up and down, with exactly the floor
//!    changes asked for (each down-and-up again is a detour);
//! 2. every other zone hung on that chain by one stair (its stairs lead into
//!    dead ends: the maze's false trails between floors);
//! 3. each link a stair at a random place the two zones share.
//!
//! The zones and their stairs make a tree, so every spanning tree of the floors
//! takes every stair, and the way from start to goal takes exactly the chain's
//! stairs, whatever algorithm carves the zones.

use rand_chacha::ChaCha8Rng;

use super::stack::Stack;
use super::zones::Zones;
use crate::puzzle::random::below;

/// The stairs chosen for one maze.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stairs {
    /// Each stair's lower cell (the stair leads up from it).
    pub low_cells: Vec<u32>,
    /// The zones (numbered across floors) where the way starts and ends.
    pub start_zone: usize,
    pub goal_zone: usize,
}

/// Two zones on floors one above the other that share places, and how many.
#[derive(Debug, Clone, Copy)]
struct Link {
    /// The lower floor.
    floor: usize,
    low: usize,
    high: usize,
    shared: u32,
}

/// The stairs for `zones` whose way changes floors `changes` times, from the
/// zone of `ends`' start to the zone of its goal (`None`: a zone of the first
/// and of the top floor chosen here). No stair is placed in a cell of `ends`.
/// `None` when the zones leave no such way (another maze may).
pub fn plan(
    stack: &Stack,
    zones: &Zones,
    changes: usize,
    ends: Option<([usize; 3], [usize; 3])>,
    rng: &mut ChaCha8Rng,
) -> Option<Stairs> {
    let kept: Vec<[usize; 3]> = ends.map_or(Vec::new(), |(start, goal)| vec![start, goal]);
    let links = links(stack, zones, &kept);
    let m = zones.per_floor;
    let zone_at = |cell: [usize; 3]| zones.id(stack, stack.index(cell));
    let (start_zone, goal_zone) = match ends {
        Some((start, goal)) => (zone_at(start), zone_at(goal)),
        None => (below(rng, m), (stack.floors - 1) * m + below(rng, m)),
    };
    let chain = chain(
        &links,
        m,
        stack.floors,
        (start_zone, goal_zone),
        changes,
        rng,
    )?;
    let tree = hang_the_rest(&links, m * stack.floors, &chain, rng);
    Some(Stairs {
        low_cells: places(stack, zones, &links, &tree, &kept, rng),
        start_zone,
        goal_zone,
    })
}

/// Every pair of zones on neighbouring floors that share a place not in `kept`.
fn links(stack: &Stack, zones: &Zones, kept: &[[usize; 3]]) -> Vec<Link> {
    let m = zones.per_floor;
    let per_floor = stack.per_floor();
    let mut links = Vec::new();
    for floor in 0..stack.floors.saturating_sub(1) {
        let mut shared = vec![0u32; m * m];
        let (low, high) = zone_rows(zones, per_floor, floor);
        for place in 0..per_floor {
            if !is_kept(stack, kept, floor, place) {
                shared[usize::from(low[place]) * m + usize::from(high[place])] += 1;
            }
        }
        for (pair, &count) in shared.iter().enumerate().filter(|(_, c)| **c > 0) {
            links.push(Link {
                floor,
                low: floor * m + pair / m,
                high: (floor + 1) * m + pair % m,
                shared: count,
            });
        }
    }
    links
}

/// The zones of `floor` and of the floor above, a byte a place.
fn zone_rows(zones: &Zones, per_floor: usize, floor: usize) -> (&[u8], &[u8]) {
    let low = &zones.of[floor * per_floor..(floor + 1) * per_floor];
    let high = &zones.of[(floor + 1) * per_floor..(floor + 2) * per_floor];
    (low, high)
}

/// Whether a stair from `place` of `floor` up would touch a cell of `kept`.
fn is_kept(stack: &Stack, kept: &[[usize; 3]], floor: usize, place: usize) -> bool {
    kept.iter()
        .any(|&[x, y, z]| (z == floor || z == floor + 1) && y * stack.width + x == place)
}

/// The zones each link joins, both ways round: (this zone, the other, link).
fn neighbours(links: &[Link], zone: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    links
        .iter()
        .enumerate()
        .filter_map(move |(i, link)| match zone {
            z if z == link.low => Some((link.high, i)),
            z if z == link.high => Some((link.low, i)),
            _ => None,
        })
}

/// Tries to find a way this long; a search this deep gives up.
const SEARCH_STEPS: usize = 20_000;

/// A chain of distinct zones (`per_floor` a floor, on `floors` floors) from
/// `ends.0` to `ends.1` over exactly `changes` links, found by a depth-first
/// search in random order; the links it takes.
fn chain(
    links: &[Link],
    per_floor: usize,
    floors: usize,
    ends: (usize, usize),
    changes: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Vec<usize>> {
    let mut search = Search {
        links,
        per_floor,
        on_chain: vec![false; per_floor * floors],
        taken: Vec::with_capacity(changes),
        to: ends.1,
        budget: SEARCH_STEPS,
    };
    search.on_chain[ends.0] = true;
    search.extend(ends.0, changes, rng).then_some(search.taken)
}

/// The state of [`chain`]'s search.
struct Search<'l> {
    links: &'l [Link],
    per_floor: usize,
    on_chain: Vec<bool>,
    taken: Vec<usize>,
    to: usize,
    budget: usize,
}

impl Search<'_> {
    /// Extends the chain from `at` by `left` links; `false` when it cannot.
    fn extend(&mut self, at: usize, left: usize, rng: &mut ChaCha8Rng) -> bool {
        if left == 0 {
            return at == self.to;
        }
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let floor = |zone: usize| zone / self.per_floor;
        let mut next: Vec<(usize, usize)> = neighbours(self.links, at)
            .filter(|&(zone, _)| {
                let near = floor(zone).abs_diff(floor(self.to)) < left;
                !self.on_chain[zone] && near && (zone != self.to || left == 1)
            })
            .collect();
        shuffle(&mut next, rng);
        for (zone, link) in next {
            self.on_chain[zone] = true;
            self.taken.push(link);
            if self.extend(zone, left - 1, rng) {
                return true;
            }
            self.taken.pop();
            self.on_chain[zone] = false;
        }
        false
    }
}

fn shuffle<T>(items: &mut [T], rng: &mut ChaCha8Rng) {
    for last in (1..items.len()).rev() {
        items.swap(last, below(rng, last + 1));
    }
}

/// The chain's links and, one at a time, a random link from a zone already
/// joined to one not yet joined, until every zone is.
fn hang_the_rest(
    links: &[Link],
    zones: usize,
    chain: &[usize],
    rng: &mut ChaCha8Rng,
) -> Vec<usize> {
    let mut joined = vec![false; zones];
    for &link in chain {
        joined[links[link].low] = true;
        joined[links[link].high] = true;
    }
    if chain.is_empty() {
        joined[0] = true;
    }
    let mut tree = chain.to_vec();
    loop {
        let open: Vec<usize> = (0..links.len())
            .filter(|&i| joined[links[i].low] != joined[links[i].high])
            .collect();
        if open.is_empty() {
            return tree;
        }
        let link = open[below(rng, open.len())];
        joined[links[link].low] = true;
        joined[links[link].high] = true;
        tree.push(link);
    }
}

/// For each link of `tree`, a random place its zones share (not in `kept`):
/// the stair's lower cell.
fn places(
    stack: &Stack,
    zones: &Zones,
    links: &[Link],
    tree: &[usize],
    kept: &[[usize; 3]],
    rng: &mut ChaCha8Rng,
) -> Vec<u32> {
    let m = zones.per_floor;
    let per_floor = stack.per_floor();
    let mut cells = Vec::with_capacity(tree.len());
    for floor in 0..stack.floors.saturating_sub(1) {
        // Which shared place each link of this floor takes, counted in place order.
        let mut wanted = vec![u32::MAX; m * m];
        for &i in tree.iter().filter(|&&i| links[i].floor == floor) {
            let link = links[i];
            wanted[(link.low - floor * m) * m + (link.high - (floor + 1) * m)] =
                below(rng, link.shared as usize) as u32;
        }
        let mut seen = vec![0u32; m * m];
        let (low, high) = zone_rows(zones, per_floor, floor);
        for place in 0..per_floor {
            if is_kept(stack, kept, floor, place) {
                continue;
            }
            let pair = usize::from(low[place]) * m + usize::from(high[place]);
            if seen[pair] == wanted[pair] {
                cells.push((floor * per_floor + place) as u32);
            }
            seen[pair] += 1;
        }
    }
    cells
}
