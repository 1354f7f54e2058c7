import { createElement } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { reportSingletons, SHARED_MARKER, SHARED_VERSION } from '@realty/shared';
import { assertSharedContract } from '@realty/shared/contract';

// Nothing of this remote runs against a @realty/shared it was not built for (a named error, then the fallback).
assertSharedContract('mf-listing', SHARED_VERSION);

// Tell the page which copy of each shared singleton this container received (see @realty/shared singletons).
reportSingletons('mf_listing', {
  react: createElement,
  'react-dom': createPortal,
  'react-router-dom': useNavigate,
  mobx: observable,
  'mobx-react-lite': observer,
  i18next,
  'react-i18next': useTranslation,
  '@realty/shared': SHARED_MARKER,
});
