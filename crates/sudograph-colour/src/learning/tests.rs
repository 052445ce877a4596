//! The learning engine against the copy-on-branch search and brute force: it must find the
//! same colourings by another way, so counts agree exactly and every colouring is proper.

use crate::config::WORK_PER_ASSIGNMENT;

use petgraph::graph::{NodeIndex, UnGraph};
use proptest::prelude::*;

use super::cdcl::Cdcl;
use super::learner::Learner;
use super::literal::{Lit, var};
use super::reason::Reason;
use crate::tests::grid_graph::GridGraph;
use crate::tests::{small_graph, sudoku_with_givens};
use crate::{Colourer, Limits, Outcome, Report, Request, Schedule, Settings};

/// A graph of `n` nodes and these edges, for `k` colours.
pub(crate) fn colourer(n: usize, edges: &[(usize, usize)], k: usize) -> Colourer {
    let mut g = UnGraph::<(), ()>::new_undirected();
    let nodes: Vec<NodeIndex> = (0..n).map(|_| g.add_node(())).collect();
    for &(a, b) in edges {
        g.add_edge(nodes[a], nodes[b], ());
    }
    Colourer::new(&g, k, &[]).unwrap()
}

/// A learner on `colourer`'s graph, started with every colour allowed.
pub(super) fn started(colourer: &Colourer) -> Learner<'_> {
    let mut learner = Learner::new(
        &colourer.engines().graph,
        colourer.engines().unit_index(),
        0,
    );
    assert!(learner.start(&vec![u64::MAX; colourer.engines().graph.len()]));
    learner
}

/// A search of `colourer` for up to `find` colourings of `allowed`, with `settings`.
fn report(colourer: &Colourer, allowed: &[u64], find: u64, settings: Settings) -> Report {
    colourer
        .search(&Request {
            find,
            settings,
            ..Request::new(allowed)
        })
        .expect("one entry per node")
}

/// Up to `find` colourings of `allowed` by `colourer` on the schedule `schedule`.
fn count(colourer: &Colourer, allowed: &[u64], find: u64, schedule: Schedule) -> (u64, bool) {
    let settings = Settings {
        schedule,
        ..Settings::default()
    };
    let report = report(colourer, allowed, find, settings);
    (report.found, report.complete)
}

proptest! {
    /// Counting enumerates by forbidding each colouring found; a clause learnt wrongly
    /// would cut colourings off, one kept wrongly would count one twice.
    #[test]
    fn counts_agree_with_the_copy_on_branch_search_on_random_graphs(
        n in 1usize..=9,
        edge_bits in any::<u64>(),
        k in 1usize..=4,
        allowed in prop::collection::vec(prop::sample::select(vec![u64::MAX, u64::MAX, 0b1, 0b10, 0b110, 0b1011]), 9),
    ) {
        let (g, edges) = small_graph(n, edge_bits);
        let colourer = Colourer::new(&g, k, &[]).unwrap();
        let allowed = &allowed[..n];
        let expected = count(&colourer, allowed, u64::MAX, Schedule::CopyOnBranch);
        prop_assert_eq!(count(&colourer, allowed, u64::MAX, Schedule::Learning), expected);
        let settings = Settings { schedule: Schedule::Learning, ..Settings::default() };
        let report = colourer.search(&Request { settings, ..Request::new(allowed) }).unwrap();
        match report.outcome() {
            Outcome::Coloured(colours) => {
                prop_assert!(edges.iter().all(|&(a, b)| colours[a] != colours[b]));
                prop_assert!(colours.iter().zip(allowed).all(|(&c, &a)| a >> c & 1 == 1));
            }
            outcome => prop_assert_eq!((outcome, expected.0), (Outcome::NoColouring, 0)),
        }
        // Searches for one colouring skip renamings of the colours no node is pinned to;
        // each engine still finds one exactly when one exists.
        for schedule in [Schedule::CopyOnBranch, Schedule::Learning] {
            prop_assert_eq!(count(&colourer, allowed, 1, schedule).0, expected.0.min(1));
        }
    }

    /// On Sudoku graphs, units and their overlaps add hidden singles, locked colours and
    /// naked and hidden pairs and triples, each with its own reason.
    #[test]
    fn counts_agree_on_sudoku_graphs(
        boxes in prop::sample::select(vec![(2usize, 2usize), (2, 3), (3, 2), (3, 3)]),
        givens in prop::collection::vec((0usize..81, 0u16..9), 0..24),
    ) {
        let (colourer, allowed) = sudoku_with_givens(boxes, &givens);
        let expected = count(&colourer, &allowed, 40, Schedule::CopyOnBranch);
        prop_assert_eq!(count(&colourer, &allowed, 40, Schedule::Learning), expected);
        prop_assert_eq!(count(&colourer, &allowed, 40, Schedule::Auto), expected);
        prop_assert_eq!(count(&colourer, &allowed, 40, Schedule::Soon), expected);
        // Sets of two and eight words, in both engines, count what one word counts.
        for found in crate::tests::wide_counts(&colourer, &allowed, 40) {
            prop_assert_eq!(found, expected);
        }
        // With units too, a search for one colouring that skips renamings finds one exactly
        // when one exists.
        for schedule in [Schedule::CopyOnBranch, Schedule::Learning] {
            prop_assert_eq!(count(&colourer, &allowed, 1, schedule), (expected.0.min(1), true));
        }
    }

    /// Edges outside every unit (a Sudoku graph with cells joined at random): learning's
    /// counts agree with copy-on-branch's.
    #[test]
    fn counts_agree_on_sudoku_graphs_with_edges_outside_the_units(
        extra in prop::collection::vec((0usize..36, 0usize..36), 1..12),
        givens in prop::collection::vec((0usize..36, 0u16..6), 0..6),
    ) {
        let (_, allowed) = sudoku_with_givens((2, 3), &givens);
        let grid = GridGraph::boxes(2, 3);
        let mut g = grid.graph.clone();
        for &(a, b) in &extra {
            if a != b {
                g.update_edge(NodeIndex::new(a), NodeIndex::new(b), ());
            }
        }
        let colourer = Colourer::new(&g, 6, &grid.units).expect("colourer");
        let expected = count(&colourer, &allowed, 30, Schedule::CopyOnBranch);
        prop_assert_eq!(count(&colourer, &allowed, 30, Schedule::Learning), expected);
    }

    /// The switch part way: after 1 to 8 dead ends the learning search starts afresh on a
    /// search the copy-on-branch one has begun (and perhaps found colourings in), then takes
    /// turns with fresh copy-on-branch searches (turns of the least work at first, so
    /// there are many), and the answer, whichever engine gives it, is exactly what
    /// copy-on-branch alone counts, within a node budget that covers them all.
    #[test]
    fn turns_part_way_count_what_one_engine_counts(
        boxes in prop::sample::select(vec![(2usize, 2usize), (2, 3), (3, 3)]),
        givens in prop::collection::vec((0usize..81, 0u16..9), 0..24),
        after in 1u64..=8,
        find in prop::sample::select(vec![1u64, 2, 40]),
        max_nodes in prop::option::of(0u64..300),
    ) {
        let (colourer, allowed) = sudoku_with_givens(boxes, &givens);
        let expected = count(&colourer, &allowed, find, Schedule::CopyOnBranch);
        let limits = Limits { max_nodes, ..Limits::default() };
        let request = Request { find, limits, ..Request::new(&allowed) };
        let report = colourer.engines().branch_then_alternate(&request, after, 1);
        prop_assert!(report.stats.nodes <= max_nodes.unwrap_or(u64::MAX));
        if report.complete {
            prop_assert_eq!(report.found, expected.0);
        } else {
            prop_assert!(max_nodes.is_some() && report.found < find);
        }
        if let Some(colours) = report.first {
            prop_assert!(colours.iter().zip(&allowed).all(|(&c, &a)| a >> c & 1 == 1));
            let fixed: Vec<u64> = colours.iter().map(|&c| 1 << c).collect();
            prop_assert_eq!(count(&colourer, &fixed, 1, Schedule::CopyOnBranch), (1, true), "proper");
        }
    }
}

proptest! {
    /// A preferred colouring steers decisions, never answers: counts stay exact whatever is
    /// preferred (colours beyond k and a slice too short included), and a preferred
    /// colouring that is a colouring is found as it is, without
    /// a single conflict (each decision takes its colour there, and what propagates from
    /// decisions that a colouring obeys, the colouring obeys too).
    #[test]
    fn a_preferred_colouring_steers_but_never_answers(
        boxes in prop::sample::select(vec![(2usize, 2usize), (2, 3), (3, 3)]),
        givens in prop::collection::vec((0usize..81, 0u16..9), 0..24),
        noise in prop::collection::vec(0u16..=255, 0..=81),
    ) {
        let (colourer, allowed) = sudoku_with_givens(boxes, &givens);
        let expected = count(&colourer, &allowed, 40, Schedule::CopyOnBranch);
        let noise: Vec<u16> = noise.iter().map(|&c| if c < 128 { c % colourer.colours() as u16 } else { c }).collect();
        let search = |prefer: &[u16], find| {
            colourer.search(&Request {
                find,
                settings: Settings { schedule: Schedule::Learning, ..Settings::default() },
                prefer: Some(prefer),
                ..Request::new(&allowed)
            }).unwrap()
        };
        let report = search(&noise, 40);
        prop_assert_eq!((report.found, report.complete), expected);
        if let Some(colouring) = report.first {
            let again = search(&colouring, 1);
            prop_assert_eq!(again.first.as_ref(), Some(&colouring));
            prop_assert_eq!(again.stats.backtracks, 0);
        }
    }
}

/// A hard 9×9 puzzle (the first of forum_hardest_1106, from the Enjoy Sudoku players'
/// forum via the tdoku benchmark data) needs conflicts to solve: learning finds its one
/// solution and proves there is no other.
#[test]
fn a_hard_puzzle_is_solved_and_proven_unique() {
    let line = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    let puzzle = GridGraph::puzzle(3, 3, line);
    let colourer = puzzle.colourer();
    let allowed = puzzle.allowed();
    let settings = Settings {
        schedule: Schedule::Learning,
        ..Settings::default()
    };
    let report = colourer
        .search(&Request {
            find: 2,
            settings,
            ..Request::new(&allowed)
        })
        .unwrap();
    assert_eq!((report.found, report.complete), (1, true));
    assert!(report.stats.backtracks > 0, "learning met conflicts");
    assert!(puzzle.solved_by(&report.first.unwrap()));
    // Its decisions spent, a learning search gives up rather than answer wrongly.
    let limits = Limits {
        max_nodes: Some(1),
        ..Limits::default()
    };
    let report = colourer
        .search(&Request {
            limits,
            settings,
            ..Request::new(&allowed)
        })
        .unwrap();
    assert_eq!(report.outcome(), Outcome::GaveUp);
}

/// A search paused every hundred assignments and taken up again finds what one run without
/// pauses finds, at the same cost: nothing it learnt, set or counted is lost between turns.
/// Counting the 288 complete 4×4 grids takes a few thousand steps.
#[test]
fn a_paused_search_goes_on_where_it_stopped() {
    let (colourer, allowed) = sudoku_with_givens((2, 2), &[]);
    let request = Request {
        find: u64::MAX,
        ..Request::new(&allowed)
    };
    let limits = Limits::default();
    let whole = Cdcl::new(
        &colourer.engines().graph,
        colourer.engines().unit_index(),
        &request,
    )
    .run(&limits, None)
    .expect("no pause");
    let mut search = Cdcl::new(
        &colourer.engines().graph,
        colourer.engines().unit_index(),
        &request,
    );
    let mut pauses = 0;
    let paused = loop {
        match search.run(&limits, Some(search.work() + 100 * WORK_PER_ASSIGNMENT)) {
            Some(report) => break report,
            None => pauses += 1,
        }
    };
    assert!(pauses > 2, "paused {pauses} times");
    assert_eq!((whole.found, whole.complete), (288, true));
    assert_eq!(paused, whole);
}

/// A clause's search for a literal to watch starts where the last one ended and wraps
/// round: an open literal before that point is still found, so the clause does not
/// wrongly imply its first literal.
#[test]
fn a_watch_moves_to_an_open_literal_before_where_the_last_search_ended() {
    use super::literal::{Lit, var};
    use super::reason::Reason;
    let colourer = colourer(5, &[], 2);
    let mut learner = started(&colourer);
    let clause: Vec<Lit> = (0..5).map(|v| Lit::place(var::<u64>(v, 0))).collect();
    let id = learner.clauses.add(&clause, 2);
    learner.clauses.clauses[id as usize].search_from = 4;
    learner.trail.new_level();
    for v in [4, 1] {
        learner.trail.assign(
            Lit::exclude(var::<u64>(v, 0)),
            Reason::Decision,
            learner.units,
        );
    }
    assert!(learner.propagate().is_none());
    assert!(
        learner.trail.is_unset(var::<u64>(0, 0)),
        "not implied: nodes 2 and 3 may take 0"
    );
    let lits = &learner.clauses.clauses[id as usize].lits;
    assert!([lits[0], lits[1]].contains(&Lit::place(var::<u64>(2, 0))));
}

/// The clique of k + 1 nodes refuted with k colours, none pre-coloured. Without symmetry
/// breaking that is the pigeonhole problem, exponential for clause learning; with value
/// precedence the root alone refutes it: the first node of the order can take only the
/// first colour, the second only the first two, and so on, so the last has none.
#[test]
fn value_precedence_refutes_a_clique_too_large_for_its_colours_at_the_root() {
    let k = 8;
    let edges: Vec<(usize, usize)> = (0..=k)
        .flat_map(|a| (a + 1..=k).map(move |b| (a, b)))
        .collect();
    let colourer = colourer(k + 1, &edges, k);
    let allowed = vec![u64::MAX; k + 1];
    let settings = Settings {
        schedule: Schedule::Learning,
        ..Settings::default()
    };
    let one = report(&colourer, &allowed, 1, settings);
    assert_eq!((one.found, one.complete, one.stats.nodes), (0, true, 0));
    // A count keeps every renaming, so it searches.
    let all = report(&colourer, &allowed, u64::MAX, settings);
    assert_eq!((all.found, all.complete), (0, true));
    assert!(all.stats.nodes > 0);
}

/// Value precedence fixes which colours the first nodes of its order take; a seeded search
/// takes the colours of a class in its own order, so seeds still lead to other colourings.
/// On the empty 4×4 grid (every node with 7 neighbours, the order by index) the first row
/// is the class's order itself.
#[test]
fn seeded_searches_for_one_colouring_still_differ_under_value_precedence() {
    let (colourer, allowed) = sudoku_with_givens((2, 2), &[]);
    let first_rows: std::collections::HashSet<Vec<u16>> = (1..=8)
        .map(|seed| {
            let settings = Settings {
                schedule: Schedule::Learning,
                seed,
                ..Settings::default()
            };
            let found = report(&colourer, &allowed, 1, settings).first;
            found.expect("the empty grid has colourings")[..4].to_vec()
        })
        .collect();
    assert!(first_rows.len() > 1, "{first_rows:?}");
}

#[test]
fn a_colour_whose_places_in_a_line_lie_in_one_box_leaves_the_rest_of_the_box() {
    // Colour 0 taken from row 0 (or column 0) but for the three cells of one box.
    let (colourer, _) = sudoku_with_givens((3, 3), &[]);
    for (line, boxed) in [
        (|i| i, 0),
        (|i| i, 1),
        (|i| i, 2),
        (|i| 9 * i, 0),
        (|i| 9 * i, 2),
    ] as [(fn(usize) -> usize, usize); 5]
    {
        let mut learner = started(&colourer);
        learner.trail.new_level();
        let units = learner.units;
        for i in (0..9).filter(|i| i / 3 != boxed) {
            let lit = Lit::exclude(var::<u64>(line(i), 0));
            learner.trail.assign(lit, Reason::Decision, units);
        }
        assert!(learner.propagate().is_none());
        // The box's cells off the line lose colour 0; its cells on the line keep it.
        let on_line: Vec<usize> = (0..9).filter(|i| i / 3 == boxed).map(line).collect();
        let corner = line(3 * boxed);
        let (row, col) = (corner / 9, corner % 9);
        for cell in (0..9).map(|j| 9 * (row + j / 3) + col + j % 3) {
            let kept = learner.trail.domain(cell) & 1 != 0;
            assert_eq!(kept, on_line.contains(&cell), "cell {cell}");
        }
    }
}

#[test]
fn a_colour_locked_in_a_box_row_leaves_the_rest_of_the_row_and_one_spread_over_two_boxes_stays() {
    let (colourer, _) = sudoku_with_givens((3, 3), &[]);
    let colour_0 = |learner: &Learner<'_>, cell: usize| learner.trail.domain(cell) & 1 != 0;
    // Colour 0 taken from the second and third rows of the first box: the rest of the
    // first row loses it.
    let mut learner = started(&colourer);
    learner.trail.new_level();
    let units = learner.units;
    for cell in [9, 10, 11, 18, 19, 20] {
        let lit = Lit::exclude(var::<u64>(cell, 0));
        learner.trail.assign(lit, Reason::Decision, units);
    }
    assert!(learner.propagate().is_none());
    for cell in 0..9 {
        assert_eq!(colour_0(&learner, cell), cell < 3, "cell {cell}");
    }
    // Colour 0 taken from the first row but for cells 2 to 5, which lie in two boxes:
    // every other cell of those boxes keeps it.
    let mut learner = started(&colourer);
    learner.trail.new_level();
    for cell in [0, 1, 6, 7, 8] {
        let lit = Lit::exclude(var::<u64>(cell, 0));
        learner.trail.assign(lit, Reason::Decision, units);
    }
    assert!(learner.propagate().is_none());
    for cell in [9, 10, 11, 12, 13, 14, 18, 19, 20, 21, 22, 23] {
        assert!(colour_0(&learner, cell), "cell {cell}");
    }
}

/// A 4×4 grid with one cell joined to another outside all of their units: the index lists
/// that edge alone as outside, a graph without units lists none (its nodes read their
/// lists), and a placement takes its colour across the outside edge as along its units.
#[test]
fn an_edge_outside_the_units_is_indexed_and_propagated() {
    let grid = GridGraph::boxes(2, 2);
    let mut g = grid.graph.clone();
    g.update_edge(NodeIndex::new(0), NodeIndex::new(15), ());
    let joined = Colourer::new(&g, 4, &grid.units).expect("colourer");
    let units = joined.engines().unit_index();
    assert_eq!(units.outside(0), [15]);
    assert_eq!(units.outside(15), [0]);
    assert!((1..15).all(|v| units.outside(v).is_empty()));
    let mut learner = started(&joined);
    learner.trail.new_level();
    let units = learner.units;
    (learner.trail).assign(Lit::place(var::<u64>(0, 2)), Reason::Decision, units);
    assert!(learner.propagate().is_none());
    // Row 0, column 0, box 0 and the joined cell lose colour 2; the rest keep it.
    let lost = [1, 2, 3, 4, 8, 12, 5, 15];
    for v in 1..16 {
        let kept = learner.trail.domain(v) & 0b100 != 0;
        assert_eq!(kept, !lost.contains(&v), "cell {v}");
    }
    let path = colourer(3, &[(0, 1), (1, 2)], 2);
    assert!((0..3).all(|v| path.engines().unit_index().outside(v).is_empty()));
}
