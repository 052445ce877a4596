//! The source trees' shape, checked so that they stay as laid out: no file of a crate's
//! `src/` (the command's and each library's) over 600 lines (Rust, and the page's script and HTML), and no import circle between files. File A imports file B when A names an
//! item defined in B through a `crate::`, `super::`, `self::` or child-module path, in a
//! `use` or inline; a parent that re-exports a child imports it, so a parent and a child
//! that use each other's items are a circle too. A `mod` declaration is not an import.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The source folders of the workspace's crates: the command's, then the libraries'.
const SOURCE_ROOTS: [&str; 3] = ["src", "crates/sudograph/src", "crates/sudograph-colour/src"];

/// Longest a source file may be.
const MAX_LINES: usize = 600;

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    files(dir, &["rs"], out);
}

/// Every file below `dir` whose extension is one of `extensions`.
fn files(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/ reads") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            files(&path, extensions, out);
        } else if path
            .extension()
            .is_some_and(|e| extensions.iter().any(|x| e == *x))
        {
            out.push(path);
        }
    }
}

/// The text with comments and string and character literals blanked out, so that only
/// code is scanned for paths.
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |end| end + 2);
        } else if let Some(len) = raw_string(rest) {
            out.push_str("\"\"");
            i += len;
        } else if rest.starts_with('"') {
            let mut j = 1;
            while j < rest.len() && rest.as_bytes()[j] != b'"' {
                j += if rest.as_bytes()[j] == b'\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            i += (j + 1).min(rest.len());
        } else if let Some(len) = char_literal(rest) {
            out.push_str("' '");
            i += len;
        } else {
            let c = rest.chars().next().expect("not at the end");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The length of a raw string literal (`r"…"`, `r#"…"#`) starting `text`.
fn raw_string(text: &str) -> Option<usize> {
    let after = text.strip_prefix('r')?;
    let hashes = after.len() - after.trim_start_matches('#').len();
    let body = after[hashes..].strip_prefix('"')?;
    let close = format!("\"{}", "#".repeat(hashes));
    Some(1 + hashes + 1 + body.find(&close)? + close.len())
}

/// The length of a character literal (`'a'`, `'\n'`, `'\u{1F600}'`) starting `text`, not
/// a lifetime.
fn char_literal(text: &str) -> Option<usize> {
    let body = text.strip_prefix('\'')?;
    let len = if let Some(escaped) = body.strip_prefix('\\') {
        1 + escaped.find('\'')?
    } else {
        body.chars().next()?.len_utf8()
    };
    (body[len..].starts_with('\'')).then_some(len + 2)
}

/// The paths of a `use` tree (`a::{b::C, d}` gives `a::b::C` and `a::d`).
fn use_paths(tree: &str, out: &mut Vec<String>) {
    let Some(open) = tree.find('{') else {
        out.push(tree.to_string());
        return;
    };
    let (prefix, inner) = (&tree[..open], &tree[open + 1..tree.len() - 1]);
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices().chain([(inner.len(), ',')]) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                let part = inner[start..i].trim();
                if !part.is_empty() {
                    use_paths(&format!("{prefix}{part}"), out);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
}

/// The source tree as modules: which file defines each module path.
struct Tree {
    src: PathBuf,
}

impl Tree {
    /// The file of module `path` (`["lib", "colour", "walk"]`), if it exists.
    fn file(&self, path: &[String]) -> Option<PathBuf> {
        if path.len() == 1 {
            return Some(self.src.join(format!("{}.rs", path[0])));
        }
        let base: PathBuf = path[1..].iter().collect();
        let flat = self.src.join(&base).with_extension("rs");
        let nested = self.src.join(&base).join("mod.rs");
        [flat, nested].into_iter().find(|p| p.exists())
    }

    /// The module path of a file: the library's modules under `lib`, the command line's
    /// (`main.rs` and `cli/`) under `main`.
    fn module(&self, file: &Path) -> Vec<String> {
        let rel = file.strip_prefix(&self.src).expect("a file of src/");
        let mut parts: Vec<String> = rel
            .with_extension("")
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        if parts.last().is_some_and(|p| p == "mod") {
            parts.pop();
        }
        if parts == ["lib"] || parts == ["main"] {
            return parts;
        }
        let root = if parts[0] == "cli" || parts[0] == "main" {
            "main"
        } else {
            "lib"
        };
        std::iter::once(root.to_string()).chain(parts).collect()
    }

    /// The file that `path`, named in module `from`, leads to: the deepest module it names.
    fn resolve(&self, from: &[String], path: &[&str]) -> Option<PathBuf> {
        let mut module = from.to_vec();
        let mut rest = path;
        match rest.first() {
            Some(&"crate") => {
                module.truncate(1);
                rest = &rest[1..];
            }
            Some(&("super" | "self")) => {}
            Some(first) => {
                module.push(first.to_string());
                self.file(&module)?;
                module.pop();
            }
            None => return None,
        }
        while let Some((&first, tail)) = rest.split_first() {
            match first {
                "super" => module.truncate(module.len().saturating_sub(1).max(1)),
                "self" => {}
                _ => break,
            }
            rest = tail;
        }
        let mut file = self.file(&module)?;
        for segment in rest {
            module.push(segment.to_string());
            match self.file(&module) {
                Some(deeper) => file = deeper,
                None => break,
            }
        }
        Some(file)
    }
}

/// The files each file imports.
fn imports(tree: &Tree, files: &[PathBuf]) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let use_statement = |code: &str| -> Vec<(usize, usize, String)> {
        let mut found = Vec::new();
        let mut from = 0;
        while let Some(at) = code[from..].find("use ") {
            let start = from + at;
            let before = code[..start].chars().next_back();
            if before.is_none_or(|c| !(c.is_alphanumeric() || c == '_')) {
                let end = start + code[start..].find(';').unwrap_or(code.len() - start);
                let tree: String = code[start + 4..end].split_whitespace().collect();
                found.push((start, end, tree));
                from = end;
            } else {
                from = start + 4;
            }
        }
        found
    };
    let mut edges = BTreeMap::new();
    for file in files {
        let code = code_only(&std::fs::read_to_string(file).expect("a source file"));
        let module = tree.module(file);
        let inline = inline_modules(&code);
        let module_at = |pos: usize| -> Vec<String> {
            let mut m = module.clone();
            m.extend(
                inline
                    .iter()
                    .filter(|(s, e, _)| (*s..=*e).contains(&pos))
                    .map(|(_, _, name)| name.clone()),
            );
            m
        };
        let mut named: Vec<(usize, String)> = Vec::new();
        let mut blanked = code.clone().into_bytes();
        for (start, end, tree) in use_statement(&code) {
            let mut paths = Vec::new();
            use_paths(&tree, &mut paths);
            named.extend(paths.into_iter().map(|p| (start, p)));
            blanked[start..end].fill(b' ');
        }
        let blanked = String::from_utf8_lossy(&blanked).into_owned();
        named.extend(inline_paths(&blanked));
        // A file's unit tests (its inline `mod tests`) may use anything: what they import
        // is not the file's place in the layering.
        named.retain(|(pos, _)| {
            !inline
                .iter()
                .any(|(s, e, name)| name == "tests" && (*s..=*e).contains(pos))
        });
        let targets: &mut BTreeSet<PathBuf> = edges.entry(file.clone()).or_default();
        for (pos, path) in named {
            let path = path.split(" as ").next().unwrap_or(&path).to_string();
            let segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
            if let Some(target) = tree.resolve(&module_at(pos), &segments)
                && target != *file
            {
                targets.insert(target);
            }
        }
    }
    edges
}

/// The inline modules of a file (`mod tests { … }`): start, end and name.
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find("mod ") {
        let start = from + at;
        from = start + 4;
        let rest = &code[from..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() || !rest[name.len()..].trim_start().starts_with('{') {
            continue;
        }
        let open = from + name.len() + rest[name.len()..].find('{').expect("checked");
        let mut depth = 0;
        let mut end = code.len();
        for (i, c) in code[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        found.push((start, end, name));
    }
    found
}

/// Every path of two or more segments in code (`a::b`, `super::c::D`), with its position.
fn inline_paths(code: &str) -> Vec<(usize, String)> {
    let bytes = code.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !word(bytes[i]) || (i > 0 && (word(bytes[i - 1]) || bytes[i - 1] == b':')) {
            i += 1;
            continue;
        }
        let start = i;
        let mut end = i;
        loop {
            while end < bytes.len() && word(bytes[end]) {
                end += 1;
            }
            if code[end..].starts_with("::") && end + 2 < bytes.len() && word(bytes[end + 2]) {
                end += 2;
            } else {
                break;
            }
        }
        if code[start..end].contains("::") {
            found.push((start, code[start..end].to_string()));
        }
        i = end.max(i + 1);
    }
    found
}

/// The files from which `from` is reached again, if any: a circle through it.
fn circle(edges: &BTreeMap<PathBuf, BTreeSet<PathBuf>>, from: &Path) -> Option<Vec<PathBuf>> {
    let mut parent: BTreeMap<&Path, &Path> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(file) = queue.pop_front() {
        for next in edges.get(file).into_iter().flatten() {
            if next == from {
                let mut path = vec![file.to_path_buf()];
                let mut at = file;
                while let Some(&p) = parent.get(at) {
                    path.push(p.to_path_buf());
                    at = p;
                }
                path.reverse();
                return Some(path);
            }
            if !parent.contains_key(next.as_path()) && next != from {
                parent.insert(next, file);
                queue.push_back(next);
            }
        }
    }
    None
}

#[test]
fn no_source_file_is_over_600_lines() {
    let mut files = Vec::new();
    for root in SOURCE_ROOTS {
        self::files(Path::new(root), &["rs", "js", "html"], &mut files);
    }
    assert!(
        files
            .iter()
            .any(|f| f.ends_with("crates/sudograph-colour/src/lib.rs")),
        "every crate is counted"
    );
    assert!(
        files.iter().any(|f| f.ends_with("page.js")),
        "the page's script is counted"
    );
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f)
                .expect("a source file")
                .lines()
                .count();
            (lines > MAX_LINES).then(|| format!("{}: {lines} lines", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "{long:#?}");
}

#[test]
fn no_file_imports_one_that_imports_it_back() {
    let mut circles: Vec<String> = Vec::new();
    for root in SOURCE_ROOTS {
        let mut files = Vec::new();
        sources(Path::new(root), &mut files);
        let tree = Tree {
            src: PathBuf::from(root),
        };
        let edges = imports(&tree, &files);
        circles.extend(files.iter().filter_map(|f| circle(&edges, f)).map(|c| {
            let names: Vec<String> = c.iter().map(|p| p.display().to_string()).collect();
            names.join(" -> ")
        }));
    }
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}

/// The checker itself finds a parent and a child that use each other's items.
#[test]
fn a_parent_and_child_using_each_other_are_a_circle() {
    let dir = std::env::temp_dir().join(format!("sudograph-layout-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("a")).expect("a scratch tree");
    std::fs::write(src.join("lib.rs"), "mod a;\n").expect("lib.rs");
    std::fs::write(
        src.join("a/mod.rs"),
        "mod b;\npub struct S;\nuse self::b::T;\n",
    )
    .expect("a/mod.rs");
    std::fs::write(src.join("a/b.rs"), "use super::S;\npub struct T;\n").expect("a/b.rs");
    let tree = Tree { src: src.clone() };
    let files = vec![src.join("lib.rs"), src.join("a/mod.rs"), src.join("a/b.rs")];
    let edges = imports(&tree, &files);
    assert!(circle(&edges, &src.join("a/b.rs")).is_some(), "{edges:#?}");
    std::fs::write(src.join("a/b.rs"), "// use super::S;\npub struct T;\n").expect("a/b.rs");
    let edges = imports(&tree, &files);
    assert!(circle(&edges, &src.join("a/b.rs")).is_none(), "{edges:#?}");
    std::fs::remove_dir_all(&dir).expect("cleaned");
}
