/** The field rules of every write call (generated from the spec): what a form checks before it sends, as the gateway does. */
export * from '@gen/fields.gen';
