//! The flags that say how input is read: the symbols, the box shape and the rules puzzles
//! follow.

use std::path::PathBuf;

use clap::Args;

/// How puzzle text is read: what `ReadOptions` are made of.
#[derive(Debug, Args)]
pub struct ReadArgs {
    /// Symbols in colour order, which also fixes the side (e.g. 0123456789ABCDEF for hex
    /// 16×16). Default: the first side symbols of 1-9, A-Z, a-z, @$%.
    #[arg(long, value_name = "ALPHABET")]
    pub symbols: Option<String>,
    /// In a file of comma-separated fields (CSV), the column that holds the puzzles
    /// (from 1). Default: in a file whose first line is a CSV header, the column it names
    /// quizzes, quiz, puzzle, puzzles or question.
    #[arg(long, value_name = "N")]
    pub column: Option<usize>,
    /// The grid's boxes and rules.
    #[command(flatten)]
    pub shape: ShapeArgs,
}

/// The boxes and the rules of a grid: what a command that reads no puzzles (`generate`)
/// is told of the grids it makes.
#[derive(Debug, Args)]
pub struct ShapeArgs {
    /// Box shape as ROWSxCOLS, for grids whose side is not n² (e.g. 2x3 for 6×6); not with
    /// --regions, whose regions replace the boxes.
    #[arg(long = "box", value_name = "RxC")]
    pub box_shape: Option<String>,
    /// The rules the puzzles follow.
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// Which Sudoku variant the puzzles follow.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// Rules besides rows, columns and boxes, comma-separated: `x` (both main diagonals
    /// are units, Sudoku X), `anti-knight` (cells a knight's move apart differ),
    /// `anti-king` (cells that touch diagonally differ), `windoku` (the windows between the
    /// boxes are units; square boxes only), `disjoint` (the cells at one place in every box
    /// are a unit; square boxes only); `classic` for none.
    #[arg(long, value_name = "NAMES", default_value = "classic")]
    pub variant: String,
    /// Jigsaw Sudoku: irregular regions replace the boxes. FILE maps each cell to a region
    /// label, one character per cell (side rows of side labels, white space ignored);
    /// regions are numbered in the order their labels first appear.
    #[arg(long, value_name = "FILE")]
    pub regions: Option<PathBuf>,
}
