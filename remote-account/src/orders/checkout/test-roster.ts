import type { Player } from '@teamwear/shared/contracts';

/** A roster player for tests: only what the order form reads matters. */
export function rosterPlayer(id: number, name: string, number: number, size: string, team: string | null = null): Player {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    number,
    size,
    team,
    duplicateNumber: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}
