//! Alternating inference chains (AICs) and nice loops, with X-cycles as their one-symbol
//! case. A chain alternates strong links (not both false) and weak links (not both true)
//! over candidates and grouped nodes ([`Links`]). Assume a candidate true and follow the
//! chain: if it comes back saying the candidate is false, the candidate is false (a
//! discontinuous nice loop; an AIC whose two ends both see a candidate is this loop started
//! from that candidate). Assume it false: if the chain comes back saying it is true, it is
//! true. Every candidate is tried both ways, breadth first, and the shortest chain found
//! is the step taken. A continuous loop's eliminations are each such a chain started at
//! the candidate eliminated, so they are found too, one by one.

use super::candidate_grid::symbols;
use super::deduction::Deduction;
use super::implications::{Closure, along_links, follow_links, literal};
use super::step_cache::StepCache;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The shortest X-cycle: an alternating chain of one symbol's links (conjugate pairs and
/// grouped box–line links as strong links).
pub(super) fn x_cycle<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    shortest(cache, Technique::XCycle)
}

/// The shortest alternating inference chain over every symbol, cell links included.
pub(super) fn aic<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    shortest(cache, Technique::AlternatingInferenceChain)
}

/// The shortest discontinuous loop of `technique`'s kind, every candidate tried true and
/// false; the first of equal length.
fn shortest<S: ColourSet>(cache: &StepCache<S>, technique: Technique) -> Option<Deduction> {
    let (board, links) = (cache.board, cache.links());
    let side = cache.grader.side;
    let one_symbol = technique == Technique::XCycle;
    let mut best: Option<(usize, Closure)> = None;
    let mut closure = along_links(links, 0, |_| false, None, 0);
    for cell in 0..side * side {
        for symbol in symbols(board.candidates(cell)) {
            let node = (cell * side) as u32 + u32::from(symbol);
            for holds in [true, false] {
                let start = literal(node, holds);
                let keep = |to: u32| !one_symbol || links.symbol(to) == symbol;
                // Only a chain shorter than the best so far is worth finding.
                let steps = best
                    .as_ref()
                    .map_or(usize::MAX, |(shortest, _)| shortest - 1);
                follow_links(&mut closure, links, start, keep, Some(start ^ 1), steps);
                let Some((_, from)) = closure.conflict else {
                    continue;
                };
                let length = closure.depth(from) + 1;
                if best.as_ref().is_none_or(|(shortest, _)| length < *shortest) {
                    best = Some((length, closure.clone()));
                }
            }
        }
    }
    let (_, closure) = best?;
    let (target, from) = closure.conflict?;
    let mut path = closure.path(from);
    path.push(target);
    let chain: Vec<_> = path
        .iter()
        .map(|&l| links.literal(l / 2, l & 1 == 1))
        .collect();
    let mut used: Vec<u16> = chain.iter().map(|l| l.symbol).collect();
    used.sort_unstable();
    used.dedup();
    let mut cells: Vec<usize> = Vec::new();
    for statement in &chain {
        for &c in &statement.cells {
            if cells.last() != Some(&c) {
                cells.push(c);
            }
        }
    }
    let start = closure.start();
    let (cell, symbol) = (
        (start / 2) as usize / side,
        ((start / 2) as usize % side) as u16,
    );
    let mut step = Deduction::new(technique, used, cells);
    step.chains = vec![chain];
    match start & 1 == 1 {
        true => step.removed.push((cell, symbol)),
        false => step.placed.push((cell, symbol)),
    }
    Some(step)
}
