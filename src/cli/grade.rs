//! `sudograph grade`: how hard each puzzle is for a person, by the human techniques it
//! needs (the logical solver of [`sudograph::grade`]).

use std::fmt::Write;

use sudograph::colour::recycle;
use sudograph::format::Alphabet;
use sudograph::grade::{Grade, Grader, Level};
use sudograph::solve::Solver;

use super::args::GradeArgs;
use super::batch;
use super::budget::Budget;
use super::input::read_options;
use super::pipeline::{self, Output, Stage};
use super::source::{Chunk, Record, Source};
use super::{Status, counted};

/// Grades every puzzle and prints one line per puzzle, in input order as they are ready:
/// its level, the hardest technique used and how often each was used (`--explain`: then
/// each step in words, indented); `error: …` for a puzzle that does not read, `no solution`
/// or `several solutions` for one whose grade would mean nothing.
pub fn run(args: &GradeArgs) -> anyhow::Result<Status> {
    let options = read_options(&args.format)?;
    let budget = Budget::of(&args.budget)?;
    let threads = pipeline::threads(args.jobs)?;
    let mut source = Source::open(args.file.as_deref(), options, |rules, _| Tools {
        grader: Grader::new(rules),
        solver: Solver::new(rules.clone()),
    })?;
    let stage = Grading {
        budget,
        explain: args.explain,
        name: source.name.clone(),
    };
    Ok(batch::run(&stage, threads, &mut source, "grade")?.status)
}

/// What grading needs for one set of rules: the grader, and the solver that proves a
/// puzzle unique and finishes those the techniques cannot.
struct Tools {
    grader: Grader,
    solver: Solver,
}

/// The grade command's work on each chunk.
struct Grading {
    budget: Budget,
    explain: bool,
    /// The input's name for messages.
    name: String,
}

impl Stage for Grading {
    type Input = Chunk<Tools>;
    type Tally = ();

    fn work(&self, chunk: &Chunk<Tools>, out: &mut Output<()>) {
        for record in &chunk.records {
            out.records += 1;
            let (status, text) = match record {
                Record::Bad(error) => {
                    let _ = writeln!(out.stderr(), "sudograph: {}: {error}", self.name);
                    (Status::BadInput, format!("error: {error}\n"))
                }
                Record::Puzzle(entry) => {
                    let kind = chunk.kind(entry);
                    self.grade(&kind.tools, chunk.cells(entry), &kind.alphabet)
                }
            };
            out.status.note(status);
            out.stdout().push_str(&text);
        }
    }
}

impl Grading {
    /// One puzzle's output and status.
    fn grade(&self, tools: &Tools, cells: &[Option<u8>], alphabet: &Alphabet) -> (Status, String) {
        let (count, stats) = tools.solver.count_cells(cells, 2, &self.budget.limits());
        if let Some(first) = count.first {
            recycle(first);
        }
        match (count.complete, count.found) {
            (false, _) => {
                let line = format!(
                    "gave up after {} proving it unique\n",
                    counted(stats.nodes, "node")
                );
                return (Status::GaveUp, line);
            }
            (true, 0) => return (Status::Failure, "no solution\n".to_string()),
            (true, 2..) => return (Status::Failure, "several solutions\n".to_string()),
            (true, _) => {}
        }
        let grade = tools.grader.grade(cells);
        let mut text = self.summary(tools, &grade);
        if self.explain {
            for (i, step) in grade.steps.iter().enumerate() {
                let _ = writeln!(
                    text,
                    "  {}. {}",
                    i + 1,
                    tools.grader.explain(step, alphabet)
                );
            }
        }
        (Status::Success, text)
    }

    /// The summary line: `hard: hardest X-wing; hidden single ×40, …`, and for a puzzle
    /// that needs search, the nodes the solver takes from where the techniques stopped.
    fn summary(&self, tools: &Tools, grade: &Grade) -> String {
        let hardest = grade.hardest().map_or("none", |t| t.name());
        let level = match grade.level() {
            Level::Search => {
                let (count, stats) =
                    tools
                        .solver
                        .count_cells(&grade.cells, 1, &self.budget.limits());
                if let Some(first) = count.first {
                    recycle(first);
                }
                format!(
                    "search: {} after {}",
                    counted(stats.nodes, "node"),
                    counted(grade.steps.len() as u64, "step")
                )
            }
            level => level.to_string(),
        };
        format!("{level}; hardest {hardest}; {}\n", grade.tally())
    }
}
