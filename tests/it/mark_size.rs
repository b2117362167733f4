//! Start and goal marks, read back from the drawn SVG at the sizes books print
//! them: each prints at least the minimum size, and neither a mark nor its
//! pointer covers a wall. Named after the page defect it guards against: 4 mm
//! marks lost in a 40 × 40 maze.

use mazebook::puzzle::block::options::{BlockRequest, recipe as block_recipe};
use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::cells::marks::MIN_MARK_PT;
use mazebook::puzzle::grid::rectangle::recipe::recipe as grid_recipe;
use mazebook::puzzle::grid::request::GridRequest;
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::{self, Difficulty, Finished};

use crate::drawn_boxes::{drawn, elements, number, path_points};

/// A disc as (x, y, radius), ink included.
type Disc = (f64, f64, f64);
/// A rectangle as [left, top, right, bottom].
type Rect = [f64; 4];

/// Puzzle slots on a letter page: one maze a page, two a page.
const SLOTS: [(f64, f64); 2] = [(540.0, 600.0), (540.0, 290.0)];

/// Every start face and goal star as a disc covering all its ink.
fn marks(svg: &str) -> (Vec<Disc>, Vec<Disc>) {
    let faces = elements(svg, "circle")
        .into_iter()
        .filter(|c| c.get("fill").is_some_and(|f| f == "#ffd84d"))
        .map(|c| {
            let ink = number(&c, "r") + number(&c, "stroke-width") / 2.0;
            (number(&c, "cx"), number(&c, "cy"), ink)
        })
        .collect();
    let stars = elements(svg, "path")
        .into_iter()
        .filter(|p| p.get("fill").is_some_and(|f| f == "#ffb000"))
        .map(|p| {
            let points = path_points(&p["d"]);
            let n = points.len() as f64;
            let cx = points.iter().map(|q| q.0).sum::<f64>() / n;
            let cy = points.iter().map(|q| q.1).sum::<f64>() / n;
            let far = points
                .iter()
                .map(|q| (q.0 - cx).hypot(q.1 - cy))
                .fold(0.0, f64::max);
            (cx, cy, far + number(&p, "stroke-width") / 2.0)
        })
        .collect();
    (faces, stars)
}

/// The arrows' points, each as a tiny disc of the arrow's half stroke.
fn pointers(svg: &str) -> Vec<Disc> {
    elements(svg, "path")
        .into_iter()
        .filter(|p| p.get("data-mark").is_some_and(|m| m == "pointer"))
        .flat_map(|p| {
            let half = number(&p, "stroke-width") / 2.0;
            path_points(&p["d"])
                .into_iter()
                .map(move |(x, y)| (x, y, half))
        })
        .collect()
}

/// A grid maze's walls: runs `M x y h len` / `M x y v len`, stroked with square caps.
fn grid_walls(svg: &str) -> Vec<Rect> {
    let walls = elements(svg, "path")
        .into_iter()
        .find(|p| p.get("stroke-linecap").is_some_and(|c| c == "square"))
        .expect("the walls");
    let half = number(&walls, "stroke-width") / 2.0;
    walls["d"]
        .split('M')
        .filter(|run| !run.is_empty())
        .map(|run| {
            let vertical = run.contains('v');
            let n: Vec<f64> = run
                .split([' ', 'h', 'v'])
                .map(|x| x.parse().unwrap())
                .collect();
            let (x, y, len) = (n[0], n[1], n[2]);
            let (w, h) = if vertical { (0.0, len) } else { (len, 0.0) };
            [x - half, y - half, x + w + half, y + h + half]
        })
        .collect()
}

/// A block maze's wall squares: `M x0 y0 H x1 V y1 H x0 z` runs filled in ink.
fn block_walls(svg: &str) -> Vec<Rect> {
    let walls = elements(svg, "path")
        .into_iter()
        .find(|p| p.get("fill").is_some_and(|f| f == "#000000") && !p.contains_key("data-mark"))
        .expect("the walls");
    walls["d"]
        .split('M')
        .filter(|run| !run.is_empty())
        .map(|run| {
            let n: Vec<f64> = run
                .split(['H', 'V', 'z', ' '])
                .filter(|x| !x.is_empty())
                .map(|x| x.parse().unwrap())
                .collect();
            [n[0], n[1], n[2], n[3]]
        })
        .collect()
}

fn disc_meets(d: Disc, r: Rect) -> bool {
    let dx = (r[0] - d.0).max(d.0 - r[2]).max(0.0);
    let dy = (r[1] - d.1).max(d.1 - r[3]).max(0.0);
    dx.hypot(dy) < d.2 - 1e-9
}

/// Asserts the marks print at least the minimum and that no mark or pointer
/// covers a wall.
fn assert_marks_legible(svg: &str, walls: &[Rect], what: &str) {
    let (faces, stars) = marks(svg);
    for (name, discs) in [("start face", &faces), ("goal star", &stars)] {
        let largest = discs.iter().map(|d| 2.0 * d.2).fold(0.0, f64::max);
        assert!(
            largest >= MIN_MARK_PT - 1e-6,
            "{what}: the {name} prints {largest:.1} pt across, under {MIN_MARK_PT:.1} pt"
        );
    }
    for disc in faces.iter().chain(&stars).chain(&pointers(svg)) {
        let hit = walls.iter().find(|&&wall| disc_meets(*disc, wall));
        assert!(
            hit.is_none(),
            "{what}: a mark {disc:?} covers the wall {hit:?}"
        );
    }
}

#[test]
fn marks_lost_in_a_40x40_grid_maze_print_at_least_6mm_and_cover_no_wall() {
    let request = GridRequest {
        width: Some(40),
        height: Some(40),
        placement: Some(Ends::Like(Placement::Longest)),
        wall_pt: Some(1.2),
        ..GridRequest::default()
    };
    let recipe = grid_recipe(&request, Difficulty::from_level(10)).unwrap();
    for seed in 1..4 {
        let (_, finished) = puzzle::make(&recipe, seed, 50).unwrap();
        for (width, height) in SLOTS {
            let svg = drawn(finished.as_ref(), false, width, height);
            let what = format!("40×40 grid, seed {seed}, {width}×{height} slot");
            assert_marks_legible(&svg, &grid_walls(&svg), &what);
        }
    }
}

#[test]
fn small_grid_marks_keep_their_size_in_their_cells() {
    let recipe = grid_recipe(&GridRequest::default(), Some(Difficulty::EASY)).unwrap();
    let (_, finished) = puzzle::make(&recipe, 1, 500).unwrap();
    let svg = drawn(finished.as_ref(), false, 540.0, 600.0);
    assert_marks_legible(&svg, &grid_walls(&svg), "easy grid");
    assert!(pointers(&svg).is_empty(), "roomy cells need no pointer");
}

#[test]
fn block_marks_in_big_mazes_print_at_least_6mm_and_cover_no_wall() {
    for placement in [Placement::Sides, Placement::Longest] {
        let request = BlockRequest {
            placement: Some(placement),
            ..BlockRequest::default()
        };
        let recipe = block_recipe(&request, Some(Difficulty::HARD)).unwrap();
        let (_, finished) = puzzle::make(&recipe, 1, 500).unwrap();
        for (width, height) in SLOTS {
            let svg = drawn(finished.as_ref(), false, width, height);
            let what = format!("hard block maze, {placement:?}, {width}×{height} slot");
            assert_marks_legible(&svg, &block_walls(&svg), &what);
        }
    }
}

/// The start face (the smallest face), as fractions across and down the maze's
/// wall squares.
fn block_face_in_maze(
    finished: &dyn Finished,
    answer: bool,
    width: f64,
    height: f64,
) -> (f64, f64) {
    let svg = drawn(finished, answer, width, height);
    let (faces, _) = marks(&svg);
    let face = faces
        .iter()
        .copied()
        .fold((0.0, 0.0, f64::MAX), |a, f| if f.2 < a.2 { f } else { a });
    let walls = block_walls(&svg);
    let l = walls.iter().map(|r| r[0]).fold(f64::MAX, f64::min);
    let t = walls.iter().map(|r| r[1]).fold(f64::MAX, f64::min);
    let r = walls.iter().map(|r| r[2]).fold(f64::MIN, f64::max);
    let b = walls.iter().map(|r| r[3]).fold(f64::MIN, f64::max);
    ((face.0 - l) / (r - l), (face.1 - t) / (b - t))
}

#[test]
fn block_start_mark_on_the_puzzle_marks_the_cell_of_its_answer() {
    for difficulty in [Difficulty::EASY, Difficulty::HARD] {
        let recipe = block_recipe(&BlockRequest::default(), Some(difficulty)).unwrap();
        let (_, finished) = puzzle::make(&recipe, 1, 500).unwrap();
        let page = block_face_in_maze(finished.as_ref(), false, 540.0, 600.0);
        let answer = block_face_in_maze(finished.as_ref(), true, 170.0, 190.0);
        // In its cell as on the key, or its one full-size mark beyond the
        // border in line with that cell (same row or column, outside the maze).
        let same = |a: f64, b: f64| (a - b).abs() < 1e-3;
        let beyond = |a: f64| !(0.0..=1.0).contains(&a);
        assert!(
            (same(page.0, answer.0) && same(page.1, answer.1))
                || (same(page.1, answer.1) && beyond(page.0))
                || (same(page.0, answer.0) && beyond(page.1)),
            "puzzle {page:?}, answer {answer:?}"
        );
    }
}

#[test]
fn the_legibility_check_never_counts_on_larger_cells_than_the_drawing_prints() {
    use mazebook::puzzle::grid::rectangle::draw::cell_size;
    for placement in [Placement::Corners, Placement::Sides, Placement::Longest] {
        for (columns, rows) in [(40, 40), (56, 40), (30, 60)] {
            let request = GridRequest {
                width: Some(columns),
                height: Some(rows),
                placement: Some(Ends::Like(placement)),
                ..GridRequest::default()
            };
            let recipe = grid_recipe(&request, None).unwrap();
            let (_, finished) = puzzle::make(&recipe, 1, 50).unwrap();
            for (width, height) in [(540.0, 600.0), (540.0, 290.0), (340.0, 480.0)] {
                let walls = grid_walls(&drawn(finished.as_ref(), false, width, height));
                let left = walls.iter().map(|r| r[0]).fold(f64::MAX, f64::min);
                let right = walls.iter().map(|r| r[2]).fold(f64::MIN, f64::max);
                let half = 0.75; // half the default 1.5 pt wall
                let printed = (right - left - 2.0 * half) / columns as f64;
                let checked = cell_size((columns, rows), width, height, 1.5, placement);
                // The SVG writes thousandths of a point.
                assert!(
                    printed >= checked - 1e-3,
                    "{columns}×{rows} {placement:?} in {width}×{height}: printed {printed}, checked {checked}"
                );
            }
        }
    }
}

/// The review's M1: block mazes with `placement = "sides"` had their marks'
/// copies above the top corners, 55–87 mm from their doors, with arrows into
/// the solid frame, on wide slots (a page with a heading) and on 6 × 9 slots.
#[test]
fn block_sides_marks_stand_beside_their_doors_in_every_slot() {
    let request = BlockRequest {
        placement: Some(Placement::Sides),
        ..BlockRequest::default()
    };
    let recipe = block_recipe(&request, Difficulty::from_level(7)).unwrap();
    let (_, finished) = puzzle::make(&recipe, 1, 500).unwrap();
    let json = finished.json();
    let cell_of = |key: &str| -> [f64; 2] {
        let at = json[key].as_array().expect("a cell");
        [at[0].as_f64().unwrap(), at[1].as_f64().unwrap()]
    };
    let (columns, rows) = (
        json["width"].as_f64().unwrap(),
        json["height"].as_f64().unwrap(),
    );
    // A letter page with a heading, a letter page, two to a page, a 6 × 9 page.
    for (width, height) in [
        (540.0, 520.0),
        (540.0, 600.0),
        (540.0, 290.0),
        (324.0, 520.0),
    ] {
        let svg = drawn(finished.as_ref(), false, width, height);
        let walls = block_walls(&svg);
        let left = walls.iter().map(|r| r[0]).fold(f64::MAX, f64::min);
        let top = walls.iter().map(|r| r[1]).fold(f64::MAX, f64::min);
        let right = walls.iter().map(|r| r[2]).fold(f64::MIN, f64::max);
        let cell = (right - left) / columns;
        let door = |at: [f64; 2]| (left + (at[0] + 0.5) * cell, top + (at[1] + 0.5) * cell);
        let (faces, stars) = marks(&svg);
        assert_eq!((faces.len(), stars.len()), (1, 1), "one mark per end");
        assert!(rows > 2.0);
        for (mark, key) in [(faces[0], "start"), (stars[0], "goal")] {
            let (dx, dy) = door(cell_of(key));
            let off = (mark.0 - dx).hypot(mark.1 - dy);
            // Beside the door: within a mark and a few millimetres of its cell.
            assert!(
                off <= MIN_MARK_PT + cell + 3.0 * 2.835,
                "{width}×{height}: the {key} mark stands {:.1} mm from its door",
                off / 2.835
            );
            // (A star's points sit a little below its middle.)
            assert!(
                (mark.1 - dy).abs() < cell / 2.0,
                "{width}×{height}: the {key} mark in line with its door"
            );
        }
        assert!(
            pointers(&svg).is_empty(),
            "{width}×{height}: doors need no arrows"
        );
    }
}
