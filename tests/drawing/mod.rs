//! Drawing: the graph `dot` writes, its step frames, pictures rendered through Graphviz,
//! what any Graphviz program draws of the DOT, the committed pictures the documents show,
//! and the data of a grade's page (`grade --page`). (The animation page, drawn in a
//! browser, is `page.rs`.)

mod chains;
pub(crate) mod grade_page;
mod graph;
mod graphviz_programs;
mod pictures;
mod rendering;
mod steps;
