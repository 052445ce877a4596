//! `sudograph dot`: the constraint graph as Graphviz DOT, written or rendered.

use std::io::Write;

use anyhow::bail;
use sudograph::colour::Limits;
use sudograph::dot::to_dot;
use sudograph::graph::ConstraintGraph;
use sudograph::solve::{Answer, Solver};

use crate::cli::drawing::page::{check_page_size, write_page};
use crate::cli::drawing::render::{Placement, write_drawing};
use crate::cli::drawing::steps::{Lesson, write_steps};
use crate::cli::flags::commands::DotArgs;
use crate::cli::input::file::{alphabet_for, puzzles, read_options, read_source};
use crate::cli::plural::counted;
use crate::cli::report::report;
use crate::cli::status::Status;

/// Writes the chosen puzzle's graph: DOT to stdout or `-o`, or a picture with `--render`.
pub fn run(args: &DotArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.reading)?;
    let source = read_source(args.file.as_deref())?;
    let mut status = Status::Success;
    let puzzles = puzzles(&source, &options, &mut status)?;
    if puzzles.is_empty() {
        return Ok(status); // every puzzle failed to read, and each failure was reported
    }
    if args.index == 0 {
        bail!("--index 0: puzzles are counted from 1");
    }
    let Some(puzzle) = puzzles.get(args.index - 1) else {
        bail!(
            "{}: --index {} but the file holds {}",
            source.name,
            args.index,
            counted(puzzles.len() as u64, "puzzle"),
        );
    };
    if puzzles.len() > 1 && args.index == 1 {
        report(&format!(
            "{}: drawing puzzle 1 of {} (--index N draws another)",
            source.name,
            puzzles.len()
        ))?;
    }
    let graph = ConstraintGraph::new(&puzzle.grid);
    let alphabet = alphabet_for(&options, puzzle.grid.side());
    let solution = match args.solve {
        false => None,
        true => {
            let solver = Solver::new(puzzle.grid.rules().clone());
            let limits = Limits::default();
            let answer = if args.steps.is_none() && args.page.is_none() {
                solver.solve(&puzzle.grid, &limits).0
            } else {
                let (answer, _, told) = solver.solve_traced(&puzzle.grid, &limits);
                let lesson = Lesson {
                    graph: &graph,
                    solver: &solver,
                    puzzle: &puzzle.grid,
                    told: &told,
                    alphabet: &alphabet,
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
            match answer {
                Answer::Solved(grid) => Some(grid),
                Answer::NoSolution | Answer::GaveUp => {
                    report(&format!(
                        "{}: line {}: no solution; drawing the puzzle as given",
                        source.name, puzzle.line
                    ))?;
                    status.note(Status::Failure);
                    None
                }
            }
        }
    };
    let text = to_dot(&graph, solution.as_ref(), &alphabet);
    let suffix = if args.solve { "-solved" } else { "" };
    let written = write_drawing(
        &text,
        &args.drawing,
        source.path.as_deref(),
        suffix,
        Placement::Pinned,
    )?;
    if !written {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
    }
    Ok(status)
}
