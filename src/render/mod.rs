//! Pictures of positions: the text board of the terminal ([`text`]), PNG pictures of a
//! position ([`render_png`]) and animated GIF replays of a game ([`render_gif`]).
//!
//! Everything here is pure and synchronous (callers on an async runtime run it on a blocking
//! thread) and fast by construction, the way lila-gif draws lichess boards: the shaded ring
//! and marble sprites and each board's backdrop (wood, coordinates, every ring, the panel)
//! are drawn once; a picture is a copy of the backdrop with ghosts pasted where rings were
//! removed, marble sprites blended on, a few marks and texts drawn, then a fast PNG encode.
//! A replay's frames share one palette and carry only the pixels that changed.
//!
//! The picture ([`IMAGE_SIZE`] pixels square, opaque, warm wood that reads on Discord's dark
//! and light themes): ivory rings and white, grey and black marbles (apart by brightness),
//! faint ghosts where rings were removed, coordinates along the edges, the last turn in gold
//! (the placed marble ringed, the removed ring dashed, a jump's path and the marbles it
//! captured crossed, rings taken by isolation dotted round their marbles), and a panel with
//! each player's name, captures, nearest goal, the pool, whose turn it is and the result. [`BoardView::with_options`] adds the free rings and the
//! marbles that can jump, in teal.

mod font;
mod gif;
mod layout;
mod lzw;
mod paint;
mod panel;
mod png;
mod review;
mod scene;
mod sprites;
pub mod text;

pub use gif::{REPLAY_FRAME_MS, compare, render_gif};
pub use layout::{IMAGE_SIZE, cell_centre, cell_spacing, marble_radius, ring_radii};
pub use png::{render_image, render_png};
pub use review::{ChartTurn, REVIEW_SIZE, ReviewChart, render_review, review_image};
pub use scene::BoardView;
pub use sprites::{SLOT_RADIUS as CAPTURE_SLOT_RADIUS, capture_slot, player_card};

/// Makes now what pictures otherwise make on first use (the 37-ring board's sprites and
/// backdrop, the replay palette: about half a second), so that the first player to
/// ask does not wait for it. Optional.
pub fn warm_up() {
    use crate::engine::{Board, Game, GameType};
    let game = Game::new(Board::Rings37, GameType::Standard);
    let _ = render_png(&BoardView::of_game(&game));
    let _ = render_gif(&game, [None, None], crate::i18n::Lang::En);
}

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The PNG encoder failed.
    #[error("could not encode the board picture as PNG: {0}")]
    Png(#[source] image::ImageError),
    /// The GIF encoder failed.
    #[error("could not encode the replay as GIF: {0}")]
    Gif(#[source] ::gif::EncodingError),
}
