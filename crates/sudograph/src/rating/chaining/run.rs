//! The implications of one assumption, as Explainer's chains record them: every
//! candidate found on or off (a "potential"), once each, with the potentials that implied
//! it (its parents), so that a chain's complexity is the number of distinct potentials it
//! rests on.

/// A potential's key: `(cell · side + digit) · 2 + on`.
pub(crate) type Pot = u32;

/// The key of `digit` in `cell` being on or off, on a grid of `side`.
#[inline]
pub(crate) fn pot(side: usize, cell: usize, digit: u16, on: bool) -> Pot {
    ((cell * side + digit as usize) * 2 + usize::from(on)) as Pot
}

/// The cell, digit and state of a potential.
#[inline]
pub(crate) fn unpot(side: usize, p: Pot) -> (usize, u16, bool) {
    let p = p as usize;
    (p / 2 / side, (p / 2 % side) as u16, p % 2 == 1)
}

/// The same candidate in the other state.
#[inline]
pub(crate) fn conjugate(p: Pot) -> Pot {
    p ^ 1
}

use std::rc::Rc;

const NONE: u32 = u32::MAX;

/// Why an off potential turned another on: its cell, or a house (by index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cause {
    Cell,
    House(usize),
}

/// One recorded potential: its key and where its parents lie in the run's parent list.
#[derive(Clone, Copy, Debug)]
struct Node {
    pot: Pot,
    start: u32,
    len: u32,
}

/// The potentials one assumption implied, each with its parents (as node indices).
#[derive(Clone, Debug)]
pub(crate) struct Run {
    nodes: Vec<Node>,
    parents: Vec<u32>,
    /// The nodes a nested chain implied (in node order), with that chain.
    nested: Vec<(u32, Rc<NestedChain>)>,
    /// The on nodes a propagation recorded the rule of (in node order), with it.
    causes: Vec<(u32, Cause)>,
    /// The first node of each potential, or `NONE`.
    index: Vec<u32>,
    /// Scratch for [`Run::ancestors`]: the count in which each potential was last seen,
    /// so that counting needs no fresh table each time.
    seen: std::cell::RefCell<(u32, Vec<u32>)>,
}

impl Run {
    /// An empty run for a grid of `cells` cells and `side` digits.
    pub(crate) fn new(cells: usize, side: usize) -> Run {
        Run {
            nodes: Vec::new(),
            parents: Vec::new(),
            nested: Vec::new(),
            causes: Vec::new(),
            index: vec![NONE; cells * side * 2],
            seen: std::cell::RefCell::new((0, vec![0; cells * side * 2])),
        }
    }

    /// Forgets every potential, keeping the memory for the next assumption.
    pub(crate) fn clear(&mut self) {
        for node in &self.nodes {
            self.index[node.pot as usize] = NONE;
        }
        self.nodes.clear();
        self.parents.clear();
        self.nested.clear();
        self.causes.clear();
    }

    /// Records `pot` implied by `parents` (none for an assumption); a potential already
    /// recorded keeps its first record in the index, and this one is a new node anyway
    /// (cycles follow every path). Returns the node.
    pub(crate) fn add(&mut self, pot: Pot, parents: &[u32]) -> u32 {
        let node = self.nodes.len() as u32;
        self.nodes.push(Node {
            pot,
            start: self.parents.len() as u32,
            len: parents.len() as u32,
        });
        self.parents.extend_from_slice(parents);
        if self.index[pot as usize] == NONE {
            self.index[pot as usize] = node;
        }
        node
    }

    /// Records `pot` turned on by `cause` from `parents`.
    pub(crate) fn add_caused(&mut self, pot: Pot, parents: &[u32], cause: Cause) -> u32 {
        let node = self.add(pot, parents);
        self.causes.push((node, cause));
        node
    }

    /// The rule that turned `node` on, if recorded.
    pub(crate) fn cause(&self, node: u32) -> Option<Cause> {
        let i = self.causes.binary_search_by_key(&node, |(n, _)| *n).ok()?;
        Some(self.causes[i].1)
    }

    /// Records `pot` implied by a nested chain resting on `parents`.
    pub(crate) fn add_nested(&mut self, pot: Pot, parents: &[u32], chain: Rc<NestedChain>) -> u32 {
        let node = self.add(pot, parents);
        self.nested.push((node, chain));
        node
    }

    /// Whether a nested chain implied any node.
    pub(crate) fn has_nested(&self) -> bool {
        !self.nested.is_empty()
    }

    /// The nested chains among the potentials `node` rests on, pushed to `out`.
    pub(crate) fn nested_chains(&self, node: u32, out: &mut Vec<Rc<NestedChain>>) {
        if self.nested.is_empty() {
            return;
        }
        self.walk(node, |n| {
            if let Ok(i) = self.nested.binary_search_by_key(&n, |(m, _)| *m) {
                out.push(Rc::clone(&self.nested[i].1));
            }
        });
    }

    /// The first node of `pot`, if recorded.
    #[inline]
    pub(crate) fn get(&self, pot: Pot) -> Option<u32> {
        let node = self.index[pot as usize];
        (node != NONE).then_some(node)
    }

    /// Whether `pot` is recorded.
    #[inline]
    pub(crate) fn contains(&self, pot: Pot) -> bool {
        self.index[pot as usize] != NONE
    }

    /// The potential of `node`.
    #[inline]
    pub(crate) fn pot(&self, node: u32) -> Pot {
        self.nodes[node as usize].pot
    }

    /// The parents of `node`.
    pub(crate) fn parents(&self, node: u32) -> &[u32] {
        let n = self.nodes[node as usize];
        &self.parents[n.start as usize..(n.start + n.len) as usize]
    }

    /// The first parent of `node`: the chain a single-parent path follows back.
    pub(crate) fn first_parent(&self, node: u32) -> Option<u32> {
        self.parents(node).first().copied()
    }

    /// Whether `pot` is an ancestor of `node` along first parents.
    pub(crate) fn has_ancestor(&self, node: u32, pot: Pot) -> bool {
        let mut at = self.first_parent(node);
        while let Some(n) = at {
            if self.pot(n) == pot {
                return true;
            }
            at = self.first_parent(n);
        }
        false
    }

    /// The number of distinct potentials `node` rests on, itself included: Explainer's
    /// complexity of a chain ending there.
    pub(crate) fn ancestors(&self, node: u32) -> usize {
        let mut count = 0;
        self.walk(node, |_| count += 1);
        count
    }

    /// Calls `each` on the nodes of the distinct potentials `node` rests on, itself
    /// included; as Explainer, a potential met again is not followed again, whichever node.
    fn walk(&self, node: u32, mut each: impl FnMut(u32)) {
        let mut scratch = self.seen.borrow_mut();
        let (stamp, seen) = &mut *scratch;
        *stamp = stamp.wrapping_add(1);
        if *stamp == 0 {
            seen.fill(0);
            *stamp = 1;
        }
        let mut todo = vec![node];
        while let Some(n) = todo.pop() {
            if std::mem::replace(&mut seen[self.pot(n) as usize], *stamp) == *stamp {
                continue;
            }
            each(n);
            todo.extend_from_slice(self.parents(n));
        }
    }

    /// The recorded potentials in the order they were found (first records only).
    pub(crate) fn pots(&self) -> impl Iterator<Item = Pot> + '_ {
        self.nodes
            .iter()
            .enumerate()
            .filter(|&(i, n)| self.index[n.pot as usize] == i as u32)
            .map(|(_, n)| n.pot)
    }
}

/// A chain found on a hypothetical grid: what tells it from another (Explainer compares
/// whole chains: their targets and every potential on them, in order) and its complexity.
#[derive(Debug)]
pub(crate) struct NestedChain {
    /// The chain's targets and potentials, in order.
    pub(crate) signature: Vec<Pot>,
    /// The chain's own complexity.
    pub(crate) complexity: usize,
}

/// Explainer's complexity of a hint whose chains end at `targets`: the distinct
/// potentials of each chain, summed, plus the complexity of each distinct nested chain
/// they rest on.
pub(crate) fn complexity<'a>(targets: impl IntoIterator<Item = (&'a Run, u32)> + Clone) -> usize {
    let flat: usize = targets
        .clone()
        .into_iter()
        .map(|(run, node)| run.ancestors(node))
        .sum();
    flat + nested_complexity(targets)
}

/// The complexity of the distinct nested chains the chains ending at `targets` rest on.
pub(crate) fn nested_complexity<'a>(targets: impl IntoIterator<Item = (&'a Run, u32)>) -> usize {
    let mut chains: Vec<Rc<NestedChain>> = Vec::new();
    for (run, node) in targets {
        if run.has_nested() {
            run.nested_chains(node, &mut chains);
        }
    }
    let mut total = 0;
    for (i, chain) in chains.iter().enumerate() {
        if !chains[..i].iter().any(|c| c.signature == chain.signature) {
            total += chain.complexity;
        }
    }
    total
}
