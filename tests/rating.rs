//! `grade`'s rating on Sudoku Explainer's scale: ER/EP/ED in text, `rating`,
//! `first_placement_rating` and `first_elimination_rating` in JSON and CSV. The puzzles
//! and their ratings: `se_rated.txt` (grantm/sudoku-exchange-puzzle-bank, public domain),
//! whose published ER serate (Sukaku Explainer 1.15.10) reproduces, with serate's EP and
//! ED; and top1465's second puzzle (`benches/data`), which serate rates 9.5/1.2/1.2 with
//! dynamic chains nested one level ("+"); top1465's first 100 with serate 1.15.10's
//! ER/EP/ED (`tests/data/top1465-first100.serate.txt`). And `generate --rating`.

use crate::harness::{file, objects, run_ok, sudograph};

/// Explainer: 3.4/1.2/1.2 (hidden pair), 4.5/1.5/1.5 (unique rectangle after a hidden
/// single in a line), 6.4/1.0/1.0 (VWXYZ-wing after a full house).
const RATED: &str = "\
.8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.
2...1...7...2.7....5.....2...5.2.4....15492..3..7.8..1.7.8.4.3..........63.....85
.64...3...1...367537......8.4.582......4.1......967.3.4......831378...9...8...75.
";

/// Explainer: 9.5/1.2/1.2, a step of nested dynamic chains on the way.
const NESTED: &str =
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........\n";

/// A 16×16 that needs chains (`generate --size 16 --difficulty search --seed 1`), which the
/// rater leaves out past 9×9: no ER, though a placement and an elimination come first.
const UNRATED_16: &str = ".A8.4.......E..19.B..C.A..6..5..G2..6..9.B...3.....F..2.E.A..D.9...D71..9.5B8.......D..B137.G4...5.1A.4G...6.C928.3.E....2G.A........G.48.271...2....7..C9....5.D...C...6........8..5.B..D.1CEG..FE........5......24.6........C8.95...3..6..B.....7..41...923.DG\n";

/// A puzzle past the rater's techniques: `search` in text, null in JSON, empty in CSV,
/// with EP and ED still given.
#[test]
fn a_puzzle_past_the_rater_has_no_er() {
    let text = run_ok(&["grade"], UNRATED_16);
    assert!(text.contains("; ER/EP/ED search/1.2/1.2; "), "{text}");
    let json = run_ok(&["grade", "--format", "json"], UNRATED_16);
    assert!(
        json.contains(
            r#""rating":null,"first_placement_rating":1.2,"first_elimination_rating":1.2,"#
        ),
        "{json}"
    );
    let csv = run_ok(&["grade", "--format", "csv"], UNRATED_16);
    let record: Vec<&str> = csv.lines().nth(1).unwrap().rsplitn(6, ',').collect();
    assert_eq!(&record[1..5], ["", "1.2", "1.2", ""], "{csv}");
}

#[test]
fn text_records_give_er_ep_ed_beside_the_level() {
    let text = run_ok(&["grade"], RATED);
    let ratings: Vec<&str> = text
        .lines()
        .map(|line| line.split("; ").nth(1).unwrap_or(line))
        .collect();
    assert_eq!(
        ratings,
        [
            "ER/EP/ED 3.4/1.2/1.2",
            "ER/EP/ED 4.5/1.5/1.5",
            "ER/EP/ED 6.4/1.0/1.0"
        ],
        "{text}"
    );
    let nested = run_ok(&["grade"], NESTED);
    assert!(nested.contains("; ER/EP/ED 9.5/1.2/1.2; "), "{nested}");
}

#[test]
fn json_and_csv_records_carry_the_three_ratings() {
    let json = run_ok(&["grade", "--format", "json"], RATED);
    let first = json.lines().next().unwrap();
    assert!(
        first.contains(
            r#""rating":3.4,"first_placement_rating":1.2,"first_elimination_rating":1.2,"#
        ),
        "{first}"
    );
    let nested = run_ok(&["grade", "--format", "json"], NESTED);
    assert!(
        nested.contains(r#""rating":9.5,"first_placement_rating":1.2,"#),
        "{nested}"
    );
    let csv = run_ok(&["grade", "--format", "csv"], RATED);
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert!(
        header.ends_with(",rating,first_placement_rating,first_elimination_rating,message,file"),
        "{header}"
    );
    // The last fields of the third record: file, message (empty), ED, EP, ER.
    let third: Vec<&str> = lines.nth(2).unwrap().rsplitn(6, ',').collect();
    assert_eq!(&third[1..5], ["", "1.0", "1.0", "6.4"], "{csv}");
}

/// `generate --rating MIN-MAX`: every puzzle's ER, as an independent `grade` run rates it,
/// lies in the band; the same seed makes the same puzzles; each is unique.
#[test]
fn generate_makes_puzzles_rated_in_the_band() {
    let args = [
        "generate", "--rating", "6.5-7.5", "--seed", "1", "--count", "3",
    ];
    let made = run_ok(&args, "");
    assert_eq!(made.lines().count(), 3, "{made}");
    assert_eq!(made, run_ok(&[&args[..], &["--jobs", "1"]].concat(), ""));
    let graded = run_ok(&["grade", "--format", "json"], &made);
    for record in objects(graded.as_bytes()) {
        let er = record["rating"].as_f64().expect("rated");
        assert!((6.5..=7.5).contains(&er), "{record}");
    }
    // A band of one value, on 4×4.
    let easy = run_ok(
        &[
            "generate", "--size", "4", "--rating", "1.2-1.2", "--seed", "5", "--count", "4",
        ],
        "",
    );
    let graded = run_ok(&["grade", "--format", "json"], &easy);
    let ers: Vec<f64> = objects(graded.as_bytes())
        .iter()
        .map(|r| r["rating"].as_f64().expect("rated"))
        .collect();
    assert_eq!(ers, [1.2; 4], "{easy}");
}

/// Without `--seed` the seed is said on stderr, and gives the same puzzle again.
#[test]
fn generate_by_rating_says_its_seed() {
    let output = sudograph()
        .args(["generate", "--size", "4", "--rating", "1.0-1.5"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    let seed = stderr
        .split("--seed ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .unwrap_or_else(|| panic!("{stderr}"));
    let again = run_ok(
        &[
            "generate", "--size", "4", "--rating", "1.0-1.5", "--seed", seed,
        ],
        "",
    );
    assert_eq!(String::from_utf8(output.stdout).unwrap(), again);
}

/// A band that does not read, or a grid past what the rater rates, is bad input (exit 2,
/// one line); a band no attempt reaches is given up on (exit 3), not searched for ever.
#[test]
fn generate_refuses_bad_bands_and_gives_up_on_unreachable_ones() {
    for (band, problem) in [
        ("7.5-6.5", "MIN 7.5 is above MAX 6.5"),
        ("7", "expected MIN-MAX, e.g. 6.5-7.5"),
        (
            "6.55-7",
            "\"6.55\" is not a rating: expected a number with at most one decimal, e.g. 7.1",
        ),
        (
            "x-7",
            "\"x\" is not a rating: expected a number with at most one decimal, e.g. 7.1",
        ),
    ] {
        sudograph()
            .args(["generate", "--rating", band])
            .assert()
            .code(2)
            .stdout("")
            .stderr(format!("sudograph: --rating {band:?}: {problem}\n"));
    }
    sudograph()
        .args(["generate", "--size", "81", "--rating", "1-2"])
        .assert()
        .code(2)
        .stderr(
            "sudograph: --rating 1.0-2.0: puzzles past 64×64 have no rating (81×81 asked for)\n",
        );
    sudograph()
        .args(["generate", "--variant", "x,anti-knight", "--rating", "1-2"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(
            "sudograph: --rating 1.0-2.0: Explainer's scale has no rating under anti-knight or anti-king\n",
        );
    sudograph()
        .args(["generate", "--size", "4", "--seed", "1", "--rating", "5-6"])
        .assert()
        .code(3)
        .stdout("error: seed 1: no puzzle rated 5.0-6.0 in 10000 attempts\n");
}

/// top1465's first 100 puzzles against serate 1.15.10's ER/EP/ED
/// (`tests/data/top1465-first100.serate.txt`): every ER, EP and ED is serate's, the three
/// that need nested forcing chains (#2, #3, #77: 9.5, 9.6, 9.8) included.
#[test]
fn top1465_first_100_rate_as_serate_does() {
    let data = file("tests/data/top1465-first100.serate.txt");
    let rows: Vec<Vec<&str>> = data
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.splitn(5, ' ').collect())
        .collect();
    assert_eq!(rows.len(), 100);
    let puzzles: String = rows.iter().map(|row| format!("{}\n", row[0])).collect();
    let records = objects(run_ok(&["grade", "--format", "json"], &puzzles).as_bytes());
    assert_eq!(records.len(), 100);
    let shown = |value: &serde_json::Value| value.as_f64().map(|v| format!("{v:.1}"));
    for (n, (row, record)) in (1..).zip(rows.iter().zip(&records)) {
        let ours = [
            "rating",
            "first_placement_rating",
            "first_elimination_rating",
        ]
        .map(|field| shown(&record[field]));
        let context = format!("puzzle {n}: serate {row:?}, ours {ours:?}");
        assert_eq!(ours[0].as_deref(), Some(row[1]), "{context}");
        assert_eq!(ours[1].as_deref(), Some(row[2]), "{context}");
        assert_eq!(ours[2].as_deref(), Some(row[3]), "{context}");
    }
}
