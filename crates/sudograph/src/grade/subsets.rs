//! Naked and hidden subsets (pairs, triples, quads) in any unit. Naked: k cells whose
//! candidates are k symbols between them, so those symbols leave the unit's other cells.
//! Hidden: k symbols whose places are k cells between them, so those cells lose their
//! other candidates. Both are the same search over sets: k items whose bit sets cover
//! k bits, which [`first_subset`] does (fish use it too).

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Deduction;
use super::sight::Grader;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The first naked subset of `size` cells that eliminates something.
pub(super) fn naked<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    size: usize,
) -> Option<Deduction> {
    let technique = [
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::NakedQuad,
    ][size.clamp(2, 4) - 2];
    for (u, unit) in grader.units.iter().enumerate() {
        // Items: the unit's empty cells with few enough candidates, by slot.
        let items: Vec<(usize, S)> = unit
            .cells
            .iter()
            .enumerate()
            .map(|(slot, &cell)| (slot, board.candidates(cell)))
            .filter(|(_, set)| (2..=size as u32).contains(&set.len()))
            .collect();
        let found = first_subset(&items, size, &mut |slots, union| {
            let removed: Vec<(usize, u16)> = unit
                .cells
                .iter()
                .enumerate()
                .filter(|(slot, _)| !slots.contains(slot))
                .flat_map(|(_, &cell)| {
                    symbols(board.candidates(cell) & union).map(move |s| (cell, s))
                })
                .collect();
            let cells = slots.iter().map(|&slot| unit.cells[slot]).collect();
            Deduction::new(technique, symbols(union).collect(), cells)
                .in_units(vec![u])
                .removing(removed)
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The first hidden subset of `size` symbols that eliminates something.
pub(super) fn hidden<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    size: usize,
) -> Option<Deduction> {
    let technique = [
        Technique::HiddenPair,
        Technique::HiddenTriple,
        Technique::HiddenQuad,
    ][size.clamp(2, 4) - 2];
    for (u, unit) in grader.units.iter().enumerate() {
        // Items: the symbols with few enough places in the unit, by symbol.
        let items: Vec<(usize, S)> = (0..grader.side as u16)
            .map(|symbol| (symbol as usize, board.places(grader, u, symbol)))
            .filter(|(_, set)| (2..=size as u32).contains(&set.len()))
            .collect();
        let found = first_subset(&items, size, &mut |chosen, slots| {
            let keep = chosen.iter().fold(S::EMPTY, |set, &s| set | S::single(s));
            let cells: Vec<usize> = symbols(slots).map(|s| unit.cells[s as usize]).collect();
            let removed: Vec<(usize, u16)> = cells
                .iter()
                .flat_map(|&cell| symbols(board.candidates(cell) & !keep).map(move |s| (cell, s)))
                .collect();
            let chosen = chosen.iter().map(|&s| s as u16).collect();
            Deduction::new(technique, chosen, cells)
                .in_units(vec![u])
                .removing(removed)
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The first step `conclude` draws from a choice of `size` items (by their ids, in item
/// order) whose bit sets have exactly `size` bits between them, given that union. Choices
/// whose union grows past `size` bits are cut off early.
pub(super) fn first_subset<S: ColourSet>(
    items: &[(usize, S)],
    size: usize,
    conclude: &mut dyn FnMut(&[usize], S) -> Option<Deduction>,
) -> Option<Deduction> {
    fn extend<S: ColourSet>(
        items: &[(usize, S)],
        size: usize,
        chosen: &mut Vec<usize>,
        union: S,
        conclude: &mut dyn FnMut(&[usize], S) -> Option<Deduction>,
    ) -> Option<Deduction> {
        if chosen.len() == size {
            return match union.len() as usize == size {
                true => conclude(chosen, union),
                false => None,
            };
        }
        for (i, &(id, set)) in items.iter().enumerate() {
            let wider = union | set;
            if wider.len() as usize > size {
                continue;
            }
            chosen.push(id);
            let found = extend(&items[i + 1..], size, chosen, wider, conclude);
            chosen.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }
    extend(
        items,
        size,
        &mut Vec::with_capacity(size),
        S::EMPTY,
        conclude,
    )
}

/// Steps `pick`, a choice of `pick.len()` indices below `n` in increasing order, to the
/// next choice in combination order; false when it was the last.
pub(super) fn next_combination(pick: &mut [usize], n: usize) -> bool {
    let k = pick.len();
    let Some(at) = (0..k).rev().find(|&i| pick[i] < n - k + i) else {
        return false;
    };
    pick[at] += 1;
    for i in at + 1..k {
        pick[i] = pick[i - 1] + 1;
    }
    true
}
