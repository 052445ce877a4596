//! The colouring search: domains as colour bitsets, one frame of domains per search depth
//! copied on branching (nothing is undone on backtrack), propagation to a fixpoint.

use std::time::Instant;

use super::{Colour, Limits, Stats, Tables};

/// How often (in search nodes) the clock is read when a deadline is set.
const CLOCK_EVERY: u64 = 256;

/// What a search run found.
pub(super) struct RunResult {
    pub first: Option<Vec<Colour>>,
    pub found: u64,
    pub gave_up: bool,
    pub stats: Stats,
}

/// Searches for up to `limit` colourings extending `precolouring`.
pub(super) fn run(tables: &Tables, precolouring: &[Option<Colour>], limits: &Limits, limit: u64) -> RunResult {
    let n = tables.len();
    let mut search = Search {
        tables,
        frames: Vec::with_capacity(n * 16),
        queue: Vec::with_capacity(n),
        limits: *limits,
        limit,
        found: 0,
        first: None,
        gave_up: false,
        stats: Stats::default(),
    };
    if limit == 0 {
        return search.finish();
    }
    search.frames.extend_from_slice(&tables.initial);
    for (v, pre) in precolouring.iter().enumerate() {
        if let Some(c) = *pre {
            let bit = 1u64.checked_shl(c as u32).unwrap_or(0) & tables.full;
            search.frames[v] &= bit;
            if search.frames[v] == 0 {
                return search.finish();
            }
        }
    }
    for v in 0..n {
        if is_single(search.frames[v]) {
            search.queue.push(v as u32);
        } else if search.frames[v] == 0 {
            return search.finish();
        }
    }
    if propagate(tables, &mut search.frames[..n], &mut search.queue) {
        search.descend(0);
    }
    search.finish()
}

/// True for a set of exactly one colour.
fn is_single(d: u64) -> bool {
    d != 0 && d & (d - 1) == 0
}

struct Search<'t> {
    tables: &'t Tables,
    /// Frame `depth` is `frames[depth * n..(depth + 1) * n]`: every node's colours left.
    frames: Vec<u64>,
    /// Nodes whose single colour still has to be removed from their neighbours.
    queue: Vec<u32>,
    limits: Limits,
    limit: u64,
    found: u64,
    first: Option<Vec<Colour>>,
    gave_up: bool,
    stats: Stats,
}

impl Search<'_> {
    fn finish(self) -> RunResult {
        RunResult { first: self.first, found: self.found, gave_up: self.gave_up, stats: self.stats }
    }

    /// Explores below frame `depth`, which is propagated and consistent. Returns true when
    /// the search must stop (enough colourings found, or out of budget).
    fn descend(&mut self, depth: usize) -> bool {
        let n = self.tables.len();
        let base = depth * n;
        loop {
            let Some(v) = most_constrained(&self.frames[base..base + n]) else {
                self.record(base);
                return self.found >= self.limit;
            };
            if self.out_of_budget() {
                self.gave_up = true;
                return true;
            }
            self.stats.nodes += 1;
            let d = self.frames[base + v];
            let c = d & d.wrapping_neg();
            if self.frames.len() < base + 2 * n {
                self.frames.resize(base + 2 * n, 0);
            }
            let (current, next) = self.frames.split_at_mut(base + n);
            let next = &mut next[..n];
            next.copy_from_slice(&current[base..]);
            next[v] = c;
            self.queue.push(v as u32);
            if propagate(self.tables, next, &mut self.queue) && self.descend(depth + 1) {
                return true;
            }
            self.stats.backtracks += 1;
            // Colour c failed (or is exhausted) at v: continue with v ≠ c in this frame.
            let current = &mut self.frames[base..base + n];
            current[v] &= !c;
            if is_single(current[v]) {
                self.queue.push(v as u32);
            }
            if !propagate(self.tables, current, &mut self.queue) {
                return false;
            }
        }
    }

    /// Counts the colouring in the frame at `base`, keeping the first one found.
    fn record(&mut self, base: usize) {
        self.found += 1;
        if self.first.is_none() {
            let domains = &self.frames[base..base + self.tables.len()];
            self.first = Some(domains.iter().map(|d| d.trailing_zeros() as Colour).collect());
        }
    }

    fn out_of_budget(&self) -> bool {
        if self.limits.max_nodes.is_some_and(|max| self.stats.nodes >= max) {
            return true;
        }
        self.limits.deadline.is_some_and(|deadline| self.stats.nodes % CLOCK_EVERY == 0 && Instant::now() >= deadline)
    }
}

/// The uncoloured node with the fewest colours left (the first such, in node order), or
/// `None` when every node has one colour: the frame is then a colouring.
fn most_constrained(domains: &[u64]) -> Option<usize> {
    let mut best = None;
    let mut best_count = u32::MAX;
    for (v, &d) in domains.iter().enumerate() {
        let count = d.count_ones();
        if count > 1 && count < best_count {
            best = Some(v);
            best_count = count;
            if count == 2 {
                break;
            }
        }
    }
    best
}

/// Propagates to a fixpoint: each node with one colour removes it from its neighbours, and
/// in each unit a colour with one place left goes there. Returns false on a contradiction
/// (a node with no colour left, or a unit missing a colour); the queue is then emptied.
fn propagate(tables: &Tables, domains: &mut [u64], queue: &mut Vec<u32>) -> bool {
    loop {
        while let Some(v) = queue.pop() {
            let c = domains[v as usize];
            for &u in tables.neighbours(v as usize) {
                let d = domains[u as usize];
                if d & c != 0 {
                    let left = d & !c;
                    if left == 0 {
                        queue.clear();
                        return false;
                    }
                    domains[u as usize] = left;
                    if is_single(left) {
                        queue.push(u);
                    }
                }
            }
        }
        if !hidden_singles(tables, domains, queue) {
            queue.clear();
            return false;
        }
        if queue.is_empty() {
            return true;
        }
    }
}

/// In every unit, places each colour that has exactly one place left, queueing the nodes
/// it fixes. Returns false when a unit lacks a colour or one node is the only place of two.
fn hidden_singles(tables: &Tables, domains: &mut [u64], queue: &mut Vec<u32>) -> bool {
    for unit in tables.units() {
        let (mut once, mut twice) = (0u64, 0u64);
        for &v in unit {
            let d = domains[v as usize];
            twice |= once & d;
            once |= d;
        }
        if once != tables.full {
            return false;
        }
        let mut unique = once & !twice;
        for &v in unit {
            if unique == 0 {
                break;
            }
            let d = domains[v as usize];
            let here = d & unique;
            if here == 0 {
                continue;
            }
            if !is_single(here) {
                return false;
            }
            unique &= !here;
            if d != here {
                domains[v as usize] = here;
                queue.push(v);
            }
        }
    }
    true
}
