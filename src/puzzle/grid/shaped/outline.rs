//! The `shape` a grid maze is asked for by name: the plain rectangle, a circle,
//! hexagons, triangles, or (see `grid::pictures`) a built-in picture, with a
//! "did you mean" for a near miss.

use super::board::Tiling;

/// The outline of a grid maze.
#[derive(Debug, Clone, PartialEq)]
pub enum Outline {
    /// The classic rectangle of squares.
    Rectangle,
    /// A whole board of another tiling: circle, hexagon or triangle.
    Whole(Tiling),
}

/// The plain shapes, by name.
pub const PLAIN: [&str; 4] = ["rectangle", "circle", "hexagon", "triangle"];

impl Outline {
    /// The plain shape called `name`, if it is one.
    pub fn plain(name: &str) -> Option<Outline> {
        match name {
            "rectangle" | "square" => Some(Outline::Rectangle),
            "circle" | "theta" => Some(Outline::Whole(Tiling::Circle)),
            "hexagon" | "sigma" => Some(Outline::Whole(Tiling::Hexagon)),
            "triangle" | "delta" => Some(Outline::Whole(Tiling::Triangle)),
            _ => None,
        }
    }
}
