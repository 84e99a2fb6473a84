// react-dom/server's browser build needs TextEncoder, which jsdom does not provide: import
// this first in a jsdom test that renders HTML the way the build does.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
