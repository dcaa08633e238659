import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '#api/config/env.js';
import { MESSAGES } from '#api/errors/http.js';

/** The five pictures and five loops of the waiting room (scripts/generate-waiting-assets.mjs makes them). */
const ASSET = /^([1-5])\.(png|mp3)$/;
const TYPES = { png: 'image/png', mp3: 'audio/mpeg' } as const;

/**
 * The generated files, where the web app serves them: remix-app's built client (the image) or its public folder
 * (a checkout). The original apps load them from the API base, so the API serves the same files.
 */
export function findWaitingAssetsDir(config: Pick<ApiConfig, 'waitingAssetsDir'>): string | null {
  if (config.waitingAssetsDir) return config.waitingAssetsDir;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    for (const candidate of ['remix-app/build/client/waiting', 'remix-app/public/waiting']) {
      const full = path.join(dir, candidate);
      if (existsSync(full)) return full;
    }
    dir = path.dirname(dir);
  }
  return null;
}

/** `GET /api/waiting/<1-5>.png|.mp3` (legacy-contract section 9.19); anything else is the JSON 404. */
export function registerWaitingAssets(app: FastifyInstance, config: ApiConfig): void {
  const dir = findWaitingAssetsDir(config);
  app.get<{ Params: { file: string } }>('/api/waiting/:file', async (request, reply) => {
    const match = ASSET.exec(request.params.file);
    const content = match && dir ? await readFile(path.join(dir, match[0])).catch(() => null) : null;
    if (!match || !content) return reply.status(404).send({ msg: MESSAGES.notFound });
    return reply
      .type(TYPES[match[2] as keyof typeof TYPES])
      .header('cache-control', 'public, max-age=86400')
      .send(content);
  });
}
