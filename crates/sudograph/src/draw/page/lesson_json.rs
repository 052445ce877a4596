//! The lesson as the page's data: the constraint graph's drawing ([`Geometry`]) once, then
//! each step's board and highlights, as compact JSON. The drawing's part is shared with
//! the grade's page (`grade_frames`).

use std::fmt::Write;

use super::geometry::{self, Geometry, Lane};
use super::json::{list, numbers, string};
use super::step_data::{cell_width, highlights, packed};
use crate::draw::dot::{group_fills, groups};
use crate::draw::palette::{label_colour, symbol_colour};
use crate::format::Alphabet;
use crate::graph::ConstraintGraph;
use crate::lesson::{self, LessonStep, Replay};
use crate::rules::UnitKind;

/// The lesson of `told` as JSON for the page: `board` is the puzzle's board before the
/// first step (see [`crate::solve::Solver::board`]), `title` the page's title.
///
/// The object holds the drawing ([`drawing_fields`]), then one entry per frame (the
/// puzzle, then each step) in `boards` (packed, `width` characters a cell), `marks` (focus
/// cell, how, unit, reason edges' ends) and `sentences`.
pub(crate) fn lesson_json(
    graph: &ConstraintGraph,
    mut board: Replay,
    told: &[LessonStep],
    alphabet: &Alphabet,
    title: &str,
) -> String {
    let rules = graph.rules();
    let side = rules.side();
    let mut boards = vec![string(&packed(&board, side))];
    let mut marks = vec![numbers(highlights(&board, None))];
    let mut sentences = vec![string("the puzzle")];
    for step in told {
        board.apply(step);
        boards.push(string(&packed(&board, side)));
        marks.push(numbers(highlights(&board, Some(step))));
        sentences.push(string(lesson::explain(step, rules, alphabet).trim()));
    }
    format!(
        "{{{},\"boards\":{},\"marks\":{},\"sentences\":{}}}",
        drawing_fields(graph, alphabet, title),
        list(boards),
        list(marks),
        list(sentences),
    )
}

/// What every page draws its frames on, as the fields of its data's object (no braces):
/// the `title`, the `rules`, the symbols with their `colours` and `labels` colours, the
/// drawing (`size`, each cell's square `pitch`, the discs' `radius`, `centres` as x, y
/// pairs, `edges` as `[a, b, lane, path]` with lanes numbered row, column, group,
/// diagonal, window, disjoint group, knight's move, diagonal touch, each cell's `group`
/// and the groups' `fills`, the `units`' members, which of them are `windows` (shaded),
/// and the `givens`), and the `width` of a packed cell.
pub(crate) fn drawing_fields(graph: &ConstraintGraph, alphabet: &Alphabet, title: &str) -> String {
    let rules = graph.rules();
    let side = rules.side();
    let geometry = Geometry::of(graph);
    let symbols = (0..side).map(|s| string(&alphabet.symbol(s as u16).to_string()));
    let colours: Vec<String> = (0..side).map(symbol_colour).collect();
    let labels = colours.iter().map(|c| string(label_colour(c)));
    let centres = geometry.centres.iter().flat_map(|&(x, y)| [x, y]);
    let edges = geometry.routes.iter().map(|route| {
        let lane = match route.lane {
            Lane::Row => 0,
            Lane::Column => 1,
            Lane::Group => 2,
            Lane::Diagonal => 3,
            Lane::Window => 4,
            Lane::Disjoint => 5,
            Lane::Knight => 6,
            Lane::King => 7,
        };
        format!("[{},{},{lane},{}]", route.a, route.b, string(&route.svg()))
    });
    let units = graph.units().iter().map(|unit| numbers(&unit.cells));
    let windows = (graph.units().iter().enumerate())
        .filter(|(_, unit)| unit.kind == UnitKind::Window)
        .map(|(u, _)| u);
    let givens = graph
        .graph()
        .node_weights()
        .enumerate()
        .filter(|(_, cell)| cell.given.is_some())
        .map(|(v, _)| v);
    let mut out = String::new();
    let _ = write!(
        out,
        "\"title\":{},\"rules\":{},\"side\":{side},\"symbols\":{},\"colours\":{},\"labels\":{},\
         \"size\":{},\"pitch\":{},\"radius\":{},\"centres\":{},\"edges\":{},\"group\":{},\"fills\":{},\
         \"units\":{},\"windows\":{},\"givens\":{},\"width\":{}",
        string(title),
        string(&rules.to_string()),
        list(symbols),
        list(colours.iter().map(|c| string(c))),
        list(labels),
        numbers([geometry.size.0, geometry.size.1]),
        geometry::PITCH,
        geometry::RADIUS,
        numbers(centres),
        list(edges),
        numbers(groups(graph)),
        list(group_fills(rules).iter().map(|f| string(f))),
        list(units),
        numbers(windows),
        numbers(givens),
        cell_width(side),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::lesson_json;
    use crate::format::Alphabet;
    use crate::graph::ConstraintGraph;
    use crate::grid::Grid;
    use crate::solve::Solver;
    use sudograph_colour::Limits;

    #[test]
    fn the_data_holds_the_title_then_a_sentence_per_frame() {
        let puzzle: Grid = "..34.421...31342".parse().unwrap();
        let solver = Solver::new(puzzle.shape());
        let (_, _, told) = solver.solve_traced(&puzzle, &Limits::default());
        let graph = ConstraintGraph::new(&puzzle);
        let board = solver.board(&puzzle);
        let json = lesson_json(&graph, board, &told, &Alphabet::for_side(4), "4×4");
        assert!(json.starts_with("{\"title\":\"4×4\""));
        assert!(json.contains("\"sentences\":[\"the puzzle\",\"r"));
        assert!(json.contains("r1c1 = 2: only symbol left (naked single)"));
    }
}
