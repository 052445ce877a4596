//! The reading options every Sudoku function takes as keywords, as the command line's
//! flags: `variant=` ("classic" or "x"), `regions=` (a jigsaw's region map, as text or a
//! path), `box=` ("2x3" or `(2, 3)`) and `symbols=` (the alphabet, such as
//! "0123456789ABCDEF").

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;
use sudograph::format::{Alphabet, ReadOptions, read_regions};
use sudograph::grid::Shape;
use sudograph::rules::Variant;

use crate::errors::puzzle_error;

/// The read options the keywords ask for, each checked, and the sides they fix checked to
/// agree.
pub fn read_options(
    variant: &str,
    regions: Option<&Bound<'_, PyAny>>,
    box_shape: Option<&Bound<'_, PyAny>>,
    symbols: Option<&str>,
) -> PyResult<ReadOptions> {
    let diagonals = match variant {
        "classic" => false,
        "x" | "X" => true,
        other => {
            return Err(PyValueError::new_err(format!(
                "variant={other:?}: the variants are \"classic\" and \"x\" (both diagonals are units)"
            )));
        }
    };
    let regions = regions.map(region_map).transpose()?;
    let shape = box_shape.map(shape).transpose()?;
    if shape.is_some() && regions.is_some() {
        return Err(PyValueError::new_err(
            "box= and regions=: a jigsaw's regions replace its boxes; leave box out",
        ));
    }
    let symbols = symbols
        .map(|text| {
            Alphabet::custom(text).map_err(|e| puzzle_error(format!("symbols={text:?}: {e}")))
        })
        .transpose()?;
    let options = ReadOptions {
        symbols,
        shape,
        variant: Variant {
            regions,
            diagonals,
            ..Variant::default()
        },
        column: None,
    };
    options.fixed_side().map_err(puzzle_error)?;
    Ok(options)
}

/// The region map `regions=` gives: its text, or a path (`str` is text; a `pathlib.Path`
/// or any `os.PathLike` is read).
fn region_map(regions: &Bound<'_, PyAny>) -> PyResult<sudograph::rules::Regions> {
    let text: Vec<u8> = match regions.is_instance_of::<PyString>() {
        true => regions.extract::<String>()?.into_bytes(),
        false => {
            let path: std::path::PathBuf = regions.extract().map_err(|_| {
                PyTypeError::new_err("regions= is the region map's text (str) or a path")
            })?;
            std::fs::read(&path).map_err(|e| {
                pyo3::exceptions::PyOSError::new_err(format!("cannot read {}: {e}", path.display()))
            })?
        }
    };
    read_regions(&text).map_err(|e| puzzle_error(format!("regions=: {e}")))
}

/// The box shape `box=` gives: `"2x3"` or `(2, 3)`.
fn shape(value: &Bound<'_, PyAny>) -> PyResult<Shape> {
    if let Ok(text) = value.extract::<String>() {
        return text
            .parse()
            .map_err(|e| puzzle_error(format!("box={text:?}: {e}")));
    }
    let (rows, cols): (usize, usize) = value
        .extract()
        .map_err(|_| PyTypeError::new_err("box= is \"ROWSxCOLS\" or (rows, cols), e.g. \"2x3\""))?;
    Shape::new(rows, cols).map_err(|e| puzzle_error(format!("box=({rows}, {cols}): {e}")))
}
