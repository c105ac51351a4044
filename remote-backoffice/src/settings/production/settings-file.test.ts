import { readSettingsFile, refusalsOf, resetRequest, uploadRequest, type ReadList } from './settings-file';

const readOk = (name: string, text: string, list: 'inks' | 'printAreas'): ReadList => {
  const reading = readSettingsFile(name, text, list);
  if (!reading.ok) throw new Error(`not read: ${JSON.stringify(reading.problem)}`);
  return reading.read;
};

describe('an ink list or print areas from a file, as the CLI takes them', () => {
  it('reads a spreadsheet’s CSV export: columns in any order, under the names the CLI takes, with a byte order mark', () => {
    const read = readOk('inks.csv', '\uFEFFColour,Ink\r\n#FF0000, Red \r\n\r\n#00ff00,"Green, bright"\r\n', 'inks');
    expect(uploadRequest(read)).toEqual({ inks: [{ name: 'Red', hex: '#FF0000' }, { name: 'Green, bright', hex: '#00ff00' }] });
    expect(read.lines).toEqual([2, 4]);
  });

  it('counts the lines of the file itself: blank lines, and a quoted value over two lines', () => {
    const read = readOk('inks.csv', 'name,hex\n\n"Deep\nred",#800000\nBlue,#0000ff\n', 'inks');
    expect(read.rows).toEqual([{ name: 'Deep\nred', hex: '#800000' }, { name: 'Blue', hex: '#0000ff' }]);
    expect(read.lines).toEqual([3, 5]);
  });

  it('reads print areas with their sizes in cm as numbers, and leaves what is not a number for the API to name', () => {
    const read = readOk('areas.csv', 'garment,size,side,width_cm,height_cm\nsoccer,M,front,28,35.5\npolo,L,back,wide,\n', 'printAreas');
    expect(uploadRequest(read)).toEqual({
      printAreas: [
        { garment: 'soccer', size: 'M', side: 'front', widthCm: 28, heightCm: 35.5 },
        { garment: 'polo', size: 'L', side: 'back', widthCm: 'wide', heightCm: '' },
      ],
    });
  });

  it('says which columns a CSV file lacks', () => {
    expect(readSettingsFile('inks.csv', 'name,code\nRed,#f00\n', 'inks')).toEqual({ ok: false, problem: { kind: 'missingColumns', wanted: ['name', 'hex'], found: ['name', 'code'] } });
  });

  it('refuses an empty file, and one with no rows under its header (which would clear the list without a confirm)', () => {
    expect(readSettingsFile('inks.csv', '  \n', 'inks')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(readSettingsFile('areas.csv', 'garment,size,side,width,height\n', 'printAreas')).toEqual({ ok: false, problem: { kind: 'noRows' } });
    expect(readSettingsFile('inks.json', '[]', 'inks')).toEqual({ ok: false, problem: { kind: 'noRows' } });
  });

  it('reads JSON: a bare list, { inks: [...] }, or the API’s answer, whose print areas set by the catalogue are left out', () => {
    expect(uploadRequest(readOk('inks.json', '[{"name":"Red","hex":"#ff0000"}]', 'inks'))).toEqual({ inks: [{ name: 'Red', hex: '#ff0000' }] });
    expect(uploadRequest(readOk('export.txt', ' {"inks":[{"name":"Red","hex":"#ff0000"}]}', 'inks'))).toEqual({ inks: [{ name: 'Red', hex: '#ff0000' }] });
    const answer = {
      data: {
        inks: [],
        printAreas: [
          { garment: 'soccer', size: 'M', side: 'front', widthCm: 30, heightCm: 40, shopSet: true },
          { garment: 'soccer', size: 'L', side: 'front', widthCm: 31, heightCm: 41, shopSet: false },
        ],
      },
    };
    expect(uploadRequest(readOk('settings.json', JSON.stringify(answer), 'printAreas'))).toEqual({ printAreas: [{ garment: 'soccer', size: 'M', side: 'front', widthCm: 30, heightCm: 40 }] });
  });

  it('says when a JSON file is not JSON or holds no list', () => {
    const broken = readSettingsFile('inks.json', '{"inks": [', 'inks');
    expect(broken.ok ? null : broken.problem.kind).toBe('notJson');
    expect(readSettingsFile('inks.json', '{"colours": []}', 'inks')).toEqual({ ok: false, problem: { kind: 'noList' } });
  });

  it('resets one list and leaves the other', () => {
    expect(resetRequest('inks')).toEqual({ inks: null });
    expect(resetRequest('printAreas')).toEqual({ printAreas: null });
  });
});

describe('the API’s refusal, placed back in the file', () => {
  it('names a CSV file’s line and column for each refused value', () => {
    const read = readOk('inks.csv', 'name,hex\nRed,#ff0000\n\nBlue,blue\nRed,#f00\n', 'inks');
    const refusal = { message: 'Some fields are invalid', fields: { 'inks.1.hex': 'hex must be a colour like #1A2B3C', 'inks.2.name': 'Two inks are named "Red": give each its own name' } };
    expect(refusalsOf(refusal, read)).toEqual([
      { place: { line: 4, column: 'hex' }, message: 'hex must be a colour like #1A2B3C' },
      { place: { line: 5, column: 'name' }, message: 'Two inks are named "Red": give each its own name' },
    ]);
  });

  it('names a JSON list’s row, a whole row, or the whole list', () => {
    const read = readOk('areas.json', '[{"garment":"soccer"},{"garment":"polo"}]', 'printAreas');
    expect(refusalsOf({ message: 'x', fields: { 'printAreas.1.side': 'A polo has no sleeve side' } }, read)).toEqual([{ place: { row: 2, column: 'side' }, message: 'A polo has no sleeve side' }]);
    expect(refusalsOf({ message: 'x', fields: { 'printAreas.0': 'The print area of soccer M front is given twice' } }, read)).toEqual([{ place: { row: 1 }, message: 'The print area of soccer M front is given twice' }]);
    expect(refusalsOf({ message: 'A shop sets at most 1000 print areas', fields: { printAreas: 'A shop sets at most 1000 print areas' } }, read)).toEqual([{ message: 'A shop sets at most 1000 print areas' }]);
    expect(refusalsOf({ message: 'Something went wrong!' }, read)).toEqual([{ message: 'Something went wrong!' }]);
  });
});
