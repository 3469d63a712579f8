// Loaded with `node --require` into a server the screenshot tests start: the process's clock starts at
// FIXED_NOW (an ISO date) and runs on from there, so the demo data seeded "from today" and every date the
// pages show are the same on every run. Test support only: never loaded by the app or the servers otherwise.
'use strict';
const fixed = Date.parse(process.env.FIXED_NOW || '');
if (Number.isFinite(fixed)) {
  const RealDate = Date;
  const offset = fixed - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
