//! `--variant NAMES`: the comma-separated list of rules a puzzle follows besides rows,
//! columns and boxes, read into a [`Variant`] by the library, with a one-line error for a
//! name it does not know, a name twice, or `classic` beside another rule.

use anyhow::bail;
use sudograph::rules::{Variant, VariantNamesError};

/// The variant `text` names (without regions, which `--regions` gives).
pub fn variant_names(text: &str) -> anyhow::Result<Variant> {
    match text.parse() {
        Ok(variant) => Ok(variant),
        Err(error @ VariantNamesError::Empty) => bail!("--variant {text:?}: {error}"),
        Err(error) => bail!("--variant {text}: {error}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_combine() {
        let variant = variant_names("x,Anti-Knight").unwrap();
        assert!(variant.diagonals && variant.anti_knight);
        assert!(!variant.anti_king && !variant.windoku && !variant.disjoint);
        assert_eq!(variant_names("classic").unwrap(), Variant::default());
    }

    #[test]
    fn bad_lists_are_refused_with_the_problem_named() {
        let error = |text: &str| variant_names(text).unwrap_err().to_string();
        assert_eq!(
            error("x,knight"),
            "--variant x,knight: unknown variant \"knight\"; known: classic, x, anti-knight, anti-king, windoku, disjoint"
        );
        assert_eq!(error("x,x"), "--variant x,x: x is named twice");
        assert!(error("classic,x").contains("classic means no other rule"));
        assert!(error("x,,windoku").contains("an empty name"));
    }
}
