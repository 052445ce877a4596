//! Writing an output file (`-o`, `--render`, `--steps` frames, `--page`, `hint --dot`)
//! whatever its name names, so that writing never destroys what it was not asked to
//! replace and never says it wrote what it did not:
//!
//! - an input of the command is never written over, by whatever name the output gives it
//!   (the same name, `./x`, a symbolic link, a hard link: see [`super::inputs`]);
//! - a regular file, new or old, is written beside and renamed over it (whole or not at
//!   all); an old file keeps its permissions, owner and group, a new one gets the
//!   permissions of the umask (0666 & !umask), as a shell's `>` would give it;
//! - an old file is replaced only by a user the shell's `>` would let write it: one it
//!   does not let write it is refused (`permission denied`), and so is one whose owner or
//!   group could not be kept (another user's file, replaced by a user who is not root),
//!   rather than handed to a new owner (see [`super::replaced`]);
//! - a symbolic link is followed: its target is what gets written, the link stays;
//! - `-` is standard output; a FIFO, a character device (`/dev/null`) or a descriptor's
//!   name (`/dev/stdout`) is opened and written through, never replaced;
//! - a folder, a block device and a socket are refused with the reason.
//!
//! Every error names the path asked for: `PATH: why`.

use std::fs::Metadata;
#[cfg(unix)]
use std::fs::Permissions;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

use super::inputs::Inputs;
use super::replaced::Replaced;

/// The name that means standard output.
pub const STDOUT: &str = "-";

/// Most symbolic links followed from a name to its file (Linux's own limit).
const MAX_LINKS: usize = 40;

/// Where an output's bytes go, as found from what its name names now.
enum Destination {
    /// Standard output (`-`).
    Stdout,
    /// A regular file, `file` (the name's last link followed), replaced whole; `old` is
    /// the file it replaces, none for a new file.
    Replace {
        file: PathBuf,
        old: Option<Replaced>,
    },
    /// A FIFO, a character device or a descriptor's name: opened and written in place.
    Through,
}

/// Whether `path` is `-`, standard output.
pub fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == STDOUT
}

/// How messages name an output: its path, or `<stdout>` for `-`.
pub fn output_name(path: &Path) -> String {
    if is_stdout(path) {
        "<stdout>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Checks, before any work, that `path` can be written as [`write_output`] would, and is
/// none of the command's `inputs`: an error `PATH: why` for an input by any name, a
/// folder, a block device, a socket, a file in a folder that does not exist, a file this
/// user may not write or whose owner could not be kept, or a name that cannot be looked
/// at.
pub fn check_output(path: &Path, inputs: &Inputs) -> anyhow::Result<()> {
    if !is_stdout(path) {
        inputs.refuse_overwrite(path)?;
    }
    destination(path)
        .map(drop)
        .with_context(|| output_name(path))
}

/// Writes `path` through `write`, whatever `path` names (see the module's header): a
/// regular file is replaced only when `write` succeeds, and an error is `PATH: why`.
pub fn write_output(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    destination(path)
        .and_then(|destination| match destination {
            Destination::Stdout => {
                let mut out = BufWriter::new(std::io::stdout().lock());
                write(&mut out)?;
                Ok(out.flush()?)
            }
            Destination::Through => {
                // Appending, so that a descriptor's name (`/dev/stdout` of `>> log`) adds
                // to what is there, as the descriptor itself would.
                let file = std::fs::OpenOptions::new().append(true).open(path)?;
                let mut out = BufWriter::new(file);
                write(&mut out)?;
                out.flush()?;
                Ok(())
            }
            Destination::Replace { file, old } => replace(&file, old, write),
        })
        .with_context(|| output_name(path))
}

/// Writes `text` to `path` (see [`write_output`]).
pub fn write_text(path: &Path, text: &str) -> anyhow::Result<()> {
    write_output(path, |out| Ok(out.write_all(text.as_bytes())?))
}

/// What `path` names, or why it cannot be written (without the path: callers add it).
fn destination(path: &Path) -> anyhow::Result<Destination> {
    if path.as_os_str().is_empty() {
        bail!("an empty file name");
    }
    if is_stdout(path) {
        return Ok(Destination::Stdout);
    }
    if path
        .as_os_str()
        .to_string_lossy()
        .ends_with(std::path::is_separator)
    {
        bail!("names a folder (it ends in a slash); give a file name");
    }
    // Every link followed, as opening the name would: what is there now.
    match std::fs::metadata(path) {
        Ok(found) if found.is_dir() => bail!("is a folder; give a file name"),
        Ok(found) if found.is_file() => {
            let (file, through_descriptor) = follow_links(path)?;
            if through_descriptor {
                // `/dev/stdout` and `/proc/self/fd/N` name an open file, not a place to
                // put a new one: written where the descriptor points.
                return Ok(Destination::Through);
            }
            let old = Replaced::check(&file, &found, &folder_of(&file))?;
            Ok(Destination::Replace {
                file,
                old: Some(old),
            })
        }
        Ok(found) => special(&found),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
            let (file, _) = follow_links(path)?;
            let folder = folder_of(&file);
            if !folder.is_dir() {
                bail!("there is no folder {}", folder.display());
            }
            Ok(Destination::Replace { file, old: None })
        }
        Err(err) => Err(err.into()),
    }
}

/// Neither a file nor a folder: a FIFO or a character device is written through; a block
/// device (a disk) and a socket are refused.
#[cfg(unix)]
fn special(found: &Metadata) -> anyhow::Result<Destination> {
    use std::os::unix::fs::FileTypeExt;
    let kind = found.file_type();
    if kind.is_block_device() {
        bail!("is a block device (a disk or a partition); refusing to write over it");
    }
    if kind.is_socket() {
        bail!("is a socket, which cannot be written as a file");
    }
    Ok(Destination::Through)
}

/// Neither a file nor a folder: written through.
#[cfg(not(unix))]
fn special(_: &Metadata) -> anyhow::Result<Destination> {
    Ok(Destination::Through)
}

/// The name with every symbolic link followed, one at a time (the last may point to
/// nothing yet: a new file), and whether a link on the way lives in `/proc` or `/dev/fd`,
/// where links name open descriptors rather than files.
fn follow_links(path: &Path) -> anyhow::Result<(PathBuf, bool)> {
    let mut at = path.to_path_buf();
    let mut through_descriptor = false;
    for _ in 0..=MAX_LINKS {
        match std::fs::symlink_metadata(&at) {
            Ok(found) if found.file_type().is_symlink() => {
                through_descriptor |= at.starts_with("/proc") || at.starts_with("/dev/fd");
                let target = std::fs::read_link(&at)?;
                // A relative target is relative to the link's folder.
                at = match at.parent() {
                    Some(folder) => folder.join(target),
                    None => target,
                };
            }
            Ok(_) => return Ok((at, through_descriptor)),
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {
                return Ok((at, through_descriptor));
            }
            Err(err) => return Err(err.into()),
        }
    }
    bail!("more than {MAX_LINKS} symbolic links in a row (a loop?)")
}

/// The folder a file is in (`.` for a bare name).
fn folder_of(file: &Path) -> PathBuf {
    match file.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Writes `file` whole or not at all: `write` fills a temporary file in the same folder
/// (tempfile: removed whatever happens unless kept), which then takes the `old` file's
/// owner and permissions — or is made with the umask's, when new — and is renamed over
/// it. An old file's new contents are flushed to disk before the rename, so that a crash
/// leaves the old file or the new one.
fn replace(
    file: &Path,
    old: Option<Replaced>,
    write: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Created with 0666, which the umask narrows, as any new file is.
        builder.permissions(Permissions::from_mode(0o666));
    }
    let temporary = builder
        .tempfile_in(folder_of(file))
        .map_err(|e| without_path(&e))?;
    let mut out = BufWriter::new(temporary.as_file());
    write(&mut out)?;
    out.flush()?;
    drop(out);
    if let Some(old) = old {
        old.pass_on(temporary.as_file())?;
        temporary.as_file().sync_all()?;
    }
    temporary
        .persist(file)
        .map_err(|e| without_path(&e.error))?;
    Ok(())
}

/// An I/O error without the temporary file's name that tempfile adds to it (messages name
/// the file asked for): the system's own error when it is there, else its kind.
fn without_path(error: &std::io::Error) -> std::io::Error {
    match error.raw_os_error() {
        Some(code) => std::io::Error::from_raw_os_error(code),
        None => std::io::Error::from(error.kind()),
    }
}
