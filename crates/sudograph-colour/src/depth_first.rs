//! The depth-first search of the 9×9 grid's engines: one frame copied per branch, the copy
//! taking one alternative and searched first, the frame below keeping the others. A search
//! for one colouring stops at the first; a count goes on to its limit. Its limits and seed
//! hold as in every search.

use super::answer::{Report, Stats};
use super::colour::Colour;
use super::config::CLOCK_EVERY_NODES;
use super::node_count::count_node;
use super::request::Request;
use super::reuse;
use super::rng;

/// A search frame an engine branches on.
pub(crate) trait Branching: Copy {
    /// What a frame branches on.
    type Branch: Copy;
    /// Narrows the frame until nothing changes: false on a contradiction.
    fn propagate(&mut self) -> bool;
    /// What to branch on in a propagated frame; None when every cell has its colour.
    fn choose(&self) -> Option<Self::Branch>;
    /// The alternatives of `branch`, as a set (bit i: alternative i), at least two.
    fn alternatives(&self, branch: Self::Branch) -> u32;
    /// Takes alternative `i` of `branch` away.
    fn exclude(&mut self, branch: Self::Branch, i: usize);
    /// Keeps alternative `i` of `branch` alone.
    fn keep_only(&mut self, branch: Self::Branch, i: usize);
    /// The colouring of a solved frame, in reading order.
    fn colouring(&self, colouring: &mut Vec<Colour>);
}

/// Searches from `root` (None: a contradiction found before any search) for up to
/// `request.find` colourings, on `frames` (the caller's, kept from search to search). The
/// alternative tried first is the first of a branch's, or one the request's seed draws.
#[inline(always)]
pub(crate) fn search<F: Branching>(
    request: &Request,
    frames: &mut Vec<F>,
    root: Option<F>,
) -> Report {
    frames.clear();
    let mut report = Report {
        complete: true,
        ..Report::default()
    };
    let mut rng = rng::mix_seed(request.settings.seed);
    if let Some(root) = root.filter(|_| request.find > 0) {
        frames.push(root);
    }
    while let Some(frame) = frames.last_mut() {
        if !frame.propagate() {
            frames.pop();
            // A dead end before any branch (the givens clash) takes nothing back.
            report.stats.backtracks += u64::from(report.stats.nodes > 0);
            continue;
        }
        let Some(branch) = frame.choose() else {
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
        };
        if out_of_budget(request, &report.stats) {
            report.complete = false;
            break;
        }
        report.stats.nodes += 1;
        count_node(report.stats.nodes);
        let mut alternatives = frame.alternatives(branch);
        if rng != 0 {
            let skip = rng::next_random(&mut rng) % u64::from(alternatives.count_ones());
            for _ in 0..skip {
                alternatives &= alternatives - 1;
            }
        }
        let tried = alternatives.trailing_zeros() as usize;
        let mut taken = *frame;
        frame.exclude(branch, tried);
        taken.keep_only(branch, tried);
        frames.push(taken);
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
