//! The copy-on-branch engine: a backtracking search that keeps one frame of colours left
//! per depth and copies it on branching, so that nothing is undone on backtrack. The
//! `driver` runs the search (frames, binary branches, restarts, limits, counting) on any
//! representation that implements its `Representation` trait; `rules` orders the propagation
//! rules and runs them to a fixpoint; `choice` picks the branching node and colour
//! (dom/wdeg, least constraining colour). The two representations of a frame are
//! `domains` (per node, any graph) and `planes` (per colour, small graphs).

pub(crate) mod choice;
pub(crate) mod domains;
pub(crate) mod driver;
pub(crate) mod planes;
pub(crate) mod propagation;
