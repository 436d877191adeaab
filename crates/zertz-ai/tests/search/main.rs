//! The search and the hint, on the engine alone: forced wins, legal answers on every board,
//! limits, the levels, the positions of lost games, and hints.

mod hint;
mod lost_games;
mod review;
mod search;
