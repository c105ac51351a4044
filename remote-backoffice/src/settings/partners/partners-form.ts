import { checkPartnerOrigins, PARTNER_ORIGINS_MAX, type PartnerOriginProblem } from '@teamwear/shared/contracts';

/** A row of the partner sites' list as typed; `id` keeps each row's field while rows come and go. */
export interface OriginRow {
  id: number;
  text: string;
}

let nextRowId = 1;
export const originRow = (text = ''): OriginRow => ({ id: nextRowId++, text });
export const rowsOf = (origins: readonly string[]): OriginRow[] => origins.map((origin) => originRow(origin));

/**
 * What the list would save: its filled rows (an empty row is left out, not refused), with each
 * sent entry's row, so that the API's `allowedOrigins.<index>` lands on the row it is about; and
 * the rows the rules refuse, by row id, the same rules the API applies.
 */
export function partnersRequest(rows: readonly OriginRow[]): {
  allowedOrigins: string[];
  rowOfEntry: number[];
  problems: Record<number, PartnerOriginProblem>;
  tooMany: boolean;
} {
  const filled = rows.filter((row) => row.text.trim() !== '');
  const checked = checkPartnerOrigins(filled.map((row) => row.text));
  const problems: Record<number, PartnerOriginProblem> = {};
  for (const { index, problem } of checked.problems) {
    const row = filled[index];
    if (row) problems[row.id] = problem;
  }
  return { allowedOrigins: filled.map((row) => row.text.trim()), rowOfEntry: filled.map((row) => row.id), problems, tooMany: filled.length > PARTNER_ORIGINS_MAX };
}

/** The API's refusal per row id (`allowedOrigins.2` → the third sent row), and what names the list. */
export function refusalsByRow(fields: Record<string, string>, rowOfEntry: readonly number[]): { rows: Record<number, string>; list: string | null } {
  const rows: Record<number, string> = {};
  let list: string | null = null;
  for (const [field, message] of Object.entries(fields)) {
    const match = /^allowedOrigins\.(\d+)$/.exec(field);
    const row = match ? rowOfEntry[Number(match[1])] : undefined;
    if (row !== undefined) rows[row] = message;
    else list ??= message;
  }
  return { rows, list };
}

/** The two pieces a partner pastes: the loader from the shop, and the call that mounts the studio with the key. */
export function embedSnippet(shopOrigin: string, key: string): { html: string; script: string } {
  return {
    html: `<div id="studio" style="height: 720px"></div>\n<script src="${shopOrigin}/embed.js"></script>\n<script src="/studio.js"></script>`,
    script: `// studio.js, a file of the site's own\nTeamwearDesigner.mount(document.getElementById('studio'), {\n  shop: '${key}',\n  garment: 'soccer',\n  locale: 'en',\n});`,
  };
}
