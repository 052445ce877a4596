//! A variant from its names: the comma-separated list `--variant` and Python's `variant=`
//! take (`x`, `anti-knight`, `anti-king`, `windoku`, `disjoint`, or `classic` alone), read
//! in one place so that both refuse the same lists with the same words.

use std::fmt;

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

/// The rules a comma-separated list names, each spelled as in [`VARIANT_NAMES`], in the
/// list's order, without `classic`. Names are matched without regard to case; white space
/// around a name is ignored.
pub(super) fn read_names(text: &str) -> Result<Vec<&'static str>, VariantNamesError> {
    let mut seen: Vec<&'static str> = Vec::new();
    for name in text.split(',').map(|name| name.trim().to_ascii_lowercase()) {
        if name.is_empty() {
            return Err(VariantNamesError::Empty);
        }
        let Some(&known) = VARIANT_NAMES.iter().find(|known| **known == name) else {
            return Err(VariantNamesError::Unknown(name));
        };
        if seen.contains(&known) {
            return Err(VariantNamesError::Twice(name));
        }
        seen.push(known);
    }
    if seen.len() > 1 && seen.contains(&"classic") {
        return Err(VariantNamesError::ClassicWithOthers);
    }
    seen.retain(|name| *name != "classic");
    Ok(seen)
}
