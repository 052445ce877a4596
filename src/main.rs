//! The `sudograph` command: parses the arguments and hands each command to one function.

mod cli;

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run() {
        Ok(status) => status.exit_code(),
        Err(err) if cli::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            // When stderr itself is what failed, the exit status is all that can be said.
            let _ = writeln!(std::io::stderr(), "sudograph: {err:#}");
            cli::Status::BadInput.exit_code()
        }
    }
}
