//! `sudograph completions` and `sudograph man`: shell completions and the manual page,
//! both generated from the same argument definitions as `--help`, so they cannot drift.

use std::io::Write;

use anyhow::Context;
use clap::CommandFactory;

use crate::cli::flags::parser::Cli;
use crate::cli::status::Status;

/// Writes the completion script of `shell` on stdout.
pub fn completions(shell: clap_complete::Shell) -> anyhow::Result<Status> {
    let mut command = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut command, "sudograph", &mut out);
    write_out(&out)
}

/// Writes the manual page, in roff, on stdout.
pub fn man_page() -> anyhow::Result<Status> {
    let mut out = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut out)
        .context("cannot render the manual page")?;
    write_out(&out)
}

fn write_out(bytes: &[u8]) -> anyhow::Result<Status> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(bytes)
        .and_then(|()| stdout.flush())
        .context("cannot write to standard output")?;
    Ok(Status::Success)
}
