//! Time limits of correspondence games: a reminder when the player to move has used half their
//! time, loss on time when it runs out, and the notices the bot owes channels.
//!
//! Everything is decided from the database, never from timers alone: a tick reads which games
//! are due, writes each reminder (at most one per turn: a unique key) or ends the game on time
//! (in the same transaction as its notice), and hands back the notices not yet sent. A notice
//! stays unsent until the adapter confirms Discord has it, so a restart loses none; one that
//! is no longer true (the turn was played meanwhile) is dropped instead of sent.

use crate::engine::Player;
pub use crate::store::NoticeKind;
use crate::store::{GameChange, NewNotice, NoticeRow, Store};

use super::Service;
use super::error::ServiceError;
use super::view::{Event, GameEnd, GameView, Update};

/// How long a process holds the notices it claimed to post them: should it die before
/// confirming them, another process posts them after this (Discord drops a repeat of the same
/// notice within minutes, by its nonce).
pub const NOTICE_CLAIM_MS: i64 = 2 * 60 * 1000;

/// A message the bot owes a game's channel.
#[derive(Clone, Debug)]
pub struct Notice {
    /// Its id: confirm it with [`Service::notice_sent`] once posted (also a stable nonce).
    pub id: i64,
    /// Reminder or time-out.
    pub kind: NoticeKind,
    /// The player whose time it is (reminded, or out of time).
    pub player: Player,
    /// The game as it is now.
    pub game: GameView,
}

fn player_of_number(number: i64) -> Option<Player> {
    match number {
        1 => Some(Player::One),
        2 => Some(Player::Two),
        _ => None,
    }
}

impl<S: Store> Service<S> {
    /// Looks at every clock: a reminder for each player to move past half their time, loss
    /// on time for each who has run out; applies any ratings still owed; searches a few
    /// finished games for puzzles; returns the notices
    /// waiting to be sent, oldest first. Safe to call as often as wanted, from a restart too.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        for id in self.store.games_on_the_clock(now).await? {
            // One game's trouble (a damaged log, a turn played at the same moment) never
            // keeps the other games' clocks from being looked at.
            match self.check_clock(id, now).await {
                Ok(())
                | Err(
                    ServiceError::PositionChanged
                    | ServiceError::AlreadyPlayed(_)
                    | ServiceError::GameJustEnded(_)
                    | ServiceError::GameOver(_),
                ) => {}
                Err(ServiceError::CorruptGame { id, why }) => {
                    tracing::warn!(game = id.0, %why, "cannot check the clock of a damaged game");
                }
                Err(e) => tracing::warn!(game = id, error = %e, "could not check a clock"),
            }
        }
        if let Err(e) = self.settle_ratings().await {
            tracing::warn!(error = %e, "could not apply ratings");
        }
        match self.find_game_puzzles().await {
            Ok(0) => {}
            Ok(found) => tracing::info!(found, "puzzles found in finished games"),
            Err(e) => tracing::warn!(error = %e, "could not search finished games for puzzles"),
        }
        self.pending_notices().await
    }

    /// Reminds the player to move of game `id`, or ends it on time, as its clock says.
    async fn check_clock(&self, id: i64, now: i64) -> Result<(), ServiceError> {
        let view = self.load_game(id).await?;
        let (Some(deadline), Some(due), Some(to_move)) =
            (view.deadline(), view.reminder_due(), view.to_move())
        else {
            return Ok(());
        };
        if now >= deadline {
            // Someone moved (or the game ended) at the same moment: the caller moves on and
            // the next tick decides.
            self.time_out(&view).await?;
        } else if now >= due {
            self.store
                .add_reminder(view.id.0, view.turn_seq, i64::from(to_move.number()), now)
                .await?;
        }
        Ok(())
    }

    /// The notices not yet sent, oldest first, claimed for this service for
    /// [`NOTICE_CLAIM_MS`]: another process sweeping the same database does not get them
    /// meanwhile (and gets them after, should this one die before confirming them). Reminders
    /// that are no longer true (the turn was played, the game ended) are dropped here rather
    /// than sent.
    pub async fn pending_notices(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        let claimed = self
            .store
            .claim_notices(self.owner, now, now + NOTICE_CLAIM_MS)
            .await?;
        let mut notices = Vec::new();
        for row in claimed {
            match self.notice_of(&row).await? {
                Some(notice) => notices.push(notice),
                None => self.notice_sent(row.id).await?,
            }
        }
        Ok(notices)
    }

    async fn notice_of(&self, row: &NoticeRow) -> Result<Option<Notice>, ServiceError> {
        let kind = match row.kind.parse::<NoticeKind>() {
            Ok(kind) => kind,
            Err(e) => {
                tracing::warn!(notice = row.id, error = %e, "dropping an unknown notice");
                return Ok(None);
            }
        };
        let Some(player) = player_of_number(row.player) else {
            return Ok(None);
        };
        let game = match self.load_game(row.game_id).await {
            Ok(game) => game,
            Err(ServiceError::CorruptGame { .. } | ServiceError::NoSuchGame(_)) => return Ok(None),
            Err(e) => return Err(e),
        };
        let stale =
            kind == NoticeKind::Reminder && (game.is_over() || game.turn_seq != row.turn_seq);
        Ok((!stale).then_some(Notice {
            id: row.id,
            kind,
            player,
            game,
        }))
    }

    /// Confirms that a notice was posted (it is not handed out again).
    pub async fn notice_sent(&self, id: i64) -> Result<(), ServiceError> {
        Ok(self.store.mark_notice_sent(id, self.now()).await?)
    }

    /// Ends the game on time if the player to move has run out (the announcement waits as a
    /// notice); None if there is time left.
    pub(super) async fn flag_if_out_of_time(
        &self,
        view: &GameView,
    ) -> Result<Option<Update>, ServiceError> {
        match view.deadline() {
            Some(deadline) if self.now() >= deadline => self.time_out(view).await.map(Some),
            _ => Ok(None),
        }
    }

    /// The player to move loses on time; the time-out notice is written with the result.
    async fn time_out(&self, view: &GameView) -> Result<Update, ServiceError> {
        let Some(loser) = view.to_move() else {
            return Err(ServiceError::PositionChanged);
        };
        let end = GameEnd::timeout(loser);
        let change = GameChange {
            notice: Some(NewNotice {
                kind: NoticeKind::Timeout,
                player: i64::from(loser.number()),
            }),
            ..self.ending(view, &end)
        };
        self.commit_change(view, change).await?;
        Ok(
            self.updated(view.clone(), Event::TimedOut { player: loser }, |g| {
                g.end = Some(end);
                g.draw_offer = None;
                g.takeback_request = None;
            }),
        )
    }
}
