//! Why a shape and a variant make no rules: a region map of another side, or windoku and
//! disjoint groups where the boxes are not square.

use std::fmt;

use crate::shape::Shape;

/// A region map for another side than the grid's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideMismatch {
    /// Side of the region map.
    pub regions: usize,
    /// Side of the grid.
    pub grid: usize,
}

impl fmt::Display for SideMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the region map is {0}×{0} but the grid is {1}×{1}",
            self.regions, self.grid
        )
    }
}

impl std::error::Error for SideMismatch {}

/// Why a shape and a variant make no rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The region map is for another side than the grid.
    Side(SideMismatch),
    /// Windoku or disjoint groups (`rule`) on a grid whose boxes are not square.
    BoxesNotSquare {
        /// `windoku` or `disjoint`.
        rule: &'static str,
        /// The grid's shape.
        shape: Shape,
    },
    /// Windoku or disjoint groups (`rule`) with jigsaw regions, which leave no boxes.
    NoBoxes {
        /// `windoku` or `disjoint`.
        rule: &'static str,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Side(mismatch) => mismatch.fmt(f),
            RulesError::BoxesNotSquare { rule, shape } => write!(
                f,
                "{rule} needs square boxes (9×9, 16×16 …); {shape}'s boxes are {}×{}",
                shape.box_rows(),
                shape.box_cols()
            ),
            RulesError::NoBoxes { rule } => write!(
                f,
                "{rule} needs the grid's boxes, which jigsaw regions replace"
            ),
        }
    }
}

impl std::error::Error for RulesError {}
