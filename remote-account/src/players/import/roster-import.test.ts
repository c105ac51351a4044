import { DEFAULT_SIZE_CHART, MAX_PLAYERS_PER_CUSTOMER, PLAYER_MESSAGES } from '@teamwear/shared/contracts';
import { readRoster, type RosterReading } from './roster-import';

const chart = DEFAULT_SIZE_CHART;

function rowsOf(reading: RosterReading) {
  if (reading.kind !== 'rows') throw new Error(`expected rows, got ${reading.kind}`);
  return reading;
}

describe('readRoster', () => {
  it('reads an exported roster (English header, byte order mark, CRLF) into the players the API stores', () => {
    const reading = rowsOf(readRoster('\uFEFFname,number,size,team\r\nSok Dara,10,M,U12\r\nស្រីនាង,7,S,\r\n', chart));
    expect(reading).toMatchObject({ delimiter: ',', headerRow: true, invalidRows: 0 });
    expect(reading.players).toEqual([
      { name: 'Sok Dara', number: 10, size: 'M', team: 'U12' },
      { name: 'ស្រីនាង', number: 7, size: 'S', team: null },
    ]);
  });

  it('matches Khmer header names in any order and keeps Khmer names exactly', () => {
    const name = 'សុខ ច័ន្ទដារ៉ា';
    const reading = rowsOf(readRoster(`ក្រុម,ទំហំ,ឈ្មោះ,លេខ\nក្រុមក,L,${name},៩`, chart));
    expect(reading.players).toEqual([{ name, number: 9, size: 'L', team: 'ក្រុមក' }]);
    expect(reading.players?.[0]?.name.normalize('NFC')).toBe(name.normalize('NFC'));
    expect(reading.players?.[0]?.name).toBe(name);
  });

  it('reads quoted cells holding commas and quotes', () => {
    const reading = rowsOf(readRoster('Player,No.,Shirt size,Team\n"Chan, Vibol",4,XL,"U14 ""Tigers"""\n', chart));
    expect(reading.players).toEqual([{ name: 'Chan, Vibol', number: 4, size: 'XL', team: 'U14 "Tigers"' }]);
  });

  it('refuses a name or team holding a line break or a terminal escape, saying which field', () => {
    const file = 'name,number,size,team\n"Line\nBreak",5,M,\n"Dara\u001b[2K\rproof approved",6,M,"U12\u001b]52;c;eA==\u0007"\nSok\u202eadaR,7,M,\nSophal,8,M,U12';
    const reading = rowsOf(readRoster(file, chart));
    expect(reading.players).toBeNull();
    expect(reading.invalidRows).toBe(3);
    expect(reading.rows.map((row) => (row.check.ok ? null : row.check.errors))).toEqual([
      { name: PLAYER_MESSAGES.nameControl },
      { name: PLAYER_MESSAGES.nameControl, team: PLAYER_MESSAGES.teamControl },
      { name: PLAYER_MESSAGES.nameControl },
      null,
    ]);
    expect(PLAYER_MESSAGES.nameControl).toBe('Name cannot contain control characters');
  });

  it('reads a block pasted from a spreadsheet (tab-separated), commas in names and all', () => {
    const pasted = 'Name\tNumber\tSize\tTeam\nChan, Vibol\t11\t2XL\tSenior\nKeo Sophal\t12\t10Y\tKids\n';
    const reading = rowsOf(readRoster(pasted, chart));
    expect(reading.delimiter).toBe('\t');
    expect(reading.players).toEqual([
      { name: 'Chan, Vibol', number: 11, size: '2XL', team: 'Senior' },
      { name: 'Keo Sophal', number: 12, size: '10Y', team: 'Kids' },
    ]);
  });

  it('reads rows pasted without a header in the export’s column order', () => {
    const reading = rowsOf(readRoster('Sok Dara\t10\tM\tU12\nKeo Sophal\t11\tL', chart));
    expect(reading.headerRow).toBe(false);
    expect(reading.rows.map((row) => row.row)).toEqual([1, 2]);
    expect(reading.players).toEqual([
      { name: 'Sok Dara', number: 10, size: 'M', team: 'U12' },
      { name: 'Keo Sophal', number: 11, size: 'L', team: null },
    ]);
  });

  it('takes the common spellings of the shop’s sizes: XXXL is 3XL, in English and Khmer files alike', () => {
    const english = rowsOf(readRoster('name,number,size\nDara,3,XXXL\nVibol,4,xxl\nSophal,5, 4 XL \nMary,6,XXXXL', chart));
    expect(english.invalidRows).toBe(0);
    expect(english.players?.map((player) => player.size)).toEqual(['3XL', '2XL', '4XL', '4XL']);
    const khmer = rowsOf(readRoster('ឈ្មោះ,លេខ,ទំហំ\nសុខ ដារា,៧,XXXL', chart));
    expect(khmer.players).toEqual([{ name: 'សុខ ដារា', number: 7, size: '3XL', team: null }]);
  });

  it('reads semicolon-separated files', () => {
    expect(rowsOf(readRoster('name;number;size\nDara;3;M', chart)).players).toEqual([{ name: 'Dara', number: 3, size: 'M', team: null }]);
  });

  it('names the required columns a header lacks, and a team column is optional', () => {
    expect(readRoster('Name,Team\nDara,U12', chart)).toEqual({ kind: 'missingColumns', missing: ['number', 'size'] });
    expect(readRoster('Dara', chart)).toEqual({ kind: 'missingColumns', missing: ['number', 'size'] });
    expect(rowsOf(readRoster('Name,Number,Size\nDara,1,M', chart)).players).toEqual([{ name: 'Dara', number: 1, size: 'M', team: null }]);
  });

  it('skips blank lines but keeps each row’s number in the file', () => {
    const reading = rowsOf(readRoster('\n\nname,number,size\n\nDara,1,M\n,,\n   \nVibol,2,L\n\n', chart));
    expect(reading.rows.map((row) => [row.row, row.fields.name])).toEqual([
      [5, 'Dara'],
      [8, 'Vibol'],
    ]);
  });

  it('shows each row’s problems with the API’s messages and gives no players to import', () => {
    const reading = rowsOf(readRoster('name,number,size\nDara,10,M\n,,M\nVibol,100,M\nSophal,7,XXS', chart));
    expect(reading.invalidRows).toBe(3);
    expect(reading.players).toBeNull();
    expect(reading.rows.map((row) => (row.check.ok ? {} : row.check.errors))).toEqual([
      {},
      { name: PLAYER_MESSAGES.nameRequired, number: PLAYER_MESSAGES.numberRequired },
      { number: PLAYER_MESSAGES.numberInvalid },
      { size: PLAYER_MESSAGES.sizeUnknown },
    ]);
    expect(reading.rows.map((row) => row.row)).toEqual([2, 3, 4, 5]);
  });

  it('undoes the apostrophe a spreadsheet puts before a formula-like cell', () => {
    expect(rowsOf(readRoster("name,number,size,team\n'=Dara,1,M,'-U12", chart)).players).toEqual([{ name: '=Dara', number: 1, size: 'M', team: '-U12' }]);
  });

  it('warns (without refusing) about two rows of one team with the same number', () => {
    const reading = rowsOf(readRoster('name,number,size,team\nA,10,M,U12\nB,10,M,U12\nC,10,M,U14', chart));
    expect(reading.rows.map((row) => row.duplicateNumber)).toEqual([true, true, false]);
    expect(reading.players).toHaveLength(3);
  });

  it('refuses a row whose quote is never closed', () => {
    const reading = rowsOf(readRoster('name,number,size\nDara,1,M\n"Vibol,2,L\nSophal,3,S', chart));
    expect(reading.rows.find((row) => row.brokenQuotes)?.row).toBe(3);
    expect(reading.players).toBeNull();
  });

  it('answers empty for nothing but blanks or a header alone', () => {
    expect(readRoster('', chart)).toEqual({ kind: 'empty' });
    expect(readRoster(' \n\t\n', chart)).toEqual({ kind: 'empty' });
    expect(readRoster('name,number,size\n', chart)).toEqual({ kind: 'empty' });
  });

  it('refuses more rows than a roster holds', () => {
    const lines = Array.from({ length: MAX_PLAYERS_PER_CUSTOMER + 1 }, (_, i) => `P${i},${i % 100},M`);
    expect(readRoster(`name,number,size\n${lines.join('\n')}`, chart)).toEqual({ kind: 'tooManyRows', rows: MAX_PLAYERS_PER_CUSTOMER + 1 });
  });

  it('reads and checks a 1,000-row roster well within the import’s 2 s', () => {
    const sizes = ['S', 'M', 'L', 'XL'];
    const lines = Array.from({ length: 1000 }, (_, i) => `កីឡាករ ${i},${i % 100},${sizes[i % 4]},Team ${Math.floor(i / 100)}`);
    const started = performance.now();
    const reading = rowsOf(readRoster(`\uFEFFname,number,size,team\n${lines.join('\n')}`, chart));
    const elapsed = performance.now() - started;
    expect(reading.players).toHaveLength(1000);
    expect(reading.players?.[999]).toEqual({ name: 'កីឡាករ 999', number: 99, size: 'XL', team: 'Team 9' });
    // Half the budget: the other half is the request, the insert and the reload.
    expect(elapsed).toBeLessThan(1000);
  });
});
