//! The node-domain representation, for any graph: a frame holds each node's colours left
//! as a 64-bit set (`engine`), with one file per propagation rule (`singles`, `locked`,
//! `alldiff`), the index of unit overlaps that locked colours read (`overlaps`) and the
//! bipartite matching behind all-different filtering (`matching`).

mod alldiff;
pub(crate) mod engine;
mod locked;
mod matching;
pub(crate) mod overlaps;
mod singles;
