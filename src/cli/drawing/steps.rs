//! A traced solve drawn frame by frame: the frames `dot --steps DIR` writes (and the
//! folder's old frames it clears); `--page` plays the same lesson. While it writes, the folder
//! holds a file `INCOMPLETE`, removed last: a run that is killed or fails on the way leaves
//! it, so a folder of frames without it holds one whole lesson.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use sudograph::draw::dot::step_to_dot;
use sudograph::format::Alphabet;
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Grid;
use sudograph::lesson::{self, LessonStep};
use sudograph::solve::Solver;

use super::output::{STDOUT, write_text};
use crate::cli::plural::counted;
use crate::cli::report::say;

/// Most frames `--steps` and `--page` take (the puzzle and each step): each `--steps` frame
/// is a whole graph, each page frame a board, and a hard puzzle's search can take millions
/// of steps.
const MAX_FRAMES: usize = 10_000;

/// The file that marks a folder whose frames are being written, or were left half written.
pub const MARKER: &str = "INCOMPLETE";

/// What the marker says to whoever opens it.
const MARKER_TEXT: &str = "sudograph dot --steps is writing the frames of this folder, or was \
stopped before it wrote them all: it removes this file once every frame is written, so \
while it is here the frames are not a whole lesson. Run it again to write them all.\n";

/// A traced solve, ready to be drawn frame by frame.
pub struct Lesson<'a> {
    /// The puzzle's constraint graph, drawn in every frame.
    pub graph: &'a ConstraintGraph,
    /// The solver that traced it, which puts steps in words and makes the board.
    pub solver: &'a Solver,
    /// The puzzle as given.
    pub puzzle: &'a Grid,
    /// The lesson's steps.
    pub told: &'a [LessonStep],
    /// The symbols labels use.
    pub alphabet: &'a Alphabet,
}

impl Lesson<'_> {
    /// Refuses, before anything is written, a lesson of more than [`MAX_FRAMES`] frames.
    pub fn check_size(&self) -> anyhow::Result<()> {
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
    pub fn frames(&self) -> impl Iterator<Item = (String, String)> + '_ {
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
                lesson::explain(told, self.solver.rules(), self.alphabet).trim()
            );
            let dot = step_to_dot(self.graph, &board, Some(told), self.alphabet, &sentence);
            (sentence, dot)
        });
        std::iter::once(first).chain(steps)
    }

    /// The page's title: the puzzle's rules and how many steps.
    pub fn title(&self) -> String {
        format!("{}: {} steps", self.graph.rules(), self.told.len())
    }
}

/// Writes `DIR/step-NNNN.dot` for the puzzle (0) and for each step of the lesson, and says
/// how many on stderr. Old frames in DIR go first, so that frames of two puzzles never
/// mix; a DIR holding anything else is refused before anything is written or removed.
/// [`MARKER`] is written before anything else changes and removed last. Errors are
/// `DIR: why` or `FILE: why`.
pub fn write_steps(dir: &Path, lesson: &Lesson) -> anyhow::Result<()> {
    if dir.as_os_str() == STDOUT {
        bail!("{STDOUT}: --steps writes a folder of frames, which standard output cannot hold");
    }
    // The steps' folder is made when missing: it is the flag's whole point.
    std::fs::create_dir_all(dir)
        .with_context(|| format!("{}: cannot make the folder", dir.display()))?;
    let old = old_frames(dir)?;
    let marker = dir.join(MARKER);
    write_text(&marker, MARKER_TEXT)?;
    let mut removed = 0;
    for path in old.iter().filter(|path| **path != marker) {
        std::fs::remove_file(path)
            .with_context(|| format!("{}: cannot remove this old frame", path.display()))?;
        removed += usize::from(!is_leftover(path));
    }
    let width = lesson.told.len().to_string().len().max(4);
    for (index, (_, text)) in lesson.frames().enumerate() {
        write_text(&dir.join(format!("step-{index:0width$}.dot")), &text)?;
    }
    std::fs::remove_file(&marker)
        .with_context(|| format!("{}: cannot remove the marker", marker.display()))?;
    let removed = match removed {
        0 => String::new(),
        n => format!(
            " (removed {} of an earlier run)",
            counted(n as u64, "old frame")
        ),
    };
    say(&format!(
        "wrote {} steps to {}{removed}",
        lesson.told.len() + 1,
        dir.display()
    ))?;
    Ok(())
}

/// Whether a file name is a frame: `step-N.dot`, or the `.png`, `.svg` or `.gif` the
/// guide's recipe makes of it.
fn is_frame(name: &str) -> bool {
    name.strip_prefix("step-")
        .and_then(|rest| rest.rsplit_once('.'))
        .is_some_and(|(number, extension)| {
            !number.is_empty()
                && number.bytes().all(|b| b.is_ascii_digit())
                && ["dot", "png", "svg", "gif"].contains(&extension)
        })
}

/// Whether a file is the temporary file of a frame or of the marker that a killed run
/// left (`.step-N.dot.XXXXXX.tmp`: the output helper's names).
fn is_leftover(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.strip_prefix('.')
        .and_then(|rest| rest.strip_suffix(".tmp"))
        .and_then(|rest| rest.rsplit_once('.'))
        .is_some_and(|(file, _)| file == MARKER || is_frame(file))
}

/// What an earlier `--steps` (or the guide's rendering recipe) left in `dir`: frames
/// (`step-N.dot`, `.png`, `.svg` and `.gif`), the marker and temporary files of a run that
/// was killed. An error naming the first other entry when there is one: the folder is
/// someone else's.
fn old_frames(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut frames = Vec::new();
    let unreadable = || format!("{}: cannot read the folder", dir.display());
    for entry in std::fs::read_dir(dir).with_context(unreadable)? {
        let entry = entry.with_context(unreadable)?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let ours = is_frame(&name) || name == MARKER || is_leftover(&entry.path());
        if !ours || !entry.file_type().is_ok_and(|t| t.is_file()) {
            bail!(
                "{}: the folder holds {name}, which is not a step frame; give a new or empty folder, or one of earlier steps",
                dir.display()
            );
        }
        frames.push(entry.path());
    }
    Ok(frames)
}
