//! The band engine: a search made for one graph, the 9×9 Sudoku grid's, with nine colours
//! (the record holder's design: T. Dillon's tdoku, "Sudoku solving with bitwise operations
//! and SIMD", <https://t-dillon.github.io/tdoku/>). It holds each 3×3 box as one vector of
//! colour sets and each band of three boxes as the ways each colour can lie across it, and
//! branches on those ways rather than on nodes: it guesses less than branching on nodes,
//! and each step is a few vector operations.
//!
//! `shape` recognises the graph and places its nodes on the grid; `layout` says where
//! cells, boxes and bands sit; `lanes` is what a box's vector does, `swar` and `avx2` two
//! ways of doing it (the second with or without AVX-512); `band` a band's configurations
//! and own reasoning; `frame` a search frame and its propagation; `search` the search.

#[cfg(target_arch = "x86_64")]
mod avx2;
mod band;
pub(crate) mod fit;
mod frame;
mod lanes;
mod layout;
mod search;
mod swar;

pub(crate) use self::search::run;
#[cfg(test)]
pub(crate) use self::search::{Path, run_on};
