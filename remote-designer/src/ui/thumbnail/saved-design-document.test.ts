import type { callEndpoint } from '@teamwear/shared/api';
import { createDesign, type Design } from '@teamwear/design';
import { NOW } from '@teamwear/design/test-utils';
import { fetchSavedDocument, forgetSavedDocuments, savedDesignDocument } from './saved-design-document';

const polo = createDesign('polo', NOW);

/** A stand-in for the API client answering one design, or a failure. */
function answering(answer: { status: number; document?: unknown }): typeof callEndpoint {
  return (async (_endpoint: unknown, parts: { params: { id: string } }) => {
    if (answer.status !== 200) return { ok: false, status: answer.status, error: { code: 'NOT_FOUND', message: 'Not found' } };
    return { ok: true, status: 200, data: { data: { id: parts.params.id, document: answer.document } } };
  }) as typeof callEndpoint;
}

describe('fetchSavedDocument', () => {
  it('opens a stored document as the studio does, an older format included', async () => {
    await expect(fetchSavedDocument('d1', answering({ status: 200, document: polo }))).resolves.toMatchObject({ product: 'polo' });
    const minimal = await fetchSavedDocument('d2', answering({ status: 200, document: { schemaVersion: 1, product: 'soccer', teamName: 'Angkor FC' } }));
    expect(minimal).toMatchObject({ product: 'soccer', teamName: 'Angkor FC' });
    expect(minimal?.layers).toEqual([]);
  });

  it('answers null for a design that is gone or cannot be read', async () => {
    await expect(fetchSavedDocument('d1', answering({ status: 404 }))).resolves.toBeNull();
    await expect(fetchSavedDocument('d1', answering({ status: 200, document: { schemaVersion: 1, product: 'kite' } }))).resolves.toBeNull();
  });
});

describe('savedDesignDocument', () => {
  beforeEach(() => forgetSavedDocuments());

  it('fetches each save of a design once, and a newer save again', async () => {
    const fetched: string[] = [];
    const fetchDocument = async (id: string): Promise<Design> => {
      fetched.push(id);
      return polo;
    };
    await savedDesignDocument({ id: 'a', version: 1 }, fetchDocument);
    await savedDesignDocument({ id: 'a', version: 1 }, fetchDocument);
    expect(fetched).toEqual(['a']);
    await savedDesignDocument({ id: 'a', version: 2 }, fetchDocument);
    expect(fetched).toEqual(['a', 'a']);
  });

  it('tries again after a failed read', async () => {
    let answers: (Design | null)[] = [null, polo];
    const fetchDocument = async () => {
      const [next, ...rest] = answers;
      answers = rest;
      return next ?? null;
    };
    await expect(savedDesignDocument({ id: 'b', version: 3 }, fetchDocument)).resolves.toBeNull();
    await expect(savedDesignDocument({ id: 'b', version: 3 }, fetchDocument)).resolves.toBe(polo);
  });

  it('remembers a bounded number of documents, forgetting the oldest', async () => {
    const fetched: string[] = [];
    const fetchDocument = async (id: string) => {
      fetched.push(id);
      return polo;
    };
    for (let index = 0; index <= 60; index += 1) await savedDesignDocument({ id: `d${index}`, version: 1 }, fetchDocument);
    await savedDesignDocument({ id: 'd60', version: 1 }, fetchDocument);
    await savedDesignDocument({ id: 'd0', version: 1 }, fetchDocument);
    expect(fetched.filter((id) => id === 'd60')).toHaveLength(1);
    expect(fetched.filter((id) => id === 'd0')).toHaveLength(2);
  });
});
