//! `sudograph dot`: the constraint graph as Graphviz DOT, written or rendered.

use std::path::Path;

use anyhow::bail;
use sudograph::colour::Limits;
use sudograph::dot::to_dot;
use sudograph::format::{Alphabet, Puzzle};
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Grid;
use sudograph::solve::{Answer, Solver};

use crate::cli::drawing::page::{check_page_size, write_page};
use crate::cli::drawing::render::{Placement, write_drawing};
use crate::cli::drawing::steps::{Lesson, write_steps};
use crate::cli::flags::commands::DotArgs;
use crate::cli::flags::config::Config;
use crate::cli::input::file::{InputFile, alphabet_for, puzzles};
use crate::cli::plural::counted;
use crate::cli::report::{print, report};
use crate::cli::status::Status;

/// Writes the chosen puzzle's graph: DOT to stdout or `-o`, or a picture with `--render`.
pub fn run(args: &DotArgs) -> anyhow::Result<Status> {
    let config = Config::of(args)?;
    let input = InputFile::read(args.file.as_deref())?;
    let mut status = Status::Success;
    let puzzles = puzzles(&input, &config.read, &mut status)?;
    if puzzles.is_empty() {
        return Ok(status); // every puzzle failed to read, and each failure was reported
    }
    let puzzle = chosen(&puzzles, args.index, &input.name)?;
    let graph = ConstraintGraph::new(&puzzle.grid);
    let alphabet = alphabet_for(&config.read, puzzle.grid.side());
    let solution = match args.solve {
        false => None,
        true => {
            let solution = solve(args, puzzle, &graph, &alphabet)?;
            if solution.is_none() {
                report(&format!(
                    "{}: line {}: no solution; drawing the puzzle as given",
                    input.name, puzzle.line
                ))?;
                status.note(Status::Failure);
            }
            solution
        }
    };
    let text = to_dot(&graph, solution.as_ref(), &alphabet);
    write_graph(&text, args, input.path.as_deref())?;
    Ok(status)
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

/// The puzzle's solution, if it has one; with `--steps` or `--page`, the search is traced
/// and its frames are written (after checking, before anything is written, that there are
/// not too many).
fn solve(
    args: &DotArgs,
    puzzle: &Puzzle,
    graph: &ConstraintGraph,
    alphabet: &Alphabet,
) -> anyhow::Result<Option<Grid>> {
    let solver = Solver::new(puzzle.grid.rules().clone());
    let limits = Limits::default();
    let answer = if args.steps.is_none() && args.page.is_none() {
        solver.solve(&puzzle.grid, &limits).0
    } else {
        let (answer, _, told) = solver.solve_traced(&puzzle.grid, &limits);
        let lesson = Lesson {
            graph,
            solver: &solver,
            puzzle: &puzzle.grid,
            told: &told,
            alphabet,
        };
        lesson.check_size()?;
        if args.page.is_some() {
            check_page_size(told.len() + 1)?;
        }
        if let Some(dir) = &args.steps {
            write_steps(dir, &lesson)?;
        }
        if let Some(path) = &args.page {
            write_page(path, &lesson.title(), told.len() + 1, lesson.frames())?;
        }
        answer
    };
    Ok(match answer {
        Answer::Solved(grid) => Some(grid),
        Answer::NoSolution | Answer::GaveUp => None,
    })
}

/// Writes the graph's DOT `text` where the flags ask: to `-o`, rendered with `--render`, or
/// else to stdout.
fn write_graph(text: &str, args: &DotArgs, input: Option<&Path>) -> anyhow::Result<()> {
    let suffix = if args.solve { "-solved" } else { "" };
    let written = write_drawing(text, &args.drawing, input, suffix, Placement::Pinned)?;
    if !written {
        print(text)?;
    }
    Ok(())
}
