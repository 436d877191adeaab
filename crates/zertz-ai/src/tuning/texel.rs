//! Logistic ("Texel") tuning: the evaluation's weights fitted so that the score of each quiet
//! position of the self-play games predicts the game's result.
//!
//! A score `s` (for the player to move) predicts a win with probability
//! `1 / (1 + 10^(-k·s/400))`. First `k` is chosen so that the current weights predict best;
//! then, with `k` fixed (which keeps the scale of the points), the weights move down the
//! gradient of the mean squared error between prediction and result (1, ½ or 0), with a small
//! pull back toward where they started. One game in ten is held out: the weights kept are
//! those that predict the held-out games best.

use crate::eval::{DIVISOR, WEIGHTS, Weights, features};

use super::selfplay::PlayedGame;

/// A quiet position's features (already divided by their divisors) and its game's result for
/// the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The features, as the score's multipliers of each weight.
    pub features: [f32; WEIGHTS],
    /// Points no weight scales.
    pub fixed: f32,
    /// 1 (the player to move won), 0.5 (a draw) or 0.
    pub result: f32,
    /// Held out to check the fit.
    pub held_out: bool,
}

/// The quiet positions of `games` (no capture pending, the player to move can place, not won
/// at once), from turn `skip` on, with their results. Every tenth game is held out.
pub fn samples(games: &[PlayedGame], weights: &Weights, skip: usize) -> Vec<Sample> {
    let mut out = Vec::new();
    for (n, played) in games.iter().enumerate() {
        let positions = played.game.positions();
        // The last position is the finished one.
        for position in positions
            .iter()
            .take(positions.len().saturating_sub(1))
            .skip(skip)
        {
            if position.must_capture()
                || position.is_finished()
                || position.placement_source().is_empty()
            {
                continue;
            }
            let f = features(position, weights);
            if f.wins_now {
                continue;
            }
            let result = match played.winner {
                Some(winner) if winner == position.side_to_move() => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            let mut values = [0f32; WEIGHTS];
            for i in 0..WEIGHTS {
                values[i] = f.values[i] as f32 / DIVISOR[i] as f32;
            }
            out.push(Sample {
                features: values,
                fixed: f.fixed as f32,
                result,
                held_out: n % 10 == 9,
            });
        }
    }
    out
}

/// The predicted chance of a win for a score.
fn predict(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

fn score(sample: &Sample, w: &[f64; WEIGHTS]) -> f64 {
    let mut s = sample.fixed as f64;
    for (weight, feature) in w.iter().zip(sample.features.iter()) {
        s += weight * *feature as f64;
    }
    s
}

/// The mean squared error of the predictions over the training samples (`held_out` false) or
/// the held-out ones (true).
pub fn error(samples: &[Sample], w: &[f64; WEIGHTS], k: f64, held_out: bool) -> f64 {
    let mut total = 0.0;
    let mut n = 0usize;
    for sample in samples.iter().filter(|s| s.held_out == held_out) {
        let e = predict(score(sample, w), k) - sample.result as f64;
        total += e * e;
        n += 1;
    }
    total / n.max(1) as f64
}

/// The `k` that makes `weights` predict the training samples best (a golden-section search
/// between 0.05 and 5).
pub fn best_k(samples: &[Sample], weights: &Weights) -> f64 {
    let w = as_floats(weights);
    let f = |k: f64| error(samples, &w, k, false);
    let (mut low, mut high) = (0.05f64, 5.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if f(a) < f(b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

fn as_floats(weights: &Weights) -> [f64; WEIGHTS] {
    weights.as_array().map(|v| v as f64)
}

/// How a fit went.
#[derive(Clone, Debug)]
pub struct Fit {
    /// The scale of the prediction.
    pub k: f64,
    /// The weights before and after.
    pub before: Weights,
    /// The fitted weights (those that predicted the held-out games best).
    pub after: Weights,
    /// Training error before and after.
    pub train: (f64, f64),
    /// Held-out error before and after.
    pub held_out: (f64, f64),
    /// Steps taken.
    pub steps: u32,
}

/// Fits the weights (all but those in `frozen`) by `steps` steps of Adam over all training
/// samples at once.
pub fn fit(samples: &[Sample], start: &Weights, k: f64, steps: u32, frozen: &[usize]) -> Fit {
    let w0 = as_floats(start);
    let mut w = w0;
    let (mut m, mut v) = ([0f64; WEIGHTS], [0f64; WEIGHTS]);
    let (rate, beta1, beta2, pull) = (1.0, 0.9, 0.999, 1e-7);
    let slope = k * 10f64.ln() / 400.0;
    let training: Vec<&Sample> = samples.iter().filter(|s| !s.held_out).collect();
    let n = training.len().max(1) as f64;
    let mut best = (error(samples, &w, k, true), w);
    for step in 1..=steps {
        let mut grad = [0f64; WEIGHTS];
        for sample in &training {
            let p = predict(score(sample, &w), k);
            let common = 2.0 * (p - sample.result as f64) * p * (1.0 - p) * slope;
            for (g, feature) in grad.iter_mut().zip(sample.features.iter()) {
                *g += common * *feature as f64;
            }
        }
        for i in 0..WEIGHTS {
            if frozen.contains(&i) {
                continue;
            }
            let g = grad[i] / n + 2.0 * pull * (w[i] - w0[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
        if step % 25 == 0 || step == steps {
            let held = error(samples, &w, k, true);
            if held < best.0 {
                best = (held, w);
            }
        }
    }
    let after = best.1.map(|x| x.round() as i32);
    let after = Weights::from_array(after);
    let rounded = as_floats(&after);
    Fit {
        k,
        before: *start,
        after,
        train: (
            error(samples, &w0, k, false),
            error(samples, &rounded, k, false),
        ),
        held_out: (
            error(samples, &w0, k, true),
            error(samples, &rounded, k, true),
        ),
        steps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples whose results follow a known rule: the player to move wins when the tempo
    /// feature's sign says so, with some noise.
    fn made_up(n: usize) -> Vec<Sample> {
        let mut rng = fastrand::Rng::with_seed(9);
        (0..n)
            .map(|i| {
                let mut features = [0f32; WEIGHTS];
                features[0] = rng.i32(-3..=3) as f32;
                let truth = 1.0 / (1.0 + 10f64.powf(-(features[0] as f64 * 150.0) / 400.0));
                Sample {
                    features,
                    fixed: 0.0,
                    result: if rng.f64() < truth { 1.0 } else { 0.0 },
                    held_out: i % 10 == 9,
                }
            })
            .collect()
    }

    #[test]
    fn the_fit_finds_a_weight_that_predicts_better() {
        let samples = made_up(4000);
        let start = Weights::default();
        let result = fit(&samples, &start, 1.0, 400, &[]);
        assert!(result.train.1 < result.train.0, "{result:?}");
        assert!(result.held_out.1 <= result.held_out.0, "{result:?}");
        // The true weight of the white marble is 150.
        assert!((result.after.marble[0] - 150).abs() < 30, "{result:?}");
        // Frozen weights stay.
        let frozen = fit(&samples, &start, 1.0, 100, &[0]);
        assert_eq!(frozen.after.marble[0], start.marble[0]);
    }

    #[test]
    fn k_is_found_where_the_error_is_least() {
        let samples = made_up(2000);
        let mut weights = Weights::default();
        weights.marble[0] = 150;
        let k = best_k(&samples, &weights);
        assert!((k - 1.0).abs() < 0.25, "{k}");
    }
}
