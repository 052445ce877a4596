//! Why a puzzle has no solution, in words a player can act on: givens that clash (in a unit,
//! or a knight's move or a diagonal step apart under anti-knight or anti-king), a cell its
//! units and those rules leave without a symbol, a unit where a symbol has no place left — or, when the
//! givens break no rule on their own, that only a search shows it. Every command that finds
//! a puzzle without solution says why with this one explanation.

use super::{Validator, Violation, join_and};
use crate::apart::Apart;
use crate::format::Alphabet;
use crate::grid::cell_name;
use crate::rules::{Rules, UnitKind, units_of};

/// Why a puzzle has no solution: the first of these its givens (and pencil marks, when it
/// has them) show, in this order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsolvable {
    /// Givens that repeat a symbol in a unit or in two cells a rule makes differ: each a
    /// [`Violation::Repeated`] or [`Violation::Apart`] of givens.
    Clashes(Vec<Violation>),
    /// Empty cells left without a symbol: the givens of their units hold every symbol
    /// that their pencil marks allow (every symbol, without pencil marks).
    NoSymbol {
        /// Side of the grid.
        side: usize,
        /// Each such cell, in reading order, with the units that see it (rows, columns,
        /// boxes or regions, diagonals, windows, disjoint groups).
        cells: Vec<(usize, Vec<(UnitKind, usize)>)>,
        /// The rules that make cells differ without a unit (anti-knight, anti-king), whose
        /// givens count too.
        apart: Vec<Apart>,
        /// Whether the cells' pencil marks were given.
        marks: bool,
    },
    /// Units where a symbol has no place left: it is not given there, and each of the
    /// unit's empty cells sees it given (or leaves it out of its pencil marks).
    NoPlace {
        /// Each such unit and symbol, units in the order [`Rules::units`] lists them.
        places: Vec<(UnitKind, usize, u16)>,
        /// Whether the cells' pencil marks were given.
        marks: bool,
    },
    /// None of these: the givens break no rule on their own, and only a search shows that
    /// no grid keeps them.
    Search,
}

impl Unsolvable {
    /// The explanation in one line, symbols written in `alphabet`: `row 1: 5 given twice,
    /// columns 1 and 2`, `r1c9 has no symbol left: …`, `no place left for 8 in column 6:
    /// …`, or `found by search; …`.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{format::Alphabet, validate::unsolvable::why_unsolvable, Grid};
    /// let puzzle: Grid = "12.........3...4".parse().unwrap();
    /// let why = why_unsolvable(puzzle.rules(), puzzle.cells(), None);
    /// assert_eq!(why.describe(&Alphabet::for_side(4)),
    ///     "r1c4 has no symbol left: the givens of its row, column and box hold all 4");
    /// ```
    pub fn describe(&self, alphabet: &Alphabet) -> String {
        match self {
            Unsolvable::Clashes(clashes) => clashes
                .iter()
                .map(|clash| clash.describe(alphabet))
                .collect::<Vec<_>>()
                .join("; "),
            Unsolvable::NoSymbol {
                side,
                cells,
                apart,
                marks,
            } => cells
                .iter()
                .map(|(cell, units)| {
                    let names: Vec<String> = units
                        .iter()
                        .map(|&(kind, index)| match kind {
                            UnitKind::Diagonal | UnitKind::Window | UnitKind::Disjoint => {
                                kind.name(index)
                            }
                            kind => kind.to_string(),
                        })
                        .chain(apart.iter().map(|rule| match rule {
                            Apart::Knight => "cells a knight's move away".to_string(),
                            Apart::King => "cells touching it diagonally".to_string(),
                        }))
                        .collect();
                    let units = join_and(&names);
                    let cell = cell_name(*side, *cell);
                    match marks {
                        false => format!(
                            "{cell} has no symbol left: the givens of its {units} hold all {side}"
                        ),
                        true => format!(
                            "{cell} has no candidate left: the givens of its {units} rule out \
                             each of its pencil marks"
                        ),
                    }
                })
                .collect::<Vec<_>>()
                .join("; "),
            Unsolvable::NoPlace { places, marks } => places
                .iter()
                .map(|&(kind, index, symbol)| {
                    let symbol = alphabet.symbol(symbol);
                    let unit = kind.name(index);
                    let or_marks = match marks {
                        true => format!(" or has no {symbol} among its pencil marks"),
                        false => String::new(),
                    };
                    format!(
                        "no place left for {symbol} in {unit}: each of its empty cells sees \
                         a given {symbol}{or_marks}"
                    )
                })
                .collect::<Vec<_>>()
                .join("; "),
            Unsolvable::Search => "found by search; no given clashes, and no cell or unit runs \
                                   out of symbols on its own"
                .to_string(),
        }
    }
}

/// Why the puzzle whose cells are `cells` (side² in reading order, under `rules`) has no
/// solution, as far as its givens show: call it once a search has found none, or to see
/// whether the givens alone rule every solution out ([`Unsolvable::Search`] when they do
/// not). `marks` are the cells' pencil marks when the puzzle has them,
/// `side.div_ceil(64)` words per cell, bit `s` for symbol `s`. To explain many puzzles
/// under the same rules, build a [`Validator`] once and call [`Validator::why_unsolvable`].
pub fn why_unsolvable(rules: &Rules, cells: &[Option<u16>], marks: Option<&[u64]>) -> Unsolvable {
    Validator::new(rules).why_unsolvable(cells, marks)
}

impl Validator {
    /// [`why_unsolvable`] under this validator's rules.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, rules::Rules, validate::Validator};
    /// use sudograph::validate::unsolvable::Unsolvable;
    /// let validator = Validator::new(&Rules::from(Shape::square(2).unwrap()));
    /// let cells: Vec<Option<u16>> =
    ///     "2.....1..1.....1".chars().map(|c| c.to_digit(10).map(|d| d as u16 - 1)).collect();
    /// assert!(matches!(validator.why_unsolvable(&cells, None), Unsolvable::NoPlace { .. }));
    /// ```
    pub fn why_unsolvable(&self, cells: &[Option<u16>], marks: Option<&[u64]>) -> Unsolvable {
        let clashes = self.given_conflicts(cells);
        if !clashes.is_empty() {
            return Unsolvable::Clashes(clashes);
        }
        let side = self.side;
        let words = side.div_ceil(64);
        let has = |set: &[u64], symbol: usize| set[symbol / 64] >> (symbol % 64) & 1 == 1;
        // The symbols given in each unit, `words` words a unit.
        let mut given = vec![0u64; self.units.len() * words];
        for (u, unit) in self.units.iter().enumerate() {
            for symbol in unit.cells.iter().filter_map(|&cell| cells[cell]) {
                let symbol = usize::from(symbol);
                given[u * words + symbol / 64] |= 1 << (symbol % 64);
            }
        }
        // What each empty cell may still hold: its pencil marks (every symbol without them)
        // less the symbols given in its units.
        let of_cell = units_of(&self.units, cells.len());
        let mut allowed = vec![0u64; cells.len() * words];
        let mut no_symbol = Vec::new();
        for (cell, units) in of_cell.iter().enumerate() {
            if cells[cell].is_some() {
                continue;
            }
            let set = &mut allowed[cell * words..(cell + 1) * words];
            for (w, word) in set.iter_mut().enumerate() {
                let every = match (w + 1) * 64 <= side {
                    true => u64::MAX,
                    false => u64::MAX >> ((w + 1) * 64 - side),
                };
                let marked = marks.map_or(every, |marks| marks[cell * words + w] & every);
                let seen = units.iter().fold(0, |seen, &u| seen | given[u * words + w]);
                *word = marked & !seen;
            }
            for (rule, _) in &self.apart {
                for symbol in rule.neighbours(side, cell).filter_map(|other| cells[other]) {
                    let symbol = usize::from(symbol);
                    set[symbol / 64] &= !(1 << (symbol % 64));
                }
            }
            if set.iter().all(|&word| word == 0) {
                let units = units
                    .iter()
                    .map(|&u| (self.units[u].kind, self.units[u].index));
                no_symbol.push((cell, units.collect()));
            }
        }
        let marked = marks.is_some();
        if !no_symbol.is_empty() {
            return Unsolvable::NoSymbol {
                side,
                cells: no_symbol,
                apart: self.apart.iter().map(|&(rule, _)| rule).collect(),
                marks: marked,
            };
        }
        let mut places = Vec::new();
        for (u, unit) in self.units.iter().enumerate() {
            for symbol in 0..side {
                let placed = has(&given[u * words..(u + 1) * words], symbol);
                let room = unit.cells.iter().any(|&cell| {
                    cells[cell].is_none() && has(&allowed[cell * words..(cell + 1) * words], symbol)
                });
                if !placed && !room {
                    places.push((unit.kind, unit.index, symbol as u16));
                }
            }
        }
        match places.is_empty() {
            true => Unsolvable::Search,
            false => Unsolvable::NoPlace {
                places,
                marks: marked,
            },
        }
    }
}
