//! The `sudograph` command: runs the command line and exits with the status it ends in; an
//! error that ends it is reported on stderr.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let status = cli::run().unwrap_or_else(|err| cli::report::report_fatal(&err));
    status.exit_code()
}
