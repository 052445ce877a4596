//! Writing results: files are replaced atomically (written beside, then renamed), so a
//! failure never leaves a half-written or truncated file.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

/// Writes `path` through `write`, which fills a temporary file in the same folder
/// (tempfile: removed whatever happens unless kept); the temporary file replaces `path`
/// only when `write` succeeds. The folder must exist; errors name `path`, not the temporary
/// file.
pub fn write_atomically(
    path: &Path,
    write: impl FnOnce(&Path) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        bail!(
            "cannot write {}: there is no folder {}",
            path.display(),
            dir.display()
        );
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(&dir)
        .map_err(|e| anyhow::Error::from(without_path(&e)))
        .and_then(|temporary| {
            write(temporary.path())?;
            temporary
                .persist(path)
                .map_err(|e| without_path(&e.error))?;
            Ok(())
        })
        .with_context(|| format!("cannot write {}", path.display()))
}

/// Writes `text` to `path` whole or not at all (see [`write_atomically`]).
pub fn write_text_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    write_atomically(path, |temporary| Ok(std::fs::write(temporary, text)?))
}

/// An I/O error without the temporary file's name that tempfile adds to it (messages name
/// the file asked for): the system's own error when it is there, else its kind.
fn without_path(error: &std::io::Error) -> std::io::Error {
    match error.raw_os_error() {
        Some(code) => std::io::Error::from_raw_os_error(code),
        None => std::io::Error::from(error.kind()),
    }
}
