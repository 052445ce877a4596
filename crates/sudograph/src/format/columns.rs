//! Puzzles in CSV files: a header line names the columns (Kaggle's `quizzes,solutions`),
//! the puzzle's column is picked by its name or by number (`ReadOptions::column`), and each
//! line after the header gives the reader its field in that column, with where it starts.

/// Names of a header's puzzle column, matched without regard to case.
pub(super) const NAMES: [&str; 5] = ["quizzes", "quiz", "puzzle", "puzzles", "question"];

/// What a line gives the reader to read.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Field<'a> {
    /// The whole line: the file is no CSV.
    Whole,
    /// A header line, read for its names: nothing to read.
    Header,
    /// The puzzle's field, starting `offset` characters into the line.
    Cell {
        /// The field, without surrounding spaces and quotes.
        text: &'a str,
        /// Characters of the line before it.
        offset: usize,
    },
    /// The line has no field in the puzzle's column (1-based).
    Missing(usize),
    /// A header that names no puzzle column, and no column was given.
    Unnamed,
}

/// Which CSV column holds the puzzles: asked for, or found in the header.
#[derive(Clone, Debug)]
pub(super) struct Columns {
    /// The column asked for, from 1.
    asked: Option<usize>,
    /// The column read, from 0, once known.
    chosen: Option<usize>,
    /// Whether the first line with text has been seen.
    decided: bool,
}

impl Columns {
    /// The columns of a file, `asked` the puzzle column from 1 when given.
    pub(super) fn new(asked: Option<usize>) -> Columns {
        Columns {
            asked,
            chosen: None,
            decided: false,
        }
    }

    /// Whether the file is read as CSV: lines give their field in the puzzles' column.
    pub(super) fn is_csv(&self) -> bool {
        self.chosen.is_some()
    }

    /// What `line` (a line with text, not a comment) gives to read.
    pub(super) fn field<'a>(&mut self, line: &'a str) -> Field<'a> {
        if !std::mem::replace(&mut self.decided, true) {
            self.chosen = self.asked.map(|n| n.saturating_sub(1));
            if is_header(line) {
                if self.chosen.is_none() {
                    self.chosen = line.split(',').position(|name| {
                        let name = name.trim().trim_matches('"');
                        NAMES.iter().any(|n| n.eq_ignore_ascii_case(name))
                    });
                }
                return match self.chosen {
                    Some(_) => Field::Header,
                    None => Field::Unnamed,
                };
            }
        }
        let Some(column) = self.chosen else {
            return Field::Whole;
        };
        let mut start = 0;
        for (i, field) in line.split(',').enumerate() {
            if i == column {
                let inner = field.trim_start();
                let mut at = start + field.len() - inner.len();
                let mut text = inner.trim_end();
                if let Some(unquoted) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
                    text = unquoted;
                    at += 1;
                }
                let offset = line[..at].chars().count();
                return Field::Cell { text, offset };
            }
            start += field.len() + 1;
        }
        Field::Missing(column + 1)
    }
}

/// Whether a line is a CSV header: two fields or more, each a name of letters, spaces and
/// `_` (so no puzzle, which holds digits or empty marks).
fn is_header(line: &str) -> bool {
    line.contains(',')
        && line.split(',').all(|field| {
            let name = field.trim().trim_matches('"');
            !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphabetic() || c == '_' || c == ' ')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_names_the_column_and_each_line_gives_its_field() {
        let mut columns = Columns::new(None);
        assert_eq!(columns.field("quizzes,solutions"), Field::Header);
        assert_eq!(
            columns.field("..34.421...31342,2134342142131342"),
            Field::Cell {
                text: "..34.421...31342",
                offset: 0
            }
        );
        let mut second = Columns::new(None);
        assert_eq!(second.field("id, \"puzzle\" ,rating"), Field::Header);
        assert_eq!(
            second.field("7, \"..34\" ,1.5"),
            Field::Cell {
                text: "..34",
                offset: 4
            }
        );
        assert_eq!(second.field("7"), Field::Missing(2));
        assert_eq!(Columns::new(None).field("a,b"), Field::Unnamed);
        assert_eq!(Columns::new(None).field("..34.421...31342"), Field::Whole);
        let mut asked = Columns::new(Some(2));
        assert_eq!(
            asked.field("x,..34"),
            Field::Cell {
                text: "..34",
                offset: 2
            }
        );
    }
}
