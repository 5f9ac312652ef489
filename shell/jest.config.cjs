const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'],
};
