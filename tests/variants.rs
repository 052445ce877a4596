//! Variants: Sudoku X (`--variant x`) and jigsaw regions (`--regions FILE`) for solve, count,
//! check and dot, on published puzzles whose answers are known, and random small variants
//! counted against the independent brute-force counter.

use crate::oracle;
use predicates::prelude::*;
use proptest::prelude::*;
use sudograph::format::{Alphabet, ReadOptions, read_puzzles, read_regions};
use sudograph::grid::{Grid, Shape};
use sudograph::lesson::{self, Event, LessonStep, Reason};
use sudograph::rules::{Regions, Rules, Variant};
use sudograph::solve::{Answer, Solver};
use sudograph_colour::{Limits, Settings};

use crate::harness::{Rng, file, run_ok, sudograph, temp_file, with_holes};
use crate::oracle::brute_force_count;

const X_PEGG: &str = "tests/data/variants/x-pegg.txt";
const X_6X6: &str = "tests/data/variants/x-6x6.txt";
const JIGSAW: &str = "tests/data/variants/jigsaw-pegg.txt";
const JIGSAW_REGIONS: &str = "tests/data/variants/jigsaw-pegg.regions";

/// The published answer to `X_PEGG`.
const X_PEGG_ANSWER: &str =
    "478193562291865473635472891817624935924537186563918724346781259759246318182359647";

/// The published answer to `JIGSAW`.
const JIGSAW_ANSWER: &str =
    "312865497597613284425791368968372145143956872839124756256487913671248539784539621";

/// The only puzzle of a file, read under `variant`.
fn read_under(path: &str, shape: Option<Shape>, variant: Variant) -> Grid {
    let options = ReadOptions {
        shape,
        variant,
        ..ReadOptions::default()
    };
    let mut puzzles = read_puzzles(file(path).as_bytes(), &options);
    assert_eq!(puzzles.len(), 1);
    puzzles.remove(0).expect("the puzzle reads").grid
}

fn x() -> Variant {
    Variant {
        diagonals: true,
        ..Variant::default()
    }
}

fn jigsaw() -> Variant {
    Variant {
        regions: Some(read_regions(file(JIGSAW_REGIONS).as_bytes()).expect("the map reads")),
        ..Variant::default()
    }
}

/// The grid in one line of symbols.
fn line(grid: &Grid) -> String {
    grid.cells()
        .iter()
        .map(|c| c.map_or('.', |s| char::from(b'1' + s as u8)))
        .collect()
}

#[test]
fn sudoku_x_solves_to_its_published_answer_and_needs_the_diagonals() {
    let output = run_ok(&["solve", "--variant", "x", X_PEGG], "");
    let options = ReadOptions {
        variant: x(),
        ..ReadOptions::default()
    };
    let solution = read_puzzles(output.as_bytes(), &options).remove(0).unwrap();
    assert_eq!(line(&solution.grid), X_PEGG_ANSWER);
    let puzzle = read_under(X_PEGG, None, x());
    assert_eq!(oracle::violations(&solution.grid, Some(&puzzle)), []);
    assert_eq!(brute_force_count(&puzzle, 2), 1);
    sudograph()
        .args(["count", "--variant", "x", X_PEGG])
        .assert()
        .code(0)
        .stdout("1 (unique)\n");
    // Without the diagonals the same givens allow many grids.
    sudograph()
        .args(["count", X_PEGG])
        .assert()
        .code(0)
        .stdout("≥2 (stopped at --limit 2)\n");
}

#[test]
fn a_six_by_six_x_with_five_givens_is_unique() {
    let output = run_ok(&["solve", "--box", "2x3", "--variant", "x", X_6X6], "");
    assert_eq!(
        output,
        "4 1 6 | 5 3 2\n2 3 5 | 6 1 4\n------+------\n1 5 2 | 4 6 3\n6 4 3 | 1 2 5\n------+------\n3 6 4 | 2 5 1\n5 2 1 | 3 4 6\n"
    );
    let puzzle = read_under(X_6X6, Shape::new(2, 3).ok(), x());
    assert_eq!(brute_force_count(&puzzle, 2), 1);
    let (count, _) = Solver::new(puzzle.rules().clone()).count(&puzzle, 2, &Limits::default());
    assert_eq!((count.found, count.complete), (1, true));
}

#[test]
fn jigsaw_solves_to_its_published_answer_in_plain_rows() {
    let output = run_ok(&["solve", "--regions", JIGSAW_REGIONS, JIGSAW], "");
    // Irregular regions have no box borders to draw.
    assert!(!output.contains('|') && !output.contains('-'), "{output}");
    let solution = read_puzzles(output.as_bytes(), &ReadOptions::default())
        .remove(0)
        .unwrap();
    assert_eq!(line(&solution.grid), JIGSAW_ANSWER);
    let puzzle = read_under(JIGSAW, None, jigsaw());
    assert_eq!(brute_force_count(&puzzle, 2), 1);
    sudograph()
        .args(["count", "--regions", JIGSAW_REGIONS, JIGSAW])
        .assert()
        .code(0)
        .stdout("1 (unique)\n");
}

#[test]
fn check_uses_the_variant_and_names_the_broken_unit() {
    let jigsaw_answer = temp_file("jigsaw-answer.txt", JIGSAW_ANSWER);
    sudograph()
        .args(["check", "--regions", JIGSAW_REGIONS, "--puzzle", JIGSAW])
        .arg(&jigsaw_answer)
        .assert()
        .code(0)
        .stdout("valid\n");
    // The same grid breaks the classic boxes.
    sudograph()
        .arg("check")
        .arg(&jigsaw_answer)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("box 1: "));
    // A classic solution of the X puzzle breaks a diagonal.
    let classic = run_ok(&["solve", X_PEGG], "");
    let classic = temp_file("x-classic.txt", &classic);
    sudograph()
        .args(["check", "--variant", "x", "--puzzle", X_PEGG])
        .arg(&classic)
        .assert()
        .code(1)
        .stdout(
            predicate::str::is_match(
                "^(main |anti-)diagonal: [1-9] appears in (r[1-9]c[1-9], )*r[1-9]c[1-9] and r[1-9]c[1-9](; (main |anti-)diagonal: [1-9] appears in (r[1-9]c[1-9], )*r[1-9]c[1-9] and r[1-9]c[1-9])*\n$",
            )
            .unwrap(),
        );
    // Swapping two symbols of a jigsaw answer inside one row breaks the regions (and columns).
    let mut wrong: Vec<char> = JIGSAW_ANSWER.chars().collect();
    wrong.swap(0, 3); // r1c1 (region 1) and r1c4 (region 1): the region still holds 1-9
    wrong.swap(0, 4); // r1c1 (region 1) and r1c5 (region 2): both regions now repeat
    let wrong = temp_file("jigsaw-wrong.txt", &wrong.iter().collect::<String>());
    sudograph()
        .args(["check", "--regions", JIGSAW_REGIONS])
        .arg(&wrong)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("region 2: "));
}

#[test]
fn trace_names_diagonals_and_regions() {
    let output = sudograph()
        .args(["solve", "--trace", "--variant", "x", X_PEGG])
        .output()
        .expect("runs");
    let trace = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(trace.contains("diagonal (hidden single)"), "{trace}");
    // Units are numbered rows, columns, regions: unit 18 is region 1.
    let rules = read_under(JIGSAW, None, jigsaw()).rules().clone();
    let step = LessonStep {
        depth: 0,
        event: Event::Placed {
            node: 0,
            colour: 2,
            reason: Reason::OnlyPlace { unit: 18 },
        },
    };
    assert_eq!(
        lesson::explain(&step, &rules, &Alphabet::for_side(9)),
        "r1c1 = 3: only place for 3 in region 1 (hidden single)"
    );
}

#[test]
fn dot_draws_diagonal_and_region_edges() {
    let text = run_ok(&["dot", "--variant", "x", X_PEGG], "");
    // Each diagonal has 36 pairs, 9 of which already share a box.
    assert_eq!(text.matches(" -- ").count(), 810 + 2 * 27);
    assert!(
        text.contains("tooltip=\"diagonal\""),
        "pure diagonal edges are named"
    );
    assert!(text.contains("9×9 Sudoku X as a graph"));
    let text = run_ok(&["dot", "--regions", JIGSAW_REGIONS, JIGSAW], "");
    // Pairs sharing a row, a column or a region, counted from the map itself.
    let regions = read_regions(file(JIGSAW_REGIONS).as_bytes()).unwrap();
    let map = regions.of_cell();
    let pairs = (0..81)
        .flat_map(|a| (a + 1..81).map(move |b| (a, b)))
        .filter(|&(a, b)| a / 9 == b / 9 || a % 9 == b % 9 || map[a] == map[b])
        .count();
    assert_eq!(text.matches(" -- ").count(), pairs);
    assert!(text.contains("tooltip=\"region\""));
    assert!(!text.contains("tooltip=\"box\""));
    assert!(text.contains("9×9 jigsaw Sudoku as a graph"));
}

#[test]
fn bad_region_maps_are_one_line_errors() {
    let too_big = "AAAABBBCC\nAAAABBBBC\nADDABECCC\nDDEEBECFC\nDDDEEEFFC\nDGGGIEEFF\nGGHHIIIIF\nGHHHIHIIF\nGGGHHHIFF\n";
    let path = temp_file("too-big.regions", too_big);
    sudograph()
        .args(["solve", "--regions"])
        .arg(&path)
        .arg(JIGSAW)
        .assert()
        .code(2)
        .stderr(predicate::str::ends_with(
            "too-big.regions: line 3, column 4: region 'A' has 10 cells; each region needs 9\n",
        ));
    let ragged = temp_file("ragged.regions", "AABB\nAAB\nCCDD\nCCDD\n");
    sudograph()
        .args(["count", "--regions"])
        .arg(&ragged)
        .write_stdin("................")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "line 2: grid row has 3 cells; a 4×4 grid row needs 4",
        ));
    let five = temp_file("five.regions", "AABB\nAABB\nCCDD\nCCDE\n");
    sudograph()
        .args(["check", "--regions"])
        .arg(&five)
        .arg(X_6X6)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "line 4, column 4: 'E' is region label number 5; a 4×4 map has 4 regions",
        ));
    // A box shape beside a map is refused before any puzzle is read: the regions replace
    // the boxes.
    let four = temp_file("four.regions", "AABB\nAABB\nCCDD\nCCDD\n");
    sudograph()
        .args(["dot", "--box", "3x3", "--regions"])
        .arg(&four)
        .arg(JIGSAW)
        .assert()
        .code(2)
        .stderr(format!(
            "sudograph: --box 3x3 and --regions {}: a jigsaw's regions replace its boxes; \
             leave --box out\n",
            std::path::Path::new(&four).display()
        ));
}

/// A random map of `side` regions of `side` cells each (not necessarily connected: the rules
/// only need each region to hold every symbol once).
fn random_regions(side: usize, rng: &mut Rng) -> Regions {
    let mut cells: Vec<usize> = (0..side * side).collect();
    rng.shuffle(&mut cells);
    let mut of_cell = vec![0u8; side * side];
    for (i, &cell) in cells.iter().enumerate() {
        of_cell[cell] = (i / side) as u8;
    }
    Regions::new(of_cell).expect("side regions of side cells")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random region maps (4×4 and 6×6), with or without diagonals: a random solution from
    /// the seeded colourer validates, and puzzles made from it count as brute force does.
    #[test]
    fn random_variants_count_as_brute_force_does(seed: u64, big: bool, diagonals: bool, holes in 0.3f64..0.9) {
        let mut rng = Rng::new(seed);
        let side = if big { 6 } else { 4 };
        let shape = Shape::squarest(side).unwrap();
        let variant = Variant { regions: Some(random_regions(side, &mut rng)), diagonals, ..Variant::default() };
        let rules = Rules::new(shape, variant).unwrap();
        let solver = Solver::new(rules.clone());
        let empty = Grid::empty(rules);
        let settings = Settings { seed: seed | 1, ..Settings::default() };
        match solver.solve_with(&empty, &Limits::default(), &settings).0 {
            Answer::Solved(solution) => {
                prop_assert_eq!(oracle::violations(&solution, Some(&empty)), []);
                let puzzle = with_holes(&solution, holes, &mut rng);
                let (count, _) = solver.count(&puzzle, 50, &Limits::default());
                prop_assert!(count.complete);
                prop_assert_eq!(count.found, brute_force_count(&puzzle, 50));
                let first = count.first.expect("the solution it came from");
                prop_assert_eq!(oracle::violations(&first, Some(&puzzle)), []);
            }
            Answer::NoSolution => prop_assert_eq!(brute_force_count(&empty, 1), 0),
            Answer::GaveUp => prop_assert!(false, "no limit was set"),
        }
    }
}
