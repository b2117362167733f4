//! mazebook turns a book spec (`book.toml`) into a print-ready puzzle book: mazes of
//! graded difficulty, each checked by an independent solver, drawn to SVG, laid out
//! with their answer keys, and assembled into one PDF with a JSON manifest.
//!
//! The stages, each handing the next plain data: [`spec`] (book.toml → `BookSpec`),
//! [`pipeline`] (seeded generation with retries), [`puzzle`] (the kinds: generate,
//! check, measure, draw), [`layout`] (page plan, templates, page SVGs), [`pdf`]
//! (krilla), [`manifest`] (book.json). [`build`] runs them in order, streaming the
//! pages through [`book_pages`].

pub mod analysis;
pub mod book_pages;
pub mod build;
pub mod cli;
pub mod companion;
pub mod cover;
pub mod examples;
pub mod fonts;
pub mod input;
pub mod keys;
pub mod layout;
pub mod manifest;
pub mod math;
pub mod ordered;
pub mod output;
pub mod page_check;
pub mod paperback;
pub mod pdf;
pub mod picture_reader;
pub mod pipeline;
pub mod preflight;
pub mod preview;
pub mod print;
pub mod puzzle;
pub mod render;
pub mod serve;
pub mod spec;
pub mod units;
pub mod words;
