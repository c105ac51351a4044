import { decodeRosterFile, MAX_ROSTER_FILE_BYTES } from './roster-file';

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16le(text: string, bom = true): Uint8Array {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    bytes[(bom ? 2 : 0) + i * 2] = code & 0xff;
    bytes[(bom ? 2 : 0) + i * 2 + 1] = code >> 8;
  }
  return bytes;
}

describe('decodeRosterFile', () => {
  it('reads UTF-8 and drops its byte order mark', () => {
    expect(decodeRosterFile(utf8('\uFEFFname,number\nសុខ ដារា,10'))).toEqual({ ok: true, text: 'name,number\nសុខ ដារា,10' });
    expect(decodeRosterFile(utf8('name\nDara'))).toEqual({ ok: true, text: 'name\nDara' });
  });

  it('reads Excel’s "Unicode text" (UTF-16 with its byte order mark) with Khmer names intact', () => {
    expect(decodeRosterFile(utf16le('ឈ្មោះ\tលេខ\nស្រីនាង\t7'))).toEqual({ ok: true, text: 'ឈ្មោះ\tលេខ\nស្រីនាង\t7' });
  });

  it('refuses a workbook saved as is, with its own reason', () => {
    expect(decodeRosterFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({ ok: false, problem: 'workbook' });
    expect(decodeRosterFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toEqual({ ok: false, problem: 'workbook' });
  });

  it('refuses text in another encoding instead of mangling the names', () => {
    // "Café" in Windows-1252: 0xE9 is not UTF-8.
    expect(decodeRosterFile(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toEqual({ ok: false, problem: 'notText' });
    expect(decodeRosterFile(new Uint8Array([0x41, 0x00, 0x42]))).toEqual({ ok: false, problem: 'notText' });
  });

  it('refuses an empty file and one far bigger than a roster', () => {
    expect(decodeRosterFile(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    expect(decodeRosterFile(new Uint8Array(MAX_ROSTER_FILE_BYTES + 1).fill(0x41))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
