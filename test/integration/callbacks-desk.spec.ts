/** The callback requests desk through the local gateway: statuses, signed notes, the filter and the studio's email. */
import { messages } from '../../shared/messages';
import { signIn, type Person } from '../support/identity';
import { messagesTo, waitForMessage } from '../support/outbox';
import { api } from '../support/runtime';

const STUDIO = 'studio@lumiere-albums.test';
let employee: Person;
beforeAll(async () => {
  employee = await signIn('employee@shop.test');
});

const request = (firstName: string) =>
  api('POST', '/request-callback', {
    body: { firstName, lastName: 'Lane', email: 'lois@example.com', phone: '5550001111', message: `Call ${firstName}, please` },
  });
const desk = (query = '') => api('GET', `/request-callback/admin${query}`, { token: employee.idToken });

it('tells the studio of each new request by email', async () => {
  const before = messagesTo(STUDIO).length;
  await request('Lois');
  const mail = await waitForMessage(STUDIO, before, { about: 'Lois Lane' });
  expect(mail.subject).toBe('Callback request from Lois Lane');
  expect(mail.text).toContain('Call Lois, please');
});

it('moves a request through statuses with signed notes, newest request first', async () => {
  const first = (await request('Ada')).body._id as string;
  const second = (await request('Ben')).body._id as string;
  const listed = (await desk()).body as { _id: string }[];
  expect(listed.findIndex((c) => c._id === second)).toBeLessThan(listed.findIndex((c) => c._id === first));

  const put = (path: string, body: unknown) => api('PUT', `/request-callback/${first}${path}`, { token: employee.idToken, body });
  expect((await put('', { newStatus: 'No-Answer' })).body.currentStatus).toBe('No-Answer');
  await put('/add-note', { note: 'Rang twice, voicemail.' });
  expect((await put('', { newStatus: 'Follow-up-Required' })).status).toBe(200);
  const noted = await put('/add-note', { note: 'Wants a Lux quote.' });
  expect((await put('', { newStatus: 'Completed' })).body.currentStatus).toBe('Completed');

  expect(noted.body.notes).toEqual([
    { note: 'Rang twice, voicemail.', by: { firstName: expect.any(String), lastName: expect.any(String) }, at: expect.any(String) },
    { note: 'Wants a Lux quote.', by: noted.body.notes[0].by, at: expect.any(String) },
  ]);
  const completed = (await desk('?status=Completed')).body as { _id: string; currentStatus: string }[];
  expect(completed.some((c) => c._id === first)).toBe(true);
  expect(completed.every((c) => c.currentStatus === 'Completed')).toBe(true);
  expect(((await desk('?status=New')).body as { _id: string }[]).some((c) => c._id === first)).toBe(false);
});

it('refuses an empty note', async () => {
  const id = (await request('Cal')).body._id as string;
  const res = await api('PUT', `/request-callback/${id}/add-note`, { token: employee.idToken, body: { note: '   ' } });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(messages.noteRequired);
});

it('answers 404 for a request that does not exist', async () => {
  const res = await api('PUT', '/request-callback/01NOSUCHREQUEST/add-note', { token: employee.idToken, body: { note: 'Hello' } });
  expect(res.status).toBe(404);
});
