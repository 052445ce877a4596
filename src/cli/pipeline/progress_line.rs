//! A one-line progress report on stderr for long runs (indicatif), shown only when stderr
//! is a terminal, so that logs and pipes stay clean.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// The progress line: redrawn at most ten times a second, cleared before other text is
/// written to stderr and when the run ends.
pub struct ProgressLine {
    bar: ProgressBar,
    enabled: bool,
}

impl ProgressLine {
    /// A progress line headed `label`; silent unless stderr is a terminal.
    pub fn new(label: impl Into<String>) -> ProgressLine {
        let enabled = std::io::stderr().is_terminal();
        let target = match enabled {
            true => ProgressDrawTarget::stderr_with_hz(10),
            false => ProgressDrawTarget::hidden(),
        };
        let bar = ProgressBar::with_draw_target(None, target).with_prefix(label.into());
        bar.set_style(
            ProgressStyle::with_template("{spinner} {prefix}: {msg} [{elapsed}]")
                .expect("the template is valid"),
        );
        ProgressLine { bar, enabled }
    }

    /// Whether the line is drawn at all (stderr is a terminal).
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Shows `text` after the label; `text` is only made when the line is drawn.
    pub fn update(&mut self, text: impl FnOnce() -> String) {
        if self.enabled {
            self.bar.set_message(text());
            self.bar.tick();
        }
    }

    /// Runs `write` with the line out of the way, so that other stderr text starts at the
    /// left margin and the line is drawn again under it.
    pub fn suspend<T>(&self, write: impl FnOnce() -> T) -> T {
        self.bar.suspend(write)
    }
}

impl Drop for ProgressLine {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// How long a progress line waits between redraws when nothing else redraws it.
pub const TICK: Duration = Duration::from_millis(100);
