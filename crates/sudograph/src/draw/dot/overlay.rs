//! What a drawing of a logical step adds on top of the board: a chain's links as edges
//! between the cells of their candidates (strong links solid, weak links dashed, each
//! labelled with its symbol), the cells of a pattern outlined, and the cells the step
//! decides ringed.

use std::fmt::Write;

use super::layout::Point;
use crate::format::Alphabet;
use crate::grade::{Deduction, Technique};

/// The colour of a chain's links and of their labels.
const LINK_COLOUR: &str = "#e6007e";

/// The outline colours of a pattern's groups of cells, in turn: the pattern itself, then
/// its fins or its other groups.
const GROUP_COLOURS: [&str; 3] = ["#1f4e9c", "#ff8c00", "#2ca02c"];

/// One link of a chain: from the cells of one statement to those of the next (one cell
/// for a candidate, several for a grouped node), on their symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The cells of the statement the link starts from.
    pub from: Vec<usize>,
    /// The cells of the statement it leads to.
    pub to: Vec<usize>,
    /// The symbols (0-based) of the statement it starts from and of the one it leads to:
    /// the link's label names one when they are the same, both when it joins two
    /// candidates of one cell.
    pub symbols: [u16; 2],
    /// Strong ("one of the two holds": from "not here" to "there"), or weak ("not both":
    /// from "here" to "not there").
    pub strong: bool,
}

/// What a step's drawing adds to the board: chain links, pattern outlines, decided cells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Overlay {
    /// The chain's links, every branch's in turn.
    pub links: Vec<Link>,
    /// The pattern's cells, in groups (a fish's and its fins', say), each outlined in a
    /// colour of its own.
    pub groups: Vec<Vec<usize>>,
    /// The cells the step places a symbol in or removes candidates from: ringed red (as
    /// the lesson's legend says of the cell decided).
    pub decided: Vec<usize>,
}

impl Overlay {
    /// What a grader's step adds to the board, as `hint --dot` and the grade's lesson page
    /// draw it: a chain's links, each from one statement to the next of its branch (strong
    /// when it leads from "not here" to "there", weak when from "here" to "not there";
    /// from "not here" to "not there" it is drawn weak, as a dynamic chain's inference, and
    /// from "here" to "there" strong), or else the pattern's cells in their groups (an ALS
    /// chain's sets beside its links); and the cells it decides.
    pub fn of(step: &Deduction) -> Overlay {
        let links: Vec<Link> = step
            .chains
            .iter()
            .flat_map(|chain| chain.windows(2))
            .map(|pair| Link {
                from: pair[0].cells.clone(),
                to: pair[1].cells.clone(),
                symbols: [pair[0].symbol, pair[1].symbol],
                strong: pair[1].holds,
            })
            .collect();
        let groups = match links.is_empty() || step.technique == Technique::AlsChain {
            true => step.cells.clone(),
            false => Vec::new(),
        };
        let mut decided: Vec<usize> = step
            .placed
            .iter()
            .chain(&step.removed)
            .map(|&(cell, _)| cell)
            .collect();
        decided.sort_unstable();
        decided.dedup();
        Overlay {
            links,
            groups,
            decided,
        }
    }

    /// Whether there is nothing to add.
    pub(super) fn is_empty(&self) -> bool {
        self.links.is_empty() && self.groups.is_empty() && self.decided.is_empty()
    }

    /// The outline node `v` takes, as DOT attributes to append to its own: ringed red when
    /// decided, else pink when it is a cell of a grouped node of the chain, else the colour
    /// of the first pattern group that holds it.
    pub(super) fn outline(&self, v: usize) -> Option<String> {
        if self.decided.contains(&v) {
            return Some(", color=red, penwidth=4".to_string());
        }
        let grouped = |cells: &Vec<usize>| cells.len() > 1 && cells.contains(&v);
        if self
            .links
            .iter()
            .any(|link| grouped(&link.from) || grouped(&link.to))
        {
            return Some(format!(", color=\"{LINK_COLOUR}\", penwidth=3.5"));
        }
        let group = self.groups.iter().position(|g| g.contains(&v))?;
        let colour = GROUP_COLOURS[group % GROUP_COLOURS.len()];
        Some(format!(", color=\"{colour}\", penwidth=3.5"))
    }

    /// The links as DOT edge lines, each between the two nearest cells of its ends, routed
    /// and labelled at fixed places so that the pinned layout keeps them.
    pub(super) fn edges(&self, centre: &[Point], alphabet: &Alphabet) -> String {
        let mut out = String::new();
        for link in &self.links {
            let Some((a, b)) = nearest(&link.from, &link.to, centre) else {
                continue;
            };
            let (spline, label_at) = route(centre[a], centre[b]);
            let (kind, style) = match link.strong {
                true => ("strong", "solid"),
                false => ("weak", "dashed"),
            };
            let [from, to] = link.symbols.map(|s| alphabet.symbol(s));
            let symbol = match from == to {
                true => to.to_string(),
                false => format!("{from}/{to}"),
            };
            let _ = writeln!(
                out,
                "    {a} -- {b} [ pos=\"{spline}\", color=\"{LINK_COLOUR}\", penwidth=3.5, style={style}, \
                 label=\"{symbol}\", fontcolor=\"{LINK_COLOUR}\", fontname=Helvetica, fontsize=16, lp=\"{:.0},{:.0}\", \
                 tooltip=\"{kind} link on {symbol}\" ]",
                label_at.0, label_at.1
            );
        }
        out
    }

    /// The legend's lines for what the overlay draws.
    pub(super) fn legend(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if !self.links.is_empty() {
            lines.push(
                "pink edges: the chain's links, labelled with their symbol: solid strong (one of the two holds), dashed weak (not both); pink outline: a grouped node's cells"
                    .to_string(),
            );
        }
        if !self.groups.is_empty() {
            lines.push(
                "blue outline: the pattern's cells; orange: its fins or second group".to_string(),
            );
        }
        lines
    }
}

/// The nearest pair of cells, one of `from` and one of `to`.
fn nearest(from: &[usize], to: &[usize], centre: &[Point]) -> Option<(usize, usize)> {
    let distance = |a: usize, b: usize| {
        let (dx, dy) = (centre[a].0 - centre[b].0, centre[a].1 - centre[b].1);
        dx * dx + dy * dy
    };
    from.iter()
        .flat_map(|&a| to.iter().map(move |&b| (a, b)))
        .filter(|&(a, b)| a < centre.len() && b < centre.len())
        .min_by(|&(a, b), &(c, d)| distance(a, b).total_cmp(&distance(c, d)))
}

/// A link's route from `a` to `b` as a Graphviz spline, and where its label sits: a
/// gentle bow to one side, so that a link does not hide the unit edges along it; a link
/// within one cell (a bivalue cell's strong link) a small loop above it.
fn route(a: Point, b: Point) -> (String, Point) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (c1, c2, label) = if dx == 0.0 && dy == 0.0 {
        let (left, right) = ((a.0 - 30.0, a.1 + 45.0), (a.0 + 30.0, a.1 + 45.0));
        (left, right, (a.0, a.1 + 42.0))
    } else {
        // Perpendicular to the link, a sixth of its length.
        let (nx, ny) = (-dy / 6.0, dx / 6.0);
        (
            (a.0 + dx / 3.0 + nx, a.1 + dy / 3.0 + ny),
            (a.0 + 2.0 * dx / 3.0 + nx, a.1 + 2.0 * dy / 3.0 + ny),
            (a.0 + dx / 2.0 + nx * 1.2, a.1 + dy / 2.0 + ny * 1.2),
        )
    };
    let spline = format!(
        "{:.0},{:.0} {:.0},{:.0} {:.0},{:.0} {:.0},{:.0}",
        a.0, a.1, c1.0, c1.1, c2.0, c2.1, b.0, b.1
    );
    (spline, label)
}
