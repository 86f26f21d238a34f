/** The options of openapi-typescript, shared by the worker and the in-process path. */
export const OPENAPI_TS_OPTIONS = { alphabetize: false, exportType: false };
