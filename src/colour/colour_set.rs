//! A set of colours of any width: one 64-bit word for up to 64 colours, as every engine
//! keeps it, or a fixed array of words beyond, chosen once per graph so that code generic
//! over the set compiles to plain word operations where a word suffices.

use std::fmt::Debug;

use super::bits;

/// A set of colours `0..k`, for a `k` the type can hold ([`ColourSet::CAPACITY`]).
pub(crate) trait ColourSet: Copy + Eq + Debug + Send + Sync {
    /// Most colours a set of this type holds.
    const CAPACITY: usize;
    /// The set of the first `k` colours.
    fn first(k: usize) -> Self;
    /// The set of colour `c` alone.
    fn single(c: usize) -> Self;
    /// Whether colour `c` is in the set.
    fn contains(&self, c: usize) -> bool;
    /// The set without colour `c`.
    fn without(self, c: usize) -> Self;
    /// Number of colours in the set.
    fn len(&self) -> u32;
    /// The colours of the set, lowest first.
    fn ones(self) -> impl Iterator<Item = usize>;
}

impl ColourSet for u64 {
    const CAPACITY: usize = 64;

    #[inline]
    fn first(k: usize) -> u64 {
        u64::MAX.checked_shr((64 - k) as u32).unwrap_or(0)
    }

    #[inline]
    fn single(c: usize) -> u64 {
        1 << c
    }

    #[inline]
    fn contains(&self, c: usize) -> bool {
        self >> c & 1 == 1
    }

    #[inline]
    fn without(self, c: usize) -> u64 {
        self & !(1 << c)
    }

    #[inline]
    fn len(&self) -> u32 {
        self.count_ones()
    }

    #[inline]
    fn ones(self) -> impl Iterator<Item = usize> {
        bits::ones(self)
    }
}

/// A set of up to 64 × `W` colours, a word per 64.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Wide<const W: usize>([u64; W]);

impl<const W: usize> ColourSet for Wide<W> {
    const CAPACITY: usize = 64 * W;

    fn first(k: usize) -> Self {
        Wide(std::array::from_fn(|i| {
            <u64 as ColourSet>::first(k.saturating_sub(64 * i).min(64))
        }))
    }

    fn single(c: usize) -> Self {
        let mut words = [0; W];
        bits::insert(&mut words, c);
        Wide(words)
    }

    fn contains(&self, c: usize) -> bool {
        bits::contains(&self.0, c)
    }

    fn without(mut self, c: usize) -> Self {
        bits::remove(&mut self.0, c);
        self
    }

    fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    fn ones(self) -> impl Iterator<Item = usize> {
        (0..W).flat_map(move |i| bits::ones(self.0[i]).map(move |c| 64 * i + c))
    }
}

#[cfg(test)]
mod tests {
    use super::{ColourSet, Wide};

    /// Each operation agrees with a plain list of colours, on both sides of word bounds.
    fn agrees<S: ColourSet>(k: usize) {
        let full = S::first(k);
        assert_eq!(full.len() as usize, k);
        assert_eq!(full.ones().collect::<Vec<_>>(), (0..k).collect::<Vec<_>>());
        for c in [0, 1, 63, k / 2, k - 1].into_iter().filter(|&c| c < k) {
            let single = S::single(c);
            assert!(single.contains(c) && single.len() == 1);
            assert_eq!(single.ones().collect::<Vec<_>>(), [c]);
            let rest = full.without(c);
            assert!(!rest.contains(c) && rest.len() as usize == k - 1);
            assert!((0..k).filter(|&d| d != c).all(|d| rest.contains(d)));
            assert!(!rest.ones().any(|d| d == c || d >= k));
        }
    }

    #[test]
    fn sets_of_every_width_hold_what_a_list_holds() {
        for k in [1, 2, 63, 64] {
            agrees::<u64>(k);
        }
        for k in [1, 64, 65, 127, 128] {
            agrees::<Wide<2>>(k);
        }
        for k in [65, 129, 200, 255, 256] {
            agrees::<Wide<4>>(k);
        }
    }
}
