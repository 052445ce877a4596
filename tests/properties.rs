//! Property tests: random valid grids with random holes always solve to a valid grid that
//! keeps the givens; a corrupted cell is always reported in its row, column and box. (A
//! traced search's lesson is replayed in `lesson.rs`.)

use proptest::prelude::*;
use sudograph::colour::Limits;
use sudograph::grid::Grid;
use sudograph::rules::UnitKind;
use sudograph::solve::{Answer, Solver};
use sudograph::validate::{Violation, check};

use crate::util::{Rng, random_solution, with_holes};

fn assert_solves(puzzle: &Grid) {
    let (answer, stats) = Solver::new(puzzle.shape()).solve(puzzle, &Limits::default());
    let Answer::Solved(solution) = answer else {
        panic!("a puzzle cut from a valid grid has a solution; got {answer:?} after {stats:?}");
    };
    assert_eq!(check(&solution, Some(puzzle)), vec![]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn holed_grids_up_to_16x16_solve(n in 2usize..=4, seed: u64, holes in 0.0f64..=1.0) {
        let mut rng = Rng::new(seed);
        let puzzle = with_holes(&random_solution(n, &mut rng), holes, &mut rng);
        assert_solves(&puzzle);
    }

    #[test]
    fn corrupted_cell_is_reported_in_its_row_column_and_box(n in 2usize..=5, seed: u64, cell_pick: usize, shift in 1usize..25) {
        let mut rng = Rng::new(seed);
        let solution = random_solution(n, &mut rng);
        prop_assert!(check(&solution, None).is_empty());
        let side = solution.side();
        let cell = cell_pick % (side * side);
        let (row, col) = (cell / side, cell % side);
        let old = solution.get(row, col).expect("complete");
        let new = ((old as usize + 1 + shift % (side - 1)) % side) as u8;
        prop_assume!(new != old);
        let mut corrupted = solution.clone();
        corrupted.set(row, col, Some(new));
        let violations = check(&corrupted, Some(&solution));
        let changed = Violation::GivenChanged { side: solution.side(), cell, given: old, found: new };
        prop_assert!(violations.contains(&changed), "{violations:?}");
        let box_index = solution.shape().box_of(row, col);
        for (kind, index) in [(UnitKind::Row, row), (UnitKind::Column, col), (UnitKind::Box, box_index)] {
            let reported = violations.iter().any(|v| matches!(v,
                Violation::Repeated { kind: k, index: i, symbol, cells, given: false, .. }
                    if *k == kind && *i == index && *symbol == new && cells.contains(&cell)));
            prop_assert!(reported, "{kind} {index} not reported: {violations:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn holed_25x25_grids_solve(seed: u64, holes in 0.0f64..=0.8) {
        let mut rng = Rng::new(seed);
        let puzzle = with_holes(&random_solution(5, &mut rng), holes, &mut rng);
        assert_solves(&puzzle);
    }
}
