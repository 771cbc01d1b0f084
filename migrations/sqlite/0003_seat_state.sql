-- Every acknowledged change of a seat's lobby state is stored before its ack: ready, the chosen
-- Character and a rematch request survive a restart.
ALTER TABLE seats ADD COLUMN ready INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN character_name TEXT;
ALTER TABLE seats ADD COLUMN rematch INTEGER NOT NULL DEFAULT 0;
