//! Writing a drawing: DOT text to a file, or the picture Graphviz renders from it, shared by
//! `dot` and `colour`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, bail};

use super::args::{DrawingArgs, RenderFormat};
use super::output::{write_atomically, write_text_atomically};

/// Folder for pictures rendered without `-o`.
const DEFAULT_FOLDER: &str = "out";

/// Where Graphviz puts a drawing's nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Nodes stay at their `pos` (`neato -n`): the Sudoku grid.
    Pinned,
    /// `neato` places the nodes itself (spring model): any graph.
    Free,
}

/// Writes `text` (DOT) to `-o`, or with `--render` the picture Graphviz draws of it to `-o`
/// or else `out/<input stem><suffix>.<format>`; whole or not at all, then says so on
/// stderr. Returns false, writing nothing, when neither `-o` nor `--render` is given.
pub fn write_drawing(
    text: &str,
    drawing: &DrawingArgs,
    input: Option<&Path>,
    suffix: &str,
    placement: Placement,
) -> anyhow::Result<bool> {
    let path = match (drawing.render, drawing.output.as_deref()) {
        (None, None) => return Ok(false),
        (None, Some(path)) => {
            write_text_atomically(path, text)?;
            path.to_path_buf()
        }
        (Some(format), path) => {
            let path = match path {
                Some(path) => path.to_path_buf(),
                None => default_picture(input, suffix, format)?,
            };
            write_atomically(&path, |temporary| {
                run_neato(text, format, placement, temporary)
            })?;
            path
        }
    };
    super::say(&format!("wrote {}", path.display()))?;
    Ok(true)
}

/// `out/<input stem><suffix>.<format>`, with `out/` made when missing.
fn default_picture(
    input: Option<&Path>,
    suffix: &str,
    format: RenderFormat,
) -> anyhow::Result<PathBuf> {
    let stem = input
        .and_then(Path::file_stem)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "stdin".to_string());
    std::fs::create_dir_all(DEFAULT_FOLDER)
        .with_context(|| format!("cannot create folder {DEFAULT_FOLDER}"))?;
    Ok(Path::new(DEFAULT_FOLDER).join(format!("{stem}{suffix}.{}", format.name())))
}

/// Runs Graphviz `neato` on the DOT text.
fn run_neato(
    dot: &str,
    format: RenderFormat,
    placement: Placement,
    target: &Path,
) -> anyhow::Result<()> {
    let mut command = Command::new("neato");
    if placement == Placement::Pinned {
        command.arg("-n");
    }
    let mut child = match command
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
