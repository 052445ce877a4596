//! What the reader may be told in advance: the alphabet, the box shape, the variant.

use super::alphabet::Alphabet;
use super::error::ParseErrorKind;
use super::side_from::SideFrom;
use crate::rules::Variant;
use crate::shape::Shape;

/// What the reader may be told in advance.
#[derive(Clone, Debug, Default)]
pub struct ReadOptions {
    /// Symbols to use instead of the default alphabet; fixes the side.
    pub symbols: Option<Alphabet>,
    /// Box shape, for sides that are not n² (6×6 with 2×3 boxes) or to settle the side.
    pub shape: Option<Shape>,
    /// The rules every puzzle is played under (Sudoku X, jigsaw regions, which fix the
    /// side); classic by default.
    pub variant: Variant,
    /// The column (from 1) that holds the puzzles in a file of comma-separated fields
    /// (CSV); by default, in a file whose first line is a CSV header, the column it names
    /// `quizzes`, `quiz`, `puzzle`, `puzzles` or `question`.
    pub column: Option<usize>,
}

impl ReadOptions {
    /// The side the options fix, if any (alphabet, box shape, region map); an error when
    /// two of them disagree.
    pub fn fixed_side(&self) -> Result<Option<usize>, ParseErrorKind> {
        Ok(self.fixed_by()?.map(SideFrom::side))
    }

    /// Which option fixes the side, if any; an error when two of them disagree.
    pub(super) fn fixed_by(&self) -> Result<Option<SideFrom>, ParseErrorKind> {
        let sides = [
            self.symbols.as_ref().map(|s| SideFrom::Symbols(s.len())),
            self.shape.map(|s| SideFrom::Boxes(s.side())),
            self.variant
                .regions
                .as_ref()
                .map(|r| SideFrom::Regions(r.side())),
        ];
        let mut fixed = sides.into_iter().flatten();
        let Some(first) = fixed.next() else {
            return Ok(None);
        };
        match fixed.find(|other| other.side() != first.side()) {
            Some(other) => Err(ParseErrorKind::OptionsDisagree(first, other)),
            None => Ok(Some(first)),
        }
    }
}
