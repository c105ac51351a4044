import { canKeep, uploadName } from './my-uploads';

describe("a customer's uploads kept in the library", () => {
  it('keeps the name of the file without its folder, at most 80 characters', () => {
    expect(uploadName('C:\\fakepath\\club logo.png')).toBe('club logo.png');
    expect(uploadName('photos/ក្រុម.jpg')).toBe('ក្រុម.jpg');
    expect(uploadName(`${'x'.repeat(100)}.png`)).toHaveLength(80);
  });

  it('keeps only the picture types and sizes the API takes', () => {
    expect(canKeep('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(canKeep('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true);
    expect(canKeep('data:image/gif;base64,R0lGODlh')).toBe(false);
    expect(canKeep(`data:image/png;base64,${'A'.repeat(400_000)}`)).toBe(false);
  });
});
