//! The rater's step loop, as Sudoku Explainer rates: at each step the producers are asked
//! in Explainer's fixed order and the first that finds anything gives the step (its
//! easiest hint, for the producers that sort); ER is the hardest step, EP the hardest up
//! to the first placement, ED the first step's.

use super::board::{Board, Geometry};
use super::chaining::{Multiple, at_level, forcing_chains_and_cycles, multiple_chains};
use super::scale::Tenths;
use super::step::RatedStep;
use super::{
    als_wings, bug, fish, locking, singles, subsets, three_links, turbot, unique_loops, wings,
};
use crate::rules::Rules;

/// The largest side rated: a cell's candidates are one word.
pub const MAX_SIDE: usize = 64;

/// A producer: the step it gives on a board, if any.
type Producer = fn(&Geometry, &Board) -> Option<RatedStep>;

/// The largest side on which the producers whose work explodes with the side run: the
/// three strong links, the WXYZ- and VWXYZ-wings (sets of 3–4 cells over the whole grid)
/// and the chains (every candidate followed through the whole board), as the grader bounds
/// its own chains. Past it a puzzle that needs them has no ER, which keeps rating big grids
/// quick; Explainer itself rates 9×9 only.
const CHAIN_SIDE: usize = 9;

/// Explainer's producers, in the order it asks them (Sukaku Explainer 1.15, default
/// settings), each with the largest side it runs on; the families it has and this rater
/// lacks (aligned pair and triple exclusion) are left out. The nested dynamic chains come
/// last, level 1 to 4 (level 4 with its nested chains of level 0 to 3), as Explainer's
/// "advanced" and "experimental" producers.
const PRODUCERS: &[(Producer, usize)] = &[
    (singles::hidden, 64),
    (|g, b| locking::find(g, b, true), 64),
    (|g, b| subsets::hidden(g, b, 2, true), 64),
    (singles::naked, 64),
    (|g, b| subsets::hidden(g, b, 3, true), 64),
    (|g, b| locking::find(g, b, false), 64),
    (|g, b| subsets::naked(g, b, 2), 64),
    (|g, b| fish::find(g, b, 2), 64),
    (|g, b| subsets::hidden(g, b, 2, false), 64),
    (|g, b| subsets::naked(g, b, 3), 64),
    (|g, b| fish::find(g, b, 3), 64),
    (|g, b| subsets::hidden(g, b, 3, false), 64),
    (turbot::find, 64),
    (|g, b| wings::find(g, b, false), 64),
    (|g, b| wings::find(g, b, true), 64),
    (unique_loops::find, 64),
    (|g, b| subsets::naked(g, b, 4), 64),
    (|g, b| fish::find(g, b, 4), 64),
    (|g, b| subsets::hidden(g, b, 4, false), 64),
    (three_links::find, CHAIN_SIDE),
    (|g, b| als_wings::find(g, b, 3), CHAIN_SIDE),
    (bug::find, 64),
    (|g, b| als_wings::find(g, b, 4), CHAIN_SIDE),
    (forcing_chains_and_cycles, CHAIN_SIDE),
    (|g, b| multiple_chains(g, b, Multiple::Nishio), CHAIN_SIDE),
    (|g, b| multiple_chains(g, b, Multiple::Static), CHAIN_SIDE),
    (|g, b| multiple_chains(g, b, Multiple::Dynamic), CHAIN_SIDE),
    (
        |g, b| multiple_chains(g, b, Multiple::Nested(at_level(1, 0))),
        CHAIN_SIDE,
    ),
    (
        |g, b| multiple_chains(g, b, Multiple::Nested(at_level(2, 0))),
        CHAIN_SIDE,
    ),
    (
        |g, b| multiple_chains(g, b, Multiple::Nested(at_level(3, 0))),
        CHAIN_SIDE,
    ),
    (
        |g, b| multiple_chains(g, b, Multiple::Nested(at_level(4, 0))),
        CHAIN_SIDE,
    ),
    (
        |g, b| multiple_chains(g, b, Multiple::Nested(at_level(4, 1))),
        CHAIN_SIDE,
    ),
    (
        |g, b| multiple_chains(g, b, Multiple::Nested(at_level(4, 2))),
        CHAIN_SIDE,
    ),
    (
        |g, b| multiple_chains(g, b, Multiple::Nested(at_level(4, 3))),
        CHAIN_SIDE,
    ),
];

/// A puzzle's rating on Explainer's scale, in tenths. `None` for a part the rater's
/// techniques did not reach: ER when they could not finish the puzzle (it needs search, or
/// chains nested deeper than Explainer's level 4), EP when they stopped before the first
/// placement.
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
    /// The rater for `rules`: sides up to 64, the candidates of a cell being one word, and
    /// no move rule (anti-knight, anti-king), which Explainer's techniques do not know: a
    /// rating that ignored one would rate a puzzle the rules make easier, or unsound steps.
    pub fn new(rules: &Rules) -> Option<Rater> {
        (rules.side() <= MAX_SIDE && rules.apart().is_empty()).then(|| Rater {
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
            let tried = PRODUCERS.iter().filter(|(_, side)| geo.side <= *side);
            let Some(step) = tried
                .into_iter()
                .find_map(|(producer, _)| producer(geo, &board))
            else {
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
