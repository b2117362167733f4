//! The Theseus tables in the docs say what the code does: the ladder in
//! docs/difficulty.md is rebuilt from `levels`, and the record table in
//! docs/theseus.md from `records`.

use super::common::doc_table;
use mazebook::puzzle::theseus::{levels, records};

#[test]
fn the_ladder_table_says_what_the_levels_are() {
    let rows = doc_table("difficulty.md", "<!-- theseus levels table");
    let names = [(2, "`easy`"), (5, "`medium`"), (8, "`hard`")];
    let from_code: Vec<String> = (1..=10u8)
        .map(|level| {
            let rung = levels::level(level);
            let name = names.iter().find(|n| n.0 == level).map_or("", |n| n.1);
            format!(
                "| {level} | {name} | {} × {} | {}–{} | {} | {} |",
                rung.size.0,
                rung.size.1,
                rung.moves.start(),
                rung.moves.end(),
                rung.dead_ends,
                rung.lost
            )
        })
        .collect();
    assert_eq!(rows, from_code);
}

#[test]
fn every_rung_asks_more_than_the_one_below() {
    for level in 2..=10u8 {
        let (below, rung) = (levels::level(level - 1), levels::level(level));
        assert!(rung.moves.start() > below.moves.end());
        assert!(rung.size.0 * rung.size.1 > below.size.0 * below.size.1);
        assert!(rung.dead_ends > below.dead_ends && rung.lost > below.lost);
    }
}

#[test]
fn the_record_table_says_what_the_records_are() {
    let rows = doc_table("theseus.md", "<!-- records table");
    let from_code: Vec<String> = records::RECORDS
        .iter()
        .zip(records::PROMISED)
        .map(|(&(side, one, ten), (_, promised))| {
            format!("| {side} × {side} | {one} | {ten} | {promised} |")
        })
        .collect();
    assert_eq!(rows, from_code);
}
