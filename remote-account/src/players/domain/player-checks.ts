import { checkPlayer, PlayerInput, shopRuleProblems, sizesOf, type SizeChart, type ValidPlayer } from '@teamwear/shared/contracts';
import { asciiDigits } from './ascii-digits';
import { chartSpelling } from './size-spelling';

/** A player's fields as a form or a roster file gives them: text, the team empty when none. */
export interface PlayerFields {
  name: string;
  number: string;
  size: string;
  team: string;
}

export type PlayerField = keyof PlayerFields;

export type FieldProblems = Partial<Record<PlayerField, string>>;

export type PlayerFieldsCheck = { ok: true; player: ValidPlayer } | { ok: false; errors: FieldProblems };

const FIELDS: readonly PlayerField[] = ['name', 'number', 'size', 'team'];

/**
 * `checkPlayer` (the API's own rules and messages), telling every field's problem at once:
 * `checkPlayer` looks at the shop's number range and sizes only once every field parses, so a
 * form or an import preview would show an out-of-range number only after the name was fixed.
 * Valid exactly when `checkPlayer` is, so what passes here passes the API. A size written another
 * common way ("XXXL", "3 xl") is taken as the shop's own spelling of it ("3XL").
 */
export function checkPlayerFields(fields: PlayerFields, chart: SizeChart): PlayerFieldsCheck {
  const input = { ...fields, number: asciiDigits(fields.number), size: chartSpelling(fields.size, chart) };
  const check = checkPlayer(input, chart);
  if (check.ok) return check;
  const errors: FieldProblems = {};
  for (const field of FIELDS) {
    const message = check.errors[field];
    if (message) errors[field] = message;
  }
  const number = PlayerInput.shape.number.safeParse(input.number);
  const size = PlayerInput.shape.size.safeParse(input.size);
  const shopRules = shopRuleProblems(
    { number: number.success ? number.data : chart.numberRange.min, size: size.success ? size.data : (sizesOf(chart)[0] ?? '') },
    chart,
  );
  if (number.success && shopRules.number) errors.number ??= shopRules.number;
  if (size.success && shopRules.size) errors.size ??= shopRules.size;
  return { ok: false, errors };
}
