//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2012): a rating, its
//! deviation (how unsure it is) and a volatility, updated after a rating period of games.

/// The system constant τ: how much the volatility may change (0.3 to 1.2; 0.5 is usual).
pub const TAU: f64 = 0.5;

/// The scale factor between the Glicko and Glicko-2 scales.
const SCALE: f64 = 173.7178;

/// Convergence tolerance of the volatility iteration.
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

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after a period with `games` (none: only the deviation grows).
    pub fn update(self, games: &[Game]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(350.0),
                ..self
            };
        }
        // Step 3: the estimated variance of the rating from the games alone.
        let mut v_inv = 0.0;
        let mut delta_sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            let g_j = g(phi_j);
            v_inv += g_j * g_j * e * (1.0 - e);
            delta_sum += g_j * (game.score - e);
        }
        let v = 1.0 / v_inv;
        // Step 4: the estimated improvement.
        let delta = v * delta_sum;
        // Step 5: the new volatility (Illinois algorithm).
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
                - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 && k < 1000.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        let mut rounds = 0;
        while (big_b - big_a).abs() > EPSILON && rounds < 200 {
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = c;
            f_b = f_c;
            rounds += 1;
        }
        let sigma_new = (big_a / 2.0).exp();
        // Steps 6–8: the new deviation and rating.
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * delta_sum;
        Rating {
            rating: SCALE * mu_new + 1500.0,
            deviation: SCALE * phi_new,
            volatility: sigma_new,
        }
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
