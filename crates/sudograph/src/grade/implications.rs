//! What follows from one assumption: a candidate (or group) assumed true or false, and
//! everything that follows from it, breadth first, each consequence with the one it came
//! from, so that a chain can be read back from any of them. Statically, along the links
//! of the board as it stands ([`Links`]): true makes what it weakly links to false, false
//! makes what it strongly links to true. Dynamically, on a scratch copy of the candidates
//! that every "false" is written into: true makes the cell's other candidates and its
//! peers' same symbol false (those of its units and of the move rules), and false makes a cell's last candidate, or a symbol's last
//! place in a unit, true, so later consequences see the candidates earlier ones took.
//!
//! A literal is `node * 2 + 1` for "node holds" and `node * 2` for "node does not hold".

use super::candidate_grid::{CandidateGrid, symbols};
use super::links::Links;
use super::sight::Grader;
use sudograph_colour::ColourSet;

/// Marks a literal not reached.
const NONE: u32 = u32::MAX;

/// The literal that `node` holds (`holds`) or does not.
pub(super) fn literal(node: u32, holds: bool) -> u32 {
    node * 2 + u32::from(holds)
}

/// Everything that follows from one assumption, as far as it was followed.
#[derive(Clone, Debug)]
pub(super) struct Closure {
    /// For each literal reached, the one it came from (the start's is itself).
    parent: Vec<u32>,
    /// For each literal reached, its number of steps from the start.
    depth: Vec<u16>,
    /// The literals reached, in the order reached (the start first).
    pub(super) reached: Vec<u32>,
    /// The first literal found while its opposite held, and the literal it came from:
    /// the assumption is then false.
    pub(super) conflict: Option<(u32, u32)>,
}

/// What deriving a literal did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Derived {
    /// It is new.
    New,
    /// It was already reached.
    Old,
    /// Its opposite was reached: a contradiction.
    Conflict,
}

impl Closure {
    /// The closure of `start` alone, over `literals` literals.
    fn new(literals: usize, start: u32) -> Closure {
        let mut parent = vec![NONE; literals];
        parent[start as usize] = start;
        Closure {
            parent,
            depth: vec![0; literals],
            reached: vec![start],
            conflict: None,
        }
    }

    /// The closure of `start` alone again, clearing only what was reached, so that one
    /// closure serves a search from every candidate without a fresh allocation each.
    fn restart(&mut self, start: u32) {
        for &literal in &self.reached {
            self.parent[literal as usize] = NONE;
        }
        self.reached.clear();
        self.reached.push(start);
        self.parent[start as usize] = start;
        self.depth[start as usize] = 0;
        self.conflict = None;
    }

    /// The assumption.
    pub(super) fn start(&self) -> u32 {
        self.reached[0]
    }

    /// Whether `literal` follows from the assumption.
    pub(super) fn holds(&self, literal: u32) -> bool {
        self.parent[literal as usize] != NONE
    }

    /// Steps from the assumption to `literal`, which must be reached.
    pub(super) fn depth(&self, literal: u32) -> usize {
        self.depth[literal as usize] as usize
    }

    /// The literals from the assumption to `literal` (reached), in order.
    pub(super) fn path(&self, literal: u32) -> Vec<u32> {
        let mut path = vec![literal];
        let mut at = literal;
        while self.parent[at as usize] != at {
            at = self.parent[at as usize];
            path.push(at);
        }
        path.reverse();
        path
    }

    /// Records that `literal` follows from `from`, unless it was reached, or its opposite
    /// was and the two `exclude` each other (a search for one chain lets both be reached,
    /// each by its own path).
    fn derive(&mut self, literal: u32, from: u32, exclude: bool) -> Derived {
        if self.holds(literal) {
            return Derived::Old;
        }
        if exclude && self.holds(literal ^ 1) {
            return Derived::Conflict;
        }
        self.parent[literal as usize] = from;
        self.depth[literal as usize] = self.depth[from as usize].saturating_add(1);
        self.reached.push(literal);
        Derived::New
    }
}

/// What follows from `start` along `links`, over the nodes `keep` accepts, in at most
/// `steps` steps. With a `target`, the search stops when it derives the target (recorded
/// as the conflict, as the target is the start's opposite), and a literal and its
/// opposite may both be reached, each by its own chain; without one, it stops at the
/// first contradiction.
pub(super) fn along_links(
    links: &Links,
    start: u32,
    keep: impl Fn(u32) -> bool,
    target: Option<u32>,
    steps: usize,
) -> Closure {
    let mut closure = Closure::new(links.nodes() * 2, start);
    follow_links(&mut closure, links, start, keep, target, steps);
    closure
}

/// [`along_links`] into `closure`, which a search over `links` made before: it restarts
/// from `start`.
pub(super) fn follow_links(
    closure: &mut Closure,
    links: &Links,
    start: u32,
    keep: impl Fn(u32) -> bool,
    target: Option<u32>,
    steps: usize,
) {
    closure.restart(start);
    let mut next = 0;
    while let Some(&at) = closure.reached.get(next) {
        next += 1;
        if closure.depth(at) >= steps {
            break;
        }
        let node = (at / 2) as usize;
        let (list, holds) = match at & 1 == 1 {
            true => (&links.weak[node], false),
            false => (&links.strong[node], true),
        };
        for &to in list.iter().filter(|&&to| keep(to)) {
            let derived = literal(to, holds);
            if target == Some(derived) {
                closure.conflict = Some((derived, at));
                return;
            }
            if closure.derive(derived, at, target.is_none()) == Derived::Conflict {
                closure.conflict = Some((derived, at));
                return;
            }
        }
    }
}

/// What follows from `start` (a literal over candidate nodes, `cell * side + symbol`)
/// by the rules of the grid on a scratch copy of `board`'s candidates; it stops at the
/// first contradiction.
pub(super) fn by_rules<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    start: u32,
) -> Closure {
    let side = grader.side;
    let cells = side * side;
    let mut scratch = Scratch {
        grader,
        masks: (0..cells).map(|c| board.candidates(c)).collect(),
        closure: Closure::new(cells * side * 2, start),
        stopped: false,
    };
    if start & 1 == 0 {
        scratch.take(start);
    }
    let mut next = 0;
    while let Some(&at) = scratch.closure.reached.get(next) {
        next += 1;
        if scratch.stopped {
            break;
        }
        if at & 1 == 0 {
            continue;
        }
        let (cell, symbol) = ((at / 2) as usize / side, ((at / 2) as usize % side) as u16);
        for other in symbols(scratch.masks[cell]).filter(|&s| s != symbol) {
            scratch.falsify(cell, other, at);
        }
        for &unit in &grader.units_of[cell] {
            for &peer in &grader.units[unit].cells {
                if peer != cell && scratch.masks[peer].contains(symbol as usize) {
                    scratch.falsify(peer, symbol, at);
                }
            }
        }
        for &mate in grader.move_mates(cell) {
            if scratch.masks[mate].contains(symbol as usize) {
                scratch.falsify(mate, symbol, at);
            }
        }
    }
    scratch.closure
}

/// The state of a dynamic closure: the candidates the consequences so far leave.
struct Scratch<'a, S> {
    grader: &'a Grader,
    masks: Vec<S>,
    closure: Closure,
    /// Set at the first contradiction.
    stopped: bool,
}

impl<S: ColourSet> Scratch<'_, S> {
    /// Derives that `symbol` is not in `cell`, from `from`, and what that forces.
    fn falsify(&mut self, cell: usize, symbol: u16, from: u32) {
        if self.stopped {
            return;
        }
        let false_literal = literal((cell * self.grader.side) as u32 + u32::from(symbol), false);
        match self.closure.derive(false_literal, from, true) {
            Derived::New => self.take(false_literal),
            Derived::Old => {}
            Derived::Conflict => self.stop(false_literal, from),
        }
    }

    /// Takes a false literal's candidate from the scratch candidates, and derives the
    /// singles that leaves: the cell's last candidate, the symbol's last place in each of
    /// the cell's units.
    fn take(&mut self, false_literal: u32) {
        let side = self.grader.side;
        let node = (false_literal / 2) as usize;
        let (cell, symbol) = (node / side, (node % side) as u16);
        self.masks[cell] = self.masks[cell].without(symbol as usize);
        let mut forced: Vec<usize> = Vec::new();
        if self.masks[cell].is_single() {
            forced.push(cell * side + self.masks[cell].first_colour());
        }
        for &unit in &self.grader.units_of[cell] {
            let mut places = self.grader.units[unit]
                .cells
                .iter()
                .filter(|&&c| self.masks[c].contains(symbol as usize));
            if let (Some(&only), None) = (places.next(), places.next()) {
                forced.push(only * side + symbol as usize);
            }
        }
        for node in forced {
            let forced = literal(node as u32, true);
            if self.closure.derive(forced, false_literal, true) == Derived::Conflict {
                self.stop(forced, false_literal);
            }
        }
    }

    /// Records the contradiction `derived` (from `from`) and stops.
    fn stop(&mut self, derived: u32, from: u32) {
        if !self.stopped {
            self.closure.conflict = Some((derived, from));
            self.stopped = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Shape;
    use crate::rules::{Rules, Variant};

    /// Assuming symbol 0 in r1c3 makes it false in r2c5, a knight's move away and in no
    /// unit with it, under anti-knight only.
    #[test]
    fn a_true_candidate_falsifies_its_symbol_a_knights_move_away() {
        let nine = Shape::square(3).unwrap();
        let knight = Variant {
            anti_knight: true,
            ..Variant::default()
        };
        let start = literal(2 * 9, true);
        let away = literal(13 * 9, false);
        for (rules, falsified) in [
            (Rules::from(nine), false),
            (Rules::new(nine, knight).unwrap(), true),
        ] {
            let grader = Grader::new(&rules);
            let board: CandidateGrid<u64> = CandidateGrid::new(&grader, &[None; 81]);
            let closure = by_rules(&grader, &board, start);
            assert_eq!(closure.holds(away), falsified, "{rules}");
        }
    }
}
