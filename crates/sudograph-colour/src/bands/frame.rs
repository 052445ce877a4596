//! A search frame of the band engine and its propagation: nine boxes and six bands, each
//! reasoning on its own and passing what it learns to the others until nothing changes.
//!
//! A box ([`Lanes`], see `layout`) keeps, for each cell, the colours it can take, and for
//! each of its rows and columns, the colours that can be absent from it. Each row of the
//! matrix (three cells and the row's absence) holds each colour exactly once, and so does
//! each column: a colour found once along one is placed there. A cell with one colour is
//! placed too; a row or column with six colours absent holds the other three.
//!
//! A band keeps, per configuration (see `layout`), the colours that may lie across its
//! three boxes that way, in two words of 16-bit lanes (see `band`). A box tells its bands where
//! each colour can lie; a band tells its boxes which colours each row or column can hold,
//! and which can be absent. An element that can hold only three colours holds those three,
//! which settles each of them to the configurations that put it there (tdoku's "triads":
//! T. Dillon, "Sudoku solving with bitwise operations and SIMD",
//! <https://t-dillon.github.io/tdoku/>).

use super::band::Band;
use super::lanes::{Lanes, OPEN_BOX};
use super::layout::{
    CELLS, COLUMN_ABSENCE, MINIMUM, ONE_PER_CELL, ROW_ABSENCE, box_of, place, vertical,
};
use crate::colour::Colour;

/// One search frame: what each box and band has left, and the bands with news.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame<L> {
    boxes: [L; 9],
    /// Per band, the colours that can still lie across it in each configuration.
    bands: [Band; 6],
    /// Bands whose configurations changed since they last told their boxes.
    dirty: u8,
}

impl<L: Lanes> Frame<L> {
    /// The frame where cell v can take the colours `allowed[v]`, before propagation; None
    /// when some box is already contradictory.
    #[inline(always)]
    pub(super) fn new(allowed: &[u64]) -> Option<Frame<L>> {
        let allowed: &[u64; 81] = allowed.try_into().expect("81 cells");
        let mut frame = Frame {
            boxes: [L::new(OPEN_BOX); 9],
            bands: [Band::OPEN; 6],
            dirty: 0b11_1111,
        };
        for b in 0..9 {
            // One pass places the givens; the bands' first settling takes it on. A box
            // none of them narrows keeps what one pass leaves: cells only shrink within a
            // pass or a settling, which both find an empty one, so a frame whose bands
            // are all settled still has one colour per cell.
            let once = reason(L::open_box(allowed, b))?;
            if once.counts().any_below(L::new(MINIMUM)) {
                return None;
            }
            frame.boxes[b] = once;
            frame.tell_bands(b);
        }
        Some(frame)
    }

    /// Band k.
    #[inline(always)]
    pub(super) fn band(&self, k: usize) -> Band {
        self.bands[k]
    }

    /// Removes the colours `colours` from configuration `config` of band k.
    #[inline(always)]
    pub(super) fn exclude(&mut self, k: usize, config: usize, colours: u16) {
        self.bands[k].exclude(config, colours);
        self.dirty |= 1 << k;
    }

    /// Removes the colours `colours` from every configuration of band k but `config`.
    #[inline(always)]
    pub(super) fn keep_only(&mut self, k: usize, config: usize, colours: u16) {
        self.bands[k].keep_only(config, colours);
        self.dirty |= 1 << k;
    }

    /// Propagates until no box or band changes; false on a contradiction.
    #[inline(always)]
    pub(super) fn propagate(&mut self) -> bool {
        // Rounds: every band with news settles and narrows its boxes, then every narrowed
        // box settles once, with what both its bands allow, and tells them.
        while self.dirty != 0 {
            let mut narrowed = 0u16;
            while self.dirty != 0 {
                let k = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let Some(triads) = self.bands[k].settle::<L>() else {
                    return false;
                };
                for (p, mask) in triads.peers_allowed(vertical(k)).into_iter().enumerate() {
                    let b = box_of(k, p);
                    if !self.boxes[b].within(mask) {
                        self.boxes[b] = self.boxes[b].and(mask);
                        narrowed |= 1 << b;
                    }
                }
            }
            while narrowed != 0 {
                let b = narrowed.trailing_zeros() as usize;
                narrowed &= narrowed - 1;
                if !self.settle_box(b) {
                    return false;
                }
                self.tell_bands(b);
            }
        }
        true
    }

    /// Whether every cell has one colour left: what a propagated frame with every band
    /// settled (one configuration per colour) always is.
    pub(super) fn solved(&self) -> bool {
        let cells = L::new(CELLS);
        let one = L::new(ONE_PER_CELL);
        self.boxes
            .iter()
            .all(|lanes| lanes.and(cells).counts().same(one))
    }

    /// Writes the colouring of a [`solved`](Frame::solved) frame into `colours` (empty), in
    /// reading order.
    #[inline(always)]
    pub(super) fn colouring(&self, colours: &mut Vec<Colour>) {
        let boxes = self.boxes.map(L::lanes);
        colours.extend((0..81).map(|v| {
            let (b, lane) = place(v);
            boxes[b][lane].trailing_zeros() as Colour
        }));
    }

    /// Runs box b's own reasoning until it holds; false on a contradiction.
    #[inline(always)]
    fn settle_box(&mut self, b: usize) -> bool {
        let mut lanes = self.boxes[b];
        loop {
            let Some(next) = reason(lanes) else {
                return false;
            };
            if next.same(lanes) {
                break;
            }
            lanes = next;
        }
        self.boxes[b] = lanes;
        true
    }

    /// Tells box b's two bands where each colour can lie in it: a configuration keeps a
    /// colour only if the box can hold it in the element the configuration gives it, and
    /// can have it absent from the other two.
    #[inline(always)]
    fn tell_bands(&mut self, b: usize) {
        let (by_row, by_column) = self.boxes[b].lying();
        if self.bands[b / 3].narrow(b % 3, by_row) {
            self.dirty |= 1 << (b / 3);
        }
        if self.bands[3 + b % 3].narrow(b / 3, by_column) {
            self.dirty |= 1 << (3 + b % 3);
        }
    }
}

/// One pass of a box's own reasoning over its lanes: what it leaves of them; None on a
/// contradiction it finds (an empty cell, an absence with fewer than six colours, two
/// colours placed in one cell).
#[inline(always)]
fn reason<L: Lanes>(lanes: L) -> Option<L> {
    let cells = L::new(CELLS);
    let minimum = L::new(MINIMUM);
    let counts = lanes.counts();
    if counts.any_below(minimum) {
        return None;
    }
    let once_in_row = lanes.once_in_rows();
    let once_in_column = lanes.once_in_cols();
    let fixed = counts.equal(minimum);
    let placed = lanes
        .and(fixed.or(once_in_row).or(once_in_column))
        .and(cells);
    if placed.any_several() {
        return None;
    }
    // A placed colour leaves the box's other cells, and the absences of its row and
    // column.
    let in_box = placed.spread_rows().spread_cols().and(cells);
    let kept = L::select(placed.nonzero(), placed, lanes.and_not(in_box));
    // Six colours absent from a row (column) leave its cells.
    let full = lanes.and(fixed).and_not(cells);
    let removed = full
        .spread_rows()
        .or(full.spread_cols())
        .and(cells)
        .or(placed.spread_rows().and(L::new(ROW_ABSENCE)))
        .or(placed.spread_cols().and(L::new(COLUMN_ABSENCE)));
    Some(kept.and_not(removed))
}
