//! The names players go by: recorded as the adapters see them (a Discord display name), and
//! read back for the board pictures, which show names rather than "Player 1/2".

use crate::engine::Player;
use crate::store::Store;

use super::Service;
use super::error::ServiceError;
use super::types::{Seat, UserId};
use super::view::GameView;

/// The most characters of a name kept (Discord's own limit is 32).
const MAX_NAME_CHARS: usize = 64;

impl<S: Store> Service<S> {
    /// Records the name `user` goes by now. Blank names are ignored; control characters are
    /// dropped and long names cut, so that whatever a name holds, it is only ever text.
    pub async fn note_player(&self, user: UserId, display_name: &str) -> Result<(), ServiceError> {
        let name: String = display_name
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_NAME_CHARS)
            .collect();
        let name = name.trim();
        if name.is_empty() {
            return Ok(());
        }
        self.store
            .touch_player(&user.to_string(), name, self.now())
            .await?;
        Ok(())
    }

    /// Whether `user` wants the cell names written in the rings of the boards shown to them.
    pub async fn board_labels(&self, user: UserId) -> Result<bool, ServiceError> {
        Ok(self.store.board_labels(&user.to_string()).await?)
    }

    /// Records whether `user` wants the cell names written in the rings of their boards.
    pub async fn set_board_labels(&self, user: UserId, on: bool) -> Result<(), ServiceError> {
        self.store
            .set_board_labels(&user.to_string(), on, self.now())
            .await?;
        Ok(())
    }

    /// The names of a game's two players as last recorded, by seat; None for the bot and for
    /// a person never seen.
    pub async fn player_names(&self, view: &GameView) -> Result<[Option<String>; 2], ServiceError> {
        let users: Vec<String> = view
            .seats
            .iter()
            .filter_map(|seat| seat.user().map(|u| u.to_string()))
            .collect();
        let known = self.store.display_names(&users).await?;
        let name_of = |player: Player| match view.seat(player) {
            Seat::User(user) => {
                let id = user.to_string();
                known.iter().find(|(u, _)| *u == id).map(|(_, n)| n.clone())
            }
            Seat::Bot(_) => None,
        };
        Ok([name_of(Player::One), name_of(Player::Two)])
    }
}
