export { Row, Section } from './Card';
