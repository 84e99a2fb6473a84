// Adds DOM matchers (toBeInTheDocument, toHaveTextContent ...) to every test's expect.
import '@testing-library/jest-dom';
