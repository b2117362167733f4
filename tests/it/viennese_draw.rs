//! Properties of the Viennese maze drawings: one light symbol of the right shape
//! per street, everything inside the box, one label per move in the answer, and
//! `fits` refusing tiny boxes while accepting normal page slots.

use std::collections::VecDeque;
use std::sync::Arc;

use mazebook::puzzle::viennese::draw::{
    DrawOptions, answer_size, aspect_ratio, draw_answer, draw_puzzle, fits,
};
use mazebook::puzzle::viennese::{Canvas, Maze, Variant};
use mazebook::render::style::Style;

/// A small deterministic generator (tests must not depend on a crate's stream).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % below as u64) as usize
    }
}

fn maze(canvas: Canvas, start: usize, goal: usize, variant: Variant, seed: u64) -> Maze {
    let mut rng = Lcg(seed);
    let colours = (0..canvas.street_count())
        .map(|_| rng.next(3) as u8)
        .collect();
    Maze::new(Arc::new(canvas), colours, start, goal, variant).expect("a valid maze")
}

/// A shortest route by breadth-first search over (node, time mod 3, previous node).
fn shortest_route(maze: &Maze) -> Option<Vec<usize>> {
    let canvas = maze.canvas();
    let n = canvas.node_count();
    let key = |node: usize, t: usize, prev: usize| (node * 3 + t) * (n + 1) + prev;
    let mut parent = vec![usize::MAX; n * 3 * (n + 1)];
    let first = key(maze.start(), 0, n);
    parent[first] = first;
    let mut queue = VecDeque::from([(maze.start(), 0usize, n)]);
    while let Some((node, t, prev)) = queue.pop_front() {
        if node == maze.goal() {
            let mut route = vec![node];
            let mut at = key(node, t, prev);
            while parent[at] != at {
                at = parent[at];
                route.push(at / (n + 1) / 3);
            }
            route.reverse();
            return Some(route);
        }
        for &(next, street) in canvas.neighbours(node) {
            let u_turn = maze.variant() == Variant::Nht && next == prev;
            if u_turn || !maze.open_at(street, t) {
                continue;
            }
            let k = key(next, (t + 1) % 3, node);
            if parent[k] == usize::MAX {
                parent[k] = key(node, t, prev);
                queue.push_back((next, (t + 1) % 3, node));
            }
        }
    }
    None
}

/// A maze of this plan that has a route, trying seeds in turn.
fn solvable(
    plan: impl Fn() -> Canvas,
    start: usize,
    goal: usize,
    variant: Variant,
) -> (Maze, Vec<usize>) {
    (1..500)
        .find_map(|seed| {
            let maze = maze(plan(), start, goal, variant, seed);
            shortest_route(&maze).map(|route| (maze, route))
        })
        .expect("some colouring is solvable")
}

/// A made-up route of about `steps` random open moves (it revisits streets):
/// the longest of a few random walks.
fn wander(maze: &Maze, steps: usize, seed: u64) -> Vec<usize> {
    (seed..seed + 40)
        .map(|s| walk(maze, steps, s))
        .max_by_key(|r| r.len())
        .unwrap_or_default()
}

fn walk(maze: &Maze, steps: usize, seed: u64) -> Vec<usize> {
    let mut rng = Lcg(seed);
    let mut route = vec![maze.start()];
    for t in 0..steps {
        let here = route[t];
        let previous = if t > 0 { route[t - 1] } else { usize::MAX };
        let open: Vec<usize> = maze
            .canvas()
            .neighbours(here)
            .iter()
            .filter(|&&(next, street)| {
                maze.open_at(street, t) && !(maze.variant() == Variant::Nht && next == previous)
            })
            .map(|&(next, _)| next)
            .collect();
        if open.is_empty() {
            break;
        }
        route.push(open[rng.next(open.len())]);
    }
    route
}

fn count(svg: &str, needle: &str) -> usize {
    svg.matches(needle).count()
}

#[test]
fn every_street_gets_one_light_of_its_colour_and_shape() {
    let style = Style::default();
    for (canvas, goal) in [
        (Canvas::squares(5, 5), 24),
        (Canvas::triangles(4, 4), 15),
        (Canvas::roundabout(6, 3), 16),
    ] {
        let m = maze(canvas, 0, goal, Variant::Nht, 7);
        let svg = draw_puzzle(&m, &DrawOptions::default(), 450.0, 600.0, &style).to_string();
        let plan = svg
            .split("class=\"lights\"")
            .nth(1)
            .expect("a lights group");
        let plan = plan.split("</g>\n</g>").next().unwrap_or(plan);
        for (colour, class, shape) in [
            (0, "light-green", "<circle"),
            (1, "light-orange", "<path"),
            (2, "light-red", "<rect"),
        ] {
            let wanted = m.colours().iter().filter(|&&c| c == colour).count();
            assert_eq!(
                count(plan, &format!("class=\"{class}\"")),
                wanted,
                "{class}"
            );
            for symbol in plan.split(&format!("class=\"{class}\"")).skip(1) {
                assert!(
                    symbol
                        .trim_start()
                        .trim_start_matches('>')
                        .trim_start()
                        .starts_with(shape)
                );
            }
        }
    }
}

/// Every coordinate attribute of the drawing's ink lies within the box (a
/// room's invisible rect is no ink: a line's room reaches as high above its
/// baseline as a tall face's accents may, which at the drawing's top edge is
/// a few points above the box).
fn assert_inside(svg: &str, width: f64, height: f64) {
    let svg = &without_room_rects(svg);
    for attribute in ["x", "cx", "x1", "x2"] {
        for value in values(svg, attribute) {
            assert!(
                (-0.5..=width + 0.5).contains(&value),
                "{attribute}={value} outside 0..{width}"
            );
        }
    }
    for attribute in ["y", "cy", "y1", "y2"] {
        for value in values(svg, attribute) {
            assert!(
                (-0.5..=height + 0.5).contains(&value),
                "{attribute}={value} outside 0..{height}"
            );
        }
    }
    for points in string_values(svg, "points") {
        for pair in points.split_whitespace() {
            let (x, y) = pair.split_once(',').expect("x,y");
            let (x, y): (f64, f64) = (x.parse().expect("x"), y.parse().expect("y"));
            assert!((-0.5..=width + 0.5).contains(&x) && (-0.5..=height + 0.5).contains(&y));
        }
    }
}

/// `svg` without the invisible rects of its rooms (`<g id="room-…">`'s first
/// child).
fn without_room_rects(svg: &str) -> String {
    let mut kept = String::with_capacity(svg.len());
    let mut rest = svg;
    while let Some(at) = rest.find("<g id=\"room-") {
        let (before, room) = rest.split_at(at);
        kept.push_str(before);
        let rect_end = room.find("/>").map_or(room.len(), |end| end + 2);
        let head_end = room.find('>').map_or(room.len(), |end| end + 1);
        kept.push_str(&room[..head_end]);
        rest = &room[rect_end..];
    }
    kept.push_str(rest);
    kept
}

fn string_values<'a>(svg: &'a str, attribute: &str) -> Vec<&'a str> {
    let needle = format!(" {attribute}=\"");
    svg.split(&needle)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect()
}

fn values(svg: &str, attribute: &str) -> Vec<f64> {
    string_values(svg, attribute)
        .iter()
        .filter_map(|v| v.parse().ok())
        .collect()
}

#[test]
fn drawings_stay_inside_their_box_for_random_plans_and_sizes() {
    let style = Style::default();
    let mut rng = Lcg(11);
    for round in 0..24 {
        let n = 3 + rng.next(8);
        // Distinct x in increasing order, so a path through the nodes in order
        // never crosses itself.
        let mut x = -50.0;
        let positions: Vec<[f64; 2]> = (0..n)
            .map(|_| {
                x += 1.0 + rng.next(1000) as f64 * 0.37;
                [x, rng.next(1000) as f64 * -0.11]
            })
            .collect();
        // A path through all nodes, plus a few chords that keep the plan drawable.
        let mut streets: Vec<[usize; 2]> = (1..n).map(|i| [i - 1, i]).collect();
        for _ in 0..rng.next(4) {
            let (a, b) = (rng.next(n), rng.next(n));
            let mut more = streets.clone();
            more.push([a, b]);
            if Canvas::new(positions.clone(), more.clone()).is_ok() {
                streets = more;
            }
        }
        let canvas = Canvas::new(positions, streets).expect("valid");
        let variant = if round % 2 == 0 {
            Variant::Nht
        } else {
            Variant::Ht
        };
        let m = maze(canvas, 0, n - 1, variant, round);
        let options = DrawOptions {
            phase_maps: round % 3 == 0,
            move_boxes: rng.next(30),
            ..DrawOptions::default()
        };
        let (width, height) = (250.0 + rng.next(300) as f64, 250.0 + rng.next(500) as f64);
        let puzzle = draw_puzzle(&m, &options, width, height, &style).to_string();
        assert_inside(&puzzle, width, height);
        if let Some(route) = shortest_route(&m) {
            let answer = draw_answer(&m, &route, width, height, &style).to_string();
            assert_inside(&answer, width, height);
        }
    }
}

#[test]
fn the_answer_shows_every_move_number_once() {
    let style = Style::default();
    let (m, route) = solvable(|| Canvas::squares(4, 4), 0, 15, Variant::Ht);
    let svg = draw_answer(&m, &route, 450.0, 600.0, &style).to_string();
    let moves = route.len() - 1;
    let mut shown: Vec<usize> = svg
        .split("class=\"move-label\"")
        .skip(1)
        .flat_map(|label| {
            let label = label.split("</g>").next().unwrap_or("");
            label
                .split("font-weight=\"bold\"")
                .skip(1)
                .filter_map(|t| t.split('>').nth(1).and_then(|t| t.split('<').next()))
                .flat_map(|t| {
                    t.split(", ")
                        .filter_map(|n| n.trim().parse::<usize>().ok())
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>()
        })
        .collect();
    shown.sort_unstable();
    assert_eq!(shown, (1..=moves).collect::<Vec<_>>());
}

/// Issue 19 item 7: an answer key's box is its own shape (plan and caption),
/// not the puzzle page's: in a wide half-page slot it is as tall as the slot,
/// in a tall one as wide, and drawn there it stays inside.
#[test]
fn an_answer_key_takes_as_much_of_its_slot_as_its_shape_allows() {
    let style = Style::default();
    let (m, route) = solvable(|| Canvas::squares(4, 4), 0, 15, Variant::Ht);
    for slot in [(540.0, 300.0), (300.0, 540.0)] {
        let (width, height) =
            answer_size(&m, &route, &style.words, slot).expect("a key fits a half page");
        assert!(width <= slot.0 + 1e-9 && height <= slot.1 + 1e-9);
        let tight = (slot.0 - width).min(slot.1 - height);
        assert!(tight < 1.0, "{slot:?}: {width} × {height}");
        assert_inside(
            &draw_answer(&m, &route, width, height, &style).to_string(),
            width,
            height,
        );
    }
    assert!(answer_size(&m, &route, &style.words, (40.0, 20.0)).is_none());
}

#[test]
fn a_route_that_drives_a_street_both_ways_gets_two_arrows_there() {
    let style = Style::default();
    let m = maze(Canvas::squares(3, 3), 0, 8, Variant::Ht, 3);
    // 0→1, 1→0, 0→1 again, then on to the goal: streets 0–1 in both directions.
    let svg = draw_answer(&m, &[0, 1, 0, 1, 2, 5, 8], 450.0, 450.0, &style).to_string();
    assert_eq!(count(&svg, "class=\"route-arrow\""), 5);
    assert!(svg.contains("1, 3"));
}

#[test]
fn fits_refuses_tiny_boxes_and_accepts_page_slots() {
    let kids = DrawOptions {
        phase_maps: true,
        move_boxes: 8,
        ..DrawOptions::default()
    };
    let adults = DrawOptions {
        phase_maps: false,
        move_boxes: 25,
        ..DrawOptions::default()
    };
    assert!(fits(&Canvas::squares(3, 3), &kids, 450.0, 600.0).is_ok());
    assert!(fits(&Canvas::squares(5, 5), &adults, 450.0, 600.0).is_ok());
    assert!(
        fits(
            &Canvas::squares(4, 4),
            &DrawOptions::default(),
            450.0,
            280.0
        )
        .is_ok()
    );
    assert!(fits(&Canvas::roundabout(6, 3), &adults, 450.0, 600.0).is_ok());
    for (w, h) in [(120.0, 120.0), (450.0, 90.0), (0.0, 300.0)] {
        let refusal = fits(&Canvas::squares(5, 5), &adults, w, h).expect_err("too small");
        assert!(
            refusal.contains("mm") || refusal.contains("size"),
            "{refusal}"
        );
    }
    let crowded =
        fits(&Canvas::squares(16, 16), &adults, 450.0, 600.0).expect_err("too many streets");
    assert!(crowded.contains("streets"), "{crowded}");
}

#[test]
fn aspect_ratio_is_positive_and_drawing_is_deterministic() {
    let style = Style::default();
    let m = maze(Canvas::triangles(4, 4), 0, 15, Variant::Nht, 5);
    let options = DrawOptions {
        phase_maps: false,
        move_boxes: 20,
        ..DrawOptions::default()
    };
    let ratio = aspect_ratio(&m, &options);
    assert!(ratio > 0.3 && ratio < 3.0, "{ratio}");
    let a = draw_puzzle(&m, &options, 450.0, 450.0 / ratio, &style).to_string();
    let b = draw_puzzle(&m, &options, 450.0, 450.0 / ratio, &style).to_string();
    assert_eq!(a, b);
}

/// The label boxes of an answer: [left, top, right, bottom].
fn label_boxes(svg: &str) -> Vec<[f64; 4]> {
    svg.split("class=\"move-label\"")
        .skip(1)
        .map(|label| {
            let rect = label.split("/>").next().unwrap_or("");
            let get = |name: &str| values(rect, name).first().copied().unwrap_or(f64::NAN);
            let (x, y) = (get("x"), get("y"));
            [x, y, x + get("width"), y + get("height")]
        })
        .collect()
}

#[test]
fn long_wandering_routes_keep_every_number_readable() {
    let style = Style::default();
    for (seed, canvas, goal) in [
        (1, Canvas::squares(5, 5), 24),
        (2, Canvas::triangles(4, 4), 15),
        (3, Canvas::roundabout(6, 3), 16),
    ] {
        let m = maze(canvas, 0, goal, Variant::Ht, seed);
        let route = wander(&m, 30, seed);
        assert!(route.len() > 20, "a long route to draw");
        let svg = draw_answer(&m, &route, 450.0, 600.0, &style).to_string();
        let boxes = label_boxes(&svg);
        for (i, a) in boxes.iter().enumerate() {
            for b in &boxes[i + 1..] {
                let w = a[2].min(b[2]) - a[0].max(b[0]);
                let h = a[3].min(b[3]) - a[1].max(b[1]);
                assert!(w <= 0.5 || h <= 0.5, "labels overlap: {a:?} {b:?}");
            }
        }
        assert!(svg.contains("a lane for each way") == two_way(&m, &route));
    }
}

fn two_way(maze: &Maze, route: &[usize]) -> bool {
    let pairs: Vec<[usize; 2]> = route.windows(2).map(|w| [w[0], w[1]]).collect();
    let _ = maze;
    pairs.iter().any(|p| pairs.contains(&[p[1], p[0]]))
}

#[test]
fn empty_and_broken_routes_do_not_panic() {
    let style = Style::default();
    let m = maze(Canvas::squares(3, 3), 0, 8, Variant::Nht, 1);
    let none = draw_answer(&m, &[], 300.0, 300.0, &style).to_string();
    assert!(none.contains("No route."));
    // 1 and 8 are not neighbours: that step is left out, the others drawn.
    let broken = draw_answer(&m, &[0, 1, 8, 5], 300.0, 300.0, &style).to_string();
    assert_eq!(count(&broken, "class=\"route-arrow\""), 2);
}
