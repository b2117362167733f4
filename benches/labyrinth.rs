//! Magic Labyrinth speed: analysing one 6×6 board (target ≤ 10 µs), drawing one
//! uniform 24-wall 6×6 board, searching 6×6/24 for fairness ≤ 0.5 (target: median
//! ≤ 5 ms; the seed tool took 2.39 s on average), and sampling plus analysing
//! 30×30 boards: 420 walls (the exact samplers) and 807 walls (the game's
//! density, where the exchange walk takes over).
//!
//! Run with `cargo bench --bench labyrinth`; pass a filter such as `-- search` for one.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use mazebook::puzzle::labyrinth::board::Board;
use mazebook::puzzle::labyrinth::fairness::{Analyser, analyse, default_goals};
use mazebook::puzzle::labyrinth::sample::sample;
use mazebook::puzzle::labyrinth::search::search;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn board_6x6() -> Board {
    sample(6, 6, 24, &mut ChaCha8Rng::seed_from_u64(42))
}

fn small(c: &mut Criterion) {
    let mut group = c.benchmark_group("labyrinth_6x6");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    let board = board_6x6();
    let goals = default_goals(6, 6);
    group.bench_function("analyse", |b| {
        b.iter(|| black_box(analyse(black_box(&board), &goals)));
    });
    let mut analyser = Analyser::new(6, 6, &goals);
    group.bench_function("analyser_sums", |b| {
        b.iter(|| black_box(analyser.sums(black_box(board.open_sides()))));
    });
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    group.bench_function("sample_24_walls", |b| {
        b.iter(|| black_box(sample(6, 6, 24, &mut rng)));
    });
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    group.bench_function("search_24_walls_to_0.5", |b| {
        b.iter(|| black_box(search(6, 6, 24, &goals, 0.5, &mut rng, 1_000_000)));
    });
    group.finish();
}

fn large(c: &mut Criterion) {
    let mut group = c.benchmark_group("labyrinth_30x30");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    let goals = default_goals(30, 30);
    for walls in [420, 807] {
        let mut rng = ChaCha8Rng::seed_from_u64(walls as u64);
        group.bench_function(format!("sample_and_analyse_{walls}_walls"), |b| {
            b.iter(|| {
                let board = sample(30, 30, walls, &mut rng);
                black_box(analyse(&board, &goals))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, small, large);
criterion_main!(benches);
