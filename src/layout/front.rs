//! What the front-matter templates are told: a contents entry, and what a
//! "how to use this book" page says about one kind of puzzle.

use minijinja::{Value, context};

use super::plan::ContentsEntry;

/// One contents line for `contents.svg`.
pub fn entry(entry: &ContentsEntry) -> Value {
    context! { title => &entry.title, page => entry.page, answers => entry.answers }
}

/// The variables of `howto.svg` for the kind named `name`.
pub fn how_to(name: &str) -> Value {
    context! {
        kind => context! {
            name => name,
            title => title(name),
            explanation => explanation(name),
            marks => uses_marks(name),
        },
    }
}

/// Whether the kind's puzzles use the start and goal pictograms.
fn uses_marks(name: &str) -> bool {
    matches!(name, "grid" | "block")
}

/// The heading of a kind's page.
fn title(name: &str) -> &'static str {
    match name {
        "grid" => "Mazes",
        "block" => "Block mazes",
        "viennese" => "Traffic-light mazes",
        "rotation" => "Rotation puzzles",
        "labyrinth" => "Magic Labyrinth layouts",
        _ => "Puzzles",
    }
}

/// What the symbols of a kind mean, for a child or the grown-up beside them.
fn explanation(name: &str) -> &'static str {
    match name {
        "grid" => {
            "Start at the smiling face and draw a line to the star. Walls are the black lines: your line may not cross them. There is exactly one way through; if you reach a dead end, go back and try another turn."
        }
        "block" => {
            "Start at the smiling face and find your way to the star through the white paths. The black blocks are walls. There is exactly one way through."
        }
        "viennese" => {
            "Walk from the start to the goal along the streets. At every crossing the traffic lights change: you may only drive on into a street whose light shows green (round) and must stop at red (square). Plan a few moves ahead!"
        }
        "rotation" => {
            "Turn the board and the ball rolls until it hits a wall. Find the turns that bring the ball to the star, in as few turns as you can. The answer lists the turns."
        }
        "labyrinth" => {
            "A layout for the Magic Labyrinth board game: place the wall pieces under the board where the card shows them. The four corners are as fair as each other for the players."
        }
        _ => "Find the way from the start to the goal.",
    }
}
