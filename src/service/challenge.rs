//! Challenges: made, accepted, declined, cancelled, expired.

use crate::engine::{Board, GameType, Player, Setup};
pub use crate::store::ChallengeStatus;
use crate::store::{ChallengeRow, GameMode, NewChallenge, NewGame, Rated, Store, StoreError};

use super::error::{ServiceError, SetupProblem};
use super::types::{
    ChallengeId, ChannelId, DAY_MS, GameId, GuildId, Opponent, Seat, Starter, UserId,
};
use super::view::{Event, Update};
use super::{Service, seat_text};

/// A challenge as adapters show it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChallengeView {
    /// Its id (buttons carry it).
    pub id: ChallengeId,
    /// Where it was made.
    pub channel: ChannelId,
    /// Who challenges.
    pub challenger: UserId,
    /// Who is challenged.
    pub opponent: UserId,
    /// The board to play on.
    pub board: Board,
    /// The game type.
    pub game_type: GameType,
    /// Who will start.
    pub starter: Starter,
    /// Open, or how it was closed.
    pub status: ChallengeStatus,
    /// When it lapses (unix ms).
    pub expires_at: i64,
    /// The server it was made on.
    pub guild: Option<GuildId>,
    /// Time per turn (ms), if limited.
    pub turn_limit_ms: Option<i64>,
    /// Whether the game will count for ratings.
    pub rated: bool,
}

/// The longest time per turn a game may have: 14 days.
pub const MAX_TURN_LIMIT_MS: i64 = 14 * DAY_MS;

/// The shortest time per turn a game may have: one hour.
pub const MIN_TURN_LIMIT_MS: i64 = 60 * 60 * 1000;

/// A challenge to make.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChallengeRequest {
    /// The channel the challenge is made in (the game gets a thread of it).
    pub channel: ChannelId,
    /// Who challenges.
    pub challenger: UserId,
    /// Who is challenged: a person, or the bot at a level.
    pub opponent: Opponent,
    /// On which board.
    pub board: Board,
    /// Standard or blitz.
    pub game_type: GameType,
    /// Who starts.
    pub starter: Starter,
    /// The server it is made on (ratings are kept per server).
    pub guild: Option<GuildId>,
    /// Time per turn (ms) for a correspondence game between people; None: no limit.
    pub turn_limit_ms: Option<i64>,
    /// Whether a game between people counts for ratings (games against the bot never do).
    pub rated: bool,
}

impl ChallengeRequest {
    /// A challenge on 37 rings, standard, who starts drawn by lot, rated, with no time limit
    /// and no server.
    pub fn new(channel: ChannelId, challenger: UserId, opponent: Opponent) -> ChallengeRequest {
        ChallengeRequest {
            channel,
            challenger,
            opponent,
            board: Board::Rings37,
            game_type: GameType::Standard,
            starter: Starter::Random,
            guild: None,
            turn_limit_ms: None,
            rated: true,
        }
    }
}

/// What a challenge led to.
#[derive(Clone, Debug)]
pub enum ChallengeOutcome {
    /// A person was challenged; the challenge waits for their answer.
    Open(ChallengeView),
    /// The bot was challenged and the game has begun.
    Started(Box<Update>),
}

fn view_of(row: &ChallengeRow) -> Result<ChallengeView, ServiceError> {
    let bad = || ServiceError::NoSuchChallenge;
    let user = |s: &str| match s.parse::<Seat>() {
        Ok(Seat::User(user)) => Ok(user),
        _ => Err(bad()),
    };
    Ok(ChallengeView {
        id: ChallengeId(row.id),
        channel: ChannelId(row.channel_id.parse().map_err(|_| bad())?),
        challenger: user(&row.challenger)?,
        opponent: user(&row.opponent)?,
        board: u8::try_from(row.board)
            .ok()
            .and_then(Board::from_rings)
            .ok_or_else(bad)?,
        game_type: row.game_type.parse().map_err(|_| bad())?,
        starter: row.starter.parse().map_err(|_| bad())?,
        status: row.status.parse().map_err(|_| bad())?,
        expires_at: row.expires_at,
        guild: guild_of(row.guild_id.as_deref()),
        turn_limit_ms: row.turn_limit_ms,
        rated: row.rated,
    })
}

/// A stored server id (None when absent or unreadable: the game is then simply unrated).
pub(super) fn guild_of(text: Option<&str>) -> Option<GuildId> {
    text.and_then(|t| t.parse().ok()).map(GuildId)
}

impl<S: Store> Service<S> {
    /// Challenges a person (who must accept) or the bot (the game starts at once).
    pub async fn challenge(
        &self,
        request: ChallengeRequest,
    ) -> Result<ChallengeOutcome, ServiceError> {
        if request.opponent == Opponent::User(request.challenger) {
            return Err(ServiceError::SelfChallenge);
        }
        Setup::new(request.board, request.game_type)
            .map_err(|e| ServiceError::BadSetup(SetupProblem::Rules(e)))?;
        if let Some(limit) = request.turn_limit_ms
            && !(MIN_TURN_LIMIT_MS..=MAX_TURN_LIMIT_MS).contains(&limit)
        {
            return Err(ServiceError::BadSetup(SetupProblem::TimeLimitRange));
        }
        if self
            .store
            .active_game_in(&request.channel.to_string())
            .await?
            .is_some()
        {
            return Err(ServiceError::ChannelBusy);
        }
        let now = self.now();
        let challenger = Seat::User(request.challenger);
        match request.opponent {
            Opponent::Bot(level) => {
                let seats = self.order(request.starter, challenger, Seat::Bot(level));
                let mut game =
                    self.new_game(request.channel, seats, request.board, request.game_type);
                game.guild_id = request.guild.map(|g| g.to_string());
                // A correspondence game against the bot: only the person's turns are timed.
                game.turn_limit_ms = request.turn_limit_ms;
                let id = self.store.create_game(&game).await?;
                let view = self.load_game(id).await?;
                Ok(ChallengeOutcome::Started(Box::new(Update {
                    game: view,
                    event: Event::GameStarted {
                        starter: request.starter,
                    },
                })))
            }
            Opponent::User(opponent) => {
                let id = self
                    .store
                    .create_challenge(&NewChallenge {
                        channel_id: request.channel.to_string(),
                        challenger: challenger.to_string(),
                        opponent: Seat::User(opponent).to_string(),
                        board: request.board.rings() as i64,
                        game_type: request.game_type.to_string(),
                        starter: request.starter.name().to_string(),
                        now,
                        expires_at: now + self.challenge_ttl_ms,
                        guild_id: request.guild.map(|g| g.to_string()),
                        turn_limit_ms: request.turn_limit_ms,
                        rated: request.rated && request.guild.is_some(),
                    })
                    .await?;
                self.challenge_view(ChallengeId(id))
                    .await
                    .map(ChallengeOutcome::Open)
            }
        }
    }

    /// A challenge by id (expired ones show as expired).
    pub async fn challenge_view(&self, id: ChallengeId) -> Result<ChallengeView, ServiceError> {
        let row = self
            .store
            .challenge(id.0)
            .await?
            .ok_or(ServiceError::NoSuchChallenge)?;
        let mut view = view_of(&row)?;
        if view.status == ChallengeStatus::Open && self.now() >= view.expires_at {
            view.status = ChallengeStatus::Expired;
        }
        Ok(view)
    }

    /// An open challenge that `user` may answer (or cancel), checked.
    async fn open_challenge(&self, id: ChallengeId) -> Result<ChallengeView, ServiceError> {
        let view = self.challenge_view(id).await?;
        match view.status {
            ChallengeStatus::Open => Ok(view),
            ChallengeStatus::Expired => {
                match self
                    .store
                    .close_challenge(id.0, ChallengeStatus::Expired, None)
                    .await
                {
                    Ok(_) | Err(StoreError::Conflict) => {}
                    Err(e) => return Err(e.into()),
                }
                Err(ServiceError::ChallengeExpired)
            }
            other => Err(ServiceError::ChallengeClosed(other.to_string())),
        }
    }

    /// The challenged user accepts; the game starts in `game_channel` (the challenge's
    /// channel, or a thread made for the game).
    pub async fn accept(
        &self,
        id: ChallengeId,
        user: UserId,
        game_channel: ChannelId,
    ) -> Result<Update, ServiceError> {
        let challenge = self.open_challenge(id).await?;
        if user != challenge.opponent {
            return Err(ServiceError::NotChallenged);
        }
        let seats = self.order(
            challenge.starter,
            Seat::User(challenge.challenger),
            Seat::User(challenge.opponent),
        );
        let mut game = self.new_game(game_channel, seats, challenge.board, challenge.game_type);
        game.guild_id = challenge.guild.map(|g| g.to_string());
        game.turn_limit_ms = challenge.turn_limit_ms;
        game.rated = if challenge.rated {
            Rated::Pending
        } else {
            Rated::No
        };
        let game_id = match self
            .store
            .close_challenge(id.0, ChallengeStatus::Accepted, Some(&game))
            .await
        {
            Ok(Some(game_id)) => game_id,
            Ok(None) => return Err(ServiceError::NoSuchChallenge),
            Err(StoreError::Conflict) => {
                return Err(ServiceError::ChallengeClosed("answered already".into()));
            }
            Err(e) => return Err(e.into()),
        };
        Ok(Update {
            game: self.load_game(game_id).await?,
            event: Event::GameStarted {
                starter: challenge.starter,
            },
        })
    }

    /// The challenged user declines.
    pub async fn decline(
        &self,
        id: ChallengeId,
        user: UserId,
    ) -> Result<ChallengeView, ServiceError> {
        let challenge = self.open_challenge(id).await?;
        if user != challenge.opponent {
            return Err(ServiceError::NotChallenged);
        }
        self.close_challenge(id, ChallengeStatus::Declined).await
    }

    /// The challenger withdraws the challenge.
    pub async fn cancel(
        &self,
        id: ChallengeId,
        user: UserId,
    ) -> Result<ChallengeView, ServiceError> {
        let challenge = self.open_challenge(id).await?;
        if user != challenge.challenger {
            return Err(ServiceError::NotChallenger);
        }
        self.close_challenge(id, ChallengeStatus::Cancelled).await
    }

    async fn close_challenge(
        &self,
        id: ChallengeId,
        status: ChallengeStatus,
    ) -> Result<ChallengeView, ServiceError> {
        match self.store.close_challenge(id.0, status, None).await {
            Ok(_) => self.challenge_view(id).await,
            Err(StoreError::Conflict) => {
                Err(ServiceError::ChallengeClosed("answered already".into()))
            }
            Err(e) => Err(e.into()),
        }
    }

    /// A player of a finished game asks for a rematch, with the first player swapped: against
    /// the bot the new game starts at once; a person gets a challenge to accept.
    pub async fn rematch(
        &self,
        game: GameId,
        user: UserId,
    ) -> Result<ChallengeOutcome, ServiceError> {
        let view = self.game(game).await?;
        let me = view.player_of(user).ok_or(ServiceError::NotAPlayer)?;
        if !view.is_over() {
            return Err(ServiceError::StillPlaying);
        }
        let opponent = match view.seat(me.opponent()) {
            Seat::User(other) => Opponent::User(other),
            Seat::Bot(level) => Opponent::Bot(level),
        };
        // Whoever moved second last time moves first now.
        let starter = match me {
            Player::Two => Starter::Challenger,
            Player::One => Starter::Opponent,
        };
        if view.analysis {
            return Err(ServiceError::BadSetup(SetupProblem::AnalysisRematch));
        }
        let position = view.game.start();
        self.challenge(ChallengeRequest {
            board: position.board(),
            game_type: position.game_type(),
            starter,
            guild: view.guild,
            turn_limit_ms: view.turn_limit_ms,
            rated: view.rated,
            ..ChallengeRequest::new(view.channel, user, opponent)
        })
        .await
    }

    /// Marks lapsed challenges as expired; returns how many.
    pub async fn expire_challenges(&self) -> Result<u64, ServiceError> {
        Ok(self.store.expire_challenges(self.now()).await?)
    }

    /// The seats in playing order.
    fn order(&self, starter: Starter, challenger: Seat, opponent: Seat) -> [Seat; 2] {
        let challenger_first = match starter {
            Starter::Challenger => true,
            Starter::Opponent => false,
            Starter::Random => self.coin(),
        };
        if challenger_first {
            [challenger, opponent]
        } else {
            [opponent, challenger]
        }
    }

    fn new_game(
        &self,
        channel: ChannelId,
        seats: [Seat; 2],
        board: Board,
        game_type: GameType,
    ) -> NewGame {
        NewGame {
            channel_id: channel.to_string(),
            player1: seat_text(seats[0]),
            player2: seat_text(seats[1]),
            board: board.rings() as i64,
            game_type: game_type.to_string(),
            start_position: None,
            guild_id: None,
            turn_limit_ms: None,
            rated: Rated::No,
            mode: GameMode::Play,
            events: Vec::new(),
            now: self.now(),
        }
    }
}
