PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE _sqlx_migrations (
    version BIGINT PRIMARY KEY,
    description TEXT NOT NULL,
    installed_on TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    success BOOLEAN NOT NULL,
    checksum BLOB NOT NULL,
    execution_time BIGINT NOT NULL
);
INSERT INTO _sqlx_migrations VALUES(1,'init','2026-12-05 07:14:05',1,X'34617192cc0d59a0fcad91a8521479f28657935efe5f767ba130cfad1f5495d1a9c1ae3458acf95b27bae3b279dea365',612508);
INSERT INTO _sqlx_migrations VALUES(2,'game times','2026-12-05 07:14:05',1,X'4c3cb14e213d1bae663a2e621dbef38be34708b7fca0cc2e30bf3e1d5b5b4ed41f2511ae1db75240bfe55beedd2d9047',479632);
INSERT INTO _sqlx_migrations VALUES(3,'seat state','2026-12-05 07:14:05',1,X'35f68801dd83bdbdfc65595a7d4f1de362ad996b04464291d8918c46c852e8c9a3a61e7b5577ec27d5b85a60b656b93f',492517);
INSERT INTO _sqlx_migrations VALUES(4,'bots','2026-12-05 07:14:05',1,X'8446d83376de3f69984e0af901a5899d2ddd64e7b4eb8dfda7476dbd68cd7158ed513b4852e5efea79e3449ca3516706',402313);
INSERT INTO _sqlx_migrations VALUES(5,'leases','2026-12-05 07:14:05',1,X'f348119a5f9b0eda098d40a9aecdead3401ddc5859f4cc662377ebe499bc12c29b8d005e5c6940f8202ca622e995ee37',634954);
CREATE TABLE lobbies (
    code        TEXT PRIMARY KEY NOT NULL,
    config      TEXT NOT NULL,              -- protocol::GameConfig as JSON
    public      INTEGER NOT NULL,
    status      TEXT NOT NULL,              -- open | playing | finished | aborted | closed
    v           INTEGER NOT NULL DEFAULT 0, -- the last version broadcast
    host        INTEGER,
    created_at  INTEGER NOT NULL            -- unix seconds
, node TEXT, epoch INTEGER NOT NULL DEFAULT 0, lease_until INTEGER NOT NULL DEFAULT 0);
INSERT INTO lobbies VALUES('92XJXGYMHPJS','{"game":"camelot","ruleset":"standard"}',1,'playing',17,0,1796454845,NULL,0,0);
INSERT INTO lobbies VALUES('VNVZTY4N7SES','{"game":"super_camelot","seats":3,"ask_activation_order":false,"auto_enemy_ties":false}',1,'playing',34,0,1796454845,NULL,0,0);
INSERT INTO lobbies VALUES('EYXSYTGKZ2H5','{"game":"camelot","ruleset":"standard"}',1,'open',2,0,1796454845,NULL,0,0);
CREATE TABLE seats (
    lobby       TEXT NOT NULL REFERENCES lobbies (code),
    seat        INTEGER NOT NULL,
    name        TEXT NOT NULL,
    token_hash  TEXT NOT NULL, ready INTEGER NOT NULL DEFAULT 0, character_name TEXT, rematch INTEGER NOT NULL DEFAULT 0, bot TEXT,              -- hex SHA-256 of the secret seat token
    PRIMARY KEY (lobby, seat)
);
INSERT INTO seats VALUES('92XJXGYMHPJS',0,'ann','78d6f21e532e8b1d28b1c5f49731999a69ba62a9cc56c4f30e9e16326b06397b',0,NULL,0,NULL);
INSERT INTO seats VALUES('92XJXGYMHPJS',1,'bob','0f6583786b0f09e934fcdbdc5c0c5f8539264a69c8f3c1af9346575db0c4c03c',0,NULL,0,NULL);
INSERT INTO seats VALUES('VNVZTY4N7SES',0,'cat','2524b62f1cb5dddeeddcc6f86055abae154b68d0a8fed654d58012ccd5a0fe60',0,'Arthur',0,NULL);
INSERT INTO seats VALUES('VNVZTY4N7SES',1,'dan','538baee379483509119bf02b18870a4182b775e2eb408dac01c62910ed8b3db6',0,'Gwenivere',0,NULL);
INSERT INTO seats VALUES('VNVZTY4N7SES',2,'eve','be2251424b5f219f6a536a47f8767ed30a80c45ab981c42b0e6b3a4752543bd4',0,'Lancelot',0,NULL);
INSERT INTO seats VALUES('EYXSYTGKZ2H5',0,'dora','f3bc7326e60d94ae09707da217204e7813447e972776d770d10923372bddf74b',0,NULL,0,NULL);
CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    lobby       TEXT NOT NULL REFERENCES lobbies (code),
    game_no     INTEGER NOT NULL,
    kind        TEXT NOT NULL,              -- camelot | super_camelot
    config      TEXT NOT NULL,
    seed        TEXT NOT NULL,              -- never sent to a client
    status      TEXT NOT NULL,              -- playing | finished | aborted
    result      TEXT, started_at INTEGER, ended_at INTEGER,                       -- protocol::GameResult as JSON
    UNIQUE (lobby, game_no)
);
INSERT INTO games VALUES(1,'92XJXGYMHPJS',1,'camelot','{"config":{"game":"camelot","ruleset":"standard"},"characters":[],"players":["ann","bob"],"bots":[null,null]}','10886911890810094392','playing',NULL,1796454845,NULL);
INSERT INTO games VALUES(2,'VNVZTY4N7SES',1,'super_camelot','{"config":{"game":"super_camelot","seats":3,"ask_activation_order":false,"auto_enemy_ties":false},"characters":["Arthur","Gwenivere","Lancelot"],"players":["cat","dan","eve"],"bots":[null,null,null]}','14348040408399340727','playing',NULL,1796454845,NULL);
CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id),
    seq         INTEGER NOT NULL,           -- 0, 1, 2, ... within the game
    seat        INTEGER NOT NULL,
    action      TEXT NOT NULL,              -- the logged action as JSON
    v           INTEGER NOT NULL, epoch INTEGER NOT NULL DEFAULT 0,           -- the lobby version it produced
    PRIMARY KEY (game_id, seq)
);
INSERT INTO actions VALUES(1,0,0,'{"kind":"act","action":{"game":"camelot","move":"E6-D5"}}',6,0);
INSERT INTO actions VALUES(1,1,1,'{"kind":"act","action":{"game":"camelot","move":"I11-I12"}}',7,0);
INSERT INTO actions VALUES(1,2,0,'{"kind":"act","action":{"game":"camelot","move":"H7-J5"}}',8,0);
INSERT INTO actions VALUES(1,3,1,'{"kind":"act","action":{"game":"camelot","move":"D10-D9"}}',9,0);
INSERT INTO actions VALUES(1,4,0,'{"kind":"act","action":{"game":"camelot","move":"H6-G5"}}',10,0);
INSERT INTO actions VALUES(1,5,1,'{"kind":"act","action":{"game":"camelot","move":"I12-H13"}}',11,0);
INSERT INTO actions VALUES(1,6,0,'{"kind":"act","action":{"game":"camelot","move":"I6-K4"}}',12,0);
INSERT INTO actions VALUES(1,7,1,'{"kind":"act","action":{"game":"camelot","move":"I10-I9"}}',13,0);
INSERT INTO actions VALUES(1,8,0,'{"kind":"act","action":{"game":"camelot","move":"I7-J8"}}',14,0);
INSERT INTO actions VALUES(1,9,1,'{"kind":"act","action":{"game":"camelot","move":"I9xK7xI5xK5xK3"}}',15,0);
INSERT INTO actions VALUES(2,0,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"place_on_circle","circle":"West"}}}',8,0);
INSERT INTO actions VALUES(2,1,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"move"}}}',9,0);
INSERT INTO actions VALUES(2,2,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":12,"col":10}}}}}',10,0);
INSERT INTO actions VALUES(2,3,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":11,"col":10}}}}}',11,0);
INSERT INTO actions VALUES(2,4,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":10,"col":10}}}}}',12,0);
INSERT INTO actions VALUES(2,5,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"end_turn"}}}',13,0);
INSERT INTO actions VALUES(2,6,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"place_on_circle","circle":"South"}}}',14,0);
INSERT INTO actions VALUES(2,7,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"move"}}}',15,0);
INSERT INTO actions VALUES(2,8,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":13,"col":12}}}}}',16,0);
INSERT INTO actions VALUES(2,9,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":13,"col":13}}}}}',17,0);
INSERT INTO actions VALUES(2,10,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":12,"col":13}}}}}',18,0);
INSERT INTO actions VALUES(2,11,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"end_turn"}}}',19,0);
INSERT INTO actions VALUES(2,12,0,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"place_on_circle","circle":"North"}}}',20,0);
INSERT INTO actions VALUES(2,13,0,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"move"}}}',21,0);
INSERT INTO actions VALUES(2,14,0,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":10,"col":12}}}}}',22,0);
INSERT INTO actions VALUES(2,15,0,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"stop_moving"}}}',23,0);
INSERT INTO actions VALUES(2,16,0,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"end_turn"}}}',24,0);
INSERT INTO actions VALUES(2,17,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"move"}}}',25,0);
INSERT INTO actions VALUES(2,18,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"step","to":{"Square":{"row":10,"col":9}}}}}',26,0);
INSERT INTO actions VALUES(2,19,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"stop_moving"}}}',27,0);
INSERT INTO actions VALUES(2,20,1,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"end_turn"}}}',28,0);
INSERT INTO actions VALUES(2,21,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"attack","arc":"SouthWest"}}}',29,0);
INSERT INTO actions VALUES(2,22,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"convert_star","into":"Gem"}}}',30,0);
INSERT INTO actions VALUES(2,23,2,'{"kind":"act","action":{"game":"super_camelot","action":{"type":"end_turn"}}}',31,0);
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence VALUES('games',2);
CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE INDEX lobbies_status ON lobbies (status);
CREATE INDEX lobbies_node ON lobbies (node);
COMMIT;
