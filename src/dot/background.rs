//! What a Sudoku drawing shows under its graph (Graphviz `_background`, xdot drawing
//! operations): the boxes or jigsaw regions as tinted tiles with outlines. (No text: xdot
//! text in a background crashes Graphviz 2.43, so the legend is in the label.)

use std::fmt::Write;

use super::CELL_POINTS;
use super::arcs::Point;

/// One xdot colour operation (`c` for lines and text, `C` for fills) for `#rrggbb`.
fn colour(op: char, hex: &str) -> String {
    format!("{op} {} -{hex} ", hex.len())
}

/// A pale tint for region `i`, as `#rrggbb`: golden-ratio hues, light enough for black
/// text and the symbol colours of the cells on top.
pub(super) fn tint(i: usize) -> String {
    let hue = (i as f64 * 0.618_033_988_75).fract() * 6.0;
    let (s, v) = (0.22, 1.0);
    let f = hue.fract();
    let (p, q, t) = (v * (1.0 - s), v * (1.0 - s * f), v * (1.0 - s * (1.0 - f)));
    let (r, g, b) = match hue as usize {
        0 => (v, t, p),
        1 => (q, v, p),
        2 => (p, v, t),
        3 => (p, q, v),
        4 => (t, p, v),
        _ => (v, p, q),
    };
    let byte = |x: f64| (x * 255.0).round() as u8;
    format!("#{:02x}{:02x}{:02x}", byte(r), byte(g), byte(b))
}

/// Tiles under the cells: each cell's square filled with `fills[group[cell]]` (its box's
/// or region's tint), and a thick line on every border between two groups and around the
/// grid. `centre[cell]` is the cell's centre; cells are `CELL_POINTS` apart within a
/// group.
pub(super) fn tiles(side: usize, centre: &[Point], group: &[usize], fills: &[String]) -> String {
    let half = CELL_POINTS as f64 / 2.0;
    let mut ops = String::new();
    for (cell, &(x, y)) in centre.iter().enumerate() {
        let fill = &fills[group[cell]];
        let _ = write!(
            ops,
            "{}{}P 4 {:.0} {:.0} {:.0} {:.0} {:.0} {:.0} {:.0} {:.0} ",
            colour('C', fill),
            colour('c', fill),
            x - half,
            y - half,
            x + half,
            y - half,
            x + half,
            y + half,
            x - half,
            y + half
        );
    }
    ops.push_str(&colour('c', "#555555"));
    ops.push_str("S 15 -setlinewidth(3) ");
    for (cell, &(x, y)) in centre.iter().enumerate() {
        let (row, col) = (cell / side, cell % side);
        // The right and lower sides of each cell, where the next cell is another group's
        // or there is none; the grid's top and left edges close the outline.
        let right = col + 1 == side || group[cell + 1] != group[cell];
        let below = row + 1 == side || group[cell + side] != group[cell];
        let mut line = |x1: f64, y1: f64, x2: f64, y2: f64| {
            let _ = write!(ops, "L 2 {x1:.0} {y1:.0} {x2:.0} {y2:.0} ");
        };
        if right {
            line(x + half, y - half, x + half, y + half);
        }
        if below {
            line(x - half, y - half, x + half, y - half);
        }
        if col == 0 {
            line(x - half, y - half, x - half, y + half);
        }
        if row == 0 {
            line(x - half, y + half, x + half, y + half);
        }
    }
    ops
}
