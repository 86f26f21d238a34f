import openapiTS, { astToString } from 'openapi-typescript';
import type { EmittedFile } from './file.ts';

/**
 * Emits `generated/openapi.gen.ts`: the `paths`, `components` and `operations` types of the OpenAPI
 * document, printed by openapi-typescript (operation ids are the call ids).
 */
export async function emitOpenApiTypes(document: Record<string, unknown>): Promise<EmittedFile> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: false, exportType: false });
  return { path: 'generated/openapi.gen.ts', describes: 'OpenAPI types (openapi-typescript) of generated/openapi.gen.json', statements: [astToString(ast).trim()] };
}
