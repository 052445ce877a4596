//! The reading options every Sudoku function takes as keywords, as the command line's
//! flags: `variant=` (a rule name such as "x" or "anti-knight", a comma-separated list of
//! them, or a list of names), `regions=` (a jigsaw's region map, as text or a path),
//! `box=` ("2x3" or `(2, 3)`) and `symbols=` (the alphabet, such as "0123456789ABCDEF").
//! Each function gathers them as `**options` and reads them here, once, into the
//! library's [`ReadOptions`].

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};
use sudograph::format::{Alphabet, ReadOptions, read_regions};
use sudograph::grid::Shape;
use sudograph::rules::Variant;

use crate::errors::puzzle_error;

/// The keywords read here.
const KEYWORDS: [&str; 4] = ["variant", "regions", "box", "symbols"];

/// The read options the keywords in `options` ask for (none: classic rules, the shape and
/// alphabet found from the text), each checked, and the sides they fix checked to agree.
/// A keyword other than these four is a TypeError, as Python gives for any function.
pub fn read_options(options: Option<&Bound<'_, PyDict>>) -> PyResult<ReadOptions> {
    let mut given: [Option<Bound<'_, PyAny>>; 4] = Default::default();
    for (key, value) in options.into_iter().flat_map(|options| options.iter()) {
        let key: String = key.extract()?;
        let Some(at) = KEYWORDS.iter().position(|k| *k == key) else {
            return Err(PyTypeError::new_err(format!(
                "unexpected keyword argument {key:?}; the reading keywords are {}",
                KEYWORDS.join(", ")
            )));
        };
        given[at] = (!value.is_none()).then_some(value);
    }
    let [variant, regions, box_shape, symbols] = given;
    let mut variant = variant
        .map(|value| variant_names(&value))
        .transpose()?
        .unwrap_or_default();
    variant.regions = regions.map(|r| region_map(&r)).transpose()?;
    let shape = box_shape.map(|b| shape(&b)).transpose()?;
    if shape.is_some() && variant.regions.is_some() {
        return Err(PyValueError::new_err(
            "box= and regions=: a jigsaw's regions replace its boxes; leave box out",
        ));
    }
    let symbols = symbols
        .map(|value| {
            let text: String = value.extract()?;
            Alphabet::custom(&text).map_err(|e| puzzle_error(format!("symbols={text:?}: {e}")))
        })
        .transpose()?;
    let options = ReadOptions {
        symbols,
        shape,
        variant,
        column: None,
    };
    options.fixed_side().map_err(puzzle_error)?;
    Ok(options)
}

/// The rules `variant=` names: "x,anti-knight" or ["x", "anti-knight"], refused as the
/// command line's `--variant` refuses a list.
fn variant_names(value: &Bound<'_, PyAny>) -> PyResult<Variant> {
    let text = match value.extract::<String>() {
        Ok(text) => text,
        Err(_) => value
            .extract::<Vec<String>>()
            .map_err(|_| {
                PyTypeError::new_err(
                    "variant= is a name such as \"anti-knight\", a comma-separated list, or a list of names",
                )
            })?
            .join(","),
    };
    text.parse()
        .map_err(|e| puzzle_error(format!("variant={text:?}: {e}")))
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
