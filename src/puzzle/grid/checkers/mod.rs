//! The independent checkers, side by side: the reason an answer key can be trusted.
//!
//! `rectangle` checks the rectangle's JSON form (width, height, passage bits), and
//! `shaped` every other shape's (masks, hexagons, triangles, circles, loops). Each
//! reads only a maze's JSON form, proves it (a perfect maze: a spanning tree; a
//! braided one: connected), finds the solution itself and measures the metrics on
//! what it decoded.
//!
//! The folder rule: nothing here uses the
//! generators, the drawing or the front door (`grid/rectangle/`, `grid/shaped/`,
//! any other `grid/` file) or what the cell kinds share (`puzzle::cells`); the
//! checkers write their own neighbour rules and passage bits from the format. Only
//! their `mod tests` blocks may make mazes with the generators, to check them.

mod peel;
pub mod rectangle;
pub mod shaped;
