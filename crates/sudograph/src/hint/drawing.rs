//! A hint drawn as the lesson draws its steps: the constraint graph with the player's
//! board and candidates, and the hint in words under the title; a single or a guess with
//! its reason highlighted as `dot --steps` highlights it (the edges that took the other
//! symbols, the unit with one place left, the guess ringed). A chain step draws its links
//! (strong solid, weak dashed, each labelled with its symbol); a pattern step outlines its
//! cells, group by group (a fish's, then its fins'); both ring the cells they decide.
//! Mistakes are drawn as the board with the sentence alone.

use super::advice::Hint;
use super::advisor::Advisor;
use super::player_grid::PlayerGrid;
use crate::draw::dot::{Link, Overlay, step_with_overlay_to_dot};
use crate::format::Alphabet;
use crate::grade::{Deduction, PencilMarks, Technique};
use crate::graph::ConstraintGraph;
use crate::grid::Grid;
use crate::lesson::{Event, LessonStep, Reason, Replay};

impl Advisor {
    /// The hint drawn as Graphviz DOT (any Graphviz program draws it, `dot -Tsvg` say, as
    /// the DOT names its layout): `puzzle` gives the givens, `progress` the player's board,
    /// `hint` what [`Advisor::advise`] said of them; symbols and the caption are written in
    /// `alphabet`, wrong symbols kept back unless `reveal`.
    ///
    /// # Panics
    /// Past 64×64 ([`MAX_LESSON_COLOURS`](crate::lesson::MAX_LESSON_COLOURS)), as the lesson's board does:
    /// callers refuse larger grids before.
    pub fn to_dot(
        &self,
        puzzle: &Grid,
        progress: &PlayerGrid,
        hint: &Hint,
        alphabet: &Alphabet,
        reveal: bool,
    ) -> String {
        let grader = self.grader();
        let graph = ConstraintGraph::new(puzzle);
        let cells: Vec<Option<u16>> = puzzle
            .cells()
            .iter()
            .zip(progress.cells.iter().chain(std::iter::repeat(&None)))
            .map(|(&given, &found)| given.or(found))
            .collect();
        let marks = match &progress.candidates {
            Some(given) => PencilMarks::with_candidates(grader, &cells, given),
            None => PencilMarks::new(grader, &cells),
        };
        // One word per cell: the lesson's board holds grids up to 64×64.
        let candidates: Vec<u64> = (0..cells.len())
            .flat_map(|c| marks.candidates(c).iter().copied())
            .collect();
        let side = grader.side();
        let units = graph.unit_nodes();
        let mut board = Replay::with_candidates(graph.graph(), side, &units, &cells, &candidates);
        let told = match hint {
            Hint::Step(step) => match (step.technique, step.placed.first()) {
                (Technique::HiddenSingle, Some(&(cell, symbol))) => {
                    let unit = step.units.first().map_or(0, |&u| u as u32);
                    Some(placed(cell, symbol, Reason::OnlyPlace { unit }))
                }
                (Technique::NakedSingle, Some(&(cell, symbol))) => {
                    // For each other symbol a cell it sees holds, the first such cell.
                    let removers = (0..side as u16)
                        .filter(|&s| s != symbol)
                        .filter_map(|s| {
                            (0..cells.len())
                                .find(|&o| cells[o] == Some(s) && grader.sees(cell, o))
                                .map(|o| o as u32)
                        })
                        .collect();
                    Some(placed(cell, symbol, Reason::OnlyColour { removers }))
                }
                _ => None,
            },
            Hint::Guess(guess) => Some(LessonStep {
                depth: 1,
                event: Event::Guess {
                    node: guess.cell as u32,
                    colour: guess.symbol,
                    choices: guess.candidates.first().copied().unwrap_or_default(),
                },
            }),
            _ => None,
        };
        if let Some(told) = &told {
            board.apply(told);
        }
        let caption = self.explain(hint, alphabet, reveal);
        let overlay = match (hint, &told) {
            (Hint::Step(step), None) => overlay(step),
            _ => Overlay::default(),
        };
        step_with_overlay_to_dot(&graph, &board, told.as_ref(), alphabet, &caption, &overlay)
    }
}

/// The lesson's step that places `symbol` in `cell` for `reason`.
fn placed(cell: usize, symbol: u16, reason: Reason) -> LessonStep {
    LessonStep {
        depth: 0,
        event: Event::Placed {
            node: cell as u32,
            colour: symbol,
            reason,
        },
    }
}

/// What a step other than a single adds to the board: a chain's links, each from one
/// statement to the next of its branch (strong when it leads from "not here" to "there",
/// weak when from "here" to "not there"; from "not here" to "not there" it is drawn weak,
/// as a dynamic chain's inference, and from "here" to "there" strong), or else the
/// pattern's cells in their groups (an ALS chain's sets beside its links); and the cells
/// it decides.
fn overlay(step: &Deduction) -> Overlay {
    let links: Vec<Link> = step
        .chains
        .iter()
        .flat_map(|chain| chain.windows(2))
        .map(|pair| Link {
            from: pair[0].cells.clone(),
            to: pair[1].cells.clone(),
            symbols: [pair[0].symbol, pair[1].symbol],
            strong: pair[1].holds,
        })
        .collect();
    let groups = match links.is_empty() || step.technique == Technique::AlsChain {
        true => step.cells.clone(),
        false => Vec::new(),
    };
    let mut decided: Vec<usize> = step
        .placed
        .iter()
        .chain(&step.removed)
        .map(|&(cell, _)| cell)
        .collect();
    decided.sort_unstable();
    decided.dedup();
    Overlay {
        links,
        groups,
        decided,
    }
}
