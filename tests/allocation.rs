//! The per-puzzle path of a batch allocates nothing: reading a puzzle line, solving it,
//! writing its solution and validating it reuse buffers, once they have been warmed up by
//! a first puzzle. Counted by this test binary's allocator, per thread.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use sudograph::format::{PuzzleReader, ReadOptions, write_cells};
use sudograph::solve::Solver;
use sudograph::validate::Validator;
use sudograph_colour::{Limits, Outcome, Settings, recycle};

use crate::harness::file;

/// The system allocator, counting each thread's allocations.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

#[test]
fn reading_solving_writing_and_checking_a_puzzle_allocate_nothing() {
    let text = file("benches/data/17_clue.txt");
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let mut reader = PuzzleReader::new(ReadOptions::default());
    let mut solver: Option<Solver> = None;
    let mut validator: Option<Validator> = None;
    let (mut out, mut solution) = (String::with_capacity(1 << 20), Vec::with_capacity(81));
    let mut solved = 0;
    let mut during = 0;
    // The first round builds the solver and grows every buffer to what the deepest search
    // needs; the second must find them all large enough.
    for (i, line) in lines.iter().chain(&lines).enumerate() {
        let before = allocations();
        reader.line(line.as_bytes(), &mut |read| {
            let puzzle = read.expect("reads");
            let solver = solver.get_or_insert_with(|| Solver::new(puzzle.rules.clone()));
            let validator = validator.get_or_insert_with(|| Validator::new(puzzle.rules));
            let (outcome, _) =
                solver.solve_cells(puzzle.cells, &Limits::default(), &Settings::default());
            let Outcome::Coloured(colours) = outcome else {
                panic!("a 17-clue puzzle has a solution")
            };
            solution.clear();
            solution.extend(colours.iter().map(|&c| Some(c)));
            recycle(colours);
            assert!(validator.is_solution(&solution, Some(puzzle.cells)));
            write_cells(
                &mut out,
                &solution,
                puzzle.rules,
                puzzle.layout,
                puzzle.alphabet,
            );
            solved += 1;
        });
        if i >= lines.len() {
            during += allocations() - before;
        }
        if out.len() > 1 << 19 {
            out.clear();
        }
    }
    assert_eq!(solved, 2 * lines.len());
    assert_eq!(
        during,
        0,
        "allocations over the second round's {} puzzles",
        lines.len()
    );
}
