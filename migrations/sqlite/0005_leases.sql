-- Several nodes on one database: each lobby is held by at most one node at a time.
-- (SQLite: one server per file, so node stays NULL and epoch 0; the columns keep the schemas equal.)
-- node:        the holding node's id; NULL when no node holds the lobby (single server, or released)
-- epoch:       the fencing token, raised by one at every takeover; every write a lobby's holder
--              makes names the epoch it holds and is refused once the lobby's epoch moved on
-- lease_until: until when the hold lasts unless renewed, in milliseconds since the Unix epoch by
--              the database's clock (so the nodes' clocks never matter)
ALTER TABLE lobbies ADD COLUMN node TEXT;
ALTER TABLE lobbies ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lobbies ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;
-- The epoch under which each action was written: an audit of who wrote what.
ALTER TABLE actions ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;
CREATE INDEX lobbies_node ON lobbies (node);
