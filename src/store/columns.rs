//! The column lists of the rows, for `concat!` into static queries: the same on every database.

/// The columns of [`GameRow`](super::GameRow).
macro_rules! game_columns {
    () => {
        "id, channel_id, player1, player2, board, game_type, start_position, status, version, \
         draw_offer, takeback_request, result, end_reason, created_at, updated_at, guild_id, \
         turn_limit_ms, turn_started_at, turn_seq, rated, mode"
    };
}

/// The columns of [`RatingRow`](super::RatingRow).
macro_rules! rating_columns {
    () => {
        "guild_id, user_id, rating, deviation, volatility, games, wins, draws, losses, updated_at"
    };
}

/// The columns of [`ChallengeRow`](super::ChallengeRow).
macro_rules! challenge_columns {
    () => {
        "id, channel_id, challenger, opponent, board, game_type, starter, status, created_at, \
         expires_at, game_id, guild_id, turn_limit_ms, rated"
    };
}
