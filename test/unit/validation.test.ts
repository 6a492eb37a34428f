import { addressSchema } from '../../shared/address';
import { callbackRequestSchema } from '../../shared/callbacks';
import { messages } from '../../shared/messages';
import { outstandingColour } from '../../shared/orders';
import { customPasswordProblem, e164, stripPhone, tenDigitPhone } from '../../shared/passwords';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the custom sign-up password rule', () => {
  it.each([
    ['Ab12!@cdEFgh', undefined],
    ['Ab12!@cdefgh', messages.customPasswordRule], // one uppercase
    ['AB12!@CDEFGh', messages.customPasswordRule], // one lowercase
    ['Ab1x!@cdEFgh', messages.customPasswordRule], // one digit
    ['Ab12!xcdEFgh', messages.customPasswordRule], // one special
    ['Ab12!@cdEFg', messages.customPasswordRule], // 11 characters
    ['Ab12!@cdEFgh'.padEnd(33, 'x'), messages.customPasswordRule], // 33 characters
  ])('%s → %s', (password, problem) => {
    expect(customPasswordProblem(password)).toBe(problem);
  });
});

describe('phones', () => {
  it('keeps ten digits and sends them with +1', () => {
    expect(tenDigitPhone('(555) 123-4567 ext 9')).toBe('5551234567');
    expect(e164('5551234567')).toBe('+15551234567');
    expect(stripPhone('+1 (555) 123-4567')).toBe('+15551234567');
  });
});

describe('addresses', () => {
  const address = { street: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' };
  it('accepts a 5-digit or 9-digit zip', () => {
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, zip: '78701-1234' }).success).toBe(true);
  });
  it('refuses any other zip with the spec’s message', () => {
    expect(firstMessage(addressSchema.safeParse({ ...address, zip: '7870' }))).toBe(messages.zipInvalid);
  });
  it('takes only the 50 states', () => {
    expect(addressSchema.safeParse({ ...address, state: 'DC' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...address, state: 'PR' }).success).toBe(false);
  });
});

describe('the callback form', () => {
  const request = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '5551234567', message: 'Call me' };
  it('needs a phone of exactly ten digits', () => {
    expect(callbackRequestSchema.safeParse(request).success).toBe(true);
    expect(firstMessage(callbackRequestSchema.safeParse({ ...request, phone: '555123456' }))).toBe(messages.callbackPhone);
  });
  it('needs every field', () => {
    expect(firstMessage(callbackRequestSchema.safeParse({ ...request, message: '  ' }))).toBe(messages.required);
  });
});

describe('the outstanding-orders colours', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it.each([
    ['Sent to editing team', daysAgo(1), 'purple'],
    ['Awaiting user images', daysAgo(1), 'orange-red'],
    ['Manufacturing', daysAgo(1), 'orange'],
    ['Send to manufacturing', daysAgo(2), 'orange'],
    ['Manufacturing', daysAgo(4), 'red'],
    ['Shipped', undefined, 'grey'],
    ['Editing completed', daysAgo(10), 'black'],
  ] as const)('%s updated %s → %s', (status, at, colour) => {
    expect(outstandingColour(status, at, now)).toBe(colour);
  });
});
