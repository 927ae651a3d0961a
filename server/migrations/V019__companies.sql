-- Employers (issue 26, decision 044). A company books seats for the workers it designates and may pay
-- on invoice once the office approves its credit. Its managers are accounts (a person may manage several
-- companies); its workplaces have shifts, whose number of workers sets how many first-aiders the
-- CNESST's regulation requires; its employees are the people it trains, linked to an account once one
-- of its bookings is theirs (their certificates then count in its compliance).
CREATE TABLE companies (
  id {{ID}},
  name TEXT NOT NULL,
  name_key TEXT NOT NULL {{BINARY}},  -- search_key(name): the office finds a company by a word's start
  address TEXT NOT NULL,
  billing_email TEXT NOT NULL,
  neq TEXT NOT NULL DEFAULT '',  -- Quebec enterprise number (10 digits), optional
  purchase_order TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en')),
  credit_approved INTEGER NOT NULL DEFAULT 0 CHECK (credit_approved IN (0, 1)),
  created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX companies_newest ON companies (created_at, id);
CREATE INDEX companies_credit ON companies (credit_approved, created_at, id);

-- Each word of a company's name, as the bookings' search terms (decision 040): a word's prefix is one
-- range of this key, newest first.
CREATE TABLE company_search_terms (
  term TEXT NOT NULL {{BINARY}},
  created_at BIGINT NOT NULL,
  company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  PRIMARY KEY (term, created_at, company_id)
);
CREATE INDEX company_search_terms_company ON company_search_terms (company_id, term);

CREATE TABLE company_managers (
  company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (company_id, user_id)
);
CREATE INDEX company_managers_user ON company_managers (user_id, company_id);

CREATE TABLE workplaces (
  id {{ID}},
  company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  sector TEXT NOT NULL CHECK (sector IN ('establishment', 'construction', 'forestry')),
  created_at BIGINT NOT NULL
);
CREATE INDEX workplaces_company ON workplaces (company_id, id);

-- A workplace's shifts in order (0, 1, …) and the workers assigned to each.
CREATE TABLE workplace_shifts (
  workplace_id BIGINT NOT NULL REFERENCES workplaces (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  workers INTEGER NOT NULL CHECK (workers >= 0),
  PRIMARY KEY (workplace_id, position)
);

CREATE TABLE company_employees (
  id {{ID}},
  company_id BIGINT NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  workplace_id BIGINT REFERENCES workplaces (id) ON DELETE SET NULL,
  shift INTEGER,  -- the position of the workplace's shift they work on; NULL: not said
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,  -- their account, once a company booking is theirs
  created_at BIGINT NOT NULL
);
CREATE INDEX company_employees_company ON company_employees (company_id, created_at, id);
CREATE INDEX company_employees_workplace ON company_employees (workplace_id, shift);
CREATE INDEX company_employees_user ON company_employees (user_id);

-- A course whose certificate makes its holder a first-aider in the regulation's sense (the CNESST's
-- "Secourisme en milieu de travail"): only these count in a company's compliance.
ALTER TABLE courses ADD COLUMN workplace_first_aid INTEGER NOT NULL DEFAULT 0;
