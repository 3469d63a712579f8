'use strict';
// Demo/test e-mail provider: every outgoing mail becomes a readable .eml-like text file in an
// outbox folder, so password reset works on a machine with no SMTP server. Headers and attachments
// (the event mails' List-Unsubscribe and .ics) are written too.
const fs = require('fs');
const path = require('path');

module.exports = {
  init(providerOptions = {}, settings = {}) {
    const outbox = path.resolve(providerOptions.outboxDir || path.join(process.cwd(), '.tmp', 'outbox'));
    let counter = 0;
    return {
      async send(options) {
        fs.mkdirSync(outbox, { recursive: true });
        const from = options.from || settings.defaultFrom;
        const replyTo = options.replyTo || settings.defaultReplyTo;
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        counter += 1;
        const safeTo = String(options.to).replace(/[^a-zA-Z0-9@._-]/g, '_');
        const file = path.join(outbox, `${stamp}-${process.pid}-${counter}-${safeTo}.eml`);
        const lines = [
          `From: ${from}`,
          `To: ${options.to}`,
          replyTo ? `Reply-To: ${replyTo}` : null,
          `Subject: ${options.subject}`,
          `Date: ${new Date().toUTCString()}`,
          // Extra headers as an SMTP provider would send them (List-Unsubscribe, …).
          ...Object.entries(options.headers || {}).map(([name, value]) => `${name}: ${value}`),
          '',
          options.text || '',
          '',
          options.html ? `--- HTML ---\n${options.html}` : '',
          // Attachments whole, each after a marker line naming it (the tests read the .ics back).
          ...(options.attachments || []).map(
            (a) =>
              `--- ATTACHMENT ${a.filename} (${a.contentType || 'application/octet-stream'}) ---\n${String(a.content)}--- END ATTACHMENT ---`,
          ),
        ].filter((l) => l !== null);
        fs.writeFileSync(file, lines.join('\n'), 'utf8');
        console.log(`[email-outbox] mail to ${options.to} written to ${file}`);
      },
    };
  },
};
