// The singleton probe of a container (shared/src/singletons/registry.ts). This subpath is NOT shared: each package
// bundles its own copy, so the imports below resolve to the copies that package's container received through Module
// Federation (a misconfigured remote reports its own React, and the registry counts two). `@realty/shared` is imported
// by its name, never by a relative path, for the same reason: its marker must be the singleton this container got.
import { createElement } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { reportSingletons, SHARED_MARKER, SHARED_VERSION } from '@realty/shared';
import { assertSharedContract } from '../contract';

/** Tell the page which copy of each shared singleton `source` (a container name such as 'mf_blog', or 'shell') received. */
export function probeSingletons(source: string): void {
  reportSingletons(source, {
    react: createElement,
    'react-dom': createPortal,
    'react-router-dom': useNavigate,
    mobx: observable,
    'mobx-react-lite': observer,
    i18next,
    'react-i18next': useTranslation,
    '@realty/shared': SHARED_MARKER,
  });
}

/**
 * First thing a remote's exposed modules run (`remote` is its package name, 'mf-blog'): nothing of it runs against a
 * @realty/shared it was not built for (a named error, then the fallback), then it reports its singletons as its
 * container ('mf_blog').
 */
export function checkRemote(remote: string): void {
  assertSharedContract(remote, SHARED_VERSION);
  probeSingletons(remote.replace(/-/g, '_'));
}
