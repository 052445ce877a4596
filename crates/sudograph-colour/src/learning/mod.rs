//! The learning engine: conflict-driven clause learning (CDCL) on the colouring's own
//! literals, "node v takes colour c" and its negation. Propagation is the copy-on-branch
//! engines' singles (a placement removes its colour from the neighbours, a node with one
//! colour left takes it, a colour with one place left in a unit goes there), locked
//! colours (a colour whose places in a unit all lie in another unit leaves the rest of
//! that one) and small naked and hidden sets (`hall`), each with the reason it holds; a
//! conflict is analysed back to a clause the graph implies (`analyze`), or to the
//! decisions below that clause when they are no more literals (`cut`), the search
//! backjumps to where that clause asserts, and the clause propagates from then on
//! (`clauses`, watched literals). Decisions place the most active variable by VSIDS
//! (`decide`), between every other pair of restarts with its node's colour in the
//! colouring the search came closest to (`target`), restarts follow the Luby sequence in
//! conflicts, the less useful half of the clauses is forgotten from time to time
//! (`reduce`), and at the restart after each reduction the kept clauses are shortened by
//! propagation from the root (`vivify`). A
//! search for one colouring first breaks the symmetry of interchangeable colours with
//! clauses of its own (`precedence`).
//!
//! This is what SAT solvers do on the direct encoding of colouring (Marques-Silva, Lynce
//! and Malik, "Conflict-driven clause learning SAT solvers", Handbook of Satisfiability,
//! 2009), with the graph's clauses left implicit: a placement's exclusions are read from
//! the neighbour table, and singles from per-node and per-unit bitsets (`trail`), so only
//! learnt clauses take memory. It pays where the copy-on-branch search is heavy-tailed:
//! refutations and hard instances, where a wrong early guess hides a large dead subtree
//! that learning cuts short.

//!
//! `learner` holds a search's state and `cdcl` the search that drives it; each other file
//! is one part of the method named above.

mod analyze;
pub(crate) mod cdcl;
mod clauses;
mod cut;
mod decide;
mod depends;
mod hall;
pub(crate) mod index;
mod learner;
mod literal;
mod precedence;
mod propagate;
mod reason;
mod reduce;
mod target;
#[cfg(test)]
pub(crate) mod tests;
mod trail;
mod vivify;
