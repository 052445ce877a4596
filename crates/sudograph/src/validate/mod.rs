//! The validator: says whether a grid is a correct solution (of a given puzzle), and if not,
//! exactly where it breaks; and why a puzzle has no solution
//! ([`unsolvable::why_unsolvable`]).
//! Independent of the solver: it reads the grid's units directly.

use std::fmt;

use crate::apart::Apart;
use crate::format::Alphabet;
use crate::grid::{Grid, cell_name};
use crate::rules::{Rules, Unit, UnitKind};
use crate::shape::Shape;

pub mod unsolvable;

/// One way a grid fails to be a solution. Cells are numbered in reading order from 0 in a
/// grid of `side`; symbols count from 0. `Display` writes it as [`Violation::describe`]
/// does, in the default alphabet of the side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    /// The grid and the puzzle are not the same size.
    ShapeMismatch {
        /// The puzzle's shape.
        puzzle: Shape,
        /// The grid's shape.
        grid: Shape,
    },
    /// A cell with no symbol.
    Empty {
        /// Side of the grid.
        side: usize,
        /// The empty cell.
        cell: usize,
    },
    /// A symbol more than once in one unit.
    Repeated {
        /// Side of the grid.
        side: usize,
        /// The kind of unit: row, column, box, region or diagonal.
        kind: UnitKind,
        /// Which one of its kind, from 0.
        index: usize,
        /// The repeated symbol.
        symbol: u16,
        /// The cells of the unit that hold it.
        cells: Vec<usize>,
        /// True when the cells are a puzzle's givens.
        given: bool,
    },
    /// One symbol in two cells that a rule without a unit (anti-knight, anti-king) makes
    /// differ.
    Apart {
        /// Side of the grid.
        side: usize,
        /// The rule broken.
        rule: Apart,
        /// The two cells, the first earlier in reading order.
        cells: (usize, usize),
        /// The symbol both hold.
        symbol: u16,
        /// True when the cells are a puzzle's givens.
        given: bool,
    },
    /// A cell whose symbol differs from the puzzle's given.
    GivenChanged {
        /// Side of the grid.
        side: usize,
        /// The cell.
        cell: usize,
        /// The puzzle's symbol there.
        given: u16,
        /// The grid's symbol there.
        found: u16,
    },
}

impl Violation {
    /// Side of the grid the violation is found in.
    pub fn side(&self) -> usize {
        match *self {
            Violation::ShapeMismatch { grid, .. } => grid.side(),
            Violation::Empty { side, .. }
            | Violation::Repeated { side, .. }
            | Violation::Apart { side, .. }
            | Violation::GivenChanged { side, .. } => side,
        }
    }

    /// A one-line description such as `row 3: 5 appears in columns 2 and 7` or `r1c1 and
    /// r2c3 are a knight's move apart and both hold 5`, symbols written in `alphabet`.
    pub fn describe(&self, alphabet: &Alphabet) -> String {
        match self {
            &Violation::Apart {
                side,
                rule,
                cells: (a, b),
                symbol,
                given,
            } => format!(
                "{} and {} {} and both {} {}",
                cell_name(side, a),
                cell_name(side, b),
                rule.relation(),
                if given { "are given" } else { "hold" },
                alphabet.symbol(symbol)
            ),
            Violation::ShapeMismatch { puzzle, grid } => {
                format!("the grid is {grid} but the puzzle is {puzzle}")
            }
            &Violation::Empty { side, cell } => format!("{} is empty", cell_name(side, cell)),
            &Violation::GivenChanged {
                side,
                cell,
                given,
                found,
            } => format!(
                "{}: given {} changed to {}",
                cell_name(side, cell),
                alphabet.symbol(given),
                alphabet.symbol(found)
            ),
            Violation::Repeated {
                side,
                kind,
                index,
                symbol,
                cells,
                given,
            } => {
                let side = *side;
                // Rows name their cells by column, columns by row, other units in full
                // ("appears in r1c1 and r2c2", "given twice, cells r1c1 and r2c2").
                let (given_what, appears_what, places): (&str, &str, Vec<String>) = match kind {
                    UnitKind::Row => (
                        "columns ",
                        "columns ",
                        cells.iter().map(|c| (c % side + 1).to_string()).collect(),
                    ),
                    UnitKind::Column => (
                        "rows ",
                        "rows ",
                        cells.iter().map(|c| (c / side + 1).to_string()).collect(),
                    ),
                    UnitKind::Box
                    | UnitKind::Region
                    | UnitKind::Diagonal
                    | UnitKind::Window
                    | UnitKind::Disjoint => (
                        "cells ",
                        "",
                        cells.iter().map(|&c| cell_name(side, c)).collect(),
                    ),
                };
                let places = join_and(&places);
                let symbol = alphabet.symbol(*symbol);
                let unit = kind.name(*index);
                match (given, cells.len()) {
                    (true, 2) => format!("{unit}: {symbol} given twice, {given_what}{places}"),
                    (true, times) => {
                        format!("{unit}: {symbol} given {times} times, {given_what}{places}")
                    }
                    (false, _) => format!("{unit}: {symbol} appears in {appears_what}{places}"),
                }
            }
        }
    }
}

impl fmt::Display for Violation {
    /// [`Violation::describe`] in the default alphabet of the grid's side.
    ///
    /// # Examples
    /// ```
    /// let grid: sudograph::Grid = "2234342142131342".parse().unwrap();
    /// let violations = sudograph::check(&grid, None);
    /// assert_eq!(violations[0].to_string(), "row 1: 2 appears in columns 1 and 2");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&Alphabet::for_side(self.side())))
    }
}

impl std::error::Error for Violation {}

/// `a`, `a and b`, `a, b and c`.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Every violation that keeps `grid` from being a solution (of `puzzle`, when given), in
/// reading order of kind: size, empty cells, changed givens, repeats by row, column, box or
/// region, diagonal, window, disjoint group, then pairs of cells one knight's move or one
/// diagonal step apart that hold one symbol (anti-knight, anti-king). The units are the puzzle's rules when it is given (a puzzle says what
/// game is played), else the grid's. An empty list means the grid is a correct, complete
/// solution. To check many grids under the same rules, build a [`Validator`] once.
///
/// # Examples
/// ```
/// use sudograph::{format::{read_puzzles, ReadOptions, Alphabet}, validate::check};
/// let grid = read_puzzles(b"2134342142131342", &ReadOptions::default()).remove(0).unwrap().grid;
/// assert!(check(&grid, None).is_empty());
/// let bad = read_puzzles(b"2234342142131342", &ReadOptions::default()).remove(0).unwrap().grid;
/// let messages: Vec<String> = check(&bad, None).iter().map(|v| v.describe(&Alphabet::for_side(4))).collect();
/// assert_eq!(messages, ["row 1: 2 appears in columns 1 and 2", "column 2: 2 appears in rows 1 and 3", "box 1: 2 appears in r1c1 and r1c2"]);
/// ```
pub fn check(grid: &Grid, puzzle: Option<&Grid>) -> Vec<Violation> {
    if let Some(puzzle) = puzzle.filter(|p| p.shape() != grid.shape()) {
        return vec![Violation::ShapeMismatch {
            puzzle: puzzle.shape(),
            grid: grid.shape(),
        }];
    }
    let rules = puzzle.unwrap_or(grid).rules();
    Validator::new(rules).violations(grid.cells(), puzzle.map(Grid::cells))
}

/// The repeated symbols among a puzzle's givens: a puzzle with any has no solution, and this
/// says why before any search ([`unsolvable::why_unsolvable`] says why for any puzzle).
pub fn given_conflicts(puzzle: &Grid) -> Vec<Violation> {
    Validator::new(puzzle.rules()).given_conflicts(puzzle.cells())
}

/// The validator for one set of rules, with its units and its pairs of cells that must
/// differ listed once: checking a grid is then one pass over the units with a bitset per
/// unit and one over the pairs, and allocates only to describe what is wrong.
#[derive(Clone, Debug)]
pub struct Validator {
    side: usize,
    units: Vec<Unit>,
    /// Every unit's cells, one unit after another (side cells each).
    members: Vec<u32>,
    /// The pairs of cells that anti-knight or anti-king make differ, each (a, b) with
    /// a < b, by rule.
    apart: Vec<(Apart, Vec<(usize, usize)>)>,
}

impl Validator {
    /// The validator of `rules`' units and pairs.
    pub fn new(rules: &Rules) -> Validator {
        let units = rules.units();
        let members = units
            .iter()
            .flat_map(|u| u.cells.iter().map(|&c| c as u32))
            .collect();
        let apart = rules
            .apart()
            .into_iter()
            .map(|rule| (rule, rule.pairs(rules.side())))
            .collect();
        Validator {
            side: rules.side(),
            units,
            members,
            apart,
        }
    }

    /// Whether `cells` (reading order, side² of them) are a complete, correct solution,
    /// keeping the givens of `puzzle` (same rules) when it is given.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, rules::Rules, validate::Validator};
    /// let validator = Validator::new(&Rules::from(Shape::square(2).unwrap()));
    /// let cells: Vec<Option<u16>> = [1, 0, 2, 3, 2, 3, 1, 0, 3, 1, 0, 2, 0, 2, 3, 1].map(Some).to_vec();
    /// assert!(validator.is_solution(&cells, None));
    /// let mut puzzle = vec![None; 16];
    /// puzzle[0] = Some(0);
    /// assert!(!validator.is_solution(&cells, Some(&puzzle)));
    /// ```
    pub fn is_solution(&self, cells: &[Option<u16>], puzzle: Option<&[Option<u16>]>) -> bool {
        if cells.len() != self.side * self.side {
            return false;
        }
        let units_hold_every_symbol = match self.side {
            ..=64 => self.units_in_a_word(cells),
            _ => self.units_in_words(cells),
        };
        units_hold_every_symbol
            && self.pairs_differ(cells)
            && puzzle.is_none_or(|givens| {
                givens
                    .iter()
                    .zip(cells)
                    .all(|(given, found)| given.is_none() || given == found)
            })
    }

    /// Whether every unit holds every symbol, for a side of at most 64: a unit of side
    /// cells holds every symbol once exactly when the symbols it holds make side distinct
    /// bits of one word.
    fn units_in_a_word(&self, cells: &[Option<u16>]) -> bool {
        let every = u64::MAX >> (64 - self.side);
        for unit in self.members.chunks_exact(self.side) {
            let mut seen = 0u64;
            for &cell in unit {
                let Some(symbol) = cells[cell as usize] else {
                    return false;
                };
                seen |= 1u64 << (symbol & 63);
            }
            if seen != every {
                return false;
            }
        }
        true
    }

    /// [`Validator::units_in_a_word`] for any side: the symbols seen in a unit are a bitset
    /// of `side.div_ceil(64)` words, reused unit after unit; a unit holds every symbol
    /// when no symbol is seen twice in it (it has side cells).
    fn units_in_words(&self, cells: &[Option<u16>]) -> bool {
        let mut seen = vec![0u64; self.side.div_ceil(64)];
        for unit in self.members.chunks_exact(self.side) {
            seen.fill(0);
            for &cell in unit {
                let Some(symbol) = cells[cell as usize] else {
                    return false;
                };
                let (word, bit) = (usize::from(symbol / 64), 1u64 << (symbol % 64));
                if seen[word] & bit != 0 {
                    return false;
                }
                seen[word] |= bit;
            }
        }
        true
    }

    /// Whether no pair of cells that a rule makes differ holds one symbol twice.
    fn pairs_differ(&self, cells: &[Option<u16>]) -> bool {
        self.apart
            .iter()
            .flat_map(|(_, pairs)| pairs)
            .all(|&(a, b)| cells[a].is_none() || cells[a] != cells[b])
    }

    /// Each pair of cells that a rule makes differ and that holds one symbol twice.
    fn apart_clashes(&self, cells: &[Option<u16>], given: bool) -> Vec<Violation> {
        let mut out = Vec::new();
        for (rule, pairs) in &self.apart {
            for &(a, b) in pairs {
                if let (Some(symbol), true) = (cells[a], cells[a] == cells[b]) {
                    out.push(Violation::Apart {
                        side: self.side,
                        rule: *rule,
                        cells: (a, b),
                        symbol,
                        given,
                    });
                }
            }
        }
        out
    }

    /// Every violation of `cells` (of `puzzle`, when given), as [`check`] lists them.
    pub fn violations(
        &self,
        cells: &[Option<u16>],
        puzzle: Option<&[Option<u16>]>,
    ) -> Vec<Violation> {
        if self.is_solution(cells, puzzle) {
            return Vec::new();
        }
        let mut violations: Vec<Violation> = (0..cells.len())
            .filter(|&cell| cells[cell].is_none())
            .map(|cell| Violation::Empty {
                side: self.side,
                cell,
            })
            .collect();
        if let Some(puzzle) = puzzle {
            for (cell, (&given, &found)) in puzzle.iter().zip(cells).enumerate() {
                if let (Some(given), Some(found)) = (given, found)
                    && given != found
                {
                    violations.push(Violation::GivenChanged {
                        side: self.side,
                        cell,
                        given,
                        found,
                    });
                }
            }
        }
        violations.extend(self.repeats(cells, false));
        violations
    }

    /// The repeated symbols among a puzzle's givens (see [`given_conflicts`]).
    pub fn given_conflicts(&self, puzzle: &[Option<u16>]) -> Vec<Violation> {
        self.repeats(puzzle, true)
    }

    /// Each symbol found more than once in one unit, then in a pair of cells that a rule
    /// makes differ.
    fn repeats(&self, cells: &[Option<u16>], given: bool) -> Vec<Violation> {
        let mut out = Vec::new();
        // Where each symbol is in the unit, reused unit after unit.
        let mut places: Vec<Vec<usize>> = vec![Vec::new(); self.side];
        for unit in &self.units {
            places.iter_mut().for_each(Vec::clear);
            for &cell in &unit.cells {
                if let Some(symbol) = cells[cell] {
                    places[symbol as usize].push(cell);
                }
            }
            for (symbol, cells) in places.iter().enumerate() {
                if cells.len() > 1 {
                    out.push(Violation::Repeated {
                        side: self.side,
                        kind: unit.kind,
                        index: unit.index,
                        symbol: symbol as u16,
                        cells: cells.clone(),
                        given,
                    });
                }
            }
        }
        out.extend(self.apart_clashes(cells, given));
        out
    }
}
