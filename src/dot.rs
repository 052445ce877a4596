//! Writing Graphviz DOT: the constraint graph, each cell drawn at its place in the grid,
//! filled with its symbol's colour, givens drawn apart from solved cells, and each edge
//! coloured by the units (row, column, box or region, diagonal) it comes from; and any
//! coloured graph, its nodes filled with the same palette. Reading DOT (and DIMACS) is
//! [`crate::graph_file`]'s.

use std::fmt::{self, Write};

use petgraph::dot::{Config, Dot};
use petgraph::graph::{EdgeReference, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::colour::Colour;
use crate::format::Alphabet;
use crate::graph::{ConstraintGraph, EdgeKinds};
use crate::graph_file::NamedGraph;
use crate::grid::{Grid, cell_name};

/// Distance between neighbouring cells in the drawing, in points (`neato -n` reads `pos` in
/// points).
pub const CELL_POINTS: usize = 60;

/// Extra space between boxes, in points, so the boxes stand out.
const BOX_GAP_POINTS: usize = 20;

/// Largest graph drawn with curved edges. Curves keep each row's clique visible (straight
/// edges of a row all lie on one line), but Graphviz routes many of them slowly (measured
/// in `benches/README.md`).
const CURVED_EDGES_MAX: usize = 200;

/// Edge colours by unit kind: blue for rows, red for columns, green for boxes and jigsaw
/// regions (both dashed), orange for diagonals (dotted).
const EDGE_COLOURS: [(EdgeKinds, &str); 5] = [
    (EdgeKinds::ROW, "#1f77b4"),
    (EdgeKinds::COLUMN, "#d62728"),
    (EdgeKinds::BOX, "#2ca02c"),
    (EdgeKinds::REGION, "#2ca02c"),
    (EdgeKinds::DIAGONAL, "#ff7f0e"),
];

/// The fill colour of symbol `i` among `count`, as a Graphviz HSV triple. Hues follow the
/// golden ratio so consecutive symbols are far apart on the colour wheel, and saturation and
/// brightness alternate, which keeps 25 and more symbols distinguishable while every fill
/// stays light enough for black text.
pub fn fill_colour(i: u8, count: usize) -> String {
    let hue = (f64::from(i) * 0.618_033_988_75).fract();
    let (saturation, value) = match (i as usize * 3 / count.max(1)) % 3 {
        0 => (0.45, 1.0),
        1 => (0.30, 0.95),
        _ => (0.60, 0.90),
    };
    format!("{hue:.3} {saturation:.3} {value:.3}")
}

/// Writes the constraint graph as an undirected DOT graph.
///
/// # Arguments
/// * `graph`: the puzzle's constraint graph (its nodes carry the givens).
/// * `solution`: when given, cells it fills are drawn as solved, coloured by their symbol.
/// * `alphabet`: the symbols used for labels.
///
/// # Returns
/// DOT text: one node per cell with `pos="x,y!"` (render with `neato -n`; `dot` also
/// renders it, ignoring positions), one edge per constrained pair.
///
/// # Examples
/// ```
/// use sudograph::{dot::to_dot, format::Alphabet, graph::ConstraintGraph, grid::{Grid, Shape}};
/// let graph = ConstraintGraph::new(&Grid::empty(Shape::square(2).unwrap()));
/// let text = to_dot(&graph, None, &Alphabet::for_side(4));
/// assert!(text.starts_with("graph sudoku {"));
/// assert_eq!(text.matches(" -- ").count(), 56);
/// ```
pub fn to_dot(graph: &ConstraintGraph, solution: Option<&Grid>, alphabet: &Alphabet) -> String {
    draw(graph, solution, alphabet, None)
}

/// Writes one step of a colouring as DOT, for animating the search (`dot --steps`): the
/// grid as the search holds it, the cell the step decided outlined in red, and the step in
/// words under the title.
///
/// # Arguments
/// * `graph`: the puzzle's constraint graph (its nodes carry the givens).
/// * `grid`: the cells filled so far (see [`crate::solve::Replay`]).
/// * `alphabet`: the symbols used for labels.
/// * `focus`: the cell the step is about, if any; `caption`: the step in words.
///
/// # Examples
/// ```
/// use sudograph::{dot::step_to_dot, format::Alphabet, graph::ConstraintGraph, grid::{Grid, Shape}};
/// let grid = Grid::empty(Shape::square(2).unwrap());
/// let text = step_to_dot(&ConstraintGraph::new(&grid), &grid, &Alphabet::for_side(4), Some(5), "step 1");
/// assert!(text.contains("step 1"));
/// assert_eq!(text.matches("color=red").count(), 1);
/// ```
pub fn step_to_dot(
    graph: &ConstraintGraph,
    grid: &Grid,
    alphabet: &Alphabet,
    focus: Option<usize>,
    caption: &str,
) -> String {
    draw(graph, Some(grid), alphabet, Some((focus, caption)))
}

/// The drawing behind [`to_dot`] and [`step_to_dot`]: `step` adds a focus cell and a
/// caption.
fn draw(
    graph: &ConstraintGraph,
    solution: Option<&Grid>,
    alphabet: &Alphabet,
    step: Option<(Option<usize>, &str)>,
) -> String {
    let rules = graph.rules();
    let side = rules.side();
    let g = graph.graph();
    // Boxes stand apart; irregular regions cannot (the whole grid is one shown box), so
    // their cells sit evenly spaced.
    let (box_rows, box_cols) = rules.shown_boxes();
    let node_attributes = |_, (index, cell): (NodeIndex, &crate::graph::Cell)| {
        let x = cell.col * CELL_POINTS + cell.col / box_cols * BOX_GAP_POINTS;
        let y =
            (side - 1 - cell.row) * CELL_POINTS + (side - 1 - cell.row) / box_rows * BOX_GAP_POINTS;
        let focus = step.and_then(|(focus, _)| focus) == Some(index.index());
        let place = format!(
            "pos=\"{x},{y}!\", tooltip=\"{}\"{}",
            cell_name(side, index.index()),
            if focus { ", color=red" } else { "" }
        );
        let solved = solution.and_then(|s| s.cells()[index.index()]);
        match (cell.given, solved) {
            (Some(symbol), _) => format!(
                "{place}, label=\"{}\", shape=square, style=\"filled,bold\", penwidth=3, fillcolor=\"{}\", fontname=\"Helvetica-Bold\"",
                alphabet.symbol(symbol),
                fill_colour(symbol, side)
            ),
            (None, Some(symbol)) => format!(
                "{place}, label=\"{}\", shape=circle, style=filled, fillcolor=\"{}\"{}",
                alphabet.symbol(symbol),
                fill_colour(symbol, side),
                if focus { ", penwidth=4" } else { "" }
            ),
            (None, None) => format!(
                "{place}, label=\"\", shape=circle, style=\"filled,dashed\", fillcolor=white{}",
                if focus { ", penwidth=4" } else { "" }
            ),
        }
    };
    let edge_attributes = |_, edge: EdgeReference<'_, EdgeKinds>| {
        let kinds = *edge.weight();
        let colours: Vec<&str> = EDGE_COLOURS
            .iter()
            .filter(|(kind, _)| kinds.contains(*kind))
            .map(|&(_, colour)| colour)
            .collect();
        let style = if kinds == EdgeKinds::BOX || kinds == EdgeKinds::REGION {
            ", style=dashed"
        } else if kinds == EdgeKinds::DIAGONAL {
            ", style=dotted, penwidth=2"
        } else {
            ""
        };
        format!(
            "color=\"{}\", tooltip=\"{kinds}\"{style}",
            colours.join(":")
        )
    };
    let body = Dot::with_attr_getters(g, &CONTENT_ONLY, &edge_attributes, &node_attributes);
    let state = match (solution, step) {
        (_, Some(_)) => "solving",
        (Some(_), None) => "solved",
        (None, None) => "puzzle",
    };
    let curved = if g.edge_count() <= CURVED_EDGES_MAX {
        ", splines=curved"
    } else {
        ""
    };
    let groups = if rules.has_boxes() { "box" } else { "region" };
    let diagonals = if rules.variant().diagonals {
        ", diagonal orange (dotted)"
    } else {
        ""
    };
    let caption = step.map_or(String::new(), |(_, caption)| format!("\n{caption}"));
    document(
        "sudoku",
        &format!(
            "{rules} as a graph ({state}): {} cells, {} edges. Edges: row blue, column red, {groups} green (dashed){diagonals}. Squares are givens.{caption}",
            g.node_count(),
            g.edge_count()
        ),
        curved,
        "fontsize=20, width=0.6, height=0.6, fixedsize=true",
        body,
    )
}

/// petgraph `Dot` settings for a body that [`document`] wraps: no header, labels set by the
/// attribute closures.
const CONTENT_ONLY: [Config; 3] = [
    Config::GraphContentOnly,
    Config::NodeNoLabel,
    Config::EdgeNoLabel,
];

/// `text` as the inside of a DOT double-quoted string.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A whole undirected DOT graph around `body` (petgraph's node and edge lines): the title
/// on top (one line per line of `title`), Helvetica, edges drawn under the nodes, and thin edges.
fn document(
    name: &str,
    title: &str,
    graph_attributes: &str,
    node_attributes: &str,
    body: impl fmt::Debug,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "graph {name} {{");
    let _ = writeln!(
        out,
        "    graph [label=\"{}\", labelloc=t, fontname=Helvetica, outputorder=edgesfirst{graph_attributes}];",
        escape(title).replace('\n', "\\n")
    );
    let _ = writeln!(out, "    node [fontname=Helvetica, {node_attributes}];");
    let _ = writeln!(out, "    edge [penwidth=0.6];");
    let _ = write!(out, "{body:?}");
    out.push_str("}\n");
    out
}

/// Writes a coloured graph as an undirected DOT graph, for `sudograph colour`.
///
/// # Arguments
/// * `graph`: the graph, its nodes named (see [`crate::graph_file`]).
/// * `colouring`: one colour per node index, `0..colours`.
/// * `colours`: how many colours the colouring uses, which spreads the palette
///   ([`fill_colour`]).
/// * `title`: the caption drawn above the graph.
///
/// # Returns
/// DOT text: node `i` labelled with its name and its colour counted from 1, filled with
/// that colour; one line per edge, its tooltip naming its ends. No positions: render with
/// `neato` or `dot`.
///
/// # Complexity
/// O(|V| + |E|) time and output.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph::dot::{colouring_to_dot, fill_colour};
/// let mut g = UnGraph::<String, ()>::default();
/// let (a, b) = (g.add_node("a".into()), g.add_node("b \"2\"".into()));
/// g.add_edge(a, b, ());
/// let text = colouring_to_dot(&g, &[0, 1], 2, "an edge");
/// assert!(text.starts_with("graph colouring {"));
/// assert!(text.contains(&format!("label=\"b \\\"2\\\"\\n2\", fillcolor=\"{}\"", fill_colour(1, 2))));
/// assert_eq!(text.matches(" -- ").count(), 1);
/// ```
pub fn colouring_to_dot(
    graph: &NamedGraph,
    colouring: &[Colour],
    colours: usize,
    title: &str,
) -> String {
    let node_attributes = |_, (index, name): (NodeIndex, &String)| {
        let colour = colouring[index.index()];
        format!(
            "label=\"{}\\n{}\", fillcolor=\"{}\", tooltip=\"colour {}\"",
            escape(name),
            usize::from(colour) + 1,
            fill_colour(colour, colours),
            usize::from(colour) + 1
        )
    };
    // Graphviz would take an empty attribute list, petgraph's DOT parser does not.
    let edge_attributes = |_, edge: EdgeReference<'_, ()>| {
        let ends = format!("{} – {}", graph[edge.source()], graph[edge.target()]);
        format!("tooltip=\"{}\"", escape(&ends))
    };
    let body = Dot::with_attr_getters(graph, &CONTENT_ONLY, &edge_attributes, &node_attributes);
    document(
        "colouring",
        title,
        ", overlap=false",
        "shape=circle, style=filled, margin=0.02",
        body,
    )
}
