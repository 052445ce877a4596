//! The oracle: independent checks of what the library answers, sharing no code with it.
//! `checker.rs` judges finished grids (every solution check in these tests, and the fuzz
//! targets'); `brute_force.rs` counts solutions (every count check); `validator.rs` tries
//! the checker by hand and against the library's validator.

mod brute_force;
mod checker;
mod validator;

pub use brute_force::brute_force_count;
pub use checker::{assert_solves, violations};
