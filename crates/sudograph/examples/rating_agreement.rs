//! Agreement of the rater with Sudoku Explainer's published ratings: reads lines
//! `puzzle rating` (as `se_rated.txt`; `#` lines skipped), rates each puzzle, and prints
//! the Spearman rank correlation of ER and the shares within 0.2 and 0.5 on stdout.
//! With `--list`, also one line per puzzle: number, published, our ER, its technique, our
//! EP and ED;
//! with `--steps`, every step (rating, technique, placements, eliminations; cells and
//! digits from 0), each checked against the solution.
//!
//! `cargo run --release -p sudograph --example rating_agreement -- ../shared/puzzles/se_rated.txt`

use std::time::Instant;
use sudograph::format::{ReadOptions, read_puzzles};
use sudograph::rating::Rater;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let list = args.iter().any(|a| a == "--list");
    let each_step = args.iter().any(|a| a == "--steps");
    let path = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .expect("a file of puzzles");
    let text = std::fs::read_to_string(path).expect("readable file");
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let started = Instant::now();
    let mut rater = None;
    for (n, line) in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .enumerate()
    {
        let mut fields = line.split_whitespace();
        let puzzle = fields.next().unwrap();
        let published: f64 = fields
            .next()
            .and_then(|r| r.parse().ok())
            .unwrap_or(f64::NAN);
        let grid = read_puzzles(puzzle.as_bytes(), &ReadOptions::default())
            .remove(0)
            .unwrap()
            .grid;
        let rater = rater.get_or_insert_with(|| Rater::new(grid.rules()).unwrap());
        let rated = rater.rate(grid.cells());
        if each_step {
            let solution = match sudograph::solve(&grid) {
                sudograph::Answer::Solved(g) => g.cells().to_vec(),
                _ => Vec::new(),
            };
            for step in &rated.steps {
                let wrong = step
                    .removed
                    .iter()
                    .any(|&(c, d)| solution.get(c) == Some(&Some(d)))
                    || step
                        .placed
                        .iter()
                        .any(|&(c, d)| solution.get(c).is_some_and(|s| *s != Some(d)));
                if wrong {
                    println!("WRONG (the step contradicts the solution):");
                }
                println!(
                    "{}.{} {} {:?} {:?}",
                    step.rating / 10,
                    step.rating % 10,
                    step.name,
                    step.placed,
                    step.removed
                );
            }
        }
        let er = rated.rating.er.map_or(200.0, f64::from) / 10.0;
        if list {
            let hardest = rated
                .steps
                .iter()
                .max_by_key(|s| s.rating)
                .map_or("-", |s| s.name);
            let show =
                |t: Option<u16>| t.map_or("-".to_string(), |t| format!("{}.{}", t / 10, t % 10));
            let (ep, ed) = (show(rated.rating.ep), show(rated.rating.ed));
            println!("{}\t{published:.1}\t{er:.1}\t{hardest}\t{ep}\t{ed}", n + 1);
        }
        ours.push(er);
        theirs.push(published);
    }
    let seconds = started.elapsed().as_secs_f64();
    let n = ours.len() as f64;
    let within = |d: f64| {
        ours.iter()
            .zip(&theirs)
            .filter(|(a, b)| (*a - *b).abs() <= d + 1e-9)
            .count()
    };
    println!(
        "puzzles {} | Spearman ER {:.3} | within 0.2: {} ({:.1} %) | within 0.5: {} ({:.1} %) | unrated {} | {:.1} puzzles/s",
        ours.len(),
        spearman(&ours, &theirs),
        within(0.2),
        100.0 * within(0.2) as f64 / n,
        within(0.5),
        100.0 * within(0.5) as f64 / n,
        ours.iter().filter(|&&e| e >= 20.0).count(),
        n / seconds,
    );
}

/// Ranks with ties given their mean rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            ranks[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    ranks
}

/// Spearman's rank correlation: Pearson's on the ranks.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}
