//! The batch pipeline that `solve`, `count`, `grade`, `check` and `generate` share: the
//! stage a command plugs in, the workers that run it in input order, a batch over a puzzle
//! source, and the progress line.

pub mod batch;
pub mod progress_line;
pub mod stage;
pub mod workers;
