//! The symmetries a variant keeps, found from its rules rather than from a table: a
//! rearrangement of the lines that keeps the boxes (bands and stacks, each in any order,
//! lines within each in any order, transposed when boxes are square) is kept when it maps
//! every unit a rule adds (diagonal, window, disjoint group) onto a unit of the same rule,
//! and every pair of cells a rule makes differ (anti-knight, anti-king) onto such a pair.
//! A new rule therefore needs nothing here. The search assigns the image of row 0, then of
//! column 0, row 1, column 1 …, and gives up a choice as soon as the cells whose row and
//! column both have images break a rule.

use super::error::TransformError;
use super::symmetry::Symmetry;
use crate::grid::Shape;
use crate::rules::{Rules, Unit, UnitKind, units_of};

/// Not yet given an image.
const FREE: usize = usize::MAX;

/// The cells of one rule a symmetry must keep.
enum RuleCells {
    /// Units: for each unit its cells, and for each cell the units holding it.
    Units {
        units: Vec<Unit>,
        of_cell: Vec<Vec<usize>>,
    },
    /// Pairs that must differ: for each cell the cells it is paired with.
    Pairs { of_cell: Vec<Vec<usize>> },
}

/// The symmetries (of the cells) that keep a grid's rules; with the relabellings of the
/// symbols, which every rule here keeps, they make the grids equivalent to a grid. Classic
/// rules keep every rearrangement of bands, stacks and their lines (3,359,232 on 9×9,
/// transposition included); X keeps 96, windoku 128, disjoint groups 2,592, anti-knight and
/// anti-king the 8 rotations and reflections of the square; a combination keeps what each
/// of its rules keeps.
pub struct Kept {
    shape: Shape,
    rules: Vec<RuleCells>,
}

impl Kept {
    /// The symmetries `rules` keep; jigsaw regions are refused, as no band or stack
    /// structure bounds the search for the rearrangements that keep them.
    ///
    /// # Examples
    /// ```
    /// use sudograph::{grid::Shape, rules::{Rules, Variant}};
    /// let knight = Variant { anti_knight: true, ..Variant::default() };
    /// let rules = Rules::new(Shape::square(3).unwrap(), knight).unwrap();
    /// assert_eq!(sudograph::transform::Kept::new(&rules).unwrap().all().len(), 8);
    /// ```
    pub fn new(rules: &Rules) -> Result<Kept, TransformError> {
        if rules.variant().regions.is_some() {
            return Err(TransformError::Regions);
        }
        let cells = rules.shape().cells();
        let mut kept = Vec::new();
        let units = rules.units();
        for kind in [UnitKind::Diagonal, UnitKind::Window, UnitKind::Disjoint] {
            let units: Vec<Unit> = units
                .iter()
                .filter(|unit| unit.kind == kind)
                .cloned()
                .collect();
            if units.is_empty() {
                continue;
            }
            let of_cell = units_of(&units, cells);
            kept.push(RuleCells::Units { units, of_cell });
        }
        for rule in rules.apart() {
            let of_cell = (0..cells)
                .map(|cell| rule.neighbours(rules.side(), cell).collect())
                .collect();
            kept.push(RuleCells::Pairs { of_cell });
        }
        Ok(Kept {
            shape: rules.shape(),
            rules: kept,
        })
    }

    /// Every kept symmetry, the identity first. Meant for variants, which keep few: under
    /// classic rules of side 9 this is 3,359,232 symmetries.
    pub fn all(&self) -> Vec<Symmetry> {
        let mut all = Vec::new();
        self.search(
            &mut Search::new(self.shape.side()),
            0,
            &mut |_| (),
            &mut |s| {
                all.push(s);
                false
            },
        );
        all
    }

    /// One kept symmetry drawn at random by `below(n)` (a number in 0..n), each as likely:
    /// at each step the first choice that leads to a symmetry, in a random order, is
    /// taken, and the symmetries that share the choices made so far are equally many for
    /// every choice (a coset of those that fix the lines assigned).
    pub fn random(&self, below: &mut dyn FnMut(usize) -> usize) -> Symmetry {
        let mut found = None;
        let mut order = |choices: &mut Vec<usize>| {
            for i in (1..choices.len()).rev() {
                choices.swap(i, below(i + 1));
            }
        };
        self.search(
            &mut Search::new(self.shape.side()),
            0,
            &mut order,
            &mut |s| {
                found = Some(s);
                true
            },
        );
        found.expect("the identity is kept")
    }

    /// Assigns the line at `depth` of the order row 0, column 0, row 1 …, trying its
    /// choices in the order `order` leaves them; hands each complete symmetry to `found`,
    /// which says whether to stop. Returns whether it stopped.
    fn search(
        &self,
        search: &mut Search,
        depth: usize,
        order: &mut dyn FnMut(&mut Vec<usize>),
        found: &mut dyn FnMut(Symmetry) -> bool,
    ) -> bool {
        let side = self.shape.side();
        if depth == 2 * side {
            // The images read backwards (new line l takes old line image[l]) are the
            // inverse symmetry, which is kept too.
            let (rows, cols) = search.image.split_at(side);
            return found(Symmetry::from_lines(side, rows, cols));
        }
        let line = (depth % 2) * side + depth / 2;
        let mut choices = self.choices(search, line);
        order(&mut choices);
        for choice in choices {
            search.image[line] = choice;
            search.used[choice] = true;
            if self.keeps_rules(search, line) && self.search(search, depth + 1, order, found) {
                return true;
            }
            search.used[choice] = false;
            search.image[line] = FREE;
        }
        false
    }

    /// The lines `line` may go to: a line of a band (or stack) not yet used at the first
    /// line of its band, else an unused line of the band its band's first line went to;
    /// rows to rows and columns to columns, or (square boxes) all the other way round, as
    /// row 0 chose.
    fn choices(&self, search: &Search, line: usize) -> Vec<usize> {
        let side = self.shape.side();
        let band = |l: usize| match l < side {
            true => (l / self.shape.box_rows(), self.shape.box_rows()),
            false => (
                side + (l - side) / self.shape.box_cols(),
                self.shape.box_cols(),
            ),
        };
        let (own, size) = band(line);
        let first = match line < side {
            true => own * size,
            false => side + (own - side) * size,
        };
        if first != line {
            let (to, _) = band(search.image[first]);
            return (0..2 * side)
                .filter(|&l| band(l).0 == to && !search.used[l])
                .collect();
        }
        let square = self.shape.box_rows() == self.shape.box_cols();
        let to_rows = match (line, search.image[0]) {
            (0, _) => None,
            (l, row0) => Some((l < side) == (row0 < side)),
        };
        (0..2 * side)
            .filter(|&l| match to_rows {
                None => l < side || square,
                Some(rows) => (l < side) == rows,
            })
            .filter(|&l| {
                let (to, _) = band(l);
                (0..2 * side).all(|m| band(m).0 != to || !search.used[m])
            })
            .collect()
    }

    /// Whether the cells that `line`'s image made known, with those known before, keep
    /// every rule: each unit's known cells go into one unit of its rule, each known pair
    /// to a pair.
    fn keeps_rules(&self, search: &Search, line: usize) -> bool {
        let side = self.shape.side();
        let new_cells: Vec<usize> = match line < side {
            true => (0..side)
                .map(|c| line * side + c)
                .filter(|&cell| search.known(cell))
                .collect(),
            false => (0..side)
                .map(|r| r * side + line - side)
                .filter(|&cell| search.known(cell))
                .collect(),
        };
        new_cells.into_iter().all(|cell| {
            let to = search.image_of(cell);
            self.rules.iter().all(|rule| match rule {
                RuleCells::Units { units, of_cell } => of_cell[cell].iter().all(|&u| {
                    let mut into = of_cell[to].clone();
                    for &other in &units[u].cells {
                        if other != cell && search.known(other) {
                            let there = &of_cell[search.image_of(other)];
                            into.retain(|v| there.contains(v));
                        }
                    }
                    !into.is_empty()
                }),
                RuleCells::Pairs { of_cell } => of_cell[cell]
                    .iter()
                    .filter(|&&other| search.known(other))
                    .all(|&other| of_cell[to].contains(&search.image_of(other))),
            })
        })
    }
}

/// The lines given an image so far.
struct Search {
    side: usize,
    /// Each line's image (rows 0..side, columns side..2·side), or `FREE`.
    image: Vec<usize>,
    /// Whether each line is some line's image.
    used: Vec<bool>,
}

impl Search {
    fn new(side: usize) -> Search {
        Search {
            side,
            image: vec![FREE; 2 * side],
            used: vec![false; 2 * side],
        }
    }

    /// Whether both the row and the column of `cell` have images.
    fn known(&self, cell: usize) -> bool {
        let side = self.side;
        self.image[cell / side] != FREE && self.image[side + cell % side] != FREE
    }

    /// Where `cell` goes, its row and column having images.
    fn image_of(&self, cell: usize) -> usize {
        let side = self.side;
        let (row, col) = (self.image[cell / side], self.image[side + cell % side]);
        match row < side {
            true => row * side + (col - side),
            false => col * side + (row - side),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apart::Apart;
    use crate::rules::Variant;
    use std::collections::HashSet;

    /// The variant with rule bits: x, anti-knight, anti-king, windoku, disjoint.
    fn variant(bits: u8) -> Variant {
        Variant {
            diagonals: bits & 1 != 0,
            anti_knight: bits & 2 != 0,
            anti_king: bits & 4 != 0,
            windoku: bits & 8 != 0,
            disjoint: bits & 16 != 0,
            ..Variant::default()
        }
    }

    /// Every order of `0..n`.
    fn orders(n: usize) -> Vec<Vec<usize>> {
        if n == 0 {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for rest in orders(n - 1) {
            for at in 0..n {
                let mut p = rest.clone();
                p.insert(at, n - 1);
                out.push(p);
            }
        }
        out
    }

    /// Every order of `side` lines in bands of `size` that keeps the bands.
    fn band_orders(side: usize, size: usize) -> Vec<Vec<usize>> {
        let mut out = vec![Vec::new()];
        for bands in orders(side / size) {
            let mut partial = vec![Vec::new()];
            for band in bands {
                partial = partial
                    .into_iter()
                    .flat_map(|p: Vec<usize>| {
                        orders(size).into_iter().map(move |within| {
                            let mut p = p.clone();
                            p.extend(within.iter().map(|i| band * size + i));
                            p
                        })
                    })
                    .collect();
            }
            out.extend(partial);
        }
        out.retain(|p| !p.is_empty());
        out
    }

    /// How many rearrangements of bands, stacks and their lines (and transpositions) keep
    /// each rule of `rules`, counted by trying every one: a unit must go onto a unit of
    /// its kind, a pair the rule joins onto such a pair, by the rules' own lists.
    fn brute_force(rules: &Rules) -> usize {
        let side = rules.side();
        let shape = rules.shape();
        let units = rules.units();
        let kinds: Vec<HashSet<(UnitKind, Vec<usize>)>> =
            [UnitKind::Diagonal, UnitKind::Window, UnitKind::Disjoint]
                .into_iter()
                .map(|kind| {
                    units
                        .iter()
                        .filter(|u| u.kind == kind)
                        .map(|u| (kind, u.cells.clone()))
                        .collect()
                })
                .collect();
        let pairs: Vec<(Apart, HashSet<(usize, usize)>)> = rules
            .apart()
            .into_iter()
            .map(|rule| (rule, rule.pairs(side).into_iter().collect()))
            .collect();
        let transposes: &[bool] = match shape.box_rows() == shape.box_cols() {
            true => &[false, true],
            false => &[false],
        };
        let mut kept = 0;
        for rows in band_orders(side, shape.box_rows()) {
            for cols in band_orders(side, shape.box_cols()) {
                for &t in transposes {
                    let to = |cell: usize| {
                        let (r, c) = (rows[cell / side], cols[cell % side]);
                        if t { c * side + r } else { r * side + c }
                    };
                    let units_kept = kinds.iter().all(|set| {
                        set.iter().all(|(kind, cells)| {
                            let mut image: Vec<usize> = cells.iter().map(|&c| to(c)).collect();
                            image.sort_unstable();
                            set.contains(&(*kind, image))
                        })
                    });
                    let pairs_kept = pairs.iter().all(|(_, set)| {
                        set.iter().all(|&(a, b)| {
                            let (x, y) = (to(a), to(b));
                            set.contains(&(x.min(y), x.max(y)))
                        })
                    });
                    kept += usize::from(units_kept && pairs_kept);
                }
            }
        }
        kept
    }

    #[test]
    fn the_search_finds_as_many_symmetries_as_trying_every_one() {
        for (rows, cols) in [(2, 2), (2, 3), (3, 2)] {
            let shape = Shape::new(rows, cols).unwrap();
            for bits in 0u8..32 {
                let Ok(rules) = Rules::new(shape, variant(bits)) else {
                    continue;
                };
                let all = Kept::new(&rules).unwrap().all();
                assert_eq!(all.len(), brute_force(&rules), "{shape} {bits}");
                let distinct: HashSet<Vec<usize>> = all
                    .iter()
                    .map(|s| (0..shape.cells()).map(|c| s.source(c)).collect())
                    .collect();
                assert_eq!(distinct.len(), all.len(), "{shape} {bits}");
            }
        }
    }

    #[test]
    fn nine_by_nine_rules_keep_the_symmetries_the_guide_lists() {
        let shape = Shape::square(3).unwrap();
        for (bits, count) in [
            (1, 96),
            (2, 8),
            (4, 8),
            (8, 128),
            (16, 2592),
            (3, 8),
            (24, 8),
        ] {
            let rules = Rules::new(shape, variant(bits)).unwrap();
            assert_eq!(Kept::new(&rules).unwrap().all().len(), count, "{bits}");
        }
    }

    #[test]
    fn random_draws_each_kept_symmetry_as_often() {
        let rules = Rules::new(Shape::square(3).unwrap(), variant(2)).unwrap();
        let kept = Kept::new(&rules).unwrap();
        let all = kept.all();
        let mut seen = vec![0; all.len()];
        let mut state = 68u64;
        for _ in 0..800 {
            let drawn =
                kept.random(&mut |n| sudograph_colour::next_random(&mut state) as usize % n);
            seen[all.iter().position(|s| *s == drawn).unwrap()] += 1;
        }
        // 100 each expected; a fixed seed, so no flakiness.
        assert!(seen.iter().all(|&n| (60..140).contains(&n)), "{seen:?}");
    }
}
