//! The shaped forms as `analyze` reads them, each turned into the same plain
//! description: how many cells, which are in the maze, the passages as pairs of
//! cell numbers, the ends, a claimed route, and the shape's neighbour rule.

use serde::Deserialize;
use serde::de::{DeserializeOwned, IgnoredAny};
use serde_json::Value;

use super::neighbours::Neighbours;
use crate::puzzle::error::{PuzzleError, read_form};

/// A shaped maze, whatever its form.
pub struct ShapedMaze {
    pub cells: usize,
    pub in_maze: Vec<bool>,
    /// Pairs of cell numbers; `passage_names` says how to name one in a message.
    pub passages: Vec<[usize; 2]>,
    pub passage_names: PassageNames,
    pub start: usize,
    pub goal: usize,
    pub solution: Option<Vec<usize>>,
    pub braid: bool,
    pub neighbours: Neighbours,
    /// Square masks write cells as `[x, y]`; other shapes as numbers.
    pub width_for_pairs: Option<usize>,
}

/// How a passage is named in a message: by its place in the `passages` list, or
/// (for square masks, whose passages are bits) by the cell and side.
pub enum PassageNames {
    Listed,
    Bits,
}

impl ShapedMaze {
    /// A route in the form's own way of writing cells.
    pub fn write_route(&self, route: &[usize]) -> Value {
        match self.width_for_pairs {
            Some(w) => Value::from(
                route
                    .iter()
                    .map(|&c| vec![c % w, c / w])
                    .collect::<Vec<_>>(),
            ),
            None => Value::from(route.to_vec()),
        }
    }
}

/// A shape's JSON form: `kind`, the shape's own fields, then the fields every
/// shaped form ends with (a claimed route written as the form writes cells, the
/// braid share, and the metrics and algorithm `analyze` reads and sets aside),
/// in this order, which a refusal of an unknown field lists.
macro_rules! shaped_form {
    ($name:ident { $($own:tt)* } route: $route:ty) => {
        #[derive(Deserialize, Default)]
        #[serde(deny_unknown_fields)]
        struct $name {
            #[serde(rename = "kind")]
            _kind: IgnoredAny,
            $($own)*
            #[serde(default)]
            solution: Option<$route>,
            #[serde(default)]
            braid: Option<f64>,
            /// Read and set aside: `analyze` measures its own.
            #[serde(default, rename = "metrics")]
            _metrics: Option<IgnoredAny>,
            #[serde(default, rename = "algorithm")]
            _algorithm: Option<IgnoredAny>,
        }
    };
}

shaped_form!(CircleForm {
    #[serde(rename = "shape")]
    _shape: IgnoredAny,
    rings: Vec<usize>,
    passages: Vec<[usize; 2]>,
    start: usize,
    goal: usize,
} route: Vec<usize>);

shaped_form!(TiledForm {
    #[serde(rename = "shape")]
    _shape: IgnoredAny,
    width: usize,
    height: usize,
    #[serde(default)]
    mask: Option<Vec<String>>,
    passages: Vec<[usize; 2]>,
    start: usize,
    goal: usize,
} route: Vec<usize>);

shaped_form!(MaskForm {
    #[serde(default, rename = "shape")]
    _shape: Option<IgnoredAny>,
    width: usize,
    height: usize,
    /// Absent for a rectangle (every cell is in the maze).
    #[serde(default)]
    mask: Option<Vec<String>>,
    cells: Vec<u8>,
    start: [usize; 2],
    goal: [usize; 2],
} route: Vec<[usize; 2]>);

/// A shaped maze's form as typed fields, for a maker that has them at hand: read
/// exactly as the JSON form with the same fields would be, without writing and
/// parsing JSON. Cells, ends and passages are written as the form writes them.
pub enum Fields {
    Circle {
        rings: Vec<usize>,
        passages: Vec<[usize; 2]>,
        start: usize,
        goal: usize,
        braid: Option<f64>,
    },
    /// Hexagons or triangles (`shape`), with a mask or whole.
    Tiled {
        shape: &'static str,
        width: usize,
        height: usize,
        mask: Option<Vec<String>>,
        passages: Vec<[usize; 2]>,
        start: usize,
        goal: usize,
        braid: Option<f64>,
    },
    /// Squares with a mask, or a whole rectangle (no mask).
    Squares {
        width: usize,
        height: usize,
        mask: Option<Vec<String>>,
        cells: Vec<u8>,
        start: [usize; 2],
        goal: [usize; 2],
        braid: Option<f64>,
    },
}

/// Reads typed [`Fields`] as [`read`] reads the JSON form of the same fields.
pub fn read_fields(fields: Fields) -> Result<ShapedMaze, PuzzleError> {
    match fields {
        Fields::Circle {
            rings,
            passages,
            start,
            goal,
            braid,
        } => circle(CircleForm {
            rings,
            passages,
            start,
            goal,
            braid,
            ..Default::default()
        }),
        Fields::Tiled {
            shape,
            width,
            height,
            mask,
            passages,
            start,
            goal,
            braid,
        } => {
            let form = TiledForm {
                width,
                height,
                mask,
                passages,
                start,
                goal,
                braid,
                ..Default::default()
            };
            match shape {
                "hexagon" => tiled(form, Neighbours::Hexagon),
                "triangle" => tiled(form, Neighbours::Triangle),
                other => Err(refused(format!(
                    "\"shape\" is \"{other}\"; hexagons and triangles are tiled"
                ))),
            }
        }
        Fields::Squares {
            width,
            height,
            mask,
            cells,
            start,
            goal,
            braid,
        } => {
            let masked = mask.is_some();
            let form = MaskForm {
                width,
                height,
                mask,
                cells,
                start,
                goal,
                braid,
                ..Default::default()
            };
            mask_form(form, masked)
        }
    }
}

/// The most cells a shaped form may have (as for rectangles: 4000 × 4000).
const MAX_CELLS: usize = 16_000_000;

/// Reads the form of `shape`; an error names the field at fault.
pub fn read(value: Value, shape: &str) -> Result<ShapedMaze, PuzzleError> {
    match shape {
        "circle" => circle(read_as(value, "a circle maze")?),
        "hexagon" => tiled(read_as(value, "a hexagon maze")?, Neighbours::Hexagon),
        "triangle" => tiled(read_as(value, "a triangle maze")?, Neighbours::Triangle),
        "mask" => mask_form(read_as(value, "a masked maze")?, true),
        "rectangle" => mask_form(read_as(value, "a grid maze")?, false),
        other => Err(PuzzleError::Refused(format!(
            "\"shape\" is \"{other}\"; use \"rectangle\", \"mask\", \"circle\", \"hexagon\" or \"triangle\""
        ))),
    }
}

fn read_as<T: DeserializeOwned>(value: Value, what: &'static str) -> Result<T, PuzzleError> {
    read_form(value, what)
}

fn refused(message: String) -> PuzzleError {
    PuzzleError::Refused(message)
}

fn braided(braid: Option<f64>) -> Result<bool, PuzzleError> {
    match braid {
        None => Ok(false),
        Some(b) if (0.0..=1.0).contains(&b) => Ok(b > 0.0),
        Some(b) => Err(refused(format!(
            "\"braid\" is {b}; use a share from 0 to 1"
        ))),
    }
}

fn circle(form: CircleForm) -> Result<ShapedMaze, PuzzleError> {
    if form.rings.is_empty() || form.rings.contains(&0) {
        return Err(refused(
            "\"rings\" must list at least one ring, each of 1 or more cells".into(),
        ));
    }
    let cells = form.rings.iter().try_fold(0usize, |sum, &n| {
        sum.checked_add(n).filter(|&s| s <= MAX_CELLS)
    });
    let cells =
        cells.ok_or_else(|| refused(format!("\"rings\" hold more than {MAX_CELLS} cells")))?;
    Ok(ShapedMaze {
        cells,
        in_maze: vec![true; cells],
        passages: form.passages,
        passage_names: PassageNames::Listed,
        start: form.start,
        goal: form.goal,
        solution: form.solution,
        braid: braided(form.braid)?,
        neighbours: Neighbours::Circle { rings: form.rings },
        width_for_pairs: None,
    })
}

fn tiled(form: TiledForm, neighbours: fn(usize) -> Neighbours) -> Result<ShapedMaze, PuzzleError> {
    let cells = area(form.width, form.height)?;
    let in_maze = match &form.mask {
        Some(rows) => mask_rows(rows, form.width, form.height)?,
        None => vec![true; cells],
    };
    Ok(ShapedMaze {
        cells,
        in_maze,
        passages: form.passages,
        passage_names: PassageNames::Listed,
        start: form.start,
        goal: form.goal,
        solution: form.solution,
        braid: braided(form.braid)?,
        neighbours: neighbours(form.width),
        width_for_pairs: None,
    })
}

/// A square grid: with a mask (`masked`), or whole (a rectangle).
fn mask_form(form: MaskForm, masked: bool) -> Result<ShapedMaze, PuzzleError> {
    let (w, h) = (form.width, form.height);
    let cells = area(w, h)?;
    let in_maze = match (&form.mask, masked) {
        (Some(rows), true) => mask_rows(rows, w, h)?,
        (None, false) => vec![true; cells],
        (None, true) => return Err(refused("a masked maze needs \"mask\"".into())),
        (Some(_), false) => {
            return Err(refused(
                "a rectangle has no \"mask\"; say \"shape\": \"mask\"".into(),
            ));
        }
    };
    if form.cells.len() != cells {
        return Err(refused(format!(
            "\"cells\" has {} entries, but width × height is {cells}",
            form.cells.len()
        )));
    }
    let passages = super::neighbours::square_passages(&form.cells, w, h).map_err(refused)?;
    let index = |[x, y]: [usize; 2]| {
        if x < w && y < h {
            y * w + x
        } else {
            usize::MAX
        }
    };
    Ok(ShapedMaze {
        cells,
        in_maze,
        passages,
        passage_names: PassageNames::Bits,
        start: index(form.start),
        goal: index(form.goal),
        solution: form
            .solution
            .map(|route| route.into_iter().map(index).collect()),
        braid: braided(form.braid)?,
        neighbours: Neighbours::Square { width: w },
        width_for_pairs: Some(w),
    })
}

fn area(width: usize, height: usize) -> Result<usize, PuzzleError> {
    match width.checked_mul(height) {
        Some(n) if (2..=MAX_CELLS).contains(&n) => Ok(n),
        _ => Err(refused(format!(
            "a {width}×{height} maze is not allowed; it needs 2 to {MAX_CELLS} cells"
        ))),
    }
}

/// Mask rows: `height` strings of `width` characters, `#` in the maze, `.` outside.
fn mask_rows(rows: &[String], width: usize, height: usize) -> Result<Vec<bool>, PuzzleError> {
    if rows.len() != height {
        return Err(refused(format!(
            "\"mask\" has {} rows; the maze has {height}",
            rows.len()
        )));
    }
    let mut in_maze = Vec::with_capacity(width * height);
    for (y, row) in rows.iter().enumerate() {
        let chars: Vec<char> = row.chars().collect();
        if chars.len() != width {
            return Err(refused(format!(
                "mask[{y}] has {} characters; the maze is {width} wide",
                chars.len()
            )));
        }
        for (x, c) in chars.into_iter().enumerate() {
            match c {
                '#' => in_maze.push(true),
                '.' => in_maze.push(false),
                other => {
                    return Err(refused(format!(
                        "mask[{y}] has {other:?} at column {x}; use '#' for a cell in the maze and '.' for one outside"
                    )));
                }
            }
        }
    }
    Ok(in_maze)
}
