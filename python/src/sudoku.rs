//! The Sudoku functions, each as the command of the same name does it, on one puzzle given
//! as text or a `Puzzle`, with the reading keywords of `options`: `solve`, `count`,
//! `check`, `grade`, `hint`, `generate` and `to_dot`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use sudograph::draw::dot::to_dot as graph_to_dot;
use sudograph::format::{Alphabet, Layout};
use sudograph::generate::{Options, generate as make, generate_at};
use sudograph::grade::{Grader, Level};
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Shape;
use sudograph::hint::{Advisor, Hint, PlayerGrid};
use sudograph::rating::{Rater, Tenths};
use sudograph::rules::Rules;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::check as violations;
use sudograph::validate::unsolvable::why_unsolvable;

use crate::errors::{SudographError, gave_up, puzzle_error};
use crate::interrupt;
use crate::options::read_options;
use crate::puzzle::Puzzle;
use crate::solvers::solver;

/// Puzzles `generate(level=…)` makes at most before it gives up on the level, as the
/// command's `--difficulty`.
const LEVEL_ATTEMPTS: u64 = 10_000;

/// solve(puzzle, *, timeout=None, variant="classic", regions=None, box=None, symbols=None)
/// --
///
/// Solves a puzzle (text in any layout the command line reads, or a Puzzle).
/// Returns the solution as a Puzzle (str() writes it in the puzzle's layout), or None
/// when it has no solution. Raises GaveUp after timeout seconds, PuzzleError when the
/// puzzle does not read.
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout=None, **options))]
fn solve(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Option<Puzzle>> {
    let options = read_options(options)?;
    let puzzle = Puzzle::of(puzzle, &options)?;
    let grid = &puzzle.grid;
    let (answer, stats) = interrupt::run(py, timeout, |limits| {
        solver(grid.rules()).solve(grid, limits)
    })?;
    match answer {
        Answer::Solved(solution) => Ok(Some(puzzle.with_grid(solution))),
        Answer::NoSolution => Ok(None),
        Answer::GaveUp => Err(gave_up("the solve", stats.nodes)),
    }
}

/// count(puzzle, limit=2, *, timeout=None, variant="classic", regions=None, box=None, symbols=None)
/// --
///
/// How many solutions the puzzle has, counting up to limit: 0 (none), 1 (unique), or
/// limit when it has that many or more. Raises GaveUp after timeout seconds.
#[pyfunction]
#[pyo3(signature = (puzzle, limit=2, *, timeout=None, **options))]
fn count(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    limit: u64,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<u64> {
    let options = read_options(options)?;
    let puzzle = Puzzle::of(puzzle, &options)?;
    let grid = &puzzle.grid;
    let (solutions, stats) = interrupt::run(py, timeout, |limits| {
        solver(grid.rules()).count(grid, limit, limits)
    })?;
    match solutions.complete || solutions.found >= limit {
        true => Ok(solutions.found),
        false => Err(gave_up(
            &format!("the count (at {} so far)", solutions.found),
            stats.nodes,
        )),
    }
}

/// check(grid, puzzle=None, *, variant="classic", regions=None, box=None, symbols=None)
/// --
///
/// What keeps grid from being a correct, complete solution (of puzzle, when given):
/// a list of messages such as "row 1: 2 appears in columns 1 and 2"; empty when it is
/// one.
#[pyfunction]
#[pyo3(signature = (grid, puzzle=None, **options))]
fn check(
    grid: &Bound<'_, PyAny>,
    puzzle: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Vec<String>> {
    let options = read_options(options)?;
    let grid = Puzzle::of(grid, &options)?;
    let puzzle = puzzle.map(|p| Puzzle::of(p, &options)).transpose()?;
    let found = violations(&grid.grid, puzzle.as_ref().map(|p| &p.grid));
    Ok(found.iter().map(|v| v.describe(&grid.alphabet)).collect())
}

/// What grade found: the level, every step of the human techniques in words, and the
/// rating on Sudoku Explainer's scale (ER/EP/ED, as the command's grade gives them).
#[pyclass(frozen, module = "sudograph", get_all)]
struct Grade {
    /// The level: simple, easy, medium, hard, fiendish, extreme, or search (the
    /// techniques alone do not finish the puzzle).
    level: String,
    /// The hardest technique used, or None for a full grid.
    hardest: Option<String>,
    /// Each step in words, in order, such as "hidden single: r1c2 = 1, the only place
    /// for 1 in row 1".
    steps: Vec<String>,
    /// How often each technique was used, easiest first.
    techniques: Vec<(String, usize)>,
    /// True when the steps fill every cell.
    solved: bool,
    /// Explainer's ER, the hardest step of the rater's path, such as 7.1; None where its
    /// techniques do not finish the puzzle (the command's "search"), past 64×64, and
    /// under anti-knight or anti-king, which its techniques do not know.
    rating: Option<f64>,
    /// Explainer's EP, the hardest step up to the first placement; None when the rater
    /// stops before placing a digit.
    first_placement_rating: Option<f64>,
    /// Explainer's ED, the first step's rating; None when the rater takes no step.
    first_elimination_rating: Option<f64>,
}

/// A rating in tenths as Explainer writes it, 71 as 7.1.
fn on_scale(tenths: Option<Tenths>) -> Option<f64> {
    tenths.map(|t| f64::from(t) / 10.0)
}

#[pymethods]
impl Grade {
    fn __repr__(&self) -> String {
        let hardest = self
            .hardest
            .as_ref()
            .map_or("None".to_string(), |name| format!("{name:?}"));
        let rating = self
            .rating
            .map_or("None".to_string(), |r| format!("{r:.1}"));
        format!(
            "Grade(level={:?}, rating={rating}, hardest={hardest}, steps={})",
            self.level,
            self.steps.len()
        )
    }
}

/// grade(puzzle, *, timeout=None, variant="classic", regions=None, box=None, symbols=None)
/// --
///
/// Grades a puzzle by the human techniques it needs, easiest first, and rates it on
/// Sudoku Explainer's scale (rating, first_placement_rating, first_elimination_rating:
/// ER/EP/ED), as the command's grade. The puzzle must have one solution (checked first,
/// within timeout seconds): SudographError otherwise, saying why.
#[pyfunction]
#[pyo3(signature = (puzzle, *, timeout=None, **options))]
fn grade(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Grade> {
    let options = read_options(options)?;
    let puzzle = Puzzle::of(puzzle, &options)?;
    let grid = &puzzle.grid;
    let (solutions, stats) = interrupt::run(py, timeout, |limits| {
        solver(grid.rules()).count(grid, 2, limits)
    })?;
    match (solutions.complete, solutions.found) {
        (_, 2..) => {
            return Err(SudographError::new_err(
                "the puzzle has several solutions: a grade needs one",
            ));
        }
        (true, 0) => {
            let why = why_unsolvable(grid.rules(), grid.cells(), None);
            return Err(SudographError::new_err(format!(
                "no solution: {}",
                why.describe(&puzzle.alphabet)
            )));
        }
        (false, _) => return Err(gave_up("the uniqueness check", stats.nodes)),
        (true, _) => {}
    }
    let grader = Grader::new(grid.rules()).for_unique_puzzles();
    let rater = Rater::new(grid.rules());
    let (graded, rated) = py.detach(|| {
        let rated = rater.map(|rater| rater.rate(grid.cells()).rating);
        (grader.grade(grid.cells()), rated)
    });
    Ok(Grade {
        level: graded.level().name().to_string(),
        hardest: graded.hardest().map(|t| t.name().to_string()),
        steps: graded
            .steps
            .iter()
            .map(|step| grader.explain(step, &puzzle.alphabet))
            .collect(),
        techniques: graded
            .counts()
            .into_iter()
            .map(|(t, n)| (t.name().to_string(), n))
            .collect(),
        solved: graded.solved,
        rating: on_scale(rated.and_then(|r| r.er)),
        first_placement_rating: on_scale(rated.and_then(|r| r.ep)),
        first_elimination_rating: on_scale(rated.and_then(|r| r.ed)),
    })
}

/// hint(puzzle, progress=None, *, reveal=False, timeout=None, variant="classic", regions=None, box=None, symbols=None)
/// --
///
/// The next step for a player: for progress, the player's grid in progress of puzzle
/// (the puzzle itself when None), the simplest step of the easiest technique, in
/// words; or the player's mistakes (their right values only with reveal=True), or that
/// the grid is solved. SudographError when the puzzle has no solution or several.
#[pyfunction]
#[pyo3(signature = (puzzle, progress=None, *, reveal=false, timeout=None, **options))]
fn hint(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    progress: Option<&Bound<'_, PyAny>>,
    reveal: bool,
    timeout: Option<f64>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let options = read_options(options)?;
    let puzzle = Puzzle::of(puzzle, &options)?;
    let progress = match progress {
        Some(progress) => Puzzle::of(progress, &options)?,
        None => puzzle.clone(),
    };
    if progress.grid.shape() != puzzle.grid.shape() {
        return Err(puzzle_error(format!(
            "the progress is {0}×{0} but the puzzle is {1}×{1}",
            progress.grid.side(),
            puzzle.grid.side()
        )));
    }
    let advisor = Advisor::new(puzzle.grid.rules());
    let player = PlayerGrid::new(progress.grid.cells().to_vec());
    let cells = puzzle.grid.cells();
    let (hint, stats) =
        interrupt::run(py, timeout, |limits| advisor.advise(cells, &player, limits))?;
    match hint {
        Hint::GaveUp => Err(gave_up("the puzzle's solve", stats.nodes)),
        Hint::SeveralSolutions | Hint::NoSolution(_) => Err(SudographError::new_err(
            advisor.explain(&hint, &puzzle.alphabet, reveal),
        )),
        _ => Ok(advisor.explain(&hint, &puzzle.alphabet, reveal)),
    }
}

/// generate(size=9, *, level=None, seed=0, variant="classic", regions=None, box=None, symbols=None)
/// --
///
/// Makes a puzzle with one solution from seed (the same seed, the same puzzle): minimal
/// (no clue can go), or graded at level ("simple", "easy", "medium", "hard", "fiendish",
/// "extreme") when given, trying up to 10,000 puzzles. size is the side; box the box
/// shape for sides that are not n² ("2x3" for 6). Ctrl-C stops it (KeyboardInterrupt).
#[pyfunction]
#[pyo3(signature = (size=9, *, level=None, seed=0, **options))]
fn generate(
    py: Python<'_>,
    size: usize,
    level: Option<&str>,
    seed: u64,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Puzzle> {
    let options = read_options(options)?;
    if let Some(side) = options.fixed_side().map_err(puzzle_error)?
        && side != size
    {
        return Err(puzzle_error(format!(
            "size={size}, but the other options make the side {side}"
        )));
    }
    let shape = match (options.shape, &options.variant.regions) {
        (Some(shape), _) => Ok(shape),
        (None, Some(_)) => Shape::squarest(size),
        (None, None) => Shape::for_side(size),
    }
    .map_err(|e| puzzle_error(format!("size={size}: {e}; give box=")))?;
    let level: Option<Level> = level
        .map(|name| {
            name.parse()
                .map_err(|e| PyValueError::new_err(format!("level: {e}")))
        })
        .transpose()?;
    let rules = Rules::new(shape, options.variant.clone()).map_err(puzzle_error)?;
    let solver = Solver::new(rules);
    // Ctrl-C stops it at the next clue tried (generate takes no limits of its own).
    let made = interrupt::run(py, None, |limits| {
        let stop = || interrupt::stop_if_cancelled(limits);
        interrupt::cancellable(|| match level {
            None => make(&solver, &Options::default(), seed, |_| stop()),
            Some(level) => {
                let grader = Grader::new(solver.rules()).for_unique_puzzles();
                let made = generate_at(
                    &solver,
                    &grader,
                    &Options::default(),
                    level,
                    seed,
                    LEVEL_ATTEMPTS,
                    |_, _| stop(),
                );
                made.map(|(made, _)| made)
            }
        })
    })??;
    let Some(made) = made else {
        return Err(SudographError::new_err(match level {
            Some(level) => format!("no {level} puzzle in {LEVEL_ATTEMPTS} attempts"),
            None => "no complete grid obeys these rules".to_string(),
        }));
    };
    Ok(Puzzle {
        alphabet: options.symbols.unwrap_or_else(|| Alphabet::for_side(size)),
        grid: made.puzzle,
        layout: Layout::Line,
    })
}

/// to_dot(puzzle, *, solve=False, variant="classic", regions=None, box=None, symbols=None)
/// --
///
/// The puzzle's constraint graph as Graphviz DOT text: one node per cell, an edge
/// between cells that share a unit; with solve=True, coloured by its solution.
#[pyfunction]
#[pyo3(signature = (puzzle, *, solve=false, **options))]
fn to_dot(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    solve: bool,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let options = read_options(options)?;
    let puzzle = Puzzle::of(puzzle, &options)?;
    let grid = &puzzle.grid;
    let solution = match solve {
        false => None,
        true => match interrupt::run(py, None, |limits| {
            solver(grid.rules()).solve(grid, limits).0
        })? {
            Answer::Solved(solution) => Some(solution),
            _ => {
                return Err(SudographError::new_err(
                    "the puzzle has no solution to draw",
                ));
            }
        },
    };
    let graph = ConstraintGraph::new(grid);
    Ok(graph_to_dot(&graph, solution.as_ref(), &puzzle.alphabet))
}

/// Adds the Sudoku functions and the Grade class to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(grade, m)?)?;
    m.add_function(wrap_pyfunction!(hint, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(to_dot, m)?)?;
    m.add_class::<Grade>()?;
    Ok(())
}
