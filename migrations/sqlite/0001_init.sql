-- Albion store, SQLite dialect. The action log is append-only: state is rebuilt by replaying
-- (config, seed, actions) through the pure engine.

CREATE TABLE lobbies (
    code        TEXT PRIMARY KEY NOT NULL,
    config      TEXT NOT NULL,              -- protocol::GameConfig as JSON
    public      INTEGER NOT NULL,
    status      TEXT NOT NULL,              -- open | playing | finished | aborted | closed
    v           INTEGER NOT NULL DEFAULT 0, -- the last version broadcast
    host        INTEGER,
    created_at  INTEGER NOT NULL            -- unix seconds
);

CREATE TABLE seats (
    lobby       TEXT NOT NULL REFERENCES lobbies (code),
    seat        INTEGER NOT NULL,
    name        TEXT NOT NULL,
    token_hash  TEXT NOT NULL,              -- hex SHA-256 of the secret seat token
    PRIMARY KEY (lobby, seat)
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    lobby       TEXT NOT NULL REFERENCES lobbies (code),
    game_no     INTEGER NOT NULL,
    kind        TEXT NOT NULL,              -- camelot | super_camelot
    config      TEXT NOT NULL,
    seed        TEXT NOT NULL,              -- never sent to a client
    status      TEXT NOT NULL,              -- playing | finished | aborted
    result      TEXT,                       -- protocol::GameResult as JSON
    UNIQUE (lobby, game_no)
);

CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    seq         INTEGER NOT NULL,           -- 0, 1, 2, ... within the game
    seat        INTEGER NOT NULL,
    action      TEXT NOT NULL,              -- the logged action as JSON
    v           INTEGER NOT NULL,           -- the lobby version it produced
    PRIMARY KEY (game_id, seq)
);

CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;

CREATE INDEX lobbies_status ON lobbies (status);
