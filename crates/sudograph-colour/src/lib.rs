//! A k-colourer for any graph: constraint propagation plus backtracking that always branches
//! on the most constrained node (fewest colours left per conflict weight, a refinement of
//! DSATUR's rule). It knows nothing of Sudoku; told which node groups are k-cliques
//! ("units"), it also places a colour that has one place left in a unit.
//!
//! [`Colourer`] is the whole public face; behind it five engines search, each in a folder
//! of its own, and one scheduler decides which runs when:
//!
//! - `bands`: a search made for one graph, the 9×9 grid's with nine colours (recognised by
//!   its edges, its nodes in any order), which stands in for copy-on-branch there: each box
//!   one SIMD vector, branching on how a colour lies across a band of three boxes (tdoku's
//!   design), compiled for AVX-512, for AVX2 and for any processor and chosen at run time;
//! - `copy_on_branch`: backtracking search that copies its frame of colours left at each
//!   branch, so nothing is undone — the `driver` (frames, binary branches, restarts,
//!   limits, counting), the `propagation` rules and their fixpoint, the branching `choice`
//!   (dom/wdeg), and its two representations of a frame: `domains` (each node's colours
//!   left, any graph; its rules `singles`, `locked`, `alldiff`) and `planes` (each colour's
//!   nodes left, graphs of at most 128 nodes);
//! - `learning`: conflict-driven clause learning on the colouring's literals (its own map
//!   there), a search that can pause and go on;
//! - `walk`: local search for one colouring (`tabu`, TabuCol), idle threads
//!   lent to a long search to walk beside it (`idle_threads`), and local search alone
//!   (`colour_by_walk`), which
//!   the chromatic search walks the upper bound down with;
//! - `schedule`: which engine runs, and how a long search goes on with the engines taking
//!   turns (an algorithm portfolio); `config` holds every tuning constant of the engines
//!   with its range and default.
//!
//! The services the engines share each have a file named for them: `compile` (the graph
//! compiled once into flat neighbour, unit and overlap tables), `colour` (colour numbers and
//! their limits), `colour_set`, `request`, `answer`, `error` (what a search is asked, what it answers,
//! why a graph is refused), `stop` (a deadline or cancel flag, when a search must stop), `trace` (the steps of a traced search), `restart` (the Luby
//! schedule), `node_count` (search nodes counted across threads), `reuse` (buffers kept per
//! thread between searches), `bits` and `rng`.
//!
//! No file imports one that imports it back: a module's `mod.rs` only declares and
//! re-exports, and its files import each other by name.

#![warn(missing_docs)]

mod answer;
mod band_words;
pub(crate) mod bands;
pub mod bits;
pub mod chromatic;
mod colour;
mod colour_set;
mod colourer;
mod compile;
mod config;
mod copy_on_branch;
mod depth_first;
mod error;
pub mod graph_file;
mod learning;
mod node_count;
mod request;
mod restart;
mod reuse;
mod rng;
mod schedule;
mod stop;
#[cfg(test)]
mod tests;
mod trace;
mod walk;

pub use self::answer::{Count, Outcome, Report, Stats};
pub use self::colour::{Colour, MAX_COLOURS, WORD_COLOURS, allowed_colours, set_words};
pub use self::colour_set::{ColourSet, Wide};
pub use self::colourer::Colourer;
pub use self::error::ColourError;
pub use self::node_count::nodes_searched;
pub use self::request::{Limits, Request, Schedule, Settings};
pub use self::reuse::recycle;
pub use self::trace::Step;
pub use self::walk::colour_by_walk::colour_by_walk;
pub use self::walk::idle_threads::IdleThreads;

pub(crate) use self::compile::adjacency;
pub use self::rng::next_random;

/// The crate README's Rust example runs as a doctest, so it stays true.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
