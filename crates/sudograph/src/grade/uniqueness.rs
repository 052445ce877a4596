//! Uniqueness techniques: unique rectangles (types 1–4) and BUG+1. They rely on the puzzle
//! having one solution, so the grader tries them only when told the puzzle is proven
//! unique ([`Grader::for_unique_puzzles`]).
//!
//! A unique rectangle is four empty cells in two rows and two columns that all hold
//! candidates a and b. Were the four cells a and b alone, a solution would hold them
//! crosswise, and swapping a and b in them would give a second solution; so the cells with
//! other candidates (the roof) keep the rectangle from being only a and b:
//! - type 1: one roof cell: it is not a or b;
//! - type 2: the roof's other candidates are one symbol z: one roof cell is z, and z leaves
//!   every cell seeing all of the roof;
//! - type 3: two roof cells in one unit, whose other candidates act as one cell: with
//!   other cells of the unit they make a naked subset, whose symbols leave the rest of the
//!   unit;
//! - type 4: two roof cells in one unit where a has no other place: one of them is a, so
//!   neither is b.
//!
//! The swap is a second solution only where every unit holds none of the four cells or one
//! of each diagonal pair: checked over every unit of the grid, this keeps out rectangles
//! spread over four boxes, the corners of a diagonal of Sudoku X, and jigsaw rectangles
//! whose regions do not pair the corners.
//!
//! BUG+1 (bivalue universal grave): every empty cell has two candidates but one, which has
//! three, and removing one of its three, p, would leave every symbol two places in every
//! unit where it is not placed. A grid in that state has no solution or two (each cell
//! taking its other candidate is again a solution, unit by unit), so that cell is p. The
//! count is checked over every unit, so the rule holds on every grid.

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Deduction;
use super::sight::Grader;
use super::subsets::next_combination;
use super::technique::Technique;
use sudograph_colour::ColourSet;

impl Grader {
    /// The grader with the uniqueness techniques on (unique rectangles, BUG+1): only for
    /// puzzles proven to have one solution, since their steps rely on it and may be wrong
    /// on a puzzle with several. Under anti-knight or anti-king they stay off: the swap
    /// they rely on may break a move rule, so it proves nothing.
    pub fn for_unique_puzzles(mut self) -> Grader {
        self.unique = !self.has_moves();
        self
    }

    /// Whether the uniqueness techniques are on.
    pub fn assumes_unique(&self) -> bool {
        self.unique
    }
}

/// The first unique rectangle of type `kind` (1 to 4) that eliminates something. Its step's
/// cells are the rectangle's four corners around it, then for type 3 the cells of the
/// naked subset; its symbols a and b (then z for type 2, or the subset's for type 3).
pub(super) fn rectangle<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    kind: u8,
) -> Option<Deduction> {
    if !grader.unique {
        return None;
    }
    let side = grader.side;
    let technique = [
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
    ][usize::from(kind.clamp(1, 4)) - 1];
    for corner in (0..side * side).filter(|&c| board.candidates(c).len() == 2) {
        let pair = board.candidates(corner);
        let (row, column) = (corner / side, corner % side);
        for other_row in (0..side).filter(|&r| r != row) {
            for other_column in (0..side).filter(|&c| c != column) {
                // Around the rectangle: a and d hold one symbol, b and c the other.
                let loop_cells = [
                    corner,
                    row * side + other_column,
                    other_row * side + other_column,
                    other_row * side + column,
                ];
                if !loop_cells
                    .iter()
                    .all(|&c| board.candidates(c) & pair == pair)
                    || !deadly(grader, &loop_cells)
                {
                    continue;
                }
                let roof: Vec<usize> = loop_cells
                    .iter()
                    .copied()
                    .filter(|&c| board.candidates(c) != pair)
                    .collect();
                let found = match kind {
                    1 => type_1(board, pair, &roof),
                    2 => type_2(grader, board, pair, &roof),
                    3 => type_3(grader, board, pair, &roof),
                    _ => type_4(grader, board, pair, &roof),
                };
                if let Some((mut symbols_of, subset, units, removed)) = found {
                    let mut all: Vec<u16> = symbols(pair).collect();
                    all.append(&mut symbols_of);
                    let mut step = Deduction::new(technique, all, loop_cells.to_vec());
                    if !subset.is_empty() {
                        step.cells.push(subset);
                    }
                    if let Some(step) = step.in_units(units).removing(removed) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// What a rectangle type concludes: the extra symbols it names, the cells of a subset, the
/// units it uses, and the eliminations.
type Found = (Vec<u16>, Vec<usize>, Vec<usize>, Vec<(usize, u16)>);

/// Whether swapping the two symbols of a rectangle held crosswise (corners 0 and 2 one
/// symbol, 1 and 3 the other) keeps every unit right: each unit holds none of the corners,
/// or one of each diagonal pair.
fn deadly(grader: &Grader, corners: &[usize; 4]) -> bool {
    corners.iter().all(|&c| {
        grader.units_of[c].iter().all(|&u| {
            let cells = &grader.units[u].cells;
            let count = |pair: [usize; 2]| pair.iter().filter(|c| cells.contains(c)).count();
            count([corners[0], corners[2]]) == 1 && count([corners[1], corners[3]]) == 1
        })
    })
}

/// Type 1: a single roof cell loses a and b.
fn type_1<S: ColourSet>(board: &CandidateGrid<S>, pair: S, roof: &[usize]) -> Option<Found> {
    let &[cell] = roof else { return None };
    let removed = symbols(board.candidates(cell) & pair)
        .map(|s| (cell, s))
        .collect();
    Some((Vec::new(), Vec::new(), Vec::new(), removed))
}

/// Type 2: two or three roof cells whose other candidates are one symbol z, which leaves
/// every cell seeing the whole roof.
fn type_2<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    pair: S,
    roof: &[usize],
) -> Option<Found> {
    if roof.len() < 2 {
        return None;
    }
    let extra = board.candidates(roof[0]) & !pair;
    if extra.len() != 1 || roof.iter().any(|&c| board.candidates(c) & !pair != extra) {
        return None;
    }
    let z = extra.first_colour() as u16;
    let removed = (0..grader.side * grader.side)
        .filter(|&c| board.has(c, z) && !roof.contains(&c))
        .filter(|&c| roof.iter().all(|&r| grader.sees(c, r)))
        .map(|c| (c, z))
        .collect();
    Some((vec![z], Vec::new(), Vec::new(), removed))
}

/// Type 3: two roof cells in one unit, their other candidates taken as one cell, and one to
/// three other cells of the unit, together as many symbols as cells: a naked subset.
fn type_3<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    pair: S,
    roof: &[usize],
) -> Option<Found> {
    let &[one, two] = roof else { return None };
    let extra = (board.candidates(one) | board.candidates(two)) & !pair;
    for &u in shared_units(grader, one, two) {
        let others: Vec<usize> = grader.units[u]
            .cells
            .iter()
            .copied()
            .filter(|&c| c != one && c != two && !board.candidates(c).is_empty())
            .collect();
        for size in 1..=3usize.min(others.len()) {
            let mut pick: Vec<usize> = (0..size).collect();
            loop {
                let union = pick
                    .iter()
                    .fold(extra, |set, &p| set | board.candidates(others[p]));
                if union.len() as usize == size + 1 {
                    let subset: Vec<usize> = pick.iter().map(|&p| others[p]).collect();
                    let removed: Vec<(usize, u16)> = others
                        .iter()
                        .filter(|c| !subset.contains(c))
                        .flat_map(|&c| symbols(board.candidates(c) & union).map(move |s| (c, s)))
                        .collect();
                    if !removed.is_empty() {
                        return Some((symbols(union).collect(), subset, vec![u], removed));
                    }
                }
                if !next_combination(&mut pick, others.len()) {
                    break;
                }
            }
        }
    }
    None
}

/// Type 4: two roof cells in one unit where a (or b) has no other place: they lose b (or
/// a).
fn type_4<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    pair: S,
    roof: &[usize],
) -> Option<Found> {
    let &[one, two] = roof else { return None };
    for &u in shared_units(grader, one, two) {
        for locked in symbols(pair) {
            let places = grader.units[u]
                .cells
                .iter()
                .filter(|&&c| board.has(c, locked))
                .count();
            if places == 2 {
                let lost = pair.without(locked as usize).first_colour() as u16;
                let removed = vec![(one, lost), (two, lost)];
                return Some((vec![locked], Vec::new(), vec![u], removed));
            }
        }
    }
    None
}

/// The units holding both `a` and `b`.
fn shared_units(grader: &Grader, a: usize, b: usize) -> impl Iterator<Item = &usize> {
    grader.units_of[a]
        .iter()
        .filter(move |u| grader.units_of[b].contains(u))
}

/// The first BUG+1: the one cell with three candidates, the others having two, and the
/// symbol it must hold. Its step places that symbol; its cells are the one cell.
pub(super) fn bug<S: ColourSet>(grader: &Grader, board: &CandidateGrid<S>) -> Option<Deduction> {
    if !grader.unique {
        return None;
    }
    let cells = grader.side * grader.side;
    let mut odd = None;
    for cell in (0..cells).filter(|&c| board.cells()[c].is_none()) {
        match board.candidates(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return None,
        }
    }
    let cell = odd?;
    let three = board.candidates(cell);
    let symbol = symbols(three).find(|&p| {
        grader.units.iter().enumerate().all(|(u, unit)| {
            board.is_full_unit(u)
                || (0..grader.side as u16).all(|s| {
                    let places = unit
                        .cells
                        .iter()
                        .filter(|&&c| board.has(c, s) && !(c == cell && s == p))
                        .count();
                    let placed = unit.cells.iter().any(|&c| board.cells()[c] == Some(s));
                    if placed { places == 0 } else { places == 2 }
                })
        })
    })?;
    let mut step = Deduction::new(Technique::Bug1, vec![symbol], vec![cell]);
    step.placed = vec![(cell, symbol)];
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Shape;
    use crate::rules::{Rules, Variant};

    /// A rectangle over two boxes is deadly on a classic grid; on Sudoku X its corner on the
    /// main diagonal would change that diagonal's symbol in the swap, and one over four
    /// boxes changes the boxes', so neither is.
    #[test]
    fn a_rectangle_is_deadly_only_where_every_unit_pairs_its_corners() {
        let nine = Shape::square(3).unwrap();
        let classic = Grader::new(&nine.into());
        let x = Variant {
            diagonals: true,
            ..Variant::default()
        };
        let sudoku_x = Grader::new(&Rules::new(nine, x).unwrap());
        // r1c1 r1c4 r2c4 r2c1, around the rectangle.
        let two_boxes = [0, 3, 12, 9];
        assert!(deadly(&classic, &two_boxes));
        assert!(!deadly(&sudoku_x, &two_boxes));
        // r2c2 r2c5 r5c5 r5c2: four boxes.
        assert!(!deadly(&classic, &[10, 13, 40, 37]));
    }

    /// Under anti-knight a cell sees the cells a knight's move away (r1c3 and r2c5 share
    /// no unit), and the uniqueness techniques stay off even for a unique puzzle.
    #[test]
    fn a_move_rule_extends_sight_and_keeps_uniqueness_off() {
        let nine = Shape::square(3).unwrap();
        let classic = Grader::new(&nine.into());
        let anti_knight = Variant {
            anti_knight: true,
            ..Variant::default()
        };
        let grader = Grader::new(&Rules::new(nine, anti_knight).unwrap());
        assert!(!classic.sees(2, 13));
        assert!(grader.sees(2, 13));
        assert!(!grader.sees(2, 14));
        assert!(!grader.for_unique_puzzles().assumes_unique());
        assert!(classic.for_unique_puzzles().assumes_unique());
    }

    /// Unless told the puzzle is unique, the grader takes no uniqueness step, though the
    /// board holds a unique rectangle of type 1 (symbols 1 and 2 at r1c1 r1c4 r2c4 r2c1,
    /// the last with a 3 too).
    #[test]
    fn uniqueness_steps_wait_for_a_proven_unique_puzzle() {
        let grader = Grader::new(&Shape::square(3).unwrap().into());
        let mut board: CandidateGrid<u64> = CandidateGrid::new(&grader, &[None; 81]);
        for (cell, keep) in [(0, 0b11), (3, 0b11), (12, 0b11), (9, 0b111)] {
            for symbol in 0..9 {
                if keep >> symbol & 1 == 0 {
                    board.remove(cell, symbol);
                }
            }
        }
        assert_eq!(rectangle(&grader, &board, 1), None);
        let unique = grader.for_unique_puzzles();
        let step = rectangle(&unique, &board, 1).expect("a type 1 rectangle");
        assert_eq!(step.removed, [(9, 0), (9, 1)]);
        assert_eq!(step.symbols, [0, 1]);
    }
}
