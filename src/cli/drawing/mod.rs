//! Pictures and the files they go to: DOT or Graphviz renderings for `dot` and `colour`,
//! a traced solve frame by frame (`--steps`) and the page that plays it (`--page`), and
//! the page that plays a grade (`grade --page`).

pub mod grade_page;
pub mod inputs;
pub mod output;
pub mod page;
pub mod render;
pub mod replaced;
pub mod steps;
