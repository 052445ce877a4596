//! A variant from its names: the comma-separated list `--variant` and Python's `variant=`
//! take (`x`, `anti-knight`, `anti-king`, `windoku`, `disjoint`, or `classic` alone), read
//! in one place so that both refuse the same lists with the same words.

use std::fmt;
use std::str::FromStr;

use super::Variant;

/// The names a variant list takes, in the order the help lists them.
pub const VARIANT_NAMES: [&str; 6] = [
    "classic",
    "x",
    "anti-knight",
    "anti-king",
    "windoku",
    "disjoint",
];

/// Why a list of variant names does not read; the caller says where the list came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantNamesError {
    /// Two commas in a row, or one at an end.
    Empty,
    /// A name not in [`VARIANT_NAMES`].
    Unknown(String),
    /// A name given twice.
    Twice(String),
    /// `classic` beside another name.
    ClassicWithOthers,
}

impl fmt::Display for VariantNamesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantNamesError::Empty => {
                f.write_str("an empty name; names are separated by single commas")
            }
            VariantNamesError::Unknown(name) => write!(
                f,
                "unknown variant {name:?}; known: {}",
                VARIANT_NAMES.join(", ")
            ),
            VariantNamesError::Twice(name) => write!(f, "{name} is named twice"),
            VariantNamesError::ClassicWithOthers => {
                f.write_str("classic means no other rule, so it takes no other name")
            }
        }
    }
}

impl std::error::Error for VariantNamesError {}

impl FromStr for Variant {
    type Err = VariantNamesError;

    /// The variant a comma-separated list names (without regions). Names are matched
    /// without regard to case; white space around a name is ignored.
    ///
    /// # Examples
    /// ```
    /// use sudograph::rules::Variant;
    /// let variant: Variant = "x,Anti-Knight".parse().unwrap();
    /// assert!(variant.diagonals && variant.anti_knight && !variant.windoku);
    /// assert_eq!("classic".parse::<Variant>().unwrap(), Variant::default());
    /// ```
    fn from_str(text: &str) -> Result<Variant, VariantNamesError> {
        let mut variant = Variant::default();
        let mut seen: Vec<String> = Vec::new();
        for name in text.split(',').map(|name| name.trim().to_ascii_lowercase()) {
            let flag = match name.as_str() {
                "classic" => None,
                "x" => Some(&mut variant.diagonals),
                "anti-knight" => Some(&mut variant.anti_knight),
                "anti-king" => Some(&mut variant.anti_king),
                "windoku" => Some(&mut variant.windoku),
                "disjoint" => Some(&mut variant.disjoint),
                "" => return Err(VariantNamesError::Empty),
                _ => return Err(VariantNamesError::Unknown(name)),
            };
            if seen.contains(&name) {
                return Err(VariantNamesError::Twice(name));
            }
            seen.push(name);
            if let Some(flag) = flag {
                *flag = true;
            }
        }
        if seen.len() > 1 && seen.iter().any(|name| name == "classic") {
            return Err(VariantNamesError::ClassicWithOthers);
        }
        Ok(variant)
    }
}
