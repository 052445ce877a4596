//! The player's grid in progress: the symbols written so far, and the pencil marks when the
//! player gives them.

/// A grid being solved by a player: its cells (the givens and the player's symbols) and,
/// when the player gave them, the candidates left in each cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerGrid {
    /// The cells in reading order, side² of them; empty where nothing is written yet.
    pub cells: Vec<Option<u16>>,
    /// The candidates the player left in each cell, in the layout of
    /// [`PencilMarks::candidates`](crate::grade::PencilMarks::candidates) (one word per
    /// cell up to 64×64, bit `s` for symbol `s`); `None` when the player gave none, and
    /// then each empty cell's candidates are the symbols that no filled cell of a shared
    /// unit holds.
    pub candidates: Option<Vec<u64>>,
}

impl PlayerGrid {
    /// A grid in progress without pencil marks.
    pub fn new(cells: Vec<Option<u16>>) -> PlayerGrid {
        PlayerGrid {
            cells,
            candidates: None,
        }
    }

    /// A grid in progress with the player's pencil marks, laid out as
    /// [`PlayerGrid::candidates`] says.
    pub fn with_candidates(cells: Vec<Option<u16>>, candidates: Vec<u64>) -> PlayerGrid {
        PlayerGrid {
            cells,
            candidates: Some(candidates),
        }
    }
}
