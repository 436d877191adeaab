-- The language public messages are written in, as Discord names it (fr, en-US, ja): for a
-- server (scope 'g<guild id>'), or for a direct-message channel (scope 'c<channel id>').
-- Noted as people act there; read when the bot posts without being asked (its own turns,
-- reminders, losses on time).
CREATE TABLE locales (
    scope      TEXT PRIMARY KEY,
    locale     TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);
