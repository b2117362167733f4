//! The independent checkers, side by side: the reason an answer key can be trusted.
//!
//! `rectangle` checks the rectangle's JSON form (width, height, passage bits),
//! `shaped` every other shape's (masks, hexagons, triangles, circles, loops),
//! `weave` a rectangle whose corridors cross over and under each other, and
//! `floors` a maze on several floors joined by stairs. Each
//! reads only a maze's JSON form, proves it (a perfect maze: a spanning tree; a
//! braided one: connected), finds the solution itself and measures the metrics on
//! what it decoded.
//!
//! The folder rule (guarded by `tests/it/grid_folders.rs`): from this crate, the
//! checkers use only this folder and `puzzle::{Metrics, metrics, error}`; nothing
//! of the generators, the drawing or the front door (`grid/rectangle/`,
//! `grid/shaped/`, the other `grid/` files) nor what the cell kinds share
//! (`puzzle::cells`). They write their own neighbour rules and passage bits from
//! the format. Only a file's closing `mod tests` block may make mazes with the
//! generators, to check them. The other way, only the front door's `finish.rs`
//! and `analyze.rs` use the checkers.
//!
//! `peel` is the one leaf peeling they all use to prove a perfect maze a tree.
//! The rectangle's and the floors' checkers (a rectangle is a stack of one
//! floor) share more, below both: `rows` (the sweep over a rectangle's bits),
//! `passages` (the decoded graph), `solve` (peeling or the search, to the
//! solution), `measures` (what makes the maze hard) and, for their tests,
//! `agreement`.

#[cfg(test)]
mod agreement;
pub mod floors;
mod measures;
mod passages;
mod peel;
pub mod rectangle;
mod rows;
pub mod shaped;
mod solve;
pub mod weave;
