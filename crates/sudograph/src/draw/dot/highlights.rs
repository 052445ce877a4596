//! What a lesson step's drawing highlights: the cell it is about, the edges that give its
//! reason, the unit concerned.

use std::collections::HashSet;

use crate::lesson::{Cause, Event, LessonStep, Reason, Replay};

/// How the cell a step is about is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Focus {
    /// A forced symbol: red outline.
    Forced,
    /// A guess: orange outline.
    Guess,
    /// The cell a backtrack empties and rules a symbol out of: orange outline (dashed, as
    /// it is empty).
    Backtrack,
    /// The cell with no symbol left: red fill.
    Dead,
}

/// The highlights of one step's drawing.
#[derive(Default)]
pub(crate) struct Marks {
    /// The cell the step is about, and how to draw it.
    pub(crate) focus: Option<(usize, Focus)>,
    /// Edges (smaller node first) that give the step's reason: drawn thick and black.
    pub(crate) reasons: HashSet<(usize, usize)>,
    /// The unit concerned (hidden single, or no place left): its number, its members and
    /// its colour.
    pub(crate) unit: Option<(u32, HashSet<usize>, &'static str)>,
}

/// The colour of a hidden single's unit.
const UNIT_COLOUR: &str = "#9467bd";

/// The colour of a contradiction.
const DEAD_COLOUR: &str = "#d62728";

impl Marks {
    /// The highlights of `told`, made on `board` (the board after it).
    pub(crate) fn of(board: &Replay, told: &LessonStep) -> Marks {
        let edge = |a: u32, b: u32| (a.min(b) as usize, a.max(b) as usize);
        let unit = |u: u32, colour| {
            Some((
                u,
                board.unit(u as usize).iter().map(|&v| v as usize).collect(),
                colour,
            ))
        };
        match &told.event {
            &Event::Placed {
                node,
                colour,
                ref reason,
            } => Marks {
                focus: Some((node as usize, Focus::Forced)),
                reasons: match reason {
                    Reason::OnlyColour { removers } => {
                        removers.iter().map(|&r| edge(node, r)).collect()
                    }
                    &Reason::OnlyPlace { unit } => board
                        .blockers(unit as usize, colour, Some(node as usize))
                        .into_iter()
                        .map(|(a, b)| edge(a, b))
                        .collect(),
                },
                unit: match *reason {
                    Reason::OnlyPlace { unit: u } => unit(u, UNIT_COLOUR),
                    Reason::OnlyColour { .. } => None,
                },
            },
            &Event::Guess { node, .. } => Marks {
                focus: Some((node as usize, Focus::Guess)),
                ..Marks::default()
            },
            &Event::Backtrack { node, .. } => Marks {
                focus: Some((node as usize, Focus::Backtrack)),
                ..Marks::default()
            },
            Event::Contradiction(Cause::NoColour { node }) => Marks {
                focus: Some((*node as usize, Focus::Dead)),
                reasons: board
                    .removers(*node as usize)
                    .into_iter()
                    .map(|r| edge(*node, r))
                    .collect(),
                unit: None,
            },
            &Event::Contradiction(Cause::NoPlace { unit: u, colour }) => Marks {
                focus: None,
                reasons: board
                    .blockers(u as usize, colour, None)
                    .into_iter()
                    .map(|(a, b)| edge(a, b))
                    .collect(),
                unit: unit(u, DEAD_COLOUR),
            },
            &Event::Contradiction(Cause::Clash { nodes: [a, b] }) => Marks {
                focus: Some((a as usize, Focus::Dead)),
                reasons: [edge(a, b)].into_iter().collect(),
                unit: None,
            },
            Event::Contradiction(Cause::Unseen) | Event::Restart => Marks::default(),
        }
    }
}
