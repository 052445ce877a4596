//! The batch pipeline that `solve`, `count`, `grade`, `check` and `generate` share, and the
//! progress line it keeps.

pub mod batch;
pub mod progress;
pub mod workers;
