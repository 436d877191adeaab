//! Puzzles: "to move and win in two turns", from the shipped set (`assets/puzzles.txt`, made
//! by `zertz-bot puzzles generate` and every solution proved again by a test) and from the
//! server's own finished games: each is searched once, in the background of the clock's tick,
//! for the first position where the player to move had a forced win in two turns of their own
//! (played or missed). A server's puzzles from its games are given first, while untried.
//!
//! A player has at most one puzzle open. They answer with an ordinary turn; any turn that
//! still wins by force within the turns left is right, not only the set's solution (the
//! solver judges it). The bot then plays the longest defence, and so on until the player
//! wins. A wrong turn is refuted — the defender's reply after which no win is left is shown —
//! counted as a mistake, and the player tries again from the same position.
//!
//! Every try is kept. A player's record counts the puzzles solved, those solved at the first
//! try (no wrong turn), the *streak* — puzzles solved at the first try in a row, broken by a
//! mistake or by leaving a puzzle unsolved for another (a puzzle left before any turn is not
//! counted either way) — and the *daily streak*: days in a row on which the player solved the
//! daily puzzle, up to today (today's still to do does not break it).
//!
//! The daily puzzle is the same for everyone on a day (UTC), chosen from the set by the day's
//! number; a server whose moderators chose a puzzle channel gets it posted there once a day,
//! by one process of several (the post is claimed like a notice).

use std::sync::LazyLock;

use crate::ai::puzzles::{Answer, Difficulty, Puzzle, answer, find_in_within, read_puzzles};
use crate::ai::solver::Budget;
use crate::engine::{Player, Position, Turn};
use crate::store::{NewPuzzleTry, PuzzleProgress, PuzzleTryRow, Store};

use super::Service;
use super::deadlines::NOTICE_CLAIM_MS;
use super::error::ServiceError;
use super::types::{ChannelId, DAY_MS, GameId, GuildId, UserId};

/// Finished games searched for a puzzle at each tick of the clock.
pub const GAMES_SEARCHED_PER_TICK: i64 = 2;

/// How far the solver looks in each position of a finished game: wins in two, against up to
/// eight replies, within 200,000 positions (a few seconds for a long game, off the runtime).
const GAME_SEARCH: Budget = Budget {
    own_turns: 2,
    max_defences: 8,
    max_nodes: 200_000,
};

/// The shipped puzzles, read once.
static SET: LazyLock<Vec<Puzzle>> = LazyLock::new(|| {
    read_puzzles(include_str!("../../assets/puzzles.txt")).unwrap_or_else(|e| {
        tracing::error!(error = %e, "the shipped puzzle set cannot be read");
        Vec::new()
    })
});

/// The shipped puzzles, numbered from 1 in this order.
pub fn puzzle_set() -> &'static [Puzzle] {
    &SET
}

/// Which puzzle a player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleAsk {
    /// Their open puzzle, or a new one when none is open.
    Current,
    /// A new one (of this difficulty, if given), leaving the open one.
    New(Option<Difficulty>),
    /// Today's daily puzzle.
    Daily,
    /// The puzzle found in this game of the server.
    FromGame(GameId),
}

/// A player's puzzle as it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleView {
    /// The try's id.
    pub id: i64,
    /// The puzzle's number in the set (1 for the first; 0 for a puzzle from a game).
    pub number: usize,
    /// The server's game it comes from, for a puzzle from a game.
    pub game: Option<GameId>,
    /// The puzzle: its starting position, grade, turns and solution.
    pub puzzle: Puzzle,
    /// The daily puzzle's day, for the daily puzzle.
    pub day: Option<i64>,
    /// The turns played since the start: the player's, the defence, …
    pub played: Vec<Turn>,
    /// The position now.
    pub position: Position,
    /// Wrong turns tried so far.
    pub mistakes: u32,
    /// Whether the player has won.
    pub solved: bool,
}

impl PuzzleView {
    /// The player who is to win (to move at the start).
    pub fn solver(&self) -> Player {
        self.puzzle.position.side_to_move()
    }

    /// The turns of the player's own left to win in, the next included.
    pub fn turns_left(&self) -> u32 {
        let own_played = (self.played.len() / 2) as u32;
        self.puzzle.own_turns.saturating_sub(own_played)
    }

    /// The position before the last turn played, and that turn.
    pub fn last_turn(&self) -> Option<(Position, Turn)> {
        let (&last, before) = self.played.split_last()?;
        let mut position = self.puzzle.position;
        for &turn in before {
            position.play_unchecked(turn);
        }
        Some((position, last))
    }

    /// The turns played, in notation.
    pub fn played_notation(&self) -> String {
        self.puzzle.position.format_line(&self.played).join(" ")
    }
}

/// What a player's turn in their puzzle came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleOutcome {
    /// It won: the puzzle is solved.
    Solved,
    /// It was right; the bot defended with this reply (in notation).
    Defended {
        /// The defence.
        reply: String,
    },
    /// It does not win by force; the defender's refutation (in notation) when one was found.
    /// The position is as before the turn.
    Refuted {
        /// The refuting reply.
        reply: Option<String>,
    },
}

/// A player's turn in their puzzle, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleStep {
    /// The turn, in notation.
    pub turn: String,
    /// What it came to.
    pub outcome: PuzzleOutcome,
    /// The puzzle after it.
    pub view: PuzzleView,
}

/// A player's puzzles in numbers (see the module docs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleRecord {
    /// Puzzles solved.
    pub solved: u32,
    /// Of those, solved without a wrong turn.
    pub first_try: u32,
    /// Puzzles tried and finished (solved or left after a turn or a mistake).
    pub tried: u32,
    /// Puzzles solved at the first try in a row, up to now.
    pub streak: u32,
    /// The longest such streak.
    pub best_streak: u32,
    /// Days in a row on which the daily puzzle was solved, up to today.
    pub daily_streak: u32,
}

/// A daily puzzle a server is owed.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyPost {
    /// The server.
    pub guild: GuildId,
    /// Its puzzle channel.
    pub channel: ChannelId,
    /// The day.
    pub day: i64,
    /// The server's language, as the adapter named it when the channel was chosen.
    pub locale: String,
    /// The puzzle's number in the set.
    pub number: usize,
    /// The puzzle.
    pub puzzle: Puzzle,
}

/// The daily puzzle of `day` (days since 1970-01-01, UTC): its number and the puzzle. Days
/// are spread over the set (a fixed mix of the day's number), so that neighbouring days do
/// not give neighbouring puzzles.
pub fn daily_puzzle(day: i64) -> Option<(usize, &'static Puzzle)> {
    let set = puzzle_set();
    if set.is_empty() {
        return None;
    }
    // SplitMix64's finaliser: every day a well-spread number.
    let mut x = (day as u64).wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^= x >> 31;
    let index = (x % set.len() as u64) as usize;
    Some((index + 1, &set[index]))
}

/// Where a try's number says its puzzle comes from: its place in the set (1 for the first),
/// or, below zero, minus the server's game it was found in.
fn source(number: i64) -> (usize, Option<GameId>) {
    (
        usize::try_from(number).unwrap_or(0),
        (number < 0).then(|| GameId(-number)),
    )
}

/// The view of a stored try; a try that cannot be read back (a damaged row) is an error.
fn view_of(row: &PuzzleTryRow) -> Result<PuzzleView, ServiceError> {
    let damaged = |why: String| {
        tracing::warn!(puzzle_try = row.id, %why, "a puzzle try cannot be read back");
        ServiceError::Internal(format!("puzzle try {} is damaged: {why}", row.id))
    };
    let puzzle = Puzzle::from_line(&row.puzzle).map_err(damaged)?;
    let mut position = puzzle.position;
    let mut played = Vec::new();
    for token in row.turns.split_whitespace() {
        let turn = position
            .parse_turn(token)
            .map_err(|e| damaged(format!("{token}: {e}")))?;
        played.push(turn);
        position.play_unchecked(turn);
    }
    let (number, game) = source(row.number);
    Ok(PuzzleView {
        id: row.id,
        number,
        game,
        puzzle,
        day: row.day,
        played,
        position,
        mistakes: u32::try_from(row.mistakes).unwrap_or(u32::MAX),
        solved: row.solved,
    })
}

/// A player's record from their tries, oldest first (see the module docs); `today` for the
/// daily streak.
fn record_of(tries: &[PuzzleTryRow], today: i64) -> PuzzleRecord {
    let mut record = PuzzleRecord::default();
    for t in tries {
        let left_untouched = !t.solved && t.turns.is_empty() && t.mistakes == 0;
        if t.ended_at.is_none() || left_untouched {
            continue;
        }
        record.tried += 1;
        if t.solved {
            record.solved += 1;
        }
        if t.solved && t.mistakes == 0 {
            record.first_try += 1;
            record.streak += 1;
            record.best_streak = record.best_streak.max(record.streak);
        } else {
            record.streak = 0;
        }
    }
    let solved_days: std::collections::HashSet<i64> = tries
        .iter()
        .filter(|t| t.solved)
        .filter_map(|t| t.day)
        .collect();
    let mut day = if solved_days.contains(&today) {
        today
    } else {
        today - 1
    };
    while solved_days.contains(&day) {
        record.daily_streak += 1;
        day -= 1;
    }
    record
}

impl<S: Store> Service<S> {
    /// Today's number (days since 1970-01-01, UTC).
    pub fn today(&self) -> i64 {
        self.now().div_euclid(DAY_MS)
    }

    /// The puzzle `user` asks for (on `guild`, whose games' puzzles come first): their open
    /// one, a new one, today's daily puzzle (open again if they left it unsolved), or the one
    /// found in a game of the server. A new puzzle is one they have not tried yet, while any is
    /// left.
    pub async fn puzzle(
        &self,
        user: UserId,
        guild: Option<GuildId>,
        ask: PuzzleAsk,
    ) -> Result<PuzzleView, ServiceError> {
        let who = user.to_string();
        match ask {
            PuzzleAsk::Current => match self.store.open_puzzle_try(&who).await? {
                Some(row) => view_of(&row),
                None => self.new_puzzle(&who, guild, None).await,
            },
            PuzzleAsk::New(difficulty) => self.new_puzzle(&who, guild, difficulty).await,
            PuzzleAsk::Daily => self.daily_try(&who).await,
            PuzzleAsk::FromGame(game) => self.game_try(&who, guild, game).await,
        }
    }

    /// The puzzles found in `guild`'s games, numbered as tries keep them (minus the game's id).
    async fn games_puzzles(
        &self,
        guild: Option<GuildId>,
    ) -> Result<Vec<(i64, Puzzle)>, ServiceError> {
        let Some(guild) = guild else {
            return Ok(Vec::new());
        };
        let found = self.store.game_puzzles(&guild.to_string()).await?;
        Ok(found
            .into_iter()
            .filter_map(|(game, line)| match Puzzle::from_line(&line) {
                Ok(puzzle) => Some((-game, puzzle)),
                Err(e) => {
                    tracing::warn!(game, error = %e, "a game's puzzle cannot be read back");
                    None
                }
            })
            .collect())
    }

    /// Begins a puzzle `who` has not tried (of `difficulty`, if given): one of the server's
    /// games first, then one of the set.
    async fn new_puzzle(
        &self,
        who: &str,
        guild: Option<GuildId>,
        difficulty: Option<Difficulty>,
    ) -> Result<PuzzleView, ServiceError> {
        let tried: std::collections::HashSet<i64> = self
            .store
            .puzzle_tries(who)
            .await?
            .iter()
            .map(|t| t.number)
            .collect();
        let fits = |p: &Puzzle| difficulty.is_none_or(|d| p.difficulty == d);
        let from_games = self.games_puzzles(guild).await?;
        if let Some((number, puzzle)) = from_games
            .iter()
            .rev()
            .find(|(n, p)| fits(p) && !tried.contains(n))
        {
            return self.begin_try(who, *number, puzzle, None).await;
        }
        let fitting: Vec<usize> = puzzle_set()
            .iter()
            .enumerate()
            .filter(|(_, p)| fits(p))
            .map(|(i, _)| i + 1)
            .collect();
        let fresh: Vec<usize> = fitting
            .iter()
            .copied()
            .filter(|n| !tried.contains(&(*n as i64)))
            .collect();
        // All tried: they come round again.
        let pool = if fresh.is_empty() { &fitting } else { &fresh };
        if pool.is_empty() {
            return Err(ServiceError::NoPuzzles);
        }
        let pick = self
            .rng
            .lock()
            .map(|mut rng| rng.usize(..pool.len()))
            .unwrap_or(0);
        let number = pool[pick];
        let puzzle = &puzzle_set()[number - 1];
        self.begin_try(who, number as i64, puzzle, None).await
    }

    /// The puzzle found in `game` of `guild`: `who`'s open try of it, or a new one.
    async fn game_try(
        &self,
        who: &str,
        guild: Option<GuildId>,
        game: GameId,
    ) -> Result<PuzzleView, ServiceError> {
        let number = -game.0;
        if let Some(row) = self.store.open_puzzle_try(who).await?
            && row.number == number
        {
            return view_of(&row);
        }
        let found = self.games_puzzles(guild).await?;
        let Some((_, puzzle)) = found.iter().find(|(n, _)| *n == number) else {
            return Err(ServiceError::NoPuzzleInGame(game));
        };
        self.begin_try(who, number, puzzle, None).await
    }

    /// Today's daily puzzle for `who`: their try of it, or a new one.
    async fn daily_try(&self, who: &str) -> Result<PuzzleView, ServiceError> {
        let today = self.today();
        let Some((number, _)) = daily_puzzle(today) else {
            return Err(ServiceError::NoPuzzles);
        };
        let tries = self.store.puzzle_tries(who).await?;
        match tries.iter().find(|t| t.day == Some(today)) {
            Some(row) if row.solved || row.ended_at.is_none() => view_of(row),
            Some(row) => {
                self.store
                    .reopen_puzzle_try(who, row.id, self.now())
                    .await?;
                view_of(&PuzzleTryRow {
                    ended_at: None,
                    ..row.clone()
                })
            }
            None => {
                let puzzle = &puzzle_set()[number - 1];
                self.begin_try(who, number as i64, puzzle, Some(today))
                    .await
            }
        }
    }

    /// Begins a try of `puzzle`, numbered `number` (its place in the set, or minus its game).
    async fn begin_try(
        &self,
        who: &str,
        number: i64,
        puzzle: &Puzzle,
        day: Option<i64>,
    ) -> Result<PuzzleView, ServiceError> {
        let new = NewPuzzleTry {
            user_id: who.to_string(),
            number,
            puzzle: puzzle.to_line(),
            day,
        };
        let id = self.store.begin_puzzle_try(&new, self.now()).await?;
        let (number, game) = source(number);
        Ok(PuzzleView {
            id,
            number,
            game,
            puzzle: puzzle.clone(),
            day,
            played: Vec::new(),
            position: puzzle.position,
            mistakes: 0,
            solved: false,
        })
    }

    /// The position of `user`'s open puzzle (for the choices offered while typing).
    pub async fn puzzle_position(&self, user: UserId) -> Option<Position> {
        let row = self.store.open_puzzle_try(&user.to_string()).await.ok()??;
        view_of(&row).ok().map(|v| v.position)
    }

    /// Judges `user`'s turn in their open puzzle: a right turn is answered by the longest
    /// defence (or wins), a wrong one is refuted and counted as a mistake. Kept before it is
    /// answered; a turn sent twice at once counts once.
    pub async fn solve(&self, user: UserId, text: &str) -> Result<PuzzleStep, ServiceError> {
        let who = user.to_string();
        let row = self
            .store
            .open_puzzle_try(&who)
            .await?
            .ok_or(ServiceError::NoPuzzle)?;
        let mut view = view_of(&row)?;
        let turn = view.position.parse_turn(text)?;
        let written = view.position.format_turn(turn);
        let (position, left) = (view.position, view.turns_left().max(1));
        let judged = tokio::task::spawn_blocking(move || answer(&position, left, turn))
            .await
            .map_err(|e| {
                tracing::error!(error = %e, "judging a puzzle turn stopped");
                ServiceError::Internal(e.to_string())
            })?;
        let mut after = view.position;
        after.play_unchecked(turn);
        let outcome = match judged {
            Answer::Solved => {
                view.played.push(turn);
                view.position = after;
                view.solved = true;
                PuzzleOutcome::Solved
            }
            Answer::Defended { reply, .. } => {
                view.played.extend([turn, reply]);
                view.position = after;
                view.position.play_unchecked(reply);
                PuzzleOutcome::Defended {
                    reply: after.format_turn(reply),
                }
            }
            Answer::Refuted { reply } => {
                view.mistakes += 1;
                PuzzleOutcome::Refuted {
                    reply: reply.map(|r| after.format_turn(r)),
                }
            }
        };
        // Kept only if the try is still as read: the same turn sent twice at once is judged
        // once, the other told the position changed.
        let progress = PuzzleProgress {
            id: row.id,
            turns_before: row.turns.clone(),
            mistakes_before: row.mistakes,
            turns: view.played_notation(),
            mistakes: i64::from(view.mistakes),
            solved: view.solved,
        };
        self.store
            .record_puzzle_progress(&progress, self.now())
            .await?;
        Ok(PuzzleStep {
            turn: written,
            outcome,
            view,
        })
    }

    /// Searches a few finished games not yet searched for a puzzle (off the runtime) and keeps
    /// what each held; returns how many puzzles were found. A game that cannot be read back is
    /// kept as holding none.
    pub async fn find_game_puzzles(&self) -> Result<usize, ServiceError> {
        let mut found = 0;
        for id in self.store.games_to_search(GAMES_SEARCHED_PER_TICK).await? {
            let view = match self.load_game(id).await {
                Ok(view) => Some(view),
                Err(ServiceError::CorruptGame { .. } | ServiceError::NoSuchGame(_)) => None,
                Err(e) => return Err(e),
            };
            let guild = view.as_ref().and_then(|v| v.guild).map(|g| g.to_string());
            let puzzle = match view {
                Some(view) => {
                    let game = view.game.clone();
                    tokio::task::spawn_blocking(move || {
                        find_in_within(&game, 0, false, GAME_SEARCH)
                    })
                    .await
                    .map_err(|e| {
                        tracing::error!(game = id, error = %e, "a game's puzzle search stopped");
                        ServiceError::Internal(e.to_string())
                    })?
                }
                None => None,
            };
            let line = puzzle.map(|p| p.to_line());
            found += usize::from(line.is_some());
            self.store
                .save_game_puzzle(id, guild.as_deref(), line.as_deref(), self.now())
                .await?;
        }
        Ok(found)
    }

    /// `user`'s puzzles in numbers.
    pub async fn puzzle_record(&self, user: UserId) -> Result<PuzzleRecord, ServiceError> {
        let tries = self.store.puzzle_tries(&user.to_string()).await?;
        Ok(record_of(&tries, self.today()))
    }

    /// Chooses the channel where `guild`'s daily puzzle is posted, in the server's language
    /// (`locale`, as the adapter names it), or (None) stops it. The adapter checks that the one
    /// asking may moderate.
    pub async fn set_puzzle_channel(
        &self,
        guild: GuildId,
        channel: Option<(ChannelId, &str)>,
    ) -> Result<(), ServiceError> {
        let channel = channel.map(|(c, locale)| (c.to_string(), locale));
        let channel = channel.as_ref().map(|(c, locale)| (c.as_str(), *locale));
        self.store
            .set_puzzle_channel(&guild.to_string(), channel, self.now())
            .await?;
        Ok(())
    }

    /// Today's daily puzzle posts still owed, claimed for this service for
    /// [`NOTICE_CLAIM_MS`]: confirm each with [`Service::daily_posted`] once posted.
    pub async fn daily_posts(&self) -> Result<Vec<DailyPost>, ServiceError> {
        let (now, today) = (self.now(), self.today());
        let Some((number, puzzle)) = daily_puzzle(today) else {
            return Ok(Vec::new());
        };
        let claimed = self
            .store
            .claim_daily_posts(today, self.owner, now, now + NOTICE_CLAIM_MS)
            .await?;
        Ok(claimed
            .into_iter()
            .filter_map(|row| {
                let ids = (row.guild_id.parse().ok(), row.channel_id.parse().ok());
                let (Some(guild), Some(channel)) = ids else {
                    tracing::warn!(guild = %row.guild_id, "a puzzle channel is not an id");
                    return None;
                };
                Some(DailyPost {
                    guild: GuildId(guild),
                    channel: ChannelId(channel),
                    day: row.day,
                    locale: row.locale,
                    number,
                    puzzle: puzzle.clone(),
                })
            })
            .collect())
    }

    /// Confirms that a daily puzzle was posted (or can never be: the channel is gone).
    pub async fn daily_posted(&self, post: &DailyPost) -> Result<(), ServiceError> {
        self.store
            .mark_daily_posted(&post.guild.to_string(), post.day, self.now())
            .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(
        id: i64,
        solved: bool,
        mistakes: i64,
        turns: &str,
        day: Option<i64>,
    ) -> PuzzleTryRow {
        PuzzleTryRow {
            id,
            user_id: "1".into(),
            number: id,
            puzzle: String::new(),
            day,
            turns: turns.into(),
            mistakes,
            solved,
            started_at: 0,
            ended_at: Some(1),
        }
    }

    #[test]
    fn the_record_counts_streaks_and_days_as_documented() {
        let tries = [
            attempt(1, true, 0, "a b c", Some(8)),
            attempt(2, true, 0, "a b c", Some(9)),
            attempt(3, true, 1, "a b c", None),
            // Left before any turn: not counted either way.
            attempt(4, false, 0, "", None),
            attempt(5, true, 0, "a", Some(10)),
            attempt(6, true, 0, "a", None),
            // Open: not counted yet.
            PuzzleTryRow {
                ended_at: None,
                ..attempt(7, false, 1, "", Some(11))
            },
        ];
        let record = record_of(&tries, 11);
        assert_eq!(
            record,
            PuzzleRecord {
                solved: 5,
                first_try: 4,
                tried: 5,
                streak: 2,
                best_streak: 2,
                daily_streak: 3,
            }
        );
        // A day missed breaks the daily streak; a puzzle left after a mistake, the streak.
        let mut later = tries.to_vec();
        later.push(attempt(8, false, 1, "", None));
        let record = record_of(&later, 12);
        assert_eq!((record.streak, record.daily_streak), (0, 0));
        assert_eq!(record.best_streak, 2);
    }

    #[test]
    fn the_daily_puzzle_is_one_of_the_set_and_changes_from_day_to_day() {
        let days: Vec<usize> = (20_000..20_010)
            .filter_map(|d| daily_puzzle(d).map(|(n, _)| n))
            .collect();
        assert_eq!(days.len(), 10);
        assert!(days.iter().all(|&n| (1..=puzzle_set().len()).contains(&n)));
        assert!(days.windows(2).all(|w| w[0] != w[1]), "{days:?}");
        assert_eq!(daily_puzzle(20_000), daily_puzzle(20_000));
    }
}
