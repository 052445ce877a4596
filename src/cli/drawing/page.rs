//! The animation page (`dot --solve --page FILE`): one self-contained HTML file that plays a
//! lesson's frames — Graphviz SVG pictures with play/pause, a step forward and back, a
//! slider and each step's sentence under the picture — from disk, with no network.

use std::path::Path;

use anyhow::bail;

use super::output::{is_stdout, write_text};
use super::render::render_svgs;
use crate::cli::report::say;

/// Most frames a page holds: every frame is an inline SVG (about 250 kB for 9×9), held in
/// memory while the page is made, and a browser slows down on pages of hundreds of
/// megabytes.
const MAX_PAGE_FRAMES: usize = 500;

/// Refuses a page of more than [`MAX_PAGE_FRAMES`] frames: checked before anything of the
/// lesson is written.
pub fn check_page_size(count: usize) -> anyhow::Result<()> {
    if count > MAX_PAGE_FRAMES {
        bail!(
            "--page: the lesson has {count} frames; a page holds at most {MAX_PAGE_FRAMES} (try an easier puzzle, or --steps alone)"
        );
    }
    Ok(())
}

/// Renders the `count` frames (sentence, DOT) with one Graphviz run and writes the page
/// that plays them to `path` (a file whole or not at all, or `-`: standard output); says
/// so on stderr. Refuses more than [`MAX_PAGE_FRAMES`] frames before rendering any.
pub fn write_page(
    path: &Path,
    title: &str,
    count: usize,
    frames: impl Iterator<Item = (String, String)> + Send,
) -> anyhow::Result<()> {
    check_page_size(count)?;
    let mut sentences = Vec::with_capacity(count);
    let svgs = render_svgs(count, |input| {
        for (sentence, dot) in frames {
            input.write_all(dot.as_bytes())?;
            sentences.push(sentence);
        }
        Ok(())
    })?;
    write_text(path, &page(title, &sentences, &svgs))?;
    if is_stdout(path) {
        return Ok(());
    }
    say(&format!("wrote {} ({count} frames)", path.display()))
}

/// `text` safe inside HTML text and double-quoted attributes.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The page: the frames as hidden figures, one shown at a time by the script, which the
/// controls, the arrow keys and the address's `#frame=N` or `#forward=N` (press "forward"
/// N times: what the browser test does) drive.
fn page(title: &str, sentences: &[String], svgs: &[String]) -> String {
    let mut frames = String::new();
    for (sentence, svg) in sentences.iter().zip(svgs) {
        frames.push_str(&format!(
            "<figure class=\"frame\" data-caption=\"{}\" hidden>\n{svg}\n</figure>\n",
            escape(sentence)
        ));
    }
    let last = svgs.len().saturating_sub(1);
    PAGE.replace("{title}", &escape(title))
        .replace("{last}", &last.to_string())
        .replace("{frames}", &frames)
}

/// The page's HTML, style and script; `{title}`, `{last}` (the last frame's number) and
/// `{frames}` are filled in.
const PAGE: &str = r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 1em; }
h1 { font-size: 1.2em; }
#controls { display: flex; gap: 0.5em; align-items: center; flex-wrap: wrap; }
#controls button { font-size: 1em; min-width: 5em; }
#slider { flex: 1; min-width: 10em; }
#stage figure { margin: 0; }
#stage svg { max-width: 100%; height: auto; max-height: 78vh; }
#caption { font-size: 1.3em; min-height: 1.5em; }
</style>
</head>
<body>
<h1>{title}</h1>
<div id="controls">
<button id="first" title="the puzzle (Home)">◀◀ start</button>
<button id="back" title="one step back (←)">◀ back</button>
<button id="play" title="play or pause (space)">▶ play</button>
<button id="forward" title="one step forward (→)">forward ▶</button>
<button id="end" title="the last step (End)">end ▶▶</button>
<input id="slider" type="range" min="0" max="{last}" value="0" aria-label="step">
<span id="counter"></span>
</div>
<div id="stage">
{frames}</div>
<p id="caption"></p>
<script>
"use strict";
const frames = Array.from(document.querySelectorAll(".frame"));
const $ = (id) => document.getElementById(id);
let at = 0;
let timer = null;
function show(i) {
  at = Math.max(0, Math.min(frames.length - 1, i));
  frames.forEach((frame, j) => { frame.hidden = j !== at; });
  $("slider").value = at;
  $("caption").textContent = frames[at].dataset.caption;
  $("counter").textContent = "frame " + at + " of " + (frames.length - 1);
  document.body.dataset.frame = at;
}
function pause() {
  clearInterval(timer);
  timer = null;
  $("play").textContent = "▶ play";
}
function play() {
  if (at === frames.length - 1) show(0);
  timer = setInterval(() => { if (at === frames.length - 1) pause(); else show(at + 1); }, 700);
  $("play").textContent = "❚❚ pause";
}
$("first").onclick = () => { pause(); show(0); };
$("back").onclick = () => { pause(); show(at - 1); };
$("forward").onclick = () => { pause(); show(at + 1); };
$("end").onclick = () => { pause(); show(frames.length - 1); };
$("play").onclick = () => { if (timer) pause(); else play(); };
$("slider").oninput = () => { pause(); show(Number($("slider").value)); };
document.addEventListener("keydown", (e) => {
  const key = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "end", " ": "play" }[e.key];
  if (key) { e.preventDefault(); $(key).click(); }
});
show(0);
const frame = /frame=(\d+)/.exec(location.hash);
if (frame) show(Number(frame[1]));
const forward = /forward=(\d+)/.exec(location.hash);
for (let n = forward ? Number(forward[1]) : 0; n > 0; n--) $("forward").click();
</script>
</body>
</html>
"#;
