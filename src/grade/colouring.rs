//! Simple colouring, graph colouring in the player's hands: for one symbol, join the two
//! cells of every conjugate pair (a unit where the symbol has exactly two places). Exactly
//! one cell of a pair holds the symbol, so each connected part of that graph 2-colours,
//! and one colour holds the symbol in all its cells while the other holds it in none.
//! Colour wrap: two cells of one colour see each other, so that colour is false and the
//! symbol leaves all its cells. Colour trap: a cell outside the part that sees both
//! colours loses the symbol.

use super::{Board, Grader, Step, Technique};

/// The first colour wrap or trap, symbol by symbol, part by part.
pub(super) fn find(grader: &Grader, board: &Board) -> Option<Step> {
    let cells = grader.side * grader.side;
    for symbol in 0..grader.side as u8 {
        let mut links: Vec<Vec<usize>> = vec![Vec::new(); cells];
        for (u, unit) in grader.units.iter().enumerate() {
            let places = board.places(grader, u, symbol);
            if places.count_ones() == 2 {
                let a = unit.cells[places.trailing_zeros() as usize];
                let b = unit.cells[63 - places.leading_zeros() as usize];
                links[a].push(b);
                links[b].push(a);
            }
        }
        let mut colour: Vec<Option<bool>> = vec![None; cells];
        for start in 0..cells {
            if links[start].is_empty() || colour[start].is_some() {
                continue;
            }
            let Some(sides) = two_colour(&links, start, &mut colour) else {
                continue; // an odd cycle: the puzzle has no solution, leave it alone
            };
            if let Some(step) = conclude(grader, board, symbol, sides) {
                return Some(step);
            }
        }
    }
    None
}

/// Colours the part of `start` in two alternating colours; its cells of each colour, or
/// `None` when the part has an odd cycle.
fn two_colour(
    links: &[Vec<usize>],
    start: usize,
    colour: &mut [Option<bool>],
) -> Option<[Vec<usize>; 2]> {
    let mut sides = [Vec::new(), Vec::new()];
    let mut queue = vec![start];
    colour[start] = Some(false);
    let mut odd = false;
    while let Some(cell) = queue.pop() {
        let here = colour[cell]?;
        sides[here as usize].push(cell);
        for &next in &links[cell] {
            match colour[next] {
                None => {
                    colour[next] = Some(!here);
                    queue.push(next);
                }
                Some(there) => odd |= there == here,
            }
        }
    }
    (!odd).then_some(sides)
}

/// The wrap or trap one coloured part gives, if it eliminates anything.
fn conclude(grader: &Grader, board: &Board, symbol: u8, sides: [Vec<usize>; 2]) -> Option<Step> {
    let cells = grader.side * grader.side;
    let sees_side = |cell: usize, side: &[usize]| side.iter().any(|&c| grader.sees(cell, c));
    let wrapped = sides
        .iter()
        .position(|side| side.iter().any(|&c| sees_side(c, side)));
    let removed: Vec<(usize, u8)> = match wrapped {
        Some(false_side) => sides[false_side].iter().map(|&c| (c, symbol)).collect(),
        None => (0..cells)
            .filter(|&c| board.has(c, symbol) && !sides.iter().any(|side| side.contains(&c)))
            .filter(|&c| sees_side(c, &sides[0]) && sees_side(c, &sides[1]))
            .map(|c| (c, symbol))
            .collect(),
    };
    if removed.is_empty() {
        return None;
    }
    let [mut on, mut off] = sides;
    on.sort_unstable();
    off.sort_unstable();
    let mut step = Step::new(Technique::SimpleColouring, vec![symbol], on);
    step.cells.push(off);
    step.removed = removed;
    Some(step)
}
