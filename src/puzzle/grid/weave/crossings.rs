//! Kruskal's crossings, placed before any wall is knocked down: the sites (see
//! `sites`) are tried in the order of a random key each (ties to the lower
//! cell), each made a crossing if its corridors join four parts not joined
//! already (so they close no loop); a crossing's four neighbours are then no
//! longer sites (crossings never touch).
//!
//! Only a site's four neighbours can take its place, so the order needs to
//! hold only between neighbours: a site is tried once every neighbour whose
//! key comes first has been. The maze is read a row at a time and each site
//! tried as soon as it can be: a row's sites with no neighbour that comes first
//! still waiting or still to come (east, south) are tried at once, and after
//! each row the sites still waiting, mostly for the row just read, are looked
//! at again. The maze is thus read and written a few rows at a time, never at
//! random, and no key, coin or part decides a branch but the union–find's rare
//! long way. Which crossings are made is what one order of all the sites by
//! key would make, but for where crossings chain into a loop: there the one
//! left out is the one tried last in this order.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::parts::Parts;
use super::woven::{CROSSING, OVER_EW, WovenMaze};

/// Sites looked at again together before those that come first are tried.
const CHUNK: usize = 1024;

/// Makes the crossings: each site's key (1–255) in `keys`, a byte a cell, 0 for
/// no site (never on the border); returns how many it made. Every key is 0 at
/// the end.
pub fn place(
    maze: &mut WovenMaze,
    parts: &mut Parts,
    keys: &mut [u8],
    rng: &mut ChaCha8Rng,
) -> usize {
    let (width, height) = (maze.width, maze.height);
    if width < 3 || height < 3 {
        return 0; // No inner cell, so no site.
    }
    let mut trial = Trial {
        maze,
        parts,
        keys,
        coins: Coins::default(),
        made: 0,
    };
    let (mut waiting, mut firsts) = (Vec::new(), Vec::new());
    for y in 1..height - 1 {
        sort_row(trial.keys, y * width, width, &mut waiting, &mut firsts);
        trial.try_all(&firsts, rng);
        trial.again(&mut waiting, &mut firsts, rng);
    }
    while !waiting.is_empty() {
        trial.again(&mut waiting, &mut firsts, rng);
    }
    trial.made
}

/// Whether the site at `cell` must wait: a neighbour still waiting comes first.
/// A neighbour before it (north, west) comes first on a tie; a key 0 never.
#[inline]
fn waits(keys: &[u8], cell: usize, width: usize) -> bool {
    let key = keys[cell];
    let first_before = |v: usize| keys[v].wrapping_sub(1) < key;
    let first_after = |v: usize| keys[v].wrapping_sub(1) < key.wrapping_sub(1);
    first_before(cell - width)
        | first_before(cell - 1)
        | first_after(cell + 1)
        | first_after(cell + width)
}

/// [`sort_out`] for the inner cells of the row starting at cell `row`, read
/// beside the rows above and below (no cell looked up by number) 64 cells at
/// a time, those that must wait added to `waiting`, the others to `firsts`
/// (emptied first), both in cell order.
fn sort_row(keys: &[u8], row: usize, width: usize, waiting: &mut Vec<u32>, firsts: &mut Vec<u32>) {
    firsts.clear();
    let inner = row + 1..row + width - 1;
    let up = &keys[inner.start - width..inner.end - width];
    let down = &keys[inner.start + width..inner.end + width];
    let west = &keys[inner.start - 1..inner.end - 1];
    let east = &keys[inner.start + 1..inner.end + 1];
    let here = &keys[inner.clone()];
    for (i, key) in here.chunks(64).enumerate() {
        let at = 64 * i..64 * i + key.len();
        let (waits, goes) = sort_keys(
            key,
            [
                &up[at.clone()],
                &west[at.clone()],
                &east[at.clone()],
                &down[at],
            ],
        );
        let first = (inner.start + 64 * i) as u32;
        add_cells(waiting, waits, first);
        add_cells(firsts, goes, first);
    }
}

/// Of up to 64 cells with `keys` and their neighbours' keys `[north, west,
/// east, south]`: bit `i` set in the first mask when the `i`th is a site that
/// must wait (as in [`waits`]), in the second when it is a site that need not.
/// Each cell is worked out alike, so the compiler does many at once.
#[inline]
fn sort_keys(keys: &[u8], [north, west, east, south]: [&[u8]; 4]) -> (u64, u64) {
    let n = keys.len();
    let (mut waits, mut goes) = ([0u8; 64], [0u8; 64]);
    let cells = keys.iter().zip(&north[..n]).zip(&west[..n]);
    let cells = cells.zip(&east[..n]).zip(&south[..n]);
    for (((((&key, &n), &w), &e), &s), (wait, go)) in
        cells.zip(waits.iter_mut().zip(goes.iter_mut()))
    {
        let must = (n.wrapping_sub(1) < key)
            | (w.wrapping_sub(1) < key)
            | (e.wrapping_sub(1) < key.wrapping_sub(1))
            | (s.wrapping_sub(1) < key.wrapping_sub(1));
        let live = key != 0;
        *wait = u8::from(live & must);
        *go = u8::from(live & !must);
    }
    (byte_bits(&waits), byte_bits(&goes))
}

/// The low bits of 64 bytes as a mask (byte `i` to bit `i`), eight bytes to a
/// multiplication.
#[inline]
fn byte_bits(bytes: &[u8; 64]) -> u64 {
    let (eights, _) = bytes.as_chunks::<8>();
    let mut bits = 0;
    for (i, eight) in eights.iter().enumerate() {
        let gathered = u64::from_le_bytes(*eight).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        bits |= gathered << (8 * i);
    }
    bits
}

/// Adds to `cells` the cell `first + i` for each bit `i` set in `bits`.
#[inline]
fn add_cells(cells: &mut Vec<u32>, mut bits: u64, first: u32) {
    while bits != 0 {
        cells.push(first + bits.trailing_zeros());
        bits &= bits - 1;
    }
}

/// Sorts the sites of `waiting[read]` (in cell order) into those that must
/// wait still, moved forwards to follow the first `kept` (the new count is
/// returned), and those that can be tried now, into `firsts`; cells no longer
/// sites (key 0) are dropped. Every cell is written to both and kept in one,
/// so no key is a branch.
fn sort_out(
    keys: &[u8],
    waiting: &mut [u32],
    read: std::ops::RangeFrom<usize>,
    mut kept: usize,
    width: usize,
    firsts: &mut Vec<u32>,
) -> usize {
    firsts.resize(waiting.len() - read.start + 1, 0);
    let mut first = 0;
    for i in read.start..waiting.len() {
        let cell = waiting[i];
        let live = keys[cell as usize] != 0;
        let waits = waits(keys, cell as usize, width);
        waiting[kept] = cell;
        firsts[first] = cell;
        kept += usize::from(live & waits);
        first += usize::from(live & !waits);
    }
    firsts.truncate(first);
    kept
}

/// The work of trying sites: the maze, its parts, the keys left.
struct Trial<'m> {
    maze: &'m mut WovenMaze,
    parts: &'m mut Parts,
    keys: &'m mut [u8],
    coins: Coins,
    made: usize,
}

impl Trial<'_> {
    /// Looks at the sites `waiting` again (in cell order, a chunk at a time),
    /// tries those whose turn has come and keeps the others.
    fn again(&mut self, waiting: &mut Vec<u32>, firsts: &mut Vec<u32>, rng: &mut ChaCha8Rng) {
        let mut kept = 0;
        for start in (0..waiting.len()).step_by(CHUNK) {
            let end = (start + CHUNK).min(waiting.len());
            // Sites kept move only backwards, over sites already read.
            kept = sort_out(
                self.keys,
                &mut waiting[..end],
                start..,
                kept,
                self.maze.width,
                firsts,
            );
            self.try_all(firsts, rng);
        }
        waiting.truncate(kept);
    }

    /// Tries each of `sites`, none of which a neighbour waiting comes before.
    fn try_all(&mut self, sites: &[u32], rng: &mut ChaCha8Rng) {
        for &site in sites {
            self.try_site(site as usize, rng);
        }
    }

    /// Makes `cell` a crossing if its corridors join parts not yet joined (its
    /// neighbours then no sites any more); either way it is no site any more.
    fn try_site(&mut self, cell: usize, rng: &mut ChaCha8Rng) {
        let around = around(cell, self.maze.width);
        let mut root = |d: usize| self.parts.find_near(around[d]);
        let (n, e, s, w) = (root(0), root(1), root(2), root(3));
        let joined_across = |x: u32| (x == e) | (x == w);
        let made = !((e == w) | (n == s) | (joined_across(n) & joined_across(s)));
        // A site is a part of its own: the bridge joins it and the cells east
        // to the cells west, the passage under it the cells south to those
        // north, each hung straight under the root of the part met first in
        // reading order (a run of crossings joined one to the next, as they
        // are tried along a row or down a column, then hangs a step under its
        // first root, not a step under each of the others: a root of higher
        // number would be the newest). Unless `made`, each link points a root
        // at itself, which it is.
        let hang = |part: u32, under: u32| if made { under } else { part };
        let across = |x: u32| if joined_across(x) { w } else { x };
        let (north, south) = (across(n), across(s));
        self.parts.parent[cell] = hang(cell as u32, w);
        self.parts.parent[e as usize] = hang(e, w);
        self.parts.parent[south as usize] = hang(south, north);
        let all = 0u8.wrapping_sub(u8::from(made));
        // Each cell around opens back towards the crossing: N's south, E's west…
        for (&beside, back) in around.iter().zip([4, 8, 1, 2]) {
            self.maze.cells[beside] |= back & all;
            self.keys[beside] &= !all;
        }
        let over = if self.coins.toss(rng) { OVER_EW } else { 0 };
        self.maze.cells[cell] |= (0b1111 | CROSSING | over) & all;
        self.keys[cell] = 0;
        self.made += usize::from(made);
    }
}

/// The cells north, east, south and west of `cell`.
#[inline]
fn around(cell: usize, width: usize) -> [usize; 4] {
    [cell - width, cell + 1, cell + width, cell - 1]
}

/// Fair coins, 64 to a draw.
#[derive(Default)]
struct Coins {
    bits: u64,
    left: u32,
}

impl Coins {
    #[inline]
    fn toss(&mut self, rng: &mut ChaCha8Rng) -> bool {
        if self.left == 0 {
            self.bits = rng.random::<u64>();
            self.left = 64;
        }
        let heads = self.bits & 1 != 0;
        self.bits >>= 1;
        self.left -= 1;
        heads
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::grid::weave::sites::Sites;
    use rand::SeedableRng;

    /// The crossings one order of all the sites by key (ties to the lower
    /// cell) makes, and whether a site was left out for closing a loop.
    fn in_one_order(width: usize, keys: &[u8]) -> (Vec<usize>, bool) {
        let mut order: Vec<usize> = (0..keys.len()).filter(|&c| keys[c] != 0).collect();
        order.sort_by_key(|&c| (keys[c], c));
        let mut parts = Parts::new(keys.len());
        let (mut taken, mut made, mut looped) = (vec![false; keys.len()], Vec::new(), false);
        for cell in order {
            let around = around(cell, width);
            if taken[cell] {
                continue;
            }
            let [n, e, s, w] = around.map(|c| parts.find(c));
            let across = |x: u32| x == e || x == w;
            if e == w || n == s || across(n) && across(s) {
                looped = true;
                continue;
            }
            parts.unite(w as usize, cell);
            parts.unite(cell, e as usize);
            parts.unite(n as usize, s as usize);
            for beside in around {
                taken[beside] = true;
            }
            made.push(cell);
        }
        made.sort_unstable();
        (made, looped)
    }

    #[test]
    fn the_crossings_are_those_of_one_order_by_key_where_none_closes_a_loop() {
        let mut compared = 0;
        for seed in 0..300 {
            let (width, height) = (5 + seed as usize % 9, 4 + seed as usize % 7);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut keys = Sites::new(0.5).keys((width, height), &mut rng);
            let (expected, looped) = in_one_order(width, &keys);
            let mut maze = WovenMaze {
                width,
                height,
                cells: vec![0; width * height],
            };
            let mut parts = Parts::new(maze.len());
            let made = place(&mut maze, &mut parts, &mut keys, &mut rng);
            let crossings: Vec<usize> = maze.crossings().map(|(c, _)| c).collect();
            assert_eq!(made, crossings.len());
            assert!(keys.iter().all(|&k| k == 0));
            if !looped {
                assert_eq!(crossings, expected, "seed {seed}, {width}×{height}");
                compared += 1;
            }
        }
        assert!(compared > 150, "{compared}");
    }
}
