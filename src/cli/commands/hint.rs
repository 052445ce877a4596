//! `sudograph hint`: the simplest next step of each puzzle, from the player's grid in
//! progress when `--grid` gives it (the advisor of [`sudograph::hint`]).

use std::fmt::Write;
use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

use anyhow::bail;
use sudograph::grid::{Grid, cell_name};
use sudograph::hint::{Advisor, Hint, PlayerGrid};
use sudograph::rating::Tenths;
use sudograph::validate::Violation;
use sudograph_colour::Stats;

use crate::cli::drawing::inputs::Inputs;
use crate::cli::drawing::output::{check_output, is_stdout, write_text};
use crate::cli::flags::budget::Budget;
use crate::cli::flags::commands::HintArgs;
use crate::cli::flags::output::HINT_FIELDS;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::ceiling::Ceiling;
use crate::cli::input::marks_advice::MARKS_GRID;
use crate::cli::input::player_grids::{GridRead, read_grids};
use crate::cli::input::source::{Chunk, Entry, Record, Source};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::records::{self, RecordFormat, Value};
use crate::cli::report::{report, report_to, say};
use crate::cli::stats::{Totals, puzzle_line};
use crate::cli::status::Status;

/// Gives each puzzle's hint, one record per puzzle in input order: the next step in words,
/// a guess, the player's mistakes, or why there is no hint; `error: …` for a puzzle (or
/// grid) that does not read.
pub fn run(args: &HintArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    let is_stdin = |path: Option<&Path>| path.is_none_or(|p| p.as_os_str() == "-");
    if let Some(grid) = &args.grid
        && is_stdin(Some(grid))
        && is_stdin(args.file.as_deref())
    {
        bail!("the puzzles and --grid cannot both be read from standard input");
    }
    if let Some(path) = &args.dot {
        if is_stdout(path) && config.format == RecordFormat::Text && !config.quiet {
            bail!(
                "<stdout>: --dot - and the hints would both go there; add --quiet, or give a file"
            );
        }
        // Before anything is read: the drawing may not go over an input.
        let regions = args.reading.shape.rules.regions.as_deref();
        let inputs = Inputs::of([args.file.as_deref(), args.grid.as_deref(), regions]);
        check_output(path, &inputs)?;
    }
    let grids = match &args.grid {
        None => None,
        Some(path) => Some(read_grids(path, &config.read)?),
    };
    let mut source = Source::open(args.file.as_slice(), config.read, |rules, _| {
        Advisor::new(rules)
    })?
    .marks_advice(MARKS_GRID);
    if args.dot.is_some() {
        // The hint is drawn on the lesson's board.
        source = source.at_most(Ceiling::lesson("hint --dot"));
    }
    let stage = Hinting {
        drawing: args.dot.as_ref().map(|_| Mutex::new(None)),
        budget: config.budget,
        format: config.format,
        reveal: args.reveal,
        stats: args.stats,
        name: source.name.clone(),
        grids: grids.as_ref().map(|(_, grids)| grids.as_slice()),
    };
    let summary = batch::run(&stage, config.threads, &mut source, "hint", config.quiet)?;
    let mut status = summary.status;
    let drawn = stage.drawing.and_then(|d| d.into_inner().ok().flatten());
    match (&args.dot, drawn) {
        (Some(path), Some(text)) => {
            write_text(path, &text)?;
            if !is_stdout(path) {
                say(&format!("wrote {}", path.display()))?;
            }
        }
        // A drawing asked for and not made is an error, never a silent success.
        (Some(path), None) => bail!(
            "{}: the first puzzle has no hint to draw, so nothing written",
            path.display()
        ),
        (None, _) => {}
    }
    if let Some((name, grids)) = &grids
        && grids.len() as u64 > source.records
    {
        report(&format!(
            "{name} holds more grids than {} holds puzzles ({})",
            source.name, source.records
        ))?;
        status.note(Status::BadInput);
    }
    if args.stats {
        let order = ["step", "guess", "mistake", "solved"];
        say(&summary
            .tally
            .describe(&order, "hinting", config.threads, config.budget.seed()))?;
    }
    Ok(status)
}

/// The hint command's work on each chunk.
struct Hinting<'a> {
    /// The first puzzle's hint as DOT, once drawn, when `--dot` asks for it.
    drawing: Option<Mutex<Option<String>>>,
    budget: Budget,
    format: RecordFormat,
    reveal: bool,
    stats: bool,
    /// The puzzles' name for messages.
    name: String,
    /// The player's grids, one per puzzle, when `--grid` gives them.
    grids: Option<&'a [GridRead]>,
}

/// One puzzle's hint, or why it has none, with what its record says.
struct Hinted {
    status: Status,
    /// `step`, `guess`, `mistake`, `solved`, `no solution`, `several solutions`, `gave
    /// up`, `unreadable`.
    verdict: &'static str,
    line: usize,
    technique: Option<&'static str>,
    level: Option<&'static str>,
    /// The step's value on Explainer's scale.
    rating: Option<Tenths>,
    cells: String,
    units: String,
    placed: String,
    removed: String,
    /// The hint in words, or the problem of a record that does not read.
    message: String,
    stats: Stats,
}

impl Hinted {
    /// A record with its verdict and message and no step yet: the fields a step fills
    /// are empty.
    fn plain(status: Status, verdict: &'static str, line: usize, message: String) -> Hinted {
        Hinted {
            status,
            verdict,
            line,
            technique: None,
            level: None,
            rating: None,
            cells: String::new(),
            units: String::new(),
            placed: String::new(),
            removed: String::new(),
            message,
            stats: Stats::default(),
        }
    }

    /// A record that could not be read.
    fn unreadable(line: usize, message: String) -> Hinted {
        Hinted::plain(Status::BadInput, "unreadable", line, message)
    }
}

impl Stage for Hinting<'_> {
    type Input = Chunk<Advisor>;
    type Tally = Totals;

    fn work(&self, chunk: &Chunk<Advisor>, out: &mut Output<Totals>) {
        if chunk.first == 0 {
            records::header(out.stdout(), self.format, &HINT_FIELDS);
        }
        for (i, record) in chunk.records.iter().enumerate() {
            out.records += 1;
            let number = chunk.number(i);
            let start = Instant::now();
            let hinted = match record {
                Record::Bad(error) => {
                    report_to(out.stderr(), format_args!("{}: {error}", self.name));
                    Hinted::unreadable(error.line, error.to_string())
                }
                Record::Puzzle(entry) => match self.progress(chunk, entry, number) {
                    Err(problem) => {
                        report_to(out.stderr(), &problem);
                        Hinted::unreadable(entry.line, problem)
                    }
                    Ok(progress) => self.hint(chunk, entry, &progress, number),
                },
            };
            let elapsed = start.elapsed();
            if self.stats {
                let (verdict, stats) = (hinted.verdict, hinted.stats);
                puzzle_line(out.stderr(), number, hinted.line, verdict, elapsed, stats);
            }
            out.status.note(hinted.status);
            out.tally.note(hinted.verdict, hinted.stats, elapsed);
            self.write(out, number, &hinted);
        }
    }
}

impl Hinting<'_> {
    /// The player's grid of puzzle `number`: the one `--grid` gives in its place, or the
    /// puzzle itself without `--grid`; the problem when that grid does not read, is
    /// missing or is not the puzzle's size.
    fn progress(
        &self,
        chunk: &Chunk<Advisor>,
        entry: &Entry,
        number: u64,
    ) -> Result<PlayerGrid, String> {
        let Some(grids) = self.grids else {
            return Ok(PlayerGrid::new(chunk.cells(entry).to_vec()));
        };
        let side = chunk.kind(entry).rules.side();
        match grids.get(number as usize - 1) {
            None => Err(format!("--grid holds no grid {number} for puzzle {number}")),
            Some(Err(problem)) => Err(problem.clone()),
            Some(Ok(played)) if played.side != side => Err(format!(
                "--grid line {}: the grid is {s}×{s} but the puzzle is {side}×{side}",
                played.line,
                s = played.side
            )),
            Some(Ok(played)) => Ok(played.progress.clone()),
        }
    }

    /// The hint for one puzzle and the player's grid.
    fn hint(
        &self,
        chunk: &Chunk<Advisor>,
        entry: &Entry,
        progress: &PlayerGrid,
        number: u64,
    ) -> Hinted {
        let kind = chunk.kind(entry);
        let advisor = &kind.tools;
        let (hint, stats) = advisor.advise_with(
            chunk.cells(entry),
            progress,
            &self.budget.limits(),
            &self.budget.settings(),
        );
        if let (Some(drawing), 1) = (&self.drawing, number) {
            let puzzle = Grid::from_cells(kind.rules.clone(), chunk.cells(entry).to_vec())
                .expect("the reader checks the cells");
            let text = advisor.to_dot(&puzzle, progress, &hint, &kind.alphabet, self.reveal);
            if let Ok(mut slot) = drawing.lock() {
                *slot = Some(text);
            }
        }
        let side = kind.rules.side();
        let alphabet = &kind.alphabet;
        let names = |cells: &mut dyn Iterator<Item = usize>| {
            cells
                .map(|c| cell_name(side, c))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let pairs = |pairs: &[(usize, u16)]| {
            pairs
                .iter()
                .map(|&(c, s)| format!("{}={}", cell_name(side, c), alphabet.symbol(s)))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let message = advisor.explain(&hint, alphabet, self.reveal);
        let mut hinted = Hinted {
            stats,
            ..Hinted::plain(Status::Success, verdict(&hint), entry.line, message)
        };
        match &hint {
            Hint::Step(step) => {
                hinted.technique = Some(step.technique.name());
                hinted.level = Some(step.technique.level().name());
                hinted.rating = advisor.step_rating(chunk.cells(entry), progress, step);
                let groups: Vec<String> = step
                    .cells
                    .iter()
                    .map(|group| names(&mut group.iter().copied()))
                    .collect();
                hinted.cells = groups.join(" | ");
                let units = advisor.grader().units();
                hinted.units = step
                    .units
                    .iter()
                    .map(|&u| units[u].kind.name(units[u].index))
                    .collect::<Vec<_>>()
                    .join(", ");
                hinted.placed = pairs(&step.placed);
                hinted.removed = pairs(&step.removed);
            }
            Hint::Guess(guess) => {
                hinted.technique = Some("guess");
                hinted.cells = cell_name(side, guess.cell);
                hinted.placed = pairs(&[(guess.cell, guess.symbol)]);
            }
            Hint::Mistakes(mistakes) => {
                hinted.status = Status::Failure;
                hinted.cells = names(&mut mistakes.wrong.iter().map(|w| w.cell));
                // The units where a symbol is repeated, each once.
                let mut units: Vec<String> = Vec::new();
                for violation in &mistakes.broken {
                    if let Violation::Repeated { kind, index, .. } = violation {
                        let name = kind.name(*index);
                        if !units.contains(&name) {
                            units.push(name);
                        }
                    }
                }
                hinted.units = units.join(", ");
            }
            Hint::NoSolution(_) | Hint::SeveralSolutions => hinted.status = Status::Failure,
            Hint::GaveUp => hinted.status = Status::GaveUp,
            Hint::Solved => {}
        }
        hinted
    }

    /// Writes a puzzle's record: the hint in words, or its fields.
    fn write(&self, out: &mut Output<Totals>, number: u64, hinted: &Hinted) {
        match self.format {
            RecordFormat::Text => {
                let prefix = if hinted.verdict == "unreadable" {
                    "error: "
                } else {
                    ""
                };
                let _ = match hinted.rating {
                    Some(rating) => writeln!(
                        out.stdout(),
                        "{} (rating {})",
                        hinted.message,
                        records::decimal(rating)
                    ),
                    None => writeln!(out.stdout(), "{prefix}{}", hinted.message),
                };
            }
            format => {
                let values = [
                    Value::Number(number),
                    Value::Number(hinted.line as u64),
                    Value::Text(hinted.verdict),
                    hinted.technique.map_or(Value::Missing, Value::Text),
                    hinted.level.map_or(Value::Missing, Value::Text),
                    hinted.rating.map_or(Value::Missing, Value::Tenths),
                    Value::text_or_missing(&hinted.cells),
                    Value::text_or_missing(&hinted.units),
                    Value::text_or_missing(&hinted.placed),
                    Value::text_or_missing(&hinted.removed),
                    Value::text_or_missing(&hinted.message),
                ];
                records::write(out.stdout(), format, &HINT_FIELDS, &values, &self.name);
            }
        }
    }
}

/// The record's verdict for a hint.
fn verdict(hint: &Hint) -> &'static str {
    match hint {
        Hint::Step(_) => "step",
        Hint::Guess(_) => "guess",
        Hint::Mistakes(_) => "mistake",
        Hint::Solved => "solved",
        Hint::NoSolution(_) => "no solution",
        Hint::SeveralSolutions => "several solutions",
        Hint::GaveUp => "gave up",
    }
}
