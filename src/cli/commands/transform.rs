//! `sudograph transform` (or `canon`): each puzzle's canonical form, to tell equivalent
//! puzzles apart from different ones, or with `--shuffle` a random equivalent puzzle.

use std::fmt::Write;

use anyhow::bail;
use sudograph::format::write_grid;
use sudograph::grid::Grid;
use sudograph::transform::{TransformError, canonical, shuffle};

use crate::cli::flags::commands::TransformArgs;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::source::{Chunk, Source};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::report::report_to;
use crate::cli::status::Status;

/// Writes each puzzle's canonical form (or, with `--shuffle`, a random equivalent), one
/// record per puzzle in input order, in the puzzle's layout.
pub fn run(args: &TransformArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    if config.read.variant.regions.is_some() {
        bail!("transform: {}", TransformError::Regions);
    }
    if args.seed.is_some() && !args.shuffle {
        bail!("--seed picks the random equivalent of --shuffle: it goes with --shuffle");
    }
    let mut source = Source::open(&args.files, config.read, |_, _| ())?;
    let stage = Transforming {
        shuffle: args.shuffle.then(|| args.seed.unwrap_or(0)),
    };
    let summary = batch::run(&stage, config.threads, &mut source, "transform", false)?;
    Ok(summary.status)
}

/// The transform command's work on each chunk.
struct Transforming {
    /// The seed of the first puzzle's random equivalent, with `--shuffle`: puzzle i gets
    /// seed S+i.
    shuffle: Option<u64>,
}

impl Stage for Transforming {
    type Input = Chunk<()>;
    type Tally = ();

    fn work(&self, chunk: &Chunk<()>, out: &mut Output<()>) {
        out.each_puzzle(chunk, |out, i, entry| {
            let number = chunk.number(i);
            let kind = chunk.kind(entry);
            let grid = Grid::from_cells(kind.rules.clone(), chunk.cells(entry).to_vec())
                .expect("the reader checks the cells");
            let made = match self.shuffle {
                Some(seed) => shuffle(&grid, seed.wrapping_add(number - 1)),
                None => canonical(&grid),
            };
            match made {
                Ok(made) => {
                    // Grids are set apart by a blank line, as the reader expects them.
                    if entry.layout != sudograph::format::Layout::Line && number > 1 {
                        out.stdout().push('\n');
                    }
                    out.stdout()
                        .push_str(&write_grid(&made, entry.layout, &kind.alphabet));
                }
                Err(error) => {
                    let message = format!("line {}: {error}", entry.line);
                    report_to(out.stderr(), format_args!("{}: {message}", chunk.file));
                    let _ = writeln!(out.stdout(), "error: {message}");
                    out.status.note(Status::BadInput);
                }
            }
        });
    }
}
