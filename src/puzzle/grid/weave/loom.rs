//! The tunnelling generators' working grid: the maze inside a two-cell border
//! that counts as visited, one byte a cell (its passages, whether it was visited,
//! whether it is a crossing and which way its bridge runs, whether a crossing may
//! be made there). A step and the step beyond it stay inside the grid, so the
//! moves out of a cell, tunnels included, need no edge cases: the cell's row,
//! two either side, read as one slice, the cells above and below it, and a cell
//! two rows away only where a tunnel could pass.

use std::hint::select_unpredictable;

use rand_chacha::ChaCha8Rng;

use super::prefetch::prefetch;
use super::sites::Sites;
use super::woven::{CROSSING, EAST_WEST, NORTH_SOUTH, OVER_EW, PASSAGES, WovenMaze};

/// A cell the walk has reached (the border has it from the start).
const VISITED: u8 = 0b1_0000;
/// A cell where a crossing may be made (see `sites`).
const SITE: u8 = 0b1000_0000;
/// The border's width: a tunnel looks two cells ahead.
const PAD: usize = 2;

/// The corridor a tunnel in direction index `d` (N, E, S, W) passes under: the
/// straight one across it.
const ACROSS: [u8; 4] = [EAST_WEST, NORTH_SOUTH, EAST_WEST, NORTH_SOUTH];

/// The padded grid.
pub struct Loom {
    width: usize,
    height: usize,
    stride: usize,
    state: Vec<u8>,
    /// Per direction index, the change of padded index (wrapping for minus).
    offsets: [usize; 4],
}

impl Loom {
    /// A `width`×`height` grid with nothing carved and its sites drawn.
    pub fn new(width: usize, height: usize, weave: f64, rng: &mut ChaCha8Rng) -> Loom {
        let stride = width + 2 * PAD;
        let mut state = vec![VISITED; stride * (height + 2 * PAD)];
        for row in state.chunks_exact_mut(stride).skip(PAD).take(height) {
            row[PAD..PAD + width].fill(0);
        }
        mark_sites(&mut state, (width, height), stride, weave, rng);
        Loom {
            width,
            height,
            stride,
            state,
            offsets: [stride.wrapping_neg(), 1, stride, usize::MAX],
        }
    }

    /// The padded index of cell `index` (row-major in the maze).
    #[inline]
    pub fn pad(&self, index: usize) -> usize {
        (index / self.width + PAD) * self.stride + index % self.width + PAD
    }

    #[inline]
    fn step(&self, cell: usize, d: usize) -> usize {
        cell.wrapping_add(self.offsets[d & 3])
    }

    /// How many cells the maze has.
    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Marks the first cell reached.
    pub fn visit(&mut self, cell: usize) {
        self.state[cell] |= VISITED;
    }

    /// The moves out of `cell`: bit `d` to step into the unvisited cell beside
    /// it in direction index `d`, bit `4 + d` to tunnel under that cell into the
    /// unvisited cell beyond. A tunnel passes only under a site whose corridor
    /// runs straight across `d` and is not yet a crossing.
    #[inline(always)]
    pub fn moves(&self, cell: usize) -> u8 {
        let stride = self.stride;
        // The row's cells two either side read as one slice: one bounds check.
        let row = &self.state[cell - PAD..][..2 * PAD + 1];
        let beside = [
            self.state[cell - stride],
            row[PAD + 1],
            self.state[cell + stride],
            row[PAD - 1],
        ];
        let mut moves = 0;
        for (d, across) in ACROSS.into_iter().enumerate() {
            let straight_across = beside[d] & (PASSAGES | CROSSING | SITE) == across | SITE
                && self.beyond(cell, d, row) & VISITED == 0;
            moves |= u8::from(beside[d] & VISITED == 0) << d;
            moves |= u8::from(straight_across) << (4 + d);
        }
        moves
    }

    /// The cell two steps from `cell` in direction index `d`, `row` the
    /// cell's row from two before it to two after.
    #[inline(always)]
    fn beyond(&self, cell: usize, d: usize, row: &[u8]) -> u8 {
        match d {
            0 => self.state[cell - 2 * self.stride],
            1 => row[2 * PAD],
            2 => self.state[cell + 2 * self.stride],
            _ => row[0],
        }
    }

    /// Brings the rows a look at the moves out of `cell` reads into the cache,
    /// to read them a round later without waiting: its own and those above and
    /// below (the rows two away are read only for a tunnel, too seldom to pay
    /// for bringing them in).
    #[inline(always)]
    pub fn prefetch_around(&self, cell: usize) {
        let stride = self.stride;
        prefetch(&self.state, cell.wrapping_sub(stride));
        prefetch(&self.state, cell);
        prefetch(&self.state, cell + stride);
    }

    /// Takes the move out of `cell` in direction index `d` (a tunnel if
    /// `tunnel`, else a step) when `alive`, and writes nothing when not: the
    /// cell reached (meaningless when not `alive`). `carve` and `tunnel` in one,
    /// without a branch, for a loop that must not guess whether a pick had a
    /// move.
    #[inline(always)]
    pub fn advance(&mut self, cell: usize, d: usize, tunnel: bool, alive: bool) -> usize {
        let under = self.step(cell, d);
        let beyond = self.step(under, d);
        let next = select_unpredictable(tunnel, beyond, under);
        let bridge_ew = OVER_EW * u8::from(d.is_multiple_of(2));
        self.state[cell] |= u8::from(alive) << d;
        self.state[under] |= (PASSAGES | CROSSING | bridge_ew) * u8::from(tunnel);
        self.state[next] |= (1 << ((d + 2) % 4) | VISITED) * u8::from(alive);
        next
    }

    /// Carves from `cell` into the cell beside it in direction `d`; returns it.
    #[inline]
    pub fn carve(&mut self, cell: usize, d: usize) -> usize {
        let next = self.step(cell, d);
        self.state[cell] |= 1 << d;
        self.state[next] |= 1 << ((d + 2) % 4) | VISITED;
        next
    }

    /// Tunnels from `cell` in direction `d` under the cell beside it (which
    /// becomes a crossing, its corridor the bridge) into the cell beyond; returns
    /// that cell.
    #[inline]
    pub fn tunnel(&mut self, cell: usize, d: usize) -> usize {
        let under = self.step(cell, d);
        let beyond = self.step(under, d);
        let bridge_ew = if d.is_multiple_of(2) { OVER_EW } else { 0 };
        self.state[cell] |= 1 << d;
        self.state[under] |= PASSAGES | CROSSING | bridge_ew;
        self.state[beyond] |= 1 << ((d + 2) % 4) | VISITED;
        beyond
    }

    /// The maze carved.
    pub fn into_woven(self) -> WovenMaze {
        let keep = PASSAGES | CROSSING | OVER_EW;
        let mut cells = Vec::with_capacity(self.width * self.height);
        for row in self
            .state
            .chunks_exact(self.stride)
            .skip(PAD)
            .take(self.height)
        {
            cells.extend(row[PAD..PAD + self.width].iter().map(|&v| v & keep));
        }
        WovenMaze {
            width: self.width,
            height: self.height,
            cells,
        }
    }
}

/// Marks the sites (as `Sites::each` gives them: the inner cells, row by row)
/// on the padded `state`; every inner cell is written, so the draw, as likely
/// as not at half a share, is never a branch.
fn mark_sites(
    state: &mut [u8],
    (width, height): (usize, usize),
    stride: usize,
    weave: f64,
    rng: &mut ChaCha8Rng,
) {
    if weave <= 0.0 || width < 3 || height < 3 {
        return;
    }
    let mut sites = Sites::new(weave);
    for row in state
        .chunks_exact_mut(stride)
        .skip(PAD + 1)
        .take(height - 2)
    {
        for cell in &mut row[PAD + 1..PAD + width - 1] {
            *cell |= SITE * u8::from(sites.next(rng));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_tunnel_goes_under_a_straight_site_into_an_unvisited_cell() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut loom = Loom::new(3, 3, 1.0, &mut rng);
        // The middle row carved west to east: the centre is a straight corridor.
        let west = loom.pad(3);
        loom.visit(west);
        let centre = loom.carve(west, 1);
        loom.carve(centre, 1);
        let north = loom.pad(1);
        loom.visit(north);
        assert_eq!(loom.moves(north), 0b0100_1010);
        let landed = loom.tunnel(north, 2);
        assert_eq!(landed, loom.pad(7));
        let maze = loom.into_woven();
        assert_eq!(maze.cells[4], PASSAGES | CROSSING | OVER_EW);
        assert_eq!(maze.cells[1], 0b0100);
        assert_eq!(maze.cells[7], 0b0001);
    }

    #[test]
    fn the_sites_marked_are_those_each_gives() {
        for (weave, (width, height)) in
            [(0.3, (17, 9)), (1.0, (5, 4)), (0.5, (2, 9)), (0.0, (9, 9))]
        {
            let mut each = Vec::new();
            let mut rng = ChaCha8Rng::seed_from_u64(4);
            Sites::new(weave).each((width, height), &mut rng, |x, y| each.push(y * width + x));
            let loom = Loom::new(width, height, weave, &mut ChaCha8Rng::seed_from_u64(4));
            let marked: Vec<usize> = (0..width * height)
                .filter(|&cell| loom.state[loom.pad(cell)] & SITE != 0)
                .collect();
            assert_eq!(marked, each, "{weave} {width}x{height}");
        }
    }

    #[test]
    fn no_tunnel_from_the_border_or_without_a_site() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut loom = Loom::new(3, 3, 0.0, &mut rng);
        let west = loom.pad(3);
        loom.visit(west);
        let centre = loom.carve(west, 1);
        loom.carve(centre, 1);
        let north = loom.pad(1);
        loom.visit(north);
        assert_eq!(loom.moves(north) & 0xf0, 0);
    }
}
