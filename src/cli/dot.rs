//! `sudograph dot`: the constraint graph as Graphviz DOT, written or rendered.

use std::io::Write;

use anyhow::bail;
use sudograph::colour::Limits;
use sudograph::dot::to_dot;
use sudograph::graph::ConstraintGraph;
use sudograph::solve::{Answer, Solver};

use super::Status;
use super::args::DotArgs;
use super::input::{alphabet_for, puzzles, read_options, read_source};
use super::render::{Layout, write_drawing};

/// Writes the chosen puzzle's graph: DOT to stdout or `-o`, or a picture with `--render`.
pub fn run(args: &DotArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
    let source = read_source(args.file.as_deref())?;
    let mut status = Status::Success;
    let puzzles = puzzles(&source, &options, &mut status)?;
    if puzzles.is_empty() {
        return Ok(status); // every puzzle failed to read, and each failure was reported
    }
    let Some(puzzle) = args.index.checked_sub(1).and_then(|i| puzzles.get(i)) else {
        bail!(
            "{}: --index {} but the file holds {} puzzles",
            source.name,
            args.index,
            puzzles.len()
        );
    };
    let graph = ConstraintGraph::new(&puzzle.grid);
    let solution = match args.solve {
        false => None,
        true => match Solver::new(puzzle.grid.rules().clone())
            .solve(&puzzle.grid, &Limits::default())
            .0
        {
            Answer::Solved(grid) => Some(grid),
            Answer::NoSolution | Answer::GaveUp => {
                eprintln!(
                    "sudograph: {}: line {}: no solution; drawing the puzzle as given",
                    source.name, puzzle.line
                );
                status.note(Status::Failure);
                None
            }
        },
    };
    let text = to_dot(
        &graph,
        solution.as_ref(),
        &alphabet_for(&options, puzzle.grid.side()),
    );
    let suffix = if args.solve { "-solved" } else { "" };
    let written = write_drawing(
        &text,
        &args.drawing,
        source.path.as_deref(),
        suffix,
        Layout::Pinned,
    )?;
    if !written {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
    }
    Ok(status)
}
