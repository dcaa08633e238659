import { Envelope } from './envelope.js';
import { routeGroup } from './route.js';
import { Type } from '@sinclair/typebox';

/*
 * The documents group (legacy-contract section 6.4). Issue 24 brings the image upload that profile photos
 * and private notes use; the documents themselves arrive with their issue. Uploads are multipart (field
 * `selectedFile`): the body schema is empty, the file is read by the route from the request's parts.
 */

/** The stored image's path (`/api/files/<key>`), served only to people allowed to see it. */
export const DocumentsRoutes = routeGroup('documents', {
  'image-upload': { body: {}, answer: Envelope(Type.String()), isMultipart: true },
});
