//! [`Lanes`] on any processor: one 64-bit word per row, each lane's arithmetic done within
//! the word (SWAR) so that no carry or borrow crosses a lane.

use super::lanes::Lanes;
use super::layout::turn;

/// Sixteen lanes as four words: lane (i, j) is bits `16 * j..16 * j + 16` of word i.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Swar([u64; 4]);

/// Bit 15 of each lane.
const HIGH: u64 = 0x8000_8000_8000_8000;
/// Bit 0 of each lane.
const LOW: u64 = 0x0001_0001_0001_0001;

impl Swar {
    #[inline(always)]
    fn zip(mut self, other: Swar, f: impl Fn(u64, u64) -> u64) -> Swar {
        for i in 0..4 {
            self.0[i] = f(self.0[i], other.0[i]);
        }
        self
    }

    #[inline(always)]
    fn map(self, f: impl Fn(u64) -> u64) -> Swar {
        self.zip(self, |x, _| f(x))
    }

    /// Whether some lane has bit 15 set.
    #[inline(always)]
    fn any_high(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) & HIGH != 0
    }

    #[inline(always)]
    fn is_zero(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] | self.0[3] == 0
    }
}

/// Each 16-bit lane's number of bits, for lanes of at most 15 bits.
#[inline(always)]
fn lane_counts(x: u64) -> u64 {
    let pairs = x - (x >> 1 & 0x5555_5555_5555_5555);
    let nibbles = (pairs & 0x3333_3333_3333_3333) + (pairs >> 2 & 0x3333_3333_3333_3333);
    let bytes = (nibbles + (nibbles >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    (bytes + (bytes >> 8)) & 0x001f_001f_001f_001f
}

/// All ones in each lane whose bit 15 is set in `flags` (its only bits), zero elsewhere.
#[inline(always)]
fn widen(flags: u64) -> u64 {
    (flags << 1).wrapping_sub(flags >> 15)
}

/// Bit 15 set in each lane of `x` (lanes of at most 15 bits) that is not zero.
#[inline(always)]
fn nonzero_flags(x: u64) -> u64 {
    (x + !HIGH) & HIGH
}

impl Lanes for Swar {
    #[inline(always)]
    fn new(lanes: [u16; 16]) -> Swar {
        Swar(std::array::from_fn(|i| {
            (0..4).fold(0, |word, j| word | u64::from(lanes[4 * i + j]) << (16 * j))
        }))
    }

    #[inline(always)]
    fn allowed_by(held: u64, absent: u64, vertical: bool) -> Swar {
        let fourth = 0xffff << 48;
        if vertical {
            let cells = held | fourth;
            Swar([cells, cells, cells, absent | fourth])
        } else {
            let row =
                |e: u32| ((held >> (16 * e) & 0xffff) * LOW) & !fourth | (absent >> (16 * e)) << 48;
            Swar([row(0), row(1), row(2), u64::MAX])
        }
    }

    #[inline(always)]
    fn triads(low: u64, high: u64) -> Swar {
        Swar([
            low | high,
            turn::<2>(low) | turn::<1>(high),
            turn::<1>(low) | turn::<2>(high),
            0,
        ])
    }

    #[inline(always)]
    fn configs_out(self) -> (u64, u64) {
        let [e0, e1, e2, _] = self.0;
        (
            e0 | turn::<1>(e1) | turn::<2>(e2),
            e0 | turn::<2>(e1) | turn::<1>(e2),
        )
    }

    #[inline(always)]
    fn lying(self) -> (u64, u64) {
        let rows = self.0;
        let lane = |word: u64, at: usize| (word & 0xffff) << (16 * at);
        let held = (0..3).fold(0, |word, i| {
            word | lane(rows[i] | rows[i] >> 16 | rows[i] >> 32, i)
        });
        let absent = (0..3).fold(0, |word, i| word | lane(rows[i] >> 48, i));
        let by_column = (rows[0] | rows[1] | rows[2]) & 0xffff_ffff_ffff;
        let alone = |held: u64, absent: u64| held & turn::<1>(absent) & turn::<2>(absent);
        (alone(held, absent), alone(by_column, rows[3]))
    }

    #[inline(always)]
    fn rows(self) -> [u64; 4] {
        self.0
    }

    #[inline(always)]
    fn lanes(self) -> [u16; 16] {
        std::array::from_fn(|l| (self.0[l / 4] >> (16 * (l % 4))) as u16)
    }

    #[inline(always)]
    fn and(self, other: Swar) -> Swar {
        self.zip(other, |a, b| a & b)
    }

    #[inline(always)]
    fn or(self, other: Swar) -> Swar {
        self.zip(other, |a, b| a | b)
    }

    #[inline(always)]
    fn and_not(self, other: Swar) -> Swar {
        self.zip(other, |a, b| a & !b)
    }

    #[inline(always)]
    fn counts(self) -> Swar {
        self.map(lane_counts)
    }

    #[inline(always)]
    fn equal(self, other: Swar) -> Swar {
        self.zip(other, |a, b| !widen(nonzero_flags(a ^ b)))
    }

    #[inline(always)]
    fn nonzero(self) -> Swar {
        self.map(|x| widen(nonzero_flags(x)))
    }

    #[inline(always)]
    fn any_below(self, min: Swar) -> bool {
        // Bit 15 of (a | 2¹⁵) − b is clear exactly when a < b.
        self.zip(min, |a, b| !((a | HIGH) - b)).any_high()
    }

    #[inline(always)]
    fn any_several(self) -> bool {
        // x & (x − 1), lane by lane: bit 15 keeps each decrement within its lane.
        !self.map(|x| x & ((x | HIGH) - LOW) & !HIGH).is_zero()
    }

    #[inline(always)]
    fn within(self, other: Swar) -> bool {
        self.and_not(other).is_zero()
    }

    #[inline(always)]
    fn same(self, other: Swar) -> bool {
        self.zip(other, |a, b| a ^ b).is_zero()
    }

    #[inline(always)]
    fn rotate_rows<const N: u32>(self) -> Swar {
        self.map(|x| x.rotate_right(16 * N))
    }

    #[inline(always)]
    fn rotate_cols<const N: u32>(self) -> Swar {
        Swar(std::array::from_fn(|i| self.0[(i + N as usize) % 4]))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn lanes_keep_to_themselves() {
        super::super::lanes::check::<super::Swar>();
    }
}
