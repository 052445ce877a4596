//! What the program says on stderr: its messages, `sudograph: …`, and plain lines. The one
//! place where an error becomes text, whether it ends the run or only one puzzle's answer,
//! or is clap's about the command line; and where a failure to write stdout gets its name.

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

/// Writes `text` on stdout, flushed; a stdout that cannot be written to (a full disk) is an
/// error that says so: `cannot write to standard output: No space left on device`.
pub fn print(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}

/// Says what clap found wrong with the command line in the program's own style,
/// `sudograph: WHAT: WHY` and clap's tips, with the exit status of bad usage; or writes the
/// help or version asked for on stdout.
pub fn command_line(err: &clap::Error) -> anyhow::Result<Status> {
    if !err.use_stderr() {
        err.print().context("cannot write to standard output")?;
        return Ok(Status::Success);
    }
    let text = err.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    // When stderr itself fails, the exit status is all that can be said.
    let _ = write!(std::io::stderr().lock(), "sudograph: {text}");
    Ok(Status::BadInput)
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
