//! `sudograph completions` and `sudograph man`: shell completions and the manual pages,
//! all generated from the same argument definitions as `--help`, so they cannot drift.

use std::path::Path;

use anyhow::Context;
use clap::CommandFactory;

use crate::cli::drawing::output::write_text;
use crate::cli::flags::commands::ManArgs;
use crate::cli::flags::parser::Cli;
use crate::cli::plural::counted;
use crate::cli::report::{print, say};
use crate::cli::status::Status;

/// Writes the completion script of `shell` on stdout.
pub fn completions(shell: clap_complete::Shell) -> anyhow::Result<Status> {
    let mut command = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut command, "sudograph", &mut out);
    print(&String::from_utf8(out).context("the completion script is UTF-8")?)?;
    Ok(Status::Success)
}

/// Writes the main manual page, in roff, on stdout; with `--dir`, writes it and one page
/// per command into that folder instead.
pub fn man(args: &ManArgs) -> anyhow::Result<Status> {
    let pages = pages()?;
    let Some(dir) = &args.dir else {
        print(&pages[0].1)?;
        return Ok(Status::Success);
    };
    install(dir, &pages)?;
    Ok(Status::Success)
}

/// Every manual page, with its file name: the program's first (`sudograph.1`), whose
/// list of commands names the others (`sudograph-solve(1)` …), then one per command.
fn pages() -> anyhow::Result<Vec<(String, String)>> {
    // There is no `help` command to write a page for: the main page names only pages that
    // exist.
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    let commands: Vec<clap::Command> = command
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .cloned()
        .collect();
    std::iter::once(command)
        .chain(commands)
        .map(|command| {
            // Every page says which release it documents, as the main page does.
            let page = clap_mangen::Man::new(command)
                .source(format!("sudograph {}", env!("CARGO_PKG_VERSION")));
            let mut roff = Vec::new();
            page.render(&mut roff)
                .context("cannot render the manual page")?;
            let text = String::from_utf8(roff).context("the manual page is UTF-8")?;
            Ok((page.get_filename(), text))
        })
        .collect()
}

/// Writes `pages` into `dir`, made if missing, each whole or not at all, and says where.
fn install(dir: &Path, pages: &[(String, String)]) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    for (name, text) in pages {
        write_text(&dir.join(name), text)?;
    }
    say(&format!(
        "wrote {} to {} ({}, {} …)",
        counted(pages.len() as u64, "manual page"),
        dir.display(),
        pages[0].0,
        pages[1].0
    ))
}
