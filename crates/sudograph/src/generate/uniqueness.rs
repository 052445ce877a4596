//! The uniqueness checks that decide which clues go: one search or two per clue, some run
//! ahead on other threads while the clues are still decided in order.
//!
//! The clue at step i may go when the puzzle left by steps before i, without it, still has
//! one solution. Needing a clue is monotone: when another solution exists with some clues,
//! it exists with fewer. So a check started on an earlier state of the puzzle that finds another solution is the
//! answer for step i whatever happened since; one that proves the solution unique (or runs
//! out of budget) is the answer only when no clue went in between, and is otherwise made
//! again. Most of a generator's time goes to the checks that find another solution, so
//! they are what the other threads take on, and the puzzle made is the same as on one.

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

use crate::grid::Grid;
use crate::solve::{Answer, Solver};
use sudograph_colour::{Limits, Schedule, Settings};

/// Steps a worker thread may run ahead of the one being decided, per thread: far enough
/// that a helper is rarely idle behind a long check.
const STEPS_AHEAD: usize = 8;

/// The checks of the steps in order, some of them run ahead by worker threads
/// ([`Checks::work`]).
pub(super) struct Checks<'a> {
    solver: &'a Solver,
    solution: &'a Grid,
    limits: &'a Limits<'a>,
    /// Each step's clues: a cell and its other images under the symmetry.
    steps: &'a [Vec<usize>],
    /// How many steps from the one being decided may be checked at once.
    window: usize,
    state: Mutex<State>,
    changed: Condvar,
}

/// A check's answer, or the panic that ended it: raised again on the deciding thread.
type Checked = Result<Option<bool>, Box<dyn Any + Send>>;

/// What the threads share.
struct State {
    /// The puzzle as decided so far.
    puzzle: Grid,
    /// Clue removals so far: the puzzle's version.
    version: u64,
    /// The step being decided.
    deciding: usize,
    /// The first step no thread has taken yet.
    next: usize,
    /// Per step: the answer of a check run ahead (or how it panicked), and the version it
    /// was run on.
    answers: Vec<Option<(Checked, u64)>>,
    /// No more checks are wanted.
    done: bool,
}

impl<'a> Checks<'a> {
    /// Checks of `steps` from `puzzle` on, for `threads` worker threads.
    pub(super) fn new(
        solver: &'a Solver,
        solution: &'a Grid,
        limits: &'a Limits,
        steps: &'a [Vec<usize>],
        puzzle: Grid,
        threads: usize,
    ) -> Checks<'a> {
        Checks {
            solver,
            solution,
            limits,
            steps,
            window: STEPS_AHEAD * threads.max(1),
            state: Mutex::new(State {
                puzzle,
                version: 0,
                deciding: 0,
                next: 0,
                answers: (0..steps.len()).map(|_| None).collect(),
                done: false,
            }),
            changed: Condvar::new(),
        }
    }

    /// The puzzle as decided so far.
    pub(super) fn puzzle(&self) -> Grid {
        self.lock().puzzle.clone()
    }

    /// True when the clue of `cell` is still there.
    pub(super) fn has_clue(&self, cell: usize) -> bool {
        self.lock().puzzle.cells()[cell].is_some()
    }

    /// Whether step `step`'s clues may go (see [`unique_without`]), the steps before it
    /// decided: a check run ahead when it still holds, else one run now on this thread.
    pub(super) fn decide(&self, step: usize) -> Option<bool> {
        let mut state = self.lock();
        state.deciding = step;
        self.changed.notify_all();
        loop {
            if let Some((checked, version)) = state.answers[step].take() {
                // A helper's panic is raised here, the lock released first.
                let answer = match checked {
                    Ok(answer) => answer,
                    Err(panic) => {
                        drop(state);
                        panic::resume_unwind(panic)
                    }
                };
                if answer == Some(false) || version == state.version {
                    return answer;
                }
                break;
            }
            if state.next <= step {
                state.next = step + 1;
                break;
            }
            state = self
                .changed
                .wait(state)
                .expect("the lock is held only where nothing panics");
        }
        let fewer = self.without(&state.puzzle, step);
        drop(state);
        self.check(&fewer, step)
    }

    /// Takes step `step`'s clues away: the checks run ahead from now on see the puzzle
    /// without them.
    pub(super) fn remove(&self, step: usize) {
        let mut state = self.lock();
        state.puzzle = self.without(&state.puzzle, step);
        state.version += 1;
    }

    /// A guard that tells the worker threads, when dropped, to stop once their checks in
    /// progress end: also when the deciding thread panics, which would otherwise leave
    /// them waiting for steps that never come.
    pub(super) fn finish_on_drop(&self) -> Finish<'_, 'a> {
        Finish(self)
    }

    /// A worker thread: runs the checks of the steps just ahead of the one being decided,
    /// on the puzzle as it is when each starts, until the guard of
    /// [`Checks::finish_on_drop`] is dropped.
    pub(super) fn work(&self) {
        let mut state = self.lock();
        loop {
            if state.done {
                return;
            }
            let step = state.next;
            if step >= self.steps.len() || step >= state.deciding + self.window {
                state = self
                    .changed
                    .wait(state)
                    .expect("the lock is held only where nothing panics");
                continue;
            }
            state.next += 1;
            // A clue already gone (the partner of an earlier step) is not decided at all.
            if state.puzzle.cells()[self.steps[step][0]].is_none() {
                continue;
            }
            let fewer = self.without(&state.puzzle, step);
            let version = state.version;
            drop(state);
            let checked = panic::catch_unwind(AssertUnwindSafe(|| self.check(&fewer, step)));
            state = self.lock();
            state.answers[step] = Some((checked, version));
            self.changed.notify_all();
        }
    }

    /// Whether step `step`'s clues may go from the puzzle that is `fewer` without them.
    fn check(&self, fewer: &Grid, step: usize) -> Option<bool> {
        unique_without(
            self.solver,
            fewer,
            self.solution,
            &self.steps[step],
            self.limits,
        )
    }

    /// `puzzle` without step `step`'s clues.
    fn without(&self, puzzle: &Grid, step: usize) -> Grid {
        let side = puzzle.side();
        let mut fewer = puzzle.clone();
        for &cell in &self.steps[step] {
            fewer.set(cell / side, cell % side, None);
        }
        fewer
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .expect("the lock is held only where nothing panics")
    }
}

/// See [`Checks::finish_on_drop`].
pub(super) struct Finish<'x, 'a>(&'x Checks<'a>);

impl Drop for Finish<'_, '_> {
    fn drop(&mut self) {
        let checks = self.0;
        checks
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .done = true;
        checks.changed.notify_all();
    }
}

/// The settings of a uniqueness check.
const PROOF: Settings = Settings {
    seed: 0,
    singles_only: false,
    trace: false,
    schedule: Schedule::Soon,
};

/// Whether `solution` is still the only solution of `fewer`, the unique puzzle it solves
/// with the clues of `orbit` taken away; `None` when the budget ran out. Any other
/// solution agrees with it on the orbit's cells before some cell k and differs at k: one
/// search each. Most of these searches end in a proof that no other solution exists, so
/// they go on by learning soon ([`Schedule::Soon`]).
fn unique_without(
    solver: &Solver,
    fewer: &Grid,
    solution: &Grid,
    orbit: &[usize],
    limits: &Limits,
) -> Option<bool> {
    let side = solution.side();
    let mut pinned = fewer.clone();
    for &cell in orbit {
        match solver.find_other(&pinned, solution, cell, limits, &PROOF).0 {
            Answer::Solved(_) => return Some(false),
            Answer::GaveUp => return None,
            Answer::NoSolution => pinned.set(cell / side, cell % side, solution.cells()[cell]),
        }
    }
    Some(true)
}
