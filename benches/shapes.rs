//! Shaped grid maze speed, per cell, on about a million cells of each topology: a
//! 1000×1000 board of hexagons, of triangles and of squares under a disc-shaped
//! mask, and a circle of 571 rings (1,001,947 cells). Criterion reports throughput
//! in cells per second; its inverse is the cost per cell (cells on the board, so a
//! masked board counts the cells outside the mask too).
//!
//! `generate_*` is what a section does for every maze of a board it has already
//! made: neighbour graph, backtracker, ends (`ShapedRecipe::generate`); the goal is
//! at most 30 ns per cell. `check_*` is the independent checker from its parsed
//! form (`shapes::check`: for these perfect mazes, the proof by peeling leaves
//! and the walk along the path for the metrics; the cell graph and shortest
//! routes only for what peeling cannot prove), not the JSON reading; the goal is
//! at most 15 ns per cell. `draw_*` writes a checked maze as a stand-alone SVG
//! (into nothing: the walls joined into strokes and their numbers written), as
//! `--svg` does; the goal is at most 500 ns per cell, so that a million-cell
//! maze is made, checked and drawn in under a second
//! (`benches/whole_process.sh shapes` times the whole command, and
//! `tests/memory.rs` guards its memory).
//!
//! Both count this thread's CPU time (on Linux), so other processes on a busy
//! machine do not inflate them. That clock may move in scheduler ticks (4 ms on
//! the machine these were tuned on), so use the settings here rather than
//! `--quick`, whose few runs a sample can be a tick out. Run with
//! `cargo bench --bench shapes`; pass a filter such as `-- check` or `-- circle`
//! for some.

#[path = "support/cpu_time.rs"]
mod cpu_time;

use std::hint::black_box;
use std::io;
use std::time::Duration;

use cpu_time::cpu_time;
use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group,
    criterion_main,
};
use mazebook::cli::puzzle::write_standalone_svg;
use mazebook::puzzle::grid::checkers::shaped as shapes;
use mazebook::puzzle::grid::rectangle::algorithms::Algorithm;
use mazebook::puzzle::grid::shaped::board::{Board, Tiling};
use mazebook::puzzle::grid::shaped::ends::Ends;
use mazebook::puzzle::grid::shaped::{ShapedFinished, ShapedRecipe, form};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Cells across and down the tiled boards.
const SIDE: usize = 1000;
/// Rings of the circle: 1,001,947 cells.
const RINGS: usize = 571;

/// The four boards, by name.
fn boards() -> Vec<(&'static str, Board)> {
    vec![
        ("hexagon", Board::tiled(Tiling::Hexagon, SIDE, SIDE)),
        ("triangle", Board::tiled(Tiling::Triangle, SIDE, SIDE)),
        ("mask", Board::masked(Tiling::Square, SIDE, disc(SIDE))),
        ("circle", Board::circle(RINGS)),
    ]
}

/// A disc filling a side×side square, as a picture's mask would (π/4 of the cells).
fn disc(side: usize) -> Vec<bool> {
    let r = side as f64 / 2.0;
    (0..side * side)
        .map(|cell| {
            let (x, y) = (
                (cell % side) as f64 + 0.5 - r,
                (cell / side) as f64 + 0.5 - r,
            );
            x * x + y * y <= r * r
        })
        .collect()
}

fn recipe(board: Board) -> ShapedRecipe {
    ShapedRecipe {
        ends: Ends::default_for(board.tiling),
        board,
        algorithm: Algorithm::Backtracker,
        braid: 0.0,
        band: None,
        wall: mazebook::render::wall::Wall::Set(1.0),
        min_cell_pt: 4.0,
    }
}

/// A group for runs of tens of milliseconds: few samples, flat sampling.
fn million_cell_group<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sampling_mode(SamplingMode::Flat);
    group
}

fn generate(c: &mut Criterion) {
    let mut group = million_cell_group(c, "generate");
    for (name, board) in boards() {
        group.throughput(Throughput::Elements(board.len() as u64));
        let recipe = recipe(board);
        group.bench_function(BenchmarkId::from_parameter(name), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(42);
            b.iter_custom(|runs| {
                let before = cpu_time();
                for _ in 0..runs {
                    black_box(recipe.generate(&mut rng));
                }
                cpu_time().saturating_sub(before)
            });
        });
    }
    group.finish();
}

fn check(c: &mut Criterion) {
    let mut group = million_cell_group(c, "check");
    for (name, board) in boards() {
        group.throughput(Throughput::Elements(board.len() as u64));
        let recipe = recipe(board);
        // Made on first use, so a filter that leaves this board out skips it.
        let mut made = None;
        group.bench_function(BenchmarkId::from_parameter(name), |b| {
            let maze = made.get_or_insert_with(|| {
                let puzzle = recipe.generate(&mut ChaCha8Rng::seed_from_u64(42));
                let maze = shapes::read(form::to_json(&puzzle, None)).expect("a readable form");
                shapes::check(&maze).expect("a generated maze is perfect");
                maze
            });
            b.iter_custom(|runs| {
                let before = cpu_time();
                for _ in 0..runs {
                    black_box(shapes::check(black_box(maze)).ok());
                }
                cpu_time().saturating_sub(before)
            });
        });
    }
    group.finish();
}

/// Drawing a checked maze to a stand-alone SVG (the walls joined into strokes
/// and written straight out), as `puzzle grid --svg` does after making it.
fn draw(c: &mut Criterion) {
    let mut group = million_cell_group(c, "draw");
    for (name, board) in boards() {
        group.throughput(Throughput::Elements(board.len() as u64));
        let recipe = recipe(board);
        let mut made = None;
        group.bench_function(BenchmarkId::from_parameter(name), |b| {
            let finished = made.get_or_insert_with(|| {
                let puzzle = recipe.generate(&mut ChaCha8Rng::seed_from_u64(42));
                ShapedFinished::from_puzzle(puzzle, recipe.algorithm, recipe.wall)
                    .expect("a generated maze is perfect")
            });
            b.iter_custom(|runs| {
                let before = cpu_time();
                for _ in 0..runs {
                    let mut out = io::sink();
                    write_standalone_svg(&mut out, black_box(&*finished), false, 500.0)
                        .expect("written");
                }
                cpu_time().saturating_sub(before)
            });
        });
    }
    group.finish();
}

criterion_group!(benches, generate, check, draw);
criterion_main!(benches);
