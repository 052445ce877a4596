//! The advisor: the grader, the solver and the validator of one set of rules, compiled
//! once, and the hint they give for a puzzle and a grid in progress.

use super::advice::{Hint, Mistakes, Wrong};
use super::guess;
use super::player_grid::PlayerGrid;
use crate::grade::{Deduction, Grader, PencilMarks};
use crate::rating::{MAX_SIDE, Tenths, rate_deduction};
use crate::rules::Rules;
use crate::solve::Solver;
use crate::validate::{Validator, Violation};
use sudograph_colour::{Limits, Settings, Stats, recycle, set_words};

/// Gives hints for puzzles under one set of rules: compile it once, ask it for many
/// puzzles.
#[derive(Clone, Debug)]
pub struct Advisor {
    grader: Grader,
    solver: Solver,
    validator: Validator,
}

impl Advisor {
    /// The advisor of `rules`: their grader, solver and validator. Hints are given only for
    /// puzzles with one solution, so the grader uses the uniqueness techniques.
    pub fn new(rules: &Rules) -> Advisor {
        Advisor {
            grader: Grader::new(rules).for_unique_puzzles(),
            solver: Solver::new(rules.clone()),
            validator: Validator::new(rules),
        }
    }

    /// The grader whose techniques find the steps, and whose units steps name.
    pub fn grader(&self) -> &Grader {
        &self.grader
    }

    /// The hint for `progress`, a grid in progress of `puzzle` (both side² cells in
    /// reading order): the puzzle is solved first, to tell mistakes (a puzzle with no
    /// solution or several gets no hint), within `limits`; then [`Advisor::hint`].
    pub fn advise(
        &self,
        puzzle: &[Option<u16>],
        progress: &PlayerGrid,
        limits: &Limits,
    ) -> (Hint, Stats) {
        self.advise_with(puzzle, progress, limits, &Settings::default())
    }

    /// [`Advisor::advise`] with chosen search [`Settings`] (the engine, a seed).
    pub fn advise_with(
        &self,
        puzzle: &[Option<u16>],
        progress: &PlayerGrid,
        limits: &Limits,
        settings: &Settings,
    ) -> (Hint, Stats) {
        let (count, stats) = self.solver.count_cells(puzzle, 2, limits, settings);
        let hint = match (count.complete, count.found, count.first) {
            (_, 2.., first) => {
                first.into_iter().for_each(recycle);
                Hint::SeveralSolutions
            }
            (true, 0, _) => Hint::NoSolution(self.validator.why_unsolvable(puzzle, None)),
            (true, _, Some(solution)) => {
                let hint = self.hint(puzzle, progress, &solution);
                recycle(solution);
                hint
            }
            (_, _, first) => {
                first.into_iter().for_each(recycle);
                Hint::GaveUp
            }
        };
        (hint, stats)
    }

    /// The hint for `progress`, a grid in progress of `puzzle`, whose unique solution is
    /// `solution` (side² symbols): the player's mistakes when there are any (givens
    /// changed, symbols repeated in a unit, symbols or pencil marks that disagree with the
    /// solution); else [`Hint::Solved`] for a full grid; else the first step of the easiest
    /// technique that makes progress from the player's candidates; else a guess.
    pub fn hint(&self, puzzle: &[Option<u16>], progress: &PlayerGrid, solution: &[u16]) -> Hint {
        let side = self.grader.side();
        let mut broken = Vec::new();
        let cells: Vec<Option<u16>> = puzzle
            .iter()
            .zip(progress.cells.iter().chain(std::iter::repeat(&None)))
            .enumerate()
            .map(|(cell, (&given, &found))| match (given, found) {
                (Some(given), Some(found)) if given != found => {
                    broken.push(Violation::GivenChanged {
                        side,
                        cell,
                        given,
                        found,
                    });
                    Some(given)
                }
                (Some(given), _) => Some(given),
                (None, found) => found.filter(|&s| usize::from(s) < side),
            })
            .collect();
        broken.extend(
            self.validator
                .violations(&cells, None)
                .into_iter()
                .filter(|v| matches!(v, Violation::Repeated { .. } | Violation::Apart { .. })),
        );
        let marks = progress.candidates.as_deref();
        let wrong: Vec<Wrong> = (0..cells.len())
            .filter_map(|cell| {
                let right = solution[cell];
                let wrong = Wrong {
                    cell,
                    found: cells[cell],
                    right,
                };
                match cells[cell] {
                    Some(found) => (found != right).then_some(wrong),
                    None => {
                        // The marks' layout: set_words(side) words per cell.
                        let at = cell * set_words(side) + usize::from(right) / 64;
                        let mark = marks.and_then(|m| m.get(at)).copied();
                        mark.is_some_and(|m| m >> (right % 64) & 1 == 0)
                            .then_some(wrong)
                    }
                }
            })
            .collect();
        if !broken.is_empty() || !wrong.is_empty() {
            return Hint::Mistakes(Mistakes { broken, wrong });
        }
        if cells.iter().all(Option::is_some) {
            return Hint::Solved;
        }
        let board = match marks {
            Some(marks) => PencilMarks::with_candidates(&self.grader, &cells, marks),
            None => PencilMarks::new(&self.grader, &cells),
        };
        if let Some(step) = self.grader.next_step(&board) {
            return Hint::Step(step);
        }
        match guess::choose(&self.grader, &board) {
            Some(guess) => Hint::Guess(guess),
            // Unreachable: a grid that agrees with its solution has a candidate in every
            // empty cell.
            None => Hint::NoSolution(self.validator.why_unsolvable(&cells, marks)),
        }
    }

    /// The value of `step`, the hint for `progress` of `puzzle`, on Sudoku Explainer's
    /// scale ([`rate_deduction`]): what `hint` says beside the step. `None` past
    /// [`MAX_SIDE`], where puzzles have no rating either.
    pub fn step_rating(
        &self,
        puzzle: &[Option<u16>],
        progress: &PlayerGrid,
        step: &Deduction,
    ) -> Option<Tenths> {
        if self.grader.side() > MAX_SIDE {
            return None;
        }
        let cells: Vec<Option<u16>> = puzzle
            .iter()
            .zip(progress.cells.iter().chain(std::iter::repeat(&None)))
            .map(|(&given, &found)| given.or(found))
            .collect();
        Some(rate_deduction(&self.grader, &cells, step))
    }
}
