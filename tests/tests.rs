//! Integration tests: one test binary pulling in a file per topic. Most drive the built
//! `sudograph` executable the way a user does; every solution it prints is confirmed against its puzzle
//! by an independent checker (`oracle/`), not by the library's own validator. What the topics
//! share (running the executable, scratch files, grids made from a seed) is `harness/`.

mod harness;

mod allocation;
mod check;
mod chromatic;
mod colour;
mod count;
mod drawing;
mod generate;
mod grade;
mod help;
mod hint;
mod large_grids;
mod layout;
mod lesson;
mod marks;
mod messages;
mod no_solution;
mod options;
mod oracle;
mod output_formats;
#[cfg(unix)] // symlinks, FIFOs, devices and modes
mod output_paths;
mod page;
mod properties;
mod puzzle_lines;
mod rating;
mod reading;
#[cfg(unix)] // the examples run in bash
mod readme;
mod robustness;
mod several_files;
mod solve;
mod streaming;
mod transform;
mod variant_rules;
mod variants;
