//! The random stream of tie-breaks: xorshift64* (Marsaglia, "Xorshift RNGs", J. Stat.
//! Softw. 2003, with Vigna's multiplicative output), fast and good enough to vary choices.
//! A state of 0 means "no randomness": callers then take the deterministic choice.

/// Spreads a user's seed so that small seeds (1, 2, 3 …) start far apart; 0 stays 0.
pub(crate) fn mix_seed(seed: u64) -> u64 {
    seed.wrapping_mul(GOLDEN)
}

/// The state of restart `attempt` of a search seeded with `mixed` (a [`mix_seed`] result):
/// each restart draws other tie-breaks, a deterministic search's restarts included.
pub(crate) fn restart_state(mixed: u64, attempt: u64) -> u64 {
    GOLDEN ^ attempt ^ mixed
}

/// 2⁶⁴ divided by the golden ratio: multiplying by it scatters nearby numbers.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// The next number of the stream (32 bits); a non-zero state never returns to 0.
pub fn next_random(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32
}
