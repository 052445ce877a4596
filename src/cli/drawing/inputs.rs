//! The files a command reads, which none of its outputs may write over: `dot victim.txt -o
//! victim.txt` would replace the puzzles with their drawing. An output is told apart from
//! an input by the file it names, not by its name, so that `./victim.txt`, `dir/../victim.txt`,
//! a symbolic link and a hard link to it are refused too.
//!
//! Only regular files are kept: standard input (`-`), a FIFO and a device (`/dev/stdin` on
//! a pipe or a terminal) are read once and gone, so writing to the same name destroys
//! nothing. (`/dev/stdin` redirected from a file names that file, which is kept.)

use std::fs::Metadata;
use std::path::{Path, PathBuf};

use anyhow::bail;

use crate::cli::input::file::file_named;

/// What makes a file that file whatever its name: its device and inode.
#[cfg(unix)]
type Identity = (u64, u64);

/// What makes a file that file whatever its name: its full path, every link followed
/// (without inodes, a hard link goes unseen).
#[cfg(not(unix))]
type Identity = PathBuf;

/// The regular files a command reads, each as it was named and as what it is.
pub struct Inputs(Vec<(PathBuf, Identity)>);

impl Inputs {
    /// The regular files among `paths` (none, and `-`, are standard input). A path that
    /// cannot be looked at is left out: reading it will say why.
    pub fn of<'a>(paths: impl IntoIterator<Item = Option<&'a Path>>) -> Inputs {
        let files = paths
            .into_iter()
            .filter_map(file_named)
            .filter_map(|path| Some((path.to_path_buf(), identity(path)?)))
            .collect();
        Inputs(files)
    }

    /// Refuses `output` when it is one of the inputs, by any name: `OUTPUT: why`.
    pub fn refuse_overwrite(&self, output: &Path) -> anyhow::Result<()> {
        let Some(input) = self.named(output) else {
            return Ok(());
        };
        if input == output {
            bail!(
                "{}: is the input file; refusing to write over it (give the output another name)",
                output.display()
            );
        }
        bail!(
            "{}: is the input file {} by another name; refusing to write over it (give the output another name)",
            output.display(),
            input.display()
        )
    }

    /// Refuses a folder `dir` whose files an output clears and writes (`--steps`) when one
    /// of them is an input: `DIR: why`.
    pub fn refuse_folder(&self, dir: &Path) -> anyhow::Result<()> {
        // A folder that is not there yet, or cannot be read, holds no input.
        let Ok(entries) = std::fs::read_dir(dir) else {
            return Ok(());
        };
        for entry in entries.flatten() {
            if let Some(input) = self.named(&entry.path()) {
                bail!(
                    "{}: holds the input file {}; refusing to write over it (give another folder)",
                    dir.display(),
                    input.display()
                );
            }
        }
        Ok(())
    }

    /// The name of the input that `path` names, if any.
    fn named(&self, path: &Path) -> Option<&Path> {
        let found = identity(path)?;
        self.0
            .iter()
            .find(|(_, id)| *id == found)
            .map(|(name, _)| name.as_path())
    }
}

/// What `path` names, every link followed, when it is a regular file.
fn identity(path: &Path) -> Option<Identity> {
    let found = std::fs::metadata(path).ok()?;
    found.is_file().then(|| identity_of(path, &found))?
}

/// The identity of the regular file `path`, found as `found`.
#[cfg(unix)]
fn identity_of(_: &Path, found: &Metadata) -> Option<Identity> {
    use std::os::unix::fs::MetadataExt;
    Some((found.dev(), found.ino()))
}

/// The identity of the regular file `path`, found as `found`.
#[cfg(not(unix))]
fn identity_of(path: &Path, _: &Metadata) -> Option<Identity> {
    std::fs::canonicalize(path).ok()
}
