//! Writing Graphviz DOT: the constraint graph, each cell drawn at its place in the grid,
//! filled with its symbol's colour, givens drawn apart from solved cells, and each edge
//! coloured by the units (row, column, box or region, diagonal, window, disjoint group) or
//! the move rules (anti-knight, anti-king) it comes from; and any
//! coloured graph, its nodes filled with the same palette. Reading DOT (and DIMACS) is
//! [`sudograph_colour::graph_file`]'s.

use std::fmt::{self, Write};

use petgraph::dot::{Config, Dot};
use petgraph::graph::{EdgeReference, NodeIndex};
use petgraph::visit::EdgeRef;

use crate::format::Alphabet;
use crate::graph::{Cell, ConstraintGraph, EdgeKinds};
use crate::grid::{Grid, cell_name};
use crate::lesson::{LessonStep, Replay};
use crate::rules::{Rules, UnitKind};
use sudograph_colour::Colour;
use sudograph_colour::graph_file::NamedGraph;

use self::arcs::edge_spline;
use self::background::{tiles, tint, window_tiles};
use self::highlights::{Focus, Marks};
use self::layout::{Point, centres};
use self::legend::legend;
pub use self::overlay::{Link, Overlay};

mod arcs;
mod background;
pub(crate) mod highlights;
mod layout;
mod legend;
mod overlay;

/// Edge colours and styles by kind, for an edge of that kind alone: blue rows, red columns,
/// green boxes and jigsaw regions (both dashed), orange diagonals (dotted), purple windows
/// of windoku (dashed; the windows shaded too), brown disjoint groups (dotted), pink
/// knight's moves (tapered) and olive diagonal touches of anti-king (thick: they are short
/// and mostly under the discs they join). The page draws the variants' edges in the same
/// colours (`page.html`). An edge of several kinds takes all their colours side by side and
/// no style.
const EDGE_STYLES: [(EdgeKinds, &str, &str); 9] = [
    (EdgeKinds::ROW, "#1f77b4", ""),
    (EdgeKinds::COLUMN, "#d62728", ""),
    (EdgeKinds::BOX, "#2ca02c", ", style=dashed"),
    (EdgeKinds::REGION, "#2ca02c", ", style=dashed"),
    (EdgeKinds::DIAGONAL, "#ff7f0e", ", style=dotted, penwidth=2"),
    (EdgeKinds::WINDOW, "#9467bd", ", style=dashed, penwidth=2"),
    (EdgeKinds::DISJOINT, "#8c564b", ", style=dotted, penwidth=2"),
    (EdgeKinds::KNIGHT, "#e377c2", ", style=tapered, penwidth=2"),
    (EdgeKinds::KING, "#808000", ", penwidth=3.5"),
];

/// The layout engine a Sudoku drawing names in its graph attributes: `nop2` keeps every node
/// and every edge where its `pos` puts it, in points, as `neato -n2` does. Graphviz takes the
/// file's `layout` over the program's own engine, so the tutorial's `dot -Tpng FILE`, and
/// `neato`, `fdp` or `sfdp` run with no flags, draw the grid rather than a layout of their
/// own (`dot`'s ranks of a 9×9 graph are a tangle metres wide).
const PINNED_LAYOUT: &str = "nop2";

/// The layout engine a coloured graph names, which has no positions of its own: `neato`'s
/// spring model, so that `dot`, `fdp` and `sfdp` run on the file draw what `--render` draws
/// rather than `dot`'s ranks.
const FREE_LAYOUT: &str = "neato";

/// The fill colour of symbol `i` among `count`, as a Graphviz HSV triple. Hues follow the
/// golden ratio so consecutive symbols are far apart on the colour wheel, and saturation and
/// brightness alternate, which keeps 25 and more symbols distinguishable while every fill
/// stays light enough for black text.
fn fill_colour(i: u16, count: usize) -> String {
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
/// DOT text: one node per cell with `pos="x,y!"`, one edge per constrained pair with its
/// route, and the graph's `layout` set to keep both, so that any Graphviz program draws the
/// grid: `dot -Tpng FILE`, `neato`, `fdp`, `sfdp`, and `neato -n2` alike.
///
/// # Examples
/// ```
/// use sudograph::{draw::dot::to_dot, format::Alphabet, graph::ConstraintGraph, grid::{Grid, Shape}};
/// let graph = ConstraintGraph::new(&Grid::empty(Shape::square(2).unwrap()));
/// let text = to_dot(&graph, None, &Alphabet::for_side(4));
/// assert!(text.starts_with("graph sudoku {"));
/// assert_eq!(text.matches(" -- ").count(), 56);
/// ```
pub fn to_dot(graph: &ConstraintGraph, solution: Option<&Grid>, alphabet: &Alphabet) -> String {
    draw(graph, solution, alphabet, None)
}

/// Draws a grid as DOT in one call: [`to_dot`] of its constraint graph, with the default
/// alphabet of its side. The grid's symbols are drawn as givens; `solution`, when given,
/// fills the other cells as solved.
///
/// # Panics
/// When `solution` is not of the grid's side.
///
/// # Examples
/// ```
/// let puzzle: sudograph::Grid = "..34.421...31342".parse().unwrap();
/// let solution: sudograph::Grid = "2134342142131342".parse().unwrap();
/// let text = sudograph::grid_to_dot(&puzzle, Some(&solution));
/// assert!(text.starts_with("graph sudoku {"));
/// assert!(text.contains("4×4 Sudoku as a graph (solved): 16 cells, 56 edges"));
/// ```
pub fn grid_to_dot(grid: &Grid, solution: Option<&Grid>) -> String {
    let graph = ConstraintGraph::new(grid);
    to_dot(&graph, solution, &Alphabet::for_side(grid.side()))
}

/// Writes one step of a lesson as DOT, for animating the search (`dot --steps`): the board
/// after the step (symbols placed, guesses doubly outlined, candidates as small symbols in
/// the empty cells), the step's reason highlighted — the edges from the neighbours that
/// removed the other symbols (naked single), the unit with one place left and the edges
/// that rule out its other places (hidden single), the cell or unit that ran out
/// (contradiction) — and the step in words under the title.
///
/// # Arguments
/// * `graph`: the puzzle's constraint graph (its nodes carry the givens).
/// * `board`: the board after the step (see [`crate::solve::Solver::board`]).
/// * `told`: the step, or none for the puzzle itself.
/// * `alphabet`: the symbols used for labels; `caption`: the step in words.
///
/// # Examples
/// ```
/// use sudograph::{draw::dot::step_to_dot, format::Alphabet, graph::ConstraintGraph, grid::{Grid, Shape}, solve::Solver};
/// let grid = Grid::empty(Shape::square(2).unwrap());
/// let board = Solver::new(grid.shape()).board(&grid);
/// let text = step_to_dot(&ConstraintGraph::new(&grid), &board, None, &Alphabet::for_side(4), "the puzzle");
/// assert!(text.contains("the puzzle"));
/// assert_eq!(text.matches("label=\"1 2\\n3 4\"").count(), 16, "every cell shows its candidates");
/// ```
pub fn step_to_dot(
    graph: &ConstraintGraph,
    board: &Replay,
    told: Option<&LessonStep>,
    alphabet: &Alphabet,
    caption: &str,
) -> String {
    step_with_overlay_to_dot(graph, board, told, alphabet, caption, &Overlay::default())
}

/// Writes a logical step (a hint) as [`step_to_dot`] does, with `overlay` drawn on top: a
/// chain's links as edges between their cells, strong links solid and weak links dashed,
/// each labelled with its symbol; a pattern's cells outlined, group by group; the cells
/// the step decides ringed red; and what these mean added to the legend.
///
/// # Examples
/// ```
/// use sudograph::{draw::dot::{Link, Overlay, step_with_overlay_to_dot}, format::Alphabet, graph::ConstraintGraph, grid::{Grid, Shape}, solve::Solver};
/// let grid = Grid::empty(Shape::square(2).unwrap());
/// let board = Solver::new(grid.shape()).board(&grid);
/// let link = Link { from: vec![0], to: vec![3], symbols: [1, 1], strong: true };
/// let overlay = Overlay { links: vec![link], ..Overlay::default() };
/// let text = step_with_overlay_to_dot(&ConstraintGraph::new(&grid), &board, None, &Alphabet::for_side(4), "a link", &overlay);
/// assert_eq!(text.matches("style=solid, label=\"2\"").count(), 1, "one strong link on 2");
/// ```
pub fn step_with_overlay_to_dot(
    graph: &ConstraintGraph,
    board: &Replay,
    told: Option<&LessonStep>,
    alphabet: &Alphabet,
    caption: &str,
    overlay: &Overlay,
) -> String {
    draw(graph, None, alphabet, Some((board, told, caption, overlay)))
}

/// A lesson step to draw: the board after it, the step (none for the puzzle itself), the
/// step in words, and what is drawn on top of the board.
type StepDrawn<'a> = (&'a Replay, Option<&'a LessonStep>, &'a str, &'a Overlay);

/// The drawing behind [`to_dot`] and [`step_to_dot`]: `step` adds the board of a lesson
/// step, the step, and its caption.
fn draw(
    graph: &ConstraintGraph,
    solution: Option<&Grid>,
    alphabet: &Alphabet,
    step: Option<StepDrawn<'_>>,
) -> String {
    let scene = Scene::new(graph, solution, alphabet, step);
    let node_attributes = |_, (index, cell): (NodeIndex, &Cell)| scene.node(index.index(), cell);
    let edge_attributes = |_, edge: EdgeReference<'_, EdgeKinds>| {
        scene.edge(*edge.weight(), edge.source().index(), edge.target().index())
    };
    let body = Dot::with_attr_getters(
        graph.graph(),
        &CONTENT_ONLY,
        &edge_attributes,
        &node_attributes,
    );
    let links = scene
        .overlay()
        .map_or(String::new(), |o| o.edges(&scene.centre, alphabet));
    document(
        "sudoku",
        &scene.label(),
        &format!(
            ", layout={PINNED_LAYOUT}, _background=\"{}\"",
            scene.background()
        ),
        "fontsize=20, width=0.6, height=0.6, fixedsize=true",
        body,
        &links,
    )
}

/// What one drawing of the constraint graph shows: where each cell sits, the symbol
/// placed in it, and what a lesson step highlights.
struct Scene<'a> {
    graph: &'a ConstraintGraph,
    solution: Option<&'a Grid>,
    alphabet: &'a Alphabet,
    step: Option<StepDrawn<'a>>,
    /// Each cell's centre.
    centre: Vec<Point>,
    /// What the step highlights (nothing without one).
    marks: Marks,
}

impl<'a> Scene<'a> {
    fn new(
        graph: &'a ConstraintGraph,
        solution: Option<&'a Grid>,
        alphabet: &'a Alphabet,
        step: Option<StepDrawn<'a>>,
    ) -> Scene<'a> {
        let marks = step
            .and_then(|(board, told, _, _)| told.map(|told| Marks::of(board, told)))
            .unwrap_or_default();
        Scene {
            graph,
            solution,
            alphabet,
            step,
            centre: centres(graph),
            marks,
        }
    }

    /// The board of the step drawn, if any.
    fn board(&self) -> Option<&'a Replay> {
        self.step.map(|(board, _, _, _)| board)
    }

    /// What the step drawn adds on top of its board, if anything.
    fn overlay(&self) -> Option<&'a Overlay> {
        self.step
            .map(|(_, _, _, overlay)| overlay)
            .filter(|o| !o.is_empty())
    }

    /// Node `v`'s attributes: its place, its name as a tooltip, and its look.
    fn node(&self, v: usize, cell: &Cell) -> String {
        let (x, y) = self.centre[v];
        let side = self.graph.rules().side();
        format!(
            "pos=\"{x:.0},{y:.0}!\", tooltip=\"{}\", {}",
            cell_name(side, v),
            self.look(v, cell)
        )
    }

    /// How node `v` is drawn: a given as a bold square, a placed symbol as a filled circle
    /// (ringed twice when guessed), an empty cell dashed with its candidates; then the
    /// step's highlights.
    fn look(&self, v: usize, cell: &Cell) -> String {
        let side = self.graph.rules().side();
        let alphabet = self.alphabet;
        let board = self.board();
        let placed = match board {
            Some(board) => board.colour(v),
            None => self.solution.and_then(|s| s.cells()[v]),
        };
        let mut look = match (cell.given, placed) {
            (Some(symbol), _) => format!(
                "label=\"{}\", shape=square, style=\"filled,bold\", penwidth=3, fillcolor=\"{}\", fontname=\"Helvetica-Bold\"",
                alphabet.symbol(symbol),
                fill_colour(symbol, side)
            ),
            (None, Some(symbol)) => format!(
                "label=\"{}\", shape=circle, style=filled, fillcolor=\"{}\"{}",
                alphabet.symbol(symbol),
                fill_colour(symbol, side),
                if board.is_some_and(|b| b.guessed(v)) {
                    ", peripheries=2"
                } else {
                    ""
                }
            ),
            (None, None) => format!(
                "label={}, shape=circle, style=\"filled,dashed\", fillcolor=white",
                board.map_or("\"\"".to_string(), |b| candidates_label(
                    b.candidates(v),
                    side,
                    alphabet
                ))
            ),
        };
        if let Some((_, members, colour)) = &self.marks.unit
            && members.contains(&v)
        {
            let _ = write!(look, ", color=\"{colour}\", penwidth=3");
        }
        match self.marks.focus {
            Some((focus, how)) if focus == v => look.push_str(match how {
                Focus::Forced => ", color=red, penwidth=4",
                Focus::Guess => ", color=\"#ff8c00\", penwidth=4",
                // Emptied again, so drawn dashed like every empty cell.
                Focus::Backtrack => ", color=\"#ff8c00\", penwidth=4",
                Focus::Dead => ", color=red, penwidth=4, fillcolor=\"#ffb3b3\"",
            }),
            _ => {}
        }
        if let Some(outline) = self.overlay().and_then(|o| o.outline(v)) {
            look.push_str(&outline);
        }
        look
    }

    /// The attributes of the edge from node `a` to node `b`, of the unit `kinds`: its
    /// route, and its colours by kind, or the step's highlight.
    fn edge(&self, kinds: EdgeKinds, a: usize, b: usize) -> String {
        let spline = edge_spline(kinds, self.centre[a], self.centre[b]);
        if self.marks.reasons.contains(&(a.min(b), a.max(b))) {
            return format!("pos=\"{spline}\", color=black, penwidth=3.5, tooltip=\"reason\"");
        }
        let colours: Vec<&str> = EDGE_STYLES
            .iter()
            .filter(|(kind, _, _)| kinds.contains(*kind))
            .map(|&(_, colour, _)| colour)
            .collect();
        let style = EDGE_STYLES
            .iter()
            .find(|&&(kind, _, _)| kinds == kind)
            .map_or("", |&(_, _, style)| style);
        // An edge inside the step's unit takes the unit's colour, thicker: its clique.
        let (colour, width) = match &self.marks.unit {
            Some((_, members, colour)) if members.contains(&a) && members.contains(&b) => {
                (colour.to_string(), ", penwidth=2.5")
            }
            _ => (colours.join(":"), ""),
        };
        format!("pos=\"{spline}\", color=\"{colour}\", tooltip=\"{kinds}\"{style}{width}")
    }

    /// The label above the drawing, as a DOT value: the title, the step in words, the
    /// legend.
    fn label(&self) -> String {
        let rules = self.graph.rules();
        let g = self.graph.graph();
        let state = match (self.solution, self.step) {
            (_, Some(_)) => "solving",
            (Some(_), None) => "solved",
            (None, None) => "puzzle",
        };
        let title = format!(
            "{rules} as a graph ({state}): {} cells, {} edges",
            g.node_count(),
            g.edge_count()
        );
        let mut label = vec![title];
        label.extend(self.step.map(|(_, _, caption, _)| caption.to_string()));
        label.extend(legend(rules, self.step.is_some()));
        label.extend(self.overlay().map_or(Vec::new(), Overlay::legend));
        format!("\"{}\"", escape(&label.join("\n")).replace('\n', "\\n"))
    }

    /// The tiles of the boxes or regions under the cells, and windoku's windows shaded
    /// over them, as xdot drawing operations.
    fn background(&self) -> String {
        let rules = self.graph.rules();
        let windows: Vec<Vec<usize>> = (self.graph.units().iter())
            .filter(|unit| unit.kind == UnitKind::Window)
            .map(|unit| unit.cells.clone())
            .collect();
        let mut ops = tiles(
            rules.side(),
            &self.centre,
            &groups(self.graph),
            &group_fills(rules),
            rules.has_boxes(),
        );
        ops.push_str(&window_tiles(&self.centre, &windows));
        ops
    }
}

/// The tile group of each cell: its box, or its jigsaw region (see
/// [`background::tiles`]).
pub(crate) fn groups(graph: &ConstraintGraph) -> Vec<usize> {
    let mut group = vec![0; graph.graph().node_count()];
    for unit in graph.units() {
        if matches!(unit.kind, UnitKind::Box | UnitKind::Region) {
            for &cell in &unit.cells {
                group[cell] = unit.index;
            }
        }
    }
    group
}

/// The tint of each box or region: boxes alternate two greys like a chequerboard (they are
/// plain to see already); jigsaw regions each get a hue of their own, since their shapes
/// are what the eye must find.
pub(crate) fn group_fills(rules: &Rules) -> Vec<String> {
    let side = rules.side();
    if rules.has_boxes() {
        // Box b lies in band b / stacks and stack b % stacks.
        let stacks = side / rules.shown_boxes().1;
        (0..side)
            .map(|b| {
                let grey = (b / stacks + b % stacks).is_multiple_of(2);
                if grey { "#ececec" } else { "#f8f8f8" }.to_string()
            })
            .collect()
    } else {
        (0..side).map(tint).collect()
    }
}

/// An empty cell's candidates as a node label: a square of slots √side wide, each the
/// symbol when it is a candidate, blank when not, in a small fixed-width font so that each
/// symbol keeps its place, as pencil marks are written.
fn candidates_label(candidates: u64, side: usize, alphabet: &Alphabet) -> String {
    let width = (1..=side).find(|w| w * w >= side).unwrap_or(side);
    let size = (27 / width).clamp(5, 9);
    let rows: Vec<String> = (0..side)
        .collect::<Vec<_>>()
        .chunks(width)
        .map(|row| {
            let slots: Vec<String> = row
                .iter()
                .map(|&symbol| match candidates & (1 << symbol) {
                    0 => " ".to_string(),
                    _ => alphabet.symbol(symbol as u16).to_string(),
                })
                .collect();
            slots.join(" ")
        })
        .collect();
    format!(
        "\"{}\", fontname=Courier, fontsize={size}",
        escape(&rows.join("\n")).replace('\n', "\\n")
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

/// A whole undirected DOT graph around `body` (petgraph's node and edge lines) and `extra`
/// lines after it: the label
/// on top (a DOT value: quoted text or an HTML-like label), Helvetica, edges drawn under
/// the nodes, and thin edges.
fn document(
    name: &str,
    label: &str,
    graph_attributes: &str,
    node_attributes: &str,
    body: impl fmt::Debug,
    extra: &str,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "graph {name} {{");
    let _ = writeln!(
        out,
        "    graph [label={label}, labelloc=t, fontname=Helvetica, outputorder=edgesfirst{graph_attributes}];"
    );
    let _ = writeln!(out, "    node [fontname=Helvetica, {node_attributes}];");
    let _ = writeln!(out, "    edge [penwidth=0.6];");
    let _ = write!(out, "{body:?}{extra}");
    out.push_str("}\n");
    out
}

/// Writes a coloured graph as an undirected DOT graph, for `sudograph colour`.
///
/// # Arguments
/// * `graph`: the graph, its nodes named (see [`sudograph_colour::graph_file`]).
/// * `colouring`: one colour per node index, `0..colours`.
/// * `colours`: how many colours the colouring uses, which spreads the palette.
/// * `title`: the caption drawn above the graph.
///
/// # Returns
/// DOT text: node `i` labelled with its name and its colour counted from 1, filled with
/// that colour; one line per edge, its tooltip naming its ends. No positions: the graph's
/// `layout` names `neato`, whose spring model places the nodes whichever Graphviz program
/// is run on the file (`dot -Tpng FILE` as well).
///
/// # Complexity
/// O(|V| + |E|) time and output.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph::draw::dot::colouring_to_dot;
/// let mut g = UnGraph::<String, ()>::default();
/// let (a, b) = (g.add_node("a".into()), g.add_node("b \"2\"".into()));
/// g.add_edge(a, b, ());
/// let text = colouring_to_dot(&g, &[0, 1], 2, "an edge");
/// assert!(text.starts_with("graph colouring {"));
/// assert!(text.contains("label=\"b \\\"2\\\"\\n2\", fillcolor=\""), "names escaped, colours from 1");
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
        &format!("\"{}\"", escape(title).replace('\n', "\\n")),
        &format!(", layout={FREE_LAYOUT}, overlap=false"),
        "shape=circle, style=filled, margin=0.02",
        body,
        "",
    )
}
