//! The grader's sight through the rules that are not units: under anti-knight a cell sees
//! the cells a knight's move away, under anti-king those touching it diagonally. A symbol
//! placed leaves those cells as it leaves the cell's units (the knight's or king's move
//! elimination players make), and every technique that asks whether two cells see each
//! other counts these pairs too. What stays unit-only is what must: hidden singles, subsets
//! and fish count places per unit, which the move rules add none of. The uniqueness
//! techniques are off under these rules ([`Grader::for_unique_puzzles`]), since swapping
//! two symbols in a rectangle may put one a move away from itself.

use super::sight::Grader;
use crate::rules::Rules;

/// For each cell, the cells the move rules of `rules` make it differ from, in reading order;
/// empty when no move rule is in force.
pub(super) fn move_mates(rules: &Rules) -> Vec<Vec<usize>> {
    let rules_apart = rules.apart();
    if rules_apart.is_empty() {
        return Vec::new();
    }
    let side = rules.side();
    (0..side * side)
        .map(|cell| {
            let mut mates: Vec<usize> = rules_apart
                .iter()
                .flat_map(|rule| rule.neighbours(side, cell))
                .collect();
            mates.sort_unstable();
            mates.dedup();
            mates
        })
        .collect()
}

impl Grader {
    /// The cells a move rule (anti-knight, anti-king) makes `cell` differ from, beyond its
    /// units; none without such a rule.
    pub(super) fn move_mates(&self, cell: usize) -> &[usize] {
        self.moves.get(cell).map_or(&[], Vec::as_slice)
    }

    /// Whether a move rule is in force, which the uniqueness techniques cannot take.
    pub(super) fn has_moves(&self) -> bool {
        !self.moves.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Shape;
    use crate::rules::Variant;

    #[test]
    fn a_cell_sees_a_knights_move_away_only_under_anti_knight() {
        let nine = Shape::square(3).unwrap();
        let classic = Grader::new(&nine.into());
        let anti_knight = Variant {
            anti_knight: true,
            ..Variant::default()
        };
        let grader = Grader::new(&Rules::new(nine, anti_knight).unwrap());
        // r1c3 and r2c5: a knight's move apart, in no unit together.
        assert!(!classic.sees(2, 13));
        assert!(grader.sees(2, 13));
        assert!(!grader.sees(2, 14));
        assert!(!grader.clone().for_unique_puzzles().assumes_unique());
        assert!(classic.for_unique_puzzles().assumes_unique());
    }
}
