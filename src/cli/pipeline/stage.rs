//! What a command plugs into the pipeline: its [`Stage`], the [`Tally`] its chunks add up
//! to, and the [`Output`] each chunk's answers and messages are written into.

use std::fmt::Write as _;

use crate::cli::input::source::{Chunk, Entry, Record};
use crate::cli::report::report_to;
use crate::cli::status::Status;

/// What a command does to each chunk of its input.
pub trait Stage: Sync {
    /// A chunk of input, filled by the producer and reused chunk after chunk.
    type Input: Default + Send;
    /// What a chunk adds to the run's summary (statistics, counts).
    type Tally: Default + Send + Tally;

    /// Writes the output of every record of `input` into `out`, in order.
    fn work(&self, input: &Self::Input, out: &mut Output<Self::Tally>);

    /// Called on a worker thread of a run on worker threads when it finds no chunk left
    /// (or the queue gone), as it ends: a stage whose searches can use more threads lends
    /// it to the searches still running. A batch whose input is one chunk calls it once
    /// for each thread it was given beyond the calling one, before answering that chunk on
    /// the calling thread; a run on the calling thread alone never calls it otherwise.
    fn retire(&self) {}
}

/// A summary that chunks add up to, in input order.
pub trait Tally {
    /// Adds a later chunk's summary to this one.
    fn add(&mut self, later: &Self);
}

impl Tally for () {
    fn add(&mut self, _: &()) {}
}

/// Which stream a piece of output goes to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    /// Standard output.
    Out,
    /// Standard error.
    Err,
}

/// A chunk's output: text for stdout and stderr in the order it was written, the worst
/// status of its records, how many records it answered, and its share of the summary.
#[derive(Default)]
pub struct Output<T> {
    text: String,
    /// Where the text switches stream: (stream, first byte).
    switches: Vec<(Stream, usize)>,
    /// The worst outcome among the chunk's records.
    pub status: Status,
    /// Records answered.
    pub records: u64,
    /// The chunk's share of the run's summary.
    pub tally: T,
}

impl<T: Default> Output<T> {
    /// The text buffer, to append stdout text to.
    pub fn stdout(&mut self) -> &mut String {
        self.switch(Stream::Out)
    }

    /// The text buffer, to append stderr text to.
    pub fn stderr(&mut self) -> &mut String {
        self.switch(Stream::Err)
    }

    /// Answers every record of `chunk` in order, for a command whose output is plain text:
    /// each record is counted, one that did not read is written as unreadable (naming its
    /// file), and `answer` writes each puzzle, given with its index in the chunk. The loop
    /// such commands share, so that they count and report bad records alike.
    pub fn each_puzzle<K>(
        &mut self,
        chunk: &Chunk<K>,
        mut answer: impl FnMut(&mut Self, usize, &Entry),
    ) {
        for (i, record) in chunk.records.iter().enumerate() {
            self.records += 1;
            match record {
                Record::Bad(error) => self.unreadable(&chunk.file, error),
                Record::Puzzle(entry) => answer(self, i, entry),
            }
        }
    }

    /// The record of a puzzle that could not be read, in a plain-text output: the error on
    /// stderr, named after the input, and `error: …` in its place on stdout.
    fn unreadable(&mut self, input: &str, error: impl std::fmt::Display) {
        report_to(self.stderr(), format_args!("{input}: {error}"));
        let _ = writeln!(self.stdout(), "error: {error}");
        self.status.note(Status::BadInput);
    }

    fn switch(&mut self, stream: Stream) -> &mut String {
        if self.switches.last().is_none_or(|&(s, _)| s != stream) {
            self.switches.push((stream, self.text.len()));
        }
        &mut self.text
    }

    /// Empties the output for the chunk's next use.
    pub(super) fn clear(&mut self) {
        self.text.clear();
        self.switches.clear();
        self.status = Status::Success;
        self.records = 0;
        self.tally = T::default();
    }
}

impl<T> Output<T> {
    /// The text in the order it was written, piece by piece with the stream it goes to.
    pub(super) fn pieces(&self) -> impl Iterator<Item = (Stream, &[u8])> {
        self.switches
            .iter()
            .enumerate()
            .map(|(i, &(stream, start))| {
                let end = self
                    .switches
                    .get(i + 1)
                    .map_or(self.text.len(), |&(_, next)| next);
                (stream, &self.text.as_bytes()[start..end])
            })
    }
}
