//! An independent solution counter, the oracle of every count these tests check.

use sudograph::grid::Grid;

/// Solutions of `puzzle`, counted up to `limit` by plain backtracking over cells in reading
/// order with one bitmask per row, column, box (or region), diagonal, window and disjoint
/// group, and for anti-knight and anti-king a look at the filled cells a move away: an
/// independent check of the colourer's counts. The groups and moves come from the rules'
/// definitions here, not from the library's unit lists or its `Apart`.
pub fn brute_force_count(puzzle: &Grid, limit: u64) -> u64 {
    let shape = puzzle.shape();
    let side = shape.side();
    let variant = puzzle.rules().variant();
    let (box_rows, box_cols) = (shape.box_rows(), shape.box_cols());
    // Mask indices: rows 0..side, columns side..2side, boxes or regions 2side..3side,
    // then the main and the anti-diagonal, then the windows, then the disjoint groups.
    let windows_each_way = side / box_rows - 1;
    let window_base = 3 * side + 2;
    let disjoint_base = window_base + windows_each_way * windows_each_way;
    // The window of windoku a row or column lies in, if any: windows start one past each
    // box boundary but the last and are box_rows wide.
    let window_line = |x: usize| -> Option<usize> {
        (!x.is_multiple_of(box_rows + 1) && x / (box_rows + 1) < windows_each_way)
            .then_some(x / (box_rows + 1))
    };
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
        if variant.windoku
            && let (Some(wr), Some(wc)) = (window_line(r), window_line(c))
        {
            groups.push(window_base + wr * windows_each_way + wc);
        }
        if variant.disjoint {
            groups.push(disjoint_base + (r % box_rows) * box_cols + c % box_cols);
        }
        groups
    };
    // The cells a move away that a filled cell must differ from.
    let steps: Vec<(isize, isize)> = [
        (
            variant.anti_knight,
            &[
                (1, 2),
                (2, 1),
                (-1, 2),
                (-2, 1),
                (1, -2),
                (2, -1),
                (-1, -2),
                (-2, -1),
            ][..],
        ),
        (variant.anti_king, &[(1, 1), (1, -1), (-1, 1), (-1, -1)][..]),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .flat_map(|(_, steps)| steps.iter().copied())
    .collect();
    let away = |cell: usize| -> Vec<usize> {
        let (r, c) = ((cell / side) as isize, (cell % side) as isize);
        steps
            .iter()
            .map(|&(dr, dc)| (r + dr, c + dc))
            .filter(|&(r, c)| r >= 0 && c >= 0 && r < side as isize && c < side as isize)
            .map(|(r, c)| r as usize * side + c as usize)
            .collect()
    };
    let cells: Vec<Option<u16>> = puzzle.cells().to_vec();
    for cell in 0..cells.len() {
        if cells[cell].is_some() && away(cell).iter().any(|&o| cells[o] == cells[cell]) {
            return 0;
        }
    }
    let mut masks = vec![0u64; disjoint_base + side];
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
            None => empty.push((cell, groups, away(cell))),
        }
    }
    let full = if side == 64 {
        u64::MAX
    } else {
        (1u64 << side) - 1
    };
    /// An empty cell to fill: where it is, its groups, the cells a move away.
    type Empty = (usize, Vec<usize>, Vec<usize>);
    struct Search {
        empty: Vec<Empty>,
        masks: Vec<u64>,
        cells: Vec<Option<u16>>,
        full: u64,
        found: u64,
        limit: u64,
    }
    fn walk(search: &mut Search, at: usize) {
        let Some((cell, groups, away)) = search.empty.get(at).cloned() else {
            search.found += 1;
            return;
        };
        let taken_away = away
            .iter()
            .filter_map(|&o| search.cells[o])
            .fold(0u64, |m, s| m | 1 << s);
        let mut free = search.full & !groups.iter().fold(taken_away, |m, &g| m | search.masks[g]);
        while free != 0 && search.found < search.limit {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            groups.iter().for_each(|&g| search.masks[g] |= bit);
            search.cells[cell] = Some(bit.trailing_zeros() as u16);
            walk(search, at + 1);
            search.cells[cell] = None;
            groups.iter().for_each(|&g| search.masks[g] &= !bit);
        }
    }
    let mut search = Search {
        empty,
        masks,
        cells,
        full,
        found: 0,
        limit,
    };
    walk(&mut search, 0);
    search.found
}
