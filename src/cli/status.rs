//! How a run ended: the exit status that the commands' answers and non-fatal errors add up
//! to.

use std::process::ExitCode;

/// How a run ended, from best to worst; a run's status is the worst of its puzzles'.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Everything solved, valid, written.
    #[default]
    Success,
    /// An answer that is "no": a puzzle without solution, an invalid grid.
    Failure,
    /// A search budget ran out before an answer.
    GaveUp,
    /// Input that could not be read: bad text, bad options, missing files.
    BadInput,
}

impl Status {
    /// The process exit code: 0, 1, 3 and 2 respectively.
    pub fn exit_code(self) -> ExitCode {
        ExitCode::from(match self {
            Status::Success => 0,
            Status::Failure => 1,
            Status::BadInput => 2,
            Status::GaveUp => 3,
        })
    }

    /// Keeps the worse of the two.
    pub fn note(&mut self, other: Status) {
        *self = (*self).max(other);
    }
}
