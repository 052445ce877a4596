//! Library example: read a puzzle, solve it by graph colouring, validate and print it.
//!
//! `cargo run --example solve` solves the 17-clue "anti-backtracking" grid;
//! `cargo run --example solve -- PUZZLE` solves a puzzle given as one line.

use std::error::Error;

use sudograph::format::{Alphabet, Layout, ReadOptions, read_puzzles, write_grid};
use sudograph::solve::{Answer, Solver};
use sudograph::validate::check;
use sudograph_colour::Limits;

const ANTI_BACKTRACKING: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn main() -> Result<(), Box<dyn Error>> {
    let text = std::env::args()
        .nth(1)
        .unwrap_or_else(|| ANTI_BACKTRACKING.to_string());
    let puzzle = read_puzzles(text.as_bytes(), &ReadOptions::default())
        .into_iter()
        .next()
        .ok_or("no puzzle given")??;
    let solver = Solver::new(puzzle.grid.shape());
    let (answer, stats) = solver.solve(&puzzle.grid, &Limits::default());
    let Answer::Solved(solution) = answer else {
        return Err(format!("no solution ({answer:?})").into());
    };
    assert!(
        check(&solution, Some(&puzzle.grid)).is_empty(),
        "the validator accepts every solution"
    );
    let alphabet = Alphabet::for_side(solution.side());
    print!("{}", write_grid(&solution, Layout::Grid, &alphabet));
    println!(
        "{} search nodes, {} backtracks",
        stats.nodes, stats.backtracks
    );
    Ok(())
}
