//! The techniques the grader knows, in its order of difficulty, and the steps they take.

use std::fmt;

use super::level::Level;

/// The largest side on which the grader tries every technique. Past it, it tries only
/// singles, the move eliminations, locked candidates, and naked and hidden pairs and triples, whose work per step
/// grows as side³ to side^3.5 (locked candidates: each box–line overlap, each symbol, each
/// cell of the box); quads, fish, wings, colouring and chains grow faster still (every
/// quadruple of lines, every pair of bivalue cells…), so a puzzle that needs
/// them there grades as needing search. A bound by side, not by the clock, so grading
/// stays deterministic.
pub(crate) const EVERY_TECHNIQUE_SIDE: usize = 64;

/// A human solving technique. The order of the variants is the grader's order of
/// difficulty: it tries them in this order and compares them by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A symbol has one place left in a unit.
    HiddenSingle,
    /// A cell has one candidate left.
    NakedSingle,
    /// Knight's move elimination (anti-knight): a cell that sees every place of a symbol
    /// in a unit, one of them only a knight's move away, loses the symbol.
    KnightsMove,
    /// King's move elimination (anti-king): a cell that sees every place of a symbol in a
    /// unit, one of them only by touching it diagonally, loses the symbol.
    KingsMove,
    /// Locked candidates, pointing: a symbol's places in a box (or region) all lie in one
    /// other unit, so it leaves that unit's other cells.
    Pointing,
    /// Locked candidates, claiming (box/line reduction): a symbol's places in a row or
    /// column (or diagonal) all lie in one box, so it leaves the box's other cells.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Two symbols with the same two places in a unit.
    HiddenPair,
    /// Three symbols with three places between them in a unit.
    HiddenTriple,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// Four symbols with four places between them in a unit.
    HiddenQuad,
    /// A symbol's places in two rows lie in two columns (or the other way round).
    XWing,
    /// The fish of three rows and three columns.
    Swordfish,
    /// The fish of four rows and four columns.
    Jellyfish,
    /// Conjugate pairs of one symbol in two parallel rows (or columns) with one end of each
    /// in one column (or row): the symbol leaves what sees both other ends.
    Skyscraper,
    /// A conjugate pair in a row and one in a column, an end of each in one box: the symbol
    /// leaves what sees both other ends.
    TwoStringKite,
    /// Two conjugate pairs of one symbol joined end to end by sight, in units other than a
    /// skyscraper's or a kite's: the symbol leaves what sees both other ends.
    TurbotFish,
    /// A box whose symbol lies in one row and one column of it, joined to a conjugate pair
    /// in a row or column: the symbol leaves what sees the pair's far end and the box's far
    /// part.
    EmptyRectangle,
    /// Two bivalue cells {x,y} joined by a conjugate pair of x: y leaves what sees both.
    WWing,
    /// A bivalue pivot {x,y} sees pincers {x,z} and {y,z}: z leaves what sees both pincers.
    XYWing,
    /// A pivot {x,y,z} sees pincers {x,z} and {y,z}: z leaves what sees all three.
    XYZWing,
    /// Unique rectangle type 1: four cells of a rectangle hold a and b, three nothing else,
    /// so the fourth is neither (relies on the puzzle having one solution).
    UniqueRectangle1,
    /// Unique rectangle type 2: the rectangle's other candidates are one symbol z, which
    /// leaves what sees all cells holding it (relies on the puzzle having one solution).
    UniqueRectangle2,
    /// Unique rectangle type 3: two cells of the rectangle's roof, as one cell, make a naked
    /// subset with cells of their unit (relies on the puzzle having one solution).
    UniqueRectangle3,
    /// Unique rectangle type 4: a has no place in the roof's unit but the roof, so the
    /// roof loses b (relies on the puzzle having one solution).
    UniqueRectangle4,
    /// Bivalue universal grave plus one: every empty cell but one has two candidates, and
    /// that one holds the symbol that would otherwise make the grid a deadly pattern
    /// (relies on the puzzle having one solution).
    Bug1,
    /// An X-wing whose base lines also hold the symbol in fins, all in one box (or region):
    /// what sees every fin and lies in the cover lines loses it. Sashimi when a base line
    /// keeps one place or none in the cover.
    FinnedXWing,
    /// The finned fish of three base lines.
    FinnedSwordfish,
    /// The finned fish of four base lines.
    FinnedJellyfish,
    /// One symbol's conjugate pairs (its only two places in a unit) coloured in two
    /// alternating colours: a colour that sees itself is false (wrap), and a cell seeing
    /// both colours loses the symbol (trap).
    SimpleColouring,
    /// Two parts of one symbol's conjugate-pair graph, each 2-coloured, weighed against
    /// each other: colours that see each other are not both true, and a colour that sees
    /// both colours of the other part is false.
    MultiColouring,
    /// A chain of bivalue cells, each seeing the next, whose ends both hold z unless the
    /// other does: z leaves every cell seeing both ends.
    XYChain,
    /// Two almost locked sets (n cells of a unit holding n+1 candidates) joined by a
    /// restricted common candidate x, whose places in one all see its places in the other:
    /// a candidate z common to both leaves what sees all of its places in both. Doubly
    /// linked (two restricted commons), each set loses what sees its other candidates.
    AlsXz,
    /// Two almost locked sets each joined to a third by a different restricted common: a
    /// candidate z common to the two leaves what sees all of its places in both.
    AlsXyWing,
    /// Almost locked sets in a chain, each joined to the next by a restricted common other
    /// than the one before: a candidate z common to the end sets is in one of them, so it
    /// leaves what sees all of its places in both.
    AlsChain,
    /// A discontinuous nice loop of one symbol: its strong links (conjugate pairs, grouped
    /// box–line links) and weak links, alternating, lead from a candidate back to its
    /// opposite.
    XCycle,
    /// An alternating inference chain (nice loop) over every symbol, with grouped nodes:
    /// assuming a candidate leads, link by link, to its opposite.
    AlternatingInferenceChain,
    /// Static forcing chains along the links of the board: a contradiction, or the same
    /// conclusion from both values of a candidate, from each candidate of a cell, or from
    /// each place of a symbol in a unit.
    ForcingChain,
    /// Forcing chains whose consequences are written into the candidates as they go, so
    /// that the singles they leave take part.
    DynamicForcingChain,
}

/// The largest side on which the chain techniques after XY-chains run: each step follows
/// every candidate, true and false, through the whole board (candidates² work, and
/// candidates grow as side³), so past 9×9 a puzzle that needs them grades as search.
/// At 16 they would finish 21 of 30 generated 16×16 puzzles (`generate --size 16 --seed
/// 1`) that 9 leaves all at search, but in 45 s of CPU instead of 0.2 s.
pub(crate) const CHAIN_SIDE: usize = 9;

impl Technique {
    /// Every technique in the order the grader tries them.
    pub const ALL: [Technique; 40] = [
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::KnightsMove,
        Technique::KingsMove,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::HiddenPair,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::WWing,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::Bug1,
        Technique::FinnedXWing,
        Technique::FinnedSwordfish,
        Technique::FinnedJellyfish,
        Technique::SimpleColouring,
        Technique::MultiColouring,
        Technique::XYChain,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::XCycle,
        Technique::AlternatingInferenceChain,
        Technique::ForcingChain,
        Technique::DynamicForcingChain,
    ];

    /// The technique's usual name: `hidden single`, `X-wing` …
    pub fn name(self) -> &'static str {
        match self {
            Technique::HiddenSingle => "hidden single",
            Technique::NakedSingle => "naked single",
            Technique::KnightsMove => "knight's move elimination",
            Technique::KingsMove => "king's move elimination",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::XWing => "X-wing",
            Technique::XYWing => "XY-wing",
            Technique::XYZWing => "XYZ-wing",
            Technique::Swordfish => "swordfish",
            Technique::Jellyfish => "jellyfish",
            Technique::Skyscraper => "skyscraper",
            Technique::TwoStringKite => "two-string kite",
            Technique::TurbotFish => "turbot fish",
            Technique::EmptyRectangle => "empty rectangle",
            Technique::WWing => "W-wing",
            Technique::UniqueRectangle1 => "unique rectangle type 1",
            Technique::UniqueRectangle2 => "unique rectangle type 2",
            Technique::UniqueRectangle3 => "unique rectangle type 3",
            Technique::UniqueRectangle4 => "unique rectangle type 4",
            Technique::Bug1 => "BUG+1",
            Technique::FinnedXWing => "finned X-wing",
            Technique::FinnedSwordfish => "finned swordfish",
            Technique::FinnedJellyfish => "finned jellyfish",
            Technique::SimpleColouring => "simple colouring",
            Technique::MultiColouring => "multi-colouring",
            Technique::XYChain => "XY-chain",
            Technique::AlsXz => "ALS-XZ",
            Technique::AlsXyWing => "ALS-XY-wing",
            Technique::AlsChain => "ALS-XY-chain",
            Technique::XCycle => "X-cycle",
            Technique::AlternatingInferenceChain => "alternating inference chain",
            Technique::ForcingChain => "forcing chain",
            Technique::DynamicForcingChain => "dynamic forcing chain",
        }
    }

    /// Whether the grader tries this technique on grids of `side` (every technique up to
    /// [`EVERY_TECHNIQUE_SIDE`], the almost locked sets and the chains after XY-chains up
    /// to [`CHAIN_SIDE`]).
    pub(crate) fn is_tried_on(self, side: usize) -> bool {
        use Technique::*;
        if matches!(
            self,
            AlsXz
                | AlsXyWing
                | AlsChain
                | XCycle
                | AlternatingInferenceChain
                | ForcingChain
                | DynamicForcingChain
        ) {
            return side <= CHAIN_SIDE;
        }
        side <= EVERY_TECHNIQUE_SIDE
            || matches!(
                self,
                HiddenSingle
                    | NakedSingle
                    | KnightsMove
                    | KingsMove
                    | Pointing
                    | Claiming
                    | NakedPair
                    | HiddenPair
                    | NakedTriple
                    | HiddenTriple
            )
    }

    /// The lowest level whose puzzles may need this technique.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            HiddenSingle | NakedSingle => Level::Simple,
            KnightsMove | KingsMove | Pointing | Claiming => Level::Easy,
            NakedPair | HiddenPair | NakedTriple | HiddenTriple | NakedQuad | HiddenQuad => {
                Level::Medium
            }
            XWing | XYWing | XYZWing | Swordfish | Jellyfish => Level::Hard,
            Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | WWing => Level::Hard,
            UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4 | Bug1 => {
                Level::Hard
            }
            FinnedXWing | FinnedSwordfish | FinnedJellyfish => Level::Fiendish,
            SimpleColouring
            | MultiColouring
            | XYChain
            | AlsXz
            | AlsXyWing
            | AlsChain
            | XCycle
            | AlternatingInferenceChain => Level::Fiendish,
            ForcingChain | DynamicForcingChain => Level::Extreme,
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
