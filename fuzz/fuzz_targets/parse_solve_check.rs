//! Fuzz target: arbitrary bytes → `read_puzzles` (with read options, the variant's rules among them, taken from the first bytes) → validate (compared with the tests' independent checker), write/re-read round trip, bounded solve and count (every grid they return judged by that checker), a shuffle that keeps the count and the canonical form, and DOT export; only the asserted properties may fail.
#![no_main]

use std::collections::HashMap;

use libfuzzer_sys::fuzz_target;
use sudograph::draw::dot::to_dot;
use sudograph::format::{Alphabet, ReadOptions, read_puzzles, write_grid};
use sudograph::graph::ConstraintGraph;
use sudograph::grid::Shape;
use sudograph::rules::{Rules, Variant};
use sudograph::solve::{Answer, Solver};
use sudograph::transform::{canonical, shuffle};
use sudograph::validate::{check, given_conflicts};
use sudograph_colour::Limits;

/// The tests' independent checker of grids (its own units, no code shared with
/// `sudograph::validate`): the oracle of every solution here, and what the validator is
/// compared with.
#[path = "../../tests/oracle/checker.rs"]
mod oracle;

/// Node budget for every search, so that each input runs in milliseconds.
const MAX_NODES: u64 = 2000;

/// Largest side that is solved and counted.
const SOLVE_SIDE_MAX: usize = 16;

/// Largest side whose constraint graph is exported as DOT.
const DOT_SIDE_MAX: usize = 9;

/// `--symbols`-like alphabets picked by the option byte (lengths 4, 6, 8, 9, 16).
const ALPHABETS: [&str; 8] = [
    "0123456789ABCDEF",
    "ABCD",
    "abcd",
    "0123",
    "123456789",
    "ABCDEFGHI",
    "123456",
    "ABCDEFGH",
];

/// Read options from the option byte `b`, and the text the puzzles are read from.
///
/// * bits 0-1: 0 or 1 default alphabet; 2 an alphabet of [`ALPHABETS`] picked by bits 3-5;
///   3 the first line of `rest` is the alphabet (like `--symbols LINE`), the other lines are
///   the puzzles.
/// * bit 2: a box shape of (1 + bits 3-4) rows × (1 + bits 5-6) columns.
/// * bit 7: the next byte of `rest` names the variant's rules, any combination: bit 0 X
///   (both diagonals are units), 1 anti-knight, 2 anti-king, 3 windoku, 4 disjoint groups.
///
/// `None` when an option is refused (as the CLI would refuse it): a bad alphabet or shape,
/// windoku or disjoint groups with a box shape that is not square.
/// An alphabet and a shape of different sides are kept: the library must report them, not panic.
fn options(b: u8, rest: &[u8]) -> Option<(ReadOptions, &[u8])> {
    let (rules, rest) = match b & 0x80 {
        0 => (0, rest),
        _ => rest.split_first().map(|(&rules, rest)| (rules, rest))?,
    };
    let mut text = rest;
    let symbols = match b & 3 {
        2 => Some(Alphabet::custom(ALPHABETS[usize::from((b >> 3) & 7)]).ok()?),
        3 => {
            let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
            let line = std::str::from_utf8(&rest[..end]).ok()?;
            text = rest.get(end + 1..).unwrap_or(&[]);
            Some(Alphabet::custom(line).ok()?)
        }
        _ => None,
    };
    let shape = if b & 4 != 0 {
        let rows = 1 + usize::from((b >> 3) & 3);
        let cols = 1 + usize::from((b >> 5) & 3);
        Some(Shape::new(rows, cols).ok()?)
    } else {
        None
    };
    let variant = Variant {
        diagonals: rules & 1 != 0,
        anti_knight: rules & 2 != 0,
        anti_king: rules & 4 != 0,
        windoku: rules & 8 != 0,
        disjoint: rules & 16 != 0,
        ..Variant::default()
    };
    if let Some(shape) = shape {
        Rules::new(shape, variant.clone()).ok()?;
    }
    Some((
        ReadOptions {
            symbols,
            shape,
            variant,
            ..ReadOptions::default()
        },
        text,
    ))
}

fuzz_target!(|data: &[u8]| {
    let Some((&b, rest)) = data.split_first() else {
        return;
    };
    let Some((options, text)) = options(b, rest) else {
        return;
    };
    let limits = Limits {
        max_nodes: Some(MAX_NODES),
        ..Limits::default()
    };
    let mut solvers: HashMap<Rules, Solver> = HashMap::new();
    for puzzle in read_puzzles(text, &options).into_iter().flatten() {
        let grid = &puzzle.grid;
        let side = grid.side();
        let alphabet = options
            .symbols
            .clone()
            .unwrap_or_else(|| Alphabet::for_side(side));

        // The validator says exactly what the independent checker says: no violation
        // missing, none extra, in the same order; and so for the repeats among givens.
        let violations = check(grid, None);
        assert_eq!(
            violations,
            oracle::violations(grid, None),
            "check of {grid:?}"
        );
        let conflicts = given_conflicts(grid);
        assert_eq!(
            conflicts,
            oracle::repeats(grid.rules(), grid.cells(), true),
            "given_conflicts of {grid:?}"
        );

        // Round trip: written in its own layout, the grid reads back unchanged.
        let written = write_grid(grid, puzzle.layout, &alphabet);
        let reread = read_puzzles(written.as_bytes(), &options);
        assert!(
            matches!(reread.as_slice(), [Ok(p)] if p.grid == *grid),
            "round trip failed\nlayout {:?}, options {options:?}\nwritten:\n{written}\nread back: {reread:?}\noriginal: {grid:?}",
            puzzle.layout
        );

        if side <= SOLVE_SIDE_MAX {
            let solver = solvers
                .entry(grid.rules().clone())
                .or_insert_with(|| Solver::new(grid.rules().clone()));
            let (answer, _) = solver.solve(grid, &limits);
            if let Answer::Solved(solution) = &answer {
                oracle::assert_solves(solution, Some(grid), &format!("solution of {grid:?}"));
                assert!(conflicts.is_empty(), "solved a puzzle with {conflicts:?}");
            }
            let (count, _) = solver.count(grid, 2, &limits);
            assert!(count.found <= 2, "count above its limit: {count:?}");
            assert_eq!(count.found > 0, count.first.is_some(), "{count:?}");
            if let Some(first) = &count.first {
                oracle::assert_solves(first, Some(grid), &format!("counted solution of {grid:?}"));
            }
            // Definite answers of the two searches agree.
            if answer == Answer::NoSolution {
                assert_eq!(
                    count.found, 0,
                    "solve says no solution, count found {count:?}"
                );
            }
            if count.complete && count.found == 0 {
                assert!(
                    !matches!(answer, Answer::Solved(_)),
                    "count says no solution, solve found one"
                );
            }

            // A shuffle keeps the rules' symmetries only: as many solutions, the same
            // canonical form.
            if side <= DOT_SIDE_MAX && count.complete {
                let seed = u64::from(b) << 8 | side as u64;
                let shuffled = shuffle(grid, seed).expect("no regions here");
                let more = Limits {
                    max_nodes: Some(MAX_NODES * 50),
                    ..Limits::default()
                };
                let (again, _) = solver.count(&shuffled, 2, &more);
                if again.complete {
                    assert_eq!(
                        again.found, count.found,
                        "shuffled {grid:?} to {shuffled:?}"
                    );
                }
                if let Some(first) = &again.first {
                    oracle::assert_solves(first, Some(&shuffled), "solution of a shuffle");
                }
                if let Ok(form) = canonical(grid) {
                    assert_eq!(canonical(&shuffled), Ok(form), "canonical of {shuffled:?}");
                }
            }

            if side <= DOT_SIDE_MAX {
                let graph = ConstraintGraph::new(grid);
                let solution = match &answer {
                    Answer::Solved(s) => Some(s),
                    _ => None,
                };
                let text = to_dot(&graph, solution, &alphabet);
                assert!(text.starts_with("graph sudoku {"));
            }
        }
    }
});
