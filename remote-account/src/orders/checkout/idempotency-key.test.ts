import { createKeyKeeper, KEY_KEPT_FOR_MS, KEYS_KEPT, type KeyStorage } from './idempotency-key';

/** localStorage as two tabs of one site share it. */
function sharedStorage(): KeyStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (name) => entries.get(name) ?? null, setItem: (name, value) => void entries.set(name, value) };
}

function keys() {
  let made = 0;
  return () => `key-${++made}`;
}

const form = { designId: 'd', players: [{ playerId: 'p1', size: 'M' }], address: 'Phnom Penh', phone: '012 111 222' };

describe('the Idempotency-Key of a filled form', () => {
  it('stays the same while the form is the same, and changes with the form', () => {
    const keeper = createKeyKeeper({ storage: sharedStorage(), name: 'order-key.d', newKey: keys() });
    const first = keeper.keyFor(form);
    expect(keeper.keyFor({ ...form })).toBe(first);
    const changed = keeper.keyFor({ ...form, address: 'Siem Reap' });
    expect(changed).not.toBe(first);
    // Changed back: the same order again (if the first was placed, the API answers that one).
    expect(keeper.keyFor(form)).toBe(first);
  });

  it('keeps the keys of the latest forms only', () => {
    let clock = 0;
    const timed = createKeyKeeper({ storage: sharedStorage(), name: 'order-key.d', newKey: keys(), now: () => clock });
    const first = timed.keyFor(form);
    for (let i = 0; i < KEYS_KEPT; i += 1) {
      clock += 1;
      timed.keyFor({ ...form, note: String(i) });
    }
    expect(timed.keyFor(form)).not.toBe(first);
  });

  it('is shared by two tabs holding the same form', () => {
    const storage = sharedStorage();
    const tabOne = createKeyKeeper({ storage, name: 'order-key.d', newKey: () => 'from-tab-one' });
    const tabTwo = createKeyKeeper({ storage, name: 'order-key.d', newKey: () => 'from-tab-two' });
    expect(tabOne.keyFor(form)).toBe('from-tab-one');
    // The second tab passes through other forms while it is filled in, and ends on the same one.
    expect(tabTwo.keyFor({ ...form, address: 'Phnom' })).toBe('from-tab-two');
    expect(tabTwo.keyFor(form)).toBe('from-tab-one');
  });

  it('is new for the same form a day later, and after the API refused it', () => {
    let clock = 0;
    const keeper = createKeyKeeper({ storage: sharedStorage(), name: 'order-key.d', newKey: keys(), now: () => clock });
    const first = keeper.keyFor(form);
    clock += KEY_KEPT_FOR_MS;
    const nextDay = keeper.keyFor(form);
    expect(nextDay).not.toBe(first);
    keeper.forget(form);
    expect(keeper.keyFor(form)).not.toBe(nextDay);
  });

  it('still holds for the page when the storage refuses', () => {
    const refusing: KeyStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const keeper = createKeyKeeper({ storage: refusing, name: 'order-key.d', newKey: keys() });
    expect(keeper.keyFor(form)).toBe(keeper.keyFor(form));
  });

  it('makes keys the API accepts (8 to 128 visible characters)', () => {
    const keeper = createKeyKeeper({ storage: null, name: 'order-key.d' });
    expect(keeper.keyFor(form)).toMatch(/^[\x21-\x7e]{8,128}$/);
  });
});
