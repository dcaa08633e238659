import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import { DOCUMENT_TEMPLATES } from '@tele/contract/documents';
import { resolveSession } from '#api/services/identity/sessions.js';
import { FILE_MESSAGES } from './files.js';
import { tokenOf } from './callers.js';

const TYPES = { pdf: 'application/pdf', txt: 'text/plain; charset=utf-8' } as const;

/** `legacy-api/templates`, from the sources (a checkout) or beside the bundle (the image copies it there). */
function findTemplatesDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    for (const candidate of ['templates', 'legacy-api/templates']) {
      const full = path.join(dir, candidate);
      if (existsSync(path.join(full, DOCUMENT_TEMPLATES[0].file))) return full;
    }
    dir = path.dirname(dir);
  }
  return null;
}

/**
 * `GET /api/help/<file>`: the product's shared templates (ADR 0041), under the API base where the original apps
 * load help files (legacy-contract 9.19), to signed-in team members; a download, as every document is.
 */
export function registerDocumentTemplates(app: FastifyInstance, deps: AppDeps): void {
  const dir = findTemplatesDir();
  app.get<{ Params: { file: string } }>('/api/help/:file', async (request, reply) => {
    const template = DOCUMENT_TEMPLATES.find((entry) => entry.file === request.params.file);
    const token = tokenOf(request);
    const viewer = token ? await resolveSession(deps, token, deps.clock(), request.clientAddress) : null;
    const isTeam = viewer !== null && !viewer.isDeleted && viewer.teamRole !== null;
    const content =
      template && dir && isTeam ? await readFile(path.join(dir, template.file)).catch(() => null) : null;
    if (!template || !content) return reply.status(404).send({ msg: FILE_MESSAGES.missing });
    return reply
      .type(TYPES[template.file.endsWith('.pdf') ? 'pdf' : 'txt'])
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `attachment; filename="${template.file}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(content);
  });
}
