-- Member sessions that a password change or reset must end: every token carries the member's
-- token_version at issue time; a reset or a change bumps it, so older tokens stop working. A
-- change keeps the session that made it (kept_session, the token's jti): the member stays
-- signed in where the password was changed, and everywhere else is signed out.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN kept_session text;

-- The secret that signs member tokens, generated on first start and kept with the data (never
-- committed): one row.
CREATE TABLE signing_secret (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL
);
