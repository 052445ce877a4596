//! The graph `sudograph dot` writes: one node per cell and one edge per constraint, givens
//! drawn apart from solved cells, boxes and jigsaw regions as tiles under it, and DOT that
//! is real (Graphviz renders it and reads it back).

use crate::harness::{graphviz, graphviz_output, run_ok};

/// The DOT `dot EXTRA` writes of `puzzle`.
fn dot_of(puzzle: &str, extra: &[&str]) -> String {
    run_ok(&[&["dot"], extra].concat(), puzzle)
}

/// Runs a Graphviz program on DOT text and returns its stdout, as text.
fn graphviz_run(program: &str, args: &[&str], dot: &str) -> String {
    String::from_utf8_lossy(&graphviz_output(program, args, dot)).into_owned()
}

#[test]
fn dot_has_one_node_per_cell_and_one_edge_per_constraint() {
    let nine = ".".repeat(81);
    let text = dot_of(&nine, &[]);
    assert_eq!(text.matches(" -- ").count(), 810);
    assert_eq!(
        text.matches("!\", tooltip=").count(),
        81,
        "one pinned node per cell"
    );
    let routed = text
        .lines()
        .filter(|l| l.contains(" -- ") && l.contains(" pos=\""))
        .count();
    assert_eq!(routed, 810, "each edge carries its own route");
    assert_eq!(dot_of(&".".repeat(16), &[]).matches(" -- ").count(), 56);
}

#[test]
fn graphviz_renders_and_counts_the_graph() {
    if !graphviz() {
        return;
    }
    let text = dot_of(
        "8.49.3.716358.7.24719.24.5..87.913.61..736..93.648.21..6.54.73847.3.219595.1.84.2",
        &["--solve"],
    );
    for (program, args) in [("dot", vec!["-Tsvg"]), ("neato", vec!["-n2", "-Tsvg"])] {
        let svg = graphviz_run(program, &args, &text);
        assert!(svg.contains("<svg"), "{program} made an SVG");
        assert_eq!(svg.matches("class=\"node\"").count(), 81, "{program}");
        assert_eq!(svg.matches("class=\"edge\"").count(), 810, "{program}");
    }
    // gc parses the DOT back and counts nodes and edges.
    let counts = graphviz_run("gc", &["-n", "-e"], &text);
    let numbers: Vec<&str> = counts.split_whitespace().take(2).collect();
    assert_eq!(numbers, ["81", "810"], "{counts}");
}

#[test]
fn solved_cells_and_givens_look_different() {
    let text = dot_of("..34.421...31342", &["--solve"]);
    assert_eq!(text.matches("shape=square").count(), 10, "ten givens");
    assert_eq!(
        text.matches("shape=circle, style=filled,").count(),
        6,
        "six solved cells"
    );
    let bare = dot_of("..34.421...31342", &[]);
    assert_eq!(
        bare.matches("label=\"\"").count(),
        6,
        "empty cells carry no label"
    );
    assert!(
        text.contains("color=\"#1f77b4:#2ca02c\""),
        "a row+box edge shows both colours"
    );
}

/// Boxes and jigsaw regions are drawn under the graph, tinted and outlined, within the
/// 16,384 bytes Graphviz allows a quoted string, and the drawing renders at every size.
#[test]
fn boxes_and_regions_are_tiles_that_graphviz_takes() {
    let background = |text: &str| -> String {
        let start = text.find("_background=\"").expect("a background") + 13;
        text[start..start + text[start..].find('"').expect("closed")].to_string()
    };
    let jigsaw = run_ok(
        &[
            "dot",
            "--regions",
            "tests/data/variants/jigsaw-pegg.regions",
            "tests/data/variants/jigsaw-pegg.txt",
        ],
        "",
    );
    let tiles = background(&jigsaw);
    let mut tints: Vec<&str> = tiles.split("C 7 -").skip(1).map(|t| &t[..7]).collect();
    tints.sort_unstable();
    tints.dedup();
    assert_eq!(tints.len(), 9, "a tint per region: {tints:?}");
    assert!(
        tiles.matches("L 2 ").count() > 9,
        "outlines where regions meet"
    );
    for (puzzle, side) in [
        ("examples/4x4.txt", 4),
        ("examples/16x16.txt", 16),
        ("examples/25x25.txt", 25),
    ] {
        let text = run_ok(&["dot", puzzle, "--solve"], "");
        let tiles = background(&text);
        assert!(tiles.len() < 16_384, "{puzzle}: {} bytes", tiles.len());
        assert_eq!(
            tiles.matches("P 4 ").count(),
            side,
            "{puzzle}: a tile per box"
        );
        if graphviz() {
            let svg = graphviz_run("neato", &["-n2", "-Tsvg"], &text);
            assert_eq!(
                svg.matches("class=\"node\"").count(),
                side * side,
                "{puzzle}"
            );
        }
    }
}
