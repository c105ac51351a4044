import * as z from 'zod/mini';
import { controlCharacterMessage, hasControlCharacter } from '../control-characters';
import { textProblem } from '../text-problem';
import type { TextRules } from '../untrusted-input';

/**
 * `storableText` of ../untrusted-input written with zod/mini, for the answers in this folder that
 * hold text a client once sent (a team name, a size, a shop's account name): the same check, so an
 * answer is read as the API's request schemas took it.
 */
export function storableText(error: NonNullable<Parameters<typeof z.string>[0]> = 'Must be text', rules: TextRules = {}) {
  return z.string(error).check(
    z.superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else if (!rules.secret && hasControlCharacter(value, rules.lines)) ctx.addIssue({ code: 'custom', message: controlCharacterMessage(rules.label ?? 'Text') });
    }),
  );
}
