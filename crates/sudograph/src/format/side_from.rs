//! Which read option fixes the side of the grid, to say which two disagree.

use std::fmt;

/// A read option that fixes the side of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideFrom {
    /// An alphabet of this many symbols.
    Symbols(usize),
    /// A box shape making this side.
    Boxes(usize),
    /// A region map of this side.
    Regions(usize),
    /// A box-size header line making this side (box size 3: side 9).
    Header(usize),
}

impl SideFrom {
    /// The side it fixes.
    pub fn side(self) -> usize {
        match self {
            SideFrom::Symbols(side)
            | SideFrom::Boxes(side)
            | SideFrom::Regions(side)
            | SideFrom::Header(side) => side,
        }
    }
}

impl fmt::Display for SideFrom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SideFrom::Symbols(n) => write!(f, "the alphabet has {n} symbols"),
            SideFrom::Boxes(side) => write!(f, "the box shape makes side {side}"),
            SideFrom::Regions(side) => write!(f, "the region map is {side}×{side}"),
            SideFrom::Header(side) => write!(f, "the box-size line makes side {side}"),
        }
    }
}
