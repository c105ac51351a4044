import { embedSnippet, originRow, partnersRequest, refusalsByRow } from './partners-form';

describe('the partner sites form', () => {
  it('sends the filled rows and names the rows the rules refuse', () => {
    const rows = [originRow('https://club.example.org'), originRow('  '), originRow('http://club.example.org'), originRow('HTTPS://CLUB.example.org/')];
    const request = partnersRequest(rows);
    expect(request.allowedOrigins).toEqual(['https://club.example.org', 'http://club.example.org', 'HTTPS://CLUB.example.org/']);
    expect(request.rowOfEntry).toEqual([rows[0]?.id, rows[2]?.id, rows[3]?.id]);
    expect(request.problems).toEqual({ [rows[2]?.id ?? -1]: 'notHttps', [rows[3]?.id ?? -1]: 'duplicate' });
    expect(request.tooMany).toBe(false);
  });

  it('puts the API’s refusal of a sent entry on its row, skipping the empty rows not sent', () => {
    const rows = [originRow(''), originRow('https://a.example'), originRow('https://b.example')];
    const { rowOfEntry } = partnersRequest(rows);
    expect(refusalsByRow({ 'allowedOrigins.1': 'No', allowedOrigins: 'Too many' }, rowOfEntry)).toEqual({ rows: { [rows[2]?.id ?? -1]: 'No' }, list: 'Too many' });
  });

  it('writes the snippet with the shop’s origin and key', () => {
    const { html, script } = embedSnippet('https://shop.example', 'sk_AbCdEfGhIjKlMnOpQrStUv-_');
    expect(html).toContain('<script src="https://shop.example/embed.js"></script>');
    expect(script).toContain("shop: 'sk_AbCdEfGhIjKlMnOpQrStUv-_'");
  });
});
