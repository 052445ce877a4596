//! Colours and colour sets: a colour is a number below k, a set of colours a 64-bit mask
//! (bit c for colour c), which is what bounds k.

/// A colour, `0..k`.
pub type Colour = u16;

/// Most colours the colourer handles: colour sets are 64-bit masks.
pub const MAX_COLOURS: usize = 64;

/// The set of the first `k` colours (`k` at most [`MAX_COLOURS`]).
pub(crate) fn first_colours(k: usize) -> u64 {
    u64::MAX.checked_shr((MAX_COLOURS - k) as u32).unwrap_or(0)
}

/// True for a set of exactly one colour.
pub(crate) fn is_single(d: u64) -> bool {
    d != 0 && d & (d - 1) == 0
}

/// A pre-colouring as the allowed-colour bitsets [`Colourer::colour_within`] takes: one
/// colour for a fixed node (none when the colour is 64 or more), every colour for a free one.
///
/// [`Colourer::colour_within`]: super::Colourer::colour_within
pub fn allowed_colours(precolouring: &[Option<Colour>]) -> Vec<u64> {
    precolouring.iter().map(|&pre| allowed(pre)).collect()
}

/// The colours a node of a pre-colouring may take: its colour, or any when it has none.
pub(crate) fn allowed(pre: Option<Colour>) -> u64 {
    match pre {
        Some(c) => 1u64.checked_shl(u32::from(c)).unwrap_or(0),
        None => u64::MAX,
    }
}
