//! Sudoku solving as graph colouring: the constraint graph of a shape under its rules is
//! built and compiled once, then each puzzle under those rules is coloured with its givens as
//! the pre-colouring.

use std::borrow::Cow;

use crate::graph::ConstraintGraph;
use crate::grid::Grid;
use crate::lesson::{LessonStep, Replay, narrate};
use crate::rules::Rules;
use crate::shape::Shape;
use sudograph_colour::bits;
use sudograph_colour::{
    Colour, Colourer, Count, Limits, Outcome, Request, Settings, Stats, WORD_COLOURS,
    allowed_colours, recycle, set_words,
};

/// The answer for one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A complete grid that keeps every given.
    Solved(Grid),
    /// No grid completes the puzzle.
    NoSolution,
    /// The search limits ran out first.
    GaveUp,
}

/// The answer of [`Solver::count`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solutions {
    /// Solutions found, at most the limit.
    pub found: u64,
    /// False when the search limits ran out before the count was settled.
    pub complete: bool,
    /// The first solution found.
    pub first: Option<Grid>,
}

/// Solves puzzles under one set of rules (a shape, maybe a variant), reusing the compiled
/// constraint graph across puzzles.
#[derive(Clone, Debug)]
pub struct Solver {
    rules: Rules,
    /// The constraint graph as a petgraph graph, kept for grids of at most 64 symbols
    /// (lessons draw it) and for any grid under anti-knight or anti-king, whose edges no
    /// unit lists; other larger grids are compiled from their units alone.
    graph: Option<ConstraintGraph>,
    colourer: Colourer,
}

impl Solver {
    /// Builds the constraint graph of the rules (or of a shape's classic rules) and compiles
    /// it for the colourer: as a petgraph graph up to 64 symbols, from the units alone
    /// beyond (see [`Colourer::of_units`]) unless anti-knight or anti-king adds edges that
    /// no unit lists, which the petgraph graph holds at any side.
    pub fn new(rules: impl Into<Rules>) -> Solver {
        let rules = rules.into();
        let side = rules.shape().side();
        // The units alone list every edge unless a rule joins cells outside them.
        if side > WORD_COLOURS && rules.apart().is_empty() {
            let units: Vec<Vec<usize>> = rules.units().into_iter().map(|u| u.cells).collect();
            let colourer = Colourer::of_units(side * side, side, &units)
                .expect("every unit is side cells of the grid");
            return Solver {
                rules,
                graph: None,
                colourer,
            };
        }
        let graph = ConstraintGraph::new(&Grid::empty(rules.clone()));
        let colourer = Colourer::new(graph.graph(), side, &graph.unit_nodes())
            .expect("every unit is a clique of side nodes");
        Solver {
            rules,
            graph: Some(graph),
            colourer,
        }
    }

    /// The rules this solver was compiled for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The shape this solver was compiled for.
    pub fn shape(&self) -> Shape {
        self.rules.shape()
    }

    /// The constraint graph: the one kept, or built now for a grid past 64 symbols.
    fn graph(&self) -> Cow<'_, ConstraintGraph> {
        match &self.graph {
            Some(graph) => Cow::Borrowed(graph),
            None => Cow::Owned(ConstraintGraph::new(&Grid::empty(self.rules.clone()))),
        }
    }

    /// A colouring as a grid under this solver's rules.
    fn to_grid(&self, colours: &[Colour]) -> Option<Grid> {
        Grid::from_cells(
            self.rules.clone(),
            colours.iter().map(|&c| Some(c)).collect(),
        )
    }

    /// Solves a puzzle; a puzzle under other rules gets a solver compiled for it on the spot.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{format::{read_puzzles, ReadOptions}, solve::{Answer, Solver}};
    /// use sudograph_colour::Limits;
    /// let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap();
    /// let solver = Solver::new(puzzle.grid.shape());
    /// let (answer, _stats) = solver.solve(&puzzle.grid, &Limits::default());
    /// let Answer::Solved(grid) = answer else { panic!("the puzzle has a solution") };
    /// assert_eq!(grid.get(0, 0), Some(1)); // symbol 1 is `2`
    /// ```
    pub fn solve(&self, puzzle: &Grid, limits: &Limits) -> (Answer, Stats) {
        self.solve_with(puzzle, limits, &Settings::default())
    }

    /// [`Solver::solve`] with chosen search [`Settings`]: a seeded random order (a random
    /// solution), or singles-only propagation (to rate a puzzle).
    pub fn solve_with(
        &self,
        puzzle: &Grid,
        limits: &Limits,
        settings: &Settings,
    ) -> (Answer, Stats) {
        let solver = self.for_rules(puzzle.rules());
        let (outcome, stats) = solver.solve_cells(puzzle.cells(), limits, settings);
        (solver.answer(outcome), stats)
    }

    /// [`Solver::solve_with`] on a puzzle's cells (reading order, under this solver's rules),
    /// without building grids: the colourer's outcome, whose colouring is the solution's
    /// symbols in reading order. What a batch calls for each of many puzzles.
    ///
    /// # Panics
    /// When `cells` is not side² long.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, solve::Solver};
    /// use sudograph_colour::{Limits, Outcome, Settings};
    /// let solver = Solver::new(Shape::square(2).unwrap());
    /// let cells = [None, None, Some(2), Some(3), None, Some(3), Some(1), Some(0),
    ///              None, None, None, Some(2), Some(0), Some(2), Some(3), Some(1)];
    /// let (outcome, _) = solver.solve_cells(&cells, &Limits::default(), &Settings::default());
    /// assert_eq!(outcome, Outcome::Coloured(vec![1, 0, 2, 3, 2, 3, 1, 0, 3, 1, 0, 2, 0, 2, 3, 1]));
    /// ```
    pub fn solve_cells(
        &self,
        cells: &[Option<u16>],
        limits: &Limits,
        settings: &Settings,
    ) -> (Outcome, Stats) {
        self.colourer
            .colour_with(cells, limits, settings)
            .expect("one pre-colour per cell")
    }

    /// This solver when `rules` are its own, else one compiled for them on the spot.
    fn for_rules(&self, rules: &Rules) -> Cow<'_, Solver> {
        match rules == self.rules() {
            true => Cow::Borrowed(self),
            false => Cow::Owned(Solver::new(rules.clone())),
        }
    }

    /// The colourer's outcome as a grid answer.
    fn answer(&self, outcome: Outcome) -> Answer {
        match outcome {
            Outcome::Coloured(colours) => {
                let grid = self.to_grid(&colours);
                recycle(colours);
                Answer::Solved(grid.expect("colours are below side"))
            }
            Outcome::NoColouring => Answer::NoSolution,
            Outcome::GaveUp => Answer::GaveUp,
        }
    }

    /// [`Solver::solve`] that also tells the search as a lesson (see [`crate::lesson`], and
    /// [`lesson::explain`](crate::lesson::explain) for its steps in words). The traced search propagates with naked and hidden singles
    /// only, the reader's own tools, so that every forced symbol it finds can be told as
    /// legal where it happens; it may therefore guess more than [`Solver::solve`], and find
    /// another solution of a puzzle that has several.
    ///
    /// # Panics
    /// When the grid is larger than the lesson's board takes
    /// ([`lesson::MAX_LESSON_COLOURS`](crate::lesson::MAX_LESSON_COLOURS) symbols), before searching.
    pub fn solve_traced(&self, puzzle: &Grid, limits: &Limits) -> (Answer, Stats, Vec<LessonStep>) {
        assert_within_lessons(puzzle.shape().side());
        let solver = self.for_rules(puzzle.rules());
        let allowed = allowed_colours(puzzle.cells(), solver.shape().side());
        let mut report = solver
            .colourer
            .search(&Request {
                limits: *limits,
                settings: Settings {
                    trace: true,
                    singles_only: true,
                    ..Settings::default()
                },
                ..Request::new(&allowed)
            })
            .expect("one allowed set per cell");
        let steps = std::mem::take(&mut report.steps);
        let stats = report.stats;
        let told = narrate(solver.board(puzzle), &steps);
        (solver.answer(report.outcome()), stats, told)
    }

    /// The lesson's board of a puzzle: its graph with the givens placed, the candidates of
    /// every other cell, and the rules' units numbered as [`Rules::units`] lists them.
    ///
    /// # Panics
    /// As [`Solver::solve_traced`], past the board's symbols, before building the graph.
    pub fn board(&self, puzzle: &Grid) -> Replay {
        assert_within_lessons(puzzle.shape().side());
        let solver = self.for_rules(puzzle.rules());
        let graph = solver.graph();
        let side = graph.shape().side();
        Replay::new(
            graph.graph(),
            side,
            &graph.unit_nodes(),
            &allowed_colours(puzzle.cells(), side),
        )
    }

    /// A solution of `puzzle` that differs from `known` at `cell`, if there is one: with
    /// `known` a solution of the puzzle, `NoSolution` means every solution agrees with it
    /// there. One search for one colouring, so it benefits from restarts, where counting
    /// to two must exhaust the search space. `settings` choose the engine: a generator's
    /// checks mostly end in `NoSolution`, a proof for which [`Schedule::Soon`] pays.
    ///
    /// [`Schedule::Soon`]: sudograph_colour::Schedule::Soon
    pub(crate) fn find_other(
        &self,
        puzzle: &Grid,
        known: &Grid,
        cell: usize,
        limits: &Limits,
        settings: &Settings,
    ) -> (Answer, Stats) {
        let solver = self.for_rules(puzzle.rules());
        let side = solver.shape().side();
        let words = set_words(side);
        let mut allowed = allowed_colours(puzzle.cells(), side);
        if let Some(symbol) = known.cells()[cell] {
            bits::remove(
                &mut allowed[cell * words..(cell + 1) * words],
                symbol as usize,
            );
        }
        let near: Vec<Colour> = known.cells().iter().map(|s| s.unwrap_or(0)).collect();
        let report = solver
            .colourer
            .search(&Request {
                limits: *limits,
                settings: *settings,
                prefer: Some(&near),
                ..Request::new(&allowed)
            })
            .expect("one allowed set per cell");
        let stats = report.stats;
        (solver.answer(report.outcome()), stats)
    }

    /// [`Solver::count`] on a puzzle's cells (reading order, under this solver's rules),
    /// without building grids; the first solution is its symbols in reading order.
    ///
    /// # Panics
    /// When `cells` is not side² long.
    pub fn count_cells(
        &self,
        cells: &[Option<u16>],
        limit: u64,
        limits: &Limits,
        settings: &Settings,
    ) -> (Count, Stats) {
        self.colourer
            .count_with(cells, limit, limits, settings)
            .expect("one pre-colour per cell")
    }

    /// [`Solver::count_cells`] on each cell's allowed symbols instead of its given (a bit
    /// set per cell, reading order, of [`set_words`] words each): a grid with its pencil
    /// marks, whose solutions must keep to them.
    ///
    /// # Panics
    /// When `allowed` is not side² × `set_words(side)` long.
    pub fn count_allowed(
        &self,
        allowed: &[u64],
        limit: u64,
        limits: &Limits,
        settings: &Settings,
    ) -> (Count, Stats) {
        let report = self
            .colourer
            .search(&Request {
                find: limit,
                limits: *limits,
                settings: *settings,
                ..Request::new(allowed)
            })
            .expect("one allowed set per cell");
        let count = Count {
            found: report.found,
            complete: report.complete,
            first: report.first,
        };
        (count, report.stats)
    }

    /// The solutions of a puzzle's cells (reading order), up to `limit` of them, each as
    /// its symbols in reading order; with whether the list is complete (every solution, or
    /// `limit` of them) or a search ran out of `limits` first, and the search effort. The
    /// solutions are found one search each: after a solution, the rest of the space is cut
    /// into disjoint parts — agreeing with it on the cells before cell i and differing at
    /// cell i — and each part is searched in turn, so no solution comes twice.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, solve::Solver};
    /// use sudograph_colour::{Limits, Settings};
    /// let solver = Solver::new(Shape::square(2).unwrap());
    /// let mut cells = vec![None; 16];
    /// cells[..8].copy_from_slice(&[0, 1, 2, 3, 2, 3, 0, 1].map(Some));
    /// let (solutions, complete, _) = solver.solutions(&cells, 0, &Limits::default(), &Settings::default());
    /// assert!(complete);
    /// assert_eq!(solutions.len(), 4);
    /// ```
    pub fn solutions(
        &self,
        cells: &[Option<u16>],
        limit: u64,
        limits: &Limits,
        settings: &Settings,
    ) -> (Vec<Vec<Colour>>, bool, Stats) {
        let mut found: Vec<Vec<Colour>> = Vec::new();
        let mut stats = Stats::default();
        let side = self.shape().side();
        let words = set_words(side);
        let mut all = vec![0; words];
        (0..side).for_each(|c| bits::insert(&mut all, c));
        let first = |set: &mut [u64]| set.iter_mut().zip(&all).for_each(|(s, a)| *s &= a);
        let mut space = allowed_colours(cells, side);
        space.chunks_exact_mut(words).for_each(first);
        let mut spaces = vec![space];
        let limit = if limit == 0 { u64::MAX } else { limit };
        while let Some(space) = spaces.pop() {
            if found.len() as u64 >= limit {
                return (found, true, stats);
            }
            let (count, effort) = self.count_allowed(&space, 1, limits, settings);
            stats += effort;
            let Some(solution) = count.first else {
                match count.complete {
                    true => continue,
                    false => return (found, false, stats),
                }
            };
            // Later cells first on the stack, so that the parts are searched in cell order.
            for i in (0..solution.len()).rev() {
                let mut other = space[i * words..(i + 1) * words].to_vec();
                bits::remove(&mut other, solution[i] as usize);
                if other.iter().any(|&w| w != 0) {
                    let mut part = space.clone();
                    for (j, &symbol) in solution.iter().enumerate().take(i) {
                        let set = &mut part[j * words..(j + 1) * words];
                        set.fill(0);
                        bits::insert(set, symbol as usize);
                    }
                    part[i * words..(i + 1) * words].copy_from_slice(&other);
                    spaces.push(part);
                }
            }
            found.push(solution);
        }
        (found, true, stats)
    }

    /// Counts the puzzle's solutions up to `limit` (2 tells unique from several), keeping
    /// the first one.
    pub fn count(&self, puzzle: &Grid, limit: u64, limits: &Limits) -> (Solutions, Stats) {
        let solver = self.for_rules(puzzle.rules());
        let (count, stats) =
            solver.count_cells(puzzle.cells(), limit, limits, &Settings::default());
        let first = count
            .first
            .map(|colours| solver.to_grid(&colours).expect("colours are below side"));
        (
            Solutions {
                found: count.found,
                complete: count.complete,
                first,
            },
            stats,
        )
    }
}

/// Solves one puzzle with no limits: the one-line entry point of the library. The answer
/// tells a solution from a proof that there is none; with no limits the search never
/// gives up. To solve many puzzles under the same rules, or with limits, build a
/// [`Solver`] once.
///
/// # Examples
/// ```
/// use sudograph::{Answer, Grid};
/// let puzzle: Grid = "..34.421...31342".parse().unwrap();
/// let Answer::Solved(solution) = sudograph::solve(&puzzle) else { panic!("it has a solution") };
/// assert_eq!(solution.to_string(), "2134342142131342");
/// let clash: Grid = "11..............".parse().unwrap();
/// assert_eq!(sudograph::solve(&clash), Answer::NoSolution);
/// ```
pub fn solve(puzzle: &Grid) -> Answer {
    Solver::new(puzzle.rules().clone())
        .solve(puzzle, &Limits::default())
        .0
}

/// Refuses a grid of more symbols than a lesson's board holds, before any work.
fn assert_within_lessons(side: usize) {
    assert!(
        side <= crate::lesson::MAX_LESSON_COLOURS,
        "a lesson's board takes grids up to {0}×{0}; this one is {side}×{side}",
        crate::lesson::MAX_LESSON_COLOURS
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_other_finds_a_solution_that_differs_at_the_cell() {
        let solver = Solver::new(Shape::square(2).unwrap());
        let empty = Grid::empty(solver.shape());
        let Answer::Solved(known) = solver.solve(&empty, &Limits::default()).0 else {
            panic!("an empty grid has solutions");
        };
        let any = Settings::default();
        let Answer::Solved(other) = solver
            .find_other(&empty, &known, 0, &Limits::default(), &any)
            .0
        else {
            panic!("an empty grid has many solutions");
        };
        assert_ne!(other.get(0, 0), known.get(0, 0));
        assert_eq!(
            solver
                .find_other(&known, &known, 0, &Limits::default(), &any)
                .0,
            Answer::NoSolution,
            "a full grid has no other solution"
        );
    }

    /// Past 64 symbols the colourer is compiled from the units alone, unless a move rule
    /// adds edges no unit lists: two givens touching diagonally in different boxes of an
    /// 81×81 grid clash only under anti-king.
    #[test]
    fn past_64_symbols_the_move_rules_keep_their_edges() {
        let variant = crate::rules::Variant {
            anti_king: true,
            ..crate::rules::Variant::default()
        };
        let rules = Rules::new(Shape::square(9).unwrap(), variant).unwrap();
        let mut cells = vec![None; 81 * 81];
        // r1c9 and r2c10.
        cells[8] = Some(0);
        cells[81 + 9] = Some(0);
        let puzzle = Grid::from_cells(rules.clone(), cells).unwrap();
        let answer = Solver::new(rules).solve(&puzzle, &Limits::default()).0;
        assert!(answer == Answer::NoSolution, "a solution was found");
    }
}
