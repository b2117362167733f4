//! The kind registry from outside: every registered kind supplies a sample
//! section that builds into a book on a small page (with its how-to page), and
//! the sections the tests' books "of every kind" are made of hold every
//! registered kind, in the registry's order; so a kind added to the registry
//! is in every such test (determinism, print profiles, words, how-to pages)
//! the day it is added.

use mazebook::keys::Source;
use mazebook::puzzle::registry::{self, KINDS};

use crate::common::{build, every_kind_sections, kind_name, small_spec, spec_in_temp};

#[test]
fn every_kind_supplies_a_sample_section_that_builds_on_a_small_page() {
    for kind in KINDS {
        let spec = format!(
            "[book]\ntitle = \"Sample\"\nseed = 2\npage-size = \"6x9\"\n\n[front-matter]\nhow-to = true\n\n[[section]]\ntitle = \"Sample\"\nkind = \"{}\"\ncount = 2\n{}",
            kind.name(),
            kind.sample_section()
        );
        let (dir, path) = spec_in_temp(&spec);
        let out = dir.path().join("out");
        build(&path, &out, &[]);
        let manifest: serde_json::Value =
            serde_json::from_slice(&std::fs::read(out.join("book.json")).unwrap()).unwrap();
        let puzzles = manifest["puzzles"].as_array().expect("a puzzle list");
        assert_eq!(puzzles.len(), 2, "{}", kind.name());
        assert!(
            puzzles.iter().all(|p| p["kind"] == kind.name()),
            "{}",
            kind.name()
        );
    }
}

#[test]
fn the_every_kind_sections_hold_every_registered_kind_in_order() {
    let source = Source {
        name: "book.toml".into(),
        text: small_spec(&every_kind_sections(kind_name, "count = 1")),
        dir: std::env::temp_dir(),
    };
    let spec = mazebook::spec::parse(source).expect("a valid spec");
    let kinds: Vec<&str> = spec.sections.iter().map(|s| s.kind().name()).collect();
    assert_eq!(kinds, registry::names());
}
