//! Whole-book build time, spec to PDF and manifest on disk (release build, all
//! cores): the default book, a 200-puzzle grid book and a 500-puzzle book of all
//! five kinds (the specs are in `benches/books/`, with the 10,000-puzzle book used
//! for peak-memory runs under `/usr/bin/time -v`). It also prints each book's size
//! and build time per page.

use std::path::{Path, PathBuf};
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use mazebook::build::{BuildOptions, BuildReport, build};

fn options(spec: PathBuf, out: &Path) -> BuildOptions {
    BuildOptions {
        spec,
        out: out.to_path_buf(),
        svg: false,
        png: false,
        quiet: true,
        seed: None,
        proof: false,
        html: false,
        strict: false,
    }
}

fn book_spec(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(name)
}

fn books(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let specs = [
        ("default book (22 mazes, 27 pages)", book_spec("book.toml")),
        ("200-puzzle book", book_spec("benches/books/grid-200.toml")),
        (
            "500-puzzle mixed book",
            book_spec("benches/books/mixed-500.toml"),
        ),
    ];
    let mut group = c.benchmark_group("book");
    group.sample_size(10);
    for (name, spec) in &specs {
        let out = dir.path().join(name.replace(' ', "-"));
        group.bench_function(*name, |b| {
            b.iter(|| build(&options(spec.clone(), &out)).expect("builds"))
        });
    }
    group.finish();
    for (name, spec) in &specs[1..] {
        let start = Instant::now();
        let report = build(&options(spec.clone(), &dir.path().join("sizes"))).expect("builds");
        print_per_page(name, &report, start.elapsed().as_secs_f64());
    }
}

fn print_per_page(name: &str, report: &BuildReport, seconds: f64) {
    let pages = report.pages as f64;
    eprintln!(
        "{name}: {} pages, {} bytes ({:.1} KB per page), {:.2} ms per page",
        report.pages,
        report.pdf_bytes,
        report.pdf_bytes as f64 / 1024.0 / pages,
        seconds * 1000.0 / pages
    );
}

criterion_group!(benches, books);
criterion_main!(benches);
