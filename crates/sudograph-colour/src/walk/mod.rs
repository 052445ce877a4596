//! Local search for one colouring, the partner of the learning engine in a long search's
//! turns: `tabu` walks (TabuCol with weighed clashes), `lent` runs walks of their own
//! on threads a batch has no more work for, and `alone` walks without the other engines,
//! for any number of colours up to 256.

pub(crate) mod alone;
pub(crate) mod lent;
pub(crate) mod tabu;
