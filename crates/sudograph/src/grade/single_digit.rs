//! Single-digit patterns: two strong links on one symbol joined by a weak link. A strong
//! link is a unit where the symbol has two places, one of which holds it (a conjugate
//! pair), or, in a box, places lying in one row and one column of the box (an empty
//! rectangle: the symbol is in the row's part or in the column's part). A weak link joins
//! an end of one to an end of the other when every cell of the one sees every cell of the
//! other, so they are not both true. If the first link's free end is false its other end
//! is true, so the second's near end is false and its free end true: one of the free ends
//! holds the symbol, which leaves every cell seeing both.
//!
//! The patterns take their textbook names by the units of the links:
//! - skyscraper: conjugate pairs in two parallel rows (or columns), joined in a column
//!   (or row);
//! - two-string kite: a conjugate pair in a row and one in a column, joined in a box;
//! - empty rectangle: an empty-rectangle box joined to a conjugate pair in a row or column;
//! - turbot fish: any other two conjugate pairs (a box's among them, or a diagonal's), and
//!   any two whose weak link only a move rule makes (a knight's move, a diagonal touch).
//!
//! Strong links come from units only: a move rule says two cells differ, never that a
//! symbol must be in one of them.
//!
//! A box whose symbol has two places only, in different rows and columns, joined to a
//! line's conjugate pair, is a turbot fish here. HoDoKu names it both ways: its regression
//! library lists the shape under Turbot Fish (0403, its first four cases) and under
//! "Empty Rectangles with only two rectangle candidates" (0402-1), and which name a
//! HoDoKu step shows depends on the order its solvers are tried in. The grader tries
//! turbot fish first and keeps empty rectangles for boxes of three places or more, the
//! shape that needs the box's grouped link.
//!
//! Conjugate pairs work in every unit of every grid. Empty rectangles need boxes, which
//! are rectangles of rows and columns: a jigsaw grid's regions have no such shape, so there
//! the patterns are made of conjugate pairs alone.

use super::deduction::Deduction;
use super::sight::Grader;
use super::step_cache::StepCache;
use super::technique::Technique;
use crate::rules::UnitKind;
use sudograph_colour::ColourSet;

/// A strong link on one symbol: a unit and the two ends, one of which holds the symbol.
/// Each end is a cell, or for an empty-rectangle box the group of its places in one row or
/// one column of the box.
#[derive(Clone, Debug)]
struct Link {
    unit: usize,
    ends: [Vec<usize>; 2],
    /// Whether the link is an empty-rectangle box, whose ends are groups.
    grouped: bool,
    /// The cells of both ends, each once.
    cells: Vec<usize>,
}

impl Link {
    /// The link of `unit` between the ends `ends`.
    fn new(unit: usize, ends: [Vec<usize>; 2], grouped: bool) -> Link {
        let mut cells = ends.concat();
        cells.sort_unstable();
        cells.dedup();
        Link {
            unit,
            ends,
            grouped,
            cells,
        }
    }
}

/// The strong links of `symbol`: its conjugate pairs, then with `grouped` its
/// empty-rectangle boxes (a box with three places or more, all in the union of one row and
/// one column of the box, with places off the crossing in both).
fn links<S: ColourSet>(cache: &StepCache<S>, symbol: u16, grouped: bool) -> Vec<Link> {
    let (grader, board) = (cache.grader, cache.board);
    let side = grader.side;
    let mut links: Vec<Link> = (cache.conjugate_pairs(symbol).iter())
        .map(|&(unit, a, b)| Link::new(unit, [vec![a], vec![b]], false))
        .collect();
    for (u, unit) in grader.units.iter().enumerate() {
        if !grouped || unit.kind != UnitKind::Box || board.is_full_unit(u) {
            continue;
        }
        let places: Vec<usize> = unit
            .cells
            .iter()
            .copied()
            .filter(|&c| board.has(c, symbol))
            .collect();
        if places.len() < 3 {
            continue;
        }
        let mut rows: Vec<usize> = places.iter().map(|c| c / side).collect();
        let mut columns: Vec<usize> = places.iter().map(|c| c % side).collect();
        rows.dedup();
        columns.sort_unstable();
        columns.dedup();
        for &row in &rows {
            for &column in &columns {
                let in_row: Vec<usize> =
                    places.iter().copied().filter(|c| c / side == row).collect();
                let in_column: Vec<usize> = places
                    .iter()
                    .copied()
                    .filter(|c| c % side == column)
                    .collect();
                let covered = places.iter().all(|c| c / side == row || c % side == column);
                let off_crossing =
                    |group: &[usize]| group.iter().any(|&c| c != row * side + column);
                if covered && off_crossing(&in_row) && off_crossing(&in_column) {
                    links.push(Link::new(u, [in_row, in_column], true));
                }
            }
        }
    }
    links
}

/// The first skyscraper that eliminates something.
pub(super) fn skyscraper<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    find(cache, Technique::Skyscraper)
}

/// The first two-string kite that eliminates something.
pub(super) fn kite<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    find(cache, Technique::TwoStringKite)
}

/// The first turbot fish that eliminates something.
pub(super) fn turbot<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    find(cache, Technique::TurbotFish)
}

/// The first empty rectangle that eliminates something.
pub(super) fn empty_rectangle<S: ColourSet>(cache: &StepCache<S>) -> Option<Deduction> {
    find(cache, Technique::EmptyRectangle)
}

/// The first pattern of two strong links named `technique` that eliminates something,
/// symbol by symbol, pair of links by pair. The step's cells are the chain's four ends in
/// order (free end, its partner, the partner's weak-linked end, the last free end), and its
/// units the first strong link's, the weak link's and the second strong link's.
fn find<S: ColourSet>(cache: &StepCache<S>, technique: Technique) -> Option<Deduction> {
    let (grader, board) = (cache.grader, cache.board);
    let cells = grader.side * grader.side;
    let sees_all =
        |a: &[usize], b: &[usize]| a.iter().all(|&x| b.iter().all(|&y| grader.sees(x, y)));
    let is_line = |link: &Link| {
        matches!(
            grader.units[link.unit].kind,
            UnitKind::Row | UnitKind::Column
        )
    };
    // Only the links the technique's pattern can use: lines for skyscrapers and kites, any
    // conjugate pair for turbot fish, and for empty rectangles boxes with lines.
    let usable = |link: &Link| match technique {
        Technique::Skyscraper | Technique::TwoStringKite => !link.grouped && is_line(link),
        Technique::TurbotFish => !link.grouped,
        _ => link.grouped || is_line(link),
    };
    let grouped = technique == Technique::EmptyRectangle;
    for symbol in 0..grader.side as u16 {
        let mut links = links(cache, symbol, grouped);
        links.retain(usable);
        if links.len() < 2 || (grouped && links.iter().all(|l| !l.grouped)) {
            continue;
        }
        let places: Vec<usize> = (0..cells).filter(|&c| board.has(c, symbol)).collect();
        for (i, first) in links.iter().enumerate() {
            for second in &links[i + 1..] {
                let (one, two) = (&first.cells, &second.cells);
                if first.unit == second.unit
                    || (grouped && first.grouped == second.grouped)
                    || one.iter().any(|c| two.contains(c))
                {
                    continue;
                }
                for (near, far) in [(1, 0), (0, 1)] {
                    for (other_near, other_far) in [(0, 1), (1, 0)] {
                        let (start, inner) = (&first.ends[far], &first.ends[near]);
                        let (outer, end) = (&second.ends[other_near], &second.ends[other_far]);
                        if !sees_all(inner, outer) {
                            continue;
                        }
                        let in_unit = |u: usize| {
                            let unit = &grader.units[u].cells;
                            inner.iter().chain(outer).all(|c| unit.contains(c))
                        };
                        // The weak link's unit; none when a move rule alone joins the ends.
                        let weak = grader.units_of[inner[0]]
                            .iter()
                            .copied()
                            .find(|&u| in_unit(u));
                        if name(grader, first, second, weak) != Some(technique) {
                            continue;
                        }
                        let removed: Vec<(usize, u16)> = places
                            .iter()
                            .copied()
                            .filter(|c| !one.contains(c) && !two.contains(c))
                            .filter(|&c| sees_all(&[c], start) && sees_all(&[c], end))
                            .map(|c| (c, symbol))
                            .collect();
                        let mut step = Deduction::new(technique, vec![symbol], start.clone());
                        step.cells
                            .extend([inner.clone(), outer.clone(), end.clone()]);
                        let units = [Some(first.unit), weak, Some(second.unit)];
                        let step = step.in_units(units.into_iter().flatten().collect());
                        let step = step.removing(removed);
                        if step.is_some() {
                            return step;
                        }
                    }
                }
            }
        }
    }
    None
}

/// The textbook name of the pattern of strong links `first` and `second` joined by a weak
/// link in unit `weak` (none when only a move rule joins its ends: a turbot fish, or an
/// empty rectangle); `None` for the patterns left to other techniques (two empty
/// rectangles, or one with a box's or a diagonal's conjugate pair).
fn name(grader: &Grader, first: &Link, second: &Link, weak: Option<usize>) -> Option<Technique> {
    use UnitKind::{Box, Column, Row};
    let kind = |u: usize| grader.units[u].kind;
    let (a, b, w) = (kind(first.unit), kind(second.unit), weak.map(kind));
    let line = |k: UnitKind| matches!(k, Row | Column);
    match (first.grouped, second.grouped) {
        (false, false) => Some(match (a, b, w) {
            (Row, Row, Some(Column)) | (Column, Column, Some(Row)) => Technique::Skyscraper,
            (Row, Column, Some(Box)) | (Column, Row, Some(Box)) => Technique::TwoStringKite,
            _ => Technique::TurbotFish,
        }),
        (true, false) if line(b) => Some(Technique::EmptyRectangle),
        (false, true) if line(a) => Some(Technique::EmptyRectangle),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::candidate_grid::CandidateGrid;
    use crate::grid::Shape;

    /// A box whose symbol lies in one row and one column of it, off their crossing in both,
    /// makes one grouped link: the places in the row, and those in the column.
    #[test]
    fn a_box_with_its_places_in_a_row_and_a_column_is_a_grouped_link() {
        let grader = Grader::new(&Shape::square(3).unwrap().into());
        let mut board: CandidateGrid<u64> = CandidateGrid::new(&grader, &[None; 81]);
        // Symbol 0 kept in box 1 at r1c1, r1c2 and r3c1 only.
        for cell in [2, 9, 10, 11, 19, 20] {
            board.remove(cell, 0);
        }
        let all = links(&StepCache::new(&grader, &board), 0, true);
        let grouped: Vec<&Link> = all.iter().filter(|l| l.grouped).collect();
        assert_eq!(grouped.len(), 1);
        assert_eq!(grouped[0].ends, [vec![0, 1], vec![0, 18]]);
    }

    /// Symbol 0's only places in row 1 are r1c3 and r1c8, in column 5 r2c5 and r7c5, and
    /// r1c3 and r2c5, a knight's move apart, share no unit: under anti-knight they are the
    /// weak link of a turbot fish, so r1c8 or r7c5 holds 0 and r7c8, seeing both, loses it.
    /// Without the rule there is no pattern.
    #[test]
    fn a_knights_move_joins_two_conjugate_pairs_into_a_turbot_fish() {
        let nine = Shape::square(3).unwrap();
        let knight = crate::rules::Variant {
            anti_knight: true,
            ..Default::default()
        };
        let rules = crate::rules::Rules::new(nine, knight).unwrap();
        for (grader, found) in [
            (Grader::new(&nine.into()), false),
            (Grader::new(&rules), true),
        ] {
            let mut board: CandidateGrid<u64> = CandidateGrid::new(&grader, &[None; 81]);
            let row = (0..9).filter(|&c| c != 2 && c != 7);
            let column = (0..9).map(|r| r * 9 + 4).filter(|&c| c != 13 && c != 58);
            for cell in row.chain(column) {
                board.remove(cell, 0);
            }
            let step = turbot(&StepCache::new(&grader, &board));
            assert_eq!(step.is_some(), found);
            if let Some(step) = step {
                assert_eq!(step.cells, [vec![7], vec![2], vec![13], vec![58]]);
                assert_eq!(step.units.len(), 2, "no unit holds the weak link");
                assert_eq!(step.removed, [(61, 0)]);
            }
        }
    }
}
