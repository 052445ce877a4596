//! The restart schedule. Search times on hard instances are heavy-tailed (an early wrong
//! choice can hide a huge dead subtree), so a search for one colouring starts again from
//! the root, with other tie-breaks, each time an attempt uses up its node allowance. The
//! allowances follow the Luby sequence (Luby, Sinclair and Zuckerman, "Optimal speedup of
//! Las Vegas algorithms", Inf. Process. Lett. 1993), which grows without bound, so the
//! search stays complete.

use super::config::RESTART_NODES_PER_GRAPH_NODE;

/// The search-node allowance of restart `attempt` (from 1) on a graph of `graph_nodes`
/// nodes.
pub(crate) fn allowance(graph_nodes: usize, attempt: u64) -> u64 {
    (RESTART_NODES_PER_GRAPH_NODE * graph_nodes as u64).saturating_mul(luby(attempt))
}

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, … (i from 1): restart
/// allowances that are within a log factor of the best fixed allowance for any
/// distribution of run lengths. The learning engine restarts by it too, counted in conflicts.
pub(crate) fn luby(i: u64) -> u64 {
    let mut i = i;
    loop {
        let k = 64 - i.leading_zeros() as u64; // 2^(k-1) <= i < 2^k
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::luby;

    #[test]
    fn luby_starts_as_published() {
        let first: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
