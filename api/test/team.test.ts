// The shop's team (issue 36): owners invite colleagues by a mailed link (72 h, once), change
// roles and remove members; the shop always keeps an owner; every change is in the audit log.
import { AuditPage, TeamResponse, TokenResponse } from '@teamwear/shared/contracts';
import { createTestApp, decodePart, DEMO, linkToken, providerToken, TENANT_ONE_HOST, TENANT_TWO_HOST, type TestContext } from './helpers';

let ctx: TestContext;
let owner: string;

const STAFF = { email: 'staff@angkor.test', password: 'Staff#2026pass' };
const NEW_PASSWORD = 'Workshop-Ink-2026!';

const as = (token: string, host = TENANT_ONE_HOST) => ({ host, authorization: `Bearer ${token}` });

async function team(token = owner) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/provider/team', headers: as(token) });
  expect(response.statusCode).toBe(200);
  return TeamResponse.parse(response.json()).data;
}

async function invite(payload: Record<string, unknown>, token = owner) {
  return ctx.app.inject({ method: 'POST', url: '/api/provider/team', headers: as(token), payload });
}

async function invitationToken(email: string): Promise<string> {
  await ctx.deliver();
  const mails = ctx.mail.to(email);
  return linkToken(mails[mails.length - 1], '/backoffice/invitation');
}

async function audit(query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/provider/audit${query}`, headers: as(owner) });
  expect(response.statusCode).toBe(200);
  return AuditPage.parse(response.json());
}

beforeEach(async () => {
  ctx = await createTestApp();
  owner = await providerToken(ctx.app, TENANT_ONE_HOST, DEMO.one.admin);
});

afterEach(async () => {
  await ctx.close();
});

describe('the team list', () => {
  it('lists the shop’s team with roles, never its customers or another shop’s team', async () => {
    const members = await team();
    expect(members.map((member) => [member.email, member.role, member.status, member.you])).toEqual([
      ['staff@angkor.test', 'STAFF', 'active', false],
      ['workshop@angkor.test', 'PRODUCTION', 'active', false],
      ['admin@angkor.test', 'OWNER', 'active', true],
    ]);
    const otherOwner = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/provider/team', headers: as(otherOwner, TENANT_TWO_HOST) });
    expect(TeamResponse.parse(theirs.json()).data.map((member) => member.email)).toEqual(['admin@mekong.test']);
  });
});

describe('inviting a colleague', () => {
  it('mails a link in their language; they choose a password once and sign in with their role', async () => {
    const invited = await invite({ email: 'kanha@angkor.test', firstName: 'Kanha', lastName: 'Ouk', role: 'PRODUCTION', language: 'kh' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ email: 'kanha@angkor.test', role: 'PRODUCTION', status: 'invited' });

    const token = await invitationToken('kanha@angkor.test');
    const mail = ctx.mail.to('kanha@angkor.test')[0];
    expect(mail?.subject).toContain('Angkor Athletics');
    expect(mail?.text).toContain('72');
    // Not yet a member who can sign in.
    const early = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token', headers: { host: TENANT_ONE_HOST }, payload: { email: 'kanha@angkor.test', password: NEW_PASSWORD, clientId: 'provider' } });
    expect(early.statusCode).toBe(401);

    const shown = await ctx.app.inject({ method: 'POST', url: '/api/team/invitation', headers: { host: TENANT_ONE_HOST }, payload: { token } });
    expect(shown.json()).toEqual({ data: { email: 'kanha@angkor.test', firstName: 'Kanha', role: 'PRODUCTION' } });

    const weak = await ctx.app.inject({ method: 'POST', url: '/api/team/invitation/accept', headers: { host: TENANT_ONE_HOST }, payload: { token, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields?.password).toBeTruthy();

    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/team/invitation/accept', headers: { host: TENANT_ONE_HOST }, payload: { token, password: NEW_PASSWORD } });
    expect(accepted.json()).toEqual({ data: { email: 'kanha@angkor.test' } });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/team/invitation/accept', headers: { host: TENANT_ONE_HOST }, payload: { token, password: NEW_PASSWORD } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');

    const signedIn = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token', headers: { host: TENANT_ONE_HOST }, payload: { email: 'kanha@angkor.test', password: NEW_PASSWORD, clientId: 'provider' } });
    // A new member accepts the shop's terms at their first sign-in, as every account does.
    expect(signedIn.json().code).toBe('TERMS_REQUIRED');
    const termsToken = signedIn.json().termsToken as string;
    const terms = await ctx.app.inject({ method: 'GET', url: '/api/oauth/termsandconditions', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${termsToken}` } });
    expect(terms.statusCode).toBe(200);
    const acceptedTerms = await ctx.app.inject({ method: 'POST', url: '/api/oauth/accepttermsandconditions', headers: { host: TENANT_ONE_HOST, authorization: `Bearer ${termsToken}` } });
    expect(acceptedTerms.statusCode).toBe(200);
    const claims = decodePart(TokenResponse.parse(acceptedTerms.json()).access_token, 1) as { resource_access: Record<string, { roles: string[] }> };
    expect(claims.resource_access.provider?.roles).toEqual(['ADMIN', 'PRODUCTION']);
    expect((await team()).find((member) => member.email === 'kanha@angkor.test')?.status).toBe('active');
  });

  it('refuses a link older than 72 hours, and a second invitation replaces the first link', async () => {
    await invite({ email: 'late@angkor.test', firstName: 'Late', lastName: 'Comer', role: 'STAFF' });
    const first = await invitationToken('late@angkor.test');
    const id = (await team()).find((member) => member.email === 'late@angkor.test')?.id;
    const resent = await ctx.app.inject({ method: 'POST', url: `/api/provider/team/${id}/invitation`, headers: as(owner) });
    expect(resent.statusCode).toBe(200);
    const second = await invitationToken('late@angkor.test');
    expect(second).not.toBe(first);
    const old = await ctx.app.inject({ method: 'POST', url: '/api/team/invitation', headers: { host: TENANT_ONE_HOST }, payload: { token: first } });
    expect(old.json()).toEqual({ code: 'INVALID_TOKEN', message: 'This invitation link is not valid any more. Ask the shop’s owner for a new one.' });
    ctx.clock.advance(72 * 3600 * 1000 + 1000);
    const expired = await ctx.app.inject({ method: 'POST', url: '/api/team/invitation/accept', headers: { host: TENANT_ONE_HOST }, payload: { token: second, password: NEW_PASSWORD } });
    expect(expired.json().code).toBe('INVALID_TOKEN');
  });

  it('says which field is wrong, and refuses an e-mail that already has an account here (a customer’s too)', async () => {
    const bad = await invite({ email: 'not an email', firstName: '', lastName: 'X', role: 'BOSS' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(['email', 'firstName', 'role']);
    const taken = await invite({ email: 'DEMO@angkor.test', firstName: 'Dara', lastName: 'Sok', role: 'STAFF' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Someone with this e-mail already has an account at this shop.');
  });
});

describe('roles and removal', () => {
  it('a changed role applies at once: the member’s sessions end and they sign in with the new role', async () => {
    const staffToken = await providerToken(ctx.app, TENANT_ONE_HOST, STAFF);
    const staffId = (await team()).find((member) => member.email === STAFF.email)?.id;
    const customersBefore = await ctx.app.inject({ method: 'GET', url: '/api/provider/customers', headers: as(staffToken) });
    expect(customersBefore.statusCode).toBe(200);

    const changed = await ctx.app.inject({ method: 'PUT', url: `/api/provider/team/${staffId}/role`, headers: as(owner), payload: { role: 'PRODUCTION' } });
    expect(changed.json().data.role).toBe('PRODUCTION');
    const withOldToken = await ctx.app.inject({ method: 'GET', url: '/api/provider/customers', headers: as(staffToken) });
    expect(withOldToken.statusCode).toBe(401);
    const newToken = await providerToken(ctx.app, TENANT_ONE_HOST, STAFF);
    const customersAfter = await ctx.app.inject({ method: 'GET', url: '/api/provider/customers', headers: as(newToken) });
    expect(customersAfter.json()).toEqual({ code: 'ROLE_FORBIDDEN', message: 'Your role in this shop does not allow this. Ask the shop’s owner.' });
  });

  it('keeps at least one owner, and an owner cannot remove themselves', async () => {
    const me = (await team()).find((member) => member.you);
    const demote = await ctx.app.inject({ method: 'PUT', url: `/api/provider/team/${me?.id}/role`, headers: as(owner), payload: { role: 'STAFF' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The shop must keep at least one owner: make someone else an owner first.');
    const removeMe = await ctx.app.inject({ method: 'DELETE', url: `/api/provider/team/${me?.id}`, headers: as(owner) });
    expect(removeMe.json().message).toBe('You cannot remove yourself from the team.');

    // With a second owner, the first may step down.
    const staffId = (await team()).find((member) => member.email === STAFF.email)?.id;
    await ctx.app.inject({ method: 'PUT', url: `/api/provider/team/${staffId}/role`, headers: as(owner), payload: { role: 'OWNER' } });
    const stepDown = await ctx.app.inject({ method: 'PUT', url: `/api/provider/team/${me?.id}/role`, headers: as(owner), payload: { role: 'STAFF' } });
    expect(stepDown.statusCode).toBe(200);
  });

  it('a removed member cannot sign in; the audit log still names them', async () => {
    const workshop = { email: 'workshop@angkor.test', password: 'Workshop#2026pass' };
    const theirToken = await providerToken(ctx.app, TENANT_ONE_HOST, workshop);
    const id = (await team()).find((member) => member.email === workshop.email)?.id;
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/provider/team/${id}`, headers: as(owner) });
    expect(removed.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/provider/orders', headers: as(theirToken) })).statusCode).toBe(401);
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token', headers: { host: TENANT_ONE_HOST }, payload: { ...workshop, clientId: 'provider' } });
    expect(signIn.statusCode).toBe(401);
    const log = await audit('?area=team');
    expect(log.data[0]).toMatchObject({ actorName: 'Sophea Chan', action: 'member.removed', subject: 'workshop@angkor.test', before: { name: 'Chea Nov', role: 'PRODUCTION' } });
  });

  it('refuses a member of another shop: 404, nothing changed', async () => {
    const otherOwner = await providerToken(ctx.app, TENANT_TWO_HOST, DEMO.two.admin);
    const staffId = (await team()).find((member) => member.email === STAFF.email)?.id;
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/provider/team/${staffId}`, headers: as(otherOwner, TENANT_TWO_HOST) });
    expect(response.statusCode).toBe(404);
    expect((await team()).some((member) => member.email === STAFF.email)).toBe(true);
  });
});

describe('the audit log', () => {
  it('records who changed what with before and after, filters by person, area and day, and exports CSV', async () => {
    await invite({ email: 'kanha@angkor.test', firstName: 'Kanha', lastName: 'Ouk', role: 'STAFF' });
    await ctx.app.inject({ method: 'PUT', url: '/api/provider/settings/lead-times', headers: as(owner), payload: { REVIEWING: 3 } });
    const log = await audit();
    expect(log.data.map((entry) => `${entry.area} ${entry.action}`)).toEqual(['settings lead-times.changed', 'team member.invited']);
    expect(log.data[0]?.before).toMatchObject({ REVIEWING: 2 });
    expect(log.data[0]?.after).toMatchObject({ REVIEWING: 3 });
    expect(log.actors.map((actor) => actor.name)).toEqual(['Sophea Chan']);

    expect((await audit('?area=team')).data).toHaveLength(1);
    const ownerId = log.actors[0]?.id;
    expect((await audit(`?actor=${ownerId}`)).total).toBe(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe(2);
    expect((await audit('?from=2020-01-01&to=2020-01-02')).total).toBe(0);

    const backwards = await ctx.app.inject({ method: 'GET', url: '/api/provider/audit?from=2026-02-01&to=2026-01-01', headers: as(owner) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: 'to must not be before from' });

    const csv = await ctx.app.inject({ method: 'GET', url: '/api/provider/audit.csv?area=settings', headers: as(owner) });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('When,Who,Area,Action,Subject,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('lead-times.changed');
  });

  it('is the owner’s: staff get 403', async () => {
    const staffToken = await providerToken(ctx.app, TENANT_ONE_HOST, STAFF);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/provider/audit', headers: as(staffToken) });
    expect(response.statusCode).toBe(403);
  });
});
