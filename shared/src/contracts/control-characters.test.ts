import { ChangePasswordRequest, RegisterRequest, UpdateAccountDetailsRequest } from './account';
import { TokenRequest } from './auth';
import { ContactMessageRequest } from './contact';
import { hasControlCharacter } from './control-characters';
import { CreateDesignRequest, DesignDocument } from './designs';
import { MyImageUpload } from './images';
import { PlaceOrderRequest, TransitionRequest } from './orders';
import { checkPlayer, DEFAULT_SIZE_CHART } from './players';
import { ProductionSettingsRequest } from './production-settings';

/** What the issue's reproduction typed: erase the line and forge a line, write the clipboard (OSC 52). */
const ERASE_AND_FORGE = 'Dara\u001b[2K\r  proof       approved by the customer';
const CLIPBOARD = 'Dara\u001b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\u0007';
/** A one-byte CSI (C1), DEL, a right-to-left override, a bidi isolate, a line separator. */
const OTHERS = ['A\u009b2K', 'A\u007f', 'Dara\u202eevorppa', 'A\u2066B\u2069', 'A\u000bB', 'A\u000cB'];

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('control characters', () => {
  it('refuses every C0 and C1 control, DEL, bidi override and isolate in one-line text', () => {
    for (const text of [ERASE_AND_FORGE, CLIPBOARD, 'A\tB', 'A\nB', 'A\u2028B', ...OTHERS]) expect(hasControlCharacter(text)).toBe(true);
  });

  it('keeps tab, line feed and the line separators, and only those, in text of several lines', () => {
    expect(hasControlCharacter('Street 1\n\tBuilding 2\u2028Floor 3\u2029', 'lines')).toBe(false);
    for (const text of [ERASE_AND_FORGE, CLIPBOARD, ...OTHERS]) expect(hasControlCharacter(text, 'lines')).toBe(true);
  });

  it('keeps Khmer, emoji and the marks right-to-left text uses', () => {
    for (const text of ['ស្រី\u200bនាង', '👨‍👩‍👧', 'שלום\u200e 10', 'مرحبا\u061c', 'Ünïcødé']) expect(hasControlCharacter(text)).toBe(false);
  });
});

describe('every text field of the contracts', () => {
  it("names the field: a player's name, team and size", () => {
    expect(checkPlayer({ name: ERASE_AND_FORGE, number: 7, size: 'M', team: CLIPBOARD }, DEFAULT_SIZE_CHART)).toEqual({
      ok: false,
      errors: { name: 'Name cannot contain control characters', team: 'Team cannot contain control characters' },
    });
    expect(checkPlayer({ name: 'Dara', number: 7, size: 'M\u009b' }, DEFAULT_SIZE_CHART)).toEqual({ ok: false, errors: { size: 'Size cannot contain control characters' } });
  });

  it("an order's address and note keep their lines, not escapes; a player's name in the order none", () => {
    const order = { designId: crypto.randomUUID(), players: [{ playerId: crypto.randomUUID(), size: 'M' }], phone: '012 345 678' };
    expect(PlaceOrderRequest.safeParse({ ...order, address: 'Street 1\nPhnom Penh', note: 'Ring twice\n\tthanks' }).success).toBe(true);
    expect(messagesOf(PlaceOrderRequest.safeParse({ ...order, address: CLIPBOARD, note: ERASE_AND_FORGE }))).toEqual({
      address: 'The address cannot contain control characters',
      note: 'The note cannot contain control characters',
    });
    const named = { ...order, address: 'Street 1', players: [{ playerId: crypto.randomUUID(), size: 'M', name: 'A\u202eB' }] };
    expect(messagesOf(PlaceOrderRequest.safeParse(named))).toEqual({ 'players.0.name': 'Name cannot contain control characters' });
    expect(messagesOf(TransitionRequest.safeParse({ to: 'APPROVED', note: CLIPBOARD }))).toEqual({ note: 'The note cannot contain control characters' });
  });

  it("an account's names and phone, a contact message, a design's name", () => {
    expect(messagesOf(UpdateAccountDetailsRequest.safeParse({ firstName: ERASE_AND_FORGE, lastName: 'Sok', phoneNumber: '012\n345678' }))).toEqual({
      firstName: 'First name cannot contain control characters',
      phoneNumber: 'Phone number cannot contain control characters',
    });
    expect(messagesOf(ContactMessageRequest.safeParse({ contact: 'a@b.co', subject: 'Hi\u001b[2J', message: 'Two\nlines\u0007' }))).toEqual({
      subject: 'Subject cannot contain control characters',
      message: 'Message cannot contain control characters',
    });
    expect(ContactMessageRequest.safeParse({ contact: 'a@b.co', subject: 'Hi', message: 'Two\nlines' }).success).toBe(true);
    expect(messagesOf(CreateDesignRequest.pick({ name: true }).safeParse({ name: CLIPBOARD }))).toEqual({ name: 'Name cannot contain control characters' });
  });

  it("a design document's team name and texts: several lines, no escapes", () => {
    const document = { schemaVersion: 1, product: 'soccer', teamName: 'Tigers', layers: [{ kind: 'text', text: 'TIGERS\nFC' }] };
    expect(DesignDocument.safeParse(document).success).toBe(true);
    expect(messagesOf(DesignDocument.safeParse({ ...document, teamName: 'Tigers\u001b[2K' }))).toEqual({ teamName: 'Team name cannot contain control characters' });
    expect(messagesOf(DesignDocument.safeParse({ ...document, layers: [{ kind: 'text', text: 'TIGERS\u202eCF' }] }))).toEqual({ 'layers.0.text': 'Text cannot contain control characters' });
  });

  it("a picture's name, an ink's name", () => {
    const picture = { picture: 'data:image/png;base64,AAAA', width: 1, height: 1 };
    expect(messagesOf(MyImageUpload.safeParse({ ...picture, name: 'crest\u001b]52;c;eA==\u0007.png' }))).toEqual({ name: 'name cannot contain control characters' });
    expect(messagesOf(ProductionSettingsRequest.safeParse({ inks: [{ name: 'Red\u009b2K', hex: '#ff0000' }] }))).toEqual({ 'inks.0.name': 'An ink’s name cannot contain control characters' });
  });

  it('passwords keep every character: they are never shown, and compared as typed', () => {
    expect(TokenRequest.safeParse({ email: 'a@b.co', password: 'pass\u0007word\u202e', clientId: 'web' }).success).toBe(true);
    expect(ChangePasswordRequest.safeParse({ currentPassword: 'old\tone', newPassword: 'new\u001bpassword1', confirmPassword: 'new\u001bpassword1' }).success).toBe(true);
    const register = { firstName: 'Dara', lastName: 'Sok', phoneNumber: '012 345 678', email: 'a@b.co', password: 'pa\tssword123', confirmPassword: 'pa\tssword123' };
    expect(RegisterRequest.safeParse(register).success).toBe(true);
  });
});
