//! The street plan of a Viennese maze: intersections with positions, and the
//! streets between them (an undirected simple graph). Built-in shapes (squares,
//! a triangular lattice, a roundabout plan) or any connected plan a user draws.

use super::geometry;
use crate::math;
use std::f64::consts::PI;

/// A validated street plan: at least two intersections, every street between two
/// different existing intersections, no street twice, all connected.
#[derive(Debug, Clone, PartialEq)]
pub struct Canvas {
    positions: Vec<[f64; 2]>,
    streets: Vec<[usize; 2]>,
    /// For each node, its (neighbour, street index) pairs in street order.
    adjacency: Vec<Vec<(usize, usize)>>,
}

/// Why a street plan was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CanvasFault {
    #[error("a maze needs at least 2 intersections, found {0}")]
    TooFewNodes(usize),
    #[error("intersection {node}'s position is not a finite number")]
    BadPosition { node: usize },
    #[error("street {street} ({u}–{v}) leads to a missing intersection; nodes are 0 to {last}")]
    MissingNode {
        street: usize,
        u: usize,
        v: usize,
        last: usize,
    },
    #[error("street {street} joins intersection {node} to itself")]
    SelfLoop { street: usize, node: usize },
    #[error("streets {first} and {second} both join intersections {u} and {v}")]
    Duplicate {
        first: usize,
        second: usize,
        u: usize,
        v: usize,
    },
    #[error(
        "the street plan is not connected: intersection {node} cannot be reached from intersection 0"
    )]
    Disconnected { node: usize },
    #[error("intersection {node}'s position is beyond ±{max:e}; use smaller units")]
    FarPosition { node: usize, max: f64 },
    #[error("intersections {first} and {second} are at the same position")]
    SamePosition { first: usize, second: usize },
    #[error(
        "streets {first} and {second} cross; a plan must print without crossings: add an intersection where they meet"
    )]
    Crossing { first: usize, second: usize },
    #[error(
        "street {street} runs through intersection {node}; make it two streets that meet there"
    )]
    ThroughNode { street: usize, node: usize },
    #[error("a maze may have at most {max} streets, found {found}")]
    TooManyStreets { max: usize, found: usize },
}

/// The most streets a plan may have: keeps every state index within `u16`-sized
/// tables in the search (3 phases × 2 directions per street, plus the start).
pub const MAX_STREETS: usize = 4000;

/// The built-in plans.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Intersections on a W×H square grid, streets between orthogonal neighbours
    /// (the reference's `squares_grid` numbering).
    Squares,
    /// A triangular lattice: W×H intersections in rows shifted by half a street,
    /// streets along three directions (6 per inner intersection).
    Triangles,
    /// A roundabout plan: `width` spokes and `height` rings around a central square.
    Roundabout,
}

impl Shape {
    pub const NAMES: [&'static str; 3] = ["squares", "triangles", "roundabout"];

    pub fn name(self) -> &'static str {
        match self {
            Shape::Squares => "squares",
            Shape::Triangles => "triangles",
            Shape::Roundabout => "roundabout",
        }
    }

    pub fn from_name(name: &str) -> Option<Shape> {
        match name {
            "squares" => Some(Shape::Squares),
            "triangles" => Some(Shape::Triangles),
            "roundabout" => Some(Shape::Roundabout),
            _ => None,
        }
    }

    /// The plan of this shape; `width`×`height` intersections (for the roundabout:
    /// spokes × rings, plus the centre). Sizes are checked by the caller (≥ 2, or
    /// ≥ 3 spokes for a roundabout).
    pub fn canvas(self, width: usize, height: usize) -> Canvas {
        match self {
            Shape::Squares => Canvas::squares(width, height),
            Shape::Triangles => Canvas::triangles(width, height),
            Shape::Roundabout => Canvas::roundabout(width, height),
        }
    }

    /// The default start and goal of a plan of this shape.
    pub fn default_ends(self, width: usize, height: usize) -> (usize, usize) {
        match self {
            Shape::Squares | Shape::Triangles => (0, width * height - 1),
            // From the centre out to the far side of the outer ring.
            Shape::Roundabout => (0, 1 + (height - 1) * width + width / 2),
        }
    }
}

impl Canvas {
    /// Checks a plan given as positions (any units, y up) and streets.
    pub fn new(positions: Vec<[f64; 2]>, streets: Vec<[usize; 2]>) -> Result<Canvas, CanvasFault> {
        let n = positions.len();
        if n < 2 {
            return Err(CanvasFault::TooFewNodes(n));
        }
        if streets.len() > MAX_STREETS {
            return Err(CanvasFault::TooManyStreets {
                max: MAX_STREETS,
                found: streets.len(),
            });
        }
        geometry::check_positions(&positions)?;
        let mut adjacency = vec![Vec::new(); n];
        for (street, &[u, v]) in streets.iter().enumerate() {
            if u >= n || v >= n {
                return Err(CanvasFault::MissingNode {
                    street,
                    u,
                    v,
                    last: n - 1,
                });
            }
            if u == v {
                return Err(CanvasFault::SelfLoop { street, node: u });
            }
            if let Some(&(_, first)) = adjacency[u].iter().find(|&&(w, _)| w == v) {
                return Err(CanvasFault::Duplicate {
                    first,
                    second: street,
                    u,
                    v,
                });
            }
            adjacency[u].push((v, street));
            adjacency[v].push((u, street));
        }
        geometry::check_streets(&positions, &streets)?;
        let canvas = Canvas {
            positions,
            streets,
            adjacency,
        };
        canvas.check_connected()?;
        Ok(canvas)
    }

    fn check_connected(&self) -> Result<(), CanvasFault> {
        let mut seen = vec![false; self.node_count()];
        let mut stack = vec![0];
        seen[0] = true;
        while let Some(node) = stack.pop() {
            for &(next, _) in &self.adjacency[node] {
                if !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        match seen.iter().position(|&s| !s) {
            Some(node) => Err(CanvasFault::Disconnected { node }),
            None => Ok(()),
        }
    }

    /// The reference's `squares_grid(W, H)`: node id = x + W·(H−1−y) with y up, so
    /// node 0 is the top-left and ids run left to right, then downward.
    pub fn squares(width: usize, height: usize) -> Canvas {
        let id = |x: usize, y: usize| x + width * (height - 1 - y);
        let mut positions = vec![[0.0; 2]; width * height];
        let mut streets = Vec::new();
        for y in 0..height {
            for x in 0..width {
                positions[id(x, y)] = [x as f64, y as f64];
                if x + 1 < width {
                    streets.push([id(x, y), id(x + 1, y)]);
                }
                if y + 1 < height {
                    streets.push([id(x, y), id(x, y + 1)]);
                }
            }
        }
        Canvas::built(positions, streets)
    }

    /// A triangular lattice, numbered like `squares` (top-left first); odd rows
    /// (counted from the top) are shifted right by half a street.
    pub fn triangles(width: usize, height: usize) -> Canvas {
        let row_height = 3f64.sqrt() / 2.0;
        let id = |x: usize, row: usize| x + width * row;
        let mut positions = Vec::with_capacity(width * height);
        let mut streets = Vec::new();
        for row in 0..height {
            let shift = if row % 2 == 1 { 0.5 } else { 0.0 };
            for x in 0..width {
                positions.push([x as f64 + shift, (height - 1 - row) as f64 * row_height]);
                if x + 1 < width {
                    streets.push([id(x, row), id(x + 1, row)]);
                }
                if row + 1 < height {
                    streets.push([id(x, row), id(x, row + 1)]);
                    // The second street down: to the left on even rows, right on odd.
                    match (row % 2, x) {
                        (0, 0) => {}
                        (0, _) => streets.push([id(x, row), id(x - 1, row + 1)]),
                        (_, _) if x + 1 < width => streets.push([id(x, row), id(x + 1, row + 1)]),
                        _ => {}
                    }
                }
            }
        }
        Canvas::built(positions, streets)
    }

    /// A central square (node 0) with `spokes` streets out to the first ring, and
    /// `rings` rings of `spokes` intersections each, joined around and outward.
    /// Node 1 + r·spokes + s is ring r (0 innermost), spoke s (0 at the top,
    /// clockwise).
    pub fn roundabout(spokes: usize, rings: usize) -> Canvas {
        let id = |ring: usize, spoke: usize| 1 + ring * spokes + spoke;
        let mut positions = vec![[0.0, 0.0]];
        let mut streets = Vec::new();
        for ring in 0..rings {
            let radius = (ring + 1) as f64;
            for spoke in 0..spokes {
                let angle = PI / 2.0 - 2.0 * PI * spoke as f64 / spokes as f64;
                positions.push([radius * math::cos(angle), radius * math::sin(angle)]);
                let inner = if ring == 0 { 0 } else { id(ring - 1, spoke) };
                streets.push([inner, id(ring, spoke)]);
                streets.push([id(ring, spoke), id(ring, (spoke + 1) % spokes)]);
            }
        }
        Canvas::built(positions, streets)
    }

    /// A built-in plan is valid by construction; `new` double-checks it in tests.
    fn built(positions: Vec<[f64; 2]>, streets: Vec<[usize; 2]>) -> Canvas {
        let mut adjacency = vec![Vec::new(); positions.len()];
        for (street, &[u, v]) in streets.iter().enumerate() {
            adjacency[u].push((v, street));
            adjacency[v].push((u, street));
        }
        Canvas {
            positions,
            streets,
            adjacency,
        }
    }

    pub fn node_count(&self) -> usize {
        self.positions.len()
    }

    pub fn street_count(&self) -> usize {
        self.streets.len()
    }

    /// Node `node`'s position, y up.
    pub fn position(&self, node: usize) -> [f64; 2] {
        self.positions[node]
    }

    pub fn positions(&self) -> &[[f64; 2]] {
        &self.positions
    }

    /// The two ends of street `street`.
    pub fn street(&self, street: usize) -> [usize; 2] {
        self.streets[street]
    }

    pub fn streets(&self) -> &[[usize; 2]] {
        &self.streets
    }

    /// The (neighbour, street index) pairs of `node`.
    pub fn neighbours(&self, node: usize) -> &[(usize, usize)] {
        &self.adjacency[node]
    }

    /// The street joining `u` and `v`, if any.
    pub fn street_between(&self, u: usize, v: usize) -> Option<usize> {
        self.adjacency
            .get(u)?
            .iter()
            .find(|&&(w, _)| w == v)
            .map(|&(_, street)| street)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn revalidated(canvas: &Canvas) -> Canvas {
        Canvas::new(canvas.positions.clone(), canvas.streets.clone()).expect("a valid plan")
    }

    #[test]
    fn built_in_shapes_are_valid_plans() {
        for (w, h) in [(2, 2), (3, 4), (5, 5), (7, 3)] {
            for shape in [Shape::Squares, Shape::Triangles] {
                let canvas = shape.canvas(w, h);
                assert_eq!(revalidated(&canvas), canvas);
                assert_eq!(canvas.node_count(), w * h);
            }
        }
        for (spokes, rings) in [(3, 1), (4, 2), (6, 3), (8, 4)] {
            let canvas = Shape::Roundabout.canvas(spokes, rings);
            assert_eq!(revalidated(&canvas), canvas);
            assert_eq!(canvas.node_count(), 1 + spokes * rings);
            assert_eq!(canvas.street_count(), 2 * spokes * rings);
        }
    }

    #[test]
    fn squares_follow_the_reference_numbering() {
        let canvas = Canvas::squares(4, 3);
        assert_eq!(canvas.position(0), [0.0, 2.0]);
        assert_eq!(canvas.position(3), [3.0, 2.0]);
        assert_eq!(canvas.position(11), [3.0, 0.0]);
        assert_eq!(canvas.street_count(), 3 * 3 + 4 * 2);
        assert!(canvas.street_between(0, 1).is_some());
        assert!(canvas.street_between(0, 4).is_some());
        assert!(canvas.street_between(3, 4).is_none());
    }

    #[test]
    fn triangle_streets_have_unit_length() {
        let canvas = Canvas::triangles(5, 4);
        // 3 directions: (w-1)·h across, and 2 per row gap minus one at the ends.
        assert_eq!(canvas.street_count(), 4 * 4 + 3 * (5 + 4));
        for &[u, v] in canvas.streets() {
            let (a, b) = (canvas.position(u), canvas.position(v));
            let length = ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt();
            assert!(
                (length - 1.0).abs() < 1e-9,
                "street {u}-{v} has length {length}"
            );
        }
    }

    #[test]
    fn bad_plans_are_refused_with_the_fault() {
        let p = vec![[0.0, 0.0], [1.0, 0.0], [2.0, 0.0]];
        assert_eq!(
            Canvas::new(p.clone(), vec![[0, 1], [1, 3]]),
            Err(CanvasFault::MissingNode {
                street: 1,
                u: 1,
                v: 3,
                last: 2
            })
        );
        assert_eq!(
            Canvas::new(p.clone(), vec![[0, 1], [1, 1]]),
            Err(CanvasFault::SelfLoop { street: 1, node: 1 })
        );
        assert!(matches!(
            Canvas::new(p.clone(), vec![[0, 1], [1, 0]]),
            Err(CanvasFault::Duplicate { .. })
        ));
        assert_eq!(
            Canvas::new(p.clone(), vec![[0, 1]]),
            Err(CanvasFault::Disconnected { node: 2 })
        );
        assert_eq!(
            Canvas::new(vec![[0.0, 0.0]], vec![]),
            Err(CanvasFault::TooFewNodes(1))
        );
        assert!(Canvas::new(p, vec![[0, 1], [1, 2]]).is_ok());
    }
}
