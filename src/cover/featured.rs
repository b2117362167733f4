//! Which of the book's puzzles the cover shows: the one drawn big on the front
//! (`[cover] featured`, or the first puzzle whose drawing is about as wide as it
//! is tall, which suits the front's open square), and a smaller one on the back
//! (the first other puzzle of a fitting shape). Puzzles with answer keys come
//! first: a layout card is a table, not a maze.

use crate::pipeline::BookPuzzle;
use crate::spec::BookSpec;

/// The widest and narrowest aspect (width ÷ height) that suits the front.
const FRONT_ASPECTS: (f64, f64) = (0.75, 1.4);
/// The same for the back's smaller box.
const BACK_ASPECTS: (f64, f64) = (0.6, 1.7);

/// The book indices (0-based) of the front's and the back's puzzles.
pub fn choose(spec: &BookSpec, puzzles: &[BookPuzzle]) -> [Option<usize>; 2] {
    let asked = spec.cover.as_ref().and_then(|c| c.featured);
    let featured = asked
        .map(|number| number - 1)
        .filter(|&index| index < puzzles.len())
        .or_else(|| first_fitting(spec, puzzles, FRONT_ASPECTS, None));
    let sample = first_fitting(spec, puzzles, BACK_ASPECTS, featured).or(featured);
    [featured, sample]
}

/// The first puzzle (not `except`) of an aspect within `range`, puzzles with
/// answer keys first; else the one nearest a square.
fn first_fitting(
    spec: &BookSpec,
    puzzles: &[BookPuzzle],
    (low, high): (f64, f64),
    except: Option<usize>,
) -> Option<usize> {
    let candidates = || (0..puzzles.len()).filter(|&i| Some(i) != except);
    let has_answer = |i: usize| spec.sections[puzzles[i].section()].has_answer();
    let fits = |i: usize| (low..=high).contains(&puzzles[i].finished().aspect_ratio());
    let squareness = |i: usize| {
        let aspect = puzzles[i].finished().aspect_ratio();
        match aspect.is_finite() && aspect > 0.0 {
            true => crate::math::ln(aspect).abs(),
            false => f64::MAX,
        }
    };
    candidates()
        .find(|&i| has_answer(i) && fits(i))
        .or_else(|| candidates().find(|&i| fits(i)))
        .or_else(|| candidates().min_by(|&a, &b| squareness(a).total_cmp(&squareness(b))))
}
