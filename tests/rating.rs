//! `grade`'s rating on Sudoku Explainer's scale: ER/EP/ED in text, `rating`,
//! `first_placement_rating` and `first_elimination_rating` in JSON and CSV. The puzzles
//! and their ratings: `se_rated.txt` (grantm/sudoku-exchange-puzzle-bank, public domain),
//! whose published ER serate (Sukaku Explainer 1.15.10) reproduces, with serate's EP and
//! ED; and top1465's second puzzle (`benches/data`), which serate rates 9.5/1.2/1.2 with
//! dynamic chains nested one level ("+").

use crate::harness::run_ok;

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
