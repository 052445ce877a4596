//! The rules of a grid: which groups of cells ("units") must hold every symbol once. Rows
//! and columns always; then the boxes, or irregular regions in their place (jigsaw Sudoku);
//! for Sudoku X, both main diagonals; for windoku, the windows between the boxes; for
//! disjoint groups, the cells at one place in every box. The graph, the solver and the
//! validator all take their units from here, and the pairs of cells that are not units but
//! must differ (anti-knight, anti-king: [`Apart`]) from [`Rules::apart`], which is what
//! makes a variant cost one flag.

use std::fmt;
use std::str::FromStr;

use crate::apart::Apart;
use crate::shape::Shape;

mod error;
mod regions;
mod variant_names;

pub use self::error::{RulesError, SideMismatch};
pub use self::regions::{Regions, RegionsError};
pub use self::variant_names::{VARIANT_NAMES, VariantNamesError};

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
    /// A window of windoku: a b×b square between the boxes (see [`Rules::units`]).
    Window,
    /// A disjoint group: the cells at one place in every box (index: the place, in reading
    /// order within a box).
    Disjoint,
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
            UnitKind::Window => "window",
            UnitKind::Disjoint => "disjoint group",
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

/// The units a variant adds to or changes from classic Sudoku, and the pairs of cells it
/// makes differ; the default is classic. The rules combine freely, but for windoku and
/// disjoint groups, which need square boxes (see [`Rules::new`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    /// Irregular regions in place of the boxes (jigsaw Sudoku).
    pub regions: Option<Regions>,
    /// Both main diagonals are units too (Sudoku X).
    pub diagonals: bool,
    /// Cells a knight's move apart differ (anti-knight).
    pub anti_knight: bool,
    /// Cells that touch diagonally differ (anti-king).
    pub anti_king: bool,
    /// The windows between the boxes are units too (windoku, also called hyper Sudoku).
    pub windoku: bool,
    /// The cells at one place in every box make a unit (disjoint groups).
    pub disjoint: bool,
}

impl Variant {
    /// The rules in force that join pairs of cells rather than units.
    pub fn apart(&self) -> Vec<Apart> {
        [
            (self.anti_knight, Apart::Knight),
            (self.anti_king, Apart::King),
        ]
        .into_iter()
        .filter_map(|(on, rule)| on.then_some(rule))
        .collect()
    }

    /// The names of the rules in force besides the rows, columns and boxes or regions, as
    /// `--variant` spells them (`x`, `anti-knight`, `anti-king`, `windoku`, `disjoint`).
    pub fn names(&self) -> Vec<&'static str> {
        [
            (self.diagonals, "x"),
            (self.anti_knight, "anti-knight"),
            (self.anti_king, "anti-king"),
            (self.windoku, "windoku"),
            (self.disjoint, "disjoint"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect()
    }

    /// Whether the variant adds anything to rows, columns and boxes (regions included).
    pub fn is_classic(&self) -> bool {
        self.regions.is_none() && self.names().is_empty()
    }
}

impl FromStr for Variant {
    type Err = VariantNamesError;

    /// The variant a comma-separated list of [`VARIANT_NAMES`] names (without regions),
    /// as `--variant` and Python's `variant=` take it.
    ///
    /// # Examples
    /// ```
    /// use sudograph::rules::Variant;
    /// let variant: Variant = "x, Anti-Knight".parse().unwrap();
    /// assert!(variant.diagonals && variant.anti_knight && !variant.windoku);
    /// assert_eq!("classic".parse::<Variant>().unwrap(), Variant::default());
    /// ```
    fn from_str(text: &str) -> Result<Variant, VariantNamesError> {
        let names = variant_names::read_names(text)?;
        let on = |name| names.contains(&name);
        Ok(Variant {
            regions: None,
            diagonals: on("x"),
            anti_knight: on("anti-knight"),
            anti_king: on("anti-king"),
            windoku: on("windoku"),
            disjoint: on("disjoint"),
        })
    }
}

/// A shape under a variant: everything needed to list a grid's units.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    shape: Shape,
    variant: Variant,
}

impl Rules {
    /// The rules of `shape` under `variant`; its region map, if any, must have the same
    /// side, and windoku and disjoint groups need square boxes (no jigsaw regions).
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, rules::{Rules, Variant}};
    /// let windoku = Variant { windoku: true, ..Variant::default() };
    /// assert!(Rules::new(Shape::square(3).unwrap(), windoku.clone()).is_ok());
    /// let error = Rules::new(Shape::new(2, 3).unwrap(), windoku).unwrap_err();
    /// assert_eq!(error.to_string(), "windoku needs square boxes (9×9, 16×16 …); 6×6's boxes are 2×3");
    /// ```
    pub fn new(shape: Shape, variant: Variant) -> Result<Rules, RulesError> {
        if let Some(regions) = &variant.regions
            && regions.side() != shape.side()
        {
            return Err(RulesError::Side(SideMismatch {
                regions: regions.side(),
                grid: shape.side(),
            }));
        }
        let boxed = [(variant.windoku, "windoku"), (variant.disjoint, "disjoint")];
        if let Some(&(_, rule)) = boxed.iter().find(|(on, _)| *on) {
            if variant.regions.is_some() {
                return Err(RulesError::NoBoxes { rule });
            }
            if shape.box_rows() != shape.box_cols() {
                return Err(RulesError::BoxesNotSquare { rule, shape });
            }
        }
        Ok(Rules { shape, variant })
    }

    /// The rules that make pairs of cells differ without a unit (anti-knight, anti-king).
    pub fn apart(&self) -> Vec<Apart> {
        self.variant.apart()
    }

    /// The first row (and column) of each window of windoku, from 0: with boxes of side b,
    /// windows of b×b cells start one row past each box boundary but the last (rows
    /// 1, b+2, 2b+3 …), so that b−1 of them lie between the boxes each way: on 9×9, rows
    /// and columns 2–4 and 6–8 (from 1); on 16×16, 2–5, 7–10 and 12–15; on 4×4, the
    /// centre 2×2. Empty without windoku.
    fn window_starts(&self) -> Vec<usize> {
        if !self.variant.windoku {
            return Vec::new();
        }
        let b = self.shape.box_rows();
        (0..b - 1).map(|j| j * (b + 1) + 1).collect()
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
        let diagonals = if self.variant.diagonals { 2 } else { 0 };
        let windows = self.window_starts().len().pow(2);
        let disjoint = if self.variant.disjoint { side } else { 0 };
        let mut index = u;
        for (kind, count) in [
            (UnitKind::Row, side),
            (UnitKind::Column, side),
            (group, side),
            (UnitKind::Diagonal, diagonals),
            (UnitKind::Window, windows),
            (UnitKind::Disjoint, disjoint),
        ] {
            if index < count {
                return kind.name(index);
            }
            index -= count;
        }
        format!("unit {}", u + 1)
    }

    /// Every unit: rows, columns, boxes or regions, then the diagonals, the windows of
    /// windoku (by rows of windows: rows and columns 2–4 and 6–8 on 9×9, see the guide) and the disjoint groups
    /// (by place in the box). Each holds `side` cells in reading order.
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
        let starts = self.window_starts();
        let b = self.shape.box_rows();
        for (index, (&top, &left)) in starts
            .iter()
            .flat_map(|top| starts.iter().map(move |left| (top, left)))
            .enumerate()
        {
            let cells = (top..top + b)
                .flat_map(|r| (left..left + b).map(move |c| r * side + c))
                .collect();
            units.push(unit(UnitKind::Window, index, cells));
        }
        if self.variant.disjoint {
            let (rows, cols) = (self.shape.box_rows(), self.shape.box_cols());
            for place in 0..side {
                let (dr, dc) = (place / cols, place % cols);
                // One cell per box, boxes in reading order, which is reading order.
                let cells = (0..side / rows)
                    .flat_map(|band| {
                        (0..side / cols)
                            .map(move |stack| (band * rows + dr) * side + stack * cols + dc)
                    })
                    .collect();
                units.push(unit(UnitKind::Disjoint, place, cells));
            }
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
    /// `9×9 Sudoku`, `9×9 jigsaw Sudoku X`, `9×9 Sudoku X, anti-knight` …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let jigsaw = if self.has_boxes() { "" } else { " jigsaw" };
        let x = if self.variant.diagonals { " X" } else { "" };
        write!(f, "{}{jigsaw} Sudoku{x}", self.shape)?;
        for name in self.variant.names().into_iter().filter(|&n| n != "x") {
            write!(f, ", {name}")?;
        }
        Ok(())
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
            ..Variant::default()
        };
        let rules = Rules::new(Shape::square(2).unwrap(), variant).unwrap();
        let units = rules.units();
        assert_eq!(units.len(), 12);
        assert_eq!(units[11].kind, UnitKind::Region);
        assert_eq!(units[11].cells, vec![10, 11, 13, 14]);
        assert_eq!(rules.to_string(), "4×4 jigsaw Sudoku");
    }

    #[test]
    fn a_map_for_another_side_is_refused() {
        let regions = Regions::new(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]).unwrap();
        let variant = Variant {
            regions: Some(regions),
            diagonals: true,
            ..Variant::default()
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
        let every = Variant {
            diagonals: true,
            windoku: true,
            disjoint: true,
            ..Variant::default()
        };
        for (regions, diagonals) in [(None, false), (None, true), (Some(regions), true)] {
            let variant = Variant {
                regions,
                diagonals,
                ..Variant::default()
            };
            for variant in [variant, every.clone()] {
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
    }

    #[test]
    fn windows_lie_between_the_boxes() {
        let windoku = Variant {
            windoku: true,
            ..Variant::default()
        };
        let windows = |n: usize| -> Vec<Vec<usize>> {
            let rules = Rules::new(Shape::square(n).unwrap(), windoku.clone()).unwrap();
            rules
                .units()
                .into_iter()
                .filter(|u| u.kind == UnitKind::Window)
                .map(|u| u.cells)
                .collect()
        };
        // 9×9: rows and columns 2–4 and 6–8 (from 1).
        let nine = windows(3);
        assert_eq!(nine.len(), 4);
        assert_eq!(nine[0], [10, 11, 12, 19, 20, 21, 28, 29, 30]);
        assert_eq!(nine[3], [50, 51, 52, 59, 60, 61, 68, 69, 70]);
        // 4×4: the centre; 16×16: nine windows, the last ending at r15c15.
        assert_eq!(windows(2), [vec![5, 6, 9, 10]]);
        let sixteen = windows(4);
        assert_eq!(sixteen.len(), 9);
        assert_eq!(sixteen[8].last(), Some(&(14 * 16 + 14)));
    }

    #[test]
    fn disjoint_groups_take_one_cell_per_box() {
        let disjoint = Variant {
            disjoint: true,
            ..Variant::default()
        };
        let rules = Rules::new(Shape::square(3).unwrap(), disjoint).unwrap();
        let units = rules.units();
        assert_eq!(units.len(), 36);
        assert_eq!(units[27].kind, UnitKind::Disjoint);
        assert_eq!(units[27].cells, [0, 3, 6, 27, 30, 33, 54, 57, 60]);
        assert_eq!(units[35].cells, [20, 23, 26, 47, 50, 53, 74, 77, 80]);
        assert_eq!(rules.unit_name(31), "disjoint group 5");
        assert_eq!(rules.to_string(), "9×9 Sudoku, disjoint");
    }

    #[test]
    fn windoku_and_disjoint_need_square_boxes() {
        let regions = Regions::new(vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 3, 3, 2]).unwrap();
        let jigsaw_disjoint = Variant {
            regions: Some(regions),
            disjoint: true,
            ..Variant::default()
        };
        let error = Rules::new(Shape::square(2).unwrap(), jigsaw_disjoint).unwrap_err();
        assert_eq!(
            error.to_string(),
            "disjoint needs the grid's boxes, which jigsaw regions replace"
        );
        let windoku = Variant {
            windoku: true,
            ..Variant::default()
        };
        assert!(Rules::new(Shape::new(2, 3).unwrap(), windoku).is_err());
    }

    #[test]
    fn unit_names() {
        assert_eq!(UnitKind::Row.name(2), "row 3");
        assert_eq!(UnitKind::Region.name(0), "region 1");
        assert_eq!(UnitKind::Diagonal.name(0), "main diagonal");
        assert_eq!(UnitKind::Diagonal.name(1), "anti-diagonal");
    }
}
