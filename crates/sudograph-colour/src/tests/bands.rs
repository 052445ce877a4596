//! The band engine and the band word engine against the colour planes on the 9×9 grid's
//! graph: the same counts on puzzles with many solutions and on pencil marks,
//! contradictions alike, every colouring proper, with the graph's nodes in reading order
//! or shuffled; the band engine on every instruction set this processor has; which graphs
//! they take, and how the colourer shares a search between them.

use petgraph::graph::{NodeIndex, UnGraph};
use proptest::prelude::*;

use super::grid_graph::GridGraph;
use crate::band_words;
use crate::bands::{self, Path};
use crate::config::WORD_NODES;
use crate::copy_on_branch::driver::run;
use crate::copy_on_branch::planes::frame::Planes;
use crate::{Colour, Colourer, Limits, Report, Request, Schedule, Settings};

/// The colourer of the classic 9×9 grid.
fn nine() -> Colourer {
    GridGraph::boxes(3, 3).colourer()
}

/// Up to `find` colourings on the colour planes, the engine the band engine stands in for.
fn by_planes(colourer: &Colourer, allowed: &[u64], find: u64) -> Report {
    let settings = Settings::default();
    run(
        &planes(colourer),
        allowed,
        &Limits::default(),
        find,
        &settings,
        u64::MAX,
    )
}

/// The colour planes of the 9×9 grid's colourer.
fn planes(colourer: &Colourer) -> Planes<'_, 9> {
    let engines = colourer.engines();
    let tables = engines.plane_tables().expect("planes take 81 nodes");
    Planes::<9>::new(&engines.graph, tables)
}

/// Up to `find` colourings by the band engine, on every path this processor can take
/// (the portable one always); all must report the same.
fn by_bands(allowed: &[u64], find: u64) -> Report {
    on_paths(&nine(), allowed, find)
}

/// Up to `find` colourings by the band engine on `colourer`'s graph, which it must take,
/// on every path as [`by_bands`]; the band word engine must count alike, and colour
/// properly within `allowed`.
fn on_paths(colourer: &Colourer, allowed: &[u64], find: u64) -> Report {
    let fit = colourer
        .engines()
        .bands
        .as_ref()
        .expect("the band engine takes the graph");
    let request = Request {
        find,
        ..Request::new(allowed)
    };
    let portable = bands::run_on(Path::Portable, &request, fit);
    for path in Path::available() {
        assert_eq!(
            portable,
            bands::run_on(path, &request, fit),
            "{path:?} and the portable path disagree"
        );
    }
    let words = fit.on_grid(&request, band_words::search);
    assert_eq!(
        (words.found, words.complete),
        (portable.found, portable.complete),
        "the band word engine counts otherwise"
    );
    assert_eq!(words.first.is_some(), words.found > 0);
    if let Some(colours) = &words.first {
        assert_colours(colourer, allowed, colours);
    }
    portable
}

/// A random complete grid: the planes' search from an empty grid, seeded.
fn solution(colourer: &Colourer, seed: u64) -> Vec<Colour> {
    let settings = Settings {
        seed,
        ..Settings::default()
    };
    run(
        &planes(colourer),
        &[0x1ff; 81],
        &Limits::default(),
        1,
        &settings,
        u64::MAX,
    )
    .first
    .expect("the empty grid has solutions")
}

/// Checks that `colours` is a proper colouring within `allowed`.
fn assert_colours(colourer: &Colourer, allowed: &[u64], colours: &[Colour]) {
    assert!(colourer.engines().graph.is_proper(colours));
    assert!(
        colours
            .iter()
            .zip(allowed)
            .all(|(&c, &set)| set >> c & 1 != 0)
    );
}

proptest! {
    /// Givens from a random grid with holes (so that puzzles have many solutions), some
    /// changed (so that contradictions come too): both engines count alike to a limit
    /// past one, and every colouring is proper. A wrong prune shows as a smaller count, a
    /// missed one as a colouring that breaks a unit.
    #[test]
    fn bands_count_as_the_planes_do(
        seed in 1u64..u64::MAX,
        holes in prop::collection::vec(0usize..81, 30..90),
        changed in prop::collection::vec((0usize..81, 0u16..9), 0..3),
        find in 1u64..40,
    ) {
        let colourer = nine();
        let mut allowed: Vec<u64> = solution(&colourer, seed).iter().map(|&c| 1 << c).collect();
        for hole in holes {
            allowed[hole] = 0x1ff;
        }
        for (cell, colour) in changed {
            allowed[cell] = 1 << colour;
        }
        let bands = by_bands(&allowed, find);
        let planes = by_planes(&colourer, &allowed, find);
        prop_assert_eq!(bands.found, planes.found);
        prop_assert!(bands.complete);
        if let Some(colours) = &bands.first {
            assert_colours(&colourer, &allowed, colours);
        }
        prop_assert_eq!(bands.first.is_some(), bands.found > 0);
    }

    /// Pencil marks: each cell its colour in a random grid and a few others, so that
    /// boxes start with any sets at all, not only givens. Counts agree as above.
    #[test]
    fn bands_count_pencil_marks_as_the_planes_do(
        seed in 1u64..u64::MAX,
        extra in prop::collection::vec(0u64..0x200, 81),
        dropped in prop::collection::vec(0usize..81, 0..4),
    ) {
        let colourer = nine();
        let mut allowed: Vec<u64> = solution(&colourer, seed)
            .iter()
            .zip(&extra)
            .map(|(&c, &more)| 1 << c | more & more >> 3)
            .collect();
        for cell in dropped {
            allowed[cell] &= allowed[cell].wrapping_sub(1);
        }
        let bands = by_bands(&allowed, 200);
        let planes = by_planes(&colourer, &allowed, 200);
        prop_assert_eq!(bands.found, planes.found);
        prop_assert!(bands.complete);
        if let Some(colours) = &bands.first {
            assert_colours(&colourer, &allowed, colours);
        }
    }

    /// The grid's graph with its nodes in a random order: counts agree with the grid in
    /// reading order, and the colouring, given back node by node, is proper in the
    /// graph as numbered.
    #[test]
    fn bands_colour_the_grid_in_any_order(
        seed in 1u64..u64::MAX,
        node in Just((0..81).collect::<Vec<u32>>()).prop_shuffle(),
        holes in prop::collection::vec(0usize..81, 30..70),
        find in 1u64..20,
    ) {
        let grid = nine();
        let mut allowed: Vec<u64> = solution(&grid, seed).iter().map(|&c| 1 << c).collect();
        for hole in holes {
            allowed[hole] = 0x1ff;
        }
        let colourer = relabelled(&node);
        let mut by_node = vec![0; 81];
        for (cell, &set) in allowed.iter().enumerate() {
            by_node[node[cell] as usize] = set;
        }
        let bands = on_paths(&colourer, &by_node, find);
        prop_assert_eq!(bands.found, by_planes(&grid, &allowed, find).found);
        let colours = bands.first.expect("a grid's own givens have its colouring");
        assert_colours(&colourer, &by_node, &colours);
    }

    /// Graphs next to the grid's: its edges with a few pairs swapped (a–b and c–d become
    /// a–d and c–b, so every node keeps 20 neighbours), its nodes shuffled. Whatever the
    /// placement makes of them, it never panics, and a graph it places is the grid's, edge
    /// for edge.
    #[test]
    fn graphs_next_to_the_grid_are_placed_only_when_they_are_it(
        node in Just((0..81).collect::<Vec<u32>>()).prop_shuffle(),
        swaps in prop::collection::vec((0usize..810, 0usize..810), 0..4),
    ) {
        let mut edges: Vec<(u32, u32)> = grid_edges()
            .into_iter()
            .map(|(a, b)| (node[a as usize], node[b as usize]))
            .collect();
        for (i, j) in swaps {
            let ((a, b), (c, d)) = (edges[i], edges[j]);
            let has = |x: u32, y: u32| edges.contains(&(x, y)) || edges.contains(&(y, x));
            if a != d && c != b && !has(a, d) && !has(c, b) {
                edges[i] = (a, d);
                edges[j] = (c, b);
            }
        }
        let graph = UnGraph::<(), ()>::from_edges(&edges);
        let colourer = Colourer::new(&graph, 9, &[]).expect("colourer");
        let Some(fit) = colourer.engines().bands.clone() else {
            return Ok(());
        };
        let cell = |v: usize| fit.cells.as_ref().map_or(v, |cells| cells[v] as usize);
        let graph = &colourer.engines().graph;
        for v in 0..81 {
            prop_assert_eq!(graph.neighbours(v).len(), 20);
            for &w in graph.neighbours(v) {
                prop_assert!(same_unit(cell(v), cell(w as usize)));
            }
        }
    }
}

#[test]
fn the_colourer_shares_nine_by_nine_searches_between_the_engines() {
    let colourer = nine();
    let fit = colourer
        .engines()
        .bands
        .as_ref()
        .expect("the 9×9 graph fits");
    // An empty grid with the first row given in order: its count is large, so a search
    // that runs out of nodes gives up, incomplete.
    let mut allowed = vec![0x1ff; 81];
    for (v, cell) in allowed.iter_mut().take(9).enumerate() {
        *cell = 1 << v;
    }
    let limited = Request {
        find: 5,
        limits: Limits {
            max_nodes: Some(2),
            ..Limits::default()
        },
        ..Request::new(&allowed)
    };
    let report = colourer.search(&limited).expect("81 sets");
    assert!(!report.complete && report.stats.nodes == 2);
    // A grid with every other cell blank: the word engine settles it (all its colourings,
    // up to 10) within its nodes and answers alone.
    let puzzle: Vec<u64> = solution(&colourer, 1)
        .iter()
        .enumerate()
        .map(|(v, &c)| if v % 2 == 0 { 0x1ff } else { 1 << c })
        .collect();
    let few = Request {
        find: 10,
        ..Request::new(&puzzle)
    };
    let words = fit.on_grid(&few, band_words::search);
    assert!(words.complete && words.found > 0 && words.stats.nodes < WORD_NODES);
    assert_eq!(colourer.search(&few).expect("81 sets"), words);
    // Two hundred colourings of the first grid need more nodes than it has: the band
    // engine searches from the start, and the report counts both engines' nodes.
    let many = Request {
        find: 200,
        limits: Limits::default(),
        ..limited
    };
    let report = colourer.search(&many).expect("81 sets");
    let banded = bands::run(&many, fit);
    assert!(report.complete && report.found == 200);
    assert_eq!(report.first, banded.first);
    assert_eq!(report.stats.nodes, banded.stats.nodes + WORD_NODES);
    // A seeded search is the band engine's alone: seeds draw the colourings they did.
    let seeded = Request {
        settings: Settings {
            seed: 3,
            ..Settings::default()
        },
        ..few
    };
    assert_eq!(
        colourer.search(&seeded).expect("81 sets"),
        bands::run(&seeded, fit)
    );
    assert_eq!(by_bands(&allowed, 0).found, 0);
    // A preferred colouring (a generator's check for another solution) steers only the
    // learning search: the grid's engines ignore it.
    let first = report.first.clone().expect("found");
    let near = Request {
        prefer: Some(&first),
        ..many
    };
    assert_eq!(colourer.search(&near).expect("81 sets"), report);
    // Two givens that clash, in one box or in one column across boxes: no colouring, no
    // search, nothing taken back.
    for clash in [9, 27] {
        let mut clashing = allowed.clone();
        clashing[clash] = 1;
        let none = colourer.search(&Request::new(&clashing)).expect("81 sets");
        assert_eq!((none.found, none.complete), (0, true));
        assert_eq!((none.stats.nodes, none.stats.backtracks), (0, 0));
    }
}

#[test]
fn seeds_draw_other_grids_and_replay_their_own() {
    let colourer = nine();
    let grid = |seed| {
        let settings = Settings {
            seed,
            schedule: Schedule::Auto,
            ..Settings::default()
        };
        let report = colourer
            .search(&Request {
                settings,
                ..Request::new(&[0x1ff; 81])
            })
            .expect("81 sets");
        let colours = report.first.expect("the empty grid has solutions");
        assert_colours(&colourer, &[0x1ff; 81], &colours);
        colours
    };
    assert_eq!(grid(7), grid(7));
    let grids: std::collections::HashSet<_> = (1..6).map(grid).collect();
    assert_eq!(grids.len(), 5);
}

/// The 9×9 grid's edges, node v cell v.
fn grid_edges() -> Vec<(u32, u32)> {
    let grid = GridGraph::boxes(3, 3);
    grid.graph
        .edge_indices()
        .filter_map(|e| grid.graph.edge_endpoints(e))
        .map(|(a, b)| (a.index() as u32, b.index() as u32))
        .collect()
}

/// Whether cells v and w (reading order) share a row, a column or a box of the 9×9 grid.
fn same_unit(v: usize, w: usize) -> bool {
    v / 9 == w / 9 || v % 9 == w % 9 || (v / 27 == w / 27 && v % 9 / 3 == w % 9 / 3)
}

/// The 9×9 grid's graph from edges alone, cell v numbered `node[v]`, with nine colours.
fn relabelled(node: &[u32]) -> Colourer {
    let edges: Vec<(u32, u32)> = grid_edges()
        .into_iter()
        .map(|(a, b)| (node[a as usize], node[b as usize]))
        .collect();
    Colourer::new(&UnGraph::<(), ()>::from_edges(&edges), 9, &[]).expect("colourer")
}

#[test]
fn the_grid_graph_fits_in_any_order_and_nothing_else() {
    let fit = |colourer: &Colourer| colourer.engines().bands.clone();
    let boxes: Vec<usize> = (0..81).map(|v| v / 27 * 3 + v % 9 / 3).collect();
    let classic = fit(&GridGraph::boxes(3, 3).colourer()).expect("the classic grid fits");
    assert_eq!(classic.cells, None);
    let x = GridGraph::of_regions(9, &boxes, true);
    assert_eq!(fit(&x.colourer()), None);
    // Jigsaw: regions that are the boxes of the grid with its columns shuffled (cells of
    // a band alike modulo 3) are placed; with two cells of the first row swapped between
    // the first two boxes, no box of the grid is left.
    let jigsaw = |region: &dyn Fn(usize) -> usize| {
        let regions: Vec<usize> = (0..81).map(region).collect();
        fit(&GridGraph::of_regions(9, &regions, false).colourer())
    };
    let shuffled = jigsaw(&|v| v / 27 * 3 + v % 3).expect("the grid, columns shuffled");
    assert!(shuffled.cells.is_some());
    let swapped = |v: usize| match v {
        2 => 1,
        3 => 0,
        _ => v / 27 * 3 + v % 9 / 3,
    };
    assert_eq!(jigsaw(&swapped), None);
    assert_eq!(fit(&GridGraph::boxes(2, 2).colourer()), None);
    assert_eq!(fit(&GridGraph::boxes(3, 4).colourer()), None);

    // From edges alone, the same; with one edge more or less, ten colours or a
    // self-loop, not at all.
    let plain = UnGraph::<(), ()>::from_edges(grid_edges());
    let colourer = |g: &UnGraph<(), ()>, k| Colourer::new(g, k, &[]).expect("colourer");
    assert_eq!(fit(&colourer(&plain, 9)), Some(classic));
    assert_eq!(fit(&colourer(&plain, 10)), None);
    let mut more = plain.clone();
    more.add_edge(NodeIndex::new(80), NodeIndex::new(0), ());
    assert_eq!(fit(&colourer(&more, 9)), None);
    let mut looped = plain.clone();
    looped.add_edge(NodeIndex::new(40), NodeIndex::new(40), ());
    assert_eq!(fit(&colourer(&looped, 9)), None);
    let mut less = plain;
    let edge = less
        .find_edge(NodeIndex::new(0), NodeIndex::new(1))
        .expect("a row's edge");
    less.remove_edge(edge);
    assert_eq!(fit(&colourer(&less, 9)), None);

    // Cell v numbered 2v mod 81: every node placed on a cell with the same neighbours.
    let doubled: Vec<u32> = (0..81).map(|v| 2 * v % 81).collect();
    let colourer = relabelled(&doubled);
    let cells = fit(&colourer).and_then(|fit| fit.cells).expect("placed");
    let graph = &colourer.engines().graph;
    for v in 0..81 {
        let on_grid: Vec<usize> = graph
            .neighbours(v)
            .iter()
            .map(|&w| cells[w as usize] as usize)
            .collect();
        let cell = cells[v] as usize;
        assert_eq!(on_grid.len(), 20);
        assert!(on_grid.iter().all(|&w| w != cell && same_unit(cell, w)));
    }
}

/// The band reasoning guesses as little as its design does: over top1465's hard puzzles
/// (every one with a unique solution, found and proper) it branches fewer times than
/// tdoku guesses (8,896), where the colour planes branch 12,679 times. A rule left out or
/// weakened shows here, though no count changes: without the triads' locking, 8,957.
#[test]
fn bands_branch_as_seldom_as_triads_allow() {
    let colourer = nine();
    let text = include_str!("../../../../benches/data/top1465.txt");
    let puzzles: Vec<Vec<u64>> = text
        .lines()
        .filter(|line| line.len() == 81)
        .map(|line| {
            let cell = |b: u8| {
                if b.is_ascii_digit() && b != b'0' {
                    1 << (b - b'1')
                } else {
                    0x1ff
                }
            };
            line.bytes().map(cell).collect()
        })
        .collect();
    assert_eq!(puzzles.len(), 1465);
    let mut nodes = 0;
    for allowed in &puzzles {
        let report = on_paths(&colourer, allowed, 2);
        assert_eq!((report.found, report.complete), (1, true));
        assert_colours(&colourer, allowed, report.first.as_ref().expect("solved"));
        nodes += on_paths(&colourer, allowed, 1).stats.nodes;
    }
    assert!((8_000..8_896).contains(&nodes), "{nodes} branches");
}
