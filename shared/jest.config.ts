import { fileURLToPath } from 'node:url';
import { jestConfig } from './jest/preset';

export default jestConfig(fileURLToPath(new URL('.', import.meta.url)));
