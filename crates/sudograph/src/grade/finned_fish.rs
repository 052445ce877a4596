//! Finned fish: finned and sashimi X-wing (2), swordfish (3) and jellyfish (4). A symbol's
//! places in k base rows lie in k cover columns, except for some places, the fins, all in
//! one other unit (a box, a jigsaw region, a diagonal). Either no fin holds the symbol, and
//! then the base rows take it in the cover columns as a fish does, so it leaves the cover
//! columns' other cells; or a fin holds it. So a cell of a cover column outside the base
//! rows that sees every fin loses the symbol. Sashimi when a base row keeps one place or
//! none in the cover columns. Likewise with rows and columns swapped.
//!
//! Sight decides what a victim sees, so the rule holds on every grid; fins are looked for
//! in each unit that is not a row or column, which covers boxes, jigsaw regions and
//! diagonals alike.

use super::candidate_grid::{CandidateGrid, symbols};
use super::deduction::Deduction;
use super::sight::Grader;
use super::step_cache::StepCache;
use super::subsets::next_combination;
use super::technique::Technique;
use crate::rules::UnitKind;
use sudograph_colour::ColourSet;

/// The first finned fish of `size` base lines that eliminates something. Its step's cells
/// are the body (the places in the cover lines) and the fins; its units the base lines, then
/// the cover lines.
pub(super) fn find<S: ColourSet>(cache: &StepCache<S>, size: usize) -> Option<Deduction> {
    let (grader, board) = (cache.grader, cache.board);
    let technique = [
        Technique::FinnedXWing,
        Technique::FinnedSwordfish,
        Technique::FinnedJellyfish,
    ][size.clamp(2, 4) - 2];
    let rows: Vec<usize> = grader.lines(UnitKind::Row).collect();
    let columns: Vec<usize> = grader.lines(UnitKind::Column).collect();
    let fin_units: Vec<usize> = (0..grader.units.len())
        .filter(|&u| !matches!(grader.units[u].kind, UnitKind::Row | UnitKind::Column))
        .collect();
    for (base, cover) in [(&rows, &columns), (&columns, &rows)] {
        for symbol in 0..grader.side as u16 {
            // Base lines where the symbol has a place, with the places as slots (a row's
            // slot is the column's index among the columns, and the other way).
            let lines: Vec<(usize, S)> = base
                .iter()
                .map(|&line| (line, cache.places(line, symbol)))
                .filter(|(_, places)| !places.is_empty())
                .collect();
            let mut split: Vec<(usize, S, S)> = Vec::with_capacity(lines.len());
            for &fin_unit in &fin_units {
                // Each line's places in the fin unit, and those outside it, which the cover
                // lines must take.
                split.clear();
                split.extend(
                    lines
                        .iter()
                        .map(|&(line, places)| {
                            let cells = &grader.units[line].cells;
                            let inside = symbols(places)
                                .filter(|&s| grader.units_of[cells[s as usize]].contains(&fin_unit))
                                .fold(S::EMPTY, |set, s| set | S::single(s as usize));
                            (line, places & !inside, inside)
                        })
                        .filter(|(_, outside, _)| outside.len() as usize <= size),
                );
                if split.iter().all(|(_, _, inside)| inside.is_empty()) {
                    continue;
                }
                let mut chosen = Vec::with_capacity(size);
                let found = choose(
                    &split,
                    size,
                    &mut chosen,
                    S::EMPTY,
                    &mut |chosen, outside| {
                        conclude(
                            grader, board, technique, symbol, cover, &split, chosen, outside,
                        )
                    },
                );
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}

/// The first step `conclude` draws from a choice of `size` of the `split` lines (by their
/// index there) whose places outside the fin unit lie in `size` slots or fewer, given
/// those slots.
fn choose<S: ColourSet>(
    split: &[(usize, S, S)],
    size: usize,
    chosen: &mut Vec<usize>,
    outside: S,
    conclude: &mut dyn FnMut(&[usize], S) -> Option<Deduction>,
) -> Option<Deduction> {
    if chosen.len() == size {
        return conclude(chosen, outside);
    }
    let from = chosen.last().map_or(0, |&last| last + 1);
    for i in from..split.len() {
        let wider = outside | split[i].1;
        if wider.len() as usize > size {
            continue;
        }
        chosen.push(i);
        let found = choose(split, size, chosen, wider, conclude);
        chosen.pop();
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The finned fish on the chosen base lines whose cover takes the slots `outside` and, to
/// make up the size, slots of the places inside the fin unit (each such choice in turn):
/// the first whose fins (the places left out of the cover) are seen by a cell of a cover
/// line outside the base lines.
#[allow(clippy::too_many_arguments)]
fn conclude<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    technique: Technique,
    symbol: u16,
    cover: &[usize],
    split: &[(usize, S, S)],
    chosen: &[usize],
    outside: S,
) -> Option<Deduction> {
    let size = chosen.len();
    let inside = chosen.iter().fold(S::EMPTY, |set, &i| set | split[i].2) & !outside;
    let missing = size - outside.len() as usize;
    // Pads left over hold the fins; with none left over this is no finned fish.
    if inside.len() as usize <= missing {
        return None;
    }
    let pads: Vec<usize> = inside.ones().collect();
    let base: Vec<usize> = chosen.iter().map(|&i| split[i].0).collect();
    let mut pick: Vec<usize> = (0..missing).collect();
    loop {
        let covered = pick
            .iter()
            .fold(outside, |set, &p| set | S::single(pads[p]));
        let found = step(grader, board, technique, symbol, cover, &base, covered);
        if found.is_some() {
            return found;
        }
        if !next_combination(&mut pick, pads.len()) {
            return None;
        }
    }
}

/// The finned fish of `base` lines and the cover lines of slots `covered`, if it has fins
/// and eliminates something. The victims are looked for first, without building the step,
/// since most choices have none.
fn step<S: ColourSet>(
    grader: &Grader,
    board: &CandidateGrid<S>,
    technique: Technique,
    symbol: u16,
    cover: &[usize],
    base: &[usize],
    covered: S,
) -> Option<Deduction> {
    // The places of the base lines in the cover (the body) or out of it (the fins).
    let places = |in_cover: bool| {
        base.iter().flat_map(move |&line| {
            let cells = &grader.units[line].cells;
            (0..cells.len())
                .filter(move |&slot| {
                    covered.contains(slot) == in_cover && board.has(cells[slot], symbol)
                })
                .map(move |slot| cells[slot])
        })
    };
    places(false).next()?;
    let in_base = |cell: usize| base.iter().any(|l| grader.units_of[cell].contains(l));
    let removed: Vec<(usize, u16)> = symbols(covered)
        .flat_map(|s| grader.units[cover[s as usize]].cells.iter().copied())
        .filter(|&cell| board.has(cell, symbol) && !in_base(cell))
        .filter(|&cell| places(false).all(|fin| grader.sees(cell, fin)))
        .map(|cell| (cell, symbol))
        .collect();
    if removed.is_empty() {
        return None;
    }
    let covers = symbols(covered).map(|s| cover[s as usize]);
    let mut step = Deduction::new(technique, vec![symbol], places(true).collect());
    step.cells.push(places(false).collect());
    step.in_units(base.iter().copied().chain(covers).collect())
        .removing(removed)
}

/// Whether a finned fish step is sashimi: some base line keeps one place or none in the
/// cover lines, so without its fins the pattern would not be a fish.
pub(super) fn is_sashimi(grader: &Grader, step: &Deduction) -> bool {
    let size = step.units.len() / 2;
    step.units[..size].iter().any(|&line| {
        let cells = &grader.units[line].cells;
        step.cells[0].iter().filter(|c| cells.contains(c)).count() <= 1
    })
}
