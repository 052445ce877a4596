//! Writing grids back as text, in the layout their puzzle came in.

use std::fmt::Write;

use super::alphabet::Alphabet;
use super::puzzle::Layout;
use crate::grid::Grid;
use crate::rules::Rules;

/// Writes a grid in the given layout; empty cells print as `.`.
///
/// Line layout is one line of side² characters (numbers separated by a space past 64×64,
/// whose symbols are numbers); grid layouts put a `|` between boxes and a
/// rule between bands of boxes, the way the common `.ss` files do (none when irregular
/// regions replace the boxes). The box-size header layout writes the header the Lewis and
/// Lloyd–Amos instances have (the box size, then `1`), then each row as numbers separated
/// by a space, `-1` for an empty cell. A grid of an alphabet of numbers is written in
/// numbers in every layout.
///
/// # Examples
/// ```
/// use sudograph::format::{write_grid, read_puzzles, Alphabet, Layout, ReadOptions};
/// let grid = read_puzzles(b"2134342142131342", &ReadOptions::default()).remove(0).unwrap().grid;
/// assert_eq!(write_grid(&grid, Layout::Grid, &Alphabet::for_side(4)),
///     "2 1 | 3 4\n3 4 | 2 1\n----+----\n4 2 | 1 3\n1 3 | 4 2\n");
/// ```
pub fn write_grid(grid: &Grid, layout: Layout, alphabet: &Alphabet) -> String {
    let mut out = String::new();
    write_cells(&mut out, grid.cells(), grid.rules(), layout, alphabet);
    out
}

/// [`write_grid`] of cells in reading order under `rules`, appended to `out`: what a batch
/// writer calls to format into a buffer it reuses.
pub fn write_cells(
    out: &mut String,
    cells: &[Option<u16>],
    rules: &Rules,
    layout: Layout,
    alphabet: &Alphabet,
) {
    let side = rules.side();
    if layout == Layout::Line {
        return write_line(out, cells, |&cell| cell, alphabet);
    }
    if layout == Layout::Lewis {
        return write_lewis(out, cells, side);
    }
    // Symbols past the characters are numbers, whatever the layout asked.
    let layout = match alphabet.is_numbers() {
        true => Layout::Numbers,
        false => layout,
    };
    let (box_rows, box_cols) = rules.shown_boxes();
    let width = match layout {
        Layout::Numbers => side.to_string().len(),
        Layout::Line | Layout::Grid | Layout::Lewis => 1,
    };
    let boxes_across = side / box_cols;
    for row in 0..side {
        if row > 0 && row % box_rows == 0 {
            // The rule under a band: `-` under every character of a row, `+` under `|`.
            for b in 0..boxes_across {
                if b > 0 {
                    out.push_str("-+-");
                }
                let dashes = box_cols * width + box_cols - 1;
                out.extend(std::iter::repeat_n('-', dashes));
            }
            out.push('\n');
        }
        for col in 0..side {
            if col > 0 {
                out.push_str(if col % box_cols == 0 { " | " } else { " " });
            }
            let cell = cells[row * side + col];
            match (cell, layout) {
                (None, _) => {
                    out.extend(std::iter::repeat_n(' ', width - 1));
                    out.push('.');
                }
                (Some(s), Layout::Numbers) => {
                    let _ = write!(out, "{:>width$}", usize::from(s) + 1);
                }
                (Some(s), _) => out.push(alphabet.characters()[usize::from(s)]),
            }
        }
        out.push('\n');
    }
}

/// A solution (a colour for every cell, in reading order) appended to `out` as one line,
/// as [`write_cells`] writes its cells in [`Layout::Line`]: straight from the colours, for
/// a batch writer that has them from the search.
///
/// # Examples
/// ```
/// use sudograph::format::{write_colour_line, Alphabet};
/// let mut out = String::new();
/// write_colour_line(&mut out, &[1, 0, 2, 3, 2, 3, 1, 0, 3, 1, 0, 2, 0, 2, 3, 1], &Alphabet::for_side(4));
/// assert_eq!(out, "2134342142131342\n");
/// ```
pub fn write_colour_line(out: &mut String, colours: &[u16], alphabet: &Alphabet) {
    let Some(first) = alphabet.ascii_run() else {
        return write_line(out, colours, |&colour| Some(colour), alphabet);
    };
    // Symbol i is byte `first` + i: an addition per colour, which the compiler does many
    // at a time.
    let mut bytes = [0; 128];
    for chunk in colours.chunks(bytes.len()) {
        let highest = chunk.iter().fold(0, |most, &colour| most.max(colour));
        assert!(
            usize::from(highest) < alphabet.len(),
            "colour {highest} is past the alphabet"
        );
        let part = &mut bytes[..chunk.len()];
        for (byte, &colour) in part.iter_mut().zip(chunk) {
            *byte = first + colour as u8;
        }
        out.push_str(std::str::from_utf8(part).expect("ASCII"));
    }
    out.push('\n');
}

/// `cells` (each read as a cell by `cell`) as one line: a character a cell, `.` when
/// empty, or numbers for an alphabet of numbers.
fn write_line<T>(
    out: &mut String,
    cells: &[T],
    cell: impl Fn(&T) -> Option<u16>,
    alphabet: &Alphabet,
) {
    if alphabet.is_numbers() {
        return write_number_line(out, cells, cell, ".");
    }
    match alphabet.ascii() {
        Some(ascii) => {
            out.reserve(cells.len() + 1);
            // One byte a cell, gathered a buffer at a time: no character to encode.
            let mut bytes = [0; 128];
            for chunk in cells.chunks(bytes.len()) {
                for (byte, c) in bytes.iter_mut().zip(chunk) {
                    *byte = cell(c).map_or(b'.', |s| ascii[usize::from(s)]);
                }
                out.push_str(std::str::from_utf8(&bytes[..chunk.len()]).expect("ASCII"));
            }
        }
        None => {
            let symbols = alphabet.characters();
            out.extend(
                cells
                    .iter()
                    .map(|c| cell(c).map_or('.', |s| symbols[usize::from(s)])),
            );
        }
    }
    out.push('\n');
}

/// The box-size header layout: the box size (n for a grid of side n²), `1`, then the rows
/// as numbers, `-1` empty.
fn write_lewis(out: &mut String, cells: &[Option<u16>], side: usize) {
    let _ = writeln!(out, "{}\n1", side.isqrt());
    for row in cells.chunks(side) {
        write_number_line(out, row, |&cell| cell, "-1");
    }
}

/// `cells` (each read as a cell by `cell`) as one line of numbers from 1 separated by a
/// space, `empty` for an empty cell: a row of the box-size header layout, or the line
/// layout of an alphabet of numbers.
fn write_number_line<T>(
    out: &mut String,
    cells: &[T],
    cell: impl Fn(&T) -> Option<u16>,
    empty: &str,
) {
    for (i, c) in cells.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = match cell(c) {
            None => write!(out, "{empty}"),
            Some(s) => write!(out, "{}", usize::from(s) + 1),
        };
    }
    out.push('\n');
}
