//! A one-line progress report on stderr for long runs, shown only when stderr is a
//! terminal, so that logs and pipes stay clean.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// The progress line: redrawn at most ten times a second, cleared before other text is
/// written to stderr and when the run ends.
pub struct Progress {
    label: String,
    enabled: bool,
    last: Option<Instant>,
    shown: bool,
}

impl Progress {
    /// A progress line headed `label`; silent unless stderr is a terminal.
    pub fn new(label: impl Into<String>) -> Progress {
        Progress {
            label: label.into(),
            enabled: std::io::stderr().is_terminal(),
            last: None,
            shown: false,
        }
    }

    /// Whether the line is drawn at all (stderr is a terminal).
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Shows `text` after the label, unless the line was drawn less than 0.1 s ago.
    pub fn update(&mut self, text: impl FnOnce() -> String) {
        if !self.enabled
            || self
                .last
                .is_some_and(|t| t.elapsed() < Duration::from_millis(100))
        {
            return;
        }
        self.last = Some(Instant::now());
        let mut err = std::io::stderr().lock();
        // A terminal that cannot be written to loses the progress line and nothing else.
        let _ = write!(err, "\r\x1b[2K{}: {}", self.label, text());
        let _ = err.flush();
        self.shown = true;
    }

    /// Clears the line, so that other stderr text starts at the left margin.
    pub fn clear(&mut self) {
        if self.shown {
            let _ = write!(std::io::stderr().lock(), "\r\x1b[2K");
            self.shown = false;
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}
