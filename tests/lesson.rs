//! The lesson `solve --trace` and `dot --steps` tell is a valid narrative: replayed by an
//! independent checker over the grid and its candidates (it shares no code with
//! `sudograph::lesson`), every placement is the only symbol left in its cell or the only
//! place for its symbol in the unit named, every guess is among the cell's candidates, every
//! contradiction names a cell with no symbol left or a unit with no place for a symbol and
//! comes as soon as the grid shows one, and every backtrack follows a contradiction and says
//! what it empties. Puzzles: random 4×4, 9×9 and 16×16, the hardest 9×9 collection,
//! jigsaw and Sudoku X.

use proptest::prelude::*;
use sudograph::format::{ReadOptions, read_puzzles, read_regions};
use sudograph::grid::Grid;
use sudograph::lesson::{Cause, Event, LessonStep, Reason};
use sudograph::rules::Variant;
use sudograph::solve::{Answer, Solver};
use sudograph_colour::Limits;

use crate::harness::{Rng, file, random_solution, sudograph, with_holes};

/// A grid and its candidates as a reader keeps them: the symbols placed, the symbols a
/// backtrack ruled out of each cell, and the grids to go back to.
#[derive(Clone)]
struct Snapshot {
    cells: Vec<Option<u16>>,
    ruled_out: Vec<u64>,
}

/// Replays a lesson step by step against the rules alone.
struct Checker {
    side: usize,
    units: Vec<Vec<usize>>,
    peers: Vec<Vec<usize>>,
    now: Snapshot,
    /// `before[d]`: the grid before guess d + 1.
    before: Vec<Snapshot>,
    /// The grid before the first guess.
    root: Option<Snapshot>,
    /// A contradiction was told and not yet backtracked from.
    dead: bool,
}

impl Checker {
    fn new(puzzle: &Grid) -> Checker {
        let side = puzzle.side();
        let units: Vec<Vec<usize>> = puzzle
            .rules()
            .units()
            .into_iter()
            .map(|u| u.cells)
            .collect();
        let mut peers = vec![Vec::new(); side * side];
        for unit in &units {
            for &a in unit {
                for &b in unit {
                    if a != b && !peers[a].contains(&b) {
                        peers[a].push(b);
                    }
                }
            }
        }
        Checker {
            side,
            units,
            peers,
            now: Snapshot {
                cells: puzzle.cells().to_vec(),
                ruled_out: vec![0; side * side],
            },
            before: Vec::new(),
            root: None,
            dead: false,
        }
    }

    /// The symbols cell v can still take: none once filled.
    fn candidates(&self, v: usize) -> u64 {
        if self.now.cells[v].is_some() {
            return 0;
        }
        let mut left = (1u64 << self.side) - 1;
        for &p in &self.peers[v] {
            if let Some(s) = self.now.cells[p] {
                left &= !(1 << s);
            }
        }
        left & !self.now.ruled_out[v]
    }

    /// Whether cell v holds a symbol that a peer holds too.
    fn clashes(&self, v: usize) -> bool {
        self.now.cells[v].is_some()
            && self.peers[v]
                .iter()
                .any(|&p| self.now.cells[p] == self.now.cells[v])
    }

    /// Whether the grid shows it cannot be completed: an empty cell without candidates, or
    /// a unit where a symbol is neither placed nor a candidate anywhere.
    fn stuck(&self) -> bool {
        let n = self.side * self.side;
        (0..n).any(|v| self.now.cells[v].is_none() && self.candidates(v) == 0)
            || (0..n).any(|v| self.clashes(v))
            || self.units.iter().any(|unit| {
                let seen = unit.iter().fold(0u64, |seen, &v| {
                    seen | self.candidates(v) | self.now.cells[v].map_or(0, |s| 1 << s)
                });
                seen != (1u64 << self.side) - 1
            })
    }

    /// Checks one step against the grid as the steps before left it, then makes it.
    fn step(&mut self, told: &LessonStep) -> Result<(), String> {
        match &told.event {
            &Event::Placed {
                node,
                colour,
                ref reason,
            } => {
                let v = node as usize;
                if self.dead {
                    return Err("a placement after a contradiction".into());
                }
                let left = self.candidates(v);
                match reason {
                    Reason::OnlyColour { removers } => {
                        if left != 1 << colour {
                            return Err(format!("not the only symbol left: candidates {left:b}"));
                        }
                        let mut shown = self.now.ruled_out[v] | 1 << colour;
                        for &r in removers {
                            let held = self.now.cells[r as usize];
                            if !self.peers[v].contains(&(r as usize)) || held.is_none() {
                                return Err(format!("remover {r} is not a filled neighbour"));
                            }
                            shown |= 1 << held.unwrap_or(0);
                        }
                        if shown != (1u64 << self.side) - 1 {
                            return Err("the removers do not account for every other symbol".into());
                        }
                    }
                    &Reason::OnlyPlace { unit } => {
                        let members = &self.units[unit as usize];
                        let others = members.iter().filter(|&&w| w != v).any(|&w| {
                            self.candidates(w) & 1 << colour != 0
                                || self.now.cells[w] == Some(colour)
                        });
                        if !members.contains(&v) || left & 1 << colour == 0 || others {
                            return Err(format!("not the only place in unit {unit}"));
                        }
                    }
                }
                self.now.cells[v] = Some(colour);
            }
            &Event::Guess {
                node,
                colour,
                choices,
            } => {
                let v = node as usize;
                if self.dead || self.stuck() {
                    return Err("a guess on a grid that cannot be completed".into());
                }
                if choices != self.candidates(v)
                    || choices & 1 << colour == 0
                    || choices.count_ones() < 2
                {
                    return Err(format!(
                        "not a guess among the candidates {:b}",
                        self.candidates(v)
                    ));
                }
                if told.depth as usize != self.before.len() + 1 {
                    return Err(format!(
                        "guess at depth {} after {} guesses",
                        told.depth,
                        self.before.len()
                    ));
                }
                self.root.get_or_insert_with(|| self.now.clone());
                self.before.push(self.now.clone());
                self.now.cells[v] = Some(colour);
            }
            Event::Contradiction(cause) => {
                if self.dead {
                    return Err("a second contradiction".into());
                }
                match *cause {
                    Cause::NoColour { node } => {
                        let v = node as usize;
                        if self.now.cells[v].is_some() || self.candidates(v) != 0 {
                            return Err(format!("cell {v} still has a symbol"));
                        }
                    }
                    Cause::NoPlace { unit, colour } => {
                        let open = self.units[unit as usize].iter().any(|&w| {
                            self.candidates(w) & 1 << colour != 0
                                || self.now.cells[w] == Some(colour)
                        });
                        if open {
                            return Err(format!("unit {unit} still has a place for {colour}"));
                        }
                    }
                    Cause::Clash { nodes: [a, b] } => {
                        let (a, b) = (a as usize, b as usize);
                        if !self.peers[a].contains(&b)
                            || self.now.cells[a].is_none()
                            || self.now.cells[a] != self.now.cells[b]
                        {
                            return Err(format!("cells {a} and {b} do not clash"));
                        }
                    }
                    Cause::Unseen => return Err("a contradiction without its cause".into()),
                }
                self.dead = true;
            }
            Event::Backtrack {
                node,
                colour,
                undone,
            } => {
                let depth = told.depth as usize;
                if !self.dead {
                    return Err("a backtrack without a contradiction".into());
                }
                let Some(before) = self.before.get(depth).cloned() else {
                    return Err(format!(
                        "back to depth {depth} with {} guesses",
                        self.before.len()
                    ));
                };
                let emptied: Vec<u32> = (0..self.now.cells.len())
                    .filter(|&v| before.cells[v].is_none() && self.now.cells[v].is_some())
                    .map(|v| v as u32)
                    .collect();
                if &emptied != undone || !undone.contains(node) {
                    return Err(format!("undoes {undone:?}, but the grid loses {emptied:?}"));
                }
                self.before.truncate(depth);
                self.now = before;
                self.now.ruled_out[*node as usize] |= 1 << colour;
                self.dead = false;
            }
            Event::Restart => {
                self.now = self.root.clone().ok_or("a restart before any guess")?;
                self.before.clear();
                self.dead = false;
            }
        }
        Ok(())
    }
}

/// Replays the lesson of `puzzle` and returns how many steps it has and the violations
/// found (with the step number), after checking that it ends on the solution the search
/// returns.
fn replay(puzzle: &Grid) -> (usize, Vec<String>) {
    let solver = Solver::new(puzzle.rules().clone());
    let (answer, _, told) = solver.solve_traced(puzzle, &Limits::default());
    let mut checker = Checker::new(puzzle);
    let mut found = Vec::new();
    for (i, step) in told.iter().enumerate() {
        // A grid that shows a contradiction must say so at once.
        if checker.stuck() && !checker.dead && !matches!(step.event, Event::Contradiction(_)) {
            found.push(format!(
                "step {}: {step:?} while a contradiction is showing",
                i + 1
            ));
        }
        if let Err(why) = checker.step(step) {
            found.push(format!("step {}: {step:?}: {why}", i + 1));
        }
    }
    if let Answer::Solved(solution) = answer
        && checker.now.cells != solution.cells()
    {
        found.push("the lesson does not end on the solution".into());
    }
    (told.len(), found)
}

/// Asserts that the lesson of `puzzle` has no violation; returns its number of steps.
fn assert_valid_narrative(puzzle: &Grid) -> usize {
    let (steps, found) = replay(puzzle);
    assert!(
        found.is_empty(),
        "{} violations, first: {:?}",
        found.len(),
        &found[..found.len().min(5)]
    );
    steps
}

/// Every puzzle of the hardest collection: 375 lessons, about 600,000 steps in all.
#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn hardest_puzzles_tell_a_valid_narrative() {
    let text = file("benches/data/forum_hardest_1106.txt");
    let puzzles = read_puzzles(text.as_bytes(), &ReadOptions::default());
    let mut steps = 0;
    for puzzle in &puzzles {
        let grid = &puzzle.as_ref().expect("reads").grid;
        assert_valid_narrative(grid);
        steps += Solver::new(grid.shape())
            .solve_traced(grid, &Limits::default())
            .2
            .len();
    }
    assert!(
        steps > 10_000,
        "the set exercises long lessons: {steps} steps"
    );
}

#[test]
fn variants_tell_a_valid_narrative() {
    let regions =
        read_regions(file("tests/data/variants/jigsaw-pegg.regions").as_bytes()).expect("map");
    for (path, variant) in [
        (
            "tests/data/variants/x-pegg.txt",
            Variant {
                diagonals: true,
                ..Variant::default()
            },
        ),
        (
            "tests/data/variants/jigsaw-pegg.txt",
            Variant {
                regions: Some(regions),
                ..Variant::default()
            },
        ),
    ] {
        let options = ReadOptions {
            variant,
            ..ReadOptions::default()
        };
        let grid = read_puzzles(file(path).as_bytes(), &options)
            .remove(0)
            .expect("reads")
            .grid;
        assert_valid_narrative(&grid);
        // Emptied further, the puzzles need guesses and backtracks under their own rules.
        let mut rng = Rng::new(7);
        for _ in 0..20 {
            let mut harder = grid.clone();
            for cell in 0..81 {
                if rng.below(3) == 0 {
                    harder.set(cell / 9, cell % 9, None);
                }
            }
            assert_valid_narrative(&harder);
        }
    }
}

/// The examples: a 4×4 whose cell has no symbol left, and the hardest puzzle whose
/// old trace placed 6 twice in row 8 before the contradiction.
#[test]
fn the_reported_traces_are_fixed() {
    let output = sudograph()
        .args(["solve", "--trace"])
        .write_stdin("123.\n...4\n....\n....\n")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "puzzle 1 (line 1):\n  contradiction: r1c4 has no symbol left\n"
    );
    let first = file("benches/data/forum_hardest_1106.txt")
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle")
        .to_string();
    let grid = read_puzzles(first.as_bytes(), &ReadOptions::default())
        .remove(0)
        .expect("reads")
        .grid;
    assert_valid_narrative(&grid);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Random puzzles of sides 4, 9 and 16, from almost full to almost empty (many with
    /// several solutions, and so with guesses).
    #[test]
    fn random_puzzles_tell_a_valid_narrative(n in 2usize..=4, seed: u64, holes in 0.3f64..=0.8) {
        let mut rng = Rng::new(seed);
        let puzzle = with_holes(&random_solution(n, &mut rng), holes, &mut rng);
        let (_, found) = replay(&puzzle);
        prop_assert!(found.is_empty(), "{:?}", &found[..found.len().min(5)]);
    }

    /// Random 4×4 and 9×9 grids with clashing or unsolvable givens: contradictions at once.
    #[test]
    fn random_dead_ends_tell_a_valid_narrative(n in 2usize..=3, seed: u64, holes in 0.4f64..=0.9) {
        let mut rng = Rng::new(seed);
        let mut puzzle = with_holes(&random_solution(n, &mut rng), holes, &mut rng);
        // One empty cell given a symbol its solution does not have: maybe no solution.
        let side = puzzle.side();
        if let Some(cell) = (0..side * side).find(|&c| puzzle.cells()[c].is_none()) {
            let (row, col) = (cell / side, cell % side);
            let taken: Vec<u16> = (0..side).filter_map(|c| puzzle.get(row, c)).collect();
            if let Some(symbol) = (0..side as u16).find(|s| !taken.contains(s)) {
                puzzle.set(row, col, Some(symbol));
            }
        }
        let (_, found) = replay(&puzzle);
        prop_assert!(found.is_empty(), "{:?}", &found[..found.len().min(5)]);
    }
}

/// The checker is no rubber stamp: steps that break the rules are refused.
#[test]
fn the_checker_refuses_illegal_steps() {
    let puzzle: Grid = "12..............".parse().expect("a 4×4 puzzle");
    let told = |event| LessonStep { depth: 0, event };
    let refused = |event: Event| Checker::new(&puzzle).step(&told(event)).is_err();
    // r1c3 = 1 where row 1 holds 1; r1c3 = 3 while 3 and 4 are both left.
    assert!(refused(Event::Placed {
        node: 2,
        colour: 0,
        reason: Reason::OnlyColour { removers: vec![0] }
    }));
    assert!(refused(Event::Placed {
        node: 2,
        colour: 2,
        reason: Reason::OnlyColour {
            removers: vec![0, 1]
        }
    }));
    // r1c3 is not the only place for 3 in row 1 (unit 0).
    assert!(refused(Event::Placed {
        node: 2,
        colour: 2,
        reason: Reason::OnlyPlace { unit: 0 }
    }));
    assert!(refused(Event::Contradiction(Cause::NoColour { node: 2 })));
    assert!(refused(Event::Contradiction(Cause::NoPlace {
        unit: 0,
        colour: 3
    })));
    assert!(refused(Event::Guess {
        node: 2,
        colour: 0,
        choices: 0b1100
    }));
    assert!(refused(Event::Backtrack {
        node: 2,
        colour: 2,
        undone: vec![2]
    }));
    // And the legal guess, the first, passes.
    let guess = Event::Guess {
        node: 2,
        colour: 2,
        choices: 0b1100,
    };
    assert!(
        Checker::new(&puzzle)
            .step(&LessonStep {
                depth: 1,
                event: guess
            })
            .is_ok()
    );
}
