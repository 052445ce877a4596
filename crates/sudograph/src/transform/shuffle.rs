//! A random equivalent of a grid, drawn from a seed: symbols relabelled, and the cells
//! rearranged by a symmetry its rules keep — under classic rules, bands, rows within bands,
//! stacks and columns within stacks permuted and (square boxes) maybe transposed; under a
//! variant, one of the symmetries [`Kept`] finds.

use super::error::TransformError;
use super::kept::Kept;
use super::symmetry::Symmetry;
use crate::grid::Grid;
use sudograph_colour::next_random;

/// A random grid equivalent to `grid` (a puzzle, or a solution), the same for the same
/// seed: it has as many solutions under the same rules, and the solutions are transformed
/// alike. Any grid, boxes square or not, under any variant but jigsaw regions; a variant's
/// grid is rearranged only by the symmetries its rules keep, each as likely.
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
    let rules = grid.rules();
    let shape = rules.shape();
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
    if !rules.variant().is_classic() {
        let symmetry = Kept::new(rules)?.random(&mut below);
        let labels = shuffled(side, &mut below);
        return Ok(symmetry.apply(grid, &labels));
    }
    // Every arrangement of the bands and stacks is kept: drawn directly, line by line.
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
    let cols: Vec<usize> = lines(shape.box_cols(), &mut below)
        .into_iter()
        .map(|c| side + c)
        .collect();
    let labels = shuffled(side, &mut below);
    let symmetry = match shape.box_rows() == shape.box_cols() && below(2) == 1 {
        // Transposed: new row r is old column rows[r], new column c old row cols[c].
        true => Symmetry::from_lines(
            side,
            &rows.iter().map(|r| side + r).collect::<Vec<_>>(),
            &cols.iter().map(|c| c - side).collect::<Vec<_>>(),
        ),
        false => Symmetry::from_lines(side, &rows, &cols),
    };
    Ok(symmetry.apply(grid, &labels))
}
