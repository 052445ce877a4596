//! The knight's and king's move eliminations, as players of anti-knight and anti-king
//! make them: a symbol must go in one of its places in a unit, so a cell that sees every
//! one of those places cannot hold it. The move rule's generalisation of pointing and
//! claiming: the cell sees the places through units or through a move rule, and at least
//! one only through the rule the step is named after (else locked candidates or nothing
//! new). Sound for any mix of sightlines, since each says "not both".
//!
//! A placement's own losses through a move rule (the plain "r2c3 is a knight's move from
//! the 5 at r1c1") are not steps: they come with the placement, listed in its step
//! ([`with_move_losses`]).

use super::candidate_grid::CandidateGrid;
use super::deduction::Deduction;
use super::sight::Grader;
use super::technique::Technique;
use crate::apart::Apart;
use sudograph_colour::ColourSet;

/// The first knight's move (`Apart::Knight`) or king's move elimination: units in order,
/// in each the lowest symbol whose places some cell sees all of, one only by the move.
pub(super) fn find<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    rule: Apart,
) -> Option<Deduction> {
    if !grader.has_moves() {
        return None;
    }
    let technique = match rule {
        Apart::Knight => Technique::KnightsMove,
        Apart::King => Technique::KingsMove,
    };
    for (u, unit) in grader.units.iter().enumerate() {
        if board.is_full_unit(u) {
            continue;
        }
        for symbol in 0..grader.side as u16 {
            let places: Vec<usize> = (unit.cells.iter().copied())
                .filter(|&c| board.has(c, symbol))
                .collect();
            if places.is_empty() {
                continue;
            }
            // A victim is a move away from some place: only those cells are looked at.
            let mut victims: Vec<usize> = (places.iter())
                .flat_map(|&p| grader.move_mates(p).iter().copied())
                .filter(|&c| board.has(c, symbol) && !places.contains(&c))
                .filter(|&c| places.iter().all(|&p| grader.sees(c, p)))
                .filter(|&c| places.iter().any(|&p| grader.move_only(c, p) == Some(rule)))
                .collect();
            victims.sort_unstable();
            victims.dedup();
            let removed = victims.into_iter().map(|c| (c, symbol)).collect();
            let step = Deduction::new(technique, vec![symbol], places)
                .in_units(vec![u])
                .removing(removed);
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

/// `step` with what its placements take from cells only a move rule joins them to, as
/// eliminations: the board loses them as it places, and the step says so.
pub(super) fn with_move_losses<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    mut step: Deduction,
) -> Deduction {
    if !grader.has_moves() {
        return step;
    }
    for &(cell, symbol) in &step.placed.clone() {
        for &mate in grader.move_mates(cell) {
            let lost = (mate, symbol);
            if board.has(mate, symbol)
                && grader.move_only(cell, mate).is_some()
                && !step.removed.contains(&lost)
            {
                step.removed.push(lost);
            }
        }
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Shape;
    use crate::rules::{Rules, Variant};

    /// Symbol 0 kept in row 1 at r1c3 and r1c5 only: r2c3 sees r1c3 by its column and
    /// r1c5 a knight's move away, r2c5 the other way round, and r3c4 sees r1c5 by its box
    /// and r1c3 a knight's move away, so each loses 0. Cells of box 1 see both places by
    /// units alone (claiming's work), r2c4 touches r1c3 diagonally (a king's move), and
    /// without anti-knight there is nothing.
    #[test]
    fn a_cell_seeing_every_place_in_a_row_one_by_a_knights_move_loses_the_symbol() {
        let nine = Shape::square(3).unwrap();
        let knight = Variant {
            anti_knight: true,
            ..Variant::default()
        };
        let grader = Grader::new(&Rules::new(nine, knight).unwrap());
        let mut board: CandidateGrid<u64> = CandidateGrid::new(&grader, &[None; 81]);
        for cell in (0..9).filter(|&c| c != 2 && c != 4) {
            board.remove(cell, 0);
        }
        let step = find(&grader, &board, Apart::Knight).expect("a knight's move elimination");
        assert_eq!(step.technique, Technique::KnightsMove);
        assert_eq!(step.cells, [vec![2, 4]]);
        assert_eq!(step.units, [0]);
        assert_eq!(step.removed, [(11, 0), (13, 0), (21, 0)]);
        assert!(find(&grader, &board, Apart::King).is_none());
        let both = Variant {
            anti_knight: true,
            anti_king: true,
            ..Variant::default()
        };
        let grader = Grader::new(&Rules::new(nine, both).unwrap());
        let king = find(&grader, &board, Apart::King).expect("a king's move elimination");
        assert_eq!(king.technique, Technique::KingsMove);
        assert_eq!(king.removed, [(12, 0)]);
        let classic = Grader::new(&nine.into());
        let board: CandidateGrid<u64> = CandidateGrid::new(&classic, &[None; 81]);
        assert!(find(&classic, &board, Apart::Knight).is_none());
    }
}
