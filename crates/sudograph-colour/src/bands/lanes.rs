//! Sixteen 16-bit lanes, the vector each box is held in, read as a 4×4 matrix row by row:
//! what the box reasoning asks of it, whatever the processor. `swar` does it with 64-bit
//! words on any processor, `avx2` with one AVX2 register (and AVX-512 steps where the
//! processor has them).

use super::layout::{ALL, lanes_where, turn};

/// A box whose every absence may hold every colour; its cells and unused lane empty.
pub(super) const OPEN_BOX: [u16; 16] = {
    let (rows, columns) = (
        lanes_where(ALL, 0b0111, 0b1000),
        lanes_where(ALL, 0b1000, 0b0111),
    );
    let mut lanes = [0; 16];
    let mut l = 0;
    while l < 16 {
        lanes[l] = rows[l] | columns[l];
        l += 1;
    }
    lanes
};

/// Sixteen lanes, a 4×4 matrix: lane `4 * i + j` is row i, column j. Lanes hold colour sets,
/// counts, and masks or comparison results (all ones or zero); the per-lane arithmetic
/// (counts, comparisons, `nonzero`, `any_*`) takes lanes of at most 15 bits, which colour
/// sets and counts are. `triads` and `configs_out` keep the fourth lane of each row zero.
pub(super) trait Lanes: Copy {
    /// The lanes `lanes`, in lane order.
    fn new(lanes: [u16; 16]) -> Self;
    /// What a band's triads allow one of its boxes: lane e of `held` the colours element e
    /// (a row of the box, a column when `vertical`) can hold, lane e of `absent` those that
    /// can be absent from it. Each element's cells get its `held`, its absence lane its
    /// `absent`; the other absence lanes, and the unused one, all ones.
    fn allowed_by(held: u64, absent: u64, vertical: bool) -> Self;
    /// A band's triads (see `band`): row p, lanes 0–2, the colours each element of peer p
    /// can hold, from the band's two words of configurations; the rest zero.
    fn triads(low: u64, high: u64) -> Self;
    /// From rows 0–2 (lanes 0–2) of colours each element of each peer must not take, the
    /// colours each configuration loses, as the band's two words.
    fn configs_out(self) -> (u64, u64);
    /// For a box, the colours that can lie in each of its rows alone (held there, absent
    /// from the other two), in lane i of the first word, and in each of its columns alone,
    /// in lane j of the second.
    fn lying(self) -> (u64, u64);
    /// The lanes, in lane order.
    fn lanes(self) -> [u16; 16];
    /// The rows, each four lanes from the lowest bits up.
    fn rows(self) -> [u64; 4];
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// The bits of `self` that `other` lacks.
    fn and_not(self, other: Self) -> Self;
    /// Each lane's number of bits.
    fn counts(self) -> Self;
    /// All ones in the lanes where `self` equals `other`, zero elsewhere.
    fn equal(self, other: Self) -> Self;
    /// All ones in the lanes that hold a bit, zero elsewhere.
    fn nonzero(self) -> Self;
    /// Whether some lane is below the same lane of `min`.
    fn any_below(self, min: Self) -> bool;
    /// Whether some lane holds more than one bit.
    fn any_several(self) -> bool;
    /// Whether every bit of `self` is in `other`.
    fn within(self, other: Self) -> bool;
    /// Whether the two hold the same sets.
    fn same(self, other: Self) -> bool;
    /// Each row rotated N places left: lane (i, j) takes (i, j + N mod 4). N is 1 to 3.
    fn rotate_rows<const N: u32>(self) -> Self;
    /// The rows rotated N places up: lane (i, j) takes (i + N mod 4, j). N is 1 to 3.
    fn rotate_cols<const N: u32>(self) -> Self;

    /// Lane `l`.
    #[cfg(test)]
    fn get(self, l: usize) -> u16 {
        self.lanes()[l]
    }

    /// Every lane `x`.
    #[cfg(test)]
    fn splat(x: u16) -> Self {
        Self::new([x; 16])
    }

    /// The lanes of `ones` where `mask` is all ones, those of `zeros` where it is zero.
    #[inline(always)]
    fn select(mask: Self, ones: Self, zeros: Self) -> Self {
        ones.and(mask).or(zeros.and_not(mask))
    }

    /// The union of each row, in every lane of the row.
    #[inline(always)]
    fn spread_rows(self) -> Self {
        let pairs = self.or(self.rotate_rows::<1>());
        pairs.or(pairs.rotate_rows::<2>())
    }

    /// The union of each column, in every lane of the column.
    #[inline(always)]
    fn spread_cols(self) -> Self {
        let pairs = self.or(self.rotate_cols::<1>());
        pairs.or(pairs.rotate_cols::<2>())
    }

    /// Box b's cells from the grid's colour sets (`allowed`, one word per cell in reading
    /// order, 81 words), its absences open: the box of a new frame.
    #[inline(always)]
    fn open_box(allowed: &[u64; 81], b: usize) -> Self {
        open_box_lane_by_lane(allowed, b)
    }

    /// What a band's triads (`self`, as [`Lanes::triads`] gives them) allow each of its
    /// three boxes, peer by peer: as [`Lanes::allowed_by`] gives it for row p of the triads.
    #[inline(always)]
    fn peers_allowed(self, vertical: bool) -> [Self; 3] {
        peers_allowed_row_by_row(self, vertical)
    }

    /// In each lane, its bits that no other lane of its row holds.
    #[inline(always)]
    fn once_in_rows(self) -> Self {
        self.once_among([
            self.rotate_rows::<1>(),
            self.rotate_rows::<2>(),
            self.rotate_rows::<3>(),
        ])
    }

    /// In each lane, its bits that no other lane of its column holds.
    #[inline(always)]
    fn once_in_cols(self) -> Self {
        self.once_among([
            self.rotate_cols::<1>(),
            self.rotate_cols::<2>(),
            self.rotate_cols::<3>(),
        ])
    }

    /// The bits of each lane found in no lane of `others` at the same place.
    #[inline(always)]
    fn once_among(self, others: [Self; 3]) -> Self {
        let [a, b, c] = others;
        self.and_not(a.or(b).or(c))
    }
}

/// [`Lanes::open_box`] written lane by lane.
#[inline(always)]
pub(super) fn open_box_lane_by_lane<L: Lanes>(allowed: &[u64; 81], b: usize) -> L {
    let mut lanes = OPEN_BOX;
    let (row, column) = (3 * (b / 3), 3 * (b % 3));
    for i in 0..3 {
        for j in 0..3 {
            lanes[4 * i + j] = allowed[9 * (row + i) + column + j] as u16 & ALL;
        }
    }
    L::new(lanes)
}

/// [`Lanes::peers_allowed`] from each row of the triads as a word: each element's absence
/// may hold the colours the other two elements can hold.
#[inline(always)]
pub(super) fn peers_allowed_row_by_row<L: Lanes>(triads: L, vertical: bool) -> [L; 3] {
    let rows = triads.rows();
    std::array::from_fn(|p| {
        let held = rows[p];
        L::allowed_by(held, turn::<1>(held) | turn::<2>(held), vertical)
    })
}

/// Checks a [`Lanes`] implementation lane by lane against plain arrays.
#[cfg(test)]
pub(super) fn check<L: Lanes>() {
    let numbered = L::new(std::array::from_fn(|l| l as u16));
    let lanes = |x: L| -> Vec<u16> { (0..16).map(|l| x.get(l)).collect() };
    let rows = lanes(numbered.rotate_rows::<1>());
    assert_eq!(&rows[..8], &[1, 2, 3, 0, 5, 6, 7, 4]);
    assert_eq!(numbered.rotate_rows::<2>().get(13), 15);
    assert_eq!(numbered.rotate_rows::<3>().get(4), 7);
    let cols = lanes(numbered.rotate_cols::<1>());
    assert_eq!(
        (&cols[..4], &cols[12..]),
        (&[4, 5, 6, 7][..], &[0, 1, 2, 3][..])
    );
    assert_eq!(numbered.rotate_cols::<2>().get(0), 8);
    assert_eq!(numbered.rotate_cols::<3>().get(1), 13);
    let (held, absent) = (0x0003_0002_0001, 0x0030_0020_0010);
    let across = lanes(L::allowed_by(held, absent, false));
    assert_eq!(&across[..8], &[1, 1, 1, 0x10, 2, 2, 2, 0x20]);
    assert_eq!(
        &across[8..],
        &[3, 3, 3, 0x30, 0xffff, 0xffff, 0xffff, 0xffff]
    );
    let down = lanes(L::allowed_by(held, absent, true));
    assert_eq!(&down[..8], &[1, 2, 3, 0xffff, 1, 2, 3, 0xffff]);
    assert_eq!(&down[12..], &[0x10, 0x20, 0x30, 0xffff]);
    let (low, high) = (0x0004_0002_0001, 0x0040_0020_0010);
    let triads = L::triads(low, high).rows();
    assert_eq!(
        triads,
        [0x0044_0022_0011, 0x0012_0041_0024, 0x0021_0014_0042, 0]
    );
    for vertical in [false, true] {
        let peers = L::triads(low, high).peers_allowed(vertical);
        for (p, &held) in triads[..3].iter().enumerate() {
            let absent = turn::<1>(held) | turn::<2>(held);
            let one_by_one = lanes(L::allowed_by(held, absent, vertical));
            assert_eq!(lanes(peers[p]), one_by_one, "peer {p}, vertical {vertical}");
        }
    }
    // Words with bits past the nine colours, as a free cell's set has.
    let allowed: [u64; 81] =
        std::array::from_fn(|v| (v as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    for b in 0..9 {
        let opened = lanes(L::open_box(&allowed, b));
        assert_eq!(
            opened,
            lanes(open_box_lane_by_lane::<L>(&allowed, b)),
            "box {b}"
        );
        assert_eq!((opened[3], opened[12], opened[15]), (ALL, ALL, 0));
    }
    let mut out = [0; 16];
    out[..12].copy_from_slice(&[1, 2, 4, 0, 0x10, 0x20, 0x40, 0, 0x100, 0x200, 0x400, 0]);
    out[12] = 0xffff;
    let out = L::new(out);
    assert_eq!(out.configs_out(), (0x0214_0142_0421, 0x0124_0412_0241));
    // Colour 2 cannot be absent from column 2, so it lies in no other column.
    let boxed = L::new([
        1, 2, 0, 0x1fe, 4, 0, 0, 0x1ff, 0, 8, 0, 0x1ff, 0x1fe, 0x1ff, 0x1f7, 0,
    ]);
    assert_eq!(boxed.lying(), (0x0008_0004_0003, 0x0000_0002_0005));
    let mut lanes_of_rows = [0; 16];
    (lanes_of_rows[8], lanes_of_rows[10], lanes_of_rows[15]) = (1, 7, 0xffff);
    assert_eq!(
        L::new(lanes_of_rows).rows(),
        [0, 0, 7 << 32 | 1, 0xffff << 48]
    );

    let mut row = [0; 16];
    row[..3].copy_from_slice(&[0b011, 0b010, 0b100]);
    let once = L::new(row).once_in_rows();
    assert_eq!(&lanes(once)[..5], &[0b001, 0, 0b100, 0, 0]);
    let once = L::new(row).once_in_cols();
    assert_eq!((once.get(0), once.get(4), once.get(12)), (0b011, 0, 0));
    assert_eq!(L::new(row).spread_rows().get(3), 0b111);
    assert_eq!(L::new(row).spread_cols().get(9), 0b010);

    // Every 9-bit set in every lane, against every count a box compares with.
    for x in 0..0x200u16 {
        let ones = x.count_ones() as u16;
        for l in 0..16 {
            let mut only = [0; 16];
            only[l] = x;
            let one = L::new(only);
            assert_eq!(
                lanes(one.counts()),
                lanes(L::new(only.map(|x| x.count_ones() as u16)))
            );
            let nonzero = lanes(one.nonzero());
            assert_eq!(nonzero, only.map(|x| if x != 0 { u16::MAX } else { 0 }));
            assert_eq!(one.any_several(), ones > 1);
            assert_eq!(one.equal(L::splat(x)).get(l), u16::MAX);
            assert_eq!(one.equal(L::splat(x ^ 4)).get(l), 0);
            for min in [0, 1, 3, 6, 9] {
                let mut floor = [0; 16];
                floor[l] = min;
                assert_eq!(one.counts().any_below(L::new(floor)), ones < min);
            }
            assert!(one.within(L::splat(x)) && !one.same(L::splat(x | 0x200)));
            assert_eq!(one.within(L::splat(x & !1)), x & 1 == 0);
            assert_eq!(one.same(L::splat(0)), x == 0);
        }
    }
    let chosen = L::select(L::new(row).nonzero(), L::splat(5), L::splat(9));
    assert_eq!((chosen.get(0), chosen.get(3)), (5, 9));
    let both = L::splat(0b1100).and(L::splat(0b1010)).or(L::splat(1));
    assert_eq!(both.and_not(L::splat(1)).get(7), 0b1000);
}
