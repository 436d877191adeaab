-- A finished game stays viewable in its channel until the next one starts there: the
-- channel's latest game is found by this index.
CREATE INDEX games_by_channel ON games(channel_id, id);
