// Types for the matchers jest.setup.ts installs. The root tsconfig includes __tests__ but not
// jest.setup.ts, so the augmentation is declared here where tsc sees it.
/// <reference types="@testing-library/jest-dom" />
