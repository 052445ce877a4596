//! Locked colours on colour planes: every overlap of a colour's units read at once.

use super::frame::{Dirty, Planes};
use crate::bits::each;
use crate::copy_on_branch::propagation::Pass;

impl<const K: usize> Planes<'_, K> {
    /// For each colour that lost places since the last pass, in each overlap of two units:
    /// when the colour has places in exactly one of the two outer parts, it leaves that
    /// part (see [`OverlapGroup`]). All overlaps of a colour are read at once, from chunk
    /// tables of the outer parts its plane meets. Never a contradiction: a colour leaves
    /// only places it has elsewhere in the unit.
    ///
    /// Runs after hidden singles found every unit with a place for each colour; a colour
    /// whose places are all settled nodes is then placed once in each unit and can lock
    /// nothing, so it is passed over before its overlaps are read.
    ///
    /// [`OverlapGroup`]: super::tables::OverlapGroup
    pub(super) fn locked_colours(&self, frame: &mut [u128], dirty: &mut Dirty) -> Pass {
        /// The first part of every overlap: bit 2i of a part set.
        const FIRST: u128 = u128::MAX / 3;
        let k = self.k();
        let mut pass = Pass::Unchanged;
        let colours = std::mem::take(&mut dirty.locked);
        for c in 0..k {
            if colours >> c & 1 == 0 || frame[c] & !frame[k] == 0 {
                continue;
            }
            let mut leaving = 0u128;
            for group in &self.tables.overlaps {
                let meets = group.meets.read(frame[c]);
                let partners = (meets & FIRST) << 1 | (meets >> 1) & FIRST;
                for part in each(meets & !partners) {
                    leaving |= group.parts[part];
                }
            }
            if leaving != 0 {
                pass = Pass::Changed;
                Self::remove(frame, c, leaving, dirty);
            }
        }
        pass
    }
}
