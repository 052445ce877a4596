//! The lesson in Sudoku words: each step told as a line a player can check on the grid,
//! cells named `r1c1`, units `row 3` or `box 5`, symbols in the puzzle's alphabet.

use super::step::{Cause, Event, LessonStep, Reason};
use crate::format::Alphabet;
use crate::grid::cell_name;
use crate::rules::Rules;
use sudograph_colour::Colour;

/// One step of the lesson in Sudoku words, indented by its depth: a symbol placed and
/// why (naked single: only symbol left; hidden single: only place in its row, column,
/// box…), a guess, a contradiction and what ran out, a backtrack and what it undoes.
/// `rules` are the puzzle's, whose units the step numbers as [`Rules::units`] lists them;
/// symbols are written in `alphabet`.
///
/// # Examples
/// ```
/// use sudograph::{format::{read_puzzles, Alphabet, ReadOptions}, lesson, solve::Solver};
/// use sudograph_colour::Limits;
/// let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap().grid;
/// let solver = Solver::new(puzzle.shape());
/// let (_, _, told) = solver.solve_traced(&puzzle, &Limits::default());
/// let alphabet = Alphabet::for_side(4);
/// let lines: Vec<String> = told.iter().map(|s| lesson::explain(s, puzzle.rules(), &alphabet)).collect();
/// assert_eq!(lines.len(), 6, "one forced symbol per empty cell, no guess");
/// assert!(lines.contains(&"r1c1 = 2: only symbol left (naked single)".to_string()));
/// ```
pub fn explain(told: &LessonStep, rules: &Rules, alphabet: &Alphabet) -> String {
    let side = rules.side();
    let depth = told.depth;
    let indent = |depth: u32| "  ".repeat(depth as usize);
    let cell = |node: u32| cell_name(side, node as usize);
    let symbol = |colour: Colour| alphabet.symbol(colour);
    let unit = |u: u32| rules.unit_name(u as usize);
    match &told.event {
        &Event::Placed {
            node,
            colour,
            reason: Reason::OnlyColour { .. },
        } => format!(
            "{}{} = {}: only symbol left (naked single)",
            indent(depth),
            cell(node),
            symbol(colour)
        ),
        &Event::Placed {
            node,
            colour,
            reason: Reason::OnlyPlace { unit: u },
        } => format!(
            "{}{} = {}: only place for {} in {} (hidden single)",
            indent(depth),
            cell(node),
            symbol(colour),
            symbol(colour),
            unit(u)
        ),
        &Event::Guess {
            node,
            colour,
            choices,
        } => format!(
            "{}guess {} = {} (one of {} symbols left), depth {depth}",
            indent(depth.saturating_sub(1)),
            cell(node),
            symbol(colour),
            choices.count_ones()
        ),
        Event::Backtrack {
            node,
            colour,
            undone,
        } => {
            const LISTED: usize = 8;
            let mut cells: Vec<String> = undone.iter().take(LISTED).map(|&v| cell(v)).collect();
            if undone.len() > LISTED {
                cells.push(format!("and {} more", undone.len() - LISTED));
            }
            format!(
                "{}back to depth {depth}: {} = {} fails, so {} ≠ {}; emptied {}",
                indent(depth),
                cell(*node),
                symbol(*colour),
                cell(*node),
                symbol(*colour),
                cells.join(" ")
            )
        }
        Event::Contradiction(cause) => {
            let what = match *cause {
                Cause::NoColour { node } => format!("{} has no symbol left", cell(node)),
                Cause::NoPlace { unit: u, colour } => {
                    format!("no place left for {} in {}", symbol(colour), unit(u))
                }
                Cause::Clash { nodes: [a, b] } => {
                    format!("{} and {} hold the same symbol", cell(a), cell(b))
                }
                Cause::Unseen => "found by rules beyond singles".to_string(),
            };
            format!("{}contradiction: {what}", indent(depth))
        }
        Event::Restart => "restart from the givens with other tie-breaks".to_string(),
    }
}
