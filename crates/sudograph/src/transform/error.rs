//! Why a grid has no transformation here.

use std::fmt;

/// Why a grid cannot be transformed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransformError {
    /// Jigsaw regions: without bands and stacks, the rearrangements that keep the regions
    /// are not searched for.
    Regions,
    /// The canonical form is computed for 4×4 and 9×9 grids only, where trying every
    /// arrangement of the columns is cheap.
    Side(usize),
}

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransformError::Regions => f.write_str(
                "jigsaw regions (--regions) are not transformed: without bands and stacks, the rearrangements that keep the regions are not searched for",
            ),
            TransformError::Side(side) => write!(
                f,
                "the canonical form is computed for 4×4 and 9×9 grids, not {side}×{side}"
            ),
        }
    }
}

impl std::error::Error for TransformError {}
