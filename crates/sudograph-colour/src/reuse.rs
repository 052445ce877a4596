//! Buffers kept per thread from one search to the next, so that a search on a small graph
//! (a 9×9 puzzle among a million) allocates nothing: its frames, conflict weights, allowed
//! colours and colouring reuse the last search's.

use std::cell::RefCell;

use super::colour::Colour;
use super::colour_set::Wide;

/// The buffers a finished search left behind on this thread.
#[derive(Default)]
struct Spare {
    words: Vec<u64>,
    planes: Vec<u128>,
    weights: Vec<u32>,
    allowed: Vec<u64>,
    colouring: Vec<Colour>,
}

thread_local! {
    static SPARE: RefCell<Spare> = RefCell::default();
}

/// Takes a spare buffer (empty, with the capacity it had), or a new one.
fn take<T>(field: impl FnOnce(&mut Spare) -> &mut Vec<T>) -> Vec<T> {
    let mut buffer = SPARE.with_borrow_mut(|spare| std::mem::take(field(spare)));
    buffer.clear();
    buffer
}

/// Keeps a buffer for the next search on this thread.
fn give<T>(buffer: Vec<T>, field: impl FnOnce(&mut Spare) -> &mut Vec<T>) {
    SPARE.with_borrow_mut(|spare| *field(spare) = buffer);
}

/// A frame word the search keeps spare frames of.
pub(crate) trait Word: Copy + Default {
    /// Spare frames (empty).
    fn take_frames() -> Vec<Self>;
    /// Keeps frames for the next search.
    fn give_frames(frames: Vec<Self>);
}

impl Word for u64 {
    fn take_frames() -> Vec<u64> {
        take(|spare| &mut spare.words)
    }

    fn give_frames(frames: Vec<u64>) {
        give(frames, |spare| &mut spare.words);
    }
}

impl Word for u128 {
    fn take_frames() -> Vec<u128> {
        take(|spare| &mut spare.planes)
    }

    fn give_frames(frames: Vec<u128>) {
        give(frames, |spare| &mut spare.planes);
    }
}

/// Frames of wide colour sets serve a few searches of a large graph: none are kept.
impl<const W: usize> Word for Wide<W> {
    fn take_frames() -> Vec<Self> {
        Vec::new()
    }

    fn give_frames(_: Vec<Self>) {}
}

/// Spare conflict weights (empty).
pub(crate) fn take_weights() -> Vec<u32> {
    take(|spare| &mut spare.weights)
}

/// Keeps conflict weights' buffer for the next search.
pub(crate) fn give_weights(weights: Vec<u32>) {
    give(weights, |spare| &mut spare.weights);
}

/// Spare allowed-colour sets (empty).
pub(crate) fn take_allowed() -> Vec<u64> {
    take(|spare| &mut spare.allowed)
}

/// Keeps allowed-colour sets' buffer for the next search.
pub(crate) fn give_allowed(allowed: Vec<u64>) {
    give(allowed, |spare| &mut spare.allowed);
}

/// A spare colouring buffer (empty).
pub(crate) fn take_colouring() -> Vec<Colour> {
    take(|spare| &mut spare.colouring)
}

/// Hands a colouring's buffer back, for the next search on this thread to write its
/// colouring into: a batch that colours many small graphs then allocates nothing per search.
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph_colour::{Colourer, Limits, Outcome, recycle};
/// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2)]);
/// let colourer = Colourer::new(&g, 2, &[]).unwrap();
/// for _ in 0..3 {
///     let (outcome, _) = colourer.colour(&[None; 3], &Limits::default()).unwrap();
///     let Outcome::Coloured(colours) = outcome else { panic!("a path is 2-colourable") };
///     assert_eq!(colours, [0, 1, 0]);
///     recycle(colours);
/// }
/// ```
pub fn recycle(colouring: Vec<Colour>) {
    give(colouring, |spare| &mut spare.colouring);
}
