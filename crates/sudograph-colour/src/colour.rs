//! Colours and colour sets: a colour is a number below k, a set of colours a 64-bit mask
//! (bit c for colour c) up to [`WORD_COLOURS`], and that many words beyond, end to end.

/// A colour, `0..k`.
pub type Colour = u16;

/// Most colours the colourer handles: colour sets of up to eight words.
pub const MAX_COLOURS: usize = 512;

/// Most colours of a colour set that is one 64-bit word: what the learning engine and the
/// colour planes take, and the fast path of every other engine.
pub const WORD_COLOURS: usize = 64;

/// The set of the first `k` colours (`k` at most [`WORD_COLOURS`]).
pub(crate) fn first_colours(k: usize) -> u64 {
    u64::MAX.checked_shr((WORD_COLOURS - k) as u32).unwrap_or(0)
}

/// Words per colour set of `k` colours in a [`Request`](super::Request)'s allowed sets:
/// one up to [`WORD_COLOURS`], then one per 64 colours.
pub fn set_words(k: usize) -> usize {
    k.div_ceil(WORD_COLOURS).max(1)
}

/// True for a set of exactly one colour.
pub(crate) fn is_single(d: u64) -> bool {
    d != 0 && d & (d - 1) == 0
}

/// A pre-colouring as the allowed-colour bitsets [`Colourer::colour_within`] takes for
/// `k` colours ([`set_words`] words per node): one colour for a fixed node (none the
/// search can use when it is k or more), every colour for a free one.
///
/// [`Colourer::colour_within`]: super::Colourer::colour_within
pub fn allowed_colours(precolouring: &[Option<Colour>], k: usize) -> Vec<u64> {
    let words = set_words(k);
    if words == 1 {
        return precolouring.iter().map(|&pre| allowed(pre)).collect();
    }
    let mut allowed = vec![u64::MAX; precolouring.len() * words];
    for (set, pre) in allowed.chunks_exact_mut(words).zip(precolouring) {
        if let &Some(c) = pre {
            set.fill(0);
            if (c as usize) < k {
                set[c as usize / 64] = 1 << (c % 64);
            }
        }
    }
    allowed
}

/// The colours a node of a pre-colouring may take: its colour (none past the word), or
/// any when it has none. Without branches: givens and holes come in no order a branch
/// predictor could learn.
#[inline]
pub(crate) fn allowed(pre: Option<Colour>) -> u64 {
    /// Colour c's set at c, none past the word at 64, every colour at 65.
    const SETS: [u64; 66] = {
        let mut sets = [0; 66];
        let mut c = 0;
        while c < 64 {
            sets[c] = 1 << c;
            c += 1;
        }
        sets[65] = u64::MAX;
        sets
    };
    let colour = usize::from(pre.unwrap_or(0)).min(64);
    SETS[std::hint::select_unpredictable(pre.is_some(), colour, 65)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pre_colouring_allows_its_colour_or_every_colour() {
        assert_eq!(allowed(None), u64::MAX);
        assert_eq!(allowed(Some(0)), 1);
        assert_eq!(allowed(Some(9)), 1 << 9);
        assert_eq!(allowed(Some(63)), 1 << 63);
        // Past the word: no colour the search can use.
        assert_eq!(allowed(Some(64)), 0);
        assert_eq!(allowed(Some(Colour::MAX)), 0);
        let precolouring = [None, Some(2), Some(70)];
        assert_eq!(allowed_colours(&precolouring, 9), [u64::MAX, 0b100, 0]);
        assert_eq!(
            allowed_colours(&precolouring, 100),
            [u64::MAX, u64::MAX, 0b100, 0, 0, 1 << 6]
        );
    }
}
