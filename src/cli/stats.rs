//! What `--stats` prints on stderr: a line per puzzle, and the run's totals with the seed
//! its searches took, so that a run that depends on chance can be repeated.

use std::fmt::Write as _;
use std::time::Duration;

use sudograph_colour::Stats;

use super::pipeline::stage::Tally;
use super::plural::counted;

/// What the searches of a run add up to: how many puzzles ended each way, the search
/// effort and the time it took.
#[derive(Default)]
pub struct Totals {
    /// Each verdict met, with how many puzzles ended so, in the order first met.
    verdicts: Vec<(&'static str, u64)>,
    stats: Stats,
    time: Duration,
}

impl Tally for Totals {
    fn add(&mut self, later: &Totals) {
        for &(verdict, count) in &later.verdicts {
            self.count(verdict, count);
        }
        self.stats += later.stats;
        self.time += later.time;
    }
}

impl Totals {
    /// Counts a puzzle that ended with `verdict`, after a search of `stats` in `time`.
    pub fn note(&mut self, verdict: &'static str, stats: Stats, time: Duration) {
        self.count(verdict, 1);
        self.stats += stats;
        self.time += time;
    }

    fn count(&mut self, verdict: &'static str, count: u64) {
        match self.verdicts.iter_mut().find(|(v, _)| *v == verdict) {
            Some((_, total)) => *total += count,
            None => self.verdicts.push((verdict, count)),
        }
    }

    /// The totals line: `total: P puzzles (V1 VERDICT1, …); N nodes, B backtracks; T ms
    /// DOING on J threads, R puzzles/s per thread; seed S`, the verdicts in the order of
    /// `order` (others after them), `doing` what took the time.
    pub fn describe(&self, order: &[&str], doing: &str, threads: usize, seed: u64) -> String {
        let puzzles: u64 = self.verdicts.iter().map(|&(_, count)| count).sum();
        let mut verdicts = self.verdicts.clone();
        verdicts.sort_by_key(|(v, _)| order.iter().position(|o| o == v).unwrap_or(order.len()));
        let counts: Vec<String> = verdicts
            .iter()
            .map(|(verdict, count)| format!("{count} {verdict}"))
            .collect();
        let seconds = self.time.as_secs_f64();
        let rate = if seconds > 0.0 {
            format!(", {} puzzles/s per thread", rate(puzzles as f64 / seconds))
        } else {
            String::new()
        };
        format!(
            "total: {} ({}); {}, {}; {:.3} ms {doing} on {}{rate}; seed {seed}",
            counted(puzzles, "puzzle"),
            counts.join(", "),
            counted(self.stats.nodes, "node"),
            counted(self.stats.backtracks, "backtrack"),
            seconds * 1e3,
            counted(threads as u64, "thread"),
        )
    }
}

/// A rate (puzzles per second) as it is written: whole from 10 up, with two significant
/// figures below (`2.5`, `0.062`), so that a slow run never reads as 0.
pub fn rate(per_second: f64) -> String {
    if per_second >= 10.0 || per_second <= 0.0 || !per_second.is_finite() {
        return format!("{per_second:.0}");
    }
    let decimals = 1 - per_second.log10().floor() as i32;
    format!("{per_second:.*}", decimals.max(0) as usize)
}

/// Appends the line of puzzle `number`, which starts at `line`: `puzzle NUMBER (line
/// LINE): VERDICT in TIME, N nodes, B backtracks`.
pub fn puzzle_line(
    text: &mut String,
    number: u64,
    line: usize,
    verdict: &str,
    elapsed: Duration,
    stats: Stats,
) {
    // Writing to a String cannot fail.
    let _ = writeln!(
        text,
        "puzzle {number} (line {line}): {verdict} in {} µs, {}, {}",
        elapsed.as_micros(),
        counted(stats.nodes, "node"),
        counted(stats.backtracks, "backtrack")
    );
}

/// The line of a single search: `solved in 0.120 ms, 10 nodes, 4 backtracks; seed 0`.
pub fn search_line(verdict: &str, elapsed: Duration, stats: Stats, seed: u64) -> String {
    format!(
        "{verdict} in {:.3} ms, {}, {}; seed {seed}",
        elapsed.as_secs_f64() * 1e3,
        counted(stats.nodes, "node"),
        counted(stats.backtracks, "backtrack")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_below_ten_keep_two_significant_figures() {
        assert_eq!(rate(12_345.6), "12346");
        assert_eq!(rate(10.0), "10");
        assert_eq!(rate(2.5), "2.5");
        assert_eq!(rate(1.0), "1.0");
        // One puzzle in 16 s, and one in an hour: never `0`.
        assert_eq!(rate(1.0 / 16.0), "0.062");
        assert_eq!(rate(1.0 / 3600.0), "0.00028");
        assert_eq!(rate(0.0), "0");
    }

    #[test]
    fn a_slow_run_reads_as_a_fraction_of_a_puzzle_per_second() {
        let mut totals = Totals::default();
        totals.note("solved", Stats::default(), Duration::from_secs(16));
        assert_eq!(
            totals.describe(&["solved"], "solving", 2, 0),
            "total: 1 puzzle (1 solved); 0 nodes, 0 backtracks; 16000.000 ms solving on 2 \
             threads, 0.062 puzzles/s per thread; seed 0"
        );
    }
}
