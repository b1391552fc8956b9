import {describe, expect, it} from 'vitest';
import {DEFAULT_DEV_HOST_PATTERNS} from '../../../src/auth/hosts';
import {
  PREHYDRATION_GUARD_ATTRIBUTE,
  prehydrationGuardScript,
  releasePrehydrationGuard,
  sessionGateHeadTags,
} from '../../../src/auth/prehydrationGuard';

/** A stand-in for `<html>` with just the attribute and style calls the guard makes. */
class FakeRoot {
  readonly attributes = new Map<string, string>();
  readonly style = {
    visibility: '',
    removeProperty: (name: string) => {
      if (name === 'visibility') this.style.visibility = '';
      return '';
    },
  };

  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }

  hasAttribute(name: string) {
    return this.attributes.has(name);
  }

  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

function runGuard(hostname: string, patterns: readonly string[] = DEFAULT_DEV_HOST_PATTERNS): FakeRoot {
  const root = new FakeRoot();
  new Function('location', 'document', prehydrationGuardScript(patterns))({hostname}, {documentElement: root});
  return root;
}

describe('the prehydration guard script', () => {
  it('hides the page on a dev/QA host', () => {
    expect(runGuard('qa.localhost').style.visibility).toBe('hidden');
  });

  it('marks <html> so the gate knows it hid the page', () => {
    expect(runGuard('qa.localhost').attributes.get(PREHYDRATION_GUARD_ATTRIBUTE)).toBe('checking');
  });

  it('leaves a public host untouched', () => {
    const root = runGuard('docs.example.com');
    expect(root.style.visibility).toBe('');
    expect(root.attributes.size).toBe(0);
  });

  it('matches hosts exactly as isDevHost does, capitals and trailing dot included', () => {
    expect(runGuard('Docs-QA.Example.com.').style.visibility).toBe('hidden');
  });

  it('keeps a developer.* host public as isDevHost does', () => {
    expect(runGuard('developer.example.com').style.visibility).toBe('');
  });

  it('cannot be closed early by a pattern holding </script>', () => {
    expect(prehydrationGuardScript(['</script><script>alert(1)</script>'])).not.toContain('</script>');
  });

  it('is offered as a single head tag that Docusaurus accepts (attributes are required)', () => {
    expect(sessionGateHeadTags(['qa.*'])).toEqual([{tagName: 'script', attributes: {}, innerHTML: prehydrationGuardScript(['qa.*'])}]);
  });
});

describe('releasePrehydrationGuard', () => {
  it('shows the page the guard hid', () => {
    const root = runGuard('qa.localhost');
    releasePrehydrationGuard(root as unknown as HTMLElement);
    expect(root.style.visibility).toBe('');
    expect(root.hasAttribute(PREHYDRATION_GUARD_ATTRIBUTE)).toBe(false);
  });

  it('leaves a visibility the guard did not set alone', () => {
    const root = new FakeRoot();
    root.style.visibility = 'hidden';
    releasePrehydrationGuard(root as unknown as HTMLElement);
    expect(root.style.visibility).toBe('hidden');
  });
});
