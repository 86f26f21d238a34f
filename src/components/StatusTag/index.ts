export { StatusTag, type StatusTone } from './StatusTag';
