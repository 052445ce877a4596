//! Running a search with the GIL released, so that other Python threads run, while the
//! calling thread watches for Ctrl-C: the search runs on a thread of its own, and the
//! caller, between short waits for it, lets Python run its signal handlers. A handler that
//! raises (`KeyboardInterrupt`) sets the search's cancel flag, which every engine reads
//! where it reads the clock, and the exception goes on once the search has stopped. The
//! library's searches that take no `Limits` (generate) stop at their next progress callback
//! instead (`stop_if_cancelled`, within `cancellable`).

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use pyo3::exceptions::{PyKeyboardInterrupt, PyValueError};
use pyo3::prelude::*;
use sudograph_colour::Limits;

/// How long the caller waits for the search between two looks at Python's signals: a
/// Ctrl-C stops a search within about this, plus the engines' own polling.
const WATCH_EVERY: Duration = Duration::from_millis(20);

/// The deadline a `timeout` in seconds sets, from now: `None` for no timeout; an error
/// for a negative or not-a-number one.
pub fn deadline(timeout: Option<f64>) -> PyResult<Option<Instant>> {
    match timeout {
        None => Ok(None),
        Some(seconds) if seconds.is_finite() && seconds >= 0.0 => {
            Ok(Some(Instant::now() + Duration::from_secs_f64(seconds)))
        }
        Some(seconds) if seconds == f64::INFINITY => Ok(None),
        Some(seconds) => Err(PyValueError::new_err(format!(
            "timeout={seconds}: a timeout is a number of seconds, 0 or more"
        ))),
    }
}

/// Runs `search` under limits of `timeout` seconds and a cancel flag, on a thread of its
/// own with the GIL released; returns its answer, or the exception a signal handler raised
/// meanwhile (the search is cancelled first).
pub fn run<T, F>(py: Python<'_>, timeout: Option<f64>, search: F) -> PyResult<T>
where
    T: Send,
    F: FnOnce(&Limits) -> T + Send,
{
    let deadline = deadline(timeout)?;
    let cancel = AtomicBool::new(false);
    let limits = Limits {
        deadline,
        cancel: Some(&cancel),
        ..Limits::default()
    };
    std::thread::scope(|scope| {
        let (answer, answered) = mpsc::sync_channel(1);
        let limits = &limits;
        scope.spawn(move || {
            // The receiver is gone only when the caller has stopped waiting: nothing to tell.
            let _ = answer.send(search(limits));
        });
        let mut interrupted = None;
        let mut answered = Some(answered);
        loop {
            // The receiver goes into the GIL-free wait and comes back: it is not `Sync`.
            let waiting = answered.take().expect("put back after each wait");
            let (waited, got) = py.detach(move || {
                let got = waiting.recv_timeout(WATCH_EVERY);
                (waiting, got)
            });
            answered = Some(waited);
            match got {
                Ok(found) => return interrupted.map_or(Ok(found), Err),
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    // The search thread panicked: the scope re-raises its panic on return.
                    return Err(PyValueError::new_err("the search failed"));
                }
            }
            if interrupted.is_none()
                && let Err(error) = py.check_signals()
            {
                cancel.store(true, Ordering::Relaxed);
                interrupted = Some(error);
            }
        }
    })
}

/// What a search stopped by [`stop_if_cancelled`] unwinds with, up to [`cancellable`].
/// `resume_unwind` runs no panic hook: nothing is printed, and it is no panic to report.
struct Cancelled;

/// Unwinds the search this is called from, at one of its progress callbacks, when
/// `limits`' cancel flag is set: how a library search that takes no `Limits` (generate,
/// which calls back after each clue it tries) stops on Ctrl-C. Only within [`cancellable`].
pub fn stop_if_cancelled(limits: &Limits) {
    if limits
        .cancel
        .is_some_and(|cancel| cancel.load(Ordering::Relaxed))
    {
        resume_unwind(Box::new(Cancelled));
    }
}

/// Runs `search`, whose callbacks call [`stop_if_cancelled`]: its answer, or
/// `KeyboardInterrupt` when that stopped it. Any other panic goes on as a panic.
pub fn cancellable<T>(search: impl FnOnce() -> T) -> PyResult<T> {
    // The search's state is dropped on the way out, never used again.
    catch_unwind(AssertUnwindSafe(search)).or_else(|payload| match payload.is::<Cancelled>() {
        true => Err(PyKeyboardInterrupt::new_err("the search was cancelled")),
        false => resume_unwind(payload),
    })
}
