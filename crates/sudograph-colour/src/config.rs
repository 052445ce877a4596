//! Every tuning constant of the colourer's engines, in one place: what each sets, the
//! range it may take, its default and why that default. A constant that follows from a
//! data layout (a table's width, a sentinel) stays beside the layout; what is here is a
//! choice, and `benches/README.md` keeps the measurements behind each.
//!
//! The command line builds its help text from these, so the two cannot drift.

// ---- Which engine runs (`schedule`) ----

/// Dead ends the copy-on-branch search may meet before [`Schedule::Auto`] goes on with
/// the engines taking turns. Dead ends, not nodes: a count that finds many colourings
/// spends many nodes without being hard. Range: 1 and up; default 4,000, more than a
/// 9×9 puzzle or an easy big grid ever meets.
///
/// [`Schedule::Auto`]: super::Schedule::Auto
pub const SWITCH_AUTO: u64 = 4_000;

/// Dead ends before [`Schedule::Soon`] starts the turns: more than easy searches meet, far
/// fewer than [`SWITCH_AUTO`]. Range: 1 to [`SWITCH_AUTO`]; default 250.
///
/// [`Schedule::Soon`]: super::Schedule::Soon
pub const SWITCH_SOON: u64 = 250;

/// Search nodes the band word engine spends on a deterministic search of the 9×9 grid's
/// graph before the band engine takes it over from the start. The word engine's steps are
/// the cheaper, and it settles most puzzles within a few nodes; the band engine guesses
/// less, which pays on the hardest. Range: 0 (the band engine alone) and up; default 16.
pub const WORD_NODES: u64 = 16;

/// Turns are counted in work, not time, so that a seed replays a search exactly on any
/// machine. Each engine counts what its steps cost — copy-on-branch the frame words a
/// search node copies, learning the literals it assigns, local search the candidate moves
/// it weighs — and the rates below convert those counts into one unit of work, chosen so
/// that a unit takes about as long in each engine and turns keep their shares of the time
/// on every kind of graph (the measurements are in `benches/README.md`). The shortest first turn, in that unit: the first turn lasts as much work as the
/// copy-on-branch search before the switch did, but not less, so that a turn is long
/// enough to settle the many searches that learning ends soon. Range: 1 and up; default
/// 2,000,000.
pub const FIRST_TURN_WORK: u64 = 2_000_000;

/// Work per frame word a copy-on-branch search node copies: the copy, and the propagation
/// that follows it, which grows with the frame too. Range: 1 and up; default 25.
pub const WORK_PER_FRAME_WORD: u64 = 25;

/// Work per literal the learning engine assigns: the assignment, the propagation it sets
/// off and its share of conflict analysis. Range: 1 and up; default 500.
pub const WORK_PER_ASSIGNMENT: u64 = 500;

/// Work per candidate move local search weighs (a node in a clash and one of its colours),
/// per neighbour count a move updates, or per edge a rise reweighs. Range: 1 and up;
/// default 1.
pub const WORK_PER_CANDIDATE: u64 = 1;

/// Copy-on-branch's turn is learning's divided by this, as learning is the engine that
/// settles most long searches (proofs and hard puzzles with one solution). Range: 1 and up;
/// default 4.
pub const COPY_SHARE: u64 = 4;

/// In a search for one colouring, local search's turn is this many times learning's: on
/// hard grids local search finds most colourings, and a proof, which it cannot give, is
/// left to the searches marked as likely proofs ([`Schedule::Soon`]). Range: 1 and up;
/// default 2.
///
/// [`Schedule::Soon`]: super::Schedule::Soon
pub const WALK_SHARE: u64 = 2;

/// How much work a search's own turns do between looks at whether an idle thread has found
/// a colouring, and an idle thread walks between looks at whether the search has ended.
/// Range: a small share of a turn's work up to a turn's; default 5,000,000.
pub const IDLE_THREAD_SLICE_WORK: u64 = 5_000_000;

/// Most variables of a graph the learning engine takes: a variable per node and colour
/// a node's colour set can hold (64 for one word, up to 512 for eight), each with its
/// watch lists, level and reason, about 300 MB at this bound. Larger graphs search by
/// copy-on-branch only. Range: up to what memory allows; default 2²², which is 65,536
/// nodes of up to 64 colours; a 100×100 grid's 10,000 cells of 128 take 1.3 million, and
/// no grid past 128×128 (sets of 256 colours or more) learns.
pub const LEARNING_MAX_VARIABLES: usize = 1 << 22;

/// Most entries of the neighbour lists of a graph given by its units alone
/// ([`Colourer::of_units`](super::Colourer::of_units)) past 64 colours: up to this many,
/// the lists are built; beyond, the units stand for the lists, and as learning and local
/// search propagate along lists, copy-on-branch searches alone. Range: 0 and up (0: never
/// lists); default 2²⁴ (64 MB of lists), which a 144×144 grid (8.9 million) keeps and a
/// 225×225 (34 million) does not.
pub const UNIT_GRAPH_MAX_LIST_ENTRIES: usize = 1 << 24;

// ---- How often a search looks at the clock and reports its progress ----

/// How often, in search nodes (copy-on-branch) or decisions and conflicts (learning), a
/// search with a deadline or a pause reads the clock. Range: a power of two, small enough
/// that a deadline is kept to a millisecond; default 256.
pub const CLOCK_EVERY_NODES: u64 = 256;

/// How often, in moves, local search reads the clock: its moves are cheaper than a search
/// node. Range: a power of two; default 1,024.
pub const CLOCK_EVERY_MOVES: u64 = 1024;

/// How many search nodes a search adds to the process's count ([`nodes_searched`]) at a
/// time: rarely enough that threads do not contend on it. Range: 1 and up; default 256.
///
/// [`nodes_searched`]: super::nodes_searched
pub const NODES_COUNTED_EVERY: u64 = 256;

// ---- Copy-on-branch (`copy_on_branch`) ----

/// Node allowance of one unit of the Luby restart sequence, per node of the graph.
/// Range: 1 and up; default 10.
pub const RESTART_NODES_PER_GRAPH_NODE: u64 = 10;

/// Fewest colours (nodes per unit) at which the node-domain engine runs all-different
/// filtering: below it, singles and locked colours already do most of its work for less.
/// Range: above the colour-plane engine's 15 colours; default 16.
pub const ALLDIFF_MIN_COLOURS: usize = 16;

// ---- The learning engine (`learning`) ----

/// Conflicts per unit of the learning engine's Luby restart sequence. Range: 1 and up;
/// default 512.
pub const LEARNING_RESTART_UNIT: u64 = 512;

/// Search decisions per decision of vivification: what bounds its share of the time.
/// Range: 1 and up; default 2.
pub const VIVIFY_SHARE: u64 = 2;

/// Clauses of at most this literal block distance are vivified: those forgetting keeps
/// longest, where a shorter clause pays the most often. Range: 2 and up; default 6.
pub const VIVIFY_MAX_LBD: u32 = 6;

/// Conflicts before the first forgetting of learnt clauses. Range: 1 and up; default 2,000.
pub const REDUCE_FIRST: u64 = 2_000;

/// How much longer, in conflicts, each interval between forgettings is than the one
/// before. Range: 0 and up; default 300.
pub const REDUCE_GROWTH: u64 = 300;

/// How much past activity bumps of a variable fade per conflict (VSIDS). Range: between 0
/// and 1, near 1; default 0.95.
pub const VAR_DECAY: f64 = 0.95;

/// How much a clause's past bumps fade per conflict. Range: between 0 and 1, near 1;
/// default 0.999.
pub const CLAUSE_DECAY: f32 = 0.999;

/// The largest naked and hidden sets the learning engine looks for in a unit: larger ones
/// are rarer and cost a wider scan to confirm. Range: 1 to 3 (pairs and triples are
/// written out); default 3.
pub const HALL_MAX_SIZE: u32 = 3;

/// The most literals the value-precedence clauses of one search may hold: past it, only
/// the first nodes of each order are constrained, which still keeps a colouring of each
/// class of renamings. Range: 0 and up; default 2²⁰.
pub const PRECEDENCE_MAX_LITERALS: usize = 1 << 20;

// ---- Local search (`walk`) ----

/// A move's tabu tenure is a random number of moves below this, plus a share of the nodes
/// in a clash ([`TENURE_TENTHS`]). Range: 1 and up; default 10.
pub const TENURE_RANDOM: u64 = 10;

/// The tenure's share of the nodes in a clash, in tenths: 0.4, below Galinier and Hao's
/// 0.6, which on big grids keeps the walk off the moves that finish it. Range: 0 to 10;
/// default 4.
pub const TENURE_TENTHS: u64 = 4;

/// One step in this many of those where no move lowers the weighed clashes raises the
/// weight of every clashing edge between nodes that may move by one, in place of a move.
/// Range: 1 and up; default 50.
pub const RAISE_EVERY: u64 = 50;

/// After a rise, every weight above one falls by one with chance one in this: often
/// enough that weights stay low, so that the weighed clashes still track the clashes.
/// Range: 1 and up; default 2.
pub const FALL_ONE_IN: u64 = 2;

/// No edge weighs more than this: on a graph without a colouring an edge may clash at
/// nearly every rise, and the weighed counts must not overflow however long a walk runs.
/// Range: 1 to 2²⁰; default 1,024.
pub const HEAVIEST: u32 = 1 << 10;
