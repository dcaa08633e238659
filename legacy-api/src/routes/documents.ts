import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { uploadImage } from '#api/services/files/image-upload.js';

/** The documents group (legacy-contract 6.4): the image upload profile photos and private notes use. */
export const documentsRoutes: RouteSpec[] = [
  defineRoute({
    route: 'documents/image-upload',
    // Anyone signed in uploads their own photo; the team also a client's photo and a note's images.
    access: 'signed-in',
    handler: async ({ deps, user, now, request }) => ({
      results: await uploadImage(deps, user, request, now),
    }),
  }),
];
