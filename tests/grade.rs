//! `sudograph grade` and the logical solver behind it: every step of every technique
//! agrees with the puzzle's solution (over thousands of puzzles, every size and variant
//! the grader handles), each technique finds its textbook example, and the command prints
//! levels, counts and explanations.

use proptest::prelude::*;
use sudograph::generate::{Options, generate};
use sudograph::grade::{Deduction, Grade, Grader, Level, Technique};
use sudograph::grid::{Grid, Shape, cell_name};
use sudograph::rules::{Regions, Rules, Variant};
use sudograph::solve::Solver;
use sudograph_colour::Limits;

use crate::harness::{Rng, file, puzzles, random_solution, run_ok, sudograph, with_holes};

/// A puzzle line's cells: digits 1-9 as symbols 0-8, anything else empty.
fn digits(puzzle: &str) -> Vec<Option<u16>> {
    puzzle
        .chars()
        .map(|c| c.to_digit(10).map(|d| d as u16 - 1))
        .collect()
}

/// Grades `puzzle` and checks each placement and elimination against a solution of it
/// (a logical step holds in every solution, so any one will do); returns the grade. A
/// puzzle the count proves unique is graded with the uniqueness techniques, as `grade`
/// grades it.
fn assert_sound(puzzle: &Grid) -> Grade {
    let (solutions, _) = Solver::new(puzzle.rules().clone()).count(puzzle, 2, &Limits::default());
    let unique = solutions.complete && solutions.found == 1;
    let solution = solutions.first.expect("the test puzzles have a solution");
    let side = puzzle.side();
    let grader = match unique {
        true => Grader::new(puzzle.rules()).for_unique_puzzles(),
        false => Grader::new(puzzle.rules()),
    };
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
fn sound_over(path: &str) -> [usize; 7] {
    let mut levels = [0; 7];
    for puzzle in puzzles(&file(path)) {
        levels[assert_sound(&puzzle.grid).level() as usize] += 1;
    }
    levels
}

#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn every_step_agrees_with_the_solution_on_17_clue_puzzles() {
    let levels = sound_over("benches/data/17_clue.txt");
    assert_eq!(levels.iter().sum::<usize>(), 2000);
}

#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn every_step_agrees_with_the_solution_on_top1465() {
    let levels = sound_over("benches/data/top1465.txt");
    assert_eq!(levels.iter().sum::<usize>(), 1465);
}

#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn the_hardest_known_puzzles_grade_at_the_top_logical_level_or_above() {
    let levels = sound_over("benches/data/forum_hardest_1106.txt");
    assert_eq!(levels.iter().sum::<usize>(), 375);
    let below = levels[..Level::Fiendish as usize].iter().sum::<usize>();
    assert_eq!(below, 0, "levels {levels:?}");
}

/// Puzzles of top1465 (by their place in the file, from 0) whose grades take, between
/// them, every technique from the single-digit patterns to BUG+1 and finned fish.
const PATTERN_PUZZLES: [usize; 8] = [1312, 1161, 1033, 764, 310, 474, 509, 1397];

#[test]
fn every_step_agrees_with_the_solution_on_puzzles_that_need_the_patterns() {
    let all = puzzles(&file("benches/data/top1465.txt"));
    let used: Vec<Technique> = PATTERN_PUZZLES
        .iter()
        .flat_map(|&i| assert_sound(&all[i].grid).steps)
        .map(|step| step.technique)
        .collect();
    let from = Technique::ALL
        .iter()
        .position(|&t| t == Technique::Skyscraper);
    let to = Technique::ALL
        .iter()
        .position(|&t| t == Technique::FinnedJellyfish);
    for technique in &Technique::ALL[from.unwrap()..=to.unwrap()] {
        if ![Technique::XYWing, Technique::XYZWing].contains(technique) {
            assert!(used.contains(technique), "{technique} is used");
        }
    }
}

/// Every step agrees with the solution on puzzles of `../shared/puzzles/se_rated.txt`
/// (Sukaku Explainer 7.3 and 8.4) whose grades take ALS-XY-chains, among them chains of
/// four sets or more.
#[test]
fn every_step_agrees_with_the_solution_on_puzzles_that_need_als_chains() {
    let chains: Vec<Deduction> = [
        "..5...62..9..82....4.56...7.6..9...14.......33...4..6.6...28.4....47..3..14...7..",
        "25..1..468....5..2...9......4..3.6..6..5.1..4..8.6..1......2...4..3....732..7..65",
    ]
    .iter()
    .flat_map(|p| assert_sound(&puzzles(&format!("{p}\n")).remove(0).grid).steps)
    .filter(|step| step.technique == Technique::AlsChain)
    .collect();
    assert!(
        chains.iter().any(|step| step.cells.len() >= 4),
        "{chains:?}"
    );
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
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
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
        ..Variant::default()
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
            "simple; ER/EP/ED 1.2/1.0/1.0; hardest hidden single; hidden single ×26\n\
             several solutions\n\
             simple; ER/EP/ED 2.3/1.2/1.2; hardest naked single; hidden single ×60, \
             naked single ×4\n",
        );
}

#[test]
fn explanations_number_every_step_and_name_what_it_does() {
    // Rated 4.2 in se_rated.txt: an XY-wing after a pointing step.
    let hard = "...974....17...84..........2.31.79.4...235............7..3.6..164..1..82.3..5..7.";
    let text = run_ok(&["grade", "--explain"], hard);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some(
            "hard; ER/EP/ED 4.2/1.2/1.2; hardest XY-wing; hidden single ×53, pointing ×1, XY-wing ×1"
        )
    );
    let steps: Vec<&str> = lines.collect();
    assert_eq!(steps.len(), 55);
    assert!(
        steps
            .iter()
            .enumerate()
            .all(|(i, s)| s.starts_with(&format!("  {}. ", i + 1)))
    );
    assert!(
        steps.contains(
            &"  33. XY-wing: pivot r6c9 with pincers r1c9 and r6c2, on 3, 5, 7 ⇒ r1c2 ≠ 5"
        )
    );
    assert!(
        steps.contains(&"  32. pointing: 6 in r1c2 r3c2 (box 1, column 2) ⇒ r5c2 ≠ 6; r6c2 ≠ 6")
    );
    // The puzzle this test used before, now a skyscraper's: its chain of strong (=) and
    // weak (–) links.
    let skyscraper =
        "2....75...91..5.3.....2......8..2..3.598...14....51...7.2.......4..13..7.....8...";
    let text = run_ok(&["grade", "--explain"], skyscraper);
    assert!(text.contains(
        "\n  34. skyscraper: 4 in r7c6 = r3c6 – r3c7 = r9c7 (column 6, row 3, column 7) ⇒ \
         r7c8 ≠ 4; r9c5 ≠ 4\n"
    ));
}

#[test]
fn a_step_that_relies_on_uniqueness_says_so() {
    let puzzle =
        ".7...3....2.4..875.4.18....9...3.52...39.27...86.7...3....61.9.162..9.5....3...6.";
    let text = run_ok(&["grade", "--explain"], puzzle);
    assert!(
        text.starts_with("hard; ER/EP/ED 4.5/1.2/1.2; hardest unique rectangle type 1; "),
        "{text}"
    );
    assert!(
        text.contains(
            "\n  31. unique rectangle type 1: 7, 8 in r7c4 r7c9 r8c9 r8c4 ⇒ r7c9 ≠ 7, 8 \
             (relies on the puzzle having one solution)\n"
        ),
        "{text}"
    );
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
            "simple; ER/EP/ED 1.2/1.0/1.0; hardest hidden single; hidden single ×6\nerror: ",
        ))
        .stdout(predicates::str::ends_with(
            "\nno solution: row 1: 1 given twice, columns 1 and 2; box 1: 1 given twice, cells \
             r1c1 and r1c2\n",
        ));
}

#[test]
fn generated_puzzles_have_the_difficulty_asked_for() {
    // A puzzle past dynamic forcing chains is one in many thousands (forum_hardest's
    // kind): generating one to order is out of reach, as the next test shows for others.
    for level in Level::ALL.into_iter().filter(|&l| l != Level::Search) {
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

/// Puzzles from HoDoKu's exemplar library (exemplars-1.0.txt, as kept in
/// github.com/alexdej/hodoku-py, tests/testdata/exemplars-1.0.txt), three per technique,
/// each with the path HoDoKu solves it by: singles (`s`), one step of a technique with the
/// number of candidates it eliminates, singles. Codes: lc1 pointing, lc2 claiming, n2/n3/n4
/// naked pair/triple/quad, h2/h3 hidden pair/triple, bf2/bf3 X-wing/swordfish, xy XY-wing,
/// xyz XYZ-wing, xyc XY-chain.
const EXEMPLARS: &str = "\
............24.193...138..2.2......871.5...........45.5...167..9.......5......9.. # s lc1(6) s
34...6.7..8....93...2....6.....1.....97...85......2...............6.8.9....923785 # s lc1(6) s
.237...1.....8...........69.45.1....6............47.3.1.6..957..........35...418. # s lc1(6) s
...26.8.......7...........7.7.....9...4..9.162..1..574..748...1.36....5..1.69.... # s lc2(6) s
.1.......3...68........3..7692..7..55..6..4.8..83..7.....2.5143....9.6........... # s lc2(6) s
..........7....896..1....4........1......956..8231......9...4..25.1......4.75.3.. # s lc2(6) s
98...6..537..5.1.....7...6..6.34...8.........72.....9....2.57................862. # s n2(14) s
..7..4.2......26...4..56.7831.....4..6....3..........1.96..1...2......57.......6. # s n2(12) s
8...5.7.9.34....8.9..8...5...813..4...9...2.5.269......4.7........68............. # s n2(11) s
39.............65...7...349..938...6....54...853.........8..1....294..6.4.......7 # s n3(15) s
7..14.5...............57.84.4..9..65...48....1.8.....735...47..........1..157..2. # s n3(14) s
...1.9.5........76..57...194....3...16.....9..57..4........5..12.4391..7....4.... # s n3(13) s
.3..8....9.8.41.....19..2.7.254..6....3.17.5.7......................51.6...3...98 # s n4(10) s
...........5.2....9.7...1.....94.5.........6....5.78.16....5..2..43...163.9.1..8. # s n4(10) s
4.921.6...61............7............5...3..421...7..9.....48....2.6..7.....592.3 # s n4(5) s
.............4273...67...4..94..........96.....7....231......85.6..8.27...5.1.... # s h2(10) s
...8...31.61...7.42....4.9.5...826.........13..61................56.......943..67 # s h2(9) s
72......316.5.9...8..2..96.28.9.4.1..7.6..2...................6.......2.6..18.7.5 # s h2(9) s
752.9.1....8...6..9.......5871..............2.3....78......8..6...17....1..2.63.. # s h3(12) s
..........6..87..15.1..67....3.......85.129........2.6......6....47..59.2....5.8. # s h3(10) s
............2.7..1.39.5...4.9.7....3.5768.9.......2...523..1........9.....4...5.. # s h3(9) s
9..............7.37...962486...2.47.........5....4...642...86..5.71.......1.....2 # s bf2(9) s
9...627....5..3...........67...3.........9...8.2.45..9..35.1.28.4......5.1....... # s bf2(9) s
.....27...3.........8..7.9.........58......6..6.1.59.4........8.45.19.3...34..51. # s bf2(8) s
1......345..3.2.78...8........6.5..3..5...4..3.....6.298.2.6.1.............78.9.. # s bf3(11) s
..5.7.2.........498....5.7.91...6..7.4.9.8..2..645..8..8..................1.43... # s bf3(9) s
3.15..............74...6.3..8.6.7..4...9.....27..5..8......126.........861..23.5. # s bf3(9) s
.1....5.8...4.3....567.........2..8.4.....3.22..376..19.8...254.....7...........3 # s xy(5) s
.54.173..2.84.6.............9.....45..6.4.81.........2...2.9.........76..3.7..... # s xy(4) s
3.....8.........54...6.......7..32.5....7.4...1.8.4..68..5...31..218.....94...... # s xy(3) s
.73.....9514.92.....2.......67.59..28...1.53.............14.9.......835.......1.7 # s xyz(2) s
....2......8.....46.5..31...4...9.6.8...6.....2.8...1....2.4537.3.7.12........... # s xyz(2) s
6...527..4....35......1.............37.1.8.4...574.6.3..89..42.......3....2.86..9 # s xyz(2) s
76.....9.............42536...65..2..9..1.2.......7...9.....643..49.8...2.1...7... # s xyc(5) s
4...5.98153........6.1...53.58.2..4....4.3...7..8..........9....2........1.....68 # s xyc(5) s
.7.4..69...82...536................4....9.5..3.......12..367.........2.51.6..84.. # s xyc(5) s
";

/// Graded, each exemplar takes singles and then, first, the technique HoDoKu names, and is
/// solved: the grader tries the techniques in HoDoKu's order.
#[test]
fn hodoku_exemplars_take_their_technique_first() {
    let technique = |code: &str| match code {
        "lc1" => Technique::Pointing,
        "lc2" => Technique::Claiming,
        "n2" => Technique::NakedPair,
        "n3" => Technique::NakedTriple,
        "n4" => Technique::NakedQuad,
        "h2" => Technique::HiddenPair,
        "h3" => Technique::HiddenTriple,
        "bf2" => Technique::XWing,
        "bf3" => Technique::Swordfish,
        "xy" => Technique::XYWing,
        "xyz" => Technique::XYZWing,
        "xyc" => Technique::XYChain,
        _ => panic!("unknown code {code}"),
    };
    let grader = Grader::new(&Shape::square(3).unwrap().into());
    for line in EXEMPLARS.lines() {
        let (puzzle, path) = line.split_once(" # s ").unwrap();
        let expected = technique(path.split('(').next().unwrap());
        let cells = digits(puzzle);
        let grade = grader.grade(&cells);
        assert!(grade.solved, "{line}");
        let first = grade
            .steps
            .iter()
            .map(|step| step.technique)
            .find(|&t| !matches!(t, Technique::HiddenSingle | Technique::NakedSingle));
        assert_eq!(first, Some(expected), "{line}");
    }
}

/// HoDoKu's own test puzzles for Multi-Colors type 1 (mc1) and type 2 (mc2), as kept in
/// github.com/alexdej/hodoku-py at b57aa00 (hodoku/mc1.txt, hodoku/mc2.txt): the first
/// three of each that the grader reaches a multi-colouring on (`x` is any other steps).
const MULTI_COLOURS: &str = "\
2197........5......7...1.967....4..81.8..5..9......6...6..........9.........76142 # x mc1(1) x
6...5.9...7938..4.....16..............3..1.984...7..6..81....7393....61.......... # x mc1(1) x
8..2..94..79.....6......8.....1..49.........1..6597...24.......63...1.5....48.3.. # x mc1(1) x
.5..6....6...4.3.229.3.........75....274.6..1.......3..4.713.8.831....2.......... # x mc2(3) x
1......4..3....58.59...2.............5.7.36........954.7...8.6....46.87...3..5... # x mc2(4) s
1...743.9.6.3.58....4..6...71.6..9..........4.....86............26...738.73...5.. # x mc2(3) x
";

/// On HoDoKu's multi-colours test puzzles the grader takes a multi-colouring step.
#[test]
fn hodoku_multi_colours_puzzles_take_a_multi_colouring_step() {
    let grader = Grader::new(&Shape::square(3).unwrap().into());
    for line in MULTI_COLOURS.lines() {
        let cells = digits(&line[..81]);
        let grade = grader.grade(&cells);
        let multi = grade
            .steps
            .iter()
            .any(|s| s.technique == Technique::MultiColouring);
        assert!(multi, "{line}");
    }
}

/// Puzzles of `../shared/puzzles/se_rated.txt` (from grantm/sudoku-exchange-puzzle-bank's
/// diabolical.txt, each with its published Sukaku Explainer rating): ratings 8.2 to 9.1,
/// which Explainer gives to puzzles needing multiple and dynamic forcing chains, and 7.x.
const EXPLAINER_RATED: &str = "\
..6...2..9.......4243...896...591.....2.8.3..4..2.3..13.......7...9.7....1.4.8.2. 8.2
7...4...6...759...9..8.1..3...524....3.....2.4.......75.1...2.8.8.....1.2.9...3.4 8.9
7.....81..4...82.....2.6..3...32.9..2..8.4..7..3.67...8..6.2.....95...8..51.....2 8.3
..64.15..3..5.9..1....3....2.5...7.3.3..4..2.67.....58.6.9.7.8.....5......23.49.. 9.1
5.......976.....52..4...3...8..1..6....7.9...6.......1.5.....8.4..5.2..7.3..7..1. 8.4
.9..6...58....5.....49..16......36..2.7.4.9.3..57......41..95.....3....17...2..3. 8.5
";

/// Every step the chains take on puzzles Explainer rates 8.2 to 9.1 agrees with the
/// solution, and the forcing chains finish them: none is left to search.
#[test]
fn forcing_chains_finish_the_puzzles_explainer_rates_8_and_more_soundly() {
    let mut forcing = 0;
    for line in EXPLAINER_RATED.lines() {
        let puzzle = puzzles(&line[..81]).remove(0).grid;
        let grade = assert_sound(&puzzle);
        assert!(grade.solved, "{line}");
        assert!(grade.level() >= Level::Fiendish, "{line}");
        forcing += grade
            .steps
            .iter()
            .filter(|s| {
                matches!(
                    s.technique,
                    Technique::ForcingChain | Technique::DynamicForcingChain
                )
            })
            .count();
    }
    assert!(forcing >= EXPLAINER_RATED.lines().count());
}

/// `--explain` writes a chain as a player reads it, link by link, then what it proves: an
/// X-cycle with grouped nodes on a puzzle of `../shared/puzzles/se_rated.txt` (Sukaku
/// Explainer 8.4), read from r5c7 round to itself. (HoDoKu's X-chain example, hodoku-py's
/// `x_chain_1`, now falls to an ALS-XZ first; `textbook::x_cycle` keeps it.)
#[test]
fn the_explanation_of_a_chain_follows_its_links() {
    let out = run_ok(
        &["grade", "--explain"],
        "25..1..468....5..2...9......4..3.6..6..5.1..4..8.6..1......2...4..3....732..7..65\n",
    );
    let chain = "X-cycle: r5c7=9 ⇒ r1c7≠9 ⇒ r1c3=9 ⇒ (r8c3|r9c3)≠9 ⇒ r7c1=9 ⇒ r7c9≠9 ⇒ (r4c9|r6c9)=9 ⇒ r5c7≠9, so r5c7 ≠ 9";
    assert!(out.contains(chain), "{out}");
}

/// `--explain` names an ALS chain's sets in order, each with its unit, the restricted
/// common on each link, and the candidate that is in the first set or the last: on a
/// puzzle of `se_rated.txt` (Sukaku Explainer 7.3).
#[test]
fn the_explanation_of_an_als_chain_names_its_sets_and_links() {
    let out = run_ok(
        &["grade", "--explain"],
        "..5...62..9..82....4.56...7.6..9...14.......33...4..6.6...28.4....47..3..14...7..\n",
    );
    let chain = "ALS-XY-chain: almost locked sets {r1c9} (row 1) –8– {r3c6 r3c7} (row 3) –3– {r3c3 r4c3 r5c3 r6c3 r8c3} (column 3) –7– {r2c8 r3c8 r4c8 r9c8} (column 8), each joined to the next by a restricted common other than the one before, so 9 is in the first set or the last ⇒ r7c9 ≠ 9";
    assert!(out.contains(chain), "{out}");
}

/// The techniques' textbook examples: the pencil-mark state of a published example, and
/// what the technique is known to conclude there.
mod textbook {
    use sudograph::grade::{Grader, PencilMarks, Technique};
    use sudograph::grid::Shape;

    /// A step from one of HoDoKu's technique examples, given as the line the page offers
    /// for loading it in HoDoKu: `:technique:digits:cells:deleted:eliminations:` where the
    /// cells are givens, `+`-marked placed digits and `.`, and candidates are written
    /// digit-row-column (`537` is 5 in r3c7). Applies `technique` alone, step after step,
    /// from that state and checks it concludes at least what HoDoKu shows: the
    /// eliminations, or for a single the placement `placed`.
    fn hodoku(technique: Technique, line: &str, placed: Option<&str>) {
        let fields: Vec<&str> = line.split(':').collect();
        let mut cells = Vec::new();
        let mut chars = fields[3].chars();
        while let Some(c) = chars.next() {
            let c = if c == '+' { chars.next().unwrap() } else { c };
            cells.push(c.to_digit(10).map(|d| d as u16 - 1));
        }
        assert_eq!(cells.len(), 81, "{line}");
        let candidate = |text: &str| {
            let d: Vec<usize> = text
                .chars()
                .map(|c| c.to_digit(10).unwrap() as usize)
                .collect();
            ((d[1] - 1) * 9 + d[2] - 1, d[0] as u16 - 1)
        };
        // The examples are of puzzles with one solution.
        let grader = Grader::new(&Shape::square(3).unwrap().into()).for_unique_puzzles();
        let mut board = PencilMarks::new(&grader, &cells);
        for deleted in fields[4].split_whitespace().map(candidate) {
            board.remove(deleted.0, deleted.1);
        }
        let (mut removed, mut made) = (Vec::new(), Vec::new());
        while let Some(step) = grader.find(technique, &board) {
            // A placement takes the cell's other candidates, which HoDoKu may list as the
            // step's eliminations.
            for &(cell, symbol) in &step.placed {
                let others = (0..9).filter(|&s| s != symbol && board.has(cell, s));
                removed.extend(others.map(|s| (cell, s)));
            }
            board.apply(&grader, &step);
            removed.extend(step.removed);
            made.extend(step.placed);
        }
        for expected in fields[5].split_whitespace().map(candidate) {
            assert!(
                removed.contains(&expected),
                "{technique} misses {expected:?}: {removed:?}"
            );
        }
        if let Some(placed) = placed {
            let expected = candidate(placed);
            assert!(
                made.contains(&expected),
                "{technique} misses {expected:?}: {made:?}"
            );
        }
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=h101&tech=Hidden+Single (and its
    /// tech_singles page): in row 3, 6 fits only r3c4.
    #[test]
    fn hidden_single() {
        hodoku(
            Technique::HiddenSingle,
            ":0002::.+28..7....16.83.+7.....+2.+8511+3729.......+7+3........463.729..+7.......86.14....3..7..:::",
            Some("634"),
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=n101&tech=Naked+Single: r6c7 = 6.
    #[test]
    fn naked_single() {
        hodoku(
            Technique::NakedSingle,
            ":0003::4+127+36+5+8+9......+1.656+8.1.+37....+85.21.1.......8.87.9.....3..7.+8658...........9.84.1:653 558 661 582 782 982 583 983::",
            Some("667"),
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=lc101 and lc102 (Locked Candidates
    /// Type 1, Pointing): 5 in b1 => r3c7<>5; 1 in b5 => r6c123789<>1.
    #[test]
    fn pointing() {
        hodoku(
            Technique::Pointing,
            ":0100:5:984........+25...4...+1+9.+4..2..6.972+3...3+6.2...+2.+9.+3+5+61.+1+95+76+8+4+234+27+35189+6+63+8..97+5+1::537:",
            None,
        );
        hodoku(
            Technique::Pointing,
            ":0100:1:34...6.7..8....93...2.+3..6.....1.....97+3+6+485......2...............6.8.9....923785::171 172 173 177 178 179:",
            None,
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=h202&tech=Hidden+Pair.
    #[test]
    fn hidden_pair() {
        hodoku(
            Technique::HiddenPair,
            ":0210:123589:....+6........4273+6..67+3..4..94....+6+8....96+4.+7+6.7.+5.+9231......85.6..8.27+1..5.1..+9+4::112 211 212 311 312 511 512 811 812 911:",
            None,
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=h301&tech=Hidden+Triple: 2,4,5 in
    /// r89c2,r9c3 => r9c2<>1, r9c3<>6.
    #[test]
    fn hidden_triple() {
        hodoku(
            Technique::HiddenTriple,
            ":0211:16:2+8....4+7+35+3+4+8+2+7+1+96.+71.34.8.+3..5...4....+3+4..+6.+46.79.+3+1..9.2.+36+5+4..3..9+8+21....8.+937::192 693:",
            None,
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=h402&tech=Hidden+Quadruple.
    #[test]
    fn hidden_quad() {
        hodoku(
            Technique::HiddenQuad,
            ":0212:3678:.3.....1...8.9....4..6.8......+57694....+9+8+352....124...2+76..+519....7.+9....95...47.:121 151 361 861 485 299:329 339 389 619 629 689 719 729 739 819 889:",
            None,
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=bf202&tech=X-Wing: 1 c15 r25.
    #[test]
    fn x_wing() {
        hodoku(
            Technique::XWing,
            ":0300:1:9+8..627+5+3.+65..3...+3+2+7.+5...67+9..3.+5...+5...9...8+32.45..9+6+735+91+428+24+9.+8+7..5+51+8.+2...+7::124 127 128 129 153 154 157 158 159:c15 r25",
            None,
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=bf301 and bf302 (Swordfish): 2 r239
    /// c158 => r6c8,r7c1<>2; 4 r247 c235 => r3c235,r6c235,r8c235,r9c23<>4.
    #[test]
    fn swordfish() {
        hodoku(
            Technique::Swordfish,
            ":0301:2:16.54+3.7..+78+6.1+43+5+43+58.+7+6.+17+2.+45+8.696..9+12.57...+3+7+6..+4.+1+6.3..4.+3...+8..16..+71645.+3::268 271:r239 c158",
            None,
        );
        hodoku(
            Technique::Swordfish,
            ":0301:4:1.+8+5..+2345..3.2+178...8..+5+6+9+8..6.5+7+93..5+9..4+8+13....+86+5298.2.6+31.......+8.....78.9..::432 433 435 462 463 465 482 483 485 492 493:r247 c235",
            None,
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=xy01 and xy02 (XY-Wing): 5/7/2 in
    /// r1c36,r2c1 => r2c6<>2; 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9.
    #[test]
    fn xy_wing() {
        hodoku(
            Technique::XYWing,
            ":0800:2:+8..+36.+9....+9.1.863.+63.+89..+59+24+6+7+3+1+5+83+8+6+9+5+17+2457+182+4+3+9+6+4+3+2+1+9658+769+8+5+37......+24+8+63+9::226:",
            None,
        );
        hodoku(
            Technique::XYWing,
            ":0800:9:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419+78+6+3+1254.....7..+6........3::942 943 954 955 956:",
            None,
        );
    }

    /// hodoku.sourceforge.net/en/show_example.php?file=sc01&tech=Simple+Colors: 3 leaves
    /// r1c9, r3c9 and r8c1.
    #[test]
    fn simple_colouring() {
        hodoku(
            Technique::SimpleColouring,
            ":0500:3:21+4..+6.....+79.+2..4...4.7.....+1+87..32..+26+9.....48.21..642.+7.986+1..91+68...1+86+2+4...9:937 938 387 587 787 588 788 789:319 339 381:",
            None,
        );
    }

    /// Test cases of HoDoKu's regression test library, reglib-1.3.txt (shipped with HoDoKu,
    /// hodoku.sourceforge.net; as kept in github.com/wyzelli/Hodoku2, reglib-1.3.txt), each
    /// in the format of [`hodoku`] with the eliminations HoDoKu's author published for it:
    /// the first two of each technique's section.
    mod reglib {
        use super::hodoku;
        use sudograph::grade::Technique;

        /// 0400 Skyscraper.
        #[test]
        fn skyscraper() {
            hodoku(
                Technique::Skyscraper,
                ":0400:6:+1+6+328+9754+79.4.38.+1+4+8.+1.....+6397+1+428+584+7+5....3+25+1..+8+47.+5+28.+41.9+7+9+7+4+8.5..23+16+9..+5+4+8::657 658 664 665::",
                None,
            );
            hodoku(
                Technique::Skyscraper,
                ":0400:1:+6+9+7.....+2..19+72.6+3..+3..679.9+12...6.+737+4+2+6.95.+8+65+7.+9.+2414+8+6+93+2+757.9.24..+6..+68.+7..+9::117 118 134 135::",
                None,
            );
        }

        /// 0401 2-String Kite.
        #[test]
        fn two_string_kite() {
            hodoku(
                Technique::TwoStringKite,
                ":0401:3:+156+87+49+3+2.4+762.+18+528....+4+7+6....8.+5+9.73....618+8.5...+32.........+3.7.5...49....487.1::381::",
                None,
            );
            hodoku(
                Technique::TwoStringKite,
                ":0401:9:+3617..+2+95842+395+6+7+1.5.+26+14+8+3+1.+8+5+2+6.3+4+625....+1+8.+341..+526+4..+6+1.+8+5+2+58...+2+1672+1+6+8+5+7349::976::",
                None,
            );
        }

        /// 0403 Turbot Fish; and the first case of 0402-1, "Empty Rectangles with only two
        /// rectangle candidates", a box's two places in different rows and columns joined
        /// to a line's conjugate pair, which HoDoKu names either way and the grader a
        /// turbot fish (its 0403 cases are the same shape).
        #[test]
        fn turbot_fish() {
            hodoku(
                Technique::TurbotFish,
                ":0402-1:3:96...+758..4.8.+5.6.8.+5.+62+4+7..+9..8.72...8.7.9+4..74.5..+1..+8.3..+2+57.2.+5.6.3.+351+7+2+8+694:221 151 154 359 185:349::",
                None,
            );
            hodoku(
                Technique::TurbotFish,
                ":0403:2:2+64+9+13587.3+1.+8+5..2.+58..6+3.+1+4+7+9+6+3..+5+8+12+6+8+54+739+3+8+5.9...659+3+1.+8..+4+84.5+6.+91+361.3+49+8.5::277::",
                None,
            );
            hodoku(
                Technique::TurbotFish,
                ":0403:1:29+35..+1.+4...+4.3+2+9....+29.3.5..+96.84+3+2826+93+45+1+73...+2+59..+6+8534+9+721+917+8+5264+3+4+3+2...+8+5+9::131::",
                None,
            );
        }

        /// 0402 Empty Rectangle.
        #[test]
        fn empty_rectangle() {
            hodoku(
                Technique::EmptyRectangle,
                ":0402:9:7+2+4+956+1381+6842+3+5+9+7+9+3+5+7+1+8+6+2+45..3..+8+1..4..8+17+5..+81.+7.24..+13....+7+2...1...+85.5...7.6+1::986::",
                None,
            );
            hodoku(
                Technique::EmptyRectangle,
                ":0402:5:.+9...+83+1.8.193..+6.+4+3.+1.6+8+953+492.+16..7+1.4.9+2.3.+28..39+412..8..+1+3.+9+8+4+3175+26+1.3......:515 745 673 495:576::",
                None,
            );
        }

        /// 0803 W-Wing.
        #[test]
        fn w_wing() {
            hodoku(
                Technique::WWing,
                ":0803:14:6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3...5+6+2.....68+93...::417 427 437 489 499::",
                None,
            );
            hodoku(
                Technique::WWing,
                ":0803:36:1+6+9..58.+4+8+54.+1.+9.+2+37+2+48+965+14+97...12.+2.+59+7.+4+86+6.+8.+4.7+9.+7.31..+5+495.+6.9+43+1+7+9+4+1+357+268::315 346 356 366::",
                None,
            );
        }

        /// 0600, 0601, 0602, 0603: Uniqueness Test Types 1 to 4.
        #[test]
        fn unique_rectangles() {
            hodoku(
                Technique::UniqueRectangle1,
                ":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+6+2871+3+9+45+5+1+3+9+42..+6+74+96+58.+1.::227 327::",
                None,
            );
            hodoku(
                Technique::UniqueRectangle2,
                ":0601-1:34:.9..+52+6+4.6..4+8..+53..5..628....8....4.1..+4......+4.27........341+8+1+865+743+92..9+21+8+576::711 713 722 723 734 739::",
                None,
            );
            hodoku(
                Technique::UniqueRectangle3,
                ":0602-1:89:3.......7...98.+5.3.5.....2+6+2+31+4..+6+85+7968+512+3+4...+6237+9+1..4...+1+79..+371.+45.......36.::212 222 293 722 793::",
                None,
            );
            hodoku(
                Technique::UniqueRectangle4,
                ":0603-1:14:..+9+4.+6+3+8....3.9+5+6..+6.+8.7149...+2+9+4+631.2.+5+689+74+496+17+3+2+58+9+58+7+3+2+4+1+6+7326+4+1+8+9+5+6..9+8+572+3::122 123::",
                None,
            );
        }

        /// 0610 Bivalue Universal Grave + 1: HoDoKu lists the BUG cell's other candidates
        /// as eliminated; the grader places its symbol (4 in r7c3, 6 in r7c1).
        #[test]
        fn bug_plus_one() {
            hodoku(
                Technique::Bug1,
                ":0610::.+9.+613.+8+4...2+5+7+1+393.184+92..968+5+7+1+42+3+4379+2+6+81+5+1..+3+84......+1+9+2..8..9+435+67+1+51.+76+8..+2::373 673::",
                Some("473"),
            );
            hodoku(
                Technique::Bug1,
                ":0610::+4+3+75+82+9+61..+9+41+7+28+38+1+2+6+9+34+7+5..+6+9+7+8+13+49413+2+68+5778+3+15+46+2+9..+4+2.+5+7.+8.75+8.9+3.2..87.+1+5.+6::171 371::",
                Some("671"),
            );
        }

        /// 0901 ALS-XZ: the published eliminations of its first two cases.
        #[test]
        fn als_xz() {
            hodoku(
                Technique::AlsXz,
                ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::",
                None,
            );
        }

        /// 0902 ALS-XY-Wing: the published eliminations of its first case.
        #[test]
        fn als_xy_wing() {
            hodoku(
                Technique::AlsXyWing,
                ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::",
                None,
            );
        }

        /// 0903 ALS-XY-Chain: the published eliminations of its second to sixth cases. (The
        /// first case's elimination, 7 at r5c8, follows from a chain of five sets on the
        /// example's candidates, but the shorter chains the technique takes first, applied
        /// alone step after step, break the sets that chain needs.)
        #[test]
        fn als_chain() {
            for line in [
                ":0903-1:69:..+1.3+7......2+1+8.577.....81.1.9+3+65....6..+74.3.....82.....87....44.....+78..37+8+415..:212 412 914 932 533 934 939 277 677 977 582 984 289 689 989:611 911 912 927::",
                ":0903-1:127:...+8......3.+57.8.98....315.9.8142......+3+5....5.+36...4.1.42+3....+3..7....6.8...531.:412 612 712 613 916 933 572 986 587 987:113 213 713::",
                ":0903-1:1:967.....5...6...471.....+6.+8+6+13..98.+42+8543+6.7.+47+9....6+3.+21......+3..5.2.8.7.....4.2:115 525 825 826 435 436 238 167 485:114 116 127::",
                ":0903-1:9:......29.9.6.3...7......4...613.+2.4+8+4...6.+3..8.3.5..+622..+6.785.+6...8+3.2.1.89+256..:511 312 522 124 332 539 553 159 472 479 982:966::",
                ":0903-1:3:......29.9.6.3...7......4...613.+2.4+8+4...6.+3..8.3.5..+622..+6.785.+6...8+3.2.1.89+256..:511 312 522 124 332 539 553 159 966 472 479 982:339::",
            ] {
                hodoku(Technique::AlsChain, line, None);
            }
        }

        /// 0310, 0311, 0312 Finned X-Wing, Swordfish, Jellyfish; 0320, 0321, 0322 Sashimi
        /// X-Wing, Swordfish, Jellyfish.
        #[test]
        fn finned_and_sashimi_fish() {
            hodoku(
                Technique::FinnedXWing,
                ":0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:962:315 335::",
                None,
            );
            hodoku(
                Technique::FinnedSwordfish,
                ":0311:5:.+6.4+1+7.+83+3+1+4+98..+7.8+7..+6+39147+43.29..+8..+8+3+4+6.2+7..6.+7.34+96..+75+4+8+314+3+1.+9.7..58+7631+4+9+2::557::",
                None,
            );
            hodoku(
                Technique::FinnedJellyfish,
                ":0312:8:+64+12+5.7.3+3826+7..+1+5....+31+6...9+3+1.+6..+74+1+6.27+3.......3.61.+2.+7+65+13.+765+31....+13...+2+576:934 938 939 979 986 993:879::",
                None,
            );
            hodoku(
                Technique::FinnedXWing,
                ":0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 869::",
                None,
            );
            hodoku(
                Technique::FinnedSwordfish,
                ":0321:6:.+489+127+3.2..6..14.....4....9.42..87....+49.+3...32..15+94....2.+4..+471..9..3.+251.49..:331 373 678 679 699:638::",
                None,
            );
            hodoku(
                Technique::FinnedJellyfish,
                ":0322:8:..+34+16+2..2+6...+3+1.41.+4....36.463+7+15.+2.+2184......7+62.+41...5.3..41..+2+1.+4...+4+1.5+6732.:536 936 976:871 872 881 882::",
                None,
            );
        }
    }

    /// Mauricio's "4x4x4x4" jellyfish puzzle, posted on 2008-01-07 in "A Pure Jellyfish
    /// Collection" (forum.enjoysudoku.com): it needs a jellyfish whose four base lines each
    /// hold the candidate in all four cover lines — 9 in rows 1, 2, 4, 7 and columns 2, 3,
    /// 7, 8 — and no harder technique.
    #[test]
    fn jellyfish() {
        let puzzle =
            ".............1.....123.456...........23...78..47.6.12...........318.764..58...23.";
        let grader = Grader::new(&Shape::square(3).unwrap().into());
        let grade = grader.grade(&super::digits(puzzle));
        assert!(grade.solved);
        assert_eq!(grade.hardest(), Some(Technique::Jellyfish));
        let step = grade
            .steps
            .iter()
            .find(|step| step.technique == Technique::Jellyfish)
            .unwrap();
        assert_eq!(step.symbols, [8]);
        let mut cells = step.cells[0].clone();
        cells.sort_unstable();
        let pattern: Vec<usize> = [0, 1, 3, 6]
            .iter()
            .flat_map(|row| [1, 2, 6, 7].map(|column| row * 9 + column))
            .collect();
        assert_eq!(cells, pattern);
    }

    /// What `technique` alone concludes, step after step, from the candidates that the
    /// techniques up to XY-chains leave `puzzle` with (digits, `0` or `.` empty): its
    /// eliminations and placements.
    fn after_the_basics(technique: Technique, puzzle: &str) -> Vec<(usize, u16, bool)> {
        let basics: Vec<Technique> = Technique::ALL
            .into_iter()
            .filter(|&t| t <= Technique::XYChain)
            .collect();
        let cells: Vec<Option<u16>> = puzzle
            .chars()
            .map(|c| c.to_digit(10).filter(|&d| d > 0).map(|d| d as u16 - 1))
            .collect();
        let grader = Grader::new(&Shape::square(3).unwrap().into());
        let mut board = PencilMarks::new(&grader, &cells);
        while let Some(step) = basics.iter().find_map(|&t| grader.find(t, &board)) {
            board.apply(&grader, &step);
        }
        let mut concluded = Vec::new();
        while let Some(step) = grader.find(technique, &board) {
            board.apply(&grader, &step);
            concluded.extend(step.removed.iter().map(|&(c, s)| (c, s, false)));
            concluded.extend(step.placed.iter().map(|&(c, s)| (c, s, true)));
        }
        concluded
    }

    /// HoDoKu 2.2.0's X-chain on hodoku-py's `x_chain_1`, as recorded in
    /// github.com/alexdej/hodoku-py tests/test_validate_xchain.py: `2 r5c4 =2= r6c6 -2- r6c2
    /// =2= r9c2 -2- r7c3 =2= r7c9 => r5c9<>2`.
    #[test]
    fn x_cycle() {
        let found = after_the_basics(
            Technique::XCycle,
            "000000604000064000100800000078609050950003860000000007830095710000028000009000000",
        );
        assert!(found.contains(&(4 * 9 + 8, 1, false)), "{found:?}");
    }

    /// HoDoKu 2.2.0's discontinuous nice loop on hodoku-py's `discontinuous_nice_loop_2`,
    /// as recorded in github.com/alexdej/hodoku-py tests/test_validate_aic.py: `3 r4c3 -3-
    /// r6c2 -7- r3c2 =7= r3c3 =8= r4c3 => r4c3<>3`.
    #[test]
    fn alternating_inference_chain() {
        let found = after_the_basics(
            Technique::AlternatingInferenceChain,
            "001067300020093578300000000010900000000000087004056900000000000080000029000002050",
        );
        assert!(found.contains(&(3 * 9 + 2, 2, false)), "{found:?}");
    }
}

/// The 9×9 variants of the move rules and the extra units, alone and as X with
/// anti-knight: `--variant` names and rules.
fn move_and_unit_variants() -> [(&'static str, Variant); 5] {
    let on = Variant::default;
    [
        (
            "anti-knight",
            Variant {
                anti_knight: true,
                ..on()
            },
        ),
        (
            "anti-king",
            Variant {
                anti_king: true,
                ..on()
            },
        ),
        (
            "x,anti-knight",
            Variant {
                diagonals: true,
                anti_knight: true,
                ..on()
            },
        ),
        (
            "windoku",
            Variant {
                windoku: true,
                ..on()
            },
        ),
        (
            "disjoint",
            Variant {
                disjoint: true,
                ..on()
            },
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Random generated 9×9 puzzles under anti-knight, anti-king, X with anti-knight,
    /// windoku and disjoint groups: every step of their grade (the knight's and king's move
    /// eliminations, and the patterns and chains that see through the move rules, among
    /// them) agrees with the unique solution, step by step.
    #[test]
    fn every_step_agrees_with_the_solution_under_the_variants(seed in 0u64..1 << 32, which in 0usize..5) {
        let (_, variant) = move_and_unit_variants()[which].clone();
        let solver = Solver::new(Rules::new(Shape::square(3).unwrap(), variant).unwrap());
        let made = generate(&solver, &Options::default(), seed, |_| {}).unwrap();
        assert_sound(&made.puzzle);
    }
}

/// Generated anti-knight and anti-king puzzles take their rule's own elimination, soundly,
/// and never the other rule's.
#[test]
fn the_move_rules_take_their_own_eliminations() {
    let [(_, knight), (_, king), ..] = move_and_unit_variants();
    for (variant, own, other) in [
        (knight, Technique::KnightsMove, Technique::KingsMove),
        (king, Technique::KingsMove, Technique::KnightsMove),
    ] {
        let solver = Solver::new(Rules::new(Shape::square(3).unwrap(), variant).unwrap());
        let used: Vec<Technique> = (0..8)
            .flat_map(|seed| {
                let made = generate(&solver, &Options::default(), seed, |_| {}).unwrap();
                assert_sound(&made.puzzle).steps
            })
            .map(|step| step.technique)
            .collect();
        assert!(used.contains(&own), "{own} is used: {used:?}");
        assert!(!used.contains(&other), "{other} is not");
    }
}

/// Generated puzzles (`generate --variant anti-king --seed 22`, `--variant anti-knight
/// --seed 164`) that graded fiendish without the move eliminations: with them,
/// easy and medium, and the explanation names the rule at work, in the eliminations and
/// in what a placement takes a move away.
#[test]
fn the_move_eliminations_bring_move_rule_puzzles_down_to_their_level() {
    let king =
        "..6.............47.4....3.........5......1.7...87...9.....54.6....2..5......83...\n";
    assert_eq!(
        run_ok(&["grade", "--variant", "anti-king"], king),
        "easy; hardest king's move elimination; hidden single ×57, naked single ×6, king's \
         move elimination ×5\n"
    );
    let explained = run_ok(&["grade", "--variant", "anti-king", "--explain"], king);
    for line in [
        "  5. naked single: r6c6 = 6, its only candidate; touching diagonally from r6c6, r5c7 \
         loses 6\n",
        "  7. king's move elimination: 3 in row 1 must go in r1c1 or r1c2 or r1c4, and a cell \
         that sees them all (one only by touching it diagonally) cannot hold it ⇒ r2c3 ≠ 3\n",
    ] {
        assert!(explained.contains(line), "{line} in {explained}");
    }
    let knight =
        "....2.598................16.........5..4....3..8....7......1........3...........2\n";
    assert_eq!(
        run_ok(&["grade", "--variant", "anti-knight"], knight),
        "medium; hardest naked pair; hidden single ×65, naked single ×2, knight's move \
         elimination ×18, pointing ×8, claiming ×2, naked pair ×1\n"
    );
}

#[test]
fn variants_grade_under_their_own_units() {
    let x = run_ok(
        &["grade", "--variant", "x", "tests/data/variants/x-pegg.txt"],
        "",
    );
    assert_eq!(
        x,
        "simple; ER/EP/ED 1.2/1.2/1.2; hardest hidden single; hidden single ×59\n"
    );
    let jigsaw = run_ok(
        &[
            "grade",
            "--regions",
            "tests/data/variants/jigsaw-pegg.regions",
            "tests/data/variants/jigsaw-pegg.txt",
        ],
        "",
    );
    assert_eq!(
        jigsaw,
        "simple; ER/EP/ED 1.5/1.2/1.2; hardest hidden single; hidden single ×60\n"
    );
    // Classic rules leave the Sudoku X puzzle with several solutions: nothing to grade.
    sudograph()
        .args(["grade", "tests/data/variants/x-pegg.txt"])
        .assert()
        .code(1)
        .stdout("several solutions\n");
}

#[test]
fn a_search_budget_that_runs_out_gives_up_on_the_puzzle() {
    let hard = file("benches/data/forum_hardest_1106.txt");
    let first = hard.lines().find(|l| !l.starts_with('#')).unwrap();
    sudograph()
        .args(["grade", "--max-nodes", "1"])
        .write_stdin(first)
        .assert()
        .code(3)
        .stdout("gave up after 1 node proving it unique\n");
}
