export { ResultPage, type ResultAction, type ResultPageProps, type ResultStatus } from './ResultPage';
