//! Singles: a symbol with one place left in a unit (hidden), a cell with one candidate
//! left (naked). Each step places one symbol.

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Deduction;
use super::sight::Grader;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The first symbol with one place left in some unit: units in order, and in a unit the
/// lowest such symbol.
pub(super) fn hidden<S: ColourSet>(grader: &Grader, board: &CandidateGrid<S>) -> Option<Deduction> {
    (0..grader.units.len()).find_map(|u| hidden_in(grader, board, u))
}

/// The same step as [`hidden`] on a board kept from step to step: units that
/// [`CandidateGrid::is_settled`] says still hold no single are passed over, and those found to
/// hold none are settled.
pub(super) fn hidden_settling<S: ColourSet>(
    grader: &Grader,
    board: &mut CandidateGrid<S>,
) -> Option<Deduction> {
    for u in 0..grader.units.len() {
        if board.is_settled(u) {
            continue;
        }
        match hidden_in(grader, board, u) {
            Some(step) => return Some(step),
            None => board.settle(u),
        }
    }
    None
}

/// The lowest symbol with one place left in unit `u`, if any. A unit's symbols with exactly
/// one place are found in one pass over its cells (those seen once and not twice), not
/// symbol by symbol.
fn hidden_in<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    u: usize,
) -> Option<Deduction> {
    if board.is_full_unit(u) {
        return None;
    }
    let unit = &grader.units[u];
    let (mut once, mut twice) = (S::EMPTY, S::EMPTY);
    for &cell in &unit.cells {
        let set = board.candidates(cell);
        twice |= once & set;
        once |= set;
    }
    let alone = once & !twice;
    if alone.is_empty() {
        return None;
    }
    let symbol = alone.first_colour() as u16;
    let cell = *unit.cells.iter().find(|&&c| board.has(c, symbol))?;
    Some(placing(Technique::HiddenSingle, cell, symbol).in_units(vec![u]))
}

/// The first cell with one candidate left.
pub(super) fn naked<S: ColourSet>(grader: &Grader, board: &CandidateGrid<S>) -> Option<Deduction> {
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
