import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The web folder: the Playwright web server runs the C++ server from here. */
const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The database and data folder of this run, named as in playwright.config.ts. */
function runPaths() {
  const run = process.env.SECOURS_E2E_RUN;
  if (!run) throw new Error('SECOURS_E2E_RUN is not set: run the tests with playwright.config.ts');
  return { databaseUrl: `sqlite:e2e/.tmp/${run}.db`, dataDir: `e2e/.tmp/${run}-data` };
}

export interface AdminAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates an admin account with the server's CLI, against the database the test server uses. */
export async function createAdmin(account: AdminAccount): Promise<void> {
  await createAccount('create-admin', account);
}

/** Creates an instructor account with the server's CLI (`secours create-instructor`). */
export async function createInstructor(account: AdminAccount): Promise<void> {
  await createAccount('create-instructor', account);
}

async function createAccount(
  command: 'create-admin' | 'create-instructor',
  account: AdminAccount,
): Promise<void> {
  const { databaseUrl, dataDir } = runPaths();
  await promisify(execFile)(
    '../build/secours',
    [
      command,
      '--email',
      account.email,
      '--password',
      account.password,
      '--first-name',
      account.firstName,
      '--last-name',
      account.lastName,
    ],
    {
      cwd: WEB_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    },
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of every MIME part of a mail, decoded from quoted-printable or base64. */
export function decodeMail(raw: string): string {
  return raw
    .split(/^--\S+$/m)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      return part;
    })
    .join('\n');
}

/** The pages a mail links to with a token: a password reset, an address check, a booking's page. */
export type MailedPage =
  'reset-password' | 'verify-email' | 'bookingsuccess' | 'waitlist' | 'quotes';

/**
 * The newest link to `page` (reset-password, verify-email, bookingsuccess, a waiting list's place) mailed to
 * `email` in the outbox, in a mail whose text has `mustContain` when given, or undefined. Without SMTP the server writes each mail as DATA_DIR/outbox/*.eml (its outbox worker
 * polls every 5 seconds).
 */
export async function findMailedLink(
  email: string,
  page: MailedPage,
  mustContain?: string,
): Promise<string | undefined> {
  const outbox = path.join(WEB_DIR, runPaths().dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(path.join(outbox, name), 'utf8');
    const to = /^To:(.*)$/im.exec(raw)?.[1] ?? '';
    if (!to.toLowerCase().includes(email.toLowerCase())) continue;
    const text = decodeMail(raw);
    if (mustContain && !text.includes(mustContain)) continue;
    const route = page === 'waitlist' || page === 'quotes' ? `${page}/\\d+` : page;
    const query = page === 'bookingsuccess' ? 'booking=\\d+&token=' : 'token=';
    const link = new RegExp(`https?://\\S+?/${route}\\?${query}[\\w%.~-]+`).exec(text);
    if (link) return link[0];
  }
  return undefined;
}
