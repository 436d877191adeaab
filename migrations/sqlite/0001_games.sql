-- Players, challenges, games and the append-only log of what happened in each game.

CREATE TABLE players (
    user_id      TEXT PRIMARY KEY,         -- Discord user id (or a local name)
    display_name TEXT NOT NULL,
    first_seen   INTEGER NOT NULL,         -- unix milliseconds
    last_seen    INTEGER NOT NULL
);

CREATE TABLE challenges (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id  TEXT NOT NULL,
    challenger  TEXT NOT NULL,             -- a seat: "user:<id>"
    opponent    TEXT NOT NULL,             -- a seat: "user:<id>" or "bot:<level>"
    board       INTEGER NOT NULL,
    game_type   TEXT NOT NULL,
    starter     TEXT NOT NULL,             -- random | challenger | opponent
    status      TEXT NOT NULL,             -- open | accepted | declined | cancelled | expired
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    game_id     INTEGER REFERENCES games(id)
);
CREATE INDEX challenges_open ON challenges(status, expires_at);

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id       TEXT NOT NULL,
    player1          TEXT NOT NULL,        -- the seat that moves first
    player2          TEXT NOT NULL,
    board            INTEGER NOT NULL,
    game_type        TEXT NOT NULL,
    start_position   TEXT,                 -- position text when not the usual start
    status           TEXT NOT NULL,        -- active | finished
    version          INTEGER NOT NULL DEFAULT 0,  -- number of events in game_events
    draw_offer       INTEGER,              -- 1 or 2: that player offers a draw
    takeback_request INTEGER,              -- 1 or 2: that player asks to take back
    result           TEXT,                 -- 1-0 | 0-1 | 1/2-1/2
    end_reason       TEXT,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);
-- One active game per channel (a Discord thread is its own channel).
CREATE UNIQUE INDEX one_active_game_per_channel ON games(channel_id) WHERE status = 'active';
CREATE INDEX games_player1 ON games(player1, status);
CREATE INDEX games_player2 ON games(player2, status);

CREATE TABLE game_events (
    game_id  INTEGER NOT NULL REFERENCES games(id),
    seq      INTEGER NOT NULL,             -- 1, 2, 3 … per game; never reused
    kind     TEXT NOT NULL,                -- turn | takeback
    player   INTEGER NOT NULL,             -- 1 or 2: who did it
    turn     TEXT,                         -- the turn in canonical notation (kind = turn)
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
