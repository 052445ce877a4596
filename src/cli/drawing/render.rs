//! Writing a drawing, shared by `dot` and `colour`: DOT text, or the picture Graphviz
//! renders from it, in the form `-o`'s name or `--render` asks for, through the output
//! helper.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use sudograph::draw::graphviz::{PictureFormat, RenderError, render};

use super::inputs::Inputs;
use super::output::{check_output, is_stdout, output_name, write_output};
use crate::cli::flags::output::DrawingArgs;
use crate::cli::report::say;

/// Folder for pictures rendered without `-o`.
const DEFAULT_FOLDER: &str = "out";

/// What a drawing is written as: DOT text, or a picture Graphviz renders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Dot,
    Picture(PictureFormat),
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
fn mismatch(path: &Path, format: PictureFormat, named: Form) -> anyhow::Error {
    let (what, fix) = match named {
        Form::Dot => (
            "DOT text".to_string(),
            "leave out --render, or give".to_string(),
        ),
        Form::Picture(other) => (
            match other {
                PictureFormat::Svg => "an SVG picture".to_string(),
                PictureFormat::Png => "a PNG picture".to_string(),
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
        "svg" => Some(Form::Picture(PictureFormat::Svg)),
        "png" => Some(Form::Picture(PictureFormat::Png)),
        "dot" | "gv" => Some(Form::Dot),
        _ => None,
    }
}

/// `out/<input stem><suffix>.<format>` (the folder is made when the drawing is written).
fn default_picture(input: Option<&Path>, suffix: &str, format: PictureFormat) -> PathBuf {
    let stem = input
        .and_then(Path::file_stem)
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "stdin".to_string());
    Path::new(DEFAULT_FOLDER).join(format!("{stem}{suffix}.{}", format.name()))
}

/// Runs Graphviz `neato` on the DOT text, writing the picture to `out`. No flag chooses
/// the layout: the DOT names its own (see [`sudograph::draw::dot`]), so the picture is the
/// one `dot -Tpng FILE`, or `neato` or `fdp`, draws of the written file.
fn run_neato(dot: &str, format: PictureFormat, out: &mut dyn Write) -> anyhow::Result<()> {
    render(dot, format, out).map_err(|err| match err {
        RenderError::NotInstalled => {
            anyhow::anyhow!("--render needs Graphviz, and {err} or write DOT with -o FILE.dot")
        }
        err => err.into(),
    })
}
