export { LoadingBar } from './LoadingBar';
export { createProgress, type ProgressOptions, type ProgressState } from './progress';
