//! The grader's sight through the rules that are not units: under anti-knight a cell sees
//! the cells a knight's move away, under anti-king those touching it diagonally. A symbol
//! placed leaves those cells as it leaves the cell's units (the knight's or king's move
//! elimination players make), and every technique that asks whether two cells see each
//! other counts these pairs too. What stays unit-only is what must: hidden singles, subsets
//! and fish count places per unit, which the move rules add none of. The uniqueness
//! techniques are off under these rules (`Grader::for_unique_puzzles`), since swapping two
//! symbols in a rectangle may put one a move away from itself.

use crate::apart::Apart;
use crate::rules::Rules;

/// For each cell, the cells the move rules make it differ from, beyond its units.
#[derive(Clone, Debug, Default)]
pub(super) struct MoveSight {
    /// Each cell's mates in reading order; empty when no move rule is in force.
    mates: Vec<Vec<usize>>,
    /// The move rules in force, and the side they are laid on.
    rules: Vec<Apart>,
    side: usize,
}

impl MoveSight {
    /// The move sight of `rules`: empty without anti-knight or anti-king.
    pub(super) fn new(rules: &Rules) -> MoveSight {
        let moves = rules.apart();
        if moves.is_empty() {
            return MoveSight::default();
        }
        let side = rules.side();
        let mates = (0..side * side)
            .map(|cell| {
                let mut mates: Vec<usize> = moves
                    .iter()
                    .flat_map(|rule| rule.neighbours(side, cell))
                    .collect();
                mates.sort_unstable();
                mates.dedup();
                mates
            })
            .collect();
        MoveSight {
            mates,
            rules: moves,
            side,
        }
    }

    /// The move rule that joins cells `a` and `b`, if one does (the first in force, though
    /// no two rules join the same pair).
    pub(super) fn rule(&self, a: usize, b: usize) -> Option<Apart> {
        self.rules
            .iter()
            .copied()
            .find(|rule| rule.joins(self.side, a, b))
    }

    /// The cells a move rule makes `cell` differ from; none without such a rule.
    pub(super) fn of(&self, cell: usize) -> &[usize] {
        self.mates.get(cell).map_or(&[], Vec::as_slice)
    }

    /// Whether no move rule is in force.
    pub(super) fn is_empty(&self) -> bool {
        self.mates.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Shape;
    use crate::rules::Variant;

    #[test]
    fn a_cell_sees_a_knights_move_and_a_diagonal_touch_away() {
        let nine = Shape::square(3).unwrap();
        assert!(MoveSight::new(&nine.into()).is_empty());
        let both = Variant {
            anti_knight: true,
            anti_king: true,
            ..Variant::default()
        };
        let sight = MoveSight::new(&Rules::new(nine, both).unwrap());
        // r1c3: knight to r2c1, r2c5, r3c2, r3c4; king to r2c2, r2c4.
        assert_eq!(sight.of(2), [9, 10, 12, 13, 19, 21]);
    }
}
