//! A set of colours of any width: one 64-bit word for up to 64 colours, as every engine
//! keeps it, or a fixed array of words beyond, chosen once per graph so that code generic
//! over the set compiles to plain word operations where a word suffices.

use std::fmt::Debug;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

use super::{bits, colour};

/// A set of colours `0..k`, for a `k` the type can hold ([`ColourSet::CAPACITY`]), with
/// the operators of a word, so that code generic over the set reads as word code.
pub trait ColourSet:
    Copy
    + Eq
    + Debug
    + Default
    + Send
    + Sync
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// Most colours a set of this type holds.
    const CAPACITY: usize;
    /// The empty set.
    const EMPTY: Self;
    /// The set of `words`' colours, bit c of word c / 64 for colour c: the layout of a
    /// [`Request`](super::Request)'s allowed sets. Words past the type's width are ignored,
    /// missing ones are empty.
    fn from_words(words: &[u64]) -> Self;
    /// Whether the set is empty.
    fn is_empty(&self) -> bool;
    /// Whether the set holds exactly one colour.
    fn is_single(&self) -> bool;
    /// The set itself when it holds one colour or none, else the empty set.
    fn if_single(self) -> Self;
    /// The lowest colour of a set that is not empty.
    fn first_colour(&self) -> usize;
    /// The highest colour of a set that is not empty.
    fn last_colour(&self) -> usize;
    /// The set of the lowest colour alone (empty for the empty set).
    fn lowest(self) -> Self;
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
    /// The set as words, bit c of word c / 64 for colour c: the layout
    /// [`ColourSet::from_words`] reads.
    fn words(&self) -> &[u64];
}

impl ColourSet for u64 {
    const CAPACITY: usize = 64;
    const EMPTY: u64 = 0;

    #[inline]
    fn from_words(words: &[u64]) -> u64 {
        words.first().copied().unwrap_or(0)
    }

    #[inline]
    fn is_empty(&self) -> bool {
        *self == 0
    }

    #[inline]
    fn is_single(&self) -> bool {
        colour::is_single(*self)
    }

    #[inline]
    fn if_single(self) -> u64 {
        self & u64::from(self & self.wrapping_sub(1) == 0).wrapping_neg()
    }

    #[inline]
    fn first_colour(&self) -> usize {
        self.trailing_zeros() as usize
    }

    #[inline]
    fn last_colour(&self) -> usize {
        63 - self.leading_zeros() as usize
    }

    #[inline]
    fn lowest(self) -> u64 {
        bits::lowest(self)
    }

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

    #[inline]
    fn words(&self) -> &[u64] {
        std::slice::from_ref(self)
    }
}

/// Of the colours these nodes' colour sets may hold, those held by exactly the nodes that
/// hold colour `c` (a one-colour set), `c` among them: colours no node tells apart from it.
pub(crate) fn held_alike<S: ColourSet>(colour_sets: impl IntoIterator<Item = S>, c: S) -> S {
    let mut alike = !S::EMPTY;
    for d in colour_sets {
        alike &= if (d & c).is_empty() { !d } else { d };
        if alike == c {
            break;
        }
    }
    alike
}

/// A set of up to 64 × `W` colours, a word per 64.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wide<const W: usize>([u64; W]);

impl<const W: usize> Default for Wide<W> {
    fn default() -> Self {
        Wide([0; W])
    }
}

impl<const W: usize> BitAnd for Wide<W> {
    type Output = Self;

    #[inline]
    fn bitand(self, other: Self) -> Self {
        Wide(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }
}

impl<const W: usize> BitOr for Wide<W> {
    type Output = Self;

    #[inline]
    fn bitor(self, other: Self) -> Self {
        Wide(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }
}

impl<const W: usize> Not for Wide<W> {
    type Output = Self;

    #[inline]
    fn not(self) -> Self {
        Wide(self.0.map(|w| !w))
    }
}

impl<const W: usize> BitAndAssign for Wide<W> {
    #[inline]
    fn bitand_assign(&mut self, other: Self) {
        *self = *self & other;
    }
}

impl<const W: usize> BitOrAssign for Wide<W> {
    #[inline]
    fn bitor_assign(&mut self, other: Self) {
        *self = *self | other;
    }
}

impl<const W: usize> ColourSet for Wide<W> {
    const CAPACITY: usize = 64 * W;
    const EMPTY: Self = Wide([0; W]);

    fn from_words(words: &[u64]) -> Self {
        Wide(std::array::from_fn(|i| words.get(i).copied().unwrap_or(0)))
    }

    #[inline]
    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    fn is_single(&self) -> bool {
        self.len() == 1
    }

    #[inline]
    fn if_single(self) -> Self {
        if self.len() <= 1 { self } else { Self::EMPTY }
    }

    #[inline]
    fn first_colour(&self) -> usize {
        let i = self.0.iter().position(|&w| w != 0).unwrap_or(W);
        64 * i + self.0.get(i).map_or(64, |w| w.trailing_zeros() as usize)
    }

    #[inline]
    fn last_colour(&self) -> usize {
        let i = self.0.iter().rposition(|&w| w != 0).unwrap_or(0);
        64 * i + 63 - self.0[i].leading_zeros() as usize
    }

    #[inline]
    fn lowest(self) -> Self {
        match self.0.iter().position(|&w| w != 0) {
            Some(i) => {
                let mut words = [0; W];
                words[i] = bits::lowest(self.0[i]);
                Wide(words)
            }
            None => self,
        }
    }

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

    #[inline]
    fn words(&self) -> &[u64] {
        &self.0
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
            assert_eq!((single.first_colour(), single.last_colour()), (c, c));
            assert_eq!((full.first_colour(), full.last_colour()), (0, k - 1));
            let below = S::first(c + 1);
            assert_eq!(below.last_colour(), c, "the first {} colours", c + 1);
            assert_eq!(single.ones().collect::<Vec<_>>(), [c]);
            let rest = full.without(c);
            assert!(!rest.contains(c) && rest.len() as usize == k - 1);
            assert!((0..k).filter(|&d| d != c).all(|d| rest.contains(d)));
            assert!(!rest.ones().any(|d| d == c || d >= k));
            assert_eq!(S::from_words(rest.words()), rest);
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
