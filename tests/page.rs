//! The animation page of `dot --solve --page` (and of `grade --page`), opened in a real
//! headless browser under
//! Chromium's virtual time (timers run without waiting): it loads from disk, draws the
//! board to fit the window, plays, steps, jumps to `#step=N`, and shows each step's
//! sentence and reason. What it shows is read from the page itself: its script writes its
//! state (step, sizes, marks drawn) into `#state`, which `--dump-dom` prints.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::harness::{Scratch, chromium, sudograph};

/// Runs headless Chromium on `url` with a window of `size` and `args` (a fresh profile in
/// folder `profile`, no network services), letting the page run for `budget` ms of virtual
/// time; gives up after two minutes. Returns its standard output.
fn browse(
    browser: &str,
    profile: &Path,
    size: (u32, u32),
    budget: u32,
    args: &[&str],
    url: &str,
) -> String {
    std::fs::create_dir_all(profile).expect("profile folder");
    // To a file: a dump of megabytes would fill a pipe nobody reads before Chromium exits.
    let dump = profile.join("stdout");
    let stdout = std::fs::File::create(&dump).expect("dump file");
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--virtual-time-budget={budget}"))
        .arg(format!("--window-size={},{}", size.0, size.1))
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(url)
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .expect("Chromium starts");
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Some(status) = child.try_wait().expect("Chromium runs") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("Chromium did not finish within two minutes on {url}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "Chromium failed on {url}");
    std::fs::read_to_string(&dump).expect("Chromium's output")
}

/// A page of a lesson and the browser to open it in.
struct Page {
    browser: &'static str,
    scratch: Scratch,
    file: PathBuf,
    /// The trace's sentences, one per step, as `solve --trace` tells them.
    steps: Vec<String>,
    runs: std::cell::Cell<usize>,
}

impl Page {
    /// Writes the page of `puzzle` (one puzzle's text, read on stdin) under `args`, and
    /// reads the trace of the same search; none without Chromium.
    fn of(name: &str, puzzle: &str, args: &[&str]) -> Option<Page> {
        let browser = chromium()?;
        let scratch = Scratch::new(name);
        let file = scratch.join("lesson.html");
        sudograph()
            .args(["dot", "--solve"])
            .args(args)
            .arg("--page")
            .arg(&file)
            .write_stdin(puzzle.to_string())
            .assert()
            .success();
        let trace = sudograph()
            .args(["solve", "--trace"])
            .args(args)
            .write_stdin(puzzle.to_string())
            .output()
            .expect("runs");
        let steps = String::from_utf8_lossy(&trace.stderr)
            .lines()
            .skip(1)
            .map(|l| l.trim().to_string())
            .collect();
        Some(Page {
            browser,
            scratch,
            file,
            steps,
            runs: std::cell::Cell::new(0),
        })
    }

    /// The page's size in bytes.
    fn bytes(&self) -> u64 {
        std::fs::metadata(&self.file).expect("the page").len()
    }

    /// Chromium's dump of the page opened at `#hash` in a window of `size`, after `budget`
    /// ms of virtual time; `extra` are more flags.
    fn run(&self, hash: &str, size: (u32, u32), budget: u32, extra: &[&str]) -> String {
        self.runs.set(self.runs.get() + 1);
        let profile = self.scratch.join(format!("profile-{}", self.runs.get()));
        let url = format!("file://{}#{hash}", self.file.display());
        browse(self.browser, &profile, size, budget, extra, &url)
    }

    /// The page's state, as its script wrote it, opened at `#hash` in a window of `size`
    /// after `budget` ms of virtual time.
    fn state(&self, hash: &str, size: (u32, u32), budget: u32) -> Value {
        let dom = self.run(hash, size, budget, &["--dump-dom"]);
        let start = dom
            .find("<pre id=\"state\" hidden=\"\">")
            .expect("#state in the dump");
        let text = &dom[start..];
        let text = &text[text.find('>').expect("tag") + 1..text.find("</pre>").expect("end")];
        let text = text
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&amp;", "&");
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("#state is JSON ({e}): {text}"))
    }

    /// The sentence the page must show at step `i`.
    fn sentence(&self, i: usize) -> String {
        match i {
            0 => "the puzzle".to_string(),
            i => format!("step {i}: {}", self.steps[i - 1]),
        }
    }
}

/// A number of the state.
fn number(state: &Value, key: &str) -> f64 {
    state[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} in {state}"))
}

/// The two numbers of a state's pair (width and height).
fn pair(state: &Value, key: &str) -> (f64, f64) {
    let pair = state[key]
        .as_array()
        .unwrap_or_else(|| panic!("{key} in {state}"));
    (
        pair[0].as_f64().expect("a number"),
        pair[1].as_f64().expect("a number"),
    )
}

const SMALL: (u32, u32) = (1280, 800);
const LARGE: (u32, u32) = (1920, 1080);

/// Asserts what every page shows at its start in both windows: the puzzle, the board
/// filling most of the window's height and growing with the window, its cells and edges,
/// a large sentence and a drawn legend. Returns the state in the small window.
fn assert_fills_the_window(page: &Page, cells: f64, edges: f64) -> Value {
    let small = page.state("step=0", SMALL, 2000);
    let large = page.state("step=0", LARGE, 2000);
    for (state, (width, _)) in [(&small, SMALL), (&large, LARGE)] {
        // The page's viewport: the window less what headless Chromium keeps of its frame.
        let (inner_width, height) = pair(state, "window");
        assert_eq!(inner_width, f64::from(width));
        assert_eq!(state["step"], 0);
        assert_eq!(state["sentence"], "the puzzle");
        let (w, h) = pair(state, "board");
        assert!(w <= inner_width && h <= height, "{state}");
        assert!(h >= 0.7 * height, "the board fills the height: {state}");
        assert!(number(state, "cells") >= cells, "every cell drawn: {state}");
        assert_eq!(number(state, "edges"), edges, "every edge drawn");
        assert!(number(state, "sentencePx") >= 0.035 * height, "{state}");
        assert!(number(state, "keys") >= 12.0, "a drawn legend: {state}");
        assert_eq!(state["dimmed"], false, "nothing to highlight in the puzzle");
    }
    let (small_board, large_board) = (pair(&small, "board"), pair(&large, "board"));
    assert!(
        large_board.0 > small_board.0 * 1.2 && large_board.1 > small_board.1 * 1.2,
        "the board grows with the window: {small_board:?} then {large_board:?}"
    );
    small
}

/// Asserts that step `i` shows its sentence, and its reason drawn over the dimmed graph:
/// a placement's cell ringed with its reason edges or its unit.
fn assert_shows_step(page: &Page, state: &Value, i: usize) {
    assert_eq!(state["step"], i, "{state}");
    assert_eq!(state["sentence"], page.sentence(i).as_str());
    let sentence = page.sentence(i);
    if sentence.contains("naked single") {
        assert!(
            number(state, "reasons") >= 1.0,
            "reason edges drawn: {state}"
        );
        assert!(
            number(state, "holders") >= 1.0,
            "their holders ringed: {state}"
        );
    }
    if sentence.contains("hidden single") {
        assert!(number(state, "unit") >= 4.0, "the unit drawn: {state}");
    }
    if sentence.contains("single") {
        assert!(number(state, "focus") >= 0.0, "the cell ringed: {state}");
        assert_eq!(state["dimmed"], true, "the rest dimmed: {state}");
    }
}

/// Plays, steps and jumps through `page` of `last` steps: the controls' keys, `#step=N`,
/// and playing to the end at the fastest speed from `from`, in virtual time.
fn assert_plays_and_steps(page: &Page, last: usize, from: usize) {
    assert_eq!(page.steps.len(), last, "the page's steps are the trace's");
    for i in [1, 2, 3, last / 2, last] {
        assert_shows_step(page, &page.state(&format!("step={i}"), SMALL, 2000), i);
    }
    // The keyboard: → → ← from step 10, End, then Home.
    let keyed = page.state("step=10&keys=ArrowRight,ArrowRight,ArrowLeft", SMALL, 2000);
    assert_shows_step(page, &keyed, 11);
    assert_eq!(page.state("step=10&keys=End", SMALL, 2000)["step"], last);
    assert_eq!(page.state("step=10&keys=End,Home", SMALL, 2000)["step"], 0);
    // Speed 8 a second for two virtual seconds: about 16 steps on, still playing.
    let playing = page.state("step=0&speed=8&keys=Space", SMALL, 2000);
    let at = number(&playing, "step");
    assert!((8.0..=20.0).contains(&at), "{playing}");
    assert_eq!(playing["playing"], true);
    assert_shows_step(page, &playing, at as usize);
    // Played from `from` at 64 a second: at the end, stopped.
    let seconds = (last - from) as f64 / 64.0 + 2.0;
    let ended = page.state(
        &format!("step={from}&speed=64&play"),
        SMALL,
        (seconds * 1000.0) as u32,
    );
    assert_eq!(ended["step"], last, "{ended}");
    assert_eq!(ended["playing"], false);
}

/// The first puzzle of a file of the repository.
fn first_puzzle(path: &str) -> String {
    crate::harness::file(path)
        .lines()
        .find(|l| !l.starts_with('#') && !l.trim().is_empty())
        .expect("a puzzle")
        .to_string()
}

#[test]
fn the_first_17_clue_lesson_fits_the_window_plays_and_steps() {
    let Some(page) = Page::of("page-17", &first_puzzle("benches/data/17_clue.txt"), &[]) else {
        return;
    };
    println!(
        "first 17-clue lesson: {} steps, {} bytes",
        page.steps.len(),
        page.bytes()
    );
    assert!(
        page.bytes() < 500_000,
        "a 9×9 lesson is a few hundred kilobytes"
    );
    assert_fills_the_window(&page, 81.0, 810.0);
    assert_plays_and_steps(&page, 165, 0);

    // Screenshots go to the scratch folder: the page draws, and stepping changes it.
    let shot = |hash: &str, name: &str| -> Vec<u8> {
        let file = page.scratch.join(name);
        page.run(
            hash,
            SMALL,
            2000,
            &[&format!("--screenshot={}", file.display())],
        );
        std::fs::read(&file).expect("a screenshot")
    };
    let (start, stepped) = (shot("step=0", "start.png"), shot("step=2", "step-2.png"));
    for png in [&start, &stepped] {
        assert_eq!(&png[1..4], b"PNG");
        let width = u32::from_be_bytes(png[16..20].try_into().expect("4 bytes"));
        let height = u32::from_be_bytes(png[20..24].try_into().expect("4 bytes"));
        assert_eq!((width, height), SMALL);
    }
    assert_ne!(start, stepped, "stepping changes the picture");
}

#[test]
#[ignore = "corpus sweep: run by .ci/run with --include-ignored"]
fn the_first_forum_hardest_lesson_of_thousands_of_steps_opens_and_plays() {
    let puzzle = first_puzzle("benches/data/forum_hardest_1106.txt");
    let Some(page) = Page::of("page-hardest", &puzzle, &[]) else {
        return;
    };
    println!(
        "first forum_hardest lesson: {} steps, {} bytes",
        page.steps.len(),
        page.bytes()
    );
    assert!(page.bytes() < 2_000_000, "{} bytes", page.bytes());
    assert_fills_the_window(&page, 81.0, 810.0);
    let last = page.steps.len();
    assert!(last > 2_000, "thousands of steps: {last}");
    assert_plays_and_steps(&page, last, last - 200);
}

#[test]
fn a_16x16_lesson_fits_the_window_plays_and_steps() {
    let Some(page) = Page::of("page-16", &first_puzzle("examples/16x16.txt"), &[]) else {
        return;
    };
    println!(
        "16×16 lesson: {} steps, {} bytes",
        page.steps.len(),
        page.bytes()
    );
    // Each cell has 15 neighbours in its row, 15 in its column, 9 more in its box.
    assert_fills_the_window(&page, 256.0, 256.0 * 39.0 / 2.0);
    let last = page.steps.len();
    assert_plays_and_steps(&page, last, last - 60);
}

#[test]
fn jigsaw_and_x_lessons_play_with_their_own_units() {
    let jigsaw = crate::harness::file("tests/data/variants/jigsaw-pegg.txt");
    let regions = ["--regions", "tests/data/variants/jigsaw-pegg.regions"];
    let x = crate::harness::file("tests/data/variants/x-pegg.txt");
    for (name, puzzle, args, legend) in [
        ("page-jigsaw", jigsaw, &regions[..], "region: dashed lines"),
        (
            "page-x",
            x,
            &["--variant", "x"][..],
            "diagonal: orange dotted arcs",
        ),
    ] {
        let Some(page) = Page::of(name, &puzzle, args) else {
            return;
        };
        let dom = page.run("step=1", SMALL, 2000, &["--dump-dom"]);
        assert!(dom.contains(legend), "{name}: the legend names its units");
        let last = page.steps.len();
        for i in [1, last] {
            assert_shows_step(&page, &page.state(&format!("step={i}"), SMALL, 2000), i);
        }
    }
}

#[test]
fn a_page_needs_no_graphviz() {
    let scratch = Scratch::new("page-no-graphviz");
    let page = scratch.join("lesson.html");
    sudograph()
        .env("PATH", scratch.path())
        .args([
            "dot",
            "--solve",
            "tests/data/lesson.txt",
            "-o",
            "-",
            "--page",
        ])
        .arg(&page)
        .assert()
        .success();
    let html = std::fs::read_to_string(&page).expect("the page");
    assert!(
        html.contains("\"sentences\":[\"the puzzle\","),
        "the lesson as data"
    );
    for fetch in [
        "src=",
        "href=\"http",
        "url(",
        "fetch(",
        "@import",
        "XMLHttpRequest",
    ] {
        assert!(!html.contains(fetch), "nothing fetched ({fetch})");
    }
}

/// The page of a grade (`grade --page`) on a puzzle Sukaku Explainer rates 8.2, whose
/// grade takes an X-cycle, alternating inference chains with grouped nodes and almost
/// locked sets: it opens and draws every frame its data holds with no script error (its
/// state is written after each frame is drawn), each step's sentence that of `grade
/// --explain`, its links (strong and weak apart), grouped nodes, sets and eliminations
/// drawn as many as the data says, and plays to the last frame.
#[test]
fn a_grade_page_draws_its_chains_and_sets_and_plays() {
    use crate::drawing::grade_page::{CHAINS, lesson_data};
    let Some(browser) = chromium() else {
        return;
    };
    let scratch = Scratch::new("page-grade");
    let file = scratch.join("grade.html");
    let explained = crate::harness::run_ok(&["grade", "--explain"], &format!("{CHAINS}\n"));
    sudograph()
        .args(["grade", "--page"])
        .arg(&file)
        .write_stdin(format!("{CHAINS}\n"))
        .assert()
        .success();
    let steps: Vec<String> = explained
        .lines()
        .skip(1)
        .map(|l| l.split_once(". ").expect("  N. step").1.to_string())
        .collect();
    let data = lesson_data(&std::fs::read_to_string(&file).expect("the page"));
    let page = Page {
        browser,
        scratch,
        file,
        steps,
        runs: std::cell::Cell::new(0),
    };
    assert_fills_the_window(&page, 81.0, 810.0);
    let last = page.steps.len() + 1;
    let frames = data["steps"].as_array().expect("steps");
    let count = |list: &Value| list.as_array().map_or(0, Vec::len);
    let first = |name: &str| {
        frames
            .iter()
            .position(|s| s["technique"] == name)
            .unwrap_or_else(|| panic!("a {name} step"))
    };
    for name in [
        "X-cycle",
        "alternating inference chain",
        "ALS-XZ",
        "hidden single",
    ] {
        let i = first(name);
        let step = &frames[i];
        let state = page.state(&format!("step={i}"), SMALL, 2000);
        assert_eq!(state["step"], i);
        assert_eq!(state["sentence"], page.sentence(i).as_str());
        assert_eq!(
            state["dimmed"], true,
            "{name}: the graph dimmed under the step"
        );
        let links = step["links"].as_array().expect("links");
        let strong = links.iter().filter(|l| l[4] == 1).count();
        assert_eq!(number(&state, "strong"), strong as f64, "{name}: {state}");
        assert_eq!(
            number(&state, "weak"),
            (links.len() - strong) as f64,
            "{name}"
        );
        assert_eq!(
            number(&state, "removed"),
            (count(&step["removed"]) / 2) as f64
        );
        assert_eq!(
            number(&state, "placed"),
            (count(&step["placed"]) / 2) as f64
        );
        let groups = step["groups"].as_array().expect("groups");
        for (g, cells) in groups.iter().enumerate() {
            assert_eq!(state["groups"][g], count(cells), "{name}: group {g}");
        }
        assert_eq!(
            number(&state, "roles"),
            groups.len() as f64,
            "{name}: roles"
        );
        match name {
            "X-cycle" => assert!(strong > 0 && strong < links.len(), "{name}"),
            "alternating inference chain" => {
                assert!(number(&state, "grouped") >= 1.0, "a grouped node: {state}");
            }
            "ALS-XZ" => assert_eq!(groups.len(), 2),
            _ => assert_eq!(number(&state, "bases"), 9.0, "the single's unit: {state}"),
        }
    }
    let end = page.state(&format!("step={last}"), SMALL, 2000);
    assert_eq!(end["sentence"], "solved: every cell placed by logic");
    assert_eq!(
        (number(&end, "strong"), number(&end, "removed")),
        (0.0, 0.0)
    );
    let seconds = last as f64 / 64.0 + 2.0;
    let ended = page.state("step=0&speed=64&play", SMALL, (seconds * 1000.0) as u32);
    assert_eq!(ended["step"], last, "{ended}");
    assert_eq!(ended["playing"], false);
}

/// Grade pages of a 16×16 (left to a search by the techniques the grader tries on that
/// side), a jigsaw and a Sudoku X puzzle draw their first step and their last frame.
#[test]
fn grade_pages_of_16x16_jigsaw_and_x_puzzles_draw() {
    let sixteen = crate::harness::run_ok(&["generate", "--size", "16", "--seed", "1"], "");
    let jigsaw = crate::harness::file("tests/data/variants/jigsaw-pegg.txt");
    let regions = ["--regions", "tests/data/variants/jigsaw-pegg.regions"];
    let x = crate::harness::file("tests/data/variants/x-pegg.txt");
    for (name, puzzle, args, said) in [
        (
            "page-grade-16",
            sixteen,
            &[][..],
            "the techniques stop here",
        ),
        ("page-grade-jigsaw", jigsaw, &regions[..], "solved"),
        ("page-grade-x", x, &["--variant", "x"][..], "solved"),
    ] {
        let Some(browser) = chromium() else {
            return;
        };
        let scratch = Scratch::new(name);
        let file = scratch.join("grade.html");
        sudograph()
            .args(["grade", "--page"])
            .arg(&file)
            .args(args)
            .write_stdin(puzzle)
            .assert()
            .success();
        let page = Page {
            browser,
            scratch,
            file,
            steps: Vec::new(),
            runs: std::cell::Cell::new(0),
        };
        let first = page.state("step=1", SMALL, 2000);
        let sentence = first["sentence"].as_str().expect("a sentence");
        assert!(sentence.starts_with("step 1: "), "{name}: {first}");
        assert!(
            number(&first, "bases") >= 4.0,
            "{name}: the step's unit: {first}"
        );
        let end = page.state("keys=End", SMALL, 2000);
        let sentence = end["sentence"].as_str().expect("a sentence");
        assert!(sentence.starts_with(said), "{name}: {sentence}");
    }
}
