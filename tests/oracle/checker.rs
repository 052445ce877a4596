//! The independent checker of finished grids: its own units, from the box shape's rows and
//! columns (or the region map's numbers), the two diagonals of Sudoku X, the windows of
//! windoku and the disjoint groups, and a count of each symbol per unit; then every pair of
//! cells a knight's move apart (anti-knight) or touching diagonally (anti-king), found by
//! their distance. It shares no code with `sudograph::validate` or `Rules::units`, and
//! needs nothing but the library's grid and rule types, so that the fuzz targets include it
//! too (`#[path]`), as their oracle. It answers in the validator's `Violation` type and
//! order, so that the two can be compared exactly.

use sudograph::apart::Apart;
use sudograph::grid::Grid;
use sudograph::rules::{Rules, UnitKind};
use sudograph::validate::Violation;

/// The units of `rules`, each a kind, its index and its cells in reading order: rows,
/// columns, boxes (from the box shape) or regions (from the map), then the diagonals.
fn units(rules: &Rules) -> Vec<(UnitKind, usize, Vec<usize>)> {
    let shape = rules.shape();
    let side = shape.side();
    let (box_rows, box_cols) = (shape.box_rows(), shape.box_cols());
    let mut units = Vec::new();
    for r in 0..side {
        units.push((UnitKind::Row, r, (0..side).map(|c| r * side + c).collect()));
    }
    for c in 0..side {
        units.push((
            UnitKind::Column,
            c,
            (0..side).map(|r| r * side + c).collect(),
        ));
    }
    match &rules.variant().regions {
        None => {
            let mut index = 0;
            for top in (0..side).step_by(box_rows) {
                for left in (0..side).step_by(box_cols) {
                    let cells = (top..top + box_rows)
                        .flat_map(|r| (left..left + box_cols).map(move |c| r * side + c))
                        .collect();
                    units.push((UnitKind::Box, index, cells));
                    index += 1;
                }
            }
        }
        Some(regions) => {
            for region in 0..side {
                let cells = (0..side * side)
                    .filter(|&cell| usize::from(regions.of_cell()[cell]) == region)
                    .collect();
                units.push((UnitKind::Region, region, cells));
            }
        }
    }
    if rules.variant().diagonals {
        units.push((
            UnitKind::Diagonal,
            0,
            (0..side).map(|i| i * side + i).collect(),
        ));
        let anti = (0..side).map(|i| i * side + side - 1 - i).collect();
        units.push((UnitKind::Diagonal, 1, anti));
    }
    if rules.variant().windoku {
        // Windows of box_rows × box_rows cells, one row and column past each box boundary
        // but the last.
        let starts: Vec<usize> = (0..side / box_rows - 1)
            .map(|j| j * box_rows + j + 1)
            .collect();
        let mut index = 0;
        for &top in &starts {
            for &left in &starts {
                let cells = (0..side * side)
                    .filter(|cell| (top..top + box_rows).contains(&(cell / side)))
                    .filter(|cell| (left..left + box_rows).contains(&(cell % side)))
                    .collect();
                units.push((UnitKind::Window, index, cells));
                index += 1;
            }
        }
    }
    if rules.variant().disjoint {
        for place in 0..side {
            let cells = (0..side * side)
                .filter(|cell| {
                    let (r, c) = (cell / side, cell % side);
                    (r % box_rows) * box_cols + c % box_cols == place
                })
                .collect();
            units.push((UnitKind::Disjoint, place, cells));
        }
    }
    units
}

/// Each pair of cells (a, b), a < b, holding one symbol where anti-knight or anti-king
/// forbids it: a knight's move apart, or touching diagonally.
fn apart_clashes(rules: &Rules, cells: &[Option<u16>], given: bool) -> Vec<Violation> {
    let side = rules.side();
    let variant = rules.variant();
    let mut out = Vec::new();
    for (on, rule) in [
        (variant.anti_knight, Apart::Knight),
        (variant.anti_king, Apart::King),
    ] {
        for a in (0..side * side).filter(|_| on) {
            for b in a + 1..side * side {
                let dr = (a / side).abs_diff(b / side);
                let dc = (a % side).abs_diff(b % side);
                let joined = match rule {
                    Apart::Knight => (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
                    Apart::King => (dr, dc) == (1, 1),
                };
                if let (true, Some(symbol)) = (joined && cells[a] == cells[b], cells[a]) {
                    out.push(Violation::Apart {
                        side,
                        rule,
                        cells: (a, b),
                        symbol,
                        given,
                    });
                }
            }
        }
    }
    out
}

/// Each symbol held more than once in one unit of `cells`, then each pair of cells that
/// anti-knight or anti-king makes differ holding one symbol.
pub fn repeats(rules: &Rules, cells: &[Option<u16>], given: bool) -> Vec<Violation> {
    let side = rules.side();
    let mut out = Vec::new();
    for (kind, index, unit) in units(rules) {
        for symbol in 0..side as u16 {
            let holding: Vec<usize> = unit
                .iter()
                .copied()
                .filter(|&cell| cells[cell] == Some(symbol))
                .collect();
            if holding.len() > 1 {
                out.push(Violation::Repeated {
                    side,
                    kind,
                    index,
                    symbol,
                    cells: holding,
                    given,
                });
            }
        }
    }
    out.extend(apart_clashes(rules, cells, given));
    out
}

/// Everything that keeps `grid` from being a solution (of `puzzle`, under the puzzle's rules,
/// when given): empty cells, changed givens, then repeats unit by unit.
pub fn violations(grid: &Grid, puzzle: Option<&Grid>) -> Vec<Violation> {
    if let Some(puzzle) = puzzle
        && puzzle.shape() != grid.shape()
    {
        return vec![Violation::ShapeMismatch {
            puzzle: puzzle.shape(),
            grid: grid.shape(),
        }];
    }
    let rules = puzzle.unwrap_or(grid).rules();
    let side = rules.side();
    let cells = grid.cells();
    let mut out: Vec<Violation> = (0..cells.len())
        .filter(|&cell| cells[cell].is_none())
        .map(|cell| Violation::Empty { side, cell })
        .collect();
    if let Some(puzzle) = puzzle {
        for (cell, (&given, &found)) in puzzle.cells().iter().zip(cells).enumerate() {
            if let (Some(given), Some(found)) = (given, found)
                && given != found
            {
                out.push(Violation::GivenChanged {
                    side,
                    cell,
                    given,
                    found,
                });
            }
        }
    }
    out.extend(repeats(rules, cells, false));
    out
}

/// Asserts that `grid` is a complete, correct solution of `puzzle` (when given) by the
/// oracle; `context` names it in the failure.
#[track_caller]
pub fn assert_solves(grid: &Grid, puzzle: Option<&Grid>, context: &str) {
    let found = violations(grid, puzzle);
    assert!(found.is_empty(), "{context}: {found:?}");
}
