//! `sudograph marks`: each puzzle's pencil marks, written as a candidate grid for a player
//! or another tool to start from (and for `grade --marks` and `hint --grid` to read back).

use sudograph::format::write_marks;
use sudograph::grade::{Grader, PencilMarks};

use crate::cli::flags::commands::MarksArgs;
use crate::cli::flags::output::LayoutArg;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::ceiling::Ceiling;
use crate::cli::input::source::{Chunk, Source};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::status::Status;

/// Writes the pencil marks of every puzzle, one record per puzzle in input order: the
/// candidates each empty cell has once the filled cells are taken into account.
pub fn run(args: &MarksArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    let mut source = Source::open(&args.files, config.read, |rules, _| Grader::new(rules))?
        .at_most(Ceiling::marks("marks"));
    let stage = Marking {
        layout: args.layout,
    };
    let summary = batch::run(&stage, config.threads, &mut source, "marks", false)?;
    Ok(summary.status)
}

/// The marks command's work on each chunk.
struct Marking {
    /// The layout asked for; by default the 729-character line for 9×9, else a grid.
    layout: Option<LayoutArg>,
}

impl Stage for Marking {
    type Input = Chunk<Grader>;
    type Tally = ();

    fn work(&self, chunk: &Chunk<Grader>, out: &mut Output<()>) {
        out.each_puzzle(chunk, |out, i, entry| {
            let kind = chunk.kind(entry);
            let side = kind.rules.side();
            let cells = chunk.cells(entry);
            let board = PencilMarks::new(&kind.tools, cells);
            // One word per cell up to the ceiling, as the marks are written.
            let candidates: Vec<u64> = (0..side * side)
                .flat_map(|c| board.candidates(c).iter().copied())
                .collect();
            let line = match self.layout {
                Some(LayoutArg::Line) => true,
                Some(LayoutArg::Grid) => false,
                None => side == 9,
            };
            // Grids are set apart by a blank line, as the reader expects them.
            if !line && chunk.number(i) > 1 {
                out.stdout().push('\n');
            }
            let text = write_marks(cells, &candidates, &kind.alphabet, line);
            out.stdout().push_str(&text);
        });
    }
}
