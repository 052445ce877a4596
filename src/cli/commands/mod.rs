//! One module per command, each with the `run` that the dispatcher calls with the
//! command's arguments.

pub mod bench;
pub mod check;
pub mod colour;
pub mod count;
pub mod dot;
pub mod generate;
pub mod grade;
pub mod hint;
pub mod manual;
pub mod marks;
pub mod solve;
pub mod solve_marks;
pub mod transform;
