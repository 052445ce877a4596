//! Just enough JSON for the page's data: strings, numbers and lists, written so that the
//! text can sit inside an HTML `<script>` element (no `<`, so never `</script>`).

use std::fmt::Write;

/// `text` as a JSON string, quoted; `<`, `>`, `&` and the line and paragraph separators
/// are escaped as `\uXXXX`, which HTML leaves alone inside a script.
pub(crate) fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 || matches!(c, '<' | '>' | '&' | '\u{2028}' | '\u{2029}') => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON list of items already written as JSON.
pub(crate) fn list(items: impl IntoIterator<Item = impl AsRef<str>>) -> String {
    let mut out = String::from("[");
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(item.as_ref());
    }
    out.push(']');
    out
}

/// A JSON list of numbers.
pub(crate) fn numbers<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    list(items.into_iter().map(|n| n.to_string()))
}

#[cfg(test)]
mod tests {
    use super::{list, numbers, string};

    #[test]
    fn strings_are_escaped_for_json_inside_a_script() {
        assert_eq!(string("a \"b\" \\ c"), r#""a \"b\" \\ c""#);
        assert_eq!(string("</script>&"), r#""\u003c/script\u003e\u0026""#);
        assert_eq!(string("r1c1 ≠ 5\n"), "\"r1c1 ≠ 5\\n\"");
        assert_eq!(list([string("x"), numbers([1, 2])]), r#"["x",[1,2]]"#);
    }
}
