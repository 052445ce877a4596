//! The band word engine's search: depth first, one frame copied per branch, branching on a
//! cell with two colours when there is one (else one with the fewest): one colour there,
//! then the cell without it. A search for one colouring stops at the first; a count goes
//! on to its limit.

use std::cell::RefCell;

use super::grid::Grid;
use crate::answer::{Report, Stats};
use crate::config::CLOCK_EVERY_NODES;
use crate::node_count::count_node;
use crate::request::Request;
use crate::reuse;
use crate::rng;

thread_local! {
    /// The frames of this thread's last search, kept for its next one.
    static FRAMES: RefCell<Vec<Grid>> = const { RefCell::new(Vec::new()) };
}

/// Searches for up to `request.find` colourings of the 9×9 grid's graph with its nodes in
/// reading order, node v taking a colour of `request.allowed[v]` (nine colours). Its limits
/// and seed hold as in every search; its preferred colours and schedule are not read.
pub(crate) fn search(request: &Request) -> Report {
    FRAMES.with_borrow_mut(|frames| run(request, frames))
}

fn run(request: &Request, frames: &mut Vec<Grid>) -> Report {
    frames.clear();
    let mut report = Report {
        complete: true,
        ..Report::default()
    };
    let mut rng = rng::mix_seed(request.settings.seed);
    if request.find > 0 {
        frames.push(Grid::new(request.allowed));
    }
    while let Some(frame) = frames.last_mut() {
        if !frame.propagate() {
            frames.pop();
            // A dead end before any branch (the givens clash) takes nothing back.
            report.stats.backtracks += u64::from(report.stats.nodes > 0);
            continue;
        }
        if frame.solved() {
            report.found += 1;
            if report.first.is_none() {
                let mut first = reuse::take_colouring();
                frame.colouring(&mut first);
                report.first = Some(first);
            }
            frames.pop();
            if report.found >= request.find {
                break;
            }
            continue;
        }
        if out_of_budget(request, &report.stats) {
            report.complete = false;
            break;
        }
        report.stats.nodes += 1;
        count_node(report.stats.nodes);
        let choice = frame.choose();
        // The frame below takes the colour tried first (the cell's first, or one the seed
        // draws) away; the copy above gives the cell that colour alone, and is searched first.
        let mut colours = choice.colours;
        if rng != 0 {
            let skip = rng::next_random(&mut rng) % u64::from(colours.count_ones());
            for _ in 0..skip {
                colours &= colours - 1;
            }
        }
        let colour = colours.trailing_zeros() as usize;
        let mut tried = *frame;
        frame.exclude(choice, colour);
        tried.assign(choice, colour);
        frames.push(tried);
    }
    report
}

/// Whether the search must stop for its limits: its node budget, or its deadline or cancel
/// flag (read every [`CLOCK_EVERY_NODES`] nodes).
#[inline(always)]
fn out_of_budget(request: &Request, stats: &Stats) -> bool {
    let limits = &request.limits;
    limits.max_nodes.is_some_and(|max| stats.nodes >= max)
        || (stats.nodes.is_multiple_of(CLOCK_EVERY_NODES) && limits.out_of_time())
}
