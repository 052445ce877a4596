//! The animation page (`dot --solve --page FILE`): one self-contained HTML file that plays
//! a lesson in the browser. It holds the lesson as data ([`sudograph::page::lesson_json`]:
//! the graph's drawing once, then each frame's board and highlights) and a small script of
//! its own ([`SCRIPT`]) that draws each frame as SVG, so that it needs no Graphviz, fetches
//! nothing and stays small however long the lesson.

use std::path::Path;

use sudograph::page::lesson_json;

use super::output::{is_stdout, write_text};
use super::steps::Lesson;
use crate::cli::report::say;

/// The page's HTML and style; `{title}`, `{script}` and `{data}` are filled in.
const PAGE: &str = include_str!("page.html");

/// The page's script: draws a frame from the data, and the controls that choose it.
const SCRIPT: &str = include_str!("page.js");

/// Writes the page that plays `lesson` to `path` (a file whole or not at all, or `-`:
/// standard output); says so on stderr.
pub fn write_page(path: &Path, lesson: &Lesson) -> anyhow::Result<()> {
    let board = lesson.solver.board(lesson.puzzle);
    let title = lesson.title();
    let data = lesson_json(lesson.graph, board, lesson.told, lesson.alphabet, &title);
    write_text(path, &page(&title, &data))?;
    if is_stdout(path) {
        return Ok(());
    }
    say(&format!(
        "wrote {} ({} frames)",
        path.display(),
        lesson.told.len() + 1
    ))
}

/// `text` safe inside HTML text.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The page: the template with its title, its script and the lesson's data (JSON that
/// holds no `<`, so that it cannot end its script element). The data goes in last, so that
/// nothing in it is taken for a placeholder.
fn page(title: &str, data: &str) -> String {
    let (before, after) = PAGE
        .split_once("{data}")
        .expect("the template holds {data}");
    let fill = |part: &str| {
        part.replace("{title}", &escape(title))
            .replace("{script}", SCRIPT)
    };
    format!("{}{data}{}", fill(before), fill(after))
}
