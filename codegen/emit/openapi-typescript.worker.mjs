// Runs openapi-typescript in a worker thread: importing it (TypeScript and redocly) takes about a
// second, which then overlaps loading the spec and printing the other files on the main thread.
import { parentPort } from 'node:worker_threads';
import openapiTS, { astToString } from 'openapi-typescript';
import { OPENAPI_TS_OPTIONS } from './openapi-typescript-options.mjs';

parentPort?.on('message', async (document) => {
  try {
    parentPort?.postMessage({ text: astToString(await openapiTS(document, OPENAPI_TS_OPTIONS)) });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
