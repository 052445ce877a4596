//! `sudograph solve --marks`: pencil-mark grids (Sukaku puzzles, a player's candidates)
//! solved so that every cell takes one of its candidates.

use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::bail;
use sudograph::format::{Layout, ReadOptions, read_marks, write_cells};
use sudograph::grid::Shape;
use sudograph::rules::Rules;
use sudograph::solve::Solver;
use sudograph::validate::unsolvable::why_unsolvable;
use sudograph_colour::recycle;

use crate::cli::flags::commands::SolveArgs;
use crate::cli::flags::output::LayoutArg;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::file::{InputFile, alphabet_for};
use crate::cli::input::marks_advice::MARKS_FILE;
use crate::cli::input::source::Source;
use crate::cli::pipeline::batch::without_records;
use crate::cli::plural::counted;
use crate::cli::records::RecordFormat;
use crate::cli::report::{print, report};
use crate::cli::status::Status;

/// Solves every pencil-mark grid of the inputs (each file read whole, in order), one record
/// per grid in order: a solution that keeps to the candidates (a line, or a grid with
/// `--layout grid`), `no solution: …` saying why, `gave up after N nodes`, or `error: …`
/// for a grid that does not read.
pub(super) fn run(
    args: &SolveArgs,
    config: &RunOptions,
    inputs: MarksInputs,
) -> anyhow::Result<Status> {
    if config.format != RecordFormat::Text || args.trace || args.stats {
        bail!("--marks writes solutions as text: not with --format, --trace or --stats");
    }
    let layout = match args.layout {
        Some(LayoutArg::Grid) => Layout::Grid,
        _ => Layout::Line,
    };
    let mut solvers: Vec<(usize, Result<Solver, String>)> = Vec::new();
    let (mut status, mut written, mut empty) = (Status::Success, 0, Vec::new());
    for input in inputs {
        let input = input?;
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
            let alphabet = alphabet_for(&config.read, marks.side);
            match (count.first, count.complete) {
                (Some(solution), _) => {
                    let cells: Vec<Option<u16>> = solution.iter().map(|&s| Some(s)).collect();
                    write_cells(&mut out, &cells, solver.rules(), layout, &alphabet);
                    recycle(solution);
                }
                (None, true) => {
                    let why = why_unsolvable(solver.rules(), &marks.cells, Some(&marks.candidates));
                    let _ = writeln!(out, "no solution: {}", why.describe(&alphabet));
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
fn note_error(
    out: &mut String,
    status: &mut Status,
    name: &str,
    message: &str,
    config: &RunOptions,
) {
    let _ = writeln!(out, "error: {message}");
    status.note(Status::BadInput);
    if !config.quiet {
        let _ = report(&format!("{name}: {message}"));
    }
}

/// A whole input read as pencil marks, and its name for messages.
pub(super) struct MarksInput {
    pub(super) name: String,
    pub(super) bytes: Vec<u8>,
}

/// The inputs of a command reading pencil marks, each read whole in turn: the first is the
/// one whose first line was looked at, already read; the others follow by path.
pub(super) struct MarksInputs {
    /// How messages name the inputs together: the one input's name, or `N files`.
    pub(super) name: String,
    first: Option<MarksInput>,
    rest: std::vec::IntoIter<PathBuf>,
}

impl Iterator for MarksInputs {
    type Item = anyhow::Result<MarksInput>;

    fn next(&mut self) -> Option<anyhow::Result<MarksInput>> {
        if let Some(first) = self.first.take() {
            return Some(Ok(first));
        }
        let path = self.rest.next()?;
        Some(InputFile::read(Some(&path)).map(|input| MarksInput {
            name: input.name,
            bytes: input.bytes,
        }))
    }
}

/// What a command that takes pencil marks reads: puzzles, streamed, or pencil marks.
pub(super) enum Reading<K> {
    /// Boxed: a source holds its reader and buffers.
    Puzzles(Box<Source<K>>),
    Marks(MarksInputs),
}

impl<K> Reading<K> {
    /// Pencil marks, each input read whole, with `--marks` (`asked`) or when the first
    /// line of `source`'s first input is 9×9 pencil marks and no read option fixes another
    /// side (`--box 3x9` makes such a line a 27×27 puzzle); else the puzzles of `source`.
    pub(super) fn of(
        source: Source<K>,
        asked: bool,
        options: &ReadOptions,
    ) -> anyhow::Result<Reading<K>> {
        let mut source = source.marks_advice(MARKS_FILE);
        let nine = options
            .fixed_side()
            .ok()
            .flatten()
            .is_none_or(|side| side == 9);
        let marks = asked || (nine && source.starts_with_marks()?);
        if !marks {
            return Ok(Reading::Puzzles(Box::new(source)));
        }
        let all = source.name.clone();
        let (name, bytes, rest) = source.into_whole()?;
        Ok(Reading::Marks(MarksInputs {
            name: all,
            first: Some(MarksInput { name, bytes }),
            rest,
        }))
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
