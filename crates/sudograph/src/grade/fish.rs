//! Fish: X-wing (2), swordfish (3), jellyfish (4). When a symbol's places in k rows all
//! lie in k columns, each of those columns holds the symbol in one of those rows, so it
//! leaves the columns' other cells; likewise with rows and columns swapped. Fish are
//! defined on rows and columns only, so they use no other unit.

use super::candidate_grid::symbols;
use super::deduction::Deduction;
use super::step_cache::StepCache;
use super::subsets::first_subset;
use super::technique::Technique;
use crate::rules::UnitKind;
use sudograph_colour::ColourSet;

/// The first fish of `size` lines that eliminates something.
pub(super) fn find<S: ColourSet>(cache: &StepCache<S>, size: usize) -> Option<Deduction> {
    let (grader, board) = (cache.grader, cache.board);
    let technique =
        [Technique::XWing, Technique::Swordfish, Technique::Jellyfish][size.clamp(2, 4) - 2];
    let rows: Vec<usize> = grader.lines(UnitKind::Row).collect();
    let columns: Vec<usize> = grader.lines(UnitKind::Column).collect();
    for (base, cover) in [(&rows, &columns), (&columns, &rows)] {
        for symbol in 0..grader.side as u16 {
            // Items: base lines with the symbol in 2..=size places, by line.
            let items: Vec<(usize, S)> = base
                .iter()
                .map(|&line| (line, cache.places(line, symbol)))
                .filter(|(_, set)| (2..=size as u32).contains(&set.len()))
                .collect();
            let found = first_subset(&items, size, &mut |lines, slots| {
                // A row's slot is the column's index among the columns, and the other way.
                let covers: Vec<usize> = symbols(slots).map(|s| cover[s as usize]).collect();
                let removed: Vec<(usize, u16)> = covers
                    .iter()
                    .flat_map(|&line| grader.units[line].cells.iter())
                    .filter(|&&cell| {
                        board.has(cell, symbol)
                            && !lines.iter().any(|&l| grader.units[l].cells.contains(&cell))
                    })
                    .map(|&cell| (cell, symbol))
                    .collect();
                let cells = lines
                    .iter()
                    .flat_map(|&l| grader.units[l].cells.iter())
                    .copied()
                    .filter(|&cell| board.has(cell, symbol))
                    .collect();
                let units = lines.iter().chain(&covers).copied().collect();
                Deduction::new(technique, vec![symbol], cells)
                    .in_units(units)
                    .removing(removed)
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}
