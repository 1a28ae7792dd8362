-- The club's catalogue and each member's activity. Columns that are filtered or sorted on are
-- real columns; display-only parts (event data, addresses, letter templates) are jsonb shaped
-- like the GraphQL types, because they are always read whole. Dates and times are ISO 8601 text
-- (UTC, 'Z') so that seeded rows are deterministic and compare correctly as strings.

ALTER TABLE users
  ADD COLUMN enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN interests jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN notifications_seen_at text NOT NULL DEFAULT '1970-01-01T00:00:00Z';

CREATE TABLE categories (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  is_menu boolean NOT NULL DEFAULT false,
  menu_order integer,
  is_home boolean NOT NULL DEFAULT false,
  home_order integer,
  menu_icon text,
  color text,
  is_public boolean NOT NULL DEFAULT false,
  UNIQUE (company_id, slug)
);

CREATE TABLE partners (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  -- Lower case without accents: A-Z orderings that read right in Portuguese on any collation.
  sort_name text NOT NULL,
  color text NOT NULL,
  logo text NOT NULL,
  logo_negative text NOT NULL,
  phone text,
  description text,
  is_exclusive boolean NOT NULL DEFAULT false,
  is_main boolean NOT NULL DEFAULT false,
  categories jsonb NOT NULL DEFAULT '[]'::jsonb,
  latitude double precision,
  longitude double precision,
  address jsonb,
  UNIQUE (company_id, slug)
);

CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  slug text NOT NULL,
  type text NOT NULL CHECK (type IN ('voucher', 'uniqueCode', 'online', 'payment', 'letter',
    'info', 'cashback', 'epay', 'todo', 'pharmacy')),
  event text NOT NULL CHECK (event IN ('award', 'payment', 'engagement', 'other')),
  name text NOT NULL,
  sort_name text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  image text NOT NULL,
  value integer NOT NULL DEFAULT 0,
  discounted_value integer,
  symbol text NOT NULL CHECK (symbol IN ('percent', 'currency', 'GRÁTIS', '2x1', 'dynamic')),
  symbol_text_top text,
  symbol_text_main text,
  symbol_text_bottom text,
  end_date text,
  important text,
  howtouse text,
  voucher text,
  liked_count integer NOT NULL DEFAULT 0,
  only_cashback boolean NOT NULL DEFAULT false,
  is_highlighted boolean NOT NULL DEFAULT false,
  is_exclusive boolean NOT NULL DEFAULT false,
  available_vouchers integer,
  max_voucher_per_user integer,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  event_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  addresses jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at text NOT NULL,
  UNIQUE (company_id, slug)
);
CREATE INDEX campaigns_partner ON campaigns (partner_id);

CREATE TABLE likes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, campaign_id)
);

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  created_at text NOT NULL,
  PRIMARY KEY (user_id, campaign_id)
);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  image text NOT NULL,
  image_secondary text,
  link text,
  type integer NOT NULL CHECK (type IN (0, 1)),
  institutional boolean NOT NULL DEFAULT false,
  showcase text,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  vidalink boolean NOT NULL DEFAULT false,
  only_tagged boolean NOT NULL DEFAULT false,
  partner_slug text,
  campaign_slug text,
  position integer NOT NULL
);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('award', 'other')),
  name text NOT NULL,
  message text NOT NULL,
  provided_by text,
  image text,
  image_mobile text,
  value integer,
  first_access boolean NOT NULL DEFAULT false,
  link text,
  position integer NOT NULL
);

CREATE TABLE notice_views (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notice_id integer NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, notice_id)
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  message text,
  type text NOT NULL DEFAULT 'success',
  read boolean NOT NULL DEFAULT false,
  created_at text NOT NULL
);

CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  code text NOT NULL,
  type text NOT NULL DEFAULT '0',
  expire_date text,
  link text,
  available boolean NOT NULL DEFAULT true,
  created_at text NOT NULL,
  updated_at text NOT NULL
);

CREATE TABLE transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  transaction_id text NOT NULL UNIQUE,
  type text NOT NULL,
  value integer NOT NULL,
  status text NOT NULL,
  quantity integer NOT NULL DEFAULT 1,
  available boolean NOT NULL DEFAULT true,
  vouchers jsonb NOT NULL DEFAULT '[]'::jsonb,
  gift_card jsonb,
  created_at text NOT NULL
);

CREATE TABLE letters (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  partner_id integer NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  link text NOT NULL,
  user_name text NOT NULL,
  user_document text NOT NULL,
  user_number text NOT NULL,
  user_email text NOT NULL,
  statement boolean NOT NULL DEFAULT false,
  available boolean NOT NULL DEFAULT true,
  template jsonb NOT NULL,
  created_at text NOT NULL
);

CREATE TABLE letter_deliveries (
  id serial PRIMARY KEY,
  letter_id integer NOT NULL REFERENCES letters (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at text NOT NULL
);

CREATE TABLE cashbacks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  date text NOT NULL,
  created_at text NOT NULL,
  available boolean NOT NULL,
  total integer NOT NULL,
  user_comission integer NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'available', 'redeemed',
    'cancelled'))
);

CREATE TABLE negative_experience_types (
  id serial PRIMARY KEY,
  title text NOT NULL,
  status boolean NOT NULL DEFAULT true
);

CREATE TABLE negative_experiences (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  type_id integer NOT NULL REFERENCES negative_experience_types (id),
  message text,
  created_at text NOT NULL
);

CREATE TABLE coins (
  id serial PRIMARY KEY,
  company_id integer NOT NULL UNIQUE REFERENCES companies (id) ON DELETE CASCADE,
  program_name text NOT NULL,
  program_image text NOT NULL
);

CREATE TABLE invites (
  token text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  expires_at text NOT NULL
);

CREATE TABLE password_resets (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at text NOT NULL,
  used boolean NOT NULL DEFAULT false
);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  pix_type text NOT NULL,
  pix_key text NOT NULL,
  value integer NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  created_at text NOT NULL
);

CREATE TABLE payment_cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  brand text NOT NULL,
  last_digits text NOT NULL,
  created_at text NOT NULL
);

-- Requests the club only records: support, become-a-partner, tracking, cashback redemptions.
CREATE TABLE requests (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  campaign_id integer,
  payload jsonb NOT NULL,
  created_at text NOT NULL
);
