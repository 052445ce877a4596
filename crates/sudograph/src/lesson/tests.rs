//! The narrative on small graphs whose raw steps come out of order or clash.

use petgraph::graph::{NodeIndex, UnGraph};

use super::narrator::narrate;
use super::replay::Replay;
use super::step::{Cause, Event, Reason};
use sudograph_colour::Step;

/// A path 0 – 1 – 2 with 2 colours and node 0 given colour 0.
fn path() -> Replay {
    let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2)]);
    Replay::new(&g, 2, &[], &[1, u64::MAX, u64::MAX])
}

#[test]
fn a_forced_colour_waits_for_its_reason() {
    // The search claims node 2 before node 1, whose colour is what forces node 2.
    let raw = [
        Step::Forced {
            node: 2,
            colour: 0,
            unit: None,
            depth: 0,
        },
        Step::Forced {
            node: 1,
            colour: 1,
            unit: None,
            depth: 0,
        },
    ];
    let told = narrate(path(), &raw);
    let placed: Vec<u32> = told
        .iter()
        .map(|t| match t.event {
            Event::Placed { node, .. } => node,
            _ => panic!("only placements: {told:?}"),
        })
        .collect();
    assert_eq!(placed, [1, 2]);
    assert_eq!(
        told[1].event,
        Event::Placed {
            node: 2,
            colour: 0,
            reason: Reason::OnlyColour { removers: vec![1] }
        }
    );
}

#[test]
fn a_clash_is_a_contradiction_naming_the_node() {
    // A triangle with 2 colours: node 0 given, nodes 1 and 2 both claimed colour 1.
    let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 0)]);
    let board = Replay::new(&g, 2, &[], &[1, u64::MAX, u64::MAX]);
    let raw = [
        Step::Forced {
            node: 1,
            colour: 1,
            unit: None,
            depth: 0,
        },
        Step::Forced {
            node: 2,
            colour: 1,
            unit: None,
            depth: 0,
        },
        Step::Contradiction { depth: 0 },
    ];
    let told = narrate(board, &raw);
    assert_eq!(told.len(), 2, "{told:?}");
    assert_eq!(
        told[1].event,
        Event::Contradiction(Cause::NoColour { node: 2 })
    );
}

#[test]
fn a_unit_with_no_place_is_named() {
    // Unit {0, 1} of 2 colours, both nodes ruled out of colour 1 by given neighbours 2, 3.
    let g = UnGraph::<(), ()>::from_edges([(0, 1), (0, 2), (1, 3)]);
    let units = [vec![NodeIndex::new(0), NodeIndex::new(1)]];
    let board = Replay::new(&g, 3, &units, &[0b101, 0b101, 0b10, 0b10]);
    let told = narrate(board, &[Step::Contradiction { depth: 0 }]);
    assert_eq!(
        told[0].event,
        Event::Contradiction(Cause::NoPlace { unit: 0, colour: 1 })
    );
}

#[test]
fn a_backtrack_undoes_the_guess_and_what_followed() {
    let raw = [
        Step::Branch {
            node: 1,
            colour: 1,
            choices: 2,
            depth: 1,
        },
        Step::Forced {
            node: 2,
            colour: 0,
            unit: None,
            depth: 1,
        },
        Step::Backtrack {
            node: 1,
            colour: 1,
            depth: 0,
        },
    ];
    let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2)]);
    let board = Replay::new(&g, 2, &[], &[u64::MAX; 3]);
    let told = narrate(board, &raw);
    assert_eq!(
        told[2].event,
        Event::Backtrack {
            node: 1,
            colour: 1,
            undone: vec![1, 2]
        }
    );
    let mut replay = Replay::new(&g, 2, &[], &[u64::MAX; 3]);
    for step in &told {
        replay.apply(step);
    }
    assert_eq!((replay.colour(1), replay.colour(2)), (None, None));
    assert_eq!(replay.candidates(1), 0b01, "the failed guess is ruled out");
}

#[test]
fn a_restart_goes_back_to_the_board_before_the_first_guess() {
    // Node 1 is forced before any guess and stays; the guess and what followed it go.
    let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 3)]);
    let board = Replay::new(&g, 2, &[], &[0b01, u64::MAX, u64::MAX, u64::MAX]);
    let raw = [
        Step::Forced {
            node: 1,
            colour: 1,
            unit: None,
            depth: 0,
        },
        Step::Branch {
            node: 3,
            colour: 1,
            choices: 2,
            depth: 1,
        },
        Step::Forced {
            node: 2,
            colour: 0,
            unit: None,
            depth: 1,
        },
        Step::Restart,
    ];
    let told = narrate(board.clone(), &raw);
    let events: Vec<&Event> = told.iter().map(|t| &t.event).collect();
    assert!(
        matches!(
            events[..],
            [
                Event::Placed { node: 1, .. },
                Event::Guess { node: 3, .. },
                Event::Placed { node: 2, .. },
                Event::Restart
            ]
        ),
        "{events:?}"
    );
    let mut replay = board;
    for step in &told {
        replay.apply(step);
    }
    assert_eq!(
        replay.colour(1),
        Some(1),
        "forced before the first guess: kept"
    );
    assert_eq!((replay.colour(2), replay.colour(3)), (None, None));
    assert!(!replay.guessed(3));
}
