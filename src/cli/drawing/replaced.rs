//! A regular file that an output replaces: whether this user may replace it, and what the
//! new file keeps of it.
//!
//! The shell's `>` writes into the old file, so the file stays what it was — its mode and
//! its owner — and a file the user may not write is refused (`Permission denied`). The
//! output helper writes a new file and renames it over the old one, which needs only the
//! folder's write permission and makes a file of the writer's own. So it asks first what
//! `>` would:
//!
//! - may this user write the file (`access(2)`, which root passes, as with the shell)? If
//!   not: `permission denied`, and the file is left alone;
//! - can the new file be given the old one's owner and group? Root can give any; another
//!   user only their own user and a group they are in. If not, the file is refused with
//!   the reason, rather than silently handed to a new owner: `-o - > FILE` writes into it
//!   as the shell does.
//!
//! The new file then takes the old one's owner, group and mode before it is renamed over it.

use std::fs::{File, Metadata, Permissions};
use std::path::Path;

#[cfg(unix)]
use anyhow::Context;
use anyhow::bail;

/// What a replaced file's successor keeps of it.
pub struct Replaced {
    /// Its permissions (mode).
    permissions: Permissions,
    /// Its owner and group.
    #[cfg(unix)]
    owner: (u32, u32),
}

/// What to do instead, said when a file may not be replaced.
const INSTEAD: &str = "write to - and redirect with >, or remove the file first";

impl Replaced {
    /// The file `file` in `folder`, found as `found`, or why this user may not replace it
    /// (without the path: callers add it).
    #[cfg(unix)]
    pub fn check(file: &Path, found: &Metadata, folder: &Path) -> anyhow::Result<Replaced> {
        use rustix::fs::{Access, access};
        use rustix::io::Errno;
        use std::os::unix::fs::MetadataExt;
        match access(file, Access::WRITE_OK) {
            Ok(()) => {}
            Err(Errno::ACCESS | Errno::PERM) => bail!(
                "permission denied: this user may not write the file (mode {:04o})",
                found.mode() & 0o7777
            ),
            Err(err) => return Err(std::io::Error::from(err).into()),
        }
        let replaced = Replaced {
            permissions: found.permissions(),
            owner: (found.uid(), found.gid()),
        };
        replaced.owner_can_be_kept(folder)?;
        Ok(replaced)
    }

    /// The file found as `found`, or why it may not be replaced (without the path).
    #[cfg(not(unix))]
    pub fn check(_: &Path, found: &Metadata, _: &Path) -> anyhow::Result<Replaced> {
        if found.permissions().readonly() {
            bail!("permission denied: the file is read-only");
        }
        Ok(Replaced {
            permissions: found.permissions(),
        })
    }

    /// Refuses, before anything is written, a file whose owner or group its successor
    /// could not be given: one owned by another user when this one is not root, or whose
    /// group this user is not in (unless the new file would have it anyway, in a
    /// set-group-ID `folder`).
    #[cfg(unix)]
    fn owner_can_be_kept(&self, folder: &Path) -> anyhow::Result<()> {
        use rustix::process::{getegid, geteuid, getgroups};
        use std::os::unix::fs::MetadataExt;
        let user = geteuid().as_raw();
        if user == 0 {
            return Ok(());
        }
        let (owner, group) = self.owner;
        if owner != user {
            bail!(
                "owned by user {owner}, and a new file would be owned by you (user {user}); refusing to change its owner ({INSTEAD})"
            );
        }
        // A new file's group: the folder's in a set-group-ID folder, else the user's.
        let folder = std::fs::metadata(folder)?;
        let new_group = match folder.mode() & 0o2000 {
            0 => getegid().as_raw(),
            _ => folder.gid(),
        };
        let member = || getgroups().is_ok_and(|groups| groups.iter().any(|g| g.as_raw() == group));
        if group != new_group && group != getegid().as_raw() && !member() {
            bail!(
                "its group is {group}, which you are not in, and a new file would have group {new_group}; refusing to change its group ({INSTEAD})"
            );
        }
        Ok(())
    }

    /// Gives `new`, the file that replaces the old one, the old one's owner, group and
    /// mode: the owner first, as changing it may clear the set-user-ID bits.
    pub fn pass_on(&self, new: &File) -> anyhow::Result<()> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let (owner, group) = self.owner;
            let now = new.metadata()?;
            let changed = |old: u32, new: u32| (old != new).then_some(old);
            let (user, group_to) = (changed(owner, now.uid()), changed(group, now.gid()));
            if user.is_some() || group_to.is_some() {
                std::os::unix::fs::fchown(new, user, group_to).with_context(|| {
                    format!("cannot give the new file the old one's owner {owner}:{group}")
                })?;
            }
        }
        new.set_permissions(self.permissions.clone())?;
        Ok(())
    }
}
