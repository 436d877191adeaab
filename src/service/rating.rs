//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2012): a rating, its
//! deviation (how unsure it is) and a volatility, updated after a rating period of games. The
//! arithmetic is the `skillratings` crate's; this module holds our constants and types.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// The system constant τ: how much the volatility may change (0.3 to 1.2; 0.5 is usual).
pub const TAU: f64 = 0.5;

/// Convergence tolerance of the volatility iteration (the paper's).
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    /// The rating (1500 for a newcomer).
    pub rating: f64,
    /// The rating deviation (350 for a newcomer).
    pub deviation: f64,
    /// The volatility (0.06 for a newcomer).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// One game of a rating period, from the rated player's side.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Game {
    /// The opponent's rating before the period.
    pub opponent: Rating,
    /// 1 for a win, 0.5 for a draw, 0 for a loss.
    pub score: f64,
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// A score as the outcome it stands for: above ¾ a win, below ¼ a loss, else a draw.
fn outcome(score: f64) -> Outcomes {
    if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

impl Rating {
    /// The rating after a period with `games` (none: only the deviation grows, to 350 at most).
    pub fn update(self, games: &[Game]) -> Rating {
        let results: Vec<(Glicko2Rating, Outcomes)> = games
            .iter()
            .map(|g| (g.opponent.into(), outcome(g.score)))
            .collect();
        let config = Glicko2Config {
            tau: TAU,
            convergence_tolerance: EPSILON,
        };
        glicko2_rating_period(&self.into(), &results, &config).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example of Glickman's paper: a 1500 (RD 200) player beats a 1400 (RD 30),
    /// loses to a 1550 (RD 100) and to a 1700 (RD 300); τ = 0.5.
    #[test]
    fn the_papers_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let after = player.update(&[
            Game {
                opponent: opponent(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: opponent(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: opponent(1700.0, 300.0),
                score: 0.0,
            },
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_quiet_period_only_widens_the_deviation() {
        let player = Rating {
            rating: 1600.0,
            deviation: 100.0,
            volatility: 0.06,
        };
        let after = player.update(&[]);
        assert_eq!(after.rating, 1600.0);
        assert!(
            after.deviation > 100.0 && after.deviation < 101.0,
            "{after:?}"
        );
        assert!(Rating::default().update(&[]).deviation <= 350.0);
    }

    #[test]
    fn winning_raises_and_losing_lowers() {
        let a = Rating::default();
        let b = Rating::default();
        let won = a.update(&[Game {
            opponent: b,
            score: 1.0,
        }]);
        let lost = b.update(&[Game {
            opponent: a,
            score: 0.0,
        }]);
        let drew = a.update(&[Game {
            opponent: b,
            score: 0.5,
        }]);
        assert!(won.rating > 1500.0 && lost.rating < 1500.0);
        assert!((won.rating - 1500.0 + (lost.rating - 1500.0)).abs() < 1e-6);
        assert!((drew.rating - 1500.0).abs() < 1e-6);
        assert!(won.deviation < 350.0);
    }
}
