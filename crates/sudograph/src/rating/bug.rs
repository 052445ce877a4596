//! Explainer's bivalue universal grave, types 1 and 2: when taking one digit from each of
//! a few cells would leave every empty cell with two candidates and every digit with zero
//! or two places in every house, one of those digits must be true (else the puzzle would
//! have two solutions). Type 1, one such cell: its other candidates go (5.6). Type 2,
//! one such digit in several cells: it leaves every cell seeing them all (5.7). As
//! Explainer, the rater takes uniqueness for granted.

use super::board::{Board, Geometry, digits};
use super::scale;
use super::step::RatedStep;

/// The BUG step, if the grid is one.
pub(crate) fn find(geo: &Geometry, board: &Board) -> Option<RatedStep> {
    let mut temp = board.cands.clone();
    let mut bug_cells: Vec<usize> = Vec::new();
    let mut all_values = 0u64;
    let mut common: Option<Vec<usize>> = None;
    let (mut spread, mut only_value, mut one_value) = (None::<Vec<usize>>, 0u16, true);
    let mut add =
        |cell: usize, digit: u16, bug_cells: &mut Vec<usize>, temp: &mut Vec<u64>| -> bool {
            if !bug_cells.contains(&cell) {
                bug_cells.push(cell);
            }
            all_values |= 1 << digit;
            temp[cell] &= !(1 << digit);
            let seen: Vec<usize> = match common.take() {
                None => geo.peers[cell].clone(),
                Some(cells) => cells.into_iter().filter(|&c| geo.sees(c, cell)).collect(),
            };
            let seen: Vec<usize> = seen
                .into_iter()
                .filter(|c| !bug_cells.contains(c))
                .collect();
            let dead = bug_cells.len() > 1 && all_values.count_ones() > 1 && seen.is_empty();
            common = Some(seen);
            !dead
        };
    for h in 0..geo.houses.len() {
        for digit in 0..geo.side as u16 {
            let places = board.place_cells(geo, h, digit);
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let new: Vec<usize> = places
                .into_iter()
                .filter(|&c| board.count(c) >= 3)
                .collect();
            match &mut spread {
                None => {
                    spread = Some(new.clone());
                    only_value = digit;
                }
                Some(cells) if one_value => {
                    if only_value == digit {
                        cells.extend(
                            new.iter()
                                .copied()
                                .filter(|c| !cells.contains(c))
                                .collect::<Vec<_>>(),
                        );
                    } else {
                        one_value = false;
                    }
                }
                _ => {}
            }
            if new.len() == 1 && !add(new[0], digit, &mut bug_cells, &mut temp) {
                return None;
            }
            if new.is_empty() {
                return None;
            }
        }
    }
    if let Some(cells) = spread.filter(|cells| one_value && cells.len() > bug_cells.len()) {
        for cell in cells {
            if !bug_cells.contains(&cell) && !add(cell, only_value, &mut bug_cells, &mut temp) {
                return None;
            }
        }
    }
    let all_pairs =
        (0..geo.cells()).all(|c| board.values[c].is_some() || temp[c].count_ones() == 2);
    let all_twos = (0..geo.houses.len()).all(|h| {
        (0..geo.side as u16).all(|d| {
            let n = geo.houses[h]
                .cells
                .iter()
                .filter(|&&c| temp[c] >> d & 1 == 1)
                .count();
            n == 0 || n == 2
        })
    });
    if !all_pairs || !all_twos {
        return None;
    }
    if bug_cells.len() == 1 {
        let cell = bug_cells[0];
        let removed = digits(board.cands[cell] & !all_values)
            .map(|d| (cell, d))
            .collect();
        return RatedStep::removing("BUG type 1", scale::BUG_1, removed);
    }
    if all_values.count_ones() == 1 {
        let digit = all_values.trailing_zeros() as u16;
        let removed = common?
            .into_iter()
            .filter(|&c| board.has(c, digit))
            .map(|c| (c, digit))
            .collect();
        return RatedStep::removing("BUG type 2", scale::BUG_OTHER, removed);
    }
    None
}
