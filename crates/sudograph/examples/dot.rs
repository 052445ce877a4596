//! Library example: the constraint graph of the 4×4 seed puzzle, coloured by its solution,
//! as Graphviz DOT on stdout.
//!
//! `cargo run --example dot | dot -Tsvg > 4x4.svg`

use sudograph::draw::dot::to_dot;
use sudograph::format::{Alphabet, ReadOptions, read_puzzles};
use sudograph::graph::ConstraintGraph;
use sudograph::solve::Answer;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0)?;
    let graph = ConstraintGraph::new(&puzzle.grid);
    eprintln!(
        "{} nodes, {} edges, {} units",
        graph.graph().node_count(),
        graph.graph().edge_count(),
        graph.units().len()
    );
    let solution = match sudograph::solve::solve(&puzzle.grid) {
        Answer::Solved(grid) => Some(grid),
        Answer::NoSolution | Answer::GaveUp => None,
    };
    print!(
        "{}",
        to_dot(&graph, solution.as_ref(), &Alphabet::for_side(4))
    );
    Ok(())
}
