//! Why a literal holds, and what went wrong in a conflict: each is a clause of the model,
//! kept implicit for the graph's own constraints so that only learnt clauses are stored.
//!
//! The model, in clauses over the literals of [`super::literal`]:
//! - a node takes one of its colours (`x(v,0) ∨ … ∨ x(v,k-1)`): a naked single;
//! - a node takes at most one colour, and neighbours differ (`¬x(v,c) ∨ ¬x(w,c')`);
//! - each colour has a place in each unit (`x(u₁,c) ∨ … ∨ x(u_k,c)`): a hidden single;
//! - derived from the two above: a colour placed in unit A's overlap with unit B is placed
//!   in B there, so it is nowhere else in B (`¬x(w,c) ∨ x(a₁,c) ∨ … ∨ x(a_m,c)`, w only in
//!   B, a only in A): locked colours;
//! - derived likewise: m nodes of a unit with m colours between them take those, and m
//!   colours with m places in a unit fill them (`super::hall`).

use crate::colour::Colour;

/// Why a literal holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Reason {
    /// A decision, or a fact of the root (the colours a node may not take at all).
    Decision,
    /// An exclusion forced by this placement: the same node, or a neighbour with its colour.
    Placed(super::literal::Lit),
    /// The node's only colour left.
    Node(u32),
    /// The colour's only place left in a unit: unit and colour.
    Unit(u32, Colour),
    /// A colour locked into an overlap: the lock (see [`super::index::Lock`]) and colour.
    Locked(u32, Colour),
    /// A Hall set in a unit (see [`super::hall`]), by its index in the learner's list.
    Hall(u32),
    /// A learnt clause, by its index in the clause store.
    Clause(u32),
}

/// A clause of the model whose literals are all false.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Conflict {
    /// A node with no colour left.
    Node(u32),
    /// A unit with no place left for a colour: unit and colour.
    Unit(u32, Colour),
    /// Two placements that exclude each other (one node, or two neighbours).
    Pair(super::literal::Lit, super::literal::Lit),
    /// More nodes of a unit than the colours they have between them, or more colours
    /// than their places: a Hall set's reason (see [`super::hall`]) by its index.
    Hall(u32),
    /// A learnt clause.
    Clause(u32),
}

/// A Hall set's reason: the placements of the unit's nodes at `positions` with the colours
/// of `colours`, all false when it was found.
#[derive(Clone, Copy, Debug)]
pub(super) struct Hall<S> {
    pub(super) unit: u32,
    pub(super) positions: S,
    pub(super) colours: S,
    /// The decision level it was found at: it is forgotten when the search backjumps above.
    pub(super) level: u32,
}
