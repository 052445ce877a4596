//! A random equivalent of a grid: symbols relabelled, bands, rows within bands, stacks and
//! columns within stacks permuted, and (square boxes) maybe transposed, all drawn from a
//! seed.

use super::classic::classic_shape;
use super::error::TransformError;
use crate::grid::Grid;
use sudograph_colour::next_random;

/// A random grid equivalent to `grid` (a puzzle, or a solution), the same for the same
/// seed: it has as many solutions, and the solutions are transformed alike. Any classic
/// grid, boxes square or not; a variant is refused.
///
/// # Examples
/// ```
/// use sudograph::grid::Grid;
/// let puzzle: Grid = "..34.421...31342".parse().unwrap();
/// let one = sudograph::transform::shuffle(&puzzle, 1).unwrap();
/// assert_eq!(one.filled(), puzzle.filled());
/// assert_eq!(Some(&one), sudograph::transform::shuffle(&puzzle, 1).as_ref().ok());
/// ```
pub fn shuffle(grid: &Grid, seed: u64) -> Result<Grid, TransformError> {
    let shape = classic_shape(grid)?;
    let side = shape.side();
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut below = |n: usize| next_random(&mut state) as usize % n;
    let shuffled = |n: usize, below: &mut dyn FnMut(usize) -> usize| {
        let mut items: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            items.swap(i, below(i + 1));
        }
        items
    };
    let lines = |size: usize, below: &mut dyn FnMut(usize) -> usize| -> Vec<usize> {
        let bands = shuffled(side / size, below);
        bands
            .into_iter()
            .flat_map(|band| {
                shuffled(size, below)
                    .into_iter()
                    .map(move |i| band * size + i)
                    .collect::<Vec<_>>()
            })
            .collect()
    };
    let rows = lines(shape.box_rows(), &mut below);
    let cols = lines(shape.box_cols(), &mut below);
    let labels = shuffled(side, &mut below);
    let transpose = shape.box_rows() == shape.box_cols() && below(2) == 1;
    let cells = (0..side * side)
        .map(|cell| {
            let (mut r, mut c) = (rows[cell / side], cols[cell % side]);
            if transpose {
                (r, c) = (c, r);
            }
            grid.cells()[r * side + c].map(|s| labels[usize::from(s)] as u16)
        })
        .collect();
    Ok(Grid::from_cells(grid.rules().clone(), cells)
        .expect("the same rules, symbols below the side"))
}
