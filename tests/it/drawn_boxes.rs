//! Checks over the drawn SVG itself, at the sizes books print it: the boxes and
//! positions of marks, numbers and labels, read back from the drawing. Each test
//! is named after the page defect it guards against.

use std::collections::HashMap;

use mazebook::puzzle::{self, Finished};
use mazebook::render::style::Style;

/// Every `<tag …>` element's attributes, in document order.
pub fn elements(svg: &str, tag: &str) -> Vec<HashMap<String, String>> {
    let open = format!("<{tag} ");
    let mut found = Vec::new();
    let mut rest = svg;
    while let Some(at) = rest.find(&open) {
        let body = &rest[at + open.len()..];
        let end = body.find('>').unwrap_or(body.len());
        found.push(attributes(&body[..end]));
        rest = &body[end..];
    }
    found
}

fn attributes(text: &str) -> HashMap<String, String> {
    let mut map = HashMap::new();
    let mut rest = text;
    while let Some(eq) = rest.find("=\"") {
        let key = rest[..eq].trim().to_string();
        let value_start = eq + 2;
        let Some(len) = rest[value_start..].find('"') else {
            break;
        };
        map.insert(key, rest[value_start..value_start + len].to_string());
        rest = &rest[value_start + len + 1..];
    }
    map
}

/// A numeric attribute.
pub fn number(element: &HashMap<String, String>, key: &str) -> f64 {
    element
        .get(key)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no numeric {key} in {element:?}"))
}

/// Every number in a path's `d` (absolute commands only), as (x, y) pairs.
pub fn path_points(d: &str) -> Vec<(f64, f64)> {
    let numbers: Vec<f64> = d
        .split(|c: char| c.is_ascii_alphabetic() || c == ' ' || c == ',')
        .filter_map(|n| n.parse().ok())
        .collect();
    numbers.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// The answer key of `finished` in a `width`×`height` slot, as SVG text.
pub fn drawn(finished: &dyn Finished, answer: bool, width: f64, height: f64) -> String {
    finished
        .draw(answer, width, height, &Style::default())
        .to_string()
}

/// A circle as (x, y, r).
fn circle(e: &HashMap<String, String>) -> (f64, f64, f64) {
    (number(e, "cx"), number(e, "cy"), number(e, "r"))
}

fn discs_overlap(a: (f64, f64, f64), b: (f64, f64, f64)) -> bool {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() < a.2 + b.2
}

#[test]
fn rotation_numbers_never_hide_the_ball_or_the_star_and_print_at_7pt() {
    use mazebook::puzzle::rotation::options::{RotationRequest, recipe};
    let mut checked = 0;
    for (width, rotations, seed) in [(7, 6, 5), (9, 6, 1), (9, 8, 2), (10, 12, 3), (8, 4, 4)] {
        let request = RotationRequest {
            width: Some(width),
            height: Some(width),
            rotations: Some(rotations),
            ..RotationRequest::default()
        };
        let recipe = recipe(&request).unwrap();
        let (_, finished) = puzzle::make(&recipe, seed, 500).unwrap();
        // Two to a page (letter), and the smaller four-to-a-page answer slot.
        for (w, h) in [(468.0, 300.0), (230.0, 300.0)] {
            let svg = drawn(finished.as_ref(), true, w, h);
            let circles = elements(&svg, "circle");
            let ball = circles
                .iter()
                .find(|c| c.get("fill").is_some_and(|f| f == "#2f6fd0"))
                .map(circle)
                .expect("a ball");
            let star_points: Vec<(f64, f64)> = elements(&svg, "path")
                .iter()
                .filter(|p| p.get("fill").is_some_and(|f| f == "#ffb000"))
                .flat_map(|p| path_points(&p["d"]))
                .collect();
            assert!(!star_points.is_empty(), "a star");
            let rests: Vec<_> = circles
                .iter()
                .filter(|c| c.get("stroke").is_some_and(|s| s == "#e4572e"))
                .map(circle)
                .collect();
            assert!(!rests.is_empty());
            for (i, &rest) in rests.iter().enumerate() {
                assert!(
                    !discs_overlap(rest, ball),
                    "number {} covers the ball",
                    i + 1
                );
                let inside_star = star_points
                    .iter()
                    .any(|&(x, y)| ((x - rest.0).powi(2) + (y - rest.1).powi(2)).sqrt() < rest.2);
                assert!(!inside_star, "number {} covers the star", i + 1);
                let (xs, ys): (Vec<f64>, Vec<f64>) = star_points.iter().copied().unzip();
                let within = |v: f64, all: &[f64]| {
                    v > all.iter().copied().fold(f64::MAX, f64::min)
                        && v < all.iter().copied().fold(f64::MIN, f64::max)
                };
                assert!(
                    !(within(rest.0, &xs) && within(rest.1, &ys)),
                    "number {} sits on the star",
                    i + 1
                );
                for &other in &rests[i + 1..] {
                    assert!(!discs_overlap(rest, other), "two numbers overlap");
                }
            }
            for text in elements(&svg, "text") {
                assert!(number(&text, "font-size") >= 7.0, "{text:?}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 10);
}
