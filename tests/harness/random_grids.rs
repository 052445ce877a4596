//! Grids made up for the tests from a seed: complete valid grids shuffled at random, puzzles
//! cut from them, and the pattern grid written as rows of numbers or in the Lewis format.

use sudograph::grid::{Grid, Shape};

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
