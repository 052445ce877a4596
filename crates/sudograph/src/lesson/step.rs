//! One step of the lesson, as [`narrate`](super::narrate) tells it.

use sudograph_colour::Colour;

/// One narrated step and the search depth it happens at (the guesses in force after it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonStep {
    /// Guesses in force once the step is made.
    pub depth: u32,
    /// What happens.
    pub event: Event,
}

/// What a narrated step does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `node` takes `colour`, which the board forced for `reason`.
    Placed {
        /// The node placed.
        node: u32,
        /// The colour it takes.
        colour: Colour,
        /// Why the colour is forced.
        reason: Reason,
    },
    /// A guess: `node` takes `colour`, one of its candidates `choices` (a colour bitset).
    Guess {
        /// The node guessed.
        node: u32,
        /// The colour tried.
        colour: Colour,
        /// The node's candidates when guessed, as a colour bitset.
        choices: u64,
    },
    /// The board cannot be completed, for `cause`; the search goes back.
    Contradiction(Cause),
    /// The guess `node = colour` failed: the board returns to where it was before that
    /// guess, which undoes `undone` (the guess's node and every node placed after it, in
    /// node order), and from now on `node ≠ colour`.
    Backtrack {
        /// The node of the failed guess.
        node: u32,
        /// The colour it was guessed.
        colour: Colour,
        /// The nodes emptied again, in node order.
        undone: Vec<u32>,
    },
    /// The search starts again from the board before its first guess, with other
    /// tie-breaks.
    Restart,
}

/// Why a placement is forced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Naked single: the node has one candidate left. `removers` holds, for each other
    /// colour a neighbour holds, the first such neighbour (colours ruled out by a backtrack
    /// have none).
    OnlyColour {
        /// For each colour ruled out by a neighbour, that neighbour.
        removers: Vec<u32>,
    },
    /// Hidden single: the node is the only place left for the colour in this unit (units
    /// numbered as given to [`Replay::new`](super::Replay::new)).
    OnlyPlace {
        /// The unit.
        unit: u32,
    },
}

/// Why the board cannot be completed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// An empty node has no candidate left.
    NoColour {
        /// The node.
        node: u32,
    },
    /// No node of the unit can take the colour, and none holds it.
    NoPlace {
        /// The unit.
        unit: u32,
        /// The colour with no place left.
        colour: Colour,
    },
    /// Two neighbours hold the same colour: givens that clash.
    Clash {
        /// The two neighbours.
        nodes: [u32; 2],
    },
    /// The search found a contradiction that the board's rules (singles) do not show; only
    /// a search with stronger propagation than the trace's tells this.
    Unseen,
}
