//! Running a stage over its input: input is cut into chunks, worker threads turn each
//! chunk into its output text, and the output is written in input order as soon as the
//! chunks before it are written.
//!
//! Memory is bounded by the chunks in flight (a fixed window of reused buffers), not by
//! the input, and the first answer is written as soon as its chunk is done, so a stream on
//! stdin is answered while it is still being written. With one thread everything runs on
//! the calling thread; with more, a reader thread fills chunks, the workers process them,
//! and the calling thread writes them out in order and keeps the progress line.

use std::io::Write;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::{Arc, Mutex};

use anyhow::Context;

use super::progress_line::{ProgressLine, TICK};
use super::stage::{Output, Stage, Stream, Tally};
use crate::cli::status::Status;

/// Where the output goes, with the progress line to clear before stderr text.
pub struct Sinks<'a> {
    /// Where stdout text goes.
    pub out: &'a mut dyn Write,
    /// Where stderr text goes.
    pub err: &'a mut dyn Write,
    /// The progress line, cleared before stderr text.
    pub progress: ProgressLine,
}

impl Sinks<'_> {
    /// Writes a chunk's output. Stdout is flushed after each chunk, so that answers reach a
    /// pipe as they are made.
    fn write<T>(&mut self, output: &Output<T>) -> anyhow::Result<()> {
        for (stream, text) in output.pieces() {
            match stream {
                Stream::Out => self
                    .out
                    .write_all(text)
                    .context("cannot write to standard output")?,
                Stream::Err => {
                    self.out
                        .flush()
                        .context("cannot write to standard output")?;
                    let err = &mut self.err;
                    self.progress
                        .suspend(|| err.write_all(text))
                        .context("cannot write to standard error")?;
                }
            }
        }
        self.out.flush().context("cannot write to standard output")
    }
}

/// What a run adds up to.
pub struct Summary<T> {
    /// The worst status of all records.
    pub status: Status,
    /// Records answered.
    pub records: u64,
    /// The summary of every chunk.
    pub tally: T,
}

impl<T: Tally> Summary<T> {
    /// Writes a chunk's output and adds it to the summary.
    fn take(
        &mut self,
        output: &Output<T>,
        sinks: &mut Sinks<'_>,
        note: &impl Fn(u64) -> String,
    ) -> anyhow::Result<()> {
        sinks.write(output)?;
        self.status.note(output.status);
        self.records += output.records;
        self.tally.add(&output.tally);
        sinks.progress.update(|| note(self.records));
        Ok(())
    }
}

/// One chunk on its way through the pipeline.
#[derive(Default)]
struct Slot<I, T> {
    input: I,
    output: Output<T>,
}

/// A stage's slot, boxed so that handing it between threads moves a pointer.
type BoxedSlot<S> = Box<Slot<<S as Stage>::Input, <S as Stage>::Tally>>;

/// Chunks in flight per worker: one being processed, one queued, one written.
const SLOTS_PER_THREAD: usize = 3;

/// Runs `stage` on every chunk `fill` produces, on `threads` threads, writing each chunk's
/// output to `sinks` in order.
///
/// `fill` clears the chunk it is given and fills it with the next input, returning false
/// once the input is exhausted (the chunk is then ignored); an error from it ends the run.
/// `note` says how far the run is, for the progress line.
pub fn run<S: Stage>(
    stage: &S,
    threads: usize,
    mut fill: impl FnMut(&mut S::Input) -> anyhow::Result<bool> + Send,
    sinks: &mut Sinks<'_>,
    note: impl Fn(u64) -> String,
) -> anyhow::Result<Summary<S::Tally>> {
    let mut summary = Summary {
        status: Status::Success,
        records: 0,
        tally: S::Tally::default(),
    };
    // One thread runs everything inline, unless a progress line must stay alive while a
    // long search runs: then a reader and a worker run beside the writer, as for more.
    if threads <= 1 && !sinks.progress.enabled() {
        let mut slot = Slot::<S::Input, S::Tally>::default();
        while fill(&mut slot.input)? {
            slot.output.clear();
            stage.work(&slot.input, &mut slot.output);
            summary.take(&slot.output, sinks, &note)?;
        }
    } else {
        run_on_threads(stage, threads, fill, sinks, &note, &mut summary)?;
    }
    Ok(summary)
}

/// A numbered chunk on its way: its place in the input, and its slot.
type Numbered<S> = (usize, BoxedSlot<S>);

/// [`run`] with a reader thread, `threads` workers and the calling thread writing.
fn run_on_threads<S: Stage>(
    stage: &S,
    threads: usize,
    fill: impl FnMut(&mut S::Input) -> anyhow::Result<bool> + Send,
    sinks: &mut Sinks<'_>,
    note: &impl Fn(u64) -> String,
    summary: &mut Summary<S::Tally>,
) -> anyhow::Result<()> {
    let window = threads.max(1) * SLOTS_PER_THREAD;
    let (free_tx, free_rx) = mpsc::sync_channel::<BoxedSlot<S>>(window);
    for _ in 0..window {
        free_tx.send(Box::default()).expect("room for every slot");
    }
    let (todo_tx, todo_rx) = mpsc::sync_channel::<Numbered<S>>(window);
    let todo_rx = Arc::new(Mutex::new(todo_rx));
    let (done_tx, done_rx) = mpsc::channel::<Numbered<S>>();
    std::thread::scope(|scope| {
        let reader = scope.spawn(move || reader::<S>(fill, &free_rx, &todo_tx));
        for _ in 0..threads.max(1) {
            let (todo_rx, done_tx) = (Arc::clone(&todo_rx), done_tx.clone());
            scope.spawn(move || worker(stage, &todo_rx, &done_tx));
        }
        drop(done_tx);
        let written = writer::<S>(&done_rx, &free_tx, window, sinks, note, summary);
        // Hanging up stops the reader and the workers at their next chunk.
        drop((free_tx, done_rx));
        let read = reader.join().expect("the reader thread does not panic");
        written.and(read)
    })
}

/// The reader: fills each free slot with the next chunk and numbers it, until the input is
/// exhausted or the writer or the workers hang up.
fn reader<S: Stage>(
    mut fill: impl FnMut(&mut S::Input) -> anyhow::Result<bool>,
    free: &Receiver<BoxedSlot<S>>,
    todo: &SyncSender<Numbered<S>>,
) -> anyhow::Result<()> {
    for seq in 0.. {
        // The writer hangs up when it stops early: then so does the reader.
        let Ok(mut slot) = free.recv() else {
            return Ok(());
        };
        if !fill(&mut slot.input)? {
            return Ok(());
        }
        if todo.send((seq, slot)).is_err() {
            return Ok(());
        }
    }
    Ok(())
}

/// A worker: runs the stage on chunk after chunk until none is left, then retires.
fn worker<S: Stage>(stage: &S, todo: &Mutex<Receiver<Numbered<S>>>, done: &Sender<Numbered<S>>) {
    loop {
        let next = todo.lock().map(|rx| rx.recv());
        let Ok(Ok((seq, mut slot))) = next else {
            stage.retire();
            return;
        };
        slot.output.clear();
        stage.work(&slot.input, &mut slot.output);
        if done.send((seq, slot)).is_err() {
            return;
        }
    }
}

/// The writer: writes the chunks the workers are done with in input order, keeping the
/// progress line alive while none comes, and hands their slots back to the reader; returns
/// once every worker is gone.
fn writer<S: Stage>(
    done: &Receiver<Numbered<S>>,
    free: &SyncSender<BoxedSlot<S>>,
    window: usize,
    sinks: &mut Sinks<'_>,
    note: &impl Fn(u64) -> String,
    summary: &mut Summary<S::Tally>,
) -> anyhow::Result<()> {
    // Chunks done out of turn wait here, at their sequence number modulo the window.
    let mut waiting: Vec<Option<BoxedSlot<S>>> = (0..window).map(|_| None).collect();
    let mut next = 0;
    loop {
        match done.recv_timeout(TICK) {
            Ok((seq, slot)) => waiting[seq % window] = Some(slot),
            Err(RecvTimeoutError::Timeout) => {
                sinks.progress.update(|| note(summary.records));
                continue;
            }
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
        }
        while let Some(slot) = waiting[next % window].take() {
            summary.take(&slot.output, sinks, note)?;
            next += 1;
            // The reader is gone once the input is exhausted.
            let _ = free.send(slot);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    /// A stage that writes each chunk's number and counts the workers that retire.
    #[derive(Default)]
    struct Numbers {
        retired: AtomicUsize,
    }

    impl Stage for Numbers {
        type Input = u64;
        type Tally = ();

        fn work(&self, input: &u64, out: &mut Output<()>) {
            out.stdout().push_str(&format!("{input}\n"));
            out.records += 1;
        }

        fn retire(&self) {
            self.retired.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Every worker retires once the input is exhausted, whether it had chunks or not,
    /// and the chunks are written in order.
    #[test]
    fn each_worker_retires_when_the_input_runs_out() {
        for threads in [2, 3] {
            let stage = Numbers::default();
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let mut sinks = Sinks {
                out: &mut out,
                err: &mut err,
                progress: ProgressLine::new("test"),
            };
            let mut next = 0;
            let fill = |chunk: &mut u64| {
                next += 1;
                *chunk = next;
                Ok(next <= 5)
            };
            let summary = run(&stage, threads, fill, &mut sinks, |n| n.to_string()).unwrap();
            assert_eq!(summary.records, 5);
            assert_eq!(stage.retired.load(Ordering::Relaxed), threads);
            assert_eq!(String::from_utf8(out).unwrap(), "1\n2\n3\n4\n5\n");
        }
    }
}
