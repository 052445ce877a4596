//! The grader's path as the lesson page's data: a frame per step of a [`Grade`], each the
//! pencil marks before the step, the step in the words of `grade --explain`, and what the
//! page draws over the board: the chain's links between candidates (strong or weak; a
//! pattern's that is a chain in cells read off the board, `pattern_links`), the
//! pattern's cells in their groups (a fish's body and fins, each almost locked set), the
//! units it lies in (a fish's base and cover lines apart), and the candidates it places
//! or removes. The first frame is the puzzle, the last the board the steps leave.

use super::json::{list, numbers, string};
use super::lesson_json::drawing_fields;
use super::pattern_links::pattern_links;
use super::step_data::{Packed, pack};
use crate::draw::dot::Overlay;
use crate::format::Alphabet;
use crate::grade::{Deduction, Grade, Grader, PencilMarks, Technique};
use crate::graph::ConstraintGraph;

/// The grade of a puzzle as JSON for the page: `start` is the board the grade started
/// from (the puzzle's pencil marks, or the player's), `grade` what the grader found on it.
///
/// The object holds the drawing (`drawing_fields`), then one entry per frame (the
/// puzzle, each step, the board the steps leave) in `boards` (packed as the trace's page
/// packs them: the board *before* the step), `sentences`, and `steps`: each an object,
/// empty for the first and last frames, with the step's `technique`, its `links` as
/// `[from cells, to cells, from symbol, to symbol, strong (1) or weak (0)]`, its `groups`
/// of cells with the `roles` they play, its `bases` and `covers` (unit indices: a fish's
/// base and cover lines; other patterns' units are bases), and what it `placed` and
/// `removed` as cell, symbol pairs flattened.
pub(crate) fn grade_json(
    graph: &ConstraintGraph,
    grader: &Grader,
    mut board: PencilMarks,
    grade: &Grade,
    alphabet: &Alphabet,
    title: &str,
) -> String {
    let side = grader.side();
    let mut boards = vec![string(&packed(&board, side))];
    let mut steps = vec!["{}".to_string()];
    let mut sentences = vec![string("the puzzle")];
    for step in &grade.steps {
        boards.push(string(&packed(&board, side)));
        steps.push(step_json(grader, step, &board));
        sentences.push(string(&grader.explain(step, alphabet)));
        board.apply(grader, step);
    }
    boards.push(string(&packed(&board, side)));
    steps.push("{}".to_string());
    sentences.push(string(match grade.solved {
        true => "solved: every cell placed by logic",
        false => "the techniques stop here: only a search finishes the puzzle",
    }));
    format!(
        "{{{},\"boards\":{},\"sentences\":{},\"steps\":{}}}",
        drawing_fields(graph, alphabet, title),
        list(boards),
        list(sentences),
        list(steps),
    )
}

/// The pencil marks packed as the page reads a board: a filled cell placed, with its
/// symbol as its one candidate; never guessed. Sides up to 64, one word a cell.
fn packed(board: &PencilMarks, side: usize) -> String {
    let cells = board.cells().iter().enumerate().map(|(v, &cell)| Packed {
        candidates: match cell {
            Some(symbol) => 1 << symbol,
            None => board.candidates(v).first().copied().unwrap_or(0),
        },
        placed: cell.is_some(),
        guessed: false,
    });
    pack(cells, side)
}

/// One step's drawing, as the object [`grade_json`] describes: `board` is the board the
/// step was found on. A chain's links are its statements'; a pattern that is a chain in
/// cells has its links read off the board (`pattern_links`), and keeps its groups only
/// when they say more than the links (almost locked sets).
fn step_json(grader: &Grader, step: &Deduction, board: &PencilMarks) -> String {
    let overlay = Overlay::of(step);
    let (links, groups) = match overlay.links.is_empty() {
        false => (overlay.links, Vec::new()),
        true => {
            let links = pattern_links(grader, step, board);
            let sets = matches!(step.technique, Technique::AlsXz | Technique::AlsXyWing);
            match links.is_empty() || sets {
                true => (links, overlay.groups),
                false => (links, Vec::new()),
            }
        }
    };
    let links = links.iter().map(|link| {
        format!(
            "[{},{},{},{},{}]",
            numbers(&link.from),
            numbers(&link.to),
            link.symbols[0],
            link.symbols[1],
            u8::from(link.strong)
        )
    });
    let roles = roles(step.technique, groups.len());
    let (bases, covers) = units(step);
    let pairs = |pairs: &[(usize, u16)]| {
        numbers(
            pairs
                .iter()
                .flat_map(|&(cell, symbol)| [cell, usize::from(symbol)]),
        )
    };
    format!(
        "{{\"technique\":{},\"links\":{},\"groups\":{},\"roles\":{},\"bases\":{},\"covers\":{},\
         \"placed\":{},\"removed\":{}}}",
        string(step.technique.name()),
        list(links),
        list(groups.iter().map(numbers)),
        list(roles.iter().map(|r| string(r))),
        numbers(bases),
        numbers(covers),
        pairs(&step.placed),
        pairs(&step.removed),
    )
}

/// What each of a pattern's `count` groups of cells is, as the page's legend names them.
fn roles(technique: Technique, count: usize) -> Vec<String> {
    use Technique::*;
    let named: &[&str] = match technique {
        FinnedXWing | FinnedSwordfish | FinnedJellyfish => &["the fish", "its fins"],
        XWing | Swordfish | Jellyfish => &["the fish"],
        AlsXz => &["set A", "set B"],
        AlsXyWing => &["set A", "set B", "the pivot set"],
        SimpleColouring => &["one colour", "the other colour"],
        MultiColouring => &[
            "part 1, one colour",
            "part 1, the other",
            "part 2, one colour",
        ],
        UniqueRectangle3 => &["the rectangle", "the subset's other cells"],
        UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle4 => &["the rectangle"],
        XYWing | XYZWing => &["the pivot and its pincers"],
        XYChain => &["the chain's cells"],
        KnightsMove | KingsMove => &["the symbol's places"],
        NakedPair | NakedTriple | NakedQuad | HiddenPair | HiddenTriple | HiddenQuad => {
            &["the subset"]
        }
        _ => &["the pattern"],
    };
    (0..count)
        .map(|i| match named.get(i) {
            Some(name) => name.to_string(),
            None => format!("group {}", i + 1),
        })
        .collect()
}

/// The units a step's drawing bands: a fish's (finned or not) base lines and cover lines
/// apart, as its step lists them (bases, then as many covers); an almost locked set's none
/// (its cells are outlined instead); any other step's units as bases.
fn units(step: &Deduction) -> (Vec<usize>, Vec<usize>) {
    use Technique::*;
    match step.technique {
        XWing | Swordfish | Jellyfish | FinnedXWing | FinnedSwordfish | FinnedJellyfish => {
            let (bases, covers) = step.units.split_at(step.units.len() / 2);
            (bases.to_vec(), covers.to_vec())
        }
        AlsXz | AlsXyWing => (Vec::new(), Vec::new()),
        _ => (step.units.clone(), Vec::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::grade_json;
    use crate::format::Alphabet;
    use crate::grade::{Grader, PencilMarks};
    use crate::graph::ConstraintGraph;
    use crate::grid::Grid;

    #[test]
    fn a_frame_per_step_between_the_puzzle_and_the_solved_board() {
        let puzzle: Grid = "..34.421...31342".parse().unwrap();
        let grader = Grader::new(puzzle.rules());
        let grade = grader.grade(puzzle.cells());
        let graph = ConstraintGraph::new(&puzzle);
        let start = PencilMarks::new(&grader, puzzle.cells());
        let json = grade_json(
            &graph,
            &grader,
            start,
            &grade,
            &Alphabet::for_side(4),
            "4×4",
        );
        let frames = grade.steps.len() + 2;
        assert!(json.starts_with("{\"title\":\"4×4\""));
        assert!(json.contains(&format!(
            "\"sentences\":[\"the puzzle\",\"{}\"",
            grader.explain(&grade.steps[0], &Alphabet::for_side(4))
        )));
        assert!(json.contains("\"solved: every cell placed by logic\"]"));
        assert!(json.contains(
            "\"steps\":[{},{\"technique\":\"hidden single\",\"links\":[],\"groups\":[[1]]"
        ));
        assert_eq!(json.matches("\"technique\":").count(), frames - 2);
    }
}
