//! Reading a TOML table key by key, with every error pointing at its line: the
//! spec's text (`source`), the checked walk over one table (`table`) and the error a
//! bad key gets (`error`). A leaf: the book spec and every puzzle kind's section
//! keys read through it, and it knows nothing of either.

pub mod error;
pub mod source;
pub mod table;

pub use error::SpecError;
pub use source::Source;
pub use table::Table;
