//! sudograph: solves Sudoku grids of any box size by colouring their constraint graph.
//!
//! Data flows one way: text → [`grid::Grid`] ([`format`](mod@format)) → constraint graph ([`graph`]) →
//! colourer ([`colour`], which knows nothing of Sudoku) → colouring → grid → text or
//! Graphviz DOT ([`dot`]). The [`validate`] module checks grids independently of the solver.
//! A traced search is told as a lesson a reader can check ([`lesson`]).
//! Grading ([`grade`]) solves a grid by human techniques instead, to rate it.
//! Any other graph takes a shorter path: DIMACS or DOT text ([`graph_file`]) → chromatic
//! number by the same colourer ([`chromatic`]) → coloured DOT ([`dot`]).
//!
//! ```
//! use sudograph::format::{read_puzzles, write_grid, Alphabet, Layout, ReadOptions};
//! let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap();
//! let solution = sudograph::solve::solve(&puzzle.grid).unwrap();
//! assert!(sudograph::validate::check(&solution, Some(&puzzle.grid)).is_empty());
//! assert_eq!(write_grid(&solution, Layout::Line, &Alphabet::for_side(4)), "2134342142131342\n");
//! ```

/// The graph library sudograph builds on: its graphs appear in the API (a [`graph::ConstraintGraph`]
/// holds a `petgraph::graph::UnGraph`; [`colour::Colourer::new`] takes any petgraph graph).
pub use petgraph;

pub mod chromatic;
pub mod colour;
pub mod dot;
pub mod format;
pub mod generate;
pub mod grade;
pub mod graph;
pub mod graph_file;
pub mod grid;
pub mod lesson;
pub mod rules;
mod shape;
pub mod solve;
pub mod validate;

/// The README's Rust example runs as a doctest, so it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
