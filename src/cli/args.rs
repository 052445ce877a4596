//! Command-line arguments, as clap derive structs: one struct per command.

use std::path::PathBuf;

use std::time::{Duration, Instant};

use anyhow::bail;
use clap::{Args, Parser, Subcommand, ValueEnum};
use sudograph::colour::Limits;

/// Solve Sudoku grids of any size (4×4, 9×9, 16×16 … 64×64) by colouring their constraint
/// graph; export the graph as Graphviz DOT; check finished grids.
///
/// The largest grid is 64×64 (64 symbols); larger ones are refused with a message. Searches
/// are unbounded by default; --max-nodes and --timeout bound them.
#[derive(Debug, Parser)]
#[command(
    name = "sudograph",
    version,
    after_help = "Examples:\n  sudograph solve examples/9x9.txt\n  echo ..34.421...31342 | sudograph solve\n  sudograph check solution.txt --puzzle examples/9x9.txt\n  sudograph dot examples/4x4.txt --solve --render svg\n  sudograph colour tests/data/dimacs/myciel4.col"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve every puzzle of FILE and print each solution in the puzzle's own layout.
    ///
    /// Exit status: 0 all solved, 1 some puzzle has no solution, 2 bad input, 3 a search
    /// limit (--max-nodes, --timeout) ran out.
    #[command(
        after_help = "Examples:\n  sudograph solve examples/9x9.txt\n  echo ..34.421...31342 | sudograph solve --stats"
    )]
    Solve(SolveArgs),
    /// Check that each grid of FILE is a complete, correct solution (of PUZZLE_FILE's puzzle).
    ///
    /// Prints `valid`, or one line per violation. Exit status: 0 valid, 1 invalid, 2 bad input.
    #[command(
        after_help = "Example:\n  sudograph solve examples/9x9.txt > solved.txt\n  sudograph check solved.txt --puzzle examples/9x9.txt"
    )]
    Check(CheckArgs),
    /// Write a puzzle's constraint graph as Graphviz DOT, or render it with Graphviz.
    ///
    /// Cells sit at their grid position (render with `neato -n`), filled with their symbol's
    /// colour; givens are bold squares; edges are blue (row), red (column), green (box).
    #[command(
        after_help = "Examples:\n  sudograph dot examples/4x4.txt > 4x4.dot && neato -n -Tsvg 4x4.dot -o 4x4.svg\n  sudograph dot examples/4x4.txt --solve --render svg   # writes out/4x4-solved.svg"
    )]
    Dot(DotArgs),
    /// Measure solving speed on puzzle files: puzzles/s, median and p99 time, search effort.
    ///
    /// Each file is solved round after round until --min-time has passed; every answer of
    /// the first round is checked by the validator outside the timed part.
    #[command(
        after_help = "Example:\n  sudograph bench --jobs 1 tests/data/lewis16.txt\n  sudograph bench --mode unique examples/9x9.txt"
    )]
    Bench(BenchArgs),
    /// Colour any graph (DIMACS .col or Graphviz DOT): find its chromatic number, or colour
    /// it with --colours K.
    ///
    /// Without --colours, tries K from a clique lower bound up to a greedy (DSATUR) upper
    /// bound and prints both bounds, the chromatic number, the time and the search nodes.
    /// The format follows the extension (.col/.dimacs, .dot/.gv), else the content. The
    /// summary goes to stdout; -o writes the coloured graph as DOT, --render draws it.
    /// Exit status: 0 coloured, 1 not K-colourable, 2 bad input, 3 a search limit ran out.
    #[command(
        after_help = "Examples:\n  sudograph colour tests/data/dimacs/myciel4.col\n  sudograph colour tests/data/dimacs/queen5_5.col --colours 5 -o queen5_5.dot\n  sudograph dot examples/9x9.txt | sudograph colour --render svg -o sudoku.svg"
    )]
    Colour(ColourArgs),
}

/// How puzzle text is read.
#[derive(Debug, Args)]
pub struct FormatArgs {
    /// Symbols in colour order, which also fixes the side (e.g. 0123456789ABCDEF for hex
    /// 16×16). Default: the first side symbols of 1-9, A-Z, a-z, @$%.
    #[arg(long, value_name = "ALPHABET")]
    pub symbols: Option<String>,
    /// Box shape as ROWSxCOLS, for grids whose side is not n² (e.g. 2x3 for 6×6).
    #[arg(long = "box", value_name = "RxC")]
    pub box_shape: Option<String>,
}

/// Arguments of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Puzzle file: one puzzle per line, or grid after grid; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub format: FormatArgs,
    /// Print per-puzzle and total statistics (time, search nodes, backtracks) to stderr.
    #[arg(long)]
    pub stats: bool,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Worker threads; 0 uses every core. Output keeps the input order either way.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub jobs: usize,
}

/// Bounds on a search (per puzzle for `solve`, per graph for `colour`).
#[derive(Debug, Args)]
pub struct BudgetArgs {
    /// Give up on a puzzle (or graph) after this many search nodes (exit status 3).
    /// Default: no limit.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Give up on a puzzle (or graph) after this many seconds (exit status 3). Default: no
    /// limit.
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
}

impl BudgetArgs {
    /// The checked budget: the timeout must be a positive number of seconds.
    pub fn budget(&self) -> anyhow::Result<Budget> {
        let timeout = match self.timeout {
            None => None,
            Some(seconds) if seconds.is_finite() && seconds > 0.0 && seconds < 1e9 => {
                Some(Duration::from_secs_f64(seconds))
            }
            Some(seconds) => bail!("--timeout {seconds}: expected a positive number of seconds"),
        };
        Ok(Budget {
            max_nodes: self.max_nodes,
            timeout,
        })
    }
}

/// A search budget: a node count, and a duration from the search's start.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    max_nodes: Option<u64>,
    timeout: Option<Duration>,
}

impl Budget {
    /// The colourer's limits for a search starting at `start`.
    pub fn limits(&self, start: Instant) -> Limits {
        Limits {
            max_nodes: self.max_nodes,
            deadline: self.timeout.map(|timeout| start + timeout),
        }
    }
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
pub struct BenchArgs {
    /// Puzzle files to measure, each on its own.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    #[command(flatten)]
    pub format: FormatArgs,
    /// Worker threads; 0 uses every core. Use 1 to compare with single-threaded solvers.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub jobs: usize,
    /// First solution only, or prove uniqueness too.
    #[arg(long, value_enum, default_value_t = BenchMode::First)]
    pub mode: BenchMode,
    /// Keep solving each file for at least this many seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0)]
    pub min_time: f64,
}

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// File of grids to check (`-` reads stdin).
    pub file: PathBuf,
    /// The puzzles the grids should solve, in the same order: their givens must be kept.
    #[arg(long, value_name = "PUZZLE_FILE")]
    pub puzzle: Option<PathBuf>,
    #[command(flatten)]
    pub format: FormatArgs,
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

/// Arguments of `dot`.
#[derive(Debug, Args)]
pub struct DotArgs {
    /// Puzzle file; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub format: FormatArgs,
    /// Which puzzle of the file to draw, from 1.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub index: usize,
    /// Colour the graph with the solution instead of drawing the bare puzzle.
    #[arg(long)]
    pub solve: bool,
    #[command(flatten)]
    pub drawing: DrawingArgs,
}

/// Where `dot` and `colour` put their drawing.
#[derive(Debug, Args)]
pub struct DrawingArgs {
    /// Render with Graphviz (`neato`) instead of writing DOT; without -o the picture goes to
    /// out/<input file name>.<format> (`dot --solve`: <name>-solved.<format>).
    #[arg(long, value_name = "FORMAT")]
    pub render: Option<RenderFormat>,
    /// File to write (DOT, or the picture with --render); written whole or not at all.
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
}

/// Arguments of `colour`.
#[derive(Debug, Args)]
pub struct ColourArgs {
    /// Graph file, DIMACS .col or Graphviz DOT; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    /// Colour with K colours instead of finding the chromatic number (exit status 1 when
    /// the graph is not K-colourable).
    #[arg(short = 'k', long, value_name = "K")]
    pub colours: Option<usize>,
    /// Print each K tried (verdict, time, search nodes, backtracks) to stderr.
    #[arg(long)]
    pub stats: bool,
    #[command(flatten)]
    pub budget: BudgetArgs,
    #[command(flatten)]
    pub drawing: DrawingArgs,
}
