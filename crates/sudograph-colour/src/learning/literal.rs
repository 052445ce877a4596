//! The literals the learning search reasons about: "node v takes colour c" (a placement)
//! and "node v does not take colour c" (an exclusion), one Boolean variable per (v, c).

use crate::colour::Colour;
use crate::colour_set::ColourSet;

/// Bits of a variable that hold its colour, for colour sets of type `S`: a variable is
/// `node << colour_bits::<S>() | colour`, so node and colour come out with a shift and a
/// mask (six bits for a word's 64 colours, nine for eight words' 512).
pub(super) const fn colour_bits<S: ColourSet>() -> u32 {
    assert!(
        S::CAPACITY.is_power_of_two(),
        "colour sets of a power of two"
    );
    S::CAPACITY.trailing_zeros()
}

/// A variable: one node and one colour.
pub(super) type Var = u32;

/// The variable of node v and colour c, in a search on colour sets of type `S`.
pub(super) fn var<S: ColourSet>(v: usize, c: usize) -> Var {
    ((v as u32) << colour_bits::<S>()) | c as u32
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

    /// Its node, in a search on colour sets of type `S`.
    pub(super) fn node<S: ColourSet>(self) -> usize {
        (self.0 >> (colour_bits::<S>() + 1)) as usize
    }

    /// Its colour, in a search on colour sets of type `S`.
    pub(super) fn colour<S: ColourSet>(self) -> Colour {
        ((self.0 >> 1) & ((1 << colour_bits::<S>()) - 1)) as Colour
    }

    /// A dense index over all literals, for per-literal tables.
    pub(super) fn index(self) -> usize {
        self.0 as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A literal's node, colour and sign come back, for every width of colour set.
    fn knows<S: ColourSet>(node: usize, colour: usize) {
        let x = var::<S>(node, colour);
        let (place, exclude) = (Lit::place(x), Lit::exclude(x));
        assert_eq!(
            (place.node::<S>(), place.colour::<S>(), place.is_place()),
            (node, colour as Colour, true)
        );
        assert_eq!(
            (
                exclude.node::<S>(),
                exclude.colour::<S>(),
                exclude.is_place()
            ),
            (node, colour as Colour, false)
        );
        assert_eq!(place.negate(), exclude);
        assert_eq!(exclude.var(), x);
        assert_ne!(place.index(), exclude.index());
    }

    #[test]
    fn a_literal_knows_its_node_colour_and_sign() {
        use crate::colour_set::Wide;
        knows::<u64>(1000, 63);
        knows::<Wide<2>>(6560, 127);
        knows::<Wide<8>>(160_000, 511);
    }
}
