//! Tests of `hall`: the few places `inside` and `confined` look at find what a scan of the
//! whole unit finds, every 15 steps of random exclusions and after each backjump, with
//! nodes and places emptied or not, and the trail's count of those emptied is exact.

use proptest::prelude::*;

use super::super::learner::Learner;
use super::super::literal::{Lit, var};
use super::super::reason::Reason;
use super::super::tests::started;
use crate::colour_set::ColourSet;
use crate::tests::sudoku_with_givens;

/// The positions of unit u whose node has no colour outside `colours`, node by node.
fn inside_by_nodes(learner: &Learner<'_>, u: usize, colours: u64) -> u64 {
    let unit = learner.graph.unit(u);
    (0..unit.len())
        .filter(|&p| learner.trail.domain(unit[p] as usize) & !colours == 0)
        .fold(0, |set, p| set | 1 << p)
}

/// The colours with no node of unit u outside `positions`, node by node.
fn confined_by_nodes(learner: &Learner<'_>, u: usize, positions: u64) -> u64 {
    let unit = learner.graph.unit(u);
    (0..learner.graph.k)
        .filter(|&c| {
            (0..unit.len()).all(|p| {
                positions & 1 << p != 0 || !learner.trail.domain(unit[p] as usize).contains(c)
            })
        })
        .fold(0, |set, c| set | 1 << c)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_sets_found_are_those_a_scan_of_every_node_finds(
        steps in prop::collection::vec((0u8..12, 0usize..256, 0usize..16), 0..600),
        queries in prop::collection::vec((0usize..48, 1u64..=u16::MAX as u64), 40),
    ) {
        let (colourer, _) = sudoku_with_givens((4, 4), &[]);
        let mut learner = started(&colourer);
        let units = learner.units;
        for (step, &(kind, v, c)) in steps.iter().enumerate() {
            if step % 100 == 0 {
                learner.trail.new_level();
            }
            // Now and then half the levels undone.
            let undone = step % 170 == 169;
            if undone {
                learner.trail.backjump(learner.trail.level() / 2, units, |_| ());
            }
            // Mostly one exclusion; now and then a node, or a colour's places in a unit,
            // emptied at once.
            let vars: Vec<u32> = match kind {
                0 => (0..16).map(|d| var::<u64>(v, d)).collect(),
                1 => learner.graph.unit(v % 48).iter().map(|&w| var::<u64>(w as usize, c)).collect(),
                _ => vec![var::<u64>(v, c)],
            };
            for x in vars {
                if learner.trail.is_unset(x) {
                    learner.trail.assign(Lit::exclude(x), Reason::Decision, units);
                }
            }
            if step % 15 != 0 && !undone {
                continue;
            }
            let empty_node = (0..learner.graph.len()).any(|w| learner.trail.domain(w) == 0);
            let empty_place = (0..learner.graph.unit_count())
                .any(|u| confined_by_nodes(&learner, u, 0) != 0);
            prop_assert_eq!(learner.trail.has_emptied(), empty_node || empty_place);
            for &(u, set) in &queries {
                let holding = learner.holding(u as u32, set);
                prop_assert_eq!(learner.inside(u as u32, set, holding), inside_by_nodes(&learner, u, set));
                prop_assert_eq!(
                    learner.confined(u as u32, set),
                    confined_by_nodes(&learner, u, set)
                );
            }
        }
        // Undoing every level empties nothing again.
        learner.trail.backjump(0, units, |_| ());
        prop_assert!(!learner.trail.has_emptied());
    }
}
