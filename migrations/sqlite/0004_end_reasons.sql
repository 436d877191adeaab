-- Why a game ended is kept as a name (goal, resignation, timeout, …), no longer as words naming
-- the players ("player 1 resigned"): the service words it in the reader's terms. The loser of a
-- resignation or a time-out follows from the result.
UPDATE games SET end_reason = CASE
    WHEN end_reason = 'goal reached' THEN 'goal'
    WHEN end_reason = 'board used up' THEN 'board_used_up'
    WHEN end_reason = 'threefold repetition' THEN 'repetition'
    WHEN end_reason = 'both players passed' THEN 'double_pass'
    WHEN end_reason LIKE '% resigned' THEN 'resignation'
    WHEN end_reason LIKE '% ran out of time' THEN 'timeout'
    WHEN end_reason = 'draw agreed' THEN 'draw_agreed'
    WHEN end_reason = 'ended by a moderator' THEN 'moderator'
    ELSE end_reason
END
WHERE end_reason IS NOT NULL;
