//! The animation page of `dot --solve --page`, opened in a real headless browser: it loads
//! from disk, steps forward through its own controls, and shows the frame and the sentence
//! of the step it is at.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::util::{Scratch, chromium, graphviz, sudograph};

/// Runs headless Chromium on `url` with `args` (a fresh profile in folder `profile`, no
/// network services), giving up after a minute; returns its standard output.
fn browse(browser: &str, profile: &Path, args: &[&str], url: &str) -> String {
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
            // Lets the page's script run before the DOM is dumped or the picture taken.
            "--virtual-time-budget=5000",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(url)
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .expect("Chromium starts");
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().expect("Chromium runs") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("Chromium did not finish within a minute on {url}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "Chromium failed on {url}");
    std::fs::read_to_string(&dump).expect("Chromium's output")
}

/// The text of the element with `id` in an HTML dump.
fn text_of(html: &str, id: &str) -> String {
    let start = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id} in the page"));
    let open = start + html[start..].find('>').expect("tag closes") + 1;
    let close = open + html[open..].find('<').expect("element closes");
    html[open..close].to_string()
}

#[test]
fn the_page_steps_forward_and_shows_the_step() {
    let Some(browser) = chromium() else {
        return;
    };
    if !graphviz() {
        return;
    }
    let scratch = Scratch::new("page");
    let page = scratch.join("lesson.html");
    sudograph()
        .args(["dot", "--solve", "tests/data/lesson.txt", "--page"])
        .arg(&page)
        .assert()
        .success();
    // The sentences the page must show are the trace's.
    let trace = sudograph()
        .args(["solve", "--trace", "tests/data/lesson.txt"])
        .output()
        .expect("runs");
    let steps: Vec<String> = String::from_utf8_lossy(&trace.stderr)
        .lines()
        .skip(1)
        .map(|l| l.trim().to_string())
        .collect();
    let url = |hash: &str| format!("file://{}#{hash}", page.display());

    // "forward" pressed three times: the fourth frame, and its sentence under the picture.
    let dom = browse(
        browser,
        &scratch.join("profile-1"),
        &["--dump-dom"],
        &url("forward=3"),
    );
    assert!(
        dom.contains("<body data-frame=\"3\">"),
        "the page is at frame 3"
    );
    assert_eq!(text_of(&dom, "caption"), format!("step 3: {}", steps[2]));
    assert_eq!(
        text_of(&dom, "counter"),
        format!("frame 3 of {}", steps.len())
    );
    let shown: Vec<&str> = dom
        .split("<figure ")
        .skip(1)
        .filter(|figure| !figure[..figure.find('>').expect("tag")].contains("hidden"))
        .collect();
    assert_eq!(shown.len(), 1, "one frame shown at a time");
    assert!(shown[0].contains("<svg"), "the frame is Graphviz's SVG");
    assert!(
        shown[0].contains(&format!(
            "step 3: {}",
            steps[2].split(':').next().unwrap_or("")
        )),
        "the picture shown is step 3's"
    );
    assert!(
        dom.matches("<figure ").count() == steps.len() + 1,
        "every frame on the page"
    );

    // Screenshots: the page draws, and stepping changes what it draws.
    let shot = |hash: &str, name: &str| -> Vec<u8> {
        let file = scratch.join(name);
        browse(
            browser,
            &scratch.join(format!("profile-{name}")),
            &[
                "--window-size=1000,1300",
                &format!("--screenshot={}", file.display()),
            ],
            &url(hash),
        );
        std::fs::read(&file).expect("a screenshot")
    };
    let start = shot("frame=0", "start.png");
    let stepped = shot("forward=3", "stepped.png");
    for png in [&start, &stepped] {
        assert_eq!(&png[1..4], b"PNG");
        // Width and height from the PNG header: the window asked for.
        let width = u32::from_be_bytes(png[16..20].try_into().expect("4 bytes"));
        let height = u32::from_be_bytes(png[20..24].try_into().expect("4 bytes"));
        assert_eq!((width, height), (1000, 1300));
        // No size in bytes: it depends on the fonts installed. That the page draws is
        // shown by the two pictures differing, and what it shows by the DOM above.
    }
    assert_ne!(start, stepped, "stepping forward changes the picture");
}

#[test]
fn a_page_needs_graphviz_to_succeed() {
    let scratch = Scratch::new("page-no-graphviz");
    let page = scratch.join("lesson.html");
    sudograph()
        .env("PATH", scratch.path())
        .args(["dot", "--solve", "tests/data/lesson.txt", "--page"])
        .arg(&page)
        .assert()
        .code(2);
    assert!(!page.exists(), "no page without its pictures");
}

/// A lesson too long for a page is refused before anything is written, frames included.
#[test]
fn a_page_too_long_is_refused_before_anything_is_written() {
    let scratch = Scratch::new("page-too-long");
    let hardest = crate::util::file("benches/data/forum_hardest_1106.txt");
    let first = hardest
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle");
    let (steps, page) = (scratch.join("steps"), scratch.join("page.html"));
    sudograph()
        .args(["dot", "--solve", "--steps"])
        .arg(&steps)
        .arg("--page")
        .arg(&page)
        .write_stdin(first)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("a page holds at most 500"));
    assert!(!steps.exists() && !page.exists(), "nothing written");
}
