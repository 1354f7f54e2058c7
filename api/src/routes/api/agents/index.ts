// POST /api/agents/{id}/phone (../agencies/phone.ts).
import { revealPhoneRoute } from '../agencies/phone';

export default revealPhoneRoute('agent');
