//! The animation page that plays a lesson in the browser: the colourer's trace
//! ([`lesson_page`]) or the grader's path ([`grade_page`]), each as its data
//! (`lesson_json`, `grade_frames`): the constraint graph's drawing (`Geometry`) and each
//! step's board and highlights, written as compact JSON that the page's own script draws,
//! so that a page holds one drawing of the graph and a few characters per cell and step
//! rather than a picture per step.

mod geometry;
mod grade_frames;
mod html;
mod json;
mod lesson_json;
mod pattern_links;
mod step_data;

pub use self::html::{grade_page, lesson_page};
