//! Reading input: a whole file at once for the commands that look at one puzzle or graph,
//! or a source read in chunks for the batch commands, over the inputs they are given.

pub mod ceiling;
pub mod file;
pub mod marks_advice;
pub mod paths;
pub mod player_grids;
pub mod source;
pub mod stdin_end;
