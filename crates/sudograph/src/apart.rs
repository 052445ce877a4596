//! The rules that are not units: anti-knight (two cells a chess knight's move apart differ)
//! and anti-king (two cells that touch diagonally differ). Each joins pairs of cells, not
//! groups of side cells, so the constraint graph takes them as extra edges and the
//! validator checks them pair by pair. Both hold on a grid of any side and any box shape,
//! as they depend on where cells sit, not on the boxes.

use std::fmt;

/// A rule that makes two cells differ when one chess move apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Apart {
    /// Cells a knight's move apart (two steps one way, one the other) differ.
    Knight,
    /// Cells that touch diagonally (a king's diagonal step) differ; cells that touch side
    /// by side share a row or a column already.
    King,
}

impl Apart {
    /// The (row, column) steps from a cell to the cells the rule joins it to.
    fn steps(self) -> &'static [(isize, isize)] {
        match self {
            Apart::Knight => &[
                (-2, -1),
                (-2, 1),
                (-1, -2),
                (-1, 2),
                (1, -2),
                (1, 2),
                (2, -1),
                (2, 1),
            ],
            Apart::King => &[(-1, -1), (-1, 1), (1, -1), (1, 1)],
        }
    }

    /// Whether cells `a` and `b` (reading order) of a grid of `side` are joined by the
    /// rule: one move apart.
    ///
    /// # Examples
    /// ```
    /// use sudograph::apart::Apart;
    /// assert!(Apart::Knight.joins(9, 0, 11)); // r1c1 and r2c3
    /// assert!(!Apart::Knight.joins(9, 0, 10));
    /// assert!(Apart::King.joins(9, 0, 10)); // r1c1 and r2c2
    /// ```
    pub fn joins(self, side: usize, a: usize, b: usize) -> bool {
        let (dr, dc) = (
            (b / side) as isize - (a / side) as isize,
            (b % side) as isize - (a % side) as isize,
        );
        self.steps().contains(&(dr, dc))
    }

    /// The cells of a grid of `side` the rule joins to `cell`, in reading order.
    pub fn neighbours(self, side: usize, cell: usize) -> impl Iterator<Item = usize> {
        let (row, col) = ((cell / side) as isize, (cell % side) as isize);
        let side = side as isize;
        self.steps()
            .iter()
            .map(move |&(dr, dc)| (row + dr, col + dc))
            .filter(move |&(r, c)| (0..side).contains(&r) && (0..side).contains(&c))
            .map(move |(r, c)| (r * side + c) as usize)
    }

    /// Every pair of cells the rule joins on a grid of `side`, each once as (a, b) with
    /// a < b, in reading order of a then b.
    pub fn pairs(self, side: usize) -> Vec<(usize, usize)> {
        (0..side * side)
            .flat_map(|a| {
                let mut later: Vec<usize> = self.neighbours(side, a).filter(|&b| b > a).collect();
                later.sort_unstable();
                later.into_iter().map(move |b| (a, b))
            })
            .collect()
    }

    /// How a message says two cells break the rule: `are a knight's move apart`,
    /// `touch diagonally`.
    pub fn relation(self) -> &'static str {
        match self {
            Apart::Knight => "are a knight's move apart",
            Apart::King => "touch diagonally",
        }
    }
}

impl fmt::Display for Apart {
    /// The rule's name, as `--variant` spells it: `anti-knight`, `anti-king`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Apart::Knight => "anti-knight",
            Apart::King => "anti-king",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_counts_match_the_moves_on_the_board() {
        // On an n×n board a knight has 4(n-1)(n-2) moves counted once, a king's diagonal
        // steps 2(n-1)².
        for side in [4, 6, 9] {
            assert_eq!(Apart::Knight.pairs(side).len(), 4 * (side - 1) * (side - 2));
            assert_eq!(Apart::King.pairs(side).len(), 2 * (side - 1) * (side - 1));
        }
    }

    #[test]
    fn moves_do_not_wrap_around_the_edge() {
        // r1c9 and r2c2 are 8 apart in reading order, as r1c1 and r1c9 are not.
        assert!(!Apart::Knight.joins(9, 8, 10));
        assert!(!Apart::King.joins(9, 8, 9));
        assert_eq!(Apart::King.neighbours(9, 8).collect::<Vec<_>>(), [16]);
    }
}
