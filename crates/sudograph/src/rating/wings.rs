//! XY-wing and XYZ-wing: a pivot cell and two bivalue wings it sees. XY: pivot {x,y},
//! wings {x,z} and {y,z}; z leaves the cells seeing both wings. XYZ: pivot {x,y,z};
//! z leaves the cells seeing all three.

use super::board::{Board, Geometry};
use super::scale;
use super::step::RatedStep;

/// The first XY-wing (`xyz` false) or XYZ-wing (`xyz` true) that eliminates something.
pub(crate) fn find(geo: &Geometry, board: &Board, xyz: bool) -> Option<RatedStep> {
    let pivot_count = if xyz { 3 } else { 2 };
    for pivot in 0..geo.cells() {
        let p = board.cands[pivot];
        if p.count_ones() != pivot_count {
            continue;
        }
        let wings: Vec<usize> = geo.peers[pivot]
            .iter()
            .copied()
            .filter(|&c| board.count(c) == 2)
            .collect();
        for (i, &w1) in wings.iter().enumerate() {
            for &w2 in &wings[i + 1..] {
                let (a, b) = (board.cands[w1], board.cands[w2]);
                if a == b {
                    continue;
                }
                let z = a & b;
                if z.count_ones() != 1 {
                    continue;
                }
                let fits = match xyz {
                    false => (a | b) & !z == p && p & z == 0,
                    true => a | b == p,
                };
                if !fits {
                    continue;
                }
                let digit = z.trailing_zeros() as u16;
                let removed: Vec<(usize, u16)> = (0..geo.cells())
                    .filter(|&c| c != pivot && c != w1 && c != w2 && board.has(c, digit))
                    .filter(|&c| geo.sees(c, w1) && geo.sees(c, w2))
                    .filter(|&c| !xyz || geo.sees(c, pivot))
                    .map(|c| (c, digit))
                    .collect();
                let (name, rating) = match xyz {
                    false => ("XY-Wing", scale::XY_WING),
                    true => ("XYZ-Wing", scale::XYZ_WING),
                };
                if let Some(step) = RatedStep::removing(name, rating, removed) {
                    return Some(step);
                }
            }
        }
    }
    None
}
