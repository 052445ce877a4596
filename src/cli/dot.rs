//! `sudograph dot`: the constraint graph as Graphviz DOT, written or rendered.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, bail};
use sudograph::colour::Limits;
use sudograph::dot::to_dot;
use sudograph::graph::ConstraintGraph;
use sudograph::solve::{Answer, Solver};

use super::Status;
use super::args::{DotArgs, RenderFormat};
use super::input::{alphabet_for, puzzles, read_options, read_source};
use super::output::write_atomically;

/// Folder for pictures rendered without `-o`.
const DEFAULT_FOLDER: &str = "out";

/// Writes the chosen puzzle's graph: DOT to stdout or `-o`, or a picture with `--render`.
pub fn run(args: &DotArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
    let source = read_source(args.file.as_deref())?;
    let mut status = Status::Success;
    let puzzles = puzzles(&source, &options, &mut status)?;
    if puzzles.is_empty() {
        return Ok(status); // every puzzle failed to read, and each failure was reported
    }
    let Some(puzzle) = args.index.checked_sub(1).and_then(|i| puzzles.get(i)) else {
        bail!(
            "{}: --index {} but the file holds {} puzzles",
            source.name,
            args.index,
            puzzles.len()
        );
    };
    let graph = ConstraintGraph::new(&puzzle.grid);
    let solution = match args.solve {
        false => None,
        true => match Solver::new(puzzle.grid.shape())
            .solve(&puzzle.grid, &Limits::default())
            .0
        {
            Answer::Solved(grid) => Some(grid),
            Answer::NoSolution | Answer::GaveUp => {
                eprintln!(
                    "sudograph: {}: line {}: no solution; drawing the puzzle as given",
                    source.name, puzzle.line
                );
                status.note(Status::Failure);
                None
            }
        },
    };
    let text = to_dot(
        &graph,
        solution.as_ref(),
        &alphabet_for(&options, puzzle.grid.side()),
    );
    match (args.render, &args.output) {
        (None, None) => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
        }
        (None, Some(path)) => {
            write_atomically(path, |temporary| {
                std::fs::write(temporary, &text)
                    .with_context(|| format!("cannot write {}", temporary.display()))
            })?;
            eprintln!("wrote {}", path.display());
        }
        (Some(format), path) => {
            let path = path
                .clone()
                .unwrap_or_else(|| default_picture(source.path.as_deref(), args.solve, format));
            write_atomically(&path, |temporary| render(&text, format, temporary))?;
            eprintln!("wrote {}", path.display());
        }
    }
    Ok(status)
}

/// `out/<input stem>[-solved].<format>`.
fn default_picture(input: Option<&Path>, solved: bool, format: RenderFormat) -> PathBuf {
    let stem = input
        .and_then(Path::file_stem)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "stdin".to_string());
    let suffix = if solved { "-solved" } else { "" };
    Path::new(DEFAULT_FOLDER).join(format!("{stem}{suffix}.{}", format.name()))
}

/// Runs Graphviz `neato -n` (node positions kept as drawn) on the DOT text.
fn render(dot: &str, format: RenderFormat, target: &Path) -> anyhow::Result<()> {
    let mut child = match Command::new("neato")
        .arg("-n")
        .arg(format!("-T{}", format.name()))
        .arg("-o")
        .arg(target)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => bail!(
            "--render needs Graphviz, and `neato` is not on PATH; install Graphviz \
             (Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz) or write DOT with -o"
        ),
        Err(err) => return Err(err).context("cannot run Graphviz `neato`"),
    };
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(dot.as_bytes())
        .context("cannot send DOT to neato")?;
    let result = child.wait_with_output().context("neato did not finish")?;
    if !result.status.success() {
        bail!(
            "neato failed: {}",
            String::from_utf8_lossy(&result.stderr).trim()
        );
    }
    Ok(())
}
