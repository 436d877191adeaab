//! Tuning the evaluation from games: self-play data ([`selfplay`]) and the logistic fit of the
//! weights to the games' results ([`texel`]). `zertz-bot tune generate` and `zertz-bot tune
//! fit` run them, so that the weights can be fitted again after the evaluation changes:
//!
//! ```text
//! zertz-bot tune generate --games 4000 --nodes 20000 -o games.txt
//! zertz-bot tune fit games.txt        # prints the fitted weights as engine options
//! ```

pub mod selfplay;
pub mod texel;
