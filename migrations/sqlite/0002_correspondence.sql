-- Correspondence and community: the server a game belongs to, time limits per turn with
-- their reminders and time-outs, ratings per server, and analysis games.

-- The server (Discord guild) a challenge or game belongs to; NULL outside a server.
ALTER TABLE challenges ADD COLUMN guild_id TEXT;
-- Time each player has for a turn (unix ms); NULL: no limit.
ALTER TABLE challenges ADD COLUMN turn_limit_ms INTEGER;
-- Whether the game that comes of it counts for ratings (1) or is casual (0).
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;

ALTER TABLE games ADD COLUMN guild_id TEXT;
ALTER TABLE games ADD COLUMN turn_limit_ms INTEGER;
-- When the turn of the player to move began (unix ms): the game's start, or its last
-- turn or takeback. Offers and answers do not restart the clock.
ALTER TABLE games ADD COLUMN turn_started_at INTEGER NOT NULL DEFAULT 0;
-- The log length when that turn began: names the turn, so each turn gets at most one
-- reminder and one time-out.
ALTER TABLE games ADD COLUMN turn_seq INTEGER NOT NULL DEFAULT 0;
-- 0: unrated; 1: rated, ratings not yet applied; 2: rated and applied.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
-- play | analysis (an imported record or position, never rated).
ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'play';

UPDATE games SET
    turn_started_at = updated_at,
    turn_seq = (SELECT COALESCE(MAX(seq), 0) FROM game_events WHERE game_id = games.id);

CREATE INDEX games_on_the_clock ON games(status, turn_started_at) WHERE turn_limit_ms IS NOT NULL;
CREATE INDEX games_awaiting_rating ON games(updated_at) WHERE rated = 1 AND status = 'finished';
CREATE INDEX games_guild ON games(guild_id, status, updated_at);

-- Messages the bot owes a channel, written in the same transaction as what caused them and
-- marked sent once Discord has them: a restart loses none, and the unique key means none is
-- made twice.
CREATE TABLE notices (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games(id),
    kind       TEXT NOT NULL,              -- reminder | timeout
    turn_seq   INTEGER NOT NULL,           -- the turn it is about (games.turn_seq)
    player     INTEGER NOT NULL,           -- 1 or 2: the player whose time it is
    created_at INTEGER NOT NULL,
    sent_at    INTEGER,
    UNIQUE (game_id, kind, turn_seq)
);
CREATE INDEX notices_unsent ON notices(id) WHERE sent_at IS NULL;

-- Glicko-2 ratings, one per player per server.
CREATE TABLE ratings (
    guild_id   TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    games      INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    draws      INTEGER NOT NULL,
    losses     INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;
CREATE INDEX ratings_ladder ON ratings(guild_id, rating DESC);

-- What each rated game did to each player's rating.
CREATE TABLE rating_changes (
    game_id INTEGER NOT NULL REFERENCES games(id),
    user_id TEXT NOT NULL,
    before  REAL NOT NULL,
    after   REAL NOT NULL,
    PRIMARY KEY (game_id, user_id)
) WITHOUT ROWID;
