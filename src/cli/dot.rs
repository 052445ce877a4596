//! `sudograph dot`: the constraint graph as Graphviz DOT, written or rendered.

use std::io::Write;
use std::path::Path;

use anyhow::{Context, bail};
use sudograph::colour::Limits;
use sudograph::dot::{step_to_dot, to_dot};
use sudograph::format::Alphabet;
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Grid;
use sudograph::lesson::Told;
use sudograph::solve::{Answer, Solver};

use super::Status;
use super::args::DotArgs;
use super::input::{alphabet_for, puzzles, read_options, read_source};
use super::output::write_text_atomically;
use super::page::write_page;
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

/// Most frames `--steps` and `--page` take (the puzzle and each step): each is a whole
/// graph (about 50 kB of DOT for 9×9, far more for big grids), and a hard puzzle's search
/// can take millions of steps.
const MAX_FRAMES: usize = 10_000;

/// A traced solve, ready to be drawn frame by frame.
struct Lesson<'a> {
    graph: &'a ConstraintGraph,
    solver: &'a Solver,
    puzzle: &'a Grid,
    told: &'a [Told],
    alphabet: &'a Alphabet,
}

impl Lesson<'_> {
    /// Refuses, before anything is written, a lesson of more than [`MAX_FRAMES`] frames.
    fn check_size(&self) -> anyhow::Result<()> {
        let frames = self.told.len() + 1;
        if frames > MAX_FRAMES {
            bail!(
                "the search took {} steps, {frames} frames with the puzzle; at most {MAX_FRAMES} frames are written (try an easier puzzle)",
                self.told.len()
            );
        }
        Ok(())
    }

    /// The frames: the puzzle, then the board after each step, as (sentence, DOT).
    fn frames(&self) -> impl Iterator<Item = (String, String)> + '_ {
        let mut board = self.solver.board(self.puzzle);
        let first = (
            "the puzzle".to_string(),
            step_to_dot(self.graph, &board, None, self.alphabet, "the puzzle"),
        );
        let steps = self.told.iter().enumerate().map(move |(i, told)| {
            board.apply(told);
            let sentence = format!(
                "step {}: {}",
                i + 1,
                self.solver.explain(told, self.alphabet).trim()
            );
            let dot = step_to_dot(self.graph, &board, Some(told), self.alphabet, &sentence);
            (sentence, dot)
        });
        std::iter::once(first).chain(steps)
    }

    /// The page's title: the puzzle's rules and how many steps.
    fn title(&self) -> String {
        format!("{}: {} steps", self.graph.rules(), self.told.len())
    }
}

/// Writes `DIR/step-NNNN.dot` for the puzzle (0) and for each step of the lesson, every
/// file whole or not at all, and says how many on stderr. Old frames in DIR go first, so
/// that frames of two puzzles never mix; a DIR holding anything else is refused before
/// anything is written or removed.
fn write_steps(dir: &Path, lesson: &Lesson) -> anyhow::Result<()> {
    // The steps' folder is made when missing: it is the flag's whole point.
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create folder {}", dir.display()))?;
    let old = old_frames(dir)?;
    for path in &old {
        std::fs::remove_file(path)
            .with_context(|| format!("cannot remove the old frame {}", path.display()))?;
    }
    let width = lesson.told.len().to_string().len().max(4);
    for (index, (_, text)) in lesson.frames().enumerate() {
        write_text_atomically(&dir.join(format!("step-{index:0width$}.dot")), &text)?;
    }
    let removed = match old.len() {
        0 => String::new(),
        n => format!(
            " (removed {} of an earlier run)",
            super::counted(n as u64, "old frame")
        ),
    };
    super::say(&format!(
        "wrote {} steps to {}{removed}",
        lesson.told.len() + 1,
        dir.display()
    ))?;
    Ok(())
}

/// The frames an earlier `--steps` (or the README's rendering recipe) left in `dir`:
/// `step-N.dot`, `.png`, `.svg` and `.gif`. An error naming the first other entry when
/// there is one: the folder is someone else's.
fn old_frames(dir: &Path) -> anyhow::Result<Vec<std::path::PathBuf>> {
    let is_frame = |name: &str| {
        name.strip_prefix("step-")
            .and_then(|rest| rest.rsplit_once('.'))
            .is_some_and(|(number, extension)| {
                !number.is_empty()
                    && number.bytes().all(|b| b.is_ascii_digit())
                    && ["dot", "png", "svg", "gif"].contains(&extension)
            })
    };
    let mut frames = Vec::new();
    let entries =
        std::fs::read_dir(dir).with_context(|| format!("cannot read folder {}", dir.display()))?;
    for entry in entries {
        let entry = entry.with_context(|| format!("cannot read folder {}", dir.display()))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if !is_frame(&name) || !entry.file_type().is_ok_and(|t| t.is_file()) {
            bail!(
                "--steps {}: the folder holds {name}, which is not a step frame; give a new or empty folder, or one of earlier steps",
                dir.display()
            );
        }
        frames.push(entry.path());
    }
    Ok(frames)
}
