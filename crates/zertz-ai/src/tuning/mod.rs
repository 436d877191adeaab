//! Tuning the evaluation from games: self-play data ([`selfplay`]) and the logistic fit of the
//! weights to the games' results ([`texel`]). `zertz-bot tune generate` and `zertz-bot tune
//! fit` run them, so that the weights can be fitted again after the evaluation changes:
//!
//! ```text
//! zertz-bot tune generate --games 8000 --nodes 40000 --seed 102 -o games.txt   # 12 min, 2 cores
//! zertz-bot tune fit games.txt        # prints the fitted weights as engine options
//! zertz-bot match --a-option Name=Value … --games 400 --time-ms 100       # before adopting them
//! ```
//!
//! Both start from the board's own weights (`Weights::for_board`); its 37-ring set was
//! fitted this way, from the hand-set weights. A second round, from games played with the
//! fitted set (8,000 games, seed 103), gained +21.7 Elo (−9.2 … +53.0) in 400 games over the
//! first: not enough to adopt yet.

pub mod selfplay;
pub mod texel;
