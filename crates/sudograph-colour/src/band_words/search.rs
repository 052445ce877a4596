//! The band word engine's search: depth first (`depth_first`), branching on a cell (see
//! [`Grid::choose`]): one of its colours, then the cell without it.

use std::cell::RefCell;

use super::grid::{Choice, Grid};
use crate::answer::Report;
use crate::colour::Colour;
use crate::depth_first::{self, Branching};
use crate::request::Request;

thread_local! {
    /// The frames of this thread's last search, kept for its next one.
    static FRAMES: RefCell<Vec<Grid>> = const { RefCell::new(Vec::new()) };
}

/// Searches for up to `request.find` colourings of the 9×9 grid's graph with its nodes in
/// reading order, node v taking a colour of `request.allowed[v]` (nine colours). Its limits
/// and seed hold as in every search; its preferred colours and schedule are not read.
pub(crate) fn search(request: &Request) -> Report {
    FRAMES.with_borrow_mut(|frames| {
        depth_first::search(request, frames, Some(Grid::new(request.allowed)))
    })
}

/// A frame branches on a cell, each of its colours an alternative.
impl Branching for Grid {
    type Branch = Choice;

    #[inline(always)]
    fn propagate(&mut self) -> bool {
        Grid::propagate(self)
    }

    #[inline(always)]
    fn choose(&self) -> Option<Choice> {
        (!self.solved()).then(|| Grid::choose(self))
    }

    #[inline(always)]
    fn alternatives(&self, choice: Choice) -> u32 {
        u32::from(choice.colours)
    }

    #[inline(always)]
    fn exclude(&mut self, choice: Choice, colour: usize) {
        Grid::exclude(self, choice, colour);
    }

    #[inline(always)]
    fn keep_only(&mut self, choice: Choice, colour: usize) {
        Grid::assign(self, choice, colour);
    }

    #[inline(always)]
    fn colouring(&self, colouring: &mut Vec<Colour>) {
        Grid::colouring(self, colouring);
    }
}
