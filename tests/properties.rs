//! Property tests: random valid grids with random holes always solve to a valid grid that
//! keeps the givens; a corrupted cell is always reported in its row, column and box. (A
//! traced search's lesson is replayed in `lesson.rs`.)

use proptest::prelude::*;
use sudograph::grid::Grid;
use sudograph::rules::UnitKind;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::{Violation, check};
use sudograph_colour::Limits;

use crate::harness::{Rng, random_solution, with_holes};
use crate::oracle;

/// Asserts that the library solves `puzzle` within `max_nodes` search nodes (a bound in
/// work, not time, so the same case passes or fails alike on any machine) to a solution
/// the oracle accepts.
fn assert_library_solves_within(puzzle: &Grid, max_nodes: u64) {
    let limits = Limits {
        max_nodes: Some(max_nodes),
        ..Limits::default()
    };
    let (answer, stats) = Solver::new(puzzle.shape()).solve(puzzle, &limits);
    let Answer::Solved(solution) = answer else {
        panic!("a puzzle cut from a valid grid has a solution; got {answer:?} after {stats:?}");
    };
    oracle::assert_solves(&solution, Some(puzzle), "the library's solution");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn holed_grids_up_to_16x16_solve(n in 2usize..=4, seed: u64, holes in 0.0f64..=1.0) {
        let mut rng = Rng::new(seed);
        let puzzle = with_holes(&random_solution(n, &mut rng), holes, &mut rng);
        assert_library_solves_within(&puzzle, 100_000);
    }

    #[test]
    fn corrupted_cell_is_reported_in_its_row_column_and_box(n in 2usize..=5, seed: u64, cell_pick: usize, shift in 1usize..25) {
        let mut rng = Rng::new(seed);
        let solution = random_solution(n, &mut rng);
        prop_assert!(oracle::violations(&solution, None).is_empty());
        let side = solution.side();
        let cell = cell_pick % (side * side);
        let (row, col) = (cell / side, cell % side);
        let old = solution.get(row, col).expect("complete");
        let new = ((old as usize + 1 + shift % (side - 1)) % side) as u16;
        prop_assume!(new != old);
        let mut corrupted = solution.clone();
        corrupted.set(row, col, Some(new));
        // Exactly: the changed given, then the new symbol twice in its row, its column and
        // its box (in that order, the two cells in reading order), and nothing else.
        let violations = check(&corrupted, Some(&solution));
        let changed = Violation::GivenChanged { side, cell, given: old, found: new };
        let box_index = solution.shape().box_of(row, col);
        let twice = |kind, index, other: usize| Violation::Repeated {
            side, kind, index, symbol: new, cells: vec![cell.min(other), cell.max(other)], given: false,
        };
        let holding = |cells: Vec<usize>| cells.into_iter().find(|&c| c != cell && solution.cells()[c] == Some(new)).expect("the symbol is in every unit");
        let in_row = holding((0..side).map(|c| row * side + c).collect());
        let in_col = holding((0..side).map(|r| r * side + col).collect());
        let in_box = holding((0..side * side).filter(|&c| solution.shape().box_of(c / side, c % side) == box_index).collect());
        let expected = vec![changed, twice(UnitKind::Row, row, in_row), twice(UnitKind::Column, col, in_col), twice(UnitKind::Box, box_index, in_box)];
        prop_assert_eq!(&violations, &expected);
        prop_assert_eq!(oracle::violations(&corrupted, Some(&solution)), expected);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn holed_25x25_grids_solve(seed: u64, holes in 0.0f64..=0.8) {
        let mut rng = Rng::new(seed);
        let puzzle = with_holes(&random_solution(5, &mut rng), holes, &mut rng);
        assert_library_solves_within(&puzzle, 100_000);
    }
}
