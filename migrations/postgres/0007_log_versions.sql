-- From this migration on, a server writing to SQLite records an action's lobby version in the
-- action's row of the log alone, not in the lobby's row too, and loads a lobby with the later of
-- its row's version and its last game's last logged action's (PostgreSQL still moves both). A
-- server from before this migration would read the lobby's row alone and go back to an older
-- version: having this migration applied is what makes such a server refuse the database.
-- The index finds a lobby's last game, which that load looks up for every lobby.
CREATE INDEX games_lobby_id ON games (lobby, id);
