//! Locked colours on node domains: a colour that one unit can place only where it overlaps
//! another unit leaves the rest of that other unit (pointing pairs and box-line reduction,
//! for Sudoku).

use super::engine::{DomainSet, NodeDomains, Scratch};
use super::overlaps::FrameParts;
use crate::bits::{self, ones, take_lowest};
use crate::copy_on_branch::driver::{Representation, Work};
use crate::copy_on_branch::propagation::Pass;
use crate::trace::Why;

impl<S: DomainSet> NodeDomains<'_, S> {
    /// For each pair of overlapping units of which one changed since the last pass, removes
    /// from the rest of one unit the colours that the other can place only in the overlap.
    pub(super) fn locked_colours(&self, frame: &mut [S], work: &mut Work<Scratch>) -> Pass {
        let index = self.index;
        let mut frame = index.parts(self.graph.len(), frame);
        // The overlaps of the units that changed since the last pass, visited in overlap order.
        let mut visit = std::mem::take(&mut work.scratch.visit);
        visit.fill(0);
        for word in 0..work.scratch.stale.len() {
            while let Some(bit) = take_lowest(&mut work.scratch.stale[word]) {
                let u = word * 64 + bit;
                for (visit, &mask) in visit.iter_mut().zip(index.overlaps_of(u)) {
                    *visit |= mask;
                }
            }
        }
        let mut pass = Pass::Unchanged;
        'pass: for (word, &bits) in visit.iter().enumerate() {
            for bit in ones(bits) {
                let o = word * 64 + bit;
                let overlap = &self.graph.overlaps[o];
                let (a, b) = overlap.units;
                for u in [a, b] {
                    if bits::contains(&work.scratch.families_changed, u as usize) {
                        self.refresh_families(&mut frame, &mut work.scratch, u as usize);
                    }
                }
                let (family_a, family_b, atom) = index.sides(o);
                let shared = frame.atoms[atom];
                // The colours of each unit outside the shared part: of another atom of its family.
                let outside_a = frame.twice[family_a] | (frame.once[family_a] & !shared);
                let outside_b = frame.twice[family_b] | (frame.once[family_b] & !shared);
                for (locked, rest) in [
                    (shared & !outside_a & outside_b, overlap.only_b),
                    (shared & !outside_b & outside_a, overlap.only_a),
                ] {
                    if locked.is_empty() {
                        continue;
                    }
                    for &v in self.graph.overlap_part(rest) {
                        let d = frame.domains[v as usize];
                        if !(d & locked).is_empty() {
                            if (d & !locked).is_empty() {
                                self.blame_unit(work, a as usize);
                                self.blame_unit(work, b as usize);
                                pass = Pass::Contradiction;
                                break 'pass;
                            }
                            self.narrow(frame.domains, v as usize, d & !locked, Why::Removal, work);
                            pass = Pass::Changed;
                        }
                    }
                }
            }
        }
        work.scratch.visit = visit;
        pass
    }

    /// Recomputes the colours of unit u's families (see [`OverlapIndex`]): of at least one
    /// atom, and of at least two, first recomputing the atoms that changed.
    ///
    /// [`OverlapIndex`]: super::OverlapIndex
    fn refresh_families(&self, frame: &mut FrameParts<S>, scratch: &mut Scratch, u: usize) {
        let index = self.index;
        bits::remove(&mut scratch.families_changed, u);
        for f in index.families_of(u) {
            let (mut once, mut twice) = (S::EMPTY, S::EMPTY);
            for &t in index.atoms_of_family(f) {
                let t = t as usize;
                if bits::contains(&scratch.atoms_changed, t) {
                    bits::remove(&mut scratch.atoms_changed, t);
                    frame.atoms[t] = index
                        .atom_nodes(t)
                        .iter()
                        .fold(S::EMPTY, |m, &v| m | frame.domains[v as usize]);
                }
                let colours = frame.atoms[t];
                twice |= once & colours;
                once |= colours;
            }
            (frame.once[f], frame.twice[f]) = (once, twice);
        }
    }
}
