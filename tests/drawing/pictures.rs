//! The committed pictures under `out/` that README and the guide show are what the current
//! executable draws: each is drawn again by the command that made it and compared with the
//! committed file, so that a change to the drawing that leaves a picture stale fails here.
//! Without Graphviz, the committed SVGs are still checked for what they must show.
//!
//! With the Graphviz version that drew a picture (its SVG names it), the comparison is byte
//! for byte. With another version only what comes from the DOT source is compared (titles,
//! tooltips, texts and colours), as layouts and SVG details differ between versions.
//!
//! To refresh the pictures after a change to the drawing, with Graphviz installed:
//!
//! ```sh
//! REFRESH_PICTURES=1 cargo test --test integration committed_pictures
//! ```
//!
//! which writes each picture with the commands below (the same as README's and the guide's)
//! in place of the committed one; then commit them. The PNG pictures (the jigsaw, the lesson
//! frames and the page) also depend on fonts and libraries, and are not compared.

use std::path::Path;

use crate::harness::{Scratch, file, graphviz, sudograph};

/// Each committed picture and the arguments that draw it (before `-o FILE`).
const PICTURES: [(&str, &[&str]); 3] = [
    (
        "out/4x4-solved.svg",
        &["dot", "examples/4x4.txt", "--solve", "--render", "svg"],
    ),
    (
        "out/jigsaw-pegg-solved.svg",
        &[
            "dot",
            "--regions",
            "tests/data/variants/jigsaw-pegg.regions",
            "tests/data/variants/jigsaw-pegg.txt",
            "--solve",
            "--render",
            "svg",
        ],
    ),
    (
        "out/myciel4.svg",
        &["colour", "tests/data/dimacs/myciel4.col", "--render", "svg"],
    ),
];

/// The Graphviz version an SVG names (`2.43.0 (0)`), or `dot -V` says.
fn graphviz_version(text: &str) -> Option<&str> {
    let at = text.find("graphviz version ")? + "graphviz version ".len();
    text[at..].lines().next().map(str::trim)
}

/// The values of every `name="…"` attribute in `line`.
fn attributes<'a>(line: &'a str, name: &str) -> Vec<&'a str> {
    let key = format!(" {name}=\"");
    line.match_indices(&key)
        .filter_map(|(at, _)| {
            let value = &line[at + key.len()..];
            value.find('"').map(|end| &value[..end])
        })
        .collect()
}

/// What an SVG drawn by Graphviz takes from its DOT source, line by line: the titles of the
/// graph, nodes and edges, the tooltips, the texts, and the colours given in hex.
fn from_the_source(svg: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in svg.lines() {
        for tag in ["title", "text"] {
            if let Some(open) = line.find(&format!("<{tag}"))
                && let Some(start) = line[open..].find('>')
                && let Some(end) = line.find(&format!("</{tag}>"))
            {
                out.push(format!("{tag} {}", &line[open + start + 1..end]));
            }
        }
        for name in ["xlink:title", "fill", "stroke"] {
            for value in attributes(line, name) {
                if name == "xlink:title" || value.starts_with('#') {
                    out.push(format!("{name} {value}"));
                }
            }
        }
    }
    out
}

/// Each committed SVG picture is what the current executable draws with the installed
/// Graphviz (byte for byte when it is the version that drew it), or it is rewritten with
/// `REFRESH_PICTURES=1`.
#[test]
fn committed_pictures_are_what_the_executable_draws_now() {
    if !graphviz() {
        return;
    }
    let dot = std::process::Command::new("dot")
        .arg("-V")
        .output()
        .expect("dot runs");
    let installed = String::from_utf8_lossy(&dot.stderr).into_owned();
    let refresh = std::env::var_os("REFRESH_PICTURES").is_some();
    let scratch = Scratch::new("pictures");
    for (picture, args) in PICTURES {
        let target = scratch.join(Path::new(picture).file_name().expect("a file name"));
        sudograph()
            .args(args)
            .arg("-o")
            .arg(&target)
            .assert()
            .success();
        let fresh = std::fs::read_to_string(&target).expect("drawn");
        if refresh {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(picture);
            std::fs::write(path, &fresh).expect("the committed picture rewritten");
            continue;
        }
        let committed = file(picture);
        let stale = format!(
            "{picture} is stale: `sudograph {} -o {picture}` draws something else now; \
             refresh it with `REFRESH_PICTURES=1 cargo test --test integration committed_pictures`",
            args.join(" ")
        );
        if graphviz_version(&committed) == graphviz_version(&installed) {
            assert!(fresh == committed, "{stale}");
        } else {
            assert_eq!(
                from_the_source(&fresh),
                from_the_source(&committed),
                "{stale}"
            );
        }
    }
}

/// The comparison across Graphviz versions sees what the DOT source decides: a node's
/// colour or tooltip changed, or a text of the legend, is a difference; a moved node is not.
#[test]
fn what_comes_from_the_source_ignores_the_layout_only() {
    let svg = file("out/4x4-solved.svg");
    let found = from_the_source(&svg);
    assert_eq!(
        found.iter().filter(|f| f.starts_with("title ")).count(),
        1 + 16 + 56
    );
    assert!(
        found.contains(&"xlink:title row+box".to_string()),
        "{found:?}"
    );
    let moved = svg.replace("points=\"", "points=\"1 ");
    assert_eq!(from_the_source(&moved), found);
    let recoloured = svg.replacen("#1f77b4", "#1f77b5", 1);
    assert_ne!(from_the_source(&recoloured), found);
    let retitled = svg.replacen("16 cells, 56 edges", "16 cells, 55 edges", 1);
    assert_ne!(from_the_source(&retitled), found);
}

#[test]
fn committed_picture_is_the_solved_4x4_graph() {
    let svg = file("out/4x4-solved.svg");
    assert_eq!(svg.matches("class=\"node\"").count(), 16);
    assert_eq!(svg.matches("class=\"edge\"").count(), 56);
}

#[test]
fn committed_picture_is_myciel4_coloured() {
    let svg = file("out/myciel4.svg");
    assert_eq!(svg.matches("class=\"node\"").count(), 23);
    assert_eq!(svg.matches("class=\"edge\"").count(), 71);
    assert!(svg.contains("5 colours (the chromatic number)"));
}
