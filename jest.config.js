// Gatsby's "Unit Testing" recipe, adapted: Jest 30 breaks on the recipe's moduleNameMapper
// lines for gatsby-page-utils / gatsby-core-utils / gatsby-plugin-utils, so they are gone.
// Only the site's tests live here; server/ and e2e/ have their own runners.
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/__tests__', '<rootDir>/src', '<rootDir>/__mocks__'],
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '\\.cache', '<rootDir>/public/', '<rootDir>/server/', '<rootDir>/e2e/'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  // Gatsby ships untranspiled ES modules in these packages.
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$':
      'identity-obj-proxy',
  },
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
