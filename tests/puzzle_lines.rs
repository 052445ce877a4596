//! Files of 9×9 puzzle lines, the common input that `solve` reads, answers and writes on its
//! shortest path: that path answers exactly as the general one does, around comments, blank
//! lines, CRLF ends, indented lines, other sizes and bad lines, on any number of threads
//! and from a file or a pipe.

use crate::harness::{run, stderr, stdout, temp_file};

/// Two 17-clue puzzles, each with one solution.
const A: &str = ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....";
const A_SOLVED: &str =
    "143657982952438761867192435795863124314279658286514397438921576671385249529746813";
const B: &str = ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.";
const B_SOLVED: &str =
    "354196872729438561681752439893614257246587193517329684138275946475961328962843715";

/// Puzzle lines among everything else a file of lines may hold, one record per puzzle in
/// order: a comment and a blank line are passed over, a CRLF end and indentation are fine,
/// a 4×4 line is answered in its own size, a bad symbol and a bad length are errors that
/// name their line and column, and clashing givens have no solution.
#[test]
fn puzzle_lines_among_other_lines_answer_as_the_general_reader_does() {
    let b_short = &B[..80];
    let clash = format!("11{}", &B[2..]);
    let input = format!(
        "# mixed\n{A}\n\n{B}\r\n  {A}\n..34.421...31342\n{}x\n{b_short}\n{clash}\n",
        &A[..40]
    );
    let expected = format!(
        "{A_SOLVED}\n{B_SOLVED}\n{A_SOLVED}\n2134342142131342\n\
         error: line 7, column 41: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
         error: line 8, column 35: '5' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\n\
         no solution: row 1: 1 given twice, columns 1 and 2; column 2: 1 given twice, rows 1 \
         and 6; box 1: 1 given twice, cells r1c1 and r1c2\n"
    );
    let file = temp_file("puzzle_lines.txt", &input);
    let path = AsRef::<std::ffi::OsStr>::as_ref(&file)
        .to_str()
        .expect("UTF-8 path");
    for jobs in ["1", "3"] {
        for from_file in [false, true] {
            let mut args = vec!["solve", "--jobs", jobs];
            let stdin = match from_file {
                true => {
                    args.push(path);
                    ""
                }
                false => input.as_str(),
            };
            let output = run(&args, stdin);
            assert_eq!(output.status.code(), Some(2), "{args:?}");
            assert_eq!(stdout(&output), expected, "{args:?}");
            let name = if from_file { path } else { "<stdin>" };
            assert_eq!(
                stderr(&output),
                format!(
                    "sudograph: {name}: line 7, column 41: 'x' is not a symbol of a 4×4 grid \
                     (symbols 1-4, empty . _ 0)\n\
                     sudograph: {name}: line 8, column 35: '5' is not a symbol of a 4×4 grid \
                     (symbols 1-4, empty . _ 0)\n\
                     sudograph: 2 of 7 puzzles could not be read\n"
                ),
                "{args:?}"
            );
        }
    }
}

/// A solution written as a line is the grid layout's solution read row by row: the line
/// writer and the grid writer agree, for the default symbols and a custom alphabet.
#[test]
fn a_solution_line_is_its_grid_row_by_row() {
    for symbols in [None, Some("ABCDEFGHI")] {
        let mut args = vec!["solve"];
        args.extend(symbols.map(|s| ["--symbols", s]).into_iter().flatten());
        let input = match symbols {
            None => format!("{A}\n{B}\n"),
            Some(s) => {
                let letters: Vec<char> = s.chars().collect();
                let spell = |p: &str| -> String {
                    p.chars()
                        .map(|c| c.to_digit(10).map_or(c, |d| letters[d as usize - 1]))
                        .collect()
                };
                format!("{}\n{}\n", spell(A), spell(B))
            }
        };
        let lines = stdout(&run(&args, &input));
        let mut grid_args = args.clone();
        grid_args.extend(["--layout", "grid"]);
        let grids = stdout(&run(&grid_args, &input));
        let cells: String = grids.chars().filter(|c| !" |-+\n".contains(*c)).collect();
        assert_eq!(lines.lines().collect::<String>(), cells, "{args:?}");
        assert_eq!(lines.lines().count(), 2);
    }
}
