// The one door to the business constants: code imports them from here, never from generated/ directly,
// so a rename in the generator touches a single line.
export * from '@gen/constants.gen';
export * from '@gen/constants.offline.gen';
