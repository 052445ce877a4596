//! The rules of a grid: which groups of cells ("units") must hold every symbol once. Rows
//! and columns always; then the boxes, or irregular regions in their place (jigsaw Sudoku);
//! and, for Sudoku X, both main diagonals. The graph, the solver and the validator all take
//! their units from here, which is what makes a variant cost one flag.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use crate::shape::{MAX_SIDE, Shape};

/// What kind of group a unit is; it names the unit in messages and edge styles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnitKind {
    /// A row of the grid.
    Row,
    /// A column of the grid.
    Column,
    /// A box (block) of the grid.
    Box,
    /// An irregular region of a jigsaw grid, in place of the boxes.
    Region,
    /// One of the two main diagonals of Sudoku X: index 0 runs from the top left corner,
    /// index 1 from the top right corner.
    Diagonal,
}

impl UnitKind {
    /// The unit's name in messages: `row 3`, `box 5`, `region 2`, `main diagonal`,
    /// `anti-diagonal`; `index` counts from 0.
    pub fn name(self, index: usize) -> String {
        match (self, index) {
            (UnitKind::Diagonal, 0) => "main diagonal".to_string(),
            (UnitKind::Diagonal, _) => "anti-diagonal".to_string(),
            (kind, index) => format!("{kind} {}", index + 1),
        }
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
            UnitKind::Region => "region",
            UnitKind::Diagonal => "diagonal",
        })
    }
}

/// A group of cells that must hold every symbol exactly once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// Row, column, box, region or diagonal.
    pub kind: UnitKind,
    /// Which one of its kind, from 0.
    pub index: usize,
    /// Cell indices (row * side + col), in reading order.
    pub cells: Vec<usize>,
}

/// For each of `cells` cells, the indices of the `units` that hold it, in increasing order:
/// what the graph, the grader and the generator look a cell's units up in.
pub(crate) fn units_of(units: &[Unit], cells: usize) -> Vec<Vec<usize>> {
    let mut of = vec![Vec::new(); cells];
    for (u, unit) in units.iter().enumerate() {
        for &cell in &unit.cells {
            of[cell].push(u);
        }
    }
    of
}

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

/// The units a variant adds to or changes from classic Sudoku; the default is classic.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    /// Irregular regions in place of the boxes (jigsaw Sudoku).
    pub regions: Option<Regions>,
    /// Both main diagonals are units too (Sudoku X).
    pub diagonals: bool,
}

/// A shape under a variant: everything needed to list a grid's units.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    shape: Shape,
    variant: Variant,
}

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

impl Rules {
    /// The rules of `shape` under `variant`; its region map, if any, must have the same side.
    pub fn new(shape: Shape, variant: Variant) -> Result<Rules, SideMismatch> {
        match &variant.regions {
            Some(regions) if regions.side() != shape.side() => Err(SideMismatch {
                regions: regions.side(),
                grid: shape.side(),
            }),
            _ => Ok(Rules { shape, variant }),
        }
    }

    /// The grid's size and box shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Side of the grid.
    pub fn side(&self) -> usize {
        self.shape.side()
    }

    /// The variant in force.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Whether boxes are units (no irregular regions replace them).
    pub(crate) fn has_boxes(&self) -> bool {
        self.variant.regions.is_none()
    }

    /// Rows and columns of the boxes to show when printing or drawing the grid: the
    /// shape's boxes, or one box of the whole grid when irregular regions replace them.
    pub(crate) fn shown_boxes(&self) -> (usize, usize) {
        match self.has_boxes() {
            true => (self.shape.box_rows(), self.shape.box_cols()),
            false => (self.side(), self.side()),
        }
    }

    /// The name of unit `u`, numbered as [`Rules::units`] lists them (`row 3`, `box 5`,
    /// `anti-diagonal`), without listing them; `unit N` past the last unit.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, rules::Rules};
    /// let rules = Rules::from(Shape::square(3).unwrap());
    /// assert_eq!(rules.unit_name(2), "row 3");
    /// assert_eq!(rules.unit_name(22), "box 5");
    /// ```
    pub fn unit_name(&self, u: usize) -> String {
        let side = self.side();
        let group = match self.has_boxes() {
            true => UnitKind::Box,
            false => UnitKind::Region,
        };
        let (kind, index) = match u / side {
            0 => (UnitKind::Row, u),
            1 => (UnitKind::Column, u - side),
            2 => (group, u - 2 * side),
            3 if self.variant.diagonals && u < 3 * side + 2 => (UnitKind::Diagonal, u - 3 * side),
            _ => return format!("unit {}", u + 1),
        };
        kind.name(index)
    }

    /// Every unit: rows, columns, boxes or regions, then the diagonals. Each holds `side`
    /// cells in reading order.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, rules::{Rules, UnitKind, Variant}};
    /// let variant = Variant { diagonals: true, ..Variant::default() };
    /// let units = Rules::new(Shape::square(3).unwrap(), variant).unwrap().units();
    /// assert_eq!(units.len(), 29);
    /// assert_eq!(units[27].kind, UnitKind::Diagonal);
    /// assert_eq!(units[28].cells, [8, 16, 24, 32, 40, 48, 56, 64, 72]);
    /// ```
    pub fn units(&self) -> Vec<Unit> {
        let side = self.side();
        let unit = |kind, index, cells: Vec<usize>| Unit { kind, index, cells };
        let mut units = Vec::with_capacity(3 * side + 2);
        units.extend(
            (0..side).map(|r| unit(UnitKind::Row, r, (0..side).map(|c| r * side + c).collect())),
        );
        units.extend((0..side).map(|c| {
            unit(
                UnitKind::Column,
                c,
                (0..side).map(|r| r * side + c).collect(),
            )
        }));
        let (kind, of_cell): (UnitKind, Vec<usize>) = match &self.variant.regions {
            None => (
                UnitKind::Box,
                (0..self.shape.cells())
                    .map(|cell| self.shape.box_of(cell / side, cell % side))
                    .collect(),
            ),
            Some(regions) => (
                UnitKind::Region,
                regions.of_cell().iter().map(|&r| r as usize).collect(),
            ),
        };
        let mut groups: Vec<Vec<usize>> = vec![Vec::with_capacity(side); side];
        for (cell, &group) in of_cell.iter().enumerate() {
            groups[group].push(cell);
        }
        units.extend(
            groups
                .into_iter()
                .enumerate()
                .map(|(index, cells)| unit(kind, index, cells)),
        );
        if self.variant.diagonals {
            units.push(unit(
                UnitKind::Diagonal,
                0,
                (0..side).map(|i| i * side + i).collect(),
            ));
            units.push(unit(
                UnitKind::Diagonal,
                1,
                (0..side).map(|i| i * side + side - 1 - i).collect(),
            ));
        }
        units
    }
}

impl From<Shape> for Rules {
    /// Classic rules: rows, columns and boxes.
    fn from(shape: Shape) -> Rules {
        Rules {
            shape,
            variant: Variant::default(),
        }
    }
}

impl fmt::Display for Rules {
    /// `9×9 Sudoku`, `9×9 jigsaw Sudoku X` …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let jigsaw = if self.has_boxes() { "" } else { " jigsaw" };
        let x = if self.variant.diagonals { " X" } else { "" };
        write!(f, "{}{jigsaw} Sudoku{x}", self.shape)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_of_rectangular_shape() {
        let units = Rules::from(Shape::new(2, 3).unwrap()).units();
        assert_eq!(units.len(), 18);
        assert!(units.iter().all(|u| u.cells.len() == 6));
        assert_eq!(units[12].cells, vec![0, 1, 2, 6, 7, 8]);
        assert_eq!(units[13].cells, vec![3, 4, 5, 9, 10, 11]);
    }

    #[test]
    fn regions_replace_boxes() {
        // The top two regions are the boxes; the bottom two interlock.
        let map = vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 3, 3, 2];
        let regions = Regions::new(map).unwrap();
        let variant = Variant {
            regions: Some(regions),
            diagonals: false,
        };
        let rules = Rules::new(Shape::square(2).unwrap(), variant).unwrap();
        let units = rules.units();
        assert_eq!(units.len(), 12);
        assert_eq!(units[11].kind, UnitKind::Region);
        assert_eq!(units[11].cells, vec![10, 11, 13, 14]);
        assert_eq!(rules.to_string(), "4×4 jigsaw Sudoku");
    }

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

    #[test]
    fn a_map_for_another_side_is_refused() {
        let regions = Regions::new(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]).unwrap();
        let variant = Variant {
            regions: Some(regions),
            diagonals: true,
        };
        let error = Rules::new(Shape::square(3).unwrap(), variant).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the region map is 4×4 but the grid is 9×9"
        );
    }

    #[test]
    fn unit_names_follow_the_order_of_the_units() {
        let regions = Regions::new(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 3, 3, 2]).unwrap();
        for (regions, diagonals) in [(None, false), (None, true), (Some(regions), true)] {
            let variant = Variant { regions, diagonals };
            let rules = Rules::new(Shape::square(2).unwrap(), variant).unwrap();
            let units = rules.units();
            for (u, unit) in units.iter().enumerate() {
                assert_eq!(
                    rules.unit_name(u),
                    unit.kind.name(unit.index),
                    "{rules} unit {u}"
                );
            }
            assert_eq!(
                rules.unit_name(units.len()),
                format!("unit {}", units.len() + 1)
            );
        }
    }

    #[test]
    fn unit_names() {
        assert_eq!(UnitKind::Row.name(2), "row 3");
        assert_eq!(UnitKind::Region.name(0), "region 1");
        assert_eq!(UnitKind::Diagonal.name(0), "main diagonal");
        assert_eq!(UnitKind::Diagonal.name(1), "anti-diagonal");
    }
}
