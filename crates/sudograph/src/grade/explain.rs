//! Steps in words: the technique, the cells, symbols and units of its pattern, and what it
//! concluded, as `grade --explain` prints them.

use super::deduction::Deduction;
use super::sight::Grader;
use super::technique::Technique;
use crate::format::{Alphabet, Symbol};
use crate::grid::cell_name;

impl Grader {
    /// One step in words, symbols written in `alphabet`.
    ///
    /// # Examples
    /// ```
    /// use sudograph::format::{read_puzzles, Alphabet, ReadOptions};
    /// use sudograph::grade::Grader;
    /// let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap();
    /// let grader = Grader::new(puzzle.grid.rules());
    /// let grade = grader.grade(puzzle.grid.cells());
    /// assert_eq!(
    ///     grader.explain(&grade.steps[0], &Alphabet::for_side(4)),
    ///     "hidden single: r1c2 = 1, the only place for 1 in row 1"
    /// );
    /// ```
    pub fn explain(&self, step: &Deduction, alphabet: &Alphabet) -> String {
        let cell = |c: usize| cell_name(self.side, c);
        let symbols = || {
            join(
                step.symbols.iter().map(|&s| alphabet.symbol(s).to_string()),
                ", ",
            )
        };
        let units = join(
            step.units.iter().map(|&u| {
                let unit = &self.units[u];
                unit.kind.name(unit.index)
            }),
            ", ",
        );
        let placed = join(
            step.placed
                .iter()
                .map(|&(c, s)| format!("{} = {}", cell(c), alphabet.symbol(s))),
            "; ",
        );
        let name = step.technique.name();
        match step.technique {
            Technique::HiddenSingle => {
                format!(
                    "{name}: {placed}, the only place for {} in {units}",
                    symbols()
                )
            }
            Technique::NakedSingle => format!("{name}: {placed}, its only candidate"),
            technique => {
                let group = |i: usize, separator: &str| {
                    let cells = step.cells.get(i).map_or(&[][..], Vec::as_slice);
                    join(cells.iter().map(|&c| cell(c)), separator)
                };
                let pattern = match technique {
                    Technique::XYWing | Technique::XYZWing => {
                        let cells = &step.cells[0];
                        let pincers = join(cells.iter().skip(1).map(|&c| cell(c)), " and ");
                        format!(
                            "pivot {} with pincers {pincers}, on {}",
                            cells.first().map_or(String::new(), |&c| cell(c)),
                            symbols()
                        )
                    }
                    Technique::SimpleColouring => {
                        format!(
                            "{} coloured {} | {}",
                            symbols(),
                            group(0, " "),
                            group(1, " ")
                        )
                    }
                    Technique::XYChain => {
                        format!("{} at both ends of {}", symbols(), group(0, " – "))
                    }
                    _ => format!("{} in {}", symbols(), group(0, " ")),
                };
                let within = match units.is_empty() {
                    true => String::new(),
                    false => format!(" ({units})"),
                };
                format!(
                    "{name}: {pattern}{within} ⇒ {}",
                    self.removals(step, alphabet)
                )
            }
        }
    }

    /// A step's eliminations, cell by cell: `r5c3 ≠ 4; r6c7 ≠ 4, 7`.
    fn removals(&self, step: &Deduction, alphabet: &Alphabet) -> String {
        let mut by_cell: Vec<(usize, Vec<Symbol>)> = Vec::new();
        for &(cell, symbol) in &step.removed {
            match by_cell.iter_mut().find(|(c, _)| *c == cell) {
                Some((_, symbols)) => symbols.push(alphabet.symbol(symbol)),
                None => by_cell.push((cell, vec![alphabet.symbol(symbol)])),
            }
        }
        join(
            by_cell.iter().map(|(cell, symbols)| {
                let symbols = join(symbols.iter().map(Symbol::to_string), ", ");
                format!("{} ≠ {symbols}", cell_name(self.side, *cell))
            }),
            "; ",
        )
    }
}

/// The items joined by `separator`.
fn join(items: impl Iterator<Item = String>, separator: &str) -> String {
    items.collect::<Vec<_>>().join(separator)
}
