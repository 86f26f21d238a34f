export { CheckList, type CheckListOption, type CheckListProps } from './CheckList';
