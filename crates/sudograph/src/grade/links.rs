//! The link graph of the current candidates, built once per step
//! ([`StepCache`](super::step_cache::StepCache)) and
//! shared by the chain techniques. Its nodes are candidates (a symbol in one cell) and groups (a
//! symbol's places where two units overlap, a box–line intersection on a classic grid,
//! standing for "the symbol is in one of these cells"). A weak link says two nodes are
//! not both true: the same symbol in one unit, or two candidates of one cell. A strong
//! link says they are not both false: the two candidates of a bivalue cell, or the two
//! parts a symbol's places in a unit split into (two cells, a cell and a group, or two
//! groups). Every strong link is also weak, so an alternating chain may use it either way.

use std::collections::HashMap;

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Literal;
use super::sight::Grader;
use sudograph_colour::ColourSet;

/// The nodes and the links between them. Node `cell * side + symbol` is that candidate
/// (whether or not the board still has it: an absent one has no link); groups follow.
#[derive(Clone, Debug)]
pub(super) struct Links {
    side: usize,
    /// The candidates' node count, side³: groups are numbered from here.
    candidates: usize,
    /// Each group's symbol and cells (sorted, two or more, all in two units).
    groups: Vec<(u16, Vec<usize>)>,
    /// For each node, the nodes it is strongly linked to.
    pub(super) strong: Vec<Vec<u32>>,
    /// For each node, the nodes it is weakly linked to (strong links included).
    pub(super) weak: Vec<Vec<u32>>,
}

impl Links {
    /// The links of `board`'s candidates, with grouped nodes when `grouped`; `places`
    /// gives the places of a symbol in a unit, as [`CandidateGrid::places`] does.
    ///
    /// # Complexity
    /// O(Σ|unit|² · side) for the unit links, plus the groups' links.
    pub(super) fn new<S: ColourSet>(
        grader: &Grader,
        board: &CandidateGrid<S>,
        grouped: bool,
        places: impl Fn(usize, u16) -> S,
    ) -> Links {
        let side = grader.side;
        let candidates = side * side * side;
        let node = |cell: usize, symbol: u16| (cell * side + symbol as usize) as u32;
        let mut strong: Vec<Vec<u32>> = vec![Vec::new(); candidates];
        let mut weak: Vec<Vec<u32>> = vec![Vec::new(); candidates];
        for cell in 0..side * side {
            let held: Vec<u16> = symbols(board.candidates(cell)).collect();
            for (i, &a) in held.iter().enumerate() {
                for &b in &held[i + 1..] {
                    link(&mut weak, node(cell, a), node(cell, b));
                    if held.len() == 2 {
                        link(&mut strong, node(cell, a), node(cell, b));
                    }
                }
            }
        }
        // A move rule's pairs: the same symbol in both is not both true. Strong links stay
        // the units' own, since a move rule never says a symbol must be in one of two cells.
        for cell in 0..side * side {
            for &mate in grader.move_mates(cell).iter().filter(|&&m| m > cell) {
                let shared = board.candidates(cell) & board.candidates(mate);
                for symbol in symbols(shared) {
                    link(&mut weak, node(cell, symbol), node(mate, symbol));
                }
            }
        }
        // The groups: a symbol's places where two units overlap, when two or more.
        let mut groups: Vec<(u16, Vec<usize>)> = Vec::new();
        let mut group_of: HashMap<(u16, Vec<usize>), u32> = HashMap::new();
        let mut groups_in: Vec<Vec<u32>> = vec![Vec::new(); grader.units.len()];
        if grouped {
            for &(a, b) in grader.overlaps.iter().filter(|(a, b)| a < b) {
                let shared: Vec<usize> = grader.units[a]
                    .cells
                    .iter()
                    .copied()
                    .filter(|c| grader.units[b].cells.contains(c))
                    .collect();
                for symbol in 0..side as u16 {
                    let mut cells: Vec<usize> = shared
                        .iter()
                        .copied()
                        .filter(|&c| board.has(c, symbol))
                        .collect();
                    if cells.len() < 2 {
                        continue;
                    }
                    cells.sort_unstable();
                    let id = *group_of.entry((symbol, cells.clone())).or_insert_with(|| {
                        groups.push((symbol, cells));
                        (candidates + groups.len() - 1) as u32
                    });
                    groups_in[a].push(id);
                    groups_in[b].push(id);
                }
            }
            strong.resize(candidates + groups.len(), Vec::new());
            weak.resize(candidates + groups.len(), Vec::new());
        }
        // A part of a symbol's places in a unit, as a node: one cell, or a group.
        let part = |cells: &[usize], symbol: u16| match cells {
            [cell] => Some(node(*cell, symbol)),
            _ => {
                let mut sorted = cells.to_vec();
                sorted.sort_unstable();
                group_of.get(&(symbol, sorted)).copied()
            }
        };
        for (u, unit) in grader.units.iter().enumerate() {
            for symbol in 0..side as u16 {
                let places: Vec<usize> = (places(u, symbol).ones())
                    .map(|slot| unit.cells[slot])
                    .collect();
                for (i, &a) in places.iter().enumerate() {
                    for &b in &places[i + 1..] {
                        link(&mut weak, node(a, symbol), node(b, symbol));
                    }
                }
                if places.len() == 2 {
                    link(
                        &mut strong,
                        node(places[0], symbol),
                        node(places[1], symbol),
                    );
                }
                if !grouped || places.len() < 3 {
                    continue;
                }
                // Split the places by each unit overlapping this one: the part inside it
                // and the rest, when both are nodes.
                for &(_, v) in grader.overlaps.iter().filter(|(a, _)| *a == u) {
                    let (inside, outside): (Vec<usize>, Vec<usize>) = places
                        .iter()
                        .partition(|c| grader.units[v].cells.contains(c));
                    if inside.is_empty() || outside.is_empty() {
                        continue;
                    }
                    if let (Some(a), Some(b)) = (part(&inside, symbol), part(&outside, symbol)) {
                        link(&mut strong, a, b);
                    }
                }
                // A group sees the unit's other places, and the unit's disjoint groups.
                for &g in &groups_in[u] {
                    let (group_symbol, cells) = &groups[g as usize - candidates];
                    if *group_symbol != symbol {
                        continue;
                    }
                    for &c in places.iter().filter(|c| !cells.contains(c)) {
                        link(&mut weak, g, node(c, symbol));
                    }
                    for &h in groups_in[u].iter().filter(|&&h| h > g) {
                        let (other_symbol, others) = &groups[h as usize - candidates];
                        if *other_symbol == symbol && !others.iter().any(|c| cells.contains(c)) {
                            link(&mut weak, g, h);
                        }
                    }
                }
            }
        }
        for (node, list) in strong.iter().enumerate() {
            weak[node].extend_from_slice(list);
        }
        for list in strong.iter_mut().chain(weak.iter_mut()) {
            list.sort_unstable();
            list.dedup();
        }
        Links {
            side,
            candidates,
            groups,
            strong,
            weak,
        }
    }

    /// The number of nodes, candidates and groups.
    pub(super) fn nodes(&self) -> usize {
        self.strong.len()
    }

    /// The symbol of `node`.
    pub(super) fn symbol(&self, node: u32) -> u16 {
        match self.group(node) {
            Some((symbol, _)) => *symbol,
            None => (node as usize % self.side) as u16,
        }
    }

    /// The group `node` is, if it is one.
    fn group(&self, node: u32) -> Option<&(u16, Vec<usize>)> {
        (node as usize)
            .checked_sub(self.candidates)
            .map(|g| &self.groups[g])
    }

    /// The statement that `node` holds (or not) as a chain writes it.
    pub(super) fn literal(&self, node: u32, holds: bool) -> Literal {
        let (symbol, cells) = match self.group(node) {
            Some((symbol, cells)) => (*symbol, cells.clone()),
            None => (self.symbol(node), vec![node as usize / self.side]),
        };
        Literal {
            cells,
            symbol,
            holds,
        }
    }
}

/// Links `a` and `b` both ways in `lists`.
fn link(lists: &mut [Vec<u32>], a: u32, b: u32) {
    lists[a as usize].push(b);
    lists[b as usize].push(a);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Shape;
    use crate::rules::{Rules, Variant};

    /// r1c3 and r2c5 share no unit: under anti-knight a symbol in both is weakly linked, as
    /// in one unit, but never strongly; without the rule they are not linked at all.
    #[test]
    fn a_knights_move_is_a_weak_link_and_never_a_strong_one() {
        let nine = Shape::square(3).unwrap();
        let knight = Variant {
            anti_knight: true,
            ..Variant::default()
        };
        // Symbol 0 in r1c3 (cell 2) and r2c5 (cell 13), as nodes.
        let (a, b) = (2 * 9, 13 * 9);
        for (rules, linked) in [
            (Rules::from(nine), false),
            (Rules::new(nine, knight).unwrap(), true),
        ] {
            let grader = Grader::new(&rules);
            let board: CandidateGrid<u64> = CandidateGrid::new(&grader, &[None; 81]);
            let links = Links::new(&grader, &board, true, |u, s| board.places(&grader, u, s));
            assert_eq!(links.weak[a].contains(&(b as u32)), linked, "{rules}");
            assert!(!links.strong[a].contains(&(b as u32)));
        }
    }
}
