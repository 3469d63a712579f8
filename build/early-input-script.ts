// The early-input program (src/server/early-input.ts) as the server writes it into every page: minified at build
// time (it ships in each page's HTML, and must stay small), passed to the server build as a constant.
import { minifySync } from 'rolldown/experimental';
import { earlyInputScript } from '../src/server/early-input.ts';

export function minifiedEarlyInput(): string {
  const { code, errors } = minifySync('early-input.js', earlyInputScript(), { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`early-input: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim();
}
