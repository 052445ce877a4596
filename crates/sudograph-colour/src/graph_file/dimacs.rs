//! The DIMACS `.col` reader: the graph colouring benchmarks' format.

use std::collections::HashSet;

use petgraph::graph::NodeIndex;

use super::error::{DimacsProblem, GraphFileError, MAX_DIMACS_NODES};
use super::named::{NamedGraph, add_edge_once};

/// Reads a DIMACS `.col` graph, as [`read_graph`](super::read_graph) describes: nodes
/// `"1"`…`"N"` at indices 0…N−1, or the first error, naming its line.
pub(super) fn read_dimacs(text: &str) -> Result<NamedGraph, GraphFileError> {
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
