//! What no other test checked: a solved 49×49 grid, the 64-symbol alphabet read back, the
//! machine-readable records of `count`, `grade` and `check` field by field, `solve
//! --timeout` expiring, and `generate --difficulty simple` judged without the grader.

use sudograph::solve::{Answer, Solver};
use sudograph_colour::{Limits, Settings};

use crate::harness::{puzzles, run_ok, sudograph};
use crate::oracle;

/// A CSV text without quoted commas, as rows of fields.
fn csv(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect()
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
    let out = String::from_utf8(output.stdout).expect("UTF-8");
    let records: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
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

/// A microsecond is less than building a 64×64 grid's graph takes, so the search gives up
/// whatever the machine; nothing about how long it took is asserted.
#[test]
fn a_timeout_that_expires_gives_up_with_exit_3() {
    let output = sudograph()
        .args(["solve", "--timeout", "0.000001"])
        .write_stdin(format!("{}\n", ".".repeat(64 * 64)))
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(3));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(stdout.starts_with("gave up"), "{stdout}");
}

/// Not the grader's word for it: a puzzle `generate --difficulty simple` calls simple is
/// solved by the colourer with naked and hidden singles alone, without one branch.
#[test]
fn simple_puzzles_are_solved_by_singles_without_branching() {
    let out = run_ok(
        &[
            "generate",
            "--size",
            "9",
            "--count",
            "5",
            "--seed",
            "11",
            "--difficulty",
            "simple",
        ],
        "",
    );
    let generated = puzzles(&out);
    assert_eq!(generated.len(), 5, "{out}");
    let settings = Settings {
        singles_only: true,
        ..Settings::default()
    };
    for puzzle in generated {
        let solver = Solver::new(puzzle.grid.rules().clone());
        let (answer, stats) = solver.solve_with(&puzzle.grid, &Limits::default(), &settings);
        let Answer::Solved(solution) = answer else {
            panic!("line {}: {answer:?}", puzzle.line);
        };
        assert_eq!(
            stats.nodes, 0,
            "line {}: singles alone solve it",
            puzzle.line
        );
        assert_eq!(oracle::violations(&solution, Some(&puzzle.grid)), []);
    }
}
