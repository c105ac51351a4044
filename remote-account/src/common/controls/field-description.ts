/** A control's aria-describedby from the ids of what describes it (absent ones left out). */
export function fieldDescription(...ids: (string | null)[]): string | undefined {
  const present = ids.filter((id): id is string => id !== null);
  return present.length > 0 ? present.join(' ') : undefined;
}
