//! `grade --page`: the lesson page of the grader's path. What the page draws is read from
//! the data it carries (the JSON in its `#lesson` script), and checked against the words
//! of `grade --explain` and against an independent replay: from the puzzle's own pencil
//! marks, each frame's placements and eliminations applied by this file's rules (a placed
//! symbol leaves every cell sharing a unit, from the page's own list of units) reach the
//! next frame's board, and the last board is a whole grid keeping the givens, so that what
//! the page explains is checked step by step. (The page opened in a browser is `page.rs`.)

use serde_json::Value;

use crate::harness::{Scratch, run, run_ok, stderr, sudograph};

/// X-cycles, alternating inference chains with grouped nodes, two-string kites, an XY-chain,
/// a W-wing, ALS-XZ, ALS-XY-wings and ALS-XY-chains: a puzzle Sukaku Explainer rates 8.4
/// (`se_rated.txt`, from grantm/sudoku-exchange-puzzle-bank), as in the guide.
pub(crate) const CHAINS: &str =
    "25..1..468....5..2...9......4..3.6..6..5.1..4..8.6..1......2...4..3....732..7..65";

/// A sashimi X-wing (rated 4.3, from grantm/sudoku-exchange-puzzle-bank), as in `chains.rs`.
const FINNED: &str =
    "...943......8.7...5.......3..6.3.1...5.7.1.3...45.86...2.1.6.4..41...78.8.......2";

/// Forcing chains (rated 9.1), as in `chains.rs` and `hint.rs`.
const FORCING: &str =
    "..64.15..3..5.9..1....3....2.5...7.3.3..4..2.67.....58.6.9.7.8.....5......23.49..";

/// One cell of a frame's board: its candidates (bit `s` for symbol `s`; a placed cell's
/// symbol) and whether it holds a symbol.
type Cell = (u64, bool);

/// A link as the page gives it: from cells, to cells, from symbol, to symbol, strong.
type Link = (Vec<usize>, Vec<usize>, u64, u64, bool);

/// The data of a grade's page, the `grade --explain` lines of the same puzzle, and its
/// solution as `solve` gives it (each cell's symbol number).
struct GradePage {
    data: Value,
    explained: Vec<String>,
    solution: Vec<u64>,
}

impl GradePage {
    /// Writes the page of `puzzle` under `args` and runs `grade --explain` on it too.
    fn of(name: &str, puzzle: &str, args: &[&str]) -> GradePage {
        let scratch = Scratch::new(name);
        let file = scratch.join("grade.html");
        let file = file.to_str().expect("a UTF-8 path");
        run_ok(
            &[&["grade", "--page", file][..], args].concat(),
            &format!("{puzzle}\n"),
        );
        let html = std::fs::read_to_string(file).expect("the page is written");
        let explained = run_ok(
            &[&["grade", "--explain"][..], args].concat(),
            &format!("{puzzle}\n"),
        )
        .lines()
        .skip(1)
        .map(|line| {
            let (_, words) = line.split_once(". ").expect("  N. step");
            words.to_string()
        })
        .collect();
        let data = lesson_data(&html);
        let symbols: Vec<char> = data["symbols"]
            .as_array()
            .expect("symbols")
            .iter()
            .map(|s| s.as_str().and_then(|s| s.chars().next()).expect("a symbol"))
            .collect();
        let solved = run_ok(&[&["solve"][..], args].concat(), &format!("{puzzle}\n"));
        let solution = solved
            .chars()
            .filter_map(|c| symbols.iter().position(|&s| s == c))
            .map(|s| s as u64)
            .collect();
        GradePage {
            data,
            explained,
            solution,
        }
    }

    fn side(&self) -> usize {
        self.data["side"].as_u64().expect("side") as usize
    }

    /// The frames' steps (an empty object for the puzzle and for the last board).
    fn steps(&self) -> &[Value] {
        self.data["steps"].as_array().expect("steps")
    }

    /// Frame `i`'s board.
    fn board(&self, i: usize) -> Vec<Cell> {
        let packed = self.data["boards"][i].as_str().expect("a packed board");
        let width = self.data["width"].as_u64().expect("width") as usize;
        let side = self.side();
        packed
            .as_bytes()
            .chunks(width)
            .map(|chars| {
                let mut code: u128 = 0;
                for (k, &c) in chars.iter().enumerate() {
                    let digit = match c {
                        b'0'..=b'9' => c - b'0',
                        b'A'..=b'Z' => c - b'A' + 10,
                        b'a'..=b'z' => c - b'a' + 36,
                        b'-' => 62,
                        b'_' => 63,
                        _ => panic!("not a packed digit: {c}"),
                    };
                    code |= u128::from(digit) << (6 * k);
                }
                let candidates = (code & ((1u128 << side) - 1)) as u64;
                (candidates, code >> side & 1 == 1)
            })
            .collect()
    }

    /// The units, as the page lists their cells.
    fn units(&self) -> Vec<Vec<usize>> {
        self.data["units"]
            .as_array()
            .expect("units")
            .iter()
            .map(cells)
            .collect()
    }

    /// The first frame whose step is of `technique` (its name as the page gives it).
    fn first(&self, technique: &str) -> usize {
        self.steps()
            .iter()
            .position(|s| s["technique"] == technique)
            .unwrap_or_else(|| panic!("a {technique} step among {:?}", self.techniques()))
    }

    fn techniques(&self) -> Vec<&str> {
        self.steps()
            .iter()
            .filter_map(|s| s["technique"].as_str())
            .collect()
    }

    /// Frame `i`'s links.
    fn links(&self, i: usize) -> Vec<Link> {
        self.steps()[i]["links"]
            .as_array()
            .expect("links")
            .iter()
            .map(|l| {
                let n = |k: usize| l[k].as_u64().expect("a number");
                (cells(&l[0]), cells(&l[1]), n(2), n(3), n(4) == 1)
            })
            .collect()
    }
}

/// The JSON an HTML page carries in its `#lesson` script.
pub(crate) fn lesson_data(html: &str) -> Value {
    let start = html
        .find("<script type=\"application/json\" id=\"lesson\">")
        .expect("the lesson's data");
    let text = &html[start..];
    let text = &text[text.find('>').expect("tag end") + 1..text.find("</script>").expect("end")];
    serde_json::from_str(text).expect("the page's data is JSON")
}

/// A JSON list of numbers.
fn cells(list: &Value) -> Vec<usize> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|n| n.as_u64().expect("a number") as usize)
        .collect()
}

/// Cell names as the sentences write them (`r4c12`), on a grid of `side`.
fn cell_named(name: &str, side: usize) -> usize {
    let (row, col) = name
        .trim_start_matches('r')
        .split_once('c')
        .unwrap_or_else(|| panic!("a cell name: {name}"));
    let number = |s: &str| s.parse::<usize>().expect("a number") - 1;
    number(row) * side + number(col)
}

/// The statements of a chain step's sentence, branch by branch, as (cells, holds, symbol
/// text): `X-cycle: r5c8=6 ⇒ (r4c7|r4c8)≠6 …, so …`.
fn branches(sentence: &str, side: usize) -> Vec<Vec<(Vec<usize>, bool, String)>> {
    let body = match sentence.find("): ") {
        Some(i) if sentence[..i].rfind('(') < sentence.find(':') => &sentence[i + 3..],
        _ => &sentence[sentence.find(": ").expect("name: chain") + 2..],
    };
    let body = &body[..body.rfind(", so ").expect(", so conclusion")];
    let body = body.trim_end_matches(": a contradiction");
    body.split("; ")
        .map(|branch| {
            branch
                .trim_start_matches("and ")
                .split(" ⇒ ")
                .map(|statement| {
                    let (at, symbol, holds) = match statement.split_once('≠') {
                        Some((at, symbol)) => (at, symbol, false),
                        None => {
                            let (at, symbol) = statement.split_once('=').expect("= or ≠");
                            (at, symbol, true)
                        }
                    };
                    let at = at.trim_start_matches('(').trim_end_matches(')');
                    let cells = at.split('|').map(|c| cell_named(c, side)).collect();
                    (cells, holds, symbol.to_string())
                })
                .collect()
        })
        .collect()
}

/// Asserts that frame `i`'s links are the chain its sentence tells, statement to statement
/// (strong exactly when it leads to a statement that holds), each end a candidate of the
/// frame's board; returns how many links are strong and weak.
fn assert_links_tell_the_sentence(page: &GradePage, i: usize) -> (usize, usize) {
    let sentence = page.data["sentences"][i].as_str().expect("a sentence");
    let told: Vec<_> = branches(sentence, page.side())
        .into_iter()
        .flat_map(|branch| {
            branch
                .windows(2)
                .map(|pair| (pair[0].0.clone(), pair[1].0.clone(), pair[1].1))
                .collect::<Vec<_>>()
        })
        .collect();
    let links = page.links(i);
    let drawn: Vec<_> = links
        .iter()
        .map(|(from, to, _, _, strong)| (from.clone(), to.clone(), *strong))
        .collect();
    assert_eq!(
        drawn, told,
        "frame {i}'s links are its sentence's: {sentence}"
    );
    let board = page.board(i);
    for (from, to, a, b, _) in &links {
        for (cells, symbol) in [(from, a), (to, b)] {
            for &c in cells {
                assert!(
                    !board[c].1 && board[c].0 >> symbol & 1 == 1,
                    "frame {i}: a link ends at candidate {symbol} of cell {c}, on the board"
                );
            }
        }
    }
    let strong = links.iter().filter(|l| l.4).count();
    (strong, links.len() - strong)
}

/// Asserts that frame `i`'s links hold on the board the step was found on: a strong link
/// within a cell joins its only two candidates, one on a symbol between cells joins all
/// the symbol's places in a unit holding them; a weak link on a symbol joins cells that
/// each see the others (a symbol is once in a unit).
fn assert_links_hold(page: &GradePage, i: usize) {
    let (board, units) = (page.board(i), page.units());
    let links = page.links(i);
    assert!(!links.is_empty(), "frame {i} has links");
    for (from, to, a, b, strong) in links {
        let link = format!("frame {i}: {from:?}={a} to {to:?}={b}");
        if a != b {
            assert_eq!((from.len(), &from), (1, &to), "{link}: within a cell");
            assert!(
                !strong || board[from[0]].0 == 1 << a | 1 << b,
                "{link}: bivalue"
            );
            continue;
        }
        let both: Vec<usize> = from.iter().chain(&to).copied().collect();
        let places = |u: &Vec<usize>| {
            u.iter()
                .filter(|&&c| !board[c].1 && board[c].0 >> a & 1 == 1)
                .count()
        };
        match strong {
            true => assert!(
                units
                    .iter()
                    .any(|u| both.iter().all(|c| u.contains(c)) && places(u) == both.len()),
                "{link}: the symbol's only places in a unit"
            ),
            false => assert!(
                from.iter().all(|p| to
                    .iter()
                    .all(|q| units.iter().any(|u| u.contains(p) && u.contains(q)))),
                "{link}: each cell sees the others"
            ),
        }
    }
}

/// Asserts the replay: frame 0 holds the givens and every candidate they leave (the
/// puzzle's full pencil marks), the first step's frame the same board, each step's
/// placements and eliminations (each of a candidate the board holds) make the next frame's
/// board, every placement is the solution's symbol and no elimination is, and the last
/// board, when the steps solve the puzzle, is the whole solution with each symbol once in
/// every unit.
fn assert_replays(page: &GradePage) {
    let (side, units) = (page.side(), page.units());
    let frames = page.steps().len();
    assert_eq!(page.data["boards"].as_array().unwrap().len(), frames);
    assert_eq!(page.data["sentences"].as_array().unwrap().len(), frames);
    let start = page.board(0);
    let all = if side == 64 {
        u64::MAX
    } else {
        (1 << side) - 1
    };
    for (c, &(candidates, placed)) in start.iter().enumerate() {
        if placed {
            continue;
        }
        let taken = units
            .iter()
            .filter(|u| u.contains(&c))
            .flatten()
            .filter(|&&o| start[o].1)
            .fold(0, |taken, &o| taken | start[o].0);
        assert_eq!(
            candidates,
            all & !taken,
            "cell {c}'s pencil marks at the start"
        );
    }
    assert_eq!(
        page.board(1),
        start,
        "the first step is shown on the puzzle's board"
    );
    let mut board = start.clone();
    let mut decided = Vec::new();
    for i in 1..frames - 1 {
        let step = &page.steps()[i];
        let pairs = |key: &str| {
            let flat = cells(&step[key]);
            flat.chunks(2).map(|p| (p[0], p[1])).collect::<Vec<_>>()
        };
        let (placed, removed) = (pairs("placed"), pairs("removed"));
        assert!(
            !placed.is_empty() || !removed.is_empty(),
            "frame {i} makes progress"
        );
        assert_eq!(
            page.board(i),
            board,
            "frame {i} shows the board before its step"
        );
        for &(c, s) in &placed {
            assert!(
                board[c].0 >> s & 1 == 1 && !board[c].1,
                "frame {i} places a candidate"
            );
            board[c] = (1 << s, true);
            for &o in units.iter().filter(|u| u.contains(&c)).flatten() {
                if o != c && !board[o].1 {
                    board[o].0 &= !(1 << s);
                }
            }
        }
        for &(c, s) in &removed {
            assert!(
                board[c].0 >> s & 1 == 1,
                "frame {i} removes a candidate ({c}, {s})"
            );
            board[c].0 &= !(1 << s);
        }
        decided.extend(placed.iter().map(|&p| (p, true)));
        decided.extend(removed.iter().map(|&p| (p, false)));
    }
    let last = page.board(frames - 1);
    assert_eq!(last, board, "the last frame is the board the steps leave");
    assert_eq!(page.solution.len(), side * side, "solve's solution");
    for ((c, s), placed) in decided {
        assert_eq!(
            page.solution[c] == s as u64,
            placed,
            "({c}, {s}) against the solution"
        );
    }
    let solved = last.iter().all(|cell| cell.1);
    let said = match solved {
        true => "solved: every cell placed by logic",
        false => "the techniques stop here: only a search finishes the puzzle",
    };
    assert_eq!(page.data["sentences"][frames - 1], said);
    for (c, &(symbol, placed)) in last.iter().enumerate() {
        if placed {
            assert_eq!(symbol, 1 << page.solution[c], "cell {c} is the solution's");
        }
    }
    if solved {
        for unit in &units {
            let symbols = unit.iter().fold(0, |seen, &c| seen | last[c].0);
            assert_eq!(symbols, all, "each symbol once in {unit:?}");
        }
    }
}

/// Asserts that every frame's sentence is its step's as `grade --explain` words it.
fn assert_narrates_the_explanation(page: &GradePage) {
    let sentences = page.data["sentences"].as_array().expect("sentences");
    assert_eq!(sentences.len(), page.explained.len() + 2);
    assert_eq!(sentences[0], "the puzzle");
    for (i, words) in page.explained.iter().enumerate() {
        assert_eq!(
            sentences[i + 1].as_str(),
            Some(words.as_str()),
            "step {}",
            i + 1
        );
    }
}

#[test]
fn a_grade_page_draws_x_cycles_aics_and_almost_locked_sets_and_replays() {
    let page = GradePage::of("grade-page-chains", CHAINS, &[]);
    assert_narrates_the_explanation(&page);
    assert_replays(&page);
    // The X-cycle: strong and weak links, in the sentence's order, closing on its start.
    let cycle = page.first("X-cycle");
    let (strong, weak) = assert_links_tell_the_sentence(&page, cycle);
    assert!(
        strong > 0 && weak > 0,
        "both kinds of link: {strong}, {weak}"
    );
    let links = page.links(cycle);
    assert_eq!(links[0].0, links[links.len() - 1].1, "a cycle");
    // An AIC with a grouped node.
    let aic = page.first("alternating inference chain");
    assert_links_tell_the_sentence(&page, aic);
    assert!(
        page.links(aic)
            .iter()
            .any(|l| l.0.len() > 1 || l.1.len() > 1),
        "a grouped node: {:?}",
        page.links(aic)
    );
    // A two-string kite's two strong links and the weak one between them.
    let kite = page.first("two-string kite");
    let kinds: Vec<bool> = page.links(kite).iter().map(|l| l.4).collect();
    assert_eq!(kinds, [true, false, true]);
    // An XY-chain's and a W-wing's links, read off the board.
    for (name, first, kinds) in [
        (
            "XY-chain",
            "3",
            &[
                true, false, true, false, true, false, true, false, true, false, true,
            ][..],
        ),
        ("W-wing", "7", &[true, false, true, false, true]),
    ] {
        let i = page.first(name);
        let links = page.links(i);
        let strong: Vec<bool> = links.iter().map(|l| l.4).collect();
        assert_eq!(strong, kinds, "{name}");
        let symbol = |s: u64| {
            page.data["symbols"][s as usize]
                .as_str()
                .unwrap()
                .to_string()
        };
        let removed = cells(&page.steps()[i]["removed"]);
        assert_eq!(
            symbol(links[0].2),
            first,
            "{name} starts from what it removes"
        );
        assert_eq!(links[0].2, links[links.len() - 1].3, "{name} ends on it");
        assert!(removed.chunks(2).all(|p| p[1] as u64 == links[0].2));
    }
    for name in [
        "X-cycle",
        "alternating inference chain",
        "two-string kite",
        "XY-chain",
        "W-wing",
        "ALS-XZ",
        "ALS-XY-wing",
    ] {
        assert_links_hold(&page, page.first(name));
    }
    // ALS-XZ: two sets, each n cells of one unit holding n + 1 candidates on the board,
    // joined by their restricted common: a weak link from set A's cells holding it to
    // set B's.
    let als = page.first("ALS-XZ");
    let step = &page.steps()[als];
    assert_eq!(step["roles"], serde_json::json!(["set A", "set B"]));
    let links = page.links(als);
    assert_eq!(links.len(), 1, "one restricted common: {links:?}");
    assert!(!links[0].4, "a weak link");
    let board = page.board(als);
    let units = page.units();
    let sets: Vec<Vec<usize>> = step["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(cells)
        .collect();
    assert_eq!(sets.len(), 2);
    let sentence = page.data["sentences"][als].as_str().unwrap();
    for set in &sets {
        let held = set.iter().fold(0u64, |held, &c| held | board[c].0);
        assert_eq!(
            held.count_ones() as usize,
            set.len() + 1,
            "{set:?} is almost locked"
        );
        assert!(
            units.iter().any(|u| set.iter().all(|c| u.contains(c))),
            "in one unit"
        );
        let names: Vec<String> = set
            .iter()
            .map(|&c| format!("r{}c{}", c / 9 + 1, c % 9 + 1))
            .collect();
        assert!(
            sentence.contains(&format!("{{{}}}", names.join(" "))),
            "{sentence}"
        );
    }
    assert!(links[0].0.iter().all(|c| sets[0].contains(c)));
    assert!(links[0].1.iter().all(|c| sets[1].contains(c)));
}

#[test]
fn a_grade_page_draws_a_finned_fish_its_lines_and_its_fins_apart() {
    let page = GradePage::of("grade-page-finned", FINNED, &[]);
    assert_narrates_the_explanation(&page);
    assert_replays(&page);
    let fish = page.first("finned X-wing");
    let step = &page.steps()[fish];
    assert_eq!(step["roles"], serde_json::json!(["the fish", "its fins"]));
    let [body, fins] = [0, 1].map(|g| cells(&step["groups"][g]));
    let units = page.units();
    let [bases, covers] = ["bases", "covers"].map(|k| cells(&step[k]));
    assert_eq!((bases.len(), covers.len()), (2, 2), "an X-wing's lines");
    assert!(!fins.is_empty());
    let within = |c: usize, lines: &[usize]| lines.iter().any(|&u| units[u].contains(&c));
    for &c in &body {
        assert!(within(c, &bases) && within(c, &covers), "body cell {c}");
    }
    for &c in &fins {
        assert!(within(c, &bases) && !within(c, &covers), "fin {c}");
    }
    let removed = cells(&step["removed"]);
    for pair in removed.chunks(2) {
        assert!(within(pair[0], &covers) && !within(pair[0], &bases));
    }
}

#[test]
fn a_grade_page_draws_every_branch_of_a_forcing_chain() {
    let page = GradePage::of("grade-page-forcing", FORCING, &[]);
    assert_narrates_the_explanation(&page);
    assert_replays(&page);
    let forcing = page.first("forcing chain");
    let sentence = page.data["sentences"][forcing].as_str().unwrap();
    assert!(branches(sentence, 9).len() > 1, "branches: {sentence}");
    let (strong, weak) = assert_links_tell_the_sentence(&page, forcing);
    assert!(strong > 0 && weak > 0, "{sentence}");
}

#[test]
fn grade_pages_of_4x4_16x16_jigsaw_and_x_puzzles_replay() {
    let file = |path: &str| crate::harness::file(path);
    // A unique 16×16 puzzle (the examples' have several solutions), which the grader's
    // techniques, limited on that side, leave to a search.
    let sixteen = run_ok(&["generate", "--size", "16", "--seed", "1"], "");
    let regions = ["--regions", "tests/data/variants/jigsaw-pegg.regions"];
    for (name, puzzle, args) in [
        ("grade-page-4", "..34.421...31342".to_string(), &[][..]),
        ("grade-page-16", sixteen, &[][..]),
        (
            "grade-page-jigsaw",
            file("tests/data/variants/jigsaw-pegg.txt"),
            &regions[..],
        ),
        (
            "grade-page-x",
            file("tests/data/variants/x-pegg.txt"),
            &["--variant", "x"][..],
        ),
    ] {
        let page = GradePage::of(name, puzzle.trim(), args);
        assert_narrates_the_explanation(&page);
        assert_replays(&page);
    }
}

#[test]
fn grade_page_draws_the_first_puzzle_and_refuses_one_without_a_grade() {
    let scratch = Scratch::new("grade-page-cli");
    let file = scratch.join("grade.html");
    let path = file.to_str().unwrap();
    // Two puzzles: both graded on stdout, the first drawn, and stderr says which.
    let two = format!("{CHAINS}\n..34.421...31342\n");
    let output = run(&["grade", "--page", path], &two);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(crate::harness::stdout(&output).lines().count(), 2);
    assert!(
        stderr(&output).contains(&format!("wrote {path} (puzzle 1 of 2: ")),
        "{}",
        stderr(&output)
    );
    let html = std::fs::read_to_string(&file).unwrap();
    for fetch in ["src=", "href=\"http", "url(", "fetch(", "@import"] {
        assert!(!html.contains(fetch), "nothing fetched ({fetch})");
    }
    let data = lesson_data(&html);
    assert_eq!(data["side"], 9, "the first puzzle's page");
    std::fs::remove_file(&file).unwrap();
    // A first puzzle with two solutions has no grade: an error, and nothing written.
    let output = run(
        &["grade", "--page", path],
        "................\n..34.421...31342\n",
    );
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("the first puzzle has no grade to draw (several solutions)"),
        "{}",
        stderr(&output)
    );
    assert!(!file.exists());
    // Standard output takes the page only when the grades keep off it.
    let output = run(&["grade", "--page", "-"], "..34.421...31342\n");
    assert!(!output.status.success());
    let page = sudograph()
        .args(["grade", "--quiet", "--page", "-"])
        .write_stdin("..34.421...31342\n")
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&page.stdout).starts_with("<!DOCTYPE html>"));
}
