//! Rotation puzzle speed: the exact solver on a 10×10 puzzle (target ≤ 20 µs),
//! the generator at exactly 12 turns on 10×10 (median ≤ 20 ms), and a book's
//! ten-rung ladder [3, 4, 4, 6, 8, 10, 12, 14, 16, 20] on boards that grow with
//! the rung, `suggested_side(n)` = 6 + ⌈n/2⌉ (at least 8) cells a side (≤ 200 ms).
//!
//! Run with `cargo bench --bench rotation`; pass a filter such as `-- solve` for one.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use mazebook::puzzle::rotation::generate::suggested_side;
use mazebook::puzzle::rotation::{DEFAULT_BUDGET, DEFAULT_DENSITY, Traps, analyse, generate};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The minimum turns of each rung of the original's published ladder.
const LADDER: [usize; 10] = [3, 4, 4, 6, 8, 10, 12, 14, 16, 20];

fn solve(c: &mut Criterion) {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let puzzle = generate(
        10,
        10,
        DEFAULT_DENSITY,
        12,
        Traps::Allow,
        &mut rng,
        DEFAULT_BUDGET,
    )
    .expect("a 12-turn 10×10 puzzle");
    c.bench_function("rotation_solve_10x10", |b| {
        b.iter(|| black_box(analyse(black_box(&puzzle))))
    });
}

fn generate_12(c: &mut Criterion) {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    c.bench_function("rotation_generate_10x10_12_turns", |b| {
        b.iter(|| {
            let made = generate(
                10,
                10,
                DEFAULT_DENSITY,
                12,
                Traps::Avoid,
                &mut rng,
                DEFAULT_BUDGET,
            );
            black_box(made.expect("a 12-turn puzzle"))
        })
    });
}

fn ladder(c: &mut Criterion) {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut group = c.benchmark_group("rotation_ladder");
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("ten_rungs_growing_boards", |b| {
        b.iter(|| {
            for n in LADDER {
                let side = suggested_side(n);
                let made = generate(
                    side,
                    side,
                    DEFAULT_DENSITY,
                    n,
                    Traps::Avoid,
                    &mut rng,
                    DEFAULT_BUDGET,
                );
                black_box(made.expect("a ladder rung"));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, solve, generate_12, ladder);
criterion_main!(benches);
