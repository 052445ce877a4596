//! Explainer's chains that compare several assumptions: Nishio (a digit's own places),
//! multiple forcing chains (cell and region forcing chains), and dynamic forcing chains
//! (contradiction, double, cell and region), which write each off potential into a
//! scratch grid as they go.

use super::easiest::{Easiest, Key, Kind};
use super::implications::{Contradiction, Propagation};
use super::nesting::Nesting;
use super::run::{self, Pot, Run, conjugate, pot, unpot};
use crate::rating::board::{Board, Geometry, digits};
use crate::rating::scale::{self, Tenths, length_bonus};
use crate::rating::step::RatedStep;
use std::collections::HashMap;

/// Which of Explainer's multiple-assumption producers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Multiple {
    /// Nishio forcing chains: contradictions on house rules only, dynamic (7.5).
    Nishio,
    /// Cell and region forcing chains, static (8.0).
    Static,
    /// Dynamic forcing chains (8.5).
    Dynamic,
    /// Dynamic forcing chains nested at a level (1: 9.0).
    Nested(Nesting),
}

/// Explainer's names of the nested levels' chains.
const NESTED_NAMES: [&str; 4] = [
    "Dynamic Forcing Chains (+)",
    "Dynamic Forcing Chains (+ Forcing Chains)",
    "Dynamic Forcing Chains (+ Multiple Forcing Chains)",
    "Dynamic Forcing Chains (+ Dynamic Forcing Chains)",
];

/// The runs of one producer call, each assumption propagated once.
pub(crate) struct Runs<'a> {
    geo: &'a Geometry,
    board: &'a Board,
    propagation: Propagation,
    places: Vec<u64>,
    done: HashMap<Pot, (Run, Option<Contradiction>)>,
}

impl Runs<'_> {
    /// What `start` implies, propagated on first use.
    fn of(&mut self, start: Pot) -> &(Run, Option<Contradiction>) {
        let (geo, board, propagation, places) =
            (self.geo, self.board, self.propagation, &self.places);
        self.done
            .entry(start)
            .or_insert_with(|| propagation.run(geo, board, places, start))
    }

    /// The chains of a hint from `origin` concluding `target`: each branch's run and the
    /// node where it reaches the target (for a contradiction, its two ends).
    pub(crate) fn branches(&self, origin: Origin, target: Pot) -> Vec<(&Run, u32)> {
        let side = self.geo.side;
        let at = |start: Pot| {
            let run = &self.done[&start].0;
            (run, run.get(target).unwrap_or(0))
        };
        match origin {
            Origin::Contradiction(start) => {
                let (run, ends) = &self.done[&start];
                ends.map_or_else(Vec::new, |(a, b)| vec![(run, a), (run, b)])
            }
            Origin::Double(on) => vec![at(on), at(conjugate(on))],
            Origin::Cell(cell) => digits(self.board.cands[cell])
                .map(|d| at(pot(side, cell, d, true)))
                .collect(),
            Origin::Region(h, digit) => self
                .board
                .place_cells(self.geo, h, digit)
                .into_iter()
                .map(|c| at(pot(side, c, digit, true)))
                .collect(),
        }
    }
}

/// A hint's target: the candidate (cell, digit) it sets on (placed) or off (removed).
pub(crate) type Target = (usize, u16, bool);

/// Where a hint's chains start: a contradiction from one assumption, a double chain from
/// a candidate on (and off), a cell's candidates, or a digit's places in a house.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Origin {
    Contradiction(Pot),
    Double(Pot),
    Cell(usize),
    Region(usize, u16),
}

/// The easiest hint of the `which` producer.
pub(crate) fn multiple_chains(geo: &Geometry, board: &Board, which: Multiple) -> Option<RatedStep> {
    let name = match which {
        Multiple::Nishio => "Nishio Forcing Chains",
        Multiple::Static => "Multiple Forcing Chains",
        Multiple::Dynamic => "Dynamic Forcing Chains",
        Multiple::Nested(nesting) => NESTED_NAMES[usize::from(nesting.level) - 1],
    };
    let mut hints = Easiest::default();
    each(geo, board, which, &mut |key, target, _, _| {
        hints.offer(key, || conclusion(board, name, key.0, target));
    });
    hints.step()
}

/// Every hint of the `which` producer in Explainer's order (cells in order; for each of
/// their digits the contradictions from on and off, the double chains, the region
/// chains; then the cell's own chains), given to `visit` with its key, its target
/// (cell, digit, on), where its chains start, and the runs that hold them.
pub(crate) fn each(
    geo: &Geometry,
    board: &Board,
    which: Multiple,
    visit: &mut dyn FnMut(Key, Target, Origin, &Runs),
) {
    let side = geo.side;
    let (dynamic, nishio) = (
        !matches!(which, Multiple::Static),
        matches!(which, Multiple::Nishio),
    );
    let (base, nesting) = match which {
        Multiple::Nishio => (scale::NISHIO, Nesting::NONE),
        Multiple::Static => (scale::MULTIPLE_CHAINS, Nesting::NONE),
        Multiple::Dynamic => (scale::DYNAMIC_CHAINS, Nesting::NONE),
        Multiple::Nested(nesting) => (
            scale::NESTED_CHAINS[usize::from(nesting.level) - 1],
            nesting,
        ),
    };
    let mut runs = Runs {
        geo,
        board,
        propagation: Propagation {
            y: !nishio,
            dynamic,
            nesting,
        },
        places: board.places_table(geo),
        done: HashMap::new(),
    };
    let key = |complexity: usize, kind: Kind| (base + length_bonus(complexity), complexity, kind);
    for cell in 0..geo.cells() {
        let count = board.count(cell);
        if !(count > 2 || (count > 1 && dynamic)) {
            continue;
        }
        for digit in digits(board.cands[cell]) {
            let on = pot(side, cell, digit, true);
            let off = pot(side, cell, digit, false);
            if dynamic {
                for (start, target) in [(on, (cell, digit, false)), (off, (cell, digit, true))] {
                    if let (run, Some((a, b))) = runs.of(start) {
                        let complexity = run::complexity([(run, *a), (run, *b)]);
                        let origin = Origin::Contradiction(start);
                        visit(key(complexity, Kind::Contradiction), target, origin, &runs);
                    }
                }
            }
            if dynamic && !nishio && count >= 3 {
                runs.of(on);
                runs.of(off);
                let (on_run, off_run) = (&runs.done[&on].0, &runs.done[&off].0);
                let both: Vec<(Pot, usize)> = on_run
                    .pots()
                    .filter_map(|p| {
                        let from_off = off_run.get(p)?;
                        let from_on = on_run.get(p)?;
                        Some((p, run::complexity([(on_run, from_on), (off_run, from_off)])))
                    })
                    .collect();
                for state in [true, false] {
                    for &(p, complexity) in both.iter().filter(|(p, _)| unpot(side, *p).2 == state)
                    {
                        let origin = Origin::Double(on);
                        visit(key(complexity, Kind::Double), unpot(side, p), origin, &runs);
                    }
                }
            }
            if !nishio {
                for (complexity, target, h) in region_chains(&mut runs, cell, digit, which) {
                    let origin = Origin::Region(h, digit);
                    visit(key(complexity, Kind::Region), target, origin, &runs);
                }
            }
        }
        if !nishio {
            let starts: Vec<Pot> = digits(board.cands[cell])
                .map(|d| pot(side, cell, d, true))
                .collect();
            for (complexity, target) in agreed(&mut runs, &starts) {
                visit(
                    key(complexity, Kind::Cell),
                    target,
                    Origin::Cell(cell),
                    &runs,
                );
            }
        }
    }
}

/// The region forcing chains of `digit` in the houses of `cell`, for each house where the
/// digit has two places (or more, but for Nishio) and `cell` is its first.
fn region_chains(
    runs: &mut Runs,
    cell: usize,
    digit: u16,
    which: Multiple,
) -> Vec<(usize, (usize, u16, bool), usize)> {
    let (geo, board) = (runs.geo, runs.board);
    let mut found = Vec::new();
    for &h in &geo.houses_of[cell] {
        let places = board.place_cells(geo, h, digit);
        let worth = places.len() == 2 || (!matches!(which, Multiple::Nishio) && places.len() > 2);
        if !worth || places[0] != cell {
            continue;
        }
        let starts: Vec<Pot> = places
            .iter()
            .map(|&c| pot(geo.side, c, digit, true))
            .collect();
        found.extend(agreed(runs, &starts).into_iter().map(|(c, t)| (c, t, h)));
    }
    found
}

/// What every one of `starts` implies alike (on potentials first, then off ones), each
/// with the complexity of its branches summed.
fn agreed(runs: &mut Runs, starts: &[Pot]) -> Vec<(usize, (usize, u16, bool))> {
    let side = runs.geo.side;
    for &start in starts {
        runs.of(start);
    }
    let first = &runs.done[&starts[0]].0;
    let mut found: Vec<(Pot, usize)> = Vec::new();
    let nesting = starts.iter().any(|s| runs.done[s].0.has_nested());
    for p in first.pots() {
        let mut complexity = 0;
        let all = starts.iter().all(|s| match runs.done[s].0.get(p) {
            Some(node) => {
                complexity += runs.done[s].0.ancestors(node);
                true
            }
            None => false,
        });
        if all {
            if nesting {
                complexity += run::nested_complexity(
                    starts
                        .iter()
                        .map(|s| (&runs.done[s].0, runs.done[s].0.get(p).unwrap_or(0))),
                );
            }
            found.push((p, complexity));
        }
    }
    let (mut on, off): (Vec<_>, Vec<_>) = found.into_iter().partition(|(p, _)| unpot(side, *p).2);
    on.extend(off);
    on.into_iter().map(|(p, c)| (c, unpot(side, p))).collect()
}

/// The step a chain's target makes: place a digit (removing the cell's others), or
/// remove a candidate; `None` when it changes nothing.
fn conclusion(
    board: &Board,
    name: &'static str,
    rating: Tenths,
    (cell, digit, on): (usize, u16, bool),
) -> Option<RatedStep> {
    match on {
        true => (board.cands[cell] & !(1 << digit) != 0)
            .then(|| RatedStep::placing(name, rating, cell, digit)),
        false => RatedStep::removing(name, rating, vec![(cell, digit)]),
    }
}
