import type { ESLint, Rule } from 'eslint';

export declare const featureBoundaries: Rule.RuleModule;
export declare const noRouteLiterals: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
