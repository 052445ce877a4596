//! The decision heuristic: VSIDS (Moskewicz et al., "Chaff", DAC 2001, in MiniSat's
//! exponential form: Eén and Sörensson, SAT 2003). Each variable met in a conflict's
//! analysis gains activity, the gain grows after every conflict so that old conflicts
//! fade, and the search places the most active unset variable: node v takes colour c.
//! Placements, not exclusions, because one placement propagates to all of the node's
//! neighbours while an exclusion removes a single colour.

use super::literal::{Lit, Var};
use crate::config::VAR_DECAY;

/// Activities, and a max-heap of variables by activity.
pub(super) struct Activity {
    activity: Vec<f64>,
    increment: f64,
    /// A binary max-heap of variables.
    heap: Vec<Var>,
    /// Each variable's place in the heap, `NOT_IN_HEAP` when out.
    position: Vec<u32>,
}

const NOT_IN_HEAP: u32 = u32::MAX;

impl Activity {
    /// Activities over `vars` variables, zero but for the `candidates` (variable, activity),
    /// which enter the heap.
    pub(super) fn new(vars: usize, candidates: impl Iterator<Item = (Var, f64)>) -> Activity {
        let mut activity = Activity {
            activity: vec![0.0; vars],
            increment: 1.0,
            heap: Vec::new(),
            position: vec![NOT_IN_HEAP; vars],
        };
        for (var, initial) in candidates {
            activity.activity[var as usize] = initial;
            activity.insert(var);
        }
        activity
    }

    /// Raises `var`'s activity (a variable met in a conflict's analysis).
    pub(super) fn bump(&mut self, var: Var) {
        let a = &mut self.activity[var as usize];
        *a += self.increment;
        if *a > 1e100 {
            self.activity.iter_mut().for_each(|a| *a *= 1e-100);
            self.increment *= 1e-100;
        }
        if self.position[var as usize] != NOT_IN_HEAP {
            self.up(self.position[var as usize] as usize);
        }
    }

    /// Lets past bumps fade (after each conflict).
    pub(super) fn decay(&mut self) {
        self.increment /= VAR_DECAY;
    }

    /// Puts a variable unset by a backjump back among the candidates.
    pub(super) fn unset(&mut self, var: Var) {
        if self.position[var as usize] == NOT_IN_HEAP {
            self.insert(var);
        }
    }

    /// The decision: the placement of the most active variable that `unset` accepts; None
    /// when every candidate is set.
    pub(super) fn decide(&mut self, unset: impl Fn(Var) -> bool) -> Option<Lit> {
        while let Some(&var) = self.heap.first() {
            self.pop();
            if unset(var) {
                return Some(Lit::place(var));
            }
        }
        None
    }

    fn insert(&mut self, var: Var) {
        self.position[var as usize] = self.heap.len() as u32;
        self.heap.push(var);
        self.up(self.heap.len() - 1);
    }

    fn pop(&mut self) {
        let top = self.heap.swap_remove(0);
        self.position[top as usize] = NOT_IN_HEAP;
        if let Some(&first) = self.heap.first() {
            self.position[first as usize] = 0;
            self.down(0);
        }
    }

    fn before(&self, a: Var, b: Var) -> bool {
        self.activity[a as usize] > self.activity[b as usize]
    }

    fn up(&mut self, mut at: usize) {
        let var = self.heap[at];
        while at > 0 {
            let parent = (at - 1) / 2;
            if !self.before(var, self.heap[parent]) {
                break;
            }
            self.heap[at] = self.heap[parent];
            self.position[self.heap[at] as usize] = at as u32;
            at = parent;
        }
        self.heap[at] = var;
        self.position[var as usize] = at as u32;
    }

    fn down(&mut self, mut at: usize) {
        let var = self.heap[at];
        loop {
            let left = 2 * at + 1;
            if left >= self.heap.len() {
                break;
            }
            let right = left + 1;
            let child = if right < self.heap.len() && self.before(self.heap[right], self.heap[left])
            {
                right
            } else {
                left
            };
            if !self.before(self.heap[child], var) {
                break;
            }
            self.heap[at] = self.heap[child];
            self.position[self.heap[at] as usize] = at as u32;
            at = child;
        }
        self.heap[at] = var;
        self.position[var as usize] = at as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_active_unset_variable_is_placed() {
        let mut activity = Activity::new(8, (0..8).map(|v| (v, f64::from(v) / 100.0)));
        activity.bump(2);
        assert_eq!(activity.decide(|_| true), Some(Lit::place(2)));
        // 7 is the next most active, but set: skipped.
        assert_eq!(activity.decide(|v| v != 7), Some(Lit::place(6)));
        activity.unset(2);
        assert_eq!(activity.decide(|_| true), Some(Lit::place(2)));
        let rest: Vec<Option<Lit>> = (0..5).map(|_| activity.decide(|_| true)).collect();
        assert_eq!(rest.last(), Some(&Some(Lit::place(0))));
        assert_eq!(activity.decide(|_| true), None);
    }
}
