//! Difficulty → what to search for. Each level 1–10 has a default square plan and
//! variant (kids' levels small and with U-turns allowed, adults' levels NHT on
//! 4×4 to 6×6) and a target: always a unique solution, a band of moves and a
//! band of our grade. The bands are ones the search meets reliably (≥ 95 % of
//! seeds within its budget); the measurements are in docs/viennese.md.
//!
//! For a plan the user chose, the moves band is scaled by the plan's size
//! against the level's default plan (see `target_for`).

use super::canvas::Canvas;
use super::maze::Variant;
use super::search::Target;
use crate::puzzle::Difficulty;

/// A level's default plan (`width`×`height` squares), variant and target.
#[derive(Debug, Clone, PartialEq)]
pub struct Level {
    pub width: usize,
    pub height: usize,
    pub variant: Variant,
    pub target: Target,
}

/// One row of the level table: size, variant, moves band, grade band.
struct Row {
    width: usize,
    height: usize,
    variant: Variant,
    moves: (usize, usize),
    grade: (f64, f64),
}

const fn row(
    width: usize,
    height: usize,
    variant: Variant,
    moves: (usize, usize),
    grade: (f64, f64),
) -> Row {
    Row {
        width,
        height,
        variant,
        moves,
        grade,
    }
}

/// Levels 1–10 (easy = 2, medium = 5, hard = 8): kids' mazes on 3×3 and 3×4
/// with 4–10 moves (U-turns allowed at 1–2), adults' NHT on 4×4 to 6×6.
const ROWS: [Row; 10] = [
    row(3, 3, Variant::Ht, (4, 6), (2.0, 3.5)),
    row(3, 4, Variant::Ht, (5, 8), (2.5, 4.5)),
    row(3, 4, Variant::Nht, (7, 10), (3.5, 5.0)),
    row(4, 4, Variant::Nht, (10, 14), (4.5, 6.0)),
    row(4, 4, Variant::Nht, (14, 18), (5.5, 7.0)),
    row(5, 5, Variant::Nht, (16, 20), (6.0, 7.5)),
    row(5, 5, Variant::Nht, (20, 26), (6.8, 8.0)),
    row(5, 5, Variant::Nht, (24, 30), (7.5, 8.6)),
    row(6, 6, Variant::Nht, (28, 36), (8.0, 9.0)),
    row(6, 6, Variant::Nht, (36, 50), (8.7, 10.0)),
];

fn row_of(difficulty: Difficulty) -> &'static Row {
    let index = usize::from(difficulty.level().clamp(1, 10)) - 1;
    &ROWS[index]
}

fn target_of(row: &Row, scale: f64) -> Target {
    let low = ((row.moves.0 as f64 * scale).round() as usize).max(1);
    let high = ((row.moves.1 as f64 * scale).round() as usize).max(low);
    Target {
        unique: true,
        moves: low..=high,
        grade: row.grade.0..=row.grade.1,
        min_score: 0.0,
    }
}

/// The default plan size, variant and target of a difficulty.
pub fn level(difficulty: Difficulty) -> Level {
    let row = row_of(difficulty);
    Level {
        width: row.width,
        height: row.height,
        variant: row.variant,
        target: target_of(row, 1.0),
    }
}

/// The target of a difficulty on a plan and variant the user chose. The moves
/// band is scaled: on a larger plan by √(its intersections / the level's plan's),
/// on a smaller one by (its streets / the level's plan's streets) — small plans
/// hold only short unique solutions (a 6-intersection, 8-street district tops out
/// at 7 moves). The band always spans two neighbouring numbers, so a plan whose
/// solutions all have one parity can meet it. The grade is left free: the
/// solution's length moves it by itself, and a fixed band would fight the
/// scaled moves. With U-turns on an NHT level the band is taken
/// down by a quarter (U-turns shorten the longest unique solutions), and on a
/// busier plan (more streets per intersection, like triangles) by the ratio of
/// streets per intersection.
pub fn target_for(difficulty: Difficulty, canvas: &Canvas, variant: Variant) -> Target {
    let row = row_of(difficulty);
    let default_nodes = row.width * row.height;
    let default_streets = Canvas::squares(row.width, row.height).street_count();
    let same_size =
        (canvas.node_count(), canvas.street_count()) == (default_nodes, default_streets);
    if same_size && variant == row.variant {
        return target_of(row, 1.0);
    }
    let larger = canvas.node_count() >= default_nodes;
    let scale = if larger {
        (canvas.node_count() as f64 / default_nodes as f64).sqrt()
    } else {
        canvas.street_count() as f64 / default_streets as f64
    };
    // U-turns shorten the longest unique solutions a plan holds.
    let turns = if variant == Variant::Ht && row.variant == Variant::Nht {
        0.75
    } else {
        1.0
    };
    // Busier plans (more streets per intersection) hold shorter unique solutions.
    let degree = |streets: usize, nodes: usize| streets as f64 / nodes as f64;
    let busy = (degree(default_streets, default_nodes)
        / degree(canvas.street_count(), canvas.node_count()))
    .min(1.0);
    // The band's floor grows more slowly than its ceiling on a larger plan (a
    // larger plan is harder already) and falls faster on a busy one, where long
    // unique solutions are rare.
    let shrink = turns * busy;
    let floor = if larger { scale.sqrt() } else { scale };
    let low = ((row.moves.0 as f64 * floor * shrink * busy).round() as usize).max(1);
    let high = ((row.moves.1 as f64 * scale * shrink).round() as usize).max(low + 1);
    Target {
        unique: true,
        moves: low..=high,
        grade: 1.0..=10.0,
        min_score: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_levels_grow_harder() {
        let easy = level(Difficulty::EASY);
        let medium = level(Difficulty::MEDIUM);
        let hard = level(Difficulty::HARD);
        assert!(easy.width * easy.height < medium.width * medium.height);
        assert!(medium.target.moves.end() < hard.target.moves.end());
        assert_eq!(hard.variant, Variant::Nht);
        assert!(hard.target.unique && *hard.target.moves.start() >= 15);
    }

    #[test]
    fn a_larger_plan_asks_for_longer_solutions() {
        let hard = level(Difficulty::HARD);
        let big = target_for(Difficulty::HARD, &Canvas::squares(7, 7), Variant::Nht);
        assert!(big.moves.start() > hard.target.moves.start());
        assert_eq!(big.grade, 1.0..=10.0);
        let own = target_for(Difficulty::HARD, &Canvas::squares(5, 5), Variant::Nht);
        assert_eq!(own, hard.target);
    }

    #[test]
    fn a_smaller_plan_asks_for_shorter_solutions() {
        let small = target_for(Difficulty::MEDIUM, &Canvas::squares(2, 3), Variant::Nht);
        assert!(*small.moves.end() <= 6 && small.moves.end() > small.moves.start());
        assert_eq!(*small.grade.start(), 1.0);
    }
}
