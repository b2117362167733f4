//! What a user asked of a grid maze, as the book's section keys and the command
//! line's flags both give it, and the limits every part of the grid shares.

use super::rectangle::algorithms::Algorithm;
use super::shaped::ends::Ends;
use super::shaped::outline::Outline;
use crate::puzzle::Refusal;
use crate::puzzle::section_keys::BookContext;
use crate::render::style::MIN_WALL_PT;
use crate::render::wall::Wall;

/// Largest side a grid maze may have.
pub const MAX_SIDE: usize = 4000;

/// What the user asked for; `None` means "the level's default".
#[derive(Debug, Clone, Default)]
pub struct GridRequest {
    pub width: Option<usize>,
    pub height: Option<usize>,
    pub algorithm: Option<Algorithm>,
    pub placement: Option<Ends>,
    pub wall_pt: Option<f64>,
    /// The outline (`None`: a rectangle).
    pub shape: Option<Outline>,
    /// The share of dead ends to open into loops (`None`: a perfect maze).
    pub braid: Option<f64>,
    /// The share of inner cells crossings may go on (`None` or 0: no crossings).
    pub weave: Option<f64>,
    /// Floors joined by stairs (`None`: one floor).
    pub levels: Option<usize>,
    /// The book's words and font, which a drawing that prints words is measured in.
    pub book: BookContext,
    /// The box (points) the page gives each puzzle, which a word maze is set to
    /// fill (`None`: a letter page's, one to a page).
    pub slot: Option<(f64, f64)>,
}

/// The wall thickness asked for, if it prints; walls that thicken with the
/// cell when none is.
pub fn wall(value: Option<f64>) -> Result<Wall, Refusal> {
    let Some(wall_pt) = value else {
        return Ok(Wall::ByCell);
    };
    match (MIN_WALL_PT..=6.0).contains(&wall_pt) {
        true => Ok(Wall::Set(wall_pt)),
        false => Err(Refusal::new(
            "wall",
            format!(
                "{wall_pt}pt is out of range; walls must be from {MIN_WALL_PT}pt (thinner lines print unreliably) to 6pt"
            ),
        )),
    }
}
