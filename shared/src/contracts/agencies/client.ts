// Typed calls of the corporate profile and of listing import (profile/corporate, profile/import): type-only imports,
// so a page that calls them bundles no zod.
import type { ImportFormat } from './constants';
import type { AgencyForm, CorporateReply, ImportRunReply, ImportsReply, InvitationInfoReply } from './schemas';
import type { ApiClient } from '../../api/client';

type WithMessage<T> = T & { message: string };

export const fetchCorporate = (api: ApiClient): Promise<CorporateReply> => api.get(api.langPath('/api/agency'));
export const createAgency = (api: ApiClient, form: AgencyForm): Promise<WithMessage<CorporateReply>> => api.post(api.langPath('/api/agency'), form);
export const updateAgency = (api: ApiClient, form: AgencyForm): Promise<WithMessage<CorporateReply>> => api.put(api.langPath('/api/agency'), form);
export const uploadAgencyLogo = (api: ApiClient, file: File): Promise<WithMessage<{ data: { logo: string } }>> => {
  const body = new FormData();
  body.append('logo', file);
  return api.post(api.langPath('/api/agency/logo'), body);
};
export const inviteAgent = (api: ApiClient, email: string, post: string): Promise<WithMessage<CorporateReply>> =>
  api.post(api.langPath('/api/agency/invitations'), { email, post });
export const withdrawInvitation = (api: ApiClient, id: number): Promise<WithMessage<CorporateReply>> => api.delete(api.langPath(`/api/agency/invitations/${id}`));
export const fetchInvitation = (api: ApiClient, token: string): Promise<InvitationInfoReply> =>
  api.get(api.langPath(`/api/agency/invitations/${encodeURIComponent(token)}`));
export const acceptInvitation = (api: ApiClient, token: string): Promise<WithMessage<CorporateReply>> =>
  api.post(api.langPath(`/api/agency/invitations/${encodeURIComponent(token)}/accept`));
export const setMemberPost = (api: ApiClient, userId: number, post: string): Promise<WithMessage<CorporateReply>> =>
  api.patch(api.langPath(`/api/agency/members/${userId}`), { post });
export const removeMember = (api: ApiClient, userId: number): Promise<WithMessage<CorporateReply>> => api.delete(api.langPath(`/api/agency/members/${userId}`));

// ---- import

export const fetchImports = (api: ApiClient): Promise<ImportsReply> => api.get(api.langPath('/api/import'));
export const fetchImportRun = (api: ApiClient, id: number, page = 1): Promise<ImportRunReply> => api.get(api.langPath(`/api/import/${id}`), { params: { page } });
export const uploadImport = (api: ApiClient, file: File, fullFeed: boolean): Promise<WithMessage<{ data: { id: number } }>> => {
  const body = new FormData();
  body.append('full_feed', fullFeed ? '1' : '0');
  body.append('file', file);
  return api.post(api.langPath('/api/import'), body);
};
export const cancelImport = (api: ApiClient, id: number): Promise<{ message: string }> => api.post(api.langPath(`/api/import/${id}/cancel`));
export const addImportFeed = (api: ApiClient, url: string, format: ImportFormat, intervalHours: number): Promise<WithMessage<ImportsReply>> =>
  api.post(api.langPath('/api/import/feeds'), { url, format, interval_hours: intervalHours });
export const runImportFeed = (api: ApiClient, id: number): Promise<WithMessage<{ data: { id: number } }>> => api.post(api.langPath(`/api/import/feeds/${id}/run`));
export const removeImportFeed = (api: ApiClient, id: number): Promise<WithMessage<ImportsReply>> => api.delete(api.langPath(`/api/import/feeds/${id}`));
/** The CSV template's address (a download link). */
export const IMPORT_TEMPLATE_PATH = '/api/import/template.csv';
