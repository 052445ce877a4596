//! The nesting of Explainer's dynamic forcing chains: a level, and what a propagation
//! stalled at that level learns from the techniques asked on its hypothetical grid.

use super::run::NestedChain;
use crate::rating::board::{Board, Geometry};
use std::rc::Rc;

/// A nesting level of Explainer's dynamic forcing chains: 0 for the plain ones, 1 for
/// "(+)", 2 for "(+ Forcing Chains)", 3 for "(+ Multiple Forcing Chains)", 4 for "(+
/// Dynamic Forcing Chains)", whose nested dynamic chains are themselves of level `limit`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Nesting {
    /// Explainer's level.
    pub(crate) level: u8,
    /// At level 4, the level of the dynamic chains nested (0–3).
    pub(crate) limit: u8,
    /// The techniques asked on a stalled hypothetical grid at this level: handed down by
    /// the nested chains themselves, so that the propagation that asks them need not know
    /// the chains that nest it.
    pub(crate) techniques: Techniques,
}

/// The eliminations a level's techniques find on a hypothetical grid (its candidates)
/// reached from a source board.
pub(crate) type Techniques = fn(&Geometry, &Board, &[u64], Nesting) -> Vec<Implied>;

impl Nesting {
    /// No nesting: the plain chains.
    pub(crate) const NONE: Nesting = Nesting {
        level: 0,
        limit: 0,
        techniques: none,
    };
}

/// No technique: what the plain chains ask when their propagation stalls.
fn none(_: &Geometry, _: &Board, _: &[u64], _: Nesting) -> Vec<Implied> {
    Vec::new()
}

/// What one technique found on the hypothetical grid: the candidates it removes there, in
/// Explainer's order, and the off potentials (candidates of the source grid gone from the
/// hypothetical one) it rests on.
#[derive(Debug)]
pub(crate) struct Implied {
    pub(crate) removed: Vec<(usize, u16)>,
    pub(crate) parents: Vec<(usize, u16)>,
    /// The nested chain that found them, if a chain did.
    pub(crate) chain: Option<Rc<NestedChain>>,
}
