//! The game service: challenges, turns, offers, permissions and concurrency — everything a
//! game needs, independent of Discord, so it is tested directly and the adapters stay thin.
//!
//! Every operation reads the game from the store, decides, and writes the change in one
//! `BEGIN IMMEDIATE` transaction that names the version it was decided on: a change based on
//! a stale read is refused ("the position changed"), so two simultaneous submissions of the
//! same turn apply exactly once. A turn is committed before the operation returns.
//!
//! Active games are cached in memory after they are loaded, and the cache is written through
//! after every committed change — on a store that this process alone writes (SQLite). On a
//! shared store (PostgreSQL, several processes) nothing is cached: another process's clock may
//! end a game at any moment, and no request may answer from a copy that missed it. The store's
//! version check stays the authority: should a cache ever be stale, the change is refused, the
//! entry dropped and the game read again on the next request.

mod challenge;
mod clock;
mod deadlines;
mod error;
mod ladder;
pub mod locales;
mod players;
mod puzzles;
pub mod rating;
mod records;
mod review;
mod thinking;
mod types;
mod view;
pub mod words;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::ai;
use crate::engine::{Game, Player, Turn};
pub use crate::store::EndReason;
/// The database URL as the adapters may log it (the store knows URLs; the adapters see the service).
pub use crate::store::without_password;
use crate::store::{DatabaseStore, EventKind, GameChange, NewEvent, QuietGame, Store, StoreError};

pub use challenge::{
    ChallengeOutcome, ChallengeRequest, ChallengeStatus, ChallengeView, MAX_TURN_LIMIT_MS,
    MIN_TURN_LIMIT_MS,
};
pub use clock::{Clock, ManualClock, SystemClock};
pub use deadlines::{NOTICE_CLAIM_MS, Notice, NoticeKind};
pub use error::{Pending, RecordProblem, ServiceError, SetupProblem};
pub use ladder::{HeadToHead, LadderEntry, Profile, RecentGame};
pub use puzzles::{
    DailyPost, PuzzleAsk, PuzzleOutcome, PuzzleRecord, PuzzleStep, PuzzleView, daily_puzzle,
    puzzle_set,
};
pub use records::ImportRequest;
pub use review::{EXPLAINED, Explained, GameReview};
pub use thinking::HintDepth;
pub use types::{
    ChallengeId, ChannelId, DAY_MS, GameId, GuildId, Opponent, Seat, Seen, Starter, TurnInput,
    UserId,
};
pub use view::{Event, GameEnd, GameView, Update};

/// How many reviews are made at once; more wait for their turn.
pub const REVIEWS_AT_ONCE: usize = 1;

/// How long a challenge waits for an answer by default: 24 hours.
pub const DEFAULT_CHALLENGE_TTL_MS: i64 = 24 * 60 * 60 * 1000;

/// The service as the bot and the terminal run it: on the database chosen at start. The
/// adapters name this, never a store type; `main.rs` opens the store and builds it.
pub type BotService = Service<DatabaseStore>;

/// How long the bot may stay to move in a game before its turn is taken as lost to a restart
/// and played again: well beyond the longest think (master's ten seconds).
pub const BOT_STALLED_MS: i64 = 60_000;

/// The game service over a store.
pub struct Service<S: Store> {
    store: S,
    clock: Arc<dyn Clock>,
    challenge_ttl_ms: i64,
    rng: Mutex<fastrand::Rng>,
    /// Active games by channel, as last loaded or committed.
    cache: Mutex<HashMap<ChannelId, GameView>>,
    /// Held while ratings are applied, so two finished games never read the same rating.
    rating_lock: tokio::sync::Mutex<()>,
    /// Whether active games are served from `cache` (off when other processes write the same
    /// store, so each request sees their changes).
    caching: bool,
    /// The bot's searchers of its latest games, kept between turns.
    minds: Arc<thinking::Minds>,
    /// Reviews made at once (each holds a core for its whole length); others wait their turn.
    reviews: tokio::sync::Semaphore,
    /// How long a review searches each position.
    review_limits: crate::ai::Limits,
    /// This service's token in the notices it claims (random: each process its own).
    owner: i64,
    /// The locales this process has noted, by scope, with when (so an unchanged one is not
    /// written at every command).
    noted_locales: Mutex<HashMap<String, (String, i64)>>,
    /// Quiet games against the bot found with a person to move, by id, with the version they
    /// were found at: not loaded again until they change.
    waiting_for_people: Mutex<HashMap<i64, i64>>,
}

fn seat_text(seat: Seat) -> String {
    seat.to_string()
}

impl<S: Store> Service<S> {
    /// A service on `store` with the system clock.
    pub fn new(store: S) -> Service<S> {
        Service::with_clock(store, Arc::new(SystemClock))
    }

    /// A service on `store` with the given clock.
    pub fn with_clock(store: S, clock: Arc<dyn Clock>) -> Service<S> {
        let caching = !store.is_shared();
        let mut rng = fastrand::Rng::new();
        let owner = rng.i64(1..);
        Service {
            store,
            clock,
            challenge_ttl_ms: DEFAULT_CHALLENGE_TTL_MS,
            rng: Mutex::new(rng),
            cache: Mutex::new(HashMap::new()),
            rating_lock: tokio::sync::Mutex::new(()),
            minds: Arc::default(),
            caching,
            reviews: tokio::sync::Semaphore::new(REVIEWS_AT_ONCE),
            review_limits: review::default_limits(),
            owner,
            noted_locales: Mutex::new(HashMap::new()),
            waiting_for_people: Mutex::new(HashMap::new()),
        }
    }

    /// Sets how long a review searches each position (tests review at a fixed depth).
    pub fn with_review_limits(mut self, limits: crate::ai::Limits) -> Service<S> {
        self.review_limits = limits;
        self
    }

    /// Reads every game from the store on each request instead of keeping active games in
    /// memory: for a store that other processes change too (two terminal games on one file),
    /// so that every input is judged against the game as it is, not as this process last saw
    /// it.
    pub fn without_cache(mut self) -> Service<S> {
        self.caching = false;
        self
    }

    /// Sets how long challenges wait for an answer.
    pub fn with_challenge_ttl_ms(mut self, ms: i64) -> Service<S> {
        self.challenge_ttl_ms = ms;
        self
    }

    /// Gives back the notices this service claimed but did not post, and closes the store
    /// underneath (at shutdown, after the last request).
    pub async fn close(&self) {
        if let Err(e) = self.store.release_notices(self.owner).await {
            tracing::warn!(error = %e, "claimed notices not given back; they wait for their claim to run out");
        }
        self.store.close().await;
    }

    fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    fn coin(&self) -> bool {
        self.rng.lock().map(|mut rng| rng.bool()).unwrap_or(true)
    }

    fn seed(&self) -> u64 {
        self.rng.lock().map(|mut rng| rng.u64(..)).unwrap_or(0)
    }

    async fn load_game(&self, id: i64) -> Result<GameView, ServiceError> {
        let stored = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::NoSuchGame(GameId(id)))?;
        GameView::from_stored(&stored)
    }

    /// The game a channel shows: the active one, else the last one played there (finished),
    /// until the next game starts. [`ServiceError::NoGameHere`] if the channel never had one.
    pub async fn latest(&self, channel: ChannelId) -> Result<GameView, ServiceError> {
        match self.show(channel).await {
            Err(ServiceError::NoGameHere) => {}
            other => return other,
        }
        let stored = self
            .store
            .last_game_in(&channel.to_string())
            .await?
            .ok_or(ServiceError::NoGameHere)?;
        GameView::from_stored(&stored)
    }

    /// Why nothing can be done in `channel`: its last game is over (it says how), or it never
    /// had one.
    async fn nothing_to_play(&self, channel: ChannelId) -> ServiceError {
        match self.latest(channel).await {
            Ok(view) if view.is_over() => ServiceError::GameOver(Box::new(view)),
            Ok(_) => ServiceError::PositionChanged,
            Err(e) => e,
        }
    }

    /// The active game of a channel.
    pub async fn show(&self, channel: ChannelId) -> Result<GameView, ServiceError> {
        if let Some(view) = self.cached(channel) {
            return Ok(view);
        }
        let stored = self
            .store
            .active_game_in(&channel.to_string())
            .await?
            .ok_or(ServiceError::NoGameHere)?;
        let view = GameView::from_stored(&stored)?;
        self.remember(&view);
        Ok(view)
    }

    fn cached(&self, channel: ChannelId) -> Option<GameView> {
        if !self.caching {
            return None;
        }
        self.cache.lock().ok()?.get(&channel).cloned()
    }

    /// Keeps an active game in the cache (a finished one leaves it); never replaces a newer
    /// version of the same game with an older one.
    fn remember(&self, view: &GameView) {
        if !self.caching {
            return;
        }
        if let Ok(mut cache) = self.cache.lock() {
            let newer = cache
                .get(&view.channel)
                .is_some_and(|c| c.id == view.id && c.version > view.version);
            if newer {
                return;
            }
            if view.is_over() {
                cache.remove(&view.channel);
            } else {
                cache.insert(view.channel, view.clone());
            }
        }
    }

    fn forget(&self, channel: ChannelId) {
        if let Ok(mut cache) = self.cache.lock() {
            cache.remove(&channel);
        }
    }

    /// Any game, finished or not, by id.
    pub async fn game(&self, id: GameId) -> Result<GameView, ServiceError> {
        self.load_game(id.0).await
    }

    /// Game `id` asked for by number by `user` in `channel` of `guild` (to export or replay
    /// it): a game of a server can be read from that server only; a game of no server (a
    /// direct message, the terminal) only by its players or in its own channel. Any other is
    /// [`ServiceError::NoSuchGame`], never a sign that it exists.
    pub async fn game_by_number(
        &self,
        id: GameId,
        guild: Option<GuildId>,
        channel: ChannelId,
        user: UserId,
    ) -> Result<GameView, ServiceError> {
        let view = self.game(id).await?;
        let readable = match view.guild {
            Some(home) => guild == Some(home),
            None => view.channel == channel || view.player_of(user).is_some(),
        };
        if readable {
            Ok(view)
        } else {
            Err(ServiceError::NoSuchGame(id))
        }
    }

    /// The game record of the game a channel shows (see [`Service::latest`]), as text.
    pub async fn record(&self, channel: ChannelId) -> Result<String, ServiceError> {
        Ok(self.latest(channel).await?.record().to_string())
    }

    /// The active games `user` plays in, across channels, most recently changed first. A
    /// damaged game is left out of the list rather than hiding the others.
    pub async fn my_games(&self, user: UserId) -> Result<Vec<GameView>, ServiceError> {
        let rows = self
            .store
            .active_games_of(&seat_text(Seat::User(user)))
            .await?;
        let mut games = Vec::new();
        for row in rows {
            match self.load_game(row.id).await {
                Ok(view) => games.push(view),
                Err(ServiceError::CorruptGame { id, why }) => {
                    tracing::warn!(game = id.0, %why, "skipping a damaged game");
                }
                Err(e) => return Err(e),
            }
        }
        Ok(games)
    }

    /// The player `user` is in the active game of `channel`, checked.
    async fn acting(
        &self,
        channel: ChannelId,
        user: UserId,
    ) -> Result<(GameView, Player), ServiceError> {
        let view = match self.show(channel).await {
            Err(ServiceError::NoGameHere) => return Err(self.nothing_to_play(channel).await),
            other => other?,
        };
        if view.is_over() {
            return Err(ServiceError::GameOver(Box::new(view)));
        }
        let player = view.player_of(user).ok_or(ServiceError::NotAPlayer)?;
        if let Some(update) = self.flag_if_out_of_time(&view).await? {
            return Err(ServiceError::GameOver(Box::new(update.game)));
        }
        Ok((view, player))
    }

    /// Writes a change decided on `view`; refused if the game changed meanwhile.
    async fn commit(
        &self,
        view: &GameView,
        events: Vec<NewEvent>,
        draw_offer: Option<Player>,
        takeback_request: Option<Player>,
        end: Option<&GameEnd>,
    ) -> Result<(), ServiceError> {
        let number = |p: Option<Player>| p.map(|p| p.number() as i64);
        self.commit_change(
            view,
            GameChange {
                expected_version: view.version,
                events,
                draw_offer: number(draw_offer),
                takeback_request: number(takeback_request),
                finish: end.map(|e| (e.game_result(), e.reason)),
                unrate: false,
                notice: None,
                now: self.now(),
            },
        )
        .await
    }

    /// The change that ends the game of `view` with `end` (offers and requests lapse).
    fn ending(&self, view: &GameView, end: &GameEnd) -> GameChange {
        GameChange {
            expected_version: view.version,
            events: Vec::new(),
            draw_offer: None,
            takeback_request: None,
            finish: Some((end.game_result(), end.reason)),
            unrate: false,
            notice: None,
            now: self.now(),
        }
    }

    /// Writes `change` to the game of `view`; once a rated game has ended, its ratings are
    /// applied (or, should that fail, at the next clock tick).
    async fn commit_change(&self, view: &GameView, change: GameChange) -> Result<(), ServiceError> {
        let finished = change.finish.is_some();
        if let Err(e) = self.store.change_game(view.id.0, &change).await {
            // Whatever went wrong, read the game afresh next time.
            self.forget(view.channel);
            return Err(match e {
                StoreError::Conflict => self.what_changed(view, &change).await,
                other => other.into(),
            });
        }
        error::saving_works();
        if finished
            && view.rated
            && !change.unrate
            && let Err(e) = self.settle_ratings().await
        {
            tracing::warn!(game = view.id.0, error = %e, "ratings not applied yet");
        }
        Ok(())
    }

    /// Why a change decided on `view` was refused: the game ended meanwhile, the same turn was
    /// played a moment ago (a double submission), or the position simply moved on.
    async fn what_changed(&self, view: &GameView, change: &GameChange) -> ServiceError {
        let now = match self.load_game(view.id.0).await {
            Ok(now) => now,
            Err(_) => return ServiceError::PositionChanged,
        };
        if now.is_over() {
            return ServiceError::GameJustEnded(Box::new(now));
        }
        let played = view.game.turns().len();
        let sent = match change.events.as_slice() {
            [
                NewEvent {
                    kind: EventKind::Turn,
                    turn: Some(text),
                    ..
                },
            ] => Some(text),
            _ => None,
        };
        let next = now
            .game
            .turns()
            .get(played)
            .zip(now.game.positions().get(played))
            .map(|(turn, before)| before.format_turn(*turn));
        match (sent, next) {
            (Some(sent), Some(next))
                if *sent == next
                    && now.game.positions()[..=played] == view.game.positions()[..] =>
            {
                ServiceError::AlreadyPlayed(next)
            }
            _ => ServiceError::PositionChanged,
        }
    }

    /// `user` plays a turn in the game of `channel`. With `expected_move` (the move number
    /// the player saw, e.g. from a button), a game that has moved on refuses the turn.
    pub async fn play(
        &self,
        channel: ChannelId,
        user: UserId,
        input: TurnInput,
        expected_move: Option<u32>,
    ) -> Result<Update, ServiceError> {
        let (view, player) = self.acting(channel, user).await?;
        if expected_move.is_some_and(|n| n != view.move_number()) {
            return Err(repeated(&view, player, &input)
                .map_or(ServiceError::PositionChanged, ServiceError::AlreadyPlayed));
        }
        let to_move = view.position().side_to_move();
        if player != to_move {
            if let Some(text) = repeated(&view, player, &input) {
                return Err(ServiceError::AlreadyPlayed(text));
            }
            return Err(match view.seat(to_move) {
                Seat::Bot(_) => ServiceError::BotToMove,
                seat @ Seat::User(_) => ServiceError::NotYourTurn { to_move: seat },
            });
        }
        let text = input_text(&input)?;
        let turn = view.position().parse_turn(&text)?;
        self.commit_turn(view, player, turn).await
    }

    /// Commits `turn` by `player` (already checked legal) and reports it.
    async fn commit_turn(
        &self,
        view: GameView,
        player: Player,
        turn: Turn,
    ) -> Result<Update, ServiceError> {
        let before = *view.position();
        let mut game: Game = view.game.clone();
        game.play(turn)?;
        let text = before.format_turn(turn);
        let end = game.outcome().map(GameEnd::from_outcome);
        self.commit(
            &view,
            vec![NewEvent {
                kind: EventKind::Turn,
                player: player.number() as i64,
                turn: Some(text.clone()),
            }],
            None,
            None,
            end.as_ref(),
        )
        .await?;
        let captured = before.captured_by(turn);
        let game = GameView {
            game,
            version: view.version + 1,
            draw_offer: None,
            takeback_request: None,
            end,
            updated_at: self.now(),
            turn_started_at: self.now(),
            turn_seq: view.turn_seq + 1,
            ..view
        };
        self.remember(&game);
        Ok(Update {
            game,
            event: Event::TurnPlayed {
                player,
                turn,
                text,
                captured,
            },
        })
    }

    /// The channels of games where the bot has been to move for [`BOT_STALLED_MS`] or more:
    /// its answer was lost (the process stopped while it thought), and it is owed now. A quiet
    /// game found waiting for a person (a correspondence game can wait days) is not loaded
    /// again until it changes.
    pub async fn stalled_bot_games(&self) -> Result<Vec<ChannelId>, ServiceError> {
        let before = self.now() - BOT_STALLED_MS;
        let quiet = self.store.quiet_bot_games(before).await?;
        let unknown: Vec<QuietGame> = match self.waiting_for_people.lock() {
            Ok(mut waiting) => {
                // Forget the games that changed or ended; the others still wait.
                let current: HashMap<i64, i64> = quiet.iter().map(|g| (g.id, g.version)).collect();
                waiting.retain(|id, version| current.get(id) == Some(version));
                quiet
                    .into_iter()
                    .filter(|g| !waiting.contains_key(&g.id))
                    .collect()
            }
            Err(_) => quiet,
        };
        let mut channels = Vec::new();
        for game in unknown {
            let view = match self.load_game(game.id).await {
                Ok(view) => view,
                Err(e) => {
                    tracing::warn!(game = game.id, error = %e, "cannot look at a bot game");
                    continue;
                }
            };
            if view.to_move().is_some_and(|p| view.seat(p).is_bot()) {
                channels.push(view.channel);
            } else if let Ok(mut waiting) = self.waiting_for_people.lock() {
                waiting.insert(game.id, game.version);
            }
        }
        Ok(channels)
    }

    /// If the bot is to move in the game of `channel`, it plays (computed off the async
    /// runtime) and the turn is committed; otherwise nothing happens.
    pub async fn bot_turn(&self, channel: ChannelId) -> Result<Option<Update>, ServiceError> {
        let view = match self.show(channel).await {
            // The game has ended (or was never there): nothing for the bot to do.
            Err(ServiceError::NoGameHere) => return Ok(None),
            other => other?,
        };
        let Some(to_move) = view.to_move() else {
            return Ok(None);
        };
        let Seat::Bot(level) = view.seat(to_move) else {
            return Ok(None);
        };
        let chosen =
            thinking::bot_turn(&self.minds, view.id, *view.position(), level, self.seed()).await?;
        match chosen {
            Some(turn) => self.commit_turn(view, to_move, turn).await.map(Some),
            None => Ok(None),
        }
    }

    /// The strongest advice for `user`, who must be the player to move: the turn, why, and
    /// who stands better. Thinks off the async runtime for a couple of seconds, or ten for a
    /// deep hint.
    pub async fn hint(
        &self,
        channel: ChannelId,
        user: UserId,
        depth: HintDepth,
    ) -> Result<ai::Hint, ServiceError> {
        let view = self.may_hint(channel, user).await?;
        // Every position of a game in progress has a turn (a pass at least): no hint means
        // the game has just ended.
        thinking::hint(*view.position(), view.version as u64, depth)
            .await?
            .ok_or_else(|| ServiceError::GameJustEnded(Box::new(view)))
    }

    /// Whether `user` may have a hint in the game of `channel` now: a player of a game in
    /// progress, to move, in a game that is not rated. The one place these rules live; an
    /// adapter asks before it starts a long answer (the hint itself asks again).
    pub async fn may_hint(
        &self,
        channel: ChannelId,
        user: UserId,
    ) -> Result<GameView, ServiceError> {
        let (view, player) = self.acting(channel, user).await?;
        if view.position().side_to_move() != player {
            return Err(ServiceError::HintNotYourTurn);
        }
        if view.rated {
            return Err(ServiceError::HintInRatedGame);
        }
        Ok(view)
    }

    /// A moderator ends the game of `channel` (an abandoned game): it ends with no winner.
    /// The caller checks that the user is a moderator (on Discord: Manage Messages).
    pub async fn end_by_moderator(&self, channel: ChannelId) -> Result<Update, ServiceError> {
        let view = match self.show(channel).await {
            Err(ServiceError::NoGameHere) => return Err(self.nothing_to_play(channel).await),
            other => other?,
        };
        let end = GameEnd::no_winner(EndReason::Moderator);
        // An abandoned game ended by a moderator does not count for ratings.
        let change = GameChange {
            unrate: true,
            ..self.ending(&view, &end)
        };
        self.commit_change(&view, change).await?;
        Ok(self.updated(view, Event::EndedByModerator, |g| {
            g.end = Some(end);
            g.rated = false;
        }))
    }

    /// `user` resigns: the opponent wins.
    pub async fn resign(&self, channel: ChannelId, user: UserId) -> Result<Update, ServiceError> {
        let (view, player) = self.acting(channel, user).await?;
        let end = GameEnd::resignation(player);
        self.commit(&view, Vec::new(), None, None, Some(&end))
            .await?;
        Ok(self.updated(view, Event::Resigned { player }, |g| g.end = Some(end)))
    }

    /// `user` offers a draw (accepting the opponent's offer, if there is one). The bot
    /// declines draws.
    pub async fn offer_draw(
        &self,
        channel: ChannelId,
        user: UserId,
    ) -> Result<Update, ServiceError> {
        let (view, player) = self.acting(channel, user).await?;
        match view.draw_offer {
            Some(p) if p == player => return Err(ServiceError::AlreadyPending(Pending::DrawOffer)),
            Some(_) => return self.answer_draw(channel, user, true, None).await,
            None => {}
        }
        if view.seat(player.opponent()).is_bot() {
            return Ok(Update {
                game: view,
                event: Event::DrawDeclined {
                    player: player.opponent(),
                },
            });
        }
        self.commit(&view, Vec::new(), Some(player), view.takeback_request, None)
            .await?;
        Ok(self.updated(view, Event::DrawOffered { player }, |g| {
            g.draw_offer = Some(player)
        }))
    }

    /// `user` answers the opponent's draw offer. With `seen` (the game and move number a
    /// button was made for), a game that has moved on refuses the answer — checked against
    /// the same version the answer is written on, so nothing can slip in between.
    pub async fn answer_draw(
        &self,
        channel: ChannelId,
        user: UserId,
        accept: bool,
        seen: Option<Seen>,
    ) -> Result<Update, ServiceError> {
        let (view, player) = self.acting(channel, user).await?;
        check_seen(&view, seen)?;
        match view.draw_offer {
            None => return Err(ServiceError::NoDrawOffer),
            Some(p) if p == player => return Err(ServiceError::OwnDrawOffer),
            Some(_) => {}
        }
        if accept {
            let end = GameEnd::no_winner(EndReason::DrawAgreed);
            self.commit(&view, Vec::new(), None, None, Some(&end))
                .await?;
            Ok(self.updated(view, Event::DrawAgreed, |g| {
                g.draw_offer = None;
                g.end = Some(end);
            }))
        } else {
            self.commit(&view, Vec::new(), None, view.takeback_request, None)
                .await?;
            Ok(self.updated(view, Event::DrawDeclined { player }, |g| {
                g.draw_offer = None
            }))
        }
    }

    /// `user` asks to take back their last turn (and any turn after it). Against the bot the
    /// takeback happens at once; a person must approve.
    pub async fn request_takeback(
        &self,
        channel: ChannelId,
        user: UserId,
    ) -> Result<Update, ServiceError> {
        let (view, player) = self.acting(channel, user).await?;
        if view.is_solo() {
            // Analysis on one's own: step back one turn.
            if view.game.turns().is_empty() {
                return Err(ServiceError::NothingToTakeBack);
            }
            return self.take_back(view, player, 1).await;
        }
        let count =
            turns_since_last_of(&view.game, player).ok_or(ServiceError::NothingToTakeBack)?;
        if view.takeback_request == Some(player) {
            return Err(ServiceError::AlreadyPending(Pending::TakebackRequest));
        }
        if view.seat(player.opponent()).is_bot() {
            return self.take_back(view, player, count).await;
        }
        self.commit(&view, Vec::new(), view.draw_offer, Some(player), None)
            .await?;
        Ok(
            self.updated(view, Event::TakebackRequested { player }, |g| {
                g.takeback_request = Some(player)
            }),
        )
    }

    /// `user` answers the opponent's takeback request; `seen` as for
    /// [`Service::answer_draw`].
    pub async fn answer_takeback(
        &self,
        channel: ChannelId,
        user: UserId,
        accept: bool,
        seen: Option<Seen>,
    ) -> Result<Update, ServiceError> {
        let (view, player) = self.acting(channel, user).await?;
        check_seen(&view, seen)?;
        let requester = match view.takeback_request {
            None => return Err(ServiceError::NoTakebackRequest),
            Some(p) if p == player => return Err(ServiceError::OwnTakebackRequest),
            Some(p) => p,
        };
        if accept {
            let count = turns_since_last_of(&view.game, requester)
                .ok_or(ServiceError::NothingToTakeBack)?;
            self.take_back(view, requester, count).await
        } else {
            self.commit(&view, Vec::new(), view.draw_offer, None, None)
                .await?;
            Ok(self.updated(view, Event::TakebackDeclined { player }, |g| {
                g.takeback_request = None
            }))
        }
    }

    async fn take_back(
        &self,
        view: GameView,
        requester: Player,
        count: usize,
    ) -> Result<Update, ServiceError> {
        let mut game = view.game.clone();
        let mut taken = Vec::new();
        for _ in 0..count {
            let before = game
                .positions()
                .len()
                .checked_sub(2)
                .map(|i| game.positions()[i]);
            if let (Some(turn), Some(before)) = (game.undo(), before) {
                taken.push(before.format_turn(turn));
            }
        }
        let events = (0..taken.len())
            .map(|_| NewEvent {
                kind: EventKind::Takeback,
                player: requester.number() as i64,
                turn: None,
            })
            .collect();
        self.commit(&view, events, None, None, None).await?;
        let count = taken.len() as i64;
        Ok(self.updated(
            view,
            Event::TakenBack {
                player: requester,
                turns: taken,
            },
            |g| {
                g.game = game;
                g.takeback_request = None;
                g.draw_offer = None;
                g.turn_seq += count;
                g.turn_started_at = g.updated_at;
            },
        ))
    }

    /// The view after a committed change: one version on, with `change` applied.
    fn updated(
        &self,
        mut view: GameView,
        event: Event,
        change: impl FnOnce(&mut GameView),
    ) -> Update {
        view.version += 1;
        view.updated_at = self.now();
        change(&mut view);
        self.remember(&view);
        Update { game: view, event }
    }
}

/// The last turn of `view` in notation, if `player` played it and it is the turn `input`
/// names (a submission sent twice).
fn repeated(view: &GameView, player: Player, input: &TurnInput) -> Option<String> {
    let (before, last) = view.last_turn()?;
    let sent = before.parse_turn(&input_text(input).ok()?).ok()?;
    (before.side_to_move() == player && sent == last).then(|| before.format_turn(last))
}

/// Refuses an action made for another game or an earlier move than `view`'s.
fn check_seen(view: &GameView, seen: Option<Seen>) -> Result<(), ServiceError> {
    match seen {
        Some(seen) if seen.game != view.id || seen.move_number != view.move_number() => {
            Err(ServiceError::PositionChanged)
        }
        _ => Ok(()),
    }
}

/// How many turns to take back so that `player`'s last turn is undone (None: they have not
/// played yet).
fn turns_since_last_of(game: &Game, player: Player) -> Option<usize> {
    let positions = game.positions();
    let turns = game.turns().len();
    (0..turns)
        .rev()
        .find(|&i| positions[i].side_to_move() == player)
        .map(|i| turns - i)
}

/// The notation text of a turn input; structured parts must each be a cell name.
fn input_text(input: &TurnInput) -> Result<String, ServiceError> {
    let cell = |s: &str| {
        let s = s.trim();
        let mut chars = s.chars();
        let ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && s.len() >= 2
            && chars.all(|c| c.is_ascii_digit());
        if ok {
            Ok(())
        } else {
            Err(ServiceError::BadCellName(s.to_string()))
        }
    };
    match input {
        TurnInput::Text(_) => {}
        TurnInput::Place { at, remove, .. } => {
            cell(at)?;
            if let Some(ring) = remove {
                cell(ring)?;
            }
        }
        TurnInput::Jump { path } => {
            for step in path {
                cell(step)?;
            }
        }
    }
    Ok(input.to_text())
}
