//! Bitsets as plain words: the loops over set bits and the word-and-bit arithmetic of sets
//! longer than a word, shared by every engine.

/// The set bits of a word, lowest first, for a loop over a copy of the word.
#[inline]
pub(crate) fn ones(word: u64) -> Ones {
    Ones(word)
}

/// An iterator over the set bits of a word (see [`ones`]).
#[derive(Clone, Copy)]
pub(crate) struct Ones(u64);

impl Iterator for Ones {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        take_lowest(&mut self.0)
    }
}

/// Removes the lowest set bit of a word and returns its index: for a loop over a set that
/// the loop's body may add to.
#[inline]
pub(crate) fn take_lowest(word: &mut u64) -> Option<usize> {
    if *word == 0 {
        return None;
    }
    let i = word.trailing_zeros() as usize;
    *word &= *word - 1;
    Some(i)
}

/// The lowest set bit of a word, as a one-bit word (0 for 0).
#[inline]
pub(crate) fn lowest(word: u64) -> u64 {
    word & word.wrapping_neg()
}

/// Words of a bitset of `len` bits.
pub(crate) fn words(len: usize) -> usize {
    len.div_ceil(64)
}

/// Whether bit i of a multi-word bitset is set.
#[inline]
pub fn contains(set: &[u64], i: usize) -> bool {
    set[i / 64] & (1 << (i % 64)) != 0
}

/// Sets bit i of a multi-word bitset.
#[inline]
pub fn insert(set: &mut [u64], i: usize) {
    set[i / 64] |= 1 << (i % 64);
}

/// Clears bit i of a multi-word bitset.
#[inline]
pub fn remove(set: &mut [u64], i: usize) {
    set[i / 64] &= !(1 << (i % 64));
}

/// The nodes of a 128-bit node set, lowest first, taken a 64-bit half at a time: each step
/// is cheaper than on the 128-bit set.
#[inline]
pub(crate) fn each(nodes: u128) -> Each {
    Each {
        low: nodes as u64,
        high: (nodes >> 64) as u64,
    }
}

/// An iterator over the nodes of a 128-bit node set (see [`each`]).
pub(crate) struct Each {
    low: u64,
    high: u64,
}

impl Iterator for Each {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.low != 0 {
            take_lowest(&mut self.low)
        } else {
            take_lowest(&mut self.high).map(|v| 64 + v)
        }
    }
}

/// The 64-bit half of a 128-bit node set that holds node v, whose bit there is `v % 64`:
/// testing a node shifts a 64-bit word instead of a 128-bit one.
#[inline]
pub(crate) fn half(nodes: u128, v: usize) -> u64 {
    if v < 64 {
        nodes as u64
    } else {
        (nodes >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::{contains, each, insert, ones, remove};

    proptest! {
        #[test]
        fn iterators_list_the_set_bits(word in any::<u64>(), high in any::<u64>()) {
            let expected: Vec<usize> = (0..64).filter(|&i| word >> i & 1 == 1).collect();
            prop_assert_eq!(ones(word).collect::<Vec<_>>(), expected.clone());
            let nodes = u128::from(high) << 64 | u128::from(word);
            let all: Vec<usize> = (0..128).filter(|&i| nodes >> i & 1 == 1).collect();
            prop_assert_eq!(each(nodes).collect::<Vec<_>>(), all);
        }

        #[test]
        fn multi_word_sets_hold_what_was_put_in(i in 0usize..192) {
            let mut set = [0u64; 3];
            insert(&mut set, i);
            prop_assert!(contains(&set, i));
            prop_assert_eq!(set.iter().map(|w| w.count_ones()).sum::<u32>(), 1);
            remove(&mut set, i);
            prop_assert_eq!(set, [0; 3]);
        }
    }
}
