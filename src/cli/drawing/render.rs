//! Writing a drawing, shared by `dot` and `colour`: DOT text, or the picture Graphviz
//! renders from it, in the form `-o`'s name or `--render` asks for, through the output
//! helper.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use anyhow::{Context, bail};

use super::inputs::Inputs;
use super::output::{check_output, is_stdout, output_name, write_output};
use crate::cli::flags::output::{DrawingArgs, RenderFormat};
use crate::cli::report::say;

/// Folder for pictures rendered without `-o`.
const DEFAULT_FOLDER: &str = "out";

/// What a drawing is written as: DOT text, or a picture Graphviz renders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Dot,
    Picture(RenderFormat),
}

/// A drawing asked for by `-o` and `--render`: where it goes and in what form, settled
/// (and the path checked) before the work that makes it.
#[derive(Debug)]
pub struct Drawing {
    path: PathBuf,
    form: Form,
    /// Whether the path is the default one in `out/`, a folder made when missing.
    in_default_folder: bool,
}

impl Drawing {
    /// The drawing `-o` and `--render` ask for, none when neither is given. The form
    /// follows `-o`'s extension (`.svg` and `.png` render, anything else is DOT), and
    /// `--render` must agree with it; without `-o`, `--render` writes
    /// `out/<input stem><suffix>.<format>`. An error `PATH: why` when they disagree, the
    /// path is one of the command's `inputs` or cannot be written (see [`check_output`]).
    pub fn asked(
        drawing: &DrawingArgs,
        input: Option<&Path>,
        suffix: &str,
        inputs: &Inputs,
    ) -> anyhow::Result<Option<Drawing>> {
        let Some(path) = drawing.output.as_deref() else {
            let Some(format) = drawing.render else {
                return Ok(None);
            };
            let path = default_picture(input, suffix, format);
            // The rest is checked when the drawing is written, once out/ is made.
            inputs.refuse_overwrite(&path)?;
            return Ok(Some(Drawing {
                path,
                form: Form::Picture(format),
                in_default_folder: true,
            }));
        };
        let named = form_of_name(path);
        let form = match (drawing.render, named) {
            (None, named) => named.unwrap_or(Form::Dot),
            (Some(format), None) => Form::Picture(format),
            (Some(format), Some(named)) if named == Form::Picture(format) => named,
            (Some(format), Some(named)) => return Err(mismatch(path, format, named)),
        };
        check_output(path, inputs)?;
        Ok(Some(Drawing {
            path: path.to_path_buf(),
            form,
            in_default_folder: false,
        }))
    }

    /// Whether the drawing goes to standard output (`-o -`).
    pub fn to_stdout(&self) -> bool {
        is_stdout(&self.path)
    }

    /// How messages name where the drawing goes.
    pub fn name(&self) -> String {
        output_name(&self.path)
    }

    /// Writes `text` (DOT) as the drawing: the text itself, or the picture Graphviz draws
    /// of it; whole or not at all for a file, then says so on stderr (unless it went to
    /// standard output).
    pub fn write(&self, text: &str) -> anyhow::Result<()> {
        if self.in_default_folder {
            std::fs::create_dir_all(DEFAULT_FOLDER)
                .with_context(|| format!("{DEFAULT_FOLDER}: cannot make the folder"))?;
        }
        write_output(&self.path, |out| match self.form {
            Form::Dot => Ok(out.write_all(text.as_bytes())?),
            Form::Picture(format) => run_neato(text, format, out),
        })?;
        if !self.to_stdout() {
            say(&format!("wrote {}", self.path.display()))?;
        }
        Ok(())
    }
}

/// The error for `--render` and `-o` asking for different forms, saying how to agree.
fn mismatch(path: &Path, format: RenderFormat, named: Form) -> anyhow::Error {
    let (what, fix) = match named {
        Form::Dot => (
            "DOT text".to_string(),
            "leave out --render, or give".to_string(),
        ),
        Form::Picture(other) => (
            match other {
                RenderFormat::Svg => "an SVG picture".to_string(),
                RenderFormat::Png => "a PNG picture".to_string(),
            },
            format!("give --render {}, or", other.name()),
        ),
    };
    anyhow::anyhow!(
        "{}: --render {} but a name ending in .{} is {what}; {fix} a name ending in .{}",
        output_name(path),
        format.name(),
        extension(path).unwrap_or_default(),
        format.name()
    )
}

/// A file name's extension, in lower case.
fn extension(path: &Path) -> Option<String> {
    path.extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
}

/// The form a file name's extension asks for: `.svg` and `.png` pictures, `.dot` and `.gv`
/// DOT; none for any other name.
fn form_of_name(path: &Path) -> Option<Form> {
    match extension(path)?.as_str() {
        "svg" => Some(Form::Picture(RenderFormat::Svg)),
        "png" => Some(Form::Picture(RenderFormat::Png)),
        "dot" | "gv" => Some(Form::Dot),
        _ => None,
    }
}

/// `out/<input stem><suffix>.<format>` (the folder is made when the drawing is written).
fn default_picture(input: Option<&Path>, suffix: &str, format: RenderFormat) -> PathBuf {
    let stem = input
        .and_then(Path::file_stem)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "stdin".to_string());
    Path::new(DEFAULT_FOLDER).join(format!("{stem}{suffix}.{}", format.name()))
}

/// Runs Graphviz `neato` on the DOT text, writing the picture to `out`. No flag chooses
/// the layout: the DOT names its own (see [`sudograph::dot`]), so the picture is the one
/// `dot -Tpng FILE`, or `neato` or `fdp`, draws of the written file.
fn run_neato(dot: &str, format: RenderFormat, out: &mut dyn Write) -> anyhow::Result<()> {
    run_graphviz(format, out, |input| input.write_all(dot.as_bytes()))
}

/// Starts Graphviz `neato`, reading DOT on its stdin and writing the picture on its stdout,
/// both piped, as are its messages; an error that says how to install Graphviz when it is
/// missing.
fn spawn_neato(format: RenderFormat) -> anyhow::Result<Child> {
    let mut command = Command::new("neato");
    // Standard output, not `-o`: with `-o`, each graph of several overwrites the last, and
    // the picture goes where sudograph's own output helper puts it.
    match command
        .arg(format!("-T{}", format.name()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => Ok(child),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => bail!(
            "--render needs Graphviz, and `neato` is not on PATH; install Graphviz \
             (Debian/Ubuntu: apt-get install graphviz; macOS: brew install graphviz) or write DOT with -o FILE.dot"
        ),
        Err(err) => Err(err).context("cannot run Graphviz `neato`"),
    }
}

/// Runs Graphviz `neato` with the DOT that `send` writes to its input, copying the picture
/// it draws to `out`. Every way it can fail is an error with a message, never a silent
/// success: `out` refusing the picture, `neato` missing, exiting with failure, not reading
/// all of its input (so that the picture may be cut short), or writing nothing.
fn run_graphviz(
    format: RenderFormat,
    out: &mut dyn Write,
    send: impl FnOnce(&mut dyn Write) -> std::io::Result<()> + Send,
) -> anyhow::Result<()> {
    let mut child = spawn_neato(format)?;
    let mut input = child.stdin.take().expect("stdin is piped");
    let mut picture = child.stdout.take().expect("stdout is piped");
    let mut messages = child.stderr.take().expect("stderr is piped");
    // The input is written and the messages read from threads of their own while this one
    // copies the picture, so that no side waits on a full pipe.
    let (sent, said, copied) = std::thread::scope(|scope| {
        let writer = scope.spawn(move || {
            let sent = send(&mut input).and_then(|()| input.flush());
            drop(input);
            sent
        });
        let reader = scope.spawn(move || {
            let mut said = Vec::new();
            messages.read_to_end(&mut said).map(|_| said)
        });
        let copied = std::io::copy(&mut picture, out);
        // Closed before waiting on the threads: a neato whose picture is no longer read
        // stops (broken pipe) instead of waiting for ever.
        drop(picture);
        (writer.join(), reader.join(), copied)
    });
    let status = child.wait().context("neato did not finish")?;
    // Where the picture goes failed first: neato's own failure may only follow from it.
    let copied = copied?;
    let said = match said {
        Ok(Ok(said)) => said,
        _ => Vec::new(),
    };
    let said = String::from_utf8_lossy(&said);
    let said = match said.trim() {
        "" => String::new(),
        text => format!(": {}", text.lines().next().unwrap_or_default()),
    };
    if !status.success() {
        bail!("neato failed ({status}){said}");
    }
    // Formatted, not wrapped: a closed pipe here is neato's failure, not a reader of
    // sudograph's output going away (which ends a run quietly).
    match sent {
        Ok(Ok(())) => {}
        Ok(Err(err)) => bail!("neato stopped reading the drawing before its end ({err}){said}"),
        Err(_) => bail!("sending the drawing to neato failed"),
    }
    if copied == 0 {
        bail!("neato reported success but wrote nothing{said}");
    }
    Ok(())
}
