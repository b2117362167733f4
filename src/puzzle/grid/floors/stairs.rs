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
        low_cells: places(stack, zones, &links, &tree, &kept, rng)?,
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
        let (low, high) = zone_rows(zones, per_floor, floor);
        let mut shared = pair_counts(low, high, m);
        for place in kept_places(stack, kept, floor) {
            shared[usize::from(low[place]) * m + usize::from(high[place])] -= 1;
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

/// How many places have each pair of zones, `low` below and `high` above
/// (`m` zones a floor), at `low × m + high`. Counted in four lanes, so a run
/// of places with the same pair does not wait on its own count.
fn pair_counts(low: &[u8], high: &[u8], m: usize) -> Vec<u32> {
    let pair = |low: u8, high: u8| usize::from(low) * m + usize::from(high);
    let mut lanes = vec![[0u32; 4]; m * m];
    let (mut low4, mut high4) = (low.chunks_exact(4), high.chunks_exact(4));
    for (low, high) in (&mut low4).zip(&mut high4) {
        for lane in 0..4 {
            lanes[pair(low[lane], high[lane])][lane] += 1;
        }
    }
    let mut counts: Vec<u32> = lanes.iter().map(|lane| lane.iter().sum()).collect();
    for (&low, &high) in low4.remainder().iter().zip(high4.remainder()) {
        counts[pair(low, high)] += 1;
    }
    counts
}

/// The zones of `floor` and of the floor above, a byte a place.
fn zone_rows(zones: &Zones, per_floor: usize, floor: usize) -> (&[u8], &[u8]) {
    let low = &zones.of[floor * per_floor..(floor + 1) * per_floor];
    let high = &zones.of[(floor + 1) * per_floor..(floor + 2) * per_floor];
    (low, high)
}

/// The places of `floor` a stair up from which would touch a cell of `kept`,
/// each once.
fn kept_places(stack: &Stack, kept: &[[usize; 3]], floor: usize) -> Vec<usize> {
    let mut places: Vec<usize> = kept
        .iter()
        .filter(|&&[_, _, z]| z == floor || z == floor + 1)
        .map(|&[x, y, _]| y * stack.width + x)
        .collect();
    places.sort_unstable();
    places.dedup();
    places
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
/// the stairs' lower cells, in the tree's order; `None` if a link has none.
fn places(
    stack: &Stack,
    zones: &Zones,
    links: &[Link],
    tree: &[usize],
    kept: &[[usize; 3]],
    rng: &mut ChaCha8Rng,
) -> Option<Vec<u32>> {
    tree.iter()
        .map(|&i| place_of(stack, zones, &links[i], kept, rng))
        .collect()
}

/// Random places tried for a stair before its link's shared places are
/// counted out.
const GUESSES: usize = 32;

/// A random place `link`'s zones share (not in `kept`), each equally likely:
/// the stair's lower cell. Random places of the floor are tried first (two
/// zones one above the other mostly share a good part of it), and only when
/// none of [`GUESSES`] is shared are the shared places counted out to a random
/// one, so the floor is rarely read through.
fn place_of(
    stack: &Stack,
    zones: &Zones,
    link: &Link,
    kept: &[[usize; 3]],
    rng: &mut ChaCha8Rng,
) -> Option<u32> {
    let m = zones.per_floor;
    let per_floor = stack.per_floor();
    let (low, high) = zone_rows(zones, per_floor, link.floor);
    let pair = (link.low - link.floor * m, link.high - (link.floor + 1) * m);
    let shared = |place: usize| {
        (usize::from(low[place]), usize::from(high[place])) == pair
            && !is_kept(stack, kept, link.floor, place)
    };
    let guessed = (0..GUESSES)
        .map(|_| below(rng, per_floor))
        .find(|&place| shared(place));
    let place = match guessed {
        Some(place) => place,
        None => {
            let nth = below(rng, link.shared as usize);
            (0..per_floor).filter(|&place| shared(place)).nth(nth)?
        }
    };
    Some((link.floor * per_floor + place) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn pairs_are_counted_as_one_by_one() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        for length in [0, 3, 4, 17, 250] {
            let low: Vec<u8> = (0..length).map(|_| below(&mut rng, 3) as u8).collect();
            let high: Vec<u8> = (0..length).map(|_| below(&mut rng, 3) as u8).collect();
            let mut one_by_one = vec![0u32; 9];
            for (&l, &h) in low.iter().zip(&high) {
                one_by_one[usize::from(l) * 3 + usize::from(h)] += 1;
            }
            assert_eq!(pair_counts(&low, &high, 3), one_by_one, "{length}");
        }
    }

    /// A 10 × 10 stack of two floors: the first floor one zone, the second two,
    /// zone 1 only its last `few` cells.
    fn two_floors(few: usize) -> (Stack, Zones) {
        let stack = Stack {
            width: 10,
            height: 10,
            floors: 2,
        };
        let mut of = vec![0u8; stack.cells()];
        for zone in &mut of[stack.cells() - few..] {
            *zone = 1;
        }
        (stack, Zones { per_floor: 2, of })
    }

    #[test]
    fn a_stair_takes_any_shared_place_alike_and_never_a_kept_one() {
        // Zone 1 above is 30 places; one is kept (the goal is above it). Then
        // zone 1 is 3 places, too few for a guess to find often: counted out.
        for few in [30usize, 3] {
            let rounds = (few - 1) * 200;
            let (stack, zones) = two_floors(few);
            let kept = [[0, 0, 0], [9, 9, 1]];
            let links = links(&stack, &zones, &kept);
            let link = links.iter().find(|link| link.high == 3).expect("a link");
            assert_eq!(link.shared as usize, few - 1);
            let mut rng = ChaCha8Rng::seed_from_u64(9);
            let mut seen = vec![0usize; stack.per_floor()];
            for _ in 0..rounds {
                let place = place_of(&stack, &zones, link, &kept, &mut rng).expect("a place");
                seen[place as usize] += 1;
            }
            assert_eq!(seen[99], 0, "the kept place");
            let taken: Vec<usize> = seen[100 - few..99].to_vec();
            assert!(taken.iter().all(|&t| (140..260).contains(&t)), "{taken:?}");
            assert_eq!(taken.iter().sum::<usize>(), rounds, "only shared places");
        }
    }
}
