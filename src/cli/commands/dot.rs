//! `sudograph dot`: the constraint graph as Graphviz DOT, written or rendered.

use std::time::Instant;

use anyhow::bail;
use sudograph::draw::dot::to_dot;
use sudograph::format::{Alphabet, Puzzle};
use sudograph::graph::ConstraintGraph;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::unsolvable::why_unsolvable;
use sudograph_colour::Stats;

use crate::cli::drawing::inputs::Inputs;
use crate::cli::drawing::output::{check_output, is_stdout};
use crate::cli::drawing::page::write_page;
use crate::cli::drawing::render::Drawing;
use crate::cli::drawing::steps::{Lesson, write_steps};
use crate::cli::flags::budget::Budget;
use crate::cli::flags::commands::DotArgs;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::file::{InputFile, alphabet_for, file_named, puzzles};
use crate::cli::plural::counted;
use crate::cli::report::{print, report, say};
use crate::cli::stats::search_line;
use crate::cli::status::Status;

/// Writes the chosen puzzle's graph: DOT to stdout or `-o`, or a picture with `--render`.
/// The search flags bound `--solve`'s search, and are refused without it.
pub fn run(args: &DotArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    if !args.solve {
        config
            .budget
            .refuse_without_search("dot searches only with --solve, which draws the solution")?;
    } else if traced(args) {
        let flag = if args.steps.is_some() {
            "--steps"
        } else {
            "--page"
        };
        config.budget.refuse_for_trace(flag)?;
    }
    // Every output is checked before anything is read: none may be an input.
    let file = args.file.as_deref();
    let inputs = Inputs::of([file, args.reading.shape.rules.regions.as_deref()]);
    let suffix = if args.solve { "-solved" } else { "" };
    let drawing = Drawing::asked(&args.drawing, file_named(file), suffix, &inputs)?;
    check_page(args, drawing.as_ref(), &inputs)?;
    if let Some(dir) = &args.steps {
        inputs.refuse_folder(dir)?;
    }
    let input = InputFile::read(file)?;
    let mut status = Status::Success;
    let puzzles = puzzles(&input, &config.read, &mut status)?;
    if puzzles.is_empty() {
        return Ok(status); // every puzzle failed to read, and each failure was reported
    }
    let puzzle = chosen(&puzzles, args.index, &input.name)?;
    drawable(puzzle, &input.name)?;
    let graph = ConstraintGraph::new(&puzzle.grid);
    let alphabet = alphabet_for(&config.read, puzzle.grid.side());
    let solution = match args.solve {
        false => None,
        true => match solve(args, config.budget, puzzle, &graph, &alphabet)? {
            (Answer::Solved(grid), _) => Some(grid),
            (unsolved, stats) => {
                let (why, ended) = match unsolved {
                    Answer::GaveUp => {
                        let nodes = counted(stats.nodes, "node");
                        (format!("gave up after {nodes}"), Status::GaveUp)
                    }
                    _ => {
                        let grid = &puzzle.grid;
                        let why = why_unsolvable(grid.rules(), grid.cells(), None);
                        let why = why.describe(&alphabet);
                        (format!("no solution: {why}"), Status::Failure)
                    }
                };
                report(&format!(
                    "{}: line {}: {why}; drawing the puzzle as given",
                    input.name, puzzle.line
                ))?;
                status.note(ended);
                None
            }
        },
    };
    let text = to_dot(&graph, solution.as_ref(), &alphabet);
    write_graph(&text, drawing.as_ref(), traced(args))?;
    Ok(status)
}

/// The largest grid drawn: a 64×64 grid's graph has 4,096 nodes; past it, a drawing (or a
/// lesson page, whose board keeps a cell's candidates in 64 bits) shows nothing useful.
const MAX_DRAWN_SIDE: usize = 64;

/// Refuses a puzzle past [`MAX_DRAWN_SIDE`], before its graph is built, with the size of
/// the graph it would be.
fn drawable(puzzle: &Puzzle, name: &str) -> anyhow::Result<()> {
    let side = puzzle.grid.side();
    if side <= MAX_DRAWN_SIDE {
        return Ok(());
    }
    let shape = puzzle.grid.shape();
    // A cell's neighbours: its row, its column, and its box outside them (classic rules).
    let degree = 3 * (side - 1) - (shape.box_rows() - 1) - (shape.box_cols() - 1);
    let nodes = side * side;
    bail!(
        "{name}: line {}: dot draws grids up to {MAX_DRAWN_SIDE}×{MAX_DRAWN_SIDE}; the graph \
         of this {side}×{side} grid has {nodes} nodes and about {} edges, too many to draw",
        puzzle.line,
        nodes * degree / 2
    )
}

/// Whether the run writes a lesson (`--steps`, `--page`): then the lesson is its output,
/// and the graph's DOT is written only where `-o` or `--render` asks.
fn traced(args: &DotArgs) -> bool {
    args.steps.is_some() || args.page.is_some()
}

/// Checks `--page`'s path before any work: writable, none of the `inputs`, and not
/// standard output when the drawing goes there too (`-o -`).
fn check_page(args: &DotArgs, drawing: Option<&Drawing>, inputs: &Inputs) -> anyhow::Result<()> {
    let Some(page) = &args.page else {
        return Ok(());
    };
    if is_stdout(page) && drawing.is_some_and(Drawing::to_stdout) {
        bail!(
            "<stdout>: --page - and -o - would both write there; give -o FILE for the drawing, or leave -o out"
        );
    }
    check_output(page, inputs)
}

/// The puzzle `--index` picks (counted from 1) among those of the input named `name`; when
/// the input holds more than the first, which is drawn by default, that is said on stderr.
fn chosen<'a>(puzzles: &'a [Puzzle], index: usize, name: &str) -> anyhow::Result<&'a Puzzle> {
    if index == 0 {
        bail!("--index 0: puzzles are counted from 1");
    }
    let Some(puzzle) = puzzles.get(index - 1) else {
        bail!(
            "{name}: --index {index} but the file holds {}",
            counted(puzzles.len() as u64, "puzzle"),
        );
    };
    if puzzles.len() > 1 && index == 1 {
        report(&format!(
            "{name}: drawing puzzle 1 of {} (--index N draws another)",
            puzzles.len()
        ))?;
    }
    Ok(puzzle)
}

/// The search's answer and effort; with `--steps` or `--page`, the search is traced
/// and its frames are written (after checking, before anything is written, that there are
/// not too many). `--stats` says the search's effort on stderr.
fn solve(
    args: &DotArgs,
    budget: Budget,
    puzzle: &Puzzle,
    graph: &ConstraintGraph,
    alphabet: &Alphabet,
) -> anyhow::Result<(Answer, Stats)> {
    let solver = Solver::new(puzzle.grid.rules().clone());
    let start = Instant::now();
    let limits = budget.limits();
    let (answer, stats) = if !traced(args) {
        solver.solve_with(&puzzle.grid, &limits, &budget.settings())
    } else {
        let (answer, stats, told) = solver.solve_traced(&puzzle.grid, &limits);
        let lesson = Lesson {
            graph,
            solver: &solver,
            puzzle: &puzzle.grid,
            told: &told,
            alphabet,
        };
        lesson.check_size()?;
        if let Some(dir) = &args.steps {
            write_steps(dir, &lesson)?;
        }
        if let Some(path) = &args.page {
            write_page(path, &lesson)?;
        }
        (answer, stats)
    };
    if args.stats {
        let verdict = match answer {
            Answer::Solved(_) => "solved",
            Answer::NoSolution => "no solution",
            Answer::GaveUp => "gave up",
        };
        say(&search_line(verdict, start.elapsed(), stats, budget.seed()))?;
    }
    Ok((answer, stats))
}

/// Writes the graph's DOT `text` where the flags ask (`-o`, `--render`), or else to stdout
/// unless the run wrote a lesson (`traced`): `--steps` and `--page` alone leave the
/// terminal clear of hundreds of lines of DOT.
fn write_graph(text: &str, drawing: Option<&Drawing>, traced: bool) -> anyhow::Result<()> {
    match drawing {
        Some(drawing) => drawing.write(text),
        None if traced => Ok(()),
        None => print(text),
    }
}
