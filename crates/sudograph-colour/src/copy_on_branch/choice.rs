//! Branching: which node to guess and which colour to try first. The node is the one with
//! the fewest colours left per conflict weight, dom/wdeg (Boussemart, Hemery, Lecoutre and
//! Sais, "Boosting systematic search by weighting constraints", ECAI 2004), which refines
//! DSATUR's "most constrained first" (Brélaz, "New methods to color the vertices of a
//! graph", CACM 1979); the colour is the least constraining one, the one the fewest
//! neighbours still have.

use crate::colour_set::ColourSet;
use crate::rng::next_random;

/// Each node's conflict weight: one, plus the contradictions it was wiped out in, plus
/// those its units took part in. Learnt over a whole run and kept across restarts.
pub(crate) struct Weights {
    weight: Vec<u32>,
    /// The largest weight of any node: what branching may skip nodes by.
    heaviest: u32,
}

impl Weights {
    /// Weight one for each of `n` nodes, in `buffer` (empty).
    pub(crate) fn reusing(mut buffer: Vec<u32>, n: usize) -> Weights {
        buffer.resize(n, 1);
        Weights {
            weight: buffer,
            heaviest: 1,
        }
    }

    /// The weights' buffer, for reuse.
    pub(crate) fn into_buffer(self) -> Vec<u32> {
        self.weight
    }

    /// Given weights, for tests of branching.
    #[cfg(test)]
    pub(crate) fn from_vec(weight: Vec<u32>) -> Weights {
        let heaviest = weight.iter().copied().max().unwrap_or(1);
        Weights { weight, heaviest }
    }

    /// The conflict weight of node v.
    pub(crate) fn weight(&self, v: usize) -> u64 {
        u64::from(self.weight[v])
    }

    /// The largest conflict weight of any node.
    pub(crate) fn heaviest(&self) -> u64 {
        u64::from(self.heaviest)
    }

    /// Notes a contradiction where node v lost its last colour.
    pub(crate) fn blame_node(&mut self, v: usize) {
        self.weight[v] += 1;
        self.heaviest = self.heaviest.max(self.weight[v]);
    }

    /// Notes a contradiction where a unit, of these nodes, lost every place of a colour.
    pub(crate) fn blame_unit(&mut self, unit: &[u32]) {
        for &v in unit {
            self.weight[v as usize] += 1;
            self.heaviest = self.heaviest.max(self.weight[v as usize]);
        }
    }
}

/// What branching reads of a frame, whatever the engine.
pub(crate) trait View {
    /// A node's colours.
    type Set: ColourSet;
    /// The colours node v has left.
    fn domain(&self, v: usize) -> Self::Set;
    /// Of the nodes with two or more colours left (those branching can choose), the one
    /// with the fewest colours per conflict weight (dom/wdeg): among equals, the first in
    /// node order from `start` on, wrapping around. `None` when every node has one colour.
    fn most_constrained(&self, start: usize, weights: &Weights) -> Option<usize>;
    /// How many neighbours of v still have colour `c` (a one-colour set).
    fn neighbours_with(&self, v: usize, c: Self::Set) -> u32;
}

/// The branching decision `(node, colour)` on a graph of `n` nodes, or `None` when every
/// node has one colour (the frame is a colouring): the node with the fewest colours per
/// conflict weight (dom/wdeg), on its least constraining colour. With a random state, ties
/// and colours are picked at random; without, the first node and lowest colour.
pub(crate) fn choose<V: View>(
    n: usize,
    view: &V,
    weights: &Weights,
    rng: &mut u64,
) -> Option<(usize, V::Set)> {
    let start = if *rng == 0 {
        0
    } else {
        next_random(rng) as usize % n
    };
    let v = view.most_constrained(start, weights)?;
    Some((v, least_constraining(view, v, rng)))
}

/// The best node offered so far for branching under dom/wdeg (see
/// [`View::most_constrained`]).
pub(crate) struct Candidate {
    /// The best node so far; `usize::MAX` until one is offered.
    node: usize,
    /// The node's place in the order from the start node: ties go to the earlier.
    rank: usize,
    count: u64,
    weight: u64,
}

impl Default for Candidate {
    /// No node yet: one colour per zero weight, which any offer beats.
    fn default() -> Candidate {
        Candidate {
            node: usize::MAX,
            rank: usize::MAX,
            count: 1,
            weight: 0,
        }
    }
}

impl Candidate {
    /// Offers node v, `rank`-th from the start node, with `count` colours left and
    /// conflict weight `weight`: it wins with fewer colours per weight, or as few per weight
    /// and an earlier rank, so that the order of the offers does not matter. Taken by
    /// selects, not a branch: which offer wins follows no pattern.
    pub(crate) fn offer(&mut self, v: usize, rank: usize, count: u64, weight: u64) {
        let wins = (count * self.weight, rank) < (self.count * weight, self.rank);
        let pick = |new: u64, old: u64| std::hint::select_unpredictable(wins, new, old);
        *self = Candidate {
            node: pick(v as u64, self.node as u64) as usize,
            rank: pick(rank as u64, self.rank as u64) as usize,
            count: pick(count, self.count),
            weight: pick(weight, self.weight),
        };
    }

    /// Whether a node with `count` colours or more, weighing at most `heaviest`, could
    /// still win (or tie, and win by its rank).
    pub(crate) fn could_lose_to(&self, count: u64, heaviest: u64) -> bool {
        count * self.weight <= self.count * heaviest
    }

    /// The best node offered, if any.
    pub(crate) fn node(&self) -> Option<usize> {
        (self.node != usize::MAX).then_some(self.node)
    }
}

/// The colour of v that the fewest neighbours still have (so it rules out the least);
/// ties go to the lowest colour, or a random one when the random state is set.
fn least_constraining<V: View>(view: &V, v: usize, rng: &mut u64) -> V::Set {
    let mut best = (u32::MAX, V::Set::EMPTY);
    for c in view.domain(v).ones().map(V::Set::single) {
        let hits = view.neighbours_with(v, c);
        if hits < best.0 {
            best = (hits, c);
        } else if hits == best.0 {
            best.1 |= c;
        }
    }
    pick_colour(best.1, rng)
}

/// One colour of `d`: the lowest, or a random one when the random state is set.
fn pick_colour<S: ColourSet>(d: S, rng: &mut u64) -> S {
    if *rng == 0 {
        return d.lowest();
    }
    let skip = next_random(rng) % u64::from(d.len());
    d.ones().nth(skip as usize).map_or(S::EMPTY, S::single)
}
