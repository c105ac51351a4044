import { logoFileProblem } from './logo-file';

describe('a logo file chosen in the back office', () => {
  it('takes a PNG, JPEG, WebP or SVG of 512 KB at most', () => {
    expect(logoFileProblem({ type: 'image/png', size: 512 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/svg+xml', size: 2_000 })).toBeNull();
  });

  it('says a larger file is too large, in KB, and another type is not a picture it takes', () => {
    expect(logoFileProblem({ type: 'image/jpeg', size: 512 * 1024 + 1 })).toEqual({ kind: 'tooLarge', sizeKb: 513 });
    expect(logoFileProblem({ type: 'image/gif', size: 100 })).toEqual({ kind: 'wrongType' });
    expect(logoFileProblem({ type: 'application/pdf', size: 100 })).toEqual({ kind: 'wrongType' });
  });
});
