//! sudograph: solves Sudoku grids of any box size by colouring their constraint graph.
//!
//! Data flows one way: text → [`grid::Grid`] ([`format`](mod@format)) → constraint graph ([`graph`]) →
//! the colourer of the [`sudograph_colour`] crate, which knows nothing of Sudoku → colouring
//! → grid → text, or a drawing ([`draw`]: Graphviz DOT, the lesson page). The [`validate`] module checks grids
//! independently of the solver. A traced search is told as a lesson a reader can check
//! ([`lesson`]). Grading ([`grade`]) solves a grid by human techniques instead, to rate it,
//! and [`hint`] gives a player the next of those steps for a grid in progress. Any other
//! graph, read and coloured by `sudograph_colour`, is drawn as coloured DOT ([`draw::dot`]).
//!
//! The types most programs need are here at the crate root: a [`Grid`] (read from text with
//! `parse`, written with `to_string`) under its [`Rules`], [`solve()`] or a [`Solver`] and its
//! [`Answer`], the validator's [`check`] and its [`Violation`]s, [`grid_to_dot`] to draw a
//! grid, and the [`Colourer`] for any graph; the modules hold the rest.
//!
//! ```
//! use sudograph::{Answer, Grid};
//! let puzzle: Grid = "..34.421...31342".parse().unwrap();
//! let Answer::Solved(solution) = sudograph::solve(&puzzle) else { panic!("no solution") };
//! assert!(sudograph::check(&solution, Some(&puzzle)).is_empty());
//! assert_eq!(solution.to_string(), "2134342142131342");
//! assert!(sudograph::grid_to_dot(&puzzle, Some(&solution)).starts_with("graph sudoku {"));
//! ```

#![warn(missing_docs)]

/// The graph library sudograph builds on: its graphs appear in the API (a [`graph::ConstraintGraph`]
/// holds a `petgraph::graph::UnGraph`; [`Colourer::new`] takes any petgraph graph).
pub use petgraph;

pub mod apart;
pub mod draw;
pub mod format;
pub mod generate;
pub mod grade;
pub mod graph;
pub mod grid;
pub mod hint;
pub mod lesson;
pub mod rating;
pub mod rules;
mod shape;
pub mod solve;
pub mod transform;
pub mod validate;

pub use crate::draw::dot::grid_to_dot;
pub use crate::format::{GridTextError, ParseError};
pub use crate::grid::Grid;
pub use crate::rules::{RegionsError, Rules, RulesError, SideMismatch, Variant};
pub use crate::shape::{Shape, ShapeError, ShapeTextError};
pub use crate::solve::{Answer, Solver, solve};
pub use crate::validate::{Violation, check};
pub use sudograph_colour::{ColourError, Colourer, Limits};

/// The crate README's Rust example runs as a doctest, so it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The repository README's Rust examples run as doctests too.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct RepositoryReadmeDoctests;

/// The user guide's Rust examples run as doctests too.
#[doc = include_str!("../../../docs/guide.md")]
#[cfg(doctest)]
pub struct GuideDoctests;
