//! The links of the patterns that are chains though their steps list cells rather than
//! statements, read off the step and the board it was found on, so that the grade's page
//! draws them as it draws an AIC: a pattern of two strong links (skyscraper, two-string
//! kite, turbot fish, empty rectangle), an XY-chain, a W-wing, and the restricted commons
//! that join almost locked sets.

use crate::draw::dot::Link;
use crate::grade::{Deduction, Grader, PencilMarks, Technique};

/// The links of `step`, found on `board`, when its technique is one of these chains;
/// none for any other step. A strong link is "one of the two holds", a weak one "not both".
pub(crate) fn pattern_links(grader: &Grader, step: &Deduction, board: &PencilMarks) -> Vec<Link> {
    use Technique::*;
    match step.technique {
        Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle => two_strong_links(step),
        XYChain => xy_chain(grader, step, board),
        WWing => w_wing(grader, step),
        AlsXz | AlsXyWing => restricted_commons(step, board),
        _ => Vec::new(),
    }
}

/// A link between the cells of `from` and `to` on one symbol.
fn link(from: Vec<usize>, to: Vec<usize>, symbol: u16, strong: bool) -> Link {
    Link {
        from,
        to,
        symbols: [symbol, symbol],
        strong,
    }
}

/// The chain's four ends in order, as the step lists them: strong, weak, strong.
fn two_strong_links(step: &Deduction) -> Vec<Link> {
    let (Some(&symbol), 4) = (step.symbols.first(), step.cells.len()) else {
        return Vec::new();
    };
    (step.cells.windows(2).enumerate())
        .map(|(i, ends)| link(ends[0].clone(), ends[1].clone(), symbol, i != 1))
        .collect()
}

/// The chain of bivalue cells from its first cell's end symbol: in each cell, a strong
/// link from the symbol it does not hold to its other; to the next cell, a weak link on
/// that other symbol.
fn xy_chain(grader: &Grader, step: &Deduction, board: &PencilMarks) -> Vec<Link> {
    let (Some(&end), Some(cells)) = (step.symbols.first(), step.cells.first()) else {
        return Vec::new();
    };
    let mut links = Vec::new();
    let mut symbol = end;
    for (i, &cell) in cells.iter().enumerate() {
        let other = (0..grader.side() as u16)
            .find(|&s| s != symbol && board.has(cell, s))
            .unwrap_or(symbol);
        links.push(Link {
            from: vec![cell],
            to: vec![cell],
            symbols: [symbol, other],
            strong: true,
        });
        if let Some(&next) = cells.get(i + 1) {
            links.push(link(vec![cell], vec![next], other, false));
        }
        symbol = other;
    }
    links
}

/// A W-wing's chain: the first bivalue cell's two symbols (strong), a weak link on the
/// linked symbol to the conjugate pair's end it sees, the pair (strong), a weak link to
/// the second bivalue cell, and its two symbols (strong).
fn w_wing(grader: &Grader, step: &Deduction) -> Vec<Link> {
    let (Some(&[one, two, a, b]), [other, linked]) = (
        step.cells.first().map(Vec::as_slice),
        step.symbols.as_slice(),
    ) else {
        return Vec::new();
    };
    let (p, q) = match grader.sees(a, one) && grader.sees(b, two) {
        true => (a, b),
        false => (b, a),
    };
    let within = |cell: usize, from: u16, to: u16| Link {
        from: vec![cell],
        to: vec![cell],
        symbols: [from, to],
        strong: true,
    };
    vec![
        within(one, *other, *linked),
        link(vec![one], vec![p], *linked, false),
        link(vec![p], vec![q], *linked, true),
        link(vec![q], vec![two], *linked, false),
        within(two, *linked, *other),
    ]
}

/// The restricted commons that join almost locked sets, each a weak link between the
/// cells of the two sets that hold it: every symbol of an ALS-XZ's two sets, or its one
/// restricted common; an ALS-XY-wing's first symbol between its first set and the pivot
/// set (its third), its second between its second set and the pivot.
fn restricted_commons(step: &Deduction, board: &PencilMarks) -> Vec<Link> {
    let holding = |set: usize, symbol: u16| -> Vec<usize> {
        let cells = step.cells.get(set).map_or(&[][..], Vec::as_slice);
        cells
            .iter()
            .copied()
            .filter(|&c| board.has(c, symbol))
            .collect()
    };
    let joined: Vec<(usize, usize, u16)> = match (step.technique, step.symbols.as_slice()) {
        (Technique::AlsXyWing, [x, y, ..]) => vec![(0, 2, *x), (1, 2, *y)],
        (Technique::AlsXz, commons) => commons.iter().map(|&s| (0, 1, s)).collect(),
        _ => Vec::new(),
    };
    joined
        .into_iter()
        .map(|(a, b, symbol)| link(holding(a, symbol), holding(b, symbol), symbol, false))
        .filter(|l| !l.from.is_empty() && !l.to.is_empty())
        .collect()
}
