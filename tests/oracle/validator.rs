//! The checker tried: on a 4×4 grid checked by hand, then against the library's validator
//! on random valid grids of every kind, corrupted or not, where both must name the same
//! faults.

use proptest::prelude::*;
use sudograph::grid::{Grid, Shape};
use sudograph::rules::{Regions, Rules, UnitKind, Variant};
use sudograph::solve::{Answer, Solver};
use sudograph::validate::{Validator, Violation, check, given_conflicts};
use sudograph_colour::{Limits, Settings};

use super::checker::{repeats, violations};
use crate::harness::{Rng, random_solution, shuffled_lines, with_holes};

/// A random valid grid of `shape` (boxes of any proportions): the pattern grid with its
/// symbols, its rows within bands, its bands, its columns within stacks and its stacks
/// shuffled.
fn random_rectangular(shape: Shape, rng: &mut Rng) -> Grid {
    let side = shape.side();
    let (box_rows, box_cols) = (shape.box_rows(), shape.box_cols());
    let mut symbols: Vec<u16> = (0..side as u16).collect();
    rng.shuffle(&mut symbols);
    let rows = shuffled_lines(rng, side, box_rows);
    let cols = shuffled_lines(rng, side, box_cols);
    let cells = (0..side * side)
        .map(|cell| {
            let (r, c) = (rows[cell / side], cols[cell % side]);
            Some(symbols[(box_cols * (r % box_rows) + r / box_rows + c) % side])
        })
        .collect();
    Grid::from_cells(shape, cells).expect("valid cells")
}

/// A region map under which `grid` (complete, with every symbol once per row) is valid:
/// the cell holding symbol s in row r goes to region π_s(r), a random permutation per
/// symbol, so that each region takes each symbol once.
fn regions_fitting(grid: &Grid, rng: &mut Rng) -> Regions {
    let side = grid.side();
    let mut of_cell = vec![0u8; side * side];
    for symbol in 0..side as u16 {
        let mut perm: Vec<u16> = (0..side as u16).collect();
        rng.shuffle(&mut perm);
        for r in 0..side {
            for c in 0..side {
                if grid.get(r, c) == Some(symbol) {
                    of_cell[r * side + c] = perm[r] as u8;
                }
            }
        }
    }
    Regions::new(of_cell).expect("side regions of side cells")
}

/// A complete valid grid under `rules` from the seeded colourer, if the rules have one.
fn seeded_solution(rules: &Rules, seed: u64) -> Option<Grid> {
    let settings = Settings {
        seed: seed | 1,
        ..Settings::default()
    };
    let limits = Limits {
        max_nodes: Some(200_000),
        ..Limits::default()
    };
    match Solver::new(rules.clone())
        .solve_with(&Grid::empty(rules.clone()), &limits, &settings)
        .0
    {
        Answer::Solved(grid) => Some(grid),
        _ => None,
    }
}

/// A valid grid of one of several kinds, picked by `kind`: classic square or rectangular
/// boxes, Sudoku X, jigsaw, jigsaw X.
fn valid_grid(kind: u8, rng: &mut Rng, seed: u64) -> Grid {
    let x = Variant {
        diagonals: true,
        ..Variant::default()
    };
    match kind % 6 {
        0 => random_solution(2 + rng.below(3), rng),
        1 => {
            let shapes = [(2, 3), (3, 2), (2, 4), (4, 3), (3, 5)];
            let (r, c) = shapes[rng.below(shapes.len())];
            random_rectangular(Shape::new(r, c).unwrap(), rng)
        }
        2 | 3 => {
            let side = [4, 6, 9][rng.below(3)];
            let rules = Rules::new(Shape::squarest(side).unwrap(), x).unwrap();
            seeded_solution(&rules, seed).expect("Sudoku X of side 4, 6 or 9 has solutions")
        }
        4 => {
            let classic = random_solution(2 + rng.below(3), rng);
            let variant = Variant {
                regions: Some(regions_fitting(&classic, rng)),
                ..Variant::default()
            };
            let rules = Rules::new(classic.shape(), variant).unwrap();
            Grid::from_cells(rules, classic.cells().to_vec()).unwrap()
        }
        _ => {
            let side = [4, 9][rng.below(2)];
            let rules = Rules::new(Shape::squarest(side).unwrap(), x).unwrap();
            let solution = seeded_solution(&rules, seed).expect("Sudoku X has solutions");
            let variant = Variant {
                regions: Some(regions_fitting(&solution, rng)),
                diagonals: true,
                ..Variant::default()
            };
            let rules = Rules::new(solution.shape(), variant).unwrap();
            Grid::from_cells(rules, solution.cells().to_vec()).unwrap()
        }
    }
}

/// `grid` with its cells replaced.
fn with_cells(grid: &Grid, cells: Vec<Option<u16>>) -> Grid {
    Grid::from_cells(grid.rules().clone(), cells).expect("same rules")
}

/// Asserts that the validator's every entry point agrees exactly with the oracle on `grid`
/// (as a solution of `puzzle`, when given).
fn assert_agree(grid: &Grid, puzzle: Option<&Grid>) -> Result<(), TestCaseError> {
    let expected = violations(grid, puzzle);
    prop_assert_eq!(&check(grid, puzzle), &expected, "check");
    let validator = Validator::new(puzzle.unwrap_or(grid).rules());
    let givens = puzzle.map(Grid::cells);
    prop_assert_eq!(
        &validator.violations(grid.cells(), givens),
        &expected,
        "Validator::violations"
    );
    prop_assert_eq!(
        validator.is_solution(grid.cells(), givens),
        expected.is_empty(),
        "Validator::is_solution, expected {:?}",
        expected
    );
    let conflicts = repeats(grid.rules(), grid.cells(), true);
    prop_assert_eq!(given_conflicts(grid), conflicts, "given_conflicts");
    Ok(())
}

#[test]
fn the_oracle_reads_a_4x4_grid_as_a_person_does() {
    let grid: Grid = "2234342142131342".parse().unwrap();
    let found = violations(&grid, None);
    // Row 1 and column 2 hold 2 twice (r1c1, r1c2 and r1c2, r3c2), so does box 1.
    let repeated = |kind, index, cells: Vec<usize>| Violation::Repeated {
        side: 4,
        kind,
        index,
        symbol: 1,
        cells,
        given: false,
    };
    assert_eq!(
        found,
        [
            repeated(UnitKind::Row, 0, vec![0, 1]),
            repeated(UnitKind::Column, 1, vec![1, 9]),
            repeated(UnitKind::Box, 0, vec![0, 1]),
        ]
    );
    let solved: Grid = "2134342142131342".parse().unwrap();
    assert_eq!(violations(&solved, None), []);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The validator against the oracle on valid grids (classic square and rectangular
    /// boxes, Sudoku X, jigsaw, jigsaw X) and on the same grids corrupted: one cell
    /// changed, two cells swapped, cells emptied, a given changed, a puzzle's givens
    /// repeated. Exact comparison: no violation missing, none extra, the same order.
    #[test]
    fn validator_agrees_with_the_oracle(kind: u8, seed: u64, corruption in 0u8..6, a: usize, b: usize, holes in 0.0f64..0.9) {
        let mut rng = Rng::new(seed);
        let solution = valid_grid(kind, &mut rng, seed);
        prop_assert_eq!(violations(&solution, None), vec![], "the grids made are valid");
        let side = solution.side();
        let cells = side * side;
        let (a, b) = (a % cells, b % cells);
        let mut corrupted = solution.cells().to_vec();
        let mut puzzle = None;
        match corruption {
            0 => {}
            1 => corrupted[a] = Some(((corrupted[a].unwrap() as usize + 1 + b % (side - 1)) % side) as u16),
            2 => corrupted.swap(a, b),
            3 => {
                corrupted[a] = None;
                corrupted[b] = None;
            }
            4 => {
                // A puzzle cut from the solution, and the solution with a given changed.
                let mut givens = with_holes(&solution, holes, &mut rng).cells().to_vec();
                givens[a] = solution.cells()[a];
                puzzle = Some(with_cells(&solution, givens));
                corrupted[a] = Some(((corrupted[a].unwrap() as usize + 1) % side) as u16);
            }
            _ => {
                // A puzzle whose givens repeat a symbol, and a random fill.
                let mut givens = with_holes(&solution, holes, &mut rng).cells().to_vec();
                givens[a] = solution.cells()[b];
                puzzle = Some(with_cells(&solution, givens));
                for cell in corrupted.iter_mut() {
                    *cell = Some(rng.below(side) as u16);
                }
            }
        }
        let grid = with_cells(&solution, corrupted);
        assert_agree(&grid, puzzle.as_ref())?;
        assert_agree(&solution, puzzle.as_ref())?;
        if let Some(puzzle) = &puzzle {
            assert_agree(puzzle, None)?;
        }
    }
}

#[test]
fn a_puzzle_of_another_size_is_a_shape_mismatch_for_both() {
    let grid = random_solution(2, &mut Rng::new(1));
    let puzzle = random_solution(3, &mut Rng::new(2));
    let expected = vec![Violation::ShapeMismatch {
        puzzle: puzzle.shape(),
        grid: grid.shape(),
    }];
    assert_eq!(violations(&grid, Some(&puzzle)), expected);
    assert_eq!(check(&grid, Some(&puzzle)), expected);
}
