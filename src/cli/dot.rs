//! `sudograph dot`: the constraint graph as Graphviz DOT, written or rendered.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, bail};
use sudograph::colour::{Limits, Step};
use sudograph::dot::{step_to_dot, to_dot};
use sudograph::format::Alphabet;
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Grid;
use sudograph::solve::{Answer, Replay, Solver};

use super::Status;
use super::args::DotArgs;
use super::input::{alphabet_for, puzzles, read_options, read_source};
use super::output::write_text_atomically;
use super::render::{Placement, write_drawing};

/// Writes the chosen puzzle's graph: DOT to stdout or `-o`, or a picture with `--render`.
pub fn run(args: &DotArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
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
        let (count, s) = (puzzles.len(), if puzzles.len() == 1 { "" } else { "s" });
        bail!(
            "{}: --index {} but the file holds {count} puzzle{s}",
            source.name,
            args.index,
        );
    };
    if puzzles.len() > 1 && args.index == 1 {
        super::report(&format!(
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
            let answer = match &args.steps {
                None => solver.solve(&puzzle.grid, &limits).0,
                Some(dir) => {
                    let (answer, _, steps) = solver.solve_traced(&puzzle.grid, &limits);
                    write_steps(dir, &graph, &solver, &puzzle.grid, &steps, &alphabet)?;
                    answer
                }
            };
            match answer {
                Answer::Solved(grid) => Some(grid),
                Answer::NoSolution | Answer::GaveUp => {
                    super::report(&format!(
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

/// Most step files `--steps` writes: each is a whole graph (about 50 kB for 9×9, far more
/// for big grids), and a hard puzzle's search can take millions of steps.
const MAX_STEP_FILES: usize = 10_000;

/// Writes `DIR/step-NNNN.dot` for the puzzle (0) and for each step of the traced search,
/// every file whole or not at all, and says how many on stderr. Refuses, writing nothing,
/// a search of more than [`MAX_STEP_FILES`] steps.
fn write_steps(
    dir: &Path,
    graph: &ConstraintGraph,
    solver: &Solver,
    puzzle: &Grid,
    steps: &[Step],
    alphabet: &Alphabet,
) -> anyhow::Result<()> {
    if steps.len() >= MAX_STEP_FILES {
        bail!(
            "--steps: the search took {} steps; at most {} are written (try an easier puzzle)",
            steps.len(),
            MAX_STEP_FILES - 1
        );
    }
    // The steps' folder is made when missing: it is the flag's whole point.
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create folder {}", dir.display()))?;
    let width = steps.len().to_string().len().max(4);
    let write = |index: usize, text: &str| {
        write_text_atomically(&dir.join(format!("step-{index:0width$}.dot")), text)
    };
    let mut replay = Replay::new(puzzle);
    write(
        0,
        &step_to_dot(graph, replay.grid(), alphabet, None, "the puzzle"),
    )?;
    for (i, step) in steps.iter().enumerate() {
        let focus = replay.apply(step);
        let caption = format!("step {}: {}", i + 1, solver.explain(step, alphabet).trim());
        write(
            i + 1,
            &step_to_dot(graph, replay.grid(), alphabet, focus, &caption),
        )?;
    }
    super::say(&format!(
        "wrote {} steps to {}",
        steps.len() + 1,
        dir.display()
    ))?;
    Ok(())
}
