//! Forcing chains: follow everything one assumption implies, for several assumptions of
//! which one must hold, and keep what they all imply.
//! - contradiction: a candidate assumed true (false) implies some statement and its
//!   opposite, so the candidate is false (true);
//! - double: a candidate true and the same candidate false imply the same statement;
//! - cell: each candidate of a cell, assumed true, implies the same statement;
//! - region: each place of a symbol in a unit, assumed to hold it, implies the same.
//!
//! Static forcing chains follow the links of the board as it stands ([`Links`], grouped
//! nodes included); dynamic ones follow the grid's rules on a scratch copy of the
//! candidates, so that singles appear as the assumption's consequences take candidates
//! away ([`by_rules`]). Each assumption is followed to its end (at most two literals per
//! candidate, so the work is bounded by candidates² per step), and the conclusion whose
//! branches are shortest, summed, is the step taken.

use super::candidate_grid::symbols;
use super::deduction::{Deduction, Literal};
use super::implications::{Closure, along_links, by_rules, literal};
use super::step_cache::StepCache;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The best conclusion found so far: its cost (branch lengths summed), the statement it
/// proves, its branches as literal paths, and the unit of a region forcing chain.
struct Found {
    cost: usize,
    conclusion: u32,
    branches: Vec<Vec<u32>>,
    unit: Option<usize>,
}

/// The forcing chain with the shortest branches, static (`dynamic` false) or dynamic.
pub(super) fn find<S: ColourSet>(cache: &StepCache<S>, dynamic: bool) -> Option<Deduction> {
    let (grader, board) = (cache.grader, cache.board);
    let side = grader.side;
    let cells = side * side;
    let candidates = cells * side;
    let links = (!dynamic).then(|| cache.links());
    let node = |cell: usize, symbol: u16| (cell * side) as u32 + u32::from(symbol);
    let mut closures: Vec<Option<Closure>> = vec![None; candidates * 2];
    for cell in 0..cells {
        for symbol in symbols(board.candidates(cell)) {
            for holds in [true, false] {
                let start = literal(node(cell, symbol), holds);
                closures[start as usize] = Some(match &links {
                    Some(links) => along_links(links, start, |_| true, None, usize::MAX),
                    None => by_rules(grader, board, start),
                });
            }
        }
    }
    // A statement worth concluding: about a candidate the board still has.
    let useful = |l: u32| {
        let n = (l / 2) as usize;
        n < candidates && board.has(n / side, (n % side) as u16)
    };
    let mut best: Option<Found> = None;
    let mut offer = |found: Found| {
        if best.as_ref().is_none_or(|b| found.cost < b.cost) {
            best = Some(found);
        }
    };
    // Contradictions.
    for closure in closures.iter().flatten() {
        if let Some((derived, from)) = closure.conflict {
            let mut second = closure.path(from);
            second.push(derived);
            offer(Found {
                cost: closure.depth(derived ^ 1) + closure.depth(from) + 1,
                conclusion: closure.start() ^ 1,
                branches: vec![closure.path(derived ^ 1), second],
                unit: None,
            });
        }
    }
    // What every branch of a set of assumptions, one of which holds, implies.
    let mut common = |starts: &[u32], unit: Option<usize>| {
        let branches: Vec<&Closure> = starts
            .iter()
            .filter_map(|&s| closures[s as usize].as_ref())
            .collect();
        if branches.len() != starts.len() || branches.iter().any(|b| b.conflict.is_some()) {
            return;
        }
        for &l in &branches[0].reached {
            if useful(l) && branches.iter().all(|b| b.holds(l)) {
                offer(Found {
                    cost: branches.iter().map(|b| b.depth(l)).sum(),
                    conclusion: l,
                    branches: branches.iter().map(|b| b.path(l)).collect(),
                    unit,
                });
            }
        }
    };
    for cell in 0..cells {
        let held: Vec<u16> = symbols(board.candidates(cell)).collect();
        for &symbol in &held {
            let n = node(cell, symbol);
            common(&[literal(n, true), literal(n, false)], None);
        }
        if held.len() >= 2 {
            let starts: Vec<u32> = held.iter().map(|&s| literal(node(cell, s), true)).collect();
            common(&starts, None);
        }
    }
    for (u, unit) in grader.units.iter().enumerate() {
        for symbol in 0..side as u16 {
            let starts: Vec<u32> = unit
                .cells
                .iter()
                .filter(|&&c| board.has(c, symbol))
                .map(|&c| literal(node(c, symbol), true))
                .collect();
            if starts.len() >= 2 {
                common(&starts, Some(u));
            }
        }
    }
    let found = best?;
    let statement = |l: u32| match &links {
        Some(links) => links.literal(l / 2, l & 1 == 1),
        None => Literal {
            cells: vec![(l / 2) as usize / side],
            symbol: ((l / 2) as usize % side) as u16,
            holds: l & 1 == 1,
        },
    };
    let technique = match dynamic {
        true => Technique::DynamicForcingChain,
        false => Technique::ForcingChain,
    };
    let (cell, symbol) = (
        (found.conclusion / 2) as usize / side,
        ((found.conclusion / 2) as usize % side) as u16,
    );
    let mut starts: Vec<usize> = Vec::new();
    for branch in &found.branches {
        let c = (branch[0] / 2) as usize / side;
        if !starts.contains(&c) {
            starts.push(c);
        }
    }
    let mut step = Deduction::new(technique, vec![symbol], starts);
    step.units = found.unit.into_iter().collect();
    step.chains = found
        .branches
        .iter()
        .map(|branch| branch.iter().map(|&l| statement(l)).collect())
        .collect();
    match found.conclusion & 1 == 1 {
        true => step.placed.push((cell, symbol)),
        false => step.removed.push((cell, symbol)),
    }
    Some(step)
}
