//! Sudoku solving as graph colouring: the constraint graph of a shape under its rules is
//! built and compiled once, then each puzzle under those rules is coloured with its givens as
//! the pre-colouring.

use std::borrow::Cow;

use crate::colour::{
    Colour, Colourer, Count, Limits, Outcome, Settings, Stats, Step, allowed_colours, recycle,
};
use crate::format::Alphabet;
use crate::graph::ConstraintGraph;
use crate::grid::{Grid, Shape, cell_name};
use crate::rules::Rules;

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
    graph: ConstraintGraph,
    colourer: Colourer,
}

impl Solver {
    /// Builds the constraint graph of the rules (or of a shape's classic rules) and compiles
    /// it for the colourer.
    pub fn new(rules: impl Into<Rules>) -> Solver {
        let graph = ConstraintGraph::new(&Grid::empty(rules));
        let colourer = Colourer::new(graph.graph(), graph.shape().side(), &graph.unit_nodes())
            .expect("every unit is a clique of side nodes");
        Solver { graph, colourer }
    }

    /// The rules this solver was compiled for.
    pub fn rules(&self) -> &Rules {
        self.graph.rules()
    }

    /// The shape this solver was compiled for.
    pub fn shape(&self) -> Shape {
        self.graph.shape()
    }

    /// Solves a puzzle; a puzzle under other rules gets a solver compiled for it on the spot.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{format::{read_puzzles, ReadOptions}, solve::{Answer, Solver}, colour::Limits};
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
    /// use sudograph::{colour::{Limits, Outcome, Settings}, grid::Shape, solve::Solver};
    /// let solver = Solver::new(Shape::square(2).unwrap());
    /// let cells = [None, None, Some(2), Some(3), None, Some(3), Some(1), Some(0),
    ///              None, None, None, Some(2), Some(0), Some(2), Some(3), Some(1)];
    /// let (outcome, _) = solver.solve_cells(&cells, &Limits::default(), &Settings::default());
    /// assert_eq!(outcome, Outcome::Coloured(vec![1, 0, 2, 3, 2, 3, 1, 0, 3, 1, 0, 2, 0, 2, 3, 1]));
    /// ```
    pub fn solve_cells(
        &self,
        cells: &[Option<u8>],
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
                let grid = self.graph.to_grid(&colours);
                recycle(colours);
                Answer::Solved(grid.expect("colours are below side"))
            }
            Outcome::NoColouring => Answer::NoSolution,
            Outcome::GaveUp => Answer::GaveUp,
        }
    }

    /// [`Solver::solve`] that also returns every step of the search (see
    /// [`Solver::explain`] to put them in words).
    pub fn solve_traced(&self, puzzle: &Grid, limits: &Limits) -> (Answer, Stats, Vec<Step>) {
        let solver = self.for_rules(puzzle.rules());
        let (outcome, stats, steps) = solver
            .colourer
            .colour_traced(puzzle.cells(), limits)
            .expect("one pre-colour per cell");
        (solver.answer(outcome), stats, steps)
    }

    /// One step of a traced search in Sudoku words, indented by its depth: a forced symbol
    /// and why (naked single: only symbol left; hidden single: only place in its row,
    /// column or box), a guess, a backtrack, a contradiction.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{colour::Limits, format::{read_puzzles, Alphabet, ReadOptions}, solve::Solver};
    /// let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap().grid;
    /// let solver = Solver::new(puzzle.shape());
    /// let (_, _, steps) = solver.solve_traced(&puzzle, &Limits::default());
    /// let alphabet = Alphabet::for_side(4);
    /// let lines: Vec<String> = steps.iter().map(|s| solver.explain(s, &alphabet)).collect();
    /// assert_eq!(lines.len(), 6, "one forced symbol per empty cell, no guess");
    /// assert!(lines.contains(&"r1c1 = 2: only symbol left (naked single)".to_string()));
    /// ```
    pub fn explain(&self, step: &Step, alphabet: &Alphabet) -> String {
        let side = self.shape().side();
        let indent = |depth: u32| "  ".repeat(depth as usize);
        let cell = |node: u32| cell_name(side, node as usize);
        let symbol = |colour: Colour| alphabet.symbol(colour);
        match *step {
            Step::Forced {
                node,
                colour,
                unit: None,
                depth,
            } => format!(
                "{}{} = {}: only symbol left (naked single)",
                indent(depth),
                cell(node),
                symbol(colour)
            ),
            Step::Forced {
                node,
                colour,
                unit: Some(u),
                depth,
            } => {
                let unit = &self.graph.units()[u as usize];
                format!(
                    "{}{} = {}: only place for {} in {} (hidden single)",
                    indent(depth),
                    cell(node),
                    symbol(colour),
                    symbol(colour),
                    unit.kind.name(unit.index)
                )
            }
            Step::Branch {
                node,
                colour,
                choices,
                depth,
            } => format!(
                "{}guess {} = {} (one of {choices} symbols left), depth {depth}",
                indent(depth - 1),
                cell(node),
                symbol(colour)
            ),
            Step::Backtrack {
                node,
                colour,
                depth,
            } => format!(
                "{}back to depth {depth}: {} = {} fails, so {} ≠ {}",
                indent(depth),
                cell(node),
                symbol(colour),
                cell(node),
                symbol(colour)
            ),
            Step::Contradiction { depth } => {
                format!(
                    "{}contradiction: a cell or a unit has no symbol left",
                    indent(depth)
                )
            }
            Step::Restart => "restart from the givens with other tie-breaks".to_string(),
        }
    }

    /// A solution of `puzzle` that differs from `known` at `cell`, if there is one: with
    /// `known` a solution of the puzzle, `NoSolution` means every solution agrees with it
    /// there. One search for one colouring, so it benefits from restarts, where counting
    /// to two must exhaust the search space.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{colour::Limits, grid::{Grid, Shape}, solve::{Answer, Solver}};
    /// let solver = Solver::new(Shape::square(2).unwrap());
    /// let empty = Grid::empty(solver.shape());
    /// let Answer::Solved(known) = solver.solve(&empty, &Limits::default()).0 else { panic!() };
    /// let Answer::Solved(other) = solver.find_other(&empty, &known, 0, &Limits::default()).0
    /// else { panic!("an empty grid has many solutions") };
    /// assert_ne!(other.get(0, 0), known.get(0, 0));
    /// ```
    pub fn find_other(
        &self,
        puzzle: &Grid,
        known: &Grid,
        cell: usize,
        limits: &Limits,
    ) -> (Answer, Stats) {
        let solver = self.for_rules(puzzle.rules());
        let mut allowed = allowed_colours(puzzle.cells());
        if let Some(symbol) = known.cells()[cell] {
            allowed[cell] &= !(1 << symbol);
        }
        let (outcome, stats) = solver
            .colourer
            .colour_within(&allowed, limits, &Settings::default())
            .expect("one allowed set per cell");
        (solver.answer(outcome), stats)
    }

    /// [`Solver::count`] on a puzzle's cells (reading order, under this solver's rules),
    /// without building grids; the first solution is its symbols in reading order.
    ///
    /// # Panics
    /// When `cells` is not side² long.
    pub fn count_cells(
        &self,
        cells: &[Option<u8>],
        limit: u64,
        limits: &Limits,
        settings: &Settings,
    ) -> (Count, Stats) {
        self.colourer
            .count_with(cells, limit, limits, settings)
            .expect("one pre-colour per cell")
    }

    /// Counts the puzzle's solutions up to `limit` (2 tells unique from several), keeping
    /// the first one.
    pub fn count(&self, puzzle: &Grid, limit: u64, limits: &Limits) -> (Solutions, Stats) {
        let solver = self.for_rules(puzzle.rules());
        let (count, stats) =
            solver.count_cells(puzzle.cells(), limit, limits, &Settings::default());
        let first = count.first.map(|colours| {
            solver
                .graph
                .to_grid(&colours)
                .expect("colours are below side")
        });
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

/// A traced search replayed on the puzzle's grid, step by step: the cells as the search
/// holds them after each step, to draw a colouring as it happens (`dot --steps`).
#[derive(Clone, Debug)]
pub struct Replay {
    grid: Grid,
    /// For each cell the search filled, the depth it was filled at (givens: `None`).
    filled_at: Vec<Option<u32>>,
}

impl Replay {
    /// The replay before the first step: the puzzle's givens.
    pub fn new(puzzle: &Grid) -> Replay {
        Replay {
            grid: puzzle.clone(),
            filled_at: vec![None; puzzle.cells().len()],
        }
    }

    /// Applies one step and returns the cell it decided, if any. A forced symbol or a guess
    /// fills its cell; a backtrack to depth d empties every cell filled deeper than d (the
    /// guesses and what they forced), and a restart every cell filled below the root.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{colour::Limits, format::{read_puzzles, ReadOptions}, solve::{Replay, Solver}};
    /// let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap().grid;
    /// let solver = Solver::new(puzzle.shape());
    /// let (_, _, steps) = solver.solve_traced(&puzzle, &Limits::default());
    /// let mut replay = Replay::new(&puzzle);
    /// for step in &steps {
    ///     replay.apply(step);
    /// }
    /// assert!(replay.grid().is_complete());
    /// ```
    pub fn apply(&mut self, step: &Step) -> Option<usize> {
        let side = self.grid.side();
        let undo_deeper = |replay: &mut Replay, depth: u32| {
            for cell in 0..replay.filled_at.len() {
                if replay.filled_at[cell].is_some_and(|d| d > depth) {
                    replay.filled_at[cell] = None;
                    replay.grid.set(cell / side, cell % side, None);
                }
            }
        };
        match *step {
            Step::Forced {
                node,
                colour,
                depth,
                ..
            }
            | Step::Branch {
                node,
                colour,
                depth,
                ..
            } => {
                let cell = node as usize;
                self.grid.set(cell / side, cell % side, Some(colour));
                self.filled_at[cell] = Some(depth);
                Some(cell)
            }
            Step::Backtrack { node, depth, .. } => {
                undo_deeper(self, depth);
                Some(node as usize)
            }
            Step::Restart => {
                undo_deeper(self, 0);
                None
            }
            Step::Contradiction { .. } => None,
        }
    }

    /// The cells after the steps applied so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }
}

/// Solves one puzzle with no limits: the one-line entry point of the library.
///
/// ```
/// use sudograph::{grid::{Grid, Shape}, solve::solve};
/// let solution = solve(&Grid::empty(Shape::square(3).unwrap())).unwrap();
/// assert!(solution.is_complete());
/// ```
pub fn solve(puzzle: &Grid) -> Option<Grid> {
    match Solver::new(puzzle.rules().clone())
        .solve(puzzle, &Limits::default())
        .0
    {
        Answer::Solved(grid) => Some(grid),
        Answer::NoSolution | Answer::GaveUp => None,
    }
}
