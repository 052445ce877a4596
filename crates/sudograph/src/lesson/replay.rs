//! The state a reader of the lesson holds: the colour placed on each node, the candidates
//! left on each empty one, and the states to go back to.

use petgraph::graph::{NodeIndex, UnGraph};
use petgraph::visit::EdgeRef;

use super::step::{Cause, Event, LessonStep, Reason};
use sudograph_colour::Colour;

/// The most colours a lesson tells of: its board keeps a node's candidates in one 64-bit
/// word.
pub const MAX_LESSON_COLOURS: usize = 64;

/// A graph being coloured step by step, as a reader follows it: colours placed, candidates
/// left (the colours no neighbour holds and no backtrack ruled out), and the guesses in
/// force. [`Replay::apply`] makes each narrated step; the queries say what is legal now.
#[derive(Clone, Debug)]
pub struct Replay {
    /// Neighbours of each node.
    neighbours: Vec<Vec<u32>>,
    /// Members of each unit (a clique that holds every colour once).
    units: Vec<Vec<u32>>,
    /// All colours, as a bitset.
    all: u64,
    /// The board now.
    now: State,
    /// The board before the first guess, which a restart returns to.
    root: Option<State>,
    /// `stack[d]`: the board just before guess d + 1, which a backtrack to depth d returns
    /// to.
    stack: Vec<State>,
}

/// The part of a board that steps change.
#[derive(Clone, Debug)]
struct State {
    colour: Vec<Option<Colour>>,
    candidates: Vec<u64>,
    guessed: Vec<bool>,
}

impl Replay {
    /// The board of `graph` coloured with `colours` colours under `units`, each node v
    /// allowed the colours of `allowed[v]`; a node allowed one colour starts with it placed
    /// (a given).
    ///
    /// # Panics
    /// Past [`MAX_LESSON_COLOURS`]: callers refuse larger grids before.
    ///
    /// # Examples
    /// ```
    /// use petgraph::graph::{NodeIndex, UnGraph};
    /// use sudograph::lesson::Replay;
    /// let g = UnGraph::<(), ()>::from_edges([(0, 1), (1, 2), (2, 0)]);
    /// let board = Replay::new(&g, 3, &[], &[1, 2, u64::MAX]);
    /// assert_eq!(board.colour(0), Some(0));
    /// assert_eq!(board.candidates(2), 0b100);
    /// ```
    pub fn new<N, E>(
        graph: &UnGraph<N, E>,
        colours: usize,
        units: &[Vec<NodeIndex>],
        allowed: &[u64],
    ) -> Replay {
        assert!(
            colours <= MAX_LESSON_COLOURS,
            "a lesson's board holds up to {MAX_LESSON_COLOURS} colours, not {colours}"
        );
        let n = graph.node_count();
        let mut neighbours = vec![Vec::new(); n];
        for edge in graph.edge_references() {
            let (a, b) = (edge.source().index(), edge.target().index());
            if a != b && !neighbours[a].contains(&(b as u32)) {
                neighbours[a].push(b as u32);
                neighbours[b].push(a as u32);
            }
        }
        let all = if colours >= 64 {
            u64::MAX
        } else {
            (1u64 << colours) - 1
        };
        let mut board = Replay {
            neighbours,
            units: units
                .iter()
                .map(|unit| unit.iter().map(|v| v.index() as u32).collect())
                .collect(),
            all,
            now: State {
                colour: vec![None; n],
                candidates: allowed.iter().map(|a| a & all).collect(),
                guessed: vec![false; n],
            },
            root: None,
            stack: Vec::new(),
        };
        for (v, &only) in allowed.iter().enumerate() {
            if (only & all).count_ones() == 1 {
                board.place(v, (only & all).trailing_zeros() as Colour);
            }
        }
        board
    }

    /// The board of a grid in progress: `colours[v]` placed where given, and every other
    /// node keeping the candidates of `candidates[v]` even when only one is left (a
    /// player's pencil marks, where [`Replay::new`] would place a lone candidate).
    pub fn with_candidates<N, E>(
        graph: &UnGraph<N, E>,
        colours: usize,
        units: &[Vec<NodeIndex>],
        placed: &[Option<Colour>],
        candidates: &[u64],
    ) -> Replay {
        let mut board = Replay::new(graph, colours, units, &vec![u64::MAX; placed.len()]);
        for (v, &colour) in placed.iter().enumerate() {
            if let Some(colour) = colour {
                board.place(v, colour);
            }
        }
        for (v, &set) in candidates.iter().enumerate() {
            if board.now.colour[v].is_none() {
                board.now.candidates[v] &= set;
            }
        }
        board
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.now.colour.len()
    }

    /// Whether the graph has no node.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The colour placed on node v, if any.
    pub fn colour(&self, v: usize) -> Option<Colour> {
        self.now.colour[v]
    }

    /// The colours node v can still take (its own colour alone once placed).
    pub fn candidates(&self, v: usize) -> u64 {
        self.now.candidates[v]
    }

    /// Whether node v holds a guess (rather than a given or a forced colour).
    pub fn guessed(&self, v: usize) -> bool {
        self.now.guessed[v]
    }

    /// The members of unit u.
    pub(crate) fn unit(&self, u: usize) -> &[u32] {
        &self.units[u]
    }

    /// Makes a narrated step: places a colour, guesses (remembering the board to come back
    /// to), goes back to before a failed guess and rules it out, or restarts.
    pub fn apply(&mut self, told: &LessonStep) {
        match told.event {
            Event::Placed { node, colour, .. } => self.place(node as usize, colour),
            Event::Guess { node, colour, .. } => {
                if self.root.is_none() {
                    self.root = Some(self.now.clone());
                }
                self.stack.truncate(told.depth.saturating_sub(1) as usize);
                self.stack.push(self.now.clone());
                self.place(node as usize, colour);
                self.now.guessed[node as usize] = true;
            }
            Event::Backtrack { node, colour, .. } => {
                let depth = told.depth as usize;
                if let Some(before) = self.stack.get(depth) {
                    self.now = before.clone();
                }
                self.stack.truncate(depth);
                self.now.candidates[node as usize] &= !(1 << colour);
            }
            Event::Restart => {
                if let Some(root) = &self.root {
                    self.now = root.clone();
                }
                self.stack.clear();
            }
            Event::Contradiction(_) => {}
        }
    }

    /// The nodes that going back to depth `depth` would empty, in node order: those placed
    /// now that were empty before guess `depth + 1`.
    pub(crate) fn undone_by_backtrack(&self, depth: u32) -> Vec<u32> {
        let Some(before) = self.stack.get(depth as usize) else {
            return Vec::new();
        };
        (0..self.len())
            .filter(|&v| before.colour[v].is_none() && self.now.colour[v].is_some())
            .map(|v| v as u32)
            .collect()
    }

    /// Why the board cannot be completed, if it cannot by singles' reasoning: two
    /// neighbours of one colour (only givens can clash: a told step never does), an empty
    /// node with no candidate, or a unit with a colour that no member holds or can take.
    pub(crate) fn contradiction(&self) -> Option<Cause> {
        for (v, neighbours) in self.neighbours.iter().enumerate() {
            if let Some(c) = self.now.colour[v]
                && let Some(&u) = neighbours
                    .iter()
                    .find(|&&u| self.now.colour[u as usize] == Some(c))
            {
                return Some(Cause::Clash {
                    nodes: [v as u32, u],
                });
            }
        }
        if let Some(v) =
            (0..self.len()).find(|&v| self.now.colour[v].is_none() && self.now.candidates[v] == 0)
        {
            return Some(Cause::NoColour { node: v as u32 });
        }
        self.units.iter().enumerate().find_map(|(u, members)| {
            let seen = members
                .iter()
                .fold(0, |seen, &v| seen | self.now.candidates[v as usize]);
            let missing = self.all & !seen;
            (missing != 0).then(|| Cause::NoPlace {
                unit: u as u32,
                colour: missing.trailing_zeros() as Colour,
            })
        })
    }

    /// When empty node v has `colour` as its only candidate (a naked single): the
    /// neighbours that removed the others (see [`Replay::removers`]).
    pub(crate) fn naked_single(&self, v: usize, colour: Colour) -> Option<Vec<u32>> {
        (self.now.colour[v].is_none() && self.now.candidates[v] == 1 << colour)
            .then(|| self.removers(v))
    }

    /// For each colour a neighbour of v holds, the first neighbour holding it: what rules
    /// those colours out of v.
    pub(crate) fn removers(&self, v: usize) -> Vec<u32> {
        let mut seen = 0u64;
        let mut removers = Vec::new();
        for &u in &self.neighbours[v] {
            if let Some(c) = self.now.colour[u as usize]
                && seen & (1 << c) == 0
            {
                seen |= 1 << c;
                removers.push(u);
            }
        }
        removers
    }

    /// The units in which empty node v is the only place left for `colour` (hidden
    /// singles), in unit order.
    pub(crate) fn hidden_single(&self, v: usize, colour: Colour) -> Vec<u32> {
        let bit = 1u64 << colour;
        if self.now.colour[v].is_some() || self.now.candidates[v] & bit == 0 {
            return Vec::new();
        }
        (0..self.units.len())
            .filter(|&u| {
                let members = &self.units[u];
                members.contains(&(v as u32))
                    && members
                        .iter()
                        .all(|&w| w as usize == v || self.now.candidates[w as usize] & bit == 0)
            })
            .map(|u| u as u32)
            .collect()
    }

    /// Some single on the board, if there is one: an empty node with one candidate, else a
    /// colour with one place left in a unit (the first in unit order), with its reason.
    pub(crate) fn any_single(&self) -> Option<(u32, Colour, Reason)> {
        for v in 0..self.len() {
            let d = self.now.candidates[v];
            if self.now.colour[v].is_none() && d.count_ones() == 1 {
                let removers = self.removers(v);
                return Some((
                    v as u32,
                    d.trailing_zeros() as Colour,
                    Reason::OnlyColour { removers },
                ));
            }
        }
        for (u, members) in self.units.iter().enumerate() {
            let (mut once, mut twice) = (0u64, 0u64);
            for &v in members {
                let d = self.now.candidates[v as usize];
                twice |= once & d;
                once |= d;
            }
            for &v in members {
                let here = self.now.candidates[v as usize] & once & !twice;
                if self.now.colour[v as usize].is_none() && here != 0 {
                    let colour = here.trailing_zeros() as Colour;
                    return Some((v, colour, Reason::OnlyPlace { unit: u as u32 }));
                }
            }
        }
        None
    }

    /// For each empty member of unit u but `except` that cannot take `colour`, the first
    /// neighbour but `except` holding it (the edge that rules it out there), as (member,
    /// neighbour) pairs: what leaves `colour` one place (`except`, once it holds `colour`),
    /// or none, in the unit.
    pub(crate) fn blockers(
        &self,
        u: usize,
        colour: Colour,
        except: Option<usize>,
    ) -> Vec<(u32, u32)> {
        self.units[u]
            .iter()
            .filter(|&&w| Some(w as usize) != except && self.now.colour[w as usize].is_none())
            .filter_map(|&w| {
                self.neighbours[w as usize]
                    .iter()
                    .find(|&&x| {
                        Some(x as usize) != except && self.now.colour[x as usize] == Some(colour)
                    })
                    .map(|&x| (w, x))
            })
            .collect()
    }

    /// Places `colour` on v: it leaves the candidates of v's empty neighbours.
    fn place(&mut self, v: usize, colour: Colour) {
        self.now.colour[v] = Some(colour);
        self.now.candidates[v] = 1 << colour;
        for &u in &self.neighbours[v] {
            if self.now.colour[u as usize].is_none() {
                self.now.candidates[u as usize] &= !(1 << colour);
            }
        }
    }
}
