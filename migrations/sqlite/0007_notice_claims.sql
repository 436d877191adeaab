-- A notice is claimed by the process that is posting it, until a lease runs out: several
-- processes on one database post each notice once, and a notice whose process died is posted
-- by another once the lease has passed.
ALTER TABLE notices ADD COLUMN claimed_by INTEGER;       -- the claiming process's token
ALTER TABLE notices ADD COLUMN claimed_until INTEGER;    -- unix ms: the claim's end
