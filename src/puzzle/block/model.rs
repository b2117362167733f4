//! The maze as a 3-D model for viewing or printing: a base plate with the wall
//! cells raised on it, as one closed solid in millimetres, written as binary STL
//! (through `stl_io`) or Wavefront OBJ.
//!
//! The solid is a height field on the cell grid: each cell's top at the base
//! height (open) or base + wall height (wall), a bottom under every cell, and
//! upright faces only where the height changes and round the outside. Every
//! upright face is split at the base height and every face follows the cell grid,
//! so vertices are shared exactly (no T-junctions) and each edge belongs to
//! exactly two triangles, wound counter-clockwise seen from outside. The one shape
//! that cannot be closed this way, two wall cells touching only at a corner, is
//! refused (grown mazes never have it).
//!
//! Model axes: x to the right, y up the page (away from the reader), z up; the
//! maze's top-left corner is at (0, height·cell).

use std::fmt::Write as _;

use super::maze::BlockMaze;

/// Sizes of the model, in millimetres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ModelSize {
    pub cell_mm: f64,
    pub wall_mm: f64,
    pub base_mm: f64,
}

impl Default for ModelSize {
    fn default() -> Self {
        ModelSize {
            cell_mm: 5.0,
            wall_mm: 6.0,
            base_mm: 2.0,
        }
    }
}

/// Allowed ranges, in millimetres: (name, low, high).
pub const CELL_RANGE: (f64, f64) = (0.5, 50.0);
pub const WALL_RANGE: (f64, f64) = (0.5, 100.0);
pub const BASE_RANGE: (f64, f64) = (0.5, 50.0);

/// The most cells a model may have: about 300 MB of STL (six triangles, 300
/// bytes, per cell); far beyond anything printable.
pub const MAX_MODEL_CELLS: usize = 1_002_001;

/// An indexed triangle mesh.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Mesh {
    pub vertices: Vec<[f32; 3]>,
    pub triangles: Vec<[u32; 3]>,
}

/// The file formats a model can be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModelFormat {
    Stl,
    Obj,
    X3d,
}

impl ModelFormat {
    /// The format for a file name's extension (`.stl`, `.obj` or `.x3d`).
    pub fn from_path(path: &std::path::Path) -> Option<ModelFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        match ext.as_str() {
            "stl" => Some(ModelFormat::Stl),
            "obj" => Some(ModelFormat::Obj),
            "x3d" => Some(ModelFormat::X3d),
            _ => None,
        }
    }
}

/// Builds the closed solid of `maze`; refuses walls that touch only at a corner.
pub fn build(maze: &BlockMaze, size: ModelSize) -> Result<Mesh, String> {
    corner_touch(maze).map_or(Ok(()), |[x, y]| {
        Err(format!(
            "the cells around the corner below and right of [{x}, {y}] touch only diagonally, so the model would not be one closed solid there"
        ))
    })?;
    let mut builder = Builder::new(maze, size);
    builder.tops_and_bottoms();
    builder.inner_sides();
    builder.outer_sides();
    Ok(builder.mesh)
}

/// A 2×2 block where two cells of one kind touch only at their shared corner.
fn corner_touch(maze: &BlockMaze) -> Option<[usize; 2]> {
    let (w, h) = (maze.width(), maze.height());
    (0..h.saturating_sub(1))
        .flat_map(|y| (0..w.saturating_sub(1)).map(move |x| [x, y]))
        .find(|&[x, y]| {
            let a = maze.is_open([x, y]);
            let d = maze.is_open([x + 1, y + 1]);
            let b = maze.is_open([x + 1, y]);
            let c = maze.is_open([x, y + 1]);
            a == d && b == c && a != b
        })
}

/// Height levels: the floor under the plate, the plate's top, the walls' top.
const FLOOR: usize = 0;
const PLATE: usize = 1;
const TOP: usize = 2;

const NONE: u32 = u32::MAX;

/// Builds the mesh with shared vertices on the lattice of cell corners.
struct Builder<'a> {
    maze: &'a BlockMaze,
    size: ModelSize,
    /// Vertex index per (level, lattice point), assigned on first use.
    index: Vec<u32>,
    mesh: Mesh,
}

impl<'a> Builder<'a> {
    fn new(maze: &'a BlockMaze, size: ModelSize) -> Self {
        let points = (maze.width() + 1) * (maze.height() + 1);
        Builder {
            maze,
            size,
            index: vec![NONE; 3 * points],
            mesh: Mesh::default(),
        }
    }

    /// The vertex at lattice point (x, y) (model axes, y up) and `level`.
    fn vertex(&mut self, x: usize, y: usize, level: usize) -> u32 {
        let points = (self.maze.width() + 1) * (self.maze.height() + 1);
        let slot = level * points + y * (self.maze.width() + 1) + x;
        if self.index[slot] == NONE {
            let z = [
                0.0,
                self.size.base_mm,
                self.size.base_mm + self.size.wall_mm,
            ][level];
            let cell = self.size.cell_mm;
            self.index[slot] = self.mesh.vertices.len() as u32;
            self.mesh
                .vertices
                .push([(x as f64 * cell) as f32, (y as f64 * cell) as f32, z as f32]);
        }
        self.index[slot]
    }

    /// A quad given counter-clockwise as seen from outside.
    fn quad(&mut self, corners: [u32; 4]) {
        let [a, b, c, d] = corners;
        self.mesh.triangles.push([a, b, c]);
        self.mesh.triangles.push([a, c, d]);
    }

    fn level_of(&self, cell: [usize; 2]) -> usize {
        if self.maze.is_open(cell) { PLATE } else { TOP }
    }

    /// A cell's top and the bottom under it.
    fn tops_and_bottoms(&mut self) {
        let (w, h) = (self.maze.width(), self.maze.height());
        for row in 0..h {
            for x in 0..w {
                let level = self.level_of([x, row]);
                let y = h - row - 1;
                let top = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]
                    .map(|(px, py)| self.vertex(px, py, level));
                self.quad(top);
                let bottom = [(x, y), (x, y + 1), (x + 1, y + 1), (x + 1, y)]
                    .map(|(px, py)| self.vertex(px, py, FLOOR));
                self.quad(bottom);
            }
        }
    }

    /// An upright face on the lattice edge p→q from `low` to `high`, split at the
    /// plate; it faces the side to the right of p→q seen from above.
    fn upright(&mut self, p: (usize, usize), q: (usize, usize), low: usize, high: usize) {
        for level in low..high {
            let face = [
                self.vertex(p.0, p.1, level),
                self.vertex(q.0, q.1, level),
                self.vertex(q.0, q.1, level + 1),
                self.vertex(p.0, p.1, level + 1),
            ];
            self.quad(face);
        }
    }

    /// Faces where a wall cell meets an open one inside the maze.
    fn inner_sides(&mut self) {
        let (w, h) = (self.maze.width(), self.maze.height());
        for row in 0..h {
            let y = h - row - 1;
            for x in 0..w {
                let here = self.level_of([x, row]);
                if x + 1 < w {
                    let east = self.level_of([x + 1, row]);
                    // The edge x+1 from y to y+1; going up it faces east.
                    match here.cmp(&east) {
                        std::cmp::Ordering::Greater => {
                            self.upright((x + 1, y), (x + 1, y + 1), PLATE, TOP)
                        }
                        std::cmp::Ordering::Less => {
                            self.upright((x + 1, y + 1), (x + 1, y), PLATE, TOP)
                        }
                        std::cmp::Ordering::Equal => {}
                    }
                }
                if row + 1 < h {
                    let south = self.level_of([x, row + 1]);
                    // The edge y from x to x+1; going right it faces south (down the page).
                    match here.cmp(&south) {
                        std::cmp::Ordering::Greater => self.upright((x, y), (x + 1, y), PLATE, TOP),
                        std::cmp::Ordering::Less => self.upright((x + 1, y), (x, y), PLATE, TOP),
                        std::cmp::Ordering::Equal => {}
                    }
                }
            }
        }
    }

    /// Faces all round the outside, from the floor to each border cell's top.
    fn outer_sides(&mut self) {
        let (w, h) = (self.maze.width(), self.maze.height());
        for row in 0..h {
            let y = h - row - 1;
            let west = self.level_of([0, row]);
            self.upright((0, y + 1), (0, y), FLOOR, west);
            let east = self.level_of([w - 1, row]);
            self.upright((w, y), (w, y + 1), FLOOR, east);
        }
        for x in 0..w {
            let north = self.level_of([x, 0]);
            self.upright((x + 1, h), (x, h), FLOOR, north);
            let south = self.level_of([x, h - 1]);
            self.upright((x, 0), (x + 1, 0), FLOOR, south);
        }
    }
}

impl Mesh {
    /// The outward unit normal of triangle `t`.
    pub fn normal(&self, t: [u32; 3]) -> [f32; 3] {
        let [a, b, c] = t.map(|i| self.vertices[i as usize]);
        let u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
        let v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
        let n = [
            u[1] * v[2] - u[2] * v[1],
            u[2] * v[0] - u[0] * v[2],
            u[0] * v[1] - u[1] * v[0],
        ];
        let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2])
            .sqrt()
            .max(f32::MIN_POSITIVE);
        n.map(|c| c / len)
    }

    /// Binary STL bytes.
    pub fn to_stl(&self) -> std::io::Result<Vec<u8>> {
        let triangles = self.triangles.iter().map(|&t| stl_io::Triangle {
            normal: stl_io::Normal::new(self.normal(t)),
            vertices: t.map(|i| stl_io::Vertex::new(self.vertices[i as usize])),
        });
        let mut bytes = Vec::with_capacity(84 + 50 * self.triangles.len());
        stl_io::write_stl(&mut bytes, triangles)?;
        Ok(bytes)
    }

    /// Wavefront OBJ text (millimetres, one object, 1-based indices).
    pub fn to_obj(&self) -> String {
        let mut text = String::from("# mazebook block maze, millimetres\no maze\n");
        for v in &self.vertices {
            let _ = writeln!(text, "v {} {} {}", v[0], v[1], v[2]);
        }
        for t in &self.triangles {
            let _ = writeln!(text, "f {} {} {}", t[0] + 1, t[1] + 1, t[2] + 1);
        }
        text
    }

    /// The file's bytes in `format`.
    pub fn encode(&self, format: ModelFormat) -> std::io::Result<Vec<u8>> {
        match format {
            ModelFormat::Stl => self.to_stl(),
            ModelFormat::Obj => Ok(self.to_obj().into_bytes()),
            ModelFormat::X3d => Ok(super::x3d::to_x3d(self).into_bytes()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn maze(rows: &[&str]) -> BlockMaze {
        let rows: Vec<String> = rows.iter().map(|s| s.to_string()).collect();
        BlockMaze::from_rows(&rows).unwrap()
    }

    /// Each directed edge once, and its reverse once.
    fn closed(mesh: &Mesh) -> bool {
        let mut edges: HashMap<(u32, u32), usize> = HashMap::new();
        for t in &mesh.triangles {
            for i in 0..3 {
                *edges.entry((t[i], t[(i + 1) % 3])).or_default() += 1;
            }
        }
        edges
            .iter()
            .all(|(&(a, b), &n)| n == 1 && edges.get(&(b, a)) == Some(&1))
    }

    #[test]
    fn a_small_maze_is_a_closed_solid() {
        let m = maze(&["#####", "    #", "# # #", "# #  ", "#####"]);
        let mut mesh = build(&m, ModelSize::default()).unwrap();
        assert!(closed(&mesh));
        mesh.triangles.pop();
        assert!(!closed(&mesh), "a missing triangle leaves a hole");
    }

    #[test]
    fn corner_touching_walls_are_refused() {
        let m = maze(&["# ", " #"]);
        assert!(build(&m, ModelSize::default()).is_err());
    }

    #[test]
    fn formats_come_from_the_extension() {
        use std::path::Path;
        assert_eq!(
            ModelFormat::from_path(Path::new("a.STL")),
            Some(ModelFormat::Stl)
        );
        assert_eq!(
            ModelFormat::from_path(Path::new("a.obj")),
            Some(ModelFormat::Obj)
        );
        assert_eq!(
            ModelFormat::from_path(Path::new("a.x3d")),
            Some(ModelFormat::X3d)
        );
        assert_eq!(ModelFormat::from_path(Path::new("a.wrl")), None);
    }
}
