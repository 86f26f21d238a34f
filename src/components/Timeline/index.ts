export { Timeline, type TimelineEvent, type TimelineStatus } from './Timeline';
