//! Walls that thicken with the cell (issue 19 item 7): a grid maze whose
//! section sets no `wall` is drawn on its puzzle page with walls 8 % of its
//! cell, from 1.5 pt to 4 pt, on every shape, tiling, weave and floors; one
//! that sets `wall` keeps it; answer keys keep their own thinning. Read from
//! the drawings themselves: the walls are the drawing's longest stroked path.

use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::outline::Outline;
use mazebook::puzzle::grid::split::any_recipe;
use mazebook::puzzle::{self, Difficulty};
use mazebook::render::style::Style;
use mazebook::render::wall::{DEFAULT_WALL_PT, MAX_WALL_BY_CELL_PT};

/// Square boxes from a small slot to a large one, in points.
const SIDES: [f64; 5] = [100.0, 200.0, 350.0, 540.0, 900.0];

/// Each kind of grid board, asked for at difficulty 1 (the biggest cells).
fn requests() -> Vec<(&'static str, GridRequest)> {
    let shaped = |name: &str| GridRequest {
        shape: Some(Outline::named(name).expect("a built-in shape")),
        ..GridRequest::default()
    };
    vec![
        ("rectangle", GridRequest::default()),
        ("circle", shaped("circle")),
        ("hexagon", shaped("hexagon")),
        ("triangle", shaped("triangle")),
        ("star", shaped("star")),
        (
            "weave",
            GridRequest {
                weave: Some(0.5),
                ..GridRequest::default()
            },
        ),
        (
            "floors",
            GridRequest {
                levels: Some(2),
                ..GridRequest::default()
            },
        ),
    ]
}

/// The stroke width of the drawing's longest stroked path: its walls.
fn wall_width(svg: &str) -> f64 {
    let mut best = (0, 0.0);
    for path in svg.split("<path").skip(1) {
        let path = &path[..path.find("/>").unwrap_or(path.len())];
        let attribute = |name: &str| {
            let start = path.find(&format!(" {name}=\""))? + name.len() + 3;
            let end = path[start..].find('"')? + start;
            Some(&path[start..end])
        };
        let (Some(d), Some(width)) = (attribute("d"), attribute("stroke-width")) else {
            continue;
        };
        if d.len() > best.0 {
            best = (d.len(), width.parse().expect("a number"));
        }
    }
    best.1
}

fn widths(request: &GridRequest, answer: bool) -> Vec<f64> {
    let recipe = any_recipe(request, Some(Difficulty::EASY)).expect("a recipe");
    let (_, finished) = puzzle::make(recipe.as_ref(), 7, 500).expect("a maze");
    let style = Style::default();
    SIDES
        .iter()
        .map(|&side| {
            let (w, h) = finished.drawn_size(side, side);
            wall_width(&finished.draw(answer, w, h, &style).to_string())
        })
        .collect()
}

#[test]
fn walls_left_unset_grow_with_the_cell_within_their_bounds() {
    for (name, request) in requests() {
        let widths = widths(&request, false);
        assert!(
            widths.windows(2).all(|pair| pair[0] <= pair[1]),
            "{name}: {widths:?} shrink as the cells grow"
        );
        let bounds = DEFAULT_WALL_PT..=MAX_WALL_BY_CELL_PT;
        assert!(
            widths.iter().all(|w| bounds.contains(w)),
            "{name}: {widths:?} outside {bounds:?}"
        );
        assert!(
            widths[SIDES.len() - 1] > widths[0] + 1.0,
            "{name}: {widths:?} do not thicken on big cells"
        );
    }
}

#[test]
fn a_wall_set_by_the_section_is_drawn_as_set_and_answer_keys_stay_thin() {
    for (name, request) in requests() {
        let set = GridRequest {
            wall_pt: Some(1.0),
            ..request.clone()
        };
        assert!(
            widths(&set, false).iter().all(|&w| w == 1.0),
            "{name}: a set wall changed"
        );
        let answers = widths(&request, true);
        assert!(
            answers.iter().all(|&w| w <= DEFAULT_WALL_PT),
            "{name}: answer keys {answers:?} thicker than {DEFAULT_WALL_PT} pt"
        );
    }
}
