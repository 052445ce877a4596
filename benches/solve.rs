//! `cargo bench`: solving rate per public data set (copied into benches/data with their
//! sources named in each file's header), and how graph building and solving grow with the
//! side of the grid. Divan reports puzzles per second as items/s.

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use sudograph::format::{ReadOptions, read_puzzles};
use sudograph::graph::ConstraintGraph;
use sudograph::grid::{Grid, Shape};
use sudograph::solve::{Answer, Solver};
use sudograph_colour::{Colourer, Limits};

fn main() {
    divan::main();
}

/// The puzzles of a data file and a solver compiled for their shape.
fn load(text: &str) -> (Vec<Grid>, Solver) {
    let grids: Vec<Grid> = read_puzzles(text.as_bytes(), &ReadOptions::default())
        .into_iter()
        .map(|p| p.expect("bench data reads").grid)
        .collect();
    let solver = Solver::new(grids[0].shape());
    (grids, solver)
}

/// Solves every puzzle of the set once per iteration.
fn solve_set(bencher: Bencher, text: &str) {
    let (grids, solver) = load(text);
    bencher
        .counter(ItemsCount::new(grids.len()))
        .bench_local(|| {
            for grid in &grids {
                let (answer, _) = solver.solve(black_box(grid), &Limits::default());
                assert!(matches!(answer, Answer::Solved(_)));
            }
        });
}

/// Finds each puzzle's solution and searches on for a second (uniqueness proof).
fn prove_unique(bencher: Bencher, text: &str) {
    let (grids, solver) = load(text);
    bencher
        .counter(ItemsCount::new(grids.len()))
        .bench_local(|| {
            for grid in &grids {
                let (solutions, _) = solver.count(black_box(grid), 2, &Limits::default());
                assert!(solutions.found >= 1);
            }
        });
}

mod sets_first_solution {
    use super::*;

    #[divan::bench(sample_count = 20)]
    fn clue17_2000(bencher: Bencher) {
        solve_set(bencher, include_str!("data/17_clue.txt"));
    }

    #[divan::bench(sample_count = 20)]
    fn top1465(bencher: Bencher) {
        solve_set(bencher, include_str!("data/top1465.txt"));
    }

    #[divan::bench(sample_count = 10)]
    fn forum_hardest_1106(bencher: Bencher) {
        solve_set(bencher, include_str!("data/forum_hardest_1106.txt"));
    }

    #[divan::bench(sample_count = 10)]
    fn lewis16(bencher: Bencher) {
        solve_set(bencher, include_str!("data/lewis16.txt"));
    }

    #[divan::bench(sample_count = 3, sample_size = 1)]
    fn lewis25(bencher: Bencher) {
        solve_set(bencher, include_str!("data/lewis25.txt"));
    }
}

mod sets_prove_unique {
    use super::*;

    #[divan::bench(sample_count = 20)]
    fn clue17_2000(bencher: Bencher) {
        prove_unique(bencher, include_str!("data/17_clue.txt"));
    }

    #[divan::bench(sample_count = 20)]
    fn top1465(bencher: Bencher) {
        prove_unique(bencher, include_str!("data/top1465.txt"));
    }

    #[divan::bench(sample_count = 10)]
    fn forum_hardest_1106(bencher: Bencher) {
        prove_unique(bencher, include_str!("data/forum_hardest_1106.txt"));
    }
}

/// Box sizes 2..=8: sides 4, 9, 16, 25, 36, 49, 64.
const BOXES: [usize; 7] = [2, 3, 4, 5, 6, 7, 8];

/// Building the petgraph constraint graph and compiling it for the colourer.
#[divan::bench(args = BOXES, sample_count = 10)]
fn graph_build_by_box(n: usize) -> Colourer {
    let graph = ConstraintGraph::new(&Grid::empty(Shape::square(n).expect("n ≥ 2")));
    Colourer::new(graph.graph(), n * n, &graph.unit_nodes()).expect("units are cliques")
}

/// Filling an empty grid: search cost as the side grows.
#[divan::bench(args = BOXES, sample_count = 3, sample_size = 1)]
fn fill_empty_grid_by_box(bencher: Bencher, n: usize) {
    let shape = Shape::square(n).expect("n ≥ 2");
    let solver = Solver::new(shape);
    let empty = Grid::empty(shape);
    bencher.bench_local(|| {
        let (answer, _) = solver.solve(black_box(&empty), &Limits::default());
        assert!(matches!(answer, Answer::Solved(_)));
    });
}
