//! Viennese maze speed. The reference evaluates 1,740–2,010 NHT 4×4 mazes a second
//! and 340–370 NHT 5×5; targets: ≥ 1,000,000 NHT 4×4 evaluations a second on one
//! core, and a unique NHT 5×5 maze of reference score ≥ 4.5e8 in ≤ 1 s.
//!
//! - `viennese_evaluate/*`: one evaluation of a random colouring (a pool of 1,024
//!   cycled), so evaluations/s = 1 / time;
//! - `viennese_analyse/nht_4x4`: the full, independent analysis, for comparison;
//! - `viennese_best_score/nht_5x5_seed_*`: `best_score` with the evaluation budget
//!   the book uses for the 4.5e8 target; each seed's score is printed and checked.
//!
//! Run with `cargo bench --bench viennese`; pass a filter such as `-- evaluate`.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use mazebook::puzzle::viennese::analyse::analyse;
use mazebook::puzzle::viennese::evaluate::Evaluator;
use mazebook::puzzle::viennese::search::{SCORE_EVALUATIONS, best_score};
use mazebook::puzzle::viennese::{Canvas, Maze, Variant};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn template(width: usize, height: usize, variant: Variant) -> Maze {
    let plan = Arc::new(Canvas::squares(width, height));
    let streets = plan.street_count();
    Maze::new(plan, vec![0; streets], 0, width * height - 1, variant).expect("a valid maze")
}

fn pool(maze: &Maze) -> Vec<Vec<u8>> {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    (0..1024)
        .map(|_| {
            (0..maze.colours().len())
                .map(|_| rng.random_range(0..3u8))
                .collect()
        })
        .collect()
}

fn evaluate(c: &mut Criterion) {
    let mut group = c.benchmark_group("viennese_evaluate");
    for (name, w, h, variant) in [
        ("nht_4x4", 4, 4, Variant::Nht),
        ("nht_5x5", 5, 5, Variant::Nht),
        ("ht_4x4", 4, 4, Variant::Ht),
        ("nht_6x6", 6, 6, Variant::Nht),
    ] {
        let maze = template(w, h, variant);
        let colourings = pool(&maze);
        let mut evaluator = Evaluator::new(&maze);
        let mut i = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                i = (i + 1) % colourings.len();
                black_box(evaluator.evaluate(black_box(&colourings[i])))
            })
        });
    }
    group.finish();
}

fn analyse_full(c: &mut Criterion) {
    let maze = template(4, 4, Variant::Nht);
    let mazes: Vec<Maze> = pool(&maze)
        .into_iter()
        .map(|c| maze.recoloured(c).expect("valid"))
        .collect();
    let mut i = 0;
    c.bench_function("viennese_analyse/nht_4x4", |b| {
        b.iter(|| {
            i = (i + 1) % mazes.len();
            black_box(analyse(black_box(&mazes[i])))
        })
    });
}

fn best(c: &mut Criterion) {
    let maze = template(5, 5, Variant::Nht);
    for seed in 0..8 {
        let started = Instant::now();
        let found = analyse(&best_score(&maze, seed, SCORE_EVALUATIONS));
        println!(
            "best_score 5x5 NHT seed {seed}: score {:.4e}, unique {}, moves {:?}, {:.0} ms",
            found.score,
            found.unique,
            found.moves,
            started.elapsed().as_secs_f64() * 1e3
        );
        assert!(
            found.unique && found.score >= 4.5e8,
            "seed {seed} fell short"
        );
    }
    let mut group = c.benchmark_group("viennese_best_score");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for seed in [0, 1, 2] {
        group.bench_function(format!("nht_5x5_seed_{seed}"), |b| {
            b.iter(|| black_box(best_score(&maze, seed, SCORE_EVALUATIONS)))
        });
    }
    group.finish();
}

criterion_group!(benches, evaluate, analyse_full, best);
criterion_main!(benches);
