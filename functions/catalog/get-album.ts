/** GET /albums/name/{albumName} (and its alias GET /albums/{albumName}): one album with its options and covers. */
import { publicAlbumSchema } from '../../shared/catalog';
import { getAlbumByName } from '../data/catalog';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/catalog';

export const handler = route(contracts.getAlbumByName).handler(async ({ params }) => {
  const album = await getAlbumByName(params.albumName);
  if (!album) throw new NotFound(`We have no album called ${params.albumName}.`);
  return publicAlbumSchema.parse(album);
});
