//! What the program says on stderr: its messages, `sudograph: …`, and plain lines. The one
//! place where an error becomes text, whether it ends the run or only one puzzle's answer.

use std::fmt::{Display, Write as _};
use std::io::Write as _;

use anyhow::Context;

use super::status::Status;

/// Writes `sudograph: MESSAGE` on stderr; a stderr that cannot be written to is an error,
/// not a panic.
pub fn report(message: &str) -> anyhow::Result<()> {
    say(&format!("sudograph: {message}"))
}

/// Appends `sudograph: MESSAGE` as a line to `text`: a message that a worker thread leaves
/// in its chunk's stderr text, written in input order with the chunk's answers.
pub fn report_to(text: &mut String, message: impl Display) {
    // Writing to a String cannot fail.
    let _ = writeln!(text, "sudograph: {message}");
}

/// Writes a line on stderr; a stderr that cannot be written to is an error, not a panic.
pub fn say(line: &str) -> anyhow::Result<()> {
    writeln!(std::io::stderr().lock(), "{line}").context("cannot write to standard error")
}

/// Says on stderr the error that ended the run, with its causes (`sudograph: ERROR: CAUSE`),
/// and returns the status it makes: `BadInput`, or `Success` for a closed pipe
/// (`sudograph solve | head -1`), which ends the run quietly.
pub fn report_fatal(err: &anyhow::Error) -> Status {
    if is_broken_pipe(err) {
        return Status::Success;
    }
    // When stderr itself is what failed, the exit status is all that can be said.
    let _ = writeln!(std::io::stderr(), "sudograph: {err:#}");
    Status::BadInput
}

/// Whether an error comes from writing to a closed pipe.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|cause| cause.downcast_ref::<std::io::Error>())
        .any(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}
