//! Everything that draws, in one place, so that any front end (the command line, a
//! notebook) draws as the command line does: Graphviz DOT of a grid, a lesson step or any
//! coloured graph ([`dot`]), the self-contained lesson page that plays a solve in the
//! browser ([`page`]), the colours symbols are drawn in (`palette`), and, with the
//! `graphviz` feature, a picture rendered by running Graphviz on the DOT (`graphviz`).
//!
//! ```
//! use sudograph::{Grid, draw};
//! let puzzle: Grid = "..34.421...31342".parse().unwrap();
//! let dot = draw::dot::grid_to_dot(&puzzle, None);
//! assert!(dot.contains("layout=nop2"), "plain `dot -Tpng` draws the grid in place");
//! ```

pub mod dot;
#[cfg(feature = "graphviz")]
pub mod graphviz;
pub mod page;
pub(crate) mod palette;
