//! Colour planes, the representation for graphs of at most 128 nodes and 64 units: the colours left
//! are held per colour as the bitset of nodes that can still take it, so each propagation
//! rule handles every node (or every node of a unit) with a few word operations. The rules
//! are those of node domains but all-different filtering, which is why planes serve only
//! graphs with fewer colours than that rule needs.

//!
//! `frame` holds the engine and its working state, `engine` what the search drives,
//! `singles` and `locked` its rules, `tables` its compiled node bitsets and chunk tables
//! (`chunks` the tables' layout, `unit_counts` what those of the units hold),
//! `view` the frame as branching reads it.

mod chunks;
pub(crate) mod engine;
pub(crate) mod frame;
mod locked;
mod singles;
pub(crate) mod tables;
mod unit_counts;
pub(crate) mod view;
