//! The answer line every kind draws through its solution: one round-capped
//! polyline in the book's solution colour, so all answer keys look alike.

use svg::node::element::Polyline;

use super::fmt::{num, push_num};
use super::style::Style;

/// A polyline through `points`, `width` points wide, in the solution colour.
pub fn answer_line(points: &[(f64, f64)], width: f64, style: &Style) -> Polyline {
    let mut text = String::new();
    let _ = write_points(points.iter().copied(), &mut |chunk| {
        text.push_str(chunk);
        Ok(())
    });
    answer_line_through(text, width, style)
}

/// [`answer_line`] with `points` as its points' text (as [`write_points`]
/// writes it, or a stand-in for it written later).
pub fn answer_line_through(points: String, width: f64, style: &Style) -> Polyline {
    Polyline::new()
        .set("points", points)
        .set("fill", "none")
        .set("stroke", style.palette.solution)
        .set("stroke-width", num(width))
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round")
}

/// The text of an answer line's points, `x,y` pairs apart by spaces, handed to
/// `emit` a chunk at a time (a long route's text need not be held whole).
pub fn write_points(
    points: impl IntoIterator<Item = (f64, f64)>,
    emit: &mut dyn FnMut(&str) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut chunk = String::new();
    for (i, (x, y)) in points.into_iter().enumerate() {
        if i > 0 {
            chunk.push(' ');
        }
        push_num(&mut chunk, x);
        chunk.push(',');
        push_num(&mut chunk, y);
        if chunk.len() >= CHUNK {
            emit(&chunk)?;
            chunk.clear();
        }
    }
    emit(&chunk)
}

/// Bytes of text handed on at a time.
const CHUNK: usize = 1 << 16;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_written_as_pairs_apart_by_spaces_however_they_are_chunked() {
        let points: Vec<(f64, f64)> = (0..20_000)
            .map(|i| (i as f64 * 0.37 - 5.0, 1e3 / (i as f64 + 0.5)))
            .collect();
        let pairs: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        let mut chunks = Vec::new();
        write_points(points.iter().copied(), &mut |chunk| {
            chunks.push(chunk.to_string());
            Ok(())
        })
        .unwrap();
        assert!(chunks.len() > 2, "the text comes in chunks");
        assert_eq!(chunks.concat(), pairs.join(" "));
        let line = answer_line(&points, 2.0, &Style::default());
        assert!(line.to_string().contains(&pairs.join(" ")));
    }
}
