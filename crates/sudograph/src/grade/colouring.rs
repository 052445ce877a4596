//! Simple colouring, graph colouring in the player's hands: for one symbol, join the two
//! cells of every conjugate pair (a unit where the symbol has exactly two places). Exactly
//! one cell of a pair holds the symbol, so each connected part of that graph 2-colours,
//! and one colour holds the symbol in all its cells while the other holds it in none.
//! Colour wrap: two cells of one colour see each other, so that colour is false and the
//! symbol leaves all its cells. Colour trap: a cell outside the part that sees both
//! colours loses the symbol.
//!
//! Multi-colouring weighs two parts A and B against each other. When a cell of colour A1
//! sees one of colour B1, A1 and B1 are not both true, so A2 or B2 is: a cell seeing both
//! A2 and B2 loses the symbol. When colour A1 sees both colours of B, A1 is false.

use super::candidate_grid::CandidateGrid;
use super::deduction::Deduction;
use super::sight::Grader;
use super::step_cache::StepCache;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The first colour wrap or trap, symbol by symbol, part by part.
pub(super) fn simple<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    let (grader, board) = (cache.grader, cache.board);
    (0..grader.side as u16).find_map(|symbol| {
        parts(cache, symbol)
            .into_iter()
            .find_map(|sides| conclude(grader, board, symbol, sides))
    })
}

/// The first multi-colouring elimination, symbol by symbol, pair of parts by pair.
pub(super) fn multi<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    let (grader, board) = (cache.grader, cache.board);
    let cells = grader.side * grader.side;
    let sees = |cell: usize, side: &[usize]| side.iter().any(|&c| grader.sees(cell, c));
    let sees_side = |a: &[usize], b: &[usize]| a.iter().any(|&c| sees(c, b));
    for symbol in 0..grader.side as u16 {
        let parts = parts(cache, symbol);
        for (i, a) in parts.iter().enumerate() {
            for b in parts.iter().skip(i + 1) {
                for (x, y) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let removed: Vec<(usize, u16)> =
                        if sees_side(&a[x], &b[0]) && sees_side(&a[x], &b[1]) {
                            // a[x] would leave b no colour to hold the symbol.
                            a[x].iter().map(|&c| (c, symbol)).collect()
                        } else if sees_side(&b[y], &a[0]) && sees_side(&b[y], &a[1]) {
                            b[y].iter().map(|&c| (c, symbol)).collect()
                        } else if sees_side(&a[x], &b[y]) {
                            // Not both a[x] and b[y]: a[1 - x] or b[1 - y] holds the symbol.
                            let (a2, b2) = (&a[1 - x], &b[1 - y]);
                            (0..cells)
                                .filter(|&c| board.has(c, symbol) && sees(c, a2) && sees(c, b2))
                                .map(|c| (c, symbol))
                                .collect()
                        } else {
                            Vec::new()
                        };
                    let mut step =
                        Deduction::new(Technique::MultiColouring, vec![symbol], a[0].clone());
                    step.cells
                        .extend([a[1].clone(), b[0].clone(), b[1].clone()]);
                    if let Some(step) = step.removing(removed) {
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

/// The 2-coloured parts of `symbol`'s conjugate-pair graph, each as its cells of either
/// colour (sorted); parts with an odd cycle are left out (the puzzle then has no solution).
fn parts<S: ColourSet>(cache: &StepCache<S>, symbol: u16) -> Vec<[Vec<usize>; 2]> {
    let cells = cache.grader.side * cache.grader.side;
    let mut links: Vec<Vec<usize>> = vec![Vec::new(); cells];
    for &(_, a, b) in cache.conjugate_pairs(symbol) {
        links[a].push(b);
        links[b].push(a);
    }
    let mut colour: Vec<Option<bool>> = vec![None; cells];
    let mut parts = Vec::new();
    for start in 0..cells {
        if links[start].is_empty() || colour[start].is_some() {
            continue;
        }
        if let Some(mut sides) = two_colour(&links, start, &mut colour) {
            sides.iter_mut().for_each(|side| side.sort_unstable());
            parts.push(sides);
        }
    }
    parts
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
fn conclude<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    symbol: u16,
    sides: [Vec<usize>; 2],
) -> Option<Deduction> {
    let cells = grader.side * grader.side;
    let sees_side = |cell: usize, side: &[usize]| side.iter().any(|&c| grader.sees(cell, c));
    let wrapped = sides
        .iter()
        .position(|side| side.iter().any(|&c| sees_side(c, side)));
    let removed: Vec<(usize, u16)> = match wrapped {
        Some(false_side) => sides[false_side].iter().map(|&c| (c, symbol)).collect(),
        None => (0..cells)
            .filter(|&c| board.has(c, symbol) && !sides.iter().any(|side| side.contains(&c)))
            .filter(|&c| sees_side(c, &sides[0]) && sees_side(c, &sides[1]))
            .map(|c| (c, symbol))
            .collect(),
    };
    let [on, off] = sides;
    let mut step = Deduction::new(Technique::SimpleColouring, vec![symbol], on);
    step.cells.push(off);
    step.removing(removed)
}
