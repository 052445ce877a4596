//! Search nodes counted across every search of the process, so that a progress line can
//! show that one long search, on any thread, is alive.

use std::sync::atomic::{AtomicU64, Ordering};

use super::config::NODES_COUNTED_EVERY;

/// Search nodes of every search of the process, counted [`NODES_COUNTED_EVERY`] at a time.
static NODES_SEARCHED: AtomicU64 = AtomicU64::new(0);

/// Search nodes explored by every search of this process so far, counted 256 at a time:
/// what a progress line can show while one long search runs, on any thread.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph_colour::{Colourer, Limits, nodes_searched};
/// // Counting the 3-colourings of a 12-node path explores thousands of search nodes.
/// let path = UnGraph::<(), ()>::from_edges((0..11).map(|v| (v, v + 1)));
/// let colourer = Colourer::new(&path, 3, &[]).unwrap();
/// let before = nodes_searched();
/// let (count, stats) = colourer.count(&[None; 12], u64::MAX, &Limits::default()).unwrap();
/// assert_eq!(count.found, 3 * 2u64.pow(11));
/// assert!(nodes_searched() - before >= stats.nodes / 256 * 256);
/// ```
pub fn nodes_searched() -> u64 {
    NODES_SEARCHED.load(Ordering::Relaxed)
}

/// Counts one more search node of a search that has made `nodes` so far: every
/// [`NODES_COUNTED_EVERY`]th adds them to [`nodes_searched`].
#[inline]
pub(crate) fn count_node(nodes: u64) {
    if nodes.is_multiple_of(NODES_COUNTED_EVERY) {
        NODES_SEARCHED.fetch_add(NODES_COUNTED_EVERY, Ordering::Relaxed);
    }
}
