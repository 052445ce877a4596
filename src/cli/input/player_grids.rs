//! The player's grids in progress for `hint --grid`: read whole (a player's file holds a
//! few grids), one per puzzle in the same order, each with the line it starts on; a file of
//! pencil marks gives each grid's candidates too.

use std::io::Read;
use std::path::Path;

use anyhow::Context;
use sudograph::format::{ReadOptions, holds_marks, read_marks, read_puzzles};
use sudograph::hint::PlayerGrid;

/// A grid in progress as read: its cells and pencil marks, its shape and the line it
/// starts on; or why it did not read.
pub type GridRead = Result<Played, String>;

/// A grid in progress read from the player's file.
#[derive(Clone, Debug)]
pub struct Played {
    /// The cells, and the pencil marks when the file gives them.
    pub progress: PlayerGrid,
    /// The grid's side, to compare with its puzzle's.
    pub side: usize,
    /// 1-based line where it starts.
    pub line: usize,
}

/// Every grid of `path` (stdin for `-`), in order, each read or the message of why not.
pub fn read_grids(path: &Path, options: &ReadOptions) -> anyhow::Result<(String, Vec<GridRead>)> {
    let (name, text) = match path.as_os_str() == "-" {
        true => {
            let mut text = Vec::new();
            std::io::stdin()
                .read_to_end(&mut text)
                .context("cannot read <stdin>")?;
            ("<stdin>".to_string(), text)
        }
        false => {
            let text =
                std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
            (path.display().to_string(), text)
        }
    };
    // A file of pencil marks is read as such; any other as puzzles are.
    if holds_marks(&text) {
        let grids = read_marks(&text, options)
            .into_iter()
            .map(|read| match read {
                Ok(marks) => Ok(Played {
                    progress: PlayerGrid::with_candidates(marks.cells, marks.candidates),
                    side: marks.side,
                    line: marks.line,
                }),
                Err(error) => Err(format!("{name}: {error}")),
            })
            .collect();
        return Ok((name, grids));
    }
    let grids = read_puzzles(&text, options)
        .into_iter()
        .map(|read| match read {
            Ok(puzzle) => Ok(Played {
                progress: PlayerGrid::new(puzzle.grid.cells().to_vec()),
                side: puzzle.grid.side(),
                line: puzzle.line,
            }),
            Err(error) => Err(format!("{name}: {error}")),
        })
        .collect();
    Ok((name, grids))
}
