//! The grid's one split: whether a maze is the rectangle's, a shaped one, a
//! weave or one with floors, for a request (which generators make it) and for a
//! JSON form (which checker proves it).
//!
//! A maze with floors is asked for by `levels` and its form says `levels`
//! (`grid/floors/` refuses `weave` with it: floors have no bridges). A weave
//! maze is one whose request asks for `weave` (other than 0) or whose form has
//! `crossings`; `grid/weave/` refuses what cannot weave. Of the others, a maze
//! is the rectangle's when it is a whole rectangle of
//! squares without loops. A request must also ask for ends the rectangle's own
//! placement makes: the ends in the centre are placed only by the shaped side, so
//! such a maze is made there, but its form (a rectangle's, which says no shape)
//! is proved by the rectangle's checker, as `analyze` would prove it.

use std::sync::Arc;

use serde_json::Value;

use super::floors::FloorsRecipe;
use super::floors::recipe::recipe as floors_recipe;
use super::rectangle::GridRecipe;
use super::rectangle::recipe::recipe as rectangle_recipe;
use super::request::GridRequest;
use super::shaped::ShapedRecipe;
use super::shaped::board::Tiling;
use super::shaped::ends::Ends;
use super::shaped::outline::Outline;
use super::shaped::recipe::recipe as shaped_recipe;
use super::weave::WeaveRecipe;
use super::weave::recipe::recipe as weave_recipe;
use crate::puzzle::{Difficulty, Recipe, Refusal};

/// The four parts of the grid kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Half {
    /// `grid/rectangle/`, checked by `grid/checkers/rectangle/`.
    Rectangle,
    /// `grid/shaped/`, checked by `grid/checkers/shaped/`.
    Shaped,
    /// `grid/weave/`, checked by `grid/checkers/weave/`.
    Weave,
    /// `grid/floors/`, checked by `grid/checkers/floors/`.
    Floors,
}

impl Half {
    /// The rule: a whole rectangle of squares without loops is the rectangle's.
    fn of(rectangle_of_squares: bool, braided: bool) -> Half {
        match rectangle_of_squares && !braided {
            true => Half::Rectangle,
            false => Half::Shaped,
        }
    }

    /// The half whose generators make what `request` asks for.
    pub fn of_request(request: &GridRequest) -> Half {
        if request.levels.is_some() {
            return Half::Floors;
        }
        if request.weave.is_some_and(|weave| weave != 0.0) {
            return Half::Weave;
        }
        let squares = match &request.shape {
            None | Some(Outline::Rectangle) => true,
            Some(Outline::Whole(tiling)) => *tiling == Tiling::Square,
            Some(Outline::Picture { .. }) => false,
        };
        let braided = request.braid.unwrap_or(0.0) != 0.0;
        match Half::of(squares, braided) {
            Half::Rectangle if request.placement != Some(Ends::Centre) => Half::Rectangle,
            _ => Half::Shaped,
        }
    }

    /// The half whose checker proves a JSON form: a rectangle's form names no
    /// other shape (no `shape`, or `"rectangle"`) and has no `braid`. A `shape`
    /// that is not a name is the rectangle's reader's to refuse.
    pub fn of_form(form: &Value) -> Half {
        if form.get("levels").is_some() {
            return Half::Floors;
        }
        if form.get("crossings").is_some() {
            return Half::Weave;
        }
        let shape = form.get("shape").and_then(Value::as_str);
        let rectangle = matches!(shape, None | Some("rectangle"));
        Half::of(rectangle, form.get("braid").is_some())
    }

    /// [`Half::of_form`] for a form that names no other shape (`rectangle`) and
    /// says `braid` (`braided`), without the form.
    pub fn of_form_fields(rectangle: bool, braided: bool) -> Half {
        Half::of(rectangle, braided)
    }
}

/// The recipe for `request`, from the half that makes it.
pub fn any_recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<Arc<dyn Recipe>, Refusal> {
    choose_recipe(request, difficulty).map(AnyGridRecipe::shared)
}

/// A grid recipe as its own type: the half's own (the command line sizes its
/// drawing from it).
#[derive(Debug, Clone)]
pub enum AnyGridRecipe {
    Rectangle(GridRecipe),
    Shaped(ShapedRecipe),
    Weave(WeaveRecipe),
    Floors(FloorsRecipe),
}

impl AnyGridRecipe {
    /// The recipe behind the interface the book and `puzzle::make` use.
    pub fn shared(self) -> Arc<dyn Recipe> {
        match self {
            AnyGridRecipe::Rectangle(recipe) => Arc::new(recipe),
            AnyGridRecipe::Shaped(recipe) => Arc::new(recipe),
            AnyGridRecipe::Weave(recipe) => Arc::new(recipe),
            AnyGridRecipe::Floors(recipe) => Arc::new(recipe),
        }
    }

    pub fn as_recipe(&self) -> &dyn Recipe {
        match self {
            AnyGridRecipe::Rectangle(recipe) => recipe,
            AnyGridRecipe::Shaped(recipe) => recipe,
            AnyGridRecipe::Weave(recipe) => recipe,
            AnyGridRecipe::Floors(recipe) => recipe,
        }
    }
}

/// [`any_recipe`], as its own type.
pub fn choose_recipe(
    request: &GridRequest,
    difficulty: Option<Difficulty>,
) -> Result<AnyGridRecipe, Refusal> {
    Ok(match Half::of_request(request) {
        Half::Rectangle => AnyGridRecipe::Rectangle(rectangle_recipe(request, difficulty)?),
        Half::Shaped => AnyGridRecipe::Shaped(shaped_recipe(request, difficulty)?),
        Half::Weave => AnyGridRecipe::Weave(weave_recipe(request, difficulty)?),
        Half::Floors => AnyGridRecipe::Floors(floors_recipe(request, difficulty)?),
    })
}
