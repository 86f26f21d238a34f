import { loadFeatureMessages } from '../../src/lib/i18n.ts';

// Screen tests render screens directly, without the route loader that loads the feature texts first.
await loadFeatureMessages();
