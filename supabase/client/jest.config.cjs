// The front-end preset without shared-ui's setup: this package sits below shared-ui and needs none of it.
module.exports = { ...require('../../jest.preset.cjs')(__dirname), setupFilesAfterEnv: [] };
