import { DESIGN_TEAM_NAME_MAX_LENGTH } from './design-limits';
import { DesignDocumentEnvelope } from './designs';
import { DesignDocumentEnvelope as AnswerEnvelope } from './mini/designs';
import { readingOf, readingsOf } from './mini/read-alike';

describe('a design document’s envelope: the one a save is checked with, and an answer’s (zod/mini)', () => {
  const document = { schemaVersion: 3, product: 'soccer', teamName: 'Angkor Lions', parts: { shirt: { colour: '#112233' } }, texts: [{ value: 'ក្រុម' }] };
  const samples = [
    document,
    { ...document, teamName: '' },
    { ...document, teamName: 'Line one\nline two' },
    { ...document, teamName: 'x'.repeat(DESIGN_TEAM_NAME_MAX_LENGTH) },
    { ...document, teamName: 'x'.repeat(DESIGN_TEAM_NAME_MAX_LENGTH + 1) },
    { ...document, teamName: 'bell\u0007' },
    { ...document, teamName: 'nul\u0000' },
    { ...document, teamName: 'lone \ud800' },
    { ...document, teamName: 'bidi \u202e' },
    { ...document, teamName: 12 },
    { ...document, teamName: undefined },
    { ...document, schemaVersion: 0 },
    { ...document, schemaVersion: 1.5 },
    { ...document, schemaVersion: '3' },
    { ...document, schemaVersion: undefined },
    { ...document, product: 'kite' },
    { ...document, product: undefined },
    {},
    [],
    null,
    'a document',
    undefined,
  ];

  it('reads each document alike: the same value, or the same messages at the same paths', () => {
    const { request, answer } = readingsOf(DesignDocumentEnvelope, AnswerEnvelope, samples);
    expect(answer).toEqual(request);
  });

  it('keeps what the studio stores beyond the envelope, and names what is wrong', () => {
    expect(readingOf(AnswerEnvelope, document)).toEqual({ reads: document });
    expect(readingOf(AnswerEnvelope, { ...document, schemaVersion: 0, teamName: 'bell\u0007' })).toEqual({
      refuses: ['schemaVersion: schemaVersion must be at least 1', 'teamName: Team name cannot contain control characters'],
    });
    expect(readingOf(AnswerEnvelope, undefined)).toEqual({ refuses: [': The design document is required'] });
  });
});
