//! The lesson a traced search tells: the colourer's raw steps ([`Step`](sudograph_colour::Step)) turned into a
//! narrative a reader can check move by move.
//!
//! The colourer logs a colour as forced the moment a domain narrows to one, in whatever order
//! its propagation runs, and a contradiction without its cause. A reader needs more: each
//! placement legal in the state the steps before it left (the only colour left in its node,
//! or the only place for its colour in a unit), the neighbours or the unit that forced it,
//! the node or unit that ran out when a contradiction comes, and what a backtrack undoes.
//! [`narrate`] replays the raw steps on a [`Replay`] (colours placed, candidates left) and
//! tells a step only once it is legal there. It works on any graph and units, as the
//! colourer does; [`explain`] tells a step in Sudoku words.

mod narrator;
mod replay;
mod step;
mod words;

pub use self::narrator::narrate;
pub use self::replay::{MAX_LESSON_COLOURS, Replay};
pub use self::step::{Cause, Event, LessonStep, Reason};
pub use self::words::explain;

#[cfg(test)]
mod tests;
