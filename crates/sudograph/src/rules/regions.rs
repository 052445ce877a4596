//! Irregular regions (jigsaw Sudoku): the map that takes the place of the boxes, checked
//! when it is made, and why a map is refused.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use crate::shape::MAX_SIDE;

/// Irregular regions (jigsaw Sudoku): `side` regions of `side` cells each, which take the
/// place of the boxes. Cheap to clone: the map is shared.
#[derive(Clone, Debug, Eq)]
pub struct Regions {
    of_cell: Arc<[u8]>,
}

/// Why a region map was refused; `cell` is the cell to blame (reading order, from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionsError {
    /// The cell count is not side² for a side from 2 to [`MAX_SIDE`].
    Cells(usize),
    /// More regions than the side: `region` is the first one too many.
    TooMany {
        /// The region, from 0.
        region: u8,
        /// Its first cell.
        cell: usize,
    },
    /// A region with more cells than the side (so another has fewer); `cell` is its
    /// first cell past the side.
    Size {
        /// The region, from 0.
        region: u8,
        /// Its cells.
        size: usize,
        /// Side of the map: the cells each region needs.
        side: usize,
        /// Its first cell past the side.
        cell: usize,
    },
}

impl fmt::Display for RegionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegionsError::Cells(cells) => write!(
                f,
                "{cells} cells do not make a square grid of side 2 to {MAX_SIDE}"
            ),
            RegionsError::TooMany { region, .. } => {
                write!(f, "region {} is one too many", region + 1)
            }
            RegionsError::Size {
                region, size, side, ..
            } => write!(
                f,
                "region {} has {size} cells; each region needs {side}",
                region + 1
            ),
        }
    }
}

impl std::error::Error for RegionsError {}

impl Regions {
    /// Regions from each cell's region number (`0..side`), in reading order.
    ///
    /// # Examples
    /// ```
    /// use sudograph::rules::Regions;
    /// let regions = Regions::new(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 3, 3, 2]).unwrap();
    /// assert_eq!(regions.side(), 4);
    /// assert!(Regions::new(vec![0, 0, 0, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]).is_err()); // region 0 has 5 cells
    /// ```
    pub fn new(of_cell: Vec<u8>) -> Result<Regions, RegionsError> {
        let side = of_cell.len().isqrt();
        if !(2..=MAX_SIDE).contains(&side) || side * side != of_cell.len() {
            return Err(RegionsError::Cells(of_cell.len()));
        }
        let mut sizes = vec![0; side];
        for (cell, &region) in of_cell.iter().enumerate() {
            let Some(size) = sizes.get_mut(region as usize) else {
                return Err(RegionsError::TooMany { region, cell });
            };
            *size += 1;
            if *size == side + 1 {
                return Err(RegionsError::Size {
                    region,
                    size: of_cell.iter().filter(|&&r| r == region).count(),
                    side,
                    cell,
                });
            }
        }
        // side² cells in at most side regions of at most side cells: each has exactly side.
        Ok(Regions {
            of_cell: of_cell.into(),
        })
    }

    /// Side of the grid the map covers.
    pub fn side(&self) -> usize {
        self.of_cell.len().isqrt()
    }

    /// Each cell's region number, in reading order.
    pub fn of_cell(&self) -> &[u8] {
        &self.of_cell
    }
}

impl PartialEq for Regions {
    fn eq(&self, other: &Regions) -> bool {
        Arc::ptr_eq(&self.of_cell, &other.of_cell) || self.of_cell == other.of_cell
    }
}

impl Hash for Regions {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.of_cell.hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_maps_name_the_cell_to_blame() {
        assert_eq!(Regions::new(vec![0; 5]), Err(RegionsError::Cells(5)));
        assert_eq!(
            Regions::new(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 4, 3, 2]),
            Err(RegionsError::TooMany {
                region: 4,
                cell: 13
            })
        );
        let error = Regions::new(vec![0, 0, 0, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]).unwrap_err();
        assert_eq!(
            error,
            RegionsError::Size {
                region: 0,
                size: 5,
                side: 4,
                cell: 5
            }
        );
        assert_eq!(
            error.to_string(),
            "region 1 has 5 cells; each region needs 4"
        );
    }
}
