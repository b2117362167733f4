//! The board a shaped maze is made on: which tiling (squares, hexagons, triangles
//! or the rings of a circle), how many cells, and which of them are in the maze
//! (a picture or a word leaves the others out). Cells are numbered as the JSON form
//! numbers them (docs/formats.md): row by row, or ring by ring from the centre.

/// The shape of the cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tiling {
    Square,
    Hexagon,
    Triangle,
    Circle,
}

impl Tiling {
    /// The tilings a picture or word can be laid on, by name.
    pub const MASKABLE: [&'static str; 3] = ["square", "hexagon", "triangle"];

    pub fn from_name(name: &str) -> Option<Tiling> {
        match name {
            "square" => Some(Tiling::Square),
            "hexagon" => Some(Tiling::Hexagon),
            "triangle" => Some(Tiling::Triangle),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Tiling::Square => "square",
            Tiling::Hexagon => "hexagon",
            Tiling::Triangle => "triangle",
            Tiling::Circle => "circle",
        }
    }

    /// The most neighbours a cell can have (the centre of a circle excepted).
    pub fn sides(self) -> usize {
        match self {
            Tiling::Square => 4,
            Tiling::Hexagon => 6,
            Tiling::Triangle => 3,
            Tiling::Circle => 5,
        }
    }
}

/// A tiling, its size, and the cells in the maze.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub tiling: Tiling,
    /// Cells across and down (for a circle: both are the ring count).
    pub width: usize,
    pub height: usize,
    /// Cells per ring, from the centre out (circles only).
    pub rings: Vec<usize>,
    /// Whether each cell is in the maze.
    pub in_maze: Vec<bool>,
    /// Whether cells were left out by a picture or word (the form then has a mask).
    pub masked: bool,
    /// Cells outside the picture or word added to join its pieces into one maze
    /// (drawn as bridges, not as part of the shape); empty when there are none.
    pub bridges: Vec<bool>,
}

impl Board {
    /// A whole W×H board of squares, hexagons or triangles.
    pub fn tiled(tiling: Tiling, width: usize, height: usize) -> Board {
        Board {
            tiling,
            width,
            height,
            rings: Vec::new(),
            in_maze: vec![true; width * height],
            masked: false,
            bridges: Vec::new(),
        }
    }

    /// A W×H board with only the cells `in_maze` says.
    pub fn masked(tiling: Tiling, width: usize, in_maze: Vec<bool>) -> Board {
        let height = in_maze.len() / width.max(1);
        Board {
            tiling,
            width,
            height,
            rings: Vec::new(),
            in_maze,
            masked: true,
            bridges: Vec::new(),
        }
    }

    /// A circle of `ring_count` rings (the centre cell is the first ring).
    pub fn circle(ring_count: usize) -> Board {
        Board::with_rings(ring_sizes(ring_count))
    }

    /// A whole circle whose rings hold `rings` cells each, from the centre out
    /// (any sizes: tests also build irregular circles with it).
    pub fn with_rings(rings: Vec<usize>) -> Board {
        let cells = rings.iter().sum();
        Board {
            tiling: Tiling::Circle,
            width: rings.len(),
            height: rings.len(),
            rings,
            in_maze: vec![true; cells],
            masked: false,
            bridges: Vec::new(),
        }
    }

    /// Whether `cell` was added to join a picture's pieces (a bridge).
    pub fn is_bridge(&self, cell: usize) -> bool {
        self.bridges.get(cell).copied().unwrap_or(false)
    }

    /// Adds `cell` to the maze as a bridge between pieces.
    pub fn add_bridge(&mut self, cell: usize) {
        if self.bridges.len() != self.in_maze.len() {
            self.bridges = vec![false; self.in_maze.len()];
        }
        self.in_maze[cell] = true;
        self.bridges[cell] = true;
    }

    /// Number of cells on the board, in the maze or not.
    pub fn len(&self) -> usize {
        self.in_maze.len()
    }

    pub fn is_empty(&self) -> bool {
        self.in_maze.is_empty()
    }

    /// Number of cells in the maze.
    pub fn cells_in_maze(&self) -> usize {
        self.in_maze.iter().filter(|&&inside| inside).count()
    }

    /// (x, y) of a cell of a tiled board.
    pub fn position(&self, cell: usize) -> (usize, usize) {
        (cell % self.width, cell / self.width)
    }

    /// Ring and place in ring of a circle's cell.
    pub fn ring_of(&self, cell: usize) -> (usize, usize) {
        let mut first = 0;
        for (ring, &count) in self.rings.iter().enumerate() {
            if cell < first + count {
                return (ring, cell - first);
            }
            first += count;
        }
        (self.rings.len(), 0)
    }

    /// Number of the first cell of each ring.
    pub fn ring_starts(&self) -> Vec<usize> {
        let mut first = 0;
        self.rings
            .iter()
            .map(|&count| {
                let start = first;
                first += count;
                start
            })
            .collect()
    }
}

/// Cells per ring, so corridors keep a near-constant width: one centre cell, six
/// around it, and each ring after splits every cell of the ring inside it in two
/// once the cells (measured on the ring's inner edge) would be 1.5 corridors wide.
pub fn ring_sizes(ring_count: usize) -> Vec<usize> {
    let mut rings = Vec::with_capacity(ring_count);
    for ring in 0..ring_count {
        let size = match ring {
            0 => 1,
            1 => 6,
            _ => {
                let inner = rings[ring - 1];
                let width = 2.0 * std::f64::consts::PI * ring as f64 / inner as f64;
                if width >= 1.5 { inner * 2 } else { inner }
            }
        };
        rings.push(size);
    }
    rings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_double_and_keep_cells_near_one_corridor_wide() {
        let rings = ring_sizes(40);
        assert_eq!(&rings[..3], &[1, 6, 12]);
        for ring in 2..rings.len() {
            let ratio = rings[ring] / rings[ring - 1];
            assert!(ratio == 1 || ratio == 2, "ring {ring}: {rings:?}");
            assert_eq!(rings[ring] % rings[ring - 1], 0);
            let middle = 2.0 * std::f64::consts::PI * (ring as f64 + 0.5) / rings[ring] as f64;
            assert!(
                (0.7..=1.8).contains(&middle),
                "ring {ring} cells {middle} wide"
            );
        }
    }

    #[test]
    fn a_cell_number_gives_its_ring_and_place() {
        let board = Board::circle(4);
        assert_eq!(board.ring_of(0), (0, 0));
        assert_eq!(board.ring_of(1), (1, 0));
        assert_eq!(board.ring_of(7), (2, 0));
        assert_eq!(board.ring_starts(), vec![0, 1, 7, 19]);
    }
}
