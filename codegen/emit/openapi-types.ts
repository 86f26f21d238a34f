import { Worker } from 'node:worker_threads';
import type { EmittedFile } from './file.ts';
import { OPENAPI_TS_OPTIONS } from './openapi-typescript-options.mjs';

/** Prints the TypeScript types of an OpenAPI document. */
export type OpenApiTypesPrinter = (document: Record<string, unknown>) => Promise<string>;

/** Prints with openapi-typescript in this thread (used by the emitter tests). */
export const printInProcess: OpenApiTypesPrinter = async (document) => {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  return astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], OPENAPI_TS_OPTIONS));
};

/**
 * Starts openapi-typescript in a worker thread right away, so that loading it overlaps the rest of the
 * run. Returns a printer for one document and `close` to end the worker (also when the run fails early).
 */
export function startWorkerPrinter(): { print: OpenApiTypesPrinter; close: () => Promise<number> } {
  const worker = new Worker(new URL('./openapi-typescript.worker.mjs', import.meta.url));
  const answer = new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { text?: string; error?: string }) => {
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(`openapi-typescript failed: ${message.error}`));
    });
    worker.once('error', reject);
  });
  return {
    print: (document) => {
      worker.postMessage(document);
      return answer;
    },
    close: () => worker.terminate(),
  };
}

/**
 * Emits `generated/openapi.gen.ts`: the `paths`, `components` and `operations` types of the OpenAPI
 * document, printed by openapi-typescript (operation ids are the call ids).
 */
export async function emitOpenApiTypes(document: Record<string, unknown>, print: OpenApiTypesPrinter = printInProcess): Promise<EmittedFile> {
  return {
    path: 'generated/openapi.gen.ts',
    describes: 'OpenAPI types (openapi-typescript) of generated/openapi.gen.json',
    statements: [(await print(document)).trim()],
  };
}
