//! Colour symmetry, broken by value precedence: colours that every node may take alike
//! (no pre-colouring names them) are interchangeable, so a search for one colouring may
//! ask that, in a fixed order of the nodes, each such colour first appears before the
//! next one does (Law and Lee, "Global constraints for integer and set value
//! precedence", CP 2004). Any colouring renames into one that does; without it, a
//! refutation would refute each renaming of the same partial colouring again. The
//! constraint is posted as clauses at the root: "node i takes colour b" implies "some
//! node before i takes colour a", for each pair a, b of consecutive interchangeable
//! colours.

use super::Learner;
use super::literal::{Lit, var};
use super::reason::Reason;
use crate::colour::bits;

/// The most literals the precedence clauses of one search may hold: past it, only the
/// first nodes of the order are constrained, which still keeps a colouring of each class.
const MAX_LITERALS: usize = 1 << 20;

impl Learner<'_> {
    /// Posts value precedence for each class of interchangeable colours under `allowed`
    /// (the colours each node may take), before any propagation. Only a search for one
    /// colouring, and one that prefers none, may do so: it keeps one colouring of each
    /// class of renamings, not all, and perhaps not the one preferred.
    pub(super) fn break_colour_symmetry(&mut self, allowed: &[u64]) {
        let (graph, full) = (self.graph, self.full);
        let colours = |v: usize| allowed[v] & graph.initial[v] & full;
        let mut left = full;
        while left != 0 {
            let c = left & left.wrapping_neg();
            let class = (0..graph.len()).fold(full, |alike, v| {
                let d = colours(v);
                alike & if d & c != 0 { d } else { !d }
            });
            left &= !class;
            if class.count_ones() >= 2 {
                self.precede(class, |v| colours(v) & class != 0);
            }
        }
    }

    /// Posts value precedence for the colours of `class`, in increasing order, over the
    /// nodes that may take them (`takes`), most neighbours first: the node order a
    /// most-constrained-first search tends to colour in.
    fn precede(&mut self, class: u64, takes: impl Fn(usize) -> bool) {
        let mut order: Vec<usize> = (0..self.graph.len()).filter(|&v| takes(v)).collect();
        order.sort_by_key(|&v| std::cmp::Reverse(self.graph.neighbours(v).len()));
        let classes: Vec<usize> = bits::ones(class).collect();
        let pairs = classes.len() - 1;
        // About pairs · n² / 2 literals for n nodes in the order.
        let fits = |n: usize| pairs * n * (n + 1) / 2 <= MAX_LITERALS;
        let n = (0..=order.len()).rev().find(|&n| fits(n)).unwrap_or(0);
        order.truncate(n);
        // The j-th node of the order can only take one of the first j + 1 colours: the
        // ones before it number at most j.
        for (j, &v) in order.iter().enumerate() {
            for &c in classes.iter().skip(j + 1) {
                self.trail
                    .assign(Lit::exclude(var(v, c)), Reason::Decision, self.units);
            }
        }
        let mut clause = Vec::new();
        for (t, pair) in classes.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            // Colour b (the (t + 2)-th) is open to the nodes from the (t + 1)-th on; colour
            // a to those from the t-th on.
            for i in t + 1..order.len() {
                clause.clear();
                clause.push(Lit::exclude(var(order[i], b)));
                clause.extend(order[t..i].iter().map(|&u| Lit::place(var(u, a))));
                // Distance 0: never forgotten.
                self.clauses.add(&clause, 0);
            }
        }
    }
}
