//! Puzzle generation on the colourer: a random complete grid (the colourer with a seeded
//! random colour order), then clues taken away one by one while the solution stays unique:
//! checked by a search per clue up to [`SEARCHED_SIDE`], by singles past it.
//! Generating to a difficulty makes puzzles seed after seed and keeps the first that the
//! grader ([`crate::grade`]) puts at the level asked for.

use crate::grade::{Grader, Level, Technique};
use crate::grid::Grid;
use crate::solve::{Answer, Solver};
use crate::transform;
use sudograph_colour::{Limits, Settings, Stats, next_random};

mod pattern;
mod singles_removal;
mod symmetry;
mod uniqueness;

pub(crate) use self::pattern::pattern;
use self::pattern::pattern_under;
use self::singles_removal::SinglesRemoval;
pub use self::symmetry::Symmetry;
use self::uniqueness::Checks;

/// The largest side whose clues are taken away by a uniqueness search each. Past it (6,561
/// cells and more, each a search of a grid that size) a clue goes only when singles find
/// it again from the clues left, which proves the puzzle unique without a search: the
/// puzzles are then solved by singles alone, and not minimal.
pub const SEARCHED_SIDE: usize = 64;

/// What a generated puzzle should look like.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The symmetry of the clues left: clues go a whole orbit at a time (a pair opposite
    /// about the centre for [`Symmetry::Rotate180`], as printed puzzles usually are).
    pub symmetry: Symmetry,
    /// Stop taking clues away once this many are left. `None`: go on until no clue can go
    /// (a minimal puzzle).
    pub clues: Option<usize>,
    /// Search nodes allowed to each uniqueness check. A check that runs out keeps its clue,
    /// so the puzzle stays unique but may not be minimal. `None`: unbounded.
    pub check_nodes: Option<u64>,
    /// Threads that run uniqueness checks at once (0 and 1: the calling thread alone).
    /// The puzzle is the same on any number; more finish sooner, as the checks of the
    /// clues next in turn run checks.
    pub threads: usize,
}

/// A generated puzzle with its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: its only solution is `solution`.
    pub puzzle: Grid,
    /// The random complete grid the puzzle came from.
    pub solution: Grid,
    /// True when every remaining clue was tried and is needed for uniqueness.
    pub minimal: bool,
}

/// How hard a puzzle is: for a person (the grader) and for the colourer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// Its level by the human techniques it needs.
    pub level: Level,
    /// The hardest technique the grader used, if it took any step.
    pub hardest: Option<Technique>,
    /// Naked and hidden singles alone (no guessing, no stronger rule) solve it: the level
    /// is [`Level::Simple`].
    pub singles: bool,
    /// Search effort to solve it and prove it unique with the full solver.
    pub stats: Stats,
}

/// Makes a puzzle under `solver`'s rules from `seed`: the same seed always gives the same
/// puzzle.
///
/// # Arguments
/// * `solver`: compiled for the shape and variant wanted.
/// * `options`: symmetry, a clue target, the budget of each uniqueness check.
/// * `seed`: picks the complete grid and the order in which clues are tried.
/// * `tried`: called after each clue (or symmetric orbit) is tried, to show progress.
///
/// # Returns
/// The puzzle, its solution, and whether it is minimal; `None` when no complete grid obeys
/// the rules (some jigsaw region maps allow none; classic Sudoku and Sudoku X always do).
///
/// # Complexity
/// Up to [`SEARCHED_SIDE`], one or two searches per clue of the complete grid (side²
/// cells): each looks for a solution other than the known one. Past it, a check of the
/// units around each clue (side × units per cell), and no search but the complete grid's.
///
/// # Examples
/// ```
/// use sudograph::{generate::{generate, Options}, grid::Shape, solve::Solver};
/// use sudograph_colour::Limits;
/// let solver = Solver::new(Shape::square(2).unwrap());
/// let made = generate(&solver, &Options::default(), 7, |_| {}).unwrap();
/// let (count, _) = solver.count(&made.puzzle, 2, &Limits::default());
/// assert_eq!(count.found, 1);
/// assert!(made.minimal);
/// assert_eq!(Some(made), generate(&solver, &Options::default(), 7, |_| {}));
/// ```
pub fn generate(
    solver: &Solver,
    options: &Options,
    seed: u64,
    tried: impl FnMut(usize),
) -> Option<Generated> {
    let solution = solution_of(solver, seed)?;
    Some(generate_from(solver, options, seed, solution, tried))
}

/// The complete grid that [`generate`] makes the puzzle of `seed` from: the
/// `complete_grid` of `seed + 1`. A caller that must first learn whether any complete grid
/// exists (some jigsaw region maps allow none) keeps this one for [`generate_from`] rather
/// than have the grid filled twice. `None` when no complete grid obeys the rules.
pub fn solution_of(solver: &Solver, seed: u64) -> Option<Grid> {
    complete_grid(solver, fill_seed(seed))
}

/// The seed that the puzzle of `seed` fills its complete grid and orders its cells with:
/// one past it, as puzzles have been drawn from the start, so that each seed keeps its
/// puzzle. Both uses read it here, since [`generate_from`] makes [`generate`]'s puzzle
/// only when they agree.
fn fill_seed(seed: u64) -> u64 {
    seed.wrapping_add(1)
}

/// Makes the puzzle of `seed` from `solution`, a complete grid of `solver`'s rules, as
/// [`generate`] does from the grid it fills: the same puzzle when `solution` is
/// [`solution_of`] `seed`, so that a grid already filled is not filled again.
///
/// # Examples
/// ```
/// use sudograph::{generate::{generate, generate_from, solution_of, Options}, grid::Shape, solve::Solver};
/// let solver = Solver::new(Shape::square(3).unwrap());
/// let solution = solution_of(&solver, 7).unwrap();
/// let made = generate_from(&solver, &Options::default(), 7, solution, |_| {});
/// assert_eq!(Some(made), generate(&solver, &Options::default(), 7, |_| {}));
/// ```
pub fn generate_from(
    solver: &Solver,
    options: &Options,
    seed: u64,
    solution: Grid,
    mut tried: impl FnMut(usize),
) -> Generated {
    let shape = solver.shape();
    let limits = Limits {
        max_nodes: options.check_nodes,
        ..Limits::default()
    };
    let cells = shape.cells();
    let mut order: Vec<usize> = (0..cells).collect();
    let mut state = fill_seed(seed).wrapping_mul(0xD605_BBB5_8C8A_BB4B) | 1;
    for i in (1..cells).rev() {
        order.swap(i, next_random(&mut state) as usize % (i + 1));
    }
    let symmetry = options.symmetry.resolve(seed);
    let side = shape.side();
    let steps: Vec<Vec<usize>> = order
        .iter()
        .map(|&cell| symmetry.orbit(side, cell))
        .collect();
    if side > SEARCHED_SIDE {
        return by_singles(solution, &steps, options.clues, tried);
    }
    let checks = Checks::new(
        solver,
        &solution,
        &limits,
        &steps,
        solution.clone(),
        options.threads,
    );
    let mut left = cells;
    let mut minimal = true;
    std::thread::scope(|scope| {
        let _finish = checks.finish_on_drop();
        // With helpers, this thread only decides: it waits on their checks.
        if options.threads > 1 {
            for _ in 0..options.threads {
                scope.spawn(|| checks.work());
            }
        }
        for (step, orbit) in steps.iter().enumerate() {
            if !checks.has_clue(orbit[0]) {
                tried(step + 1);
                continue;
            }
            let removed = orbit.len();
            if options.clues.is_some_and(|target| left < target + removed) {
                minimal = false;
                break;
            }
            match checks.decide(step) {
                Some(true) => {
                    checks.remove(step);
                    left -= removed;
                }
                Some(false) => {}
                None => minimal = false,
            }
            tried(step + 1);
        }
    });
    let puzzle = checks.puzzle();
    Generated {
        puzzle,
        solution,
        minimal,
    }
}

/// Stack bytes per cell for a search that fills an empty grid past [`SEARCHED_SIDE`]: it
/// recurses once per cell it branches on, deeper than a thread's default stack holds
/// (81×81 overflows 2 MB). Reserved, not used, until the search goes that deep.
const FILL_STACK_PER_CELL: usize = 2048;

/// A complete grid of `solver`'s rules drawn from `seed`, as [`generate`] starts from.
/// Past [`SEARCHED_SIDE`], the pattern grid (`pattern`) when it obeys the rules: under
/// classic rules shuffled by [`transform::shuffle`], under a variant turned and relabelled
/// ([`pattern_under`]), since a search fills an empty 100×100 grid in minutes and keeps a
/// grid per level (849 MB for 81×81 anti-knight, 1.9 GB for 100×100). Else the colourer's
/// search with a seeded random colour order, past [`SEARCHED_SIDE`] on a thread with the
/// stack it needs (learning alone would keep less, but took longer than 150 s for 81×81
/// Sudoku X, which this search fills in 20 to 100 s). `None` when no complete grid obeys
/// the rules (some jigsaw region maps allow none).
pub(crate) fn complete_grid(solver: &Solver, seed: u64) -> Option<Grid> {
    let rules = solver.rules();
    let variant = rules.variant();
    let side = rules.side();
    if side > SEARCHED_SIDE {
        if variant.is_classic() {
            let grid = Grid::from_cells(rules.clone(), pattern(rules.shape()))
                .expect("symbols below the side");
            return transform::shuffle(&grid, seed).ok();
        }
        if let Some(grid) = pattern_under(rules, seed) {
            return Some(grid);
        }
    }
    // Filling the empty grid is quick (or quickly shown impossible): it gets no budget.
    let empty = Grid::empty(rules.clone());
    let settings = Settings {
        seed,
        ..Settings::default()
    };
    let fill = || match solver.solve_with(&empty, &Limits::default(), &settings).0 {
        Answer::Solved(solution) => Some(solution),
        _ => None,
    };
    if side <= SEARCHED_SIDE {
        return fill();
    }
    std::thread::scope(|scope| {
        let filler = std::thread::Builder::new().stack_size(side * side * FILL_STACK_PER_CELL);
        // A thread that cannot start leaves the search to this one; a panic stays a panic,
        // never a claim that no grid exists.
        match filler.spawn_scoped(scope, fill) {
            Ok(thread) => thread
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => fill(),
        }
    })
}

/// The puzzle left by taking away, step by step, the clues of each orbit of `steps` that
/// singles find again ([`SinglesRemoval::take`]), until `clues` would be passed.
fn by_singles(
    solution: Grid,
    steps: &[Vec<usize>],
    clues: Option<usize>,
    mut tried: impl FnMut(usize),
) -> Generated {
    let mut singles = SinglesRemoval::new(&solution);
    let mut left = solution.filled();
    for (step, orbit) in steps.iter().enumerate() {
        if singles.has_clue(orbit[0]) {
            if clues.is_some_and(|target| left < target + orbit.len()) {
                break;
            }
            if singles.take(orbit) {
                left -= orbit.len();
            }
        }
        tried(step + 1);
    }
    Generated {
        puzzle: singles.puzzle(&solution),
        solution,
        minimal: false,
    }
}

/// Rates a puzzle: its level by the grader, and the full search's effort to solve it and
/// prove it unique.
///
/// # Examples
/// ```
/// use sudograph::{generate::rate, format::{read_puzzles, ReadOptions}, grade::Level, solve::Solver};
/// let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap().grid;
/// let rating = rate(&Solver::new(puzzle.shape()), &puzzle);
/// assert!(rating.singles);
/// assert_eq!(rating.level, Level::Simple);
/// assert_eq!(rating.stats.nodes, 0);
/// ```
pub fn rate(solver: &Solver, puzzle: &Grid) -> Rating {
    let (count, stats) = solver.count(puzzle, 2, &Limits::default());
    // The uniqueness techniques only for a puzzle the count proves unique.
    let grader = match (count.complete, count.found) {
        (true, 1) => Grader::new(puzzle.rules()).for_unique_puzzles(),
        _ => Grader::new(puzzle.rules()),
    };
    let grade = grader.grade(puzzle.cells());
    Rating {
        level: grade.level(),
        hardest: grade.hardest(),
        singles: grade.level() == Level::Simple,
        stats,
    }
}

/// A puzzle of exactly `level` under `solver`'s rules, made from `seed`: attempt k makes a
/// puzzle as [`generate`] does from a seed derived from `seed` and k (attempt 0 from `seed`
/// itself) and grades it; the first at `level` is kept, so the same seed always gives the
/// same puzzle.
///
/// # Arguments
/// * `grader`: compiled for the same rules as `solver`; the puzzles made are unique, so it
///   may be one [`for_unique_puzzles`](Grader::for_unique_puzzles).
/// * `attempts`: how many puzzles to make at most before giving up.
/// * `tried`: called with (attempt, clues tried in it), to show progress.
///
/// # Returns
/// The puzzle and the attempts it took; `None` when no attempt reached the level (some
/// levels are out of reach of small grids) or no complete grid obeys the rules.
///
/// # Examples
/// ```
/// use sudograph::{generate::{generate_at, Options}, grade::{Grader, Level}, grid::Shape, solve::Solver};
/// let solver = Solver::new(Shape::square(3).unwrap());
/// let grader = Grader::new(solver.rules());
/// let (made, _) = generate_at(&solver, &grader, &Options::default(), Level::Medium, 7, 1000, |_, _| {}).unwrap();
/// assert_eq!(grader.grade(made.puzzle.cells()).level(), Level::Medium);
/// ```
pub fn generate_at(
    solver: &Solver,
    grader: &Grader,
    options: &Options,
    level: Level,
    seed: u64,
    attempts: u64,
    tried: impl FnMut(u64, usize),
) -> Option<(Generated, u64)> {
    let at_level = |made: &Generated| grader.grade(made.puzzle.cells()).level() == level;
    generate_where(solver, options, seed, attempts, at_level, tried)
}

/// A puzzle under `solver`'s rules that `wanted` accepts, made from `seed`: attempt k makes
/// a puzzle as [`generate`] does from a seed derived from `seed` and k (attempt 0 from
/// `seed` itself), and the first that `wanted` accepts is kept, so the same seed always
/// gives the same puzzle. [`generate_at`] wants a level; `generate --rating` a band of
/// ratings.
///
/// # Returns
/// The puzzle and the attempts it took; `None` when none of `attempts` attempts was
/// wanted, or no complete grid obeys the rules.
pub fn generate_where(
    solver: &Solver,
    options: &Options,
    seed: u64,
    attempts: u64,
    mut wanted: impl FnMut(&Generated) -> bool,
    mut tried: impl FnMut(u64, usize),
) -> Option<(Generated, u64)> {
    for attempt in 0..attempts {
        let from = seed.wrapping_add(attempt.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let made = generate(solver, options, from, |clues| tried(attempt, clues))?;
        if wanted(&made) {
            return Some((made, attempt + 1));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{complete_grid, pattern_under};
    use crate::grid::Shape;
    use crate::rules::{Rules, Variant};
    use crate::solve::Solver;

    /// Past the searched side, the pattern grid shuffled: complete and valid.
    #[test]
    fn a_complete_grid_of_side_100_is_valid() {
        let solver = Solver::new(Shape::square(10).unwrap());
        let grid = complete_grid(&solver, 7).unwrap();
        assert!(grid.is_complete() && crate::check(&grid, None).is_empty());
    }

    /// The pattern grid, turned and relabelled, is taken under a variant only where it
    /// obeys the rules: anti-king and anti-knight at 81×81, not anti-knight at 4×4 nor
    /// windoku at 9×9.
    #[test]
    fn the_pattern_grid_is_taken_under_a_variant_only_where_it_obeys_the_rules() {
        let rules =
            |n: usize, variant: Variant| Rules::new(Shape::square(n).unwrap(), variant).unwrap();
        let knight = Variant {
            anti_knight: true,
            ..Variant::default()
        };
        let windoku = Variant {
            windoku: true,
            ..Variant::default()
        };
        let both = rules(
            9,
            Variant {
                anti_king: true,
                ..knight.clone()
            },
        );
        let grid = pattern_under(&both, 7).expect("the pattern grid obeys both at 81×81");
        assert!(grid.is_complete() && crate::check(&grid, None).is_empty());
        assert_ne!(
            Some(&grid),
            pattern_under(&both, 8).as_ref(),
            "each seed its own"
        );
        assert!(pattern_under(&rules(2, knight), 7).is_none());
        assert!(pattern_under(&rules(3, windoku), 7).is_none());
    }
}
