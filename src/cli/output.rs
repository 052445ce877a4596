//! Writing results: files are replaced atomically (written beside, then renamed), so a
//! failure never leaves a half-written or truncated file.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

/// Writes `path` through `write`, which fills a temporary file in the same folder; the
/// temporary file replaces `path` only when `write` succeeds, and is removed otherwise. The
/// folder must exist; errors name `path`, not the temporary file.
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
    let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = write(&temporary)
        .and_then(|()| std::fs::rename(&temporary, path).map_err(anyhow::Error::from))
        .with_context(|| format!("cannot write {}", path.display()));
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

/// Writes `text` to `path` whole or not at all (see [`write_atomically`]).
pub fn write_text_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    write_atomically(path, |temporary| Ok(std::fs::write(temporary, text)?))
}
