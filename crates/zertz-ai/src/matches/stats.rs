//! The statistics of a match, as strong game programs judge a change: the Elo difference with
//! its 95 % interval and a sequential probability ratio test (SPRT).
//!
//! Games come in pairs from the same opening, each engine starting once, so the unit of
//! measurement is the pair: its score for engine A is 0, ½, 1, 1½ or 2 (the "pentanomial"
//! count). Pairs cancel most of the luck of the opening, and the variance of their scores is
//! what the interval and the test use, as in Stockfish's fishtest.

/// What a score of `s` (0 to 1) is worth in Elo points.
pub fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-4, 1.0 - 1e-4);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The expected score of a player `elo` points stronger.
pub fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The area under the standard normal curve left of `x`.
fn normal_cdf(x: f64) -> f64 {
    // Abramowitz and Stegun 7.1.26 (error below 1.5e-7), for erf.
    let z = x.abs() / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * z);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-z * z).exp();
    if x >= 0.0 {
        0.5 * (1.0 + erf)
    } else {
        0.5 * (1.0 - erf)
    }
}

/// The results of a match so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games A won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
    /// Pairs by A's score in them, in half points: index 0 (both lost) to 4 (both won).
    pub pairs: [u32; 5],
}

impl Tally {
    /// Adds a finished pair: A's score in each of its two games (0, 0.5 or 1).
    pub fn add_pair(&mut self, first: f64, second: f64) {
        for score in [first, second] {
            if score >= 1.0 {
                self.wins += 1;
            } else if score > 0.0 {
                self.draws += 1;
            } else {
                self.losses += 1;
            }
        }
        let halves = ((first + second) * 2.0).round().clamp(0.0, 4.0) as usize;
        self.pairs[halves] += 1;
    }

    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Pairs played.
    pub fn pair_count(&self) -> u32 {
        self.pairs.iter().sum()
    }

    /// A's mean score per game (a draw is half), and the variance of a pair's mean score.
    fn moments(&self) -> (f64, f64) {
        let n = self.pair_count() as f64;
        if n == 0.0 {
            return (0.5, 0.25);
        }
        let mean = self
            .pairs
            .iter()
            .enumerate()
            .map(|(i, &c)| c as f64 * i as f64 / 4.0)
            .sum::<f64>()
            / n;
        let var = self
            .pairs
            .iter()
            .enumerate()
            .map(|(i, &c)| c as f64 * (i as f64 / 4.0 - mean).powi(2))
            .sum::<f64>()
            / n;
        (mean, var)
    }

    /// A's score per game, from 0 to 1.
    pub fn score(&self) -> f64 {
        self.moments().0
    }

    /// A's Elo difference to B and the 95 % interval around it (from the pairs' variance).
    pub fn elo(&self) -> (f64, f64, f64) {
        let (mean, var) = self.moments();
        let n = self.pair_count().max(1) as f64;
        let margin = 1.959_964 * (var / n).sqrt();
        (elo(mean), elo(mean - margin), elo(mean + margin))
    }

    /// The likelihood that A is the stronger (from 0 to 1).
    pub fn likelihood_of_superiority(&self) -> f64 {
        let (mean, var) = self.moments();
        let n = self.pair_count().max(1) as f64;
        let se = (var / n).sqrt().max(1e-9);
        normal_cdf((mean - 0.5) / se)
    }
}

/// The fewest pairs the test decides on.
pub const MIN_PAIRS: u32 = 20;

/// A sequential probability ratio test: is A at least `elo1` stronger (H1) or at most `elo0`
/// (H0)? Stop as soon as the log-likelihood ratio leaves its bounds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of the null hypothesis.
    pub elo0: f64,
    /// The Elo difference of the alternative.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A is at least `elo1` stronger: keep the change.
    H1,
    /// A is at most `elo0` stronger: reject the change.
    H0,
    /// Not enough games yet.
    Open,
}

impl Sprt {
    /// A test of `elo0` against `elo1` with 5 % errors both ways.
    pub fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    /// The bounds of the log-likelihood ratio: below the first H0 is accepted, above the
    /// second H1.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 to H0 for `tally` (the generalized SPRT's normal
    /// approximation over pairs, as fishtest computes it for logistic Elo).
    pub fn llr(&self, tally: &Tally) -> f64 {
        let n = tally.pair_count() as f64;
        if n == 0.0 {
            return 0.0;
        }
        let (mean, var) = tally.moments();
        // A run of identical pairs has no variance yet: assume some.
        let var = var.max(0.01);
        let (s0, s1) = (expected(self.elo0), expected(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
    }

    /// The verdict for `tally` (none before [`MIN_PAIRS`] pairs: the first few say too little
    /// about the variance).
    pub fn verdict(&self, tally: &Tally) -> Verdict {
        if tally.pair_count() < MIN_PAIRS {
            return Verdict::Open;
        }
        let llr = self.llr(tally);
        let (low, high) = self.bounds();
        if llr >= high {
            Verdict::H1
        } else if llr <= low {
            Verdict::H0
        } else {
            Verdict::Open
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_and_expected_score_are_inverse() {
        for e in [-400.0, -100.0, 0.0, 35.5, 200.0] {
            assert!((elo(expected(e)) - e).abs() < 1e-6, "{e}");
        }
        assert!((expected(0.0) - 0.5).abs() < 1e-12);
        // 76 % is about +200.
        assert!((elo(0.76) - 200.0).abs() < 1.0);
    }

    #[test]
    fn a_tally_counts_games_and_pairs() {
        let mut t = Tally::default();
        t.add_pair(1.0, 0.0);
        t.add_pair(1.0, 0.5);
        t.add_pair(0.0, 0.0);
        assert_eq!((t.wins, t.draws, t.losses), (2, 1, 3));
        assert_eq!(t.pairs, [1, 0, 1, 1, 0]);
        assert_eq!(t.games(), 6);
        assert!((t.score() - 2.5 / 6.0).abs() < 1e-12);
    }

    #[test]
    fn the_interval_narrows_with_games_and_holds_the_estimate() {
        let mut few = Tally::default();
        let mut many = Tally::default();
        for i in 0..400 {
            let pair = match i % 4 {
                0 => (1.0, 1.0),
                1 => (1.0, 0.0),
                2 => (0.5, 1.0),
                _ => (0.0, 1.0),
            };
            if i < 40 {
                few.add_pair(pair.0, pair.1);
            }
            many.add_pair(pair.0, pair.1);
        }
        let (e, low, high) = many.elo();
        assert!(low < e && e < high);
        let (_, few_low, few_high) = few.elo();
        assert!(few_high - few_low > 2.5 * (high - low));
        assert!(many.likelihood_of_superiority() > 0.99);
    }

    #[test]
    fn the_sprt_accepts_a_clear_gain_and_rejects_a_loss() {
        let sprt = Sprt::new(0.0, 10.0);
        let (low, high) = sprt.bounds();
        assert!((high - 2.944).abs() < 1e-3 && (low + 2.944).abs() < 1e-3);
        let mut winning = Tally::default();
        let mut losing = Tally::default();
        let mut even = Tally::default();
        for i in 0..1000 {
            // 65 % for A (about +108 Elo).
            let pair = match i % 10 {
                0..=3 => (1.0, 1.0),
                4..=7 => (1.0, 0.0),
                8 => (0.5, 0.5),
                _ => (0.0, 0.0),
            };
            winning.add_pair(pair.0, pair.1);
            losing.add_pair(1.0 - pair.0, 1.0 - pair.1);
            even.add_pair(1.0, 0.0);
        }
        assert_eq!(sprt.verdict(&winning), Verdict::H1);
        assert_eq!(sprt.verdict(&losing), Verdict::H0);
        // An even match leans to H0 (A is not 10 Elo stronger).
        assert!(sprt.llr(&even) < 0.0);
        assert_eq!(sprt.verdict(&Tally::default()), Verdict::Open);
        // A first pair won twice decides nothing.
        let mut one = Tally::default();
        one.add_pair(1.0, 1.0);
        assert_eq!(sprt.verdict(&one), Verdict::Open);
    }

    #[test]
    fn the_normal_curve_is_right_to_six_places() {
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-7);
        assert!((normal_cdf(1.959_964) - 0.975).abs() < 1e-6);
        assert!((normal_cdf(-1.0) - 0.158_655_3).abs() < 1e-6);
    }
}
