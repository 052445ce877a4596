//! What the commands write, in the format and layout asked for: JSON Lines and CSV records
//! from `solve`, `count`, `grade` and `check`, one per puzzle in input order whatever it
//! turned out to be, each field as its header names it; and `--layout` for `solve` and
//! `generate`.

use serde_json::Value;

use crate::harness::{objects, puzzles, run_ok, sudograph};

/// A CSV text without quoted commas, as rows of fields.
fn csv(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect()
}

const FOUR: &str = "..34.421...31342";
const BAD: &str = "..34.4x1...31342";
const CLASH: &str = "1134............";

#[test]
fn solve_writes_one_json_object_per_puzzle() {
    let output = sudograph()
        .args(["solve", "--format", "json", "--jobs", "2"])
        .write_stdin(format!("{FOUR}\n{BAD}\n{CLASH}\n"))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let records = objects(&output.stdout);
    assert_eq!(records.len(), 3);
    for (i, record) in records.iter().enumerate() {
        assert_eq!(record["puzzle"], i + 1);
        assert_eq!(record["line"], i + 1);
    }
    assert_eq!(records[0]["verdict"], "solved");
    let solution = records[0]["solution"].as_str().expect("a solution");
    let solved = &puzzles(solution)[0].grid;
    assert_eq!(
        sudograph::validate::check(solved, Some(&puzzles(FOUR)[0].grid)),
        vec![]
    );
    assert_eq!(records[0]["message"], Value::Null);
    assert!(records[0]["nodes"].is_u64() && records[0]["microseconds"].is_u64());
    assert_eq!(records[1]["verdict"], "unreadable");
    assert_eq!(records[1]["solution"], Value::Null);
    assert_eq!(
        records[1]["message"],
        "line 2, column 7: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)"
    );
    assert_eq!(records[2]["verdict"], "no solution");
    assert_eq!(
        records[2]["message"],
        "row 1: 1 given twice, columns 1 and 2; box 1: 1 given twice, cells r1c1 and r1c2"
    );
}

#[test]
fn solve_writes_csv_with_a_header_and_quoted_messages() {
    sudograph()
        .args(["solve", "--format", "csv"])
        .write_stdin(format!("{FOUR}\n{CLASH}\n"))
        .assert()
        .code(1)
        .stdout(predicates::str::is_match(
            "^puzzle,line,verdict,solution,message,nodes,backtracks,microseconds,file\n\
             1,1,solved,2134342142131342,,0,0,\\d+,<stdin>\n\
             2,2,no solution,,\"row 1: 1 given twice, columns 1 and 2; box 1: 1 given twice, cells r1c1 and r1c2\",0,0,\\d+,<stdin>\n$",
        ).expect("regex"));
}

#[test]
fn solve_writes_solutions_in_the_layout_asked_for() {
    let grid = "2 1 | 3 4\n3 4 | 2 1\n----+----\n4 2 | 1 3\n1 3 | 4 2\n";
    sudograph()
        .args(["solve", "--layout", "grid"])
        .write_stdin(format!("{FOUR}\n{FOUR}\n"))
        .assert()
        .success()
        .stdout(format!("{grid}\n{grid}"));
    sudograph()
        .args(["solve", "--layout", "line"])
        .write_stdin("..34\n.421\n...3\n1342\n\n..34\n.421\n...3\n1342\n")
        .assert()
        .success()
        .stdout("2134342142131342\n2134342142131342\n");
}

#[test]
fn count_records_say_whether_the_count_is_exact() {
    let output = sudograph()
        .args(["count", "--format", "json"])
        .write_stdin(format!("{FOUR}\n{}\n{CLASH}\n", ".".repeat(16)))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1), "a puzzle has no solution");
    let records = objects(&output.stdout);
    let fields: Vec<(&str, u64, bool)> = records
        .iter()
        .map(|r| {
            (
                r["verdict"].as_str().expect("verdict"),
                r["solutions"].as_u64().expect("count"),
                r["exact"].as_bool().expect("exact"),
            )
        })
        .collect();
    assert_eq!(
        fields,
        [
            ("unique", 1, true),
            ("stopped at limit", 2, false),
            ("no solution", 0, true)
        ]
    );
}

#[test]
fn check_records_name_each_grid_verdict() {
    let output = sudograph()
        .args(["check", "--format", "csv"])
        .write_stdin("2134342142131342\n2234342142131342\n21x4342142131342\n")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(output.stdout).expect("UTF-8"),
        "grid,line,verdict,message,file\n\
         1,1,valid,,<stdin>\n\
         2,2,invalid,row 1: 2 appears in columns 1 and 2; column 2: 2 appears in rows 1 and 3; box 1: 2 appears in r1c1 and r1c2,<stdin>\n\
         3,3,unreadable,\"line 3, column 3: 'x' is not a symbol of a 4×4 grid (symbols 1-4, empty . _ 0)\",<stdin>\n"
    );
}

#[test]
fn generate_writes_puzzles_in_the_layout_asked_for() {
    let output = sudograph()
        .args([
            "generate", "--size", "4", "--count", "3", "--seed", "3", "--layout", "grid",
        ])
        .output()
        .expect("runs");
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let grids = puzzles(&stdout);
    assert_eq!(grids.len(), 3, "{stdout}");
    assert!(
        grids
            .iter()
            .all(|p| p.layout == sudograph::format::Layout::Grid)
    );
    let lines = sudograph()
        .args(["generate", "--size", "4", "--count", "3", "--seed", "3"])
        .output()
        .expect("runs");
    let lines = puzzles(&String::from_utf8(lines.stdout).expect("UTF-8"));
    let same: Vec<_> = grids.iter().map(|p| &p.grid).collect();
    assert_eq!(same, lines.iter().map(|p| &p.grid).collect::<Vec<_>>());
}

#[test]
fn grade_records_carry_the_level_and_its_techniques() {
    let output = sudograph()
        .args(["grade", "--format", "json"])
        .write_stdin(format!("{FOUR}\n{CLASH}\n{BAD}\n"))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(2));
    let records = objects(&output.stdout);
    assert_eq!(records.len(), 3);
    assert_eq!(records[0]["level"], "simple");
    assert_eq!(records[0]["hardest"], "hidden single");
    assert_eq!(records[0]["techniques"], "hidden single ×6");
    assert_eq!(records[0]["steps"], 6);
    assert_eq!(records[0]["search_nodes"], Value::Null);
    assert_eq!(records[1]["level"], "no solution");
    assert_eq!(records[2]["level"], "unreadable");
    assert!(
        records[2]["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("line 3, column 7"))
    );
    sudograph()
        .args(["grade", "--format", "csv", "--explain"])
        .write_stdin(FOUR)
        .assert()
        .code(2)
        .stderr(
            "sudograph: --explain writes the steps in words: it goes with --format text only\n",
        );
}

#[test]
fn count_csv_records_hold_every_field() {
    let out = run_ok(
        &["count", "--format", "csv"],
        "..34.421...31342\n................\n",
    );
    let rows = csv(&out);
    assert_eq!(
        rows[0],
        [
            "puzzle",
            "line",
            "verdict",
            "solutions",
            "exact",
            "message",
            "nodes",
            "file"
        ]
    );
    assert_eq!(rows.len(), 3, "{out}");
    assert_eq!(rows[1][..6], ["1", "1", "unique", "1", "true", ""]);
    assert!(rows[1][6].parse::<u64>().is_ok(), "{out}");
    // An empty 4×4 grid has 288 solutions: the default limit of 2 stops the count there.
    assert_eq!(rows[2][..3], ["2", "2", "stopped at limit"]);
    assert_eq!(rows[2][3..5], ["2", "false"], "{out}");
}

#[test]
fn grade_csv_records_hold_every_field() {
    let out = run_ok(&["grade", "--format", "csv"], "..34.421...31342\n");
    let rows = csv(&out);
    assert_eq!(
        rows[0],
        [
            "puzzle",
            "line",
            "level",
            "hardest",
            "techniques",
            "steps",
            "search_nodes",
            "rating",
            "first_placement_rating",
            "first_elimination_rating",
            "message",
            "file"
        ]
    );
    assert_eq!(
        rows[1],
        [
            "1",
            "1",
            "simple",
            "hidden single",
            "hidden single ×6",
            "6",
            "",
            "1.2",
            "1.0",
            "1.0",
            "",
            "<stdin>"
        ]
    );
}

#[test]
fn check_json_records_hold_every_field() {
    let output = sudograph()
        .args(["check", "--format", "json"])
        .write_stdin("2134342142131342\n2234342142131342\n")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1), "an invalid grid");
    let records = objects(&output.stdout);
    assert_eq!(records.len(), 2);
    assert_eq!(
        records[0],
        serde_json::json!({"grid": 1, "line": 1, "verdict": "valid", "message": null, "file": "<stdin>"})
    );
    assert_eq!(records[1]["grid"], 2);
    assert_eq!(records[1]["line"], 2);
    assert_eq!(records[1]["verdict"], "invalid");
    assert_eq!(
        records[1]["message"],
        "row 1: 2 appears in columns 1 and 2; column 2: 2 appears in rows 1 and 3; box 1: 2 appears in r1c1 and r1c2"
    );
}
