//! Writing a drawing: DOT text to a file, or the picture Graphviz renders from it, shared by
//! `dot` and `colour`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use anyhow::{Context, bail};

use super::atomic::{write_atomically, write_text_atomically};
use crate::cli::flags::output::{DrawingArgs, RenderFormat};
use crate::cli::report::say;

/// Folder for pictures rendered without `-o`.
const DEFAULT_FOLDER: &str = "out";

/// Where Graphviz puts a drawing's nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Nodes stay at their `pos` (`neato -n2`): the Sudoku grid.
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
    say(&format!("wrote {}", path.display()))?;
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

/// Runs Graphviz `neato` on the DOT text, writing the picture to `target`.
fn run_neato(
    dot: &str,
    format: RenderFormat,
    placement: Placement,
    target: &Path,
) -> anyhow::Result<()> {
    run_graphviz(format, placement, target, |input| {
        input.write_all(dot.as_bytes())
    })
}

/// Renders every graph `send` writes (DOT, one graph after another) with one `neato` run,
/// as SVG; returns one SVG document per graph. An error unless there are `count`.
pub fn render_svgs(
    count: usize,
    send: impl FnOnce(&mut dyn Write) -> std::io::Result<()> + Send,
) -> anyhow::Result<Vec<String>> {
    let temporary = tempfile::NamedTempFile::new().context("cannot make a temporary file")?;
    run_graphviz(RenderFormat::Svg, Placement::Pinned, temporary.path(), send)?;
    let text =
        std::fs::read_to_string(temporary.path()).context("cannot read back what neato wrote")?;
    let svgs: Vec<String> = text
        .split("<svg")
        .skip(1)
        .filter_map(|svg| {
            svg.find("</svg>")
                .map(|end| format!("<svg{}</svg>", &svg[..end]))
        })
        .collect();
    if svgs.len() != count {
        bail!(
            "neato drew {} of the {count} pictures asked for",
            svgs.len()
        );
    }
    Ok(svgs)
}

/// Starts Graphviz `neato`, reading DOT on its stdin and writing the picture to `target`,
/// its messages piped; an error that says how to install Graphviz when it is missing.
fn spawn_neato(format: RenderFormat, placement: Placement, target: &Path) -> anyhow::Result<Child> {
    let mut command = Command::new("neato");
    if placement == Placement::Pinned {
        // Nodes and edges at the positions the DOT gives, in points.
        command.arg("-n2");
    }
    // Standard output, not `-o`: with `-o`, each graph of several overwrites the last.
    let output = std::fs::File::create(target)
        .with_context(|| format!("cannot write {}", target.display()))?;
    match command
        .arg(format!("-T{}", format.name()))
        .stdin(Stdio::piped())
        .stdout(output)
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => Ok(child),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => bail!(
            "--render and --page need Graphviz, and `neato` is not on PATH; install Graphviz \
             (Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz) or write DOT with -o"
        ),
        Err(err) => Err(err).context("cannot run Graphviz `neato`"),
    }
}

/// Runs Graphviz `neato` with the DOT that `send` writes to its input, the picture going to
/// `target`. Every way it can fail is an error with a message, never a silent success:
/// `neato` missing, exiting with failure, not reading all of its input (so that the picture
/// may be cut short), or writing nothing.
fn run_graphviz(
    format: RenderFormat,
    placement: Placement,
    target: &Path,
    send: impl FnOnce(&mut dyn Write) -> std::io::Result<()> + Send,
) -> anyhow::Result<()> {
    let mut child = spawn_neato(format, placement, target)?;
    let mut input = child.stdin.take().expect("stdin is piped");
    // The input is written from its own thread while this one collects neato's messages,
    // so that neither side waits on a full pipe.
    let (sent, result) = std::thread::scope(|scope| {
        let writer = scope.spawn(move || {
            let sent = send(&mut input).and_then(|()| input.flush());
            drop(input);
            sent
        });
        let result = child.wait_with_output();
        (writer.join(), result)
    });
    let result = result.context("neato did not finish")?;
    let said = String::from_utf8_lossy(&result.stderr);
    let said = match said.trim() {
        "" => String::new(),
        text => format!(": {}", text.lines().next().unwrap_or_default()),
    };
    if !result.status.success() {
        bail!("neato failed ({}){said}", result.status);
    }
    // Formatted, not wrapped: a closed pipe here is neato's failure, not a reader of
    // sudograph's output going away (which ends a run quietly).
    match sent {
        Ok(Ok(())) => {}
        Ok(Err(err)) => bail!("neato stopped reading the drawing before its end ({err}){said}"),
        Err(_) => bail!("sending the drawing to neato failed"),
    }
    let written = std::fs::metadata(target).map_or(0, |m| m.len());
    if written == 0 {
        bail!("neato reported success but wrote nothing{said}");
    }
    Ok(())
}
