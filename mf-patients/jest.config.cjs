// Tests run in a zone other than the clinic's (Europe/Oslo), so a time shown in the browser's zone instead of
// the clinic's fails them (src/common/clinic-time.test.ts); set before jest starts its workers.
process.env.TZ = 'UTC';
module.exports = require('../jest.preset.cjs')(__dirname);
