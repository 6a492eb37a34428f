/** GET /albums/all-Albums: every album, by name. */
import { listAlbums } from '../data/catalog';
import { route } from '../kit/route';
import { catalogRoutes } from '../../shared/api/catalog';

export const handler = route(catalogRoutes.listAlbums).handler(() => listAlbums());
