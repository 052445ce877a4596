//! `sudograph grade`: how hard each puzzle is for a person, by the human techniques it
//! needs (the logical solver of [`sudograph::grade`]), with its rating on Sudoku
//! Explainer's scale ([`sudograph::rating`]).

use std::fmt::Write;
use std::time::{Duration, Instant};

use anyhow::bail;
use sudograph::format::{Alphabet, Marks, ParseError, read_marks};
use sudograph::grade::{Grader, Level, PencilMarks};
use sudograph::rating::{Rater, Rating, Tenths};
use sudograph::rules::Rules;
use sudograph::solve::Solver;
use sudograph::validate::unsolvable::why_unsolvable;
use sudograph_colour::{Stats, recycle};

use super::solve_marks::{MarksInputs, Reading, marks_shape};
use crate::cli::drawing::grade_page::GradePage;
use crate::cli::drawing::inputs::Inputs;
use crate::cli::drawing::output::{check_output, is_stdout};
use crate::cli::flags::budget::Budget;
use crate::cli::flags::commands::GradeArgs;
use crate::cli::flags::output::GRADE_FIELDS;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::ceiling::Ceiling;
use crate::cli::input::file::alphabet_for;
use crate::cli::input::source::{Chunk, Record, Source};
use crate::cli::pipeline::batch;
use crate::cli::pipeline::progress_line::ProgressLine;
use crate::cli::pipeline::stage::{Output, Stage};
use crate::cli::pipeline::workers::{self, Sinks, Summary};
use crate::cli::plural::counted;
use crate::cli::records::{self, RecordFormat, Value};
use crate::cli::report::{report_to, say};
use crate::cli::stats::{Totals, puzzle_line};
use crate::cli::status::Status;

/// Grades every puzzle and prints one line per puzzle, in input order as they are ready:
/// its level, the hardest technique used and how often each was used (`--explain`: then
/// each step in words, indented); `error: …` for a puzzle that does not read, `no
/// solution: …` (saying why) or `several solutions` for one whose grade would mean
/// nothing. `--stats` adds a line per puzzle and the totals on stderr; `--page` writes
/// the page that plays the first puzzle's grade.
pub fn run(args: &GradeArgs) -> anyhow::Result<Status> {
    let config = RunOptions::of(args)?;
    if args.explain && config.format != RecordFormat::Text {
        bail!("--explain writes the steps in words: it goes with --format text only");
    }
    if let Some(path) = &args.page {
        if is_stdout(path) && !config.quiet {
            bail!(
                "<stdout>: --page - and the grades would both go there; add --quiet, or give a file"
            );
        }
        // Before anything is read: the page may not go over an input.
        let regions = args.reading.shape.rules.regions.as_deref();
        let files = args.files.iter().map(|f| Some(f.as_path()));
        check_output(path, &Inputs::of(files.chain([regions])))?;
    }
    let stage = Grading {
        budget: config.budget,
        format: config.format,
        explain: args.explain,
        stats: args.stats,
        page: args.page.as_ref().map(|_| GradePage::default()),
    };
    // Only puzzles proven unique are graded, so the uniqueness techniques may be used.
    let mut source = Source::open(&args.files, config.read.clone(), |rules, _| {
        Tools::new(rules)
    })?;
    if args.page.is_some() {
        // The page's boards keep a cell's candidates in 64 bits, as the lesson's.
        source = source.at_most(Ceiling::lesson("grade --page"));
    }
    let summary = match Reading::of(source, args.marks, &config.read)? {
        Reading::Marks(inputs) => grade_marks(&stage, inputs, &config)?,
        Reading::Puzzles(mut source) => {
            batch::run(&stage, config.threads, &mut source, "grade", config.quiet)?
        }
    };
    if let (Some(path), Some(page)) = (&args.page, stage.page) {
        page.write(path, summary.records)?;
    }
    if args.stats {
        let mut order: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
        order.extend(["no solution", "several solutions", "gave up", "unreadable"]);
        let seed = config.budget.seed();
        say(&summary
            .tally
            .describe(&order, "grading", config.threads, seed))?;
    }
    Ok(summary.status)
}

/// Grades every pencil-mark grid of the inputs (`--marks`, each file read whole: the
/// 729-character lines or grids of candidate cells of [`read_marks`]), each from its own
/// candidates, numbered across the files.
fn grade_marks(
    stage: &Grading,
    mut inputs: MarksInputs,
    config: &RunOptions,
) -> anyhow::Result<Summary<Totals>> {
    let label = format!("grade {}", inputs.name);
    let marks_stage = MarksGrading(stage);
    let (mut first, mut empty) = (0, Vec::new());
    let mut work = |sinks: &mut Sinks<'_>| {
        let fill = |slot: &mut MarksChunk| -> anyhow::Result<bool> {
            for input in inputs.by_ref() {
                let input = input?;
                let records = read_marks(&input.bytes, &config.read);
                if records.is_empty() {
                    empty.push(input.name);
                    continue;
                }
                *slot = marks_chunk(records, input.name, first, config);
                first += slot.records.len() as u64;
                return Ok(true);
            }
            Ok(false)
        };
        workers::run(&marks_stage, 1, fill, sinks, |n| format!("{n} grids"))
    };
    let mut summary = match config.quiet {
        false => batch::with_std_sinks(&label, work),
        true => work(&mut Sinks {
            out: &mut std::io::sink(),
            err: &mut std::io::sink(),
            progress: ProgressLine::new(label),
        }),
    }?;
    let empty = batch::without_records(&empty, summary.records, "grid", config.quiet)?;
    summary.status.note(empty);
    Ok(summary)
}

/// The pencil-mark grids `records` of the input `file`, after `first` grids of the inputs
/// before it, with the tools of each side among them.
fn marks_chunk(
    records: Vec<Result<Marks, ParseError>>,
    file: String,
    first: u64,
    config: &RunOptions,
) -> MarksChunk {
    let mut chunk = MarksChunk {
        records,
        kinds: Vec::new(),
        file,
        first,
    };
    for marks in chunk.records.iter().flatten() {
        if chunk.kinds.iter().all(|kind| kind.0 != marks.side) {
            let kind = marks_shape(config.read.shape, marks.side)
                .and_then(|shape| {
                    Rules::new(shape, config.read.variant.clone()).map_err(|e| e.to_string())
                })
                .map(|rules| {
                    let alphabet = alphabet_for(&config.read, marks.side);
                    (alphabet, Tools::new(&rules))
                });
            chunk.kinds.push((marks.side, kind));
        }
    }
    chunk
}

/// The pencil-mark grids of one input, and the tools of each side among them (or why a
/// side has none).
#[derive(Default)]
struct MarksChunk {
    records: Vec<Result<Marks, ParseError>>,
    kinds: Vec<(usize, SideTools)>,
    /// The input's name, as messages and records give it.
    file: String,
    /// Grids of the inputs before this one.
    first: u64,
}

/// The alphabet and tools of one side of grid, or why that side has none.
type SideTools = Result<(Alphabet, Tools), String>;

/// The grade command's work on pencil-mark grids.
struct MarksGrading<'a>(&'a Grading);

impl Stage for MarksGrading<'_> {
    type Input = MarksChunk;
    type Tally = Totals;

    fn work(&self, chunk: &MarksChunk, out: &mut Output<Totals>) {
        let grading = self.0;
        if chunk.first == 0 {
            records::header(out.stdout(), grading.format, &GRADE_FIELDS);
        }
        for (i, record) in chunk.records.iter().enumerate() {
            out.records += 1;
            let number = chunk.first + i as u64 + 1;
            let kind = record.as_ref().map(|marks| {
                let kind = chunk.kinds.iter().find(|k| k.0 == marks.side);
                (marks, kind.map(|k| &k.1))
            });
            let graded = match kind {
                Err(error) => {
                    report_to(out.stderr(), format_args!("{}: {error}", chunk.file));
                    let message = error.to_string();
                    Graded::verdict(Status::BadInput, "unreadable", error.line, message)
                }
                Ok((marks, Some(Ok((alphabet, tools))))) => {
                    let marks_given = Some(marks.candidates.as_slice());
                    let cells = &marks.cells;
                    grading.grade(tools, cells, marks_given, alphabet, (number, marks.line))
                }
                Ok((marks, problem)) => {
                    let problem = problem
                        .and_then(|p| p.as_ref().err().cloned())
                        .unwrap_or_default();
                    let message = format!("line {}: {problem}", marks.line);
                    report_to(out.stderr(), format_args!("{}: {message}", chunk.file));
                    Graded::verdict(Status::BadInput, "unreadable", marks.line, message)
                }
            };
            out.status.note(graded.status);
            out.tally.note(graded.verdict, graded.stats, graded.elapsed);
            grading.note_ungraded(number, &graded);
            grading.write(out, number, &chunk.file, &graded);
        }
    }
}

/// What grading needs for one set of rules: the grader (with the uniqueness techniques, as
/// every puzzle graded is proven unique first), the rater (none past its largest side, nor
/// under anti-knight or anti-king, whose cells a move apart its houses do not see), and
/// the solver that proves a puzzle unique and finishes those the techniques cannot.
struct Tools {
    grader: Grader,
    rater: Option<Rater>,
    solver: Solver,
}

impl Tools {
    /// The tools of `rules`.
    fn new(rules: &Rules) -> Tools {
        Tools {
            grader: Grader::new(rules).for_unique_puzzles(),
            rater: Rater::new(rules),
            solver: Solver::new(rules.clone()),
        }
    }
}

/// The grade command's work on each chunk.
struct Grading {
    budget: Budget,
    /// How grades are written.
    format: RecordFormat,
    explain: bool,
    /// Whether each puzzle's statistics go to stderr.
    stats: bool,
    /// The page of the first puzzle's grade, when `--page` asks for it.
    page: Option<GradePage>,
}

impl Stage for Grading {
    type Input = Chunk<Tools>;
    type Tally = Totals;

    fn work(&self, chunk: &Chunk<Tools>, out: &mut Output<Totals>) {
        if chunk.first == 0 {
            records::header(out.stdout(), self.format, &GRADE_FIELDS);
        }
        for (i, record) in chunk.records.iter().enumerate() {
            out.records += 1;
            let number = chunk.number(i);
            let graded = match record {
                Record::Bad(error) => {
                    report_to(out.stderr(), format_args!("{}: {error}", chunk.file));
                    Graded::verdict(
                        Status::BadInput,
                        "unreadable",
                        error.line,
                        error.to_string(),
                    )
                }
                Record::Puzzle(entry) => {
                    let kind = chunk.kind(entry);
                    let start = self.stats.then(Instant::now);
                    let cells = chunk.cells(entry);
                    let at = (number, entry.line);
                    let mut graded = self.grade(&kind.tools, cells, None, &kind.alphabet, at);
                    graded.elapsed = start.map_or(Duration::ZERO, |t| t.elapsed());
                    if self.stats {
                        let (verdict, elapsed) = (graded.verdict, graded.elapsed);
                        puzzle_line(
                            out.stderr(),
                            number,
                            entry.line,
                            verdict,
                            elapsed,
                            graded.stats,
                        );
                    }
                    graded
                }
            };
            out.status.note(graded.status);
            out.tally.note(graded.verdict, graded.stats, graded.elapsed);
            self.note_ungraded(number, &graded);
            self.write(out, number, &chunk.file, &graded);
        }
    }
}

/// One puzzle's grade, or why it has none.
struct Graded {
    status: Status,
    /// The level (`simple` … `search`), or `no solution`, `several solutions`, `gave up`,
    /// `unreadable`.
    verdict: &'static str,
    line: usize,
    /// For a graded puzzle: the hardest technique, each technique's count, the steps, and
    /// for a search-level one the solver's nodes from where the techniques stopped.
    hardest: Option<&'static str>,
    techniques: String,
    steps: Option<u64>,
    search_nodes: Option<u64>,
    /// The rating on Explainer's scale, for a graded puzzle on a side the rater takes.
    rating: Option<Rating>,
    /// What a puzzle without a grade says, and a graded one's steps in words (`--explain`).
    message: String,
    explanation: String,
    /// The search effort of the solver (proving the puzzle unique, and finishing a
    /// search-level one), and the time the whole grade took.
    stats: Stats,
    elapsed: Duration,
}

impl Graded {
    /// A puzzle without a grade.
    fn verdict(status: Status, verdict: &'static str, line: usize, message: String) -> Graded {
        Graded {
            status,
            verdict,
            line,
            hardest: None,
            techniques: String::new(),
            steps: None,
            search_nodes: None,
            rating: None,
            message,
            explanation: String::new(),
            stats: Stats::default(),
            elapsed: Duration::ZERO,
        }
    }
}

impl Grading {
    /// One puzzle's grade: puzzle `number` of the input, on `line` of its file. The
    /// first one's is drawn when `--page` asks.
    fn grade(
        &self,
        tools: &Tools,
        cells: &[Option<u16>],
        marks: Option<&[u64]>,
        alphabet: &Alphabet,
        (number, line): (u64, usize),
    ) -> Graded {
        let mut stats = match self.unique(&tools.solver, cells, marks, alphabet, line) {
            (stats, None) => stats,
            (stats, Some(ungraded)) => return Graded { stats, ..ungraded },
        };
        let start = match marks {
            None => PencilMarks::new(&tools.grader, cells),
            Some(marks) => PencilMarks::with_candidates(&tools.grader, cells, marks),
        };
        let page = self.page.as_ref().filter(|_| number == 1);
        let drawn_from = page.map(|_| start.clone());
        let grade = tools.grader.grade_from(start);
        if let (Some(page), Some(start)) = (page, drawn_from) {
            let rules = tools.solver.rules();
            page.draw(&tools.grader, rules, cells, start, &grade, alphabet);
        }
        let rating = tools.rater.as_ref().map(|rater| match marks {
            None => rater.rate(cells).rating,
            Some(marks) => rater.rate_marks(cells, marks).rating,
        });
        // A search-level puzzle says the nodes the solver takes from where the techniques
        // stopped.
        let search_nodes = (grade.level() == Level::Search).then(|| {
            let search = self.count(&tools.solver, &grade.cells, 1).2;
            stats += search;
            search.nodes
        });
        let mut explanation = String::new();
        if self.explain {
            for (i, step) in grade.steps.iter().enumerate() {
                let _ = writeln!(
                    explanation,
                    "  {}. {}",
                    i + 1,
                    tools.grader.explain(step, alphabet)
                );
            }
        }
        Graded {
            status: Status::Success,
            verdict: grade.level().name(),
            line,
            hardest: Some(grade.hardest().map_or("none", |t| t.name())),
            techniques: grade.tally(),
            steps: Some(grade.steps.len() as u64),
            search_nodes,
            rating,
            message: String::new(),
            explanation,
            stats,
            elapsed: Duration::ZERO,
        }
    }

    /// The search effort of proving a puzzle unique, with the verdict of a puzzle that a
    /// grade would mean nothing for: one without solution (saying why), with several, or
    /// whose uniqueness the budget could not settle.
    fn unique(
        &self,
        solver: &Solver,
        cells: &[Option<u16>],
        marks: Option<&[u64]>,
        alphabet: &Alphabet,
        line: usize,
    ) -> (Stats, Option<Graded>) {
        let (complete, found, stats) = match marks {
            None => self.count(solver, cells, 2),
            Some(marks) => {
                // The solutions that keep to the pencil marks (and to the filled cells).
                let allowed: Vec<u64> = cells
                    .iter()
                    .zip(marks)
                    .map(|(cell, &set)| cell.map_or(set, |s| 1 << s))
                    .collect();
                let (count, stats) = solver.count_allowed(
                    &allowed,
                    2,
                    &self.budget.limits(),
                    &self.budget.settings(),
                );
                if let Some(first) = count.first {
                    recycle(first);
                }
                (count.complete, count.found, stats)
            }
        };
        let ungraded = match (complete, found) {
            (false, _) => {
                let message = format!(
                    "gave up after {} proving it unique",
                    counted(stats.nodes, "node")
                );
                Some(Graded::verdict(Status::GaveUp, "gave up", line, message))
            }
            (true, 0) => {
                let why = why_unsolvable(solver.rules(), cells, marks).describe(alphabet);
                Some(Graded::verdict(Status::Failure, "no solution", line, why))
            }
            (true, 2..) => {
                let verdict = "several solutions";
                Some(Graded::verdict(
                    Status::Failure,
                    verdict,
                    line,
                    String::new(),
                ))
            }
            (true, _) => None,
        };
        (stats, ungraded)
    }

    /// Records, for `--page`, that puzzle `number` has no grade when it is the first.
    fn note_ungraded(&self, number: u64, graded: &Graded) {
        if let (Some(page), 1, None) = (&self.page, number, graded.hardest) {
            page.ungraded(graded.verdict);
        }
    }

    /// Counts the solutions of `cells` up to `limit` within the budget: whether the count
    /// is complete, how many were found, and the search's statistics.
    fn count(&self, solver: &Solver, cells: &[Option<u16>], limit: u64) -> (bool, u64, Stats) {
        let (count, stats) =
            solver.count_cells(cells, limit, &self.budget.limits(), &self.budget.settings());
        if let Some(first) = count.first {
            recycle(first);
        }
        (count.complete, count.found, stats)
    }

    /// Writes the record of puzzle `number` of `file`: in text, `hard; ER/EP/ED 3.2/1.2/1.2;
    /// hardest X-wing; hidden single ×40, …` (a search-level puzzle says the nodes the
    /// solver takes from where the techniques stopped), or the verdict of a puzzle without
    /// a grade.
    fn write(&self, out: &mut Output<Totals>, number: u64, file: &str, graded: &Graded) {
        match self.format {
            RecordFormat::Text => {
                let text = out.stdout();
                match (graded.hardest, graded.search_nodes) {
                    (None, _) if graded.verdict == "unreadable" => {
                        let _ = writeln!(text, "error: {}", graded.message);
                    }
                    (None, _) if graded.verdict == "no solution" => {
                        let _ = writeln!(text, "no solution: {}", graded.message);
                    }
                    (None, _) if graded.message.is_empty() => {
                        let _ = writeln!(text, "{}", graded.verdict);
                    }
                    (None, _) => {
                        let _ = writeln!(text, "{}", graded.message);
                    }
                    (Some(hardest), nodes) => {
                        let level = match nodes {
                            Some(nodes) => format!(
                                "search: {} after {}",
                                counted(nodes, "node"),
                                counted(graded.steps.unwrap_or(0), "step")
                            ),
                            None => graded.verdict.to_string(),
                        };
                        let rated = graded.rating.map(rating_text).unwrap_or_default();
                        let _ = writeln!(
                            text,
                            "{level}; {rated}hardest {hardest}; {}",
                            graded.techniques
                        );
                        text.push_str(&graded.explanation);
                    }
                }
            }
            format => {
                let values = [
                    Value::Number(number),
                    Value::Number(graded.line as u64),
                    Value::Text(graded.verdict),
                    graded.hardest.map_or(Value::Missing, Value::Text),
                    Value::text_or_missing(&graded.techniques),
                    graded.steps.map_or(Value::Missing, Value::Number),
                    graded.search_nodes.map_or(Value::Missing, Value::Number),
                    tenths(graded.rating.and_then(|r| r.er)),
                    tenths(graded.rating.and_then(|r| r.ep)),
                    tenths(graded.rating.and_then(|r| r.ed)),
                    Value::text_or_missing(&graded.message),
                ];
                records::write(out.stdout(), format, &GRADE_FIELDS, &values, file);
            }
        }
    }
}

/// A rating as text records show it, before the hardest technique: `ER/EP/ED 7.1/1.2/1.2; `,
/// with `search` for an ER the rater's techniques do not reach and `-` for an EP or ED
/// they stop before.
fn rating_text(rating: Rating) -> String {
    let show = |t: Option<Tenths>, none: &str| match t {
        Some(t) => records::decimal(t),
        None => none.to_string(),
    };
    format!(
        "ER/EP/ED {}/{}/{}; ",
        show(rating.er, "search"),
        show(rating.ep, "-"),
        show(rating.ed, "-")
    )
}

/// A rating field of a JSON or CSV record: null where there is none.
fn tenths(t: Option<Tenths>) -> Value<'static> {
    t.map_or(Value::Missing, Value::Tenths)
}
