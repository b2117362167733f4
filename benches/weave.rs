//! Weave maze speed, per cell, on a 1000×1000 rectangle with crossings allowed on
//! half its inner cells (and on all of them): `generate_*` is what a section
//! does for every maze (`WeaveRecipe::generate`: sites, the algorithm, the
//! ends; the goal is at most 30 ns per cell), `check_*` the independent checker
//! with its metrics on the maze's fields (`checkers::weave::check`: the crossings
//! read, the graph of over and under nodes built, the tree proved by peeling; the
//! goal is at most 15 ns per cell). `check_braided` checks a maze with loops
//! (backtracker, weave 0.5, braid 0.5): leaf peeling, then the shortest routes
//! over its junctions and corridors (`checkers::weave` `braided`); its goal is
//! 15 ns per cell too.
//!
//! Both count this thread's CPU time (on Linux), so other processes on a busy
//! machine do not inflate them. Run with `cargo bench --bench weave`; pass a
//! filter such as `-- check` or `-- kruskal` for some.

#[path = "support/cpu_time.rs"]
mod cpu_time;

use std::hint::black_box;
use std::time::Duration;

use cpu_time::cpu_time;
use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group,
    criterion_main,
};
use mazebook::puzzle::cells::Placement;
use mazebook::puzzle::grid::checkers::weave as checker;
use mazebook::puzzle::grid::rectangle::algorithms::{Algorithm, GrowingTreeMode};
use mazebook::puzzle::grid::weave::{WeavePuzzle, WeaveRecipe};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Cells across and down.
const SIDE: usize = 1000;

fn recipe(algorithm: Algorithm, weave: f64, braid: f64) -> WeaveRecipe {
    WeaveRecipe {
        width: SIDE,
        height: SIDE,
        algorithm,
        placement: Placement::Corners,
        weave,
        braid,
        band: None,
        wall: mazebook::render::wall::Wall::Set(1.5),
        min_cell_pt: 8.5,
    }
}

/// The mazes measured, by name.
fn cases() -> Vec<(&'static str, WeaveRecipe)> {
    vec![
        ("backtracker", recipe(Algorithm::Backtracker, 0.5, 0.0)),
        (
            "growing-tree",
            recipe(Algorithm::GrowingTree(GrowingTreeMode::Mixed), 0.5, 0.0),
        ),
        (
            "growing-tree-random",
            recipe(Algorithm::GrowingTree(GrowingTreeMode::Random), 0.5, 0.0),
        ),
        ("kruskal", recipe(Algorithm::Kruskal, 0.5, 0.0)),
        ("kruskal-full", recipe(Algorithm::Kruskal, 1.0, 0.0)),
    ]
}

/// A group for runs of tens of milliseconds: few samples, flat sampling.
fn million_cell_group<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sampling_mode(SamplingMode::Flat)
        .throughput(Throughput::Elements((SIDE * SIDE) as u64));
    group
}

fn generate(c: &mut Criterion) {
    let mut group = million_cell_group(c, "weave_generate");
    for (name, recipe) in cases() {
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

/// Checks `puzzle` `runs` times; the CPU time taken.
fn check_runs(puzzle: &WeavePuzzle, runs: u64) -> Duration {
    let crossings = puzzle.crossing_inputs();
    let input = puzzle.input(&crossings);
    let before = cpu_time();
    for _ in 0..runs {
        black_box(checker::check(black_box(&input)).expect("a generated maze checks"));
    }
    cpu_time().saturating_sub(before)
}

fn check(c: &mut Criterion) {
    let mut group = million_cell_group(c, "weave_check");
    let mut cases = cases();
    cases.push(("braided", recipe(Algorithm::Backtracker, 0.5, 0.5)));
    for (name, recipe) in cases {
        // Made on first use, so a filter that leaves this maze out skips it.
        let mut made = None;
        group.bench_function(BenchmarkId::from_parameter(name), |b| {
            let puzzle =
                made.get_or_insert_with(|| recipe.generate(&mut ChaCha8Rng::seed_from_u64(42)));
            b.iter_custom(|runs| check_runs(puzzle, runs));
        });
    }
    group.finish();
}

criterion_group!(benches, generate, check);
criterion_main!(benches);
