//! What a Sudoku drawing shows under its graph (Graphviz `_background`, xdot drawing
//! operations): the boxes or jigsaw regions as tinted tiles with outlines, and windoku's
//! windows shaded over them. (No text: xdot
//! text in a background crashes Graphviz 2.43, so the legend is in the label.)

use std::fmt::Write;

use super::layout::{CELL_POINTS, Point};

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

/// Longest background drawn: Graphviz refuses a quoted string of more than 16,384 bytes.
/// A larger one (a jigsaw grid far beyond 16×16) is left out rather than failing the
/// drawing.
const MAX_BACKGROUND: usize = 16_000;

/// Colour and width of the outlines of boxes and regions.
const OUTLINE: &str = "#555555";

/// Tiles under the cells: each box or region filled with `fills[group[cell]]` and outlined.
/// `centre[cell]` is the cell's centre; cells are `CELL_POINTS` apart within a group.
/// Boxes are rectangles, one polygon each; irregular regions are drawn as runs of cells
/// along each row, with a thick line wherever two regions meet, merged along columns and
/// rows so that the text stays short. Empty when it would be too long for Graphviz.
pub(super) fn tiles(
    side: usize,
    centre: &[Point],
    group: &[usize],
    fills: &[String],
    boxes: bool,
) -> String {
    let mut ops = String::from("S 15 -setlinewidth(3) ");
    if boxes {
        box_tiles(&mut ops, centre, group, fills);
        return ops;
    }
    region_runs(&mut ops, side, centre, group, fills);
    ops.push_str(&colour('c', OUTLINE));
    vertical_borders(&mut ops, side, centre, group);
    horizontal_borders(&mut ops, side, centre, group);
    if ops.len() > MAX_BACKGROUND {
        return String::new();
    }
    ops
}

/// Half the distance between neighbouring cells: from a cell's centre to its edge.
const HALF: f64 = CELL_POINTS as f64 / 2.0;

/// Appends a rectangle filled with `fill` and outlined with `pen`; `corners` are its
/// smallest and largest x and y.
fn rectangle(ops: &mut String, fill: &str, pen: &str, corners: [f64; 4]) {
    let [x0, y0, x1, y1] = corners;
    let _ = write!(
        ops,
        "{}{}P 4 {x0:.0} {y0:.0} {x1:.0} {y0:.0} {x1:.0} {y1:.0} {x0:.0} {y1:.0} ",
        colour('C', fill),
        colour('c', pen)
    );
}

/// Appends a line from `from` to `to`.
fn line(ops: &mut String, from: Point, to: Point) {
    let _ = write!(
        ops,
        "L 2 {:.0} {:.0} {:.0} {:.0} ",
        from.0, from.1, to.0, to.1
    );
}

/// The smallest and largest x and y of the squares of `cells`.
fn bounds(centre: &[Point], cells: impl Iterator<Item = usize>) -> [f64; 4] {
    cells.fold(
        [f64::MAX, f64::MAX, f64::MIN, f64::MIN],
        |[x0, y0, x1, y1], cell| {
            let (x, y) = centre[cell];
            [
                x0.min(x - HALF),
                y0.min(y - HALF),
                x1.max(x + HALF),
                y1.max(y + HALF),
            ]
        },
    )
}

/// Each box as one rectangle around its cells, filled and outlined.
fn box_tiles(ops: &mut String, centre: &[Point], group: &[usize], fills: &[String]) {
    for (g, fill) in fills.iter().enumerate() {
        let cells = (0..centre.len()).filter(|&cell| group[cell] == g);
        rectangle(ops, fill, OUTLINE, bounds(centre, cells));
    }
}

/// Fill of windoku's windows: their edges' purple, see-through so that the boxes and their
/// outlines show under it.
const WINDOW_FILL: &str = "#9467bd66";

/// Outline of windoku's windows: their edges' purple.
const WINDOW_OUTLINE: &str = "#9467bd";

/// Windoku's windows (each the cells of one) shaded purple over the box tiles and outlined,
/// so that where they lie is plain to see: their edges alone run mostly in the gaps
/// between boxes.
pub(super) fn window_tiles(centre: &[Point], windows: &[Vec<usize>]) -> String {
    let mut ops = String::new();
    for cells in windows {
        let corners = bounds(centre, cells.iter().copied());
        rectangle(&mut ops, WINDOW_FILL, WINDOW_OUTLINE, corners);
    }
    ops
}

/// Irregular regions filled as runs of cells of one region along each row, unoutlined.
fn region_runs(ops: &mut String, side: usize, centre: &[Point], group: &[usize], fills: &[String]) {
    for row in 0..side {
        let mut start = 0;
        for col in 1..=side {
            let cell = row * side + col;
            if col == side || group[cell] != group[cell - 1] {
                let (first, last) = (centre[row * side + start], centre[cell - 1]);
                let fill = &fills[group[cell - 1]];
                rectangle(
                    ops,
                    fill,
                    fill,
                    [first.0 - HALF, first.1 - HALF, last.0 + HALF, last.1 + HALF],
                );
                start = col;
            }
        }
    }
}

/// Whether a border runs between cell `a` and cell `b`: `b` is another region's, or there
/// is none (the grid's edge).
fn differs(group: &[usize], a: usize, b: Option<usize>) -> bool {
    b.is_none_or(|b| group[a] != group[b])
}

/// The vertical border lines: left of each column, run by run down the rows, where the
/// cells either side are of different regions; collinear neighbours merge into one line.
fn vertical_borders(ops: &mut String, side: usize, centre: &[Point], group: &[usize]) {
    for col in 0..=side {
        let mut run: Option<Point> = None;
        for row in 0..=side {
            let border = row < side && {
                let right = (col < side).then(|| row * side + col);
                let left = (col > 0).then(|| row * side + col - 1);
                match (left, right) {
                    (Some(l), r) => differs(group, l, r),
                    (None, _) => true,
                }
            };
            let top = |row: usize| {
                let cell = row.min(side - 1) * side + col.min(side - 1);
                let (x, y) = centre[cell];
                let x = if col == side { x + HALF } else { x - HALF };
                if row == side {
                    (x, y - HALF)
                } else {
                    (x, y + HALF)
                }
            };
            match (border, run) {
                (true, None) => run = Some(top(row)),
                (false, Some(from)) => {
                    line(ops, from, top(row));
                    run = None;
                }
                _ => {}
            }
        }
    }
}

/// The horizontal border lines: above each row, run by run along the columns, where the
/// cells either side are of different regions; collinear neighbours merge into one line.
fn horizontal_borders(ops: &mut String, side: usize, centre: &[Point], group: &[usize]) {
    for row in 0..=side {
        let mut run: Option<Point> = None;
        for col in 0..=side {
            let border = col < side && {
                let below = (row < side).then(|| row * side + col);
                let above = (row > 0).then(|| (row - 1) * side + col);
                match (above, below) {
                    (Some(a), b) => differs(group, a, b),
                    (None, _) => true,
                }
            };
            let left = |col: usize| {
                let cell = row.min(side - 1) * side + col.min(side - 1);
                let (x, y) = centre[cell];
                let y = if row == side { y - HALF } else { y + HALF };
                if col == side {
                    (x + HALF, y)
                } else {
                    (x - HALF, y)
                }
            };
            match (border, run) {
                (true, None) => run = Some(left(col)),
                (false, Some(from)) => {
                    line(ops, from, left(col));
                    run = None;
                }
                _ => {}
            }
        }
    }
}
