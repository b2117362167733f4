//! The tables of levels in docs/difficulty.md (every kind's, the shapes', the weave
//! ladder's) say what the code
//! does: each row is rebuilt from the kinds' own ladders and compared.

use super::ladder::{documented_table, level_name};
use mazebook::puzzle::Difficulty;
use mazebook::puzzle::{block, grid, rotation, viennese};

fn documented_rows() -> Vec<String> {
    documented_table("<!-- levels table")
}

fn row_from_code(level: u8) -> String {
    let difficulty = Difficulty::from_level(i64::from(level)).unwrap();
    let name = level_name(level);
    let grid = grid::rectangle::levels::for_level(level);
    let block = block::levels::for_level(level).side;
    let lights = viennese::levels::level(difficulty);
    let rule = match lights.variant {
        viennese::maze::Variant::Ht => "U-turns allowed",
        viennese::maze::Variant::Nht => "no U-turns",
    };
    format!(
        "| {level} | {name} | {} × {}, {} | {block} × {block} | {} × {}, {rule}, {}–{} moves | {} turns |",
        grid.size.0,
        grid.size.1,
        grid.algorithm.name(),
        lights.width,
        lights.height,
        lights.target.moves.start(),
        lights.target.moves.end(),
        rotation::options::rotations_for(level),
    )
}

#[test]
fn the_levels_table_says_what_every_kind_does() {
    let rows = documented_rows();
    assert_eq!(rows.len(), 10);
    for (level, row) in (1..=10).zip(&rows) {
        assert_eq!(row, &row_from_code(level));
    }
}

fn documented_shape_rows() -> Vec<String> {
    documented_table("<!-- shapes table")
}

fn shape_row_from_code(level: u8) -> String {
    use grid::shaped::board::{Board, Tiling};
    use grid::shaped::levels::{picture_width, size};
    let (hw, hh) = size(Tiling::Hexagon, level);
    let (tw, th) = size(Tiling::Triangle, level);
    let (rings, _) = size(Tiling::Circle, level);
    let cells = Board::circle(rings).len();
    let picture = picture_width(Tiling::Square, level);
    let triangles = picture_width(Tiling::Triangle, level);
    format!(
        "| {level} | {hw} × {hh} | {tw} × {th} | {rings} rings, {cells} cells | {picture} ({triangles} on triangles) |"
    )
}

#[test]
fn the_shapes_table_says_what_every_shape_does() {
    let rows = documented_shape_rows();
    assert_eq!(rows.len(), 10);
    for (level, row) in (1..=10).zip(&rows) {
        assert_eq!(row, &shape_row_from_code(level));
    }
}

fn weave_row_from_code(level: u8) -> String {
    let rung = grid::weave::levels::for_level(level);
    let band = &rung.band;
    format!(
        "| {level} | {} × {} | {} | {}–{} | {:.1} |",
        rung.size.0,
        rung.size.1,
        rung.algorithm.name(),
        band.min_solution_share,
        band.max_solution_share,
        band.min_junctions_per_100_cells,
    )
}

#[test]
fn the_weave_table_says_what_the_weave_ladder_does() {
    let rows = documented_table("<!-- weave table");
    assert_eq!(rows.len(), 10);
    for (level, row) in (1..=10).zip(&rows) {
        assert_eq!(row, &weave_row_from_code(level));
    }
}
