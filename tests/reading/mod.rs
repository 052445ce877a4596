//! Reading puzzle files: the layouts a file comes in, puzzle lists as published (ratings,
//! comments, CSV), and a puzzle that does not read, which is one record in its place.

mod layouts;
mod published_lists;
mod unreadable;
