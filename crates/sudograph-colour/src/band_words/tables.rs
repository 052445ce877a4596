//! The band word engine's lookup tables, built at compile time: what one colour's word of
//! a band (three rows of nine cells, bit 9·row + column) says about its rows, boxes and
//! columns. A row of the word is its nine bits; a triad is the three cells a row shares
//! with a box, and a word's nine triads are numbered 3·row + box.

/// The nine cells of each row of a band's word.
pub(super) const ROW: u32 = 0x1FF;

/// The triads of one row that hold a cell of `row` (nine bits), as three bits (bit x:
/// box x): 512 entries, indexed by the row's bits.
pub(super) static TRIADS_OF_ROW: [u8; 512] = triads_of_row();

/// Given which of a word's nine triads still hold a cell, the cells of the triads that some
/// way of placing the colour across the band keeps (one triad per row, one per box, so one
/// of the six matchings of rows to boxes): the band's reasoning on rows and boxes in one
/// lookup. Zero when no matching is left, a contradiction.
pub(super) static MATCHED: [u32; 512] = matched();

/// A row's bits when the row holds exactly one cell, else 0.
pub(super) static ALONE_IN_ROW: [u16; 512] = alone_in_row();

/// Given the columns a colour can take in a band (nine bits), the columns that a box of
/// the band leaves to it alone: the colour lies in that column within the band, so the
/// column's cells in the other two bands lose it.
pub(super) static SOLE_COLUMNS: [u16; 512] = sole_columns();

/// For each cell of a band, the other cells of its row and of its box.
pub(super) static ROW_AND_BOX_PEERS: [u32; 27] = row_and_box_peers();

/// The cells of column `columns` (nine bits) in each of a band's three rows.
#[inline(always)]
pub(super) fn down(columns: u32) -> u32 {
    columns | columns << 9 | columns << 18
}

/// The columns (nine bits) of the cells of a band's word.
#[inline(always)]
pub(super) fn columns_of(word: u32) -> u32 {
    (word | word >> 9 | word >> 18) & ROW
}

/// The triads (nine bits) of a band's word that hold a cell.
#[inline(always)]
pub(super) fn triads(word: u32) -> usize {
    usize::from(TRIADS_OF_ROW[(word & ROW) as usize])
        | usize::from(TRIADS_OF_ROW[(word >> 9 & ROW) as usize]) << 3
        | usize::from(TRIADS_OF_ROW[(word >> 18 & ROW) as usize]) << 6
}

/// The cells of a band's word that are alone in their rows.
#[inline(always)]
pub(super) fn alone_in_rows(word: u32) -> u32 {
    u32::from(ALONE_IN_ROW[(word & ROW) as usize])
        | u32::from(ALONE_IN_ROW[(word >> 9 & ROW) as usize]) << 9
        | u32::from(ALONE_IN_ROW[(word >> 18 & ROW) as usize]) << 18
}

const fn triads_of_row() -> [u8; 512] {
    let mut table = [0; 512];
    let mut row = 0;
    while row < 512 {
        let mut x = 0;
        while x < 3 {
            if row >> (3 * x) & 7 != 0 {
                table[row] |= 1 << x;
            }
            x += 1;
        }
        row += 1;
    }
    table
}

/// The six matchings of a band's rows to its boxes: each gives the box of rows 0, 1, 2.
const MATCHINGS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn matched() -> [u32; 512] {
    let mut table = [0; 512];
    let mut held = 0;
    while held < 512 {
        let mut m = 0;
        while m < 6 {
            let boxes = MATCHINGS[m];
            let (mut all_held, mut cells, mut r) = (true, 0u32, 0);
            while r < 3 {
                let triad = 3 * r + boxes[r];
                all_held &= held >> triad & 1 == 1;
                cells |= 0b111 << (9 * r + 3 * boxes[r]);
                r += 1;
            }
            if all_held {
                table[held] |= cells;
            }
            m += 1;
        }
        held += 1;
    }
    table
}

const fn alone_in_row() -> [u16; 512] {
    let mut table = [0; 512];
    let mut row = 1;
    while row < 512 {
        if row & (row - 1) == 0 {
            table[row] = row as u16;
        }
        row += 1;
    }
    table
}

const fn sole_columns() -> [u16; 512] {
    let mut table = [0; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut x = 0;
        while x < 3 {
            let three = columns >> (3 * x) & 7;
            if three != 0 && three & (three - 1) == 0 {
                table[columns] |= (three << (3 * x)) as u16;
            }
            x += 1;
        }
        columns += 1;
    }
    table
}

const fn row_and_box_peers() -> [u32; 27] {
    let mut table = [0; 27];
    let mut cell = 0;
    while cell < 27 {
        let (row, column) = (cell / 9, cell % 9);
        let mut other = 0;
        while other < 27 {
            let (r, c) = (other / 9, other % 9);
            if other != cell && (r == row || c / 3 == column / 3) {
                table[cell] |= 1 << other;
            }
            other += 1;
        }
        cell += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the cells of `word` can take one colour per row and box: some choice of one
    /// cell per row puts them in three boxes.
    fn placeable(word: u32) -> bool {
        let rows: Vec<u32> = (0..3).map(|r| word >> (9 * r) & ROW).collect();
        (0..9).any(|a| {
            (0..9).any(|b| {
                (0..9).any(|c| {
                    rows[0] >> a & 1 == 1
                        && rows[1] >> b & 1 == 1
                        && rows[2] >> c & 1 == 1
                        && [a / 3, b / 3, c / 3]
                            .iter()
                            .collect::<std::collections::HashSet<_>>()
                            .len()
                            == 3
                })
            })
        })
    }

    #[test]
    fn matched_keeps_exactly_the_cells_of_some_placement() {
        // Each cell survives the lookup exactly when some placement of one colour per row
        // and box uses it, on words made of whole triads and of scattered cells.
        let mut state = 0x1234_5678_9ABC_DEF1u64;
        for _ in 0..3000 {
            let word = (crate::rng::next_random(&mut state) as u32
                & crate::rng::next_random(&mut state) as u32)
                & 0x7FF_FFFF;
            let kept = word & MATCHED[triads(word)];
            for cell in 0..27 {
                let used = word >> cell & 1 == 1 && placeable(1 << cell | (word & !down_row(cell)));
                assert_eq!(kept >> cell & 1 == 1, used, "word {word:#029b} cell {cell}");
            }
        }
    }

    /// The cells of cell's row.
    fn down_row(cell: usize) -> u32 {
        ROW << (9 * (cell / 9))
    }

    #[test]
    fn row_and_box_peers_are_fourteen() {
        // Eight in the row, six more in the box.
        for (cell, peers) in ROW_AND_BOX_PEERS.iter().enumerate() {
            assert_eq!(peers.count_ones(), 8 + 6, "cell {cell}");
            assert_eq!(peers >> cell & 1, 0);
        }
    }

    #[test]
    fn sole_columns_are_the_boxes_with_one_column() {
        assert_eq!(SOLE_COLUMNS[0b000_010_110], 0b000_010_000);
        assert_eq!(SOLE_COLUMNS[0b100_000_001], 0b100_000_001);
        assert_eq!(SOLE_COLUMNS[0b111_111_111], 0);
        assert_eq!(columns_of(1 << 4 | 1 << (9 + 4) | 1 << 26), 0b100_010_000);
        assert_eq!(alone_in_rows(0b11 | 1 << 13), 1 << 13);
    }
}
