//! `sudograph check`: the validator on the command line.

use std::io::{BufWriter, Write};

use anyhow::bail;
use sudograph::validate::check;

use super::Status;
use super::args::CheckArgs;
use super::input::{alphabet_for, puzzles, read_options, read_source};

/// Checks each grid of the file (against the puzzle at the same place in `--puzzle`) and
/// prints `valid` or one line per violation; with several grids each line names its grid.
pub fn run(args: &CheckArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
    let mut status = Status::Success;
    let grids = puzzles(&read_source(Some(&args.file))?, &options, &mut status)?;
    let givens = match &args.puzzle {
        None => None,
        Some(path) => {
            let source = read_source(Some(path))?;
            let puzzles = puzzles(&source, &options, &mut status)?;
            if status != Status::Success {
                bail!("cannot pair grids with puzzles while some do not read");
            }
            if puzzles.len() != grids.len() {
                bail!(
                    "{} holds {} grids but {} holds {} puzzles",
                    args.file.display(),
                    grids.len(),
                    source.name,
                    puzzles.len()
                );
            }
            Some(puzzles)
        }
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (i, grid) in grids.iter().enumerate() {
        let prefix = if grids.len() > 1 {
            format!("grid {} (line {}): ", i + 1, grid.line)
        } else {
            String::new()
        };
        let puzzle = givens.as_ref().map(|p| &p[i].grid);
        let violations = check(&grid.grid, puzzle);
        if violations.is_empty() {
            writeln!(out, "{prefix}valid")?;
            continue;
        }
        status.note(Status::Failure);
        let alphabet = alphabet_for(&options, grid.grid.side());
        for violation in violations {
            writeln!(
                out,
                "{prefix}{}",
                violation.describe(grid.grid.side(), &alphabet)
            )?;
        }
    }
    out.flush()?;
    Ok(status)
}
