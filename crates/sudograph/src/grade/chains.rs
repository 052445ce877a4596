//! XY-chains: a chain of bivalue cells, each seeing the next and sharing with it the
//! symbol that links them. If the first cell is not z it holds its other symbol, so the
//! second cell does not, so it holds its other one, and so on; a chain whose last cell is
//! then forced to z means one end or the other holds z, so z leaves every cell seeing both
//! ends. Chains are found breadth first, so each is a shortest one from its start.

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Deduction;
use super::sight::Grader;
use super::technique::Technique;
use sudograph_colour::ColourSet;

/// The first XY-chain that eliminates something.
pub(super) fn xy<S: ColourSet>(grader: &Grader, board: &CandidateGrid<S>) -> Option<Deduction> {
    let side = grader.side;
    let cells = side * side;
    let bivalue: Vec<usize> = (0..cells)
        .filter(|&c| board.candidates(c).len() == 2)
        .collect();
    // State (cell, symbol): the cell holds the symbol if the start is not z. Its parent
    // state, for reading the chain back; `usize::MAX` marks a state not reached.
    let state = |cell: usize, symbol: u16| cell * side + symbol as usize;
    let mut parent = vec![usize::MAX; cells * side];
    // States reached from the current start, to reset only those for the next one.
    let mut reached_states: Vec<usize> = Vec::new();
    for &start in &bivalue {
        for z in symbols(board.candidates(start)) {
            let other = |cell: usize, symbol: u16| {
                board
                    .candidates(cell)
                    .without(symbol as usize)
                    .first_colour() as u16
            };
            for state in reached_states.drain(..) {
                parent[state] = usize::MAX;
            }
            let first = state(start, other(start, z));
            parent[first] = first;
            reached_states.push(first);
            let mut queue = std::collections::VecDeque::from([(start, other(start, z))]);
            while let Some((cell, on)) = queue.pop_front() {
                for &next in &bivalue {
                    if next == cell || !board.has(next, on) || !grader.sees(cell, next) {
                        continue;
                    }
                    let next_on = other(next, on);
                    let reached = state(next, next_on);
                    if parent[reached] != usize::MAX {
                        continue;
                    }
                    parent[reached] = state(cell, on);
                    reached_states.push(reached);
                    if next_on == z && next != start {
                        let removed: Vec<(usize, u16)> = (0..cells)
                            .filter(|&c| c != start && c != next && board.has(c, z))
                            .filter(|&c| grader.sees(c, start) && grader.sees(c, next))
                            .map(|c| (c, z))
                            .collect();
                        if !removed.is_empty() {
                            let mut chain = vec![next];
                            let mut at = reached;
                            while parent[at] != at {
                                at = parent[at];
                                chain.push(at / side);
                            }
                            chain.reverse();
                            let mut step = Deduction::new(Technique::XYChain, vec![z], chain);
                            step.removed = removed;
                            return Some(step);
                        }
                    }
                    queue.push_back((next, next_on));
                }
            }
        }
    }
    None
}
