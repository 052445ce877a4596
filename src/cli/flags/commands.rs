//! Each command's arguments, as clap derive structs: its own flags, and the groups of
//! [`super::input`], [`super::search`] and [`super::output`] it shares with others. A shared
//! flag is declared once, in its group; where a command's help says more about it (what its
//! `--format` records hold, what its `--jobs` threads do), the command sets that help with
//! [`help_of`].

use clap::builder::TypedValueParser;
use std::path::PathBuf;

use clap::{Arg, Args, ValueEnum};
use sudograph::generate::Symmetry;

use super::input::{ReadArgs, ShapeArgs};
use super::output::{
    CHECK_FIELDS, COUNT_FIELDS, DrawingArgs, GRADE_FIELDS, HINT_FIELDS, LayoutArg, RecordsArgs,
    SOLVE_FIELDS, records_help,
};
use super::search::{BudgetArgs, ThreadArgs};

/// Sets the help of the flag `id`, leaving the others as they are: a command's own words
/// for a flag that a shared group declares. (clap's `mut_arg` would also move the flag last,
/// which reorders the completion scripts.)
fn help_of(id: &'static str, help: impl Into<String>) -> impl FnMut(Arg) -> Arg {
    let help = help.into();
    move |arg| match arg.get_id() == id {
        true => arg.help(help.clone()),
        false => arg,
    }
}

/// Arguments of `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete in.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Arguments of `solve`.
#[derive(Debug, Args)]
#[command(mut_args(help_of("format", records_help("puzzle", &SOLVE_FIELDS))))]
pub struct SolveArgs {
    /// Puzzle files, read in order as one stream (puzzle N counts across them): one puzzle
    /// per line, or grid after grid; `-` or nothing reads stdin.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// Print per-puzzle and total statistics (time, search nodes, backtracks) and the
    /// --seed to stderr.
    #[arg(long, conflicts_with = "quiet")]
    pub stats: bool,
    /// Explain each solution on stderr: every forced symbol and why (naked single: only
    /// symbol left; hidden single: only place in its row, column, box, region or diagonal),
    /// every guess, every contradiction and what ran out, every backtrack and what it
    /// empties, indented by depth. Each step is legal where it is told; the traced search
    /// uses singles only, so it may guess more than an untraced one, and never learns
    /// (not with --learning), in the deterministic order (not with --seed).
    #[arg(long, conflicts_with = "quiet")]
    pub trace: bool,
    /// Write solutions in this layout instead of each puzzle's own.
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub layout: Option<LayoutArg>,
    /// The input holds pencil marks (the 729-character candidate lines of 9×9, or grids
    /// of candidate cells): each grid is solved so that every cell takes one of its
    /// candidates, and written as a line (--layout grid: a grid). Read whole; text only.
    #[arg(long)]
    pub marks: bool,
    /// How each answer is written (`--format`, `--quiet`).
    #[command(flatten)]
    pub records: RecordsArgs,
    /// The search budget and engine.
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `count`.
#[derive(Debug, Args)]
#[command(mut_args(help_of("format", records_help("puzzle", &COUNT_FIELDS))))]
pub struct CountArgs {
    /// Puzzle files, read in order as one stream (puzzle N counts across them): one puzzle
    /// per line, or grid after grid; `-` or nothing reads stdin.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// Stop counting a puzzle at this many solutions (2 tells unique from several); 0: no
    /// limit, count them all.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub limit: u64,
    /// Also write the solutions found (up to --limit), after the count, each in the
    /// puzzle's own layout. Each is found by a search of its own; --max-nodes and --timeout
    /// bound each search.
    #[arg(long, conflicts_with = "quiet")]
    pub print: bool,
    /// Print per-puzzle and total statistics (time, search nodes, backtracks) and the
    /// --seed to stderr.
    #[arg(long, conflicts_with = "quiet")]
    pub stats: bool,
    /// How each answer is written (`--format`, `--quiet`).
    #[command(flatten)]
    pub records: RecordsArgs,
    /// The search budget and engine.
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `grade`.
#[derive(Debug, Args)]
#[command(mut_args(help_of("format", records_help("puzzle", &GRADE_FIELDS))))]
pub struct GradeArgs {
    /// Puzzle files, read in order as one stream (puzzle N counts across them): one puzzle
    /// per line, or grid after grid; `-` or nothing reads stdin.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// Print each step after the puzzle's line, in words: the technique, the cells,
    /// symbols and units of its pattern, and what it places or eliminates.
    #[arg(long, conflicts_with = "quiet")]
    pub explain: bool,
    /// Also write one self-contained HTML page that plays the first puzzle's grade step by
    /// step, as `dot --solve --page` plays a search: each frame the pencil marks before a
    /// step and the step in the words of --explain, with its chain's links between
    /// candidates (strong solid, weak dashed), its pattern's cells (a fish's fins, each
    /// almost locked set) and units, and what it places or removes drawn. Grids up to
    /// 64×64; openable offline; `-` is stdout.
    #[arg(long, value_name = "FILE")]
    pub page: Option<PathBuf>,
    /// The input holds pencil marks (the 729-character candidate lines of 9×9, or grids
    /// of cells separated by white space, each its candidate symbols): each grid is graded
    /// from its own candidates, and must have one solution that keeps to them. Read whole.
    #[arg(long)]
    pub marks: bool,
    /// Print per-puzzle and total statistics (time, and the search nodes and backtracks of
    /// the solver that proves each puzzle unique) and the --seed to stderr.
    #[arg(long, conflicts_with = "quiet")]
    pub stats: bool,
    /// How each answer is written (`--format`, `--quiet`).
    #[command(flatten)]
    pub records: RecordsArgs,
    /// The search budget and engine.
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `hint`.
#[derive(Debug, Args)]
#[command(mut_args(help_of("format", records_help("puzzle", &HINT_FIELDS))))]
pub struct HintArgs {
    /// Puzzle file: one puzzle per line, or grid after grid; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    /// The player's grids in progress, one per puzzle of FILE in the same order, in any
    /// layout the puzzles may have: each hint is for that grid, from its symbols. Without
    /// it, each hint is for the puzzle as given. `-` reads stdin (not with puzzles on
    /// stdin too).
    #[arg(long, value_name = "GRID_FILE")]
    pub grid: Option<PathBuf>,
    /// Say the right symbol of each wrong cell of the player's grid (otherwise kept back:
    /// a hint names the cells only).
    #[arg(long)]
    pub reveal: bool,
    /// Also draw the first puzzle's hint as Graphviz DOT into FILE (render with `dot -Tsvg`
    /// or any Graphviz program): the board with its candidates and the hint under the title; a single's or a
    /// guess's reason highlighted as `dot --steps` draws it (other techniques: the board
    /// and the sentence alone). `-` is stdout.
    #[arg(long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// Print per-puzzle and total statistics (time, and the search nodes and backtracks of
    /// the solver that finds each puzzle's solution) and the --seed to stderr.
    #[arg(long, conflicts_with = "quiet")]
    pub stats: bool,
    /// How each answer is written (`--format`, `--quiet`).
    #[command(flatten)]
    pub records: RecordsArgs,
    /// The search budget and engine.
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `marks`.
#[derive(Debug, Args)]
pub struct MarksArgs {
    /// Puzzle files, read in order as one stream (puzzle N counts across them): one puzzle
    /// per line, or grid after grid; `-` or nothing reads stdin.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// Write each grid's marks as one line (9×9 only: the 729-character candidate line)
    /// or as a grid of candidate cells. Default: line for 9×9, grid for other sides.
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub layout: Option<LayoutArg>,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `transform`.
#[derive(Debug, Args)]
pub struct TransformArgs {
    /// Puzzle files, read in order as one stream (puzzle N counts across them): one puzzle
    /// per line, or grid after grid; `-` or nothing reads stdin.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// Write a random equivalent of each puzzle instead of its canonical form: symbols
    /// relabelled, bands, rows, stacks and columns permuted, maybe transposed (under
    /// --variant, only as the rules allow).
    #[arg(long)]
    pub shuffle: bool,
    /// Seed of the first puzzle's random equivalent (puzzle i gets seed S+i), so that a run
    /// is reproducible; default 0.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `generate`.
#[derive(Debug, Args)]
#[command(mut_args(help_of(
    "jobs",
    "Worker threads (default: one per core; at most four per core are used, more is capped \
     with a note). Output keeps the seed order either way. With fewer puzzles than threads, \
     the threads left share each puzzle's uniqueness checks: the puzzles are the same"
)))]
pub struct GenerateArgs {
    /// Side of the grid: 4, 9, 16, 25 … (n² for n×n boxes; other sides need --box).
    /// Default: 9, or the side of --box or of the --regions map.
    #[arg(long, value_name = "SIDE")]
    pub size: Option<usize>,
    /// Write puzzles in this layout (default: one line each).
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub layout: Option<LayoutArg>,
    /// The boxes and rules of the grids.
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// How many puzzles, from 1.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub count: u64,
    /// Seed of the first puzzle; puzzle i (from 0) is made from seed S+i, so a run is
    /// reproducible (every seed makes its own puzzle, 0 too). Default: taken from the clock
    /// and printed on stderr.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// The symmetry of the clues: they go a whole orbit at a time (none; rotate90: in
    /// fours, turned a quarter; rotate180: in pairs opposite about the centre; mirror: left
    /// to right; flip: top to bottom; random: one of those drawn from each puzzle's seed).
    #[arg(long, value_name = "SYMMETRY", default_value_t = Symmetry::None, value_parser = symmetry_names())]
    pub symmetry: Symmetry,
    /// Take clues away in pairs symmetric about the centre: --symmetry rotate180.
    #[arg(long, conflicts_with = "symmetry")]
    pub symmetric: bool,
    /// Stop at this many clues instead of going on to a minimal puzzle, from 1. A puzzle
    /// that cannot get down to N keeps the fewest it can, with a note on stderr.
    #[arg(long, value_name = "N")]
    pub clues: Option<usize>,
    /// Print a comment line before each puzzle: clues, minimality, its level and hardest
    /// technique (as `grade` prints them), the search effort to solve it and prove it
    /// unique, time to make it.
    #[arg(long)]
    pub rate: bool,
    /// Make only puzzles of this level (simple, easy, medium, hard, fiendish, extreme,
    /// search; see `grade`): puzzles are made and graded until one is at the level, up to
    /// 10,000 per puzzle (exit status 3 when none is; search puzzles are that rare on 9×9).
    /// Past 64×64 every puzzle is simple.
    #[arg(long, value_name = "LEVEL")]
    pub difficulty: Option<sudograph::grade::Level>,
    /// Make only puzzles whose rating on Sudoku Explainer's scale (ER, as `grade` prints
    /// it) lies in MIN-MAX, both included (e.g. 6.5-7.5): puzzles are made and rated until
    /// one is, up to 10,000 per puzzle (exit status 3 when none is). Up to 64×64.
    #[arg(long, value_name = "MIN-MAX", conflicts_with = "difficulty")]
    pub rating: Option<String>,
    /// Give up each uniqueness check after this many search nodes; a clue whose check
    /// gives up stays (the puzzle is still unique, maybe not minimal). Default, and 0: no
    /// limit. (Once --check-nodes, which still works.)
    #[arg(long, value_name = "N", alias = "check-nodes")]
    pub max_nodes: Option<u64>,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// What `bench` asks of each puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BenchMode {
    /// Find one solution.
    First,
    /// Find a solution and search on for a second one (a proof of uniqueness).
    Unique,
}

/// Arguments of `bench`.
#[derive(Debug, Args)]
#[command(mut_args(help_of(
    "jobs",
    "Worker threads (default: one per core; at most four per core are used, more is capped \
     with a note). Use 1 to compare with single-threaded solvers"
)))]
pub struct BenchArgs {
    /// Puzzle files to measure, each on its own.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
    /// First solution only, or prove uniqueness too.
    #[arg(long, value_enum, default_value_t = BenchMode::First)]
    pub mode: BenchMode,
    /// Keep solving each file for at least this many seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0)]
    pub min_time: f64,
    /// Time what `solve FILE` does as a whole (reading, parsing, solving and writing the
    /// answers, to nowhere) instead of the search alone; per-puzzle columns show `-`.
    #[arg(long, conflicts_with = "mode")]
    pub end_to_end: bool,
}

/// Arguments of `check`.
#[derive(Debug, Args)]
#[command(mut_args(help_of("format", records_help("grid", &CHECK_FIELDS))))]
pub struct CheckArgs {
    /// Files of grids to check, read in order as one stream (grid N counts across them);
    /// `-` or nothing reads stdin.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// The puzzles the grids should solve, in the same order: their givens must be kept.
    /// One file, whose puzzle N is for grid N of the grid files taken together.
    #[arg(long, value_name = "PUZZLE_FILE")]
    pub puzzle: Option<PathBuf>,
    /// How each answer is written (`--format`, `--quiet`).
    #[command(flatten)]
    pub records: RecordsArgs,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// The worker threads (`--jobs`).
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `dot`.
#[derive(Debug, Args)]
pub struct DotArgs {
    /// Puzzle file; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    /// How the puzzles are read.
    #[command(flatten)]
    pub reading: ReadArgs,
    /// Which puzzle of the file to draw, from 1.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub index: usize,
    /// Colour the graph with the solution instead of drawing the bare puzzle.
    #[arg(long)]
    pub solve: bool,
    /// Also write the colouring step by step into DIR, to animate it: step-0000.dot is the
    /// puzzle, then one file per step as `solve --trace` tells it (forced symbol, guess,
    /// contradiction, backtrack), with candidates and the step's reason drawn. Old frames
    /// (step-N.dot, .png, .svg, .gif) in DIR are removed first; a DIR holding other files
    /// is refused. DIR holds a file INCOMPLETE until the last frame is written: a killed run
    /// leaves it. At most 10,000 frames. The graph's DOT then goes only where -o asks.
    #[arg(long, value_name = "DIR", requires = "solve")]
    pub steps: Option<PathBuf>,
    /// Also write one self-contained HTML page that plays the steps, for a screen or a
    /// projector: the board drawn by the page itself, filling the window, each step's
    /// sentence under it, play/pause, speed, step back and forward, a slider, keyboard
    /// shortcuts and links to a step (page.html#step=N). Openable offline; no Graphviz. The
    /// graph's DOT then goes only where -o asks.
    #[arg(long, value_name = "FILE", requires = "solve")]
    pub page: Option<PathBuf>,
    /// The search budget and engine of --solve.
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Print the search's statistics (verdict, time, search nodes, backtracks) and the
    /// --seed to stderr.
    #[arg(long, requires = "solve")]
    pub stats: bool,
    /// Where the drawing goes.
    #[command(flatten)]
    pub drawing: DrawingArgs,
}

/// Arguments of `colour`.
#[derive(Debug, Args)]
pub struct ColourArgs {
    /// Graph file, DIMACS .col or Graphviz DOT; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    /// Colour with K colours (from 1) instead of finding the chromatic number (exit status 1 when
    /// the graph is not K-colourable).
    #[arg(short = 'k', long, visible_alias = "colors", value_name = "K")]
    pub colours: Option<usize>,
    /// Print each K tried (verdict, time, search nodes, backtracks) and the --seed to
    /// stderr.
    #[arg(long)]
    pub stats: bool,
    /// The search budget and engine.
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Where the drawing goes.
    #[command(flatten)]
    pub drawing: DrawingArgs,
}

/// Arguments of `man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// Write every page into DIR instead, made if missing: sudograph.1 and one page per
    /// command (sudograph-solve.1 …), each written whole or not at all.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// `--symmetry`'s values: the library's symmetry names, each read back as its symmetry.
fn symmetry_names() -> impl TypedValueParser<Value = Symmetry> {
    clap::builder::PossibleValuesParser::new(Symmetry::ALL.map(Symmetry::name))
        .map(|name| name.parse().expect("a listed symmetry name reads back"))
}
