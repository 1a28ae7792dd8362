-- One row per money-moving request a member sent with an Idempotency-Key: the first answer is
-- stored in the same transaction as its effect, so a replay (same member, same key) reads it
-- back instead of moving money twice. The primary key is what makes two concurrent replays
-- wait for each other: the second INSERT blocks on the first one's row until it commits.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- METHOD path and body of the first request: the key cannot be reused for another request.
  fingerprint text NOT NULL,
  status integer,
  body jsonb,
  created_at text NOT NULL,
  PRIMARY KEY (user_id, key)
);
