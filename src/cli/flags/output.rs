//! The flags that say how answers are written: the record format (`--format`), the layout
//! of grids, and where drawings go.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use crate::cli::records::RecordFormat;

/// How a batch command writes each answer (`--format`); each command says in its own help
/// what its records hold.
#[derive(Debug, Args)]
pub struct RecordsArgs {
    /// How to write each answer: text, JSON Lines (an object per puzzle) or CSV (a header,
    /// then a row per puzzle).
    #[arg(long = "format", value_enum, value_name = "FORMAT", default_value_t = RecordFormat::Text)]
    pub format: RecordFormat,
}

/// The layouts solutions can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LayoutArg {
    /// All cells on one line.
    Line,
    /// One row per line, boxes set apart (numbers for a puzzle written in numbers).
    Grid,
}

/// Where `dot` and `colour` put their drawing.
#[derive(Debug, Args)]
pub struct DrawingArgs {
    /// Render with Graphviz (`neato`) instead of writing DOT (an -o name ending in .svg,
    /// .png, .dot or .gv must agree); without -o the picture goes to out/, named after the
    /// input file (out/<name>.<format>).
    // This text is the flag's help as well, where `<name>` is a placeholder, not HTML.
    #[allow(rustdoc::invalid_html_tags)]
    #[arg(long, value_name = "FORMAT")]
    pub render: Option<RenderFormat>,
    /// File to write: DOT, or the picture a name ending in .svg or .png asks for; `-` is
    /// stdout. A file is replaced whole or not at all, keeping its permissions; a link's
    /// target, a FIFO or a device is written through.
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// Picture formats Graphviz renders to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RenderFormat {
    Svg,
    Png,
}

impl RenderFormat {
    /// The Graphviz `-T` name, also the file extension.
    pub fn name(self) -> &'static str {
        match self {
            RenderFormat::Svg => "svg",
            RenderFormat::Png => "png",
        }
    }
}
