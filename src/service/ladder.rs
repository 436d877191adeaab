//! Ratings per server: applying rated games (Glicko-2, one rating period per game, the
//! deviation growing by a period for each idle week), the leaderboard and player profiles.
//!
//! Rated games are games between two people on a server, unless they chose a casual game.
//! Games against the bot, analysis games and games a moderator ended are never rated.

use crate::engine::Player;
use crate::store::{
    FinishedGameRow, GameMode, GameResult, GameRow, RatingEntry, RatingRow, RatingUpdate, Store,
    StoreError,
};

use super::Service;
use super::challenge::guild_of;
use super::error::ServiceError;
use super::rating::{self, Rating};
use super::types::{GameId, GuildId, Seat, UserId};
use super::view::GameEnd;

/// A week in milliseconds: an idle week counts as a rating period without games.
const WEEK_MS: i64 = 7 * 24 * 60 * 60 * 1000;

/// The most idle periods counted (the deviation is capped at a newcomer's anyway).
const MAX_IDLE_PERIODS: i64 = 52;

/// Above this deviation a rating is provisional (shown with a `?`).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A player's line on the leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct LadderEntry {
    /// Place on the server's leaderboard, from 1.
    pub rank: usize,
    /// The player on this rank.
    pub user: UserId,
    /// Glicko rating.
    pub rating: f64,
    /// How unsure the rating is (Glicko deviation; 350 for a newcomer).
    pub deviation: f64,
    /// Rated games won.
    pub wins: i64,
    /// Rated games drawn.
    pub draws: i64,
    /// Rated games lost.
    pub losses: i64,
}

impl LadderEntry {
    /// Whether the rating is still provisional (few games, or long idle).
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// Rated games played.
    pub fn games(&self) -> i64 {
        self.wins + self.draws + self.losses
    }
}

/// A finished game in a profile.
#[derive(Clone, PartialEq, Debug)]
pub struct RecentGame {
    /// The game's number.
    pub id: GameId,
    /// Who the player faced.
    pub opponent: Seat,
    /// The profile's player's side (to name the players in `end`).
    pub side: Player,
    /// 1 win, 0.5 draw, 0 loss (from the profile's player's side).
    pub score: f64,
    /// How it ended (None for a game whose stored end is damaged).
    pub end: Option<GameEnd>,
    /// What it did to the rating (rated games).
    pub rating_change: Option<f64>,
    /// When it ended (unix ms).
    pub ended_at: i64,
}

/// Two players' record against each other on a server (all finished games, rated or not).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct HeadToHead {
    /// The other player.
    pub opponent: Option<UserId>,
    /// Games the profile's player won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games the profile's player lost.
    pub losses: u32,
}

/// A player on a server: rating, record, recent games and head-to-head.
#[derive(Clone, PartialEq, Debug)]
pub struct Profile {
    /// The player whose profile this is.
    pub user: UserId,
    /// Their rating and place, once they have played a rated game.
    pub rating: Option<LadderEntry>,
    /// Their latest finished games on the server, newest first.
    pub recent: Vec<RecentGame>,
    /// Their record against the one who asked (when someone else asked).
    pub head_to_head: Option<HeadToHead>,
    /// Their puzzles (solved anywhere).
    pub puzzles: super::PuzzleRecord,
}

fn rating_of(row: &RatingRow) -> Rating {
    Rating {
        rating: row.rating,
        deviation: row.deviation,
        volatility: row.volatility,
    }
}

/// The score of `seat`'s side in a finished game row (None: not a player, or no result).
fn score_of(row: &GameRow, seat: &str) -> Option<f64> {
    let player = if row.player1 == seat {
        Player::One
    } else if row.player2 == seat {
        Player::Two
    } else {
        return None;
    };
    let one = match row.result.as_deref()?.parse().ok()? {
        GameResult::OneWins => 1.0,
        GameResult::TwoWins => 0.0,
        GameResult::Draw => 0.5,
    };
    Some(match player {
        Player::One => one,
        Player::Two => 1.0 - one,
    })
}

impl<S: Store> Service<S> {
    /// Applies the ratings of every rated game that ended and is not yet applied, in the
    /// order they ended. Each game is applied at most once (the store checks), so this is
    /// safe to repeat after a crash.
    pub async fn settle_ratings(&self) -> Result<usize, ServiceError> {
        let _one_at_a_time = self.rating_lock.lock().await;
        let mut applied = 0;
        for row in self.store.games_awaiting_rating().await? {
            let Some((guild, users, score)) = ratable(&row) else {
                self.store.unrate_game(row.id).await?;
                continue;
            };
            let update = self.rating_update(&row, guild, users, score).await?;
            match self.store.apply_rating(&update).await {
                Ok(()) => applied += 1,
                // Applied meanwhile (another process): nothing to do.
                Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(applied)
    }

    /// Both players' new ratings after a game that player one scored `score` in.
    async fn rating_update(
        &self,
        row: &GameRow,
        guild: &str,
        users: [UserId; 2],
        score: f64,
    ) -> Result<RatingUpdate, ServiceError> {
        let now = self.now();
        let mut before = Vec::with_capacity(2);
        for user in users {
            let stored = self.store.rating(guild, &user.to_string()).await?;
            let mut current = stored.as_ref().map(rating_of).unwrap_or_default();
            if let Some(stored) = &stored {
                let idle = ((now - stored.updated_at) / WEEK_MS).clamp(0, MAX_IDLE_PERIODS);
                for _ in 0..idle {
                    current = current.update(&[]);
                }
            }
            before.push((user, stored, current));
        }
        let entry = |me: usize, my_score: f64| {
            let (user, stored, current) = &before[me];
            let (_, _, theirs) = &before[1 - me];
            let after = current.update(&[rating::Game {
                opponent: *theirs,
                score: my_score,
            }]);
            let old = stored.clone();
            let count = |pick: fn(&RatingRow) -> i64| old.as_ref().map_or(0, pick);
            RatingEntry {
                expected_games: count(|r| r.games),
                before: old.as_ref().map_or(current.rating, |r| r.rating),
                after: RatingRow {
                    guild_id: guild.to_string(),
                    user_id: user.to_string(),
                    rating: after.rating,
                    deviation: after.deviation,
                    volatility: after.volatility,
                    games: count(|r| r.games) + 1,
                    wins: count(|r| r.wins) + i64::from(my_score == 1.0),
                    draws: count(|r| r.draws) + i64::from(my_score == 0.5),
                    losses: count(|r| r.losses) + i64::from(my_score == 0.0),
                    updated_at: now,
                },
            }
        };
        Ok(RatingUpdate {
            game_id: row.id,
            entries: [entry(0, score), entry(1, 1.0 - score)],
        })
    }

    /// The server's leaderboard: up to `limit` players, best first.
    pub async fn leaderboard(
        &self,
        guild: GuildId,
        limit: usize,
    ) -> Result<Vec<LadderEntry>, ServiceError> {
        let rows = self
            .store
            .ladder(&guild.to_string(), limit.clamp(1, 1000) as i64)
            .await?;
        Ok(rows
            .iter()
            .enumerate()
            .filter_map(|(i, row)| {
                Some(LadderEntry {
                    rank: i + 1,
                    user: UserId(row.user_id.parse().ok()?),
                    rating: row.rating,
                    deviation: row.deviation,
                    wins: row.wins,
                    draws: row.draws,
                    losses: row.losses,
                })
            })
            .collect())
    }

    /// `user`'s profile on a server, as `viewer` sees it (with their head-to-head record when
    /// the viewer is someone else).
    pub async fn profile(
        &self,
        guild: GuildId,
        user: UserId,
        viewer: UserId,
    ) -> Result<Profile, ServiceError> {
        let guild_text = guild.to_string();
        let rating = self
            .leaderboard(guild, 1000)
            .await?
            .into_iter()
            .find(|entry| entry.user == user);
        let seat = Seat::User(user).to_string();
        let recent = self
            .store
            .finished_games_of(&guild_text, &seat, &user.to_string(), None, 5)
            .await?
            .iter()
            .filter_map(|row| recent_game(row, &seat))
            .collect();
        let head_to_head = if viewer == user {
            None
        } else {
            let other = Seat::User(viewer).to_string();
            let games = self
                .store
                .finished_games_of(&guild_text, &seat, &user.to_string(), Some(&other), 10_000)
                .await?;
            let mut record = HeadToHead {
                opponent: Some(viewer),
                ..HeadToHead::default()
            };
            for row in &games {
                match score_of(&row.game, &seat) {
                    Some(s) if s >= 1.0 => record.wins += 1,
                    Some(s) if s <= 0.0 => record.losses += 1,
                    Some(_) => record.draws += 1,
                    None => {}
                }
            }
            Some(record)
        };
        let puzzles = self.puzzle_record(user).await?;
        Ok(Profile {
            user,
            rating,
            recent,
            head_to_head,
            puzzles,
        })
    }
}

/// What rating a finished game needs: its server, its two (different) people and player
/// one's score; None for a game that cannot be rated after all.
fn ratable(row: &GameRow) -> Option<(&str, [UserId; 2], f64)> {
    let guild = row
        .guild_id
        .as_deref()
        .filter(|g| guild_of(Some(g)).is_some())?;
    let (Ok(Seat::User(one)), Ok(Seat::User(two))) = (row.player1.parse(), row.player2.parse())
    else {
        return None;
    };
    if one == two || row.mode.parse() != Ok(GameMode::Play) {
        return None;
    }
    Some((guild, [one, two], score_of(row, &row.player1)?))
}

fn recent_game(row: &FinishedGameRow, seat: &str) -> Option<RecentGame> {
    let game = &row.game;
    let score = score_of(game, seat)?;
    let (side, opponent) = if game.player1 == seat {
        (Player::One, &game.player2)
    } else {
        (Player::Two, &game.player1)
    };
    Some(RecentGame {
        id: GameId(game.id),
        opponent: opponent.parse().ok()?,
        side,
        score,
        end: GameEnd::from_stored(game.result.as_deref(), game.end_reason.as_deref())
            .ok()
            .flatten(),
        rating_change: row.rating_before.zip(row.rating_after).map(|(b, a)| a - b),
        ended_at: game.updated_at,
    })
}
