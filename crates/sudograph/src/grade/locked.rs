//! Locked candidates: when a symbol's places in one unit all lie in a second unit, the
//! symbol must go in the first unit's part of the second, so it leaves the rest of the
//! second. Pointing when the first unit is a box or region, claiming (box/line reduction)
//! when it is a row, column or diagonal. Any pair of units sharing two cells or more
//! counts, so diagonals and jigsaw regions take part.

use super::candidate_grid::CandidateGrid;
use super::deduction::Deduction;
use super::sight::Grader;
use super::technique::Technique;
use crate::rules::UnitKind;
use sudograph_colour::ColourSet;

/// The first pointing (`pointing`) or claiming step.
pub(super) fn find<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    pointing: bool,
) -> Option<Deduction> {
    let technique = match pointing {
        true => Technique::Pointing,
        false => Technique::Claiming,
    };
    for &(a, b) in &grader.overlaps {
        let is_box = matches!(grader.units[a].kind, UnitKind::Box | UnitKind::Region);
        if is_box != pointing {
            continue;
        }
        let (first, second) = (&grader.units[a].cells, &grader.units[b].cells);
        for symbol in 0..grader.side as u16 {
            let places: Vec<usize> = first
                .iter()
                .copied()
                .filter(|&c| board.has(c, symbol))
                .collect();
            if places.len() < 2 || !places.iter().all(|c| second.contains(c)) {
                continue;
            }
            let removed: Vec<(usize, u16)> = second
                .iter()
                .filter(|&&c| board.has(c, symbol) && !first.contains(&c))
                .map(|&c| (c, symbol))
                .collect();
            if !removed.is_empty() {
                let mut step = Deduction::new(technique, vec![symbol], places).in_units(vec![a, b]);
                step.removed = removed;
                return Some(step);
            }
        }
    }
    None
}
