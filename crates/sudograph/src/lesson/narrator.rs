//! Turning a search's raw steps into the lesson: each told step legal on the board the
//! steps before it left.

use super::replay::Replay;
use super::step::{Cause, Event, LessonStep, Reason};
use sudograph_colour::{Colour, Step};

/// Tells the search whose raw steps are `steps` as a lesson on `board` (the graph with its
/// givens placed; see [`Replay::new`]).
///
/// Forced colours wait until they are legal on the board — the only candidate of their
/// node, or the only place for their colour in a unit — and are told in the search's order
/// among those that are. A contradiction is told as soon as the board shows one (naming the
/// node or unit that ran out), and forced colours after it at that depth are dropped, as
/// are forced colours that never become legal. A forced colour the board cannot justify is
/// never told. When the search finds a contradiction the board does not show yet, the
/// board's own singles are told until it does. With the trace's singles-only search, every forced colour becomes legal;
/// a search with stronger rules may skip some, and its contradictions may be
/// [`Cause::Unseen`].
///
/// # Examples
/// ```
/// use petgraph::graph::UnGraph;
/// use sudograph_colour::Step;
/// use sudograph::lesson::{narrate, Replay, Event, Reason};
/// // A triangle with two colours given: the third node has one colour left. The raw
/// // steps claim it first and then a clash that the board shows is illegal.
/// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 0)]);
/// let board = Replay::new(&g, 3, &[], &[1, 2, u64::MAX]);
/// let raw = [Step::Forced { node: 2, colour: 1, unit: None, depth: 0 },
///            Step::Forced { node: 2, colour: 2, unit: None, depth: 0 }];
/// let told = narrate(board, &raw);
/// assert_eq!(told.len(), 1);
/// let Event::Placed { node: 2, colour: 2, reason: Reason::OnlyColour { removers } } = &told[0].event
/// else { panic!("a naked single") };
/// assert_eq!(removers.len(), 2, "both given neighbours removed a colour");
/// ```
pub fn narrate(board: Replay, steps: &[Step]) -> Vec<LessonStep> {
    let mut narrator = Narrator {
        board,
        told: Vec::new(),
        pending: Vec::new(),
        dead: false,
        depth: 0,
    };
    for step in steps {
        narrator.hear(step);
    }
    narrator.settle();
    narrator.told
}

/// A forced colour the search logged and the lesson has not told yet: node, colour, and
/// the unit the search named (a hidden single), if any.
type Forced = (u32, Colour, Option<u32>);

/// The lesson being told: the board as told so far and the forced colours waiting.
struct Narrator {
    board: Replay,
    told: Vec<LessonStep>,
    pending: Vec<Forced>,
    /// A contradiction has been told at this depth: nothing more is, until the search
    /// guesses, backtracks or restarts.
    dead: bool,
    /// Guesses in force.
    depth: u32,
}

impl Narrator {
    /// Takes in one raw step of the search.
    fn hear(&mut self, step: &Step) {
        match *step {
            Step::Forced {
                node, colour, unit, ..
            } => {
                if !self.dead {
                    self.pending.push((node, colour, unit));
                    self.tell_legal();
                }
            }
            Step::Branch {
                node,
                colour,
                depth,
                ..
            } => {
                self.settle();
                let choices = self.board.candidates(node as usize);
                self.depth = depth;
                self.tell(Event::Guess {
                    node,
                    colour,
                    choices,
                });
            }
            Step::Backtrack {
                node,
                colour,
                depth,
            } => {
                self.pending.clear();
                self.dead = false;
                self.depth = depth;
                let undone = self.board.undone_by_backtrack(depth);
                self.tell(Event::Backtrack {
                    node,
                    colour,
                    undone,
                });
            }
            Step::Contradiction { .. } => {
                self.tell_legal();
                // The search may see a contradiction in a single it did not place (one node
                // the only place of two colours): the board's own singles show it.
                while !self.dead
                    && let Some((node, colour, reason)) = self.board.any_single()
                {
                    self.tell(Event::Placed {
                        node,
                        colour,
                        reason,
                    });
                    self.tell_legal();
                }
                if !self.dead {
                    self.tell(Event::Contradiction(Cause::Unseen));
                }
                self.pending.clear();
                self.dead = true;
            }
            Step::Restart => {
                self.pending.clear();
                self.dead = false;
                self.depth = 0;
                self.tell(Event::Restart);
            }
        }
    }

    /// Tells every waiting forced colour that is legal, each as soon as it is, and a
    /// contradiction as soon as the board shows one.
    fn tell_legal(&mut self) {
        while !self.dead {
            if let Some(cause) = self.board.contradiction() {
                self.tell(Event::Contradiction(cause));
                self.pending.clear();
                self.dead = true;
                return;
            }
            // Already told (a node forced twice) is dropped; the first legal one is told.
            self.pending
                .retain(|&(node, colour, _)| self.board.colour(node as usize) != Some(colour));
            let Some((index, reason)) =
                self.pending
                    .iter()
                    .enumerate()
                    .find_map(|(index, &(node, colour, unit))| {
                        self.reason(node, colour, unit)
                            .map(|reason| (index, reason))
                    })
            else {
                return;
            };
            let (node, colour, _) = self.pending.remove(index);
            self.tell(Event::Placed {
                node,
                colour,
                reason,
            });
        }
    }

    /// Why `node = colour` is forced on the board now, if it is: the unit the search named
    /// when it is a hidden single there, else a naked single, else any unit with one place.
    fn reason(&self, node: u32, colour: Colour, unit: Option<u32>) -> Option<Reason> {
        let v = node as usize;
        let units = self.board.hidden_single(v, colour);
        if let Some(u) = unit.filter(|u| units.contains(u)) {
            return Some(Reason::OnlyPlace { unit: u });
        }
        if let Some(removers) = self.board.naked_single(v, colour) {
            return Some(Reason::OnlyColour { removers });
        }
        units.first().map(|&unit| Reason::OnlyPlace { unit })
    }

    /// Ends a depth's propagation: tells what is legal and drops forced colours that never
    /// became so.
    fn settle(&mut self) {
        self.tell_legal();
        self.pending.clear();
    }

    /// Tells one step at the current depth and makes it on the board.
    fn tell(&mut self, event: Event) {
        let told = LessonStep {
            depth: self.depth,
            event,
        };
        self.board.apply(&told);
        self.told.push(told);
    }
}
