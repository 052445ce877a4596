//! Helpers shared by the integration tests: running the executable, reading test data,
//! validating printed solutions, and making random valid grids.

use assert_cmd::Command;
use sudograph::format::{Puzzle, ReadOptions, read_puzzles};
use sudograph::grid::{Grid, Shape};

/// The built `sudograph` executable, run from the repository root.
pub fn sudograph() -> Command {
    let mut command = Command::cargo_bin("sudograph").expect("the binary is built");
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

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

/// The JSON objects of an output, one per line.
pub fn objects(stdout: &[u8]) -> Vec<serde_json::Value> {
    String::from_utf8(stdout.to_vec())
        .expect("UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect()
}

/// Every puzzle of a text, which must all read.
pub fn puzzles(text: &str) -> Vec<Puzzle> {
    read_puzzles(text.as_bytes(), &ReadOptions::default())
        .into_iter()
        .map(|p| p.expect("puzzle reads"))
        .collect()
}

/// Asserts that `output` holds one solution per puzzle of `input`, each complete, correct and
/// keeping its puzzle's givens, and returns the solutions.
pub fn assert_solutions(input: &str, output: &str) -> Vec<Grid> {
    let puzzles = puzzles(input);
    let solutions = self::puzzles(output);
    assert_eq!(
        solutions.len(),
        puzzles.len(),
        "one solution per puzzle in:\n{output}"
    );
    for (puzzle, solution) in puzzles.iter().zip(&solutions) {
        crate::oracle::assert_solves(
            &solution.grid,
            Some(&puzzle.grid),
            &format!("puzzle at line {}", puzzle.line),
        );
        assert_eq!(
            solution.layout, puzzle.layout,
            "output keeps the input's layout"
        );
    }
    solutions.into_iter().map(|s| s.grid).collect()
}

/// Runs `sudograph ARGS` with `input` on stdin, asserts that it succeeds (showing stderr
/// when not) and returns stdout.
pub fn run_ok(args: &[&str], input: &str) -> String {
    let output = sudograph()
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .expect("runs");
    assert!(
        output.status.success(),
        "sudograph {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// Runs `sudograph solve` on `input` through stdin, asserts success and valid solutions.
pub fn solve_stdin(input: &str) -> Vec<Grid> {
    assert_solutions(input, &run_ok(&["solve"], input))
}

/// A deterministic pseudo-random stream for building test grids from a seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The `side` rows (or columns) of a grid in a random order that keeps bands of `size`
/// together: the bands shuffled, and the lines within each band. Reordering so keeps a
/// valid grid valid.
pub fn shuffled_lines(rng: &mut Rng, side: usize, size: usize) -> Vec<usize> {
    let mut bands: Vec<usize> = (0..side / size).collect();
    rng.shuffle(&mut bands);
    bands
        .into_iter()
        .flat_map(|band| {
            let mut inner: Vec<usize> = (0..size).collect();
            rng.shuffle(&mut inner);
            inner.into_iter().map(move |i| band * size + i)
        })
        .collect()
}

/// A random complete, valid grid with n×n boxes: the pattern grid with its symbols, its rows
/// within bands, its bands, its columns within stacks and its stacks shuffled, maybe
/// transposed. Every such transformation keeps a grid valid.
pub fn random_solution(n: usize, rng: &mut Rng) -> Grid {
    let side = n * n;
    let cells = (0..side * side)
        .map(|cell| Some(((n * (cell / side % n) + cell / side / n + cell % side) % side) as u16))
        .collect();
    let pattern = Grid::from_cells(Shape::square(n).expect("n ≥ 2"), cells).expect("valid cells");
    disguise(&pattern, rng)
}

/// `grid` transformed at random: symbols relabelled, rows and columns shuffled within
/// bands and stacks, bands and stacks shuffled, maybe transposed.
pub fn disguise(grid: &Grid, rng: &mut Rng) -> Grid {
    let side = grid.side();
    let n = side.isqrt();
    let mut labels: Vec<u16> = (0..side as u16).collect();
    rng.shuffle(&mut labels);
    let (rows, cols) = (shuffled_lines(rng, side, n), shuffled_lines(rng, side, n));
    let transpose = rng.below(2) == 1;
    let cells = (0..side * side)
        .map(|cell| {
            let (mut r, mut c) = (rows[cell / side], cols[cell % side]);
            if transpose {
                (r, c) = (c, r);
            }
            grid.cells()[r * side + c].map(|s| labels[s as usize])
        })
        .collect();
    Grid::from_cells(grid.rules().clone(), cells).unwrap()
}

/// `grid` with each cell emptied with probability `holes`.
pub fn with_holes(grid: &Grid, holes: f64, rng: &mut Rng) -> Grid {
    let cells = grid
        .cells()
        .iter()
        .map(|&c| {
            if (rng.below(1_000_000) as f64) < holes * 1e6 {
                None
            } else {
                c
            }
        })
        .collect();
    Grid::from_cells(grid.rules().clone(), cells).expect("same rules")
}

/// Whether Graphviz is installed. In CI (`CI` set) it must be; elsewhere the Graphviz tests
/// say they are skipped.
pub fn graphviz() -> bool {
    let present = std::process::Command::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !present {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install Graphviz (see .ci/run)"
        );
        eprintln!("Graphviz `dot` not found: skipping the rendering checks");
    }
    present
}

/// The headless Chromium the page tests drive (Debian's `chromium` package), if installed.
/// In CI (`CI` set) it must be: `.ci/run` installs it, and a missing browser fails the
/// test there rather than passing it unseen. Elsewhere the test is skipped with a note.
pub fn chromium() -> Option<&'static str> {
    let present = std::process::Command::new("chromium")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !present {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install Chromium (`chromium` on PATH; see .ci/run)"
        );
        eprintln!("Chromium not found: skipping the browser checks of the animation page");
        return None;
    }
    Some("chromium")
}

/// Solutions of `puzzle`, counted up to `limit` by plain backtracking over cells in reading
/// order with one bitmask per row, column, box (or region) and diagonal: an independent check
/// of the colourer's counts. The groups come from the rules' definitions here, not from the
/// library's unit lists.
pub fn brute_force_count(puzzle: &Grid, limit: u64) -> u64 {
    let shape = puzzle.shape();
    let side = shape.side();
    let variant = puzzle.rules().variant();
    // Mask indices: rows 0..side, columns side..2side, boxes or regions 2side..3side,
    // then the main and the anti-diagonal.
    let groups_of = |cell: usize| -> Vec<usize> {
        let (r, c) = (cell / side, cell % side);
        let block = match &variant.regions {
            Some(regions) => regions.of_cell()[cell] as usize,
            None => shape.box_of(r, c),
        };
        let mut groups = vec![r, side + c, 2 * side + block];
        if variant.diagonals && r == c {
            groups.push(3 * side);
        }
        if variant.diagonals && r + c == side - 1 {
            groups.push(3 * side + 1);
        }
        groups
    };
    let mut masks = vec![0u64; 3 * side + 2];
    let mut empty = Vec::new();
    for (cell, symbol) in puzzle.cells().iter().enumerate() {
        let groups = groups_of(cell);
        match symbol {
            Some(s) => {
                let bit = 1u64 << s;
                if groups.iter().any(|&g| masks[g] & bit != 0) {
                    return 0;
                }
                groups.iter().for_each(|&g| masks[g] |= bit);
            }
            None => empty.push(groups),
        }
    }
    let full = if side == 64 {
        u64::MAX
    } else {
        (1u64 << side) - 1
    };
    fn walk(
        at: usize,
        empty: &[Vec<usize>],
        masks: &mut [u64],
        full: u64,
        found: &mut u64,
        limit: u64,
    ) {
        let Some(groups) = empty.get(at) else {
            *found += 1;
            return;
        };
        let mut free = full & !groups.iter().fold(0, |m, &g| m | masks[g]);
        while free != 0 && *found < limit {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            groups.iter().for_each(|&g| masks[g] |= bit);
            walk(at + 1, empty, masks, full, found, limit);
            groups.iter().for_each(|&g| masks[g] &= !bit);
        }
    }
    let mut found = 0;
    walk(0, &empty, &mut masks, full, &mut found, limit);
    found
}

/// The pattern grid of side n², symbols counted from 1: valid for any n.
pub fn pattern(n: usize) -> Vec<Vec<usize>> {
    let side = n * n;
    (0..side)
        .map(|r| {
            (0..side)
                .map(|c| (n * (r % n) + r / n + c) % side + 1)
                .collect()
        })
        .collect()
}

/// Rows of white-space separated numbers, about one cell in `holes` written `empty`.
pub fn numbers(grid: &[Vec<usize>], holes: usize, empty: &str, rng: &mut Rng) -> String {
    let mut text = String::new();
    for row in grid {
        let cells: Vec<String> = row
            .iter()
            .map(|v| match rng.below(holes) {
                0 => empty.to_string(),
                _ => v.to_string(),
            })
            .collect();
        text += &cells.join(" ");
        text.push('\n');
    }
    text
}

/// A puzzle in the Lewis / Lloyd–Amos instance format: box size, `1`, rows of numbers
/// separated by tabs, `-1` empty.
pub fn lewis(n: usize, rng: &mut Rng) -> String {
    let rows = numbers(&pattern(n), 3, "-1", rng);
    let tabbed: String = rows
        .lines()
        .map(|l| format!("{}\t\n", l.replace(' ', "\t")))
        .collect();
    format!("{n}\n1\n{tabbed}")
}
