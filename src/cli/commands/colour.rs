//! `sudograph colour`: colours any graph read from DIMACS or DOT, finding its chromatic
//! number or using the number of colours asked for, and draws the colouring.

use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use sudograph::draw::dot::colouring_to_dot;
use sudograph_colour::chromatic::{
    Attempt, Bounds, Chromatic, Verdict, bounds, chromatic_number, colour_with_cliques,
};
use sudograph_colour::graph_file::{GraphFormat, NamedGraph, read_graph};
use sudograph_colour::{Colour, MAX_COLOURS, Outcome, Stats};

use crate::cli::drawing::inputs::Inputs;
use crate::cli::drawing::render::Drawing;
use crate::cli::flags::budget::Budget;
use crate::cli::flags::commands::ColourArgs;
use crate::cli::flags::run_options::RunOptions;
use crate::cli::input::file::{InputFile, file_named};
use crate::cli::report::{print, say};
use crate::cli::status::Status;

/// A colouring worth drawing: its colours, how many, and what they prove.
struct Drawn {
    colouring: Vec<Colour>,
    colours: usize,
    optimal: bool,
}

/// Reads the graph, colours it, prints a one-line summary on stdout and writes the drawing.
pub fn run(args: &ColourArgs) -> anyhow::Result<Status> {
    let budget = RunOptions::of(args)?.budget;
    if args.colours == Some(0) {
        bail!(
            "--colours 0: a graph with a node needs 1 colour or more; leave --colours out to find how many"
        );
    }
    // The drawing's path is checked before anything is read: it may not be the input.
    let file = args.file.as_deref();
    let drawing = Drawing::asked(&args.drawing, file_named(file), "", &Inputs::of([file]))?;
    let input = InputFile::read(file)?;
    let text = std::str::from_utf8(&input.bytes)
        .with_context(|| format!("{}: not UTF-8 text", input.name))?;
    let format = input.path.as_deref().and_then(GraphFormat::from_path);
    let graph = read_graph(text, format).with_context(|| input.name.clone())?;
    let name = input
        .path
        .as_deref()
        .and_then(Path::file_stem)
        .map_or_else(|| input.name.clone(), |s| s.to_string_lossy().into_owned());
    let head = format!(
        "{name}: {} nodes, {} edges",
        graph.node_count(),
        graph.edge_count()
    );
    let (summary, status, drawn) = match args.colours {
        None => {
            let found = chromatic_number(&graph, &budget.limits(), &budget.settings());
            if args.stats {
                print_attempts(&found.attempts)?;
            }
            summarise_search(&head, &found)
        }
        Some(colours) => colour_with(&graph, colours, budget, &head, args.stats)?,
    };
    if args.stats {
        say(&format!("seed {}", budget.seed()))?;
    }
    if drawing.as_ref().is_some_and(Drawing::to_stdout) {
        // `-o -`: standard output holds the drawing alone.
        say(&summary)?;
    } else {
        print(&format!("{summary}\n"))?;
    }
    match (drawing, drawn) {
        (Some(drawing), Some(drawn)) => draw(&drawing, &graph, &name, &drawn)?,
        // A drawing asked for and not made is an error, never a silent success.
        (Some(drawing), None) => bail!(
            "{}: no colouring to draw, so nothing written",
            drawing.name()
        ),
        (None, _) => {}
    }
    Ok(status)
}

/// Colours the graph with `colours` colours (`--colours`): the summary, its status, and
/// the colouring found; with `print_stats`, the attempt's line on stderr.
fn colour_with(
    graph: &NamedGraph,
    colours: usize,
    budget: Budget,
    head: &str,
    print_stats: bool,
) -> anyhow::Result<(String, Status, Option<Drawn>)> {
    let start = Instant::now();
    let bounds = bounds(graph);
    let (outcome, stats) = match past_the_search(&bounds, colours) {
        Some(outcome) => (outcome, Stats::default()),
        None => colour_with_cliques(
            graph,
            colours,
            &bounds.cliques,
            &budget.limits(),
            &budget.settings(),
        )?,
    };
    let elapsed = start.elapsed();
    if print_stats {
        let verdict = match outcome {
            Outcome::Coloured(_) => Verdict::Coloured,
            Outcome::NoColouring => Verdict::NoColouring,
            Outcome::GaveUp => Verdict::GaveUp,
        };
        print_attempts(&[Attempt {
            colours,
            verdict,
            elapsed,
            stats,
            local_search: false,
        }])?;
    }
    let head = with_bounds(head, &bounds);
    let cost = cost(elapsed, stats);
    Ok(match outcome {
        Outcome::Coloured(colouring) => (
            format!("{head}; {colours}-coloured ({cost})"),
            Status::Success,
            Some(Drawn {
                colouring,
                colours,
                optimal: colours == bounds.clique().len(),
            }),
        ),
        Outcome::NoColouring => (
            format!("{head}; not {colours}-colourable ({cost})"),
            Status::Failure,
            None,
        ),
        Outcome::GaveUp => (
            format!("{head}; gave up on {colours} colours ({cost})"),
            Status::GaveUp,
            None,
        ),
    })
}

/// The answer for more colours than the colourer searches with ([`MAX_COLOURS`]), when the
/// bounds give it: a clique larger than `colours` refutes them, and the greedy colouring
/// uses no more than them. None otherwise, and below the limit, where the search answers
/// (and refuses more colours than it takes, saying the limit).
fn past_the_search(bounds: &Bounds, colours: usize) -> Option<Outcome> {
    if colours <= MAX_COLOURS {
        return None;
    }
    if bounds.clique().len() > colours {
        return Some(Outcome::NoColouring);
    }
    bounds
        .greedy_colouring
        .clone()
        .filter(|_| bounds.greedy <= colours)
        .map(Outcome::Coloured)
}

/// Time and search effort, as the summary gives them.
fn cost(elapsed: Duration, stats: Stats) -> String {
    format!(
        "{:.3} ms, {} search nodes",
        elapsed.as_secs_f64() * 1e3,
        stats.nodes
    )
}

/// The summary of a chromatic-number search, its status, and the best colouring found.
fn summarise_search(head: &str, found: &Chromatic) -> (String, Status, Option<Drawn>) {
    let range = format!(
        "chromatic number between {} and {}",
        found.lower, found.upper
    );
    let (answer, status) = match found.number() {
        Some(chi) => (format!("chromatic number {chi}"), Status::Success),
        None if found.gave_up() => (
            format!("{range}, gave up on {} colours", found.lower),
            Status::GaveUp,
        ),
        // Past the colourer's colours no search runs.
        None => (
            format!("{range}, unsettled past {MAX_COLOURS} colours, the most sudograph searches"),
            Status::GaveUp,
        ),
    };
    let drawn = found.colouring.clone().map(|colouring| Drawn {
        colouring,
        colours: found.upper,
        optimal: found.number().is_some(),
    });
    let summary = format!(
        "{}; {answer} ({})",
        with_bounds(head, &found.bounds),
        cost(found.elapsed, found.stats())
    );
    (summary, status, drawn)
}

/// The summary's head followed by the two bounds.
fn with_bounds(head: &str, bounds: &Bounds) -> String {
    format!(
        "{head}; clique bound {}, greedy bound {}",
        bounds.clique().len(),
        bounds.greedy
    )
}

/// One stderr line per K the exact colourer tried.
fn print_attempts(attempts: &[Attempt]) -> anyhow::Result<()> {
    for attempt in attempts {
        let verdict = match (attempt.verdict, attempt.local_search) {
            (Verdict::Coloured, true) => "coloured by local search",
            (_, true) => "local search found none",
            (Verdict::Coloured, false) => "coloured",
            (Verdict::NoColouring, false) => "no colouring",
            (Verdict::GaveUp, false) => "gave up",
        };
        say(&format!(
            "{} colours: {verdict} in {:.3} ms, {} nodes, {} backtracks",
            attempt.colours,
            attempt.elapsed.as_secs_f64() * 1e3,
            attempt.stats.nodes,
            attempt.stats.backtracks
        ))?;
    }
    Ok(())
}

/// Writes the coloured graph as the drawing `-o` and `--render` ask for.
fn draw(drawing: &Drawing, graph: &NamedGraph, name: &str, drawn: &Drawn) -> anyhow::Result<()> {
    // Asked for K colours, a colouring may use fewer: the picture says how many it shows.
    let used = drawn
        .colouring
        .iter()
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let title = format!(
        "{name}: {} nodes, {} edges, {used} colours{}",
        graph.node_count(),
        graph.edge_count(),
        if drawn.optimal {
            " (the chromatic number)"
        } else {
            ""
        }
    );
    let text = colouring_to_dot(graph, &drawn.colouring, drawn.colours, &title);
    drawing.write(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bounds with a clique of `clique` nodes and a greedy colouring of `greedy` colours
    /// (of a graph whose other nodes take colour 0).
    fn bounds(clique: usize, greedy: usize) -> Bounds {
        Bounds {
            cliques: vec![(0..clique).collect()],
            greedy,
            greedy_colouring: Some((0..greedy).map(|c| c as Colour).collect()),
        }
    }

    #[test]
    fn past_the_search_the_bounds_answer_when_they_settle_it() {
        assert_eq!(past_the_search(&bounds(5, 600), 512), None, "the search's");
        assert_eq!(
            past_the_search(&bounds(520, 520), 519),
            Some(Outcome::NoColouring)
        );
        assert!(matches!(
            past_the_search(&bounds(3, 520), 520),
            Some(Outcome::Coloured(colouring)) if colouring.len() == 520
        ));
        assert_eq!(
            past_the_search(&bounds(3, 600), 520),
            None,
            "unsettled: refused by the search, which says its limit"
        );
    }
}
