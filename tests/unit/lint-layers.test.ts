// @vitest-environment node
// The floors of both tiers are lint rules (eslint.config.js): these tests prove that lint refuses an import that
// runs back up, and accepts the same kind of import going down, so a config that silently stopped matching
// (a moved folder, a resolver that no longer resolves) fails here rather than letting every import through.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import rules need no types: without the type-aware parser a file need not exist in the TypeScript project,
// and the whole file lints in about a second instead of building the project's program.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-cycle')
    .map((message) => message.message);
}

describe('the Strapi app’s floors (backend/src)', { timeout: 60_000 }, () => {
  it('refuses a helper in utils/ that imports a content type’s service', async () => {
    const errors = await layerErrors(
      'backend/src/utils/forbidden-import.ts',
      "import { memberService } from '../api/member/services/member';\nexport const forbidden = memberService;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('backend/src/utils sits below');
  });

  it('refuses a content type that imports a global middleware', async () => {
    const errors = await layerErrors(
      'backend/src/api/directory/services/forbidden-import.ts',
      "import mediaFormats from '../../../middlewares/media-formats';\nexport const forbidden = mediaFormats;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('backend/src/api, components sits below');
  });

  it('refuses a policy that imports the back-office', async () => {
    const errors = await layerErrors(
      'backend/src/policies/forbidden-import.ts',
      "import { eventAttendees } from '../backoffice/attendees';\nexport const forbidden = eventAttendees;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses the Strapi app importing the PWA', async () => {
    const errors = await layerErrors(
      'backend/src/utils/forbidden-import.ts',
      "import { formatDate } from '../../../src/lib/dates';\nexport const forbidden = formatDate;\n",
    );
    expect(errors.some((message) => message.includes('shares only the contract'))).toBe(true);
  });

  it('accepts the same imports going down', async () => {
    expect(
      await layerErrors(
        'backend/src/middlewares/allowed-import.ts',
        "import { memberService } from '../api/member/services/member';\nimport { isPlainObject } from '../utils/input';\nexport const allowed = [memberService, isPlainObject];\n",
      ),
    ).toEqual([]);
  });
});

describe('the PWA’s floors (src)', { timeout: 60_000 }, () => {
  it('refuses lib/ importing a feature', async () => {
    const errors = await layerErrors(
      'src/lib/forbidden-import.ts',
      "import { useProfile } from '@/features/profile/queries';\nexport const forbidden = useProfile;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});
