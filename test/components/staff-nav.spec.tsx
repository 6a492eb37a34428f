/**
 * The Studio bar under the site header: the links a staff role may open and none for a customer;
 * on a staff page, while the sign-in is still being checked, an empty bar in its place, so the
 * page does not drop by the bar's height when the user record arrives.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Callback } from '@shared/callbacks';
import type { Role, User } from '@shared/users';
import { StaffNav } from '@/components/ui/staff-nav';
import { storeAuthenticatorApp } from '@/lib/auth/authenticator';
import { guestSession, SessionContext, type Session } from '@/lib/auth/session';
import { queryClient } from '@/lib/query-client';
import { fakeApi } from './shop';

const checking: Session = { ...guestSession, status: 'loading' };
const signedInAs = (role: Role): Session => ({ ...guestSession, status: 'signedIn', user: { _id: 'person-1', firstName: 'Ada', role } as User });

/** The bar on `path` for `session`, whose authenticator app is on unless `app` says otherwise. */
function showAt(path: string, session: Session, callbacks: Partial<Callback>[] = [], app = true) {
  if (session.user) storeAuthenticatorApp(session.user._id, app);
  const api = fakeApi();
  api.on('GET /request-callback/admin', {
    body: callbacks.map((c, i) => ({
      _id: `cb-${i}`,
      firstName: 'Callie',
      lastName: 'Ross',
      email: 'callie@example.com',
      phone: '5125550199',
      message: 'About an album',
      date: '2026-03-02T16:01:00.000Z',
      currentStatus: 'New',
      notes: [],
      ...c,
    })),
  });
  const element = (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <StaffNav />
      </SessionContext.Provider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />);
  return api;
}

describe('the Studio bar', () => {
  it.each(['/admin', '/admin/outstanding-orders', '/Admin/Editors', '/addAlbums'])(
    'keeps its place on %s, empty and hidden from screen readers, while the sign-in is checked',
    (path) => {
      showAt(path, checking);
      expect(screen.getByTestId('staff-nav-pending')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('keeps no place on a customer’s page while the sign-in is checked', () => {
    showAt('/person-1/orders', checking);
    expect(screen.queryByTestId('staff-nav-pending')).toBeNull();
  });

  it('shows an admin every studio link once the record says Admin', () => {
    showAt('/admin/outstanding-orders', signedInAs('Admin'));
    const bar = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Orders', 'Products', 'Editing', 'Add Products', 'Promotions', 'Callbacks']);
    expect(screen.queryByTestId('staff-nav-pending')).toBeNull();
  });

  it('counts the callback requests still New beside Callbacks, for those who may read them', async () => {
    showAt('/admin/outstanding-orders', signedInAs('Employee'), [{}, { currentStatus: 'Completed' }, {}]);
    const callbacks = within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { name: /^Callbacks/ });
    expect(await within(callbacks).findByTestId('staff-nav-new-callbacks')).toHaveTextContent('2 new');
    expect(callbacks).toHaveAccessibleName('Callbacks 2 new');
  });

  it('asks for no count before the staff member has turned their authenticator app on, as the API would refuse', async () => {
    const api = showAt('/admin/outstanding-orders', signedInAs('Employee'), [{}], false);
    await screen.findByRole('navigation', { name: 'Staff' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sentTo('GET /request-callback/admin')).toEqual([]);
    expect(screen.queryByTestId('staff-nav-new-callbacks')).toBeNull();
  });

  it('shows an editor only the editing link', () => {
    const api = showAt('/admin/editors', signedInAs('Editors'), [{}]);
    // An editor may not read the callback requests: the bar does not ask for them.
    expect(api.sentTo('GET /request-callback/admin')).toEqual([]);
    expect(
      within(screen.getByRole('navigation', { name: 'Staff' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Editing']);
  });

  it('shows a customer nothing, even on a staff page they were sent away from', () => {
    showAt('/admin/outstanding-orders', signedInAs('Client'));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('staff-nav-pending')).toBeNull();
  });
});
