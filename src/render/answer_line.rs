//! The answer line every kind draws through its solution: one round-capped
//! polyline in the book's solution colour, so all answer keys look alike.

use svg::node::element::Polyline;

use super::fmt::num;
use super::style::Style;

/// A polyline through `points`, `width` points wide, in the solution colour.
pub fn answer_line(points: &[(f64, f64)], width: f64, style: &Style) -> Polyline {
    let text: Vec<String> = points
        .iter()
        .map(|(x, y)| format!("{},{}", num(*x), num(*y)))
        .collect();
    Polyline::new()
        .set("points", text.join(" "))
        .set("fill", "none")
        .set("stroke", style.palette.solution)
        .set("stroke-width", num(width))
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round")
}
