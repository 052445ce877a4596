//! How each answer of a batch command is written: in the command's own words, as JSON Lines
//! (one object per puzzle), or as CSV (a header, then one row per puzzle), so that scripts
//! read verdicts, solutions, counts and statistics without parsing sentences.

use std::fmt::Write as _;

use clap::ValueEnum;

/// The form of a batch command's output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum RecordFormat {
    /// The command's own words, one record per puzzle.
    #[default]
    Text,
    /// JSON Lines: one object per puzzle.
    Json,
    /// CSV: a header line, then one row per puzzle.
    Csv,
}

/// A field's value.
#[derive(Clone, Copy, Debug)]
pub enum Value<'a> {
    /// A string, quoted in JSON (and in CSV where it must be).
    Text(&'a str),
    /// A count.
    Number(u64),
    /// A yes or no.
    Bool(bool),
    /// A rating in tenths, written as a decimal: 71 is `7.1`.
    Tenths(u16),
    /// Nothing to say for this record: `null` in JSON, an empty CSV field.
    Missing,
}

impl<'a> Value<'a> {
    /// `text`, or [`Value::Missing`] when it is empty: a message only some records have.
    pub fn text_or_missing(text: &'a str) -> Value<'a> {
        match text {
            "" => Value::Missing,
            text => Value::Text(text),
        }
    }
}

/// The field every record ends with: the input its puzzle (or grid) was read from, named
/// as messages name it (the path, or `<stdin>`), so that the records of a run over several
/// files say which file each answers.
pub const FILE_FIELD: &str = "file";

/// Writes one record, whose fields are `columns` with `values` in the same order, then
/// [`FILE_FIELD`] with `file`, as a JSON object or a CSV row.
///
/// # Panics
/// With [`RecordFormat::Text`], which has no fields.
pub fn write(
    out: &mut String,
    format: RecordFormat,
    columns: &[&str],
    values: &[Value<'_>],
    file: &str,
) {
    debug_assert_eq!(columns.len(), values.len());
    let columns = columns.iter().chain([&FILE_FIELD]);
    let file = Value::Text(file);
    let values = values.iter().chain([&file]);
    match format {
        RecordFormat::Text => unreachable!("text records are the command's own words"),
        RecordFormat::Json => {
            out.push('{');
            for (i, (column, value)) in columns.zip(values).enumerate() {
                if i > 0 {
                    out.push(',');
                }
                json_string(out, column);
                out.push(':');
                match *value {
                    Value::Text(text) => json_string(out, text),
                    Value::Missing => out.push_str("null"),
                    scalar => write_scalar(out, scalar),
                }
            }
            out.push_str("}\n");
        }
        RecordFormat::Csv => {
            for (i, value) in values.enumerate() {
                if i > 0 {
                    out.push(',');
                }
                match *value {
                    Value::Text(text) => csv_field(out, text),
                    Value::Missing => {}
                    scalar => write_scalar(out, scalar),
                }
            }
            out.push('\n');
        }
    }
}

/// A rating in tenths as a decimal, as every output writes it: 71 is `7.1`.
pub fn decimal(tenths: u16) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// A number or a boolean, written the same in JSON and CSV.
fn write_scalar(out: &mut String, value: Value<'_>) {
    let _ = match value {
        Value::Number(n) => write!(out, "{n}"),
        Value::Bool(b) => write!(out, "{b}"),
        Value::Tenths(t) => write!(out, "{}", decimal(t)),
        Value::Text(_) | Value::Missing => unreachable!("not a scalar"),
    };
}

/// The header line CSV output starts with, `columns` then [`FILE_FIELD`]; nothing for the
/// other formats.
pub fn header(out: &mut String, format: RecordFormat, columns: &[&str]) {
    if format == RecordFormat::Csv {
        for (i, column) in columns.iter().chain([&FILE_FIELD]).enumerate() {
            if i > 0 {
                out.push(',');
            }
            csv_field(out, column);
        }
        out.push('\n');
    }
}

/// `text` as a JSON string, escaped by serde_json.
fn json_string(out: &mut String, text: &str) {
    out.push_str(&serde_json::to_string(text).expect("a string always serialises"));
}

/// `text` as a CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, a
/// quote or a line break.
fn csv_field(out: &mut String, text: &str) {
    if text.contains([',', '"', '\n', '\r']) {
        out.push('"');
        out.push_str(&text.replace('"', "\"\""));
        out.push('"');
    } else {
        out.push_str(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COLUMNS: [&str; 4] = ["puzzle", "verdict", "message", "unique"];

    fn record(format: RecordFormat, message: &str) -> String {
        let mut out = String::new();
        let values = [
            Value::Number(3),
            Value::Text("no solution"),
            Value::Text(message),
            Value::Missing,
        ];
        write(&mut out, format, &COLUMNS, &values, "a b.txt");
        out
    }

    #[test]
    fn json_lines_escape_strings_and_write_null() {
        assert_eq!(
            record(RecordFormat::Json, "row 1: \"5\" given twice\t"),
            "{\"puzzle\":3,\"verdict\":\"no solution\",\"message\":\"row 1: \\\"5\\\" given twice\\t\",\"unique\":null,\"file\":\"a b.txt\"}\n"
        );
        let parsed: serde_json::Value =
            serde_json::from_str(&record(RecordFormat::Json, "é, \"x\"\n")).unwrap();
        assert_eq!(parsed["message"], "é, \"x\"\n");
        assert_eq!(parsed["file"], "a b.txt");
    }

    #[test]
    fn csv_quotes_only_what_needs_it() {
        let mut out = String::new();
        header(&mut out, RecordFormat::Csv, &COLUMNS);
        assert_eq!(out, "puzzle,verdict,message,unique,file\n");
        assert_eq!(
            record(RecordFormat::Csv, "row 1: 5 given twice, columns 1 and 2"),
            "3,no solution,\"row 1: 5 given twice, columns 1 and 2\",,a b.txt\n"
        );
        assert_eq!(
            record(RecordFormat::Csv, "say \"x\""),
            "3,no solution,\"say \"\"x\"\"\",,a b.txt\n"
        );
        assert_eq!(
            record(RecordFormat::Csv, "plain"),
            "3,no solution,plain,,a b.txt\n"
        );
    }
}
