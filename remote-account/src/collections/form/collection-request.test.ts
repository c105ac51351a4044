import { COLLECTION_MESSAGES, PLAYERS_PAY_MESSAGES } from '@teamwear/shared/contracts';
import { buildCollectionRequest, buildDetailsChange, playersPayRefusalOf, type CollectionFormValues } from './collection-request';

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
        playersPay: false,
      },
    });
  });

  it('asks for players pay only when the box is ticked', () => {
    expect(buildCollectionRequest(DESIGN, { ...filled, playersPay: true }, NOW, ZONE)).toMatchObject({ ok: true, request: { playersPay: true } });
    expect(buildCollectionRequest(DESIGN, { ...filled, playersPay: false }, NOW, ZONE)).toMatchObject({ ok: true, request: { playersPay: false } });
    expect(buildCollectionRequest(DESIGN, { ...filled, playersPay: undefined }, NOW, ZONE)).toMatchObject({ ok: true, request: { playersPay: false } });
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

describe('playersPayRefusalOf', () => {
  it('tells a shop that takes no phone payment from a garment without a price', () => {
    expect(playersPayRefusalOf({ error: { code: 'PLAYERS_PAY_UNAVAILABLE', message: PLAYERS_PAY_MESSAGES.noMethod } })).toBe('noMethod');
    expect(playersPayRefusalOf({ error: { code: 'PLAYERS_PAY_UNAVAILABLE', message: PLAYERS_PAY_MESSAGES.notPriced } })).toBe('notPriced');
  });

  it('is no refusal of players pay for any other failure', () => {
    expect(playersPayRefusalOf({ error: { code: 'NOT_FOUND', message: 'No such design' } })).toBeNull();
    expect(playersPayRefusalOf({ error: { code: 'PLAYERS_PAID', message: PLAYERS_PAY_MESSAGES.alreadyPaid } })).toBeNull();
  });
});

describe('buildDetailsChange', () => {
  // Closes Friday 4 December 2026 at 18:00 in Phnom Penh (11:00 UTC).
  const started = { title: 'Angkor FC 2027 home kit', message: null, expectedPlayers: 18, needBy: '2026-12-20', deadline: '2026-12-04T11:00:00.000Z' };
  const typed = { title: 'Angkor FC 2027 home kit', message: '', expectedPlayers: '18', needBy: '2026-12-20' };

  it('sends only what changed, as the API keeps it (the title trimmed, Khmer digits read)', () => {
    expect(buildDetailsChange({ ...typed, title: ' Angkor FC away kit ', expectedPlayers: '២០' }, started, ZONE)).toEqual({
      ok: true,
      change: { title: 'Angkor FC away kit', expectedPlayers: 20 },
    });
    expect(buildDetailsChange({ ...typed, needBy: '', message: 'Bring your boots' }, started, ZONE)).toEqual({ ok: true, change: { needBy: null, message: 'Bring your boots' } });
  });

  it('sends nothing when nothing changed (spaces around the title are no change)', () => {
    expect(buildDetailsChange({ ...typed, title: `${started.title}  ` }, started, ZONE)).toEqual({ ok: true, change: null });
  });

  it('refuses a need-by day moved before the deadline’s shop day, with the API’s message, and takes the day itself', () => {
    expect(buildDetailsChange({ ...typed, needBy: '2026-12-03' }, started, ZONE)).toEqual({ ok: false, errors: { needBy: COLLECTION_MESSAGES.needByBeforeDeadline } });
    expect(buildDetailsChange({ ...typed, needBy: '2026-12-04' }, started, ZONE)).toEqual({ ok: true, change: { needBy: '2026-12-04' } });
  });

  it('does not check an unchanged need-by day against a deadline moved past it (a reopening)', () => {
    const reopened = { ...started, deadline: '2026-12-22T11:00:00.000Z' };
    expect(buildDetailsChange({ ...typed, title: 'Away kit' }, reopened, ZONE)).toEqual({ ok: true, change: { title: 'Away kit' } });
  });

  it('names each wrong field with the start form’s messages', () => {
    expect(buildDetailsChange({ ...typed, title: '  ', expectedPlayers: 'many', message: 'x'.repeat(501) }, started, ZONE)).toEqual({
      ok: false,
      errors: { title: COLLECTION_MESSAGES.titleRequired, expectedPlayers: 'The expected players must be a whole number', message: 'The message must be at most 500 characters' },
    });
    expect(buildDetailsChange({ ...typed, expectedPlayers: '0' }, started, ZONE)).toEqual({ ok: false, errors: { expectedPlayers: 'At least 1 player' } });
  });
});
