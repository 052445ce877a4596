//! Where everything sits: cells in boxes, boxes in bands, and the six ways a colour can lie
//! across a band. Computed at compile time, read by propagation and branching.
//!
//! Nodes are the cells of a 9×9 grid in reading order. Box `b` is row of boxes `b / 3`,
//! column of boxes `b % 3`. A box is held as a 4×4 matrix of colour sets ([`Lanes`]): the
//! 3×3 top left are its cells; lane (i, 3) holds the colours that may be absent from the
//! box's row i (its "minirow"), lane (3, j) those that may be absent from its column j, and
//! lane (3, 3) is unused. Bands 0–2 are the rows of boxes, 3–5 the columns of boxes; a
//! band's three boxes are its peers 0–2, and each peer's rows (columns in a vertical
//! band) its elements.

/// The colours.
pub(super) const ALL: u16 = 0x1ff;

/// A colour lies in one element of each of a band's three peers, no two alike: one of six
/// configurations, each a permutation giving the element per peer. Numbered so that, per
/// peer, the elements of configurations 0–2 and those of 3–5 are each 0, 1, 2 turned by a
/// fixed number of places: `band` works with those turns, and is tested against this table.
#[cfg(test)]
pub(super) const CONFIGS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [0, 2, 1],
    [1, 0, 2],
    [2, 1, 0],
];

/// The three lanes in use of a word of configurations or triads (see `band`).
const LANES: u64 = 0xffff_ffff_ffff;

/// Lane e takes lane e + N mod 3, of the three 16-bit lanes in use of a word; the fourth
/// is zero (it must be zero going in, as every word of configurations and triads keeps it).
#[inline(always)]
pub(super) fn turn<const N: u32>(x: u64) -> u64 {
    (x >> (16 * N) | x << (48 - 16 * N)) & LANES
}

/// The fewest colours each lane of a box can hold: one per cell, six per absence lane
/// (an element holds three of the nine colours), none in the unused lane.
pub(super) const MINIMUM: [u16; 16] = [1, 1, 1, 6, 1, 1, 1, 6, 1, 1, 1, 6, 6, 6, 6, 0];

/// All ones in the lanes of the cells.
pub(super) const CELLS: [u16; 16] = lanes_where(u16::MAX, 0b0111, 0b0111);
/// All ones in the lanes of a box's absence from its rows.
pub(super) const ROW_ABSENCE: [u16; 16] = lanes_where(u16::MAX, 0b0111, 0b1000);
/// All ones in the lanes of a box's absence from its columns.
pub(super) const COLUMN_ABSENCE: [u16; 16] = lanes_where(u16::MAX, 0b1000, 0b0111);
/// One in the lanes of the cells: the count of each colour set of a solved box.
pub(super) const ONE_PER_CELL: [u16; 16] = lanes_where(1, 0b0111, 0b0111);

/// `value` in the lanes (i, j) with i in the set `rows` and j in `columns`, 0 elsewhere.
pub(super) const fn lanes_where(value: u16, rows: u8, columns: u8) -> [u16; 16] {
    let mut lanes = [0; 16];
    let mut l = 0;
    while l < 16 {
        if rows >> (l / 4) & 1 != 0 && columns >> (l % 4) & 1 != 0 {
            lanes[l] = value;
        }
        l += 1;
    }
    lanes
}

/// Whether band `k` is a column of boxes.
#[inline(always)]
pub(super) fn vertical(k: usize) -> bool {
    k >= 3
}

/// The box that is peer p of band k.
#[inline(always)]
pub(super) fn box_of(k: usize, p: usize) -> usize {
    if vertical(k) {
        3 * p + k - 3
    } else {
        3 * k + p
    }
}

/// The box and the lane of cell `v` (reading order).
#[inline(always)]
pub(super) fn place(v: usize) -> (usize, usize) {
    let (row, column) = (v / 9, v % 9);
    (3 * (row / 3) + column / 3, 4 * (row % 3) + column % 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configurations_are_the_six_permutations() {
        let mut sorted = CONFIGS.map(|c| c[0] * 9 + c[1] * 3 + c[2]);
        sorted.sort_unstable();
        assert!(sorted.windows(2).all(|w| w[0] < w[1]));
        assert!(
            CONFIGS
                .iter()
                .all(|c| c.contains(&0) && c.contains(&1) && c.contains(&2))
        );
    }

    #[test]
    fn boxes_and_cells_are_where_the_grid_puts_them() {
        assert_eq!(place(0), (0, 0));
        assert_eq!(place(80), (8, 10));
        assert_eq!(place(4 * 9 + 7), (5, 4 + 1));
        let peers: Vec<usize> = (0..3).map(|p| box_of(4, p)).collect();
        assert_eq!(peers, [1, 4, 7]);
        assert_eq!(box_of(2, 1), 7);
        assert_eq!(CELLS.iter().filter(|&&l| l != 0).count(), 9);
        assert_eq!(
            (ROW_ABSENCE[7], COLUMN_ABSENCE[13], ROW_ABSENCE[15]),
            (u16::MAX, u16::MAX, 0)
        );
    }
}
