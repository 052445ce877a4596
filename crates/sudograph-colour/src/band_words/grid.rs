//! One search frame of the band word engine: for each colour and each band, the band's
//! cells that can still take the colour, as one word (see `tables`), and the cells not yet
//! placed. Propagation works word by word: a word's rows and boxes narrow it by one lookup
//! (each colour lies once in each row and box of the band), a row left with one cell places
//! the colour there, a box left with one column takes that column from the other two bands,
//! and a cell left with one colour takes it.

use super::tables::{
    MATCHED, ROW_AND_BOX_PEERS, SOLE_COLUMNS, alone_in_rows, columns_of, down, triads,
};
use crate::colour::Colour;

/// Colours, bands and words of a frame: word 9·band + colour, so that a band's words lie
/// side by side.
const COLOURS: usize = 9;
const BANDS: usize = 3;
const WORDS: usize = COLOURS * BANDS;
/// Words of a frame with one unused at the end, so that they come in whole quarters of a
/// vector register.
const PADDED: usize = WORDS + 1;
/// The 27 cells of a band.
const BAND_CELLS: u32 = 0x7FF_FFFF;

/// A search frame.
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
pub(super) struct Grid {
    /// Word 9·band + colour: the band's cells that can still take the colour.
    words: [u32; PADDED],
    /// Each word as it was when last reasoned on: a word that differs has news.
    seen: [u32; PADDED],
    /// Per band, the cells not yet placed.
    open: [u32; BANDS],
}

/// The cell a search branches on, and the colour it tries there first.
#[derive(Clone, Copy, Debug)]
pub(super) struct Choice {
    band: usize,
    cell: u32,
    /// The cell's colours.
    pub(super) colours: u16,
}

impl Grid {
    /// The frame where cell v (reading order) can take the colours `allowed[v]`, before
    /// propagation.
    #[inline(always)]
    pub(super) fn new(allowed: &[u64]) -> Grid {
        let mut grid = Grid {
            words: [BAND_CELLS; PADDED],
            seen: [0; PADDED],
            open: [BAND_CELLS; BANDS],
        };
        grid.words[WORDS] = 0;
        for (v, &set) in allowed.iter().enumerate().take(81) {
            let mut lost = !set & 0x1FF;
            if lost != 0 {
                let (band, cell) = (v / 27, v % 27);
                while lost != 0 {
                    grid.words[9 * band + lost.trailing_zeros() as usize] &= !(1 << cell);
                    lost &= lost - 1;
                }
            }
        }
        grid
    }

    /// Narrows the frame until nothing changes: false on a contradiction. Cells with one
    /// colour are placed before the words are reasoned on, so that a frame's givens (or
    /// the colour a branch gives) are in place for the first round.
    #[inline(always)]
    pub(super) fn propagate(&mut self) -> bool {
        loop {
            if !self.naked_singles() {
                return false;
            }
            let mut news = differ(&self.words, &self.seen);
            if news == 0 {
                return true;
            }
            while news != 0 {
                while news != 0 {
                    let w = news.trailing_zeros() as usize;
                    news &= news - 1;
                    if !self.reason(w) {
                        return false;
                    }
                }
                news = differ(&self.words, &self.seen);
            }
        }
    }

    /// Word w's reasoning on its band's rows and boxes, and what it tells the other words.
    #[inline(always)]
    fn reason(&mut self, w: usize) -> bool {
        let (band, colour) = (w / 9, w % 9);
        let word = self.words[w] & MATCHED[triads(self.words[w])];
        if word == 0 {
            return false;
        }
        // A box with one column left: the colour lies in that column in this band.
        let sole = !down(u32::from(SOLE_COLUMNS[columns_of(word) as usize]));
        for other in other_bands(band) {
            self.words[9 * other + colour] &= sole;
        }
        // A row with one cell left places the colour there: the cell loses every other
        // colour. The lookup has taken the colour from the rest of its box.
        let placed = alone_in_rows(word) & self.open[band];
        self.open[band] &= !placed;
        self.clear_in_band(band, placed);
        self.words[w] = word;
        self.seen[w] = word;
        true
    }

    /// Takes the cells `cells` from each word of band `band`.
    #[inline(always)]
    fn clear_in_band(&mut self, band: usize, cells: u32) {
        for word in &mut self.words[9 * band..9 * band + 9] {
            *word &= !cells;
        }
    }

    /// Places each open cell left with one colour: false when an open cell has no colour
    /// left, or two cells that see each other are left with the same one.
    #[inline(always)]
    fn naked_singles(&mut self) -> bool {
        for band in 0..BANDS {
            let open = self.open[band];
            if open == 0 {
                continue;
            }
            let [once, twice, _] = self.held(band);
            if open & !once != 0 {
                return false;
            }
            let singles = open & !twice;
            if singles == 0 {
                continue;
            }
            self.open[band] &= !singles;
            for colour in 0..COLOURS {
                let w = 9 * band + colour;
                let mut cells = self.words[w] & singles;
                if cells == 0 {
                    continue;
                }
                let placed = cells;
                let mut peers = 0;
                while cells != 0 {
                    peers |= ROW_AND_BOX_PEERS[cells.trailing_zeros() as usize];
                    cells &= cells - 1;
                }
                if peers & placed != 0 {
                    return false;
                }
                self.words[w] &= !peers;
                let column = !down(columns_of(placed));
                for other in other_bands(band) {
                    self.words[9 * other + colour] &= column;
                }
            }
        }
        true
    }

    /// The cells of band `band` that can take at least one, two and three colours.
    #[inline(always)]
    fn held(&self, band: usize) -> [u32; 3] {
        let (mut once, mut twice, mut thrice) = (0, 0, 0);
        for &word in &self.words[9 * band..9 * band + 9] {
            thrice |= twice & word;
            twice |= once & word;
            once |= word;
        }
        [once, twice, thrice]
    }

    /// Whether every cell is placed.
    #[inline(always)]
    pub(super) fn solved(&self) -> bool {
        self.open == [0; BANDS]
    }

    /// The open cell to branch on: the first with two colours left in the band with the
    /// most open cells that has one (where a guess leaves propagation the most to do), else
    /// one with the fewest colours. The frame must be propagated and not solved.
    #[inline(always)]
    pub(super) fn choose(&self) -> Choice {
        let mut best: Option<(u32, usize, u32)> = None;
        for band in 0..BANDS {
            let [_, twice, thrice] = self.held(band);
            let pairs = self.open[band] & twice & !thrice;
            let open = self.open[band].count_ones();
            if pairs != 0 && best.is_none_or(|(most, _, _)| open > most) {
                best = Some((open, band, pairs.trailing_zeros()));
            }
        }
        match best {
            Some((_, band, cell)) => self.choice(band, cell),
            None => self.fewest(),
        }
    }

    /// The open cell with the fewest colours, the first in reading order among ties.
    #[cold]
    fn fewest(&self) -> Choice {
        let mut best: Option<Choice> = None;
        for band in 0..BANDS {
            let mut open = self.open[band];
            while open != 0 {
                let choice = self.choice(band, open.trailing_zeros());
                if best.is_none_or(|b| choice.colours.count_ones() < b.colours.count_ones()) {
                    best = Some(choice);
                }
                open &= open - 1;
            }
        }
        best.expect("an open cell")
    }

    /// Cell `cell` of band `band` with its colours.
    #[inline(always)]
    fn choice(&self, band: usize, cell: u32) -> Choice {
        let colours = (0..COLOURS).fold(0u16, |set, colour| {
            set | u16::from(self.words[9 * band + colour] >> cell & 1 == 1) << colour
        });
        Choice {
            band,
            cell,
            colours,
        }
    }

    /// Gives the chosen cell colour `colour` alone.
    #[inline(always)]
    pub(super) fn assign(&mut self, choice: Choice, colour: usize) {
        let kept = self.words[9 * choice.band + colour];
        self.clear_in_band(choice.band, 1 << choice.cell);
        self.words[9 * choice.band + colour] = kept;
    }

    /// Takes colour `colour` from the chosen cell.
    #[inline(always)]
    pub(super) fn exclude(&mut self, choice: Choice, colour: usize) {
        self.words[9 * choice.band + colour] &= !(1 << choice.cell);
    }

    /// The colouring of a solved frame, in reading order.
    pub(super) fn colouring(&self, colouring: &mut Vec<Colour>) {
        colouring.clear();
        colouring.resize(81, 0);
        for colour in 0..COLOURS {
            for band in 0..BANDS {
                let mut cells = self.words[9 * band + colour];
                while cells != 0 {
                    colouring[27 * band + cells.trailing_zeros() as usize] = colour as Colour;
                    cells &= cells - 1;
                }
            }
        }
    }
}

/// The two bands besides `band`.
#[inline(always)]
fn other_bands(band: usize) -> [usize; 2] {
    const OTHERS: [[usize; 2]; BANDS] = [[1, 2], [0, 2], [0, 1]];
    OTHERS[band]
}

/// The words of `words` that differ from those of `seen`, as a set.
#[inline(always)]
fn differ(words: &[u32; PADDED], seen: &[u32; PADDED]) -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps,
        };
        let mut same = 0;
        for quarter in 0..PADDED / 4 {
            // SAFETY: SSE2 is part of x86_64; each load reads words 4q..4q+3 < PADDED of
            // both arrays, unaligned.
            let equal = unsafe {
                let a = _mm_loadu_si128(words.as_ptr().add(4 * quarter).cast::<__m128i>());
                let b = _mm_loadu_si128(seen.as_ptr().add(4 * quarter).cast::<__m128i>());
                _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, b)))
            };
            same |= (equal as u32) << (4 * quarter);
        }
        !same & ((1 << PADDED) - 1)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        (0..WORDS).fold(0, |set, w| set | u32::from(words[w] != seen[w]) << w)
    }
}
