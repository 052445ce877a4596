//! Library example: solve, check and draw a grid with the crate root's API alone.
//!
//! `cargo run --example library` prints the solution of the 9×9 seed puzzle and its
//! constraint graph as Graphviz DOT; `cargo run --example library -- PUZZLE` does the same
//! for a puzzle given as one line. `… | neato -n2 -Tsvg > solved.svg` draws it.

use sudograph::{Answer, Grid};

const SEED: &str =
    "8.49.3.716358.7.24719.24.5..87.913.61..736..93.648.21..6.54.73847.3.219595.1.84.2";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = std::env::args().nth(1).unwrap_or_else(|| SEED.to_string());
    let puzzle: Grid = text.parse()?;
    let Answer::Solved(solution) = sudograph::solve(&puzzle) else {
        return Err("the puzzle has no solution".into());
    };
    let violations = sudograph::check(&solution, Some(&puzzle));
    if let Some(first) = violations.first() {
        return Err(format!("not a solution: {first}").into());
    }
    eprint!("{solution:#}");
    print!("{}", sudograph::grid_to_dot(&puzzle, Some(&solution)));
    Ok(())
}
