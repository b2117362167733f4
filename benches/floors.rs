//! Mazes with floors, per cell, on a 500 × 500 maze of 4 floors (a million
//! cells). Criterion reports throughput in cells per second; its inverse is the
//! cost per cell.
//!
//! `generate` is what a section does for every maze: zones, stairs, the
//! backtracker over the floors, ends (`FloorsRecipe::generate`, as `mazebook
//! puzzle grid --levels 4 --width 500` makes it); the goal is at most 30 ns per
//! cell. `check` is the independent checker on the maze's fields (the sweep,
//! the peeling along six ways, the walk along the path) and its metrics; the
//! goal is at most 15 ns per cell.
//!
//! Both count this thread's CPU time (on Linux), so other processes on a busy
//! machine do not inflate them. Run with `cargo bench --bench floors`.

#[path = "support/cpu_time.rs"]
mod cpu_time;

use std::hint::black_box;
use std::time::Duration;

use cpu_time::cpu_time;
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use mazebook::puzzle::grid::checkers::floors::{self as checker, metrics};
use mazebook::puzzle::grid::floors::FloorsRecipe;
use mazebook::puzzle::grid::floors::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Cells across and down each floor, and the floors.
const SIDE: usize = 500;
const FLOORS: usize = 4;

fn floors_recipe() -> FloorsRecipe {
    let request = GridRequest {
        width: Some(SIDE),
        height: Some(SIDE),
        levels: Some(FLOORS),
        ..GridRequest::default()
    };
    recipe(&request, None).expect("a 500 × 500 × 4 maze can be made")
}

fn group(c: &mut Criterion) {
    let recipe = floors_recipe();
    let cells = recipe.stack.cells() as u64;
    let mut group = c.benchmark_group("floors");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sampling_mode(SamplingMode::Flat)
        .throughput(Throughput::Elements(cells));
    group.bench_function("generate_500x500x4", |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        b.iter_custom(|runs| {
            let before = cpu_time();
            for _ in 0..runs {
                black_box(recipe.generate(&mut rng));
            }
            cpu_time().saturating_sub(before)
        });
    });
    let puzzle = (0..)
        .find_map(|seed| recipe.generate(&mut ChaCha8Rng::seed_from_u64(seed)))
        .expect("a maze");
    group.bench_function("check_500x500x4", |b| {
        b.iter_custom(|runs| {
            let before = cpu_time();
            for _ in 0..runs {
                let checked = checker::check(black_box(&puzzle.input())).expect("perfect");
                black_box(metrics::measure(&checked));
            }
            cpu_time().saturating_sub(before)
        });
    });
    group.finish();
}

criterion_group!(benches, group);
criterion_main!(benches);
