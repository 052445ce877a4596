//! Reading a general graph to colour from text: DIMACS `.col` (the graph colouring
//! benchmarks' format) or Graphviz DOT (through petgraph's DOT parser), into an undirected
//! petgraph graph whose nodes carry their names. Writing DOT is the `sudograph` crate's (`sudograph::draw::dot`).

mod dimacs;
#[cfg(feature = "dot-reader")]
mod dot_reader;
mod error;
mod named;

use std::path::Path;

pub use self::error::{DimacsProblem, GraphFileError, MAX_DIMACS_NODES};
pub use self::named::NamedGraph;

use self::dimacs::read_dimacs;
#[cfg(feature = "dot-reader")]
use self::dot_reader::read_dot;

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
    pub(crate) fn sniff(text: &str) -> GraphFormat {
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

/// Reads a graph in the given format, or the one `GraphFormat::sniff` guesses.
///
/// DIMACS: nodes `"1"`…`"N"` at indices 0…N−1. Duplicate edges and edges given in both
/// directions are kept once (the benchmark files list some edges twice), so the `M` of
/// `p edge N M` is not checked; `n` and `x` lines of other DIMACS variants are ignored; a
/// UTF-8 BOM and CRLF line ends are fine. O(L + M) expected time for L lines and M edge
/// lines, O(N + M) memory.
///
/// DOT (with the `dot-reader` feature, through petgraph's DOT parser): node names are the
/// DOT ids without their quotes. The parser does not keep the order of nodes, so nodes are
/// put in a fixed order: ids that are whole numbers first, by value, then the others by
/// their bytes; a graph written by `sudograph dot` so keeps node `i` at index `i`. Arcs of
/// a `digraph` count as edges; parallel edges and both directions are kept once;
/// attributes are dropped. O(T + N log N + E) expected time for T bytes of text, N nodes
/// and E edges, braces nested at most 10 deep (the parser slows down exponentially with
/// depth, hence the limit).
///
/// # Errors
/// The first problem: for DIMACS with its line, for DOT the parser's message with its line
/// and column; an edge from a node to itself; DOT text when the `dot-reader` feature is off.
///
/// # Examples
/// ```
/// use sudograph_colour::graph_file::{read_graph, GraphFormat};
/// let dimacs = Some(GraphFormat::Dimacs);
/// let graph = read_graph("c a triangle\np edge 3 4\ne 1 2\ne 2 3\ne 3 1\ne 2 1\n", dimacs).unwrap();
/// assert_eq!((graph.node_count(), graph.edge_count()), (3, 3));
/// assert_eq!(graph[petgraph::graph::NodeIndex::new(2)], "3");
/// let error = read_graph("p edge 3 1\ne 1 4\n", dimacs).unwrap_err();
/// assert_eq!(error.to_string(), "line 2: node 4 is not in 1..3");
/// let error = read_graph("p edge 22222222222222 7\n", dimacs).unwrap_err();
/// assert_eq!(error.to_string(), "line 1: 22222222222222 nodes is more than the 1000000 this reader accepts");
/// # #[cfg(feature = "dot-reader")] {
/// let dot = Some(GraphFormat::Dot);
/// let graph = read_graph("graph { b -- a -- \"c d\"; a -- b; 10 -- 2 }", dot).unwrap();
/// let names: Vec<&str> = graph.node_weights().map(String::as_str).collect();
/// assert_eq!(names, ["2", "10", "a", "b", "c d"]);
/// assert_eq!(graph.edge_count(), 3);
/// assert!(read_graph("graph { a -- a }", dot).unwrap_err().to_string().contains("itself"));
/// let deep = format!("graph {}{}", "{ ".repeat(11), "}".repeat(11));
/// assert!(read_graph(&deep, dot).unwrap_err().to_string().starts_with("line 1, column 27: not valid DOT: braces nested deeper than 10"));
/// # }
/// ```
pub fn read_graph(text: &str, format: Option<GraphFormat>) -> Result<NamedGraph, GraphFileError> {
    match format.unwrap_or_else(|| GraphFormat::sniff(text)) {
        GraphFormat::Dimacs => read_dimacs(text),
        #[cfg(feature = "dot-reader")]
        GraphFormat::Dot => read_dot(text),
        #[cfg(not(feature = "dot-reader"))]
        GraphFormat::Dot => Err(GraphFileError::NoDotReader),
    }
}

#[cfg(test)]
mod tests {
    use petgraph::graph::NodeIndex;
    use proptest::prelude::*;

    use super::*;

    proptest! {
        /// Hostile text is an error, never a panic, in either reader.
        #[test]
        fn any_text_reads_or_fails_cleanly(text in r#"(graph|digraph|strict|subgraph|node|edge|[pce]|[ab01]|--|->|[{}\[\];=:,"\n ]|edge 2 1|x){0,40}"#) {
            let _ = read_graph(&text, Some(GraphFormat::Dimacs));
            let _ = read_graph(&text, Some(GraphFormat::Dot));
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

    #[cfg(feature = "dot-reader")]
    #[test]
    fn dot_keeps_names_drops_attributes_and_reads_digraphs() {
        let graph = read_dot(
            "digraph g { node [shape=box]; x [label=\"X\"]; \"0\" -> 1 [color=red]; 1 -> \"0\"; x -> { 0 1 } }",
        )
        .expect("reads");
        assert_eq!(names(&graph), ["0", "1", "x"]);
        assert_eq!(graph.edge_count(), 3);
    }

    #[cfg(feature = "dot-reader")]
    #[test]
    fn dot_errors_are_one_line_with_a_position() {
        let error = read_dot("graph {\n a -- ;\n}").unwrap_err();
        let GraphFileError::Dot { line, .. } = &error else {
            panic!("a parse error: {error:?}");
        };
        assert_eq!(*line, Some(2), "{error}");
        assert!(!error.to_string().contains('\n'), "{error}");
    }

    #[cfg(feature = "dot-reader")]
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
        #[cfg(feature = "dot-reader")]
        assert_eq!(
            read_graph("graph { a -- b }", None)
                .expect("reads")
                .edge_count(),
            1
        );
    }
}
