//! `sudograph colour`: chromatic numbers of DIMACS benchmarks and Sudoku graphs, every
//! written colouring checked edge by edge from the DOT alone (parsed by petgraph, not by
//! sudograph), exit codes for "no", bad input and spent budgets.

use std::collections::HashMap;
use std::path::Path;

use petgraph::dot::dot_parser::{DotAttrList, DotNodeWeight, ParseFromDot};
use predicates::prelude::*;

use crate::harness::{Rng, Scratch, file, graphviz, sudograph};

/// A fresh folder for one test's files.
fn scratch(test: &str) -> Scratch {
    Scratch::new(&format!("colour-{test}"))
}

/// The `p edge NODES EDGES` numbers of a DIMACS file of tests/data/dimacs.
fn dimacs_size(name: &str) -> (usize, usize) {
    let text = file(&format!("tests/data/dimacs/{name}.col"));
    let line = text
        .lines()
        .find(|l| l.starts_with("p "))
        .expect("a p line");
    let numbers: Vec<usize> = line
        .split_whitespace()
        .skip(2)
        .map(|n| n.parse().expect("number"))
        .collect();
    (numbers[0], numbers[1])
}

/// Checks a written colouring from its DOT text alone: every edge joins nodes of different
/// fill colours. Returns the node count, edge count and number of distinct fill colours.
fn check_colouring(dot: &str) -> (usize, usize, usize) {
    let graph: petgraph::Graph<DotNodeWeight<'_>, DotAttrList<'_>> =
        ParseFromDot::try_from(dot).expect("petgraph parses the written DOT");
    let fill: HashMap<_, &str> = graph
        .node_indices()
        .map(|v| {
            let colour = graph[v]
                .attr
                .elems
                .iter()
                .find(|(key, _)| *key == "fillcolor")
                .map(|&(_, value)| value)
                .unwrap_or_else(|| panic!("node {} has a fill colour", graph[v].id));
            (v, colour)
        })
        .collect();
    for edge in graph.edge_indices() {
        let (a, b) = graph.edge_endpoints(edge).expect("edge");
        assert_ne!(
            fill[&a], fill[&b],
            "edge {} -- {} joins two nodes of one colour",
            graph[a].id, graph[b].id
        );
    }
    let mut colours: Vec<&str> = fill.values().copied().collect();
    colours.sort_unstable();
    colours.dedup();
    (graph.node_count(), graph.edge_count(), colours.len())
}

/// Runs `colour` on a benchmark with `-o`, returns stdout and the written DOT's check.
fn colour_benchmark(name: &str, extra: &[&str], dir: &Path) -> (String, (usize, usize, usize)) {
    let target = dir.join(format!("{name}.dot"));
    let output = sudograph()
        .arg("colour")
        .arg(format!("tests/data/dimacs/{name}.col"))
        .args(extra)
        .arg("-o")
        .arg(&target)
        .output()
        .expect("runs");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let dot = std::fs::read_to_string(&target).unwrap_or_else(|_| {
        panic!(
            "{name}: colouring written; stdout {stdout}, stderr {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    (stdout, check_colouring(&dot))
}

#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn dimacs_benchmarks_get_their_chromatic_numbers() {
    // myciel6 (χ 7) is left out: no solver we know proves it not 6-colourable in minutes.
    let dir = scratch("benchmarks");
    for (name, chi) in [
        ("myciel3", 4),
        ("myciel4", 5),
        ("myciel5", 6),
        ("queen5_5", 5),
        ("queen6_6", 7),
        ("queen7_7", 7),
        ("queen8_8", 9),
        // Proving queen9_9 not 9-colourable takes the learning engine.
        ("queen9_9", 10),
        // And queen10_10 not 10-colourable: the longest proof here, about half a minute.
        ("queen10_10", 11),
    ] {
        let (stdout, (nodes, edges, colours)) = colour_benchmark(name, &[], dir.path());
        assert!(
            stdout.starts_with(&format!(
                "{name}: {nodes} nodes, {edges} edges; clique bound "
            )),
            "{stdout}"
        );
        assert!(
            stdout.contains(&format!("; chromatic number {chi} (")),
            "{stdout}"
        );
        assert_eq!((nodes, edges), dimacs_size(name), "{name}: the whole graph");
        assert_eq!(colours, chi, "{name}: colours used");
    }
}

#[test]
fn a_spent_budget_still_writes_the_best_colouring_found_from_above() {
    // queen10_10: χ 11, greedy bound 14. 30,000 search nodes cannot prove it not
    // 10-colourable, but local search from above, seeded alike on every machine, finds an
    // 11-colouring.
    let dir = scratch("from-above");
    let target = dir.join("queen10_10.dot");
    let output = sudograph()
        .args([
            "colour",
            "tests/data/dimacs/queen10_10.col",
            "--max-nodes",
            "30000",
            "-o",
        ])
        .arg(&target)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(3), "a spent budget");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let upper: usize = stdout
        .split("chromatic number between 10 and ")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a proven range: {stdout}"));
    assert_eq!(upper, 11, "better than the greedy 14: {stdout}");
    let dot = std::fs::read_to_string(&target).expect("the best colouring is written");
    let (nodes, _, colours) = check_colouring(&dot);
    assert_eq!((nodes, colours), (100, upper));
}

#[test]
fn fewer_colours_than_the_chromatic_number_exit_1_and_draw_nothing() {
    let dir = scratch("below");
    let target = dir.join("none.dot");
    let below = ["colour", "tests/data/dimacs/myciel4.col", "--colours", "4"];
    sudograph()
        .args(below)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("not 4-colourable"));
    // A drawing asked for that cannot be made is an error.
    sudograph()
        .args(below)
        .arg("-o")
        .arg(&target)
        .assert()
        .code(2)
        .stdout(predicate::str::contains("not 4-colourable"))
        .stderr(format!(
            "sudograph: {}: no colouring to draw, so nothing written\n",
            target.display()
        ));
    assert!(!target.exists());
    let (stdout, (_, _, colours)) = colour_benchmark("queen6_6", &["-k", "7"], dir.path());
    assert!(stdout.contains("; 7-coloured ("), "{stdout}");
    assert!(colours <= 7);
}

#[test]
fn a_spent_budget_exits_3_with_proven_bounds_and_a_proper_colouring() {
    let dir = scratch("budget");
    let target = dir.join("myciel5.dot");
    let output = sudograph()
        .args([
            "colour",
            "tests/data/dimacs/myciel5.col",
            "--max-nodes",
            "1000",
            "-o",
        ])
        .arg(&target)
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(3));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        stdout.contains("chromatic number between 5 and 6, gave up on 5 colours"),
        "{stdout}"
    );
    let (_, _, colours) = check_colouring(&std::fs::read_to_string(&target).expect("written"));
    assert_eq!(colours, 6);
}

#[test]
fn bad_graphs_exit_2_naming_line_and_problem() {
    let dir = scratch("bad");
    let cases = [
        (
            "bad.col",
            "c fine\np edge 3 2\ne 1 2\ne 2 x\n",
            "bad.col: line 4: expected `e U V` with whole numbers",
        ),
        (
            "loop.col",
            "p edge 3 1\ne 3 3\n",
            "loop.col: line 2: node 3 has an edge to itself",
        ),
        (
            "range.dimacs",
            "p edge 3 1\ne 1 9\n",
            "range.dimacs: line 2: node 9 is not in 1..3",
        ),
        (
            "broken.gv",
            "graph {\n  a -- b\n  c -- \n}\n",
            "broken.gv: line 4, column 1: not valid DOT",
        ),
    ];
    for (name, text, message) in cases {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        let output = sudograph().arg("colour").arg(&path).output().expect("runs");
        assert_eq!(output.status.code(), Some(2), "{name}");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(stderr.contains(message), "{name}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
    // Past the search's 512 colours the bounds answer: myciel3's greedy 4 colours do.
    sudograph()
        .args(["colour", "tests/data/dimacs/myciel3.col", "-k", "513"])
        .assert()
        .success()
        .stdout(predicate::str::contains("greedy bound 4; 513-coloured ("));
}

#[test]
fn a_sudoku_graph_from_dot_needs_side_colours() {
    let dir = scratch("sudoku");
    for (puzzle, side) in [("examples/4x4.txt", 4), ("examples/9x9.txt", 9)] {
        let dot = sudograph()
            .args(["dot", puzzle])
            .output()
            .expect("runs")
            .stdout;
        // Through stdin (format guessed from the text) and a .gv file (by extension).
        let stdin = sudograph()
            .args(["colour", "--stats"])
            .write_stdin(dot.clone())
            .output()
            .expect("runs");
        let summary = String::from_utf8(stdin.stdout).expect("UTF-8");
        assert!(
            summary.contains(&format!("clique bound {side}, "))
                && summary.contains(&format!("chromatic number {side} (")),
            "{summary}"
        );
        let path = dir.join(format!("sudoku{side}.gv"));
        std::fs::write(&path, &dot).expect("write");
        let target = dir.join(format!("coloured{side}.dot"));
        sudograph()
            .arg("colour")
            .arg(&path)
            .arg("-o")
            .arg(&target)
            .assert()
            .success();
        let (nodes, _, colours) =
            check_colouring(&std::fs::read_to_string(&target).expect("written"));
        assert_eq!((nodes, colours), (side * side, side));
    }
}

/// The 9×9 grid's graph as DIMACS text, cell v numbered `node[v]` (from 0; the file counts
/// from 1).
fn sudoku_dimacs(node: &[usize]) -> String {
    let same_unit = |v: usize, w: usize| {
        v / 9 == w / 9 || v % 9 == w % 9 || (v / 27 == w / 27 && v % 9 / 3 == w % 9 / 3)
    };
    let edges: Vec<(usize, usize)> = (0..81)
        .flat_map(|v| (v + 1..81).map(move |w| (v, w)))
        .filter(|&(v, w)| same_unit(v, w))
        .collect();
    let mut text = format!("p edge 81 {}\n", edges.len());
    for (v, w) in edges {
        text += &format!("e {} {}\n", node[v] + 1, node[w] + 1);
    }
    text
}

#[test]
fn a_sudoku_graph_numbered_in_any_order_is_coloured_with_nine() {
    // The colourer places such a graph's nodes on the grid and searches it there (its
    // own tests show which engine takes it); the colouring comes back node by node.
    let dir = scratch("shuffled-sudoku");
    let mut rng = Rng::new(9);
    for round in 0..3 {
        let mut node: Vec<usize> = (0..81).collect();
        rng.shuffle(&mut node);
        let path = dir.join(format!("shuffled{round}.col"));
        std::fs::write(&path, sudoku_dimacs(&node)).expect("write");
        let target = dir.join(format!("shuffled{round}.dot"));
        sudograph()
            .args(["colour", "-k", "9"])
            .arg(&path)
            .arg("-o")
            .arg(&target)
            .assert()
            .success();
        let written = std::fs::read_to_string(&target).expect("written");
        assert_eq!(check_colouring(&written), (81, 810, 9));
    }
}

#[test]
fn render_draws_every_node_and_edge() {
    if !graphviz() {
        return;
    }
    let dir = scratch("render");
    let target = dir.join("queen5_5.svg");
    sudograph()
        .args([
            "colour",
            "tests/data/dimacs/queen5_5.col",
            "--render",
            "svg",
            "-o",
        ])
        .arg(&target)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&target).expect("picture written");
    assert_eq!(svg.matches("class=\"node\"").count(), 25);
    assert_eq!(svg.matches("class=\"edge\"").count(), 160);
}

#[test]
fn a_written_colouring_reads_back_as_the_same_graph() {
    let dir = scratch("again");
    colour_benchmark("myciel4", &[], dir.path());
    sudograph()
        .arg("colour")
        .arg(dir.join("myciel4.dot"))
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "myciel4: 23 nodes, 71 edges; clique bound 2, greedy bound 5; chromatic number 5 (",
        ));
}

/// The complete graph on `n` nodes, in DIMACS: χ is `n`.
fn complete_graph(n: usize) -> String {
    let mut text = format!("p edge {n} {}\n", n * (n - 1) / 2);
    for a in 1..=n {
        for b in a + 1..=n {
            text += &format!("e {a} {b}\n");
        }
    }
    text
}

#[test]
fn more_than_64_colours_are_settled_by_the_bounds_and_drawn() {
    // The complete graph on 66 nodes: clique and greedy bound meet past one 64-bit word of
    // colours, so χ is known with no search, and the greedy colouring is drawn.
    let text = complete_graph(66);
    let dir = scratch("k66");
    let summary = "clique bound 66, greedy bound 66; chromatic number 66 (";
    let target = dir.join("k66.dot");
    sudograph()
        .args(["colour", "-", "-o"])
        .arg(&target)
        .write_stdin(text)
        .assert()
        .success()
        .stdout(predicate::str::contains(summary));
    let dot = std::fs::read_to_string(&target).expect("the colouring is drawn");
    assert_eq!(check_colouring(&dot), (66, 66 * 65 / 2, 66));
}

/// Past the 512 colours the colourer searches with, the bounds still answer: the complete
/// graph on 520 nodes has χ = 520, and its greedy colouring is the drawing written, as is
/// the answer of `--colours K` for a K the bounds settle.
#[test]
fn more_than_512_colours_are_settled_by_the_bounds_and_drawn() {
    let text = complete_graph(520);
    let dir = scratch("k520");
    let target = dir.join("k520.dot");
    for (extra, said) in [
        (
            &[][..],
            "clique bound 520, greedy bound 520; chromatic number 520 (",
        ),
        (
            &["--colours", "600"],
            "clique bound 520, greedy bound 520; 600-coloured (",
        ),
    ] {
        let _ = std::fs::remove_file(&target);
        sudograph()
            .args(["colour", "-", "-o"])
            .arg(&target)
            .args(extra)
            .write_stdin(text.clone())
            .assert()
            .success()
            .stdout(predicate::str::contains(said));
        let dot = std::fs::read_to_string(&target).expect("the colouring is drawn");
        assert_eq!(
            check_colouring(&dot),
            (520, 520 * 519 / 2, 520),
            "{extra:?}"
        );
    }
}

/// A graph with a planted colouring in 100 colours, one node of each colour joined into a
/// 100-clique, and edges between other nodes of different colours at random: χ is 100.
/// The greedy bound is above it, and past 64 colours only local search can lower it.
fn planted_100_colourable(seed: u64) -> String {
    let (n, k) = (300usize, 100usize);
    let mut state = seed;
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let chance = (state >> 33) % 10 < 9;
            if a % k != b % k && (b < k || chance) {
                edges.push((a + 1, b + 1));
            }
        }
    }
    let mut text = format!("p edge {n} {}\n", edges.len());
    for (a, b) in edges {
        text += &format!("e {a} {b}\n");
    }
    text
}

#[test]
fn local_search_settles_a_chromatic_number_past_64_when_it_meets_the_clique() {
    let dir = scratch("planted");
    let target = dir.join("planted.dot");
    let output = sudograph()
        .args(["colour", "-", "--stats", "-o"])
        .arg(&target)
        .write_stdin(planted_100_colourable(7))
        .output()
        .expect("runs");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("clique bound 100, greedy bound 1"),
        "{stdout}"
    );
    assert!(stdout.contains("; chromatic number 100 ("), "{stdout}");
    assert!(
        stderr.contains("100 colours: coloured by local search"),
        "{stderr}"
    );
    let dot = std::fs::read_to_string(&target).expect("the colouring is drawn");
    let (nodes, _, colours) = check_colouring(&dot);
    assert_eq!((nodes, colours), (300, 100));
    // Asked for 101 colours, past the exact engines, local search colours it too.
    sudograph()
        .args(["colour", "-", "-k", "101"])
        .write_stdin(planted_100_colourable(7))
        .assert()
        .success()
        .stdout(predicate::str::contains("; 101-coloured ("));
}
