//! The pictures: the board PNG and the replay GIF, checked by decoding them.

mod gif;
mod png;
mod review;
