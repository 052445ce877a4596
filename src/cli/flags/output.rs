//! The flags that say how answers are written: the record format (`--format`), the layout
//! of grids, and where drawings go.

use std::path::PathBuf;

use clap::builder::TypedValueParser;
use clap::{Args, ValueEnum};
use sudograph::draw::graphviz::PictureFormat;

use crate::cli::records::{FILE_FIELD, RecordFormat};

/// How a batch command writes each answer (`--format`), or that it writes none (`--quiet`);
/// each command says in its own help what its records hold ([`records_help`]).
#[derive(Debug, Args)]
pub struct RecordsArgs {
    /// How to write each answer: text, JSON Lines (an object per puzzle) or CSV (a header,
    /// then a row per puzzle).
    #[arg(long = "format", value_enum, value_name = "FORMAT", default_value_t = RecordFormat::Text)]
    pub format: RecordFormat,
    /// Print nothing: no records, no message about a single record, no summary; the exit
    /// status alone answers. An error that ends the run is still said on stderr.
    #[arg(short, long)]
    pub quiet: bool,
}

/// The fields of `solve`'s JSON and CSV records, in their order.
pub const SOLVE_FIELDS: [&str; 8] = [
    "puzzle",
    "line",
    "verdict",
    "solution",
    "message",
    "nodes",
    "backtracks",
    "microseconds",
];

/// The fields of `count`'s JSON and CSV records, in their order: `exact` says whether
/// `solutions` is the count itself or a lower bound.
pub const COUNT_FIELDS: [&str; 7] = [
    "puzzle",
    "line",
    "verdict",
    "solutions",
    "exact",
    "message",
    "nodes",
];

/// The fields of `grade`'s JSON and CSV records, in their order. The three ratings are on
/// Sudoku Explainer's scale (ER, EP, ED: [`sudograph::rating`]); null (empty in CSV) where
/// the rater's techniques do not reach, as for a puzzle that needs search.
pub const GRADE_FIELDS: [&str; 11] = [
    "puzzle",
    "line",
    "level",
    "hardest",
    "techniques",
    "steps",
    "search_nodes",
    "rating",
    "first_placement_rating",
    "first_elimination_rating",
    "message",
];

/// The fields of `hint`'s JSON and CSV records, in their order: `verdict` is `step`,
/// `guess`, `mistake`, `solved` or why there is no hint; `cells` the pattern's cells
/// (groups set apart by ` | `) or the wrong cells, `units` the pattern's units or those
/// where a symbol is repeated, `placed` and `removed` what the step
/// places and the candidates it removes, as `r1c2=5` items separated by spaces.
pub const HINT_FIELDS: [&str; 11] = [
    "puzzle",
    "line",
    "verdict",
    "technique",
    "level",
    "rating",
    "cells",
    "units",
    "placed",
    "removed",
    "message",
];

/// The fields of `check`'s JSON and CSV records, in their order.
pub const CHECK_FIELDS: [&str; 4] = ["grid", "line", "verdict", "message"];

/// `--format`'s help for a command whose records are about `each` (a puzzle, a grid) and
/// hold `fields` (and the file, which every record ends with): made from the fields the
/// command writes, so that the help names them as they are.
pub fn records_help(each: &str, fields: &[&str]) -> String {
    format!(
        "How to write each answer: text, JSON Lines (an object per {each}, with the fields {}, \
         {FILE_FIELD}) or CSV (a header naming those fields, then a row per {each})",
        fields.join(", ")
    )
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
    #[arg(long, value_name = "FORMAT", value_parser = picture_format_names())]
    pub render: Option<PictureFormat>,
    /// File to write: DOT, or the picture a name ending in .svg or .png asks for; `-` is
    /// stdout. A file is replaced whole or not at all, keeping its permissions and owner,
    /// never an input nor a file you may not write; a link's target, a FIFO or a device is
    /// written through.
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// `--render`'s values: the library's picture format names, each read back as its format.
fn picture_format_names() -> impl TypedValueParser<Value = PictureFormat> {
    clap::builder::PossibleValuesParser::new(PictureFormat::ALL.map(PictureFormat::name))
        .map(|name| name.parse().expect("a listed format name reads back"))
}
