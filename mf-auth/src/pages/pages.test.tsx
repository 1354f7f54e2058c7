import { describeRemotePages } from '@realty/shared/testing';

describeRemotePages('auth', { dir: __dirname, paths: ['login', 'reset-password'] });
