//! The animation page (`dot --solve --page FILE`): the library's lesson page
//! ([`sudograph::draw::page::lesson_page`]) written to a file whole or not at all.

use std::path::Path;

use sudograph::draw::page::lesson_page;

use super::output::{is_stdout, write_text};
use super::steps::Lesson;
use crate::cli::report::say;

/// Writes the page that plays `lesson` to `path` (a file whole or not at all, or `-`:
/// standard output); says so on stderr.
pub fn write_page(path: &Path, lesson: &Lesson) -> anyhow::Result<()> {
    let board = lesson.solver.board(lesson.puzzle);
    let title = lesson.title();
    let html = lesson_page(lesson.graph, board, lesson.told, lesson.alphabet, &title);
    write_text(path, &html)?;
    if is_stdout(path) {
        return Ok(());
    }
    say(&format!(
        "wrote {} ({} frames)",
        path.display(),
        lesson.told.len() + 1
    ))
}
