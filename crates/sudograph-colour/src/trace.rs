//! The trace of a search: every forced colour and why, every guess, backtrack and restart,
//! recorded only when asked for.

use super::colour::Colour;
use super::colour_set::ColourSet;

/// One step of a traced search ([`Settings::trace`]), in the order it happened. `depth` is
/// the number of guesses in force.
///
/// [`Settings::trace`]: crate::Settings::trace
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A node is left with one colour: every other was removed (`unit: None`, a naked
    /// single), or it is the only place for that colour in unit `u` (`Some(u)`, a hidden
    /// single; units are numbered as given to [`Colourer::new`]).
    ///
    /// [`Colourer::new`]: crate::Colourer::new
    Forced {
        /// The node forced.
        node: u32,
        /// The colour it is left with.
        colour: Colour,
        /// The unit where it is the colour's only place (a hidden single), or none.
        unit: Option<u32>,
        /// Guesses in force.
        depth: u32,
    },
    /// A guess: `node` takes `colour`, one of its `choices` colours left.
    Branch {
        /// The node guessed.
        node: u32,
        /// The colour it takes.
        colour: Colour,
        /// How many colours it had left.
        choices: u32,
        /// Guesses in force, this one included.
        depth: u32,
    },
    /// The guess `node = colour` led nowhere: from now on `node ≠ colour`.
    Backtrack {
        /// The node of the failed guess.
        node: u32,
        /// The colour it may no longer take.
        colour: Colour,
        /// Guesses in force after it.
        depth: u32,
    },
    /// Propagation found a node with no colour left or a unit missing a colour.
    Contradiction {
        /// Guesses in force.
        depth: u32,
    },
    /// The search starts again from the root with other tie-breaks (a restart).
    Restart,
}

/// Why a node's colours narrow, for the trace.
#[derive(Clone, Copy)]
pub(crate) enum Why {
    /// A branching decision (traced as the branch itself).
    Branch,
    /// Colours removed by neighbours or unit reasoning: one left is a naked single.
    Removal,
    /// The only place of its colour in this unit: a hidden single.
    OnlyPlace(u32),
}

/// The steps so far, when tracing, and the depth the next one happens at.
pub(crate) struct Trace {
    steps: Option<Vec<Step>>,
    /// Guesses in force.
    pub(crate) depth: u32,
}

impl Trace {
    /// A trace that records steps when `on`, else costs a test per step.
    pub(crate) fn new(on: bool) -> Trace {
        Trace {
            steps: on.then(Vec::new),
            depth: 0,
        }
    }

    /// Appends a step, made from the current depth, when tracing.
    pub(crate) fn log(&mut self, step: impl FnOnce(u32) -> Step) {
        if let Some(steps) = &mut self.steps {
            steps.push(step(self.depth));
        }
    }

    /// Notes that node v narrowed to `d` for the reason `why`: a forced colour when one is
    /// left and the narrowing was not a guess.
    #[inline]
    pub(crate) fn narrowed<S: ColourSet>(&mut self, v: usize, d: S, why: Why) {
        let unit = match why {
            Why::Branch => return,
            Why::Removal => None,
            Why::OnlyPlace(u) => Some(u),
        };
        self.log(|depth| Step::Forced {
            node: v as u32,
            colour: d.first_colour() as Colour,
            unit,
            depth,
        });
    }

    /// The steps recorded (none when not tracing).
    pub(crate) fn into_steps(self) -> Vec<Step> {
        self.steps.unwrap_or_default()
    }
}
