//! Wings: a pivot cell and two pincers it sees, each pincer bivalue. XY-wing: pivot {x,y},
//! pincers {x,z} and {y,z}; whichever the pivot holds, one pincer holds z, so z leaves
//! every cell seeing both pincers. XYZ-wing: pivot {x,y,z}; the pivot may hold z itself,
//! so z leaves only the cells seeing all three. W-wing: two bivalue cells joined by a
//! conjugate pair instead of a pivot.

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Deduction;
use super::sight::Grader;
use super::step_cache::StepCache;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The first XY-wing that eliminates something.
pub(super) fn xy<S: ColourSet>(grader: &Grader, board: &CandidateGrid<S>) -> Option<Deduction> {
    wing(grader, board, 2)
}

/// The first XYZ-wing that eliminates something.
pub(super) fn xyz<S: ColourSet>(grader: &Grader, board: &CandidateGrid<S>) -> Option<Deduction> {
    wing(grader, board, 3)
}

/// Wings whose pivot has `pivot_size` candidates: 2 for XY-wing, 3 for XYZ-wing.
fn wing<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    pivot_size: u32,
) -> Option<Deduction> {
    let cells = grader.side * grader.side;
    let bivalue: Vec<usize> = (0..cells)
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    for pivot in (0..cells).filter(|&c| board.candidates(c).len() == pivot_size) {
        let set = board.candidates(pivot);
        let pincers: Vec<usize> = bivalue
            .iter()
            .copied()
            .filter(|&p| p != pivot && grader.sees(pivot, p))
            .filter(|&p| {
                let shared = (board.candidates(p) & set).len();
                // XY-wing pincers share one symbol with the pivot; XYZ-wing pincers lie
                // inside it.
                shared == pivot_size - 1
            })
            .collect();
        for (i, &a) in pincers.iter().enumerate() {
            for &b in &pincers[i + 1..] {
                let (ma, mb) = (board.candidates(a), board.candidates(b));
                let z = ma & mb;
                // The pincers share exactly z; together with the pivot they hold three
                // symbols, the pivot's two plus z (XY) or the pivot's three (XYZ).
                if ma == mb || z.len() != 1 || (ma | mb | set).len() != 3 {
                    continue;
                }
                if pivot_size == 2 && !(set & z).is_empty() {
                    continue;
                }
                let symbol = z.first_colour() as u16;
                let removed: Vec<(usize, u16)> = (0..cells)
                    .filter(|&c| c != pivot && c != a && c != b && board.has(c, symbol))
                    .filter(|&c| grader.sees(c, a) && grader.sees(c, b))
                    .filter(|&c| pivot_size == 2 || grader.sees(c, pivot))
                    .map(|c| (c, symbol))
                    .collect();
                if removed.is_empty() {
                    continue;
                }
                let technique = match pivot_size {
                    2 => Technique::XYWing,
                    _ => Technique::XYZWing,
                };
                let mut step =
                    Deduction::new(technique, symbols(set | z).collect(), vec![pivot, a, b]);
                step.removed = removed;
                return Some(step);
            }
        }
    }
    None
}

/// The first W-wing that eliminates something: two bivalue cells {x,y} that do not see each
/// other, and a conjugate pair of x whose cells see one each. Were neither cell y, both
/// would be x and take x from both cells of the pair; so one of them is y, and y leaves
/// every cell seeing both. The step's cells are the two wing cells, then the pair's.
pub(super) fn w<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    let (grader, board) = (cache.grader, cache.board);
    let cells = grader.side * grader.side;
    let bivalue: Vec<usize> = (0..cells)
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    for (i, &one) in bivalue.iter().enumerate() {
        let set = board.candidates(one);
        for &two in &bivalue[i + 1..] {
            if board.candidates(two) != set || grader.sees(one, two) {
                continue;
            }
            for linked in symbols(set) {
                let other = set.without(linked as usize).first_colour() as u16;
                for &(unit, a, b) in cache.conjugate_pairs(linked) {
                    if [a, b].iter().any(|&c| c == one || c == two) {
                        continue;
                    }
                    let crossed = |p: usize, q: usize| grader.sees(p, one) && grader.sees(q, two);
                    if !crossed(a, b) && !crossed(b, a) {
                        continue;
                    }
                    let removed: Vec<(usize, u16)> = (0..cells)
                        .filter(|&c| c != one && c != two && board.has(c, other))
                        .filter(|&c| grader.sees(c, one) && grader.sees(c, two))
                        .map(|c| (c, other))
                        .collect();
                    let step =
                        Deduction::new(Technique::WWing, vec![other, linked], vec![one, two, a, b])
                            .in_units(vec![unit])
                            .removing(removed);
                    if step.is_some() {
                        return step;
                    }
                }
            }
        }
    }
    None
}
