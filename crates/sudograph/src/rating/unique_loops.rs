//! Explainer's unique rectangles and loops, types 1–4 (type 3 with a naked or a hidden
//! set). A loop
//! starts at a bivalue cell {a, b} and goes through cells holding both a and b, each step
//! through a house of another kind than the step before, back to its start after four
//! cells or more; at most two of its cells hold other digits, or any number if those are
//! all one digit. It is deadly when every house it touches holds two of its cells, one at
//! an odd and one at an even place. Like Explainer, the rater takes the puzzle's
//! uniqueness for granted (grade's rating is given for puzzles with one solution).
//!
//! Rating: 4.5 for 4 cells, 4.6 for 6, 4.7 for 8, 5.0 for 10 or more; type 3 adds 0.1
//! per cell of its naked set beyond one, or per cell of its hidden set beyond two. Among
//! the hints: lowest rating, then type, then the order found.

use super::board::{Board, Geometry, digits, subsets};
use super::scale::{self, Tenths};
use super::step::RatedStep;

/// The easiest unique loop hint.
pub(crate) fn find(geo: &Geometry, board: &Board) -> Option<RatedStep> {
    let mut hints: Vec<(Tenths, u8, RatedStep)> = Vec::new();
    for start in 0..geo.cells() {
        if board.count(start) != 2 {
            continue;
        }
        let pair = board.cands[start];
        let mut loops = Vec::new();
        let mut path = vec![start];
        walk(geo, board, pair, &mut path, 2, 0, None, &mut loops);
        for cells in loops {
            if deadly(geo, &cells) {
                hints_of(geo, board, pair, &cells, &mut hints);
            }
        }
    }
    hints
        .into_iter()
        .enumerate()
        .min_by_key(|(i, h)| (h.0, h.1, *i))
        .map(|(_, h)| h.2)
}

/// Extends `path` through cells holding `pair`, recording every loop back to its start.
#[allow(clippy::too_many_arguments)]
fn walk(
    geo: &Geometry,
    board: &Board,
    pair: u64,
    path: &mut Vec<usize>,
    allowed: u32,
    extra: u64,
    last: Option<crate::rules::UnitKind>,
    loops: &mut Vec<Vec<usize>>,
) {
    let cell = *path.last().unwrap_or(&0);
    for &h in &geo.houses_of[cell] {
        let kind = geo.houses[h].kind;
        if Some(kind) == last {
            continue;
        }
        for &next in &geo.houses[h].cells {
            if next == path[0] && path.len() >= 4 {
                loops.push(path.clone());
            } else if !path.contains(&next) && board.cands[next] & pair == pair {
                let cands = board.cands[next];
                let more = (extra | cands) & !pair;
                let count = cands.count_ones();
                if count == 2 || more.count_ones() == 1 || allowed > 0 {
                    path.push(next);
                    let left = if count > 2 {
                        allowed.saturating_sub(1)
                    } else {
                        allowed
                    };
                    walk(geo, board, pair, path, left, more, Some(kind), loops);
                    path.pop();
                }
            }
        }
    }
}

/// Whether every house the loop touches holds one of its odd cells and one even one.
fn deadly(geo: &Geometry, cells: &[usize]) -> bool {
    let (mut odd, mut even) = (Vec::new(), Vec::new());
    for (i, &c) in cells.iter().enumerate() {
        let seen = if i % 2 == 1 { &mut odd } else { &mut even };
        for &h in &geo.houses_of[c] {
            if seen.contains(&h) {
                return false;
            }
            seen.push(h);
        }
    }
    odd.sort_unstable();
    even.sort_unstable();
    odd == even
}

/// The hints of one deadly loop, by its cells holding other digits.
fn hints_of(
    geo: &Geometry,
    board: &Board,
    pair: u64,
    cells: &[usize],
    hints: &mut Vec<(Tenths, u8, RatedStep)>,
) {
    let base = match cells.len() {
        0..=5 => scale::UNIQUE_RECTANGLE,
        6..=7 => scale::UNIQUE_RECTANGLE + 1,
        8..=9 => scale::UNIQUE_RECTANGLE + 2,
        _ => scale::UNIQUE_LONG_LOOP,
    };
    let name = if cells.len() == 4 {
        "Unique Rectangle"
    } else {
        "Unique Loop"
    };
    let extras: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| board.count(c) > 2)
        .collect();
    let mut push = |rating: Tenths, kind: u8, removed: Vec<(usize, u16)>| {
        if let Some(step) = RatedStep::removing(name, rating, removed) {
            hints.push((rating, kind, step));
        }
    };
    match extras.len() {
        1 => push(base, 1, digits(pair).map(|d| (extras[0], d)).collect()),
        0 => {}
        n => {
            let more = extras.iter().fold(0, |a, &c| a | board.cands[c]) & !pair;
            if more.count_ones() == 1 {
                let digit = more.trailing_zeros() as u16;
                let removed = (0..geo.cells())
                    .filter(|c| !extras.contains(c) && board.has(*c, digit))
                    .filter(|&c| extras.iter().all(|&e| geo.sees(c, e)))
                    .map(|c| (c, digit))
                    .collect();
                push(base, 2, removed);
            } else if n == 2 && more.count_ones() >= 2 {
                for (bonus, removed) in type3(geo, board, pair, extras[0], extras[1], more) {
                    push(base + bonus, 3, removed);
                }
            }
            if n == 2
                && let Some(removed) = type4(geo, board, pair, extras[0], extras[1])
            {
                push(base, 4, removed);
            }
        }
    }
}

/// Type 3, by set size and then house shared by the two extra cells, each with its bonus
/// to the loop's rating: a naked set ([`type3_naked`]) and then a hidden one
/// ([`type3_hidden`]).
fn type3(
    geo: &Geometry,
    board: &Board,
    pair: u64,
    c1: usize,
    c2: usize,
    extra: u64,
) -> Vec<(Tenths, Vec<(usize, u16)>)> {
    let mut found = Vec::new();
    for degree in 2..=7usize {
        for &h in geo.houses_of[c1]
            .iter()
            .filter(|h| geo.houses_of[c2].contains(h))
        {
            let naked = type3_naked(geo, board, pair, [c1, c2], extra, degree, h);
            found.extend(naked.into_iter().map(|r| (degree as Tenths - 1, r)));
            let hidden = type3_hidden(geo, board, pair, [c1, c2], extra, degree, h);
            found.extend(hidden.into_iter().map(|r| (degree as Tenths - 2, r)));
        }
    }
    found
}

/// Type 3 with a hidden set in house `h`: the loop's two digits and `degree − 2` others,
/// their places in `h` apart from the second extra cell `c2` filling `degree` cells (the
/// first extra cell among them, since it holds the loop's digits). One of the extra cells
/// holds a loop digit, so those cells hold only the set's digits: their others go.
/// Looked for where the set is less than half the house's empty cells.
fn type3_hidden(
    geo: &Geometry,
    board: &Board,
    pair: u64,
    [c1, c2]: [usize; 2],
    extra: u64,
    degree: usize,
    h: usize,
) -> Vec<Vec<(usize, u16)>> {
    let mut found = Vec::new();
    if degree * 2 >= board.empty_in(geo, h) {
        return found;
    }
    let cells = &geo.houses[h].cells;
    let Some(slot2) = cells.iter().position(|&c| c == c2) else {
        return found;
    };
    let all = (1u64 << geo.side) - 1;
    let rest: Vec<u16> = digits(all & !pair & !extra).collect();
    for chosen in subsets(rest.len(), degree - 2) {
        let set = digits(chosen).fold(pair, |a, i| a | 1 << rest[i as usize]);
        let mut union = 0;
        let mut each_placed = true;
        for d in digits(set) {
            let places = board.places(geo, h, d) & !(1 << slot2);
            each_placed &= places != 0;
            union |= places;
        }
        if !each_placed || union.count_ones() as usize != degree {
            continue;
        }
        let removed: Vec<(usize, u16)> = digits(union)
            .map(|slot| cells[slot as usize])
            .filter(|&c| c != c1 && c != c2)
            .flat_map(|c| digits(board.cands[c] & !set).map(move |d| (c, d)))
            .collect();
        if !removed.is_empty() {
            found.push(removed);
        }
    }
    found
}

/// Type 3 with a naked set in house `h`: the two extra cells' other digits act as one
/// cell that, with `degree − 1` other cells of `h`, forms a naked set; its digits leave
/// the house's other cells.
fn type3_naked(
    geo: &Geometry,
    board: &Board,
    pair: u64,
    [c1, c2]: [usize; 2],
    extra: u64,
    degree: usize,
    h: usize,
) -> Vec<Vec<(usize, u16)>> {
    let mut found = Vec::new();
    let common = extra & board.cands[c1] & board.cands[c2];
    let cells = &geo.houses[h].cells;
    if degree * 2 > board.empty_in(geo, h) || degree < extra.count_ones() as usize {
        return found;
    }
    let others: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| c != c1 && c != c2 && board.count(c) >= 2)
        .collect();
    for chosen in subsets(others.len(), degree - 1) {
        let set: Vec<usize> = digits(chosen).map(|i| others[i as usize]).collect();
        let union = set.iter().fold(extra, |a, &c| a | board.cands[c]);
        let naked = set.iter().fold(common, |a, &c| a | board.cands[c]);
        if union.count_ones() as usize != degree || naked.count_ones() as usize != degree {
            continue;
        }
        let removed: Vec<(usize, u16)> = cells
            .iter()
            .copied()
            .filter(|&c| c != c1 && c != c2 && !set.contains(&c))
            .flat_map(|c| digits(board.cands[c] & union).map(move |d| (c, d)))
            .collect();
        if !removed.is_empty() && union & pair == 0 {
            found.push(removed);
        }
    }
    found
}

/// Type 4: in a house shared by the two extra cells, one loop digit has no other place;
/// the other loop digit leaves both cells.
fn type4(
    geo: &Geometry,
    board: &Board,
    pair: u64,
    c1: usize,
    c2: usize,
) -> Option<Vec<(usize, u16)>> {
    let mut pair_digits = digits(pair);
    let (a, b) = (pair_digits.next()?, pair_digits.next()?);
    let mut locked = [false, false];
    for &h in geo.houses_of[c1]
        .iter()
        .filter(|h| geo.houses_of[c2].contains(h))
    {
        for (i, d) in [a, b].into_iter().enumerate() {
            let elsewhere = geo.houses[h]
                .cells
                .iter()
                .any(|&c| c != c1 && c != c2 && board.has(c, d));
            locked[i] |= !elsewhere;
        }
    }
    let removed = match locked {
        [true, _] => b,
        [false, true] => a,
        _ => return None,
    };
    Some(vec![(c1, removed), (c2, removed)])
}
