//! Reading a whole file (or stdin) at once, for the commands that look at one puzzle or
//! graph, with per-puzzle parse errors reported on stderr without stopping the others.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use sudograph::format::{Alphabet, Puzzle, ReadOptions, read_puzzles};

use crate::cli::input::marks_advice::MARKS_ELSEWHERE;
use crate::cli::input::paths::is_stdin;
use crate::cli::input::source::BOX_OPTION;
use crate::cli::report::report;
use crate::cli::status::Status;

/// A whole file (or stdin) read at once, with the name messages use for it.
pub struct InputFile {
    /// The name messages use (`<stdin>` or the path).
    pub name: String,
    /// The path, when it is a file.
    pub path: Option<PathBuf>,
    /// The whole text.
    pub bytes: Vec<u8>,
}

/// The file an input argument names: none for standard input (no argument, or `-`).
pub fn file_named(path: Option<&Path>) -> Option<&Path> {
    path.filter(|p| !is_stdin(p))
}

impl InputFile {
    /// Reads `path`, or stdin when it is `None` or `-`.
    pub fn read(path: Option<&Path>) -> anyhow::Result<InputFile> {
        match file_named(path) {
            None => {
                let mut bytes = Vec::new();
                std::io::stdin()
                    .lock()
                    .read_to_end(&mut bytes)
                    .context("cannot read standard input")?;
                Ok(InputFile {
                    name: "<stdin>".to_string(),
                    path: None,
                    bytes,
                })
            }
            Some(path) => {
                let bytes = std::fs::read(path)
                    .with_context(|| format!("cannot read {}", path.display()))?;
                Ok(InputFile {
                    name: path.display().to_string(),
                    path: Some(path.to_path_buf()),
                    bytes,
                })
            }
        }
    }
}

/// The alphabet for a puzzle: the custom one, or the default for its side.
pub fn alphabet_for(options: &ReadOptions, side: usize) -> Alphabet {
    options
        .symbols
        .clone()
        .unwrap_or_else(|| Alphabet::for_side(side))
}

/// Every puzzle of the input that reads cleanly. Each one that does not is reported on
/// stderr (then how many of all failed) and makes the status `BadInput`; an input with no
/// puzzle at all is an error.
pub fn puzzles(
    input: &InputFile,
    options: &ReadOptions,
    status: &mut Status,
) -> anyhow::Result<Vec<Puzzle>> {
    let results = read_puzzles(&input.bytes, options);
    let total = results.len();
    let mut good = Vec::new();
    for result in results {
        match result {
            Ok(puzzle) => good.push(puzzle),
            Err(err) => {
                let err = err
                    .with_box_option(BOX_OPTION)
                    .with_marks_advice(MARKS_ELSEWHERE);
                report(&format!("{}: {err}", input.name))?;
                status.note(Status::BadInput);
            }
        }
    }
    let bad = total - good.len();
    if bad > 0 && total > 1 {
        report(&format!("{bad} of {total} puzzles could not be read"))?;
    }
    if good.is_empty() && *status == Status::Success {
        bail!("{}: no puzzle found", input.name);
    }
    Ok(good)
}
