/** GET /albums/all-Albums: every album, by name, as shoppers see it. */
import { publicAlbumSchema } from '../../shared/catalog';
import { listAlbums } from '../data/catalog';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/catalog';

export const handler = route(contracts.listAlbums).handler(async () => (await listAlbums()).map((album) => publicAlbumSchema.parse(album)));
