//! The kinds of puzzle a reader meets: for each side, the rules and the alphabet, built
//! once from the read options the first time a puzzle of that side is read.

use super::alphabet::Alphabet;
use super::error::ParseErrorKind;
use super::options::ReadOptions;
use super::side_from::SideFrom;
use crate::rules::{Rules, RulesError};
use crate::shape::{Shape, ShapeError};

/// The rules and alphabet of one side.
pub(super) struct Kind {
    pub(super) side: usize,
    pub(super) rules: Rules,
    pub(super) alphabet: Alphabet,
}

/// Every kind met so far, under the reader's options.
pub(super) struct Kinds {
    options: ReadOptions,
    /// The option that fixes the side, or why the options contradict each other.
    fixed: Result<Option<SideFrom>, ParseErrorKind>,
    list: Vec<Kind>,
}

impl Kinds {
    pub(super) fn new(options: ReadOptions) -> Kinds {
        Kinds {
            fixed: options.fixed_by(),
            options,
            list: Vec::new(),
        }
    }

    /// The side the options fix, if any; an error when they disagree.
    pub(super) fn fixed(&self) -> Result<Option<usize>, ParseErrorKind> {
        Ok(self.fixed_by()?.map(SideFrom::side))
    }

    /// The option that fixes the side, if any; an error when the options disagree.
    pub(super) fn fixed_by(&self) -> Result<Option<SideFrom>, ParseErrorKind> {
        self.fixed.clone()
    }

    /// Kind `i`.
    pub(super) fn get(&self, i: usize) -> &Kind {
        &self.list[i]
    }

    /// Whether a grid of this side can be read: it has rules under the options.
    pub(super) fn readable(&mut self, side: usize) -> bool {
        self.index(side).is_ok()
    }

    /// The kind of a side, built on first use; why there is none (a side that is not n²
    /// with no box shape given, too large a side). Callers ask only for the side the
    /// options fix, when they fix one.
    pub(super) fn index(&mut self, side: usize) -> Result<usize, ParseErrorKind> {
        if let Some(i) = self.list.iter().position(|k| k.side == side) {
            return Ok(i);
        }
        let options = &self.options;
        let shape = match (options.shape, &options.variant.regions) {
            (Some(shape), _) => Ok(shape),
            (None, None) => Shape::for_side(side),
            (None, Some(_)) => Shape::squarest(side),
        }
        .map_err(|error| match error {
            ShapeError::NotSquare(side) if side >= 2 => {
                ParseErrorKind::BoxesNeeded { side, option: None }
            }
            error => ParseErrorKind::Shape(error),
        })?;
        let rules = Rules::new(shape, options.variant.clone()).map_err(|error| match error {
            RulesError::Side(mismatch) => ParseErrorKind::OptionsDisagree(
                SideFrom::Regions(mismatch.regions),
                SideFrom::Boxes(mismatch.grid),
            ),
            error => ParseErrorKind::Rules(error),
        })?;
        let alphabet = options
            .symbols
            .clone()
            .unwrap_or_else(|| Alphabet::for_side(side));
        self.list.push(Kind {
            side,
            rules,
            alphabet,
        });
        Ok(self.list.len() - 1)
    }
}
