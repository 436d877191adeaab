//! Records: a game exported as a ZEN-style record file with its tags, and a record or a
//! position imported into an analysis game (never rated; hints and takebacks at once).

use crate::ai::Level;
use crate::engine::{Game, Player, RecordFile};
use crate::store::{EventKind, GameMode, NewEvent, NewGame, Rated, Store};

use super::Service;
use super::error::{RecordProblem, ServiceError};
use super::types::{ChannelId, GuildId, Seat, UserId};
use super::view::{Event, GameView, Update};

/// The most a record to import may hold (bytes).
pub const MAX_RECORD_BYTES: usize = 64 * 1024;

/// What to import, and how to go on from it.
#[derive(Clone, Debug)]
pub struct ImportRequest {
    /// Where the analysis game is played.
    pub channel: ChannelId,
    /// The server, if any.
    pub guild: Option<GuildId>,
    /// Who imports it (and plays it).
    pub user: UserId,
    /// A record file, a record line, or a position text.
    pub text: String,
    /// Stop after this many turns of the record (None: all of them).
    pub turns: Option<usize>,
    /// Play on against the bot at this level (None: the user plays both sides).
    pub opponent: Option<Level>,
}

/// `YYYY.MM.DD` of a unix-ms time (UTC), for the Date tag; `????.??.??` (a record's "date
/// unknown") for a time no calendar date has.
pub fn record_date(ms: i64) -> String {
    match chrono::DateTime::from_timestamp_millis(ms) {
        Some(time) => time.format("%Y.%m.%d").to_string(),
        None => "????.??.??".to_string(),
    }
}

impl GameView {
    /// The game as a record file: tags (event, site, date, players, result, time control,
    /// rated), then the turns. `names` are the players' names, player one first.
    pub fn record_file(&self, names: [&str; 2]) -> RecordFile {
        let mut file = RecordFile::new(self.record())
            .with_tag("Event", format!("ZÈRTZ game {}", self.id))
            .with_tag("Site", "Discord, zertz-bot")
            .with_tag("Date", record_date(self.created_at))
            .with_tag("Player1", names[0])
            .with_tag("Player2", names[1]);
        let result = self.end.as_ref().map_or("*", |end| end.result());
        file = file.with_tag("Result", result);
        if let Some(end) = &self.end {
            let named = end.reason_named(|p| names[usize::from(p.number()) - 1].to_string());
            file = file.with_tag("Termination", named);
        }
        let time = match self.turn_limit_ms {
            Some(ms) => format!("{} hours per turn", ms / 3_600_000),
            None => "none".to_string(),
        };
        file = file.with_tag("TimeControl", time);
        let mode = if self.analysis {
            "analysis"
        } else if self.rated {
            "rated"
        } else {
            "casual"
        };
        file.with_tag("Mode", mode)
    }
}

impl<S: Store> Service<S> {
    /// Imports a record or a position into a new analysis game in the channel: the user plays
    /// both sides, or the side to move against the bot. Never rated.
    pub async fn import(&self, request: ImportRequest) -> Result<Update, ServiceError> {
        if request.text.len() > MAX_RECORD_BYTES {
            return Err(ServiceError::BadRecord(RecordProblem::TooLong {
                kib: MAX_RECORD_BYTES / 1024,
            }));
        }
        let file = RecordFile::parse(&request.text)
            .map_err(|e| ServiceError::BadRecord(RecordProblem::File(e)))?;
        let full = file
            .game()
            .map_err(|e| ServiceError::BadRecord(RecordProblem::Replay(e)))?;
        let total = full.turns().len();
        let keep = request.turns.unwrap_or(total);
        if keep > total {
            return Err(ServiceError::BadRecord(RecordProblem::TooFewTurns {
                total,
                keep,
            }));
        }
        let mut game = Game::from_position(*full.start());
        let mut events = Vec::with_capacity(keep);
        for &turn in &full.turns()[..keep] {
            let before = *game.position();
            game.play(turn)?;
            events.push(NewEvent {
                kind: EventKind::Turn,
                player: i64::from(before.side_to_move().number()),
                turn: Some(before.format_turn(turn)),
            });
        }
        if let Some(outcome) = game.outcome() {
            return Err(ServiceError::BadRecord(RecordProblem::OverAfter {
                turn: keep,
                outcome,
            }));
        }
        let me = Seat::User(request.user);
        let to_move = game.position().side_to_move();
        let seats = match request.opponent {
            None => [me, me],
            Some(level) if to_move == Player::One => [me, Seat::Bot(level)],
            Some(level) => [Seat::Bot(level), me],
        };
        let start = game.start();
        let record = game.record();
        let id = self
            .store
            .create_game(&NewGame {
                channel_id: request.channel.to_string(),
                player1: seats[0].to_string(),
                player2: seats[1].to_string(),
                board: i64::from(start.board().rings()),
                game_type: start.game_type().to_string(),
                start_position: record.start,
                guild_id: request.guild.map(|g| g.to_string()),
                turn_limit_ms: None,
                rated: Rated::No,
                mode: GameMode::Analysis,
                events,
                now: self.now(),
            })
            .await?;
        let game = self.load_game(id).await?;
        self.remember(&game);
        Ok(Update {
            game,
            event: Event::Imported { turns: keep },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::record_date;

    #[test]
    fn record_dates_are_utc_calendar_days() {
        assert_eq!(record_date(0), "1970.01.01");
        assert_eq!(record_date(86_400_000 - 1), "1970.01.01");
        assert_eq!(record_date(-1), "1969.12.31");
        // 2024-02-29T23:59:59.999Z, a leap day, and the next millisecond.
        assert_eq!(record_date(1_709_251_199_999), "2024.02.29");
        assert_eq!(record_date(1_709_251_200_000), "2024.03.01");
        assert_eq!(record_date(i64::MAX), "????.??.??");
    }
}
