// "Copy what was sent": the request exactly as sent in three languages, never with the token.
import {describe, expect, it} from 'vitest';
import {copyAs, COPY_LANGUAGES} from '../../../src/components/ApiConsole/copyAs';
import type {ConsoleRequest} from '../../../src/components/ApiConsole/request';

const sent: ConsoleRequest = {
  method: 'PUT',
  url: "https://api.example.com/api/v1/ACME_CORP/datasets/6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34/items?mergeKey=department&mergeKey=location",
  headers: [
    {name: 'Authorization', value: 'Bearer s3cret-token'},
    {name: 'Content-Type', value: 'application/json; charset=UTF-8'},
  ],
  body: '[{"_action": "create", "name": "O\'Brien"}]',
};

describe('copyAs', () => {
  it.each(COPY_LANGUAGES.map((language) => language.value))('%s never holds the token and reads $API_TOKEN instead', (language) => {
    const code = copyAs(sent, language);
    expect(code).not.toContain('s3cret-token');
    expect(code).toMatch(/API_TOKEN/);
    expect(code).toContain(sent.url);
  });

  it('writes curl with the body quoted for the shell and the token left for the shell to expand', () => {
    expect(copyAs(sent, 'curl')).toBe(
      [
        'curl --request PUT',
        `  --url '${sent.url}'`,
        '  --header "Authorization: Bearer $API_TOKEN"',
        "  --header 'Content-Type: application/json; charset=UTF-8'",
        `  --data '[{"_action": "create", "name": "O'\\''Brien"}]'`,
      ].join(' \\\n'),
    );
  });

  it('sends the body text exactly as sent in Python and JavaScript', () => {
    expect(copyAs(sent, 'python')).toContain(`data=${JSON.stringify(sent.body)}.encode("utf-8"),`);
    expect(copyAs(sent, 'python')).toContain(`"Authorization": f"Bearer {os.environ['API_TOKEN']}",`);
    expect(copyAs(sent, 'javascript')).toContain(`body: ${JSON.stringify(sent.body)},`);
    expect(copyAs(sent, 'javascript')).toContain('"Authorization": `Bearer ${process.env.API_TOKEN}`,');
  });

  it('leaves the body out of a request that had none', () => {
    const get = {...sent, method: 'GET', body: undefined};
    expect(copyAs(get, 'curl')).not.toContain('--data');
    expect(copyAs(get, 'python')).not.toContain('data=');
    expect(copyAs(get, 'javascript')).not.toContain('body:');
  });
});
