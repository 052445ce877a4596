//! Reading input: a whole file at once for the commands that look at one puzzle or graph,
//! or a source read in chunks for the batch commands.

pub mod ceiling;
pub mod file;
pub mod progress;
pub mod source;
