-- When each game started and ended (unix seconds), for the public game record.
ALTER TABLE games ADD COLUMN started_at BIGINT;
ALTER TABLE games ADD COLUMN ended_at BIGINT;
