//! Singles: a symbol with one place left in a unit (hidden), a cell with one candidate
//! left (naked). Each step places one symbol.

use super::board::{Board, symbols};
use super::deduction::Deduction;
use super::grader::Grader;
use super::technique::Technique;
use crate::colour::colour_set::ColourSet;

/// The first symbol with one place left in some unit: units in order, and in a unit the
/// lowest such symbol. A unit's symbols with exactly one place are found in one pass over
/// its cells (those seen once and not twice), not symbol by symbol.
pub(super) fn hidden<S: ColourSet>(grader: &Grader, board: &Board<S>) -> Option<Deduction> {
    for (u, unit) in grader.units.iter().enumerate() {
        if board.is_full_unit(u) {
            continue;
        }
        let (mut once, mut twice) = (S::EMPTY, S::EMPTY);
        for &cell in &unit.cells {
            let set = board.candidates(cell);
            twice |= once & set;
            once |= set;
        }
        let alone = once & !twice;
        if !alone.is_empty() {
            let symbol = alone.first_colour() as u16;
            let cell = *unit.cells.iter().find(|&&c| board.has(c, symbol))?;
            return Some(placing(Technique::HiddenSingle, cell, symbol).in_units(vec![u]));
        }
    }
    None
}

/// The first cell with one candidate left.
pub(super) fn naked<S: ColourSet>(grader: &Grader, board: &Board<S>) -> Option<Deduction> {
    let cells = grader.side * grader.side;
    let cell = (0..cells).find(|&cell| board.candidates(cell).is_single())?;
    let symbol = symbols(board.candidates(cell)).next()?;
    Some(placing(Technique::NakedSingle, cell, symbol))
}

/// A step placing `symbol` in `cell`.
fn placing(technique: Technique, cell: usize, symbol: u16) -> Deduction {
    let mut step = Deduction::new(technique, vec![symbol], vec![cell]);
    step.placed.push((cell, symbol));
    step
}
