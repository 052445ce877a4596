//! A source's first line looked at before its puzzles are read: `solve` and `grade` read an
//! input that starts with a line of 9×9 pencil marks as pencil marks, whole, and a command
//! names where else such a line is read.

use std::io::Read;
use std::path::PathBuf;

use anyhow::Context;
use sudograph::format::is_candidate_line;

use super::{MAX_LINE, Source};

impl<K> Source<K> {
    /// The source of a command that says `advice` of a line of 9×9 pencil marks among its
    /// puzzles, instead of [`MARKS_ELSEWHERE`].
    pub fn marks_advice(self, advice: &'static str) -> Source<K> {
        Source {
            marks_advice: advice,
            ..self
        }
    }

    /// Whether the input's first line of text (not blank, not a `#` comment) is 9×9 pencil
    /// marks ([`is_candidate_line`]): the input is then read as pencil marks, as `--marks`
    /// asks. Reads up to that line and keeps it for the reader: the puzzles of a stream
    /// are not waited for.
    pub fn starts_with_marks(&mut self) -> anyhow::Result<bool> {
        let mut from = self.start;
        loop {
            let unread = &self.buffer[from..self.end];
            let line = match memchr::memchr(b'\n', unread) {
                Some(at) => &unread[..at],
                None if self.eof => unread,
                None if self.end - self.start >= MAX_LINE => return Ok(false),
                None => {
                    self.read_block()?;
                    continue;
                }
            };
            let text = line
                .strip_prefix(b"\xEF\xBB\xBF")
                .unwrap_or(line)
                .trim_ascii();
            if !text.is_empty() && !text.starts_with(b"#") {
                return Ok(std::str::from_utf8(text).is_ok_and(is_candidate_line));
            }
            if from + line.len() >= self.end {
                return Ok(false); // the input ends without a line of text
            }
            from += line.len() + 1;
        }
    }

    /// The input being read, whole, for a command that reads its inputs at once: what is
    /// read of it so far and the rest, with its name; and the inputs still to read after it.
    pub fn into_whole(mut self) -> anyhow::Result<(String, Vec<u8>, std::vec::IntoIter<PathBuf>)> {
        let mut bytes = self.buffer[self.start..self.end].to_vec();
        self.input
            .read_to_end(&mut bytes)
            .with_context(|| format!("cannot read {}", self.current))?;
        Ok((self.current.to_string(), bytes, self.later))
    }
}
