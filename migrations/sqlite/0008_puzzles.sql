-- Puzzles: every try of a player's, one row per puzzle begun. The puzzle is kept whole (its
-- line of the puzzle file), so a try outlives a new puzzle set.
CREATE TABLE puzzle_tries (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT NOT NULL,
    number     INTEGER NOT NULL,          -- the puzzle's number in the set (1 for the first)
    puzzle     TEXT NOT NULL,             -- its line: difficulty, turns, position | solution
    day        INTEGER,                   -- the daily puzzle's day (days since 1970-01-01, UTC)
    turns      TEXT NOT NULL,             -- the turns played so far, in notation
    mistakes   INTEGER NOT NULL,          -- wrong turns tried
    solved     INTEGER NOT NULL,          -- 1 once the player won
    started_at INTEGER NOT NULL,          -- unix milliseconds
    ended_at   INTEGER                    -- solved, or left for another; NULL while open
);
-- One open try per player; one try per player of each day's puzzle.
CREATE UNIQUE INDEX puzzle_tries_open ON puzzle_tries(user_id) WHERE ended_at IS NULL;
CREATE UNIQUE INDEX puzzle_tries_daily ON puzzle_tries(user_id, day);

-- The channel where a server's daily puzzle is posted, as a moderator chose.
CREATE TABLE puzzle_channels (
    guild_id   TEXT PRIMARY KEY,
    channel_id TEXT NOT NULL,
    locale     TEXT NOT NULL,             -- the server's language, as Discord names it (fr, ja)
    updated_at INTEGER NOT NULL
);

-- Each server's daily puzzle post, once per server and day; claimed like notices, so that of
-- several processes one posts it.
CREATE TABLE daily_posts (
    guild_id      TEXT NOT NULL,
    day           INTEGER NOT NULL,
    channel_id    TEXT NOT NULL,
    locale        TEXT NOT NULL,
    claimed_by    INTEGER,
    claimed_until INTEGER,
    sent_at       INTEGER,
    PRIMARY KEY (guild_id, day)
);

-- Each finished game searched for a puzzle: the first position where the player to move had a
-- forced win in two turns of their own (NULL when the game held none), so that a server's
-- games become its puzzles and no game is searched twice.
CREATE TABLE game_puzzles (
    game_id  INTEGER PRIMARY KEY REFERENCES games(id),
    guild_id TEXT,                        -- the game's server (NULL outside one)
    puzzle   TEXT,                        -- the puzzle's line, or NULL
    found_at INTEGER NOT NULL
);
CREATE INDEX game_puzzles_guild ON game_puzzles(guild_id) WHERE puzzle IS NOT NULL;
