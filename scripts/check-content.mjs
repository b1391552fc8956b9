// Author check: compiles MDX pages (their fact elements, <ErrorCode /> and the rest, written from
// the API model as the build writes them), parses their JSON blocks and validates marked samples against
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
const {replaceApiFacts, locateInFile} = jiti('../src/plugins/api-facts/index.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const model = await loadModel(root);
const validator = createSchemaValidator(model);
/** The build's fact elements, from the same model: an unknown code or operation fails the check as it fails the build. */
const remarkApiFacts = () => (tree, file) => replaceApiFacts(tree, model, {file: path.relative(root, file.path), locate: (node) => locateInFile(file, node)});
let failed = 0;
for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  const problems = [];
  try {
    await compile({value: source.replace(/^---\n[\s\S]*?\n---\n/, ''), path: path.resolve(file)}, {remarkPlugins: [remarkGfm, remarkDirective, remarkApiFacts]});
  } catch (error) {
    problems.push(error.name === 'AuthorError' ? error.message : `MDX compile error: ${error.message}`);
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
