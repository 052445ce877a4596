//! The command line: the arguments as clap parses them, and the settings they make.

pub mod budget;
pub mod commands;
