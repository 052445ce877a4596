//! The files a test reads and writes: the repository's own (test data, examples, committed
//! pictures), and scratch folders and files that are removed when the test ends.

/// A file under the repository root, as text.
pub fn file(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .expect("test data exists")
}

/// A fresh folder for one test's files, removed with everything in it when the test ends
/// (passing or failing), so that test runs leave nothing behind in the temporary folder.
pub struct Scratch(std::path::PathBuf);

impl Scratch {
    /// A new empty folder; `name` must be unique among the tests.
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("sudograph-{}-{name}", std::process::id()));
        // A folder left by a killed run of the same process id would mix in old files.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        Scratch(dir)
    }

    /// A path inside the folder.
    pub fn join(&self, name: impl AsRef<std::path::Path>) -> std::path::PathBuf {
        self.0.join(name)
    }

    /// The folder itself.
    pub fn path(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A file written into its own [`Scratch`] folder, removed with it; passes as a path
/// argument (`.arg(&file)`).
pub struct TempFile {
    path: std::path::PathBuf,
    _dir: Scratch,
}

impl AsRef<std::ffi::OsStr> for TempFile {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.path.as_os_str()
    }
}

/// Writes `text` to a fresh file named `name`; `name` must be unique among the tests.
pub fn temp_file(name: &str, text: &str) -> TempFile {
    let dir = Scratch::new(name);
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    TempFile { path, _dir: dir }
}
