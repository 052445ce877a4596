//! The propagation rules every engine implements, and the order that runs them to a
//! fixpoint: cheapest first, a costlier rule only when the cheaper ones have nothing left.

use super::driver::{Representation, Work};

/// What one pass of a propagation rule did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pass {
    /// Nothing narrowed.
    Unchanged,
    /// Some node narrowed: the cheaper rules may have work again.
    Changed,
    /// A node lost its last colour or a unit its last place for one: this frame has no
    /// colouring.
    Contradiction,
}

/// A propagation rule, cheapest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// A node with one colour left removes it from its neighbours.
    NakedSingles,
    /// A colour with one place left in a unit goes there.
    HiddenSingles,
    /// A colour that one unit can place only where it overlaps another unit leaves the
    /// rest of that other unit.
    LockedColours,
    /// Each unit keeps only the colours of some way of giving its nodes distinct colours.
    AllDifferent,
}

/// An engine's propagation rules.
pub(crate) trait Propagate: Representation {
    /// One pass of `rule` over the frame: the rule looks at what changed since its last
    /// pass and narrows what it can.
    fn pass(&self, rule: Rule, frame: &mut [Self::Word], work: &mut Work<Self::Scratch>) -> Pass;
}

/// Runs the rules of `engine` on a frame until none changes anything; false on a
/// contradiction. With [`Work::singles_only`], only the singles run.
pub(crate) fn fixpoint<E: Propagate>(
    engine: &E,
    frame: &mut [E::Word],
    work: &mut Work<E::Scratch>,
) -> bool {
    loop {
        if engine.pass(Rule::NakedSingles, frame, work) == Pass::Contradiction {
            return false;
        }
        match engine.pass(Rule::HiddenSingles, frame, work) {
            Pass::Contradiction => return false,
            Pass::Changed => continue,
            Pass::Unchanged => {}
        }
        if work.singles_only {
            return true;
        }
        match engine.pass(Rule::LockedColours, frame, work) {
            Pass::Contradiction => return false,
            Pass::Changed => continue,
            Pass::Unchanged => {}
        }
        match engine.pass(Rule::AllDifferent, frame, work) {
            Pass::Contradiction => return false,
            Pass::Changed => {}
            Pass::Unchanged => return true,
        }
    }
}
