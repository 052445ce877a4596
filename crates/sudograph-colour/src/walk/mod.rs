//! Local search for one colouring, the partner of the learning engine in a long search's
//! turns: `tabu` walks (TabuCol with weighed clashes), `idle_threads` runs walks of their
//! own on threads a batch has no more work for, and `colour_by_walk` walks without the
//! other engines, for any number of colours up to [`MAX_COLOURS`](crate::MAX_COLOURS).

pub(crate) mod colour_by_walk;
pub(crate) mod idle_threads;
pub(crate) mod tabu;
