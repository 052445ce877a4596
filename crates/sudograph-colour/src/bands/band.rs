//! A band's configurations as two words, and what the band reasons on its own. Each word
//! holds three configurations in 16-bit lanes (a colour set each, the fourth lane empty),
//! numbered so that every peer's elements line up with the lanes after a rotation of the
//! three lanes (see `layout::CONFIGS`): the triads, the narrowing by a box and the
//! settling of a band are then a few word operations.

use super::lanes::Lanes;
use super::layout::{ALL, CELLS, lanes_where, turn};

/// Every colour in each lane in use.
const EVERY: u64 = ALL as u64 * 0x0001_0001_0001;

/// Each colour's configurations left in one band: configurations 0–2 in `low`'s lanes,
/// 3–5 in `high`'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Band {
    low: u64,
    high: u64,
}

impl Band {
    /// Every colour in every configuration.
    pub(super) const OPEN: Band = Band {
        low: EVERY,
        high: EVERY,
    };

    /// Configuration c's colours.
    #[inline(always)]
    pub(super) fn config(self, c: usize) -> u16 {
        let word = if c < 3 { self.low } else { self.high };
        (word >> (16 * (c % 3))) as u16
    }

    /// Configurations left, counted over colours: 9 when the band is settled.
    #[inline(always)]
    pub(super) fn count(self) -> u32 {
        self.low.count_ones() + self.high.count_ones()
    }

    /// Removes `colours` from configuration c.
    #[inline(always)]
    pub(super) fn exclude(&mut self, c: usize, colours: u16) {
        let word = if c < 3 { &mut self.low } else { &mut self.high };
        *word &= !(u64::from(colours) << (16 * (c % 3)));
    }

    /// Removes `colours` from every configuration but c.
    #[inline(always)]
    pub(super) fn keep_only(&mut self, c: usize, colours: u16) {
        let every = u64::from(colours) * 0x0001_0001_0001;
        let kept = u64::from(colours) << (16 * (c % 3));
        let (low, high) = if c < 3 { (kept, 0) } else { (0, kept) };
        self.low &= !every | low;
        self.high &= !every | high;
    }

    /// The colours each element of peer p can hold, in lane e of row p.
    #[inline(always)]
    pub(super) fn triads<L: Lanes>(self) -> L {
        L::triads(self.low, self.high)
    }

    /// Keeps only the configurations that put each colour in an element of peer p where
    /// `can_lie` (lane e for element e) allows it; true when that changes the band.
    #[inline(always)]
    pub(super) fn narrow(&mut self, p: usize, can_lie: u64) -> bool {
        let (low, high) = match p {
            0 => (can_lie, can_lie),
            1 => (turn::<1>(can_lie), turn::<2>(can_lie)),
            _ => (turn::<2>(can_lie), turn::<1>(can_lie)),
        };
        let before = *self;
        self.low &= low;
        self.high &= high;
        *self != before
    }

    /// Runs the band's own reasoning once and returns its triads: an element that can hold
    /// only three colours holds them, so they leave the configurations that put them
    /// elsewhere in its peer. One pass, as tdoku does: what it leaves is found when a box
    /// next tells the band, or not at all (sound either way, and the search settles the
    /// rest). None on a contradiction: an element with fewer than three colours.
    #[inline(always)]
    pub(super) fn settle<L: Lanes>(&mut self) -> Option<L> {
        let triads = self.triads::<L>();
        let counts = triads.counts();
        if counts.any_below(L::new(TRIADS_THREE)) {
            return None;
        }
        let locked = triads.and(counts.equal(L::new(TRIADS_THREE)));
        let elsewhere = locked.spread_rows().and_not(locked).and(L::new(CELLS));
        let (low, high) = elsewhere.configs_out();
        if (self.low & low) | (self.high & high) == 0 {
            return Some(triads);
        }
        self.low &= !low;
        self.high &= !high;
        Some(self.triads())
    }
}

/// Three in the triads' lanes (rows 0–2, lanes 0–2: where a box has its cells), zero
/// elsewhere.
const TRIADS_THREE: [u16; 16] = lanes_where(3, 0b0111, 0b0111);

#[cfg(test)]
mod tests {
    use super::super::layout::CONFIGS;
    use super::super::swar::Swar;
    use super::*;

    /// The band with colour 0 in configuration `only` alone.
    fn colour_zero_in(only: usize) -> Band {
        let mut band = Band::OPEN;
        (0..6)
            .filter(|&c| c != only)
            .for_each(|c| band.exclude(c, 1));
        band
    }

    #[test]
    fn triads_and_narrowing_follow_the_configurations() {
        for (c, config) in CONFIGS.iter().enumerate() {
            let band = colour_zero_in(c);
            assert_eq!(band.count(), 54 - 5);
            for (p, held) in band.triads::<Swar>().rows().into_iter().take(3).enumerate() {
                for e in 0..3 {
                    assert_eq!(held >> (16 * e) & 1 != 0, config[p] == e, "{c} {p} {e}");
                }
                // Colour 0 may not lie in the configuration's element of p: it leaves.
                let mut narrowed = Band::OPEN;
                let can_lie = EVERY & !(1 << (16 * config[p]));
                assert!(narrowed.narrow(p, can_lie));
                let left: Vec<usize> = (0..6).filter(|&d| narrowed.config(d) & 1 != 0).collect();
                let expected: Vec<usize> = (0..6).filter(|&d| CONFIGS[d][p] != config[p]).collect();
                assert_eq!(left, expected);
                assert!(!narrowed.narrow(p, can_lie));
            }
        }
    }

    #[test]
    fn settling_finds_locked_elements_and_contradictions() {
        let mut band = Band::OPEN;
        assert_eq!(band.settle::<Swar>(), Some(band.triads::<Swar>()));
        assert_eq!(band, Band::OPEN);
        // Colours 3–8 leave peer 0's element 0 (configurations 0 and 3): it holds 0–2,
        // which then leave every configuration that puts them elsewhere in peer 0.
        for c in [0, 3] {
            band.exclude(c, 0b111_111_000);
        }
        let triads = band.settle::<Swar>().expect("consistent");
        assert_eq!(triads.rows()[0] & 0xffff, 0b111);
        assert_eq!((band.config(0), band.config(3)), (0b111, 0b111));
        for c in [1, 2, 4, 5] {
            assert_eq!(band.config(c), ALL & !0b111, "configuration {c}");
        }
        let mut narrow = Band::OPEN;
        for c in [0, 3] {
            narrow.exclude(c, 0b111_111_100);
        }
        assert_eq!(
            narrow.settle::<Swar>(),
            None,
            "peer 0's element 0 holds two colours"
        );
    }
}
