//! An independent solution counter, the oracle of every count these tests check.

use sudograph::grid::Grid;

/// Solutions of `puzzle`, counted up to `limit` by plain backtracking over cells in reading
/// order with one bitmask per row, column, box (or region) and diagonal: an independent check
/// of the colourer's counts. The groups come from the rules' definitions here, not from the
/// library's unit lists.
pub fn brute_force_count(puzzle: &Grid, limit: u64) -> u64 {
    let shape = puzzle.shape();
    let side = shape.side();
    let variant = puzzle.rules().variant();
    // Mask indices: rows 0..side, columns side..2side, boxes or regions 2side..3side,
    // then the main and the anti-diagonal.
    let groups_of = |cell: usize| -> Vec<usize> {
        let (r, c) = (cell / side, cell % side);
        let block = match &variant.regions {
            Some(regions) => regions.of_cell()[cell] as usize,
            None => shape.box_of(r, c),
        };
        let mut groups = vec![r, side + c, 2 * side + block];
        if variant.diagonals && r == c {
            groups.push(3 * side);
        }
        if variant.diagonals && r + c == side - 1 {
            groups.push(3 * side + 1);
        }
        groups
    };
    let mut masks = vec![0u64; 3 * side + 2];
    let mut empty = Vec::new();
    for (cell, symbol) in puzzle.cells().iter().enumerate() {
        let groups = groups_of(cell);
        match symbol {
            Some(s) => {
                let bit = 1u64 << s;
                if groups.iter().any(|&g| masks[g] & bit != 0) {
                    return 0;
                }
                groups.iter().for_each(|&g| masks[g] |= bit);
            }
            None => empty.push(groups),
        }
    }
    let full = if side == 64 {
        u64::MAX
    } else {
        (1u64 << side) - 1
    };
    fn walk(
        at: usize,
        empty: &[Vec<usize>],
        masks: &mut [u64],
        full: u64,
        found: &mut u64,
        limit: u64,
    ) {
        let Some(groups) = empty.get(at) else {
            *found += 1;
            return;
        };
        let mut free = full & !groups.iter().fold(0, |m, &g| m | masks[g]);
        while free != 0 && *found < limit {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            groups.iter().for_each(|&g| masks[g] |= bit);
            walk(at + 1, empty, masks, full, found, limit);
            groups.iter().for_each(|&g| masks[g] &= !bit);
        }
    }
    let mut found = 0;
    walk(0, &empty, &mut masks, full, &mut found, limit);
    found
}
