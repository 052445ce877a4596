//! Puzzle lists as they are published: text after a puzzle on its line (a `# comment`, a
//! tab and a rating as the forum lists write them), and Kaggle-style CSV with a header (the
//! puzzle column picked by name or by `--column`). Every record still answers its puzzle,
//! in order, and every solution printed passes the independent checker.

use crate::harness::{assert_solutions, file, puzzles, run_ok, sudograph};
use crate::oracle;

/// The first `n` puzzles of top1465, as lines.
fn lines(n: usize) -> Vec<String> {
    puzzles(&file("benches/data/top1465.txt"))
        .into_iter()
        .take(n)
        .map(|p| p.grid.to_string())
        .collect()
}

#[test]
fn ratings_and_comments_after_a_puzzle_are_passed_over() {
    let plain = lines(6);
    let decorated: String = plain
        .iter()
        .enumerate()
        .map(|(i, p)| match i % 3 {
            0 => format!("{p}\t11.9\n"),
            1 => format!("{p}  # easy\n"),
            _ => format!("{p} 3 5.2 sudocue\n"),
        })
        .collect();
    let expected: String = plain.iter().map(|p| format!("{p}\n")).collect();
    let out = run_ok(&["solve"], &decorated);
    assert_solutions(&expected, &out);
    // The records of count and grade answer each puzzle in its place.
    assert_eq!(run_ok(&["count"], &decorated).lines().count(), 6);
    assert_eq!(
        run_ok(&["grade"], &decorated),
        run_ok(&["grade"], &expected)
    );
    // A 4×4 puzzle with a rating after it, forum style.
    assert_eq!(
        run_ok(&["solve"], "..34.421...31342\t1.2\n"),
        "2134342142131342\n"
    );
}

#[test]
fn kaggle_csv_reads_the_puzzle_column_by_its_name_or_number() {
    let plain = lines(5);
    let solutions: Vec<String> = puzzles(&run_ok(&["solve"], &plain.join("\n")))
        .into_iter()
        .map(|s| s.grid.to_string())
        .collect();
    // Kaggle writes empty cells as 0.
    let mut csv = String::from("quizzes,solutions\n");
    for (p, s) in plain.iter().zip(&solutions) {
        csv += &format!("{},{s}\n", p.replace('.', "0"));
    }
    let out = run_ok(&["solve"], &csv);
    let expected: String = plain.iter().map(|p| format!("{p}\n")).collect();
    let solved = assert_solutions(&expected, &out);
    for (grid, right) in solved.iter().zip(&solutions) {
        assert_eq!(&grid.to_string(), right);
    }
    // The solutions column read instead: complete grids, valid.
    for grid in puzzles(&run_ok(&["solve", "--column", "2"], &csv)) {
        oracle::assert_solves(&grid.grid, None, "the solutions column");
    }
    // Another header: an id first, the puzzle quoted.
    let quoted = format!("id,\"puzzle\",rating\n7,\"{}\",3.5\n", plain[0]);
    assert_eq!(run_ok(&["solve"], &quoted), format!("{}\n", solutions[0]));
    // Without a header, --column picks the field.
    let bare = format!("7,{}\n", plain[0]);
    assert_eq!(
        run_ok(&["solve", "--column", "2"], &bare),
        format!("{}\n", solutions[0])
    );
}

#[test]
fn csv_errors_name_the_column_in_the_line_and_keep_records_in_order() {
    let input = "id,puzzle\n1,..34.421...31342\n2,..34.4x1...31342\n3\n4,1134............\n";
    let output = sudograph()
        .arg("solve")
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "2134342142131342\n\
         error: line 3, column 9: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
         error: line 4: no field 2 on the line, the puzzles' column\n\
         no solution: row 1: 1 given twice, columns 1 and 2; box 1: 1 given twice, cells r1c1 and r1c2\n"
    );
    let unnamed = sudograph()
        .arg("solve")
        .write_stdin("a,b\n1,..34.421...31342\n")
        .output()
        .unwrap();
    let said = String::from_utf8(unnamed.stdout).unwrap();
    assert!(
        said.starts_with("error: line 1: a CSV header that names no puzzle column"),
        "{said}"
    );
    sudograph()
        .args(["solve", "--column", "0"])
        .write_stdin("1,..34.421...31342\n")
        .assert()
        .code(2)
        .stderr("sudograph: --column 0: columns count from 1\n");
}
