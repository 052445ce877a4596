//! `--variant NAMES`: the comma-separated list of rules a puzzle follows besides rows,
//! columns and boxes, read into a [`Variant`] with a one-line error for a name it does not
//! know, a name twice, or `classic` beside another rule.

use anyhow::bail;
use sudograph::rules::Variant;

/// The names `--variant` takes, in the order the help lists them.
const NAMES: [&str; 6] = [
    "classic",
    "x",
    "anti-knight",
    "anti-king",
    "windoku",
    "disjoint",
];

/// The variant `text` names (without regions, which `--regions` gives). Names are matched
/// without regard to case; white space around a name is ignored.
pub fn variant_names(text: &str) -> anyhow::Result<Variant> {
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
            "" => bail!("--variant {text:?}: an empty name; names are separated by single commas"),
            _ => bail!(
                "--variant {text}: unknown variant {name:?}; known: {}",
                NAMES.join(", ")
            ),
        };
        if seen.contains(&name) {
            bail!("--variant {text}: {name} is named twice");
        }
        seen.push(name);
        if let Some(flag) = flag {
            *flag = true;
        }
    }
    if seen.len() > 1 && seen.iter().any(|name| name == "classic") {
        bail!("--variant {text}: classic means no other rule, so it takes no other name");
    }
    Ok(variant)
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
