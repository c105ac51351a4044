import Papa from 'papaparse';
import { fromCsvCell } from '@teamwear/shared/contracts';
import { spreadsheetCsv } from './spreadsheet-csv';

const cellsOf = (csv: string, delimiter = ',') => Papa.parse<string[]>(csv.trimEnd(), { delimiter }).data;
/** The cells a spreadsheet would run, reading the file with this separator. */
const formulaCells = (csv: string, delimiter: string) => cellsOf(csv, delimiter).flat().filter((cell) => /^[=+\-@\t\r]/.test(cell.replace(/^"/, '')));

describe('spreadsheetCsv', () => {
  it('writes a leading apostrophe before every text that starts like a formula, and quotes it', () => {
    const formulas = ['=HYPERLINK("http://evil.example","Click")', '+855 12', '-2+3', '@SUM(A1)'];
    const csv = spreadsheetCsv(['name'], formulas.map((name) => [name]));
    const cells = cellsOf(csv).slice(1).map(([cell]) => cell ?? '');
    expect(cells).toEqual(formulas.map((name) => `'${name}`));
    for (const line of csv.split('\r\n').slice(1, -1)) expect(line).toMatch(/^"'/);
    // The roster import reads them back as they were typed.
    expect(cells.map(fromCsvCell)).toEqual(formulas);
  });

  it('neutralises a formula after a separator inside a text, which a reader splitting at ; would start a cell with', () => {
    const typed = ["x;=cmd|' /C calc'!A0", 'a,=1+1', 'b; "@SUM(A1)', 'Chan, Vibol', 'U14 "Tigers"'];
    const csv = spreadsheetCsv(['file', 'player'], typed.map((name, index) => [`players/${index}.png`, name]));
    expect(csv).toBe(
      [
        'file,player',
        `players/0.png,"x;'=cmd|' /C calc'!A0"`,
        `players/1.png,"a,'=1+1"`,
        `players/2.png,"b; ""'@SUM(A1)"`,
        'players/3.png,"Chan, Vibol"',
        'players/4.png,"U14 ""Tigers"""',
        '',
      ].join('\r\n'),
    );
    // Read as Excel does with a comma, where its list separator is a semicolon, or as tab-separated: nothing runs.
    for (const delimiter of [',', ';', '\t']) expect({ delimiter, cells: formulaCells(csv, delimiter) }).toEqual({ delimiter, cells: [] });
    expect(cellsOf(csv).slice(1).map(([, player]) => fromCsvCell(player ?? ''))).toEqual(typed);
  });

  it('shows the control characters of a name stored before they were refused as escapes, never raw', () => {
    const csv = spreadsheetCsv(['player'], [['Dara\u001b[2K\r=1+1'], ['\t=2+2'], ['x\u001b]52;c;eA==\u0007\u202e']]);
    expect(csv).toBe('player\r\nDara\\x1b[2K\\x0d=1+1\r\n\\x09=2+2\r\n"x\\x1b]52;c;eA==\\x07\\u202e"\r\n');
  });

  it('writes numbers as numbers, a negative one too, and Khmer text as it is', () => {
    expect(spreadsheetCsv(['player', 'number', 'from_centre_cm'], [['ស្រីនាង', 7, -1.5], ['', '', 0]])).toBe('player,number,from_centre_cm\r\nស្រីនាង,7,-1.5\r\n,,0\r\n');
  });
});
