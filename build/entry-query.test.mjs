import { contentQuery, withEntryQueries } from './entry-query.mjs';

describe('the shell entry query', () => {
  it('names the bytes, not where they were built', () => {
    const bytes = Buffer.from('console.log("shell")');
    expect(contentQuery(bytes)).toBe(contentQuery(Buffer.from('console.log("shell")')));
    expect(contentQuery(bytes)).toMatch(/^[0-9a-f]{20}$/);
    expect(contentQuery(Buffer.from('console.log("shell 2")'))).not.toBe(contentQuery(bytes));
  });

  it('puts each entry query where the page names the entry', () => {
    const html = '<script defer src=/assets/main.js?__ENTRY_CONTENT_QUERY__></script><script src=/other.js></script>';
    expect(withEntryQueries(html, { '/assets/main.js': 'abc123' })).toBe('<script defer src=/assets/main.js?abc123></script><script src=/other.js></script>');
  });
});
