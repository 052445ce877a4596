//! Sudoku Explainer's difficulty scale, in tenths (1.0 = 10): the one table of base
//! ratings the rater gives each technique, and the length bonus of chains.
//!
//! The values are those of Sukaku Explainer 1.15 (the build whose ratings published puzzle
//! banks carry), read from its rules; Explainer rates classic 9×9 only, and on other sides
//! (16×16, jigsaw, X) the rater applies the same values as this project's extension.
//!
//! | technique | rating |
//! |---|---|
//! | hidden single: last cell of a house / in a box / in a line | 1.0 / 1.2 / 1.5 |
//! | direct pointing / direct claiming (pointing that leaves a hidden single) | 1.7 / 1.9 |
//! | direct hidden pair / triple (a hidden set that leaves a hidden single) | 2.0 / 2.5 |
//! | naked single | 2.3 |
//! | pointing / claiming | 2.6 / 2.8 |
//! | naked pair / triple / quad | 3.0 / 3.6 / 5.0 |
//! | hidden pair / triple / quad | 3.4 / 4.0 / 5.4 |
//! | X-wing / swordfish / jellyfish | 3.2 / 3.8 / 5.2 |
//! | skyscraper / 2-string kite / turbot crane / any grouped two-link pattern | 4.0 / 4.1 / 4.2 / 4.3 |
//! | XY-wing / XYZ-wing | 4.2 / 4.4 |
//! | unique rectangle or loop of 4 / 6 / 8 / 10+ cells (type 3: + 0.1 per naked set cell beyond 1, or hidden set cell beyond 2) | 4.5 / 4.6 / 4.7 / 5.0 |
//! | three strong links (+0.1 mixed lines, +0.2 with a box, +0.3 grouped) | 5.4–5.7 |
//! | WXYZ-wing / VWXYZ-wing | 5.5–5.6 / 6.2–6.4 |
//! | BUG type 1 / types 2–4 (type 3: + 0.1 per extra set cell) | 5.6 / 5.7 |
//! | aligned pair exclusion (Explainer's; not in this rater) | 6.2 |
//! | X-cycle or Y-cycle / forcing X-chain / XY-cycle or forcing chain | 6.5 / 6.6 / 7.0, + length |
//! | Nishio forcing chains | 7.5 + length |
//! | cell or region forcing chains (multiple chains) | 8.0 + length |
//! | dynamic forcing chains (contradiction, double, cell, region) | 8.5 + length |
//! | nested dynamic forcing chains, level 1 "(+)" / 2 "(+ Forcing Chains)" / 3 "(+ Multiple Forcing Chains)" / 4 "(+ Dynamic Forcing Chains)" | 9.0 / 9.5 / 10.0 / 10.5 + length |
//!
//! The **length bonus** of every chain: with `n` the number of distinct candidate nodes its
//! chains pass through (summed over the branches of a multiple chain, plus the complexity of
//! each distinct chain nested in them), 0.1 is added for each
//! of the thresholds 4, 6, 8, 12, 16, 24, 32, 48, … (alternately ×3/2 and ×4/3) that `n − 2`
//! exceeds.

/// A rating in tenths: 23 is Explainer's 2.3. Tenths keep sums and comparisons exact.
pub type Tenths = u16;

pub(crate) const HIDDEN_SINGLE_LAST: Tenths = 10;
pub(crate) const HIDDEN_SINGLE_BOX: Tenths = 12;
pub(crate) const HIDDEN_SINGLE_LINE: Tenths = 15;
pub(crate) const DIRECT_POINTING: Tenths = 17;
pub(crate) const DIRECT_CLAIMING: Tenths = 19;
pub(crate) const DIRECT_HIDDEN_PAIR: Tenths = 20;
pub(crate) const NAKED_SINGLE: Tenths = 23;
pub(crate) const DIRECT_HIDDEN_TRIPLE: Tenths = 25;
pub(crate) const POINTING: Tenths = 26;
pub(crate) const CLAIMING: Tenths = 28;
/// Naked pair, triple, quad.
pub(crate) const NAKED_SET: [Tenths; 3] = [30, 36, 50];
/// Hidden pair, triple, quad.
pub(crate) const HIDDEN_SET: [Tenths; 3] = [34, 40, 54];
/// X-wing, swordfish, jellyfish.
pub(crate) const FISH: [Tenths; 3] = [32, 38, 52];
pub(crate) const SKYSCRAPER: Tenths = 40;
pub(crate) const KITE: Tenths = 41;
pub(crate) const TURBOT_CRANE: Tenths = 42;
pub(crate) const GROUPED_TURBOT: Tenths = 43;
pub(crate) const XY_WING: Tenths = 42;
pub(crate) const XYZ_WING: Tenths = 44;
/// A unique rectangle (a loop of 4 cells); loops of 6 and 8 cells add 0.1 and 0.2, and
/// longer ones rate 5.0.
pub(crate) const UNIQUE_RECTANGLE: Tenths = 45;
pub(crate) const UNIQUE_LONG_LOOP: Tenths = 50;
pub(crate) const THREE_STRONG_LINKS: Tenths = 54;
/// WXYZ-wing and VWXYZ-wing (a bivalue cell and an almost locked set of 3 or 4 cells),
/// before the bonus of their largest cell's size.
pub(crate) const WXYZ_WING: Tenths = 55;
pub(crate) const VWXYZ_WING: Tenths = 62;
pub(crate) const BUG_1: Tenths = 56;
pub(crate) const BUG_OTHER: Tenths = 57;
pub(crate) const CYCLE: Tenths = 65;
pub(crate) const FORCING_X_CHAIN: Tenths = 66;
pub(crate) const FORCING_CHAIN: Tenths = 70;
pub(crate) const NISHIO: Tenths = 75;
pub(crate) const MULTIPLE_CHAINS: Tenths = 80;
pub(crate) const DYNAMIC_CHAINS: Tenths = 85;
/// Dynamic forcing chains nested at levels 1–4: "(+)", "(+ Forcing Chains)", "(+ Multiple
/// Forcing Chains)", "(+ Dynamic Forcing Chains)".
pub(crate) const NESTED_CHAINS: [Tenths; 4] = [90, 95, 100, 105];

/// Explainer's length bonus, in tenths, for a chain of `complexity` distinct nodes.
pub(crate) fn length_bonus(complexity: usize) -> Tenths {
    let length = complexity.saturating_sub(2);
    let (mut ceil, mut odd, mut added) = (4usize, false, 0);
    while length > ceil {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

#[cfg(test)]
mod tests {
    use super::length_bonus;

    /// Explainer's measured chains: a 4-node X-cycle has no bonus, an 8-node forcing
    /// chain 0.1, a 12-node one 0.3, a 25-node dynamic chain 0.5.
    #[test]
    fn length_bonus_follows_the_thresholds() {
        assert_eq!(length_bonus(4), 0);
        assert_eq!(length_bonus(6), 0);
        assert_eq!(length_bonus(7), 1);
        assert_eq!(length_bonus(8), 1);
        assert_eq!(length_bonus(10), 2);
        assert_eq!(length_bonus(12), 3);
        assert_eq!(length_bonus(20), 5);
        assert_eq!(length_bonus(25), 5);
        assert_eq!(length_bonus(27), 6);
    }
}
