import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; ky and crypto helpers need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
