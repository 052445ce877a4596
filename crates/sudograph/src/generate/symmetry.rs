//! The symmetry of a generated puzzle's clues: clues are taken away a whole orbit at a time
//! (a cell with its images under the symmetry), so that the clues left are symmetric.

use std::fmt;
use std::str::FromStr;

/// How the clues of a generated puzzle are placed, as QQWing offers them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Clues anywhere.
    #[default]
    None,
    /// Clues in fours, turned a quarter about the centre.
    Rotate90,
    /// Clues in pairs opposite about the centre.
    Rotate180,
    /// Clues in pairs mirrored left to right.
    Mirror,
    /// Clues in pairs mirrored top to bottom.
    Flip,
    /// One of the others, drawn from each puzzle's seed.
    Random,
}

impl Symmetry {
    /// Every symmetry, by name order.
    pub const ALL: [Symmetry; 6] = [
        Symmetry::None,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Mirror,
        Symmetry::Flip,
        Symmetry::Random,
    ];

    /// The symmetry's name: `none`, `rotate90`, `rotate180`, `mirror`, `flip`, `random`.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate90 => "rotate90",
            Symmetry::Rotate180 => "rotate180",
            Symmetry::Mirror => "mirror",
            Symmetry::Flip => "flip",
            Symmetry::Random => "random",
        }
    }

    /// The symmetry a puzzle made from `seed` gets: itself, or for [`Symmetry::Random`]
    /// one of the others drawn from the seed.
    pub fn resolve(self, seed: u64) -> Symmetry {
        match self {
            Symmetry::Random => {
                Symmetry::ALL[(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize % 5]
            }
            symmetry => symmetry,
        }
    }

    /// The orbit of `cell` in a grid of `side`: the cell first, then its other images,
    /// each once (the centre of an odd side is its own image); the cell alone for
    /// [`Symmetry::Random`], which [`Symmetry::resolve`] turns into another first.
    ///
    /// # Examples
    /// ```
    /// use sudograph::generate::Symmetry;
    /// assert_eq!(Symmetry::Rotate90.orbit(4, 1), [1, 7, 14, 8]); // r1c2, r2c4, r4c3, r3c1
    /// assert_eq!(Symmetry::Mirror.orbit(9, 40), [40]);
    /// ```
    pub fn orbit(self, side: usize, cell: usize) -> Vec<usize> {
        let (r, c) = (cell / side, cell % side);
        let last = side - 1;
        let images: Vec<(usize, usize)> = match self {
            Symmetry::None | Symmetry::Random => vec![],
            Symmetry::Rotate90 => vec![(c, last - r), (last - r, last - c), (last - c, r)],
            Symmetry::Rotate180 => vec![(last - r, last - c)],
            Symmetry::Mirror => vec![(r, last - c)],
            Symmetry::Flip => vec![(last - r, c)],
        };
        let mut orbit = vec![cell];
        for (r, c) in images {
            let image = r * side + c;
            if !orbit.contains(&image) {
                orbit.push(image);
            }
        }
        orbit
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = String;

    /// A symmetry from its name.
    fn from_str(name: &str) -> Result<Symmetry, String> {
        Symmetry::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| {
                format!(
                    "unknown symmetry '{name}' (none, rotate90, rotate180, mirror, flip, random)"
                )
            })
    }
}
