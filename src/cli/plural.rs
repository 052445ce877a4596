//! Counts in words: a number with its noun, in the singular only for one.

/// `1 node`, `2 nodes`: a count with its noun, plural unless one.
pub fn counted(count: u64, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        _ => format!("{count} {noun}s"),
    }
}
