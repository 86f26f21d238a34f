import type { Rule } from 'eslint';

export declare const noRouteLiterals: Rule.RuleModule;
