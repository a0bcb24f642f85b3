// @vitest-environment jsdom
import { walkScreensOf } from './kit';

walkScreensOf('approvals');
