//! The `sudograph` command: parses the arguments and hands each command to one function.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run() {
        Ok(status) => status.exit_code(),
        Err(err) if cli::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("sudograph: {err:#}");
            cli::Status::BadInput.exit_code()
        }
    }
}
