-- "Your turn" notifications (issue 25): each seat's settings, kept with its lobby and keyed by
-- the seat's token (a Camelot rematch swaps seats; the settings follow the player). Like the
-- token itself, none of it is ever shown to anyone but the seat.
-- settings:       protocol::NotifySettings as JSON (push subscription, e-mail address, webhook URL)
-- webhook_secret: the key that signs the seat's webhook requests (HMAC-SHA256), while one is set
-- unsubscribe:    the random key of the seat's e-mail unsubscribe link
CREATE TABLE notify (
    lobby          TEXT NOT NULL REFERENCES lobbies (code),
    token_hash     TEXT NOT NULL,
    settings       TEXT NOT NULL,
    webhook_secret TEXT,
    unsubscribe    TEXT NOT NULL UNIQUE,
    PRIMARY KEY (lobby, token_hash)
);
-- The server's own keys, made at first start: the VAPID key pair of Web Push.
CREATE TABLE server_keys (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
