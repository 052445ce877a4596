//! The legend of a Sudoku drawing, under its title: what the colours, line styles and
//! shapes mean, in words (plain text, so that the DOT stays readable by petgraph's parser
//! and `sudograph colour`).

use crate::rules::Rules;

/// The legend's lines for a drawing under `rules`; `lesson` adds what a step's frame
/// highlights.
pub(super) fn legend(rules: &Rules, lesson: bool) -> Vec<String> {
    let group = if rules.has_boxes() {
        "box green dashed (grey tiles)"
    } else {
        "region green dashed (tinted tiles)"
    };
    let variant = rules.variant();
    // The variant's edges, in the order of the drawing's styles.
    let extra: String = [
        (variant.diagonals, ", diagonal orange dotted"),
        (variant.windoku, ", window purple dashed (shaded purple)"),
        (variant.disjoint, ", disjoint group brown dotted"),
        (variant.anti_knight, ", knight's move pink tapered"),
        (
            variant.anti_king,
            ", diagonal touch (anti-king) olive thick",
        ),
    ]
    .into_iter()
    .filter_map(|(on, text)| on.then_some(text))
    .collect();
    let mut lines = vec![
        format!("edges: row blue (arcs above it), column red (arcs to its right), {group}{extra}"),
        "cells: square given, circle filled, dashed empty".to_string(),
    ];
    if lesson {
        lines.extend([
            "small symbols: candidates; double ring: a guess; orange ring: a guess made or undone"
                .to_string(),
            "black edges: the reason (neighbours holding the other symbols); violet: the unit with one place"
                .to_string(),
            "red ring: the cell decided; red fill: no symbol left; red unit: no place left for a symbol"
                .to_string(),
        ]);
    }
    lines
}
