-- Companies: slug and title are columns (looked up and shown often); the rest of the club
-- configuration (flags, colours, sign-in texts) is one jsonb document shaped like the GraphQL
-- type CompanyConfig, because it is always read and written whole.
CREATE TABLE companies (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  config jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- Users (club members) belong to one company; the same CPF may be a member of several companies.
CREATE TABLE users (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  document text NOT NULL CHECK (document ~ '^[0-9]{11}$'),
  password_hash text,
  activated boolean NOT NULL DEFAULT false,
  blocked boolean NOT NULL DEFAULT false,
  name text NOT NULL,
  last_name text,
  email text,
  avatar text,
  gender text CHECK (gender IN ('F', 'M', 'O')),
  state text CHECK (state ~ '^[A-Z]{2}$'),
  city text,
  postal_code text CHECK (postal_code ~ '^[0-9]{8}$'),
  address text,
  address_number text,
  address_complement text,
  birthday date,
  phone text,
  news boolean,
  vidalink_expire_date date,
  cashback integer NOT NULL DEFAULT 0,
  cashback_total integer NOT NULL DEFAULT 0,
  awards_balance integer NOT NULL DEFAULT 0,
  engagement_balance integer NOT NULL DEFAULT 0,
  UNIQUE (company_id, document)
);
