/**
 * The album chosen for an add-on: the customer's pick, else the one a link names
 * (`?orderId=…&lineId=…`, e.g. from My Orders when the design rounds have run out), else the
 * only album there is.
 */
import { useSearchParams } from 'react-router';
import type { AlbumChoice } from './use-album-choices';

export function usePreselectedAlbum(choices: readonly AlbumChoice[], picked: string | undefined): string | undefined {
  const [params] = useSearchParams();
  if (picked && choices.some((c) => c.key === picked)) return picked;
  const named = `order:${params.get('orderId')}:${params.get('lineId')}`;
  if (choices.some((c) => c.key === named)) return named;
  return choices.length === 1 ? choices[0]!.key : undefined;
}
