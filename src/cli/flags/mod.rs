//! The command line: the arguments as clap parses them, the flag groups several commands
//! share (split by the stage of a run they set: input, search, output), and the settings
//! they make.

pub mod budget;
pub mod commands;
pub mod input;
pub mod output;
pub mod parser;
pub mod run_options;
pub mod search;
pub mod variant_names;
