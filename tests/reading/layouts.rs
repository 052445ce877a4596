//! The layouts a puzzle file comes in, told by its first puzzle: rows of numbers (16×16
//! to 64×64), the box-size header of the Lewis / Lloyd–Amos instances, and the 64-symbol
//! alphabet of a line; answers come back in the layout the puzzle came in.

use sudograph::format::{Layout, ReadOptions, read_puzzles};

use crate::harness::{
    Rng, assert_solutions, lewis, numbers, pattern, puzzles, random_solution, run_ok, sudograph,
    temp_file,
};
use crate::oracle;

#[test]
fn a_16x16_numbers_grid_is_one_puzzle_solved_in_numbers() {
    let mut rng = Rng::new(16);
    let input = numbers(&pattern(4), 3, "0", &mut rng);
    let parsed = puzzles(&input);
    assert_eq!(parsed.len(), 1);
    assert_eq!(parsed[0].layout, Layout::Numbers);
    assert_solutions(&input, &run_ok(&["solve"], &input));
}

/// A 64×64 grid of numbers, as the giant puzzles are written (`.` empty, numbers right
/// aligned): one puzzle, solved and written back in numbers.
#[test]
fn a_64x64_numbers_file_is_one_puzzle_and_solves() {
    let mut rng = Rng::new(64);
    let text: String = numbers(&pattern(8), 4, ".", &mut rng)
        .lines()
        .map(|line| {
            let cells: Vec<String> = line.split(' ').map(|c| format!("{c:>2}")).collect();
            format!("{}\n", cells.join(" "))
        })
        .collect();
    let path = temp_file("giant-64.txt", &text);
    let output = sudograph().arg("solve").arg(&path).output().expect("runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let solutions = assert_solutions(&text, &String::from_utf8(output.stdout).expect("UTF-8"));
    assert_eq!(solutions.len(), 1);
    assert_eq!(solutions[0].side(), 64);
}

/// Box-size header files read, and their answers are written back with the same header
/// and rows of numbers, which read back in that format.
#[test]
fn box_size_header_files_are_answered_in_their_format() {
    let mut rng = Rng::new(45);
    for n in [3, 4] {
        let input = lewis(n, &mut rng);
        let parsed = puzzles(&input);
        assert_eq!(parsed.len(), 1);
        assert_eq!(parsed[0].layout, Layout::Lewis);
        let stdout = run_ok(&["solve"], &input);
        assert!(stdout.starts_with(&format!("{n}\n1\n")), "{stdout}");
        assert!(!stdout.contains("-1"), "{stdout}");
        assert_eq!(stdout.lines().count(), 2 + n * n, "{stdout}");
        assert_solutions(&input, &stdout);
    }
}

#[test]
fn the_64_symbol_alphabet_reads_back_to_the_same_grid() {
    let grid = random_solution(8, &mut Rng::new(64));
    let text = grid.to_string();
    let read = read_puzzles(text.as_bytes(), &ReadOptions::default())
        .remove(0)
        .expect("a 64×64 grid reads");
    assert_eq!(read.grid, grid);
    // Each of the 64 symbols is written as a distinct character.
    let mut chars: Vec<char> = text.chars().collect();
    chars.sort_unstable();
    chars.dedup();
    assert_eq!(chars.len(), 64, "{text}");
    assert_eq!(oracle::violations(&read.grid, None), []);
    assert_eq!(run_ok(&["check"], &format!("{text}\n")), "valid\n");
}
