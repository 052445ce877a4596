//! Explainer's chains: implications between single candidates ("potentials", each on or
//! off), followed breadth-first from an assumption; no grouped nodes. A chain's rating is
//! its technique's base plus a length bonus on its complexity, the number of distinct
//! potentials it rests on (see [`scale`](super::scale)). Among the hints of one
//! producer the rater takes the lowest rating, then the lowest complexity, then Explainer's
//! kind order (`easiest::Kind`).

mod cycles;
mod easiest;
mod implications;
mod multiple;
mod nested;
mod nesting;
mod run;

pub(crate) use self::cycles::forcing_chains_and_cycles;
pub(crate) use self::multiple::{Multiple, multiple_chains};
pub(crate) use self::nested::at_level;
