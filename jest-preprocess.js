// Compile tests and sources the way Gatsby does, plus TypeScript (types are checked by tsc).
const babelOptions = {
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
};

module.exports = require('babel-jest').default.createTransformer(babelOptions);
