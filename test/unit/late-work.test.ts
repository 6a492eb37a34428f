import { lateness, readLateAfterDays, waitingSince } from '../../shared/late-work';
import { cardPayments, type StatusChange } from '../../shared/orders';

const now = new Date('2026-03-20T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
const change = (status: StatusChange['status'], at: string, by = { firstName: 'Ana', lastName: 'Diaz' }): StatusChange => ({
  status,
  updatedAt: at,
  updatedBy: by,
});

describe('late work', () => {
  it('counts the whole days since the status began and is late once they reach the days its status allows', () => {
    expect(lateness({ status: 'Editing completed', updatedAt: daysAgo(1.5) }, now)).toEqual({ late: false, days: 1 });
    expect(lateness({ status: 'Editing completed', updatedAt: daysAgo(2) }, now)).toEqual({ late: true, days: 2 });
    expect(lateness({ status: 'Manufacturing', updatedAt: daysAgo(6) }, now)).toEqual({ late: false, days: 6 });
  });

  it('takes the days per status from the setting, keeping the default for a status it leaves out', () => {
    expect(lateness({ status: 'Editing completed', updatedAt: daysAgo(3) }, now, { 'Editing completed': 5 }).late).toBe(false);
    expect(lateness({ status: 'Editing completed', updatedAt: daysAgo(3) }, now, { Manufacturing: 1 }).late).toBe(true);
    expect(lateness({ status: 'Shipped', updatedAt: daysAgo(3) }, now, 3).late).toBe(true);
  });

  it('never marks a closed order, nor one whose status start is unknown', () => {
    expect(lateness({ status: 'Delivered', updatedAt: daysAgo(90) }, now, 1)).toEqual({ late: false, days: 90 });
    expect(lateness({ status: 'Manufacturing', statusHistory: [] }, now, 1)).toEqual({ late: false, days: 0 });
  });

  it('starts the wait at the last change a person made, not at a payment note', () => {
    const history = [change('Sent to editing team', daysAgo(10)), change('Sent to editing team', daysAgo(1), cardPayments)];
    expect(waitingSince({ status: 'Sent to editing team', statusHistory: history })).toBe(daysAgo(10));
    expect(lateness({ status: 'Sent to editing team', statusHistory: history }, now)).toEqual({ late: true, days: 10 });
  });

  it('reads a setting of known statuses to whole days and refuses anything else', () => {
    expect(readLateAfterDays({ Manufacturing: 4, 'Editing completed': 1 })).toEqual({ Manufacturing: 4, 'Editing completed': 1 });
    for (const bad of [null, [], { Manufacturing: 0 }, { Manufacturing: 1.5 }, { Manufacturing: '4' }, { Somewhere: 3 }, { Manufacturing: 400 }]) {
      expect(readLateAfterDays(bad)).toBeUndefined();
    }
  });
});
