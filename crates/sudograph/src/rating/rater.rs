//! The rater's step loop, as Sudoku Explainer rates: at each step the producers are asked
//! in Explainer's fixed order and the first that finds anything gives the step (its
//! easiest hint, for the producers that sort); ER is the hardest step, EP the hardest up
//! to the first placement, ED the first step's.

use super::board::{Board, Geometry};
use super::chaining::{Multiple, forcing_chains_and_cycles, multiple_chains};
use super::scale::Tenths;
use super::step::RatedStep;
use super::{
    als_wings, bug, fish, locking, singles, subsets, three_links, turbot, unique_loops, wings,
};
use crate::rules::Rules;

/// A producer: the step it gives on a board, if any.
type Producer = fn(&Geometry, &Board) -> Option<RatedStep>;

/// Explainer's producers, in the order it asks them (Sukaku Explainer 1.15, default
/// settings); the families it has and this rater lacks are left out of the list.
const PRODUCERS: &[Producer] = &[
    singles::hidden,
    |g, b| locking::find(g, b, true),
    |g, b| subsets::hidden(g, b, 2, true),
    singles::naked,
    |g, b| subsets::hidden(g, b, 3, true),
    |g, b| locking::find(g, b, false),
    |g, b| subsets::naked(g, b, 2),
    |g, b| fish::find(g, b, 2),
    |g, b| subsets::hidden(g, b, 2, false),
    |g, b| subsets::naked(g, b, 3),
    |g, b| fish::find(g, b, 3),
    |g, b| subsets::hidden(g, b, 3, false),
    turbot::find,
    |g, b| wings::find(g, b, false),
    |g, b| wings::find(g, b, true),
    unique_loops::find,
    |g, b| subsets::naked(g, b, 4),
    |g, b| fish::find(g, b, 4),
    |g, b| subsets::hidden(g, b, 4, false),
    three_links::find,
    |g, b| als_wings::find(g, b, 3),
    bug::find,
    |g, b| als_wings::find(g, b, 4),
    forcing_chains_and_cycles,
    |g, b| multiple_chains(g, b, Multiple::Nishio),
    |g, b| multiple_chains(g, b, Multiple::Static),
    |g, b| multiple_chains(g, b, Multiple::Dynamic),
];

/// A puzzle's rating on Explainer's scale, in tenths. `None` for a part the rater's
/// techniques did not reach: ER when they could not finish the puzzle (it needs search, or
/// nested chains the rater lacks), EP when they stopped before the first placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The hardest step of the path (Explainer's ER).
    pub er: Option<Tenths>,
    /// The hardest step up to and including the first placement (EP).
    pub ep: Option<Tenths>,
    /// The first step's rating (ED).
    pub ed: Option<Tenths>,
}

/// What rating a puzzle found: the steps in order and the rating they give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rated {
    /// Every step taken.
    pub steps: Vec<RatedStep>,
    /// True when the steps fill the grid.
    pub solved: bool,
    /// ER, EP and ED.
    pub rating: Rating,
}

/// Rates puzzles of one set of rules; compiled once, used for many puzzles.
#[derive(Clone, Debug)]
pub struct Rater {
    geo: Geometry,
}

impl Rater {
    /// The rater for `rules`: sides up to 64, the candidates of a cell being one word.
    pub fn new(rules: &Rules) -> Option<Rater> {
        (rules.side() <= 64).then(|| Rater {
            geo: Geometry::new(rules),
        })
    }

    /// Rates a puzzle given as its cells in reading order (digits 0-based).
    pub fn rate(&self, cells: &[Option<u16>]) -> Rated {
        self.rate_board(Board::new(&self.geo, cells))
    }

    /// Rates a grid in progress from its pencil marks: each empty cell's candidates cut
    /// down to its entry of `marks` (bit `d` for digit `d`), as Sukaku Explainer rates
    /// pencil-mark puzzles.
    pub fn rate_marks(&self, cells: &[Option<u16>], marks: &[u64]) -> Rated {
        let mut board = Board::new(&self.geo, cells);
        for (cands, &allowed) in board.cands.iter_mut().zip(marks) {
            *cands &= allowed;
        }
        self.rate_board(board)
    }

    /// Rates from `board`, step by step.
    fn rate_board(&self, mut board: Board) -> Rated {
        let geo = &self.geo;
        let mut steps: Vec<RatedStep> = Vec::new();
        let (mut er, mut ep, mut ed) = (0, None, None);
        while !board.is_full() && !board.is_broken() {
            let Some(step) = PRODUCERS.iter().find_map(|producer| producer(geo, &board)) else {
                break;
            };
            er = er.max(step.rating);
            ed.get_or_insert(er);
            if step.places() && ep.is_none() {
                ep = Some(er);
            }
            step.apply(geo, &mut board);
            steps.push(step);
        }
        let solved = board.is_full();
        Rated {
            rating: Rating {
                er: solved.then_some(er),
                ep,
                ed,
            },
            steps,
            solved,
        }
    }
}
