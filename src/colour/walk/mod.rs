//! Local search for one colouring, the partner of the learning engine in a long search's
//! turns: `tabu` walks (TabuCol with weighed clashes), and `lent` runs walks of their own
//! on threads a batch has no more work for.

pub(crate) mod lent;
pub(crate) mod tabu;
