-- Game reviews, kept so that asking again is instant: one per game and number of turns
-- reviewed (a game against the bot can be reviewed again once it has gone on).
CREATE TABLE reviews (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    turns      INTEGER NOT NULL,
    review     TEXT NOT NULL,             -- the service's GameReview as JSON
    created_at INTEGER NOT NULL,          -- unix milliseconds
    PRIMARY KEY (game_id, turns)
);
