//! The band engine's search: depth first (`depth_first`), branching on how one colour lies
//! across one band (the band with fewest configurations left, the colour with fewest
//! there): that configuration, then every other.
//!
//! Everything below [`run`] is inlined into one loop, compiled three times: for AVX-512 and
//! for AVX2, each chosen at run time when the processor has it, and for the instruction
//! set the program was built for.

use std::cell::RefCell;

#[cfg(target_arch = "x86_64")]
use super::avx2::{Avx2, has_avx2, has_avx512};
use super::fit::Fit;
use super::frame::Frame;
use super::lanes::Lanes;
use super::swar::Swar;
use crate::answer::Report;
use crate::colour::Colour;
use crate::depth_first::{self, Branching};
use crate::request::Request;

/// Frames of each kind of lanes, kept for the thread's next search.
#[derive(Default)]
struct Frames {
    swar: Vec<Frame<Swar>>,
    #[cfg(target_arch = "x86_64")]
    avx2: Vec<Frame<Avx2<false>>>,
    #[cfg(target_arch = "x86_64")]
    avx512: Vec<Frame<Avx2<true>>>,
}

thread_local! {
    /// The frames of this thread's last search, kept for its next one.
    static FRAMES: RefCell<Frames> = RefCell::default();
}

/// The instruction sets the search is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Path {
    /// Any processor: the instruction set the program is built for.
    Portable,
    /// AVX2 and the bit instructions that come with it.
    Avx2,
    /// AVX2 with AVX-512's VL, BW and BITALG.
    Avx512,
}

impl Path {
    /// The paths this processor can take, the fastest first.
    pub(crate) fn available() -> impl Iterator<Item = Path> {
        [Path::Avx512, Path::Avx2, Path::Portable]
            .into_iter()
            .filter(|path| path.here())
    }

    /// Whether this processor has what the path is compiled for.
    fn here(self) -> bool {
        match self {
            Path::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Path::Avx2 => has_avx2(),
            #[cfg(target_arch = "x86_64")]
            Path::Avx512 => has_avx512(),
            #[cfg(not(target_arch = "x86_64"))]
            _ => false,
        }
    }
}

/// Searches for up to `request.find` colourings of a graph that `fit` places on the 9×9
/// grid, node v taking a colour of `request.allowed[v]` (one word per node, nine colours),
/// on the fastest path the processor has. Its limits and seed hold as in every search; its
/// preferred colours, which only steer, and its schedule are not read (the schedule sends
/// it no traced search and none on singles alone).
pub(crate) fn run(request: &Request, fit: &Fit) -> Report {
    let fastest = Path::available().next().unwrap_or(Path::Portable);
    on_grid(fastest, request, fit)
}

/// [`run`] on `path`, which must be one of [`Path::available`].
#[cfg(test)]
pub(crate) fn run_on(path: Path, request: &Request, fit: &Fit) -> Report {
    assert!(path.here(), "{path:?} is not available here");
    on_grid(path, request, fit)
}

/// [`run`] on `path`.
fn on_grid(path: Path, request: &Request, fit: &Fit) -> Report {
    fit.on_grid(request, |request| search_on(path, request))
}

/// The search on `path`, which the caller found [`here`](Path::here), nodes in reading
/// order.
fn search_on(path: Path, request: &Request) -> Report {
    FRAMES.with_borrow_mut(|frames| match path {
        Path::Portable => search::<Swar>(request, &mut frames.swar),
        // SAFETY (both): the caller found the features each function is compiled for.
        #[cfg(target_arch = "x86_64")]
        Path::Avx2 => unsafe { search_avx2(request, &mut frames.avx2) },
        #[cfg(target_arch = "x86_64")]
        Path::Avx512 => unsafe { search_avx512(request, &mut frames.avx512) },
        #[cfg(not(target_arch = "x86_64"))]
        _ => unreachable!("only the portable path is available"),
    })
}

/// [`search`] compiled for processors with AVX2 (and the bit instructions that come with it).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")] // as `has_avx2` checks
fn search_avx2(request: &Request, frames: &mut Vec<Frame<Avx2<false>>>) -> Report {
    search(request, frames)
}

/// [`search`] compiled for processors with AVX2 and AVX-512's VL, BW and BITALG.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vl,avx512bw,avx512bitalg")] // as `has_avx512` checks
fn search_avx512(request: &Request, frames: &mut Vec<Frame<Avx2<true>>>) -> Report {
    search(request, frames)
}

#[inline(always)]
fn search<L: Lanes>(request: &Request, frames: &mut Vec<Frame<L>>) -> Report {
    depth_first::search(request, frames, Frame::new(request.allowed))
}

/// A band engine frame branches on how one colour lies across one band: the
/// configurations of the band (band k, colour a one-bit set) that can hold the colour.
impl<L: Lanes> Branching for Frame<L> {
    type Branch = (usize, u16);

    #[inline(always)]
    fn propagate(&mut self) -> bool {
        Frame::propagate(self)
    }

    #[inline(always)]
    fn choose(&self) -> Option<(usize, u16)> {
        let branch = choose(self);
        // Every band settled and every box consistent: each cell has one colour.
        debug_assert!(branch.is_some() || self.solved());
        branch
    }

    #[inline(always)]
    fn alternatives(&self, (k, colour): (usize, u16)) -> u32 {
        (0..6).fold(0, |set, c| {
            set | u32::from(self.band(k).config(c) & colour != 0) << c
        })
    }

    #[inline(always)]
    fn exclude(&mut self, (k, colour): (usize, u16), config: usize) {
        Frame::exclude(self, k, config, colour);
    }

    #[inline(always)]
    fn keep_only(&mut self, (k, colour): (usize, u16), config: usize) {
        Frame::keep_only(self, k, config, colour);
    }

    #[inline(always)]
    fn colouring(&self, colouring: &mut Vec<Colour>) {
        Frame::colouring(self, colouring);
    }
}

/// The band and the colour (a one-bit set) to branch on: the band with the fewest
/// configurations left among those not settled, and there the first colour with the
/// fewest (two, else three, else more); None when every band is settled.
#[inline(always)]
fn choose<L: Lanes>(frame: &Frame<L>) -> Option<(usize, u16)> {
    let total = |k: usize| frame.band(k).count();
    let k = (0..6)
        .filter(|&k| total(k) > 9)
        .fold(None, |best: Option<usize>, k| match best {
            Some(b) if total(b) <= total(k) => best,
            _ => Some(k),
        })?;
    let (mut once, mut twice, mut thrice, mut more) = (0u16, 0u16, 0u16, 0u16);
    for c in 0..6 {
        let config = frame.band(k).config(c);
        more |= thrice & config;
        thrice |= twice & config;
        twice |= once & config;
        once |= config;
    }
    let fewest = [twice & !thrice, thrice & !more, more]
        .into_iter()
        .find(|&colours| colours != 0)?;
    Some((k, fewest & fewest.wrapping_neg()))
}
