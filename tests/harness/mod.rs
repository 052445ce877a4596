//! What the topics share: running the executable and reading its output, the files a test
//! reads and writes, grids made from a seed, and the outside programs some tests drive.
//! (The independent checkers of solutions and counts are the oracle, `oracle/`.)

mod files;
mod outside_programs;
mod random_grids;
mod run;

pub use files::{Scratch, file, temp_file};
pub use outside_programs::{chromium, graphviz, graphviz_output};
#[cfg(unix)]
pub use outside_programs::{fake_neato, imagemagick};
pub use random_grids::{
    Rng, disguise, lewis, numbers, pattern, random_solution, shuffled_lines, with_holes,
};
pub use run::{
    assert_solutions, objects, puzzles, run, run_ok, solve_stdin, stderr, stdout, sudograph,
};
