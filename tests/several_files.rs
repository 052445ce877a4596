//! Several input files on one command line: `solve`, `count`, `check`, `grade`, `marks`
//! and `transform` read them in order as one stream of records (record N answers puzzle N
//! counted across the files), records in JSON and CSV say which file each answers, and a
//! message about a record names its file.

use std::path::PathBuf;

use serde_json::Value;

use crate::harness::{Scratch, objects, sudograph};

const FOUR: &str = "..34.421...31342";
const FOUR_SOLVED: &str = "2134342142131342";
/// A 4×4 puzzle whose cell 7 is not a symbol.
const BAD: &str = "..34.4x1...31342";
/// A 4×4 puzzle whose first row gives 1 twice.
const CLASH: &str = "1134............";

/// Files named `name` holding `text`, in a scratch folder: their paths, in order.
fn write(dir: &Scratch, files: &[(&str, &str)]) -> Vec<PathBuf> {
    files
        .iter()
        .map(|(name, text)| {
            let path = dir.join(name);
            std::fs::write(&path, text).expect("write");
            path
        })
        .collect()
}

/// What `sudograph ARGS FILES --format json` answered.
struct Records {
    code: Option<i32>,
    records: Vec<Value>,
    /// `(number, file, line)` of each record, the file named within the scratch folder.
    places: Vec<(u64, String, u64)>,
    stderr: String,
}

impl Records {
    /// Runs `sudograph ARGS FILES --format json` on files of `dir`.
    fn of(args: &[&str], files: &[PathBuf], dir: &Scratch) -> Records {
        let output = sudograph()
            .args(args)
            .args(files)
            .args(["--format", "json"])
            .output()
            .expect("runs");
        let records = objects(&output.stdout);
        let folder = format!("{}/", dir.path().display());
        let places = records
            .iter()
            .map(|r| {
                let file = r["file"].as_str().expect("a file");
                (
                    r["puzzle"].as_u64().or(r["grid"].as_u64()).expect("number"),
                    file.strip_prefix(&folder).unwrap_or(file).to_string(),
                    r["line"].as_u64().expect("line"),
                )
            })
            .collect();
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        Records {
            code: output.status.code(),
            records,
            places,
            stderr,
        }
    }

    /// Asserts the records' places, `(number, file, line)` each.
    fn assert_places(&self, expected: &[(u64, &str, u64)]) {
        let expected: Vec<_> = expected
            .iter()
            .map(|&(n, f, l)| (n, f.to_string(), l))
            .collect();
        assert_eq!(self.places, expected);
    }

    /// The field `name` of every record.
    fn field<'a>(&'a self, name: &str) -> Vec<&'a str> {
        let field = |r: &'a Value| r[name].as_str().unwrap_or("null");
        self.records.iter().map(field).collect()
    }
}

#[test]
fn solve_answers_every_file_in_order_as_one_stream() {
    let dir = Scratch::new("several-solve");
    let grid = "..34\n.421\n...3\n1342\n";
    let paths = write(
        &dir,
        &[
            ("a.txt", &format!("{FOUR}\n{FOUR}\n")),
            ("b.txt", grid),
            ("c.txt", &format!("# a comment\n{FOUR}\n")),
        ],
    );
    // Each in its puzzle's layout, the grid set apart from the lines around it by a blank
    // line, as in the output of one file.
    let solved = "2 1 | 3 4\n3 4 | 2 1\n----+----\n4 2 | 1 3\n1 3 | 4 2\n";
    for jobs in ["1", "2"] {
        sudograph()
            .args(["solve", "--jobs", jobs])
            .args(&paths)
            .assert()
            .success()
            .stdout(format!(
                "{FOUR_SOLVED}\n{FOUR_SOLVED}\n\n{solved}\n{FOUR_SOLVED}\n"
            ));
    }
}

#[test]
fn records_number_puzzles_across_the_files_and_name_each_file() {
    let dir = Scratch::new("several-records");
    let paths = write(
        &dir,
        &[
            ("a.txt", &format!("{FOUR}\n{BAD}\n")),
            ("b.txt", &format!("{CLASH}\n{FOUR}\n")),
        ],
    );
    let solved = Records::of(&["solve"], &paths, &dir);
    assert_eq!(solved.code, Some(2), "a puzzle does not read");
    solved.assert_places(&[
        (1, "a.txt", 1),
        (2, "a.txt", 2),
        (3, "b.txt", 1),
        (4, "b.txt", 2),
    ]);
    assert_eq!(
        solved.field("verdict"),
        ["solved", "unreadable", "no solution", "solved"]
    );
    // The message of a puzzle that does not read names its file.
    let message = format!(
        "sudograph: {}: line 2, column 7: 'x' is not a symbol of a 4×4 grid",
        paths[0].display()
    );
    assert!(solved.stderr.contains(&message), "{}", solved.stderr);
    // CSV ends each row with the file; the header names it.
    let csv = sudograph()
        .args(["solve", "--format", "csv"])
        .args(&paths)
        .output()
        .expect("runs");
    let csv = String::from_utf8(csv.stdout).expect("UTF-8");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(
        rows[0],
        "puzzle,line,verdict,solution,message,nodes,backtracks,microseconds,file"
    );
    assert_eq!(rows.len(), 5, "{csv}");
    assert!(rows[4].starts_with("4,2,solved,2134342142131342,"), "{csv}");
    let file = format!(",{}", paths[1].display());
    assert!(rows[4].ends_with(&file), "{csv}");
}

#[test]
fn stdin_is_one_of_the_inputs_and_is_read_once() {
    let dir = Scratch::new("several-stdin");
    let paths = write(
        &dir,
        &[
            ("a.txt", &format!("{FOUR}\n")),
            ("c.txt", &format!("{CLASH}\n")),
        ],
    );
    let output = sudograph()
        .args(["count", "--format", "json"])
        .arg(&paths[0])
        .arg("-")
        .arg(&paths[1])
        .write_stdin(format!("{}\n", ".".repeat(16)))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1), "a puzzle has no solution");
    let answers: Vec<(String, String)> = objects(&output.stdout)
        .iter()
        .map(|r| {
            (
                r["file"].as_str().unwrap().into(),
                r["verdict"].as_str().unwrap().into(),
            )
        })
        .collect();
    let expected = [
        (paths[0].display().to_string(), "unique"),
        ("<stdin>".to_string(), "stopped at limit"),
        (paths[1].display().to_string(), "no solution"),
    ]
    .map(|(file, verdict)| (file, verdict.to_string()));
    assert_eq!(answers, expected);
    sudograph()
        .args(["solve", "-"])
        .arg(&paths[0])
        .arg("-")
        .write_stdin(format!("{FOUR}\n"))
        .assert()
        .code(2)
        .stdout("")
        .stderr("sudograph: `-` is given twice: standard input can be read only once\n");
}

#[test]
fn a_missing_file_is_an_error_before_any_answer() {
    let dir = Scratch::new("several-missing");
    let paths = write(&dir, &[("a.txt", &format!("{FOUR}\n"))]);
    let missing = dir.join("missing.txt");
    sudograph()
        .arg("solve")
        .arg(&paths[0])
        .arg(&missing)
        .assert()
        .code(2)
        .stdout("")
        .stderr(format!(
            "sudograph: cannot read {}: No such file or directory (os error 2)\n",
            missing.display()
        ));
}

#[test]
fn a_file_without_puzzles_is_named_and_the_others_are_answered() {
    let dir = Scratch::new("several-empty");
    let paths = write(
        &dir,
        &[
            ("a.txt", &format!("{FOUR}\n")),
            ("empty.txt", "# nothing here\n"),
            ("c.txt", &format!("{FOUR}\n")),
        ],
    );
    let empty = format!("sudograph: {}: no puzzle found\n", paths[1].display());
    sudograph()
        .arg("solve")
        .args(&paths)
        .assert()
        .code(2)
        .stdout(format!("{FOUR_SOLVED}\n{FOUR_SOLVED}\n"))
        .stderr(empty.clone());
    // With no puzzle in any file, the run ends there, each file named.
    sudograph()
        .arg("solve")
        .arg(&paths[1])
        .arg(&paths[1])
        .assert()
        .code(2)
        .stdout("")
        .stderr(empty.repeat(2));
}

/// Several grid files are checked against one puzzle stream: grid N, counted across the
/// grid files, against puzzle N of `--puzzle`.
#[test]
fn check_pairs_grids_of_several_files_with_one_puzzle_stream() {
    let dir = Scratch::new("several-check");
    let (wrong, bad) = ("2234342142131342", "21x4342142131342");
    let paths = write(
        &dir,
        &[
            ("one.txt", &format!("{FOUR_SOLVED}\n")),
            ("two.txt", &format!("{FOUR_SOLVED}\n{wrong}\n{bad}\n")),
            ("puzzles.txt", &format!("{FOUR}\n{FOUR}\n{FOUR}\n")),
        ],
    );
    let puzzles = ["--puzzle", paths[2].to_str().expect("UTF-8")];
    let checked = Records::of(&[&["check"][..], &puzzles].concat(), &paths[..2], &dir);
    assert_eq!(checked.code, Some(2), "a grid does not read");
    checked.assert_places(&[
        (1, "one.txt", 1),
        (2, "two.txt", 1),
        (3, "two.txt", 2),
        (4, "two.txt", 3),
    ]);
    assert_eq!(
        checked.field("verdict"),
        ["valid", "valid", "invalid", "unreadable"]
    );
    let message = format!("sudograph: {}: line 3, column 3: 'x'", paths[1].display());
    assert!(checked.stderr.contains(&message), "{}", checked.stderr);
    // Puzzles left over once every grid file is read are said.
    sudograph()
        .arg("check")
        .args([&paths[0], &paths[0]])
        .args(puzzles)
        .assert()
        .code(2)
        .stdout("valid\nvalid\n")
        .stderr(predicates::str::contains(format!(
            "{} holds more puzzles than 2 files hold grids (2)",
            paths[2].display()
        )));
}

#[test]
fn grade_and_grade_marks_read_several_files() {
    let dir = Scratch::new("several-grade");
    let paths = write(
        &dir,
        &[
            ("a.txt", &format!("{FOUR}\n")),
            ("b.txt", &format!("{BAD}\n{FOUR}\n")),
        ],
    );
    let graded = Records::of(&["grade"], &paths, &dir);
    assert_eq!(graded.code, Some(2), "a puzzle does not read");
    graded.assert_places(&[(1, "a.txt", 1), (2, "b.txt", 1), (3, "b.txt", 2)]);
    assert_eq!(graded.field("level"), ["simple", "unreadable", "simple"]);
    // Pencil marks, each file read whole, numbered across them.
    let marks = sudograph()
        .arg("marks")
        .arg(&paths[0])
        .output()
        .expect("runs");
    let marks = String::from_utf8(marks.stdout).expect("UTF-8");
    let twice = format!("{marks}\n{marks}");
    let marked = write(&dir, &[("a.marks", &marks), ("b.marks", &twice)]);
    let graded = Records::of(&["grade", "--marks"], &marked, &dir);
    assert_eq!(graded.code, Some(0), "{}", graded.stderr);
    graded.assert_places(&[(1, "a.marks", 1), (2, "b.marks", 1), (3, "b.marks", 6)]);
    assert_eq!(graded.field("level"), ["simple"; 3]);
}

#[test]
fn marks_transform_and_solve_marks_read_several_files_in_order() {
    let dir = Scratch::new("several-marks");
    let paths = write(
        &dir,
        &[
            ("a.txt", &format!("{FOUR}\n")),
            ("b.txt", &format!("{BAD}\n{FOUR}\n")),
        ],
    );
    let together = write(&dir, &[("ab.txt", &format!("{FOUR}\n{BAD}\n{FOUR}\n"))]);
    let shuffle = ["transform", "--shuffle", "--seed", "5"];
    for command in [&["marks"][..], &["transform"], &shuffle] {
        let run = |files: &[PathBuf]| sudograph().args(command).args(files).output();
        let (apart, whole) = (run(&paths).expect("runs"), run(&together).expect("runs"));
        assert_eq!(apart.status.code(), Some(2), "{command:?}");
        // The same records as one file of the same puzzles (a shuffle's seeds count on
        // across the files too), but for the line of the error, counted in its own file.
        let whole = String::from_utf8(whole.stdout).unwrap();
        assert_eq!(
            String::from_utf8(apart.stdout).unwrap(),
            whole.replace("error: line 2, column 7", "error: line 1, column 7"),
            "{command:?}"
        );
        let stderr = String::from_utf8(apart.stderr).unwrap();
        let message = format!("sudograph: {}: line 1, column 7", paths[1].display());
        assert!(stderr.contains(&message), "{command:?}: {stderr}");
    }
    let marks = sudograph()
        .arg("marks")
        .arg(&paths[0])
        .output()
        .expect("runs");
    let marks = String::from_utf8(marks.stdout).unwrap();
    let marked = write(&dir, &[("one.marks", &marks), ("two.marks", &marks)]);
    sudograph()
        .args(["solve", "--marks"])
        .args(&marked)
        .assert()
        .success()
        .stdout(format!("{FOUR_SOLVED}\n{FOUR_SOLVED}\n"));
}
