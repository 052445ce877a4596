//! Drawing: the graph `dot` writes, its step frames, pictures rendered through Graphviz,
//! what any Graphviz program draws of the DOT, and the committed pictures the documents
//! show. (The animation page, drawn in a browser, is `page.rs`.)

mod chains;
mod graph;
mod graphviz_programs;
mod pictures;
mod rendering;
mod steps;
