//! Grid mazes, the classic kind: the front door, and behind it the ways a grid
//! maze is made and the checkers that prove it.
//!
//! The front door (the files here) is what the book, the command line and
//! `analyze` see: `entry` (the kind in the registry), `section` (the book's keys),
//! `flags` (the command line's), `request` (what both ask for), `split` (the one
//! decision: the rectangle's, a shaped, a weave or a floors maze, for a request
//! and for a JSON form),
//! `finish` (a made maze checked into a finished one) and `analyze` (a JSON form
//! checked). Behind it,
//! `rectangle/` makes and draws the classic maze on squared paper, `shaped/` every
//! other shape (circles, hexagons, triangles, pictures, loops), `weave/` the
//! rectangle whose corridors cross over and under each other, `floors/` mazes
//! on several floors joined by stairs, and `checkers/` holds the independent
//! checkers side by side, which share no code with any of them.

pub mod analyze;
pub mod checkers;
pub mod entry;
pub mod finish;
pub mod flags;
pub mod floors;
pub mod rectangle;
pub mod request;
pub mod section;
pub mod shaped;
pub mod split;
pub mod weave;
