//! The Graphviz DOT reader, through petgraph's DOT parser, with a guard against deep nesting.

use std::collections::{HashMap, HashSet};

use petgraph::graph::NodeIndex;

use super::error::GraphFileError;
use super::named::{NamedGraph, add_edge_once};

/// Reads a Graphviz DOT graph with petgraph's DOT parser and keeps only its structure, as
/// [`read_graph`](super::read_graph) describes: nodes in a fixed order (whole numbers by
/// value, then the other ids by their bytes), edges once, attributes dropped.
pub(super) fn read_dot(text: &str) -> Result<NamedGraph, GraphFileError> {
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
