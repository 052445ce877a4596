//! The Python package `sudograph`'s native module, `sudograph._sudograph`: exact graph
//! colouring for any Python graph (`graph`), and Sudoku of any size (`sudoku`, with the
//! `Puzzle` object of `puzzle`), on the `sudograph-colour` and `sudograph` crates. Every
//! search runs with the GIL released and stops on Ctrl-C (`interrupt`); the library's
//! errors become the exceptions of `errors`. `sudograph/__init__.py` re-exports it, and
//! `sudograph/__init__.pyi` gives its types.

use pyo3::prelude::*;

mod errors;
mod graph;
mod interrupt;
mod options;
mod puzzle;
mod solvers;
mod sudoku;

/// The native module: every function and class the package re-exports.
#[pymodule]
fn _sudograph(m: &Bound<'_, PyModule>) -> PyResult<()> {
    errors::register(m)?;
    graph::register(m)?;
    puzzle::register(m)?;
    sudoku::register(m)?;
    Ok(())
}
