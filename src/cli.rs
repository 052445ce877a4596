//! The command-line front end: argument definitions, one module per command, and the
//! machinery they share.

mod args;
mod batch;
mod bench;
mod budget;
mod check;
mod colour;
mod count;
mod dot;
mod generate;
mod grade;
mod input;
mod manual;
mod output;
mod page;
mod pipeline;
mod plural;
mod progress;
mod records;
mod render;
pub mod report;
mod solve;
mod source;
pub mod status;
mod steps;

use clap::Parser;

use args::Cli;
use status::Status;

/// Parses the command line and runs the chosen command.
pub fn run() -> anyhow::Result<Status> {
    match Cli::parse().command {
        args::Command::Solve(args) => solve::run(&args),
        args::Command::Check(args) => check::run(&args),
        args::Command::Count(args) => count::run(&args),
        args::Command::Grade(args) => grade::run(&args),
        args::Command::Dot(args) => dot::run(&args),
        args::Command::Generate(args) => generate::run(&args),
        args::Command::Bench(args) => bench::run(&args),
        args::Command::Colour(args) => colour::run(&args),
        args::Command::Completions(args) => manual::completions(args.shell),
        args::Command::Man => manual::man_page(),
    }
}
