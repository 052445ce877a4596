//! A grader step's value on Explainer's scale, for `hint`: the value of [`scale`]'s table
//! for the technique, with its size or its chain's length bonus. The grader's techniques
//! that Explainer lacks take the value Explainer gives the same elimination, as measured on
//! published examples (notes of issue 65): finned X-wing 4.3 and finned swordfish 5.7
//! (Explainer's grouped strong links), W-wing 7.1 (an 8-node XY forcing chain), ALS-XZ with
//! a bivalue cell as one set 5.5 or 6.2 (WXYZ- or VWXYZ-wing), other almost locked sets
//! 8.0 + length (cell or region forcing chains, 8.3–9.0 measured), chains with grouped
//! nodes 8.5 + length (dynamic forcing chains, 8.8–9.0 measured). docs/guide.md lists the
//! whole mapping.

use super::scale::{self, Tenths, length_bonus};
use crate::grade::{Deduction, Grader, Technique};
use crate::rules::{Unit, UnitKind};

/// The value of `step` on Explainer's scale, on the board whose filled cells are `cells`
/// (which tells a hidden single in a unit's last empty cell, 1.0, from one in a box, 1.2,
/// or a line, 1.5).
pub fn rate_deduction(grader: &Grader, cells: &[Option<u16>], step: &Deduction) -> Tenths {
    use Technique::*;
    // The chain's distinct nodes, summed over its branches, as Explainer counts them.
    let nodes: usize = step.chains.iter().map(Vec::len).sum();
    let pattern_cells: usize = step.cells.iter().map(Vec::len).sum();
    let grouped = step.chains.iter().flatten().any(|l| l.cells.len() > 1);
    match step.technique {
        // The last empty cell of any of its units is Explainer's full house, whichever
        // unit the grader names.
        HiddenSingle => {
            let units = grader.units();
            let cell = step.placed.first().map(|&(c, _)| c);
            let last = |u: &Unit| u.cells.iter().filter(|&&c| cells[c].is_none()).count() == 1;
            let named = step.units.first().map(|&u| &units[u]);
            if units
                .iter()
                .any(|u| cell.is_some_and(|c| u.cells.contains(&c)) && last(u))
            {
                scale::HIDDEN_SINGLE_LAST
            } else if named.is_some_and(|u| matches!(u.kind, UnitKind::Box | UnitKind::Region)) {
                scale::HIDDEN_SINGLE_BOX
            } else {
                scale::HIDDEN_SINGLE_LINE
            }
        }
        NakedSingle => scale::NAKED_SINGLE,
        // An estimate, unmeasured (Explainer has no move rules): the value of pointing,
        // whose generalisation it is.
        Pointing | KnightsMove | KingsMove => scale::POINTING,
        Claiming => scale::CLAIMING,
        NakedPair => scale::NAKED_SET[0],
        NakedTriple => scale::NAKED_SET[1],
        NakedQuad => scale::NAKED_SET[2],
        HiddenPair => scale::HIDDEN_SET[0],
        HiddenTriple => scale::HIDDEN_SET[1],
        HiddenQuad => scale::HIDDEN_SET[2],
        XWing => scale::FISH[0],
        Swordfish => scale::FISH[1],
        Jellyfish => scale::FISH[2],
        Skyscraper => scale::SKYSCRAPER,
        TwoStringKite => scale::KITE,
        TurbotFish => scale::TURBOT_CRANE,
        EmptyRectangle | FinnedXWing => scale::GROUPED_TURBOT,
        XYWing => scale::XY_WING,
        XYZWing => scale::XYZ_WING,
        UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle4 => scale::UNIQUE_RECTANGLE,
        // The subset's other cells (its second group), 0.1 each.
        UniqueRectangle3 => {
            let others = step.cells.get(1).map_or(1, Vec::len);
            scale::UNIQUE_RECTANGLE + others as Tenths
        }
        Bug1 => scale::BUG_1,
        // Three strong links, one grouped: + 0.3.
        FinnedSwordfish => scale::THREE_STRONG_LINKS + 3,
        // A single-symbol chain through the pattern's cells, one node each.
        FinnedJellyfish | SimpleColouring | MultiColouring => {
            scale::FORCING_X_CHAIN + length_bonus(pattern_cells)
        }
        // A chain of bivalue cells, two nodes each; a W-wing's four cells give 7.1.
        XYChain | WWing => scale::FORCING_CHAIN + length_bonus(2 * pattern_cells),
        AlsXz | AlsXyWing | AlsChain => als_wing(step)
            .unwrap_or_else(|| scale::MULTIPLE_CHAINS + length_bonus(2 * pattern_cells)),
        XCycle | AlternatingInferenceChain if grouped => {
            scale::DYNAMIC_CHAINS + length_bonus(nodes)
        }
        XCycle => scale::FORCING_X_CHAIN + length_bonus(nodes),
        AlternatingInferenceChain => scale::FORCING_CHAIN + length_bonus(nodes),
        ForcingChain if step.chains.len() <= 1 => scale::FORCING_CHAIN + length_bonus(nodes),
        ForcingChain => scale::MULTIPLE_CHAINS + length_bonus(nodes),
        DynamicForcingChain => scale::DYNAMIC_CHAINS + length_bonus(nodes),
    }
}

/// An ALS-XZ that Explainer finds as a wing: one set a bivalue cell, the other of three
/// cells (WXYZ-wing) or four (VWXYZ-wing); its base value.
fn als_wing(step: &Deduction) -> Option<Tenths> {
    if step.technique != Technique::AlsXz {
        return None;
    }
    let mut sizes: Vec<usize> = step.cells.iter().map(Vec::len).collect();
    sizes.sort_unstable();
    match sizes[..] {
        [1, 3] => Some(scale::WXYZ_WING),
        [1, 4] => Some(scale::VWXYZ_WING),
        _ => None,
    }
}
