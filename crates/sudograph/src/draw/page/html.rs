//! The animation page itself: one self-contained HTML file that plays a lesson in the
//! browser. It holds the lesson as data (`lesson_json`: the graph's
//! drawing once, then each frame's board and highlights) and a small script of its own
//! ([`SCRIPT`]) that draws each frame as SVG, so that it needs no Graphviz, fetches nothing
//! and stays small however long the lesson.

use super::grade_frames::grade_json;
use super::lesson_json::lesson_json;
use crate::format::Alphabet;
use crate::grade::{Grade, Grader, PencilMarks};
use crate::graph::ConstraintGraph;
use crate::lesson::{LessonStep, Replay};

/// The page's HTML and style; `{title}`, `{script}` and `{data}` are filled in.
const PAGE: &str = include_str!("page.html");

/// The page's script: draws a frame from the data, and the controls that choose it.
const SCRIPT: &str = include_str!("page.js");

/// The page that plays the lesson of `told`, with the arguments of `lesson_json`: HTML
/// that a browser opens from a file, with no network and no Graphviz.
///
/// # Examples
/// ```
/// use sudograph_colour::Limits;
/// use sudograph::{draw::page, format::Alphabet, graph::ConstraintGraph, grid::Grid, solve::Solver};
/// let puzzle: Grid = "..34.421...31342".parse().unwrap();
/// let solver = Solver::new(puzzle.shape());
/// let (_, _, told) = solver.solve_traced(&puzzle, &Limits::default());
/// let graph = ConstraintGraph::new(&puzzle);
/// let html = page::lesson_page(&graph, solver.board(&puzzle), &told, &Alphabet::for_side(4), "4×4 <easy>");
/// assert!(html.starts_with("<!DOCTYPE html>"));
/// assert!(html.contains("<title>4×4 &lt;easy&gt;</title>"));
/// ```
pub fn lesson_page(
    graph: &ConstraintGraph,
    board: Replay,
    told: &[LessonStep],
    alphabet: &Alphabet,
    title: &str,
) -> String {
    let data = lesson_json(graph, board, told, alphabet, title);
    fill(title, &data)
}

/// The page that plays the grader's path: a frame per step of `grade`, found from the
/// board `start` by `grader`, each the pencil marks before it, the step in the words of
/// [`Grader::explain`], and its chain's links (strong solid, weak dashed), its pattern's
/// cells, units and the candidates it places or removes drawn over the board. The same
/// page and script as [`lesson_page`]'s, from a file, with no network and no Graphviz.
///
/// Candidates are drawn from one 64-bit word a cell: grids up to 64×64, as the lesson's
/// board (callers refuse larger ones before).
///
/// # Examples
/// ```
/// use sudograph::{draw::page, format::Alphabet, graph::ConstraintGraph, grid::Grid};
/// use sudograph::grade::{Grader, PencilMarks};
/// let puzzle: Grid = "..34.421...31342".parse().unwrap();
/// let grader = Grader::new(puzzle.rules());
/// let grade = grader.grade(puzzle.cells());
/// let start = PencilMarks::new(&grader, puzzle.cells());
/// let graph = ConstraintGraph::new(&puzzle);
/// let html = page::grade_page(&graph, &grader, start, &grade, &Alphabet::for_side(4), "4×4");
/// assert!(html.contains("\"technique\":\"hidden single\""));
/// ```
pub fn grade_page(
    graph: &ConstraintGraph,
    grader: &Grader,
    start: PencilMarks,
    grade: &Grade,
    alphabet: &Alphabet,
    title: &str,
) -> String {
    let data = grade_json(graph, grader, start, grade, alphabet, title);
    fill(title, &data)
}

/// `text` safe inside HTML text.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The template with its title, its script and the lesson's data (JSON that holds no `<`,
/// so that it cannot end its script element). The data goes in last, so that nothing in it
/// is taken for a placeholder.
fn fill(title: &str, data: &str) -> String {
    let (before, after) = PAGE
        .split_once("{data}")
        .expect("the template holds {data}");
    let fill = |part: &str| {
        part.replace("{title}", &escape(title))
            .replace("{script}", SCRIPT)
    };
    format!("{}{data}{}", fill(before), fill(after))
}
