//! Jigsaw region maps: one label per cell.

use super::error::{ParseError, ParseErrorKind};
use crate::rules::{Regions, RegionsError};
use crate::shape::MAX_SIDE;

/// Reads a jigsaw region map: one label per cell, any character but white space (which is
/// ignored), as `side` rows of `side` labels or one line of side² labels; blank lines and
/// `#` comment lines are skipped. Regions are numbered in the order their labels first
/// appear, so region 1 holds the top left cell.
///
/// # Errors
/// The first problem, with its line and column: rows of unequal length, a map that is not
/// square, a label too many, a region with too many cells.
///
/// # Examples
/// ```
/// use sudograph::format::read_regions;
/// let regions = read_regions(b"AABB\nAABB\nCCDD\nCDDC\n").unwrap();
/// assert_eq!(regions.of_cell()[13], 3);
/// let error = read_regions(b"AABB\nAAAB\nCCDD\nCDDC\n").unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 3: region 'A' has 5 cells; each region needs 4");
/// ```
pub fn read_regions(text: &[u8]) -> Result<Regions, ParseError> {
    let text = text.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(text);
    // Each label with its 1-based line and column.
    let mut rows: Vec<Vec<(char, usize, usize)>> = Vec::new();
    for (index, raw) in text.split(|&b| b == b'\n').enumerate() {
        let line = std::str::from_utf8(raw).map_err(|_| ParseError {
            line: index + 1,
            column: None,
            kind: ParseErrorKind::NotUtf8,
        })?;
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let labels = line.chars().enumerate();
        rows.push(
            labels
                .filter(|(_, c)| !c.is_whitespace())
                .map(|(column, c)| (c, index + 1, column + 1))
                .collect(),
        );
    }
    let Some(first) = rows.first() else {
        return Err(ParseError {
            line: 1,
            column: None,
            kind: ParseErrorKind::BadLength {
                cells: 0,
                expected: "a region map".to_string(),
            },
        });
    };
    let cells: Vec<(char, usize, usize)> = if rows.len() == 1 {
        first.clone()
    } else {
        let side = first.len();
        if let Some(row) = rows.iter().find(|row| row.len() != side) {
            return Err(ParseError {
                line: row[0].1,
                column: None,
                kind: ParseErrorKind::RowLength {
                    cells: row.len(),
                    side,
                },
            });
        }
        if rows.len() != side {
            return Err(ParseError {
                line: rows[rows.len().min(side + 1) - 1][0].1,
                column: None,
                kind: ParseErrorKind::MapRows {
                    rows: rows.len(),
                    side,
                },
            });
        }
        rows.concat()
    };
    let mut labels: Vec<char> = Vec::new();
    let of_cell: Vec<u8> = cells
        .iter()
        .map(|&(c, ..)| {
            let region = labels.iter().position(|&l| l == c).unwrap_or_else(|| {
                labels.push(c);
                labels.len() - 1
            });
            region.min(u8::MAX as usize) as u8
        })
        .collect();
    Regions::new(of_cell).map_err(|error| {
        let side = cells.len().isqrt();
        let at = |cell: usize, kind| ParseError {
            line: cells[cell].1,
            column: Some(cells[cell].2),
            kind,
        };
        match error {
            RegionsError::Cells(count) => ParseError {
                line: cells[0].1,
                column: None,
                kind: ParseErrorKind::BadLength {
                    cells: count,
                    expected: format!("side² labels for a side from 2 to {MAX_SIDE}"),
                },
            },
            RegionsError::TooMany { cell, .. } => at(
                cell,
                ParseErrorKind::TooManyRegions {
                    label: cells[cell].0,
                    side,
                },
            ),
            RegionsError::Size { size, cell, .. } => at(
                cell,
                ParseErrorKind::RegionSize {
                    label: cells[cell].0,
                    size,
                    side,
                },
            ),
        }
    })
}
