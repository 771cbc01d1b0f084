-- When each game started and ended (unix seconds), for the public game record.
ALTER TABLE games ADD COLUMN started_at INTEGER;
ALTER TABLE games ADD COLUMN ended_at INTEGER;
