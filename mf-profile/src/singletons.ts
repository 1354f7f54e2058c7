import { createElement } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { reportSingletons, SHARED_MARKER } from '@realty/shared';

// Tell the page which copy of each shared singleton this container received (see @realty/shared singletons).
reportSingletons('mf_profile', {
  react: createElement,
  'react-dom': createPortal,
  'react-router-dom': useNavigate,
  mobx: observable,
  'mobx-react-lite': observer,
  i18next,
  'react-i18next': useTranslation,
  '@realty/shared': SHARED_MARKER,
});
