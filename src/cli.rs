//! The command-line front end: argument definitions, one module per command, and the exit
//! status that the commands' answers and non-fatal errors add up to.

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
mod progress;
mod records;
mod render;
mod solve;
mod source;
mod steps;

use std::io::Write;
use std::process::ExitCode;

use anyhow::Context;

use clap::Parser;

pub use args::Cli;

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

/// `1 node`, `2 nodes`: a count with its noun, plural unless one.
pub fn counted(count: u64, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        _ => format!("{count} {noun}s"),
    }
}

/// Writes `sudograph: MESSAGE` on stderr; a stderr that cannot be written to is an error,
/// not a panic.
pub fn report(message: &str) -> anyhow::Result<()> {
    say(&format!("sudograph: {message}"))
}

/// Writes a line on stderr; a stderr that cannot be written to is an error, not a panic.
pub fn say(line: &str) -> anyhow::Result<()> {
    writeln!(std::io::stderr().lock(), "{line}").context("cannot write to standard error")
}

/// Whether an error comes from writing to a closed pipe (`sudograph solve | head -1`), which
/// ends the run quietly.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|cause| cause.downcast_ref::<std::io::Error>())
        .any(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}
