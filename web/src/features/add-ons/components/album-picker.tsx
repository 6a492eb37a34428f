/**
 * Which album an add-on is for: a select of the albums in the cart and in paid orders. With none,
 * it says where to find one; a guest is asked to sign in for albums of earlier orders.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { AlbumChoice } from '../use-album-choices';
import '@/components/form/forms.css';
import './add-ons.css';

interface AlbumPickerProps {
  choices: readonly AlbumChoice[];
  value: string | undefined;
  onChange(key: string): void;
  signedIn: boolean;
  loading: boolean;
  /** Where signing in should come back to. */
  returnPath: string;
}

export function AlbumPicker({ choices, value, onChange, signedIn, loading, returnPath }: AlbumPickerProps) {
  const id = useId();
  const groups = [
    { label: 'In your cart', choices: choices.filter((c) => c.where === 'cart') },
    { label: 'Your paid orders', choices: choices.filter((c) => c.where === 'order') },
  ].filter((g) => g.choices.length > 0);
  return (
    <div className="album-picker" data-testid="album-picker">
      <label htmlFor={id} className="field-label">
        For which album
      </label>
      {choices.length > 0 ? (
        <select id={id} className="select" value={value ?? ''} onChange={(e) => onChange(e.target.value)} data-testid="album-for">
          <option value="" disabled>
            Choose an album
          </option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      ) : (
        <p className="album-picker__empty" id={id}>
          {loading ? 'Looking for your albums…' : 'There is no album in your cart or your paid orders yet. '}
          {!loading && <Link to="/albums/select">Choose your album</Link>}
        </p>
      )}
      {!signedIn && (
        <p className="album-picker__note">
          For an album of an earlier order,{' '}
          <Link to="/login" state={{ from: returnPath }}>
            sign in
          </Link>
          .
        </p>
      )}
    </div>
  );
}
