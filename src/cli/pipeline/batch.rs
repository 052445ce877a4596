//! Runs a command's stage over a puzzle source through the pipeline, with stdout and stderr
//! as its sinks and a progress line, and says what the input held when it is done: how many
//! records did not read, or which inputs held no puzzle at all.

use std::time::Instant;

use anyhow::bail;
use sudograph_colour::nodes_searched;

use super::progress_line::ProgressLine;
use super::stage::Stage;
use super::workers::{self, Sinks, Summary};
use crate::cli::input::source::{Chunk, Source};
use crate::cli::report::report;
use crate::cli::status::Status;

/// Runs `stage` on every chunk of `source` on `threads` threads; `verb` heads the progress
/// line (`solve`, `count` …). With `quiet`, the chunks' text and the count of unreadable
/// records go nowhere: only an error that ends the run is said.
pub fn run<K, S>(
    stage: &S,
    threads: usize,
    source: &mut Source<K>,
    verb: &str,
    quiet: bool,
) -> anyhow::Result<Summary<S::Tally>>
where
    K: Send + Sync,
    S: Stage<Input = Chunk<K>>,
{
    let read = source.read_so_far();
    let (start, nodes_before) = (Instant::now(), nodes_searched());
    let note = |records: u64| {
        let done = read.describe(records, "puzzles");
        // A long search shows that it is alive by its nodes.
        let nodes = nodes_searched() - nodes_before;
        let rate = nodes as f64 / start.elapsed().as_secs_f64().max(1e-3);
        format!("{done}, {nodes} search nodes ({rate:.0}/s)")
    };
    let label = format!("{verb} {}", source.name);
    let mut first = Chunk::default();
    source.fill(&mut first)?;
    let (threads, mut later) = threads_for(stage, threads, source, &first);
    let mut first = Some(first);
    let fill = |chunk: &mut Chunk<K>| {
        if let Some(first) = first.take() {
            *chunk = first;
            return Ok(!chunk.records.is_empty());
        }
        match later.take() {
            Some(error) => Err(error),
            None => source.fill(chunk),
        }
    };
    let work = |sinks: &mut Sinks<'_>| workers::run(stage, threads, fill, sinks, note);
    let mut summary = match quiet {
        false => with_std_sinks(&label, work)?,
        true => work(&mut Sinks {
            out: &mut std::io::sink(),
            err: &mut std::io::sink(),
            progress: ProgressLine::new(label),
        })?,
    };
    if source.bad > 0 && source.records > 1 && !quiet {
        report(&format!(
            "{} of {} puzzles could not be read",
            source.bad, source.records
        ))?;
    }
    let empty = without_records(&source.empty, source.records, "puzzle", quiet)?;
    summary.status.note(empty);
    Ok(summary)
}

/// The threads a run needs once its `first` chunk is read, out of the `threads` it was
/// given, and an error met looking past that chunk. An input that is one chunk needs no
/// thread beside the calling one, which answers it: the others are lent to its searches
/// from the start, as workers that found no chunk would lend theirs. Looking past the
/// chunk must not wait on the input's writer, who may be waiting for its answers; an
/// error met looking (a grid past the command's ceiling, a failed read) is to end the run
/// after the first chunk's answers, as it would have at the next fill.
fn threads_for<K, S: Stage>(
    stage: &S,
    threads: usize,
    source: &mut Source<K>,
    first: &Chunk<K>,
) -> (usize, Option<anyhow::Error>) {
    if threads <= 1 || first.records.is_empty() || !source.ends_without_waiting() {
        return (threads, None);
    }
    match source.exhausted() {
        Ok(true) => {
            (1..threads).for_each(|_| stage.retire());
            (1, None)
        }
        Ok(false) => (threads, None),
        Err(error) => (threads, Some(error)),
    }
}

/// Says of each input in `empty` that it held no record (`FILE: no puzzle found`, `what`
/// naming the records), and returns the status that makes: bad input when there is one.
/// When no input held any (`records` is 0), the last one's is the error that ends the
/// run; otherwise the others' answers stand, and with `quiet` nothing is said.
pub fn without_records(
    empty: &[impl AsRef<str>],
    records: u64,
    what: &str,
    quiet: bool,
) -> anyhow::Result<Status> {
    for (i, name) in empty.iter().enumerate() {
        let message = format!("{}: no {what} found", name.as_ref());
        if records == 0 && i + 1 == empty.len() {
            bail!(message);
        }
        if !quiet || records == 0 {
            report(&message)?;
        }
    }
    Ok(match empty {
        [] => Status::Success,
        _ => Status::BadInput,
    })
}

/// Runs `f` with stdout and stderr as sinks, and a progress line headed `label`.
pub fn with_std_sinks<T>(
    label: &str,
    f: impl FnOnce(&mut Sinks<'_>) -> anyhow::Result<T>,
) -> anyhow::Result<T> {
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    f(&mut Sinks {
        out: &mut out,
        err: &mut err,
        progress: ProgressLine::new(label),
    })
}
