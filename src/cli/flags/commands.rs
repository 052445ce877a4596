//! Command-line arguments, as clap derive structs: one struct per command.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::cli::records::RecordFormat;

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
    /// Each puzzle is solved on one thread; once the file has no puzzle left to start,
    /// the threads without work help the long searches still running (a last hard grid,
    /// or the only one) look for a solution with local search walks of their own.
    ///
    /// Exit status: 0 all solved, 1 some puzzle has no solution, 2 bad input, 3 a search
    /// limit (--max-nodes, --timeout) ran out.
    #[command(
        after_help = "Examples:\n  sudograph solve examples/9x9.txt\n  echo ..34.421...31342 | sudograph solve --stats --trace\n  sudograph solve --variant x tests/data/variants/x-pegg.txt\n  sudograph solve --regions tests/data/variants/jigsaw-pegg.regions tests/data/variants/jigsaw-pegg.txt"
    )]
    Solve(SolveArgs),
    /// Check that each grid of FILE is a complete, correct solution (of PUZZLE_FILE's puzzle).
    ///
    /// Prints one line per grid: `valid`, or its violations joined by `; `; then a summary on
    /// stderr. Exit status: 0 all valid, 1 some invalid, 2 bad input.
    #[command(
        after_help = "Example:\n  sudograph solve examples/9x9.txt > solved.txt\n  sudograph check solved.txt --puzzle examples/9x9.txt"
    )]
    Check(CheckArgs),
    /// Count each puzzle's solutions, stopping at --limit: `0`, `1` (unique), or `≥N`.
    ///
    /// Exit status: 0 every puzzle counted, 1 some puzzle has no solution, 2 bad input, 3 a
    /// search limit (--max-nodes, --timeout) ran out before a count was settled.
    #[command(
        after_help = "Examples:\n  sudograph count examples/9x9.txt\n  sudograph count --limit 1000 tests/data/seeds.txt"
    )]
    Count(CountArgs),
    /// Grade each puzzle as a person would solve it: its level (simple, easy, medium, hard,
    /// fiendish, or search when the techniques run out), the hardest technique it needs and
    /// how often each was used.
    ///
    /// Exit status: 0 every puzzle graded, 1 some puzzle has no solution or several, 2 bad
    /// input, 3 a search limit ran out proving a puzzle unique.
    #[command(
        after_help = "Examples:\n  sudograph grade examples/9x9.txt\n  sudograph grade --explain examples/9x9.txt"
    )]
    Grade(GradeArgs),
    /// Generate puzzles with a unique solution: a random complete grid, then clues taken away
    /// while the solution stays unique (minimal by default: no clue can go).
    ///
    /// Puzzle i (from 0) of `--seed S` is made from seed S+i, so a run is reproducible. Prints
    /// one puzzle per line; `--rate` adds a `#` comment line before each.
    #[command(
        after_help = "Examples:\n  sudograph generate --size 9 --count 5 --seed 1 --rate\n  sudograph generate --size 16 --symmetric | sudograph solve"
    )]
    Generate(GenerateArgs),
    /// Write a puzzle's constraint graph as Graphviz DOT, or render it with Graphviz.
    ///
    /// Cells sit at their grid position and edges carry their routes (render with `neato
    /// -n2`), filled with their symbol's colour; givens are bold squares; edges are blue arcs
    /// (row), red arcs (column), green (box or jigsaw region, drawn as tiles), orange
    /// (diagonal, with --variant x).
    #[command(
        after_help = "Examples:\n  sudograph dot examples/4x4.txt > 4x4.dot && neato -n2 -Tsvg 4x4.dot -o 4x4.svg\n  sudograph dot examples/4x4.txt --solve --render svg   # writes out/4x4-solved.svg\n  sudograph dot examples/9x9-grid.txt --solve --steps out/9x9-steps > /dev/null\n  sudograph dot tests/data/lesson.txt --solve --page out/lesson.html > /dev/null"
    )]
    Dot(DotArgs),
    /// Measure solving speed on puzzle files: puzzles/s, median and p99 time, search effort.
    ///
    /// Each file is solved round after round until --min-time has passed; every answer of
    /// the first round is checked by the validator outside the timed part.
    #[command(
        after_help = "Examples:\n  sudograph bench --jobs 1 tests/data/lewis16.txt\n  sudograph bench --mode unique examples/9x9.txt\n  sudograph bench --end-to-end benches/data/17_clue.txt"
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
        after_help = "Examples:\n  sudograph colour tests/data/dimacs/myciel4.col\n  sudograph colour tests/data/dimacs/queen5_5.col --colours 5 -o queen5_5.dot\n  sudograph dot examples/9x9-grid.txt | sudograph colour --render svg -o sudoku.svg"
    )]
    Colour(ColourArgs),
    /// Print a shell completion script for sudograph's commands and flags.
    #[command(
        after_help = "Examples:\n  sudograph completions bash > ~/.local/share/bash-completion/completions/sudograph\n  sudograph completions zsh > ~/.zfunc/_sudograph"
    )]
    Completions(CompletionsArgs),
    /// Print sudograph's manual page (roff), made from the same definitions as --help.
    #[command(after_help = "Example:\n  sudograph man > sudograph.1 && man ./sudograph.1")]
    Man,
}

/// Arguments of `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete in.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
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
    #[command(flatten)]
    pub rules: RulesArgs,
}

/// Which Sudoku variant the puzzles follow.
#[derive(Debug, Args)]
pub struct RulesArgs {
    /// Extra units: `x` makes both main diagonals hold every symbol once (Sudoku X).
    #[arg(long, value_enum, default_value_t = VariantArg::Classic)]
    pub variant: VariantArg,
    /// Jigsaw Sudoku: irregular regions replace the boxes. FILE maps each cell to a region
    /// label, one character per cell (side rows of side labels, white space ignored);
    /// regions are numbered in the order their labels first appear.
    #[arg(long, value_name = "FILE")]
    pub regions: Option<PathBuf>,
}

/// The layouts solutions can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LayoutArg {
    /// All cells on one line.
    Line,
    /// One row per line, boxes set apart (numbers for a puzzle written in numbers).
    Grid,
}

/// Sudoku variants chosen by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantArg {
    /// Rows, columns and boxes (or regions).
    Classic,
    /// Both main diagonals are units too (Sudoku X).
    X,
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
    /// Explain each solution on stderr: every forced symbol and why (naked single: only
    /// symbol left; hidden single: only place in its row, column, box, region or diagonal),
    /// every guess, every contradiction and what ran out, every backtrack and what it
    /// empties, indented by depth. Each step is legal where it is told; the traced search
    /// uses singles only, so it may guess more than an untraced one.
    #[arg(long)]
    pub trace: bool,
    /// Write solutions in this layout instead of each puzzle's own.
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub layout: Option<LayoutArg>,
    /// How to write each answer: text, JSON Lines (an object per puzzle: verdict, solution,
    /// message, nodes, backtracks, time) or CSV (a header, then a row per puzzle).
    #[arg(long = "format", value_enum, value_name = "FORMAT", default_value_t = RecordFormat::Text)]
    pub records: RecordFormat,
    #[command(flatten)]
    pub budget: BudgetArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// How many worker threads a batch command runs on.
#[derive(Debug, Args)]
pub struct ThreadArgs {
    /// Worker threads; 0 uses every core. Output keeps the input order either way.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub jobs: usize,
}

/// Bounds on a search (per puzzle for `solve` and `count`, per graph for `colour`),
/// unbounded by default, and the engine that searches.
#[derive(Debug, Args)]
pub struct BudgetArgs {
    /// The search engine: `auto` searches by copy-on-branch, and once a search runs long
    /// (4,000 dead ends) goes on by learning from conflicts, taking turns with fresh
    /// copy-on-branch searches; `soon` does so after 250, which pays when most searches are
    /// proofs that no solution exists (under `auto`, `colour` tries k upward from the
    /// clique size this way); `off` never learns; `always` learns from the start.
    #[arg(long, value_enum, value_name = "WHEN", default_value_t = LearningArg::Auto)]
    pub learning: LearningArg,
    /// Give up on a puzzle (or graph) after this many search nodes (exit status 3).
    /// Default: no limit.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Give up on a puzzle (or graph) after this many seconds (exit status 3). Default: no
    /// limit.
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
}

/// When a search learns from its conflicts (`--learning`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LearningArg {
    Auto,
    Soon,
    Off,
    Always,
}

/// Arguments of `count`.
#[derive(Debug, Args)]
pub struct CountArgs {
    /// Puzzle file: one puzzle per line, or grid after grid; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub format: FormatArgs,
    /// Stop counting a puzzle at this many solutions (2 tells unique from several); 0 counts
    /// them all.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub limit: u64,
    /// How to write each answer: text, JSON Lines (an object per puzzle: verdict, solutions,
    /// whether that count is exact, nodes) or CSV (a header, then a row per puzzle).
    #[arg(long = "format", value_enum, value_name = "FORMAT", default_value_t = RecordFormat::Text)]
    pub records: RecordFormat,
    #[command(flatten)]
    pub budget: BudgetArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `grade`.
#[derive(Debug, Args)]
pub struct GradeArgs {
    /// Puzzle file: one puzzle per line, or grid after grid; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub format: FormatArgs,
    /// Print each step after the puzzle's line, in words: the technique, the cells,
    /// symbols and units of its pattern, and what it places or eliminates.
    #[arg(long)]
    pub explain: bool,
    /// How to write each grade: text, JSON Lines (an object per puzzle: level, hardest
    /// technique, techniques used, steps, search nodes) or CSV (a header, then a row each).
    #[arg(long = "format", value_enum, value_name = "FORMAT", default_value_t = RecordFormat::Text)]
    pub records: RecordFormat,
    #[command(flatten)]
    pub budget: BudgetArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
}

/// Arguments of `generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Side of the grid: 4, 9, 16, 25 … (n² for n×n boxes). Default: 9, or the side of the
    /// --regions map.
    #[arg(long, value_name = "SIDE")]
    pub size: Option<usize>,
    /// Write puzzles in this layout (default: one line each).
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub layout: Option<LayoutArg>,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// How many puzzles.
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub count: u64,
    /// Seed of the first puzzle. Default: taken from the clock and printed on stderr.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Take clues away in pairs symmetric about the centre.
    #[arg(long)]
    pub symmetric: bool,
    /// Stop at this many clues instead of going on to a minimal puzzle (fewer may be
    /// impossible: the puzzle then keeps more).
    #[arg(long, value_name = "N")]
    pub clues: Option<usize>,
    /// Print a comment line before each puzzle: clues, minimality, its level and hardest
    /// technique (as `grade` prints them), the search effort to solve it and prove it
    /// unique, time to make it.
    #[arg(long)]
    pub rate: bool,
    /// Make only puzzles of this level (simple, easy, medium, hard, fiendish, search; see
    /// `grade`): puzzles are made and graded until one is at the level, up to 10,000 per
    /// puzzle (exit status 3 when none is).
    #[arg(long, value_name = "LEVEL")]
    pub difficulty: Option<sudograph::grade::Level>,
    /// Search nodes allowed to each uniqueness check; a clue whose check runs out stays
    /// (the puzzle is still unique, maybe not minimal). Default: no limit.
    #[arg(long, value_name = "N")]
    pub check_nodes: Option<u64>,
    /// Worker threads; 0 uses every core. Output keeps the seed order either way. With
    /// fewer puzzles than threads, the threads left share each puzzle's uniqueness checks:
    /// the puzzles are the same.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub jobs: usize,
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
    /// Time what `solve FILE` does as a whole (reading, parsing, solving and writing the
    /// answers, to nowhere) instead of the search alone; per-puzzle columns show `-`.
    #[arg(long, conflicts_with = "mode")]
    pub end_to_end: bool,
}

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// File of grids to check; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    /// The puzzles the grids should solve, in the same order: their givens must be kept.
    #[arg(long, value_name = "PUZZLE_FILE")]
    pub puzzle: Option<PathBuf>,
    /// Print nothing: the exit status alone says whether every grid is valid.
    #[arg(short, long)]
    pub quiet: bool,
    /// How to write each verdict: text, JSON Lines (an object per grid: verdict,
    /// violations) or CSV (a header, then a row per grid).
    #[arg(long = "format", value_enum, value_name = "FORMAT", default_value_t = RecordFormat::Text)]
    pub records: RecordFormat,
    #[command(flatten)]
    pub format: FormatArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
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
    /// Also write the colouring step by step into DIR, to animate it: step-0000.dot is the
    /// puzzle, then one file per step as `solve --trace` tells it (forced symbol, guess,
    /// contradiction, backtrack), with candidates and the step's reason drawn. Old frames
    /// (step-N.dot, .png, .svg, .gif) in DIR are removed first; a DIR holding other files
    /// is refused. At most 10,000 frames.
    #[arg(long, value_name = "DIR", requires = "solve")]
    pub steps: Option<PathBuf>,
    /// Also write one self-contained HTML page that plays the steps (Graphviz SVG frames,
    /// play/pause, step forward and back, a slider, each step's sentence under the
    /// picture), openable offline. Needs Graphviz; at most 500 frames.
    #[arg(long, value_name = "FILE", requires = "solve")]
    pub page: Option<PathBuf>,
    #[command(flatten)]
    pub drawing: DrawingArgs,
}

/// Where `dot` and `colour` put their drawing.
#[derive(Debug, Args)]
pub struct DrawingArgs {
    /// Render with Graphviz (`neato`) instead of writing DOT; without -o the picture goes to
    /// out/, named after the input file (out/<name>.<format>).
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
