export { AddonGroups, type AddonGroupsProps } from './AddonGroups';
