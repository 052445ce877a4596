//! The command line as a whole: the program's help, and the commands with what each is
//! for; each command's own flags are in [`super::commands`].

use std::ffi::OsString;

use clap::{Parser, Subcommand};

use super::commands::{
    BenchArgs, CheckArgs, ColourArgs, CompletionsArgs, CountArgs, DotArgs, GenerateArgs, GradeArgs,
    HintArgs, ManArgs, MarksArgs, SolveArgs, TransformArgs,
};

/// Solve Sudoku grids of any size (4×4, 9×9, 16×16 … up to 512×512) by colouring their
/// constraint graph; export the graph as Graphviz DOT; check finished grids.
///
/// A grid past 512×512 (512 symbols) is refused with a message. Searches are unbounded by
/// default; --max-nodes and --timeout bound them.
///
/// Each command has a manual page of its own (sudograph-solve(1) …), which `sudograph man
/// --dir DIR` writes with this one.
#[derive(Debug, Parser)]
#[command(
    name = "sudograph",
    version,
    after_help = "Examples:\n  sudograph solve examples/9x9.txt\n  echo ..34.421...31342 | sudograph solve\n  sudograph check solution.txt --puzzle examples/9x9.txt\n  sudograph dot examples/4x4.txt --solve --render svg\n  sudograph colour tests/data/dimacs/myciel4.col"
)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// Parses the command line `args`, the program's name first. clap's `help` command
    /// takes every word after it for a command's name, `--help` too; here `help --help`
    /// (or `-h`) is the `help` command's own help, and `help COMMAND --help` is
    /// `help COMMAND`, as a reader asking for help means.
    pub fn try_parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(help_of_help(args.into_iter().collect()))
    }
}

/// `args` with the `--help` and `-h` after the `help` command taken out, and `help help`
/// for a `help` left with nothing to give the help of.
fn help_of_help(mut args: Vec<OsString>) -> Vec<OsString> {
    if args.get(1).is_none_or(|command| command != "help") {
        return args;
    }
    let before = args.len();
    let mut position = 0;
    args.retain(|arg| {
        position += 1;
        position <= 2 || (arg != "--help" && arg != "-h")
    });
    if args.len() == 2 && before > 2 {
        args.push("help".into());
    }
    args
}

/// The commands. Each command's flags are defined only when it runs (or when help,
/// completions or the manual pages list them), not for every run of any command: a short
/// run starts sooner.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum Command {
    /// Solve every puzzle of the FILEs, in order, and print each solution in the puzzle's
    /// own layout.
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
    /// Check that each grid of the FILEs is a complete, correct solution (of PUZZLE_FILE's
    /// puzzle at the same place).
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
    /// fiendish, extreme, or search when the techniques run out), the hardest technique it
    /// needs and how often each was used.
    ///
    /// Exit status: 0 every puzzle graded, 1 some puzzle has no solution or several, 2 bad
    /// input, 3 a search limit ran out proving a puzzle unique.
    #[command(
        after_help = "Examples:\n  sudograph grade examples/9x9.txt\n  sudograph grade --explain examples/9x9.txt"
    )]
    Grade(GradeArgs),
    /// Give each puzzle's simplest next step with its reason: the technique, its cells and
    /// units, what it places or removes (the grader's techniques, easiest first), for the
    /// puzzle or for the player's grid in progress (--grid).
    ///
    /// A player's grid that breaks a rule or disagrees with the solution gets its mistakes
    /// instead, by cell and unit (the right symbols only with --reveal); when no technique
    /// applies, the search's next step is offered, marked as a guess.
    ///
    /// Exit status: 0 a hint given (or the grid solved), 1 mistakes in the player's grid, or
    /// a puzzle with no solution or several, 2 bad input, 3 a search limit ran out.
    #[command(
        after_help = "Examples:\n  sudograph hint examples/9x9.txt\n  sudograph hint puzzle.txt --grid my-grid.txt\n  sudograph hint puzzle.txt --grid my-grid.txt --reveal --format json"
    )]
    Hint(HintArgs),
    /// Write each puzzle's pencil marks: the candidates each empty cell has once the
    /// filled cells are taken into account, as the 729-character candidate line (9×9) or a
    /// grid of candidate cells, for `grade --marks` and `hint --grid` to read back.
    #[command(
        after_help = "Examples:\n  sudograph marks examples/9x9.txt\n  sudograph marks --layout grid examples/4x4.txt"
    )]
    Marks(MarksArgs),
    /// Generate puzzles with a unique solution: a random complete grid, then clues taken away
    /// while the solution stays unique (minimal by default: no clue can go).
    ///
    /// Past 64×64 a clue goes only when singles find it again from the clues left, with no
    /// search: a 225×225 puzzle in under a second, unique, solved by singles, not minimal.
    ///
    /// Puzzle i (from 0) of `--seed S` is made from seed S+i, so a run is reproducible. Prints
    /// one puzzle per line; `--rate` adds a `#` comment line before each.
    #[command(
        after_help = "Examples:\n  sudograph generate --size 9 --count 5 --seed 1 --rate\n  sudograph generate --size 16 --symmetry rotate90 | sudograph solve"
    )]
    Generate(GenerateArgs),
    /// Write each puzzle's canonical form, or with --shuffle a random equivalent puzzle.
    ///
    /// Equivalent puzzles — relabelled, their bands, rows within bands, stacks or columns
    /// within stacks permuted, transposed — have one canonical form, the least of them
    /// (4×4 and 9×9 grids), and different puzzles different ones: to find duplicates in a
    /// collection. Only classic grids; --shuffle takes any side.
    #[command(
        visible_alias = "canon",
        after_help = "Examples:\n  sudograph transform examples/9x9.txt\n  sudograph transform --shuffle --seed 7 examples/9x9.txt | sudograph canon"
    )]
    Transform(TransformArgs),
    /// Write a puzzle's constraint graph as Graphviz DOT, or render it with Graphviz.
    ///
    /// Cells sit at their grid position and edges carry their routes, which the DOT's layout
    /// keeps (render with `dot -Tpng`, `neato` or any Graphviz program), filled with their symbol's colour; givens are bold squares; edges are blue arcs
    /// (row), red arcs (column), green (box or jigsaw region, drawn as tiles), orange
    /// (diagonal, with --variant x), purple (window, shaded), brown (disjoint group), pink
    /// (knight's move), thick olive (diagonal touch of anti-king).
    #[command(
        after_help = "Examples:\n  sudograph dot examples/4x4.txt > 4x4.dot && dot -Tpng 4x4.dot > 4x4.png\n  sudograph dot examples/4x4.txt --solve --render svg   # writes out/4x4-solved.svg\n  sudograph dot examples/9x9-grid.txt --solve --steps out/9x9-steps\n  sudograph dot tests/data/lesson.txt --solve --page out/lesson.html"
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
        visible_alias = "color",
        aliases = ["coloring", "colouring"],
        after_help = "Examples:\n  sudograph colour tests/data/dimacs/myciel4.col\n  sudograph colour tests/data/dimacs/queen5_5.col --colours 5 -o queen5_5.dot\n  sudograph dot examples/9x9-grid.txt | sudograph colour --render svg -o sudoku.svg"
    )]
    Colour(ColourArgs),
    /// Print a shell completion script for sudograph's commands and flags.
    #[command(
        after_help = "Examples:\n  sudograph completions bash > ~/.local/share/bash-completion/completions/sudograph\n  sudograph completions zsh > ~/.zfunc/_sudograph"
    )]
    Completions(CompletionsArgs),
    /// Print sudograph's manual page (roff), made from the same definitions as --help; with
    /// --dir, write it and one page per command (sudograph-solve.1 …) into a folder.
    #[command(
        after_help = "Examples:\n  sudograph man > sudograph.1 && man ./sudograph.1\n  sudograph man --dir ~/.local/share/man/man1 && man sudograph-solve"
    )]
    Man(ManArgs),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<OsString> {
        line.split(' ').map(OsString::from).collect()
    }

    #[test]
    fn help_asked_of_help_is_the_help_command_help() {
        let cases = [
            ("sudograph help --help", "sudograph help help"),
            ("sudograph help -h", "sudograph help help"),
            ("sudograph help solve --help", "sudograph help solve"),
            ("sudograph help", "sudograph help"),
            ("sudograph solve --help", "sudograph solve --help"),
            ("sudograph solve help -h", "sudograph solve help -h"),
        ];
        for (given, read) in cases {
            assert_eq!(help_of_help(words(given)), words(read), "{given}");
        }
    }
}
