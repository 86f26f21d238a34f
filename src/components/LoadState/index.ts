export { createLoadState, LoadState, type FeatureLoadStateProps, type LoadStateProps } from './LoadState';
export { EmptyState, ErrorState, LoadingState } from './ListStates';
export { InfiniteList } from './InfiniteList';
export { PagedItems, type PagedItemsProps } from './PagedItems';
