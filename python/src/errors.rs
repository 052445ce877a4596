//! The package's exceptions: a search that gave up, a puzzle that does not read, a puzzle
//! without solution. Each carries the library's own message.

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;

create_exception!(
    sudograph,
    SudographError,
    PyException,
    "The base of every sudograph exception."
);
create_exception!(
    sudograph,
    GaveUp,
    SudographError,
    "A search reached its timeout before it could answer."
);
create_exception!(
    sudograph,
    PuzzleError,
    PyValueError,
    "A puzzle, a region map or a reading option that cannot be read; the message names the line and column."
);

/// Adds the exceptions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("SudographError", py.get_type::<SudographError>())?;
    m.add("GaveUp", py.get_type::<GaveUp>())?;
    m.add("PuzzleError", py.get_type::<PuzzleError>())?;
    Ok(())
}

/// A [`PuzzleError`] with the library error's message.
pub fn puzzle_error(error: impl std::fmt::Display) -> PyErr {
    PuzzleError::new_err(error.to_string())
}

/// A [`GaveUp`] saying what gave up and after how many search nodes.
pub fn gave_up(what: &str, nodes: u64) -> PyErr {
    GaveUp::new_err(format!(
        "{what} gave up after {nodes} search nodes (timeout)"
    ))
}
