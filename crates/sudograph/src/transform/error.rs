//! Why a grid has no transformation here.

use std::fmt;

/// Why a grid cannot be transformed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransformError {
    /// A variant (Sudoku X, jigsaw, anti-knight, anti-king, windoku, disjoint groups) is
    /// kept only by some of the transformations (anti-knight, for one, not by a row swap).
    Variant,
    /// The canonical form is computed for 4×4 and 9×9 grids only, where trying every
    /// arrangement of the columns is cheap.
    Side(usize),
}

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransformError::Variant => f.write_str(
                "only classic grids are transformed: a variant's rules (diagonals, jigsaw regions, anti-knight, anti-king, windoku, disjoint groups) are kept by few of the transformations",
            ),
            TransformError::Side(side) => write!(
                f,
                "the canonical form is computed for 4×4 and 9×9 grids, not {side}×{side}"
            ),
        }
    }
}

impl std::error::Error for TransformError {}
