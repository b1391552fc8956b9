// Author check: compiles MDX pages, parses their JSON blocks and validates marked samples against
// openapi/openapi.yaml. Usage: node scripts/check-content.mjs docs/items/drafts.mdx [more files]
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

// The content helpers read the API model, which is TypeScript: jiti (Docusaurus's own loader) runs it.
const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const {checkSamples, createSchemaValidator, loadModel, frontMatter} = jiti('../tests/support/content.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const validator = createSchemaValidator(await loadModel(root));
let failed = 0;
for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  const problems = [];
  try {
    await compile(source.replace(/^---\n[\s\S]*?\n---\n/, ''), {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    problems.push(`MDX compile error: ${error.message}`);
  }
  const fm = frontMatter(source);
  if (!fm.title) problems.push('front matter has no title');
  if (!fm.description) problems.push('front matter has no description');
  problems.push(...checkSamples(file, source, validator));
  if (/\b(TODO|TBD|lorem ipsum|coming soon)\b/i.test(source)) problems.push('contains stub wording');
  if (problems.length) {
    failed++;
    console.log(`✗ ${file}\n  - ${problems.join('\n  - ')}`);
  } else console.log(`✓ ${file}`);
}
process.exit(failed ? 1 : 0);
