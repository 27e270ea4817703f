import type { Statement } from '../../api/contract/agents';
import type { ApiLanguage } from '../../api/contract/languages';
import { translator } from '../voucher/texts';
import { kindLabel } from './statement';

/** Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Minor units as a decimal with a dot, whatever the language: `-24.50`. Integer arithmetic, no float rounding. */
export function decimal(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A quoted field; text someone typed (a name, a note) cannot start a formula: it gets a leading `'`. */
const text = (value: string | null) => quoted(value && FORMULA_START.test(value) ? `'${value}` : (value ?? ''));
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * The statement as a CSV file for spreadsheets: a UTF-8 byte order mark (so Excel reads the
 * accents), a header row in the agent's language, one row per entry with its ISO date-time,
 * amounts as decimals with a dot, every field quoted, lines ended by CRLF (RFC 4180).
 */
export function statementCsv(statement: Statement, language: ApiLanguage): string {
  const t = translator(language, 'agentStatement');
  const header = (['at', 'kind', 'reference', 'agent', 'amount', 'currency', 'balance', 'note'] as const).map((column) => quoted(t(column)));
  const rows = statement.entries.map((entry) => [
    quoted(entry.at),
    quoted(kindLabel(entry.kind, language)),
    text(entry.reference),
    text(entry.agentName),
    quoted(decimal(entry.amount)),
    quoted(statement.currency),
    quoted(decimal(entry.balance)),
    // The kind says the rest; an adjustment's note is the shop's own words.
    text(entry.kind === 'adjustment' ? entry.note : ''),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** `statement-DTA-2027-03-01-2027-03-31.csv`; an open end is `start` or today. */
export function statementFilename(agencyReference: string, statement: Pick<Statement, 'from' | 'to'>, now: Date): string {
  const safe = agencyReference.replace(/[^A-Za-z0-9_-]/g, '');
  return `statement-${safe}-${statement.from ?? 'start'}-${statement.to ?? now.toISOString().slice(0, 10)}.csv`;
}
