//! The inputs a command is given: paths read in order as one stream, `-` being standard
//! input, and none at all meaning standard input alone.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, bail};

/// Whether `path` names standard input (`-`).
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The inputs to read, in order: `paths`, or standard input alone when there are none.
/// Standard input given twice is refused: the second reading would find it empty.
pub fn input_paths(paths: &[PathBuf]) -> anyhow::Result<Vec<PathBuf>> {
    if paths.iter().filter(|p| is_stdin(p)).count() > 1 {
        bail!("`-` is given twice: standard input can be read only once");
    }
    Ok(match paths {
        [] => vec![PathBuf::from("-")],
        paths => paths.to_vec(),
    })
}

/// The name messages about all the inputs at once use: the one input's (`<stdin>` or its
/// path), or `N files`.
pub fn inputs_name(paths: &[PathBuf]) -> String {
    match paths {
        [] => "<stdin>".to_string(),
        [path] if is_stdin(path) => "<stdin>".to_string(),
        [path] => path.display().to_string(),
        paths => format!("{} files", paths.len()),
    }
}

/// Opens `path` (stdin for `-`), with the name messages use for it.
pub fn open_input(path: &Path) -> anyhow::Result<(Arc<str>, Box<dyn Read + Send>)> {
    if is_stdin(path) {
        return Ok((Arc::from("<stdin>"), Box::new(std::io::stdin())));
    }
    let file = File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    Ok((Arc::from(path.display().to_string()), Box::new(file)))
}

/// The size of the input `path` when it is a regular file (`None` for stdin, a pipe or a
/// device); an input that cannot be opened is an error. A regular file is opened to find
/// out and closed again; any other input is only looked at, since opening a pipe would
/// take what it holds.
pub fn input_size(path: &Path) -> anyhow::Result<Option<u64>> {
    if is_stdin(path) {
        return Ok(None);
    }
    let cannot = || format!("cannot read {}", path.display());
    let metadata = std::fs::metadata(path).with_context(cannot)?;
    if !metadata.is_file() {
        return Ok(None);
    }
    File::open(path).with_context(cannot)?;
    Ok(Some(metadata.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(names: &[&str]) -> Vec<PathBuf> {
        names.iter().map(PathBuf::from).collect()
    }

    #[test]
    fn no_path_is_stdin_and_stdin_is_read_once() {
        assert_eq!(input_paths(&[]).unwrap(), paths(&["-"]));
        assert_eq!(
            input_paths(&paths(&["a", "-", "b"])).unwrap(),
            paths(&["a", "-", "b"])
        );
        let twice = input_paths(&paths(&["-", "a", "-"])).unwrap_err();
        assert_eq!(
            twice.to_string(),
            "`-` is given twice: standard input can be read only once"
        );
    }

    #[test]
    fn several_inputs_are_named_by_their_number() {
        assert_eq!(inputs_name(&[]), "<stdin>");
        assert_eq!(inputs_name(&paths(&["-"])), "<stdin>");
        assert_eq!(inputs_name(&paths(&["a.txt"])), "a.txt");
        assert_eq!(inputs_name(&paths(&["a.txt", "-"])), "2 files");
    }
}
