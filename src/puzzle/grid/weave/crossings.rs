//! Kruskal's crossings, placed before any wall is knocked down: the sites (see
//! `sites`) are tried in one random order, each made a crossing if its cell has
//! no passage yet (so crossings never touch) and its two corridors join four
//! parts not joined already (so they close no loop).
//!
//! The order is a random key a site (1–256, ties to the lower cell), and the
//! sites are tried band by band (see `kruskal`), each band's in key order, so a
//! large maze is worked in cache. Across a band's last row the order still
//! holds: a site whose neighbour below, in the next band, comes first waits for
//! the next band, and so does any site whose neighbour waiting comes first;
//! the next band tries them among its own, in key order. A site is thus tried
//! after every neighbour that comes before it, as in one order over the whole
//! maze; only the parts a crossing joins may differ (a crossing in an earlier
//! band that comes later may already be there), which counts only where
//! crossings chain into a loop.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::parts::Parts;
use super::woven::{CROSSING, OVER_EW, WovenMaze};
use crate::puzzle::random::coin;

/// A site's key (1–256; 0: not a site) …
const KEY: u16 = 0x1ff;
/// … and its mark while it waits for the next band.
const WAITING: u16 = 0x200;

/// Tries a crossing on each of `sites` (cells, in cell order), band by band
/// (`band_cells` cells each); returns how many it made.
pub fn place(
    maze: &mut WovenMaze,
    parts: &mut Parts,
    sites: &[u32],
    band_cells: usize,
    rng: &mut ChaCha8Rng,
) -> usize {
    let mut keys = keys(maze.len(), sites, rng);
    let mut crossings = 0;
    let mut waiting = Vec::new();
    let mut order = Vec::new();
    for band in sites.chunk_by(|&a, &b| a as usize / band_cells == b as usize / band_cells) {
        let next_band = (band[0] as usize / band_cells + 1) * band_cells;
        let mut todo = std::mem::take(&mut waiting);
        todo.sort_unstable();
        todo.extend_from_slice(band);
        in_key_order(&todo, &keys, &mut order);
        for &site in &order {
            let site = site as usize;
            keys[site] &= !WAITING;
            // A site carried over from the last band is tried before any
            // neighbour of its that comes later, so only a site this band
            // left waiting can hold a neighbour back.
            if waits(maze, &keys, site, next_band, !waiting.is_empty()) {
                keys[site] |= WAITING;
                waiting.push(site as u32);
            } else {
                crossings += usize::from(cross(maze, parts, site, rng));
            }
        }
    }
    debug_assert!(waiting.is_empty(), "the last band leaves no site waiting");
    crossings
}

/// Each site's random key, by cell (eight a `u64`).
fn keys(cells: usize, sites: &[u32], rng: &mut ChaCha8Rng) -> Vec<u16> {
    let mut keys = vec![0u16; cells];
    let mut bits = 0u64;
    for (i, &cell) in sites.iter().enumerate() {
        if i % 8 == 0 {
            bits = rng.random::<u64>();
        }
        keys[cell as usize] = 1 + (bits & 0xff) as u16;
        bits >>= 8;
    }
    keys
}

/// Whether `a` is tried before `b`: the lower key, or on a tie the lower cell.
#[inline]
fn before(keys: &[u16], a: usize, b: usize) -> bool {
    (keys[a] & KEY, a) < (keys[b] & KEY, b)
}

/// Whether `site` must wait for the next band (starting at cell `next_band`):
/// its neighbour below is there and comes first, or (when `any_waiting`) a
/// neighbour that comes first is waiting.
fn waits(maze: &WovenMaze, keys: &[u16], site: usize, next_band: usize, any_waiting: bool) -> bool {
    let below = site + maze.width;
    (below >= next_band && below < maze.len() && keys[below] != 0 && before(keys, below, site))
        || any_waiting
            && around(site, maze.width)
                .iter()
                .any(|&v| keys[v] & WAITING != 0 && before(keys, v, site))
}

/// `sites` (in cell order) sorted by key, ties kept in cell order (a counting
/// sort), into `order`.
fn in_key_order(sites: &[u32], keys: &[u16], order: &mut Vec<u32>) {
    let key = |cell: u32| usize::from(keys[cell as usize] & KEY) - 1;
    let mut starts = [0usize; 256];
    for &cell in sites {
        starts[key(cell)] += 1;
    }
    let mut start = 0;
    for slot in starts.iter_mut() {
        (*slot, start) = (start, start + *slot);
    }
    order.resize(sites.len(), 0);
    for &cell in sites {
        let slot = &mut starts[key(cell)];
        order[*slot] = cell;
        *slot += 1;
    }
}

/// The cells north, east, south and west of `cell`.
#[inline]
fn around(cell: usize, width: usize) -> [usize; 4] {
    [cell - width, cell + 1, cell + width, cell - 1]
}

/// Makes `cell` a crossing if it has no passage yet and its corridors join
/// parts not yet joined; returns whether it did.
fn cross(maze: &mut WovenMaze, parts: &mut Parts, cell: usize, rng: &mut ChaCha8Rng) -> bool {
    if maze.cells[cell] != 0 {
        return false;
    }
    let around = around(cell, maze.width);
    let [n, e, s, w] = around.map(|c| parts.find(c));
    let joined_across = |x: u32| x == e || x == w;
    if e == w || n == s || joined_across(n) && joined_across(s) {
        return false;
    }
    // A cell with no passage is a part of its own: the bridge joins it to the
    // cells west and east, the passage under it north to south.
    let bridge = parts.link(w, cell as u32);
    let across = parts.link(bridge, e);
    let root = |x: u32| if joined_across(x) { across } else { x };
    parts.link(root(n), root(s));
    // Each cell around opens back towards the crossing: N's south, E's west…
    for (&beside, back) in around.iter().zip([4, 8, 1, 2]) {
        maze.cells[beside] |= back;
    }
    maze.cells[cell] |= 0b1111 | CROSSING | if coin(rng) { OVER_EW } else { 0 };
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sites_are_sorted_by_key_then_cell() {
        let mut keys = vec![0u16; 10];
        for (cell, key) in [(1, 7), (3, 2), (4, 7), (6, 1), (8, 2)] {
            keys[cell] = key;
        }
        let mut order = Vec::new();
        in_key_order(&[1, 3, 4, 6, 8], &keys, &mut order);
        assert_eq!(order, [6, 3, 8, 1, 4]);
    }
}
