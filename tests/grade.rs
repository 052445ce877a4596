//! `sudograph grade` and the logical solver behind it: every step of every technique
//! agrees with the puzzle's solution (over thousands of puzzles, every size and variant
//! the grader handles), each technique finds its textbook example, and the command prints
//! levels, counts and explanations.

use sudograph::colour::Limits;
use sudograph::generate::{Options, generate};
use sudograph::grade::{Grade, Grader, Level};
use sudograph::grid::{Grid, Shape, cell_name};
use sudograph::rules::{Regions, Rules, Variant};
use sudograph::solve::Solver;

use crate::util::{Rng, file, puzzles, random_solution, run_ok, sudograph, with_holes};

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
    let solver = Solver::new(Shape::square(3).unwrap());
    for seed in 0..300 {
        let made = generate(&solver, &Options::default(), seed, |_| {}).unwrap();
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

#[test]
fn every_step_agrees_with_the_solution_on_sudoku_x_and_jigsaw() {
    let x = Variant {
        diagonals: true,
        ..Variant::default()
    };
    let labels: Vec<char> = file("tests/data/variants/jigsaw-pegg.regions")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .flat_map(|line| line.chars().filter(|c| !c.is_whitespace()))
        .collect();
    let mut order: Vec<char> = Vec::new();
    let map = labels
        .iter()
        .map(|&label| {
            if !order.contains(&label) {
                order.push(label);
            }
            order.iter().position(|&l| l == label).unwrap() as u8
        })
        .collect();
    let jigsaw = Variant {
        regions: Some(Regions::new(map).unwrap()),
        diagonals: false,
    };
    let nine = Shape::square(3).unwrap();
    let six = Shape::new(2, 3).unwrap();
    for (shape, variant) in [(nine, x.clone()), (nine, jigsaw), (six, x)] {
        let solver = Solver::new(Rules::new(shape, variant).unwrap());
        for seed in 0..100 {
            let made = generate(&solver, &Options::default(), seed, |_| {}).unwrap();
            assert_sound(&made.puzzle);
        }
    }
}

#[test]
fn grade_prints_level_hardest_technique_and_counts() {
    sudograph()
        .args(["grade", "examples/9x9.txt"])
        .assert()
        .code(1)
        .stdout(
            "simple; hardest hidden single; hidden single ×26\n\
             several solutions\n\
             simple; hardest naked single; hidden single ×60, naked single ×4\n",
        );
}

#[test]
fn explanations_number_every_step_and_name_what_it_does() {
    let hard = "2....75...91..5.3.....2......8..2..3.598...14....51...7.2.......4..13..7.....8...";
    let text = run_ok(&["grade", "--explain"], hard);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("hard; hardest XY-wing; hidden single ×55, naked single ×1, pointing ×1, XY-wing ×1")
    );
    let steps: Vec<&str> = lines.collect();
    assert_eq!(steps.len(), 58);
    assert!(
        steps
            .iter()
            .enumerate()
            .all(|(i, s)| s.starts_with(&format!("  {}. ", i + 1)))
    );
    assert!(
        steps.contains(
            &"  34. XY-wing: pivot r1c9 with pincers r1c3 and r3c7, on 1, 4, 6 ⇒ r1c8 ≠ 4"
        )
    );
    assert!(steps.contains(&"  36. pointing: 4 in r3c7 r3c8 (box 3, row 3) ⇒ r3c4 ≠ 4; r3c6 ≠ 4"));
}

#[test]
fn unreadable_and_unsolvable_puzzles_get_their_own_line() {
    let input = "..34.421...31342\n..34.421...3134x\n1134............\n";
    sudograph()
        .args(["grade"])
        .write_stdin(input)
        .assert()
        .code(2)
        .stdout(predicates::str::starts_with(
            "simple; hardest hidden single; hidden single ×6\nerror: ",
        ))
        .stdout(predicates::str::ends_with("\nno solution\n"));
}

#[test]
fn generated_puzzles_have_the_difficulty_asked_for() {
    for level in Level::ALL {
        let name = level.name();
        let text = run_ok(
            &[
                "generate",
                "--count",
                "3",
                "--seed",
                "1",
                "--difficulty",
                name,
            ],
            "",
        );
        let graded = run_ok(&["grade"], &text);
        assert_eq!(graded.lines().count(), 3, "{graded}");
        assert!(
            graded.lines().all(|line| line.starts_with(name)),
            "{name}: {graded}"
        );
    }
}

#[test]
fn a_level_out_of_reach_is_given_up_on() {
    sudograph()
        .args([
            "generate",
            "--size",
            "4",
            "--seed",
            "1",
            "--difficulty",
            "hard",
        ])
        .assert()
        .code(3)
        .stdout("error: seed 1: no hard puzzle in 10000 attempts\n");
}
