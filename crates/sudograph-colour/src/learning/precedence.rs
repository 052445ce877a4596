//! Colour symmetry, broken by value precedence: colours that every node may take alike
//! (no pre-colouring names them) are interchangeable, so a search for one colouring may
//! ask that, in a fixed order of the nodes, each such colour first appears before the
//! next one does (Law and Lee, "Global constraints for integer and set value
//! precedence", CP 2004). Any colouring renames into one that does; without it, a
//! refutation would refute each renaming of the same partial colouring again. The
//! constraint is posted as clauses at the root: "node i takes colour b" implies "some
//! node before i takes colour a", for each pair a, b of consecutive interchangeable
//! colours.

use super::learner::Learner;
use super::literal::{Lit, var};
use super::reason::Reason;
use crate::colour_set::ColourSet;
use crate::config::PRECEDENCE_MAX_LITERALS;
use crate::{colour_set, rng};

impl<S: ColourSet> Learner<'_, S> {
    /// Posts value precedence for each class of interchangeable colours under `allowed`
    /// (the colours each node may take), before any propagation. Only a search for one
    /// colouring may do so: it keeps one colouring of each class of renamings, not all.
    /// With a seed (non-zero), the colours of a class come in a random order, so that a
    /// seeded search still finds its own colouring.
    pub(super) fn break_colour_symmetry(&mut self, allowed: &[S], seed: u64) {
        let (graph, full) = (self.graph, self.full);
        // A node's initial colours are none (a self-loop) or all k.
        let colours = |v: usize| match graph.initial[v] {
            0 => S::EMPTY,
            _ => allowed[v] & full,
        };
        let mut random = rng::mix_seed(seed);
        let mut budget = PRECEDENCE_MAX_LITERALS;
        let mut left = full;
        while !left.is_empty() {
            let class = full & colour_set::held_alike((0..graph.len()).map(colours), left.lowest());
            left &= !class;
            if class.len() >= 2 {
                let mut order: Vec<usize> = class.ones().collect();
                if random != 0 {
                    for i in (1..order.len()).rev() {
                        order.swap(i, rng::next_random(&mut random) as usize % (i + 1));
                    }
                }
                self.precede(&order, |v| !(colours(v) & class).is_empty(), &mut budget);
            }
        }
    }

    /// Posts value precedence for `colours` in their order, over the nodes that may take
    /// them (`takes`), most neighbours first: the node order a most-constrained-first
    /// search tends to colour in. Takes the literals it posts from `budget`.
    fn precede(&mut self, colours: &[usize], takes: impl Fn(usize) -> bool, budget: &mut usize) {
        let mut nodes: Vec<usize> = (0..self.graph.len()).filter(|&v| takes(v)).collect();
        nodes.sort_by_key(|&v| std::cmp::Reverse(self.graph.neighbours(v).len()));
        // Clauses over the first n nodes hold at most pairs · n (n + 1) / 2 literals.
        let pairs = colours.len() - 1;
        let size = |n: usize| pairs * n * (n + 1) / 2;
        let n = (0..=nodes.len())
            .rev()
            .find(|&n| size(n) <= *budget)
            .unwrap_or(0);
        *budget -= size(n);
        nodes.truncate(n);
        // nodes[j] can only take colours[..=j]: the nodes before it take at most j colours.
        for (j, &v) in nodes.iter().enumerate() {
            for &c in colours.iter().skip(j + 1) {
                self.trail
                    .assign(Lit::exclude(var::<S>(v, c)), Reason::Decision, self.units);
            }
        }
        let mut clause = Vec::new();
        for (t, pair) in colours.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            // b = colours[t + 1] is open to nodes[t + 1..], and a to nodes[t..].
            for i in t + 1..nodes.len() {
                clause.clear();
                clause.push(Lit::exclude(var::<S>(nodes[i], b)));
                clause.extend(nodes[t..i].iter().map(|&u| Lit::place(var::<S>(u, a))));
                // Distance 0: never forgotten.
                self.clauses.add(&clause, 0);
            }
        }
    }
}
