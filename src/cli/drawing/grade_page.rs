//! The page of the grader's path (`grade --page FILE`): the first puzzle's grade drawn by
//! the library's lesson page ([`sudograph::draw::page::grade_page`]) while the workers
//! grade, then written whole or not at all once every record is out.

use std::path::Path;
use std::sync::Mutex;

use anyhow::bail;
use sudograph::draw::page::grade_page;
use sudograph::format::Alphabet;
use sudograph::grade::{Grade, Grader, PencilMarks};
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Grid;
use sudograph::rules::Rules;

use super::output::{is_stdout, write_text};
use crate::cli::plural::counted;
use crate::cli::report::say;

/// The page of the first puzzle's grade, once drawn; or why that puzzle has none.
#[derive(Default)]
pub struct GradePage(Mutex<Option<Result<Drawn, String>>>);

/// A drawn page and its frames.
struct Drawn {
    html: String,
    frames: usize,
}

impl GradePage {
    /// Draws the page of a grade: `grade` found by `grader` from `start`, the board of the
    /// puzzle `cells` under `rules`.
    pub fn draw(
        &self,
        grader: &Grader,
        rules: &Rules,
        cells: &[Option<u16>],
        start: PencilMarks,
        grade: &Grade,
        alphabet: &Alphabet,
    ) {
        let puzzle =
            Grid::from_cells(rules.clone(), cells.to_vec()).expect("the reader checks the cells");
        let graph = ConstraintGraph::new(&puzzle);
        let title = format!(
            "{rules}: {}; hardest {}; {}",
            grade.level().name(),
            grade.hardest().map_or("none", |t| t.name()),
            counted(grade.steps.len() as u64, "step")
        );
        let html = grade_page(&graph, grader, start, grade, alphabet, &title);
        let frames = grade.steps.len() + 2;
        self.keep(Ok(Drawn { html, frames }));
    }

    /// Records that the first puzzle has no grade to draw, and why (`several solutions`).
    pub fn ungraded(&self, why: &str) {
        self.keep(Err(why.to_string()));
    }

    fn keep(&self, drawn: Result<Drawn, String>) {
        if let Ok(mut slot) = self.0.lock() {
            *slot = Some(drawn);
        }
    }

    /// Writes the page to `path` (a file whole or not at all, or `-`: standard output) and
    /// says so on stderr, naming the puzzle drawn when the input held `records` of them; an
    /// error when the first puzzle has no grade, as a page asked for and not written is
    /// never a success.
    pub fn write(self, path: &Path, records: u64) -> anyhow::Result<()> {
        let drawn = self.0.into_inner().ok().flatten();
        let Drawn { html, frames } = match drawn {
            Some(Ok(drawn)) => drawn,
            Some(Err(why)) => bail!(
                "{}: the first puzzle has no grade to draw ({why}), so nothing written",
                path.display()
            ),
            None => bail!(
                "{}: no puzzle was graded, so nothing written",
                path.display()
            ),
        };
        write_text(path, &html)?;
        if is_stdout(path) {
            return Ok(());
        }
        let which = match records {
            0 | 1 => String::new(),
            n => format!("puzzle 1 of {n}: "),
        };
        say(&format!(
            "wrote {} ({which}{frames} frames)",
            path.display()
        ))
    }
}
