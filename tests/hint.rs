//! `sudograph hint` and the advisor behind it: every step a hint gives, over 500 puzzles
//! of mixed levels played out hint by hint, agrees with the puzzle's unique solution (as
//! the independent checker confirms it) and is the easiest technique that applies at that
//! moment; guesses are marked as guesses; a player's mistakes are found, named by cell and
//! unit, and the right symbols kept back unless asked.

use sudograph::generate::{Options, generate};
use sudograph::grade::{Grader, PencilMarks, Technique};
use sudograph::grid::{Grid, Shape, cell_name};
use sudograph::hint::{Advisor, Hint, PlayerGrid};
use sudograph::solve::Solver;
use sudograph_colour::Limits;

use crate::harness::{file, objects, puzzles, run_ok, sudograph, temp_file};
use crate::oracle;

/// How a puzzle's play-out went: steps by technique order, and guesses.
#[derive(Debug)]
struct Played {
    steps: [usize; Technique::ALL.len()],
    guesses: usize,
}

impl Default for Played {
    fn default() -> Played {
        Played {
            steps: [0; Technique::ALL.len()],
            guesses: 0,
        }
    }
}

/// The unique solution of `puzzle`, confirmed by the independent checker.
fn solution_of(puzzle: &Grid) -> Vec<u16> {
    let solver = Solver::new(puzzle.rules().clone());
    let (solutions, _) = solver.count(puzzle, 2, &Limits::default());
    assert_eq!(solutions.found, 1, "test puzzles have one solution");
    let solution = solutions.first.expect("one solution");
    oracle::assert_solves(
        &solution,
        Some(puzzle),
        "the solution hints are checked against",
    );
    solution
        .cells()
        .iter()
        .map(|s| s.expect("complete"))
        .collect()
}

/// Plays `puzzle` out hint by hint, as a player who keeps pencil marks: each step is applied
/// to the player's grid and candidates, a right guess is placed and a wrong one crossed
/// out (as the contradiction it leads to would show). Checks every step against the
/// solution, and that no easier technique applied.
fn play_out(advisor: &Advisor, puzzle: &Grid) -> Played {
    let solution = solution_of(puzzle);
    // The advisor gives hints on unique puzzles only, with the uniqueness techniques.
    let grader = Grader::new(puzzle.rules()).for_unique_puzzles();
    let mut board = PencilMarks::new(&grader, puzzle.cells());
    let mut played = Played::default();
    let cells = solution.len();
    for turn in 0.. {
        assert!(turn < 20 * cells, "the play-out ends");
        let marks: Vec<u64> = (0..cells)
            .flat_map(|c| board.candidates(c).iter().copied())
            .collect();
        let progress = PlayerGrid::with_candidates(board.cells().to_vec(), marks);
        let context = || format!("turn {turn} of {}", puzzle);
        match advisor.hint(puzzle.cells(), &progress, &solution) {
            Hint::Solved => {
                assert!(board.is_full(), "{}", context());
                break;
            }
            Hint::Step(step) => {
                for &(cell, symbol) in &step.placed {
                    assert_eq!(
                        solution[cell],
                        symbol,
                        "{} placed wrongly: {step:?}, {}",
                        cell_name(9, cell),
                        context()
                    );
                }
                for &(cell, symbol) in &step.removed {
                    assert_ne!(
                        solution[cell],
                        symbol,
                        "{} lost its answer: {step:?}, {}",
                        cell_name(9, cell),
                        context()
                    );
                    assert!(
                        board.has(cell, symbol),
                        "a removal removes a candidate: {}",
                        context()
                    );
                }
                assert!(!step.placed.is_empty() || !step.removed.is_empty());
                for &easier in Technique::ALL.iter().take_while(|&&t| t < step.technique) {
                    assert_eq!(
                        grader.find(easier, &board),
                        None,
                        "{easier} applied before {}: {}",
                        step.technique,
                        context()
                    );
                }
                played.steps[Technique::ALL
                    .iter()
                    .position(|&t| t == step.technique)
                    .unwrap()] += 1;
                board.apply(&grader, &step);
            }
            Hint::Guess(guess) => {
                for technique in Technique::ALL {
                    assert_eq!(
                        grader.find(technique, &board),
                        None,
                        "a guess only where no technique applies: {}",
                        context()
                    );
                }
                assert!(
                    board.has(guess.cell, guess.symbol),
                    "a guess is a candidate: {}",
                    context()
                );
                assert_eq!(guess.candidates, board.candidates(guess.cell));
                played.guesses += 1;
                match solution[guess.cell] == guess.symbol {
                    true => board.place(&grader, guess.cell, guess.symbol),
                    false => board.remove(guess.cell, guess.symbol),
                }
            }
            other => panic!(
                "a grid that agrees with its solution gets a step: {other:?}, {}",
                context()
            ),
        }
    }
    assert_eq!(
        board.cells().iter().map(|c| c.unwrap()).collect::<Vec<_>>(),
        solution
    );
    played
}

#[test]
fn every_hint_of_500_puzzles_played_out_is_sound_and_the_easiest_there_is() {
    let mut chosen: Vec<Grid> = Vec::new();
    let every = |path: &str, step: usize, most: usize| {
        puzzles(&file(path))
            .into_iter()
            .step_by(step)
            .take(most)
            .map(|p| p.grid)
            .collect::<Vec<_>>()
    };
    chosen.extend(every("benches/data/17_clue.txt", 10, 200));
    chosen.extend(every("benches/data/top1465.txt", 9, 140));
    chosen.extend(every("benches/data/forum_hardest_1106.txt", 6, 60));
    let solver = Solver::new(Shape::square(3).unwrap());
    for seed in 0..100 {
        chosen.push(
            generate(&solver, &Options::default(), seed, |_| {})
                .unwrap()
                .puzzle,
        );
    }
    assert_eq!(chosen.len(), 500);
    let advisor = Advisor::new(chosen[0].rules());
    let mut total = Played::default();
    for puzzle in &chosen {
        let played = play_out(&advisor, puzzle);
        for (sum, n) in total.steps.iter_mut().zip(played.steps) {
            *sum += n;
        }
        total.guesses += played.guesses;
    }
    // Mixed levels: the play-outs use techniques of every level, and guesses.
    let used = |t: Technique| total.steps[Technique::ALL.iter().position(|&x| x == t).unwrap()];
    for technique in [
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::NakedPair,
        Technique::XWing,
        Technique::XYWing,
        Technique::SimpleColouring,
    ] {
        assert!(used(technique) > 0, "{technique} never hinted: {total:?}");
    }
    assert!(total.guesses > 0, "{total:?}");
}

/// The puzzle of `../shared/puzzles/se_rated.txt` that Sukaku Explainer rates highest (9.1,
/// from grantm/sudoku-exchange-puzzle-bank), played out hint by hint: the forcing chains
/// give a step every time, so no hint is a guess.
#[test]
fn a_puzzle_explainer_rates_9_plays_out_without_a_guess() {
    let puzzle = puzzles(
        "..64.15..3..5.9..1....3....2.5...7.3.3..4..2.67.....58.6.9.7.8.....5......23.49..\n",
    )
    .remove(0)
    .grid;
    let played = play_out(&Advisor::new(puzzle.rules()), &puzzle);
    assert_eq!(played.guesses, 0, "{played:?}");
    let forcing = Technique::ALL
        .iter()
        .position(|&t| t == Technique::ForcingChain)
        .unwrap();
    assert!(
        played.steps[forcing..].iter().sum::<usize>() > 0,
        "{played:?}"
    );
}

#[test]
fn hints_on_variants_play_out_soundly() {
    let x = sudograph::rules::Rules::new(
        Shape::square(3).unwrap(),
        sudograph::rules::Variant {
            diagonals: true,
            ..Default::default()
        },
    )
    .unwrap();
    let six = Shape::new(2, 3).unwrap().into();
    for rules in [x, six] {
        let solver = Solver::new(rules);
        let advisor = Advisor::new(solver.rules());
        for seed in 0..20 {
            play_out(
                &advisor,
                &generate(&solver, &Options::default(), seed, |_| {})
                    .unwrap()
                    .puzzle,
            );
        }
    }
}

/// The first forum_hardest puzzle as far as the techniques take it: a grid where none
/// applies, so that a hint must guess.
fn stuck_grid() -> (Grid, Grid) {
    let puzzle = puzzles(&file("benches/data/forum_hardest_1106.txt"))
        .remove(0)
        .grid;
    let grade = Grader::new(puzzle.rules())
        .for_unique_puzzles()
        .grade(puzzle.cells());
    assert!(!grade.solved);
    let stuck = Grid::from_cells(puzzle.rules().clone(), grade.cells).unwrap();
    (puzzle, stuck)
}

#[test]
fn the_command_gives_the_easiest_step_of_each_puzzle_in_words() {
    let out = run_ok(&["hint"], "..34.421...31342\n");
    assert_eq!(
        out,
        "hidden single: r1c2 = 1, the only place for 1 in row 1 (rating 1.5)\n"
    );
    let fiendish =
        ".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......\n";
    assert_eq!(
        run_ok(&["hint"], fiendish),
        "hidden single: r4c3 = 9, the only place for 9 in row 4 (rating 1.5)\n"
    );
}

/// A step's rating on Explainer's scale, as `hint` says it: a hidden single in a unit's
/// last empty cell 1.0, in a box 1.2, in a line 1.5 (Explainer's values); a technique
/// Explainer lacks takes the value Explainer gives the same elimination (a W-wing is its
/// 8-node forcing chain, 7.1); a hint that is not a step has none.
#[test]
fn hint_tells_the_steps_rating_on_explainers_scale() {
    let last = "2.34342142131342\n";
    assert_eq!(
        run_ok(&["hint"], last),
        "hidden single: r1c2 = 1, the only place for 1 in row 1 (rating 1.0)\n"
    );
    let boxed =
        "...4.31..37..9....6...7...9......415..9...7..842......1...5...2....6..81..62.1...\n";
    assert_eq!(
        run_ok(&["hint"], boxed),
        "hidden single: r5c2 = 1, the only place for 1 in box 4 (rating 1.2)\n"
    );
    // The grader names row 1, but the cell is box 1's last empty one: Explainer's 1.0.
    let full_box =
        "8.49.3.716358.7.24719.24.5..87.913.61..736..93.648.21..6.54.73847.3.219595.1.84.2\n";
    assert_eq!(
        run_ok(&["hint"], full_box),
        "hidden single: r1c2 = 2, the only place for 2 in row 1 (rating 1.0)\n"
    );
    let records = objects(run_ok(&["hint", "--format", "json"], last).as_bytes());
    assert_eq!(records[0]["rating"], 1.0);
    // A grid with a mistake: no step, no rating.
    let wrong = temp_file("hint-rating-wrong.txt", "1.34.421...31342\n");
    let wrong = wrong.as_ref().to_str().unwrap();
    let output = sudograph()
        .args(["hint", "--format", "json", "--grid", wrong])
        .write_stdin("..34.421...31342\n")
        .output()
        .unwrap();
    let records = objects(&output.stdout);
    assert_eq!(records[0]["verdict"], "mistake");
    assert_eq!(records[0]["rating"], serde_json::Value::Null);
    // The W-wing of `generate --seed 8`'s puzzle, reached by playing hints out.
    let puzzle =
        "2....683........2...725...1.137..65.95....1.7..2.4...3...6......7....5..63.....1.";
    let puzzle = &puzzles(puzzle)[0].grid;
    let advisor = Advisor::new(puzzle.rules());
    let solution = solution_of(puzzle);
    let grader = Grader::new(puzzle.rules()).for_unique_puzzles();
    let mut board = PencilMarks::new(&grader, puzzle.cells());
    let mut ratings = Vec::new();
    while !board.is_full() {
        let marks: Vec<u64> = (0..81)
            .flat_map(|c| board.candidates(c).iter().copied())
            .collect();
        let progress = PlayerGrid::with_candidates(board.cells().to_vec(), marks);
        let Hint::Step(step) = advisor.hint(puzzle.cells(), &progress, &solution) else {
            panic!("a graded puzzle plays out in steps");
        };
        let rating = advisor.step_rating(puzzle.cells(), &progress, &step);
        ratings.push((step.technique, rating.expect("9×9 is rated")));
        board.apply(&grader, &step);
    }
    assert!(ratings.contains(&(Technique::WWing, 71)), "{ratings:?}");
    assert!(
        ratings
            .iter()
            .all(|&(t, r)| t != Technique::HiddenSingle || [10, 12, 15].contains(&r)),
        "{ratings:?}"
    );
}

#[test]
fn json_records_hold_the_step_one_per_puzzle_in_order() {
    let input = "..34.421...31342\n..34.4x1...31342\n................\n1134............\n";
    let output = sudograph()
        .args(["hint", "--format", "json"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(2),
        "an unreadable puzzle is bad input"
    );
    let records: Vec<serde_json::Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(records.len(), 4);
    let first = &records[0];
    assert_eq!(first["puzzle"], 1);
    assert_eq!(first["verdict"], "step");
    assert_eq!(first["technique"], "hidden single");
    assert_eq!(first["level"], "simple");
    assert_eq!(first["cells"], "r1c2");
    assert_eq!(first["units"], "row 1");
    assert_eq!(first["placed"], "r1c2=1");
    assert_eq!(first["removed"], serde_json::Value::Null);
    assert_eq!(records[1]["verdict"], "unreadable");
    assert_eq!(records[1]["line"], 2);
    assert_eq!(records[2]["verdict"], "several solutions");
    assert_eq!(records[3]["verdict"], "no solution");
}

#[test]
fn an_elimination_step_says_what_it_removes() {
    // The fiendish puzzle of the guide, played to its first pointing step.
    let puzzle = puzzles(
        ".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......",
    )
    .remove(0)
    .grid;
    let grade = Grader::new(puzzle.rules()).grade(puzzle.cells());
    let at = grade
        .steps
        .iter()
        .position(|s| s.technique == Technique::Pointing)
        .unwrap();
    let mut cells = puzzle.cells().to_vec();
    for step in &grade.steps[..at] {
        assert!(step.removed.is_empty(), "singles only before it");
        for &(cell, symbol) in &step.placed {
            cells[cell] = Some(symbol);
        }
    }
    let grid = Grid::from_cells(puzzle.rules().clone(), cells).unwrap();
    let played = temp_file("hint-pointing.txt", &format!("{grid}\n"));
    let out = run_ok(
        &[
            "hint",
            "--format",
            "json",
            "--grid",
            played.as_ref().to_str().unwrap(),
        ],
        &format!("{puzzle}\n"),
    );
    let record: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(record["verdict"], "step");
    assert_eq!(record["technique"], "pointing");
    assert_eq!(record["level"], "easy");
    let solution = solution_of(&puzzle);
    let removed = record["removed"].as_str().unwrap();
    for item in removed.split(' ') {
        let (cell, symbol) = item.split_once('=').unwrap();
        let (r, c) = cell[1..].split_once('c').unwrap();
        let index = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
        assert_ne!(
            solution[index] + 1,
            symbol.parse::<u16>().unwrap(),
            "{item} removes the answer"
        );
    }
    assert!(
        record["message"]
            .as_str()
            .unwrap()
            .starts_with("pointing: "),
        "{record}"
    );
}

/// Hints are for puzzles with one solution, so they take the uniqueness techniques, and say
/// so: this puzzle of se_rated.txt (Sukaku Explainer: 4.5), its first 30 hidden singles
/// written, offers a unique rectangle before any chain.
#[test]
fn a_hint_may_rest_on_the_puzzle_having_one_solution() {
    let puzzle =
        ".7...3....2.4..875.4.18....9...3.52...39.27...86.7...3....61.9.162..9.5....3...6.\n";
    let grid =
        ".7.253.4.321496875.4.187.3.917638524453912786286574913.3..61.9.162.4935..9.325.6.\n";
    let written = temp_file("hint-rectangle.txt", grid);
    let path = written.as_ref().to_str().unwrap().to_string();
    assert_eq!(
        run_ok(&["hint", "--grid", &path], puzzle),
        "unique rectangle type 1: 7, 8 in r7c4 r7c9 r8c9 r8c4 ⇒ r7c9 ≠ 7, 8 (relies on the \
         puzzle having one solution) (rating 4.5)\n"
    );
}

#[test]
fn when_no_technique_applies_the_hint_is_marked_as_a_guess() {
    let (puzzle, stuck) = stuck_grid();
    let played = temp_file("hint-stuck.txt", &format!("{stuck}\n"));
    let path = played.as_ref().to_str().unwrap().to_string();
    let out = run_ok(&["hint", "--grid", &path], &format!("{puzzle}\n"));
    assert!(
        out.starts_with("guess: no technique applies; try r"),
        "{out}"
    );
    let json = run_ok(
        &["hint", "--grid", &path, "--format", "json"],
        &format!("{puzzle}\n"),
    );
    let record: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(record["verdict"], "guess");
    assert_eq!(record["technique"], "guess");
    let placed = record["placed"].as_str().unwrap();
    let (cell, _) = placed.split_once('=').unwrap();
    assert_eq!(record["cells"], cell);
}

#[test]
fn mistakes_are_named_by_cell_and_unit_and_the_answer_kept_back() {
    let puzzle = "..34.421...31342\n";
    // r1c1 should be 2: a 3 there repeats row 1's 3 and is wrong.
    let grid = temp_file("hint-mistake.txt", "3.34.421...31342\n");
    let path = grid.as_ref().to_str().unwrap().to_string();
    let output = sudograph()
        .args(["hint", "--grid", &path])
        .write_stdin(puzzle)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "mistakes: row 1: 3 appears in columns 1 and 3; r1c1 is wrong\n"
    );
    let revealed = sudograph()
        .args(["hint", "--reveal", "--grid", &path])
        .write_stdin(puzzle)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(revealed.stdout).unwrap(),
        "mistakes: row 1: 3 appears in columns 1 and 3; r1c1 is 2, not 3\n"
    );
    let json = sudograph()
        .args(["hint", "--format", "json", "--grid", &path])
        .write_stdin(puzzle)
        .output()
        .unwrap();
    let record: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(record["verdict"], "mistake");
    assert_eq!(record["cells"], "r1c1");
    assert_eq!(record["units"], "row 1");
    // A wrong symbol that breaks no rule yet: only the solution tells it.
    let quiet_wrong = temp_file("hint-quiet-wrong.txt", ".234.421...31342\n");
    let out = sudograph()
        .args(["hint", "--grid", quiet_wrong.as_ref().to_str().unwrap()])
        .write_stdin(puzzle)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "mistake: r1c2 is wrong\n"
    );
    // A changed given is a mistake too.
    let changed = temp_file("hint-changed.txt", "..43.421...31342\n");
    let out = sudograph()
        .args(["hint", "--grid", changed.as_ref().to_str().unwrap()])
        .write_stdin(puzzle)
        .output()
        .unwrap();
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .contains("r1c3: given 3 changed to 4")
    );
}

#[test]
fn a_finished_grid_is_solved_and_grids_go_with_their_puzzles() {
    let grids = temp_file(
        "hint-grids.txt",
        "2134342142131342\n\n1 2 . .\n. . . .\n. . . .\n. . . .\n",
    );
    let path = grids.as_ref().to_str().unwrap().to_string();
    let output = sudograph()
        .args(["hint", "--grid", &path])
        .write_stdin("..34.421...31342\n..34.421...31342\n")
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[0], "solved: every cell is filled and right");
    assert!(lines[1].starts_with("error: "), "{text}");
    // A grid of another size, a missing grid: each an error in its puzzle's place.
    let small = temp_file("hint-small.txt", "..34.421...31342\n");
    let out = sudograph()
        .args(["hint", "--grid", small.as_ref().to_str().unwrap()])
        .write_stdin(".1.3.......4...23.3..5.....46..18.5.....5.19......9.6...249...6..1...7...5.......\n..34.421...31342\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            "error: --grid line 1: the grid is 4×4 but the puzzle is 9×9",
            "error: --grid holds no grid 2 for puzzle 2"
        ]
    );
}

#[test]
fn puzzles_and_grids_cannot_both_come_from_stdin() {
    sudograph()
        .args(["hint", "--grid", "-"])
        .write_stdin("..34.421...31342\n")
        .assert()
        .code(2)
        .stderr("sudograph: the puzzles and --grid cannot both be read from standard input\n");
}

#[test]
fn the_hint_is_drawn_with_its_reason_as_the_lesson_draws_a_step() {
    let scratch = crate::harness::Scratch::new("hint-dot");
    let hidden = scratch.join("hidden.dot");
    let out = run_ok(
        &["hint", "--dot", hidden.to_str().unwrap()],
        "..34.421...31342\n..34.421...31342\n",
    );
    assert_eq!(out.lines().count(), 2, "a record per puzzle");
    let text = std::fs::read_to_string(&hidden).unwrap();
    assert!(text.starts_with("graph"), "{text}");
    assert!(text.contains("hidden single: r1c2 = 1, the only place for 1 in row 1"));
    // The unit with one place is drawn violet, as in the lesson's frames.
    assert!(text.contains("#9467bd"), "{text}");
    // A guess is ringed twice.
    let (puzzle, stuck) = stuck_grid();
    let grid = temp_file("hint-dot-stuck.txt", &format!("{stuck}\n"));
    let guess = scratch.join("guess.dot");
    run_ok(
        &[
            "hint",
            "--grid",
            grid.as_ref().to_str().unwrap(),
            "--dot",
            guess.to_str().unwrap(),
        ],
        &format!("{puzzle}\n"),
    );
    let text = std::fs::read_to_string(&guess).unwrap();
    assert!(text.contains("guess: no technique applies"));
    assert_eq!(text.matches("peripheries=2").count(), 1, "{text}");
    if crate::harness::graphviz() {
        let status = std::process::Command::new("neato")
            .args(["-n2", "-Tsvg", "-o"])
            .arg(scratch.join("guess.svg"))
            .arg(&guess)
            .status()
            .unwrap();
        assert!(status.success(), "neato renders the hint");
    }
}
