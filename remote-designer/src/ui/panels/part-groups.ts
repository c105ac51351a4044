/**
 * Parts that come in left/right pairs (sleeves, side panels, legs) are painted together
 * unless the user asks to paint each side apart. Pure, so it is tested without a DOM.
 */
export interface PartGroup {
  /** 'leftSleeve' for a single part; 'pair:sleeve' for a pair. */
  key: string;
  /** i18n key of the group's name. */
  label: string;
  /** The part ids painted together, first one's colour shown. */
  parts: string[];
}

const SIDE = /^(left|right)([A-Z].*)$|^(.*)(Left|Right)$/;

function pairBase(id: string): string | null {
  const match = SIDE.exec(id);
  if (!match) return null;
  const base = match[2] ?? match[3] ?? '';
  return base.charAt(0).toLowerCase() + base.slice(1);
}

/** Groups parts in the order given; a side whose twin is not listed stays on its own. */
export function groupParts(partIds: readonly string[], paired: boolean): PartGroup[] {
  const groups: PartGroup[] = [];
  const taken = new Set<string>();
  for (const id of partIds) {
    if (taken.has(id)) continue;
    const base = pairBase(id);
    const twins = base && paired ? partIds.filter((other) => other !== id && pairBase(other) === base) : [];
    if (base && twins.length > 0) {
      const parts = [id, ...twins];
      parts.forEach((part) => taken.add(part));
      groups.push({ key: `pair:${base}`, label: `garment.pair.${base}`, parts });
    } else {
      taken.add(id);
      groups.push({ key: id, label: `garment.part.${id}`, parts: [id] });
    }
  }
  return groups;
}

/** Whether any of these parts has a twin (the "paint each side apart" switch is then offered). */
export function hasPairs(partIds: readonly string[]): boolean {
  return groupParts(partIds, true).some((group) => group.parts.length > 1);
}
