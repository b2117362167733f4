//! The planar dual the walls live on: posts and the frame as vertices, wall slots
//! as edges, and the vertex → slot incidence the forest walks.

use crate::puzzle::labyrinth::board::Grid;

/// The planar dual: the posts (where four squares meet, row-major over the
/// (W−1)×(H−1) inner grid points) and the frame as the last vertex; each slot
/// is an edge between its two end points.
#[derive(Debug, Clone)]
pub(super) struct Dual {
    pub(super) vertices: usize,
    pub(super) ends: Vec<[u32; 2]>,
}

impl Dual {
    pub(super) fn new(grid: Grid) -> Dual {
        let (columns, rows) = (grid.width - 1, grid.height - 1);
        let frame = (columns * rows) as u32;
        let post = |x: usize, y: usize| (y * columns + x) as u32;
        let ends = (0..grid.slots())
            .map(|slot| {
                let (a, _) = grid.slot_squares(slot);
                let [x, y] = grid.square(a);
                if grid.is_east_slot(slot) {
                    let north = if y > 0 { post(x, y - 1) } else { frame };
                    let south = if y < rows { post(x, y) } else { frame };
                    [north, south]
                } else {
                    let west = if x > 0 { post(x - 1, y) } else { frame };
                    let east = if x < columns { post(x, y) } else { frame };
                    [west, east]
                }
            })
            .collect();
        Dual {
            vertices: frame as usize + 1,
            ends,
        }
    }
}

/// The dual's vertex → slot incidence, compressed: the slots at vertex v are
/// `slots[first[v]..first[v + 1]]` (a loop is listed once).
#[derive(Debug, Clone)]
pub(super) struct Incidence {
    first: Vec<u32>,
    slots: Vec<u32>,
}

impl Incidence {
    pub(super) fn new(dual: &Dual) -> Incidence {
        let ends_of = |[p, q]: [u32; 2]| [Some(p), (p != q).then_some(q)].into_iter().flatten();
        let mut first = vec![0u32; dual.vertices + 1];
        for &pair in &dual.ends {
            for v in ends_of(pair) {
                first[v as usize + 1] += 1;
            }
        }
        for v in 0..dual.vertices {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut slots = vec![0u32; first[dual.vertices] as usize];
        for (slot, &pair) in dual.ends.iter().enumerate() {
            for v in ends_of(pair) {
                slots[fill[v as usize] as usize] = slot as u32;
                fill[v as usize] += 1;
            }
        }
        Incidence { first, slots }
    }

    pub(super) fn at(&self, vertex: u32) -> &[u32] {
        let v = vertex as usize;
        &self.slots[self.first[v] as usize..self.first[v + 1] as usize]
    }
}
