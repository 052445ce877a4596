//! What each literal on the trail rests on: the set of decision levels whose decisions
//! imply it, kept from one conflict to the next. A literal's set is the union of its
//! reason's (a decision's is its own level; a literal set at the root rests on none and
//! has no set), and it stays true as long as the literal stays set, since everything
//! below it on the trail stays too. Backjumps are short (about one level on hard grids),
//! so most of what one conflict's decision cut (`cut`) computes is still known at the
//! next: the walk back to the decisions reads only the literals set since.

use super::literal::Var;

/// Decision levels below this one are tracked: a conflict at this level or deeper learns
/// no decision cut. A set then takes at most 16 words per literal set.
pub(super) const MAX_LEVELS: u32 = 1024;

/// A variable whose set is not known.
const NONE: u32 = u32::MAX;

/// Per variable set now, the decision levels it rests on (when computed): bitsets of
/// `width` words in one arena, their slots reused as variables are unset.
pub(super) struct Depends {
    /// Per variable: the slot of its set, `NONE` when not known.
    slots: Vec<u32>,
    /// The sets, `width` words each, slot after slot.
    words: Vec<u64>,
    /// Words a set: room for levels `0..64 * width`.
    width: usize,
    /// Slots whose variables were unset, to reuse.
    free: Vec<u32>,
}

impl Depends {
    /// No set known, over `vars` variables.
    pub(super) fn new(vars: usize) -> Depends {
        Depends {
            slots: vec![NONE; vars],
            words: Vec::new(),
            width: 1,
            free: Vec::new(),
        }
    }

    /// Makes room for levels up to `level` (below [`MAX_LEVELS`]): when the sets must
    /// grow, every one is forgotten, to be computed again at the new width.
    pub(super) fn fit(&mut self, level: u32) {
        let needed = level as usize / 64 + 1;
        if needed > self.width {
            self.width = needed.next_power_of_two();
            self.slots.fill(NONE);
            self.words.clear();
            self.free.clear();
        }
    }

    /// Words a set.
    pub(super) fn width(&self) -> usize {
        self.width
    }

    /// True when `var`'s set is known.
    pub(super) fn known(&self, var: Var) -> bool {
        self.slots[var as usize] != NONE
    }

    /// `var`'s set; it must be known.
    pub(super) fn set(&self, var: Var) -> &[u64] {
        let at = self.slots[var as usize] as usize * self.width;
        &self.words[at..at + self.width]
    }

    /// Gives `var` a set: empty, or `{level}` for a decision's own (`Some(level)`).
    pub(super) fn open(&mut self, var: Var, level: Option<u32>) {
        let slot = match self.free.pop() {
            Some(slot) => {
                let at = slot as usize * self.width;
                self.words[at..at + self.width].fill(0);
                slot
            }
            None => {
                self.words.resize(self.words.len() + self.width, 0);
                (self.words.len() / self.width - 1) as u32
            }
        };
        self.slots[var as usize] = slot;
        if let Some(level) = level {
            self.words[slot as usize * self.width + level as usize / 64] |= 1 << (level % 64);
        }
    }

    /// Adds `from`'s set to `into`'s (both known).
    pub(super) fn merge(&mut self, into: Var, from: Var) {
        let width = self.width;
        let (into, from) = (
            self.slots[into as usize] as usize * width,
            self.slots[from as usize] as usize * width,
        );
        for i in 0..width {
            self.words[into + i] |= self.words[from + i];
        }
    }

    /// Forgets `var`'s set: it has just been unset.
    pub(super) fn forget(&mut self, var: Var) {
        let slot = std::mem::replace(&mut self.slots[var as usize], NONE);
        if slot != NONE {
            self.free.push(slot);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Depends, MAX_LEVELS};

    #[test]
    fn sets_merge_are_forgotten_and_reuse_their_slots() {
        let mut depends = Depends::new(4);
        depends.fit(3);
        depends.open(0, Some(1));
        depends.open(1, Some(3));
        depends.open(2, None);
        depends.merge(2, 0);
        depends.merge(2, 1);
        assert_eq!(depends.set(2), [0b1010]);
        assert!(!depends.known(3));

        depends.forget(0);
        assert!(!depends.known(0));
        depends.open(3, None);
        assert_eq!(depends.set(3), [0], "a reused slot starts empty");
        assert_eq!(depends.set(2), [0b1010]);
    }

    #[test]
    fn sets_widen_for_deep_levels_and_start_again() {
        let mut depends = Depends::new(2);
        depends.fit(63);
        assert_eq!(depends.width(), 1);
        depends.fit(64);
        assert_eq!(depends.width(), 2);
        depends.fit(10);
        depends.open(0, Some(10));
        depends.fit(200);
        assert_eq!(depends.width(), 4);
        depends.fit(MAX_LEVELS - 1);
        assert_eq!(depends.width(), 16);
        assert!(!depends.known(0), "sets of the old width are forgotten");
        depends.open(1, Some(1000));
        let mut set = [0; 16];
        set[15] = 1 << 40;
        assert_eq!(depends.set(1), set);
    }
}
