//! Large grids. 16×16 and 25×25 puzzles (Lewis-protocol instances copied into tests/data),
//! empty grids up to 36×36 and a 49×49 puzzle solve, every solution keeping its givens and
//! passing the oracle. Grids past 64×64 (81×81, 100×100), made here from the pattern grid:
//! read in numbers and in the Lewis box-size format as one puzzle each, written back in the
//! layout they came in, checked by the validator, graded, hinted and generated, and refused
//! in one line by the commands whose tools stop at 64×64.

use sudograph::format::{Alphabet, Layout, ReadOptions, read_puzzles, write_grid};
use sudograph::generate::{Generated, Options, Symmetry, generate};
use sudograph::grade::{Grader, PencilMarks};
use sudograph::grid::{Grid, Shape};
use sudograph::hint::{Advisor, Hint, PlayerGrid};
use sudograph::rules::Variant;
use sudograph::solve::Solver;
use sudograph::validate::check;
use sudograph_colour::Limits;

use crate::harness::{
    Rng, assert_solutions, file, lewis, numbers, pattern, puzzles, random_solution, run_ok,
    sudograph, temp_file, with_holes,
};

/// Solves the file at `path` and asserts one right solution of side `side` per puzzle.
fn solves_every_puzzle_of(path: &str, side: usize) {
    let output = sudograph().args(["solve", path]).output().expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let solutions = assert_solutions(
        &file(path),
        &String::from_utf8(output.stdout).expect("UTF-8"),
    );
    assert!(!solutions.is_empty());
    assert!(solutions.iter().all(|s| s.side() == side));
}

#[test]
fn lewis_16x16_puzzles_solve() {
    solves_every_puzzle_of("tests/data/lewis16.txt", 16);
}

#[test]
fn lewis_25x25_puzzles_solve() {
    solves_every_puzzle_of("tests/data/lewis25.txt", 25);
}

#[test]
fn empty_grids_fill_up_to_36x36() {
    for side in [4usize, 9, 16, 25, 36] {
        let output = sudograph()
            .arg("solve")
            .write_stdin(".".repeat(side * side))
            .output()
            .expect("runs");
        assert!(output.status.success(), "side {side}");
        assert_solutions(
            &".".repeat(side * side),
            &String::from_utf8(output.stdout).expect("UTF-8"),
        );
    }
}

#[test]
fn a_49x49_puzzle_solves_to_a_grid_the_oracle_accepts() {
    let mut rng = Rng::new(49);
    let puzzle = with_holes(&random_solution(7, &mut rng), 0.4, &mut rng);
    let text = format!("{puzzle}\n");
    let solutions = assert_solutions(&text, &run_ok(&["solve"], &text));
    assert_eq!(solutions[0].side(), 49);
}

/// An 81×81 puzzle the library generates from `seed`, with its solution.
fn generated_81(seed: u64) -> Generated {
    let solver = Solver::new(Shape::square(9).expect("81×81"));
    generate(&solver, &Options::default(), seed, |_| {}).expect("a complete grid")
}

/// The cells of rows of numbers as written (`.` and `-1` empty), symbols from 0: what the
/// reader must give, decoded here on its own.
fn cells_of(text: &str) -> Vec<Option<u16>> {
    text.lines()
        .flat_map(str::split_whitespace)
        .map(|word| word.parse::<u16>().ok().filter(|&n| n > 0).map(|n| n - 1))
        .collect()
}

#[test]
fn numbers_grids_past_64_read_as_one_puzzle_and_write_back() {
    let mut rng = Rng::new(100);
    for n in [9, 10] {
        let side = n * n;
        let text = numbers(&pattern(n), 4, ".", &mut rng);
        let read = puzzles(&text);
        assert_eq!(read.len(), 1, "{side}×{side} is one puzzle");
        let puzzle = &read[0];
        assert_eq!((puzzle.grid.side(), puzzle.layout), (side, Layout::Numbers));
        assert_eq!(puzzle.grid.cells(), cells_of(&text));
        // Written back in numbers (a grid with its boxes set apart, or one line, as the
        // JSON and CSV records write a solution), it reads as the same grid.
        let alphabet = Alphabet::for_side(side);
        for (layout, kept) in [
            (Layout::Numbers, Layout::Numbers),
            (Layout::Grid, Layout::Numbers),
            (Layout::Line, Layout::Line),
        ] {
            let written = write_grid(&puzzle.grid, layout, &alphabet);
            let again = puzzles(&written);
            assert_eq!(again.len(), 1, "{layout:?}");
            assert_eq!((&again[0].grid, again[0].layout), (&puzzle.grid, kept));
        }
        let line = write_grid(&puzzle.grid, Layout::Line, &alphabet);
        assert_eq!(line.lines().count(), 1);
        assert_eq!(line.split(' ').count(), side * side, "one number per cell");
        // Two such lines are two puzzles.
        assert_eq!(puzzles(&line.repeat(2)).len(), 2);
    }
}

#[test]
fn lewis_81x81_reads_and_writes_back_in_its_format() {
    let text = lewis(9, &mut Rng::new(81));
    let read = puzzles(&text);
    assert_eq!(read.len(), 1);
    assert_eq!((read[0].grid.side(), read[0].layout), (81, Layout::Lewis));
    assert_eq!(
        read[0].grid.cells(),
        &cells_of(&text)[2..],
        "after its header"
    );
    let written = write_grid(&read[0].grid, Layout::Lewis, &Alphabet::for_side(81));
    assert!(written.starts_with("9\n1\n"), "{}", &written[..20]);
    let again = puzzles(&written);
    assert_eq!(
        (&again[0].grid, again[0].layout),
        (&read[0].grid, Layout::Lewis)
    );
}

#[test]
fn a_bad_giant_grid_is_one_error_naming_its_line_and_column() {
    // Row 5's seventh cell is 82, one past the largest symbol.
    let mut rows: Vec<Vec<String>> = numbers(&pattern(9), 4, ".", &mut Rng::new(82))
        .lines()
        .map(|row| row.split(' ').map(str::to_string).collect())
        .collect();
    rows[4][6] = "82".to_string();
    let lines: Vec<String> = rows.iter().map(|row| row.join(" ")).collect();
    let text = lines.join("\n");
    let read = read_puzzles(text.as_bytes(), &ReadOptions::default());
    assert_eq!(read.len(), 1, "one record for the grid");
    let error = read[0].as_ref().map(|_| ()).unwrap_err().to_string();
    let column = lines[4].find("82").expect("written") + 1;
    assert_eq!(
        error,
        format!("line 5, column {column}: \"82\" is not a number from 0 (empty) to 81")
    );
}

#[test]
fn the_validator_passes_a_giant_solution_and_names_the_unit_of_a_swap() {
    for n in [9, 10] {
        let side = n * n;
        let mut rows = pattern(n);
        let full = |rows: &[Vec<usize>]| numbers(rows, usize::MAX, ".", &mut Rng::new(1));
        let grid = &puzzles(&full(&rows))[0].grid;
        assert!(check(grid, None).is_empty(), "{side}×{side} is valid");
        rows[0].swap(0, 1);
        let swapped = &puzzles(&full(&rows))[0].grid;
        let messages: Vec<String> = check(swapped, None)
            .iter()
            .map(|v| v.describe(&Alphabet::for_side(side)))
            .collect();
        // The row still holds every symbol; its first two columns now repeat one each,
        // named in numbers.
        let again = |column: usize| {
            let symbol = rows[0][column];
            let row = rows[1..].iter().position(|r| r[column] == symbol).unwrap() + 2;
            format!(
                "column {}: {symbol} appears in rows 1 and {row}",
                column + 1
            )
        };
        assert_eq!(messages, [again(0), again(1)]);
    }
}

#[test]
fn check_and_transform_work_past_64() {
    let full = numbers(&pattern(10), usize::MAX, ".", &mut Rng::new(1));
    let full = temp_file("giant-full.txt", &full);
    let out = sudograph().arg("check").arg(&full).output().expect("runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "valid\n");
    // A random equivalent of a valid grid is valid, written in numbers too.
    let out = sudograph()
        .args(["transform", "--shuffle", "--seed", "3"])
        .arg(&full)
        .output()
        .expect("runs");
    let read = puzzles(&String::from_utf8(out.stdout).expect("UTF-8"));
    assert_eq!(
        (read[0].grid.side(), read[0].layout),
        (100, Layout::Numbers)
    );
    assert!(check(&read[0].grid, None).is_empty());
}

#[test]
fn commands_whose_tools_stop_at_64_refuse_a_giant_grid_in_one_line() {
    let puzzle = numbers(&pattern(9), 3, ".", &mut Rng::new(9));
    let puzzle = temp_file("giant-puzzle.txt", &puzzle);
    let path = puzzle.as_ref().to_str().expect("a UTF-8 path").to_string();
    let lesson = "(the lesson's board keeps a cell's candidates in 64 bits); this one is 81×81";
    let refusals: [(&[&str], String); 5] = [
        (
            &["marks"],
            "marks works on grids up to 64×64 (a pencil-mark grid holds a cell's candidates \
             in 64 bits); this one is 81×81"
                .to_string(),
        ),
        (
            &["solve", "--trace"],
            format!("solve --trace works on grids up to 64×64 {lesson}"),
        ),
        (
            &["hint", "--dot", "/dev/null"],
            format!("hint --dot works on grids up to 64×64 {lesson}"),
        ),
        (
            &["dot"],
            "dot draws grids up to 64×64; the graph of this 81×81 grid has 6561 nodes and \
             about 734832 edges, too many to draw"
                .to_string(),
        ),
        (
            &["dot", "--solve", "--page", "-", "-o", "/dev/null"],
            "dot draws grids up to 64×64".to_string(),
        ),
    ];
    for (args, says) in refusals {
        let out = sudograph().args(args).arg(&path).output().expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line: {stderr}");
        let place = format!("sudograph: {path}: line 1: {says}");
        assert!(stderr.starts_with(&place), "{args:?}: {stderr}");
    }
    // A giant grid after a puzzle it does take is refused once that puzzle is answered, on
    // one thread or several: a file of one chunk is answered on the calling thread, and
    // looking past that chunk must not put the refusal before its answers.
    let grid = numbers(&pattern(9), 3, ".", &mut Rng::new(9));
    let line: Vec<&str> = grid.lines().collect();
    let mixed = temp_file(
        "giant-after.txt",
        &format!("..34.421...31342\n{}\n", line.join(" ")),
    );
    for jobs in ["1", "2"] {
        let out = sudograph()
            .args(["solve", "--trace", "--jobs", jobs])
            .arg(&mixed)
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "--jobs {jobs}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "2134342142131342\n");
        let refusal = format!("line 2: solve --trace works on grids up to 64×64 {lesson}");
        assert!(
            stderr.trim_end().ends_with(&refusal),
            "--jobs {jobs}: {stderr}"
        );
    }
    let out = sudograph()
        .args(["generate", "--size", "81", "--difficulty", "hard"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "sudograph: --difficulty hard: past 64×64 clues go only when singles find them again, \
         so every 81×81 puzzle is simple; ask for --difficulty simple or leave it out\n"
    );
}

#[test]
fn grade_and_hint_work_past_64_with_singles() {
    // A puzzle of the library's making: one solution, found by singles.
    let made = generated_81(11);
    let holes = 81 * 81 - made.puzzle.filled();
    let text = write_grid(&made.puzzle, Layout::Line, &Alphabet::for_side(81));
    let stdout = run_ok(&["grade"], &text);
    assert!(stdout.starts_with("simple; hardest "), "{stdout}");
    let singles = stdout
        .split(['×', ','])
        .filter_map(|n| n.trim().parse::<usize>().ok())
        .sum::<usize>();
    assert_eq!(singles, holes, "one single per empty cell: {stdout}");
    let explained = run_ok(&["grade", "--explain"], &text);
    let solution = |cell: usize| made.solution.cells()[cell].expect("complete") + 1;
    // Every step names a cell `rRcC = N` that the solution holds, past 64 too.
    let placed: Vec<(usize, u16)> = explained
        .lines()
        .filter_map(|line| line.split(": ").nth(1)?.split(',').next())
        .filter_map(|place| {
            let (cell, symbol) = place.split_once(" = ")?;
            let (r, c) = cell.strip_prefix('r')?.split_once('c')?;
            let cell = (r.parse::<usize>().ok()? - 1) * 81 + c.parse::<usize>().ok()? - 1;
            Some((cell, symbol.parse().ok()?))
        })
        .collect();
    assert_eq!(placed.len(), holes);
    assert!(
        placed
            .iter()
            .all(|&(cell, symbol)| solution(cell) == symbol)
    );
    assert!(placed.iter().any(|&(_, symbol)| symbol > 64));
    let first = explained.lines().nth(1).and_then(|l| l.split_once(". "));
    let hint = run_ok(&["hint"], &text);
    assert_eq!(
        hint.lines().next(),
        first.map(|(_, step)| step),
        "the hint is the grade's first step"
    );
}

/// A player's pencil marks past 64, in the layout of `PencilMarks::candidates` (two words a
/// cell at 81×81): marks that keep every right symbol give a step, and a cell whose marks
/// lost its right symbol, one past 64, is named as a mistake.
#[test]
fn hints_past_64_read_the_players_marks_two_words_a_cell() {
    let made = generated_81(4);
    let solution: Vec<u16> = (made.solution.cells().iter())
        .map(|s| s.expect("complete"))
        .collect();
    let grader = Grader::new(made.puzzle.rules());
    let board = PencilMarks::new(&grader, made.puzzle.cells());
    let mut marks: Vec<u64> = (0..81 * 81)
        .flat_map(|cell| board.candidates(cell).to_vec())
        .collect();
    assert_eq!(marks.len(), 2 * 81 * 81);
    let advisor = Advisor::new(made.puzzle.rules());
    let cells = made.puzzle.cells().to_vec();
    let hint = |marks: &[u64]| {
        let progress = PlayerGrid::with_candidates(cells.clone(), marks.to_vec());
        advisor.hint(&cells, &progress, &solution)
    };
    assert!(matches!(hint(&marks), Hint::Step(_)), "{:?}", hint(&marks));
    let cell = (0..81 * 81)
        .find(|&cell| cells[cell].is_none() && solution[cell] >= 64)
        .expect("an open cell whose symbol is past 64");
    marks[2 * cell + 1] &= !(1 << (solution[cell] - 64));
    match hint(&marks) {
        Hint::Mistakes(mistakes) => {
            let named: Vec<usize> = mistakes.wrong.iter().map(|w| w.cell).collect();
            assert_eq!(named, [cell]);
        }
        other => panic!("the crossed-out symbol is not found: {other:?}"),
    }
}

/// Whether the clues of `puzzle` are those of `symmetry`: every cell's orbit all clues or
/// all empty.
fn keeps_symmetry(puzzle: &Grid, symmetry: Symmetry) -> bool {
    let (side, cells) = (puzzle.side(), puzzle.cells());
    (0..side * side).all(|cell| {
        symmetry
            .orbit(side, cell)
            .iter()
            .all(|&image| cells[image].is_some() == cells[cell].is_some())
    })
}

#[test]
fn generate_past_64_makes_a_symmetric_puzzle_with_one_solution() {
    let args = [
        "generate",
        "--size",
        "81",
        "--symmetry",
        "rotate180",
        "--seed",
        "5",
    ];
    let stdout = run_ok(&[&args[..], &["--rate"]].concat(), "");
    assert!(
        stdout.starts_with("# seed 5: ") && stdout.contains("not minimal, simple"),
        "{}",
        stdout.lines().next().unwrap_or_default()
    );
    let puzzle = puzzles(&stdout).remove(0).grid;
    assert_eq!(puzzle.side(), 81);
    assert!(keeps_symmetry(&puzzle, Symmetry::Rotate180));
    assert!(
        puzzle.filled() < 81 * 81 * 3 / 4,
        "clues go: {}",
        puzzle.filled()
    );
    let solver = Solver::new(puzzle.rules().clone());
    assert_eq!(solver.count(&puzzle, 2, &Limits::default()).0.found, 1);
    // The library, at 100×100 in fours.
    let solver = Solver::new(Shape::square(10).expect("100×100"));
    let options = Options {
        symmetry: Symmetry::Rotate90,
        ..Options::default()
    };
    let made = generate(&solver, &options, 3, |_| {}).expect("a complete grid");
    assert!(keeps_symmetry(&made.puzzle, Symmetry::Rotate90));
    assert!(made.puzzle.filled() < 100 * 100 * 4 / 5);
    assert!(made.solution.is_complete() && check(&made.solution, None).is_empty());
    let (count, _) = solver.count(&made.puzzle, 2, &Limits::default());
    assert_eq!(count.found, 1);
    assert_eq!(count.first.as_ref(), Some(&made.solution));
}

/// Past 64×64 under a move rule, `generate` starts from the pattern grid, which obeys
/// anti-king, rather than fill the empty grid by a search that keeps a grid per level (723
/// MB for 81×81 anti-king, aborted here): it runs in 400 MB of address space, and its
/// puzzle has one solution, which obeys anti-king.
#[cfg(target_os = "linux")]
#[test]
fn generate_past_64_under_anti_king_fits_in_400_mb() {
    let output = std::process::Command::new("prlimit")
        .args(["--as=400000000", "--"])
        .arg(assert_cmd::cargo::cargo_bin("sudograph"))
        .args([
            "generate",
            "--size",
            "81",
            "--variant",
            "anti-king",
            "--seed",
            "1",
        ])
        .output()
        .expect("prlimit (util-linux) runs");
    assert!(
        output.status.success(),
        "{:?}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let options = ReadOptions {
        variant: Variant {
            anti_king: true,
            ..Variant::default()
        },
        ..ReadOptions::default()
    };
    let puzzle = read_puzzles(&output.stdout, &options)
        .remove(0)
        .expect("reads")
        .grid;
    assert_eq!(puzzle.side(), 81);
    let solver = Solver::new(puzzle.rules().clone());
    let (count, _) = solver.count(&puzzle, 2, &Limits::default());
    assert_eq!((count.complete, count.found), (true, 1));
    let solution = count.first.expect("its solution");
    assert!(check(&solution, Some(&puzzle)).is_empty());
}

#[test]
fn a_refusal_ends_the_input_after_the_puzzles_before_it() {
    let mut rng = Rng::new(16);
    let small = numbers(&pattern(4), 3, ".", &mut rng);
    let big = numbers(&pattern(9), 3, ".", &mut rng);
    let input = format!("{small}\n{big}\n{small}");
    let out = sudograph()
        .arg("marks")
        .write_stdin(input)
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    let line = small.lines().count() + 2;
    assert!(
        stderr.starts_with(&format!("sudograph: <stdin>: line {line}: marks works")),
        "{stderr}"
    );
    let stdout = String::from_utf8(out.stdout).expect("UTF-8");
    assert_eq!(
        stdout.lines().count(),
        16,
        "the 16×16 grid's marks only: {stdout}"
    );
}
