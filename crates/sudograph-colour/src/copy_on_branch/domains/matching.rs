//! The matching behind all-different filtering (Régin, "A filtering algorithm for
//! constraints of difference in CSPs", AAAI 1994) on up to 64 nodes and colours, as
//! bitsets: a perfect matching by augmenting paths (Kuhn, "The Hungarian method for the
//! assignment problem", 1955), then the strongly connected components of its alternating
//! graph, which tell the colours each node keeps.

use crate::bits::ones;
use crate::colour::first_colours;

/// Scratch space of all-different filtering, kept for the whole search so that no call
/// clears 64-entry arrays it fills only in part.
pub(crate) struct Matching {
    /// The unit's open nodes.
    pub(super) open: [u32; 64],
    /// Their colours.
    pub(super) own: [u64; 64],
    /// The node each matched colour is matched to, and each node's matched colour.
    owner: [u8; 64],
    mate: [u64; 64],
    /// `forward[i]`: the nodes whose matched colour node i can take; `backward`: the
    /// transpose.
    forward: [u64; 64],
    backward: [u64; 64],
    /// The colours each node keeps.
    pub(super) allowed: [u64; 64],
}

impl Matching {
    /// Empty scratch space.
    pub(super) fn new() -> Box<Matching> {
        Box::new(Matching {
            open: [0; 64],
            own: [0; 64],
            owner: [0; 64],
            mate: [0; 64],
            forward: [0; 64],
            backward: [0; 64],
            allowed: [0; 64],
        })
    }
}

/// For nodes `0..k` with colour sets `m.own[..k]` (k ≤ 64) that must all differ, drawing
/// on exactly k colours in all, the colours each node keeps in some perfect matching, into
/// `m.allowed[..k]`; false if there is no perfect matching. A colour matched to node j
/// stays possible for node i exactly when i and j lie on a common alternating cycle, i.e.
/// in one strongly connected component of the graph i → j whenever i can take j's matched
/// colour.
pub(super) fn consistent_colours(k: usize, m: &mut Matching) -> bool {
    let Matching {
        own: domains,
        owner,
        mate,
        forward,
        backward,
        allowed,
        ..
    } = m;
    let domains = &domains[..k];
    let mut matched = 0u64;
    for i in 0..k {
        let mut seen = 0u64;
        if !augment(i, domains, owner, &mut matched, &mut seen) {
            return false;
        }
    }
    for c in ones(matched) {
        mate[owner[c] as usize] = 1 << c;
    }
    forward[..k].fill(0);
    backward[..k].fill(0);
    for i in 0..k {
        for c in ones(domains[i]) {
            let j = owner[c] as usize;
            forward[i] |= 1 << j;
            backward[j] |= 1 << i;
        }
    }
    let mut left = first_colours(k);
    while let Some(i) = ones(left).next() {
        let component = reachable(i, forward) & reachable(i, backward);
        let colours = ones(component).fold(0u64, |colours, j| colours | mate[j]);
        for j in ones(component) {
            allowed[j] = colours;
        }
        left &= !component;
    }
    true
}

/// Nodes reachable from `start` along `edges` (a bitset of successors per node).
fn reachable(start: usize, edges: &[u64; 64]) -> u64 {
    let mut reached = 1u64 << start;
    let mut frontier = reached;
    while frontier != 0 {
        let next = ones(frontier).fold(0u64, |next, i| next | edges[i]);
        frontier = next & !reached;
        reached |= next;
    }
    reached
}

/// Kuhn's augmenting path from node i: takes a free colour if it can, else moves the owner
/// of one of its colours elsewhere. `seen` holds the colours visited in this search.
fn augment(
    i: usize,
    domains: &[u64],
    owner: &mut [u8; 64],
    matched: &mut u64,
    seen: &mut u64,
) -> bool {
    let options = domains[i] & !*seen;
    let free = options & !*matched;
    if let Some(c) = ones(free).next() {
        owner[c] = i as u8;
        *matched |= 1 << c;
        return true;
    }
    *seen |= options;
    for c in ones(options) {
        if augment(owner[c] as usize, domains, owner, matched, seen) {
            owner[c] = i as u8;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{Matching, consistent_colours};

    /// Every assignment of distinct colours from `domains`, by brute force.
    fn matchings(domains: &[u64], used: u64, out: &mut Vec<Vec<u32>>, partial: &mut Vec<u32>) {
        let Some(&d) = domains.get(partial.len()) else {
            out.push(partial.clone());
            return;
        };
        for c in 0..64 {
            if d & !used & (1 << c) != 0 {
                partial.push(c);
                matchings(domains, used | 1 << c, out, partial);
                partial.pop();
            }
        }
    }

    proptest! {
        #[test]
        fn hall_filter_keeps_exactly_the_colours_of_some_matching(raw in prop::collection::vec(1u64..64, 1..=6)) {
            let k = raw.len();
            let domains: Vec<u64> = raw.iter().map(|d| d & ((1 << k) - 1)).collect();
            let mut all = Vec::new();
            matchings(&domains, 0, &mut all, &mut Vec::new());
            let mut m = Matching::new();
            m.own[..k].copy_from_slice(&domains);
            match consistent_colours(k, &mut m).then_some(m.allowed) {
                None => prop_assert!(all.is_empty()),
                Some(allowed) => {
                    prop_assert!(!all.is_empty());
                    for i in 0..k {
                        let used = all.iter().fold(0u64, |m, a| m | 1 << a[i]);
                        prop_assert_eq!(allowed[i] & domains[i], used, "node {}", i);
                    }
                }
            }
        }
    }
}
