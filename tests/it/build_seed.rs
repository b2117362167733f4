//! `build --seed N`: re-rolling a book from the command line without editing it.

use crate::common::{build, easy_section, mazebook, small_spec, spec_in_temp};

fn manifest(out: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(out.join("book.json")).expect("book.json");
    serde_json::from_str(&text).expect("book.json parses")
}

fn puzzle_seeds(manifest: &serde_json::Value) -> Vec<u64> {
    manifest["puzzles"]
        .as_array()
        .expect("puzzles")
        .iter()
        .map(|p| p["seed"].as_u64().expect("a puzzle seed"))
        .collect()
}

#[test]
fn build_seed_overrides_the_book_seed() {
    let (dir, spec) = spec_in_temp(&small_spec(&easy_section(2)));
    let (spec_out, flag_out, same_out) = (
        dir.path().join("spec"),
        dir.path().join("flag"),
        dir.path().join("same"),
    );
    build(&spec, &spec_out, &[]);
    build(&spec, &flag_out, &["--seed", "99"]);
    build(&spec, &same_out, &["--seed", "7"]);
    let (by_spec, by_flag, same) = (
        manifest(&spec_out),
        manifest(&flag_out),
        manifest(&same_out),
    );
    assert_eq!(by_spec["seed"], 7);
    assert_eq!(by_flag["seed"], 99, "book.json records the seed used");
    assert_ne!(puzzle_seeds(&by_spec), puzzle_seeds(&by_flag));
    assert_eq!(puzzle_seeds(&by_spec), puzzle_seeds(&same));
    // --seed equal to the spec's seed gives the same book, byte for byte.
    assert_eq!(
        std::fs::read(spec_out.join("book.pdf")).unwrap(),
        std::fs::read(same_out.join("book.pdf")).unwrap()
    );
}

#[test]
fn build_seed_out_of_range_is_a_usage_error() {
    let (dir, spec) = spec_in_temp(&small_spec(&easy_section(1)));
    for seed in ["-1", "9223372036854775808", "many"] {
        mazebook()
            .arg("build")
            .arg(&spec)
            .arg("--out")
            .arg(dir.path().join("out"))
            .args(["--quiet", "--seed", seed])
            .assert()
            .code(2);
    }
    assert!(!dir.path().join("out").exists());
}
