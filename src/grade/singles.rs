//! Singles: a symbol with one place left in a unit (hidden), a cell with one candidate
//! left (naked). Each step places one symbol.

use super::deduction::Deduction;
use super::grader::Grader;
use super::pencil_marks::PencilMarks;
use super::pencil_marks::symbols;
use super::technique::Technique;

/// The first symbol with one place left in some unit.
pub(super) fn hidden(grader: &Grader, board: &PencilMarks) -> Option<Deduction> {
    for (u, unit) in grader.units.iter().enumerate() {
        for symbol in 0..grader.side as u16 {
            let places = board.places(grader, u, symbol);
            if places.count_ones() == 1 {
                let cell = unit.cells[places.trailing_zeros() as usize];
                return Some(placing(Technique::HiddenSingle, cell, symbol).in_units(vec![u]));
            }
        }
    }
    None
}

/// The first cell with one candidate left.
pub(super) fn naked(grader: &Grader, board: &PencilMarks) -> Option<Deduction> {
    let cells = grader.side * grader.side;
    let cell = (0..cells).find(|&cell| board.candidates(cell).count_ones() == 1)?;
    let symbol = symbols(board.candidates(cell)).next()?;
    Some(placing(Technique::NakedSingle, cell, symbol))
}

/// A step placing `symbol` in `cell`.
fn placing(technique: Technique, cell: usize, symbol: u16) -> Deduction {
    let mut step = Deduction::new(technique, vec![symbol], vec![cell]);
    step.placed.push((cell, symbol));
    step
}
