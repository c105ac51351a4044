import { COLLECTION_MESSAGES } from '@teamwear/shared/contracts';
import { buildCollectionRequest, type CollectionFormValues } from './collection-request';

const DESIGN = '4b8a1c0e-8f7d-4d6a-9a51-1f2e3d4c5b6a';
const ZONE = 'Asia/Phnom_Penh';
// Sunday 29 November 2026, 10:00 in Phnom Penh.
const NOW = new Date('2026-11-29T03:00:00Z');

const filled: CollectionFormValues = {
  title: '  Angkor FC 2027 home kit ',
  deadlineDay: '2026-12-04',
  deadlineTime: '18:00',
  pieces: ['main', 'shorts'],
  printNames: true,
  printNumbers: false,
  message: '',
  expectedPlayers: '18',
  needBy: '2026-12-20',
};

describe('buildCollectionRequest', () => {
  it('sends the deadline on the shop’s clock, the title as typed, no empty message, the numbers as numbers', () => {
    const built = buildCollectionRequest(DESIGN, filled, NOW, ZONE);
    expect(built).toEqual({
      ok: true,
      request: {
        designId: DESIGN,
        title: '  Angkor FC 2027 home kit ',
        deadline: '2026-12-04T18:00:00+07:00',
        pieces: ['main', 'shorts'],
        printNames: true,
        printNumbers: false,
        message: null,
        expectedPlayers: 18,
        needBy: '2026-12-20',
      },
    });
  });

  it('reads Khmer digits and leaves the optional fields empty', () => {
    const built = buildCollectionRequest(DESIGN, { ...filled, expectedPlayers: '១៨', needBy: '' }, NOW, ZONE);
    expect(built.ok && built.request.expectedPlayers).toBe(18);
    expect(built.ok && built.request.needBy).toBeNull();
  });

  it('names each wrong field with the API’s message', () => {
    const built = buildCollectionRequest(DESIGN, { ...filled, title: ' ', pieces: [], expectedPlayers: '1.5' }, NOW, ZONE);
    expect(built).toEqual({
      ok: false,
      errors: { title: COLLECTION_MESSAGES.titleRequired, pieces: COLLECTION_MESSAGES.piecesRequired, expectedPlayers: 'The expected players must be a whole number' },
    });
    expect(buildCollectionRequest(DESIGN, { ...filled, expectedPlayers: '101' }, NOW, ZONE)).toEqual({ ok: false, errors: { expectedPlayers: 'At most 100 players' } });
  });

  it('refuses a deadline past, too far or missing, and a need-by day before it closes', () => {
    expect(buildCollectionRequest(DESIGN, { ...filled, deadlineDay: '2026-11-29', deadlineTime: '09:59' }, NOW, ZONE)).toEqual({ ok: false, errors: { deadline: COLLECTION_MESSAGES.deadlinePast } });
    expect(buildCollectionRequest(DESIGN, { ...filled, deadlineDay: '2027-06-30' }, NOW, ZONE)).toMatchObject({ ok: false, errors: { deadline: COLLECTION_MESSAGES.deadlineTooFar } });
    expect(buildCollectionRequest(DESIGN, { ...filled, deadlineTime: '' }, NOW, ZONE)).toMatchObject({ ok: false, errors: { deadline: expect.stringContaining('date and time') } });
    expect(buildCollectionRequest(DESIGN, { ...filled, needBy: '2026-12-03' }, NOW, ZONE)).toEqual({ ok: false, errors: { needBy: COLLECTION_MESSAGES.needByBeforeDeadline } });
  });
});
