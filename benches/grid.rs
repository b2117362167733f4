//! Grid maze generation speed, per cell, for every algorithm at a small and a large
//! size. Criterion reports throughput in cells per second; its inverse is the cost
//! per cell, which should not grow much from 100×100 to 2000×2000 (Aldous–Broder's
//! does: its random walk must cover the grid, which takes more steps per cell on a
//! bigger one).
//!
//! The independent checker plus the metrics (`check_2000x2000`) are measured the
//! same way, per cell, on a 2000×2000 maze of each default algorithm, so the two
//! costs can be set side by side: checking should not cost more than generating.
//! Its time is this thread's CPU time (on Linux), so other processes on a busy
//! machine do not inflate it; the goal is at most 12 ns per cell.
//!
//! `json_2000x2000` writes a checked 2000×2000 maze's JSON form into nothing,
//! as `--json` streams it. The whole command, against knossos-bench's
//! backtracker, is timed by `benches/whole_process.sh rectangle`; its memory
//! is guarded by `tests/memory.rs`.
//!
//! Run with `cargo bench --bench grid`; pass a filter such as `-- kruskal` for one.

#[path = "support/cpu_time.rs"]
mod cpu_time;

use std::hint::black_box;
use std::io;
use std::time::Duration;

use cpu_time::cpu_time;
use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use mazebook::puzzle::Finished;
use mazebook::puzzle::grid::checkers::rectangle::metrics::measure;
use mazebook::puzzle::grid::checkers::rectangle::{GridInput, check};
use mazebook::puzzle::grid::rectangle::algorithms::{Algorithm, GrowingTreeMode};
use mazebook::puzzle::grid::rectangle::recipe::recipe;
use mazebook::puzzle::grid::request::GridRequest;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// (side, samples, measurement seconds): the large size takes few samples, each of
/// the same number of runs (a run there takes from tens of milliseconds to a second).
const SIZES: [(usize, usize, u64); 2] = [(100, 50, 2), (2000, 10, 8)];

fn generate(c: &mut Criterion) {
    for (side, samples, seconds) in SIZES {
        let mut group = c.benchmark_group(format!("grid_{side}x{side}"));
        group
            .sample_size(samples)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(seconds))
            .throughput(Throughput::Elements((side * side) as u64));
        if side > 100 {
            group.sampling_mode(SamplingMode::Flat);
        }
        for algorithm in Algorithm::ALL {
            group.bench_with_input(
                BenchmarkId::from_parameter(algorithm.name()),
                &algorithm,
                |b, &algorithm| {
                    let mut rng = ChaCha8Rng::seed_from_u64(42);
                    b.iter(|| black_box(algorithm.generate(side, side, &mut rng)));
                },
            );
        }
        group.finish();
    }
}

/// The side of the mazes the checker is measured on.
const CHECK_SIDE: usize = 2000;

fn check_and_measure(c: &mut Criterion) {
    let mut group = c.benchmark_group(format!("check_{CHECK_SIDE}x{CHECK_SIDE}"));
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sampling_mode(SamplingMode::Flat)
        .throughput(Throughput::Elements((CHECK_SIDE * CHECK_SIDE) as u64));
    for algorithm in [
        Algorithm::Backtracker,
        Algorithm::GrowingTree(GrowingTreeMode::Mixed),
        Algorithm::Wilson,
    ] {
        let maze = algorithm.generate(CHECK_SIDE, CHECK_SIDE, &mut ChaCha8Rng::seed_from_u64(42));
        let input = GridInput {
            width: CHECK_SIDE,
            height: CHECK_SIDE,
            cells: maze.cells(),
            start: [0, 0],
            goal: [CHECK_SIDE - 1, CHECK_SIDE - 1],
        };
        group.bench_function(BenchmarkId::from_parameter(algorithm.name()), |b| {
            b.iter_custom(|runs| {
                let before = cpu_time();
                for _ in 0..runs {
                    let checked = check(black_box(&input)).expect("a generated maze is perfect");
                    black_box(measure(&checked));
                }
                cpu_time().saturating_sub(before)
            });
        });
    }
    group.finish();
}

/// The JSON form of a checked 2000×2000 maze written out (into nothing), as
/// `puzzle grid --json` streams it: per cell, about what checking costs.
fn json(c: &mut Criterion) {
    let mut group = c.benchmark_group(format!("json_{CHECK_SIDE}x{CHECK_SIDE}"));
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sampling_mode(SamplingMode::Flat)
        .throughput(Throughput::Elements((CHECK_SIDE * CHECK_SIDE) as u64));
    let request = GridRequest {
        width: Some(CHECK_SIDE),
        height: Some(CHECK_SIDE),
        algorithm: Some(Algorithm::Backtracker),
        ..GridRequest::default()
    };
    let finished = recipe(&request, None)
        .expect("a valid request")
        .make_one(&mut ChaCha8Rng::seed_from_u64(42))
        .expect("a maze");
    group.bench_function("backtracker", |b| {
        b.iter_custom(|runs| {
            let before = cpu_time();
            for _ in 0..runs {
                black_box(&finished)
                    .write_json(&mut io::sink())
                    .expect("written");
            }
            cpu_time().saturating_sub(before)
        });
    });
    group.finish();
}

criterion_group!(benches, generate, check_and_measure, json);
criterion_main!(benches);
