//! [`Lanes`] in one AVX2 register, for processors that have it (`search` checks at run
//! time), with AVX-512's one-step lane counts, rotations and comparisons where the
//! processor has those too. Its methods are inlined into the search compiled for the same
//! features; its own test calls them, after the same check.

use std::arch::x86_64::{
    __m256i, _mm_unpacklo_epi64, _mm256_add_epi16, _mm256_and_si256, _mm256_andnot_si256,
    _mm256_castsi128_si256, _mm256_cmpeq_epi16, _mm256_cmpgt_epi16, _mm256_cmplt_epu16_mask,
    _mm256_cvtepi64_epi16, _mm256_extract_epi64, _mm256_inserti128_si256, _mm256_loadu_si256,
    _mm256_maskz_loadu_epi64, _mm256_or_si256, _mm256_permute4x64_epi64, _mm256_permutex2var_epi16,
    _mm256_popcnt_epi16, _mm256_ror_epi64, _mm256_set1_epi8, _mm256_set1_epi16, _mm256_set1_epi64x,
    _mm256_setr_epi8, _mm256_setr_epi64x, _mm256_setzero_si256, _mm256_shuffle_epi8,
    _mm256_shuffle_epi32, _mm256_srli_epi16, _mm256_storeu_si256, _mm256_sub_epi16,
    _mm256_testz_si256, _mm256_xor_si256,
};

use super::lanes::{Lanes, OPEN_BOX, open_box_lane_by_lane, peers_allowed_row_by_row};
use super::layout::{ALL, CELLS, ROW_ABSENCE};

/// Sixteen lanes in one AVX2 register; with `AVX512`, some steps take AVX-512 instructions
/// (VL, BW, BITALG) on the same register. Made only by the search compiled for those
/// features, which runs only on processors that have them: that is what makes its
/// intrinsics sound to call.
#[derive(Clone, Copy, Debug)]
pub(super) struct Avx2<const AVX512: bool>(__m256i);

/// Byte shuffles that rotate each 8-byte row by 2, 4 or 6 bytes (one to three lanes).
#[inline(always)]
fn row_rotation<const N: u32>() -> __m256i {
    let row = |base: i8| std::array::from_fn(|k| base + (k as i8 + 2 * N as i8) % 8);
    rows_of(row(0), row(8), row(0), row(8))
}

/// Whether the processor has every feature the search on these lanes is compiled for
/// (`search::search_avx2`): AVX2 and the bit instructions that come with it.
pub(super) fn has_avx2() -> bool {
    use std::arch::is_x86_feature_detected as has;
    has!("avx2") && has!("bmi1") && has!("bmi2") && has!("popcnt") && has!("lzcnt")
}

/// Whether the processor also has the AVX-512 features the search on `Avx2<true>` is
/// compiled for (`search::search_avx512`).
pub(super) fn has_avx512() -> bool {
    use std::arch::is_x86_feature_detected as has;
    has_avx2() && has!("avx512f") && has!("avx512vl") && has!("avx512bw") && has!("avx512bitalg")
}

/// Whether the processor has what `Avx2<AVX512>` is compiled for.
fn has_features(avx512: bool) -> bool {
    if avx512 { has_avx512() } else { has_avx2() }
}

/// For `peers_allowed`, per orientation (across, down) and peer p, where each lane of the
/// box's mask comes from: lane l of the triads (l) or of the absences beside them (16 + l),
/// the unused lane of the absences (31) being all ones.
const PEER_LANES: [[[u16; 16]; 3]; 2] = [peer_lanes(false), peer_lanes(true)];

/// [`PEER_LANES`] for one orientation.
const fn peer_lanes(vertical: bool) -> [[u16; 16]; 3] {
    let mut table = [[31; 16]; 3];
    let mut p = 0;
    while p < 3 {
        let mut l = 0;
        while l < 16 {
            // Element e of the box, and whether lane l is its absence.
            let (i, j) = (l / 4, l % 4);
            let (e, across, along) = if vertical { (j, i, j) } else { (i, j, i) };
            if along < 3 && across < 3 {
                table[p][l] = (4 * p + e) as u16;
            } else if along < 3 {
                table[p][l] = (16 + 4 * p + e) as u16;
            }
            l += 1;
        }
        p += 1;
    }
    table
}

/// The fourth lane of a row, all ones.
const FOURTH: i64 = -1 << 48;

/// The control bytes of a row whose lane e takes lane e + n mod 3 of row `from` of the
/// same half of the register (0 or 1), its fourth lane zero.
#[inline(always)]
fn turned(n: i8, from: i8) -> [i8; 8] {
    let lane = |e: i8| (e + n) % 3 * 2 + 8 * from;
    [
        lane(0),
        lane(0) + 1,
        lane(1),
        lane(1) + 1,
        lane(2),
        lane(2) + 1,
        -128,
        -128,
    ]
}

/// A byte shuffle control from the bytes of each of the four rows.
#[inline(always)]
fn rows_of(a: [i8; 8], b: [i8; 8], c: [i8; 8], d: [i8; 8]) -> __m256i {
    // SAFETY: see `Avx2`.
    unsafe {
        _mm256_setr_epi8(
            a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], b[0], b[1], b[2], b[3], b[4], b[5],
            b[6], b[7], c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], d[0], d[1], d[2], d[3],
            d[4], d[5], d[6], d[7],
        )
    }
}

impl<const AVX512: bool> Lanes for Avx2<AVX512> {
    #[inline(always)]
    fn new(lanes: [u16; 16]) -> Self {
        debug_assert!(has_features(AVX512));
        // SAFETY: see `Avx2`; the load reads the 32 bytes of `lanes`.
        Self(unsafe { _mm256_loadu_si256(lanes.as_ptr().cast()) })
    }

    #[inline(always)]
    fn allowed_by(held: u64, absent: u64, vertical: bool) -> Self {
        debug_assert!(has_features(AVX512));
        // Both halves hold `held` then `absent`; a byte shuffle spreads their lanes over
        // the rows (bytes with the top bit set give zero), and the all-ones lanes are
        // or'ed in.
        // SAFETY: see `Avx2`.
        unsafe {
            let (held, absent) = (held as i64, absent as i64);
            let both = _mm256_setr_epi64x(held, absent, held, absent);
            let z = -128;
            let (spread, ones) = if vertical {
                let row = [0, 1, 2, 3, 4, 5, z, z];
                let last = [8, 9, 10, 11, 12, 13, z, z];
                let ones = _mm256_setr_epi64x(FOURTH, FOURTH, FOURTH, FOURTH);
                (rows_of(row, row, row, last), ones)
            } else {
                let row = |e: i8| {
                    [
                        2 * e,
                        2 * e + 1,
                        2 * e,
                        2 * e + 1,
                        2 * e,
                        2 * e + 1,
                        8 + 2 * e,
                        9 + 2 * e,
                    ]
                };
                let ones = _mm256_setr_epi64x(0, 0, 0, -1);
                (rows_of(row(0), row(1), row(2), [z; 8]), ones)
            };
            Self(_mm256_or_si256(_mm256_shuffle_epi8(both, spread), ones))
        }
    }

    #[inline(always)]
    fn open_box(allowed: &[u64; 81], b: usize) -> Self {
        if !AVX512 {
            return open_box_lane_by_lane(allowed, b);
        }
        // SAFETY: see `Avx2`; each load reads the three words of a row of the box, within
        // the 81 of `allowed` (masked lanes are not read).
        unsafe {
            let first = allowed.as_ptr().add(27 * (b / 3) + 3 * (b % 3));
            // A row's three words as three lanes, the fourth zero.
            let row = |i: usize| {
                _mm256_cvtepi64_epi16(_mm256_maskz_loadu_epi64(0b0111, first.add(9 * i).cast()))
            };
            let cells = _mm256_inserti128_si256::<1>(
                _mm256_castsi128_si256(_mm_unpacklo_epi64(row(0), row(1))),
                row(2),
            );
            // Only the nine colours of each cell; the absences open.
            let colours = _mm256_and_si256(cells, _mm256_set1_epi16(ALL as i16));
            Self(_mm256_or_si256(colours, Self::new(OPEN_BOX).0))
        }
    }

    #[inline(always)]
    fn peers_allowed(self, vertical: bool) -> [Self; 3] {
        if !AVX512 {
            return peers_allowed_row_by_row(self, vertical);
        }
        // SAFETY: see `Avx2`.
        unsafe {
            // Each element's absence, beside the triads: the other two elements' colours,
            // and all ones in the unused lane; then one lane permutation per peer picks
            // from the two.
            let from = |n: i8| rows_of(turned(n, 0), turned(n, 1), turned(n, 0), turned(n, 1));
            let absent = _mm256_or_si256(
                _mm256_or_si256(
                    _mm256_shuffle_epi8(self.0, from(1)),
                    _mm256_shuffle_epi8(self.0, from(2)),
                ),
                _mm256_setr_epi64x(0, 0, 0, FOURTH),
            );
            std::array::from_fn(|p| {
                let index = Self::new(PEER_LANES[usize::from(vertical)][p]);
                Self(_mm256_permutex2var_epi16(self.0, index.0, absent))
            })
        }
    }

    #[inline(always)]
    fn triads(low: u64, high: u64) -> Self {
        debug_assert!(has_features(AVX512));
        // SAFETY: see `Avx2`.
        unsafe {
            let (low, high) = (
                _mm256_set1_epi64x(low as i64),
                _mm256_set1_epi64x(high as i64),
            );
            // Every row holds the same word: each reads the first of its half.
            let from_low = rows_of(turned(0, 0), turned(2, 0), turned(1, 0), [-128; 8]);
            let from_high = rows_of(turned(0, 0), turned(1, 0), turned(2, 0), [-128; 8]);
            Self(_mm256_or_si256(
                _mm256_shuffle_epi8(low, from_low),
                _mm256_shuffle_epi8(high, from_high),
            ))
        }
    }

    #[inline(always)]
    fn configs_out(self) -> (u64, u64) {
        // SAFETY: see `Avx2`.
        unsafe {
            let folded = |control: __m256i| {
                let rows = _mm256_shuffle_epi8(self.0, control);
                let pairs = _mm256_or_si256(rows, _mm256_permute4x64_epi64::<0b10_11_00_01>(rows));
                let all = _mm256_or_si256(pairs, _mm256_permute4x64_epi64::<0b01_00_11_10>(pairs));
                _mm256_extract_epi64::<0>(all) as u64
            };
            let low = rows_of(turned(0, 0), turned(1, 1), turned(2, 0), [-128; 8]);
            let high = rows_of(turned(0, 0), turned(2, 1), turned(1, 0), [-128; 8]);
            (folded(low), folded(high))
        }
    }

    #[inline(always)]
    fn lying(self) -> (u64, u64) {
        // Rows' unions meet the next two rows' absences in the fourth column, columns'
        // unions the next two columns' absences in the fourth row.
        // SAFETY: see `Avx2`.
        unsafe {
            let cells = self.and(Self::new(CELLS));
            let held = Self::select(
                Self::new(ROW_ABSENCE),
                cells.spread_rows(),
                cells.spread_cols(),
            );
            let rows_next = _mm256_permute4x64_epi64::<0b11_00_10_01>(self.0);
            let rows_after = _mm256_permute4x64_epi64::<0b11_01_00_10>(self.0);
            let fourth_row =
                |n: i8| rows_of(turned(0, 0), turned(0, 1), turned(0, 0), turned(n, 1));
            let columns_next = _mm256_shuffle_epi8(self.0, fourth_row(1));
            let columns_after = _mm256_shuffle_epi8(self.0, fourth_row(2));
            let next = Self::select(Self::new(ROW_ABSENCE), Self(rows_next), Self(columns_next));
            let after = Self::select(
                Self::new(ROW_ABSENCE),
                Self(rows_after),
                Self(columns_after),
            );
            let [a, b, c, d] = held.and(next).and(after).rows();
            let by_row = a >> 48 | (b >> 48) << 16 | (c >> 48) << 32;
            (by_row, d & 0xffff_ffff_ffff)
        }
    }

    #[inline(always)]
    fn rows(self) -> [u64; 4] {
        let mut rows = [0u64; 4];
        // SAFETY: see `Avx2`; the store writes the 32 bytes of `rows`.
        unsafe { _mm256_storeu_si256(rows.as_mut_ptr().cast(), self.0) };
        rows
    }

    #[inline(always)]
    fn lanes(self) -> [u16; 16] {
        let mut lanes = [0u16; 16];
        // SAFETY: see `Avx2`; the store writes the 32 bytes of `lanes`.
        unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), self.0) };
        lanes
    }

    #[inline(always)]
    fn and(self, other: Self) -> Self {
        // SAFETY: see `Avx2`.
        Self(unsafe { _mm256_and_si256(self.0, other.0) })
    }

    #[inline(always)]
    fn or(self, other: Self) -> Self {
        // SAFETY: see `Avx2`.
        Self(unsafe { _mm256_or_si256(self.0, other.0) })
    }

    #[inline(always)]
    fn and_not(self, other: Self) -> Self {
        // SAFETY: see `Avx2`.
        Self(unsafe { _mm256_andnot_si256(other.0, self.0) })
    }

    #[inline(always)]
    fn counts(self) -> Self {
        // SAFETY: see `Avx2`.
        unsafe {
            if AVX512 {
                return Self(_mm256_popcnt_epi16(self.0));
            }
            // Each nibble's count from a table, then each byte's, then each lane's.
            let table = _mm256_setr_epi8(
                0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3,
                2, 3, 3, 4,
            );
            let nibble = _mm256_set1_epi8(0x0f);
            let low = _mm256_shuffle_epi8(table, _mm256_and_si256(self.0, nibble));
            let high = _mm256_shuffle_epi8(
                table,
                _mm256_and_si256(_mm256_srli_epi16::<4>(self.0), nibble),
            );
            let bytes = _mm256_add_epi16(low, high);
            let lanes = _mm256_add_epi16(bytes, _mm256_srli_epi16::<8>(bytes));
            Self(_mm256_and_si256(lanes, _mm256_set1_epi16(0xff)))
        }
    }

    #[inline(always)]
    fn equal(self, other: Self) -> Self {
        // SAFETY: see `Avx2`.
        Self(unsafe { _mm256_cmpeq_epi16(self.0, other.0) })
    }

    #[inline(always)]
    fn nonzero(self) -> Self {
        // SAFETY: see `Avx2`.
        unsafe {
            let zero = _mm256_cmpeq_epi16(self.0, _mm256_setzero_si256());
            Self(_mm256_xor_si256(zero, _mm256_cmpeq_epi16(zero, zero)))
        }
    }

    #[inline(always)]
    fn any_below(self, min: Self) -> bool {
        // SAFETY: see `Avx2`; lanes below 2¹⁵ compare alike signed.
        unsafe {
            if AVX512 {
                return _mm256_cmplt_epu16_mask(self.0, min.0) != 0;
            }
            let below = _mm256_cmpgt_epi16(min.0, self.0);
            _mm256_testz_si256(below, below) == 0
        }
    }

    #[inline(always)]
    fn any_several(self) -> bool {
        // SAFETY: see `Avx2`.
        unsafe {
            let less = _mm256_sub_epi16(self.0, _mm256_set1_epi16(1));
            _mm256_testz_si256(self.0, less) == 0
        }
    }

    #[inline(always)]
    fn within(self, other: Self) -> bool {
        // SAFETY: see `Avx2`.
        unsafe { _mm256_testz_si256(_mm256_andnot_si256(other.0, self.0), self.0) == 1 }
    }

    #[inline(always)]
    fn same(self, other: Self) -> bool {
        // SAFETY: see `Avx2`.
        unsafe {
            let differ = _mm256_xor_si256(self.0, other.0);
            _mm256_testz_si256(differ, differ) == 1
        }
    }

    #[inline(always)]
    fn rotate_rows<const N: u32>(self) -> Self {
        // Each row is 64 bits, lane j + 1 the next 16 up: the rotation is of each 64 bits
        // by 16 N, a swap of 32-bit halves when N is 2, one AVX-512 step otherwise.
        // SAFETY: see `Avx2`.
        Self(unsafe {
            match (N, AVX512) {
                (2, _) => _mm256_shuffle_epi32::<0b10_11_00_01>(self.0),
                (1, true) => _mm256_ror_epi64::<16>(self.0),
                (3, true) => _mm256_ror_epi64::<48>(self.0),
                _ => _mm256_shuffle_epi8(self.0, row_rotation::<N>()),
            }
        })
    }

    #[inline(always)]
    fn rotate_cols<const N: u32>(self) -> Self {
        // SAFETY: see `Avx2`.
        Self(unsafe {
            match N {
                1 => _mm256_permute4x64_epi64::<0b00_11_10_01>(self.0),
                2 => _mm256_permute4x64_epi64::<0b01_00_11_10>(self.0),
                _ => _mm256_permute4x64_epi64::<0b10_01_00_11>(self.0),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn lanes_keep_to_themselves() {
        if super::has_avx2() {
            super::super::lanes::check::<super::Avx2<false>>();
        } else {
            eprintln!("no AVX2 here: only the portable lanes are tested");
        }
        if super::has_avx512() {
            super::super::lanes::check::<super::Avx2<true>>();
        } else {
            eprintln!("no AVX-512 here: its lanes are not tested");
        }
    }
}
