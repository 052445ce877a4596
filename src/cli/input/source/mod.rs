//! Puzzle input for the batch pipeline: files (or stdin) read one after the other as one
//! stream of records, each block by block and parsed line by line into chunks of puzzles. A
//! chunk holds its cells in one buffer that is reused, and each set of rules met gets its
//! compiled tools (a solver, a validator) once, shared by every chunk; so reading allocates
//! nothing per puzzle and holds only the chunks in flight, however many files there are.

use std::io::{ErrorKind, Read};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::{Context, bail};
use sudograph::format::{Alphabet, Layout, ParseError, PuzzleReader, PuzzleView, ReadOptions};
use sudograph::rules::Rules;
use sudograph::solve::Solver;

use super::ceiling::Ceiling;
use super::marks_advice::MARKS_ELSEWHERE;
use super::paths::{input_paths, input_size, inputs_name, is_stdin, open_input};
use super::stdin_end::stdin_ends_without_waiting;

mod first_line;

/// Bytes read from the input at a time.
const BLOCK: usize = 64 * 1024;

/// The longest line kept: far more than any puzzle line or grid row needs (a 64×64 line is
/// 4,096 cells), so that a file without line breaks cannot fill the memory.
pub const MAX_LINE: usize = 1 << 20;

/// How much work a chunk holds, counted as side³ per puzzle (cells times the side, which
/// grows about as a puzzle's cost does): about 180 9×9 puzzles, 8 of 25×25, one of 49×49.
/// Small enough to keep every thread busy on a short file of big grids, large enough that
/// handing a chunk over costs little next to its work.
pub const CHUNK_WEIGHT: usize = 1 << 17;

/// The option that gives a box shape, for the reader's messages to name, with the space
/// before the shape they suggest.
pub const BOX_OPTION: &str = "--box ";

/// A puzzle's place in a chunk.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Index of its rules among the source's kinds ([`Chunk::kind`]).
    pub kind: usize,
    /// How it was written.
    pub layout: Layout,
    /// 1-based line where it starts.
    pub line: usize,
    /// Where its cells start in the chunk's cell buffer.
    start: usize,
}

/// One record of the input: a puzzle, or the error of one that did not read.
#[derive(Debug)]
pub enum Record {
    /// A puzzle that read, with its place in the chunk.
    Puzzle(Entry),
    /// Why a puzzle did not read.
    Bad(ParseError),
}

/// A record's layout, when it is a puzzle.
pub fn layout_of(record: &Record) -> Option<Layout> {
    match record {
        Record::Puzzle(entry) => Some(entry.layout),
        Record::Bad(_) => None,
    }
}

/// What a source compiles once for each set of rules: `K` is the command's own (a solver,
/// a validator), beside the rules and alphabet.
pub struct Kind<K> {
    /// The rules.
    pub rules: Rules,
    /// The symbols the puzzles under them are written in.
    pub alphabet: Alphabet,
    /// The command's tools for them.
    pub tools: K,
}

/// A chunk of records, with the cells of its puzzles in one reused buffer. Its records all
/// come from one input: a chunk ends where its input does.
pub struct Chunk<K> {
    /// The records, in input order.
    pub records: Vec<Record>,
    /// The name of the input the records come from, as messages and records give it
    /// (`<stdin>` or the path).
    pub file: Arc<str>,
    cells: Vec<Option<u16>>,
    kinds: Vec<Arc<Kind<K>>>,
    /// Records of the input before this chunk: its first record is number `first + 1`.
    pub first: u64,
    /// The layout of the record before this chunk, when it is a puzzle.
    pub layout_before: Option<Layout>,
    weight: usize,
}

impl<K> Default for Chunk<K> {
    fn default() -> Chunk<K> {
        Chunk {
            records: Vec::new(),
            file: Arc::from(""),
            cells: Vec::new(),
            kinds: Vec::new(),
            first: 0,
            layout_before: None,
            weight: 0,
        }
    }
}

impl<K> Chunk<K> {
    /// The number of record `i` of this chunk in the whole input, counted from 1.
    pub fn number(&self, i: usize) -> u64 {
        self.first + i as u64 + 1
    }

    /// The layout of the record before record `i` of this chunk, when it is a puzzle.
    pub fn layout_before(&self, i: usize) -> Option<Layout> {
        match i.checked_sub(1) {
            None => self.layout_before,
            Some(before) => layout_of(&self.records[before]),
        }
    }

    /// A puzzle's cells in reading order.
    pub fn cells(&self, entry: &Entry) -> &[Option<u16>] {
        let side = self.kinds[entry.kind].rules.side();
        &self.cells[entry.start..entry.start + side * side]
    }

    /// A puzzle's rules, alphabet and tools.
    pub fn kind(&self, entry: &Entry) -> &Kind<K> {
        &self.kinds[entry.kind]
    }

    /// Empties the chunk for reuse.
    pub fn clear(&mut self) {
        self.records.clear();
        self.cells.clear();
        self.weight = 0;
    }

    /// Adds a record read, with its cost; a puzzle of no kind (one the command refuses)
    /// is left out.
    fn push(
        &mut self,
        read: Result<PuzzleView<'_>, ParseError>,
        kind: impl FnOnce(&PuzzleView<'_>) -> Option<usize>,
    ) {
        match read {
            Ok(view) => {
                let Some(kind) = kind(&view) else {
                    return;
                };
                let side = view.rules.side();
                self.weight += side * side * side;
                let entry = Entry {
                    kind,
                    layout: view.layout,
                    line: view.line,
                    start: self.cells.len(),
                };
                self.cells.extend_from_slice(view.cells);
                self.records.push(Record::Puzzle(entry));
            }
            Err(error) => {
                self.weight += 1000;
                self.records
                    .push(Record::Bad(error.with_box_option(BOX_OPTION)));
            }
        }
    }

    /// Moves the records of `other` to the end of this chunk.
    fn take_from(&mut self, other: &mut Chunk<K>) {
        for record in other.records.drain(..) {
            self.records.push(match record {
                Record::Puzzle(entry) => {
                    let side = other.kinds[entry.kind].rules.side();
                    let start = self.cells.len();
                    self.cells
                        .extend_from_slice(&other.cells[entry.start..entry.start + side * side]);
                    Record::Puzzle(Entry { start, ..entry })
                }
                bad => bad,
            });
        }
        self.weight += other.weight;
        other.clear();
    }
}

/// Adds the kind of `view`'s rules to `kinds`, with the tools `make` compiles for them, and
/// returns its index: once per set of rules met, off the path of every other puzzle.
#[cold]
fn new_kind<K>(
    kinds: &mut Vec<Arc<Kind<K>>>,
    make: &dyn Fn(&Rules, &Alphabet) -> K,
    view: &PuzzleView<'_>,
) -> usize {
    kinds.push(Arc::new(Kind {
        rules: view.rules.clone(),
        alphabet: view.alphabet.clone(),
        tools: make(view.rules, view.alphabet),
    }));
    kinds.len() - 1
}

/// Compiles a command's tools for a set of rules.
type Make<K> = dyn Fn(&Rules, &Alphabet) -> K + Send;

/// What the reader is fed next.
enum Feed {
    /// The line at this range of the buffer.
    Line(std::ops::Range<usize>),
    /// A line too long to keep.
    LongLine,
    /// The end of the input.
    End,
}

/// Puzzle files (or stdin) read in chunks, one after the other.
pub struct Source<K> {
    /// The name messages about every input use: the input's (`<stdin>` or the path), or
    /// `N files` for several.
    pub name: String,
    /// How many inputs there are.
    pub inputs: usize,
    /// The input being read, and its name.
    input: Box<dyn Read + Send>,
    current: Arc<str>,
    /// Whether the input being read is standard input.
    on_stdin: bool,
    /// The inputs still to read after it.
    later: std::vec::IntoIter<PathBuf>,
    /// Records the current input has produced so far.
    produced: u64,
    /// The inputs that held no record, in order.
    pub empty: Vec<Arc<str>>,
    /// How the puzzles are read, for a fresh reader at each input.
    options: ReadOptions,
    buffer: Vec<u8>,
    /// The unread bytes are `buffer[start..end]`.
    start: usize,
    end: usize,
    eof: bool,
    finished: bool,
    /// A line too long to keep is being passed over up to its end.
    skipping: bool,
    reader: PuzzleReader,
    kinds: Vec<Arc<Kind<K>>>,
    make: Box<Make<K>>,
    /// Records a line produced beyond a chunk's record limit, for the next chunk.
    carry: Chunk<K>,
    /// The layout of the last record handed out, when it is a puzzle.
    layout_before: Option<Layout>,
    /// Records handed out so far.
    pub records: u64,
    /// How many of them are errors.
    pub bad: u64,
    /// Bytes read so far, shared with the progress line.
    bytes: Arc<AtomicU64>,
    /// The inputs' size, when they are all regular files.
    size: Option<u64>,
    /// The largest grid the command works on, when it has a limit.
    ceiling: Option<Ceiling>,
    /// Why the input was refused: a grid past the ceiling, at its line.
    refused: Option<String>,
    /// What the reader's messages say of a line of 9×9 pencil marks.
    marks_advice: &'static str,
}

/// How far the reading of a source has got, for a progress line on another thread.
pub struct ReadSoFar {
    bytes: Arc<AtomicU64>,
    size: Option<u64>,
}

impl ReadSoFar {
    /// `N grids (P %)`: `records` done, named by `noun`, and the share of the input read
    /// when its size is known.
    pub fn describe(&self, records: u64, noun: &str) -> String {
        match self.size {
            Some(size) if size > 0 => {
                let read = self.bytes.load(Ordering::Relaxed);
                let share = 100.0 * read as f64 / size as f64;
                format!("{records} {noun} ({share:.0} %)")
            }
            _ => format!("{records} {noun}"),
        }
    }
}

impl<K> Source<K> {
    /// Opens `paths` to be read in order, `-` (or no path at all) being stdin; `make`
    /// compiles the tools of each set of rules the first time a puzzle under them is read.
    /// The first input is opened now and each later one when its turn comes, but every one
    /// is looked at first, so that a missing file is an error before any answer.
    pub fn open(
        paths: &[PathBuf],
        options: ReadOptions,
        make: impl Fn(&Rules, &Alphabet) -> K + Send + 'static,
    ) -> anyhow::Result<Source<K>> {
        let paths = input_paths(paths)?;
        let mut size = Some(0);
        for path in &paths {
            let length = input_size(path)?;
            size = size.zip(length).map(|(total, length)| total + length);
        }
        let (current, input) = open_input(&paths[0])?;
        let on_stdin = is_stdin(&paths[0]);
        let (name, inputs) = (inputs_name(&paths), paths.len());
        let mut later = paths.into_iter();
        later.next(); // the one open
        Ok(Source {
            name,
            inputs,
            input,
            current,
            on_stdin,
            later,
            produced: 0,
            empty: Vec::new(),
            reader: PuzzleReader::new(options.clone()),
            options,
            buffer: vec![0; BLOCK],
            start: 0,
            end: 0,
            eof: false,
            finished: false,
            skipping: false,
            kinds: Vec::new(),
            make: Box::new(make),
            carry: Chunk::default(),
            layout_before: None,
            records: 0,
            bad: 0,
            bytes: Arc::new(AtomicU64::new(0)),
            size,
            ceiling: None,
            refused: None,
            marks_advice: MARKS_ELSEWHERE,
        })
    }

    /// Moves on to the next input, when there is one.
    fn next_input(&mut self) -> anyhow::Result<bool> {
        let Some(path) = self.later.next() else {
            return Ok(false);
        };
        (self.current, self.input) = open_input(&path)?;
        self.on_stdin = is_stdin(&path);
        self.reader = PuzzleReader::new(self.options.clone());
        (self.start, self.end, self.produced) = (0, 0, 0);
        (self.eof, self.finished, self.skipping) = (false, false, false);
        Ok(true)
    }

    /// The source of a command that works on grids up to `ceiling` only: reading a larger
    /// one ends the reading with the refusal, before any tools are made for it.
    pub fn at_most(self, ceiling: Ceiling) -> Source<K> {
        Source {
            ceiling: Some(ceiling),
            ..self
        }
    }

    /// How far the reading has got, to follow from another thread.
    pub fn read_so_far(&self) -> ReadSoFar {
        ReadSoFar {
            bytes: Arc::clone(&self.bytes),
            size: self.size,
        }
    }

    /// Clears `chunk` and fills it with the next records: as many as are ready, up to a
    /// chunk's worth, reading more only while none is ready. False when the input is
    /// exhausted and nothing was read.
    pub fn fill(&mut self, chunk: &mut Chunk<K>) -> anyhow::Result<bool> {
        chunk.clear();
        chunk.first = self.records;
        chunk.layout_before = self.layout_before;
        self.extend(chunk, usize::MAX)?;
        self.count(chunk, 0);
        if let Some(last) = chunk.records.last() {
            self.layout_before = layout_of(last);
        }
        Ok(!chunk.records.is_empty())
    }

    /// Appends records to `chunk` until it holds `count` (or the input ends): a second
    /// input read in step with a first one. A chunk holds one input's records, so a source
    /// of several inputs stops at the end of each.
    pub fn fill_to(&mut self, chunk: &mut Chunk<K>, count: usize) -> anyhow::Result<()> {
        let start = chunk.records.len();
        while chunk.records.len() < count {
            let before = chunk.records.len();
            self.extend(chunk, count)?;
            if chunk.records.len() == before {
                break;
            }
        }
        self.count(chunk, start);
        Ok(())
    }

    /// Whether the rest of the input reads to its end without waiting on a writer (its last
    /// input is open, and is stdin that ends so or a regular file, as every input is when
    /// their size is known): only then may a batch look ahead of its answers.
    pub fn ends_without_waiting(&self) -> bool {
        let stdin = self.on_stdin && stdin_ends_without_waiting();
        self.later.len() == 0 && (stdin || (!self.on_stdin && self.size.is_some()))
    }

    /// Whether every record has been handed out.
    pub fn exhausted(&mut self) -> anyhow::Result<bool> {
        let mut probe = Chunk::default();
        self.extend(&mut probe, 1)?;
        let empty = probe.records.is_empty();
        self.carry.kinds.clone_from(&self.kinds);
        self.carry.take_from(&mut probe);
        Ok(empty)
    }

    /// Appends ready records to `chunk`, up to `most` records in it. A refusal is an error
    /// once the records before it are handed out.
    fn extend(&mut self, chunk: &mut Chunk<K>, most: usize) -> anyhow::Result<()> {
        if let Some(refusal) = self.refused.take() {
            bail!(refusal);
        }
        let before = chunk.records.len();
        chunk.kinds.clone_from(&self.kinds);
        if !self.carry.records.is_empty() {
            chunk.take_from(&mut self.carry);
        }
        loop {
            while chunk.weight < CHUNK_WEIGHT && chunk.records.len() < most {
                let unread = &self.buffer[self.start..self.end];
                let Some(at) = memchr::memchr(b'\n', unread) else {
                    break;
                };
                let line = self.start..self.start + at;
                self.start += at + 1;
                if std::mem::take(&mut self.skipping) {
                    continue; // the end of a line already reported as too long
                }
                self.feed(chunk, most, Feed::Line(line));
            }
            if chunk.records.len() > before
                || chunk.weight >= CHUNK_WEIGHT
                || self.refused.is_some()
            {
                break;
            }
            if self.eof {
                if !std::mem::replace(&mut self.finished, true) {
                    let last = self.start..self.end;
                    self.start = self.end;
                    if !last.is_empty() && !self.skipping {
                        self.feed(chunk, most, Feed::Line(last));
                    }
                    self.feed(chunk, most, Feed::End);
                    if self.produced == 0 {
                        self.empty.push(Arc::clone(&self.current));
                    }
                    continue; // what the end of the input completed is handed out first
                }
                // The next input starts a chunk of its own.
                if chunk.records.is_empty() && self.refused.is_none() && self.next_input()? {
                    continue;
                }
                break;
            }
            self.read_more(chunk, most)?;
        }
        if before == 0 {
            chunk.file = Arc::clone(&self.current);
        }
        if chunk.records.len() == before
            && let Some(refusal) = self.refused.take()
        {
            bail!(refusal);
        }
        Ok(())
    }

    /// Counts the records of `chunk` from `before` on as handed out.
    fn count(&mut self, chunk: &Chunk<K>, before: usize) {
        let added = &chunk.records[before..];
        self.records += added.len() as u64;
        self.bad += added.iter().filter(|r| matches!(r, Record::Bad(_))).count() as u64;
    }

    /// Runs the reader on a line (or the end of the input) and files what it emits: in
    /// `chunk` up to `most` records, the rest in the carry for the next chunk.
    fn feed(&mut self, chunk: &mut Chunk<K>, most: usize, what: Feed) {
        let Source {
            buffer,
            reader,
            kinds,
            make,
            carry,
            current,
            produced,
            ceiling,
            refused,
            marks_advice,
            ..
        } = self;
        let held = chunk.records.len() + carry.records.len();
        let mut emit = |read: Result<PuzzleView<'_>, ParseError>| {
            if refused.is_some() {
                return; // the refusal ends the reading before any record after it
            }
            let read = read.map_err(|error| error.with_marks_advice(marks_advice));
            let target = if chunk.records.len() < most {
                &mut *chunk
            } else {
                &mut *carry
            };
            target.push(read, |view| {
                let known = kinds.iter().position(|k| &k.rules == view.rules);
                known.or_else(|| {
                    let refusal = ceiling.and_then(|c| c.refuses(view.rules.side()));
                    match refusal {
                        Some(refusal) => {
                            refused
                                .get_or_insert(format!("{current}: line {}: {refusal}", view.line));
                            None // a puzzle past the ceiling: no tools are made for it
                        }
                        None => Some(new_kind(kinds, make, view)),
                    }
                })
            });
        };
        match what {
            Feed::Line(range) => reader.line(&buffer[range], &mut emit),
            Feed::LongLine => reader.long_line(MAX_LINE, &mut emit),
            Feed::End => reader.finish(&mut emit),
        }
        *produced += (chunk.records.len() + carry.records.len() - held) as u64;
        // Records name their rules by index, so a chunk sees every kind read so far.
        for target in [chunk, carry] {
            if target.kinds.len() != kinds.len() {
                target.kinds.clone_from(kinds);
            }
        }
    }

    /// Reads the next block into the buffer; a line longer than [`MAX_LINE`] is reported and
    /// passed over.
    fn read_more(&mut self, chunk: &mut Chunk<K>, most: usize) -> anyhow::Result<()> {
        if self.start > 0 {
            self.buffer.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
        }
        if self.end == self.buffer.len() && self.buffer.len() >= MAX_LINE {
            // The unread bytes are one line too long to keep: report it once and pass over
            // its text up to its end.
            if !std::mem::replace(&mut self.skipping, true) {
                self.feed(chunk, most, Feed::LongLine);
            }
            self.end = 0;
        }
        self.read_block()
    }

    /// Reads what the input has next into the buffer after its unread bytes, doubling the
    /// buffer when they fill it; notes the end of the input.
    fn read_block(&mut self) -> anyhow::Result<()> {
        if self.end == self.buffer.len() {
            self.buffer.resize(self.buffer.len() * 2, 0);
        }
        let n = loop {
            match self.input.read(&mut self.buffer[self.end..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e).with_context(|| format!("cannot read {}", self.current)),
            }
        };
        if n == 0 {
            self.eof = true;
        }
        self.end += n;
        self.bytes.fetch_add(n as u64, Ordering::Relaxed);
        Ok(())
    }
}

impl Source<Solver> {
    /// Opens `paths` (stdin for `-` or none) with a solver for each set of rules: the
    /// source of `solve` and `count`.
    pub fn solving(paths: &[PathBuf], options: ReadOptions) -> anyhow::Result<Source<Solver>> {
        Source::open(paths, options, |rules, _| Solver::new(rules.clone()))
    }
}
