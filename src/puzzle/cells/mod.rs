//! What the cell-based maze kinds (grid and block) share: the start/goal
//! placements and their names, the compass directions with their passage bits,
//! the metric band a level asks for, the smallest cell that prints legibly,
//! and where the start and goal marks go in a drawing.
//!
//! Each kind keeps what differs: how it places its ends on its own maze, how it
//! draws, and (on purpose) its independent checker, which shares nothing with the
//! generators, not even these tables.

pub mod band;
pub mod cell_size;
pub mod direction;
pub mod marks;
pub mod placement;

pub use band::Band;
pub use direction::Direction;
pub use placement::Placement;
