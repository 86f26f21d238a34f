export declare const OPENAPI_TS_OPTIONS: { alphabetize: boolean; exportType: boolean };
