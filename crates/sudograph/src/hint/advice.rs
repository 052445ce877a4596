//! What a hint says: the next step, a guess, the player's mistakes, or why there is no
//! hint to give.

use super::guess::Guess;
use crate::grade::Deduction;
use crate::validate::Violation;
use crate::validate::unsolvable::Unsolvable;

/// The answer to "what is the next step here?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The simplest step the grader's techniques find, easiest technique first: it places
    /// symbols or removes candidates, and holds in the solution.
    Step(Deduction),
    /// No technique applies: the search's next step, a guess that may be wrong.
    Guess(Guess),
    /// The player's grid breaks a rule or contradicts the solution.
    Mistakes(Mistakes),
    /// The grid is complete and correct.
    Solved,
    /// The puzzle has no solution: no hint can hold. Says why.
    NoSolution(Unsolvable),
    /// The puzzle has several solutions: a mistake cannot be told from another solution.
    SeveralSolutions,
    /// The search budget ran out before the puzzle's solution was known.
    GaveUp,
}

/// What is wrong with a player's grid: rules it breaks, which need no solution to see,
/// and the cells that disagree with the solution.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mistakes {
    /// Givens changed and symbols repeated in a unit.
    pub broken: Vec<Violation>,
    /// Cells whose symbol, or whose pencil marks, leave out the solution's symbol.
    pub wrong: Vec<Wrong>,
}

/// A cell that disagrees with the solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wrong {
    /// The cell, in reading order.
    pub cell: usize,
    /// The symbol the player wrote there; `None` when the cell is empty and its pencil
    /// marks leave out the symbol it needs.
    pub found: Option<u16>,
    /// The solution's symbol, said only when the player asks for it.
    pub right: u16,
}
