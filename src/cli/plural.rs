//! Counts in words: a number with its noun, in the singular only for one, and numbers with
//! their thousands set apart.

/// `1 node`, `2 nodes`: a count with its noun, plural unless one.
pub fn counted(count: u64, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        _ => format!("{count} {noun}s"),
    }
}

/// `4,000`: a count with its thousands set apart by commas, as the help text writes them.
pub fn thousands(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn thousands_are_set_apart() {
        let cases = [
            (0, "0"),
            (250, "250"),
            (4_000, "4,000"),
            (1_234_567, "1,234,567"),
        ];
        for (count, text) in cases {
            assert_eq!(thousands(count), text);
        }
    }
}
