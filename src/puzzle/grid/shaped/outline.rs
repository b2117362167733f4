//! The `shape` a grid maze is asked for by name: the plain rectangle, a circle,
//! hexagons, triangles, or (see `grid::shaped::pictures`) a built-in picture, with a
//! "did you mean" for a near miss.

use super::board::Tiling;
use crate::keys::error::did_you_mean;
use crate::puzzle::grid::shaped::pictures::{BUILT_IN, MaskSource};

/// The outline of a grid maze.
#[derive(Debug, Clone, PartialEq)]
pub enum Outline {
    /// The classic rectangle of squares.
    Rectangle,
    /// A whole board of another tiling: circle, hexagon or triangle.
    Whole(Tiling),
    /// The cells a picture, a PNG of one's own or a word covers, on squares,
    /// hexagons or triangles.
    Picture { source: MaskSource, tiling: Tiling },
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

    /// The shape called `name`: a plain one or a built-in picture (on squares);
    /// else why not, with a "did you mean".
    pub fn named(name: &str) -> Result<Outline, String> {
        if let Some(plain) = Outline::plain(name) {
            return Ok(plain);
        }
        if BUILT_IN.contains(&name) {
            let source = MaskSource::BuiltIn(name.to_string());
            return Ok(Outline::Picture {
                source,
                tiling: Tiling::Square,
            });
        }
        let names = every_name();
        let hint = did_you_mean(name, &names)
            .map_or(String::new(), |n| format!(" (did you mean \"{n}\"?)"));
        Err(format!(
            "\"{name}\" is not a shape{hint}; use {}, or one of the pictures: {}",
            PLAIN.join(", "),
            BUILT_IN.join(", ")
        ))
    }
}

/// Every shape name: the plain ones and the pictures.
pub fn every_name() -> Vec<&'static str> {
    PLAIN.iter().chain(BUILT_IN.iter()).copied().collect()
}
