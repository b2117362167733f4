//! Whole-book build time: the default book, and a 200-puzzle book, each from spec
//! to PDF and manifest on disk (release build, all cores).

use std::path::{Path, PathBuf};

use criterion::{Criterion, criterion_group, criterion_main};
use mazebook::build::{BuildOptions, build};

fn options(spec: PathBuf, out: &Path) -> BuildOptions {
    BuildOptions {
        spec,
        out: out.to_path_buf(),
        svg: false,
        png: false,
        quiet: true,
    }
}

/// 200 puzzles over four difficulties, 50 each, 2 to 6 per page.
fn two_hundred_puzzle_spec(dir: &Path) -> PathBuf {
    let mut text = String::from("[book]\ntitle = \"Two Hundred Mazes\"\npage-size = \"8.5x11\"\n");
    for (title, difficulty, per_page) in [
        ("Easy", "\"easy\"", 4),
        ("Medium", "\"medium\"", 2),
        ("Hard", "\"hard\"", 1),
        ("Level 6", "6", 2),
    ] {
        text.push_str(&format!(
            "\n[[section]]\ntitle = \"{title}\"\nkind = \"grid\"\ncount = 50\ndifficulty = {difficulty}\nper-page = {per_page}\n"
        ));
    }
    let path = dir.join("book.toml");
    std::fs::write(&path, text).expect("write the spec");
    path
}

fn books(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let default_spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("book.toml");
    let big_spec = two_hundred_puzzle_spec(dir.path());
    let mut group = c.benchmark_group("book");
    group.sample_size(10);
    group.bench_function("default book (22 mazes, 27 pages)", |b| {
        b.iter(|| {
            build(&options(default_spec.clone(), &dir.path().join("default"))).expect("builds")
        })
    });
    group.bench_function("200-puzzle book", |b| {
        b.iter(|| build(&options(big_spec.clone(), &dir.path().join("big"))).expect("builds"))
    });
    group.finish();
    let report = build(&options(big_spec, &dir.path().join("big"))).expect("builds");
    eprintln!(
        "200-puzzle book: {} pages, {} bytes ({:.1} KB per page)",
        report.pages,
        report.pdf_bytes,
        report.pdf_bytes as f64 / 1024.0 / report.pages as f64
    );
}

criterion_group!(benches, books);
criterion_main!(benches);
