/** GET /albums/all-Albums: every album, by name. */
import { listAlbums } from '../data/catalog';
import { route } from '../kit/route';
import { routes } from '../routes';

export const handler = route(routes.listAlbums).handler(() => listAlbums());
