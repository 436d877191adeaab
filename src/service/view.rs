//! A game as the service hands it to adapters, rebuilt from the stored log, and the events
//! that the service reports.

use crate::engine::{
    Board, DrawReason, Game, GameRecord, GameType, MarbleCounts, Outcome, Player, Position, Turn,
    WinReason,
};
use crate::i18n::{Lang, tr};
use crate::store::{
    EndReason, EventKind, GameMode, GameResult, GameStatus, Rated, StoredGame, UnknownValue,
};

use super::challenge::guild_of;
use super::error::ServiceError;
use super::types::{ChannelId, GameId, GuildId, Seat, Starter, UserId};

/// How a game ended, beyond the engine's own results.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameEnd {
    /// The winner, or None for a draw.
    pub winner: Option<Player>,
    /// How the game ended (a goal, a resignation, the clock, …).
    pub reason: EndReason,
}

impl GameEnd {
    /// The end of a game the engine decided.
    pub fn from_outcome(outcome: Outcome) -> GameEnd {
        match outcome {
            Outcome::Win { winner, reason } => GameEnd {
                winner: Some(winner),
                reason: match reason {
                    WinReason::GoalReached => EndReason::Goal,
                    WinReason::BoardUsedUp => EndReason::BoardUsedUp,
                },
            },
            Outcome::Draw { reason } => GameEnd {
                winner: None,
                reason: match reason {
                    DrawReason::Repetition => EndReason::Repetition,
                    DrawReason::DoublePass => EndReason::DoublePass,
                },
            },
        }
    }

    /// `loser` resigned.
    pub fn resignation(loser: Player) -> GameEnd {
        GameEnd {
            winner: Some(loser.opponent()),
            reason: EndReason::Resignation,
        }
    }

    /// `loser` ran out of time.
    pub fn timeout(loser: Player) -> GameEnd {
        GameEnd {
            winner: Some(loser.opponent()),
            reason: EndReason::Timeout,
        }
    }

    /// A game ended with no winner, for `reason` (a draw agreed, a moderator).
    pub fn no_winner(reason: EndReason) -> GameEnd {
        GameEnd {
            winner: None,
            reason,
        }
    }

    /// The result as stored and as records write it.
    pub fn game_result(&self) -> GameResult {
        match self.winner {
            Some(Player::One) => GameResult::OneWins,
            Some(Player::Two) => GameResult::TwoWins,
            None => GameResult::Draw,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        self.game_result().as_str()
    }

    /// The reason in words, naming the loser with `name` where it names anyone:
    /// `Alice resigned`, `goal reached`.
    pub fn reason_named(&self, name: impl Fn(Player) -> String) -> String {
        self.reason_in(Lang::En, name)
    }

    /// [`GameEnd::reason_named`] in `lang`.
    pub fn reason_in(&self, lang: Lang, name: impl Fn(Player) -> String) -> String {
        let loser = || match self.winner {
            Some(winner) => name(winner.opponent()),
            None => tr(lang, "end-someone", &[]),
        };
        let key = match self.reason {
            EndReason::Goal => "end-goal",
            EndReason::BoardUsedUp => "end-board-used-up",
            EndReason::Repetition => "end-repetition",
            EndReason::DoublePass => "end-double-pass",
            EndReason::Resignation => "end-resignation",
            EndReason::Timeout => "end-timeout",
            EndReason::DrawAgreed => "end-draw-agreed",
            EndReason::Moderator => "end-moderator",
        };
        match self.reason {
            EndReason::Resignation | EndReason::Timeout => {
                tr(lang, key, &[("player", loser().into())])
            }
            _ => tr(lang, key, &[]),
        }
    }

    /// The end in a few words, naming players with `name`: `Alice won, goal reached`,
    /// `draw agreed`, `a draw, threefold repetition`.
    pub fn summary(&self, name: impl Fn(Player) -> String) -> String {
        self.summary_in(Lang::En, name)
    }

    /// [`GameEnd::summary`] in `lang`.
    pub fn summary_in(&self, lang: Lang, name: impl Fn(Player) -> String) -> String {
        let reason = self.reason_in(lang, &name);
        match (self.winner, self.reason) {
            (Some(winner), _) => tr(
                lang,
                "end-won",
                &[("player", name(winner).into()), ("reason", reason.into())],
            ),
            (None, EndReason::DrawAgreed | EndReason::Moderator) => reason,
            (None, _) => tr(lang, "end-drawn", &[("reason", reason.into())]),
        }
    }

    /// The end read from a finished game's row; None when the row keeps none (the engine's
    /// own outcome then tells it). A result without a reason, or the reverse, is damage.
    pub(super) fn from_stored(
        result: Option<&str>,
        reason: Option<&str>,
    ) -> Result<Option<GameEnd>, UnknownValue> {
        let (result, reason) = match (result, reason) {
            (Some(result), Some(reason)) => (result, reason),
            (None, None) => return Ok(None),
            (result, reason) => {
                return Err(UnknownValue {
                    what: "result and reason pair",
                    value: format!("{result:?} / {reason:?}"),
                });
            }
        };
        let winner = match result.parse::<GameResult>()? {
            GameResult::OneWins => Some(Player::One),
            GameResult::TwoWins => Some(Player::Two),
            GameResult::Draw => None,
        };
        Ok(Some(GameEnd {
            winner,
            reason: reason.parse()?,
        }))
    }
}

/// A game: who plays, every turn, and its state of offers and result.
#[derive(Clone, Debug)]
pub struct GameView {
    /// The game's id.
    pub id: GameId,
    /// Where it is played.
    pub channel: ChannelId,
    /// Player one's and player two's seats.
    pub seats: [Seat; 2],
    /// The game with every turn.
    pub game: Game,
    /// The stored version (changes with every action).
    pub version: i64,
    /// A pending draw offer, by that player.
    pub draw_offer: Option<Player>,
    /// A pending takeback request, by that player.
    pub takeback_request: Option<Player>,
    /// The end, once the game is over.
    pub end: Option<GameEnd>,
    /// When the game started (unix ms).
    pub created_at: i64,
    /// When it last changed (unix ms).
    pub updated_at: i64,
    /// The server it belongs to.
    pub guild: Option<GuildId>,
    /// Time per turn (ms), if limited.
    pub turn_limit_ms: Option<i64>,
    /// When the turn of the player to move began (unix ms).
    pub turn_started_at: i64,
    /// The log length when that turn began (names the turn for reminders).
    pub turn_seq: i64,
    /// Whether it counts for ratings.
    pub rated: bool,
    /// An analysis game (an imported record or position): never rated, hints always allowed,
    /// takebacks at once.
    pub analysis: bool,
}

fn corrupt(id: i64, why: impl Into<String>) -> ServiceError {
    ServiceError::CorruptGame {
        id: GameId(id),
        why: why.into(),
    }
}

impl GameView {
    /// Rebuilds a game from its stored row and log, checking every turn again.
    pub fn from_stored(stored: &StoredGame) -> Result<GameView, ServiceError> {
        let row = &stored.row;
        let id = row.id;
        let seat = |s: &str| s.parse::<Seat>().map_err(|e| corrupt(id, e));
        let seats = [seat(&row.player1)?, seat(&row.player2)?];
        let board = u8::try_from(row.board)
            .ok()
            .and_then(Board::from_rings)
            .ok_or_else(|| corrupt(id, format!("unknown board {}", row.board)))?;
        let game_type: GameType = row.game_type.parse().map_err(|e| corrupt(id, e))?;
        let start = match &row.start_position {
            Some(text) => Position::from_text(text).map_err(|e| corrupt(id, e.to_string()))?,
            None => Position::new(board, game_type),
        };
        let mut game = Game::from_position(start);
        for event in &stored.events {
            let kind = event
                .kind
                .parse()
                .map_err(|e| corrupt(id, format!("{e}")))?;
            match (kind, &event.turn) {
                (EventKind::Turn, Some(turn)) => {
                    game.play_text(turn).map_err(|e| {
                        corrupt(id, format!("stored turn {} ({turn}): {e}", event.seq))
                    })?;
                }
                (EventKind::Takeback, _) => {
                    game.undo()
                        .ok_or_else(|| corrupt(id, "a takeback with no turn to take back"))?;
                }
                (EventKind::Turn, None) => {
                    return Err(corrupt(
                        id,
                        format!("stored turn {} has no turn", event.seq),
                    ));
                }
            }
        }
        let player = |n: Option<i64>| match n {
            Some(1) => Ok(Some(Player::One)),
            Some(2) => Ok(Some(Player::Two)),
            None => Ok(None),
            Some(other) => Err(corrupt(id, format!("bad player number {other}"))),
        };
        let status: GameStatus = row
            .status
            .parse()
            .map_err(|e| corrupt(id, format!("{e}")))?;
        let mode: GameMode = row.mode.parse().map_err(|e| corrupt(id, format!("{e}")))?;
        let end = if status == GameStatus::Finished {
            GameEnd::from_stored(row.result.as_deref(), row.end_reason.as_deref())
                .map_err(|e| corrupt(id, format!("{e}")))?
                .or_else(|| game.outcome().map(GameEnd::from_outcome))
        } else {
            None
        };
        let rated = Rated::from_stored(row.rated).map_err(|e| corrupt(id, format!("{e}")))?;
        Ok(GameView {
            id: GameId(id),
            channel: ChannelId(
                row.channel_id
                    .parse()
                    .map_err(|_| corrupt(id, "bad channel"))?,
            ),
            seats,
            game,
            version: row.version,
            draw_offer: player(row.draw_offer)?,
            takeback_request: player(row.takeback_request)?,
            end,
            created_at: row.created_at,
            updated_at: row.updated_at,
            guild: guild_of(row.guild_id.as_deref()),
            turn_limit_ms: row.turn_limit_ms,
            turn_started_at: row.turn_started_at,
            turn_seq: row.turn_seq,
            rated: rated.counts(),
            analysis: mode == GameMode::Analysis,
        })
    }

    /// When the player to move runs out of time (unix ms): games with a time limit, while a
    /// person is to move.
    pub fn deadline(&self) -> Option<i64> {
        let limit = self.turn_limit_ms?;
        let to_move = self.to_move()?;
        if self.seat(to_move).is_bot() {
            return None;
        }
        Some(self.turn_started_at.saturating_add(limit))
    }

    /// When the player to move gets a reminder: half their time.
    pub fn reminder_due(&self) -> Option<i64> {
        let limit = self.turn_limit_ms?;
        self.deadline()
            .map(|_| self.turn_started_at.saturating_add(limit / 2))
    }

    /// Whether one person plays both sides (an analysis game of their own).
    pub fn is_solo(&self) -> bool {
        self.seats[0] == self.seats[1]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The number of turns played so far (the move number a button carries).
    pub fn move_number(&self) -> u32 {
        self.game.turns().len() as u32
    }

    /// The seat of a player.
    pub fn seat(&self, player: Player) -> Seat {
        self.seats[player.index()]
    }

    /// Which player `user` is, if they play in this game (in a game where they play both
    /// sides: the one to move).
    pub fn player_of(&self, user: UserId) -> Option<Player> {
        if self.is_solo() && self.seats[0] == Seat::User(user) {
            return Some(self.position().side_to_move());
        }
        [Player::One, Player::Two]
            .into_iter()
            .find(|&p| self.seat(p) == Seat::User(user))
    }

    /// Who is to move, while the game goes on.
    pub fn to_move(&self) -> Option<Player> {
        if self.end.is_some() {
            None
        } else {
            Some(self.position().side_to_move())
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The last turn and the position before it, if any turn was played.
    pub fn last_turn(&self) -> Option<(Position, Turn)> {
        let turns = self.game.turns();
        let positions = self.game.positions();
        let turn = *turns.last()?;
        Some((positions[turns.len() - 1], turn))
    }

    /// The last turn in notation.
    pub fn last_turn_text(&self) -> Option<String> {
        self.last_turn()
            .map(|(before, turn)| before.format_turn(turn))
    }

    /// The game record.
    pub fn record(&self) -> GameRecord {
        self.game.record()
    }
}

/// What an operation did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A game began.
    GameStarted {
        /// How the first player was chosen.
        starter: Starter,
    },
    /// A turn was played.
    TurnPlayed {
        /// Who played it.
        player: Player,
        /// The turn, as the engine holds it.
        turn: Turn,
        /// The turn in notation.
        text: String,
        /// What the mover captured with it (jumps and isolation).
        captured: MarbleCounts,
    },
    /// A player resigned.
    Resigned {
        /// The player who did it.
        player: Player,
    },
    /// A player offered a draw.
    DrawOffered {
        /// The player who did it.
        player: Player,
    },
    /// The players agreed a draw.
    DrawAgreed,
    /// A moderator ended the game (abandoned); nobody won.
    EndedByModerator,
    /// The player to move ran out of time; the opponent won.
    TimedOut {
        /// Who ran out of time.
        player: Player,
    },
    /// A record or position was imported for analysis.
    Imported {
        /// How many turns of the record were replayed.
        turns: usize,
    },
    /// A draw offer was declined.
    DrawDeclined {
        /// Who declined.
        player: Player,
    },
    /// A player asked to take back their last turn.
    TakebackRequested {
        /// Who asked.
        player: Player,
    },
    /// Turns were taken back.
    TakenBack {
        /// Who asked.
        player: Player,
        /// The turns taken back, in notation, last first.
        turns: Vec<String>,
    },
    /// A takeback was declined.
    TakebackDeclined {
        /// Who declined.
        player: Player,
    },
}

/// The result of an operation that changed a game: what happened and the game afterwards.
#[derive(Clone, Debug)]
pub struct Update {
    /// The game after the change.
    pub game: GameView,
    /// What happened.
    pub event: Event,
}
