// First import of every exposed module: the @realty/shared contract check, then the singleton probe.
import { checkRemote } from '@realty/shared/singleton-probe';

checkRemote('mf-admin');
