//! A logical solver that grades puzzles the way a person solves them: it applies human
//! techniques in a fixed order of difficulty, restarts from the easiest after each one that
//! makes progress, and records every step. The hardest technique a puzzle needs gives its
//! [`Level`]; a puzzle the techniques cannot finish needs search. Separate from the
//! colourer's search ([`crate::solve`](mod@crate::solve)), which stays as it is.
//!
//! Every technique works on the units of [`Rules::units`](crate::rules::Rules::units) (rows, columns, boxes or jigsaw
//! regions, diagonals, windows, disjoint groups), so grading works on any side and on the
//! variants; a cell also sees the cells anti-knight or anti-king join it to (`move_sight`),
//! and the knight's and king's move eliminations come right after the singles;
//! fish use rows and columns only, as they are defined (a finned fish's fins any other
//! unit). The uniqueness techniques rely on the puzzle having one solution and are tried
//! only on a grader told so ([`Grader::for_unique_puzzles`]), never under a move rule. A cell's candidates are a set of as many 64-bit
//! words as the side needs (one up to 64×64), and past `EVERY_TECHNIQUE_SIDE` the
//! techniques whose work explodes with the side are left out.
//!
//! ```
//! use sudograph::format::{read_puzzles, ReadOptions};
//! use sudograph::grade::{Grader, Level, Technique};
//! let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap();
//! let grade = Grader::new(puzzle.grid.rules()).grade(puzzle.grid.cells());
//! assert!(grade.solved);
//! assert_eq!(grade.level(), Level::Simple);
//! assert_eq!(grade.hardest(), Some(Technique::HiddenSingle));
//! ```

mod aic;
mod als;
mod als_chain;
mod candidate_grid;
mod chains;
mod colouring;
mod deduction;
mod explain;
mod finned_fish;
mod fish;
mod forcing_chains;
mod implications;
mod level;
mod links;
mod locked;
mod move_elimination;
mod move_sight;
mod pencil_marks;
mod sight;
mod single_digit;
mod singles;
mod step_cache;
mod subsets;
mod technique;
#[cfg(test)]
mod tests;
mod uniqueness;
mod wings;

pub use self::deduction::{Deduction, Literal};
pub use self::level::{Level, UnknownLevel};
pub use self::pencil_marks::PencilMarks;
pub use self::sight::Grader;
pub use self::technique::Technique;

use self::candidate_grid::CandidateGrid;
use self::pencil_marks::each_board;
use self::step_cache::StepCache;
use crate::apart::Apart;
use sudograph_colour::ColourSet;

/// What grading a puzzle found: every step in order, and whether they solved it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The steps taken, each the first progress of the easiest technique that made any.
    pub steps: Vec<Deduction>,
    /// True when the steps fill every cell.
    pub solved: bool,
    /// The cells as the steps left them: the solution when `solved`, else where the
    /// techniques ran out (for the search that finishes it).
    pub cells: Vec<Option<u16>>,
}

impl Grade {
    /// The hardest technique used, if any step was taken.
    pub fn hardest(&self) -> Option<Technique> {
        self.steps.iter().map(|step| step.technique).max()
    }

    /// The level: that of the hardest technique used, or [`Level::Search`] when the
    /// techniques did not finish the puzzle.
    pub fn level(&self) -> Level {
        match self.solved {
            false => Level::Search,
            true => self.hardest().map_or(Level::Simple, Technique::level),
        }
    }

    /// How often each technique was used, easiest first; unused ones are left out.
    pub fn counts(&self) -> Vec<(Technique, usize)> {
        Technique::ALL
            .iter()
            .map(|&t| (t, self.steps.iter().filter(|s| s.technique == t).count()))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    /// The counts in words, easiest first: `hidden single ×48, naked single ×3, X-wing ×1`
    /// (`no step` for a full grid).
    pub fn tally(&self) -> String {
        let counts: Vec<String> = self
            .counts()
            .iter()
            .map(|(technique, n)| format!("{technique} ×{n}"))
            .collect();
        match counts.is_empty() {
            true => "no step".to_string(),
            false => counts.join(", "),
        }
    }
}

impl Grader {
    /// Grades a puzzle given as its cells in reading order (side² of them): applies the
    /// techniques, easiest first, until the grid is full or none makes progress.
    ///
    /// A puzzle with several solutions or none grades without panic, but its grade means
    /// little: check uniqueness first.
    pub fn grade(&self, cells: &[Option<u16>]) -> Grade {
        self.grade_from(PencilMarks::new(self, cells))
    }

    /// Grades a grid from the pencil marks given (a grid in progress, its candidates as
    /// the player left them): the techniques start from those candidates, not from the
    /// ones the filled cells leave.
    pub fn grade_from(&self, board: PencilMarks) -> Grade {
        each_board!(board.0, board => self.grade_on(board))
    }

    /// [`Grader::grade_from`] on the board's own set type.
    fn grade_on<S: ColourSet>(&self, mut board: CandidateGrid<S>) -> Grade {
        let mut steps = Vec::new();
        while !board.is_full() && !board.is_broken() {
            let Some(step) = self.next_step_settling(&mut board) else {
                break;
            };
            board.apply(self, &step);
            steps.push(step);
        }
        Grade {
            steps,
            solved: board.is_full(),
            cells: board.cells().to_vec(),
        }
    }

    /// The first progress of the easiest technique that makes any on `board`, of the
    /// techniques tried on its side (`Technique::is_tried_on`).
    pub fn next_step(&self, board: &PencilMarks) -> Option<Deduction> {
        each_board!(&board.0, board => self.next_step_on(board))
    }

    /// [`Grader::next_step`] on the board's own set type.
    fn next_step_on<S: ColourSet>(&self, board: &CandidateGrid<S>) -> Option<Deduction> {
        self.first_step(&Technique::ALL, board)
    }

    /// The step [`Grader::next_step_on`] finds, on a board the grade keeps from step to
    /// step, so that hidden singles, the first technique tried, are looked for only in the
    /// units that changed.
    fn next_step_settling<S: ColourSet>(&self, board: &mut CandidateGrid<S>) -> Option<Deduction> {
        debug_assert_eq!(Technique::ALL[0], Technique::HiddenSingle);
        match singles::hidden_settling(self, board) {
            Some(step) => Some(move_elimination::with_move_losses(self, board, step)),
            None => self.first_step(&Technique::ALL[1..], board),
        }
    }

    /// The first progress of the first of `techniques` tried on this side that makes any;
    /// they share one [`StepCache`] of the board.
    fn first_step<S: ColourSet>(
        &self,
        techniques: &[Technique],
        board: &CandidateGrid<S>,
    ) -> Option<Deduction> {
        let cache = StepCache::new(self, board);
        techniques
            .iter()
            .filter(|technique| technique.is_tried_on(self.side))
            .find_map(|&technique| self.find_cached(technique, &cache))
    }

    /// The first progress `technique` makes on `board`, if any, whatever the side.
    pub fn find(&self, technique: Technique, board: &PencilMarks) -> Option<Deduction> {
        each_board!(&board.0, board => self.find_on(technique, board))
    }

    /// [`Grader::find`] on the board's own set type.
    fn find_on<S: ColourSet>(
        &self,
        technique: Technique,
        board: &CandidateGrid<S>,
    ) -> Option<Deduction> {
        self.find_cached(technique, &StepCache::new(self, board))
    }

    /// [`Grader::find_on`] with the work of the step shared in `cache`; a placement's step
    /// lists what it takes from the cells a move rule joins it to.
    fn find_cached<S: ColourSet>(
        &self,
        technique: Technique,
        cache: &StepCache<S>,
    ) -> Option<Deduction> {
        let step = self.find_pattern(technique, cache)?;
        Some(move_elimination::with_move_losses(self, cache.board, step))
    }

    /// The first progress `technique` makes on the cached board, as the technique finds it.
    fn find_pattern<S: ColourSet>(
        &self,
        technique: Technique,
        cache: &StepCache<S>,
    ) -> Option<Deduction> {
        use Technique::*;
        let board = cache.board;
        match technique {
            HiddenSingle => singles::hidden(self, board),
            NakedSingle => singles::naked(self, board),
            KnightsMove => move_elimination::find(self, board, Apart::Knight),
            KingsMove => move_elimination::find(self, board, Apart::King),
            Pointing => locked::find(self, board, true),
            Claiming => locked::find(self, board, false),
            NakedPair => subsets::naked(self, board, 2),
            HiddenPair => subsets::hidden(self, board, 2),
            NakedTriple => subsets::naked(self, board, 3),
            HiddenTriple => subsets::hidden(self, board, 3),
            NakedQuad => subsets::naked(self, board, 4),
            HiddenQuad => subsets::hidden(self, board, 4),
            XWing => fish::find(cache, 2),
            Swordfish => fish::find(cache, 3),
            Jellyfish => fish::find(cache, 4),
            Skyscraper => single_digit::skyscraper(cache),
            TwoStringKite => single_digit::kite(cache),
            TurbotFish => single_digit::turbot(cache),
            EmptyRectangle => single_digit::empty_rectangle(cache),
            WWing => wings::w(cache),
            XYWing => wings::xy(self, board),
            XYZWing => wings::xyz(self, board),
            UniqueRectangle1 => uniqueness::rectangle(self, board, 1),
            UniqueRectangle2 => uniqueness::rectangle(self, board, 2),
            UniqueRectangle3 => uniqueness::rectangle(self, board, 3),
            UniqueRectangle4 => uniqueness::rectangle(self, board, 4),
            Bug1 => uniqueness::bug(self, board),
            FinnedXWing => finned_fish::find(cache, 2),
            FinnedSwordfish => finned_fish::find(cache, 3),
            FinnedJellyfish => finned_fish::find(cache, 4),
            SimpleColouring => colouring::simple(cache),
            MultiColouring => colouring::multi(cache),
            XYChain => chains::xy(self, board),
            AlsXz => als::xz(board, cache.almost_locked_sets(), cache.joins()),
            AlsXyWing => als::xy_wing(board, cache.almost_locked_sets(), cache.joins()),
            AlsChain => als_chain::find(cache),
            XCycle => aic::x_cycle(cache),
            AlternatingInferenceChain => aic::aic(cache),
            ForcingChain => forcing_chains::find(cache, false),
            DynamicForcingChain => forcing_chains::find(cache, true),
        }
    }
}
