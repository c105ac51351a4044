import { ORDER_STATUSES } from '@teamwear/shared/contracts';
import { statusSeverity } from '@teamwear/shared/orders';
import { contrastRatio, SEVERITY_COLOURS, tagColours } from './status-colours';

const EMERALD = { color: '#10b981', text: '#111827' };

describe('status tag colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('writes every status readably (WCAG AA for small text) on its tag', () => {
    for (const status of ORDER_STATUSES) {
      const colours = tagColours(statusSeverity(status), EMERALD);
      expect({ status, readable: contrastRatio(colours.color, colours.background) >= 4.5 }).toEqual({ status, readable: true });
    }
  });

  it('gives the product’s severities distinct colours, the shop colour to COMPLETED', () => {
    const backgrounds = Object.values(SEVERITY_COLOURS).map((colours) => colours.background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
    expect(tagColours(statusSeverity('COMPLETED'), EMERALD)).toEqual({ color: '#111827', background: '#10b981', border: '#10b981' });
    expect(tagColours(statusSeverity('REVIEWING'), EMERALD)).toBe(SEVERITY_COLOURS.info);
  });

  it('paints READY in a colour of its own that does not say "error" (issue 33: it was red)', () => {
    const ready = tagColours(statusSeverity('READY'), EMERALD);
    expect(ready).not.toEqual(tagColours(statusSeverity('REJECTED'), EMERALD));
    expect(ready).not.toEqual(tagColours(statusSeverity('CANCELED'), EMERALD));
    expect(ready).toBe(SEVERITY_COLOURS.ready);
    expect(tagColours(statusSeverity('CANCELED'), EMERALD)).toBe(SEVERITY_COLOURS.danger);
  });
});
