//! The command-line front end: parses the arguments and hands them to the command asked
//! for. The commands live in `commands`; what they share (the flags and the settings they
//! make, reading input, the batch pipeline, records, drawings, messages and the exit
//! status) lives in modules of its own.

mod commands;
mod drawing;
mod flags;
mod input;
mod pipeline;
mod plural;
mod records;
pub mod report;
mod stats;
pub mod status;

use commands::{
    bench, check, colour, count, dot, generate, grade, hint, manual, marks, solve, transform,
};
use flags::parser::{Cli, Command};
use status::Status;

/// Parses the command line and runs the chosen command.
pub fn run() -> anyhow::Result<Status> {
    let cli = match Cli::try_parse_args(std::env::args_os()) {
        Ok(cli) => cli,
        Err(err) => return report::command_line(&err),
    };
    match cli.command {
        Command::Solve(args) => solve::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Count(args) => count::run(&args),
        Command::Grade(args) => grade::run(&args),
        Command::Hint(args) => hint::run(&args),
        Command::Marks(args) => marks::run(&args),
        Command::Transform(args) => transform::run(&args),
        Command::Dot(args) => dot::run(&args),
        Command::Generate(args) => generate::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Colour(args) => colour::run(&args),
        Command::Completions(args) => manual::completions(args.shell),
        Command::Man(args) => manual::man(&args),
    }
}
