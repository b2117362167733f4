//! Randomized Kruskal's: every wall gets a uniformly random weight, and the maze is
//! the minimum spanning tree of the grid under those weights: the walls taken
//! lightest first, each knocked down when it separates two cells that are not yet
//! connected. That is the same maze, with the same distribution, as knocking walls
//! down in a uniformly random order.
//!
//! Done literally on a large grid, the union–find over all cells is read at random
//! places in an array far bigger than the cache, and those misses dominate (it cost
//! two and a half times as much per cell at 2000×2000 as at 100×100, with batched
//! look-ups and a bucketed shuffle). So the same tree is found tile by tile
//! ([`TILE`]×[`TILE`] cells, whose work fits in cache), in two passes:
//!
//! 1. Each tile runs Kruskal's on the walls inside it, lightest first (a counting
//!    sort on the top bits of the weights, which are uniform, then an insertion
//!    sort). A wall that would close a loop inside the tile is the heaviest on that
//!    loop, so it is in no minimum spanning tree of the grid either (the cycle
//!    property): it stays up. A wall joining two pieces of the tile one of which
//!    holds no *boundary* cell (a cell with a neighbour in another tile) is in the
//!    grid's tree for sure: that piece is all its cells reach by lighter walls in
//!    the whole grid, since walls leave it only inside the tile, where the lighter
//!    ones were all taken already; it is knocked down at once. A wall joining two
//!    pieces that both hold boundary cells is left to the second pass, as a link
//!    between a boundary cell of each piece (any one: the pieces are connected by
//!    lighter walls already).
//! 2. Kruskal's again, over the boundary cells only (about 4/[`TILE`] of the cells,
//!    a union–find that stays in cache), on the links and the walls between tiles,
//!    lightest first. At any weight, the links lighter than it connect the
//!    boundary cells of a tile exactly as the tile's own lighter walls do, and every
//!    other cell hangs off a boundary cell by walls already knocked down; so each
//!    wall here is knocked down exactly when whole-grid Kruskal's would knock it
//!    down. The tests below check the maze against textbook Kruskal's with the
//!    same weights, for many sizes of grid and tile.
//!
//! The weights are 64 random bits (two `u32` draws), ties broken by wall index: at
//! 2000×2000 the chance that any two of the 8 million walls share a weight is under
//! 2·10⁻⁶ (3·10⁻⁵ at 4000×4000), so the order is uniform to that precision, and
//! exactly so for any practical purpose on smaller grids.
//!
//! Character: no directional bias and a texture close to a uniform spanning tree's,
//! but with slightly more, shorter dead ends (about 31% of cells) and very short
//! corridors; many small decisions everywhere, a solution of moderate length.
//!
//! Cost: linear in cells plus the union–finds' near-constant overhead, and a sort of
//! about 6/[`TILE`] of a link per cell for the second pass; memory about 200 KB for
//! the tile at work, plus 24 bytes per link and 4 per boundary cell. Nearly all of
//! it is touched in cache at any size, so the cost per cell hardly grows with the
//! grid (randomized order and all).

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::super::maze::GridMaze;
use crate::puzzle::cells::Direction;

/// Walls are encoded as `cell << 1 | 1` for the wall south of `cell`, `cell << 1`
/// for the wall east of it (cells of the grid, or of a tile).
const SOUTH: u32 = 1;

/// The side of a tile, in cells: everything a tile works on then fits in the
/// level-2 cache, and its union–find in the level-1.
const TILE: usize = 64;

pub(super) fn carve(maze: &mut GridMaze, rng: &mut ChaCha8Rng) {
    carve_tiled(maze, TILE, |_| {
        u64::from(rng.random::<u32>()) << 32 | u64::from(rng.random::<u32>())
    });
}

/// The minimum spanning tree of the grid when wall `w` weighs `weight(w)` (ties
/// broken by wall), in tiles of at most `tile`×`tile` cells. `weight` is called
/// once for each wall, in no particular order.
fn carve_tiled(maze: &mut GridMaze, tile: usize, mut weight: impl FnMut(u32) -> u64) {
    assert!((1..=128).contains(&tile), "tiles are 1 to 128 cells wide");
    if maze.len() < 2 {
        return;
    }
    assert!(
        u32::try_from(2 * maze.len()).is_ok(),
        "grids hold under 2³¹ cells"
    );
    let (width, height) = (maze.width(), maze.height());
    let mut first = FirstPass {
        tile: Tile::new(tile),
        links: Vec::new(),
        above: vec![0; width],
        left: vec![0; tile],
        boundary_cells: 0,
    };
    for y0 in (0..height).step_by(tile) {
        for x0 in (0..width).step_by(tile) {
            let area = Area {
                x0,
                y0,
                width: tile.min(width - x0),
                height: tile.min(height - y0),
            };
            first.tile(maze, area, &mut weight);
        }
    }
    let FirstPass {
        mut links,
        boundary_cells,
        ..
    } = first;
    if boundary_cells == 0 {
        return;
    }
    // The second pass: Kruskal's over the boundary cells.
    links.sort_unstable_by_key(|link| (link.weight, link.wall));
    let mut sets: Vec<u32> = (0..boundary_cells).collect();
    let mut missing = boundary_cells - 1;
    for link in &links {
        if missing == 0 {
            break;
        }
        if unite(&mut sets, link.a as usize, link.b as usize).is_some() {
            open(maze, link.wall);
            missing -= 1;
        }
    }
}

/// Knocks down a wall of the grid.
#[inline]
fn open(maze: &mut GridMaze, wall: u32) {
    let direction = if wall & SOUTH != 0 {
        Direction::South
    } else {
        Direction::East
    };
    maze.carve((wall >> 1) as usize, direction);
}

/// A wall for the second pass, between the boundary cells (numbered) it joins
/// once the walls knocked down in the tiles are contracted.
struct Link {
    weight: u64,
    wall: u32,
    a: u32,
    b: u32,
}

/// A rectangle of the grid: its top-left cell and its size.
#[derive(Clone, Copy)]
struct Area {
    x0: usize,
    y0: usize,
    width: usize,
    height: usize,
}

/// The first pass, tile after tile in row-major order.
struct FirstPass {
    tile: Tile,
    /// Every wall for the second pass so far.
    links: Vec<Link>,
    /// The numbers of the cells in the bottom row of the tiles above, by column.
    above: Vec<u32>,
    /// The numbers of the cells in the right column of the tile to the left, by row.
    left: Vec<u32>,
    /// How many boundary cells have been numbered.
    boundary_cells: u32,
}

impl FirstPass {
    fn tile(&mut self, maze: &mut GridMaze, area: Area, weight: &mut impl FnMut(u32) -> u64) {
        let grid_width = maze.width();
        let Area {
            x0,
            y0,
            width,
            height,
        } = area;
        let tile = &mut self.tile;
        let sides = Sides {
            north: y0 > 0,
            south: y0 + height < maze.height(),
            west: x0 > 0,
            east: x0 + width < grid_width,
        };
        let bounded = tile.reset(width, height, sides);
        let first = self.boundary_cells;
        self.boundary_cells += bounded;
        let number = |tile: &Tile, x: usize, y: usize| first + u32::from(tile.id(x, y));

        // The walls to the tiles above and to the left go straight to the second
        // pass; the numbers on this tile's far sides are kept for the next ones.
        if sides.north {
            for x in 0..width {
                let wall = (((y0 - 1) * grid_width + x0 + x) as u32) << 1 | SOUTH;
                self.links.push(Link {
                    weight: weight(wall),
                    wall,
                    a: self.above[x0 + x],
                    b: number(tile, x, 0),
                });
            }
        }
        if sides.west {
            for y in 0..height {
                let wall = (((y0 + y) * grid_width + x0 - 1) as u32) << 1;
                self.links.push(Link {
                    weight: weight(wall),
                    wall,
                    a: self.left[y],
                    b: number(tile, 0, y),
                });
            }
        }
        if sides.south {
            for x in 0..width {
                self.above[x0 + x] = number(tile, x, height - 1);
            }
        }
        if sides.east {
            for y in 0..height {
                self.left[y] = number(tile, width - 1, y);
            }
        }

        // Kruskal's inside the tile.
        tile.draw(area, grid_width, weight);
        let shift = tile.shift;
        let wall_of = |slot: usize| {
            let cell = slot >> 1;
            let (x, y) = (cell & ((1 << shift) - 1), cell >> shift);
            (((y0 + y) * grid_width + x0 + x) as u32) << 1 | (slot as u32 & SOUTH)
        };
        let mut missing = width * height - 1;
        for index in 0..tile.sorted.len() {
            if missing == 0 {
                break;
            }
            let slot = (tile.sorted[index] & tile.slot_mask) as usize;
            let cell = slot >> 1;
            let other = if slot as u32 & SOUTH != 0 {
                cell + (1 << shift)
            } else {
                cell + 1
            };
            let (a, b) = (usize::from(tile.ids[cell]), usize::from(tile.ids[other]));
            let Some((root, under)) = unite(&mut tile.sets, a, b) else {
                continue;
            };
            missing -= 1;
            if root < bounded as usize {
                // Both pieces hold boundary cells (`under` < `root` is one of the
                // other piece's): the second pass decides, between those two.
                self.links.push(Link {
                    weight: tile.weights[slot],
                    wall: wall_of(slot),
                    a: first + root as u32,
                    b: first + under as u32,
                });
            } else {
                open(maze, wall_of(slot));
            }
        }
    }
}

/// Which sides of a tile have other tiles.
#[derive(Clone, Copy)]
struct Sides {
    north: bool,
    south: bool,
    west: bool,
    east: bool,
}

/// The working memory of one tile, kept from tile to tile. Its cells are
/// `y << shift | x`, and its walls `cell << 1 | 1` south, `cell << 1` east (its
/// "slots").
struct Tile {
    shift: u32,
    /// By cell: its number in the union–find, the boundary cells first.
    ids: Vec<u16>,
    /// Union–find of the pieces joined so far, by number (see [`unite`]): a root
    /// is the lowest number of its piece, so a piece holds a boundary cell if and
    /// only if its root is one.
    sets: Vec<u16>,
    /// By slot: the wall's weight.
    weights: Vec<u64>,
    /// The walls, lightest first: the top bits of the weight, then the slot.
    sorted: Vec<u64>,
    /// The bits of an entry of `sorted` that hold its slot.
    slot_mask: u64,
    /// Counting sort buckets.
    counts: Vec<u32>,
}

impl Tile {
    fn new(tile: usize) -> Self {
        let shift = tile.next_power_of_two().trailing_zeros();
        let slot_bits = shift * 2 + 1;
        Tile {
            shift,
            ids: vec![0; tile << shift],
            sets: Vec::with_capacity(tile * tile),
            weights: vec![0; tile << (shift + 1)],
            sorted: Vec::with_capacity(2 * tile * tile),
            slot_mask: (1 << slot_bits) - 1,
            counts: Vec::with_capacity((4 * tile * tile).next_power_of_two()),
        }
    }

    /// The number of cell (x, y) in the union–find.
    #[inline]
    fn id(&self, x: usize, y: usize) -> u16 {
        self.ids[y << self.shift | x]
    }

    /// Numbers the cells of a `width`×`height` tile, the boundary cells (those
    /// with a neighbour on `sides`) first, and makes every cell a set of its own;
    /// returns the number of boundary cells.
    fn reset(&mut self, width: usize, height: usize, sides: Sides) -> u32 {
        let cells = width * height;
        let (mut bounded, mut inner) = (0, cells);
        for y in 0..height {
            for x in 0..width {
                let boundary = (sides.north && y == 0)
                    || (sides.south && y + 1 == height)
                    || (sides.west && x == 0)
                    || (sides.east && x + 1 == width);
                self.ids[y << self.shift | x] = if boundary {
                    bounded += 1;
                    bounded - 1
                } else {
                    inner -= 1;
                    inner
                } as u16;
            }
        }
        self.sets.clear();
        self.sets.extend(0..cells as u16);
        bounded as u32
    }

    /// Weighs the walls inside `area` and sorts them into `sorted`, lightest first:
    /// by the top bits of their weights into two buckets per wall or so (the
    /// weights are uniform, so few buckets hold more than one wall), then an
    /// insertion sort puts each bucket in order.
    fn draw(&mut self, area: Area, grid_width: usize, weight: &mut impl FnMut(u32) -> u64) {
        let count = (area.width - 1) * area.height + area.width * (area.height - 1);
        let bits = count.next_power_of_two().trailing_zeros() + 1;
        let bucket = |weight: u64| ((weight >> 1) >> (63 - bits)) as usize;
        self.counts.clear();
        self.counts.resize(1 << bits, 0);
        self.for_each_slot(area, |tile, slot, wall| {
            let wall = wall(grid_width);
            let weight = weight(wall);
            tile.weights[slot] = weight;
            tile.counts[bucket(weight)] += 1;
        });
        let mut start = 0;
        for count in &mut self.counts {
            let size = *count;
            *count = start;
            start += size;
        }
        self.sorted.clear();
        self.sorted.resize(count, 0);
        let keep = !self.slot_mask;
        self.for_each_slot(area, |tile, slot, _| {
            let weight = tile.weights[slot];
            let at = &mut tile.counts[bucket(weight)];
            tile.sorted[*at as usize] = weight & keep | slot as u64;
            *at += 1;
        });
        let sorted = &mut self.sorted;
        let mut tied = false;
        for index in 1..count {
            let entry = sorted[index];
            let mut to = index;
            while to > 0 && sorted[to - 1] > entry {
                sorted[to] = sorted[to - 1];
                to -= 1;
            }
            sorted[to] = entry;
            tied |= to > 0 && (sorted[to - 1] ^ entry) & keep == 0;
        }
        if tied {
            // Two weights agree on their top bits (about once in 10⁸ tiles): sort
            // by the whole weight (the slots are in the same order as the walls).
            let (weights, mask) = (&self.weights, self.slot_mask);
            sorted.sort_unstable_by_key(|&entry| {
                let slot = (entry & mask) as usize;
                (weights[slot], slot)
            });
        }
    }

    /// Calls `visit` with each wall inside `area`: its slot, and how to find its
    /// number in the grid.
    #[inline]
    fn for_each_slot(
        &mut self,
        area: Area,
        mut visit: impl FnMut(&mut Tile, usize, &dyn Fn(usize) -> u32),
    ) {
        for y in 0..area.height {
            for x in 0..area.width {
                let slot = (y << self.shift | x) << 1;
                let wall =
                    |grid_width: usize| (((area.y0 + y) * grid_width + area.x0 + x) as u32) << 1;
                if x + 1 < area.width {
                    visit(self, slot, &wall);
                }
                if y + 1 < area.height {
                    visit(self, slot | 1, &|grid_width| wall(grid_width) | SOUTH);
                }
            }
        }
    }
}

/// Joins the sets of `a` and `b` in a union–find whose every entry is its parent
/// or, for a root, itself, and whose parents are lower than their children (so a
/// root is the lowest of its set): Rem's algorithm with splicing, which climbs both
/// paths at once, always from the higher parent, hooking it onto the lower one.
/// Returns the root that was hooked under the other set (the higher of the two
/// roots) and what it was hooked under, or `None` if `a` and `b` were in one set
/// already.
#[inline]
fn unite<N: Node>(parents: &mut [N], mut a: usize, mut b: usize) -> Option<(usize, usize)> {
    loop {
        let (mut parent_a, mut parent_b) = (parents[a].get(), parents[b].get());
        if parent_a == parent_b {
            return None;
        }
        if parent_a < parent_b {
            std::mem::swap(&mut a, &mut b);
            std::mem::swap(&mut parent_a, &mut parent_b);
        }
        parents[a] = N::new(parent_b);
        if parent_a == a {
            return Some((a, parent_b));
        }
        a = parent_a;
    }
}

/// An entry of a union–find: `u16` in a tile, `u32` across them.
trait Node: Copy {
    fn get(self) -> usize;
    fn new(value: usize) -> Self;
}

impl Node for u16 {
    #[inline]
    fn get(self) -> usize {
        usize::from(self)
    }
    #[inline]
    fn new(value: usize) -> Self {
        value as u16
    }
}

impl Node for u32 {
    #[inline]
    fn get(self) -> usize {
        self as usize
    }
    #[inline]
    fn new(value: usize) -> Self {
        value as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The root of `cell`'s set (see [`unite`]), halving the path on the way.
    fn find(parents: &mut [u32], mut cell: usize) -> u32 {
        loop {
            let parent = parents[cell];
            if parent as usize == cell {
                return parent;
            }
            let grandparent = parents[parent as usize];
            parents[cell] = grandparent;
            cell = grandparent as usize;
        }
    }

    #[test]
    fn union_find_joins_and_finds() {
        let mut sets: Vec<u32> = (0..5).collect();
        assert_eq!(unite(&mut sets, 3, 4), Some((4, 3)));
        assert_eq!(unite(&mut sets, 1, 2), Some((2, 1)));
        assert_eq!(unite(&mut sets, 4, 2), Some((3, 1)));
        assert_eq!(unite(&mut sets, 3, 1), None);
        assert_eq!(find(&mut sets, 4), 1);
        assert_eq!(find(&mut sets, 0), 0);
        assert_eq!(unite(&mut sets, 0, 4), Some((1, 0)));
        assert!((0..5).all(|cell| find(&mut sets, cell) == 0));
    }

    /// A fixed pseudo-random weight for each wall (SplitMix64).
    fn hashed(wall: u32) -> u64 {
        let mut z = u64::from(wall).wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Textbook Kruskal's: every wall, sorted by weight then wall, over a plain
    /// union–find of all cells.
    fn textbook(width: usize, height: usize, weight: impl Fn(u32) -> u64) -> GridMaze {
        let mut maze = GridMaze::new(width, height);
        let mut walls = Vec::new();
        for y in 0..height {
            for x in 0..width {
                let cell = (maze.index(x, y) as u32) << 1;
                if x + 1 < width {
                    walls.push(cell);
                }
                if y + 1 < height {
                    walls.push(cell | SOUTH);
                }
            }
        }
        walls.sort_by_key(|&wall| (weight(wall), wall));
        let mut parents: Vec<usize> = (0..maze.len()).collect();
        let root = |parents: &[usize], mut cell: usize| {
            while parents[cell] != cell {
                cell = parents[cell];
            }
            cell
        };
        for wall in walls {
            let a = (wall >> 1) as usize;
            let b = if wall & SOUTH != 0 { a + width } else { a + 1 };
            let (a, b) = (root(&parents, a), root(&parents, b));
            if a != b {
                parents[a] = b;
                open(&mut maze, wall);
            }
        }
        maze
    }

    #[test]
    fn tiles_make_the_textbook_tree() {
        // Weights with only their top bits set tie often, and exercise the tile
        // sort's fallback and the tie-breaking.
        let coarse = |wall: u32| hashed(wall) >> 60 << 60;
        let close = |wall: u32| hashed(wall) >> 50 << 50 | u64::from(wall % 5);
        for (width, height) in [
            (1, 2),
            (2, 1),
            (1, 9),
            (9, 1),
            (2, 2),
            (3, 3),
            (5, 7),
            (17, 4),
            (30, 30),
            (64, 65),
            (130, 70),
        ] {
            for tile in [1, 2, 3, 4, 7, 8, 16, 64, 100, 128] {
                for weight in [hashed as fn(u32) -> u64, coarse, close] {
                    let mut maze = GridMaze::new(width, height);
                    carve_tiled(&mut maze, tile, weight);
                    assert_eq!(
                        maze,
                        textbook(width, height, weight),
                        "{width}×{height} in tiles of {tile}"
                    );
                }
            }
        }
    }
}
