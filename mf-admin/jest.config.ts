import { fileURLToPath } from 'node:url';
import { jestConfig } from '../shared/jest/preset';

export default jestConfig(fileURLToPath(new URL('.', import.meta.url)));
