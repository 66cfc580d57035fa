import '@testing-library/jest-dom';
// The root package does not depend on @site/shared (only its workspaces do), so the root
// typecheck cannot resolve that name here; jest maps both spellings to the same module.
/* eslint-disable import-x/no-relative-packages */
import { registerMessages } from '../shared/i18n';
import { zhCN } from '../shared/i18n/zh-CN';
/* eslint-enable import-x/no-relative-packages */
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; ky and crypto helpers need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each build registers the namespaces it owns and the shell knows only its own (shared/i18n):
// a unit test renders a component alone, so every namespace of the catalogue is known.
registerMessages(zhCN);
