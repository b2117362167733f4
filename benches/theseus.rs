//! Theseus and the Minotaur speed, and the record table.
//!
//! - `theseus_solve_8x8`: the exact solver on level-8 boards (8×8, 59–74 moves),
//!   per board; the goal is at least 20,000 boards a second on one core.
//! - `theseus_generate`: one puzzle at levels 2, 5 and 8.
//! - `theseus_default_section`: a whole book of one default Theseus section
//!   (12 puzzles, `medium`), spec to PDF; the goal is under 2 s.
//!
//! `cargo bench --bench theseus -- solve-cpu` measures the solver in this
//! thread's CPU time instead (for a busy machine).
//!
//! `cargo bench --bench theseus -- ladder` prints the medians of the ladder's
//! measures over 25 seeds per level (the table in docs/difficulty.md).
//!
//! `cargo bench --bench theseus -- records` instead searches each board size
//! from 4×4 to 12×12 for the longest exact minimum within 1 s and within 10 s
//! of this thread's CPU time, prints the table of docs/theseus.md and, with
//! `THESEUS_RECORDS_OUT=DIR`, writes each board's JSON form into DIR.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::Criterion;
use mazebook::build::{BuildOptions, build};
use mazebook::puzzle::theseus::analysis::analyse;
use mazebook::puzzle::theseus::form::board_json;
use mazebook::puzzle::theseus::generate::{self, Target};
use mazebook::puzzle::theseus::levels;
use mazebook::puzzle::theseus::{Puzzle, Solver};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[path = "support/cpu_time.rs"]
mod cpu_time;

fn level_target(level: u8) -> Target {
    let rung = levels::level(level);
    Target {
        width: rung.size.0,
        height: rung.size.1,
        moves: rung.moves,
        budget: 1_000_000,
        dead_ends: rung.dead_ends,
        lost: rung.lost,
        max_walls: None,
    }
}

fn boards(level: u8, count: u64) -> Vec<Puzzle> {
    (0..count)
        .map(|seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            generate::generate(&level_target(level), &mut rng).expect("a level's puzzle")
        })
        .collect()
}

fn solve(c: &mut Criterion) {
    let puzzles = boards(8, 20);
    let mut solver = Solver::new();
    let mut group = c.benchmark_group("theseus_solve_8x8");
    group.throughput(criterion::Throughput::Elements(puzzles.len() as u64));
    group.bench_function("20 level-8 boards", |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(solver.solve(black_box(p)));
            }
        })
    });
    group.finish();
}

/// `solve-cpu`: the same 20 boards solved over and over for 5 s of this
/// thread's CPU time, so the figure holds on a busy machine, where criterion's
/// wall time also counts the time other work had the core.
fn solve_cpu() {
    let puzzles = boards(8, 20);
    let mut solver = Solver::new();
    let (cpu, wall) = (cpu_time::cpu_time(), Instant::now());
    let mut solved = 0u64;
    while cpu_time::cpu_time() - cpu < Duration::from_secs(5) {
        for p in &puzzles {
            black_box(solver.solve(black_box(p)));
        }
        solved += puzzles.len() as u64;
    }
    let seconds = (cpu_time::cpu_time() - cpu).as_secs_f64();
    println!(
        "theseus_solve_8x8: {solved} level-8 boards in {seconds:.2} s of CPU time ({:.2} s wall): {:.0} boards a second",
        wall.elapsed().as_secs_f64(),
        solved as f64 / seconds
    );
}

fn generate_levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("theseus_generate");
    group.sample_size(20);
    for level in [2u8, 5, 8] {
        let target = level_target(level);
        let mut seed = 0;
        group.bench_function(format!("level {level}"), |b| {
            b.iter(|| {
                seed += 1;
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                black_box(generate::generate(&target, &mut rng).expect("a puzzle"))
            })
        });
    }
    group.finish();
}

const DEFAULT_SECTION: &str = "[book]\ntitle = \"Theseus\"\nseed = 1\n\n[[section]]\n\
    title = \"Escapes\"\nkind = \"theseus\"\ncount = 12\n";

fn default_section(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let spec = dir.path().join("book.toml");
    std::fs::write(&spec, DEFAULT_SECTION).expect("spec written");
    let options = BuildOptions {
        spec,
        out: dir.path().join("out"),
        svg: false,
        png: false,
        quiet: true,
        seed: None,
        proof: false,
        html: false,
        strict: false,
    };
    let mut group = c.benchmark_group("theseus_default_section");
    group.sample_size(10);
    group.bench_function("12 medium puzzles, spec to PDF", |b| {
        b.iter(|| build(&options).expect("builds"))
    });
    group.finish();
}

/// The longest minimum found on a `side`×`side` board within `limit` of CPU time.
fn record(side: usize, limit: Duration) -> (Puzzle, usize, u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let start = cpu_time::cpu_time();
    let mut evaluations = 0;
    let puzzle = generate::longest(side, side, &mut rng, &mut |done| {
        evaluations = done;
        cpu_time::cpu_time() - start < limit
    })
    .expect("a valid size")
    .expect("some start escapes");
    let moves = analyse(&puzzle).moves().unwrap_or(0);
    (puzzle, moves, evaluations)
}

fn records() {
    let out = std::env::var_os("THESEUS_RECORDS_OUT");
    println!("| Board | Within 1 s | Within 10 s | Walls (10 s) | Boards searched in 10 s |");
    println!("| --- | --- | --- | --- | --- |");
    for side in 4..=12 {
        let started = Instant::now();
        let (short, short_moves, _) = record(side, Duration::from_secs(1));
        let (long, long_moves, evaluations) = record(side, Duration::from_secs(10));
        println!(
            "| {side} × {side} | {short_moves} | {long_moves} | {} | {evaluations} |",
            long.board.inner_walls()
        );
        if let Some(dir) = &out {
            for (name, puzzle) in [("1s", &short), ("10s", &long)] {
                let path = Path::new(dir).join(format!("{side}x{side}-{name}.json"));
                let text = serde_json::to_string_pretty(&board_json(puzzle)).expect("JSON");
                std::fs::write(path, text + "\n").expect("written");
            }
        }
        eprintln!(
            "{side}×{side}: {:.1} s of wall time",
            started.elapsed().as_secs_f64()
        );
    }
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn ladder() {
    println!("| Level | Moves | Dead ends | Lost states | Lost share | Walls | Time per puzzle |");
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for level in 1..=10u8 {
        let started = cpu_time::cpu_time();
        let mut rows: Vec<[f64; 5]> = Vec::new();
        for seed in 0..25 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let p = generate::generate(&level_target(level), &mut rng).expect("a puzzle");
            let a = analyse(&p);
            rows.push([
                a.moves().unwrap_or(0) as f64,
                a.dead_end_states as f64,
                a.lost_states as f64,
                a.lost_share(),
                p.board.inner_walls() as f64,
            ]);
        }
        let column = |k: usize| median(rows.iter().map(|r| r[k]).collect());
        let seconds = (cpu_time::cpu_time() - started).as_secs_f64() / rows.len() as f64;
        println!(
            "| {level} | {} | {} | {} | {:.2} | {} | {:.0} ms |",
            column(0),
            column(1),
            column(2),
            column(3),
            column(4),
            seconds * 1000.0
        );
    }
}

fn main() {
    if std::env::args().any(|arg| arg == "records") {
        records();
        return;
    }
    if std::env::args().any(|arg| arg == "ladder") {
        ladder();
        return;
    }
    if std::env::args().any(|arg| arg == "solve-cpu") {
        solve_cpu();
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    solve(&mut c);
    generate_levels(&mut c);
    default_section(&mut c);
    c.final_summary();
}
