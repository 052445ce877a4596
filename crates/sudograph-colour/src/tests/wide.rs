//! Colour sets past one word against one word and brute force: the engines are generic
//! over the set, so a search on two words of a graph that one word holds must find the
//! same colourings, and graphs past 64 colours must colour as brute force says.

use proptest::prelude::*;

use super::engines::small_graph;

use crate::colour_set::{ColourSet, Wide};
use crate::compile::CompiledGraph;
use crate::copy_on_branch::domains::engine::{DomainSet, NodeDomains};
use crate::copy_on_branch::domains::overlaps::OverlapIndex;
use crate::copy_on_branch::driver::run;
use crate::learning::cdcl::Cdcl;
use crate::learning::index::UnitIndex;
use crate::{Colourer, Limits, Outcome, Request, Schedule, Settings};

/// How many colourings (up to `find`) the node-domain engine finds on sets of type `S`.
fn by_domains<S: DomainSet>(colourer: &Colourer, allowed: &[u64], find: u64) -> (u64, bool) {
    let engines = colourer.engines();
    let sets: Vec<S> = allowed.iter().map(|&a| S::from_words(&[a])).collect();
    let engine = NodeDomains::<S>::new(&engines.graph, engines.overlaps());
    let report = run(
        &engine,
        &sets,
        &Limits::default(),
        find,
        &Settings::default(),
        u64::MAX,
    );
    (report.found, report.complete)
}

/// How many colourings (up to `find`) the learning engine finds on sets of type `S`.
fn by_learning<S: ColourSet>(colourer: &Colourer, allowed: &[u64], find: u64) -> (u64, bool) {
    let graph = &colourer.engines().graph;
    let units = UnitIndex::<S>::new(graph);
    let request = Request {
        find,
        ..Request::new(allowed)
    };
    let report = Cdcl::new(graph, &units, &request)
        .run(&Limits::default(), None)
        .expect("no pause");
    (report.found, report.complete)
}

/// All colourings of a small graph that give node v a colour of `allowed[v]` (colours
/// `0..k`), by brute force over the colours some node allows.
fn brute_force(n: usize, edges: &[(usize, usize)], allowed: &[Vec<usize>]) -> u64 {
    let mut colours = vec![0; n];
    fn place(
        v: usize,
        colours: &mut [usize],
        edges: &[(usize, usize)],
        allowed: &[Vec<usize>],
    ) -> u64 {
        if v == colours.len() {
            return 1;
        }
        let mut count = 0;
        for &c in &allowed[v] {
            let clash = edges.iter().any(|&(a, b)| {
                (a == v && b < v && colours[b] == c) || (b == v && a < v && colours[a] == c)
            });
            if !clash {
                colours[v] = c;
                count += place(v + 1, colours, edges, allowed);
            }
        }
        count
    }
    place(0, &mut colours, edges, allowed)
}

/// What each engine counts (up to `find`) on sets of two and eight words, for a graph of
/// at most 64 colours: each must equal the one-word count (the learning tests compare them
/// on Sudoku graphs, with units, overlaps and Hall sets).
pub(crate) fn wide_counts(colourer: &Colourer, allowed: &[u64], find: u64) -> [(u64, bool); 4] {
    [
        by_domains::<Wide<2>>(colourer, allowed, find),
        by_domains::<Wide<8>>(colourer, allowed, find),
        by_learning::<Wide<2>>(colourer, allowed, find),
        by_learning::<Wide<8>>(colourer, allowed, find),
    ]
}

proptest! {

    /// Past 64 colours, on colours either side of the word bounds, every schedule counts
    /// what brute force counts and a colouring found is proper and allowed.
    #[test]
    fn past_64_colours_searches_count_what_brute_force_counts(
        n in 1usize..=6,
        edge_bits in any::<u32>(),
        k in prop::sample::select(vec![65usize, 128, 129, 200, 512]),
        picks in prop::collection::vec(prop::collection::vec(0usize..6, 1..4), 6),
    ) {
        let (g, edges) = small_graph(n, u64::from(edge_bits));
        // A few colours either side of each word bound, and the last.
        let palette = [0, 63, 64, 127.min(k - 1), 128.min(k - 1), k - 1];
        let allowed_colours: Vec<Vec<usize>> = picks[..n]
            .iter()
            .map(|pick| {
                let mut colours: Vec<usize> = pick.iter().map(|&i| palette[i]).collect();
                colours.sort_unstable();
                colours.dedup();
                colours
            })
            .collect();
        let words = crate::set_words(k);
        let mut allowed = vec![0u64; n * words];
        for (v, colours) in allowed_colours.iter().enumerate() {
            for &c in colours {
                allowed[v * words + c / 64] |= 1 << (c % 64);
            }
        }
        let expected = brute_force(n, &edges, &allowed_colours);
        let colourer = Colourer::new(&g, k, &[]).unwrap();
        for schedule in [Schedule::CopyOnBranch, Schedule::Learning, Schedule::Auto] {
            let settings = Settings { schedule, ..Settings::default() };
            let request = Request { find: u64::MAX, settings, ..Request::new(&allowed) };
            let report = colourer.search(&request).unwrap();
            prop_assert_eq!((report.found, report.complete), (expected, true), "{:?}", schedule);
            let one = colourer.search(&Request { settings, ..Request::new(&allowed) }).unwrap();
            match one.outcome() {
                Outcome::Coloured(colours) => {
                    prop_assert!(edges.iter().all(|&(a, b)| colours[a] != colours[b]));
                    prop_assert!(colours.iter().enumerate().all(|(v, &c)| allowed_colours[v].contains(&(c as usize))));
                }
                outcome => prop_assert_eq!((outcome, expected), (Outcome::NoColouring, 0)),
            }
        }
    }
}

/// A unit with a node twice, or past the graph, is no clique, with or without the
/// neighbour lists that the number of colours decides on.
#[test]
fn a_unit_with_a_node_twice_or_past_the_graph_is_refused() {
    for k in [3, 70] {
        let mut twice: Vec<usize> = (0..k).collect();
        twice[1] = 0;
        assert!(Colourer::of_units(k, k, &[twice]).is_err(), "{k} colours");
        let past: Vec<usize> = (1..=k).collect();
        assert!(Colourer::of_units(k, k, &[past]).is_err(), "{k} colours");
        assert!(
            Colourer::of_units(k, k, &[(0..k).collect()]).is_ok(),
            "{k} colours"
        );
    }
}

/// A 196×196 grid, whose units are too many for neighbour lists, so that its units are
/// its edges: the root takes each unit's givens from the unit's other nodes at once. Its
/// colourings keep to the givens and clash nowhere; a colour given twice in a unit, or a
/// node whose units hold every colour it may take, has none.
#[test]
fn a_grid_without_neighbour_lists_clears_its_units_at_the_root() {
    let (b, side) = (14, 196);
    let cell = |r: usize, c: usize| r * side + c;
    let mut units: Vec<Vec<usize>> = Vec::new();
    for i in 0..side {
        units.push((0..side).map(|j| cell(i, j)).collect());
        units.push((0..side).map(|j| cell(j, i)).collect());
        let (top, left) = (i / b * b, i % b * b);
        units.push((0..side).map(|j| cell(top + j / b, left + j % b)).collect());
    }
    let graph = CompiledGraph::of_units(side * side, side, &units).unwrap();
    assert!(
        !graph.keeps_lists(),
        "the lists would be kept: no test of the units alone"
    );
    let index = OverlapIndex::new(&graph);
    let engine = NodeDomains::<Wide<4>>::new(&graph, &index);
    let solved = |r: usize, c: usize| (b * (r % b) + r / b + c) % side;
    // A third of the cells open, spread over every unit.
    let allowed: Vec<Wide<4>> = (0..side * side)
        .map(|v| match (v / side * 7 + v % side * 13) % 3 {
            0 => Wide::first(side),
            _ => Wide::single(solved(v / side, v % side)),
        })
        .collect();
    let search = |allowed: &[Wide<4>]| {
        run(
            &engine,
            allowed,
            &Limits::default(),
            1,
            &Settings::default(),
            u64::MAX,
        )
    };
    let report = search(&allowed);
    let colours = report.first.expect("the grid has a colouring");
    for unit in &units {
        let mut seen = vec![false; side];
        for &v in unit {
            assert!(
                !std::mem::replace(&mut seen[colours[v] as usize], true),
                "a clash"
            );
        }
    }
    let kept = (0..side * side).all(|v| allowed[v].contains(colours[v] as usize));
    assert!(kept, "a colouring that leaves a node's allowed colours");
    // The first two cells of a row given one colour.
    let mut twice = allowed.clone();
    twice[cell(0, 0)] = Wide::single(solved(0, 0));
    twice[cell(0, 1)] = Wide::single(solved(0, 0));
    let report = search(&twice);
    assert_eq!((report.found, report.complete), (0, true));
    // The one open cell, which may not take the one colour its units leave it.
    let mut all_but_one: Vec<Wide<4>> = (0..side * side)
        .map(|v| Wide::single(solved(v / side, v % side)))
        .collect();
    let open = cell(100, 57);
    all_but_one[open] = Wide::first(side).without(solved(100, 57));
    let report = search(&all_but_one);
    assert_eq!((report.found, report.complete), (0, true));
}
