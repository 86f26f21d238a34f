export { StatusBlock, type StatusBlockProps } from './StatusBlock';
