//! The literals the learning search reasons about: "node v takes colour c" (a placement)
//! and "node v does not take colour c" (an exclusion), one Boolean variable per (v, c).

use crate::colour::palette::Colour;

/// Bits of a variable that hold its colour: a variable is `node << COLOUR_BITS | colour`, so
/// node and colour come out with a shift and a mask (k ≤ 64 colours fit six bits).
pub(super) const COLOUR_BITS: u32 = 6;

/// A variable: one node and one colour.
pub(super) type Var = u32;

/// The variable of node v and colour c.
pub(super) fn var(v: usize, c: usize) -> Var {
    ((v as u32) << COLOUR_BITS) | c as u32
}

/// A literal: a variable and a sign, `var << 1` for the placement, `| 1` for the exclusion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Lit(u32);

impl Lit {
    /// "Node v takes colour c".
    pub(super) fn place(var: Var) -> Lit {
        Lit(var << 1)
    }

    /// "Node v does not take colour c".
    pub(super) fn exclude(var: Var) -> Lit {
        Lit((var << 1) | 1)
    }

    /// Its variable.
    pub(super) fn var(self) -> Var {
        self.0 >> 1
    }

    /// True for a placement, false for an exclusion.
    pub(super) fn is_place(self) -> bool {
        self.0 & 1 == 0
    }

    /// The opposite literal.
    pub(super) fn negate(self) -> Lit {
        Lit(self.0 ^ 1)
    }

    /// Its node.
    pub(super) fn node(self) -> usize {
        (self.0 >> (COLOUR_BITS + 1)) as usize
    }

    /// Its colour.
    pub(super) fn colour(self) -> Colour {
        ((self.0 >> 1) & ((1 << COLOUR_BITS) - 1)) as Colour
    }

    /// A dense index over all literals, for per-literal tables.
    pub(super) fn index(self) -> usize {
        self.0 as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_literal_knows_its_node_colour_and_sign() {
        let x = var(1000, 63);
        let (place, exclude) = (Lit::place(x), Lit::exclude(x));
        assert_eq!(
            (place.node(), place.colour(), place.is_place()),
            (1000, 63, true)
        );
        assert_eq!(
            (exclude.node(), exclude.colour(), exclude.is_place()),
            (1000, 63, false)
        );
        assert_eq!(place.negate(), exclude);
        assert_eq!(exclude.var(), x);
        assert_ne!(place.index(), exclude.index());
    }
}
