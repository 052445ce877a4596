//! `sudograph solve --marks`: pencil-mark grids (Sukaku puzzles, a player's candidates)
//! solved so that every cell takes one of its candidates.

use std::fmt::Write as _;

use anyhow::bail;
use sudograph::colour::recycle;
use sudograph::format::{Layout, read_marks, write_cells};
use sudograph::grid::Shape;
use sudograph::rules::Rules;
use sudograph::solve::Solver;

use crate::cli::flags::commands::SolveArgs;
use crate::cli::flags::config::Config;
use crate::cli::flags::output::LayoutArg;
use crate::cli::input::file::{InputFile, alphabet_for};
use crate::cli::input::paths::input_paths;
use crate::cli::pipeline::batch::without_records;
use crate::cli::plural::counted;
use crate::cli::records::RecordFormat;
use crate::cli::report::{print, report};
use crate::cli::status::Status;

/// Solves every pencil-mark grid of the inputs (each file read whole, in order), one record
/// per grid in order: a solution that keeps to the candidates (a line, or a grid with
/// `--layout grid`), `no solution`, `gave up after N nodes`, or `error: …` for a grid that
/// does not read.
pub fn run(args: &SolveArgs, config: &Config) -> anyhow::Result<Status> {
    if config.format != RecordFormat::Text || args.trace || args.stats {
        bail!("--marks writes solutions as text: not with --format, --trace or --stats");
    }
    let layout = match args.layout {
        Some(LayoutArg::Grid) => Layout::Grid,
        _ => Layout::Line,
    };
    let mut solvers: Vec<(usize, Result<Solver, String>)> = Vec::new();
    let (mut status, mut written, mut empty) = (Status::Success, 0, Vec::new());
    for path in input_paths(&args.files)? {
        let input = InputFile::read(Some(&path))?;
        let grids = read_marks(&input.bytes, &config.read);
        if grids.is_empty() {
            empty.push(input.name);
            continue;
        }
        let mut out = String::new();
        for read in &grids {
            if layout == Layout::Grid && written > 0 {
                out.push('\n');
            }
            written += 1;
            let marks = match read {
                Ok(marks) => marks,
                Err(error) => {
                    note_error(
                        &mut out,
                        &mut status,
                        &input.name,
                        &error.to_string(),
                        config,
                    );
                    continue;
                }
            };
            if solvers.iter().all(|(side, _)| *side != marks.side) {
                let solver = marks_shape(config.read.shape, marks.side)
                    .and_then(|s| {
                        Rules::new(s, config.read.variant.clone()).map_err(|e| e.to_string())
                    })
                    .map(Solver::new);
                solvers.push((marks.side, solver));
            }
            let solver = &solvers
                .iter()
                .find(|(side, _)| *side == marks.side)
                .expect("made")
                .1;
            let solver = match solver {
                Ok(solver) => solver,
                Err(problem) => {
                    let message = format!("line {}: {problem}", marks.line);
                    note_error(&mut out, &mut status, &input.name, &message, config);
                    continue;
                }
            };
            let budget = config.budget;
            let (count, stats) =
                solver.count_allowed(&marks.candidates, 1, &budget.limits(), &budget.settings());
            match (count.first, count.complete) {
                (Some(solution), _) => {
                    let cells: Vec<Option<u16>> = solution.iter().map(|&s| Some(s)).collect();
                    let alphabet = alphabet_for(&config.read, marks.side);
                    write_cells(&mut out, &cells, solver.rules(), layout, &alphabet);
                    recycle(solution);
                }
                (None, true) => {
                    out.push_str("no solution\n");
                    status.note(Status::Failure);
                }
                (None, false) => {
                    let _ = writeln!(out, "gave up after {}", counted(stats.nodes, "node"));
                    status.note(Status::GaveUp);
                }
            }
        }
        if !config.quiet {
            print(&out)?;
        }
    }
    status.note(without_records(&empty, written, "grid", config.quiet)?);
    Ok(status)
}

/// Writes a grid's error in its place, and says it on stderr.
fn note_error(out: &mut String, status: &mut Status, name: &str, message: &str, config: &Config) {
    let _ = writeln!(out, "error: {message}");
    status.note(Status::BadInput);
    if !config.quiet {
        let _ = report(&format!("{name}: {message}"));
    }
}

/// The shape of a pencil-mark grid of `side`: the `--box` given, which must be for that
/// side, or the square boxes of the side.
pub(super) fn marks_shape(given: Option<Shape>, side: usize) -> Result<Shape, String> {
    match given {
        Some(shape) if shape.side() != side => Err(format!(
            "--box {}x{} is for side {}, the grid has side {side}",
            shape.box_rows(),
            shape.box_cols(),
            shape.side()
        )),
        Some(shape) => Ok(shape),
        None => Shape::for_side(side).map_err(|e| e.to_string()),
    }
}
