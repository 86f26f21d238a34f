import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../codegen/helpers.ts';

/** The one file that may write a colour: every other one takes the tokens by role. */
const TOKENS = 'src/tokens.css';
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/giu;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(?:css|tsx?)$/u.test(entry.name) ? [path] : [];
  });
}

/** Colour literals of a source text, outside comments, as `line: text`. */
export function colourLiterals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//gu, (comment) => comment.replace(/[^\n]/gu, ' ')).replace(/(^|[^:'"`])\/\/.*$/gmu, '$1');
  return code.split('\n').flatMap((line, index) => {
    COLOUR.lastIndex = 0;
    return COLOUR.test(line) ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

describe('colours', () => {
  it('are written only in the tokens file', () => {
    const found = filesUnder(join(PROJECT_ROOT, 'src'))
      .filter((path) => relative(PROJECT_ROOT, path) !== TOKENS)
      .flatMap((path) => colourLiterals(readFileSync(path, 'utf8')).map((line) => `${relative(PROJECT_ROOT, path)}:${line}`));
    expect(found).toEqual([]);
  });

  it('finds a hex, an rgba() and an hsl() colour, not an anchor or a comment', () => {
    expect(colourLiterals('.a {\n  color: #c41d2c;\n}')).toEqual(['2: color: #c41d2c;']);
    expect(colourLiterals('.a { background: rgba(0, 0, 0, 0.5); }')).toHaveLength(1);
    expect(colourLiterals("const style = { color: 'hsl(0 50% 50%)' };")).toHaveLength(1);
    expect(colourLiterals('<a href="#top">x</a>\nquerySelector(\'#root\')')).toEqual([]);
    expect(colourLiterals('/* was #ff3141 */\n// was #ff3141')).toEqual([]);
  });
});
