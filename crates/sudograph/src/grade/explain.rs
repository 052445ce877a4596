//! Steps in words: the technique, the cells, symbols and units of its pattern, and what it
//! concluded, as `grade --explain` prints them.

use super::deduction::{Deduction, Literal};
use super::sight::Grader;
use super::technique::Technique;
use crate::apart::Apart;
use crate::format::{Alphabet, Symbol};
use crate::grid::cell_name;

impl Grader {
    /// One step in words, symbols written in `alphabet`.
    ///
    /// # Examples
    /// ```
    /// use sudograph::format::{read_puzzles, Alphabet, ReadOptions};
    /// use sudograph::grade::Grader;
    /// let puzzle = read_puzzles(b"..34.421...31342", &ReadOptions::default()).remove(0).unwrap();
    /// let grader = Grader::new(puzzle.grid.rules());
    /// let grade = grader.grade(puzzle.grid.cells());
    /// assert_eq!(
    ///     grader.explain(&grade.steps[0], &Alphabet::for_side(4)),
    ///     "hidden single: r1c2 = 1, the only place for 1 in row 1"
    /// );
    /// ```
    pub fn explain(&self, step: &Deduction, alphabet: &Alphabet) -> String {
        let cell = |c: usize| cell_name(self.side, c);
        let symbols = || {
            join(
                step.symbols.iter().map(|&s| alphabet.symbol(s).to_string()),
                ", ",
            )
        };
        let units = join(
            step.units.iter().map(|&u| {
                let unit = &self.units[u];
                unit.kind.name(unit.index)
            }),
            ", ",
        );
        let placed = join(
            step.placed
                .iter()
                .map(|&(c, s)| format!("{} = {}", cell(c), alphabet.symbol(s))),
            "; ",
        );
        let name = match step.technique {
            Technique::FinnedXWing | Technique::FinnedSwordfish | Technique::FinnedJellyfish
                if super::finned_fish::is_sashimi(self, step) =>
            {
                step.technique.name().replacen("finned", "sashimi", 1)
            }
            technique => technique.name().to_string(),
        };
        // Said of every step that relies on the puzzle having one solution.
        let unique = " (relies on the puzzle having one solution)";
        let text = match step.technique {
            Technique::HiddenSingle => {
                format!(
                    "{name}: {placed}, the only place for {} in {units}",
                    symbols()
                )
            }
            Technique::NakedSingle => format!("{name}: {placed}, its only candidate"),
            // Its chain is of sets, which the sets' narration names better than statements.
            Technique::AlsChain => format!(
                "{name}: {} ⇒ {}",
                self.explain_als(step, alphabet),
                self.removals(step, alphabet)
            ),
            _ if !step.chains.is_empty() => self.explain_chains(step, alphabet),
            Technique::Bug1 => format!(
                "{name}: {placed}, else every empty cell would have two candidates and every \
                 symbol two places in each unit where it is missing, a deadly pattern{unique}"
            ),
            technique => {
                let group = |i: usize, separator: &str| {
                    let cells = step.cells.get(i).map_or(&[][..], Vec::as_slice);
                    join(cells.iter().map(|&c| cell(c)), separator)
                };
                let pattern = match technique {
                    Technique::XYWing | Technique::XYZWing => {
                        let cells = &step.cells[0];
                        let pincers = join(cells.iter().skip(1).map(|&c| cell(c)), " and ");
                        format!(
                            "pivot {} with pincers {pincers}, on {}",
                            cells.first().map_or(String::new(), |&c| cell(c)),
                            symbols()
                        )
                    }
                    Technique::SimpleColouring => {
                        format!(
                            "{} coloured {} | {}",
                            symbols(),
                            group(0, " "),
                            group(1, " ")
                        )
                    }
                    Technique::XYChain => {
                        format!("{} at both ends of {}", symbols(), group(0, " – "))
                    }
                    Technique::AlsXz | Technique::AlsXyWing => self.explain_als(step, alphabet),
                    Technique::KnightsMove | Technique::KingsMove => format!(
                        "{} in {units} must go in {}, and a cell that sees them all (one {}) \
                         cannot hold it",
                        symbols(),
                        group(0, " or "),
                        match technique {
                            Technique::KnightsMove => "only a knight's move away",
                            _ => "only by touching it diagonally",
                        }
                    ),
                    Technique::Skyscraper
                    | Technique::TwoStringKite
                    | Technique::TurbotFish
                    | Technique::EmptyRectangle => {
                        // Strong links written `=`, the weak link `–`; a group in braces.
                        let end = |i: usize| match step.cells.get(i).map_or(&[][..], Vec::as_slice)
                        {
                            [one] => cell(*one),
                            cells => format!("{{{}}}", join(cells.iter().map(|&c| cell(c)), " ")),
                        };
                        format!(
                            "{} in {} = {} – {} = {}",
                            symbols(),
                            end(0),
                            end(1),
                            end(2),
                            end(3)
                        )
                    }
                    Technique::WWing => {
                        let [y, x] = [0, 1].map(|i| alphabet.symbol(step.symbols[i]).to_string());
                        let cells = &step.cells[0];
                        format!(
                            "{} and {}, both {{{x}, {y}}}, joined by {x}'s conjugate pair {} {}",
                            cell(cells[0]),
                            cell(cells[1]),
                            cell(cells[2]),
                            cell(cells[3])
                        )
                    }
                    Technique::UniqueRectangle1
                    | Technique::UniqueRectangle2
                    | Technique::UniqueRectangle3
                    | Technique::UniqueRectangle4 => {
                        let symbol = |i: usize| alphabet.symbol(step.symbols[i]).to_string();
                        let more = join(
                            step.symbols
                                .iter()
                                .skip(2)
                                .map(|&s| alphabet.symbol(s).to_string()),
                            ", ",
                        );
                        let extra = match technique {
                            Technique::UniqueRectangle2 => {
                                format!(", the roof's other candidate {more}")
                            }
                            Technique::UniqueRectangle3 => format!(
                                ", the roof with {} a naked subset of {more}",
                                group(1, " ")
                            ),
                            Technique::UniqueRectangle4 => format!(", {more} only on the roof"),
                            _ => String::new(),
                        };
                        format!("{}, {} in {}{extra}", symbol(0), symbol(1), group(0, " "))
                    }
                    Technique::FinnedXWing
                    | Technique::FinnedSwordfish
                    | Technique::FinnedJellyfish => {
                        format!(
                            "{} in {} with fins {}",
                            symbols(),
                            group(0, " "),
                            group(1, " ")
                        )
                    }
                    _ => format!("{} in {}", symbols(), group(0, " ")),
                };
                // An ALS step names each set's unit beside it, a move elimination its unit
                // in its sentence.
                let within = match units.is_empty()
                    || matches!(
                        technique,
                        Technique::AlsXz
                            | Technique::AlsXyWing
                            | Technique::KnightsMove
                            | Technique::KingsMove
                    ) {
                    true => String::new(),
                    false => format!(" ({units})"),
                };
                let relies = match technique {
                    Technique::UniqueRectangle1
                    | Technique::UniqueRectangle2
                    | Technique::UniqueRectangle3
                    | Technique::UniqueRectangle4 => unique,
                    _ => "",
                };
                format!(
                    "{name}: {pattern}{within} ⇒ {}{relies}",
                    self.removals(step, alphabet)
                )
            }
        };
        // A placement's losses through a move rule, which its step lists as eliminations.
        match step.placed.is_empty() || step.removed.is_empty() {
            true => text,
            false => format!("{text}{}", self.move_losses(step, alphabet)),
        }
    }

    /// What a placement takes from cells only a move rule joins it to, rule by rule:
    /// `; a knight's move away from r1c1, r2c3 and r3c2 lose 5; touching diagonally from
    /// r1c1, r2c2 loses 5`.
    fn move_losses(&self, step: &Deduction, alphabet: &Alphabet) -> String {
        let mut text = String::new();
        for (rule, relation) in [
            (Apart::Knight, "a knight's move away"),
            (Apart::King, "touching diagonally"),
        ] {
            for &(cell, symbol) in &step.placed {
                let lost: Vec<String> = (step.removed.iter())
                    .filter(|&&(c, s)| s == symbol && self.move_only(cell, c) == Some(rule))
                    .map(|&(c, _)| cell_name(self.side, c))
                    .collect();
                let verb = if lost.len() == 1 { "loses" } else { "lose" };
                if !lost.is_empty() {
                    text.push_str(&format!(
                        "; {relation} from {}, {} {verb} {}",
                        cell_name(self.side, cell),
                        lost.join(" and "),
                        alphabet.symbol(symbol)
                    ));
                }
            }
        }
        text
    }

    /// The sets of an ALS step and how they are joined: `almost locked sets {r1c1 r1c2}
    /// (row 1) and {r5c5} (row 5), restricted common 3`; for an ALS-XY-wing, the two sets
    /// each joined to the pivot set by its own restricted common; for an ALS chain, the
    /// sets in order, each link written with its restricted common: `{r1c1} (row 1) –3–
    /// {r1c5 r2c5} (box 2)`.
    fn explain_als(&self, step: &Deduction, alphabet: &Alphabet) -> String {
        let set = |i: usize| {
            let cells = join(step.cells[i].iter().map(|&c| cell_name(self.side, c)), " ");
            let unit = &self.units[step.units[i]];
            format!("{{{cells}}} ({})", unit.kind.name(unit.index))
        };
        let symbol = |i: usize| alphabet.symbol(step.symbols[i]).to_string();
        match step.technique {
            Technique::AlsChain => {
                let z = step.symbols.len() - 1;
                let mut sets = set(0);
                for i in 1..step.cells.len() {
                    sets.push_str(&format!(" –{}– {}", symbol(i - 1), set(i)));
                }
                format!(
                    "almost locked sets {sets}, each joined to the next by a restricted common \
                     other than the one before, so {} is in the first set or the last",
                    symbol(z)
                )
            }
            Technique::AlsXyWing => format!(
                "almost locked sets {} and {}, joined to the pivot set {} by restricted \
                 commons {} and {}, so {} is in one of the first two",
                set(0),
                set(1),
                set(2),
                symbol(0),
                symbol(1),
                symbol(2)
            ),
            _ => match step.symbols.len() {
                1 => format!(
                    "almost locked sets {} and {}, restricted common {}, so their other \
                     common candidates are each in one of them",
                    set(0),
                    set(1),
                    symbol(0)
                ),
                _ => format!(
                    "almost locked sets {} and {}, doubly linked by restricted commons {}, \
                     so each set keeps one of them and all its other candidates",
                    set(0),
                    set(1),
                    join((0..step.symbols.len()).map(symbol), " and ")
                ),
            },
        }
    }

    /// A chain step in words, each branch written as a player reads it, from its
    /// assumption to what it forces, then the conclusion:
    /// `X-cycle: r1c2=5 ⇒ r1c7≠5 ⇒ r3c8=5 ⇒ r1c2≠5, so r1c2 ≠ 5`. Two branches from one
    /// assumption ending in opposites are a contradiction; other branches each start from
    /// one of the possibilities and end in the same statement.
    fn explain_chains(&self, step: &Deduction, alphabet: &Alphabet) -> String {
        let statement = |literal: &Literal| {
            let cells = join(literal.cells.iter().map(|&c| cell_name(self.side, c)), "|");
            let cells = match literal.cells.len() {
                1 => cells,
                _ => format!("({cells})"),
            };
            let relation = if literal.holds { "=" } else { "≠" };
            format!("{cells}{relation}{}", alphabet.symbol(literal.symbol))
        };
        let branches: Vec<String> = step
            .chains
            .iter()
            .map(|chain| join(chain.iter().map(statement), " ⇒ "))
            .collect();
        let first = |chain: &Vec<Literal>| chain.first().cloned();
        let contradiction =
            step.chains.len() == 2 && first(&step.chains[0]) == first(&step.chains[1]);
        // What the branches start from: each value of one candidate (double), each
        // candidate of one cell, or each place of a symbol in one unit (region).
        let starts: Vec<&Literal> = step.chains.iter().filter_map(|c| c.first()).collect();
        let forcing = matches!(
            step.technique,
            Technique::ForcingChain | Technique::DynamicForcingChain
        );
        let kind = match (forcing, step.units.first(), starts.as_slice()) {
            (false, _, _) => String::new(),
            _ if contradiction => " (contradiction)".to_string(),
            (true, Some(&u), [first, ..]) => {
                let unit = &self.units[u];
                let symbol = alphabet.symbol(first.symbol);
                format!(" (region: {symbol} in {})", unit.kind.name(unit.index))
            }
            (true, None, [a, b]) if a.cells == b.cells && a.holds != b.holds => {
                " (double)".to_string()
            }
            (true, None, [first, ..]) => {
                let at = first
                    .cells
                    .first()
                    .map_or(String::new(), |&c| cell_name(self.side, c));
                format!(" (cell {at})")
            }
            (true, _, []) => String::new(),
        };
        let conclusion = match step.placed.first() {
            Some(&(c, s)) => format!("{} = {}", cell_name(self.side, c), alphabet.symbol(s)),
            None => self.removals(step, alphabet),
        };
        let joined = match contradiction {
            true => format!("{}; and {}: a contradiction", branches[0], branches[1]),
            false => join(branches.into_iter(), "; "),
        };
        format!("{}{kind}: {joined}, so {conclusion}", step.technique.name())
    }

    /// A step's eliminations, cell by cell: `r5c3 ≠ 4; r6c7 ≠ 4, 7`.
    fn removals(&self, step: &Deduction, alphabet: &Alphabet) -> String {
        let mut by_cell: Vec<(usize, Vec<Symbol>)> = Vec::new();
        for &(cell, symbol) in &step.removed {
            match by_cell.iter_mut().find(|(c, _)| *c == cell) {
                Some((_, symbols)) => symbols.push(alphabet.symbol(symbol)),
                None => by_cell.push((cell, vec![alphabet.symbol(symbol)])),
            }
        }
        join(
            by_cell.iter().map(|(cell, symbols)| {
                let symbols = join(symbols.iter().map(Symbol::to_string), ", ");
                format!("{} ≠ {symbols}", cell_name(self.side, *cell))
            }),
            "; ",
        )
    }
}

/// The items joined by `separator`.
fn join(items: impl Iterator<Item = String>, separator: &str) -> String {
    items.collect::<Vec<_>>().join(separator)
}
