//! A hint in words, as `sudograph hint` prints it: the step as `grade --explain` tells it,
//! a guess marked as one, mistakes named by cell and unit.

use super::advice::{Hint, Wrong};
use super::advisor::Advisor;
use crate::format::Alphabet;
use crate::grid::cell_name;
use sudograph_colour::bits;

impl Advisor {
    /// The hint in one line, symbols written in `alphabet`; `reveal` says the solution's
    /// symbol of each wrong cell, which is otherwise kept back.
    ///
    /// # Examples
    /// ```
    /// use sudograph::format::Alphabet;
    /// use sudograph::grid::Shape;
    /// use sudograph::hint::{Advisor, Hint, Mistakes, Wrong};
    /// let advisor = Advisor::new(&Shape::square(2).unwrap().into());
    /// let hint = Hint::Mistakes(Mistakes { broken: vec![], wrong: vec![Wrong { cell: 5, found: Some(0), right: 3 }] });
    /// let alphabet = Alphabet::for_side(4);
    /// assert_eq!(advisor.explain(&hint, &alphabet, false), "mistake: r2c2 is wrong");
    /// assert_eq!(advisor.explain(&hint, &alphabet, true), "mistake: r2c2 is 4, not 1");
    /// ```
    pub fn explain(&self, hint: &Hint, alphabet: &Alphabet, reveal: bool) -> String {
        let side = self.grader().side();
        let cell = |c: usize| cell_name(side, c);
        match hint {
            Hint::Step(step) => self.grader().explain(step, alphabet),
            Hint::Guess(guess) => {
                let others: Vec<String> = (0..side as u16)
                    .filter(|&s| bits::contains(&guess.candidates, s.into()))
                    .map(|s| alphabet.symbol(s).to_string())
                    .collect();
                format!(
                    "guess: no technique applies; try {name} = {symbol}, one of its {n} candidates ({list}), and if that leads to a contradiction, {name} ≠ {symbol}",
                    name = cell(guess.cell),
                    symbol = alphabet.symbol(guess.symbol),
                    n = others.len(),
                    list = others.join(", "),
                )
            }
            Hint::Mistakes(mistakes) => {
                let mut said: Vec<String> = mistakes
                    .broken
                    .iter()
                    .map(|v| v.describe(alphabet))
                    .collect();
                said.extend(
                    mistakes
                        .wrong
                        .iter()
                        .map(|w| wrong(w, side, alphabet, reveal)),
                );
                let noun = if said.len() == 1 {
                    "mistake"
                } else {
                    "mistakes"
                };
                format!("{noun}: {}", said.join("; "))
            }
            Hint::Solved => "solved: every cell is filled and right".to_string(),
            Hint::NoSolution(why) => format!("no solution: {}", why.describe(alphabet)),
            Hint::SeveralSolutions => "several solutions".to_string(),
            Hint::GaveUp => "gave up finding the solution".to_string(),
        }
    }
}

/// A wrong cell in words: `r2c2 is wrong`, or with `reveal` `r2c2 is 4, not 1`; a cell
/// whose pencil marks leave out its symbol says so.
fn wrong(wrong: &Wrong, side: usize, alphabet: &Alphabet, reveal: bool) -> String {
    let name = cell_name(side, wrong.cell);
    let right = alphabet.symbol(wrong.right);
    match (wrong.found, reveal) {
        (Some(_), false) => format!("{name} is wrong"),
        (Some(found), true) => format!("{name} is {right}, not {}", alphabet.symbol(found)),
        (None, false) => format!("{name}'s candidates leave out its symbol"),
        (None, true) => format!("{name}'s candidates leave out {right}, its symbol"),
    }
}
