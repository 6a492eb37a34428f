/**
 * The Add Address modal of /cart: Save waits for all four fields, the state is one
 * of the 50, the zip is checked by the schema the server uses, and a failed save says why. The
 * checkout journey (test/browser/checkout.test.ts) adds an address on the way to paying.
 */
import { screen } from '@testing-library/react';
import type { Address } from '@shared/address';
import { messages } from '@shared/messages';
import { AddAddressDialog } from '@/features/checkout/components/add-address-dialog';
import { renderInShop } from './shop';

async function openDialog(onSave: (address: Address) => Promise<void> = async () => {}) {
  const onClose = jest.fn();
  const shop = await renderInShop(<AddAddressDialog open onClose={onClose} onSave={onSave} />);
  const dialog = screen.getByRole('dialog', { name: 'Add a shipping address' });
  return { ...shop, dialog, onClose, save: () => screen.getByRole('button', { name: /Save address|Saving…/ }) };
}

const address = { street: '12 Orchard Lane', city: 'Austin', state: 'TX', zip: '78701' };

async function fill(user: Awaited<ReturnType<typeof openDialog>>['user'], values: Partial<typeof address>) {
  if (values.street !== undefined) await user.type(screen.getByLabelText('Street'), values.street);
  if (values.city !== undefined) await user.type(screen.getByLabelText('City'), values.city);
  if (values.state !== undefined) await user.selectOptions(screen.getByLabelText('State'), values.state);
  if (values.zip !== undefined) await user.type(screen.getByLabelText('Zip code'), values.zip);
}

describe('the Add Address form', () => {
  it('keeps Save disabled until all four fields hold something', async () => {
    const { user, save } = await openDialog();
    expect(save()).toBeDisabled();
    await fill(user, { street: address.street, city: address.city, state: address.state });
    expect(save()).toBeDisabled();
    await fill(user, { zip: '7' });
    expect(save()).toBeEnabled();
  });

  it('offers the 50 US states by name', async () => {
    await openDialog();
    const states = screen.getAllByRole('option').filter((o) => (o as HTMLOptionElement).value !== '');
    expect(states).toHaveLength(50);
    expect(screen.getByRole('option', { name: 'Texas' })).toHaveValue('TX');
    expect(screen.getByRole('option', { name: 'Choose a state' })).toHaveValue('');
  });

  it('refuses a zip of four digits with the spec’s words, focus on it, and saves nothing', async () => {
    const onSave = jest.fn(async () => {});
    const { user, save } = await openDialog(onSave);
    await fill(user, { ...address, zip: '7870' });
    await user.click(save());
    const zip = screen.getByLabelText('Zip code');
    expect(zip).toHaveAccessibleDescription(messages.zipInvalid);
    expect(zip).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    // Put right, it saves.
    await user.type(zip, '1');
    expect(zip).not.toHaveAccessibleDescription();
  });

  it('a street of spaces is empty', async () => {
    const { user, save } = await openDialog();
    await fill(user, { ...address, street: '   ' });
    await user.click(save());
    expect(screen.getByLabelText('Street')).toHaveAccessibleDescription(messages.required);
  });

  it('saves the address from the keyboard, says Saving… meanwhile, and takes a zip+4', async () => {
    let finish!: () => void;
    const onSave = jest.fn((_address: Address) => new Promise<void>((resolve) => (finish = resolve)));
    const { user, save } = await openDialog(onSave);
    await fill(user, { ...address, zip: '78701-1234' });
    await user.keyboard('{Enter}');
    expect(onSave.mock.calls[0]?.[0]).toEqual({ ...address, zip: '78701-1234' });
    expect(save()).toHaveTextContent('Saving…');
    expect(save()).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save address' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a save failed, or the spec’s words when nothing says why, and keeps the address', async () => {
    const onSave = jest
      .fn<Promise<void>, [Address]>()
      .mockRejectedValueOnce(new Error('Your account keeps at most 10 addresses.'))
      .mockRejectedValueOnce(new Error(''));
    const { user, save } = await openDialog(onSave);
    await fill(user, address);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account keeps at most 10 addresses.');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.addressMissingFields);
    expect(screen.getByLabelText('City')).toHaveValue(address.city);
  });

  it('Cancel closes without saving', async () => {
    const onSave = jest.fn(async () => {});
    const { user, onClose } = await openDialog(onSave);
    await fill(user, address);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
