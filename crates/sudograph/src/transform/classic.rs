//! What the transformations take: a classic grid, without a variant.

use super::error::TransformError;
use crate::grid::{Grid, Shape};

/// The shape of `grid` when its rules are classic (no variant, no regions), which every
/// transformation of a band, stack or symbol keeps.
pub(super) fn classic_shape(grid: &Grid) -> Result<Shape, TransformError> {
    let variant = grid.rules().variant();
    if !variant.is_classic() {
        return Err(TransformError::Variant);
    }
    Ok(grid.rules().shape())
}
