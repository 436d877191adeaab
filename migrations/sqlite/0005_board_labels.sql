-- A player's wish to see each ring's name written inside it on the boards shown to them.
ALTER TABLE players ADD COLUMN board_labels INTEGER NOT NULL DEFAULT 0;
