export { ErrorBanner } from './ErrorBanner';
