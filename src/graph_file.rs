//! Reading a general graph to colour from text: DIMACS `.col` (the graph colouring
//! benchmarks' format) or Graphviz DOT (through petgraph's DOT parser), into an undirected
//! petgraph graph whose nodes carry their names. Writing DOT is [`crate::dot`]'s.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::path::Path;

use petgraph::graph::{NodeIndex, UnGraph};

/// An undirected simple graph whose nodes are named: DIMACS numbers (`"1"`…) or DOT node ids.
pub type NamedGraph = UnGraph<String, ()>;

/// The text formats a graph is read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphFormat {
    /// DIMACS `.col`: `c` comment lines, one `p edge N M` line, `e U V` edge lines (1-based).
    Dimacs,
    /// Graphviz DOT: `graph { a -- b }` (a `digraph`'s arcs are read as edges too).
    Dot,
}

impl GraphFormat {
    /// The format a file name's extension names: `.col`/`.dimacs` or `.dot`/`.gv` (any case).
    pub fn from_path(path: &Path) -> Option<GraphFormat> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "col" | "dimacs" => Some(GraphFormat::Dimacs),
            "dot" | "gv" => Some(GraphFormat::Dot),
            _ => None,
        }
    }

    /// Guesses the format from the text: DIMACS when the first line that is neither blank
    /// nor a comment starts with `p` (or `e`, or the text has only `c` lines), DOT otherwise.
    pub fn sniff(text: &str) -> GraphFormat {
        let first = text
            .lines()
            .map(str::trim)
            .find(|line| !line.is_empty() && !line.starts_with("c ") && *line != "c");
        match first.and_then(|line| line.split_whitespace().next()) {
            None | Some("p" | "e") => GraphFormat::Dimacs,
            Some(_) => GraphFormat::Dot,
        }
    }
}

/// What is wrong with a graph's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphFileError {
    /// A DIMACS line that cannot be read; `line` counts from 1.
    Dimacs { line: usize, problem: DimacsProblem },
    /// DIMACS text without a `p edge N M` line.
    NoProblemLine,
    /// DOT text the parser refused: the position (when the parser gave one) and its message.
    Dot {
        line: Option<usize>,
        column: Option<usize>,
        message: String,
    },
    /// An edge from a node to itself, which no colouring can satisfy. `line` is known for
    /// DIMACS.
    SelfLoop { node: String, line: Option<usize> },
}

/// Most nodes a DIMACS `p` line may declare. Every declared node is created up front, so
/// a typo or a hostile file (`p edge 99999999999999 1`, found by fuzzing) would otherwise
/// ask for terabytes; a million nodes take about 60 MB.
pub const MAX_DIMACS_NODES: usize = 1_000_000;

/// The problem on one DIMACS line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DimacsProblem {
    /// A second `p` line.
    SecondProblemLine,
    /// A `p` line that is not `p edge N M` (also `p col N M`) with whole numbers.
    BadProblemLine,
    /// An `e` line before the `p` line.
    EdgeBeforeProblemLine,
    /// An `e` line that is not `e U V` with whole numbers.
    BadEdgeLine,
    /// An endpoint outside `1..=nodes`.
    NodeOutOfRange { node: usize, nodes: usize },
    /// A `p` line with more nodes than [`MAX_DIMACS_NODES`].
    TooManyNodes(usize),
    /// A line starting with anything but `c`, `p`, `e` (or the ignored `n`, `x`).
    UnknownLine(String),
}

impl fmt::Display for DimacsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DimacsProblem::SecondProblemLine => f.write_str("a second `p` line"),
            DimacsProblem::BadProblemLine => {
                f.write_str("expected `p edge NODES EDGES` with whole numbers")
            }
            DimacsProblem::EdgeBeforeProblemLine => {
                f.write_str("an edge before the `p edge NODES EDGES` line")
            }
            DimacsProblem::BadEdgeLine => f.write_str("expected `e U V` with whole numbers"),
            DimacsProblem::NodeOutOfRange { node, nodes } => {
                write!(f, "node {node} is not in 1..{nodes}")
            }
            DimacsProblem::TooManyNodes(nodes) => write!(
                f,
                "{nodes} nodes is more than the {MAX_DIMACS_NODES} this reader accepts"
            ),
            DimacsProblem::UnknownLine(word) => write!(
                f,
                "{word:?} does not start a DIMACS line (expected c, p or e)"
            ),
        }
    }
}

impl fmt::Display for GraphFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphFileError::Dimacs { line, problem } => write!(f, "line {line}: {problem}"),
            GraphFileError::NoProblemLine => {
                f.write_str("no `p edge NODES EDGES` line: not a DIMACS graph")
            }
            GraphFileError::Dot {
                line,
                column,
                message,
            } => {
                match (line, column) {
                    (Some(line), Some(column)) => write!(f, "line {line}, column {column}: ")?,
                    (Some(line), None) => write!(f, "line {line}: ")?,
                    _ => {}
                }
                write!(f, "not valid DOT: {message}")
            }
            GraphFileError::SelfLoop { node, line } => {
                if let Some(line) = line {
                    write!(f, "line {line}: ")?;
                }
                write!(
                    f,
                    "node {node} has an edge to itself, so no colouring exists"
                )
            }
        }
    }
}

impl std::error::Error for GraphFileError {}

/// Reads a graph in the given format, or the one [`GraphFormat::sniff`] guesses.
pub fn read_graph(text: &str, format: Option<GraphFormat>) -> Result<NamedGraph, GraphFileError> {
    match format.unwrap_or_else(|| GraphFormat::sniff(text)) {
        GraphFormat::Dimacs => read_dimacs(text),
        GraphFormat::Dot => read_dot(text),
    }
}

/// Adds the edge a–b unless `seen` says the graph has it already (in either direction).
/// A set rather than petgraph's `find_edge`, whose O(degree) walk makes dense graphs
/// quadratic.
fn add_edge_once(
    graph: &mut NamedGraph,
    seen: &mut HashSet<(NodeIndex, NodeIndex)>,
    a: NodeIndex,
    b: NodeIndex,
) {
    if seen.insert((a.min(b), a.max(b))) {
        graph.add_edge(a, b, ());
    }
}

/// Reads a DIMACS `.col` graph.
///
/// Duplicate edges and edges given in both directions are kept once (the benchmark files
/// list some edges twice); the `M` of `p edge N M` is not checked for that reason. `n` and `x`
/// lines of other DIMACS variants are ignored. A UTF-8 BOM and CRLF line ends are fine.
///
/// # Arguments
/// * `text`: the file's text.
///
/// # Returns
/// The graph with nodes `"1"`…`"N"` at indices 0…N−1, or the first error, naming its line.
///
/// # Complexity
/// O(L + M) expected time for L lines and M edge lines; O(N + M) memory.
///
/// # Examples
/// ```
/// use sudograph::graph_file::read_dimacs;
/// let graph = read_dimacs("c a triangle\np edge 3 4\ne 1 2\ne 2 3\ne 3 1\ne 2 1\n").unwrap();
/// assert_eq!((graph.node_count(), graph.edge_count()), (3, 3));
/// assert_eq!(graph[petgraph::graph::NodeIndex::new(2)], "3");
/// let error = read_dimacs("p edge 3 1\ne 1 4\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2: node 4 is not in 1..3");
/// let error = read_dimacs("p edge 22222222222222 7\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 1: 22222222222222 nodes is more than the 1000000 this reader accepts");
/// ```
pub fn read_dimacs(text: &str) -> Result<NamedGraph, GraphFileError> {
    let mut graph: Option<NamedGraph> = None;
    let mut seen = HashSet::new();
    for (i, line) in text.trim_start_matches('\u{feff}').lines().enumerate() {
        let line_number = i + 1;
        let at = |problem| GraphFileError::Dimacs {
            line: line_number,
            problem,
        };
        let mut words = line.split_whitespace();
        match words.next() {
            None | Some("c" | "n" | "x") => {}
            Some("p") => {
                if graph.is_some() {
                    return Err(at(DimacsProblem::SecondProblemLine));
                }
                let numbers: Vec<&str> = words.collect();
                let ["edge" | "col" | "edges", nodes, edges] = numbers[..] else {
                    return Err(at(DimacsProblem::BadProblemLine));
                };
                let (Ok(nodes), Ok(_)) = (nodes.parse::<usize>(), edges.parse::<usize>()) else {
                    return Err(at(DimacsProblem::BadProblemLine));
                };
                if nodes > MAX_DIMACS_NODES {
                    return Err(at(DimacsProblem::TooManyNodes(nodes)));
                }
                let mut new = NamedGraph::with_capacity(nodes, 0);
                for v in 1..=nodes {
                    new.add_node(v.to_string());
                }
                graph = Some(new);
            }
            Some("e") => {
                let Some(graph) = graph.as_mut() else {
                    return Err(at(DimacsProblem::EdgeBeforeProblemLine));
                };
                let ends: Vec<&str> = words.collect();
                let [a, b] = ends[..] else {
                    return Err(at(DimacsProblem::BadEdgeLine));
                };
                let (Ok(a), Ok(b)) = (a.parse::<usize>(), b.parse::<usize>()) else {
                    return Err(at(DimacsProblem::BadEdgeLine));
                };
                let nodes = graph.node_count();
                for node in [a, b] {
                    if node == 0 || node > nodes {
                        return Err(at(DimacsProblem::NodeOutOfRange { node, nodes }));
                    }
                }
                if a == b {
                    return Err(GraphFileError::SelfLoop {
                        node: a.to_string(),
                        line: Some(line_number),
                    });
                }
                add_edge_once(
                    graph,
                    &mut seen,
                    NodeIndex::new(a - 1),
                    NodeIndex::new(b - 1),
                );
            }
            Some(word) => return Err(at(DimacsProblem::UnknownLine(word.to_string()))),
        }
    }
    graph.ok_or(GraphFileError::NoProblemLine)
}

/// Reads a Graphviz DOT graph with petgraph's DOT parser and keeps only its structure.
///
/// Node names are the DOT ids without their quotes. petgraph's parser does not keep the
/// order of nodes, so nodes are put in a fixed order: ids that are whole numbers first, by
/// value, then the others by their bytes; a graph written by `sudograph dot` so keeps node `i`
/// at index `i`. Arcs of a `digraph` count as edges; parallel edges and both directions are
/// kept once; attributes are dropped.
///
/// # Arguments
/// * `text`: the DOT text.
///
/// # Returns
/// The named graph, or the parser's error (with its line and column) or a self-loop.
///
/// # Complexity
/// O(T + N log N + E) expected time for T bytes of text, N nodes and E edges, braces nested
/// at most 10 deep (the parser slows down exponentially with depth, hence the limit).
///
/// # Examples
/// ```
/// use sudograph::graph_file::read_dot;
/// let graph = read_dot("graph { b -- a -- \"c d\"; a -- b; 10 -- 2 }").unwrap();
/// let names: Vec<&str> = graph.node_weights().map(String::as_str).collect();
/// assert_eq!(names, ["2", "10", "a", "b", "c d"]);
/// assert_eq!(graph.edge_count(), 3);
/// assert!(read_dot("graph { a -- a }").unwrap_err().to_string().contains("itself"));
/// let deep = format!("graph {}{}", "{ ".repeat(11), "}".repeat(11));
/// assert!(read_dot(&deep).unwrap_err().to_string().starts_with("line 1, column 27: not valid DOT: braces nested deeper than 10"));
/// ```
pub fn read_dot(text: &str) -> Result<NamedGraph, GraphFileError> {
    use petgraph::dot::dot_parser::{DotAttrList, DotNodeWeight, ParseFromDot};
    let text = text.trim_start_matches('\u{feff}');
    check_nesting(text)?;
    let parsed: petgraph::Graph<DotNodeWeight<'_>, DotAttrList<'_>> =
        ParseFromDot::try_from(text).map_err(|err| dot_error(&err.to_string()))?;
    let unquote = |id: &str| -> String {
        match id.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
            Some(inner) => inner.replace("\\\"", "\""),
            None => id.to_string(),
        }
    };
    // The parser tells `"a"` from `a`; DOT does not, so nodes are merged by name.
    let names: Vec<String> = parsed.node_weights().map(|w| unquote(&w.id)).collect();
    let mut order: Vec<(Option<u64>, &str)> = names
        .iter()
        .map(|name| (name.parse().ok(), name.as_str()))
        .collect();
    // `None` sorts before `Some`; numbers are wanted first.
    order.sort_unstable_by(|a, b| (a.0.is_none(), a.0, a.1).cmp(&(b.0.is_none(), b.0, b.1)));
    order.dedup();
    let mut graph = NamedGraph::with_capacity(order.len(), parsed.edge_count());
    let mut by_name: HashMap<&str, NodeIndex> = HashMap::with_capacity(order.len());
    for (_, name) in order {
        by_name.insert(name, graph.add_node(name.to_string()));
    }
    let index = |old: NodeIndex| by_name[names[old.index()].as_str()];
    let mut seen = HashSet::with_capacity(parsed.edge_count());
    for edge in parsed.raw_edges() {
        let (a, b) = (index(edge.source()), index(edge.target()));
        if a == b {
            return Err(GraphFileError::SelfLoop {
                node: graph[a].clone(),
                line: None,
            });
        }
        add_edge_once(&mut graph, &mut seen, a, b);
    }
    Ok(graph)
}

/// Deepest nesting of braces (subgraphs) the DOT reader accepts. petgraph's DOT parser
/// (pest) retries every level of nested braces, so its time grows exponentially with the
/// depth (measured in `benches/README.md`); real graphs nest a few levels at most.
const MAX_DOT_NESTING: usize = 10;

/// Refuses DOT text whose braces nest deeper than [`MAX_DOT_NESTING`], before the parser
/// sees it; braces inside quoted strings, HTML strings and comments do not count.
fn check_nesting(text: &str) -> Result<(), GraphFileError> {
    #[derive(PartialEq)]
    enum In {
        Code,
        Quoted,
        LineComment,
        BlockComment,
        Html(usize),
    }
    let mut state = In::Code;
    let (mut depth, mut line, mut column) = (0usize, 1usize, 0usize);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        column += 1;
        let next = chars.peek().copied();
        match (&state, c) {
            (_, '\n') => {
                line += 1;
                column = 0;
                if state == In::LineComment {
                    state = In::Code;
                }
            }
            (In::Code, '/') if next == Some('/') => state = In::LineComment,
            (In::Code, '/') if next == Some('*') => {
                chars.next();
                column += 1;
                state = In::BlockComment;
            }
            (In::Code, '"') => state = In::Quoted,
            (In::Code, '<') => state = In::Html(1),
            (In::Code, '{') => {
                depth += 1;
                if depth > MAX_DOT_NESTING {
                    return Err(GraphFileError::Dot {
                        line: Some(line),
                        column: Some(column),
                        message: format!(
                            "braces nested deeper than {MAX_DOT_NESTING} levels (the DOT parser slows down exponentially with depth)"
                        ),
                    });
                }
            }
            (In::Code, '}') => depth = depth.saturating_sub(1),
            // An escape hides the next character (a quote) unless it ends the line.
            (In::Quoted, '\\') if chars.next_if(|&c| c != '\n').is_some() => column += 1,
            (In::Quoted, '"') => state = In::Code,
            (In::BlockComment, '*') if next == Some('/') => {
                chars.next();
                column += 1;
                state = In::Code;
            }
            (In::Html(level), '<') => state = In::Html(level + 1),
            (In::Html(1), '>') => state = In::Code,
            (In::Html(level), '>') => state = In::Html(level - 1),
            _ => {}
        }
    }
    Ok(())
}

/// Turns the DOT parser's (pest's) several-line message into one line with its position:
/// pest writes ` --> LINE:COLUMN` first and `= MESSAGE` last.
fn dot_error(message: &str) -> GraphFileError {
    let position = message
        .lines()
        .find_map(|line| line.trim().strip_prefix("--> "))
        .and_then(|at| at.split_once(':'))
        .map(|(line, column)| (line.trim().parse().ok(), column.trim().parse().ok()));
    let (line, column) = position.unwrap_or((None, None));
    let summary = message
        .lines()
        .rev()
        .find_map(|line| line.trim().strip_prefix("= "))
        .unwrap_or_else(|| message.lines().next().unwrap_or("parse error"));
    GraphFileError::Dot {
        line,
        column,
        message: summary.trim().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Hostile text is an error, never a panic, in either reader.
        #[test]
        fn any_text_reads_or_fails_cleanly(text in r#"(graph|digraph|strict|subgraph|node|edge|[pce]|[ab01]|--|->|[{}\[\];=:,"\n ]|edge 2 1|x){0,40}"#) {
            let _ = read_dimacs(&text);
            let _ = read_dot(&text);
        }

        /// A well-formed DIMACS text reads with the edges it lists, each once.
        #[test]
        fn dimacs_reads_every_listed_edge(n in 2usize..12, pairs in proptest::collection::vec((1usize..12, 1usize..12), 0..40)) {
            let pairs: Vec<(usize, usize)> = pairs.into_iter().filter(|&(a, b)| a != b && a <= n && b <= n).collect();
            let mut text = format!("p edge {n} {}\n", pairs.len());
            pairs.iter().for_each(|(a, b)| text += &format!("e {a} {b}\n"));
            let graph = read_dimacs(&text).expect("well-formed");
            let mut distinct: Vec<(usize, usize)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
            distinct.sort_unstable();
            distinct.dedup();
            prop_assert_eq!(graph.edge_count(), distinct.len());
            for (a, b) in distinct {
                prop_assert!(graph.contains_edge(NodeIndex::new(a - 1), NodeIndex::new(b - 1)));
            }
        }
    }

    fn names(graph: &NamedGraph) -> Vec<&str> {
        graph.node_weights().map(String::as_str).collect()
    }

    #[test]
    fn dimacs_errors_name_line_and_problem() {
        let cases = [
            (
                "e 1 2\n",
                "line 1: an edge before the `p edge NODES EDGES` line",
            ),
            ("c x\np edge 2 1\np edge 2 1\n", "line 3: a second `p` line"),
            (
                "p edge two 1\n",
                "line 1: expected `p edge NODES EDGES` with whole numbers",
            ),
            (
                "p edge 2 1\ne 1\n",
                "line 2: expected `e U V` with whole numbers",
            ),
            ("p edge 2 1\ne 0 1\n", "line 2: node 0 is not in 1..2"),
            (
                "p edge 2 1\n\ne 2 2\n",
                "line 3: node 2 has an edge to itself, so no colouring exists",
            ),
            (
                "p edge 2 1\nq 1 2\n",
                "line 2: \"q\" does not start a DIMACS line (expected c, p or e)",
            ),
            (
                "c only\n",
                "no `p edge NODES EDGES` line: not a DIMACS graph",
            ),
        ];
        for (text, message) in cases {
            assert_eq!(
                read_dimacs(text).unwrap_err().to_string(),
                message,
                "{text:?}"
            );
        }
    }

    #[test]
    fn dimacs_tolerates_duplicates_crlf_and_bom() {
        let graph = read_dimacs("\u{feff}p col 4 3\r\ne 1 2\r\ne 2 1\r\ne 1 2\r\ne 3 4\r\n")
            .expect("reads");
        assert_eq!((graph.node_count(), graph.edge_count()), (4, 2));
        assert_eq!(names(&graph), ["1", "2", "3", "4"]);
    }

    #[test]
    fn dot_keeps_names_drops_attributes_and_reads_digraphs() {
        let graph = read_dot(
            "digraph g { node [shape=box]; x [label=\"X\"]; \"0\" -> 1 [color=red]; 1 -> \"0\"; x -> { 0 1 } }",
        )
        .expect("reads");
        assert_eq!(names(&graph), ["0", "1", "x"]);
        assert_eq!(graph.edge_count(), 3);
    }

    #[test]
    fn dot_errors_are_one_line_with_a_position() {
        let error = read_dot("graph {\n a -- ;\n}").unwrap_err();
        let GraphFileError::Dot { line, .. } = &error else {
            panic!("a parse error: {error:?}");
        };
        assert_eq!(*line, Some(2), "{error}");
        assert!(!error.to_string().contains('\n'), "{error}");
    }

    /// Found by fuzzing (`fuzz/regressions/dot-deep-nesting`): unclosed nested braces made
    /// the parser run for minutes. Braces in strings and comments do not count.
    #[test]
    fn deep_nesting_is_refused_at_once_but_quoted_braces_are_fine() {
        let unclosed = format!("graph sudoku {{\n{}0sss\n", " u {\n".repeat(20));
        let error = read_dot(&unclosed).unwrap_err().to_string();
        assert!(
            error.starts_with("line 11, column 4: not valid DOT: braces nested"),
            "{error}"
        );
        let braces = "{".repeat(20);
        let quoted =
            format!("graph {{ a [label=\"{braces}\\\"\"]; // {braces}\n /* {braces} */ a -- b }}");
        assert_eq!(read_dot(&quoted).expect("reads").edge_count(), 1);
    }

    #[test]
    fn format_by_extension_then_content() {
        assert_eq!(
            GraphFormat::from_path(Path::new("q.COL")),
            Some(GraphFormat::Dimacs)
        );
        assert_eq!(
            GraphFormat::from_path(Path::new("g.gv")),
            Some(GraphFormat::Dot)
        );
        assert_eq!(GraphFormat::from_path(Path::new("g.txt")), None);
        assert_eq!(
            GraphFormat::sniff("c hello\n\np edge 1 0\n"),
            GraphFormat::Dimacs
        );
        assert_eq!(GraphFormat::sniff("graph { a -- b }"), GraphFormat::Dot);
        assert_eq!(
            read_graph("graph { a -- b }", None)
                .expect("reads")
                .edge_count(),
            1
        );
    }
}
